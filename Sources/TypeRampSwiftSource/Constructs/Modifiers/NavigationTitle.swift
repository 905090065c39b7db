import SwiftSyntax
import TypeRampDecoding

/// `.navigationTitle`, `.navigationBarTitleDisplayMode`: the title of the enclosing navigation stack.
enum NavigationTitleModifier: ModifierConstruct {
    static let names = ["navigationTitle", "navigationBarTitle", "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode"]
    static let documentation = ConstructDocumentation(
        swift: "`.navigationTitle`, `.navigationBarTitleDisplayMode`", screens: "the enclosing `navigation`'s `title` and `titleDisplayMode`",
        notes: "large by default, as SwiftUI's navigation stacks")
    static let examples = [
        ConstructExample(
            swift: #"NavigationStack { Text("A").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) }"#,
            screens: "navigation:\n  text: A\n  style: body\ntitle: Inbox\ntitleDisplayMode: inline\n")
    ]

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        let t = m.translator
        return views.map { v in
            var v = v
            switch m.name {
            case "navigationTitle", "navigationBarTitle":
                if let first = m.first, !first.is(ClosureExprSyntax.self) {
                    v.navigationTitle = t.text(first, m.scope)
                } else if let closure = m.trailing, let text = t.views(closure.statements, m.scope, m.env).first?.scalarText {
                    v.navigationTitle = TextValue(text)
                }
                if m.name == "navigationBarTitle", let mode = memberName(m.argument("displayMode")) {
                    v.titleDisplayMode = mode == "inline" ? "inline" : "large"
                }
            default:
                v.titleDisplayMode = memberName(m.first) == "inline" ? "inline" : "large"
            }
            return v
        }
    }

    /// The title (and display mode) a navigation stack's content sets: the first set, depth first, not inside a nested
    /// navigation stack.
    static func title(in views: [ViewNode]) -> (TextValue, String?)? {
        var mode: String?
        var title: TextValue?
        func visit(_ v: ViewNode) {
            guard title == nil || mode == nil, v.kind != .navigation else { return }
            if title == nil, let t = v.navigationTitle { title = t }
            if mode == nil, let m = v.titleDisplayMode { mode = m }
            for d in v.descendants { visit(d) }
        }
        for v in views { visit(v) }
        if let title { return (title, mode) }
        return nil
    }
}
