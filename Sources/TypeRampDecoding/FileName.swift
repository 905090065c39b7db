/// File names made from names in the user's input (a screen, a `#Preview`), so that every output derived from a name
/// stays inside its folder whatever the name holds.
public enum FileName {
    /// The most UTF-8 bytes a slug has: well under the 255 a file name may have, with room for suffixes.
    public static let maximumBytes = 100

    /// `name` as one safe file name: letters, digits and marks of any script and `-`, `_`, `.`, `+`, `@` and spaces are
    /// kept; anything else (`/`, `\`, NUL, control characters, `:` …) becomes `-`; leading dots and spaces are dropped
    /// (no `..`, no hidden file), trailing dots and spaces too, and the result is cut to ``maximumBytes`` bytes on a
    /// character boundary. An empty result is `fallback`. Two names may give one slug: callers that write several
    /// names into one folder tell them apart (``unique(_:taken:)``).
    public static func slug(_ name: String, fallback: String = "screen") -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            let p = scalar.properties
            let keep =
                p.isAlphabetic || p.numericType != nil || [.nonspacingMark, .spacingMark, .enclosingMark].contains(p.generalCategory)
                || "-_.+@ ".unicodeScalars.contains(scalar)
            out.unicodeScalars.append(keep ? scalar : "-")
        }
        while let first = out.first, first == "." || first == " " { out.removeFirst() }
        var cut = ""
        for character in out {
            if cut.utf8.count + character.utf8.count > maximumBytes { break }
            cut.append(character)
        }
        while let last = cut.last, last == "." || last == " " { cut.removeLast() }
        return cut.isEmpty ? fallback : cut
    }

    /// `slug`, or `slug-2`, `slug-3` … when an earlier name took it (compared without case, as macOS's file systems
    /// do); the result is added to `taken`.
    public static func unique(_ slug: String, taken: inout Set<String>) -> String {
        var candidate = slug
        var n = 2
        while taken.contains(candidate.lowercased()) {
            candidate = "\(slug)-\(n)"
            n += 1
        }
        taken.insert(candidate.lowercased())
        return candidate
    }
}
