import TypeRampCore
import TypeRampMetrics

/// `fixed-size-text`: text with a fixed point size that does not follow Dynamic Type.
public struct FixedSizeTextRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .fixedSizeText }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        input.texts.compactMap { node, t in
            guard !t.scales, !t.unknownStyle else { return nil }
            return input.finding(
                descriptor, node, "\(quoted(t.string)) has a fixed size (\(formatDecimal(t.fontSize)) pt) that ignores Dynamic Type",
                suggestion: "map the style to a text style with relativeTo")
        }
    }
}
