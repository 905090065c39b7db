import SwiftSyntax
import TypeRampDecoding

/// `.hidden()` (invisible and hidden from VoiceOver, its space kept) and `.position(x:y:)` (the view placed in a frame
/// that takes the space offered).
enum VisibilityModifier: ModifierConstruct {
    static let names = ["hidden", "position"]
    static let documentation = ConstructDocumentation(
        swift: "`.hidden()`, `.position(x:y:)`", screens: "`accessibility: hidden`; a frame that takes the space offered",
        notes: "a hidden view keeps its space, as in SwiftUI")
    static let examples = [
        ConstructExample(swift: #"Text("A").hidden()"#, screens: "text: A\nstyle: body\naccessibility:\n  hidden: true\n"),
        ConstructExample(
            swift: #"Text("A").position(x: 10, y: 10)"#, screens: "text: A\nstyle: body\nframe:\n  maxWidth: infinity\n  maxHeight: infinity\n"),
    ]

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        views.map { view in
            view.mapBranches { v in
                var v = v
                if m.name == "hidden" {
                    v.setAccessibility("hidden", Spec.plain("true", m.location))
                } else {
                    v.wrap(
                        .frame(
                            Spec.map(
                                [("maxWidth", Spec.plain("infinity", m.location)), ("maxHeight", Spec.plain("infinity", m.location))], m.location)))
                }
                return v
            }
        }
    }
}
