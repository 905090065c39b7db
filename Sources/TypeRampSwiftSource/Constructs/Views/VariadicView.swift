import SwiftSyntax
import TypeRampDecoding

/// `_VariadicView.Tree(Root(…)) { content }`: SwiftUI's underscored way (before iOS 18's `Group(subviews:)`) for a view
/// to lay out its content's views one by one. SwiftUI calls the root's `body(children:)` with the content's views as
/// `children`, a collection `ForEach` goes through. The importer does the same: the root is the project's type, its
/// `body(children:)` read with `children` bound to the content's views, each one element.
enum VariadicViewConstruct: ViewConstruct {
    static let names = ["_VariadicView.Tree"]
    static let documentation = ConstructDocumentation(
        swift: "`_VariadicView.Tree(_:content:)`", screens: "what the root's `body(children:)` makes of the content's views",
        notes: "the root is the project's `_VariadicView_…Root` type; a root the importer cannot read lays the content out as it is")
    static let examples = [
        ConstructExample(
            swift: #"_VariadicView.Tree(Spaced()) { Text("A"); Text("B") }"#,
            screens: "vstack:\n- text: A\n  style: body\n  padding: 4\n- text: B\n  style: body\n  padding: 4\n",
            declarations: """
                struct Spaced: _VariadicView_UnaryViewRoot {
                    func body(children: _VariadicView.Children) -> some View {
                        VStack { ForEach(children) { child in child.padding(4) } }
                    }
                }
                """)
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        let t = c.translator
        let content = t.viewsForLater { c.content() }
        guard let rootCall = c.first?.as(FunctionCallExprSyntax.self) else { return content }
        var typeName = rootCall.calledExpression.trimmedText
        if let generic = typeName.firstIndex(of: "<") { typeName = String(typeName[..<generic]) }
        guard let root = t.project.resolveQualified(typeName, from: c.scope.typeContext, file: c.scope.file),
            let body = root.members["body"]?.first(where: { $0.parameters.count == 1 }), !t.inlining.contains(root.qualifiedName)
        else {
            c.note("the root `\(typeName)` of `_VariadicView.Tree` is not in the given files: its content is laid out as it is")
            return content
        }
        let instance = t.instanceScope(root, call: rootCall, c.scope, c.env)
        let bodyScope = Scope(parent: instance, type: nil, file: body.file)
        bodyScope.values[body.parameters[0].name] = .array(content.map { .views([$0]) })
        t.inlining.append(root.qualifiedName)
        defer { t.inlining.removeLast() }
        return t.views(body.body, bodyScope, c.env)
    }
}
