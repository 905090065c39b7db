import SwiftSyntax
import TypeRampCore

/// The views only menus and bars show: types whose every use in the app is inside the items of a `.contextMenu`
/// (`.contextMenu { MovieContextMenu(movie: m) }`, `contextMenu(menuItems:)`, `contextMenu(forSelectionType:menu:)`), of
/// a `Menu` (its content, not its label), or is itself a toolbar's item (`ToolbarItem { CancelButton() }`,
/// `.navigationBarItems(trailing: CancelButton())`), or in a view's property or function only those items use, or in preview
/// code, or in another such type. iOS draws a context menu's items as its own rows, at least 44 pt tall and with the
/// system's font, and a toolbar's items as bar buttons (a 44 pt target each), not as the view is written; the view's own
/// preview lays it out as written, so a finding there is not what users meet: the audit lists it as unverified
/// (``GuessKind/menu``).
///
/// Names are matched as written (as ``PreviewOnlyCode`` does): a type whose name is used anywhere else counts as shown by
/// the app. A context menu's `preview:` closure is drawn as written, so it is not a menu item.
struct MenuOnlyCode {
    /// Line ranges, by file path, of the declarations of menu-only views.
    private var ranges: [String: [ClosedRange<Int>]] = [:]

    init(project: Project, previewOnly: PreviewOnlyCode) {
        // The items of every context menu.
        var menuRanges: [String: [ClosedRange<Int>]] = [:]
        // Only a file that writes `Menu` (`contextMenu` holds it too) calls either (a cheap test first).
        for file in project.files where file.mentionsMenu {
            let calls = MenuCalls(file.tree)
            for call in calls.calls {
                var closures: [ClosureExprSyntax] = call.trailingClosure.map { [$0] } ?? []
                for argument in call.arguments where ["menuItems", "menu", "content"].contains(argument.label?.text ?? "") {
                    if let c = argument.expression.as(ClosureExprSyntax.self) { closures.append(c) }
                }
                for c in closures { menuRanges[file.path, default: []].append(file.lines(of: c)) }
            }
            // A toolbar's items that are the project's views themselves (`ToolbarItem { CancelButton { … } }`,
            // `.navigationBarItems(trailing: CancelButton())`): not what they present or push (a sheet's content, a
            // link's destination), and not views nested in other views there, which are drawn as written.
            for call in calls.toolbarCalls {
                var items: [ExprSyntax] = []
                for closure in (call.trailingClosure.map { [$0] } ?? []) + call.arguments.compactMap({ $0.expression.as(ClosureExprSyntax.self) }) {
                    for item in project.activeItems(closure.statements) {
                        if case .expr(let e) = item { items.append(e) }
                    }
                }
                for argument in call.arguments where ["leading", "trailing"].contains(argument.label?.text ?? "") {
                    items.append(argument.expression)
                }
                for item in items {
                    guard let made = item.as(FunctionCallExprSyntax.self),
                        let name = made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                        name.first?.isUppercase == true, !MenuCalls.containers.contains(name)
                    else { continue }
                    menuRanges[file.path, default: []].append(file.lines(of: made))
                }
            }
            // A view's own property or function that only its menus show (`.contextMenu { contextMenu }` with `var
            // contextMenu: some View { RowMenu(…) }`): its code is menu items too.
            guard let ranges = menuRanges[file.path] else { continue }
            let members = ViewMembers(file.tree)
            for member in members.viewMembers {
                let uses = members.identifierLines[member.name] ?? []
                guard !uses.isEmpty, uses.allSatisfy({ line in ranges.contains { $0.contains(line) } }) else { continue }
                menuRanges[file.path, default: []].append(member.lines)
            }
        }
        guard !menuRanges.isEmpty else { return }
        ranges = project.typesUsedOnlyInside(menuRanges, previewOnly: previewOnly)
    }

    /// Whether `location` lies in a view only menus show.
    func contains(_ location: SourceLocation) -> Bool {
        ranges[location.file]?.contains { $0.contains(location.line) } ?? false
    }
}

/// The `.contextMenu(…)` and `Menu` calls of a file.
private final class MenuCalls: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    /// The `.toolbar`, `.navigationBarItems`, `ToolbarItem` and `ToolbarItemGroup` calls.
    var toolbarCalls: [FunctionCallExprSyntax] = []
    /// SwiftUI's views that hold or present others: a toolbar item that is one of these is not the project's view itself.
    static let containers: Set<String> = [
        "ToolbarItem", "ToolbarItemGroup", "NavigationLink", "Button", "Menu", "Group", "HStack", "VStack", "ZStack", "Link", "ShareLink",
    ]

    init(_ tree: SourceFileSyntax) {
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "contextMenu" {
            calls.append(node)
        }
        // `Menu { items } label: { … }`, `Menu("Title") { items }`: iOS draws a menu's items itself, as a context menu's.
        if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Menu" { calls.append(node) }
        // `.toolbar { … }`, `.navigationBarItems(…)`, `ToolbarItem { … }`: the navigation bar's or the bottom bar's items,
        // which the system draws as bar buttons (a 44 pt target each, the Large Content Viewer instead of Dynamic Type).
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            ["toolbar", "navigationBarItems"].contains(member.declName.baseName.text)
        {
            toolbarCalls.append(node)
        }
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, ["ToolbarItem", "ToolbarItemGroup"].contains(name) {
            toolbarCalls.append(node)
        }
        return .visitChildren
    }
}

/// A file's view-returning properties and functions, and the lines each name is used on (read only in files with menus).
private final class ViewMembers: SyntaxVisitor {
    /// The file's computed properties and functions that return views, with their lines.
    var viewMembers: [(name: String, lines: ClosedRange<Int>)] = []
    /// The lines where each identifier is used (not declared).
    var identifierLines: [String: [Int]] = [:]
    private let converter: SourceLocationConverter

    init(_ tree: SourceFileSyntax) {
        converter = SourceLocationConverter(fileName: "", tree: tree)
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        identifierLines[node.baseName.text, default: []].append(line(node.positionAfterSkippingLeadingTrivia))
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if let binding = node.bindings.first, binding.accessorBlock != nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            binding.typeAnnotation?.type.trimmedText.hasSuffix("View") ?? false
        {
            viewMembers.append((name, line(node.positionAfterSkippingLeadingTrivia)...line(node.endPositionBeforeTrailingTrivia)))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.signature.returnClause?.type.trimmedText.hasSuffix("View") ?? false {
            viewMembers.append((node.name.text, line(node.positionAfterSkippingLeadingTrivia)...line(node.endPositionBeforeTrailingTrivia)))
        }
        return .visitChildren
    }

    private func line(_ position: AbsolutePosition) -> Int { converter.location(for: position).line }
}
