import Foundation
import TypeRampCore

/// One row of a generated data table, as written in `data/metrics/*.csv`.
struct RawStyleRow {
    let platform: String
    let category: String?
    let style: String
    let size: Double
    let leading: Double?
    let weight: String
    let emphasizedWeight: String
    let note: String
    let source: String
}

/// The metrics of one text style at one content-size category, as a platform publishes them.
public struct StyleMetrics: Hashable, Sendable {
    /// The platform of the table.
    public let platform: Platform
    /// The category, or nil on platforms with fixed sizes (tvOS, macOS).
    public let category: ContentSizeCategory?
    /// The style's name in the platform's table (`body`, watchOS `footnote1`, tvOS `subtitle1` …).
    public let styleName: String
    /// The style as a ``TextStyle`` when it is one of Apple's shared styles.
    public let style: TextStyle?
    /// Point size.
    public let size: Points
    /// Leading (line height) in points, or nil where the platform publishes none.
    public let leading: Points?
    /// Regular weight of the style.
    public let weight: FontWeight
    /// The HIG's emphasized weight (`.bold()` in SwiftUI), if published.
    public let emphasizedWeight: FontWeight?
    /// Tracking in points at this size, from Apple's tracking table for the platform's system font.
    public let tracking: Points
    /// True when Apple does not publish this cell and TypeRamp derived it (see docs/metrics.md).
    public let isDerived: Bool
    /// A remark from the source table (disagreeing copies, suspected typos), or empty.
    public let note: String
}

/// A platform's published text-style table.
public struct PlatformTable: Sendable {
    /// The platform.
    public let platform: Platform
    /// Its categories in order (empty for fixed-size platforms).
    public let categories: [ContentSizeCategory]
    /// Its style names in table order.
    public let styleNames: [String]
    /// Every cell, category-major in table order.
    public let rows: [StyleMetrics]
    /// The data file(s) the table comes from.
    public let sources: [String]

    /// The cell for `styleName` at `category` (ignored on fixed-size platforms).
    public func metrics(style styleName: String, category: ContentSizeCategory? = nil) -> StyleMetrics? {
        rows.first { $0.styleName == styleName && (categories.isEmpty || $0.category == category) }
    }

    /// The cell for `style` at `category`.
    public func metrics(_ style: TextStyle, _ category: ContentSizeCategory) -> StyleMetrics? {
        metrics(style: style.rawValue, category: category)
    }

    /// The table for `platform`; Android's text styles are the Material 3 type scale (sizes in sp).
    public static func table(for platform: Platform) -> PlatformTable {
        switch platform {
        case .ios: return ios
        case .watchos: return watchOS
        case .tvos: return tvOS
        case .macos: return macOS
        case .android: return android
        }
    }

    /// iOS and iPadOS: 12 categories × 11 styles from the HIG, plus the extra large titles (Large measured, others derived).
    public static let ios: PlatformTable = {
        let published = makeRows(platform: .ios)
        var rows: [StyleMetrics] = []
        for category in ContentSizeCategory.allCases {
            for style in TextStyle.allCases {
                if let row = published.first(where: { $0.category == category && $0.styleName == style.rawValue }) {
                    rows.append(row)
                } else if style.isExtraLargeTitle, let base = published.first(where: { $0.category == .large && $0.styleName == style.rawValue }) {
                    let size = FontMetrics(textStyle: style).scaledFontSize(for: base.size, in: category)
                    rows.append(
                        StyleMetrics(
                            platform: .ios, category: category, styleName: style.rawValue, style: style,
                            size: size, leading: nil, weight: base.weight, emphasizedWeight: base.emphasizedWeight,
                            tracking: Tracking.systemFont.tracking(atSize: size), isDerived: true,
                            note: "derived: largeTitle's line-spacing ratio applied to the Large size"))
                }
            }
        }
        return PlatformTable(
            platform: .ios, categories: ContentSizeCategory.allCases,
            styleNames: TextStyle.allCases.map(\.rawValue), rows: rows,
            sources: ["data/metrics/ios-dynamic-type.csv", "data/metrics/ios-extra-large-titles.csv"])
    }()

    /// watchOS: 9 categories × 10 styles from the HIG.
    public static let watchOS: PlatformTable = fixedOrder(platform: .watchos, source: "data/metrics/watchos-dynamic-type.csv")
    /// tvOS: fixed text styles.
    public static let tvOS: PlatformTable = fixedOrder(platform: .tvos, source: "data/metrics/tvos-text-styles.csv")
    /// macOS: fixed text styles.
    public static let macOS: PlatformTable = fixedOrder(platform: .macos, source: "data/metrics/macos-text-styles.csv")

    /// Android: the Material 3 type scale at font scale 1 (sizes and line heights in sp; 1 sp = 1 dp there).
    public static let android: PlatformTable = {
        let rows = Material3TypeScale.roles.map { role in
            StyleMetrics(
                platform: .android, category: nil, styleName: role.name, style: nil, size: role.size,
                leading: role.lineHeight, weight: role.weight, emphasizedWeight: nil,
                tracking: role.tracking, isDerived: false, note: "")
        }
        return PlatformTable(
            platform: .android, categories: [], styleNames: rows.map(\.styleName), rows: rows,
            sources: ["data/metrics/material3-type-scale.csv"])
    }()

    private static func fixedOrder(platform: Platform, source: String) -> PlatformTable {
        let rows = makeRows(platform: platform)
        var categories: [ContentSizeCategory] = []
        var names: [String] = []
        for row in rows {
            if let c = row.category, !categories.contains(c) { categories.append(c) }
            if !names.contains(row.styleName) { names.append(row.styleName) }
        }
        return PlatformTable(platform: platform, categories: categories, styleNames: names, rows: rows, sources: [source])
    }

    private static func makeRows(platform: Platform) -> [StyleMetrics] {
        let trackingTable = platform == .watchos ? Tracking.compactSystemFont : Tracking.systemFont
        return rawStyleRows.filter { $0.platform == platform.rawValue }.map { raw in
            guard let weight = FontWeight(parsing: raw.weight) else { fatalError("bad weight in generated table: \(raw)") }
            let category: ContentSizeCategory?
            if let name = raw.category {
                guard let parsed = ContentSizeCategory(parsing: name) else { fatalError("bad category in generated table: \(raw)") }
                category = parsed
            } else {
                category = nil
            }
            return StyleMetrics(
                platform: platform, category: category, styleName: raw.style,
                style: TextStyle(rawValue: raw.style), size: raw.size, leading: raw.leading,
                weight: weight, emphasizedWeight: FontWeight(parsing: raw.emphasizedWeight),
                tracking: trackingTable.tracking(atSize: raw.size), isDerived: false, note: raw.note)
        }
    }
}
