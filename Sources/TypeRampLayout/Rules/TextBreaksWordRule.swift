import TypeRampCore
import TypeRampMetrics

/// `text-breaks-word`: a word wider than the width its text was offered, so it breaks inside the word.
public struct TextBreaksWordRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .textBreaksWord }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        input.texts(where: { node, t in TextBreaksWordRule.breaksWord(node, t, input.tree) }).compactMap { node, t in
            guard let word = t.widestWord, let width = t.offeredWidth else { return nil }
            return input.finding(
                descriptor, node, "\(quoted(t.string)) has a word \(formatDecimal(word)) pt wide in \(formatDecimal(width)) pt",
                fix: descriptor.fix, unverified: TextBreaksWordRule.mayShrink(node, t, input.tree) ? TextBreaksWordRule.shrinksInstead : nil)
        }
    }

    /// Whether the text may shrink over more than one line (`minimumScaleFactor` below 1 with no one-line limit): TypeRamp
    /// shrinks a text to fit only on one line (docs/text.md), and whether SwiftUI shrinks a text of several lines to keep
    /// its widest word whole, rather than break it, is not modelled.
    static func mayShrink(_ node: NodeID, _ t: SolvedText, _ tree: LayoutTree) -> Bool {
        guard case .text(let text) = tree[node].kind, text.minimumScaleFactor < 1 else { return false }
        return t.lineLimit != 1
    }

    /// Why a break in a text that may shrink over several lines is not proven.
    static let shrinksInstead =
        "whether the text shrinks instead: it may scale down (`minimumScaleFactor`) over several lines, which TypeRamp does not model, and a smaller font may keep the word whole"

    /// Whether the text's widest word is wider than the width it was offered. A text field's placeholder is one line
    /// cut with an ellipsis (`NodeKindName.isTextEntry`): it never breaks a word.
    static func breaksWord(_ node: NodeID, _ t: SolvedText, _ tree: LayoutTree) -> Bool {
        guard !tree.kind(node).isTextEntry, let word = t.widestWord, let width = t.offeredWidth else { return false }
        return word > width + TextBreaksWordRule.tolerance
    }

    /// How much wider than its line a word may be before it is said to break, in points: half a point, below what a
    /// @2x or @3x screen shows.
    static let tolerance: Points = 0.5
}

extension RuleID {
    /// `text-breaks-word`: a word wider than its line, broken inside the word.
    public static let textBreaksWord = RuleID(declaring: "text-breaks-word")
}

extension DiagnosticRule {
    /// `text-breaks-word`: a word wider than its line, broken inside the word.
    public static let textBreaksWord = DiagnosticRule(
        id: .textBreaksWord, severity: .warning, kind: .layout,
        summary: "A word is wider than its line and breaks in the middle.",
        help: "Give the text more width (stack it vertically at large sizes) or a smaller maximum size.",
        rationale:
            "A word cut in two (“Datenschutzeinstel-lungen” with no hyphen) is hard to read; long compound words in German, "
            + "Finnish or Dutch reach it first at accessibility sizes. Apple's HIG (Typography) asks for layouts that adapt "
            + "to larger text rather than break it. A warning: the text is still all there.",
        swiftUI:
            "SwiftUI's `Text` wraps at word boundaries and breaks a word only when the word alone is wider than the line, as "
            + "UIKit does. `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)` caps how large the text grows. A text that may shrink "
            + "(`.minimumScaleFactor`) without a one-line limit is listed as unverified information: TypeRamp shrinks only a text "
            + "of one line, and a smaller font may keep the word whole.",
        thresholds: [
            RuleThreshold(
                value: TextBreaksWordRule.tolerance, unit: "pt", reason: "below what a @2x or @3x screen shows", name: "tolerance", isTunable: false)
        ],
        fix: RuleFix(
            screens: "give the text more width, or limit how large it grows (dynamicTypeSize: ...xxxl)",
            swiftUI: "give the text more width, or limit how large it grows with .dynamicTypeSize(...DynamicTypeSize.xxxLarge)"),
        examples: [
            .screens(
                "↓text: Datenschutzeinstellungen",
                "One German word of 24 letters is wider than 320 pt from the accessibility sizes on."),
            .screens(
                "text: Datenschutzeinstellungen\ndynamicTypeSize: ...xxxl",
                "Capped at xxxLarge (body 23 pt), the word fits on its line."),
            .screens("text: Privacy settings for your account", "Short words wrap between words at every size."),
            .swiftUI(#"↓Text("Datenschutzeinstellungen")"#, "The word alone is wider than the line at AX5."),
            .swiftUI(
                #"Text("Datenschutzeinstellungen").dynamicTypeSize(...DynamicTypeSize.xxxLarge)"#,
                "Capped at xxxLarge, the word fits."),
        ])
}
