import SwiftSyntax
import TypeRampDecoding

/// `.contextMenu { Button(…) { … } }`: a menu the system draws (not laid out), whose items VoiceOver reaches from the
/// element's actions ("Show context menu"). What its buttons do is kept (`menuPerforms`), so a gesture that does the
/// same (a tap that opens a link, beside a menu item that opens it too) has that item as its alternative.
enum ContextMenuModifier: ModifierConstruct {
    static let names = ["contextMenu"]
    static let documentation = ConstructDocumentation(
        swift: "`.contextMenu { … }`", screens: "`accessibility: menuPerforms` (what the menu's buttons do)",
        notes: "the menu itself is drawn by the system and not laid out; a view shown only there is not a screen")
    static let examples = [
        ConstructExample(
            swift: #"Text("A").contextMenu { Button("Open") { open() } }"#,
            screens: "text: A\nstyle: body\naccessibility:\n  menuPerforms: [\"open()\"]\n")
    ]

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        guard let menu = m.argument("menuItems") ?? m.trailing.map(ExprSyntax.init) else { return views }
        // The items are the system's menu rows: a view written only for them is not a screen of its own.
        m.translator.shownBySystem(Syntax(menu), in: "a context menu", m.scope)
        return m.settingMenuPerforms(of: menu, on: views)
    }
}

extension ModifierCall {
    /// `views` with `menuPerforms` set to what the `Button`s written in `content` do (a context menu's items, a row's
    /// swipe actions: VoiceOver offers them among the element's actions), by the names ``Translator/effects(of:_:)``
    /// gives; unchanged when they do nothing TypeRamp can name.
    func settingMenuPerforms(of content: ExprSyntax, on views: [ViewNode]) -> [ViewNode] {
        let finder = ButtonActionFinder(viewMode: .sourceAccurate)
        finder.walk(content)
        let effects = Array(Set(finder.actions.flatMap { translator.effects(of: $0, scope) })).sorted()
        guard !effects.isEmpty else { return views }
        return views.map { $0.settingAccessibilityList("menuPerforms", effects, at: location) }
    }
}

extension Translator {
    /// Records the project's views named in `node` as shown in `place`, where the system draws them
    /// (``systemDrawnTypes``): a view used nowhere else is not audited as a screen of its own. Not those a button's
    /// action pushes, a sheet presents or a link opens (a screen of its own: `Button("Continue") { path.push(Next()) }`
    /// in a toolbar).
    ///
    /// A project type that is toolbar content (`struct ComposerHeader: ToolbarContent`, its `body` of `ToolbarItem`s) is
    /// read through: the views its items show are drawn by the system in the same place.
    func shownBySystem(_ node: Syntax, in place: String, _ scope: Scope, depth: Int = 0) {
        for name in References.namesAndInlineNames(in: node, actionsApart: true).inline {
            guard let type = project.resolveQualified(name, from: scope.typeContext, file: scope.file) else { continue }
            if type.isView {
                if systemDrawnTypes[ObjectIdentifier(type)] == nil { systemDrawnTypes[ObjectIdentifier(type)] = place }
            } else if depth < 4, type.isToolbarContent,
                let body = type.member("body", arity: 0), body.parameters.isEmpty
            {
                shownBySystem(Syntax(body.body), in: place, Scope(parent: nil, type: type, file: body.file), depth: depth + 1)
            }
        }
    }
}

/// The actions of the `Button`s written in a menu's content: `action:`, or the trailing closure of `Button("Open") { … }`
/// and of `Button { … } label: { … }`.
private final class ButtonActionFinder: SyntaxVisitor {
    var actions: [ExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.calledExpression.trimmedDescription == "Button" else { return .visitChildren }
        if let a = node.arguments.first(where: { $0.label?.text == "action" })?.expression {
            actions.append(a)
        } else if let t = node.trailingClosure, !node.arguments.isEmpty || !node.additionalTrailingClosures.isEmpty {
            actions.append(ExprSyntax(t))
        }
        return .skipChildren
    }
}
