import CHarfBuzz
import TypeRampCore

// MARK: - HarfBuzz adapter: one final class per HarfBuzz object, destroyed in deinit.

/// Owns an `hb_blob_t` with a font file's bytes (memory-mapped by HarfBuzz where it can).
///
/// `@unchecked Sendable` (an `OpaquePointer` is not `Sendable`): the pointer is set once; the blob is only read (its
/// length, and by `hb_face_create`, which references it), never written, and destroyed in `deinit`.
final class HarfBuzzBlob: @unchecked Sendable {
    let pointer: OpaquePointer

    /// Reads `path`; nil when the file cannot be read.
    init?(path: String) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        pointer = blob
    }

    deinit { hb_blob_destroy(pointer) }

    /// Size of the file in bytes.
    var length: Int { Int(hb_blob_get_length(pointer)) }
}

/// Owns an `hb_face_t`: one face of a font file (immutable once created).
///
/// `@unchecked Sendable` (an `OpaquePointer` is not `Sendable`): `init` calls `hb_face_make_immutable`, and HarfBuzz
/// objects may be read from several threads once immutable (its lazy table loading is atomic); only `hb_buffer_t`
/// is not thread-safe, and ``HarfBuzzBuffer`` is not `Sendable`.
final class HarfBuzzFace: @unchecked Sendable {
    let pointer: OpaquePointer
    /// Keeps the bytes alive as long as the face.
    let blob: HarfBuzzBlob

    init(blob: HarfBuzzBlob, index: Int) {
        self.blob = blob
        pointer = hb_face_create(blob.pointer, UInt32(index))
        hb_face_make_immutable(pointer)
    }

    deinit { hb_face_destroy(pointer) }

    /// Number of faces in the blob (more than one for TTC/OTC collections).
    static func faceCount(_ blob: HarfBuzzBlob) -> Int { Int(hb_face_count(blob.pointer)) }

    var unitsPerEm: Int { Int(hb_face_get_upem(pointer)) }
    var glyphCount: Int { Int(hb_face_get_glyph_count(pointer)) }

    /// Whether the face has the table `tag`.
    func hasTable(_ tag: String) -> Bool {
        let raw = OpenTypeTag(tag)!.rawValue
        let table = hb_face_reference_table(pointer, raw)
        defer { hb_blob_destroy(table) }
        return hb_blob_get_length(table) > 0
    }

    /// The raw bytes of table `tag` (empty when absent).
    func tableBytes(_ tag: String) -> [UInt8] {
        let table = hb_face_reference_table(pointer, OpenTypeTag(tag)!.rawValue)
        defer { hb_blob_destroy(table) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(table, &length), length > 0 else { return [] }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { Array(UnsafeBufferPointer(start: $0, count: Int(length))) }
    }

    /// A name-table string (`nameID` 1 family, 2 subfamily, 16 typographic family, 17 typographic subfamily).
    func name(_ nameID: UInt32) -> String? {
        let language = hb_language_from_string("en", -1)
        var length: UInt32 = 0
        let total = hb_ot_name_get_utf8(pointer, hb_ot_name_id_t(nameID), language, &length, nil)
        guard total > 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(total) + 1)
        length = total + 1
        _ = hb_ot_name_get_utf8(pointer, hb_ot_name_id_t(nameID), language, &length, &buffer)
        let bytes = buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.isEmpty ? nil : text
    }

    /// The variation axes (empty for static fonts).
    func variationAxes() -> [VariationAxis] {
        var count = hb_ot_var_get_axis_count(pointer)
        guard count > 0 else { return [] }
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(count))
        _ = hb_ot_var_get_axis_infos(pointer, 0, &count, &infos)
        return infos.prefix(Int(count)).map {
            VariationAxis(
                tag: OpenTypeTag(rawValue: $0.tag), minimum: Double($0.min_value),
                defaultValue: Double($0.default_value), maximum: Double($0.max_value))
        }
    }

    /// Every Unicode scalar the face's `cmap` maps to a glyph.
    func collectUnicodes() -> [UInt32] {
        let set = hb_set_create()
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(pointer, set)
        var result: [UInt32] = []
        result.reserveCapacity(Int(hb_set_get_population(set)))
        var codepoint: hb_codepoint_t = UInt32.max  // HB_SET_VALUE_INVALID starts the iteration
        while hb_set_next(set, &codepoint) != 0 { result.append(codepoint) }
        return result
    }
}

/// Owns an `hb_font_t`: a face at one variation instance, scaled to font units (scale = upem), so
/// shaped advances are in font units whatever the point size.
///
/// `@unchecked Sendable` (an `OpaquePointer` is not `Sendable`): variations are set before `hb_font_make_immutable`
/// in `init`; afterwards the font is only read (extents, and `hb_shape` with a buffer the calling thread owns), which
/// HarfBuzz supports from several threads at once.
final class HarfBuzzFont: @unchecked Sendable {
    let pointer: OpaquePointer

    init(face: HarfBuzzFace, variations: [(tag: OpenTypeTag, value: Double)]) {
        pointer = hb_font_create(face.pointer)
        if !variations.isEmpty {
            let settings = variations.map { hb_variation_t(tag: $0.tag.rawValue, value: Float($0.value)) }
            hb_font_set_variations(pointer, settings, UInt32(settings.count))
        }
        hb_font_make_immutable(pointer)
    }

    deinit { hb_font_destroy(pointer) }

    /// Ascender, descender (negative below the baseline) and line gap in font units, from OS/2 typo
    /// metrics when the font sets USE_TYPO_METRICS (fsSelection bit 7), else from `hhea`
    /// (HarfBuzz's `hb_font_get_h_extents` with its OpenType functions applies exactly that rule,
    /// plus `MVAR` deltas on variable fonts).
    func horizontalExtents() -> (ascender: Int32, descender: Int32, lineGap: Int32) {
        var extents = hb_font_extents_t()
        _ = hb_font_get_h_extents(pointer, &extents)
        return (extents.ascender, extents.descender, extents.line_gap)
    }

    /// Shapes `text` (UTF-16) as one run in `scratch` (emptied first). Clusters in the result are UTF-16
    /// offsets into `text`.
    func shape(
        _ text: UnsafeBufferPointer<UInt16>, rightToLeft: Bool, script: UInt32,
        language: OpaquePointer?, features: [hb_feature_t], scratch: HarfBuzzBuffer
    ) -> [ShapedGlyph] {
        let buffer = scratch.pointer
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf16(buffer, text.baseAddress, Int32(text.count), 0, Int32(text.count))
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_from_iso15924_tag(script))
        if let language { hb_buffer_set_language(buffer, language) }
        features.withUnsafeBufferPointer { hb_shape(pointer, buffer, $0.baseAddress, UInt32($0.count)) }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count), count > 0,
            let positions = hb_buffer_get_glyph_positions(buffer, nil)
        else { return [] }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            glyphs.append(
                ShapedGlyph(
                    glyph: infos[i].codepoint, cluster: infos[i].cluster,
                    advance: positions[i].x_advance, xOffset: positions[i].x_offset,
                    yOffset: positions[i].y_offset))
        }
        return glyphs
    }
}

/// Owns an `hb_buffer_t`, reused between shaping calls (one caller at a time). Not `Sendable`: HarfBuzz buffers are not
/// thread-safe, so each one stays with the thread (or the locked pool entry) that uses it.
final class HarfBuzzBuffer {
    let pointer: OpaquePointer

    init() { pointer = hb_buffer_create() }

    deinit { hb_buffer_destroy(pointer) }
}

/// One shaped glyph in font units (HarfBuzz's `hb_glyph_info_t` + `hb_glyph_position_t`, horizontal only).
struct ShapedGlyph: Hashable, Sendable {
    /// Glyph id in the face (0 is `.notdef`).
    var glyph: UInt32
    /// UTF-16 offset of the glyph's cluster in the shaped text.
    var cluster: UInt32
    /// Horizontal advance in font units.
    var advance: Int32
    /// Horizontal offset from the pen in font units.
    var xOffset: Int32
    /// Vertical offset in font units, positive upwards (HarfBuzz's convention).
    var yOffset: Int32
}

/// The HarfBuzz version string (for fixture headers).
public var harfBuzzVersion: String { String(cString: hb_version_string()) }
