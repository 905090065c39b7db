import SwiftSyntax

// A view expression read as SwiftUI writes it: a base and the modifiers applied to it (`Text("A").padding().font(.title)`),
// `#if` inside the chain resolved, modifiers written without `self.` in a view extension or modifier recognised.
extension Translator {
    /// A modifier chain: its base (an expression, or `self` left implicit) and its modifiers, outermost first.
    struct Chain {
        enum Base {
            case expression(ExprSyntax)
            /// `padding(8)` inside an `extension View` function or a modifier's body: `self.padding(8)`.
            case implicitSelf(ExprSyntax)
        }
        var base: Base
        var modifiers: [ModifierCall]
    }

    /// Splits `Base(…).a(…).b(…)` into its base and modifiers. `#if` inside a chain (`.padding() #if os(iOS)
    /// .listRowInsets(…) #endif`) contributes the active clause's modifiers.
    func chain(_ expr: ExprSyntax, _ scope: Scope) -> Chain {
        var modifiers: [ModifierCall] = []
        var current = expr
        while true {
            if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                if let clause = project.configuration.activeClause(postfix.config), case .postfixExpression(let active)? = clause.elements {
                    modifiers += clauseModifiers(active, scope)
                }
                current = base
                continue
            }
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                let base = member.base, !isTypeReference(base), !isMemberOfSelf(base, member.declName.baseName.text, scope),
                // `ContentUnavailableView.search(text: query)`: SwiftUI's view made by its static, not a modifier.
                !(member.declName.baseName.text == "search" && base.as(DeclReferenceExprSyntax.self)?.baseName.text == "ContentUnavailableView")
            {
                modifiers.append(modifierCall(Project.bare(member.declName.baseName.text), call, Syntax(member.declName), scope))
                current = base
                continue
            }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base, !isTypeReference(base),
                project.viewFunctions[member.declName.baseName.text] != nil
            {
                // `Text("x").cardStyle`, a `var` in `extension View`: a modifier without arguments.
                modifiers.append(modifierCall(member.declName.baseName.text, nil, Syntax(member.declName), scope))
                current = base
                continue
            }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base, base.is(FunctionCallExprSyntax.self),
                let last = modifiers.last, last.node != nil, member.declName.baseName.text.first?.isLowercase ?? false
            {
                // `EmojiText(…).emojiText.size(16)`: a namespace of another module's modifiers on the view; the call on
                // it is one modifier, named with its namespace.
                modifiers[modifiers.count - 1].name = "\(member.declName.baseName.text).\(last.name)"
                current = base
                continue
            }
            if let call = current.as(FunctionCallExprSyntax.self), let ref = call.calledExpression.as(DeclReferenceExprSyntax.self),
                isImplicitSelfModifier(ref.baseName.text, scope)
            {
                modifiers.append(modifierCall(ref.baseName.text, call, Syntax(ref), scope))
                return Chain(base: .implicitSelf(current), modifiers: modifiers)
            }
            return Chain(base: .expression(current), modifiers: modifiers)
        }
    }

    /// `self.row(item)`: a member call on the view being read, not a modifier (unless `self` is a view being modified, in
    /// an `extension View` function, and `name` is not a member of the type).
    func isMemberOfSelf(_ base: ExprSyntax, _ name: String, _ scope: Scope) -> Bool {
        guard base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" else { return false }
        return scope.lookup("self") == nil || scope.typeContext?.member(name) != nil
    }

    /// Whether a call of `name` with no receiver is a modifier applied to `self` (inside code where `self` is a view).
    func isImplicitSelfModifier(_ name: String, _ scope: Scope) -> Bool {
        guard scope.lookup("self") != nil, scope.lookup(name) == nil, scope.typeContext?.member(name) == nil else { return false }
        return name == "modifier" || Constructs.modifier(name) != nil || project.viewFunctions[name] != nil
    }

    /// The modifiers of a `#if` clause's chain (`.a().b()`, whose innermost member has no base), outermost first.
    func clauseModifiers(_ clause: ExprSyntax, _ scope: Scope) -> [ModifierCall] {
        var out: [ModifierCall] = []
        var current: ExprSyntax? = clause
        while let e = current {
            if let call = e.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                out.append(modifierCall(Project.bare(member.declName.baseName.text), call, Syntax(member.declName), scope))
                current = member.base
            } else if let member = e.as(MemberAccessExprSyntax.self) {
                out.append(modifierCall(member.declName.baseName.text, nil, Syntax(member.declName), scope))
                current = member.base
            } else if let postfix = e.as(PostfixIfConfigExprSyntax.self) {
                if let clause = project.configuration.activeClause(postfix.config), case .postfixExpression(let active)? = clause.elements {
                    out += clauseModifiers(active, scope)
                }
                current = postfix.base
            } else {
                break
            }
        }
        return out
    }

    func modifierCall(_ name: String, _ call: FunctionCallExprSyntax?, _ nameNode: Syntax, _ scope: Scope) -> ModifierCall {
        ModifierCall(
            translator: self, name: name, arguments: call?.arguments ?? LabeledExprListSyntax([]), trailing: call?.trailingClosure,
            additional: call?.additionalTrailingClosures ?? MultipleTrailingClosureElementListSyntax([]),
            node: call.map(ExprSyntax.init), location: scope.file.location(of: nameNode), scope: scope, env: Environment())
    }
}
