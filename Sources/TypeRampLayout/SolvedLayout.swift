import TypeRampCore
import TypeRampMetrics
import TypeRampText

/// A screen solved at one cell: every node's frame and the facts the solver found (text lines and truncation,
/// axis decisions, row heights, clipped content), and what VoiceOver sees.
///
/// The solver states facts; it does not judge them. Rules (``LayoutRule``) read a solved layout and decide what is a
/// finding; ``diagnostics`` applies the standard rules.
public struct SolvedLayout: Sendable {
    /// The indexed tree that was solved.
    public var tree: LayoutTree
    /// The cell it was solved at.
    public var context: LayoutContext
    /// Every node by ``NodeID/index``; nodes that were not laid out have ``SolvedNode/isPlaced`` false.
    public var nodes: [SolvedNode]
    /// Facts about the screen as a whole: content height, the height available, scrolling.
    public var screenFacts: ScreenFacts
    /// The accessibility elements in VoiceOver's swipe order, and the rotors.
    public var accessibility: AccessibilityTree
    /// The limits the standard rules compare against (from the resources the layout was solved with).
    public var thresholds: LayoutThresholds
    /// How much work the solve did (sizes computed, memo hits, texts measured).
    public var statistics: SolveStatistics

    /// The screen's name.
    public var screen: String { tree.screen.name }
    /// The solved root.
    public var root: SolvedNode { nodes[0] }
    /// Height the content wants at this width, in points (a scroll view's content, or the root's natural height).
    public var contentHeight: Points { screenFacts.contentHeight }
    /// The height available inside the safe area, in points.
    public var viewportHeight: Points { screenFacts.availableHeight }
    /// True when the content is taller than the viewport (it must scroll, or it is cut off without a scroll view).
    public var needsScroll: Bool { screenFacts.needsScroll }

    /// The solved node `id`.
    public subscript(id: NodeID) -> SolvedNode {
        // Read in place: `solved[id].frame` copies nothing of the node.
        _read { yield nodes[id.index] }
    }

    /// The placed children of `id`, in layout order.
    public func children(of id: NodeID) -> [SolvedNode] {
        tree.children(id).compactMap { nodes[$0.index].isPlaced ? nodes[$0.index] : nil }
    }

    /// Every placed node, depth first (pre-order).
    public var allNodes: [SolvedNode] { nodes.filter(\.isPlaced) }

    /// The node whose declared id is `id`, if it was placed.
    public func node(id: String) -> SolvedNode? {
        guard let n = tree.nodesById[id], nodes[n.index].isPlaced else { return nil }
        return nodes[n.index]
    }

    /// The findings of the standard rules (``LayoutRules/standard``) with this layout's thresholds, in tree order.
    public var diagnostics: [Diagnostic] { LayoutRules.standard.check(self) }

    /// Same as ``diagnostics`` (kept for callers that read both lists).
    public var allDiagnostics: [Diagnostic] { diagnostics }
}

/// Facts about a solved screen as a whole.
public struct ScreenFacts: Sendable, Hashable {
    /// Height the content wants at this width, in points: a scroll container's content height, else the root's
    /// height when proposed the width and an unbounded height.
    public var contentHeight: Points
    /// The root's height when proposed the whole safe area, in points.
    public var fittedHeight: Points
    /// The height inside the safe area, in points.
    public var availableHeight: Points
    /// True when the root itself scrolls (a scroll view or list, possibly inside padding or frames).
    public var rootScrolls: Bool
    /// True when some node of the tree scrolls.
    public var containsScroll: Bool
    /// True when the content is taller than the viewport.
    public var needsScroll: Bool
}

/// One solved node.
public struct SolvedNode: Sendable {
    /// Its id in the tree.
    public var node: NodeID
    /// Its kind.
    public var kind: NodeKindName
    /// Path from the root, e.g. `vstack/hstack[1]/button[0]`.
    public var path: String
    /// The node's declared id, if any.
    public var id: String?
    /// Frame in screen points.
    public var frame: Rect
    /// The content-size category in effect for the node (the cell's, limited by `dynamicTypeSize` ranges).
    public var category: ContentSizeCategory
    /// False for nodes the layout did not reach; every other field is then meaningless.
    public var isPlaced: Bool
    /// For texts and button titles: the measured text.
    public var text: SolvedText? {
        get { textBox?.value }
        set { textBox = newValue.map(Box.init) }
    }
    /// The text, boxed: most nodes have none, and a solved layout holds one node per node of the tree.
    private var textBox: Box<SolvedText>? = nil
    /// For stacks: the axis used and why.
    public var axis: AxisDecision? = nil
    /// For stacks along a bounded length: what the children need at their ideal lengths and what they got.
    public var stack: StackFacts? = nil
    /// For lists: each row's height, in order across sections.
    public var rows: [SolvedRow]? = nil
    /// For lists: the estimated row height a table view would use at this category (`scaledValue(for:)` of the estimate).
    public var estimatedRowHeight: Points? = nil
    /// For images and buttons with an icon: the image's name.
    public var imageName: String? = nil
    /// For scroll views and lists: the content's height in points.
    public var contentHeight: Points? = nil
    /// For frames: the size of the content when it is larger than the frame (and cut off); nil when it fits.
    public var clippedContent: Size? = nil
    /// Where the node was declared.
    public var location: SourceLocation? = nil

    /// True when the node's content is larger than its frame and cut off.
    public var clipped: Bool { clippedContent != nil }

    /// An unplaced node.
    static func unplaced(_ id: NodeID, tree: LayoutTree) -> SolvedNode {
        SolvedNode(
            node: id, kind: tree.kind(id), path: tree.path(id), id: tree[id].id, frame: .zero, category: .large,
            isPlaced: false, location: tree.location(id))
    }
}

/// An immutable value behind a reference, to keep large optional fields out of arrays of small structs.
final class Box<Value: Sendable>: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A measured text inside a solved node, with the facts about its style.
public struct SolvedText: Sendable {
    /// The string shown (after localization).
    public var string: String
    /// The style reference as written.
    public var style: String
    /// Font size in points as shown (after any `minimumScaleFactor` shrinking).
    public var size: Points
    /// The style's font size in points, before any shrinking.
    public var fontSize: Points
    /// The measurement: lines, widths, truncation, glyph runs.
    public var measurement: TextMeasurement
    /// The frame of the text box itself, in screen points.
    public var frame: Rect
    /// Line alignment.
    public var alignment: TextAlignment
    /// The line limit (0 = none).
    public var lineLimit: Int
    /// The width the text was offered, in points (nil = unbounded).
    public var offeredWidth: Points?
    /// The width of its widest unbreakable word, in points, when that can matter: measured when the text was offered
    /// a bounded width, has no one-line limit, and needed more than one line or more than that width; nil otherwise.
    public var widestWord: Points?
    /// False for a fixed size that ignores Dynamic Type.
    public var scales: Bool
    /// The Apple text style the font follows (a ramp style's `relativeTo`), if any.
    public var textStyle: TextStyle?
    /// True when a ramp style name was not found.
    public var unknownStyle: Bool
}

/// Which axis an adaptive (or fixed) stack used, and why.
public struct AxisDecision: Sendable, Hashable {
    /// The axis used.
    public var axis: Axis
    /// The stack's rule, if adaptive.
    public var rule: AdaptiveRule?
    /// A sentence explaining the choice.
    public var reason: String

    /// True when an adaptive stack turned vertical.
    public var flipped: Bool { rule != nil && axis == .vertical }
}

/// What a stack's children needed along its axis and what they got.
public struct StackFacts: Sendable, Hashable {
    /// The length available along the axis, in points.
    public var available: Points
    /// The children's ideal lengths plus spacing, in points (what they need side by side without wrapping).
    public var needed: Points
    /// Children given less than their ideal length along the axis.
    public var squeezed: [NodeID]
}

/// A list row's solved height.
public struct SolvedRow: Sendable, Hashable {
    /// The row's node.
    public var node: NodeID
    /// Section index.
    public var section: Int
    /// Row index within the section.
    public var row: Int
    /// Height in points (content plus margins, at least the minimum).
    public var height: Points
    /// Content height in points (without margins).
    public var contentHeight: Points
    /// The row's frame in screen points (the full width of the list).
    public var frame: Rect
}
