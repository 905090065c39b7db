import CHarfBuzz
import TypeRampCore

/// An anti-aliased glyph image: 8-bit coverage, one byte per pixel, rows top to bottom.
public struct GlyphMask: Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Pixels from the pen position to the mask's left edge.
    public var left: Int
    /// Pixels from the baseline up to the mask's top edge.
    public var top: Int
    /// Coverage, `width × height` bytes, 0 (empty) … 255 (covered).
    public var coverage: [UInt8]
}

/// Rasterizes shaped glyphs with FreeType, unhinted and anti-aliased, at a display scale, so that pictures are
/// drawn from exactly the glyph runs the measurement produced.
///
/// Not thread-safe: FreeType faces carry per-size state, so each renderer owns its rasterizer.
public final class GlyphRasterizer {
    private let library: FreeTypeLibrary?
    private var faces: [String: RasterFace] = [:]
    private var masks: [MaskKey: GlyphMask] = [:]

    private struct MaskKey: Hashable {
        let face: ObjectIdentifier
        let glyph: UInt32
        let pixelSize: Int64  // 26.6 fixed point
        let subpixel: Int64  // x offset in 1/64 px, quantized
        let variations: [Int64]
        let widthScale: Int64  // 16.16 fixed point
        let syntheticItalic: Bool
    }

    /// FreeType's synthetic oblique (`FT_GlyphSlot_Oblique`): x += 0.2126 y, a slant of 12°, in 16.16 fixed point.
    static let obliqueShear: FT_Fixed = 0x0366A

    /// Creates a rasterizer.
    public init() {
        library = FreeTypeLibrary()
    }

    /// The mask of glyph `glyph` of `run` at `pixelsPerPoint` (the display scale), with the pen at a fractional
    /// pixel offset `subpixelX` (0 ..< 1). Returns nil when the face cannot be opened or the glyph cannot be drawn.
    public func mask(for glyph: UInt32, in run: GlyphRun, pixelsPerPoint: Double, subpixelX: Double) -> GlyphMask? {
        let pixelSize = Int64((run.size * pixelsPerPoint * 64).rounded())
        let subpixel = Int64((subpixelX * 4).rounded(.down)) * 16  // quarter-pixel positions
        let coordinates = run.face.axes.map { axis in run.variations[axis.tag] ?? axis.defaultValue }
        let key = MaskKey(
            face: ObjectIdentifier(run.face), glyph: glyph, pixelSize: pixelSize, subpixel: subpixel,
            variations: coordinates.map { Int64(($0 * 65536).rounded()) }, widthScale: Int64((run.widthScale * 65536).rounded()),
            syntheticItalic: run.syntheticItalic)
        if let cached = masks[key] { return cached }
        guard let face = rasterFace(run.face) else { return nil }
        let ft = face.pointer
        if !coordinates.isEmpty {
            var fixed = coordinates.map { FT_Fixed(($0 * 65536).rounded()) }
            FT_Set_Var_Design_Coordinates(ft, FT_UInt(fixed.count), &fixed)
        }
        guard FT_Set_Char_Size(ft, 0, FT_F26Dot6(pixelSize), 72, 72) == 0 else { return nil }
        // The fractional pen position is applied as a translation when the outline is loaded, the width scale and a
        // synthetic slant as its matrix.
        var delta = FT_Vector(x: FT_Pos(subpixel), y: 0)
        var matrix = FT_Matrix(
            xx: FT_Fixed(key.widthScale), xy: run.syntheticItalic ? GlyphRasterizer.obliqueShear : 0, yx: 0, yy: 0x10000)
        FT_Set_Transform(ft, &matrix, &delta)
        let flags = Int32(FT_LOAD_NO_HINTING) | Int32(FT_LOAD_NO_BITMAP) | Int32(FT_LOAD_RENDER)
        guard FT_Load_Glyph(ft, FT_UInt(glyph), flags) == 0, let slot = ft.pointee.glyph else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: width * height)
        if let buffer = bitmap.buffer, width > 0, height > 0 {
            for row in 0..<height {
                let source = pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch
                for column in 0..<width { coverage[row * width + column] = buffer[source + column] }
            }
        }
        let result = GlyphMask(
            width: width, height: height, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
            coverage: coverage)
        masks[key] = result
        return result
    }

    private func rasterFace(_ face: FontFace) -> RasterFace? {
        let key = face.path + "#" + String(face.index)
        if let cached = faces[key] { return cached }
        guard let library, let opened = RasterFace(library: library, path: face.path, index: face.index) else { return nil }
        faces[key] = opened
        return opened
    }
}

/// Owns an `FT_Face` opened for rasterizing (kept separate from the shaping faces, whose size state must not change).
private final class RasterFace {
    let pointer: FT_Face
    private let library: FreeTypeLibrary

    init?(library: FreeTypeLibrary, path: String, index: Int) {
        var face: FT_Face?
        guard FT_New_Face(library.pointer, path, FT_Long(index), &face) == 0, let face else { return nil }
        pointer = face
        self.library = library
    }

    deinit { FT_Done_Face(pointer) }
}
