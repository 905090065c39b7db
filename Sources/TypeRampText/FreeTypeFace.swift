import CHarfBuzz

// MARK: - FreeType adapter: one final class per FreeType object, destroyed in deinit.

/// Owns an `FT_Library`.
final class FreeTypeLibrary {
    let pointer: FT_Library

    init?() {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        pointer = library
    }

    deinit { FT_Done_FreeType(pointer) }
}

/// Owns an `FT_Face`. Used when loading to validate a font file the way the renderer will read it
/// and to count a collection's faces; shaping and metrics go through HarfBuzz.
final class FreeTypeFace {
    let pointer: FT_Face
    private let library: FreeTypeLibrary

    /// Opens face `index` of `path`; on failure returns FreeType's error code.
    static func open(path: String, index: Int) -> Result<FreeTypeFace, FreeTypeError> {
        guard let library = FreeTypeLibrary() else { return .failure(FreeTypeError(code: -1)) }
        var face: FT_Face?
        let error = FT_New_Face(library.pointer, path, FT_Long(index), &face)
        guard error == 0, let face else { return .failure(FreeTypeError(code: Int32(error))) }
        return .success(FreeTypeFace(face: face, library: library))
    }

    private init(face: FT_Face, library: FreeTypeLibrary) {
        pointer = face
        self.library = library
    }

    deinit { FT_Done_Face(pointer) }

    /// Faces in the file (more than one for a collection).
    var faceCount: Int { Int(pointer.pointee.num_faces) }
    /// Whether the face is flagged italic.
    var isItalic: Bool { pointer.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0 }
    /// Whether the face is scalable (an outline font, not a bitmap-only one).
    var isScalable: Bool { pointer.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 }
}

/// A FreeType error code with its meaning.
struct FreeTypeError: Error {
    var code: Int32

    /// A short description of the common codes (FreeType's fterrdef.h).
    var meaning: String {
        switch code {
        case 0x01: return "cannot open resource"
        case 0x02: return "unknown file format"
        case 0x03: return "broken file"
        case 0x06: return "invalid argument (face index out of range?)"
        case 0x08: return "invalid table"
        case 0x09: return "broken table"
        case 0x51: return "unknown table"
        case -1: return "FreeType could not be initialised"
        default: return "FreeType error 0x" + String(code, radix: 16)
        }
    }
}
