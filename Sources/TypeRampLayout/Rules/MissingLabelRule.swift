import TypeRampCore
import TypeRampMetrics

/// `missing-label`: an interactive element (button, link, adjustable, field, key) VoiceOver reads with no label.
/// A button showing only an image is `image-button-without-label` instead.
public struct MissingLabelRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .missingLabel }

    static let interactive: Set<AccessibilityTrait> = [.button, .link, .adjustable, .searchField, .keyboardKey, .textField]

    public func check(_ input: RuleInput) -> [Diagnostic] {
        let elements = input.elementsByNode
        return input.visible.compactMap { id in
            if ImageButtonWithoutLabelRule.applies(input, id) { return nil }
            guard let e = elements[id], e.label.isEmpty, !e.traits.isDisjoint(with: MissingLabelRule.interactive) else { return nil }
            return input.finding(descriptor, id, "interactive element has no label", suggestion: "set an accessibility label")
        }
    }
}
