import TypeRampCore
import TypeRampMetrics

/// `modal-without-flag`: content presented modally that does not set `accessibilityViewIsModal`.
///
/// UIKit needs the flag on a custom presented view, or VoiceOver reads and focuses what is behind it. SwiftUI's
/// presentations (`sheet`, `fullScreenCover`, `alert`, `confirmationDialog`, `popover`, `inspector`) are modal to
/// VoiceOver by construction: the importer writes `modal: true` with them, and the rule stays silent.
public struct ModalWithoutFlagRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .modalWithoutFlag }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        input.visible.compactMap { id in
            let a = input.tree[id].accessibility
            guard a.presentsModally, !a.modal else { return nil }
            return input.finding(descriptor, id, "modal content does not set accessibilityViewIsModal", fix: descriptor.fix)
        }
    }
}

extension RuleID {
    /// `modal-without-flag`: presented content without `accessibilityViewIsModal`.
    public static let modalWithoutFlag = RuleID(declaring: "modal-without-flag")
}

extension DiagnosticRule {
    /// `modal-without-flag`: presented content without `accessibilityViewIsModal`.
    public static let modalWithoutFlag = DiagnosticRule(
        id: .modalWithoutFlag, severity: .error, kind: .accessibility,
        summary: "Content presented modally does not set accessibilityViewIsModal.",
        help: "Without it VoiceOver can wander behind the sheet or alert.",
        rationale:
            "A custom view presented over others in UIKit must set `accessibilityViewIsModal` (Apple's UIAccessibility "
            + "documentation): otherwise VoiceOver keeps reading and focusing the screen behind it, and people lose track of "
            + "the dialog they are in. An error: the screen behind can be activated by mistake.",
        swiftUI:
            "SwiftUI's `sheet`, `fullScreenCover`, `alert`, `confirmationDialog`, `popover` and `inspector` are modal to "
            + "VoiceOver by construction; the importer writes `modal: true` with them, so the rule never fires on SwiftUI "
            + "presentations. It fires on a screens-format (UIKit) presentation without `modal: true`.",
        fix: RuleFix(
            screens: "set accessibility: { modal: true }",
            swiftUI: "present it with .sheet, .fullScreenCover or .alert, which are modal to VoiceOver"),
        guessesItDependsOn: [.view],
        examples: [
            .screens(
                "↓vstack: [ { text: Delete photo? }, { button: Delete } ]\naccessibility: { presentation: sheet }",
                "A presented view without the flag: VoiceOver can leave it."),
            .screens(
                "vstack: [ { text: Delete photo? }, { button: Delete } ]\naccessibility: { presentation: sheet, modal: true }",
                "accessibilityViewIsModal keeps VoiceOver inside."),
            .swiftUI(
                #"Text("Photos").sheet(isPresented: .constant(true)) { Text("Delete photo?") }"#,
                "A SwiftUI sheet is modal to VoiceOver by construction."),
            .swiftUI(
                #"Text("Photos").alert("Delete photo?", isPresented: .constant(true)) { Button("Delete", role: .destructive) { } }"#,
                "An alert is modal by construction."),
            .swiftUI(
                #"Text("Photos").confirmationDialog("Delete photo?", isPresented: .constant(true)) { Button("Delete") { } }"#,
                "A confirmation dialog is modal by construction."),
        ])
}
