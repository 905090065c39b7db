import SwiftSyntax
import TypeRampDecoding

/// `TabView`: each tab audited as a variant of the screen (an iPhone shows one tab at a time).
enum TabViewConstruct: ViewConstruct {
    static let names = ["TabView"]
    static let documentation = ConstructDocumentation(
        swift: "`TabView` (views with `.tabItem`, or `Tab(_:systemImage:) { }`)", screens: "the tab shown",
        notes: "every tab is audited, each as a variant of the screen")
    static let examples = [ConstructExample(swift: #"TabView { Text("Home").tabItem { Text("Home") } }"#, screens: "text: Home\nstyle: body\n")]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        let t = c.translator
        guard let closure = c.contentClosure() else { return [] }
        let tabs: [ExprSyntax] = t.project.activeItems(closure.statements).compactMap { t.expressionOf($0) }
        guard !tabs.isEmpty else { return [] }
        let labels = tabs.enumerated().map { i, e in "tab \(i + 1): \(tabLabel(e, c) ?? "")" }
        let chosen = tabs.count == 1 ? 0 : t.decisions.choose("TabView " + c.location.description, options: labels, at: c.location)
        let tab = tabs[chosen]
        // `Tab("Home", systemImage: "house") { HomeView() }`: its content.
        if let call = tab.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText == "Tab", let content = call.trailingClosure {
            return t.views(content.statements, c.scope, c.env)
        }
        return t.views(tab, c.scope, c.env)
    }

    private static func tabLabel(_ e: ExprSyntax, _ c: ViewCall) -> String? {
        if let call = e.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText == "Tab",
            let first = call.arguments.first?.expression
        {
            return c.translator.text(first, c.scope).string
        }
        let chain = c.translator.chain(e, c.scope)
        guard let item = chain.modifiers.first(where: { $0.name == "tabItem" }), let closure = item.trailing else { return nil }
        for statement in c.translator.project.activeItems(closure.statements) {
            guard let expr = c.translator.expressionOf(statement) else { continue }
            let inner = c.translator.chain(expr, c.scope)
            if case .expression(let base) = inner.base, let call = base.as(FunctionCallExprSyntax.self),
                ["Text", "Label"].contains(call.calledExpression.trimmedText), let first = call.arguments.first?.expression
            {
                return c.translator.text(first, c.scope).string
            }
        }
        return nil
    }
}
