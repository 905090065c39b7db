import SwiftSyntax
import TypeRampDecoding

/// `Menu`: its label is a button; its content is drawn by the system when it opens (a menu, not part of the layout).
enum MenuConstruct: ViewConstruct {
    static let names = ["Menu"]
    static let documentation = ConstructDocumentation(
        swift: "`Menu(_:)`, `Menu { } label: { }`", screens: "`button` (the label)",
        notes: "the items are drawn by the system when the menu opens and are not laid out; a view shown only there is not a screen")
    static let examples = [
        ConstructExample(
            swift: #"Menu("Sort") { Button("Name") {}; Button("Date") {} }"#, screens: "button: Sort\nstyle: body\nbuttonStyle: automatic\n")
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        let t = c.translator
        // The items are the system's menu rows: a view written only for them is not a screen of its own.
        if let content = c.contentClosure() { t.shownBySystem(Syntax(content), in: "a menu", c.scope) }
        if let first = c.first, !first.is(ClosureExprSyntax.self) {
            var v = ViewNode(.button, .scalar(Spec.string(c.text(first).string, c.location)), at: c.location)
            let (style, guesses) = t.style(c.env, at: c.location)
            v.set(.style, style)
            v.guessed = guesses.union(c.text(first).guessed ? [.text] : [])
            if let s = c.argument("systemImage") {
                v.set(.systemImage, Spec.string(c.text(s).string, c.location))
                v.set(.iconSize, Spec.number(ButtonConstruct.symbolSize(c.env), c.location))
            }
            v.set(.buttonStyle, Spec.plain(ButtonConstruct.buttonStyleName(c), c.location))
            return [v]
        }
        let label = c.closure("label").map { t.views($0.statements, c.scope, c.env) } ?? []
        if label.count == 1, label[0].kind == .text || label[0].kind == .label, label[0].wrappers.isEmpty, let s = label[0].scalarText {
            var v = ViewNode(.button, .scalar(Spec.string(s, label[0].location)), at: label[0].location)
            v.set(.style, label[0].property(.style) ?? t.style(c.env, at: c.location).0)
            if let symbol = label[0].property(.systemImage) {
                v.set(.systemImage, symbol)
                v.set(.iconSize, Spec.number(ButtonConstruct.symbolSize(c.env), c.location))
            }
            v.guessed = label[0].guessed
            v.set(.buttonStyle, Spec.plain(ButtonConstruct.buttonStyleName(c), c.location))
            return [v]
        }
        if label.count == 1, label[0].kind == .symbol {
            var v = label[0]
            v.traits.append("button")
            return [v]
        }
        var v = ViewNode.group(label, at: c.location)
        v.traits.append("button")
        v.setAccessibility("element", Spec.plain("true", c.location))
        return [v]
    }
}
