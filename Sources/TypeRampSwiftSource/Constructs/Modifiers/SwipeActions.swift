import SwiftSyntax
import TypeRampDecoding

/// `.swipeActions { Button(…) { … } }`: buttons the system draws as a list row's swipe actions (full height, beside the
/// row as it is swiped, from each button's title and icon), never laid out in the row. VoiceOver offers them among the
/// row's actions, so what their buttons do is kept (`menuPerforms`, as for a context menu's items), and a view written
/// only for them is not a screen of its own.
enum SwipeActionsModifier: ModifierConstruct {
    static let names = ["swipeActions"]
    static let documentation = ConstructDocumentation(
        swift: "`.swipeActions { … }`", screens: "`accessibility: menuPerforms` (what its buttons do)",
        notes: "the actions are drawn by the system beside the swiped row and are not laid out; a view shown only there is not a screen")
    static let examples = [
        ConstructExample(
            swift: #"Text("A").swipeActions { Button("Delete") { delete() } }"#,
            screens: "text: A\nstyle: body\naccessibility:\n  menuPerforms: [\"delete()\"]\n")
    ]

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        guard let content = m.argument("content") ?? m.trailing.map(ExprSyntax.init) else { return views }
        m.translator.shownBySystem(Syntax(content), in: "a row's swipe actions", m.scope)
        return m.settingMenuPerforms(of: content, on: views)
    }
}
