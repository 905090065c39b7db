import TypeRampCore
import TypeRampDecoding
import TypeRampMetrics

/// `horizontal-overflow`: a leaf drawn partly beyond the screen's left or right edge.
public struct HorizontalOverflowRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .horizontalOverflow }

    /// How far beyond an edge a leaf may reach before it is reported, in points: half a point, below what a screen shows.
    static let tolerance: Points = 0.5

    public func check(_ input: RuleInput) -> [Diagnostic] {
        let screenWidth = input.solved.context.viewport.size.width
        let tree = input.tree
        let tolerance = HorizontalOverflowRule.tolerance
        let overflowing = input.placed.filter { id in
            guard tree.kinds[id.index] != .spacer, tree.children[id.index].isEmpty, !HorizontalOverflowRule.scrollsHorizontally(id, tree) else {
                return false
            }
            guard let frame = HorizontalOverflowRule.drawnFrame(id, input) else { return false }
            return frame.maxX > screenWidth + tolerance || frame.minX < -tolerance
        }
        let overflowingSet = Set(overflowing)
        return overflowing.compactMap { id in
            let n = input.solved[id]
            // Pushed off the screen only because another view widened the box or column it sits in: that view's finding;
            // or another layer did, which may not be shown at the same time: not proven.
            let widening = HorizontalOverflowRule.widening(id, input, overflowingSet)
            if widening == .byReportedView { return nil }
            let beyond = max(n.frame.maxX - screenWidth, -n.frame.minX)
            let inHorizontalStack = tree.parent(n.node).flatMap { input.solved[$0].axis?.axis } == .horizontal
            let fix: RuleFix
            if inHorizontalStack {
                fix = RuleFix(
                    screens: "let the enclosing stack flip to vertical at this size",
                    swiftUI: "let the HStack become vertical when it no longer fits: ViewThatFits { HStack { … }; VStack { … } }")
            } else if n.kind == .image {
                fix = RuleFix(
                    screens: "size the image to the available width (frame maxWidth: infinity) instead of a fixed width",
                    swiftUI:
                        "size the image to the available width: .resizable().scaledToFit() with .frame(maxWidth: .infinity) instead of a fixed width")
            } else if let frame = HorizontalOverflowRule.enclosingFrame(id, tree), case .frame(let spec, _) = tree[frame].kind,
                let width = spec.width, width > screenWidth + tolerance
            {
                // A fixed width wider than the screen is the cause; a finding inside a frame of another kind may be a
                // container's (a stack wider than the screen), so the fix names only a width the code sets.
                fix = RuleFix(
                    screens: "give it a width no larger than the screen (maxWidth instead of a fixed width)",
                    swiftUI: "give it a width no larger than the screen: .frame(maxWidth:) instead of .frame(width: \(formatDecimal(width)))")
            } else {
                fix = descriptor.fix
            }
            return input.finding(
                descriptor, n.node,
                "\(n.kind) extends \(formatDecimal(beyond)) pt beyond the \(formatDecimal(screenWidth)) pt screen", fix: fix,
                unverified: widening == .byLayer ? HorizontalOverflowRule.onlyBesideTheWiderLayer : nil)
        }
    }

    /// The part of a leaf's frame that is drawn: its frame cut to the frames of the views it sits in that are clipped
    /// (``Node/clipsContent``: a blur five screens wide inside a clipped frame as wide as the content draws nothing past
    /// the screen); nil when none of it is.
    static func drawnFrame(_ id: NodeID, _ input: RuleInput) -> Rect? {
        var frame = input.solved[id].frame
        var current: NodeID? = id
        while let c = current {
            if input.tree[c].clipsContent {
                guard let cut = frame.intersection(input.solved[c].frame, tolerance: 0) else { return nil }
                frame = cut
            }
            current = input.tree.parent(c)
        }
        return frame
    }

    /// What pushed a leaf off the screen when it is there only because a container it sits in is wider than the screen on
    /// account of another of its children, while the child on the way to the leaf is no wider than the screen. SwiftUI
    /// draws the narrower child where its alignment puts it in the widened container, so it is off the screen too.
    enum Widening {
        /// A ZStack, overlay, frame or vertical stack (which align each child within their own width, SwiftUI's
        /// documented box and stack alignment) holds a child wider than the screen that has an overflowing leaf of its
        /// own: the cause, and the fix, is that child, which is reported, so the same problem is reported once. A
        /// horizontal stack's children take their places side by side, so one pushed off by its siblings stays reported.
        case byReportedView
        /// Another layer of a ZStack, overlay or background is wider than the screen with no leaf of its own beyond it
        /// (a padded card), or the leaf is in an overlay or background of a base wider than the screen (SwiftUI offers it
        /// the base's size). Layers are often shown one at a time (a presented card over the content it hides, an overlay
        /// shown on a condition the layout cannot see), so the finding is not proven.
        case byLayer
    }

    /// What widened a container of the overflowing leaf `id` (``Widening``), if anything; `overflowing` are the
    /// overflowing leaves. A view reported for it wins over a layer.
    static func widening(_ id: NodeID, _ input: RuleInput, _ overflowing: Set<NodeID>) -> Widening? {
        let tree = input.tree
        let limit = input.solved.context.viewport.size.width + tolerance
        var byLayer = false
        var child = id
        while let container = tree.parent(child) {
            defer { child = container }
            // An overlay or background is offered its base's size: a base wider than the screen widens it.
            if case .layer = tree[container].kind, let base = tree.children[container.index].first, base != child,
                input.solved[base].frame.width > limit
            {
                byLayer = true
            }
            guard input.solved[container].frame.width > limit, input.solved[child].frame.width <= limit else { continue }
            if input.solved[container].axis?.axis == .horizontal { continue }
            if case .scroll(.horizontal, _) = tree[container].kind { continue }
            var widerLayer = false
            for other in tree.children[container.index] where other != child && input.solved[other].frame.width > limit {
                if containsAny(other, overflowing, tree) { return .byReportedView }
                widerLayer = true
            }
            switch tree[container].kind {
            case .zstack, .layer: if widerLayer { byLayer = true }
            default: break
            }
        }
        return byLayer ? .byLayer : nil
    }

    /// Why a leaf another layer pushed off the screen is not proven off it.
    static let onlyBesideTheWiderLayer =
        "whether the layer wider than the screen beside it is shown at the same time: SwiftUI aligns each layer of a ZStack or overlay within the widest, and layers are often shown one at a time"

    /// Whether the subtree at `root` holds one of `leaves`.
    private static func containsAny(_ root: NodeID, _ leaves: Set<NodeID>, _ tree: LayoutTree) -> Bool {
        var stack = [root]
        while let n = stack.popLast() {
            if leaves.contains(n) { return true }
            stack += tree.children[n.index]
        }
        return false
    }

    /// The frame that wraps `id` (through padding and other modifiers), if any.
    static func enclosingFrame(_ id: NodeID, _ tree: LayoutTree) -> NodeID? {
        var current = tree.parent(id)
        while let c = current, tree.kind(c).isModifier {
            if tree.kind(c) == .frame { return c }
            current = tree.parent(c)
        }
        return nil
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

extension RuleID {
    /// `horizontal-overflow`: content beyond the screen's edge.
    public static let horizontalOverflow = RuleID(declaring: "horizontal-overflow")
}

extension DiagnosticRule {
    /// `horizontal-overflow`: content beyond the screen's edge.
    public static let horizontalOverflow = DiagnosticRule(
        id: .horizontalOverflow, severity: .error, kind: .layout,
        summary: "Content extends beyond the screen's width.",
        help: "Let the stack flip to vertical, or allow the text to wrap.",
        rationale:
            "What is drawn beyond the screen's edge cannot be seen or tapped, and iOS screens do not scroll sideways unless a "
            + "horizontal scroll view says so. An error: content is lost. Content inside a horizontal scroll view is not reported.",
        swiftUI:
            "A view with a fixed width wider than the screen (`.frame(width: 400)`) or an `HStack` whose children do not fit "
            + "overflows on both sides of a centred screen; `ScrollView(.horizontal)` content scrolls and is not reported. A "
            + "view pushed off the screen only because a wider sibling widened the `ZStack`, overlay, frame or `VStack` both sit "
            + "in (each aligns its views within its own width) is that sibling's finding, reported once; in an `HStack` each "
            + "view pushed off by the others is reported. A view pushed off only by another layer of a `ZStack`, overlay or "
            + "background that is wider than the screen with nothing of its own beyond it (a padded card), or by the base an "
            + "overlay is offered the size of, is unverified information: layers are often shown one at a time.",
        thresholds: [
            RuleThreshold(
                value: HorizontalOverflowRule.tolerance, unit: "pt", reason: "below what a @2x or @3x screen shows", name: "tolerance",
                isTunable: false)
        ],
        fix: RuleFix(
            screens: "give it a width no larger than the screen, or let its text wrap",
            swiftUI: "give it a width no larger than the screen, or let its text wrap"),
        // Where a view is drawn: a view moved by an amount the code computes (`guessed: [moved]`) may be elsewhere.
        guessesItDependsOn: Set(GuessKind.allCases),
        examples: [
            .screens("↓image: banner\nwidth: 400\nheight: 40", "A 400 pt image on a 320 pt screen runs 40 pt beyond each edge."),
            .screens("image: banner\nwidth: 300\nheight: 40", "300 pt fits the 320 pt screen."),
            .screens(
                "zstack:\n  - ↓image: banner\n    width: 400\n    height: 40\n  - image: badge\n    width: 300\n    height: 40\nalignment: leading",
                "The 400 pt banner widens the ZStack, centred on the screen, and the badge at its leading edge starts 40 pt off the screen: only because of the banner, which is the finding."
            ),
            .screens(
                "zstack:\n  - image: card\n    width: 280\n    height: 40\n    padding: 30\n  - image: badge\n    width: 300\n    height: 40\nalignment: leading",
                "The padded card is 340 pt wide, all of it on the screen but its padding, and the badge at the ZStack's leading edge starts 10 pt off the screen: only if both layers are shown at once, which layers often are not (unverified)."
            ),
            .screens(
                "↓image: banner\nwidth: 400\nheight: 40\noverlay:\n  content:\n    text: Caption\n  alignment: leading",
                "The 400 pt banner runs 40 pt off each edge, and its caption at its leading edge with it: one cause, the banner, reported once."
            ),
            .screens(
                "hstack:\n  - ↓image: photo\n    width: 200\n    height: 40\n  - ↓image: caption\n    width: 200\n    height: 40\nspacing: 0",
                "Side by side, two 200 pt images need 400 pt: each is pushed off one edge of the screen by the other, and each is reported."),
            .screens(
                "scroll:\n  image: banner\n  width: 400\n  height: 40\naxis: horizontal",
                "A horizontal scroll view scrolls its content sideways: nothing is lost."),
            .swiftUI(
                #"↓Image("banner").resizable().frame(width: 400, height: 40)"#,
                "A fixed 400 pt frame is wider than the 320 pt screen."),
            .swiftUI(
                #"Image("banner").resizable().scaledToFit().frame(maxWidth: .infinity)"#,
                "The image takes the width it is offered."),
        ])
}
