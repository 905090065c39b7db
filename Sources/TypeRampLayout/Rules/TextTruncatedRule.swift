import TypeRampCore
import TypeRampMetrics

/// `text-truncated`: a text (or button title) cut off at its line limit, or clipped.
public struct TextTruncatedRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .textTruncated }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        input.texts.compactMap { node, t in
            guard t.measurement.truncated else { return nil }
            let m = t.measurement
            return input.finding(
                descriptor, node, "\(quoted(t.string)) is truncated: \(m.lines.count) of \(m.totalLineCount) lines shown",
                suggestion: t.lineLimit > 0 ? "allow \(m.totalLineCount) lines (or 0 for no limit) at this size" : nil)
        }
    }
}
