import SwiftSyntax
import TypeRampDecoding

/// `.lineLimit`, `.truncationMode`, `.multilineTextAlignment`, `.minimumScaleFactor`: handed down to the texts inside.
enum TextLayoutModifier: ModifierConstruct {
    static let names = ["lineLimit", "truncationMode", "multilineTextAlignment", "minimumScaleFactor"]
    static let documentation = ConstructDocumentation(
        swift:
            "`.lineLimit(n)`, `.lineLimit(a...b)` (the upper bound), `.lineLimit(nil)`, `.truncationMode`, `.multilineTextAlignment`, `.minimumScaleFactor`",
        screens: "`lines`, `mode`, `alignment`, `minimumScaleFactor` on the texts inside")
    static let examples = [
        ConstructExample(swift: #"Text("A").lineLimit(2)"#, screens: "text: A\nstyle: body\nlines: 2\n"),
        ConstructExample(swift: #"Text("A").lineLimit(1...3)"#, screens: "text: A\nstyle: body\nlines: 3\n"),
    ]

    static func environment(_ m: ModifierCall, _ env: inout Environment) {
        let t = m.translator
        guard let first = m.first else { return }
        let location = m.scope.file.location(of: first)
        switch m.name {
        case "lineLimit":
            if first.is(NilLiteralExprSyntax.self) || ["Int.max", ".max"].contains(first.trimmedText) || t.value(first, m.scope)?.presence == false {
                // `nil` (written, or a `lineLimit: Int? = nil` parameter left out), or `Int.max` lines: no limit.
                env.lineLimit = Spec.number(0, location)
            } else if let n = t.number(first, m.scope), let lines = t.checkedInt(n), lines >= 0 {
                env.lineLimit = Spec.number(Double(min(lines, 10_000)), location)
            } else if let range = first.as(InfixOperatorExprSyntax.self), let n = t.number(range.rightOperand, m.scope), let lines = t.checkedInt(n),
                lines >= 0
            {
                env.lineLimit = Spec.number(Double(min(lines, 10_000)), location)
            } else if let postfix = first.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
                env.lineLimit = Spec.number(0, location)
            } else if let prefix = first.as(PrefixOperatorExprSyntax.self), let n = t.number(prefix.expression, m.scope), let lines = t.checkedInt(n),
                lines >= 0
            {
                env.lineLimit = Spec.number(Double(min(lines, 10_000)), location)
            } else {
                m.note("lineLimit `\(first.trimmedText.prefix(40))` is not a number TypeRamp can read: no limit is audited")
            }
        case "truncationMode":
            switch memberName(first) {
            case "head": env.truncation = "truncatingHead"
            case "middle": env.truncation = "truncatingMiddle"
            default: env.truncation = "truncatingTail"
            }
        case "multilineTextAlignment":
            if let a = memberName(first), ["leading", "center", "trailing"].contains(a) { env.multilineAlignment = a }
        case "minimumScaleFactor":
            if let n = t.number(first, m.scope), n > 0, n <= 1 { env.minimumScaleFactor = Spec.number(n, location) }
        default: break
        }
    }
}
