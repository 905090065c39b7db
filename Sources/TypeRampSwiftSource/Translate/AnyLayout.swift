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
            let alignment = memberName(call.arguments.first { $0.label?.text == "alignment" }?.expression)
            switch name {
            case "HStackLayout", "VStackLayout":
                let spacing = call.arguments.first { $0.label?.text == "spacing" }.flatMap { number($0.expression, scope) }
                return (name == "HStackLayout" ? "horizontal" : "vertical", alignment, spacing)
            case "ZStackLayout":
                return ("depth", alignment, nil)
            case "GridLayout":
                // A grid whose children are no `GridRow`s puts each in a row of its own across the grid's one column:
                // a vertical stack, its rows `verticalSpacing` apart, aligned as the grid's `alignment` says horizontally.
                let spacing = call.arguments.first { $0.label?.text == "verticalSpacing" }.flatMap { number($0.expression, scope) }
                let horizontal = alignment.map {
                    [
                        "leading": "leading", "trailing": "trailing", "topLeading": "leading", "bottomLeading": "leading", "topTrailing": "trailing",
                        "bottomTrailing": "trailing",
                    ][$0] ?? "center"
                }
                return ("vertical", horizontal, spacing)
            default:
                return nil
            }
        }
        if let ternary = expr.as(TernaryExprSyntax.self), let a = layout(ternary.thenExpression), let b = layout(ternary.elseExpression) {
            return LayoutChoice(condition: condition(ternary.condition, scope, decide: true), whenTrue: a, whenFalse: b)
        }
        if let single = layout(expr) { return LayoutChoice(condition: .constant(true), whenTrue: single, whenFalse: single) }
        return nil
    }

    /// The layout a computed property's body gives (`var layout: AnyLayout { … }`): its one expression, or the one of the
    /// case a `switch` takes (on data TypeRamp does not know, each case is a variant) or the branch an `if` takes, with
    /// the scope it is read in (a case's bound values: `case .horizontal(let spacing)`).
    func layoutExpression(_ body: CodeBlockItemListSyntax, _ scope: Scope) -> (ExprSyntax, Scope)? {
        guard let e = singleExpression(body) else { return nil }
        if let sw = e.as(SwitchExprSyntax.self) {
            // Only a switch whose every case gives a layout: any other is no `AnyLayout` property.
            guard switchCases(sw).allSatisfy({ singleExpression($0.statements).map { anyLayout($0, scope) != nil } ?? false }) else { return nil }
            guard let (b, s) = switchedCase(sw, scope), let inner = singleExpression(b) else { return nil }
            return (inner, s)
        }
        if let ifExpr = e.as(IfExprSyntax.self) {
            guard case .some(let b?) = takenBranch(ifExpr, scope), let inner = singleExpression(b) else { return nil }
            return (inner, scope)
        }
        return (e, scope)
    }

    /// `layout { … }` with `var layout: AnyLayout { switch … }`: a property of the type being read called with content,
    /// as SwiftUI calls a layout value; nil when `name` is no such property.
    func layoutPropertyCall(
        _ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope, _ env: Environment, _ location: SourceLocation
    ) -> [ViewNode]? {
        guard call.arguments.isEmpty, call.trailingClosure != nil, let type = scope.typeContext,
            let member = type.member(name, arity: 0), member.parameters.isEmpty, member.returnType?.hasSuffix("Layout") ?? false,
            let (e, s) = layoutExpression(member.body, scope), let choice = anyLayout(e, s)
        else { return nil }
        return layoutCall(choice, call, scope, env, location)
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
            v.properties.removeAll()
            if chosen.axis == "depth" {
                // `ZStackLayout(alignment: .bottomTrailing)`: as `ZStack(alignment:)`.
                v.kind = .zstack
                if let a = boxAlignment(chosen.alignment.map { ExprSyntax(MemberAccessExprSyntax(name: .identifier($0))) }, scope, at: location) {
                    v.set(.alignment, Spec.plain(a, location))
                }
                return [v]
            }
            v.kind = chosen.axis == "vertical" ? .vstack : .hstack
            if let s = chosen.spacing { v.set(.spacing, Spec.number(max(0, s), location)) }
            if let a = chosen.alignment { v.set(.alignment, Spec.plain(StackConstruct.stackAlignment(a), location)) }
        default:
            note("an AnyLayout chosen by a condition that is not a text-size threshold TypeRamp reads: audited horizontal", at: location)
        }
        return [v]
    }
}
