/// A place in an input file: path, 1-based line and column (columns count Unicode scalars, as libyaml does).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's path as the user gave it.
    public var file: String
    /// 1-based line, or 0 when unknown.
    public var line: Int
    /// 1-based column, or 0 when unknown.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int = 0, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, omitting unknown parts; control characters in the path are escaped
    /// (``Swift/String/escapingControlCharacters``), so a file named with a newline cannot start a forged diagnostic.
    public var description: String {
        let file = self.file.escapingControlCharacters
        guard line > 0 else { return file }
        return column > 0 ? "\(file):\(line):\(column)" : "\(file):\(line)"
    }
}

/// An error in user input that points at where it is: file, line, column, the field's path,
/// what was wrong and, where possible, the closest valid value.
///
/// Every edge of TypeRamp (spec decoding, font loading, catalogs, arguments) throws this, and the CLI
/// prints it as `file:line:column: error: message` and exits with status 1.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is.
    public var location: SourceLocation
    /// The path of the offending field, e.g. `styles[3].relativeTo`; empty when not applicable.
    public var fieldPath: String
    /// What is wrong, in a sentence fragment without a trailing period.
    public var message: String
    /// The closest valid value, when one is near enough to be a likely typo.
    public var suggestion: String?

    /// Creates an error.
    public init(_ message: String, at location: SourceLocation, field: String = "", suggestion: String? = nil) {
        self.location = location
        self.fieldPath = field
        self.message = message
        self.suggestion = suggestion
    }

    /// Whether an error at a line of `file` may quote what it read there (field names, values); nil quotes everything.
    /// The `typeramp` command sets it for its one run: a file outside the current folder and the paths given on the
    /// command line (a `.typeramp.yml` whose `baseline:` names `/etc/shadow`) is located, and nothing of it is quoted, so
    /// that no path in a configuration can print part of a key or system file into a CI log.
    nonisolated(unsafe) public static var mayQuote: (@Sendable (String) -> Bool)?

    /// `file:line:column: error: field: message (did you mean 'x'?)`, on one line: control characters of every part
    /// are escaped (``Swift/String/escapingControlCharacters``).
    public var description: String {
        if location.line > 0, let mayQuote = InputError.mayQuote, !mayQuote(location.file) {
            return
                "\(location): error: not what TypeRamp reads here; the file is outside the current folder and the paths given, so nothing of it is quoted"
        }
        var text = "\(location): error: "
        if !fieldPath.isEmpty {
            // A path hundreds of levels deep is cut to its end, where the problem is.
            let shown = fieldPath.count > 160 ? "…" + fieldPath.suffix(150) : Substring(fieldPath)
            text += "\(String(shown).escapingControlCharacters): "
        }
        text += message.escapingControlCharacters
        if let suggestion { text += " (did you mean '\(suggestion.escapingControlCharacters)'?)" }
        return text
    }
}

/// The candidate closest to `text` by edit distance (case-insensitive), if it is close enough to be a
/// likely typo: at most a third of the longer word's length, and at least one edit.
public func closestMatch(to text: String, in candidates: [String]) -> String? {
    let needle = Array(text.lowercased())
    var best: (String, Int)?
    for candidate in candidates {
        let distance = editDistance(needle, Array(candidate.lowercased()))
        if best == nil || distance < best!.1 { best = (candidate, distance) }
    }
    guard let (match, distance) = best else { return nil }
    let limit = max(2, max(needle.count, match.count) / 3)
    return distance <= limit ? match : nil
}

/// Levenshtein distance between two character arrays.
public func editDistance<C: Equatable>(_ a: [C], _ b: [C]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
