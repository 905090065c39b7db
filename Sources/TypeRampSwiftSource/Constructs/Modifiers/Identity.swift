import SwiftSyntax
import TypeRampDecoding

/// `.id(_:)` and `.accessibilityIdentifier(_:)` with a literal: the node's id, which anchors findings and baselines.
enum IdentityModifier: ModifierConstruct {
    static let names = ["id", "accessibilityIdentifier"]
    static let documentation = ConstructDocumentation(
        swift: "`.id(\"…\")`, `.accessibilityIdentifier(\"…\")`", screens: "`id`",
        notes: "only a string literal: an id computed from data is not stable")
    static let examples = [ConstructExample(swift: #"Text("A").accessibilityIdentifier("title")"#, screens: "text: A\nstyle: body\nid: title\n")]

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        guard let literal = m.first?.as(StringLiteralExprSyntax.self)?.literalText, !literal.isEmpty else { return views }
        return views.map { v in
            var v = v
            v.setCommon(.id, Spec.string(literal, m.location))
            return v
        }
    }
}
