import TypeRampCore
import TypeRampMetrics

/// `horizontal-overflow`: a leaf drawn partly beyond the screen's left or right edge.
public struct HorizontalOverflowRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .horizontalOverflow }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        let screenWidth = input.solved.context.viewport.size.width
        let tree = input.tree
        return input.placed.compactMap { id in
            guard tree.kinds[id.index] != .spacer, tree.children[id.index].isEmpty, !HorizontalOverflowRule.scrollsHorizontally(id, tree) else {
                return nil
            }
            let n = input.solved[id]
            guard
                n.frame.maxX > screenWidth + 0.5 || n.frame.minX < -0.5
            else { return nil }
            let beyond = max(n.frame.maxX - screenWidth, -n.frame.minX)
            let inHorizontalStack = tree.parent(n.node).flatMap { input.solved[$0].axis?.axis } == .horizontal
            let suggestion: String
            if inHorizontalStack {
                suggestion = "let the enclosing stack flip to vertical at this size"
            } else if n.kind == .image {
                suggestion = "size the image to the available width (frame maxWidth: infinity) instead of a fixed width"
            } else {
                suggestion = "give it a width no larger than the screen, or let its text wrap"
            }
            return input.finding(
                descriptor, n.node,
                "\(n.kind) extends \(formatDecimal(beyond)) pt beyond the \(formatDecimal(screenWidth)) pt screen",
                suggestion: suggestion)
        }
    }

    /// Whether `id` lies inside a horizontal scroll view (content there scrolls sideways; it does not overflow).
    static func scrollsHorizontally(_ id: NodeID, _ tree: LayoutTree) -> Bool {
        var current = tree.parent(id)
        while let c = current {
            if case .scroll(.horizontal, _) = tree[c].kind { return true }
            current = tree.parent(c)
        }
        return false
    }
}
