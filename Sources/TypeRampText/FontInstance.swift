import TypeRampCore

/// A face at one point in its design space (a static face has exactly one): what shaping and
/// metrics actually use. Internal; compared by identity. `Sendable`: every stored property is a `let` of a `Sendable`
/// type (the `hb_font_t` inside `font` is immutable).
final class FontInstance: Sendable, Hashable {
    let settings: [VariationSetting]
    let font: HarfBuzzFont
    /// 1 / unitsPerEm: font units to ems.
    let emPerUnit: Double
    /// Ascender (positive), descender (positive, below the baseline) and line gap in ems.
    let ascender: Double
    let descender: Double
    let lineGap: Double

    /// Made by ``FontFace/instance(_:)``; holds the HarfBuzz face, not the ``FontFace`` (which
    /// caches its instances), so there is no reference cycle.
    init(face: HarfBuzzFace, unitsPerEm: Int, settings: [VariationSetting]) {
        self.settings = settings
        font = HarfBuzzFont(face: face, variations: settings.map { (OpenTypeTag(rawValue: $0.tag), $0.value) })
        emPerUnit = 1 / Double(unitsPerEm)
        let extents = font.horizontalExtents()
        ascender = Double(extents.ascender) * emPerUnit
        descender = Double(-extents.descender) * emPerUnit
        lineGap = Double(max(0, extents.lineGap)) * emPerUnit
    }

    /// The axis settings as a dictionary (for ``GlyphRun/variations``).
    var variations: [OpenTypeTag: Double] {
        var result: [OpenTypeTag: Double] = [:]
        for setting in settings { result[OpenTypeTag(rawValue: setting.tag)] = setting.value }
        return result
    }

    static func == (lhs: FontInstance, rhs: FontInstance) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
