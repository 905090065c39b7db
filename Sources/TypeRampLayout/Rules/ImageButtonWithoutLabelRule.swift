import TypeRampCore
import TypeRampMetrics

/// `image-button-without-label`: a button that shows only an image and has no accessibility label.
public struct ImageButtonWithoutLabelRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .imageButtonWithoutLabel }

    /// Whether node `id` is an image-only button without a label.
    static func applies(_ input: RuleInput, _ id: NodeID) -> Bool {
        let spec = input.tree[id]
        guard case .button(let b) = spec.kind, b.title == nil else { return false }
        return (spec.accessibility.label ?? "").isEmpty
    }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        input.visible.compactMap { id in
            guard ImageButtonWithoutLabelRule.applies(input, id), case .button(let b) = input.tree[id].kind else { return nil }
            return input.finding(
                descriptor, id, "button shows only \(b.icon.map { "the image '\($0.name)'" } ?? "an image") and has no label",
                suggestion: "set an accessibility label that says what the button does")
        }
    }
}
