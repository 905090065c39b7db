import SwiftSyntax
import TypeRampCore
import TypeRampDecoding

/// A view made of list rows, audited on its own: its body's top-level views (or the sections they are) carry list-row
/// modifiers (`.listRowBackground`, `.listRowInsets`, `.listRowSeparator`), which SwiftUI applies only to the rows of a
/// `List` or `Form`: the app composes the view into a list of its own (a profile's tab of status rows, an explore
/// page's section). Audited as what its user shows, the rows of a list, not as views stacked on a bare screen (where rows
/// would overlap their neighbours' insets and the whole would need a scroll view the list already is). The list's style
/// is the caller's, unknown here: plain, whose rows are the widest of any style, so that what is found in a row's width
/// is found in every style (docs/swift-source.md).
extension ScreenMaker {
    /// Whether the body of `type` is list rows: a top-level view (inside a `Group`, if the body is one), or a computed view
    /// of the type it names, with a `.listRow…` modifier; and no `List` or `Form` of its own.
    func composesListRows(_ type: TypeDecl) -> Bool {
        guard let body = type.body else { return false }
        var items = project.activeItems(body.body)
        if items.count == 1, let call = translator.expressionOf(items[0])?.as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedText == "Group", let closure = call.trailingClosure
        {
            items = project.activeItems(closure.statements)
        }
        // The text of each top-level statement, and of the view's own computed views it names (`pinnedRows` in `if
        // !pinned.isEmpty { pinnedRows }`).
        func texts(_ item: CodeBlockItemSyntax.Item) -> [String] {
            var out = [Syntax(item).trimmedDescription]
            for token in Syntax(item).tokens(viewMode: .sourceAccurate) {
                guard case .identifier = token.tokenKind else { continue }
                if let m = type.member(token.text, arity: 0), m.parameters.isEmpty, m.location != body.location {
                    out.append(Syntax(m.body).trimmedDescription)
                }
            }
            return out
        }
        var rows = false
        for item in items {
            for text in texts(item) {
                if text.contains("List {") || text.contains("List(") || text.contains("Form {") || text.contains("Form(") { return false }
                if text.contains(".listRow") { rows = true }
            }
        }
        return rows
    }

    /// The views of a view made of list rows, as the rows of a plain list.
    func listOfRows(_ make: (Environment) -> [ViewNode], at location: SourceLocation) -> [ViewNode] {
        var env = Environment()
        env.inList = true
        var rows = ListRows(location: location)
        make(env).forEach { rows.add($0) }
        return [rows.list(style: "plain")]
    }
}
