import TypeRampCore
import TypeRampMetrics

/// `text-truncated`: a text (or button title) cut off at its line limit, or clipped.
///
/// The fix names the limit the code sets, and only when it sets one: a navigation bar's title is one line because the
/// system draws it so (there is no `.lineLimit` to remove), and a text cut by the height it was given has no limit.
public struct TextTruncatedRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .textTruncated }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        // A text field's placeholder is one line by design: cut, it is a hint the user types over.
        input.texts(where: { node, t in t.measurement.truncated && !input.tree.kind(node).isTextEntry }).map { node, t in
            let m = t.measurement
            return input.finding(
                descriptor, node, "\(quoted(t.string)) is truncated: \(m.lines.count) of \(m.totalLineCount) lines shown",
                fix: fix(node, t, input))
        }
    }

    /// The fix for a truncated text: none for a text without a line limit (it was cut by its height: that is the
    /// frame's finding), shortening for a navigation title (one line by the system), else more lines.
    func fix(_ node: NodeID, _ t: SolvedText, _ input: RuleInput) -> RuleFix? {
        guard t.lineLimit > 0 else { return nil }
        let needed = t.measurement.totalLineCount
        if TextTruncatedRule.isNavigationTitle(node, input.tree) {
            return RuleFix(
                screens: "shorten the title: a navigation bar shows its title on one line; put the long text in the content",
                swiftUI: "shorten the .navigationTitle: the bar shows it on one line; put the long text in the view, where it can wrap")
        }
        return RuleFix(
            screens: "allow \(needed) lines (or 0 for no limit) at this size",
            swiftUI: "let it wrap: remove .lineLimit(\(t.lineLimit)), or let it grow to \(needed) lines (.lineLimit(\(t.lineLimit)...\(needed)))")
    }

    /// Whether `node` is the title of a navigation container (drawn by the bar, one line).
    static func isNavigationTitle(_ node: NodeID, _ tree: LayoutTree) -> Bool {
        guard let parent = tree.parent(node), case .navigation(let n) = tree[parent].kind, n.title != nil else { return false }
        return tree.children(parent).first == node
    }
}

extension RuleID {
    /// `text-truncated`: text cut off at its line limit.
    public static let textTruncated = RuleID(declaring: "text-truncated")
}

extension DiagnosticRule {
    /// `text-truncated`: text cut off at its line limit.
    public static let textTruncated = DiagnosticRule(
        id: .textTruncated, severity: .warning, kind: .layout,
        summary: "Text is cut off at its line limit.",
        help: "HIG: keep truncation to a minimum as text grows; allow more lines (or 0) at larger sizes.",
        rationale:
            "Apple's HIG (Typography) asks that text stay legible with a minimum of truncation at every size, and Dynamic Type "
            + "makes every line longer: a limit that fits at Large cuts the text at accessibility sizes. A warning, not an "
            + "error: some truncation is a design choice (a one-line subtitle in a list).",
        swiftUI:
            "A `Text` wraps onto as many lines as it needs unless `.lineLimit` caps it (a range `.lineLimit(1...3)` caps it at "
            + "its upper bound). The fix names the limit the code sets and is only given when it sets one; a navigation title "
            + "is one line because the bar draws it so, and its fix is to shorten it, never to remove a `.lineLimit` that is not there.",
        fix: RuleFix(
            screens: "allow more lines (`lines: 0` for no limit) at the sizes where it is cut",
            swiftUI: "remove `.lineLimit(n)`, or give a range (`.lineLimit(1...3)`) that grows at larger sizes"),
        examples: [
            .screens(
                "↓text: Your order has shipped and will arrive on Thursday\nlines: 1",
                "One line is too short for this sentence on a 320 pt screen at every size."),
            .screens(
                "text: Your order has shipped and will arrive on Thursday",
                "Without a line limit the text wraps; nothing is cut."),
            .screens("text: Done\nlines: 1", "A short word fits on its one line even at AX5 (53 pt body)."),
            .screens(
                "navigation:\n  text: Details\ntitle: ↓Notifications and sounds for all of your devices",
                "A navigation bar draws its large title on one line: a long one is cut (the fix: shorten it)."),
            .swiftUI(
                #"↓Text("Your order has shipped and will arrive on Thursday").lineLimit(1)"#,
                "SwiftUI cuts the text at its one line with an ellipsis."),
            .swiftUI(
                #"Text("Your order has shipped and will arrive on Thursday")"#,
                "A Text without .lineLimit wraps onto as many lines as it needs."),
        ])
}
