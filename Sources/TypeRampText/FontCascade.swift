import TypeRampCore

/// An ordered list of faces: the first is the primary font, the rest are tried in order for
/// characters it lacks (a fallback cascade, like CoreText's cascade list).
public struct FontCascade: Hashable, Sendable, CustomStringConvertible {
    /// The faces, primary first. The engine treats an empty list as "no font covers anything".
    public var faces: [FontFace]

    /// Creates a cascade; throws an ``InputError`` when `faces` is empty.
    public init(_ faces: [FontFace]) throws {
        guard !faces.isEmpty else {
            throw InputError("the font cascade is empty: give at least one font", at: SourceLocation(file: "<cascade>"), field: "font")
        }
        self.faces = faces
    }

    /// Creates a cascade of one face.
    public init(_ face: FontFace) { faces = [face] }

    /// Creates a cascade without checking for emptiness (internal builders append to it).
    init(unchecked faces: [FontFace]) { self.faces = faces }

    /// The primary face.
    public var primary: FontFace? { faces.first }

    /// This cascade followed by the faces of `fallback` it does not already contain.
    public func appending(_ fallback: FontCascade) -> FontCascade {
        var result = self
        for face in fallback.faces where !result.faces.contains(face) { result.faces.append(face) }
        return result
    }

    public var description: String { faces.map(\.familyName).joined(separator: " → ") }
}
