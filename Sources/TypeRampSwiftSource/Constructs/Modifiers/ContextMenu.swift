import SwiftSyntax
import TypeRampDecoding

/// `.contextMenu { Button(…) { … } }`: a menu the system draws (not laid out), whose items VoiceOver reaches from the
/// element's actions ("Show context menu"). What its buttons do is kept (`menuPerforms`), so a gesture that does the
/// same (a tap that opens a link, beside a menu item that opens it too) has that item as its alternative.
enum ContextMenuModifier: ModifierConstruct {
    static let names = ["contextMenu"]
    static let documentation = ConstructDocumentation(
        swift: "`.contextMenu { … }`", screens: "`accessibility: menuPerforms` (what the menu's buttons do)",
        notes: "the menu itself is drawn by the system and not laid out")
    static let examples = [
        ConstructExample(
            swift: #"Text("A").contextMenu { Button("Open") { open() } }"#,
            screens: "text: A\nstyle: body\naccessibility:\n  menuPerforms: [\"open()\"]\n")
    ]

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        guard let menu = m.argument("menuItems") ?? m.trailing.map(ExprSyntax.init) else { return views }
        let finder = ButtonActionFinder(viewMode: .sourceAccurate)
        finder.walk(menu)
        let effects = Array(Set(finder.actions.flatMap { m.translator.effects(of: $0, m.scope) })).sorted()
        guard !effects.isEmpty else { return views }
        return views.map { $0.settingAccessibilityList("menuPerforms", effects, at: m.location) }
    }
}

/// The actions of the `Button`s written in a menu's content: `action:`, or the trailing closure of `Button("Open") { … }`
/// and of `Button { … } label: { … }`.
final class ButtonActionFinder: SyntaxVisitor {
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
