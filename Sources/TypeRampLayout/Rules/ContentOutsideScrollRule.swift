import TypeRampCore
import TypeRampMetrics

/// `content-outside-scroll`: views stacked above or below a scroll view or list, outside it, that take more than half of
/// the stack's height at this size, so the scrolling content is squeezed into what is left (a banner or a header kept
/// outside the `ScrollView`, as real apps' Dynamic Type bugs often are).
///
/// It reports the tallest such view (the one to move). A list or scroll view alone, or views that stay under half the
/// height, are fine: that is what `safeAreaInset` and pinned buttons are for.
public struct ContentOutsideScrollRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .contentOutsideScroll }

    /// The share of the stack's height the views outside the scroll view may take before it is reported.
    public static let share: Double = 0.5

    public func check(_ input: RuleInput) -> [Diagnostic] {
        let tree = input.tree
        var out: [Diagnostic] = []
        for stack in input.placed([.vstack, .stack]) {
            // A stack that itself scrolls (inside a scroll view or a list) keeps nothing on screen.
            if isInsideScrollingContainer(stack, tree) { continue }
            let solved = input.solved[stack]
            guard solved.axis.map({ $0.axis == .vertical }) ?? (tree.kind(stack) == .vstack), solved.frame.height > 0 else { continue }
            let children = tree.children(stack).filter { input.solved[$0].isPlaced }
            let scrolling = children.filter { scrolls($0, tree) }
            guard !scrolling.isEmpty else { continue }
            let others = children.filter { !scrolls($0, tree) && !isSpacer($0, tree) }
            let outside = others.reduce(0) { $0 + input.solved[$1].frame.height }
            guard outside > solved.frame.height * ContentOutsideScrollRule.share,
                let tallest = others.max(by: { input.solved[$0].frame.height < input.solved[$1].frame.height })
            else { continue }
            let left = scrolling.reduce(0) { $0 + input.solved[$1].frame.height }
            let percent = Int((outside / solved.frame.height * 100).rounded())
            out.append(
                input.finding(
                    descriptor, tallest,
                    "views outside the scroll view take \(percent)% of the screen's height, leaving \(formatDecimal(left)) pt to scroll",
                    suggestion: "move it into the ScrollView or List, or keep it pinned with .safeAreaInset and a .dynamicTypeSize(...) limit"))
        }
        return out
    }

    /// Whether a child is a scroll view or list (through modifiers).
    func scrolls(_ id: NodeID, _ tree: LayoutTree) -> Bool {
        var current = id
        while true {
            switch tree.kind(current) {
            case .scroll, .list: return true
            case .padding, .frame, .fixedSize, .overlay, .background:
                guard let first = tree.children(current).first else { return false }
                current = first
            default: return false
            }
        }
    }

    func isInsideScrollingContainer(_ id: NodeID, _ tree: LayoutTree) -> Bool {
        var current = tree.parent(id)
        while let node = current {
            if tree.kind(node) == .scroll || tree.kind(node) == .list { return true }
            current = tree.parent(node)
        }
        return false
    }

    func isSpacer(_ id: NodeID, _ tree: LayoutTree) -> Bool {
        tree.kind(id) == .spacer || tree.kind(id) == .divider
    }
}
