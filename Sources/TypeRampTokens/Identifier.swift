/// Turns design-system names (`titleExtraLarge`, `Body Strong`, `Acme Sans`) into identifiers in each
/// target language's convention: camelCase (Swift, Kotlin), PascalCase (types), kebab-case (CSS), snake_case
/// (Android resources).
enum Identifier {
    /// The words of `text`: split at every character that is not an ASCII letter or digit, at lower-to-upper
    /// case changes (`titleLarge` → title, Large) and before the last capital of a capital run followed by a
    /// lowercase letter (`HTMLBody` → HTML, Body). Digits stay with the word before them (`title2`).
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(text)
        func flush() {
            if !current.isEmpty { words.append(String(current)) }
            current = []
        }
        for (i, c) in characters.enumerated() {
            guard c.isASCII, c.isLetter || c.isNumber else { flush(); continue }
            if c.isUppercase, let previous = current.last {
                let nextIsLower = i + 1 < characters.count && characters[i + 1].isASCII && characters[i + 1].isLowercase
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) { flush() }
            }
            current.append(c)
        }
        flush()
        return words
    }

    /// `titleExtraLarge` from [title, Extra, Large]; an all-capitals first word is lowercased whole.
    static func camel(_ words: [String]) -> String {
        guard let first = words.first else { return "" }
        return first.lowercased() + words.dropFirst().map(capitalized).joined()
    }

    /// `TitleExtraLarge` from [title, Extra, Large].
    static func pascal(_ words: [String]) -> String {
        words.map(capitalized).joined()
    }

    /// `title-extra-large` from [title, Extra, Large].
    static func kebab(_ words: [String]) -> String {
        words.map { $0.lowercased() }.joined(separator: "-")
    }

    /// `title_extra_large` from [title, Extra, Large].
    static func snake(_ words: [String]) -> String {
        words.map { $0.lowercased() }.joined(separator: "_")
    }

    /// The word with its first letter upper-cased and the rest kept (`HTML` stays `HTML`, `extra` → `Extra`).
    static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }
}
