import TypeRampCore

/// Names and descriptions from a ramp (its name, styles, families, the source path) made safe for each place a
/// generator writes them, so that no name can end a comment, open a tag or break a line of the generated file, and
/// every file still parses.
enum TokenText {
    /// Text for a line comment (`//`, `#`): one line, control characters escaped (`\n` → `\\n`).
    static func lineComment(_ text: String) -> String { text.escapingControlCharacters }

    /// Text for a block comment in Swift, Kotlin (KDoc) or CSS: control characters escaped, and neither `*/` (which
    /// would end the comment) nor `/*` (which Swift and Kotlin nest, leaving the comment open) left whole.
    static func blockComment(_ text: String) -> String {
        var out = text.escapingControlCharacters
        while out.contains("*/") || out.contains("/*") {
            out = out.replacingOccurrences(of: "*/", with: "* /").replacingOccurrences(of: "/*", with: "/ *")
        }
        return out
    }

    /// Text for an XML or HTML comment: control characters escaped (XML 1.0 forbids them), no `--`, and no `-` at
    /// the end (which would make `--->`).
    static func markupComment(_ text: String) -> String {
        var out = text.escapingControlCharacters
        while out.contains("--") { out = out.replacingOccurrences(of: "--", with: "- -") }
        return out.hasSuffix("-") ? out + " " : out
    }

    /// `path` as a Markdown link destination: percent-encoded except letters, digits and `-._~/`, so spaces,
    /// parentheses, brackets and line breaks cannot end the link.
    static func linkDestination(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if byte < 0x80 && (c.isLetter || c.isNumber || "-._~/".contains(c)) {
                out.append(c)
            } else {
                out += "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
