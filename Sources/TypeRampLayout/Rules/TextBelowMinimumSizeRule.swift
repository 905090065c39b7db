import TypeRampCore
import TypeRampMetrics

/// `text-below-minimum-size`: text shown smaller than the minimum legible size (iOS: 11 pt, or the threshold set).
public struct TextBelowMinimumSizeRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .textBelowMinimumSize }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        let minimum = input.solved.thresholds.minimumTextSize ?? 11
        return input.texts.compactMap { node, t in
            guard t.size < minimum - 0.001 else { return nil }
            return input.finding(
                descriptor, node, "\(quoted(t.string)) is \(formatDecimal(t.size)) pt; the minimum is \(formatDecimal(minimum)) pt",
                suggestion: "set a minimumSize of \(formatDecimal(minimum)) pt for the style")
        }
    }
}
