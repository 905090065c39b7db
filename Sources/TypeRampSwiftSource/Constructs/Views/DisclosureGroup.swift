import SwiftSyntax
import TypeRampDecoding

/// `DisclosureGroup`: its label; its content too when `isExpanded` is known to be true.
enum DisclosureGroupConstruct: ViewConstruct {
    static let names = ["DisclosureGroup", "OutlineGroup_"]
    static let documentation = ConstructDocumentation(
        swift: "`DisclosureGroup`", screens: "its label, and its content when expanded",
        notes: "collapsed unless `isExpanded:` is a binding to `true`")
    static let examples = [ConstructExample(swift: #"DisclosureGroup("Details") { Text("More") }"#, screens: "text: Details\nstyle: body\n")]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        let t = c.translator
        let label: [ViewNode] = c.first.map { [t.textNode(c.text($0), c.env, c.location)] } ?? c.views("label") ?? []
        var expanded = false
        if let e = c.argument("isExpanded") {
            let bound = e.as(FunctionCallExprSyntax.self)?.arguments.first?.expression ?? e
            expanded = t.value(bound, c.scope)?.truth ?? false
        }
        guard expanded else { return label }
        let content = c.contentClosure().map { t.views($0.statements, c.scope, c.env) } ?? []
        return label + content
    }
}
