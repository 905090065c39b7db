import TypeRampCore
import TypeRampMetrics
import TypeRampText

/// One cell of the matrix a screen is solved in: category, viewport, Bold Text, locale.
public struct LayoutContext: Hashable, Sendable {
    /// The user's content-size category.
    public var category: ContentSizeCategory
    /// Where the screen is shown.
    public var viewport: Viewport
    /// Bold Text on.
    public var boldText: Bool
    /// BCP 47 locale of the strings (`en`, `de`, `ar` …).
    public var locale: String
    /// Writing direction; right to left for Arabic, Hebrew, Persian, Urdu.
    public var layoutDirection: LayoutDirection

    /// Creates a context; the layout direction follows the locale unless given.
    public init(
        category: ContentSizeCategory = .large, viewport: Viewport = Viewport(device: Device.named("iphone")!),
        boldText: Bool = false, locale: String = "en", layoutDirection: LayoutDirection? = nil
    ) {
        self.category = category
        self.viewport = viewport
        self.boldText = boldText
        self.locale = locale
        self.layoutDirection = layoutDirection ?? LayoutContext.direction(forLocale: locale)
    }

    /// Right to left for the scripts that are written that way.
    public static func direction(forLocale locale: String) -> LayoutDirection {
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init)?.lowercased() ?? ""
        return ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "ckb", "dv"].contains(language) ? .rightToLeft : .leftToRight
    }
}

/// A locale whose strings are computed from another locale's (a pseudolanguage from the base language).
public struct DerivedLocale: Sendable {
    /// The locale whose strings are transformed.
    public var base: String
    /// The transform.
    public var transform: @Sendable (String) -> String

    /// Creates a derived locale.
    public init(base: String, transform: @escaping @Sendable (String) -> String) {
        self.base = base
        self.transform = transform
    }
}

/// The limits some diagnostics compare against. The defaults are Apple's published values; an audit can tune them
/// (a team following Material's 48 dp targets, or WCAG 2.2's 24 px minimum).
public struct LayoutThresholds: Hashable, Sendable {
    /// The smallest side of a control's hit target, in points (HIG: 44 × 44 pt, ``TouchTargetTooSmallRule/minimumSide``)
    /// — `touch-target-too-small`.
    public var touchTarget: Points
    /// The smallest legible text size in points, or nil for the platform's (iOS 11 pt) — `text-below-minimum-size`.
    public var minimumTextSize: Points?

    /// Creates thresholds; the defaults are the HIG's.
    public init(touchTarget: Points = TouchTargetTooSmallRule.minimumSide, minimumTextSize: Points? = nil) {
        self.touchTarget = touchTarget
        self.minimumTextSize = minimumTextSize
    }
}

/// Everything a solve reads besides the screen and the cell: the ramp, fonts, text engine, scaling table and strings.
///
/// Built once at the edge (files loaded, fonts opened) and shared by every cell; solving is then a pure function.
public struct LayoutResources: Sendable {
    /// The type ramp, if the screens use ramp styles.
    public var ramp: TypeRamp?
    /// Loaded fonts.
    public var fonts: FontSet
    /// The text engine (thread-safe, caching).
    public var engine: TextEngine
    /// UIFontMetrics' scaling basis.
    public var scalingTable: ScalingTable
    /// Localized strings by locale, then key.
    public var strings: [String: [String: String]]
    /// The platform whose minimum text size applies (iOS: 11 pt).
    public var platform: Platform
    /// The limits the diagnostics compare against (touch-target side, minimum text size).
    public var thresholds: LayoutThresholds
    /// Locales whose strings are derived from another locale's by a transform (pseudolanguages), by locale id.
    public var derivedLocales: [String: DerivedLocale] = [:]

    /// Creates resources.
    public init(
        ramp: TypeRamp?, fonts: FontSet, engine: TextEngine, scalingTable: ScalingTable = .lineSpacing,
        strings: [String: [String: String]] = [:], platform: Platform = .ios,
        thresholds: LayoutThresholds = LayoutThresholds()
    ) {
        self.ramp = ramp
        self.fonts = fonts
        self.engine = engine
        self.scalingTable = scalingTable
        self.strings = strings
        self.platform = platform
        self.thresholds = thresholds
    }

    /// The minimum legible text size in points: the threshold when set, else the platform's.
    public var minimumTextSize: Points { thresholds.minimumTextSize ?? platform.minimumTextSize }

    /// The text of `content` in `locale`: the catalog's string for a key when present (the full locale, then its
    /// language), else the base text; for a derived locale, its transform of the text in the locale it derives from.
    public func text(_ content: TextContent, locale: String) -> String {
        if let derived = derivedLocales[locale] { return derived.transform(text(content, locale: derived.base)) }
        switch content {
        case .string(let s): return s
        case .key(let key, let base):
            if let value = strings[locale]?[key] { return value }
            let language = String(locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
            return strings[language]?[key] ?? base
        }
    }

    /// A style resolved at a category: font attributes plus what the diagnostics need.
    public struct ResolvedText: Sendable {
        /// What the text engine measures with.
        public var attributes: TextAttributes
        /// False for a fixed size that ignores Dynamic Type.
        public var scales: Bool
        /// The text style it follows, if any.
        public var textStyle: TextStyle?
        /// True when a ramp style name was not found (the solver reports it as an error).
        public var unknownStyle: Bool = false
    }

    /// Resolves `style` at `category` with Bold Text on or off. Ramp styles follow the ramp; text styles take
    /// Apple's table (size, leading, tracking) with the system stand-in family; fixed sizes never scale.
    /// The system font's line height at `size` points: SF Pro's ascender plus descender (2444 of 2048 units per em), rounded
    /// up to a pixel at 3x as UIKit lays out a label's line.
    public static func systemLineHeight(_ size: Points) -> Points {
        (size * 2444 / 2048 * 3 - 0.0001).rounded(.up) / 3
    }

    public func resolve(_ style: StyleReference, category: ContentSizeCategory, boldText: Bool, locale: String) -> ResolvedText {
        let (style, italicRequested) = style.upright
        var size: Points, weight: FontWeight, tracking: Points = 0, lineHeight: Points?
        var family = FontSet.systemFamily, italic = italicRequested, features: [FontFeature] = []
        var scales = true
        var textStyle: TextStyle?
        var unknownStyle = false
        switch style {
        case .ramp(let name):
            if let rampStyle = ramp?.style(named: name) {
                let r = rampStyle.resolved(at: category, boldText: boldText, displayScale: ramp?.displayScale ?? 3, table: scalingTable)
                size = r.size
                weight = r.weight
                tracking = r.tracking
                lineHeight = r.lineHeight
                family = r.family == TypeRamp.systemFamily ? FontSet.systemFamily : r.family
                italic = italicRequested || r.italic
                features = r.features
                scales = r.scales
                textStyle = rampStyle.relativeTo
            } else {
                // Unknown names are rejected when a spec is decoded; a DSL tree naming a style its ramp lacks is measured
                // at body's size and reported as an error by the solver.
                size = 17
                weight = .regular
                unknownStyle = true
            }
        case .textStyle(let style, let emphasized):
            let cell = PlatformTable.ios.metrics(style, category)!
            size = cell.size
            weight = emphasized ? (cell.emphasizedWeight ?? cell.weight) : cell.weight
            if boldText { weight = weight.boldTextWeight }
            tracking = cell.tracking
            // The line a text style's text takes on iOS is the system font's own line height (SF Pro: ascender 1950 +
            // descender 494 of 2048 units, `UIFont.systemFont(ofSize: 17).lineHeight` = 20.287 pt) rounded up to the
            // pixel grid, not the table's leading (22 pt for body): single-line labels measured on iOS are 20.333 pt at
            // body Large, 63.333 at AX5, 33.667 for title1 (Tests/Fixtures/ios-layout/sizes.csv).
            lineHeight = LayoutResources.systemLineHeight(size)
            textStyle = style
        case .fixed(let points, let w):
            size = points
            weight = boldText ? w.boldTextWeight : w
            tracking = Tracking.systemFont.tracking(atSize: points)
            lineHeight = LayoutResources.systemLineHeight(points)
            scales = false
        case .scaled(let points, let w, let relativeTo):
            // `UIFontMetrics(forTextStyle:).scaledFont(for:)`, which `Font.custom(_:size:relativeTo:)` follows: the ratio of
            // the style's line spacing, rounded to whole points (docs/metrics.md), not the ratio of its point sizes.
            size = FontMetrics(textStyle: relativeTo).scaledFontSize(for: points, in: category)
            weight = boldText ? w.boldTextWeight : w
            tracking = Tracking.systemFont.tracking(atSize: size)
            lineHeight = LayoutResources.systemLineHeight(size)
            textStyle = relativeTo
        case .italicized:
            preconditionFailure("unwrapped by `upright` above")
        }
        var attributes: TextAttributes
        if family == FontSet.systemFamily {
            // The system font: Inter's Text or Display design as SF Pro's optical size moves between them.
            let system = fonts.systemFont(size: size, weight: weight, italic: italic)
            attributes = TextAttributes(cascade: system.cascade, size: size)
            attributes.widthScale = system.widthScale
        } else {
            attributes = TextAttributes(cascade: fonts.cascade(family: family, weight: weight, italic: italic), size: size)
            attributes.syntheticItalic = italic && !fonts.hasItalic(family: family)
        }
        attributes.weight = weight
        attributes.tracking = tracking
        attributes.lineHeight = lineHeight
        attributes.features = features
        attributes.locale = locale
        return ResolvedText(attributes: attributes, scales: scales, textStyle: textStyle, unknownStyle: unknownStyle)
    }
}
