import SwiftSyntax
import TypeRampDecoding

/// `.hidden()` (invisible, taking no taps and hidden from VoiceOver, its space kept) and `.position(x:y:)` (the view placed in a frame
/// that takes the space offered, its centre at the point given; TypeRamp lays it out centred: a point the code computes
/// at run time (a drag, a tap's location) is `moved`, and findings about where it is drawn are unverified, as for
/// `.offset`).
enum VisibilityModifier: ModifierConstruct {
    static let names = ["hidden", "position"]
    static let documentation = ConstructDocumentation(
        swift: "`.hidden()`, `.position(x:y:)`", screens: "`hidden: true`; a frame that takes the space offered",
        notes:
            "a hidden view keeps its space and draws nothing, as in SwiftUI (no rule measures what it holds); a positioned view is laid out centred in its frame, and a point "
            + "the code computes at run time marks it `guessed: [moved]` (findings about where it is drawn are unverified)")
    static let examples = [
        ConstructExample(swift: #"Text("A").hidden()"#, screens: "text: A\nstyle: body\naccessibility:\n  hidden: true\nhidden: true\n"),
        ConstructExample(
            swift: #"Text("A").position(x: 10, y: 10)"#, screens: "text: A\nstyle: body\nframe:\n  maxWidth: infinity\n  maxHeight: infinity\n"),
        ConstructExample(
            swift: #"Text("A").position(tapLocation)"#,
            screens: "text: A\nstyle: body\nguessed: [moved]\nframe:\n  maxWidth: infinity\n  maxHeight: infinity\n"),
    ]

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        views.map { view in
            view.mapBranches { v in
                var v = v
                if m.name == "hidden" {
                    // Drawn invisible, no taps, its space kept; hidden from VoiceOver too (read by the importer's own
                    // accessibility reasoning before the screens format sees `hidden`).
                    v.setAccessibility("hidden", Spec.plain("true", m.location))
                    v.wrap(.hidden)
                } else {
                    // `.position(x: 13, y: 15)`, `.position(CGPoint(x: 4, y: 4))`: read; anything else is a point of run time.
                    if !OffsetModifier.readsEveryAmount(m, in: "CGPoint") { v.guessed.insert(.moved) }
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
