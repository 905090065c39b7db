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
        var rows = ListRows(location: c.location)
        if let data = c.call.arguments.first, data.label == nil, let content = c.contentClosure() {
            // `List(items) { item in … }`: the rows of a ForEach.
            ForEachConstruct.rows(data: data.expression, content: content, c.scope, inner, c.location, t).forEach { rows.add(row: $0) }
        } else if let content = c.contentClosure() {
            // One scope for the closure, so a `let` above a row is seen by the rows below it; each item is translated
            // where it is written (a copy of it would be a new tree, with positions from its own start).
            let local = Scope(parent: c.scope, type: nil, file: c.scope.file)
            // Each statement is a place of its own, as in a builder (``Translator/statement(_:_:)``).
            for item in t.project.activeItems(content.statements) {
                t.place(Syntax(item).id) {
                    if let expr = t.expressionOf(item), let (section, scope) = sectionCall(expr, c.scope, t) {
                        rows.add(section: SectionConstruct.section(section, scope, inner, t))
                    } else {
                        t.views(item: item, local, inner).forEach { rows.add($0) }
                    }
                }
            }
        }
        return [rows.list(style: c.env.listStyle ?? "insetGrouped")]
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

/// A list's rows as they are met: sections as they are, the rows between them gathered into sections without a header.
struct ListRows {
    let location: SourceLocation
    private var sections: [ViewNode.Section] = []
    private var loose: [ViewNode] = []

    init(location: SourceLocation) { self.location = location }

    /// A view of the list: a section it made (`Section` translated in a list), else a row.
    mutating func add(_ view: ViewNode) {
        if let section = view.listSection.first { add(section: section) } else { add(row: view) }
    }

    /// A row, as it is (a `List(data)` row the ForEach made).
    mutating func add(row: ViewNode) { loose.append(row) }

    mutating func add(section: ViewNode.Section) {
        flush()
        sections.append(section)
    }

    private mutating func flush() {
        if !loose.isEmpty { sections.append(ViewNode.Section(header: nil, rows: loose, footer: nil, location: location)) }
        loose = []
    }

    /// The list node in `style`, with one empty section when there is nothing in it.
    func list(style: String) -> ViewNode {
        var all = self
        all.flush()
        if all.sections.isEmpty { all.sections.append(ViewNode.Section(header: nil, rows: [], footer: nil, location: location)) }
        var v = ViewNode(.list, .sections(all.sections), at: location)
        v.set(.style, Spec.plain(style, location))
        return v
    }
}
