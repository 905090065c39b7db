import SwiftSyntax
import TypeRampDecoding

/// `.sheet`, `.fullScreenCover`, `.alert`, `.confirmationDialog`, `.popover`, `.inspector`: a presentation attached to
/// the view.
enum PresentationModifier: ModifierConstruct {
    static let names = ["sheet", "fullScreenCover", "alert", "confirmationDialog", "popover", "inspector", "actionSheet"]
    static let documentation = ConstructDocumentation(
        swift: "`.sheet`, `.fullScreenCover`, `.alert`, `.confirmationDialog`, `.popover`, `.inspector`", screens: "`accessibility: presentation`",
        notes: "SwiftUI's presentations are modal to VoiceOver by construction (`modal: true`); the presented content is a screen of its own")
    static let examples = [
        ConstructExample(
            swift: #"Text("A").sheet(isPresented: .constant(false)) { Text("B") }"#,
            screens: "text: A\nstyle: body\naccessibility:\n  presentation: sheet\n  modal: true\n")
    ]

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        let kind = ["alert": "alert", "confirmationDialog": "alert", "actionSheet": "alert", "popover": "popover"][m.name] ?? "sheet"
        return views.map { view in
            view.mapBranches { v in
                var v = v
                v.setAccessibility("presentation", Spec.plain(kind, m.location))
                // SwiftUI makes its presentations modal to VoiceOver itself (UIKit needs accessibilityViewIsModal).
                v.setAccessibility("modal", Spec.plain("true", m.location))
                return v
            }
        }
    }
}
