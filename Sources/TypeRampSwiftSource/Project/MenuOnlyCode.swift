import SwiftSyntax
import TypeRampCore

/// The views only context menus show: types whose every use in the app is inside the items of a `.contextMenu`
/// (`.contextMenu { MovieContextMenu(movie: m) }`, `contextMenu(menuItems:)`, `contextMenu(forSelectionType:menu:)`), or
/// in preview code, or in another such type. iOS draws a context menu's items as its own rows, at least 44 pt tall and
/// with the system's font, not as the view is written; the view's own preview lays it out as written, so a finding there
/// is not what users meet: the audit lists it as unverified (``GuessKind/menu``).
///
/// Names are matched as written (as ``PreviewOnlyCode`` does): a type whose name is used anywhere else counts as shown by
/// the app. A context menu's `preview:` closure is drawn as written, so it is not a menu item.
struct MenuOnlyCode {
    /// Line ranges, by file path, of the declarations of menu-only views.
    private var ranges: [String: [ClosedRange<Int>]] = [:]

    init(project: Project, previewOnly: PreviewOnlyCode) {
        // The items of every context menu.
        var menuRanges: [String: [ClosedRange<Int>]] = [:]
        for file in project.files {
            for call in MenuCalls(file.tree).calls {
                var closures: [ClosureExprSyntax] = call.trailingClosure.map { [$0] } ?? []
                for argument in call.arguments where argument.label?.text == "menuItems" || argument.label?.text == "menu" {
                    if let c = argument.expression.as(ClosureExprSyntax.self) { closures.append(c) }
                }
                for c in closures { menuRanges[file.path, default: []].append(file.lines(of: c)) }
            }
        }
        guard !menuRanges.isEmpty else { return }
        ranges = project.typesUsedOnlyInside(menuRanges, previewOnly: previewOnly)
    }

    /// Whether `location` lies in a view only context menus show.
    func contains(_ location: SourceLocation) -> Bool {
        ranges[location.file]?.contains { $0.contains(location.line) } ?? false
    }
}

/// The `.contextMenu(…)` calls of a file.
private final class MenuCalls: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    init(_ tree: SourceFileSyntax) {
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "contextMenu" {
            calls.append(node)
        }
        return .visitChildren
    }
}
