import CHarfBuzz
import TypeRampCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Measures text: itemizes (bidi level, script, font), shapes with HarfBuzz, breaks lines with ICU,
/// fills lines greedily like TextKit, truncates, and reports sizes in points.
///
/// Measuring never throws: overflow, truncation and missing glyphs are data in the result. The engine
/// is safe to share between threads; its only mutable state is its bounded caches (shaped runs in
/// font units and size-independent text analyses), each behind a lock.
public final class TextEngine: Sendable {
    let shaper: Shaper
    let breakers = BreakerPool()
    private let analyses: BoundedCache<AnalysisKey, TextAnalysis>

    /// Creates an engine whose caches together hold about `cacheCapacity` bytes at most.
    public init(cacheCapacity: Int = 64 << 20) {
        shaper = Shaper(capacity: cacheCapacity / 2)
        analyses = BoundedCache(capacity: cacheCapacity / 2)
    }

    /// Measures `text` set with `attributes` in `width`.
    ///
    /// - Parameters:
    ///   - width: `.definite(points)` wraps at that width; `.maxContent` never wraps (only at line
    ///     separators); `.minContent` breaks at every opportunity (the width is the widest unbreakable word).
    ///   - maxLines: the line limit, 0 for none (`UILabel.numberOfLines`).
    ///   - mode: wrapping and truncation (``LineBreakMode``).
    ///   - minimumScaleFactor: below 1, with `maxLines == 1` and a definite width, shrinks the font
    ///     (down to this factor) until the line fits, as `adjustsFontSizeToFitWidth` does.
    ///   - glyphRuns: whether to fill ``MeasuredLine/runs`` (the renderer needs them; layout does not).
    public func measure(
        _ text: String, attributes: TextAttributes, width: AvailableSpace = .maxContent,
        maxLines: Int = 0, mode: LineBreakMode = .wordWrap, minimumScaleFactor: Double = 1,
        glyphRuns: Bool = true
    ) -> TextMeasurement {
        measure(
            prepare(text, attributes: attributes), width: width, maxLines: maxLines, mode: mode, minimumScaleFactor: minimumScaleFactor,
            glyphRuns: glyphRuns)
    }

    /// `text` with `attributes` made valid (a non-finite or negative size, tracking, width scale or line height
    /// replaced by its neutral value) and its analysis looked up: what measuring it at any width starts from. A caller
    /// that measures one text at several widths (a layout solver offering a text different widths, an audit's cells)
    /// prepares it once and skips the cache lookup (hashing the text, its faces and features) for every other width.
    public func prepare(_ text: String, attributes: TextAttributes) -> PreparedText {
        var attributes = attributes
        attributes.size = attributes.size.isFinite ? max(0, attributes.size) : 0
        if !attributes.tracking.isFinite { attributes.tracking = 0 }
        if !attributes.widthScale.isFinite || attributes.widthScale <= 0 { attributes.widthScale = 1 }
        if !attributes.lineHeightMultiple.isFinite || attributes.lineHeightMultiple < 0 { attributes.lineHeightMultiple = 1 }
        if let height = attributes.lineHeight, !height.isFinite || height < 0 { attributes.lineHeight = nil }
        return PreparedText(text: text, attributes: attributes, analysis: analysis(text, attributes: attributes))
    }

    /// Measures a prepared text (``prepare(_:attributes:)``) exactly as ``measure(_:attributes:width:maxLines:mode:minimumScaleFactor:glyphRuns:)``
    /// measures the text and attributes it was prepared from.
    public func measure(
        _ prepared: PreparedText, width: AvailableSpace = .maxContent, maxLines: Int = 0, mode: LineBreakMode = .wordWrap,
        minimumScaleFactor: Double = 1, glyphRuns: Bool = true
    ) -> TextMeasurement {
        let text = prepared.text, attributes = prepared.attributes
        let maxLines = max(0, maxLines)
        let available: Double
        switch width {
        case .definite(let value): available = value.isFinite ? max(0, value) : (value == .infinity ? .infinity : 0)
        case .minContent: available = 0
        case .maxContent: available = .infinity
        }
        let wrapMinContent = width == .minContent
        let scale = minimumScaleFactor.isFinite ? min(1, max(0, minimumScaleFactor)) : 1
        if scale < 1, maxLines == 1, available.isFinite {
            let factor = fittingScale(text, attributes: attributes, available: available, minimum: scale)
            var scaled = attributes
            scaled.size = attributes.size * factor
            var result = layout(
                text, attributes: scaled, available: available, minContent: false, maxLines: maxLines,
                mode: mode, glyphRuns: glyphRuns)
            result.scaleFactor = factor
            return result
        }
        return layout(
            text, attributes: attributes, available: available, minContent: wrapMinContent,
            maxLines: maxLines, mode: mode, glyphRuns: glyphRuns, analysis: prepared.analysis)
    }

    /// Line-break opportunities of `text` for `locale` (UAX #14 as ICU tailors it): UTF-16 offsets
    /// after which a line may end, ascending, the text's end included, 0 never.
    public func breakOpportunities(_ text: String, locale: String) -> [Int] {
        let units = Array(text.utf16)
        guard !units.isEmpty else { return [] }
        return units.withUnsafeBufferPointer { buffer in
            breakers.with(line: true, locale: locale) { $0?.boundaries(buffer).positions.map(Int.init) ?? [units.count] }
        }
    }

    /// Empties the shaping and analysis caches (loaded faces, their HarfBuzz instances and ICU
    /// iterators are kept: they are set-up, not results).
    public func clearCaches() {
        shaper.removeAll()
        analyses.removeAll()
    }

    /// The version of the HarfBuzz library that shapes the text (for example "15.0.0"): the one built from the source
    /// `scripts/fetch-harfbuzz.sh` fetches, or the system's when that source was missing at build time. Timings and
    /// benchmark figures carry it, because shaping speed depends on it (docs/text.md).
    public static var harfBuzzVersion: String { String(cString: hb_version_string()) }

    /// Entries and estimated bytes in the caches (shaped runs, analyses).
    public var cacheStatistics: (shapedRuns: Int, analyses: Int, bytes: Int) {
        let shaped = shaper.statistics, analysed = analyses.statistics
        return (shaped.count, analysed.count, shaped.bytes + analysed.bytes)
    }

    // MARK: - Analysis

    /// The size-independent analysis of `text` with `attributes` at its size (which only matters
    /// when `opsz` changes a variable face's instance), from the cache when there.
    func analysis(_ text: String, attributes: TextAttributes) -> TextAnalysis {
        let faces = attributes.cascade.faces
        // Static faces have one instance each, so the faces themselves identify the instances; the
        // variation settings join the key only when a face is variable (then opsz and wght matter).
        var settings: [[VariationSetting]] = []
        if faces.contains(where: { !$0.axes.isEmpty }) {
            settings = faces.map {
                $0.variationSettings(
                    weight: attributes.weight, size: attributes.size,
                    opticalSizing: attributes.opticalSizing)
            }
        }
        let key = AnalysisKey(
            text: text, faces: faces, settings: settings, features: attributes.features,
            locale: attributes.locale)
        let slot = analyses.slot(for: key)
        if let hit = analyses.value(at: slot) { return hit }
        let instances = faces.indices.map { i in faces[i].instance(settings.isEmpty ? [] : settings[i]) }
        let made = TextAnalysis(
            text: text, faces: faces, instances: instances, features: FeatureSet(attributes.features),
            locale: attributes.locale, language: hb_language_from_string(attributes.locale, -1),
            shaper: shaper, breakers: breakers)
        analyses.insert(made, at: slot, cost: made.estimatedCost + text.utf8.count)
        return made
    }
}

/// What makes an analysis reusable: the text, the faces (by identity; the key keeps them alive), their
/// variation settings when any face is variable, the features and the locale. The text compares by its
/// UTF-8 bytes, not by Swift's canonical equivalence: "é" precomposed and decomposed are different
/// inputs with different offsets.
struct AnalysisKey: Hashable {
    var text: String
    var faces: [FontFace]
    var settings: [[VariationSetting]]
    var features: [FontFeature]
    var locale: String

    static func == (lhs: AnalysisKey, rhs: AnalysisKey) -> Bool {
        // The text first: keys a probe meets mostly differ in it, and comparing bytes is cheaper than the settings.
        AnalysisKey.sameBytes(lhs.text, rhs.text) && lhs.faces == rhs.faces && lhs.locale == rhs.locale
            && lhs.settings == rhs.settings && lhs.features == rhs.features
    }

    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) }
        }
    }

    func hash(into hasher: inout Hasher) {
        var text = self.text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        for face in faces { hasher.combine(ObjectIdentifier(face)) }
        if !settings.isEmpty { hasher.combine(settings) }
        hasher.combine(locale)
        if !features.isEmpty { hasher.combine(features) }
    }
}

/// A text with its attributes made valid and its size-independent analysis (shaping, break opportunities, bidi), from
/// ``TextEngine/prepare(_:attributes:)``: measure it at as many widths as needed with
/// ``TextEngine/measure(_:width:maxLines:mode:minimumScaleFactor:glyphRuns:)``. Holds the analysis alive (its memory is
/// what the engine's cache counts for it); valid only with the engine that prepared it.
///
/// A class: a layout keeps one per text node in arrays over the whole tree, and a reference is 8 bytes where the text
/// and its attributes are over 100 (copied, they cost a retain of each of their arrays and strings). Immutable, so
/// `Sendable`.
public final class PreparedText: Sendable {
    /// The text.
    public let text: String
    /// The attributes, made valid.
    public let attributes: TextAttributes
    let analysis: TextAnalysis

    init(text: String, attributes: TextAttributes, analysis: TextAnalysis) {
        self.text = text
        self.attributes = attributes
        self.analysis = analysis
    }
}
