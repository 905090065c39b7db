import TypeRampCore
import TypeRampMetrics
import TypeRampText

/// Fonts of a layout, loaded at the edge: the ramp's families, the system-font stand-in and the fallback cascade.
///
/// Cascades are built once per family, weight and slope when the set is loaded, so resolving a style while solving is
/// a lookup.
public struct FontSet: Sendable {
    /// The family that stands in for Apple's system font at text sizes (SF Pro is not redistributable; Inter's Text
    /// design is within about 1 % of SF Pro Text's widths on the reference views, docs/text.md).
    public static let systemFamily = "Inter"
    /// The family that stands in for SF Pro's Display design (Inter's Display optical size).
    public static let systemDisplayFamily = "Inter Display"

    private struct Key: Hashable {
        var family: String
        var weight: Int
        var italic: Bool
    }

    /// Cascades by family, weight value and slope (italic keys only for families with an italic face).
    private var cascades: [Key: FontCascade]
    /// The cascade used for families the set lacks.
    private var fallbackCascade: FontCascade
    /// For each weight and slope of the system stand-in: the Display design's mean advance over the Text design's.
    private var displayWidthRatios: [Key: Double]

    /// Creates a set from explicit upright cascades by family, then weight value (tests), and the cascade used for
    /// families it lacks. Such a set has no Display design: the system font is its Text design at every size.
    public init(cascades: [String: [Int: FontCascade]], fallback: FontCascade) {
        var keyed: [Key: FontCascade] = [:]
        for (family, byWeight) in cascades {
            for (weight, cascade) in byWeight { keyed[Key(family: family, weight: weight, italic: false)] = cascade }
        }
        self.cascades = keyed
        fallbackCascade = fallback
        displayWidthRatios = [:]
    }

    private init(cascades: [Key: FontCascade], fallback: FontCascade, displayWidthRatios: [Key: Double]) {
        self.cascades = cascades
        fallbackCascade = fallback
        self.displayWidthRatios = displayWidthRatios
    }

    /// Loads the ramp's font files and the bundled system stand-in (Inter's Text and Display designs, upright and
    /// italic) and fallbacks from `library`. Throws an ``InputError`` naming the font file that cannot be read.
    public static func load(ramp: TypeRamp?, library: FontLibrary) throws -> FontSet {
        var cascades: [Key: FontCascade] = [:]
        var ratios: [Key: Double] = [:]
        let engine = TextEngine(cacheCapacity: 1 << 20)
        for weight in FontWeight.named.map(\.weight) {
            let fallbacks = library.defaultFallbacks(weight: weight)
            for italic in [false, true] {
                let text = try library.face(family: systemFamily, weight: weight, italic: italic)
                let key = Key(family: systemFamily, weight: weight.value, italic: italic)
                cascades[key] = FontCascade(text).appending(fallbacks)
                // The Display design is optional (a library without it keeps the Text design at every size).
                if let display = try? library.face(family: systemDisplayFamily, weight: weight, italic: italic),
                    display.familyName == systemDisplayFamily, display.isItalic == italic
                {
                    cascades[Key(family: systemDisplayFamily, weight: weight.value, italic: italic)] = FontCascade(display).appending(fallbacks)
                    ratios[key] = meanAdvance(display, weight: weight, engine: engine) / meanAdvance(text, weight: weight, engine: engine)
                }
            }
            for family in ramp?.families ?? [] {
                for italic in [false, true] {
                    let primary: FontFace
                    if italic {
                        // Only a real italic face makes an italic cascade; without one, italic styles are slanted.
                        guard family.faces.contains(where: \.italic), let face = family.face(for: weight, italic: true) else { continue }
                        primary = try library.load(path: face.file, index: face.index)
                    } else if let variable = family.variableFile {
                        primary = try library.load(path: variable)
                    } else if let face = family.face(for: weight) {
                        primary = try library.load(path: face.file, index: face.index)
                    } else {
                        continue
                    }
                    cascades[Key(family: family.name, weight: weight.value, italic: italic)] = FontCascade(primary).appending(fallbacks)
                }
            }
        }
        let fallback = cascades[Key(family: systemFamily, weight: FontWeight.regular.value, italic: false)]!
        return FontSet(cascades: cascades, fallback: fallback, displayWidthRatios: ratios)
    }

    /// Sentences of lowercase words with capitals, as UI text mostly is: their advance stands for a design's widths.
    static let widthSample = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs."

    /// The advance of ``widthSample`` in `face` at `weight`, in ems (one line, no tracking).
    private static func meanAdvance(_ face: FontFace, weight: FontWeight, engine: TextEngine) -> Double {
        var attributes = TextAttributes(cascade: FontCascade(face), size: 100, weight: weight)
        attributes.opticalSizing = false
        return max(1, engine.measure(widthSample, attributes: attributes, glyphRuns: false).size.width) / 100
    }

    /// Whether `family` has an italic face of its own (else italic text is slanted synthetically).
    public func hasItalic(family: String) -> Bool {
        cascades.keys.contains { $0.family == family && $0.italic }
    }

    /// The cascade for `family` at `weight` (the nearest loaded weight when it is not a named one), italic when asked
    /// and the family has an italic face (``hasItalic(family:)``), else upright; the system stand-in for families the
    /// set lacks.
    public func cascade(family: String, weight: FontWeight, italic: Bool = false) -> FontCascade {
        key(family: family, weight: weight, italic: italic).flatMap { cascades[$0] } ?? fallbackCascade
    }

    /// The key of the cascade ``cascade(family:weight:italic:)`` returns: the family (the system stand-in when the set
    /// lacks it), the loaded weight nearest `weight` (heavier on a tie), italic when asked and the family has it; nil
    /// when nothing of that family and slope is loaded.
    private func key(family: String, weight: FontWeight, italic: Bool) -> Key? {
        let slope = italic && hasItalic(family: family)
        let known = cascades.keys.contains { $0.family == family } ? family : FontSet.systemFamily
        let weights = cascades.keys.filter { $0.family == known && $0.italic == slope }.map(\.weight)
        let nearest = weights.min {
            abs($0 - weight.value) != abs($1 - weight.value) ? abs($0 - weight.value) < abs($1 - weight.value) : $0 > $1
        }
        return nearest.map { Key(family: known, weight: $0, italic: slope) }
    }

    /// How the stand-in sets the system font at one size: which design and how wide.
    public struct SystemFont: Sendable {
        /// The cascade (Inter's Text or Display design first).
        public var cascade: FontCascade
        /// The horizontal scale that brings the chosen design's widths to the blend SF Pro has at this size.
        public var widthScale: Double
        /// How far the size is from the Text design (0) to the Display design (1).
        public var opticalBlend: Double
    }

    /// The size below which SF Pro is its Text design, in points, and the size from which it is its Display design:
    /// between the two the optical size axis moves smoothly ("The details of UI typography", WWDC 2020: tracking and
    /// design "vary smoothly between 17 and 28 points").
    public static let systemTextDesignUpTo: Points = 17
    /// See ``systemTextDesignUpTo``.
    public static let systemDisplayDesignFrom: Points = 28

    /// The system font at `size` points: Inter's Text design up to 17 pt, its Display design from 28 pt, and between
    /// them the design nearer the blend, scaled so its mean advance is the blend of both designs' (linear in the size,
    /// as SF Pro's optical size axis is). Widths are within 3 % of SF Pro's on the iOS reference views
    /// (`make fidelity`); heights do not change (SF Pro's line height is used, ``LayoutResources/systemLineHeight(_:)``).
    public func systemFont(size: Points, weight: FontWeight, italic: Bool) -> SystemFont {
        let key = self.key(family: FontSet.systemFamily, weight: weight, italic: italic)
        let text = key.flatMap { cascades[$0] } ?? fallbackCascade
        let span = FontSet.systemDisplayDesignFrom - FontSet.systemTextDesignUpTo
        let t = size.isFinite ? min(1, max(0, (size - FontSet.systemTextDesignUpTo) / span)) : 0
        guard t > 0, let key, let ratio = displayWidthRatios[key],
            let display = cascades[Key(family: FontSet.systemDisplayFamily, weight: key.weight, italic: key.italic)]
        else {
            return SystemFont(cascade: text, widthScale: 1, opticalBlend: t)
        }
        // The blend's mean advance, in Text-design ems: (1 - t) + t × ratio.
        let blend = (1 - t) + t * ratio
        if t < 0.5 { return SystemFont(cascade: text, widthScale: blend, opticalBlend: t) }
        return SystemFont(cascade: display, widthScale: blend / ratio, opticalBlend: t)
    }
}
