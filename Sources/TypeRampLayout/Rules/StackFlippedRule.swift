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
