import SwiftSyntax
import TypeRampDecoding

/// `.listStyle`, `.formStyle`: the style of the lists inside.
enum ListStyleModifier: ModifierConstruct {
    static let names = ["listStyle", "formStyle"]
    static let documentation = ConstructDocumentation(
        swift: "`.listStyle(_:)`, `.formStyle(_:)`", screens: "the `style` of the lists inside",
        notes:
            "`.plain`, `.grouped`, `.inset`, `.insetGrouped`; `.sidebar` and a form's `.grouped` are inset grouped on iPhone; an unknown style is a note"
    )
    static let examples = [
        ConstructExample(
            swift: #"List { Text("A") }.listStyle(.plain)"#, screens: "list:\n- rows:\n  - text: A\n    style: body\nstyle: plain\n")
    ]

    static func environment(_ m: ModifierCall, _ env: inout Environment) {
        let spelt = m.first?.trimmedText ?? ""
        let name = spelt.hasPrefix(".") ? String(spelt.dropFirst()) : spelt
        let styles: [String: String] = [
            "plain": "plain", "PlainListStyle()": "plain", "grouped": m.name == "formStyle" ? "insetGrouped" : "grouped",
            "GroupedListStyle()": "grouped", "insetGrouped": "insetGrouped", "InsetGroupedListStyle()": "insetGrouped",
            "inset": "inset", "InsetListStyle()": "inset", "sidebar": "insetGrouped", "SidebarListStyle()": "insetGrouped",
            "automatic": "insetGrouped", "DefaultListStyle()": "insetGrouped", "GroupedFormStyle()": "insetGrouped",
            "columns": "insetGrouped", "ColumnsFormStyle()": "insetGrouped", "AutomaticFormStyle()": "insetGrouped",
            "inset(alternatesRowBackgrounds: true)": "inset",
        ]
        if let style = styles[name] {
            env.listStyle = style
        } else {
            m.note("the list style `\(spelt.prefix(40))` is not understood: inset grouped is audited")
        }
    }
}
