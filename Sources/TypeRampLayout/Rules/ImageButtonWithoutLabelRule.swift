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
                fix: descriptor.fix)
        }
    }
}

extension RuleID {
    /// `image-button-without-label`: a button showing only an image, without a label.
    public static let imageButtonWithoutLabel = RuleID(declaring: "image-button-without-label")
}

extension DiagnosticRule {
    /// `image-button-without-label`: a button showing only an image, without a label.
    public static let imageButtonWithoutLabel = DiagnosticRule(
        id: .imageButtonWithoutLabel, severity: .error, kind: .accessibility,
        summary: "A button shows only an image and has no label.",
        help: "VoiceOver would read the image's file name or nothing; set an accessibilityLabel.",
        rationale:
            "An icon says what a button does to people who see it; VoiceOver reads the image's file name or nothing. Apple's "
            + "HIG (Accessibility, Buttons) asks for a label on every icon-only button. An error: the button cannot be used "
            + "without sight.",
        swiftUI:
            "SwiftUI reads an image by its name when nothing else labels it (`Image(systemName: \"gear\")` is read “gear”, "
            + "`Image(\"icon-settings\")` “icon-settings”), so an image-only `Button` always has a label and is not reported; a name "
            + "is a poor label, and `Button(\"Settings\", systemImage: \"gear\")` with `.labelStyle(.iconOnly)` gives a real one.",
        fix: RuleFix(
            screens: "set an accessibility label that says what the button does",
            swiftUI: "give it a title: Button(\"…\", systemImage: …) with .labelStyle(.iconOnly), or .accessibilityLabel(\"…\")"),
        guessesItDependsOn: [.view],
        examples: [
            .screens("↓button: null\nsystemImage: gear\ninsets: 14", "A gear with nothing to say."),
            .screens("button: null\nsystemImage: gear\ninsets: 14\naccessibility: { label: Settings }", "Read as “Settings, button”."),
            .screens("button: Settings\nsystemImage: gear\ninsets: 14", "The title is the label."),
            .swiftUI(
                #"Button { } label: { Image(systemName: "gear") }"#, "SwiftUI reads the symbol's name, “gear”: a label, if a poor one."),
            .swiftUI(
                #"Button("Settings", systemImage: "gear") { }.labelStyle(.iconOnly)"#,
                "The title stays the label while only the icon shows."),
            .swiftUI(
                #"Button { } label: { Image(systemName: "gear") }.accessibilityLabel("Settings")"#,
                "An explicit label."),
        ])
}
