import SwiftSyntax
import TypeRampDecoding

/// `.redacted(reason: .placeholder)`: a loading placeholder. iOS draws its text as grey bars of the text's shape, so
/// nothing in it is read: its nodes are marked `guessed: [placeholder]` and findings on them are unverified. A ternary
/// reason (`loaded ? [] : .placeholder`) is the branch the screen's variant takes; any other reason (`[]`, `.privacy`)
/// lays the view out as it is.
enum RedactedModifier: ModifierConstruct {
    static let names = ["redacted"]
    static let documentation = ConstructDocumentation(
        swift: "`.redacted(reason: .placeholder)`", screens: "`guessed: [placeholder]`",
        notes:
            "a loading placeholder: findings on it and inside it are unverified; `loaded ? [] : .placeholder` redacts in the variant whose condition chooses `.placeholder`; another reason changes nothing"
    )
    static let examples = [
        ConstructExample(
            swift: #"Text("Loading").redacted(reason: .placeholder)"#, screens: "text: Loading\nstyle: body\nguessed: [placeholder]\n")
    ]

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        var chosen = m.first
        // `.redacted(reason: loaded ? [] : .placeholder)`: the reason of the branch the screen's variant takes (the same
        // decision as `if loaded { … } else { … }` in its body); a condition left undecided redacts nothing.
        if let ternary = chosen?.as(TernaryExprSyntax.self) {
            guard case .constant(let holds) = m.translator.condition(ternary.condition, m.scope, decide: true) else { return views }
            chosen = holds ? ternary.thenExpression : ternary.elseExpression
        }
        guard let reason = chosen?.trimmedText, reason == ".placeholder" || reason == "RedactionReasons.placeholder" else { return views }
        return views.map { v in
            var v = v
            v.guessed.insert(.placeholder)
            return v
        }
    }
}
