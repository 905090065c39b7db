import TypeRampCore
import TypeRampDecoding
import TypeRampMetrics

// The SwiftUI containers and modifiers that decide sizes beyond stacks, frames and padding (docs/layout.md lists each
// with the behaviour it follows). The YAML/JSON spec, the Swift DSL and the SwiftUI importer build them alike.

/// Vertical alignment of content in a box taller than it (`VerticalAlignment`).
public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
    case top, center, bottom
    /// The first (top-most) text baseline of each view; a view without text uses its bottom edge, the guide's default
    /// value in SwiftUI.
    case firstTextBaseline
    /// The last (bottom-most) text baseline of each view; a view without text uses its bottom edge.
    case lastTextBaseline

    /// Whether this aligns text baselines rather than edges or centres.
    public var isTextBaseline: Bool { self == .firstTextBaseline || self == .lastTextBaseline }
}

/// Where content sits in a larger box, on both axes (SwiftUI's `Alignment`: `.topLeading`, `.center`,
/// `.leadingFirstTextBaseline`, …).
public struct BoxAlignment: Hashable, Sendable, CustomStringConvertible {
    /// Along the width.
    public var horizontal: TextAlignment
    /// Along the height.
    public var vertical: VerticalAlignment

    /// Creates an alignment.
    public init(horizontal: TextAlignment = .center, vertical: VerticalAlignment = .center) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// SwiftUI's default, `.center`.
    public static let center = BoxAlignment()

    /// Parses SwiftUI's names (``names``): `center`, `leading`, `trailing`, `top`, `bottom`, `topLeading`, `topTrailing`,
    /// `bottomLeading`, `bottomTrailing`, and `leadingFirstTextBaseline` … `trailingLastTextBaseline`.
    public init?(parsing text: String) {
        guard let value = BoxAlignment.table[text] else { return nil }
        self = value
    }

    private static let table: [String: BoxAlignment] = Dictionary(
        uniqueKeysWithValues: TextAlignment.allCases.flatMap { h in
            VerticalAlignment.allCases.map { v in
                let a = BoxAlignment(horizontal: h, vertical: v)
                return (a.description, a)
            }
        })

    /// Every name ``init(parsing:)`` accepts (the screens vocabulary's `ScreenKey.boxAlignments`).
    public static let names = ScreenKey.boxAlignments

    public var description: String {
        switch (vertical, horizontal) {
        case (.firstTextBaseline, _): return horizontal.rawValue + "FirstTextBaseline"
        case (.lastTextBaseline, _): return horizontal.rawValue + "LastTextBaseline"
        case (.center, .center): return "center"
        case (.center, _): return horizontal.rawValue
        case (_, .center): return vertical.rawValue
        default: return vertical.rawValue + horizontal.rawValue.prefix(1).uppercased() + horizontal.rawValue.dropFirst()
        }
    }
}

/// A `ZStack`: children drawn on top of each other, the first at the back; its size is the union of theirs.
public struct ZStackNode: Sendable {
    /// Where smaller children sit.
    public var alignment: BoxAlignment
    /// The children, back to front.
    public var children: [Node]

    /// Creates a z-stack.
    public init(alignment: BoxAlignment = .center, children: [Node]) {
        self.alignment = alignment
        self.children = children
    }
}

/// `.overlay { … }` or `.background { … }`: a layer proposed exactly the base's size, drawn over or under it. The
/// layer never changes the base's size (SwiftUI: "the overlay doesn't affect the layout of the view it modifies").
public struct LayerNode: Sendable {
    /// The view modified.
    public var base: Node
    /// The overlay or background.
    public var layer: Node
    /// Where the layer sits when it is smaller or larger than the base.
    public var alignment: BoxAlignment
    /// True for `.background` (drawn behind), false for `.overlay`.
    public var isBackground: Bool

    /// Creates a layer.
    public init(base: Node, layer: Node, alignment: BoxAlignment = .center, isBackground: Bool) {
        self.base = base
        self.layer = layer
        self.alignment = alignment
        self.isBackground = isBackground
    }
}

/// Axes of `fixedSize(horizontal:vertical:)` and `ViewThatFits(in:)`.
public struct AxisSet: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The width.
    public static let horizontal = AxisSet(rawValue: 1)
    /// The height.
    public static let vertical = AxisSet(rawValue: 2)
    /// Both.
    public static let both: AxisSet = [.horizontal, .vertical]
}

/// `ViewThatFits(in: axes) { … }`: the first option whose ideal size fits the proposal along `axes`, else the last.
public struct ViewThatFitsNode: Sendable {
    /// The axes compared.
    public var axes: AxisSet
    /// The options, in order of preference.
    public var options: [Node]

    /// Creates the container.
    public init(axes: AxisSet = .both, options: [Node]) {
        self.axes = axes
        self.options = options
    }
}

/// `Grid { GridRow { … } … }`: cells in rows; each column is as wide as its widest cell, each row as tall as its
/// tallest.
public struct GridNode: Sendable {
    /// The rows, each a list of cells (a row with one cell that is not in a `GridRow` spans every column).
    public var rows: [[Node]]
    /// Space between columns, in points (SwiftUI's default: the standard spacing, 8 pt).
    public var horizontalSpacing: Points
    /// Space between rows, in points.
    public var verticalSpacing: Points
    /// Where cells sit in their column and row.
    public var alignment: BoxAlignment

    /// Creates a grid.
    public init(rows: [[Node]], horizontalSpacing: Points = 8, verticalSpacing: Points = 8, alignment: BoxAlignment = .center) {
        self.rows = rows
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.alignment = alignment
    }
}

/// A column of a `LazyVGrid` (`GridItem`).
public enum GridColumn: Hashable, Sendable {
    /// `.fixed(width)`.
    case fixed(Points)
    /// `.flexible(minimum:maximum:)`: a share of the width left by fixed columns, within the bounds.
    case flexible(minimum: Points, maximum: Points)
    /// `.adaptive(minimum:maximum:)`: as many columns of at least `minimum` as fit.
    case adaptive(minimum: Points, maximum: Points)
}

/// `LazyVGrid(columns:spacing:)`: children flow into the columns, row by row.
public struct LazyGridNode: Sendable {
    /// The column specifications.
    public var columns: [GridColumn]
    /// Space between columns, in points.
    public var columnSpacing: Points
    /// Space between rows, in points.
    public var rowSpacing: Points
    /// The cells, in order.
    public var children: [Node]

    /// Creates a grid.
    public init(columns: [GridColumn], columnSpacing: Points = 8, rowSpacing: Points = 8, children: [Node]) {
        self.columns = columns
        self.columnSpacing = columnSpacing
        self.rowSpacing = rowSpacing
        self.children = children
    }
}

/// A view that depends on the text size: `then` where the content-size category is in `range`, `otherwise` (or
/// nothing) elsewhere. SwiftUI's `if dynamicTypeSize.isAccessibilitySize { … } else { … }` is `range` ax1…ax5.
public struct ConditionalNode: Sendable {
    /// The categories where `then` is shown.
    public var range: ContentSizeCategoryRange
    /// Shown inside the range.
    public var then: Node
    /// Shown outside it; nil shows nothing.
    public var otherwise: Node?

    /// Creates a condition.
    public init(range: ContentSizeCategoryRange, then: Node, otherwise: Node? = nil) {
        self.range = range
        self.then = then
        self.otherwise = otherwise
    }
}

/// The standard controls SwiftUI sizes by their label's font.
public enum ControlKind: String, Hashable, Sendable, CaseIterable {
    case toggle, stepper, picker, textField, secureField, link, menu, progress, slider
    /// A segmented picker (`.pickerStyle(.segmented)`, `UISegmentedControl`): a bar of segments across the width
    /// offered, 32 pt tall at every content-size category (its titles do not grow with Dynamic Type; iOS offers the
    /// Large Content Viewer instead). Its label is the segments' titles, what VoiceOver reads.
    case segmented
}

/// A standard control: its label (and, for pickers and fields, its value or placeholder) at `style`.
public struct ControlNode: Sendable {
    /// Which control.
    public var kind: ControlKind
    /// The label (a field's placeholder); nil for none.
    public var label: TextContent?
    /// The value shown beside the label (a picker's selection), if any.
    public var value: TextContent?
    /// The label's font.
    public var style: StyleReference

    /// Creates a control.
    public init(_ kind: ControlKind, label: TextContent?, value: TextContent? = nil, style: StyleReference = .textStyle(.body, emphasized: false)) {
        self.kind = kind
        self.label = label
        self.value = value
        self.style = style
    }
}

/// `LabeledContent`: a label and its content side by side (the content trailing), stacked at accessibility sizes.
public struct LabeledContentNode: Sendable {
    /// The label.
    public var label: Node
    /// The content (a value, a control).
    public var content: Node

    /// Creates labeled content.
    public init(label: Node, content: Node) {
        self.label = label
        self.content = content
    }
}

/// How a navigation bar shows its title.
public enum TitleDisplayMode: String, Hashable, Sendable, CaseIterable {
    /// The large title above the content (the default at the root of a `NavigationStack`).
    case large
    /// The small title in the bar.
    case inline
}

/// `NavigationStack { content.navigationTitle(title) }`: a navigation bar with its title over the content.
///
/// The title is a text node of its own (large titles use the `largeTitle` style, bold, with the header trait), so
/// findings on it point at the line that sets it.
public struct NavigationNode: Sendable {
    /// The title, if any.
    public var title: Node?
    /// How the title is shown.
    public var displayMode: TitleDisplayMode
    /// The content below the bar.
    public var content: Node

    /// Creates a navigation container.
    public init(title: Node?, displayMode: TitleDisplayMode = .large, content: Node) {
        self.title = title
        self.displayMode = displayMode
        self.content = content
    }

    /// The categories a navigation bar's inline title follows: only Large. Apple's standard bars (navigation bars,
    /// toolbars, tab bars) keep their text at its default size and show the Large Content Viewer on a long press instead
    /// (WWDC19 "Large Content Viewer: ensuring readability for everyone"), so an inline title is Headline at Large,
    /// 17 pt, at every category. A large title grows with Dynamic Type.
    public static let barTitleRange = ContentSizeCategoryRange(.large, .large)

    /// The title node of a bar shown in `displayMode`: bold Large Title below the bar, or Headline in the bar at its
    /// size at Large; one line, with the header trait.
    public static func titleNode(_ content: TextContent, displayMode: TitleDisplayMode, location: SourceLocation?) -> Node {
        let style: StyleReference = displayMode == .large ? .textStyle(.largeTitle, emphasized: true) : .textStyle(.headline, emphasized: false)
        var node = Node(.text(TextNode(content, style: style, lines: 1)), location: location)
        node.accessibility.traits = [.staticText, .header]
        if displayMode == .inline { node.dynamicTypeRange = barTitleRange }
        return node
    }

    /// Whether `id` is the title of an inline navigation bar in `tree`: text drawn by the system at a fixed size, which
    /// the Large Content Viewer enlarges (not the app's text to judge for growth).
    public static func isInlineBarTitle(_ id: NodeID, in tree: LayoutTree) -> Bool {
        guard let parent = tree.parent(id), case .navigation(let n) = tree[parent].kind, n.displayMode == .inline, n.title != nil else {
            return false
        }
        return tree.children(parent).first == id
    }
}
