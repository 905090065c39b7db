import TypeRampCore
import TypeRampDecoding
import TypeRampMetrics

/// `overlapping-siblings`: what one child of a stack draws (its subtree, text included) reaches into the next one,
/// as when text spills out of a fixed frame. A stack with negative spacing overlaps its neighbours by design (an avatar
/// pile, `HStack(spacing: -8)`), and so does a child with negative padding on the edge facing its neighbour
/// (`.padding(.leading, -4)`): only what reaches further than that is reported.
public struct OverlappingSiblingsRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .overlappingSiblings }

    /// How far two siblings may reach into each other before it is reported, in points: half a point, below what a
    /// screen shows (neighbours that touch are not overlapping).
    static let tolerance: Points = 0.5

    public func check(_ input: RuleInput) -> [Diagnostic] {
        let solved = input.solved
        let extents = OverlappingSiblingsRule.drawnExtents(solved)
        var out: [Diagnostic] = []
        for id in input.placed([.hstack, .vstack, .stack]) {
            let stack = solved[id]
            guard let axis = stack.axis?.axis else { continue }
            let children = solved.children(of: stack.node)
            var designed: Points = 0
            if case .stack(let s) = input.tree[stack.node].kind, s.spacing < 0 { designed = -s.spacing }
            // An overlap of a loading placeholder speaks for the stack only when no other pair overlaps.
            var skeleton: Diagnostic?
            for i in children.indices.dropLast() {
                let a = children[i], b = children[i + 1]
                guard a.kind != .spacer, b.kind != .spacer, let ea = extents[a.node.index], let eb = extents[b.node.index],
                    let overlap = ea.intersection(eb, tolerance: OverlappingSiblingsRule.tolerance)
                else { continue }
                let along = axis == .horizontal ? overlap.width : overlap.height
                // Negative padding on the facing edges (`.padding(.leading, -4)` on each avatar of a pile) overlaps the
                // neighbours by design too.
                let padded =
                    OverlappingSiblingsRule.negativeInset(a.node, facingNext: true, along: axis, input.tree)
                    + OverlappingSiblingsRule.negativeInset(b.node, facingNext: false, along: axis, input.tree)
                guard along > designed + padded + OverlappingSiblingsRule.tolerance else { continue }
                let placeholder =
                    OverlappingSiblingsRule.holdsPlaceholder(a.node, input.tree) || OverlappingSiblingsRule.holdsPlaceholder(b.node, input.tree)
                let truncates = !placeholder && OverlappingSiblingsRule.textCouldFit([a.node, b.node], input, extents)
                // An SF Symbol spilling out of its frame may be narrower than the 1 em TypeRamp draws it.
                let symbolSlack =
                    OverlappingSiblingsRule.symbolSlack(a.node, facingNext: true, along: axis, input.tree, solved)
                    + OverlappingSiblingsRule.symbolSlack(b.node, facingNext: false, along: axis, input.tree, solved)
                let symbolWidth = along <= designed + padded + symbolSlack + OverlappingSiblingsRule.tolerance
                let finding = input.finding(
                    descriptor, stack.node,
                    "\(a.kind) and \(b.kind) overlap by \(formatDecimal(along)) pt",
                    fix: descriptor.fix,
                    unverified: placeholder
                        ? OverlappingSiblingsRule.whileLoading
                        : truncates ? OverlappingSiblingsRule.textFitsItsHeight : symbolWidth ? OverlappingSiblingsRule.symbolWidthVaries : nil)
                if !placeholder {
                    out.append(finding)
                    skeleton = nil
                    break
                }
                if skeleton == nil { skeleton = finding }
            }
            if let skeleton { out.append(skeleton) }
        }
        return out
    }

    /// Whether the subtree at `id` holds a loading placeholder (`guessed: [placeholder]`, SwiftUI's
    /// `.redacted(reason: .placeholder)`): grey bars shown while the content loads.
    static func holdsPlaceholder(_ id: NodeID, _ tree: LayoutTree) -> Bool {
        tree.subtree(id).contains { tree[$0].guesses.contains(.placeholder) }
    }

    /// Why an overlap with a loading placeholder is not proven to hide anything.
    static let whileLoading =
        "whether anything is hidden: one of the two is a loading placeholder (`.redacted(reason: .placeholder)`), grey bars shown only while its content loads"

    /// Why an overlap of text spilling out of a frame of fixed height is not proven.
    public static let textFitsItsHeight =
        "whether the text spills: SwiftUI fits a text to the height its frame offers, showing the lines that fit (cut with …) or shrinking it as far as its minimumScaleFactor lets it, and each text here could fit that way"

    /// Whether the overlap comes from frames of fixed or maximum height (`.frame(height: 72)`) whose content is taller than
    /// they are, each by no more than its texts of several lines would give back if shown on one line, and its texts that
    /// may shrink (`minimumScaleFactor`) would give back shrunk as far as they may: SwiftUI proposes
    /// the frame's height to the text, and a `Text` offered less height than its lines need shows only the lines that fit
    /// (never fewer than one; `truncationMode(_:)`'s documentation), where TypeRamp's layout lets them spill. False when
    /// no such frame overflows (the overlap has another cause) or when one does by more than its texts could give back
    /// (a one-line text taller than the frame, an image or a control that keeps its size).
    static func textCouldFit(_ roots: [NodeID], _ input: RuleInput, _ extents: [Rect?]) -> Bool {
        let tree = input.tree, solved = input.solved
        var overflowing = false
        for root in roots {
            for f in tree.subtree(root) {
                guard tree.kind(f) == .frame, case .frame(let spec, _) = tree[f].kind, spec.height != nil || spec.maxHeight != nil,
                    solved[f].isPlaced, let drawn = extents[f.index]
                else { continue }
                let box = solved[f].frame
                let overflow = max(0, drawn.maxY - box.maxY) + max(0, box.minY - drawn.minY)
                guard overflow > OverlappingSiblingsRule.tolerance else { continue }
                overflowing = true
                var givenBack: Points = 0
                for t in tree.subtree(f) {
                    guard solved.nodes[t.index].isPlaced, let text = solved.nodes[t.index].text else { continue }
                    if text.measurement.lines.count > 1 { givenBack += max(0, text.frame.height - text.measurement.lineHeight) }
                    // `.minimumScaleFactor(0.5)`: SwiftUI shrinks the text to fit the space offered, its height too.
                    if case .text(let node) = tree[t].kind, node.minimumScaleFactor < 1 {
                        givenBack += text.frame.height * (1 - node.minimumScaleFactor)
                    }
                }
                if givenBack + OverlappingSiblingsRule.tolerance < overflow { return false }
            }
        }
        return overflowing
    }

    /// Why an overlap no larger than the uncertainty of an SF Symbol's width is not proven.
    public static let symbolWidthVaries =
        "whether they overlap: an SF Symbol reaches out of its frame by no more than symbols' widths vary (about ±20 % around the 1 em TypeRamp draws them)"

    /// How much narrower than drawn the SF Symbols of the subtree at `id` that reach past its edge facing its next
    /// sibling (`facingNext`) or its previous one may be, in points: a fifth of the widest one's width (symbols' widths
    /// vary by about ±20 % around 1 em, docs/ios-defaults.md). Zero along a vertical stack, and when no symbol reaches
    /// past that edge.
    static func symbolSlack(_ id: NodeID, facingNext: Bool, along axis: Axis, _ tree: LayoutTree, _ solved: SolvedLayout) -> Points {
        guard axis == .horizontal, solved.nodes[id.index].isPlaced else { return 0 }
        let edge = facingNext ? solved[id].frame.maxX : solved[id].frame.minX
        var slack: Points = 0
        for t in tree.subtree(id) {
            guard case .image(let image) = tree[t].kind, case .symbol = image.sizing, solved.nodes[t.index].isPlaced else { continue }
            let f = solved.nodes[t.index].frame
            guard facingNext ? f.maxX > edge : f.minX < edge else { continue }
            slack = max(slack, 0.2 * f.width)
        }
        return slack
    }

    /// The negative padding, in points, on the edge of a child that faces its next sibling (`facingNext`: trailing or
    /// bottom) or its previous one (leading or top), along the stack's axis, summed down its chain of single children
    /// (the view a button or frame wraps).
    static func negativeInset(_ id: NodeID, facingNext: Bool, along axis: Axis, _ tree: LayoutTree) -> Points {
        var total: Points = 0
        var current: NodeID? = id
        while let c = current {
            if case .padding(let insets, _) = tree[c].kind {
                let edge =
                    axis == .horizontal ? (facingNext ? insets.trailing : insets.leading) : (facingNext ? insets.bottom : insets.top)
                if edge < 0 { total -= edge }
            }
            let children = tree.children(c)
            current = children.count == 1 ? children[0] : nil
        }
        return total
    }

    /// For each placed node, the union of its frame, its text box and its descendants' extents: what it draws.
    /// Spacers and empty frames draw nothing, nor do a padding's or a frame's own bounds (the space they add around their
    /// view is transparent: `.padding(.trailing, 20).frame(width: 45)` reaching past the frame covers nothing); a scroll view or list draws nothing outside its frame (its content
    /// scrolls inside it), nor does a clipped view (``Node/clipsContent``). One pass, children before parents.
    static func drawnExtents(_ solved: SolvedLayout) -> [Rect?] {
        var extents = [Rect?](repeating: nil, count: solved.nodes.count)
        for i in stride(from: solved.nodes.count - 1, through: 0, by: -1) {
            let n = solved.nodes[i]
            guard n.isPlaced else { continue }
            var union: Rect?
            func add(_ r: Rect) {
                guard let u = union else { union = r; return }
                let x0 = min(u.minX, r.minX), y0 = min(u.minY, r.minY)
                union = Rect(x: x0, y: y0, width: max(u.maxX, r.maxX) - x0, height: max(u.maxY, r.maxY) - y0)
            }
            if n.kind != .spacer && n.kind != .padding && n.kind != .frame && n.frame.width > 0 && n.frame.height > 0 { add(n.frame) }
            if let text = n.text { add(text.frame) }
            for child in solved.tree.children(n.node) { if let e = extents[child.index] { add(e) } }
            if n.kind == .scroll || n.kind == .list || solved.tree[n.node].clipsContent, let u = union {
                union = u.intersection(n.frame, tolerance: 0)
            }
            extents[i] = union
        }
        return extents
    }
}

extension RuleID {
    /// `overlapping-siblings`: what one child of a stack draws reaches into the next.
    public static let overlappingSiblings = RuleID(declaring: "overlapping-siblings")
}

extension DiagnosticRule {
    /// `overlapping-siblings`: what one child of a stack draws reaches into the next.
    public static let overlappingSiblings = DiagnosticRule(
        id: .overlappingSiblings, severity: .error, kind: .layout,
        summary: "Two siblings in a stack overlap.",
        help: "The stack's children need more room than it has; flip it or let its text wrap.",
        rationale:
            "Text drawn over other text can be read as neither. SwiftUI's frames do not clip what they hold, so content that outgrows "
            + "a fixed frame at a larger size is drawn over the view below it. An error: both views become unreadable. An overlap "
            + "with a loading placeholder (`.redacted(reason: .placeholder)`) is unverified information: its grey bars show only "
            + "while the content loads. So is one that comes only from texts of several lines in a frame of fixed height where "
            + "one line of each fits: SwiftUI shows such a text on the lines that fit (truncated), which TypeRamp's layout does "
            + "not yet do, so whether anything spills is not proven. So is an SF Symbol reaching out of its frame by no more "
            + "than a fifth of its width: TypeRamp draws symbols 1 em wide, and their real widths vary by about ±20 %.",
        swiftUI:
            "`.frame(height:)` proposes a height to its content but does not clip it. A `Text` offered less height than its lines "
            + "need shows the lines that fit, cut with an ellipsis, but never fewer than one; an image or a control keeps its "
            + "size: what does not fit is drawn beyond the frame, over its neighbour in the stack. `.frame(minHeight:)` grows instead.",
        thresholds: [
            RuleThreshold(
                value: OverlappingSiblingsRule.tolerance, unit: "pt", reason: "below what a @2x or @3x screen shows; touching is not overlapping",
                name: "tolerance", isTunable: false)
        ],
        fix: RuleFix(
            screens: "give the first one room for its content (a minimum instead of a fixed size), or flip the stack",
            swiftUI:
                "give the first one room for its content (.frame(minHeight:) instead of .frame(height:)), or let the stack become vertical with ViewThatFits"
        ),
        // Where a view is drawn: a view moved by an amount the code computes (`guessed: [moved]`) may be elsewhere.
        guessesItDependsOn: Set(GuessKind.allCases),
        examples: [
            .screens(
                "↓vstack:\n  - text: Delivery is free on every order over twenty euros, and returns are free for thirty days.\n    frame: { height: 20 }\n  - text: Terms apply",
                "Two lines of text in a 20 pt frame spill over “Terms apply” below."),
            .screens(
                "vstack:\n  - text: Delivery is free on every order over twenty euros, and returns are free for thirty days.\n    frame: { minHeight: 20 }\n  - text: Terms apply",
                "A minimum height grows with the text, pushing its neighbour down."),
            .swiftUI(
                """
                ↓VStack {
                    Text("Delivery is free on every order over twenty euros, and returns are free for thirty days.").frame(height: 20)
                    Text("Terms apply")
                }
                """,
                "SwiftUI's frame does not clip: the second line is drawn over “Terms apply”."),
            .swiftUI(
                """
                VStack {
                    Text("Delivery is free on every order over twenty euros, and returns are free for thirty days.")
                        .frame(height: 20)
                        .redacted(reason: .placeholder)
                    Text("Terms apply")
                }
                """,
                "A loading placeholder's grey bars spill over the text below only while the content loads: unverified."),
            .swiftUI(
                """
                VStack {
                    Text("Delivery is free on every order over twenty euros, and returns are free for thirty days.").frame(minHeight: 20)
                    Text("Terms apply")
                }
                """,
                "frame(minHeight:) grows with the text."),
            .swiftUI(
                """
                HStack(spacing: 0) {
                    Circle().frame(width: 28, height: 28).padding(.leading, -4)
                    Circle().frame(width: 28, height: 28).padding(.leading, -4)
                }
                """,
                "A pile of avatars, each drawn 4 pt over the one before by its negative padding: overlapping by design."),
        ])
}
