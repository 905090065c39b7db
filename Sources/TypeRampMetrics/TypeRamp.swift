import TypeRampCore

/// A design system's own type ramp: its font families and semantic styles, each optionally mapped to an
/// Apple text style so it scales with Dynamic Type (a custom 18 pt "title" relative to `.title3`).
public struct TypeRamp: Sendable {
    /// The family name a style uses for the system font (SF Pro on iOS): `family: system` (also `SF Pro`, `SF Pro Text`,
    /// `SF Pro Display`, `.AppleSystemUIFont`) in a ramp. Layout draws it with TypeRamp's stand-in for SF Pro.
    public static let systemFamily = "system"
    /// The spellings read as the system font, lowercased.
    public static let systemFamilyNames: Set<String> = ["system", "sf pro", "sf pro text", "sf pro display", ".applesystemuifont", "-apple-system"]

    /// The ramp's name (`Acme`).
    public var name: String
    /// Display scale used to round scaled line heights to the pixel grid (3 unless the spec says otherwise).
    public var displayScale: Double
    /// Declared font families, in file order.
    public var families: [FontFamily]
    /// Styles, in file order.
    public var styles: [RampStyle]
    /// The file the ramp was read from, if any.
    public var file: String?

    /// Creates a ramp.
    public init(name: String, displayScale: Double = 3, families: [FontFamily], styles: [RampStyle], file: String? = nil) {
        self.name = name
        self.displayScale = displayScale
        self.families = families
        self.styles = styles
        self.file = file
    }

    /// The style called `name`.
    public func style(named name: String) -> RampStyle? { styles.first { $0.name == name } }

    /// A located note for each italic style whose family has no italic face: layout and pictures slant the upright face
    /// (a synthetic oblique, as CoreText does), so widths are the upright face's. Commands print them on standard error.
    public var syntheticItalicNotes: [String] {
        styles.compactMap { style in
            guard style.italic, style.family != TypeRamp.systemFamily, let family = family(named: style.family),
                !family.faces.contains(where: \.italic)
            else { return nil }
            let place = style.location.map { "\($0): " } ?? ""
            return "\(place)note: style '\(style.name)' is italic but family '\(family.name)' has no italic face: it is drawn slanted "
                + "(a synthetic oblique; widths are the upright face's). Add an italic face (`italic: true`) to measure the real one."
        }
    }

    /// The family called `name`.
    public func family(named name: String) -> FontFamily? { families.first { $0.name == name } }

    /// Every style resolved at `category`.
    public func resolved(at category: ContentSizeCategory, boldText: Bool = false, table: ScalingTable = .lineSpacing) -> [ResolvedStyle] {
        styles.map { $0.resolved(at: category, boldText: boldText, displayScale: displayScale, table: table) }
    }
}

/// A font family of a ramp: static faces per weight, a variable font, or both.
public struct FontFamily: Hashable, Sendable {
    /// One static font file.
    public struct Face: Hashable, Sendable {
        /// The face's weight.
        public var weight: FontWeight
        /// True for an italic face.
        public var italic: Bool
        /// The font file's path, relative to the ramp file's folder or absolute.
        public var file: String
        /// Index of the face in a collection (TTC/OTC), 0 otherwise.
        public var index: Int

        /// Creates a face.
        public init(weight: FontWeight, italic: Bool = false, file: String, index: Int = 0) {
            self.weight = weight
            self.italic = italic
            self.file = file
            self.index = index
        }
    }

    /// The family name styles refer to.
    public var name: String
    /// Static faces.
    public var faces: [Face]
    /// A variable font covering the family (its `wght` and `opsz` axes are set from the style), if any.
    public var variableFile: String?

    /// Creates a family.
    public init(name: String, faces: [Face] = [], variableFile: String? = nil) {
        self.name = name
        self.faces = faces
        self.variableFile = variableFile
    }

    /// The static face closest to `weight` (CSS font matching: exact, then for weights above 500 heavier first,
    /// at or below 500 lighter first), or nil when the family has none.
    public func face(for weight: FontWeight, italic: Bool = false) -> Face? {
        let candidates = faces.filter { $0.italic == italic }.isEmpty ? faces : faces.filter { $0.italic == italic }
        guard !candidates.isEmpty else { return nil }
        if let exact = candidates.first(where: { $0.weight == weight }) { return exact }
        let lighter = candidates.filter { $0.weight < weight }.sorted { $0.weight > $1.weight }
        let heavier = candidates.filter { $0.weight > weight }.sorted { $0.weight < $1.weight }
        return weight.value > 500 ? (heavier.first ?? lighter.first) : (lighter.first ?? heavier.first)
    }
}

/// A style's line height: fixed points at the default category, or a multiple of the font size.
public enum LineHeight: Hashable, Sendable {
    /// Points at the style's base size; scales with the font size.
    case points(Points)
    /// A multiple of the resolved font size (CSS `line-height: 1.25`, DTCG `lineHeight`).
    case multiple(Double)
}

/// One semantic style of a ramp.
public struct RampStyle: Hashable, Sendable {
    /// The style's name (`titleLarge`, `bodyStrong` …).
    public var name: String
    /// The font family's name.
    public var family: String
    /// Size at the default category (`.large`), in points.
    public var size: Points
    /// The Apple text style whose curve it scales with; nil for a fixed size that does not scale.
    public var relativeTo: TextStyle?
    /// Weight.
    public var weight: FontWeight
    /// Italic.
    public var italic: Bool
    /// Line height, or nil for the font's own.
    public var lineHeight: LineHeight?
    /// Tracking in points at the base size; scales proportionally with the font size.
    public var tracking: Points
    /// The size never goes below this, in points.
    public var minimumSize: Points?
    /// The size never goes above this, in points (`scaledFont(for:maximumPointSize:)`).
    public var maximumSize: Points?
    /// OpenType features to apply (`tnum` …).
    public var features: [FontFeature]
    /// Where the style was declared.
    public var location: SourceLocation?

    /// Creates a style.
    public init(
        name: String, family: String, size: Points, relativeTo: TextStyle?, weight: FontWeight = .regular,
        italic: Bool = false, lineHeight: LineHeight? = nil, tracking: Points = 0, minimumSize: Points? = nil,
        maximumSize: Points? = nil, features: [FontFeature] = [], location: SourceLocation? = nil
    ) {
        self.name = name
        self.family = family
        self.size = size
        self.relativeTo = relativeTo
        self.weight = weight
        self.italic = italic
        self.lineHeight = lineHeight
        self.tracking = tracking
        self.minimumSize = minimumSize
        self.maximumSize = maximumSize
        self.features = features
        self.location = location
    }

    /// The style at `category`.
    ///
    /// - Size: `scaledFont(for: size, maximumPointSize:)` of the `relativeTo` style (whole points, clamped to the
    ///   maximum after rounding), then raised to `minimumSize`. Without `relativeTo` the size is fixed.
    /// - Line height: `points` scale by the same factor as the font size (resolved ÷ base) and round to the pixel
    ///   grid of `displayScale`; a `multiple` multiplies the resolved size.
    /// - Tracking scales by the same factor as the font size.
    /// - Weight: Bold Text on gives ``FontWeight/boldTextWeight``.
    public func resolved(
        at category: ContentSizeCategory, boldText: Bool = false, displayScale: Double = 3,
        table: ScalingTable = .lineSpacing
    ) -> ResolvedStyle {
        var resolvedSize = size
        var clampedToMaximum = false, clampedToMinimum = false
        if let relativeTo {
            let unclamped = FontMetrics(textStyle: relativeTo, table: table).scaledFontSize(for: size, in: category)
            resolvedSize = unclamped
            if let maximumSize, unclamped > maximumSize {
                resolvedSize = maximumSize
                clampedToMaximum = true
            }
        }
        if let minimumSize, resolvedSize < minimumSize {
            resolvedSize = minimumSize
            clampedToMinimum = true
        }
        let factor = resolvedSize / size
        let scale = displayScale > 0 ? displayScale : 3
        let resolvedLineHeight: Points?
        switch lineHeight {
        case .points(let points): resolvedLineHeight = (points * factor * scale).rounded(.toNearestOrAwayFromZero) / scale
        case .multiple(let multiple): resolvedLineHeight = multiple * resolvedSize
        case nil: resolvedLineHeight = nil
        }
        return ResolvedStyle(
            name: name, category: category, boldText: boldText, family: family, size: resolvedSize,
            lineHeight: resolvedLineHeight, weight: boldText ? weight.boldTextWeight : weight,
            italic: italic, tracking: tracking * factor, features: features,
            scales: relativeTo != nil, clampedToMaximum: clampedToMaximum, clampedToMinimum: clampedToMinimum)
    }
}

/// A ramp style resolved at one category: what a label would be drawn with.
public struct ResolvedStyle: Hashable, Sendable {
    /// The style's name.
    public let name: String
    /// The category it was resolved at.
    public let category: ContentSizeCategory
    /// Whether Bold Text was on.
    public let boldText: Bool
    /// The font family's name.
    public let family: String
    /// Font size in points.
    public let size: Points
    /// Line height in points, or nil for the font's own.
    public let lineHeight: Points?
    /// Weight (after Bold Text).
    public let weight: FontWeight
    /// Italic.
    public let italic: Bool
    /// Tracking in points.
    public let tracking: Points
    /// OpenType features.
    public let features: [FontFeature]
    /// False for a fixed size that ignores Dynamic Type.
    public let scales: Bool
    /// True when `maximumSize` limited the size at this category.
    public let clampedToMaximum: Bool
    /// True when `minimumSize` raised the size at this category.
    public let clampedToMinimum: Bool
}
