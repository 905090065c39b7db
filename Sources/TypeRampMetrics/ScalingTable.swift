import Foundation
import TypeRampCore
import TypeRampDecoding

/// The per-style, per-category quantities `UIFontMetrics` scales by.
///
/// A value `v` relative to `style` at `category` becomes `v × numerator(style, category) ÷ denominator(style)`.
/// For the built-in tables the numerator is the style's line spacing at the category and the denominator
/// the same at `.large`; a calibration file may instead give raw ratios (denominator 1).
public struct ScalingTable: Sendable {
    /// Short name (`line-spacing`, `hig`, or the calibration's device).
    public let name: String
    /// Where the numbers come from.
    public let source: String
    private let numerators: [TextStyle: [Double]]
    private let denominators: [TextStyle: Double]

    /// Creates a table from numerators per category (12 values, xSmall first) and a denominator per style.
    public init(name: String, source: String, numerators: [TextStyle: [Double]], denominators: [TextStyle: Double]) {
        precondition(numerators.values.allSatisfy { $0.count == 12 }, "a scaling table needs 12 categories per style")
        self.name = name
        self.source = source
        self.numerators = numerators
        self.denominators = denominators
    }

    /// The numerator for `style` at `category` (line spacing in points for the built-in tables).
    public func numerator(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
        numerators[style.scalingStyle]![category.rawValue]
    }

    /// The denominator for `style` (line spacing at `.large` for the built-in tables).
    public func denominator(_ style: TextStyle) -> Double {
        denominators[style.scalingStyle]!
    }

    /// The multiplier `numerator ÷ denominator` (for display; scaling itself multiplies first, then divides).
    public func multiplier(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
        numerator(style, category) / denominator(style)
    }

    /// UIKit's own basis: CoreText line spacing recovered from iOS 26.1 (`data/metrics/ios-line-spacing.csv`).
    /// Reproduces every published measurement of `scaledValue(for:)` and `scaledFont(for:)`.
    public static let lineSpacing: ScalingTable = {
        var numerators: [TextStyle: [Double]] = [:]
        for (name, points) in rawLineSpacing {
            guard let style = TextStyle(rawValue: name) else { fatalError("unknown style in generated table: \(name)") }
            numerators[style] = points
        }
        return ScalingTable(
            name: "line-spacing", source: "data/metrics/ios-line-spacing.csv (iOS 26.1 measurements)",
            numerators: numerators, denominators: numerators.mapValues { $0[ContentSizeCategory.large.rawValue] })
    }()

    /// The HIG's leading column as the basis (`--table hig`): close to UIKit, but off by a pixel or more in the
    /// cells where HIG leading differs from CoreText line spacing (docs/metrics.md lists them).
    public static let higLeading: ScalingTable = {
        var numerators: [TextStyle: [Double]] = [:]
        for style in TextStyle.dynamicTypeStyles {
            numerators[style] = ContentSizeCategory.allCases.map { PlatformTable.ios.metrics(style, $0)!.leading! }
        }
        return ScalingTable(
            name: "hig", source: "data/metrics/ios-dynamic-type.csv (HIG leading column)",
            numerators: numerators, denominators: numerators.mapValues { $0[ContentSizeCategory.large.rawValue] })
    }()

    /// The text-style point sizes as the basis: what Flutter and React Native do. Offered only to compare;
    /// it is 3 to 30 pt away from UIKit at the accessibility sizes.
    public static let pointSize: ScalingTable = {
        var numerators: [TextStyle: [Double]] = [:]
        for style in TextStyle.dynamicTypeStyles {
            numerators[style] = ContentSizeCategory.allCases.map { PlatformTable.ios.metrics(style, $0)!.size }
        }
        return ScalingTable(
            name: "point-size", source: "data/metrics/ios-dynamic-type.csv (size column; not UIKit's rule)",
            numerators: numerators, denominators: numerators.mapValues { $0[ContentSizeCategory.large.rawValue] })
    }()

    /// The built-in table called `name` (`line-spacing`, `hig`, `point-size`).
    public static func builtIn(named name: String) -> ScalingTable? {
        [lineSpacing, higLeading, pointSize].first { $0.name == name }
    }

    /// Names of the built-in tables.
    public static let builtInNames = ["line-spacing", "hig", "point-size"]
}

// MARK: - Calibration files

extension ScalingTable {
    /// Loads a calibration measured on a device (YAML or JSON):
    ///
    /// ```yaml
    /// device: iPhone 16 Pro, iOS 26.1
    /// ratios:                # UIFontMetrics(forTextStyle:).scaledValue(for: 100000, compatibleWith: <category, displayScale 1>) / 100000
    ///   body: { xSmall: 0.863636, small: 0.909091, ... , accessibility5: 2.818182 }
    ///   ...                  # all 11 styles × 12 categories
    /// lineSpacingAtLarge:    # optional: preferredFont(forTextStyle:) lineHeight + leading at .large, per style
    ///   body: 22
    /// ```
    ///
    /// When `ratio × lineSpacingAtLarge` is within 0.001 of an integer, the integer is used as the numerator so that
    /// scaling multiplies first and divides second, exactly as UIKit does; otherwise the raw ratio is used.
    public static func calibration(contentsOf path: String) throws -> ScalingTable {
        let root = try SpecReader.load(path: path).mapping()
        try root.rejectUnknownKeys(["device", "ratios", "lineSpacingAtLarge", "displayScale", "iOS", "note"])
        let device = try root.optional("device")?.string() ?? path
        let ratios = try root.required("ratios").mapping()
        let large = try root.optional("lineSpacingAtLarge")?.mapping()
        var numerators: [TextStyle: [Double]] = [:]
        var denominators: [TextStyle: Double] = [:]
        for (key, value) in ratios.entries {
            let style = try key.parsed(as: "text style", candidates: TextStyle.allSpellings) { TextStyle(parsing: $0) }
            let cells = try value.mapping()
            var byCategory = [Double?](repeating: nil, count: 12)
            for (categoryKey, ratioNode) in cells.entries {
                let category = try categoryKey.parsed(as: "content-size category", candidates: ContentSizeCategory.allSpellings) {
                    ContentSizeCategory(parsing: $0)
                }
                byCategory[category.rawValue] = try ratioNode.positiveDouble()
            }
            if let missing = ContentSizeCategory.allCases.first(where: { byCategory[$0.rawValue] == nil }) {
                throw value.error("missing the ratio for \(missing.uikitName)")
            }
            let raw = byCategory.map { $0! }
            if let lsNode = large?.optional(style.rawValue) {
                let ls = try lsNode.positiveDouble()
                let scaled = raw.map { $0 * ls }
                if scaled.allSatisfy({ abs($0 - $0.rounded()) < 0.001 }) {
                    numerators[style] = scaled.map { $0.rounded() }
                    denominators[style] = ls
                    continue
                }
            }
            numerators[style] = raw
            denominators[style] = 1
        }
        if let missing = TextStyle.dynamicTypeStyles.first(where: { numerators[$0] == nil }) {
            throw ratios.node.error("missing the ratios for text style '\(missing.rawValue)'")
        }
        return ScalingTable(name: device, source: "calibration \(path)", numerators: numerators, denominators: denominators)
    }
}
