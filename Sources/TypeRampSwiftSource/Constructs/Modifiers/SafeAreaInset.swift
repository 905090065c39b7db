import SwiftSyntax
import TypeRampDecoding

/// `.safeAreaInset(edge:) { content }` and `.safeAreaBar(edge:) { content }` (iOS 26, the same placement drawn as a
/// bar): the inset stacked above or below the content.
enum SafeAreaInsetModifier: ModifierConstruct {
    static let names = ["safeAreaInset", "safeAreaBar"]
    static let documentation = ConstructDocumentation(
        swift: "`.safeAreaInset(edge:) { }`, `.safeAreaBar(edge:) { }`",
        screens: "a `vstack` (spacing 0) of the inset and the content, or an `hstack` for leading and trailing edges")
    static let examples = [
        ConstructExample(
            swift: #"Text("A").safeAreaInset(edge: .bottom) { Text("B") }"#,
            screens: "vstack:\n- text: A\n  style: body\n- text: B\n  style: body\nspacing: 0\n")
    ]

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        let edge = memberName(m.argument("edge")) ?? "bottom"
        let inset = m.contentViews()
        guard !inset.isEmpty else { return views }
        let first = edge == "top" || edge == "leading"
        var stack = ViewNode(
            edge == "leading" || edge == "trailing" ? .hstack : .vstack, .children(first ? inset + views : views + inset), at: m.location)
        stack.set(
            .spacing,
            Spec.number(
                m.translator.number(m.argument("spacing") ?? ExprSyntax(IntegerLiteralExprSyntax(literal: .integerLiteral("0"))), m.scope) ?? 0,
                m.location))
        return [stack]
    }
}
