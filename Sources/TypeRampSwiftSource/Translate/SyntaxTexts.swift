import SwiftSyntax

/// Texts the translation reads from syntax again and again (a `switch`'s case patterns in every variant and row), read
/// once per import and kept by the syntax's identity. Every tree the import reads stays alive until it ends (the files',
/// and the closures made for initializer references, ``Translator/initializerClosures``), so an identity is never
/// reused for other syntax while the memo is kept.
struct SyntaxTexts {
    /// ``Translator/patternCaseName(_:)`` by pattern.
    var caseNames: [SyntaxIdentifier: String?] = [:]
    /// ``Conditions/key(_:)`` by condition.
    var conditionKeys: [SyntaxIdentifier: String] = [:]
}

extension Translator {
    /// The enum case a `case` pattern names (`.loaded(let items)`, `let .loaded(items)`: `loaded`), or nil.
    func patternCaseName(_ pattern: PatternSyntax) -> String? {
        if let known = syntaxTexts.caseNames[pattern.id] { return known }
        var text = pattern.trimmedText
        if text.hasPrefix("let ") || text.hasPrefix("var ") { text.removeFirst(4) }
        let name = text.hasPrefix(".") ? String(text.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }) : nil
        syntaxTexts.caseNames[pattern.id] = .some(name)
        return name
    }

    /// ``Conditions/key(_:)`` of a condition, read once per import.
    func conditionKey(_ expr: ExprSyntax) -> String {
        if let known = syntaxTexts.conditionKeys[expr.id] { return known }
        let key = Conditions.key(expr)
        syntaxTexts.conditionKeys[expr.id] = key
        return key
    }
}
