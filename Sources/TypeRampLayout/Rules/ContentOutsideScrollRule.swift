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
                    fix: descriptor.fix))
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

extension RuleID {
    /// `content-outside-scroll`: views outside a scroll view that take most of the screen.
    public static let contentOutsideScroll = RuleID(declaring: "content-outside-scroll")
}

extension DiagnosticRule {
    /// `content-outside-scroll`: views outside a scroll view that take most of the screen.
    public static let contentOutsideScroll = DiagnosticRule(
        id: .contentOutsideScroll, severity: .warning, kind: .layout,
        summary: "Views outside a scroll view take most of the screen.",
        help: "Keep what grows with Dynamic Type inside the ScrollView or List; pin only small controls, with a dynamicTypeSize limit.",
        rationale:
            "A header or banner kept above a scroll view grows with the text while the screen does not: at accessibility sizes "
            + "it takes most of the screen and leaves a sliver to scroll the content in. Reported at the tallest such view, the "
            + "one to move. A warning: the content can still be scrolled.",
        swiftUI:
            "Views in a `VStack` beside a `ScrollView` or `List` stay on screen while the scroll view takes what is left. "
            + "`.safeAreaInset(edge:)` pins a view the same way; keeping it small (a `.dynamicTypeSize(...)` limit) is the intended use.",
        thresholds: [
            RuleThreshold(
                value: ContentOutsideScrollRule.share * 100, unit: "%",
                reason: "of the stack's height: past half, the scrolling content has less room than what does not scroll",
                name: "share outside", isTunable: false)
        ],
        fix: RuleFix(
            screens: "move it into the ScrollView or List, or keep it pinned with .safeAreaInset and a .dynamicTypeSize(...) limit",
            swiftUI: "move it into the ScrollView or List, or keep it pinned with .safeAreaInset and a .dynamicTypeSize(...) limit"),
        examples: [
            .screens(
                "vstack:\n  - ↓text: \(banner)\n  - scroll:\n      - text: Order 1042\n      - text: Order 1043",
                "The banner's paragraph grows past half the screen at accessibility sizes; the orders scroll in what is left."),
            .screens(
                "scroll:\n  - text: \(banner)\n  - text: Order 1042\n  - text: Order 1043",
                "Inside the scroll view the banner scrolls away with the rest."),
            .swiftUI(
                """
                VStack {
                    ↓Text("\(banner)")
                    ScrollView {
                        Text("Order 1042")
                        Text("Order 1043")
                    }
                }
                """,
                "A banner kept above the ScrollView."),
            .swiftUI(
                """
                ScrollView {
                    Text("\(banner)")
                    Text("Order 1042")
                    Text("Order 1043")
                }
                """,
                "The banner scrolls with the content."),
        ])

    /// A banner's text, long enough to take most of a phone screen at accessibility sizes.
    private static let banner =
        "Deliveries may be delayed this week because of the holidays. Orders placed after Thursday will arrive next week; "
        + "you can follow each order from this screen."
}
