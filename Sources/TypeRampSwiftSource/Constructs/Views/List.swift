import SwiftSyntax
import TypeRampDecoding

/// `List` and `Form`: rows in sections, drawn in the list style in force (SwiftUI's default on iPhone: inset grouped).
enum ListConstruct: ViewConstruct {
    static let names = ["List", "Form", "Table_"]
    static let documentation = ConstructDocumentation(
        swift: "`List`, `Form`, `Section` (title, `header:`, `footer:`)",
        screens: "`list` with sections, `style: insetGrouped` unless `.listStyle(_:)` / `.formStyle(_:)` says otherwise",
        notes:
            "rows outside a section form one; `List(data) { … }` is a `ForEach`; the list style's row padding, insets and section spacing are the layout engine's (docs/ios-defaults.md)"
    )
    static let examples = [
        ConstructExample(
            swift: #"List { Section("Account") { Text("Email") } }"#,
            screens:
                "list:\n- header:\n    text: Account\n    style: footnote\n    accessibility:\n      traits: [header]\n  rows:\n  - text: Email\n    style: body\nstyle: insetGrouped\n"
        )
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        let t = c.translator
        var inner = c.env
        inner.inList = true
        var sections: [ViewNode.Section] = []
        var loose: [ViewNode] = []
        func flush() {
            if !loose.isEmpty { sections.append(ViewNode.Section(header: nil, rows: loose, footer: nil, location: c.location)) }
            loose = []
        }
        if let data = c.call.arguments.first, data.label == nil, let content = c.contentClosure() {
            // `List(items) { item in … }`: the rows of a ForEach.
            loose = ForEachConstruct.rows(data: data.expression, content: content, c.scope, inner, c.location, t)
        } else if let content = c.contentClosure() {
            // One scope for the closure, so a `let` above a row is seen by the rows below it; each item is translated
            // where it is written (a copy of it would be a new tree, with positions from its own start).
            let local = Scope(parent: c.scope, type: nil, file: c.scope.file)
            // Each statement is a place of its own, as in a builder (``Translator/statement(_:_:)``).
            for item in t.project.activeItems(content.statements) {
                t.place(Syntax(item).id) {
                    if let expr = t.expressionOf(item), let (section, scope) = sectionCall(expr, c.scope, t) {
                        flush()
                        sections.append(SectionConstruct.section(section, scope, inner, t))
                    } else {
                        for view in t.views(item: item, local, inner) {
                            if let section = view.listSection.first {
                                flush()
                                sections.append(section)
                            } else {
                                loose.append(view)
                            }
                        }
                    }
                }
            }
        }
        flush()
        if sections.isEmpty { sections.append(ViewNode.Section(header: nil, rows: [], footer: nil, location: c.location)) }
        var v = ViewNode(.list, .sections(sections), at: c.location)
        v.set(.style, Spec.plain(c.env.listStyle ?? "insetGrouped", c.location))
        return [v]
    }

    /// The `Section(…)` call an expression is, modifiers aside.
    static func sectionCall(_ expr: ExprSyntax, _ scope: Scope, _ t: Translator) -> (FunctionCallExprSyntax, Scope)? {
        let chain = t.chain(expr, scope)
        guard case .expression(let base) = chain.base, let call = base.as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedText == "Section"
        else { return nil }
        return (call, scope)
    }
}
