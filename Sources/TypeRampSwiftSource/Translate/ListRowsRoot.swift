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
                if SwiftFile.contains(text, "List {") || SwiftFile.contains(text, "List(") || SwiftFile.contains(text, "Form {")
                    || SwiftFile.contains(text, "Form(")
                {
                    return false
                }
                if SwiftFile.contains(text, ".listRow") { rows = true }
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

/// A view shown inside another as rows of its `List` or `Form`, audited on its own because the import did not translate
/// the branch that shows it (a filter form's messages mode, beside the network mode it did): its top-level views are rows
/// of that list (a form's cell of two rows, a section's `ForEach` of rows and its trailing "Add" button), each hit-tested
/// and sized as a row, not views stacked on a bare screen.
extension ScreenMaker {
    /// Whether every place `user` (a project view, by name) shows `type` in a build's active code is in a row position of
    /// a `List` or `Form` (the content, not a section's header or footer), directly or through `Section`, `ForEach`,
    /// `Group`, modifiers, the user's own computed views and functions that name it, and project containers whose body is
    /// a `Section`, `List` or `Form` (`ConsoleSection(header:content:)` around `Section(content:header:)`); false when no
    /// such place is found or any is inside a stack, an overlay, a section outside a list or another container.
    func isShownAsListRows(_ type: TypeDecl, by user: String) -> Bool {
        // A view with a list of its own is a screen pushed from the row, never the rows themselves.
        guard let owner = project.types.first(where: { $0.name == user && $0.isView }), !hasListOfItsOwn(type) else { return false }
        let members = owner.members.values.joined() + owner.initializers
        var visited: Set<String> = []
        var found = false
        // The places `name` is shown in the owner's members, each checked; false as soon as one is not a row.
        func allRows(_ name: String, depth: Int) -> Bool {
            guard depth < 4, visited.insert(name).inserted else { return true }
            for member in members {
                for token in member.body.tokens(viewMode: .sourceAccurate) {
                    guard case .identifier(let text) = token.tokenKind, text == name, let reference = token.parent?.as(DeclReferenceExprSyntax.self)
                    else { continue }
                    // `ConsoleSearchLogLevelsCell(…)`, `form`, `row(item)`: the expression standing for the view; the type's
                    // name anywhere else (`Experimental.isEnabled`) and a member's value read (`form.isEmpty`) make none.
                    var start = Syntax(reference)
                    if let call = start.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == start.id {
                        start = Syntax(call)
                    } else if depth == 0 {
                        continue
                    }
                    if let access = start.parent?.as(MemberAccessExprSyntax.self), access.base?.id == start.id,
                        !(access.parent?.as(FunctionCallExprSyntax.self).map { $0.calledExpression.id == access.id } ?? false)
                    {
                        continue
                    }
                    switch rowPlace(start, top: member.body, owner: owner, file: member.file) {
                    case .row: found = true
                    case .notRow: return false
                    case .inactive: continue
                    case .member:
                        // A body shown as it is (its place is the user's own, unknown here), or a member named again.
                        guard member.name != "body", member.name != "init", allRows(member.name, depth: depth + 1) else { return false }
                    }
                }
            }
            return true
        }
        return allRows(type.name, depth: 0) && found
    }

    /// Whether the body of `type` (or a computed view of the type it names) makes a `List` or `Form`.
    private func hasListOfItsOwn(_ type: TypeDecl) -> Bool {
        guard let body = type.body else { return false }
        var texts = [Syntax(body.body).trimmedDescription]
        for token in Syntax(body.body).tokens(viewMode: .sourceAccurate) {
            guard case .identifier = token.tokenKind, let m = type.member(token.text, arity: 0), m.parameters.isEmpty, m.location != body.location
            else { continue }
            texts.append(Syntax(m.body).trimmedDescription)
        }
        return texts.contains { $0.contains("List {") || $0.contains("List(") || $0.contains("Form {") || $0.contains("Form(") }
    }

    private enum RowPlace { case row, notRow, inactive, member }

    /// What the view expression `start` (in a member of `owner`, whose body is `top`) is in: a list's row, something
    /// else, code the build does not compile, or the top of the member (its place is where the member is named).
    private func rowPlace(_ start: Syntax, top: CodeBlockItemListSyntax, owner: TypeDecl, file: SwiftFile) -> RowPlace {
        // Code in an `#if` clause the build does not compile (a macOS branch's `ScrollView { form }`) is no place at all.
        var ancestor: Syntax? = start
        while let node = ancestor, node.id != top.id {
            if let clause = node.as(IfConfigClauseSyntax.self), let config = clause.parent?.parent?.as(IfConfigDeclSyntax.self),
                project.configuration.activeClause(config)?.id != clause.id
            {
                return .inactive
            }
            ancestor = node.parent
        }
        var current = start
        // The label of the argument the climb came through to the call above it (`header:`, `content:`), nil for a
        // trailing closure or an unlabelled argument.
        var label: String?
        while let parent = current.parent {
            if current.id == top.id || parent.is(DeclSyntax.self) { return .member }
            // A row given margins of its own at the call site (`.listRowInsets(…)`, or the app's modifier that sets them:
            // `.applyAccountDetailsRowStyle(theme:)`): its margins are the caller's, which the view alone cannot show.
            if let access = parent.as(MemberAccessExprSyntax.self), access.base?.id == current.id, setsRowInsets(access.declName.baseName.text) {
                return .notRow
            }
            if let argument = parent.as(LabeledExprSyntax.self) { label = argument.label?.text }
            if let closure = parent.as(MultipleTrailingClosureElementSyntax.self) { label = closure.label.text }
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != current.id {
                // A modifier's argument (`.overlay { … }`, `.background(…)`) is drawn on the modified view, not a row.
                if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base != nil { return .notRow }
                if label == "header" || label == "footer" { return .notRow }
                let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
                switch name {
                // A section is rows only inside a list (a lazy stack's sections are its pinned groups): the climb goes on.
                case "ForEach", "Group", "Section": label = nil
                case "List", "Form": return .row
                default:
                    guard let container = project.resolveQualified(name, from: owner, file: file), container !== owner, let body = container.body
                    else { return .notRow }
                    switch wrapper(body) {
                    case "List", "Form": return .row
                    case "Section": label = nil
                    default: return .notRow
                    }
                }
            }
            current = parent
        }
        return .notRow
    }

    /// Whether a modifier named `name` sets a list row's margins: `.listRowInsets`, or an `extension View` function of the
    /// project whose body calls it.
    private func setsRowInsets(_ name: String) -> Bool {
        name == "listRowInsets"
            || (project.viewFunctions[name]?.contains { Syntax($0.body).trimmedDescription.contains("listRowInsets") } ?? false)
    }

    /// The view a container's body is, when it is one `Section`, `List` or `Form` (with modifiers) in the active build:
    /// the views handed to it are that list's (or, in a list, that section's) rows.
    private func wrapper(_ body: Member) -> String? {
        let items = project.activeItems(body.body)
        guard items.count == 1, var expression = translator.expressionOf(items[0]) else { return nil }
        while let call = expression.as(FunctionCallExprSyntax.self) {
            if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base {
                expression = base
                continue
            }
            return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        return nil
    }
}
