extension String {
    /// The text with every control character escaped, for terminals, logs and text reports: C0 controls (`\n`, `\r`,
    /// `\t`, ESC …), DEL, C1 controls and the Unicode line and paragraph separators are written as `\n`, `\r`, `\t` or
    /// `\u{1B}`. A file, screen or text named with a newline or an escape sequence then cannot start a line of its own
    /// (forging a `file:1:1: error:` diagnostic that Xcode and CI annotators believe), move the cursor or retitle the
    /// terminal. Everything else, backslashes included, is unchanged; text without controls is returned as is.
    public var escapingControlCharacters: String {
        // Printable ASCII (most paths and names) needs no escape: checked byte by byte in place, not scalar by scalar.
        if utf8.withContiguousStorageIfAvailable({ $0.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }) == true { return self }
        guard unicodeScalars.contains(where: String.needsEscape) else { return self }
        var out = ""
        out.reserveCapacity(utf8.count + 8)
        for scalar in unicodeScalars {
            guard String.needsEscape(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }

    /// At most `limit` characters of the text, control characters escaped (``escapingControlCharacters``), with `…`
    /// when cut: what an error may quote of a value or a file, so a message never carries a whole file into a CI log.
    public func excerpt(_ limit: Int = 40) -> String {
        let cut = prefix(limit)
        return String(cut).escapingControlCharacters + (cut.endIndex < endIndex ? "…" : "")
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (v >= 0x7F && v <= 0x9F) || v == 0x2028 || v == 0x2029
    }
}
