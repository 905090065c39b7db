import TypeRampCore
import TypeRampMetrics
import TypeRampText

/// A screen solved at one cell: every node's frame, text lines, axis decisions and row heights, the diagnostics,
/// and what VoiceOver sees.
public struct SolvedLayout: Sendable {
    /// The screen's name.
    public var screen: String
    /// The cell it was solved at.
    public var context: LayoutContext
    /// The solved root.
    public var root: SolvedNode
    /// Height the content wants at this width, in points (a scroll view's content, or the root's natural height).
    public var contentHeight: Points
    /// The height available inside the safe area, in points.
    public var viewportHeight: Points
    /// True when the content is taller than the viewport (it must scroll, or it is cut off without a scroll view).
    public var needsScroll: Bool
    /// Layout diagnostics, in tree order.
    public var diagnostics: [Diagnostic]
    /// The accessibility elements in VoiceOver's swipe order, rotors and findings.
    public var accessibility: AccessibilityTree

    /// Every solved node, depth first.
    public var allNodes: [SolvedNode] {
        var out: [SolvedNode] = []
        func visit(_ n: SolvedNode) { out.append(n); n.children.forEach(visit) }
        visit(root)
        return out
    }

    /// The node with `id`, if any.
    public func node(id: String) -> SolvedNode? { allNodes.first { $0.id == id } }

    /// Layout and accessibility diagnostics together.
    public var allDiagnostics: [Diagnostic] { diagnostics + accessibility.diagnostics }
}

/// One solved node.
public struct SolvedNode: Sendable {
    /// Kind name (`text`, `hstack` …).
    public var kind: String
    /// Path from the root, e.g. `vstack/hstack[1]/button[0]`.
    public var path: String
    /// The node's id, if declared.
    public var id: String?
    /// Frame in screen points.
    public var frame: Rect
    /// For texts and button titles: the measured text.
    public var text: SolvedText?
    /// For stacks: the axis used and why.
    public var axis: AxisDecision?
    /// For lists: each row's height, in order across sections.
    public var rows: [SolvedRow]?
    /// For lists: the estimated row height a table view would use at this category (`scaledValue(for:)` of the estimate).
    public var estimatedRowHeight: Points?
    /// For images: the name.
    public var imageName: String?
    /// For scroll views and lists: the content's height in points.
    public var contentHeight: Points?
    /// True when the node's content is larger than its frame and cut off.
    public var clipped: Bool
    /// Children in layout order.
    public var children: [SolvedNode]
    /// Where the node was declared.
    public var location: SourceLocation?
}

/// A measured text inside a solved node.
public struct SolvedText: Sendable {
    /// The string shown (after localization).
    public var string: String
    /// The style reference as written.
    public var style: String
    /// Font size in points.
    public var size: Points
    /// The measurement: lines, widths, truncation, glyph runs.
    public var measurement: TextMeasurement
    /// The frame of the text box itself, in screen points.
    public var frame: Rect
    /// Line alignment.
    public var alignment: TextAlignment
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

/// A list row's solved height.
public struct SolvedRow: Sendable, Hashable {
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

/// A finding about a solved layout.
public struct Diagnostic: Sendable, Hashable {
    /// The rule's stable id (`text-truncated`, `touch-target-too-small` …).
    public var rule: String
    /// How serious it is.
    public var severity: Severity
    /// What happened, in a sentence.
    public var message: String
    /// The node's path.
    public var path: String
    /// The node's id, if declared.
    public var nodeId: String?
    /// Where the node was declared.
    public var location: SourceLocation?
    /// A fix, where one is known.
    public var suggestion: String?

    /// Creates a diagnostic.
    public init(rule: String, severity: Severity, message: String, path: String, nodeId: String? = nil,
                location: SourceLocation? = nil, suggestion: String? = nil) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.path = path
        self.nodeId = nodeId
        self.location = location
        self.suggestion = suggestion
    }
}
