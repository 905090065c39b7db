import SwiftSyntax

/// Initializers the project adds to SwiftUI's views in extensions (`extension Label { init(_ title:icon:iconSize:) }`,
/// `extension NavigationLink { init(_ title:icon:destination:) }`), taken where a call's argument labels fit none of
/// SwiftUI's own: the `self.init(…)` such an initializer delegates to is the view made.
enum ProjectInitializers {
    /// The views `c` makes through the project's initializer of `c.name`, translated by its construct's `translate`;
    /// nil when SwiftUI's own initializers take the call's labels (`isSwiftUIs`) or no initializer of the project fits.
    /// Initializers that delegate to each other in a cycle end (``Translator/isNestedTooDeep(_:)``).
    static func views(_ c: ViewCall, isSwiftUIs: ([String]) -> Bool, translate: (ViewCall) -> [ViewNode]) -> [ViewNode]? {
        guard let delegated = call(c, isSwiftUIs: isSwiftUIs) else { return nil }
        c.translator.inlining.append("\(c.name).init")
        defer { c.translator.inlining.removeLast() }
        return translate(delegated)
    }

    /// `Label(title, icon: \.lock, iconSize: .xSmall)`: the `self.init(…)` the project's fitting initializer delegates
    /// to, its parameters bound to the arguments, as a call of the same view.
    static func call(_ c: ViewCall, isSwiftUIs: ([String]) -> Bool) -> ViewCall? {
        let t = c.translator
        let labels = c.call.arguments.map { $0.label?.text ?? "" }
        guard !isSwiftUIs(labels), let inits = t.project.viewTypeStatics[c.name]?.initializers else { return nil }
        let fitting = inits.filter {
            ArgumentMatch.match(
                $0.parameters, arguments: c.call.arguments, trailing: c.call.trailingClosure, additional: c.call.additionalTrailingClosures
            ).complete
        }
        guard let initializer = fitting.first, !t.isNestedTooDeep("\(c.name).init") else { return nil }
        let child = Scope(parent: nil, type: nil, file: initializer.file)
        t.bindParameters(initializer.parameters, c.call, c.scope, into: child)
        guard let (body, scope) = delegation(initializer.body, child, t) else { return nil }
        return ViewCall(translator: t, name: c.name, call: body, scope: scope, env: c.env, location: c.location, chain: c.chain)
    }

    /// The `self.init(…)` an initializer's body delegates to, and the scope it runs in: the body itself, or the branch
    /// an `if` or `switch` around it takes (`switch icon.source { case .system: self.init(title, systemImage: …) case
    /// .custom: self.init(title, image: …) }`), the first branch when the condition is data TypeRamp does not know (each
    /// branch is a title beside an icon: they lay out alike, so they are not variants).
    static func delegation(_ statements: CodeBlockItemListSyntax, _ scope: Scope, _ t: Translator) -> (FunctionCallExprSyntax, Scope)? {
        guard let single = t.singleExpression(statements) else { return nil }
        if let call = single.as(FunctionCallExprSyntax.self) {
            return ["self.init", "Self.init", "init"].contains(call.calledExpression.trimmedText) ? (call, scope) : nil
        }
        if let sw = single.as(SwitchExprSyntax.self) {
            guard let (body, caseScope) = t.takenCase(sw, scope) ?? t.switchCases(sw).first.map({ ($0.statements, scope) }) else { return nil }
            return delegation(body, caseScope, t)
        }
        if let ifExpr = single.as(IfExprSyntax.self) {
            let taken: CodeBlockItemListSyntax?
            switch t.takenBranch(ifExpr, scope) {
            case .some(let branch): taken = branch
            case nil: taken = ifExpr.body.statements
            }
            return taken.flatMap { delegation($0, scope, t) }
        }
        return nil
    }
}
