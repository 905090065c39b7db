import TypeRampCore
import TypeRampMetrics

/// `touch-target-too-small`: a button smaller than the hit target (HIG: 44 × 44 pt, or the threshold set).
public struct TouchTargetTooSmallRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .touchTargetTooSmall }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        let target = input.solved.thresholds.touchTarget
        let side = formatDecimal(target)
        return input.placed([.button]).compactMap { id in
            let n = input.solved[id]
            guard n.frame.width < target - 0.001 || n.frame.height < target - 0.001 else { return nil }
            return input.finding(descriptor, n.node,
                                 "button is \(formatDecimal(n.frame.width)) × \(formatDecimal(n.frame.height)) pt; controls need \(side) × \(side) pt",
                                 suggestion: "increase the content insets or add a minimum frame of \(side) × \(side) pt")
        }
    }
}
