import TypeRampCore
import TypeRampDecoding
import TypeRampMetrics

/// `content-clipped`: text larger than a fixed frame, cut off.
///
/// Only a frame that holds text is reported: a text proposed less height than its lines shows only the lines that fit,
/// and what it cannot show spills over what lies around it. A frame does not clip an image or a symbol (SwiftUI draws
/// the whole view, centred on the frame, unless `.clipped()` is added): one a little larger than its frame loses
/// nothing, and when it covers a neighbour `overlapping-siblings` says so. Nor does it clip a text's one line: a
/// frame whose texts each need a single line, none cut, draws them whole past its edges, so the finding is proven only
/// when a text in it needs more than one line (SwiftUI shortens it to the lines the height holds, unless a
/// `minimumScaleFactor` lets it shrink instead) or has lost lines, or when a clip on the frame or a view it sits in
/// (``Node/clipsContent``) or a scroll view cuts what it draws (not the padding around it); otherwise it is unverified
/// information.
public struct ContentClippedRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .contentClipped }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        input.placed([.frame]).compactMap { id in
            let n = input.solved[id]
            guard let content = n.clippedContent else { return nil }
            let texts = input.tree.subtree(id).filter { d in input.solved[d].isPlaced && input.solved[d].text != nil }
            guard !texts.isEmpty else { return nil }
            return input.finding(
                descriptor, n.node,
                "content \(formatDecimal(content.width)) × \(formatDecimal(content.height)) pt is clipped by a \(formatDecimal(n.frame.width)) × \(formatDecimal(n.frame.height)) pt frame",
                fix: descriptor.fix,
                unverified: texts.contains { ContentClippedRule.losesLines($0, in: id, input) } || ContentClippedRule.cutByAncestor(id, input)
                    ? nil : ContentClippedRule.onlyIfClipped)
        }
    }

    /// Whether the text `node` in a frame too small for its content loses lines to it: one already cut at that height
    /// (a line limit aside: a text at its own limit loses nothing to the frame), or one that needs more than one line
    /// (SwiftUI gives it the height that is left, and it shows only the lines that fit) unless it may shrink instead
    /// (`minimumScaleFactor`: SwiftUI draws it smaller until it fits). A text that keeps its ideal height
    /// (`.fixedSize(horizontal: false, vertical: true)` on it or a view between it and the frame) loses none: it
    /// draws every line, past the frame's edges (where `overlapping-siblings` says what it covers).
    static func losesLines(_ node: NodeID, in frame: NodeID, _ input: RuleInput) -> Bool {
        // A text field shows one line and scrolls its text sideways: a placeholder cut at its end is cut by the width,
        // and loses no line to a frame's height.
        if input.tree.kind(node) == .textField || input.tree.kind(node) == .secureField { return false }
        var current = input.tree.parent(node)
        while let c = current, c != frame {
            if case .fixedSize(let axes, _) = input.tree[c].kind, axes.contains(.vertical) { return false }
            current = input.tree.parent(c)
        }
        guard let text = input.solved[node].text else { return false }
        let m = text.measurement
        if m.truncated && (text.lineLimit == 0 || m.lines.count < text.lineLimit) { return true }
        guard m.lines.count > 1 else { return false }
        if case .text(let t) = input.tree[node].kind, t.minimumScaleFactor < 1 { return false }
        return true
    }

    /// Whether a scroll view the frame `id` sits in cuts what the frame draws past its edges (a scroll view clips its
    /// content to its bounds across the axis it scrolls along; along it, the content scrolls), or the frame or a view it
    /// sits in is clipped (``Node/clipsContent``) and what the frame draws reaches past that view's frame. What is drawn
    /// are the leaves (texts, images, controls, shapes), spacers aside: a padding, a frame or a stack around them that
    /// reaches past the clip is empty space, and cutting it cuts nothing.
    static func cutByAncestor(_ id: NodeID, _ input: RuleInput) -> Bool {
        let tree = input.tree
        var minX = Points.infinity, minY = Points.infinity, maxX = -Points.infinity, maxY = -Points.infinity
        for d in tree.subtree(id)
        where d != id && input.solved[d].isPlaced && tree.children(d).isEmpty && tree.kind(d) != .spacer {
            let f = input.solved[d].frame
            minX = min(minX, f.minX)
            minY = min(minY, f.minY)
            maxX = max(maxX, f.maxX)
            maxY = max(maxY, f.maxY)
        }
        guard minX <= maxX else { return false }
        var current: NodeID? = id
        while let c = current {
            let bounds = input.solved[c].frame
            let pastX = minX < bounds.minX - 0.5 || maxX > bounds.maxX + 0.5
            let pastY = minY < bounds.minY - 0.5 || maxY > bounds.maxY + 0.5
            // A view clipped where the code says so (`.clipped()`, `.clipShape`) cuts what reaches past its frame.
            if tree[c].clipsContent && (pastX || pastY) { return true }
            if c != id, case .scroll(let axis, _) = tree[c].kind, axis == .horizontal ? pastY : pastX { return true }
            current = tree.parent(c)
        }
        return false
    }

    /// Why a frame whose texts each show their one line whole is not proven to cut anything.
    static let onlyIfClipped =
        "whether anything clips the frame: each text in it shows its one line whole, drawn past the frame's edges, and no clip (`.clipped()`, `.clipShape`, `.cornerRadius`, `.mask`) or scroll view cutting it was read"
}

extension RuleID {
    /// `content-clipped`: content larger than a fixed frame, cut off.
    public static let contentClipped = RuleID(declaring: "content-clipped")
}

extension DiagnosticRule {
    /// `content-clipped`: content larger than a fixed frame, cut off.
    public static let contentClipped = DiagnosticRule(
        id: .contentClipped, severity: .error, kind: .layout,
        summary: "Content is larger than a fixed frame and is cut off.",
        help: "Use a minimum instead of a fixed size, or scale the frame with scaledValue(for:).",
        rationale:
            "A frame of fixed height sized for the default text size cannot hold the same text at larger sizes: lines are lost "
            + "(a label or a `Text` shows only the lines that fit its height). Apple's HIG asks for layouts that adapt to every "
            + "size. An error: content is lost. Only frames that hold text are reported: an image or symbol larger than its "
            + "frame is drawn whole (a frame does not clip without `.clipped()`), and covering a neighbour is "
            + "`overlapping-siblings`. Nor is a text's one line: a text always shows at least one line, and a frame draws it whole "
            + "past its edges unless the frame is clipped; a text field is one line, its placeholder cut by its width, never by a "
            + "frame's height. So a frame whose texts each need one line is listed as unverified "
            + "information; the error is proven when a text in it needs more lines than the height holds, or when a clip "
            + "(`.clipped()`, `.clipShape`, `.cornerRadius`, `.mask`: `clipped: true`) on it or a view it sits in, or a scroll "
            + "view it sits in, cuts what it draws (a padding or a frame around a text or an image that reaches past the clip is "
            + "empty space, and cutting it loses nothing).",
        swiftUI:
            "`.frame(width:height:)` proposes exactly its size to the text, which then shows only the lines that fit (a `Text` "
            + "truncates at the last line that fits its height). `.frame(minHeight:)` and `@ScaledMetric` lengths grow with it. A "
            + "text under `.fixedSize(horizontal: false, vertical: true)` keeps the height of all its lines and is drawn past "
            + "the frame instead (what it covers is `overlapping-siblings`).",
        fix: RuleFix(
            screens: "use minWidth/minHeight instead of a fixed size, or scale the frame with scaledValue(for:)",
            swiftUI: "use .frame(minWidth:minHeight:) instead of a fixed size, or take the length from an @ScaledMetric property"),
        // Where a view is drawn: a view moved by an amount the code computes (`guessed: [moved]`) may be elsewhere.
        guessesItDependsOn: Set(GuessKind.allCases),
        examples: [
            .screens(
                "text: Free delivery on orders over 20 euros\nframe: ↓{ height: 22 }",
                "The frame clips: 22 pt holds one line at Large; the sentence needs two or more from xxxLarge on a 320 pt screen."),
            .screens(
                "text: Free delivery on orders over 20 euros\nframe: { minHeight: 22 }",
                "A minimum height grows with the text."),
            .swiftUI(
                #"↓Text("Free delivery on orders over 20 euros").frame(height: 22)"#,
                "A fixed height holds one line of body text at Large only."),
            .swiftUI(
                #"Text("Free delivery on orders over 20 euros").frame(minHeight: 22)"#,
                "frame(minHeight:) grows with the text."),
            .screens(
                "text: Sign in\nframe: { height: 16 }",
                "One line of body text is taller than 16 pt from Large on, but nothing is lost: the line is drawn whole past the frame's edges (unverified: unless the frame is clipped)."
            ),
            .swiftUI(
                #"Text("Sign in").font(.headline).frame(height: 20)"#,
                "A one-line title a little taller than its frame is drawn whole; unverified, since the code could clip the frame."),
            .swiftUI(
                """
                ↓Text("Opening hours\\nMonday to Friday 9 to 18\\nSaturday 10 to 14")
                    .font(.custom("Inter", size: 15, relativeTo: .subheadline))
                    .frame(height: 60)
                """,
                "Three hard lines of a custom font that follows Dynamic Type outgrow a fixed 60 pt height."),
        ])
}
