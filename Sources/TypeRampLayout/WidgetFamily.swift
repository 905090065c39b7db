import TypeRampCore

/// A widget size (WidgetKit's `WidgetFamily`): the system draws a widget's view in a box of a fixed size that depends
/// on the family and the iPhone, and the box does not scroll. TypeRamp audits a widget's view in that box at each of the
/// audit's widths (docs/audit.md, "Widgets"): the three home-screen families, and the three Lock Screen (accessory)
/// families, whose findings are information (``isLockScreen``).
public enum WidgetFamily: String, CaseIterable, Hashable, Sendable {
    case systemSmall, systemMedium, systemLarge
    case accessoryCircular, accessoryRectangular, accessoryInline

    /// One row of the HIG's table of iPhone widget sizes (Widgets, "Specifications", iOS dimensions), in points: the
    /// iPhone's portrait width and each family's size on it.
    struct Row {
        let screenWidth: Points
        let small: Size
        let medium: Size
        let large: Size
        let circular: Size
        let rectangular: Size
        let inline: Size
    }

    /// The HIG's rows, by portrait width. Where two screens of one width and different heights disagree, TypeRamp takes
    /// the row of the iPhone its devices stand for: at 375 pt the iPhone SE's (667 pt tall, the iPhone 8's sizes), at
    /// 414 pt the iPhone 11's (896 pt tall). The table gives no Lock Screen sizes at 320 pt (the iPhone SE of 2016 runs
    /// no iOS with Lock Screen widgets): that row repeats the 375 pt row's.
    static let rows: [Row] = [
        Row(
            screenWidth: 320, small: Size(width: 141, height: 141), medium: Size(width: 292, height: 141), large: Size(width: 292, height: 311),
            circular: Size(width: 68, height: 68), rectangular: Size(width: 153, height: 68), inline: Size(width: 225, height: 26)),
        Row(
            screenWidth: 375, small: Size(width: 148, height: 148), medium: Size(width: 321, height: 148), large: Size(width: 321, height: 324),
            circular: Size(width: 68, height: 68), rectangular: Size(width: 153, height: 68), inline: Size(width: 225, height: 26)),
        Row(
            screenWidth: 390, small: Size(width: 158, height: 158), medium: Size(width: 338, height: 158), large: Size(width: 338, height: 354),
            circular: Size(width: 72, height: 72), rectangular: Size(width: 160, height: 72), inline: Size(width: 234, height: 26)),
        Row(
            screenWidth: 414, small: Size(width: 169, height: 169), medium: Size(width: 360, height: 169), large: Size(width: 360, height: 379),
            circular: Size(width: 76, height: 76), rectangular: Size(width: 160, height: 72), inline: Size(width: 248, height: 26)),
        Row(
            screenWidth: 428, small: Size(width: 170, height: 170), medium: Size(width: 364, height: 170), large: Size(width: 364, height: 382),
            circular: Size(width: 76, height: 76), rectangular: Size(width: 172, height: 76), inline: Size(width: 257, height: 26)),
    ]

    /// Whether the family is a Lock Screen widget's (`accessoryCircular`, `accessoryRectangular`, `accessoryInline`).
    /// The Lock Screen draws these itself (monochrome and vibrant, an inline widget's text in the system's own font and
    /// only its first text and image), in ways TypeRamp has not measured: their findings are information, not errors.
    public var isLockScreen: Bool {
        switch self {
        case .systemSmall, .systemMedium, .systemLarge: return false
        case .accessoryCircular, .accessoryRectangular, .accessoryInline: return true
        }
    }

    /// The widget's size in points on an iPhone `screenWidth` points wide (portrait): the HIG's row for the widest
    /// iPhone no wider than it (the narrowest row for narrower screens).
    public func size(onScreenWidth screenWidth: Points) -> Size {
        let row = WidgetFamily.rows.last { $0.screenWidth <= screenWidth } ?? WidgetFamily.rows[0]
        switch self {
        case .systemSmall: return row.small
        case .systemMedium: return row.medium
        case .systemLarge: return row.large
        case .accessoryCircular: return row.circular
        case .accessoryRectangular: return row.rectangular
        case .accessoryInline: return row.inline
        }
    }

    /// The content margins WidgetKit puts inside a widget's box on iPhone since iOS 17, in points on every edge, unless
    /// the widget's configuration says `.contentMarginsDisabled()`. Apple publishes no table: 16 pt is TypeRamp's choice
    /// (docs/audit.md, "Widgets").
    public static let contentMargin: Points = 16

    /// The viewport a widget of this family is drawn in on an iPhone `screenWidth` points wide: the widget's box, its
    /// content margins (``contentMargin``, or none) as the safe area the content is laid out in. A Lock Screen family
    /// has no content margins: its box is the content's (TypeRamp's choice, docs/audit.md "Widgets").
    public func viewport(onScreenWidth screenWidth: Points, margins: Bool) -> Viewport {
        let s = size(onScreenWidth: screenWidth)
        let m = margins && !isLockScreen ? WidgetFamily.contentMargin : 0
        let insets = EdgeInsets(top: m, leading: m, bottom: m, trailing: m)
        return Viewport(
            device: Device(
                id: "widget-\(rawValue)-\(formatDecimal(s.width))x\(formatDecimal(s.height))", name: "\(rawValue) widget",
                width: s.width, height: s.height, safeArea: insets, landscapeSafeArea: insets, displayScale: 3))
    }
}
