import TypeRampCore
import TypeRampMetrics

/// `stack-must-flip`: a horizontal stack whose children need more than the width it has at their ideal sizes, and
/// whose text is cut off or broken inside words because of it (wrapping alone is what multi-line labels are for).
/// A `fit` stack flips by itself and is never reported; a `flipAt` stack is checked while it is still horizontal.
public struct StackMustFlipRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .stackMustFlip }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        let solved = input.solved, tree = input.tree
        var out: [Diagnostic] = []
        for id in input.placed([.hstack, .stack]) {
            let n = solved[id]
            guard let facts = n.stack, let decision = n.axis, decision.axis == .horizontal, facts.needed > facts.available + 0.5 else { continue }
            if case .fit? = decision.rule { continue }
            let squeezedText = facts.squeezed.contains { child in tree.subtree(child).contains { solved[$0].text != nil } }
            guard squeezedText else { continue }
            // Harmed: a word broken in the middle, or text cut off that has no line limit of its own. A text truncated at
            // the limit its code sets (`lineLimit(1)`) is that limit's finding (`text-truncated`, fixed by more lines),
            // not a reason to flip the stack.
            let harmed = tree.subtree(n.node).dropFirst().contains { id in
                guard let t = solved[id].text, solved[id].isPlaced else { return false }
                return TextBreaksWordRule.breaksWord(t) || (t.measurement.truncated && t.lineLimit == 0)
            }
            guard harmed else { continue }
            let suggestion: String
            // The least invasive fix first: flip only when the children no longer fit, which keeps the layout wherever it
            // works; a fixed threshold (which may mean "always", when a long language overflows at every size) second.
            if case .flipAt(let threshold)? = decision.rule {
                suggestion =
                    "flip when the children no longer fit (flipAt: fit), or earlier: flipAt \(n.category.shortName) instead of \(threshold.shortName)"
            } else {
                suggestion =
                    "let it become vertical when the children no longer fit (flipAt: fit), or from \(n.category.uikitName) (flipAt: \(n.category.shortName))"
            }
            out.append(
                input.finding(
                    descriptor, n.node,
                    "children need \(formatDecimal(facts.needed)) pt side by side; \(formatDecimal(facts.available)) pt available, so their text is cut off or broken",
                    suggestion: suggestion))
        }
        return out
    }
}
