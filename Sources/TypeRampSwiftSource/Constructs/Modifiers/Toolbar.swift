import SwiftSyntax
import TypeRampDecoding

/// `.toolbar`: items the system draws in the navigation bar or a bottom bar; not laid out. What their `Button`s do is
/// kept (`menuPerforms`, as for a context menu's items): a bar button is a control on the same screen, which VoiceOver
/// reaches, so a gesture in the view that does the same (a dimmed backdrop that closes what the bar's button opened) has
/// an alternative.
enum ToolbarModifier: ModifierConstruct {
    static let names = [
        "toolbar", "toolbarItem", "toolbarBackground", "toolbarColorScheme", "toolbarRole", "toolbarVisibility", "navigationBarItems",
    ]
    static let documentation = ConstructDocumentation(
        swift: "`.toolbar { }`", screens: "nothing",
        notes: "toolbar items are drawn by the system (overflowing into a menu) and are not laid out (a note)")
    static let examples = [
        ConstructExample(swift: #"Text("A").toolbar { Button("Edit") {} }"#, screens: "text: A\nstyle: body\n"),
        ConstructExample(
            swift: #"Text("A").toolbar { Button("Close") { close() } }"#,
            screens: "text: A\nstyle: body\naccessibility:\n  menuPerforms: [\"close()\"]\n"),
    ]

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        if m.name == "navigationBarItems" || m.name == "toolbar" && (m.trailing != nil || m.argument("content") != nil) {
            m.note("toolbar items are drawn by the system in the navigation bar and are not laid out", affectsLayout: false)
            // The views the items show are the system's to draw: not screens of their own.
            for node in [m.trailing.map(Syntax.init)] + m.arguments.map({ Syntax($0.expression) }) {
                guard let node else { continue }
                m.translator.shownBySystem(node, in: "a toolbar", m.scope)
            }
            if let content = m.trailing.map(ExprSyntax.init) ?? m.argument("content") { return m.settingMenuPerforms(of: content, on: views) }
        }
        return views
    }
}
