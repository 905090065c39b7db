import SwiftSyntax

extension StringLiteralExprSyntax {
    /// The literal's text when it has no interpolation.
    var literalText: String? {
        var text = ""
        for segment in segments {
            guard let s = segment.as(StringSegmentSyntax.self) else { return nil }
            text += s.content.text
        }
        return StringLiteralExprSyntax.unescape(text)
    }

    /// The text with Swift's escapes (`\n`, `\t`, `\"`, `\\`, `\u{…}`) applied.
    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var out = ""
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            let next = text.index(after: i)
            guard c == "\\", next < text.endIndex else {
                out.append(c)
                i = next
                continue
            }
            let e = text[next]
            var after = text.index(after: next)
            switch e {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "\"": out.append("\"")
            case "'": out.append("'")
            case "\\": out.append("\\")
            case "u":
                if after < text.endIndex, text[after] == "{", let close = text[after...].firstIndex(of: "}"),
                    let code = UInt32(text[text.index(after: after)..<close], radix: 16), let scalar = Unicode.Scalar(code)
                {
                    out.unicodeScalars.append(scalar)
                    after = text.index(after: close)
                } else {
                    out.append("\\u")
                }
            default:
                out.append("\\")
                out.append(e)
            }
            i = after
        }
        return out
    }
}
