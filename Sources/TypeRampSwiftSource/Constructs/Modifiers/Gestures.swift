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
        // A gesture a preview adds to the app's view (a demo's tap that changes the demo's state) is not the app's: the
        // view keeps no such action in the app. On preview code's own views it stays (their findings are unverified).
        let previewOnly = m.translator.project.previewOnly
        let addedByPreview = previewOnly.contains(m.location)
        // What the gesture does, to compare with the screen's buttons (`performs`): `.onTapGesture { … }`,
        // `.onLongPressGesture(perform:)`.
        var action = m.trailing.map(ExprSyntax.init) ?? m.argument("perform")
        // A long press whose `perform:` is empty acts, if at all, in `onPressingChanged:` (a press effect, or an action on
        // release): that closure is what it does, and with no effect it does nothing.
        let pressOnly = m.name == "onLongPressGesture" && action?.as(ClosureExprSyntax.self)?.statements.isEmpty == true
        if pressOnly {
            action = m.additional.first { $0.label.text == "onPressingChanged" }.map { ExprSyntax($0.closure) } ?? m.argument("onPressingChanged")
        }
        let effects = action.map { m.translator.effects(of: $0, m.scope) } ?? []
        if pressOnly, effects.isEmpty { return views }
        // A tap that only plays a press effect (it sets a `@State` the view reads only in `.scaleEffect`, `.opacity`,
        // `.animation` and the like) offers nothing a VoiceOver user could miss: not a gesture-only action.
        if m.translator.onlyChangesHowItIsDrawn(effects, in: m.scope.typeContext) { return views }
        return views.map { view in
            view.mapBranches { v in
                if addedByPreview, !previewOnly.contains(v.location) { return v }
                var v = v
                v.setAccessibility("gestures", Spec.list([Spec.string(gesture, m.location)], m.location))
                if !effects.isEmpty { v.setAccessibility("performs", Spec.list(effects.map { Spec.string($0, m.location) }, m.location)) }
                return v
            }
        }
    }
}
