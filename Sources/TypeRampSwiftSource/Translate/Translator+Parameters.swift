import Foundation
import SwiftParser
import SwiftSyntax
import TypeRampCore
import TypeRampDecoding

// Arguments bound to what receives them: a closure's parameters (named or `$0`), a function's or initializer's
// parameters by Swift's matching rules.
extension Translator {
    /// A closure called with `arguments`: its parameters (named or `$0`, `$1`) bound to them.
    func callClosure(_ closure: ClosureExprSyntax, _ closureScope: Scope, _ arguments: [Value], _ env: Environment) -> [ViewNode] {
        let child = Scope(parent: closureScope, type: nil, file: closureScope.file)
        bindClosureParameters(closure, arguments, into: child)
        return views(closure.statements, child, env)
    }

    func bindClosureParameters(_ closure: ClosureExprSyntax, _ arguments: [Value], into scope: Scope) {
        var names: [String] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: names = list.map(\.name.text)
        case .parameterClause(let p)?: names = p.parameters.map { $0.secondName?.text ?? $0.firstName.text }
        case nil: break
        }
        for (i, value) in arguments.enumerated() {
            scope.values["$\(i)"] = value
            if i < names.count, names[i] != "_" { scope.values[names[i]] = value }
        }
        for name in names.dropFirst(arguments.count) where name != "_" { scope.values[name] = .unknown(name) }
    }

    /// Binds a call's arguments to parameters (Swift's matching rules); unmatched parameters take their defaults.
    func bindParameters(_ parameters: [Parameter], _ call: FunctionCallExprSyntax?, _ callerScope: Scope, into child: Scope) {
        let match =
            call.map {
                ArgumentMatch.match(parameters, arguments: $0.arguments, trailing: $0.trailingClosure, additional: $0.additionalTrailingClosures)
            } ?? ArgumentMatch()
        for (i, p) in parameters.enumerated() {
            recordViewValueType(p, in: child)
            if let e = match.bound[i] {
                // `.selection(true)` for a parameter declared `Accessory`: that type's static, where the function is
                // declared.
                // A function of `extension View` has no type: the parameter's type resolves where the call is.
                if let v = implicitMember(e, declared: p.type, in: child.typeContext, callerScope) {
                    child.values[p.name] = v
                } else {
                    child.values[p.name] = .lazy(e, callerScope)
                }
            } else if let d = p.defaultValue {
                child.values[p.name] = .lazy(d, child)
            } else {
                child.values[p.name] = .unknown(p.name)
            }
        }
    }

    /// The closure a name or `self.name` holds (a stored property or parameter bound to `{ $0.bold() }`), with the scope
    /// it was written in; nil for anything else.
    func storedClosure(_ callee: ExprSyntax, _ scope: Scope) -> (ClosureExprSyntax, Scope)? {
        guard callee.ownName != nil, case .lazy(let e, let s)? = value(callee, scope), let closure = e.as(ClosureExprSyntax.self) else { return nil }
        return (closure, s)
    }

    /// `Image.init(systemName:)`, `DurationLabel.init`: a reference to an initializer of one argument, handed to
    /// `optional.map(_:)`, as the closure it stands for (`{ Image(systemName: $0) }`). The closure is parsed at the
    /// reference's place in its file (the text before it blanked, lines kept), so the views it makes are located where
    /// the reference is written. Nil for anything else, and past 256 references or in a file over 1 MiB: each costs a
    /// parse of the text before it, which hostile input must not multiply.
    func closure(forInitializer reference: ExprSyntax, _ scope: Scope) -> ClosureExprSyntax? {
        if let made = initializerClosures[reference.id] { return made }
        guard initializerClosures.count < 256, reference.positionAfterSkippingLeadingTrivia.utf8Offset < 1 << 20 else { return nil }
        guard let member = reference.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base,
            base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self)
        else { return nil }
        let labels = member.declName.argumentNames.map { $0.arguments.map(\.name.text) } ?? ["_"]
        guard labels.count == 1 else { return nil }
        let argument = labels[0] == "_" ? "$0" : "\(labels[0]): $0"
        let before = scope.file.tree.syntaxTextBytes.prefix(reference.positionAfterSkippingLeadingTrivia.utf8Offset)
        var text = String(decoding: before.map { $0 == 10 || $0 == 13 ? $0 : 32 }, as: UTF8.self)
        text += "{ \(base.trimmedText)(\(argument)) }"
        var parser = Parser(text)
        guard let closure = ExprSyntax.parse(from: &parser).as(ClosureExprSyntax.self), closure.statements.count == 1 else { return nil }
        initializerClosures[reference.id] = closure
        return closure
    }
}
