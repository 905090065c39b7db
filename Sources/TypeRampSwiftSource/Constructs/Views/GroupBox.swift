import SwiftSyntax
import TypeRampDecoding

/// `GroupBox`: its label above its content, inset by the system's padding.
enum GroupBoxConstruct: ViewConstruct {
    static let names = ["GroupBox"]
    static let documentation = ConstructDocumentation(
        swift: "`GroupBox`", screens: "a `vstack` of its label and content, padded 16 pt",
        notes: "the box's padding is the standard padding (not measured on iOS)")
    static let examples = [
        ConstructExample(
            swift: #"GroupBox("Usage") { Text("3 GB") }"#,
            screens: "vstack:\n- text: Usage\n  style: headline\n- text: 3 GB\n  style: body\npadding: 16\n")
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        let t = c.translator
        var headline = c.env
        headline.font = FontValue(size: .textStyle("headline"))
        let label: [ViewNode] = c.first.map { [t.textNode(c.text($0), headline, c.location)] } ?? c.views("label", env: headline) ?? []
        var v = ViewNode(.vstack, .children(label + c.content()), at: c.location)
        v.wrap(.padding(Spec.number(16, c.location)))
        return [v]
    }
}
