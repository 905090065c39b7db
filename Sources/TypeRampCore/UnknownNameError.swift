/// A name given in code or on a command line (a device, a content-size category, a text style) that TypeRamp does not
/// know. Thrown instead of falling back to a default, so a typo never passes silently as another value.
public struct UnknownNameError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of name it is (`device`, `content-size category`, `text style`).
    public var kind: String
    /// The name as given.
    public var name: String
    /// Every accepted name, in the order they are documented.
    public var candidates: [String]

    /// Creates an error.
    public init(kind: String, name: String, candidates: [String]) {
        self.kind = kind
        self.name = name
        self.candidates = candidates
    }

    /// The closest accepted name, when the given one looks like a typo of it.
    public var suggestion: String? { closestMatch(to: name, in: candidates) }

    /// `unknown device 'iphone-15' (did you mean 'iphone'?); known: iphone-se-1, iphone-se, …`.
    public var description: String {
        var text = "unknown \(kind) '\(name)'"
        if let suggestion { text += " (did you mean '\(suggestion)'?)" }
        return text + "; known: " + candidates.joined(separator: ", ")
    }
}
