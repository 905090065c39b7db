import SwiftSyntax
import TypeRampCore

// What an action closure does, as names a gesture and a button can be compared by (`performs` in the screens format).
extension Translator {
    /// Calls that only wrap the work they are given (an animation, a task, a delay): their closures' statements are read.
    static let effectWrappers: Set<String> = ["withAnimation", "withTransaction", "Task", "async", "asyncAfter", "perform", "DispatchQueue"]

    /// What an action does: each call its statements make, with its arguments as written (`viewModel.didTapRating()`,
    /// `store.send(.closeTapped)`, `store.dispatch(action:Reset())`), and each state it sets (`isExpanded = true`),
    /// `self.`, `?`, `!` and spaces left out; the work of `withAnimation { … }`, `Task { … }` and `if` bodies included.
    /// An action given by name (`action: viewModel.close`) is that call without arguments; a closure bound to a
    /// parameter is read where it was written. Empty when the action is none of these.
    func effects(of action: ExprSyntax, _ scope: Scope) -> [String] {
        let (resolved, _) = resolvedExpression(action, scope)
        if let closure = resolved.as(ClosureExprSyntax.self) {
            // What a closure does is read from its text alone: once per import, though its button is met in every
            // variant and row.
            if let known = closureEffects[closure.id] { return known }
            let found = Array(Set(effects(closure.statements))).sorted()
            closureEffects[closure.id] = found
            return found
        }
        if resolved.is(MemberAccessExprSyntax.self) || resolved.is(DeclReferenceExprSyntax.self) {
            return [Translator.effectName(resolved.trimmedText) + "()"]
        }
        return []
    }

    private func effects(_ statements: CodeBlockItemListSyntax) -> [String] {
        var out: [String] = []
        for item in project.activeItems(statements) {
            if let expr = expressionOf(item) { out += effects(expression: expr) }
        }
        return out
    }

    private func effects(_ ifExpr: IfExprSyntax) -> [String] {
        var out = effects(ifExpr.body.statements)
        switch ifExpr.elseBody {
        case .ifExpr(let next)?: out += effects(next)
        case .codeBlock(let block)?: out += effects(block.statements)
        case nil: break
        }
        return out
    }

    private func effects(expression expr: ExprSyntax) -> [String] {
        if let e = expr.as(TryExprSyntax.self) { return effects(expression: e.expression) }
        if let e = expr.as(AwaitExprSyntax.self) { return effects(expression: e.expression) }
        if let ifExpr = expr.as(IfExprSyntax.self) { return effects(ifExpr) }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.trimmedText
            let last = callee.split(separator: ".").last.map(String.init) ?? callee
            if Translator.effectWrappers.contains(last) || Translator.effectWrappers.contains(callee) {
                var out: [String] = []
                for closure in [call.trailingClosure].compactMap({ $0 }) + call.arguments.compactMap({ $0.expression.as(ClosureExprSyntax.self) }) {
                    out += effects(closure.statements)
                }
                return out
            }
            let arguments = call.arguments.trimmedDescription.filter { !$0.isWhitespace }
            return ["\(Translator.effectName(callee))(\(arguments))"]
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            return ["\(Translator.effectName(infix.leftOperand.trimmedText)) = \(infix.rightOperand.trimmedText)"]
        }
        return []
    }

    /// A callee or state as compared: without `self.` and without optional chaining's `?` and `!`.
    static func effectName(_ text: String) -> String {
        var t = text.removing("?").removing("!")
        if t.hasPrefix("self.") { t.removeFirst(5) }
        return t.removing(" ").removing("\n")
    }
}
