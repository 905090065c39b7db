import TypeRampCore
import TypeRampMetrics

/// `stack-must-flip`: a horizontal stack whose children need more than the width it has at their ideal sizes, and
/// whose text is cut off or broken inside words because of it (wrapping alone is what multi-line labels are for).
/// A `fit` stack flips by itself and is never reported; a `flipAt` stack is checked while it is still horizontal.
public struct StackMustFlipRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .stackMustFlip }

    /// How much more than the width they have the children may need before the stack is said not to fit, in points.
    static let tolerance: Points = 0.5

    public func check(_ input: RuleInput) -> [Diagnostic] {
        let solved = input.solved, tree = input.tree
        var out: [Diagnostic] = []
        for id in input.placed([.hstack, .stack]) {
            let n = solved[id]
            guard let facts = n.stack, let decision = n.axis, decision.axis == .horizontal,
                facts.needed > facts.available + StackMustFlipRule.tolerance
            else { continue }
            if case .fit? = decision.rule { continue }
            // A stack with one child that draws anything beside spacers (`HStack { Text(answer); Spacer() }`, an empty
            // leading view): stacking it vertically changes nothing; a word too wide for the row is `text-breaks-word`'s.
            let drawn = tree.children(n.node).filter { child in
                tree.kind(child) != .spacer && solved[child].isPlaced && solved[child].frame.width > 0 && !MissingLabelRule.drawsNothing(child, tree)
            }
            guard drawn.count >= 2 else { continue }
            // A text field's placeholder is not text the row can lose (`NodeKindName.isTextEntry`): the field takes the
            // width its row leaves it and cuts its hint on one line.
            let squeezedText = facts.squeezed.contains { child in
                tree.subtree(child).contains { solved[$0].text != nil && !tree.kind($0).isTextEntry }
            }
            guard squeezedText else { continue }
            // Harmed: a word broken in the middle, or text cut off that has no line limit of its own. A text truncated at
            // the limit its code sets (`lineLimit(1)`) is that limit's finding (`text-truncated`, fixed by more lines),
            // not a reason to flip the stack.
            let harmed = tree.subtree(n.node).dropFirst().contains { id in
                guard let t = solved[id].text, solved[id].isPlaced, !tree.kind(id).isTextEntry else { return false }
                return TextBreaksWordRule.breaksWord(id, t, tree) || (t.measurement.truncated && t.lineLimit == 0)
            }
            guard harmed else { continue }
            let screens: String
            // The least invasive fix first: flip only when the children no longer fit, which keeps the layout wherever it
            // works; a fixed threshold (which may mean "always", when a long language overflows at every size) second.
            if case .flipAt(let threshold)? = decision.rule {
                screens =
                    "flip when the children no longer fit (flipAt: fit), or earlier: flipAt \(n.category.shortName) instead of \(threshold.shortName)"
            } else {
                screens =
                    "let it become vertical when the children no longer fit (flipAt: fit), or from \(n.category.uikitName) (flipAt: \(n.category.shortName))"
            }
            out.append(
                input.finding(
                    descriptor, n.node,
                    "children need \(formatDecimal(facts.needed)) pt side by side; \(formatDecimal(facts.available)) pt available, so their text is cut off or broken",
                    fix: RuleFix(screens: screens, swiftUI: descriptor.fix.swiftUI)))
        }
        return out
    }
}

extension RuleID {
    /// `stack-must-flip`: a horizontal stack whose children no longer fit side by side.
    public static let stackMustFlip = RuleID(declaring: "stack-must-flip")
}

extension DiagnosticRule {
    /// `stack-must-flip`: a horizontal stack whose children no longer fit side by side.
    public static let stackMustFlip = DiagnosticRule(
        id: .stackMustFlip, severity: .warning, kind: .layout,
        summary: "A horizontal stack's children no longer fit side by side.",
        help: "Make the stack adaptive (flip to vertical at the category where it stops fitting).",
        rationale:
            "Apple's HIG (Typography, Dynamic Type) and its Dynamic Type sessions ask layouts to stack side-by-side content "
            + "vertically at accessibility sizes. A row whose children no longer fit cuts or breaks their text; the texts' own "
            + "truncations, broken words and overlaps inside it are listed in this finding, the first five by name and the rest counted (one finding per cause). A warning.",
        swiftUI:
            "An `HStack` never changes axis; `ViewThatFits { HStack { … }; VStack { … } }` picks the first that fits, and "
            + "`AnyLayout` switches layout on `dynamicTypeSize.isAccessibilitySize`. A text cut at its own `.lineLimit(1)` is "
            + "`text-truncated`'s finding, not a reason to flip.",
        thresholds: [
            RuleThreshold(
                value: StackMustFlipRule.tolerance, unit: "pt", reason: "below what a @2x or @3x screen shows", name: "tolerance",
                isTunable: false)
        ],
        fix: RuleFix(
            screens: "let it become vertical when the children no longer fit (flipAt: fit), or from the category where it stops fitting",
            swiftUI:
                "let it become vertical when it no longer fits: ViewThatFits { HStack { … }; VStack { … } }, or AnyLayout(VStackLayout()) when dynamicTypeSize.isAccessibilitySize"
        ),
        examples: [
            .screens(
                "↓hstack:\n  - text: Notifications\n  - spacer: {}\n  - text: Banners, sounds\n    lines: 1",
                "Side by side at AX5 “Notifications” has to break inside the word."),
            .screens(
                "hstack:\n  - text: Notifications\n  - spacer: {}\n  - text: Banners, sounds\n    lines: 1\nflipAt: accessibilityMedium",
                "From AX1 the stack is vertical and each text has the whole width."),
            .screens(
                "hstack:\n  - text: Notifications\n  - spacer: {}\n  - text: Banners, sounds\n    lines: 1\nflipAt: fit",
                "A stack that flips when its children no longer fit is never reported."),
            .screens(
                "hstack:\n  - text: Notifications and announcements\n  - spacer: {}",
                "One text beside a spacer: stacking it vertically changes nothing (a word too wide is `text-breaks-word`'s)."),
            .swiftUI(
                """
                ↓HStack(spacing: 12) {
                    Button("Accept all cookies") { }.buttonStyle(.bordered)
                    Button("Manage choices") { }.buttonStyle(.bordered)
                }
                """,
                "Two bordered buttons side by side at every size."),
            .swiftUI(
                """
                ViewThatFits {
                    HStack(spacing: 12) {
                        Button("Accept all cookies") { }.buttonStyle(.bordered)
                        Button("Manage choices") { }.buttonStyle(.bordered)
                    }
                    VStack(spacing: 12) {
                        Button("Accept all cookies") { }.buttonStyle(.bordered)
                        Button("Manage choices") { }.buttonStyle(.bordered)
                    }
                }
                """,
                "ViewThatFits stacks the buttons when they no longer fit side by side."),
        ])
}
