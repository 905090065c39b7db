import SwiftSyntax
import TypeRampDecoding

/// `Section`: a list section (header, rows, footer); outside a list its parts stacked.
enum SectionConstruct: ViewConstruct {
    static let names = ["Section"]
    static let documentation = ConstructDocumentation(
        swift: "`Section` outside a `List`", screens: "its header, rows and footer", notes: "inside a list it is a section of the `list`")
    static let examples = [
        ConstructExample(
            swift: #"Section("More") { Text("About") }"#,
            screens: "vstack:\n- text: More\n  style: footnote\n  accessibility:\n    traits: [header]\n- text: About\n  style: body\n")
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        let s = section(c.call, c.scope, c.env, c.translator)
        let parts = [s.header].compactMap { $0 } + s.rows + [s.footer].compactMap { $0 }
        guard c.env.inList else { return parts }
        // In a list, behind an `if`, a `ForEach` or a property: marked, so that the list makes it a section again.
        var v = ViewNode(.vstack, .children(parts), at: s.location)
        v.listSection = [s]
        return [v]
    }

    /// A section's header (footnote text, the header trait), rows and footer.
    static func section(_ call: FunctionCallExprSyntax, _ scope: Scope, _ env: Environment, _ t: Translator) -> ViewNode.Section {
        let location = scope.file.location(of: call)
        var headerEnv = env
        headerEnv.inList = false
        headerEnv.font = FontValue(size: .textStyle("footnote"))
        var header: ViewNode?
        var footer: ViewNode?
        if let title = call.arguments.first(where: { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) })?.expression {
            var h = t.textNode(t.text(title, scope), headerEnv, scope.file.location(of: title))
            h.traits.append("header")
            header = h
        } else if let h = closureOrArgument(call, "header") {
            let v = h.as(ClosureExprSyntax.self).map { t.views($0.statements, scope, headerEnv) } ?? t.views(h, scope, headerEnv)
            if !v.isEmpty {
                var g = ViewNode.group(v, at: location)
                if g.kind == .text { g.traits.append("header") }
                header = g
            }
        }
        if let f = closureOrArgument(call, "footer") {
            let v = f.as(ClosureExprSyntax.self).map { t.views($0.statements, scope, headerEnv) } ?? t.views(f, scope, headerEnv)
            if !v.isEmpty { footer = ViewNode.group(v, at: location) }
        }
        let content =
            call.trailingClosure ?? call.arguments.first { $0.label?.text == "content" }?.expression.as(ClosureExprSyntax.self)
            ?? call.additionalTrailingClosures.first { $0.label.text == "content" }?.closure
        let rows = content.map { t.views($0.statements, scope, env) } ?? []
        return ViewNode.Section(header: header, rows: rows, footer: footer, location: location)
    }

    private static func closureOrArgument(_ call: FunctionCallExprSyntax, _ label: String) -> ExprSyntax? {
        call.additionalTrailingClosures.first { $0.label.text == label }.map { ExprSyntax($0.closure) }
            ?? call.arguments.first { $0.label?.text == label }?.expression
    }
}
