/// Text for terminals and logs: control characters (C0, DEL, C1) escaped as `\n`, `\t`, `\u{1b}`, so a name or a
/// text cannot move the cursor, colour the output or forge a line of its own.
public enum TerminalSafe {
    /// `text` with its control characters escaped.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for s in text.unicodeScalars {
            switch s.value {
            case 0x0a: out += "\\n"
            case 0x09: out += "\\t"
            case 0x0d: out += "\\r"
            case _ where isControl(s): out += "\\u{\(String(s.value, radix: 16))}"
            default: out.unicodeScalars.append(s)
            }
        }
        return out
    }

    static func isControl(_ s: Unicode.Scalar) -> Bool { s.value < 0x20 || s.value == 0x7f || (0x80..<0xa0).contains(s.value) }
}
