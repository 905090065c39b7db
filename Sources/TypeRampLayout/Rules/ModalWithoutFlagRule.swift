import TypeRampCore
import TypeRampMetrics

/// `modal-without-flag`: content presented modally that does not set `accessibilityViewIsModal`.
public struct ModalWithoutFlagRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .modalWithoutFlag }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        input.visible.compactMap { id in
            let a = input.tree[id].accessibility
            guard a.presentsModally, !a.modal else { return nil }
            return input.finding(
                descriptor, id, "modal content does not set accessibilityViewIsModal",
                suggestion: "set accessibility: { modal: true }")
        }
    }
}
