import SwiftSyntax
import TypeRampDecoding

/// `VStack`, `HStack`, `LazyVStack`, `LazyHStack`.
enum StackConstruct: ViewConstruct {
    static let names = ["VStack", "HStack", "LazyVStack", "LazyHStack", "VStackLayout", "HStackLayout"]
    static let documentation = ConstructDocumentation(
        swift: "`VStack`, `HStack`, `LazyVStack`, `LazyHStack` (`alignment:`, `spacing:`)", screens: "`vstack`, `hstack`",
        notes:
            "spacing left out when the code leaves it out: the layout engine applies SwiftUI's standard spacing (docs/ios-defaults.md), as for the screens format; `.top`/`.bottom` are the leading/trailing cross alignment; an alignment given as a value is evaluated (a parameter bound at the call; an undecided conditional makes one variant per branch), one the app defines is a located note and the stack is centred"
    )
    static let examples = [
        ConstructExample(
            swift: #"VStack(alignment: .leading) { Text("Title"); Text("Subtitle") }"#,
            screens: "vstack:\n- text: Title\n  style: body\n- text: Subtitle\n  style: body\nalignment: leading\n"),
        ConstructExample(
            swift: #"HStack(spacing: 4) { Image(systemName: "star"); Text("4.5") }"#,
            screens: "hstack:\n- symbol: star\n  style: body\n  accessibility:\n    label: star\n- text: \"4.5\"\n  style: body\nspacing: 4\n"),
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        let children = c.content()
        var v = ViewNode(c.name.includes("VStack") ? .vstack : .hstack, .children(children), at: c.location)
        if let n = c.number("spacing"), let spacing = c.translator.finiteLength(n, "spacing", c.location) {
            v.set(.spacing, Spec.number(spacing, c.location))
        }
        if let a = c.translator.stackAlignment(c.argument("alignment"), c.scope, at: c.location) { v.set(.alignment, Spec.plain(a, c.location)) }
        return [v]
    }

    /// SwiftUI's alignment names as the screens format's stack alignments.
    static func stackAlignment(_ swiftUI: String) -> String {
        [
            "top": "leading", "bottom": "trailing", "firstTextBaseline": "firstBaseline", "lastTextBaseline": "lastBaseline",
            "centerFirstTextBaseline": "firstBaseline",
        ][swiftUI] ?? swiftUI
    }
}
