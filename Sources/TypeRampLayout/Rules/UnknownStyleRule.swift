import TypeRampCore
import TypeRampMetrics

/// `unknown-style`: text naming a style its type ramp does not define (measured at body's size meanwhile).
public struct UnknownStyleRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .unknownStyle }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        input.texts.compactMap { node, t in
            guard t.unknownStyle else { return nil }
            return input.finding(descriptor, node, "\(quoted(t.string)) uses a style the type ramp does not define")
        }
    }
}
