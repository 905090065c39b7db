import TypeRampCore
import TypeRampMetrics

/// `row-taller-than-screen`: a list row taller than the screen shows, so it cannot be seen whole.
public struct RowTallerThanScreenRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .rowTallerThanScreen }

    /// How much taller than the visible height a row may be before it is reported, in points (rounding).
    static let tolerance: Points = 0.5

    public func check(_ input: RuleInput) -> [Diagnostic] {
        let shown = input.solved.screenFacts.availableHeight
        return input.placed([.list]).flatMap { id -> [Diagnostic] in
            (input.solved[id].rows ?? []).filter { $0.height > shown + RowTallerThanScreenRule.tolerance }.map { row in
                input.finding(
                    descriptor, row.node, "row is \(formatDecimal(row.height)) pt tall; the screen shows \(formatDecimal(shown)) pt",
                    fix: descriptor.fix)
            }
        }
    }
}

extension RuleID {
    /// `row-taller-than-screen`: a list row taller than the screen.
    public static let rowTallerThanScreen = RuleID(declaring: "row-taller-than-screen")
}

extension DiagnosticRule {
    /// `row-taller-than-screen`: a list row taller than the screen.
    public static let rowTallerThanScreen = DiagnosticRule(
        id: .rowTallerThanScreen, severity: .warning, kind: .layout,
        summary: "A list row is taller than the screen.",
        help: "Limit the row's text lines or move detail to another screen.",
        rationale:
            "A row taller than the screen cannot be seen whole: its top scrolls away before its end appears, and VoiceOver's "
            + "focus rectangle no longer fits. Rows grow with their text, so a long one reaches it at accessibility sizes. A "
            + "warning: the content can still be scrolled to.",
        swiftUI:
            "`List` and `Form` rows size themselves to their content (at least 44 pt); a `Text` in a row has no line limit unless "
            + "`.lineLimit` sets one.",
        thresholds: [
            RuleThreshold(
                value: RowTallerThanScreenRule.tolerance, unit: "pt",
                reason: "above the screen's visible height (its safe area), below what a screen shows",
                name: "tolerance", isTunable: false)
        ],
        fix: RuleFix(
            screens: "limit the row's text lines or show the detail on another screen",
            swiftUI: "limit the row's text with .lineLimit or show the detail on another screen"),
        // A List scrolls through a tall row; what matters inside it is found by the rules on its content.
        unverifiedInSwift: "whether the row hides anything: a List scrolls through a row taller than the screen",
        examples: [
            .screens(
                "list:\n  - rows:\n      - ↓text: \(review)\n      - text: Wi-Fi",
                "A whole review in one row outgrows the 568 pt screen at accessibility sizes."),
            .screens(
                "list:\n  - rows:\n      - text: \(review)\n        lines: 3\n      - text: Wi-Fi",
                "Three lines of the review fit in a row at every size."),
            .swiftUI(
                """
                List {
                    ↓Text("\(review)")
                    Text("Wi-Fi")
                }
                """,
                "The row holds the whole review."),
            .swiftUI(
                """
                Form {
                    Section("Your review") {
                        ↓Text("\(review)")
                    }
                }
                """,
                "A Form's rows grow with their text as a List's do."),
            .swiftUI(
                """
                List {
                    Text("\(review)").lineLimit(3)
                    Text("Wi-Fi")
                }
                """,
                "Three lines, with the rest on the detail screen."),
        ])

    /// A review long enough that its row outgrows a phone screen at accessibility sizes.
    private static let review =
        "The hotel was close to the station and the staff were friendly, but the room was smaller than in the pictures and "
        + "the street was loud at night. Breakfast was good, with fresh bread and fruit every morning, and the view from the "
        + "terrace made up for a lot. We would come back, though we would ask for a room at the back of the building."
}
