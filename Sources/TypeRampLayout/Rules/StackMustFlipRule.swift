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
            let harmed = tree.subtree(n.node).dropFirst().contains { id in
                guard let t = solved[id].text, solved[id].isPlaced else { return false }
                return t.measurement.truncated || TextBreaksWordRule.breaksWord(t)
            }
            guard harmed else { continue }
            let suggestion: String
            if case .flipAt(let threshold)? = decision.rule {
                suggestion = "flip earlier: flipAt \(n.category.uikitName) instead of \(threshold.uikitName), or flipAt: fit"
            } else {
                suggestion = "make the stack adaptive: vertical from \(n.category.uikitName) (flipAt: \(n.category.shortName), or flipAt: fit)"
            }
            out.append(input.finding(
                descriptor, n.node,
                "children need \(formatDecimal(facts.needed)) pt side by side; \(formatDecimal(facts.available)) pt available, so their text is cut off or broken",
                suggestion: suggestion))
        }
        return out
    }
}
