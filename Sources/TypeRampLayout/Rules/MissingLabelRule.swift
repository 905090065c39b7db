import TypeRampCore
import TypeRampMetrics

/// `missing-label`: an interactive element (button, link, adjustable, field, key) VoiceOver reads with no label.
/// A button showing only an image is `image-button-without-label` instead.
public struct MissingLabelRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .missingLabel }

    static let interactive: Set<AccessibilityTrait> = [.button, .link, .adjustable, .searchField, .keyboardKey, .textField]

    public func check(_ input: RuleInput) -> [Diagnostic] {
        input.visible.compactMap { id in
            // A button whose label draws nothing (`if let title { … }` with no title) is nothing VoiceOver lands on.
            guard input.element(id, satisfies: { e in e.label.isEmpty && !e.traits.isDisjoint(with: MissingLabelRule.interactive) }),
                !MissingLabelRule.drawsNothing(id, input.tree),
                !MissingLabelRule.readsItsPlaceholder(id, input.tree),
                !ImageButtonWithoutLabelRule.applies(input, id)
            else { return nil }
            return input.finding(descriptor, id, "interactive element has no label", fix: descriptor.fix)
        }
    }
}

extension MissingLabelRule {
    /// Whether a node is an empty text field with a placeholder: VoiceOver reads the placeholder (“Option 1, text field”)
    /// when the field's label is empty, so the field is not unnamed.
    static func readsItsPlaceholder(_ id: NodeID, _ tree: LayoutTree) -> Bool {
        guard tree.kind(id).isTextEntry, case .control(let c) = tree[id].kind, let placeholder = c.label else { return false }
        return !placeholder.baseText.trimmingCharacters(in: .whitespaces).isEmpty
    }

    /// Whether a node is a stack with nothing in it, or only such stacks: SwiftUI draws nothing for it (an empty view
    /// builder, a branch not taken), whatever size a layout gives it.
    static func drawsNothing(_ id: NodeID, _ tree: LayoutTree) -> Bool {
        switch tree.kind(id) {
        case .vstack, .hstack, .zstack: return tree.children(id).allSatisfy { drawsNothing($0, tree) }
        default: return false
        }
    }
}

extension RuleID {
    /// `missing-label`: an interactive element without an accessibility label.
    public static let missingLabel = RuleID(declaring: "missing-label")
}

extension DiagnosticRule {
    /// `missing-label`: an interactive element without an accessibility label.
    public static let missingLabel = DiagnosticRule(
        id: .missingLabel, severity: .error, kind: .accessibility,
        summary: "An interactive element has no accessibility label.",
        help: "Give it an accessibilityLabel that says what it does.",
        rationale:
            "VoiceOver announces an element by its label, then its traits: without a label a control is read as just “button” "
            + "and nobody can tell what it does. Apple's HIG (Accessibility, VoiceOver) asks for a label on every control. An "
            + "error: the control cannot be used without sight.",
        swiftUI:
            "A `Text`, a button's title and a control's label are their own labels. A shape or a container given the button "
            + "trait (`.accessibilityAddTraits(.isButton)`) has none until `.accessibilityLabel` gives it one. A button "
            + "whose label draws nothing (an empty view builder) is skipped: VoiceOver never lands on it. A text field with a "
            + "placeholder is read by its placeholder when its label is empty (`.accessibilityLabel(\"\")`).",
        fix: RuleFix(screens: "set an accessibility label", swiftUI: "add .accessibilityLabel(\"…\")"),
        guessesItDependsOn: [.view],
        examples: [
            .screens(
                "↓image: heart\nsize: 44\naccessibility: { traits: [button] }",
                "An image made a button, with nothing VoiceOver can say."),
            .screens("image: heart\nsize: 44\naccessibility: { traits: [button], label: Like }", "Read as “Like, button”."),
            .swiftUI(
                #"↓Circle().frame(width: 44, height: 44).accessibilityAddTraits(.isButton)"#,
                "A circle with the button trait and no label."),
            .swiftUI(
                #"Circle().frame(width: 44, height: 44).accessibilityAddTraits(.isButton).accessibilityLabel("Record")"#,
                "Read as “Record, button”."),
            .swiftUI(
                #"Button(action: {}) { EmptyView() }"#,
                "A button whose label draws nothing: VoiceOver never lands on it."),
            .swiftUI(
                #"TextField("Option 1", text: .constant("")).accessibilityLabel("")"#,
                "An empty label on a field with a placeholder: VoiceOver reads “Option 1, text field”."),
        ])
}
