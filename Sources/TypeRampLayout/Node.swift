import TypeRampCore
import TypeRampDecoding
import TypeRampMetrics
import TypeRampText

/// One view of a screen: its kind, identity, accessibility and modifiers.
///
/// The same tree is built by the Swift DSL, the YAML/JSON spec and the SwiftUI importer. A node is a value; its
/// declarations besides its kind are kept in one shared, copy-on-write box, so copying a node (the solver and the
/// rules read many) costs two reference counts, not a dozen.
public struct Node: Sendable {
    /// What the node is and its content.
    public var kind: NodeKind
    private var storage: Storage

    /// The declarations besides the kind.
    private final class Storage: Sendable {
        let id: String?
        let accessibility: AccessibilitySpec
        let tags: [String]
        let suppressions: [String]
        let dynamicTypeRange: ContentSizeCategoryRange?
        let location: SourceLocation?
        let layoutPriority: Double
        let lengthsRelativeTo: TextStyle?
        let guesses: Set<GuessKind>
        let anchor: String?
        let buttonStyle: ButtonStyleKind?
        let readerLengths: [ReaderLength.Slot: ReaderLength]
        let clipped: Bool
        let listRowInsets: EdgeInsets?
        let hidden: Bool

        init(
            id: String?, accessibility: AccessibilitySpec, tags: [String], suppressions: [String],
            dynamicTypeRange: ContentSizeCategoryRange?, location: SourceLocation?, layoutPriority: Double = 0,
            lengthsRelativeTo: TextStyle? = nil, guesses: Set<GuessKind> = [], anchor: String? = nil,
            buttonStyle: ButtonStyleKind? = nil, readerLengths: [ReaderLength.Slot: ReaderLength] = [:], clipped: Bool = false,
            listRowInsets: EdgeInsets? = nil, hidden: Bool = false
        ) {
            self.id = id
            self.accessibility = accessibility
            self.tags = tags
            self.suppressions = suppressions
            self.dynamicTypeRange = dynamicTypeRange
            self.location = location
            self.layoutPriority = layoutPriority
            self.lengthsRelativeTo = lengthsRelativeTo
            self.guesses = guesses
            self.anchor = anchor
            self.buttonStyle = buttonStyle
            self.readerLengths = readerLengths
            self.clipped = clipped
            self.listRowInsets = listRowInsets
            self.hidden = hidden
        }

        func with(
            id: String?? = nil, accessibility: AccessibilitySpec? = nil, tags: [String]? = nil, suppressions: [String]? = nil,
            dynamicTypeRange: ContentSizeCategoryRange?? = nil, location: SourceLocation?? = nil, layoutPriority: Double? = nil,
            lengthsRelativeTo: TextStyle?? = nil, guesses: Set<GuessKind>? = nil, anchor: String?? = nil,
            buttonStyle: ButtonStyleKind?? = nil, readerLengths: [ReaderLength.Slot: ReaderLength]? = nil, clipped: Bool? = nil,
            listRowInsets: EdgeInsets?? = nil, hidden: Bool? = nil
        ) -> Storage {
            Storage(
                id: id ?? self.id, accessibility: accessibility ?? self.accessibility, tags: tags ?? self.tags,
                suppressions: suppressions ?? self.suppressions, dynamicTypeRange: dynamicTypeRange ?? self.dynamicTypeRange,
                location: location ?? self.location, layoutPriority: layoutPriority ?? self.layoutPriority,
                lengthsRelativeTo: lengthsRelativeTo ?? self.lengthsRelativeTo, guesses: guesses ?? self.guesses,
                anchor: anchor ?? self.anchor, buttonStyle: buttonStyle ?? self.buttonStyle,
                readerLengths: readerLengths ?? self.readerLengths, clipped: clipped ?? self.clipped,
                listRowInsets: listRowInsets ?? self.listRowInsets, hidden: hidden ?? self.hidden)
        }
    }

    /// A stable identifier (rotor entries, explicit reading orders and findings refer to it).
    public var id: String? {
        get { storage.id }
        set { storage = storage.with(id: .some(newValue)) }
    }
    /// What VoiceOver sees of the node.
    public var accessibility: AccessibilitySpec {
        get { storage.accessibility }
        set { storage = storage.with(accessibility: newValue) }
    }
    /// Free-form tags (custom rotors can select "every node tagged negative-trend").
    public var tags: [String] {
        get { storage.tags }
        set { storage = storage.with(tags: newValue) }
    }
    /// Audit rule ids suppressed on this node and its descendants.
    public var suppressions: [String] {
        get { storage.suppressions }
        set { storage = storage.with(suppressions: newValue) }
    }
    /// `.dynamicTypeSize(range)`: limits the content-size category for this subtree.
    public var dynamicTypeRange: ContentSizeCategoryRange? {
        get { storage.dynamicTypeRange }
        set { storage = storage.with(dynamicTypeRange: .some(newValue)) }
    }
    /// Where the node was declared in a spec file.
    public var location: SourceLocation? {
        get { storage.location }
        set { storage = storage.with(location: .some(newValue)) }
    }

    /// `.clipped()`, `.clipShape(_:)`, `.cornerRadius(_:)`, `.mask(_:)`: nothing of the node's subtree is drawn outside
    /// the node's frame (SwiftUI's frames do not clip otherwise). The layout is unchanged; the rules read it to know what
    /// is drawn (content beyond a clipped frame is cut, not spilled over the screen's edge or a neighbour).
    public var clipsContent: Bool {
        get { storage.clipped }
        set { storage = storage.with(clipped: newValue) }
    }

    /// `.hidden()`: the node and its subtree are drawn invisible and take no taps; they keep their space in the layout,
    /// as in SwiftUI (an invisible copy of a text that sizes its visible sibling, a placeholder that keeps a row's
    /// columns aligned). The rules read only what is drawn, so nothing inside is measured as a target, a truncation or
    /// an overlap. VoiceOver skips it as well: `.hidden()` hides it from accessibility, which the front ends say by
    /// also marking it ``AccessibilitySpec/hidden``.
    public var isHidden: Bool {
        get { storage.hidden }
        set { storage = storage.with(hidden: newValue) }
    }

    /// `.listRowInsets(_:)`, in points: when the node is a row of a list (or a section's header or footer), the margins
    /// around its content in place of the list's (``ListNode/rowMargins(width:)``): `EdgeInsets()` lays the row's
    /// content out across the whole row. Nil for the list's margins; on a node that is no entry of a list it changes
    /// nothing (SwiftUI reads it only from a list's rows).
    public var listRowInsets: EdgeInsets? {
        get { storage.listRowInsets }
        set { storage = storage.with(listRowInsets: .some(newValue)) }
    }

    /// `.layoutPriority(_:)`: in a stack that cannot give every child its ideal length, children of higher priority
    /// are offered space first (SwiftUI's rule). 0 by default.
    public var layoutPriority: Double {
        get { storage.layoutPriority }
        set { storage = storage.with(layoutPriority: newValue) }
    }
    /// For a modifier or container whose lengths are `@ScaledMetric` values (`.padding(s)`, `.frame(width: s)`,
    /// `VStack(spacing: s)`): the text style they scale with (`relativeTo:`, body by default in SwiftUI); nil for
    /// plain points. They scale like `UIFontMetrics(forTextStyle:).scaledValue(for:)` at the node's category.
    public var lengthsRelativeTo: TextStyle? {
        get { storage.lengthsRelativeTo }
        set { storage = storage.with(lengthsRelativeTo: .some(newValue)) }
    }

    /// What the front end that made the node could not read and made up (a placeholder text, an unresolved font or
    /// length, a view it could not read): rules report conclusions that depend on it as unverified information. Empty
    /// for nodes written by hand.
    public var guesses: Set<GuessKind> {
        get { storage.guesses }
        set { storage = storage.with(guesses: newValue) }
    }

    /// Where the node is written, as an identity that stays when code elsewhere changes (the Swift importer's
    /// `Type.member/Container/View(argument)`); findings and baselines on the node are keyed by it. Nil for nodes of the
    /// screens format and the DSL, whose identity is their position below the nearest declared `id`.
    public var anchor: String? {
        get { storage.anchor }
        set { storage = storage.with(anchor: .some(newValue)) }
    }

    /// For a view that is the composed label of a SwiftUI button (`Button { HStack { Image(…); Text(…) } }`, the screens
    /// format's `buttonStyle` on a node that is not a `button`): the style that draws it. The view is then the button
    /// (VoiceOver's element, and the hit area the touch-target rule measures, except for the bordered styles, whose hit
    /// area the system sizes). Nil for every other view.
    public var buttonStyle: ButtonStyleKind? {
        get { storage.buttonStyle }
        set { storage = storage.with(buttonStyle: .some(newValue)) }
    }

    /// For a frame or padding whose lengths come from a `GeometryReader`'s proxy (`.frame(width: proxy.size.width * 0.6)`):
    /// those lengths, each a fraction of the size of the nearest enclosing frame that is a geometry reader
    /// (``FrameSpec/isGeometryReader``), computed as the solver sizes that reader. They replace the frame's or the
    /// padding's own lengths in the same places. Empty for every other node.
    public var readerLengths: [ReaderLength.Slot: ReaderLength] {
        get { storage.readerLengths }
        set { storage = storage.with(readerLengths: newValue) }
    }

    /// Creates a node.
    public init(
        _ kind: NodeKind, id: String? = nil, accessibility: AccessibilitySpec = AccessibilitySpec(),
        tags: [String] = [], suppressions: [String] = [], dynamicTypeRange: ContentSizeCategoryRange? = nil,
        location: SourceLocation? = nil
    ) {
        self.kind = kind
        storage = Storage(
            id: id, accessibility: accessibility, tags: tags, suppressions: suppressions, dynamicTypeRange: dynamicTypeRange,
            location: location)
    }
}

/// The kinds of node TypeRamp lays out.
public indirect enum NodeKind: Sendable {
    case text(TextNode)
    case image(ImageNode)
    case button(ButtonNode)
    case stack(StackNode)
    case spacer(minLength: Points)
    case divider
    case padding(EdgeInsets, Node)
    case frame(FrameSpec, Node)
    case list(ListNode)
    case scroll(Axis, Node)
    case zstack(ZStackNode)
    case layer(LayerNode)
    case fixedSize(AxisSet, Node)
    case viewThatFits(ViewThatFitsNode)
    case grid(GridNode)
    case lazyGrid(LazyGridNode)
    case conditional(ConditionalNode)
    case control(ControlNode)
    case labeledContent(LabeledContentNode)
    case navigation(NavigationNode)
}

/// What a text shows: a literal string or a localization key looked up in the string catalog.
public enum TextContent: Hashable, Sendable {
    /// A literal string.
    case string(String)
    /// A key into the locale's strings, with the base-language text used when the key is missing.
    case key(String, default: String)

    /// The base-language text.
    public var baseText: String {
        switch self {
        case .string(let s): return s
        case .key(_, let d): return d
        }
    }
}

/// Which font a text uses.
public enum StyleReference: Hashable, Sendable, CustomStringConvertible {
    /// A style of the screen's type ramp, by name.
    case ramp(String)
    /// An Apple text style with the system font (`preferredFont(forTextStyle:)`), optionally emphasized.
    case textStyle(TextStyle, emphasized: Bool)
    /// A fixed size in points that does not scale (`UIFont.systemFont(ofSize:)`, `Font.system(size:)`).
    case fixed(Points, FontWeight)
    /// A custom size in points at Large that scales with `relativeTo` as `UIFontMetrics(forTextStyle:).scaledFont(for:)`
    /// and SwiftUI's `Font.custom(_:size:relativeTo:)` do: by the ratio of the style's line spacing at the category to
    /// its line spacing at Large, rounded to whole points (``FontMetrics/scaledFontSize(for:maximumPointSize:in:)``).
    /// The system font stands in for the custom family.
    case scaled(Points, FontWeight, relativeTo: TextStyle)
    /// The style in its italic face (SwiftUI's `.italic()`, a ramp style with `italic: true`): the family's italic face
    /// when it has one, else its upright face slanted (docs/text.md, "Italic").
    indirect case italicized(StyleReference)

    /// This style in italic (idempotent).
    public var italic: StyleReference {
        if case .italicized = self { return self }
        return .italicized(self)
    }

    /// The style without its italic request, and whether italic was asked for.
    public var upright: (style: StyleReference, italic: Bool) {
        if case .italicized(let base) = self { return (base.upright.style, true) }
        return (self, false)
    }

    public var description: String {
        switch self {
        case .italicized(let base): return "\(base).italic"
        case .ramp(let name): return name
        case .textStyle(let style, let emphasized): return emphasized ? "\(style).emphasized" : style.rawValue
        case .fixed(let size, let weight): return "fixed \(formatDecimal(size)) pt \(weight)"
        case .scaled(let size, let weight, let style): return "\(formatDecimal(size)) pt \(weight) relative to \(style)"
        }
    }
}

/// Horizontal alignment of text lines inside their box.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// A label (`UILabel`, SwiftUI `Text`).
public struct TextNode: Sendable {
    /// The content.
    public var content: TextContent
    /// The font.
    public var style: StyleReference
    /// Maximum number of lines; 0 means unlimited (SwiftUI's default, UILabel's `numberOfLines = 0`).
    public var lines: Int
    /// How lines break and truncate. Defaults to tail truncation, as UILabel does.
    public var mode: LineBreakMode
    /// Alignment of the lines.
    public var alignment: TextAlignment
    /// UILabel's `minimumScaleFactor` with `adjustsFontSizeToFitWidth`; 1 means never shrink.
    public var minimumScaleFactor: Double

    /// Creates a text.
    public init(
        _ content: TextContent, style: StyleReference = .textStyle(.body, emphasized: false), lines: Int = 0,
        mode: LineBreakMode = .truncatingTail, alignment: TextAlignment = .leading, minimumScaleFactor: Double = 1
    ) {
        self.content = content
        self.style = style
        self.lines = lines
        self.mode = mode
        self.alignment = alignment
        self.minimumScaleFactor = minimumScaleFactor
    }
}

/// How an image is sized.
public enum ImageSizing: Hashable, Sendable {
    /// A fixed size in points.
    case fixed(Size)
    /// A square of `base` points at Large, scaled like `scaledValue(for:)` relative to `style`, limited to `maximum`.
    case scaled(base: Points, relativeTo: TextStyle, maximum: Points?)
    /// An SF Symbol (`Image(systemName:)`) drawn in the font of `style`: sized from the font's point size at the
    /// node's category (docs/layout.md gives the ratios), times `scale` (small 0.8, medium 1, large 1.3).
    case symbol(style: StyleReference, scale: Double)
}

/// An image or icon.
public struct ImageNode: Sendable {
    /// The asset or SF Symbol name (informational; used in dumps).
    public var name: String
    /// How it is sized.
    public var sizing: ImageSizing

    /// Creates an image.
    public init(_ name: String, sizing: ImageSizing) {
        self.name = name
        self.sizing = sizing
    }
}

/// A button: a title and/or an icon inside content insets.
public struct ButtonNode: Sendable {
    /// The title, or nil for an image-only button.
    public var title: TextContent?
    /// The title's font.
    public var style: StyleReference
    /// An icon shown before the title (or alone).
    public var icon: ImageNode?
    /// Space between the edge and the content, in points.
    public var contentInsets: EdgeInsets
    /// Maximum title lines (0 = unlimited, the configuration-based UIButton default).
    public var lines: Int
    /// SwiftUI's button style, when the button is SwiftUI's (`Button` with `.buttonStyle`); nil for a UIKit button.
    public var buttonStyle: ButtonStyleKind?

    /// The insets of a button with a title when nothing says otherwise (the DSL's `button()`, the screens format's `button`
    /// without `insets` or `buttonStyle`), in points: 14 above and below, 20 at the sides, a large control's. A body title
    /// is then at least 44 pt tall at every category from xSmall up (its 16.7 pt line at 14 pt plus 28), so the default
    /// button meets the 44 × 44 pt touch target TypeRamp checks. A bordered SwiftUI button of the regular size is smaller
    /// (``ButtonStyleKind/contentInsets(iconOnly:)``): say `.bordered` to audit that one.
    public static let defaultInsets = EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
    /// The insets of a button showing only an icon when nothing says otherwise, in points: 15 on every side, so a 17 pt
    /// icon (14 pt at xSmall) makes a target of at least 44 × 44 pt.
    public static let defaultIconInsets = EdgeInsets(all: 15)

    /// Creates a button.
    public init(
        title: TextContent?, style: StyleReference = .textStyle(.body, emphasized: false), icon: ImageNode? = nil,
        contentInsets: EdgeInsets = ButtonNode.defaultInsets, lines: Int = 0, buttonStyle: ButtonStyleKind? = nil
    ) {
        self.title = title
        self.style = style
        self.icon = icon
        self.contentInsets = contentInsets
        self.lines = lines
        self.buttonStyle = buttonStyle
    }
}

/// SwiftUI's built-in button styles (`.buttonStyle(_:)`), which decide a button's insets on iOS.
public enum ButtonStyleKind: String, Hashable, Sendable, CaseIterable {
    /// SwiftUI's default on iOS: drawn borderless, the label is the button (no insets).
    case automatic
    case borderless, plain, link
    /// A capsule or rounded rectangle behind the label: a bordered button's insets.
    case bordered, borderedProminent

    /// The insets between the button's edge and its label, in points: none for the borderless styles; a bordered button's
    /// (7 pt above and below, 14 pt at the sides; 8 pt around an icon alone) for the bordered ones.
    public func contentInsets(iconOnly: Bool) -> EdgeInsets {
        switch self {
        case .automatic, .borderless, .plain, .link: return EdgeInsets(all: 0)
        case .bordered, .borderedProminent: return iconOnly ? EdgeInsets(all: 8) : EdgeInsets(top: 7, leading: 14, bottom: 7, trailing: 14)
        }
    }
}

/// The axis rule of a stack.
public enum StackAxis: Hashable, Sendable {
    case horizontal
    case vertical
    /// Horizontal or vertical depending on `rule`.
    case adaptive(AdaptiveRule)
}

/// When an adaptive stack turns vertical.
public enum AdaptiveRule: Hashable, Sendable, CustomStringConvertible {
    /// Vertical at and above `category` (e.g. `.accessibilityMedium` = `isAccessibilityCategory`).
    case flipAt(ContentSizeCategory)
    /// Horizontal when the children fit side by side at their ideal widths without truncation, else vertical
    /// (SwiftUI's `ViewThatFits` over an HStack and a VStack).
    case fit

    public var description: String {
        switch self {
        case .flipAt(let c): return "flipAt \(c.uikitName)"
        case .fit: return "fit"
        }
    }
}

/// Cross-axis alignment of a stack's children.
public enum StackAlignment: String, Hashable, Sendable, CaseIterable {
    /// Leading edge (vertical stacks) or top (horizontal stacks).
    case leading
    case center
    /// Trailing edge (vertical stacks) or bottom (horizontal stacks).
    case trailing
    /// Stretch to the stack's cross size (UIStackView `.fill`).
    case fill
    /// Align the first text baselines (horizontal stacks; UIStackView `.firstBaseline`).
    case firstBaseline
    /// Align the last text baselines (horizontal stacks).
    case lastBaseline
}

/// How a stack distributes its length among children (UIStackView's `distribution`).
public enum StackDistribution: String, Hashable, Sendable, CaseIterable {
    /// SwiftUI's rule: least flexible children first, each offered an equal share of what remains.
    case fill
    /// Every child the same length.
    case fillEqually
    /// Lengths proportional to the children's ideal lengths.
    case fillProportionally
    /// Ideal lengths, the leftover split equally between children.
    case equalSpacing
    /// Ideal lengths, children's centers equally spaced.
    case equalCentering
}

/// An HStack / VStack (UIStackView).
public struct StackNode: Sendable {
    /// The axis rule.
    public var axis: StackAxis
    /// Space between children, in points.
    public var spacing: Points
    /// Cross-axis alignment (for an adaptive stack: while it is horizontal).
    public var alignment: StackAlignment
    /// An adaptive stack's cross-axis alignment while it is vertical (`AnyLayout(VStackLayout(alignment:))`); nil uses
    /// ``alignment``.
    public var alignmentWhenVertical: StackAlignment?
    /// Main-axis distribution.
    public var distribution: StackDistribution
    /// The children in order.
    public var children: [Node]

    /// SwiftUI's standard spacing between a stack's views when the code gives none: 8 pt, except in a vertical stack
    /// that holds only texts, whose lines sit almost line to line (measured on iOS: 0–1.7 pt between a headline and a
    /// subheadline, Tests/Fixtures/ios-layout), where it is 0. Every front end (the screens format, the DSL, imported
    /// Swift) uses this, so a stack written without spacing lays out the same from each.
    public static func standardSpacing(axis: StackAxis, children: [Node]) -> Points {
        guard case .vertical = axis, !children.isEmpty else { return 8 }
        return children.allSatisfy({ if case .text = $0.kind { return true } else { return false } }) ? 0 : 8
    }

    /// Creates a stack; the alignment defaults to SwiftUI's, `.center`, on either axis.
    public init(
        axis: StackAxis, spacing: Points = 8, alignment: StackAlignment = .center, alignmentWhenVertical: StackAlignment? = nil,
        distribution: StackDistribution = .fill, children: [Node]
    ) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.alignmentWhenVertical = alignmentWhenVertical
        self.distribution = distribution
        self.children = children
    }

    /// The cross-axis alignment in force along `axis`.
    public func alignment(along axis: Axis) -> StackAlignment {
        if axis == .vertical, case .adaptive = self.axis, let vertical = alignmentWhenVertical { return vertical }
        return alignment
    }
}

/// A frame modifier: fixed, minimum and maximum width and height in points (nil = not constrained).
public struct FrameSpec: Hashable, Sendable {
    public var width: Points?
    public var height: Points?
    public var minWidth: Points?
    public var maxWidth: Points?
    public var minHeight: Points?
    public var maxHeight: Points?
    /// The width answered when the parent asks for the ideal size (`idealWidth`); nil passes the child's.
    public var idealWidth: Points?
    /// The height answered when the parent asks for the ideal size (`idealHeight`); nil passes the child's.
    public var idealHeight: Points?
    /// Where the child sits horizontally when the frame is wider.
    public var alignment: TextAlignment
    /// Where the child sits vertically when the frame is taller.
    public var verticalAlignment: VerticalAlignment
    /// The frame is a SwiftUI `GeometryReader`: its size, where its proposal is finite, is the size lengths inside it
    /// that are ``ReaderLength``s are fractions of (the proxy's `size`).
    public var isGeometryReader = false

    /// Creates a frame.
    public init(
        width: Points? = nil, height: Points? = nil, minWidth: Points? = nil, maxWidth: Points? = nil,
        minHeight: Points? = nil, maxHeight: Points? = nil, idealWidth: Points? = nil, idealHeight: Points? = nil,
        alignment: TextAlignment = .center, verticalAlignment: VerticalAlignment = .center
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.idealWidth = idealWidth
        self.idealHeight = idealHeight
        self.alignment = alignment
        self.verticalAlignment = verticalAlignment
    }
}

/// A length read from a SwiftUI `GeometryReader`'s proxy: `times` × the reader's width or height + `plus`, limited to
/// `atLeast`…`atMost`, in points (`proxy.size.height * 0.6`, `max(0, proxy.size.width - 32)`). The reader's size is its proposal; in an axis where the reader
/// is offered no finite length (a scroll view's scrolling axis) the length is unknown and left out (a frame's) or 0 (a
/// padding's), as docs/layout.md says.
public struct ReaderLength: Hashable, Sendable {
    /// Where a reader length is used: a frame's lengths or a padding's edges.
    public enum Slot: String, Hashable, Sendable, CaseIterable {
        case width, height, minWidth, maxWidth, minHeight, maxHeight, idealWidth, idealHeight
        case top, leading, bottom, trailing

        /// A padding's edge (`top`, `leading`, `bottom`, `trailing`), not a frame's length.
        public var isEdge: Bool { [.top, .leading, .bottom, .trailing].contains(self) }
    }
    /// The reader's dimension: `horizontal` for its width, `vertical` for its height.
    public var axis: Axis
    /// The factor on that dimension.
    public var times: Double
    /// Points added.
    public var plus: Points
    /// The least length in points (`max(0, proxy.size.width - 40)`), nil for none.
    public var atLeast: Points?
    /// The greatest length in points (`(proxy.size.height * 0.05).clamped(to: 10...60)`), nil for none.
    public var atMost: Points?
    /// True for a length read from the screen's bounds (UIKit's `UIScreen.main.bounds.width`: the whole screen, safe
    /// area included) rather than from the nearest geometry reader.
    public var readsScreen: Bool

    /// Creates a reader length (`readsScreen`: read from the screen's bounds rather than the nearest reader).
    public init(axis: Axis, times: Double = 1, plus: Points = 0, atLeast: Points? = nil, atMost: Points? = nil, readsScreen: Bool = false) {
        self.axis = axis
        self.times = times
        self.plus = plus
        self.atLeast = atLeast
        self.atMost = atMost
        self.readsScreen = readsScreen
    }

    /// The length in points for a reader of `width` × `height` (nil where it was offered no finite length); nil when
    /// the dimension it reads is unknown. It may be negative: a padding's is taken as SwiftUI takes negative padding, a
    /// frame's is taken as 0.
    public func resolved(width: Points?, height: Points?) -> Points? {
        guard let d = axis == .horizontal ? width : height else { return nil }
        var v = times * d + plus
        if let atMost { v = min(v, atMost) }
        if let atLeast { v = max(v, atLeast) }
        return v.isFinite ? v : nil
    }
}

/// A table view / List: sections of self-sizing rows.
public struct ListNode: Sendable {
    /// One section.
    public struct Section: Sendable {
        /// The header, if any (usually a text).
        public var header: Node?
        /// The rows.
        public var rows: [Node]
        /// The footer, if any (usually a text).
        public var footer: Node?

        /// Creates a section. A button that is a row is drawn as a cell, as iOS draws a `Button` in a `List` or a
        /// `UITableViewCell` with an action: its title sits in the cell's margins (no button insets of its own) and the
        /// whole row is its hit target.
        public init(header: Node? = nil, rows: [Node], footer: Node? = nil) {
            self.header = header
            self.rows = rows.map { row in
                guard case .button(var b) = row.kind else { return row }
                var cell = row
                b.contentInsets = EdgeInsets()
                cell.kind = .button(b)
                return cell
            }
            self.footer = footer
        }
    }

    /// Sections in order.
    public var sections: [Section]
    /// How the list is drawn: a UIKit table (the default) or one of SwiftUI's list styles.
    public var style: ListStyle
    /// Margins around each row's content (the cell's `layoutMargins`), in points; nil for the style's
    /// (``ListStyle/rowMargins(width:)``).
    public var margins: EdgeInsets?
    /// Minimum row height in points (UITableView's default `rowHeight` and SwiftUI's `defaultMinListRowHeight` are 44).
    public var minimumRowHeight: Points
    /// The declared estimate at Large (`estimatedRowHeight`), scaled with `scaledValue(for:)` per category.
    public var estimatedRowHeight: Points?
    /// Draws 1-pixel separators between rows.
    public var separators: Bool

    /// Creates a list.
    public init(
        sections: [Section], style: ListStyle = .table, margins: EdgeInsets? = nil, minimumRowHeight: Points = 44,
        estimatedRowHeight: Points? = nil, separators: Bool = true
    ) {
        self.sections = sections
        self.style = style
        self.margins = margins
        self.minimumRowHeight = minimumRowHeight
        self.estimatedRowHeight = estimatedRowHeight
        self.separators = separators
    }

    /// The margins around each row's content in a list `width` points wide: the given ones, else the style's.
    public func rowMargins(width: Points) -> EdgeInsets { margins ?? style.rowMargins(width: width) }
}

/// How a list is drawn on iPhone: UIKit's table view, or one of SwiftUI's list styles (`.listStyle(_:)`).
///
/// docs/ios-defaults.md gives the source of every length. SwiftUI's styles are modelled as iOS 26 draws them (the
/// version the reference renders come from).
public enum ListStyle: String, Hashable, Sendable, CaseIterable {
    /// A `UITableView` (`.plain`) with `UITableViewCell`'s layout margins: 11 pt above and below the content, 16 pt
    /// leading and trailing. The screens format's `list` without a `style`.
    case table
    /// SwiftUI's `.plain`: rows edge to edge.
    case plain
    /// SwiftUI's `.grouped`: sections edge to edge, spaced apart.
    case grouped
    /// SwiftUI's `.insetGrouped`, the style `List` and `Form` get on iPhone when none is set: sections as cards inset
    /// from the list's edges.
    case insetGrouped
    /// SwiftUI's `.inset`: rows inset from the list's edges, sections not spaced apart.
    case inset

    /// The system's layout margin in a view `width` points wide: 16 pt on iPhones narrower than 414 pt, 20 pt on wider
    /// ones (the Plus and Max models, iPads), as `UIView.layoutMargins` and `systemMinimumLayoutMargins` give.
    public static func systemMargin(width: Points) -> Points { width >= 414 ? 20 : 16 }

    /// Space above and below a row's content in SwiftUI's lists: 15.333 pt (iOS 26). A one-line body row measured on
    /// iOS is 51 pt tall: 20.333 pt of text and 15.333 pt each side (Tests/Fixtures/ios-layout, spezi-listrow-iphone).
    public static let swiftUIRowPadding: Points = 15.333

    /// The margins around a row's content in a list `width` points wide.
    public func rowMargins(width: Points) -> EdgeInsets {
        switch self {
        case .table: return EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        default:
            let m = ListStyle.systemMargin(width: width)
            return EdgeInsets(top: ListStyle.swiftUIRowPadding, leading: m, bottom: ListStyle.swiftUIRowPadding, trailing: m)
        }
    }

    /// How far the rows' background (the card) is inset from each side of the list: the system margin for the inset
    /// styles (measured: an inset-grouped card 16 pt from each edge of a 390-pt screen), 0 otherwise.
    public func cardInset(width: Points) -> Points {
        self == .insetGrouped || self == .inset ? ListStyle.systemMargin(width: width) : 0
    }

    /// Space above a section that has no header in the grouped styles: 35 pt (measured: the first card of an
    /// inset-grouped list starts 35 pt below the top of the list, spezi-listrow-iphone); 0 for the others.
    public var sectionSpacing: Points { self == .grouped || self == .insetGrouped ? 35 : 0 }
}
