import TypeRampCore
import TypeRampDecoding
import TypeRampMetrics

/// `content-needs-scroll`: the screen's content is taller than the screen and does not scroll.
public struct ContentNeedsScrollRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .contentNeedsScroll }

    /// How much taller than the screen the content may be before it is reported, in points (rounding).
    static let tolerance: Points = 0.5

    public func check(_ input: RuleInput) -> [Diagnostic] {
        let facts = input.solved.screenFacts
        guard !facts.rootScrolls, facts.fittedHeight > facts.availableHeight + ContentNeedsScrollRule.tolerance else { return [] }
        let height = formatDecimal(facts.fittedHeight), available = formatDecimal(facts.availableHeight)
        if let family = input.solved.tree.screen.widget {
            // A widget's box has a fixed size and never scrolls: what does not fit is cut off (docs/audit.md, "Widgets").
            // Content no taller than the box, centred in it, reaches only into its content margins (padding WidgetKit
            // adds, not a clip) and is drawn whole inside the box: that is not proven cut.
            let margins = input.solved.context.viewport.safeArea
            let intoMargins = facts.fittedHeight <= facts.availableHeight + margins.top + margins.bottom + ContentNeedsScrollRule.tolerance
            return [
                input.finding(
                    descriptor, .root,
                    "content is \(height) pt tall but the \(family.rawValue) widget has \(available) pt for it and does not scroll: the rest is cut off",
                    fix: RuleFix(
                        screens: "show less at large text sizes (fewer rows, a shorter layout in an 'if' on the category)",
                        swiftUI:
                            "show less at large sizes: ViewThatFits, fewer rows when dynamicTypeSize is large, or cap it with .dynamicTypeSize(...)"),
                    unverified: intoMargins ? ContentNeedsScrollRule.onlyIntoMargins : nil)
            ]
        }
        if !facts.containsScroll {
            return [
                input.finding(
                    descriptor, .root, "content is \(height) pt tall but the screen has \(available) pt and no scroll view",
                    fix: descriptor.fix)
            ]
        }
        // The screen already has a scroll view: the fix is to move what is outside it in, never to add another.
        return [
            input.finding(
                descriptor, .root, "content outside the scroll view is \(height) pt tall; the screen has \(available) pt",
                fix: RuleFix(
                    screens: "move the fixed content into the scroll view",
                    swiftUI: "move the content above and below the ScrollView or List into it"))
        ]
    }
}

extension ContentNeedsScrollRule {
    /// Why a widget's content that reaches only into its content margins is not proven cut.
    static let onlyIntoMargins =
        "whether anything is cut: the content reaches only into the widget's content margins, padding inside its box that does not clip"
}

extension RuleID {
    /// `content-needs-scroll`: content taller than the screen that does not scroll.
    public static let contentNeedsScroll = RuleID(declaring: "content-needs-scroll")
}

extension DiagnosticRule {
    /// `content-needs-scroll`: content taller than the screen that does not scroll.
    public static let contentNeedsScroll = DiagnosticRule(
        id: .contentNeedsScroll, severity: .error, kind: .layout,
        summary: "Content is taller than the screen and is not in a scroll view.",
        help: "Wrap the screen's content in a scroll view so it can grow with the text.",
        rationale:
            "Text that grows makes a screen taller than the device: without a scroll view the bottom of the screen, often its "
            + "buttons, cannot be reached. Apple's Dynamic Type guidance asks for scrolling content. An error: content is lost.",
        swiftUI:
            "`ScrollView`, `List` and `Form` scroll; a `VStack` at the root of a screen does not, and what it cannot show is "
            + "cut at the bottom of the screen.",
        thresholds: [
            RuleThreshold(
                value: ContentNeedsScrollRule.tolerance, unit: "pt", reason: "below what a @2x or @3x screen shows", name: "tolerance",
                isTunable: false)
        ],
        fix: RuleFix(screens: "wrap the screen's content in a scroll view", swiftUI: "wrap the content in a ScrollView"),
        // Where a view is drawn: a view moved by an amount the code computes (`guessed: [moved]`) may be elsewhere.
        guessesItDependsOn: Set(GuessKind.allCases),
        examples: [
            .screens(
                "↓vstack:\n  - text: Terms of service\n    style: largeTitle\n  - text: \(termsOfService)\n  - button: I agree",
                "Three paragraphs of terms outgrow the 568 pt screen from the larger sizes on."),
            .screens(
                "scroll:\n  - text: Terms of service\n    style: largeTitle\n  - text: \(termsOfService)\n  - button: I agree",
                "A scroll view can be as tall as its content."),
            .swiftUI(
                """
                ↓VStack(alignment: .leading, spacing: 16) {
                    Text("Terms of service").font(.largeTitle)
                    Text("\(termsOfService)")
                    Button("I agree") { }
                }
                """,
                "A VStack does not scroll."),
            .swiftUI(
                """
                ScrollView {
                    VStack(alignment: .leading, spacing: 16) {
                        Text("Terms of service").font(.largeTitle)
                        Text("\(termsOfService)")
                        Button("I agree") { }
                    }
                }
                """,
                "The ScrollView scrolls the stack."),
        ])

    /// Terms long enough to outgrow a phone screen at accessibility sizes.
    private static let termsOfService =
        "By using this app you agree to these terms, which govern your use of the service and any content you share. "
        + "We may update them from time to time and will tell you when we do. You can read them at any time in Settings."
}
