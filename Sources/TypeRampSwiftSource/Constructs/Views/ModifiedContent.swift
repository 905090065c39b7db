import SwiftSyntax
import TypeRampDecoding

/// `ModifiedContent(content:modifier:)`: the content with the project's `ViewModifier` applied, as `.modifier(…)`.
enum ModifiedContentConstruct: ViewConstruct {
    static let names = ["ModifiedContent"]
    static let documentation = ConstructDocumentation(
        swift: "`ModifiedContent(content:modifier:)`", screens: "the content, modified",
        notes: "as `.modifier(_:)`: the project's `ViewModifier` is followed")
    static let examples = [
        ConstructExample(
            swift: #"ModifiedContent(content: Text("A"), modifier: Card())"#, screens: "text: A\nstyle: body\npadding: 8\n",
            declarations: "struct Card: ViewModifier { func body(content: Content) -> some View { content.padding(8) } }")
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        let t = c.translator
        guard let content = c.argument("content") else { return [] }
        guard let modifier = c.argument("modifier"), let call = modifier.as(FunctionCallExprSyntax.self),
            let type = t.project.resolveQualified(call.calledExpression.trimmedText, from: c.scope.typeContext, file: c.scope.file),
            type.isModifier,
            let body = type.body, !t.inlining.contains(type.qualifiedName)
        else {
            return t.views(content, c.scope, c.env)
        }
        let instance = t.instanceScope(type, call: call, c.scope, c.env)
        let bodyScope = Scope(parent: instance, type: nil, file: body.file)
        bodyScope.values[body.parameters.first?.name ?? "content"] = .lazy(content, c.scope)
        t.inlinedTypes.insert(ObjectIdentifier(type))
        t.inlining.append(type.qualifiedName)
        defer { t.inlining.removeLast() }
        return t.views(body.body, bodyScope, c.env)
    }
}
