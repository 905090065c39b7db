import SwiftSyntax
import TypeRampDecoding

/// `Grid`: rows of cells aligned in columns.
enum GridConstruct: ViewConstruct {
    static let names = ["Grid"]
    static let documentation = ConstructDocumentation(
        swift: "`Grid` / `GridRow`", screens: "`grid`", notes: "a `GridRow` outside a grid is a horizontal stack")
    static let examples = [
        ConstructExample(
            swift: #"Grid { GridRow { Text("A"); Text("1") } }"#, screens: "grid:\n- - text: A\n    style: body\n  - text: \"1\"\n    style: body\n")
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        let rows: [[ViewNode]] = c.content().map { row in
            if row.isGridRow, row.wrappers.isEmpty, case .children(let cells) = row.content { return cells }
            return [row]
        }
        var v = ViewNode(.grid, .rows(rows), at: c.location)
        if let h = c.number("horizontalSpacing") { v.set(.horizontalSpacing, Spec.number(max(0, h), c.location)) }
        if let s = c.number("verticalSpacing") { v.set(.verticalSpacing, Spec.number(max(0, s), c.location)) }
        if let a = c.translator.boxAlignment(c.argument("alignment"), c.scope, at: c.location) { v.set(.alignment, Spec.plain(a, c.location)) }
        return [v]
    }
}
