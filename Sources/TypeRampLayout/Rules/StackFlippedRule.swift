import TypeRampCore
import TypeRampMetrics

/// `stack-flipped` (information): an adaptive stack turned vertical, as designed.
public struct StackFlippedRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .stackFlipped }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        input.placed([.stack]).compactMap { id in
            let n = input.solved[id]
            guard let decision = n.axis, decision.flipped else { return nil }
            return input.finding(descriptor, n.node, "stack is vertical: \(decision.reason)")
        }
    }
}

extension RuleID {
    /// `stack-flipped`: an adaptive stack turned vertical.
    public static let stackFlipped = RuleID(declaring: "stack-flipped")
}

extension DiagnosticRule {
    /// `stack-flipped`: an adaptive stack turned vertical.
    public static let stackFlipped = DiagnosticRule(
        id: .stackFlipped, severity: .information, kind: .layout,
        summary: "An adaptive stack turned vertical.",
        help: "Informational: the layout adapted as designed.",
        rationale:
            "Not a problem: the layout did what Apple's Dynamic Type guidance asks. It is reported as information so a review "
            + "can see where each screen changes shape (and the reading order can be checked there). Never fails an audit.",
        swiftUI:
            "`AnyLayout` chosen by `dynamicTypeSize.isAccessibilitySize` (`AnyLayout(VStackLayout())` or `AnyLayout(HStackLayout())`) "
            + "is an adaptive stack that turns vertical from AX1. `ViewThatFits` chooses one of its views and is not reported.",
        fix: RuleFix(screens: "nothing to fix", swiftUI: "nothing to fix"),
        examples: [
            .screens(
                "↓hstack:\n  - text: Departure\n  - text: Arrival\nflipAt: accessibilityMedium",
                "From AX1 the stack is vertical, as its flipAt says."),
            .screens("vstack:\n  - text: Departure\n  - text: Arrival", "A VStack is always vertical: nothing turned."),
            .swiftUI(
                """
                import SwiftUI

                struct Trip: View {
                    @Environment(\\.dynamicTypeSize) var size
                    var body: some View {
                        let layout = size.isAccessibilitySize ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
                        ↓layout {
                            Text("Departure")
                            Text("Arrival")
                        }
                    }
                }
                """,
                "AnyLayout takes the VStack layout at accessibility sizes."),
            .swiftUI(
                """
                VStack {
                    Text("Departure from Amsterdam Centraal")
                    Text("Arrival in Berlin Hauptbahnhof")
                }
                """,
                "A VStack never flips."),
        ])
}
