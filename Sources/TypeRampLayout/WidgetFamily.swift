import TypeRampCore

/// A home-screen widget size (WidgetKit's `WidgetFamily`): the system draws a widget's view in a box of a fixed size
/// that depends on the family and the iPhone, and the box does not scroll. TypeRamp audits a widget's view in that box
/// at each of the audit's widths (docs/audit.md, "Widgets").
public enum WidgetFamily: String, CaseIterable, Hashable, Sendable {
    case systemSmall, systemMedium, systemLarge

    /// One row of the HIG's table of iPhone widget sizes (Widgets, "Specifications"), in points: the iPhone's portrait
    /// width and the small, medium and large widgets' sizes on it.
    struct Row {
        let screenWidth: Points
        let small: Size
        let medium: Size
        let large: Size
    }

    /// The HIG's rows, by portrait width (the rows of two screens of one width and different heights agree, except
    /// 375 pt, where the table gives the iPhone 8's smaller sizes next to the iPhone X's: TypeRamp takes the smaller).
    static let rows: [Row] = [
        Row(screenWidth: 320, small: Size(width: 141, height: 141), medium: Size(width: 292, height: 141), large: Size(width: 292, height: 311)),
        Row(screenWidth: 375, small: Size(width: 148, height: 148), medium: Size(width: 321, height: 148), large: Size(width: 321, height: 324)),
        Row(screenWidth: 390, small: Size(width: 158, height: 158), medium: Size(width: 338, height: 158), large: Size(width: 338, height: 354)),
        Row(screenWidth: 414, small: Size(width: 169, height: 169), medium: Size(width: 360, height: 169), large: Size(width: 360, height: 379)),
        Row(screenWidth: 428, small: Size(width: 170, height: 170), medium: Size(width: 364, height: 170), large: Size(width: 364, height: 382)),
    ]

    /// The widget's size in points on an iPhone `screenWidth` points wide (portrait): the HIG's row for the widest
    /// iPhone no wider than it (the narrowest row for narrower screens).
    public func size(onScreenWidth screenWidth: Points) -> Size {
        let row = WidgetFamily.rows.last { $0.screenWidth <= screenWidth } ?? WidgetFamily.rows[0]
        switch self {
        case .systemSmall: return row.small
        case .systemMedium: return row.medium
        case .systemLarge: return row.large
        }
    }

    /// The content margins WidgetKit puts inside a widget's box on iPhone since iOS 17, in points on every edge, unless
    /// the widget's configuration says `.contentMarginsDisabled()`. Apple publishes no table: 16 pt is TypeRamp's choice
    /// (docs/audit.md, "Widgets").
    public static let contentMargin: Points = 16

    /// The viewport a widget of this family is drawn in on an iPhone `screenWidth` points wide: the widget's box, its
    /// content margins (``contentMargin``, or none) as the safe area the content is laid out in.
    public func viewport(onScreenWidth screenWidth: Points, margins: Bool) -> Viewport {
        let s = size(onScreenWidth: screenWidth)
        let m = margins ? WidgetFamily.contentMargin : 0
        let insets = EdgeInsets(top: m, leading: m, bottom: m, trailing: m)
        return Viewport(
            device: Device(
                id: "widget-\(rawValue)-\(formatDecimal(s.width))x\(formatDecimal(s.height))", name: "\(rawValue) widget",
                width: s.width, height: s.height, safeArea: insets, landscapeSafeArea: insets, displayScale: 3))
    }
}
