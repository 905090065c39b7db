import SwiftSyntax
import TypeRampDecoding

/// `.onTapGesture`, `.gesture`, `.onLongPressGesture`: actions only a gesture reaches.
enum GestureModifier: ModifierConstruct {
    static let names = ["onTapGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "onLongPressGesture"]
    static let documentation = ConstructDocumentation(
        swift: "`.onTapGesture`, `.gesture`, `.onLongPressGesture`", screens: "`accessibility: gestures`",
        notes: "gesture-only actions (`gesture-without-alternative`)")
    static let examples = [
        ConstructExample(swift: #"Text("A").onTapGesture { }"#, screens: "text: A\nstyle: body\naccessibility:\n  gestures: [tap]\n")
    ]

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        // `.simultaneousGesture` runs beside the view's own action (a link's, a button's): it adds no action of its own.
        let gesture =
            m.name == "onLongPressGesture"
            ? "long press" : m.name == "onTapGesture" ? "tap" : m.name == "simultaneousGesture" ? "simultaneous gesture" : "gesture"
        return views.map { view in
            view.mapBranches { v in
                var v = v
                v.setAccessibility("gestures", Spec.list([Spec.string(gesture, m.location)], m.location))
                return v
            }
        }
    }
}
