import SwiftSyntax
import TypeRampCore
import TypeRampDecoding

// `AnyLayout` chosen by the text size (`let layout = size.isAccessibilitySize ? AnyLayout(VStackLayout()) :
// AnyLayout(HStackLayout())`, called as `layout { … }`): an adaptive stack that flips where the condition says.
extension Translator {
    /// The stacks an `AnyLayout` expression chooses between, and the condition that chooses.
    struct LayoutChoice {
        var condition: Condition
        var whenTrue: (axis: String, alignment: String?, spacing: Double?)
        var whenFalse: (axis: String, alignment: String?, spacing: Double?)
    }

    func anyLayout(_ expr: ExprSyntax, _ scope: Scope) -> LayoutChoice? {
        func layout(_ e: ExprSyntax) -> (axis: String, alignment: String?, spacing: Double?)? {
            var e = e
            if let call = e.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText == "AnyLayout",
                let inner = call.arguments.first?.expression
            {
                e = inner
            }
            guard let call = e.as(FunctionCallExprSyntax.self) else { return nil }
            let name = call.calledExpression.trimmedText
            guard name == "HStackLayout" || name == "VStackLayout" else { return nil }
            let spacing = call.arguments.first { $0.label?.text == "spacing" }.flatMap { number($0.expression, scope) }
            return (
                name == "HStackLayout" ? "horizontal" : "vertical", memberName(call.arguments.first { $0.label?.text == "alignment" }?.expression),
                spacing
            )
        }
        if let ternary = expr.as(TernaryExprSyntax.self), let a = layout(ternary.thenExpression), let b = layout(ternary.elseExpression) {
            return LayoutChoice(condition: condition(ternary.condition, scope, decide: true), whenTrue: a, whenFalse: b)
        }
        if let single = layout(expr) { return LayoutChoice(condition: .constant(true), whenTrue: single, whenFalse: single) }
        return nil
    }

    /// `layout { … }` with an `AnyLayout` chosen by the text size: an adaptive stack that flips where the condition says.
    func layoutCall(
        _ choice: LayoutChoice, _ call: FunctionCallExprSyntax, _ scope: Scope, _ env: Environment, _ location: SourceLocation
    ) -> [ViewNode] {
        let children = call.trailingClosure.map { views($0.statements, scope, env) } ?? []
        var horizontal = choice.whenFalse, vertical = choice.whenTrue
        var cond = choice.condition
        if horizontal.axis == "vertical" && vertical.axis == "horizontal" {
            swap(&horizontal, &vertical)
            cond = cond.negated
        }
        var v = ViewNode(.hstack, .children(children), at: location)
        if let s = horizontal.spacing { v.set(.spacing, Spec.number(max(0, s), location)) }
        if let a = horizontal.alignment { v.set(.alignment, Spec.plain(StackConstruct.stackAlignment(a), location)) }
        switch cond {
        case .categories(let lo, nil) where horizontal.axis == "horizontal" && vertical.axis == "vertical":
            v.set(.flipAt, Spec.plain(Conditions.shortNames[lo ?? 0], location))
            if let a = vertical.alignment { v.set(.alignmentWhenVertical, Spec.plain(a, location)) }
        case .constant(let b):
            let chosen = b ? choice.whenTrue : choice.whenFalse
            v.kind = chosen.axis == "vertical" ? .vstack : .hstack
            v.properties.removeAll()
            if let s = chosen.spacing { v.set(.spacing, Spec.number(max(0, s), location)) }
            if let a = chosen.alignment { v.set(.alignment, Spec.plain(StackConstruct.stackAlignment(a), location)) }
        default:
            note("an AnyLayout chosen by a condition that is not a text-size threshold TypeRamp reads: audited horizontal", at: location)
        }
        return [v]
    }
}
