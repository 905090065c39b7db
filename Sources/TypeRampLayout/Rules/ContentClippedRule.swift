import TypeRampCore
import TypeRampMetrics

/// `content-clipped`: content larger than a fixed frame, cut off.
public struct ContentClippedRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .contentClipped }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        input.placed([.frame]).compactMap { id in
            let n = input.solved[id]
            guard let content = n.clippedContent else { return nil }
            return input.finding(
                descriptor, n.node,
                "content \(formatDecimal(content.width)) × \(formatDecimal(content.height)) pt is clipped by a \(formatDecimal(n.frame.width)) × \(formatDecimal(n.frame.height)) pt frame",
                suggestion: "use minWidth/minHeight instead of a fixed size, or scale the frame with scaledValue(for:)")
        }
    }
}
