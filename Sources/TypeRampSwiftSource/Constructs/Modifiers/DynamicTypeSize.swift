import SwiftSyntax
import TypeRampDecoding

/// `.dynamicTypeSize(_:)`: the categories the subtree is drawn at, clamped to the range given.
enum DynamicTypeSizeModifier: ModifierConstruct {
    static let names = ["dynamicTypeSize"]
    static let documentation = ConstructDocumentation(
        swift: "`.dynamicTypeSize(...DynamicTypeSize.xxxLarge)` and ranges", screens: "`dynamicTypeSize` (the subtree's range of categories)")
    static let examples = [
        ConstructExample(
            swift: #"Text("A").dynamicTypeSize(...DynamicTypeSize.xxxLarge)"#, screens: "text: A\nstyle: body\ndynamicTypeSize: ...xxxl\n"),
        ConstructExample(swift: #"Text("A").dynamicTypeSize(...(.xLarge))"#, screens: "text: A\nstyle: body\ndynamicTypeSize: ...xl\n"),
        ConstructExample(
            swift: #"Text("A").dynamicTypeSize(size < .accessibility1 ? size : .accessibility1)"#,
            screens: "text: A\nstyle: body\ndynamicTypeSize: ...ax1\n"),
    ]

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        guard let first = m.first else { return views }
        // A bound held by a name (`...maxSize`, a property declared `var maxSize: DynamicTypeSize = .xxLarge` or a
        // parameter): the value it holds where the modifier is.
        let bound: (ExprSyntax) -> ExprSyntax = { e in
            guard e.is(DeclReferenceExprSyntax.self) || e.as(MemberAccessExprSyntax.self)?.base?.trimmedText == "self" else { return e }
            let name = e.as(MemberAccessExprSyntax.self).map { ExprSyntax(DeclReferenceExprSyntax(baseName: $0.declName.baseName)) } ?? e
            return m.translator.resolvedExpression(name, m.scope).0
        }
        guard let range = categoryRange(first, bound: bound) else {
            m.note("the text size range `\(first.trimmedText.prefix(50))` is not one TypeRamp can read: not clamped")
            return views
        }
        return views.map {
            $0.mapBranches { v in
                var v = v
                v.setCommon(.dynamicTypeSize, Spec.plain(range, m.location))
                return v
            }
        }
    }

    /// `...DynamicTypeSize.xxxLarge`, `.large ... .accessibility2`, `.xLarge` as the screens format's range; `bound`
    /// gives the expression a bound written as a name stands for.
    static func categoryRange(_ expr: ExprSyntax, bound: (ExprSyntax) -> ExprSyntax = { $0 }) -> String? {
        // `...(.xLarge)`: a bound in parentheses is the bound.
        func unwrapped(_ e: ExprSyntax) -> ExprSyntax {
            if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
                return unwrapped(only.expression)
            }
            return bound(e)
        }
        func index(_ e: ExprSyntax) -> Int? { memberName(unwrapped(e)).flatMap { Conditions.categoryNames[$0] } }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), let i = index(prefix.expression) {
            if prefix.operator.text == "..." { return "..." + Conditions.shortNames[i] }
            if prefix.operator.text == "..<" { return i == 0 ? nil : "..." + Conditions.shortNames[i - 1] }
        }
        if let postfix = expr.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "...", let i = index(postfix.expression) {
            return Conditions.shortNames[i] + "..."
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            op == "..." || op == "..<", let lo = index(infix.leftOperand), let hi = index(infix.rightOperand)
        {
            return Conditions.shortNames[lo] + "..." + Conditions.shortNames[op == "..<" ? max(lo, hi - 1) : hi]
        }
        if let i = index(expr) { return Conditions.shortNames[i] + "..." + Conditions.shortNames[i] }
        if let (bound, upper) = clamp(expr), let i = index(bound) {
            return upper ? "..." + Conditions.shortNames[i] : Conditions.shortNames[i] + "..."
        }
        return nil
    }

    /// The environment's size clamped to one bound: `size < .accessibility1 ? size : .accessibility1` and
    /// `min(size, .accessibility1)` keep it at most `.accessibility1` (upper), `size > .large ? size : .large` and
    /// `max(size, .large)` at least `.large`. `size` is any name (the view's `@Environment(\.dynamicTypeSize)`).
    static func clamp(_ expr: ExprSyntax) -> (bound: ExprSyntax, upper: Bool)? {
        func isName(_ e: ExprSyntax) -> Bool { e.is(DeclReferenceExprSyntax.self) }
        if let call = expr.as(FunctionCallExprSyntax.self), let f = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            f == "min" || f == "max", call.arguments.count == 2, call.trailingClosure == nil
        {
            let args = call.arguments.map(\.expression)
            guard let bound = args.first(where: { !isName($0) }), args.contains(where: isName) else { return nil }
            return (bound, f == "min")
        }
        guard let ternary = expr.as(TernaryExprSyntax.self),
            let test = ternary.condition.as(InfixOperatorExprSyntax.self),
            let op = test.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["<", "<=", ">", ">="].contains(op),
            isName(test.leftOperand), !isName(test.rightOperand)
        else { return nil }
        let name = test.leftOperand.trimmedDescription
        let bound = test.rightOperand.trimmedDescription
        let then = ternary.thenExpression.trimmedDescription
        let otherwise = ternary.elseExpression.trimmedDescription
        let less = op.hasPrefix("<")
        // `size < X ? size : X` is min; `size < X ? X : size` is max (and the reverse for `>`).
        if then == name, otherwise == bound { return (test.rightOperand, less) }
        if then == bound, otherwise == name { return (test.rightOperand, !less) }
        return nil
    }
}
