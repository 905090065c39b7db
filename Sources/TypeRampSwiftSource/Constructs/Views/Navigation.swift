import SwiftSyntax
import TypeRampDecoding

/// `NavigationStack`, `NavigationView`, `NavigationSplitView` (its sidebar, which is what an iPhone shows first), with
/// the title its content sets.
enum NavigationConstruct: ViewConstruct {
    static let names = ["NavigationStack", "NavigationView", "NavigationSplitView"]
    static let documentation = ConstructDocumentation(
        swift: "`NavigationStack`, `NavigationView`, `NavigationSplitView` with `.navigationTitle`, `.navigationBarTitleDisplayMode`",
        screens: "`navigation` with `title` and `titleDisplayMode`", notes: "a split view shows its sidebar on iPhone")
    static let examples = [
        ConstructExample(
            swift: #"NavigationStack { Text("Inbox").navigationTitle("Mail") }"#,
            screens: "navigation:\n  text: Inbox\n  style: body\ntitle: Mail\n")
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        let content = c.name == "NavigationSplitView" ? (c.views("sidebar") ?? c.content("sidebar")) : c.content()
        var node = ViewNode(.navigation, .child(ViewNode.group(content, at: c.location)), at: c.location)
        if let (title, mode) = NavigationTitleModifier.title(in: content) {
            node.set(.title, Spec.string(title.string, c.location))
            if title.guessed { node.guessed.insert(.text) }
            if let mode { node.set(.titleDisplayMode, Spec.plain(mode, c.location)) }
        }
        return [node]
    }
}
