extension String {
    /// The string without the characters of `characters` at either end, compared as Unicode scalars: what Foundation's
    /// `trimmingCharacters(in: CharacterSet(charactersIn:))` gives, without building a character set and bridging to
    /// `NSString` on each call (the importer trims type names such as `Item?` thousands of times per screen).
    public func trimming(_ characters: String) -> String {
        let set = Array(characters.unicodeScalars)
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !set.contains($0) }) else { return "" }
        // A scalar not in the set exists, so the last one does too.
        let last = scalars.lastIndex(where: { !set.contains($0) }) ?? first
        return String(scalars[first...last])
    }

    /// The string without any `scalar`: Foundation's `replacingOccurrences(of:with: "")` for one character (`1_000`
    /// read as `1000`), without its bridging cost.
    public func removing(_ scalar: Unicode.Scalar) -> String {
        var out = String.UnicodeScalarView()
        for s in unicodeScalars where s != scalar { out.append(s) }
        return String(out)
    }
}
