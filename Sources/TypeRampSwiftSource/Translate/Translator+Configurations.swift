import SwiftSyntax
import TypeRampCore

// Configuration methods: a project view's own methods that return a changed copy of it (`func carouselSpacing(_ s:
// CGFloat) -> Self { var copy = self; copy.spacing = s; return copy }`), called where the view is made. Swift calls the
// view's own method, not a modifier of `View`; the importer applies what the method assigns to the instance it inlines.
extension Translator {
    /// `chain` without the configuration methods called directly on the project view its base makes; they are kept in
    /// ``configurations`` for that view's inlining.
    func peelingConfigurations(_ chain: Chain, _ scope: Scope) -> Chain {
        guard case .expression(let base) = chain.base, let call = base.as(FunctionCallExprSyntax.self), !chain.modifiers.isEmpty else {
            return chain
        }
        let name = calledName(call)
        guard !name.includes("."), scope.lookup(name) == nil, let type = project.resolveView(name, from: scope.typeContext, file: scope.file),
            type.isView
        else { return chain }
        // The innermost modifiers (the end of the list) that are the view's own methods returning the view.
        var k = 0
        for m in chain.modifiers.reversed() {
            guard configurationMethod(m, of: type) != nil else { break }
            k += 1
        }
        guard k > 0 else { return chain }
        configurations[call.id] = Array(chain.modifiers.suffix(k).reversed())
        return Chain(base: chain.base, modifiers: Array(chain.modifiers.dropLast(k)))
    }

    /// The method of `type` that `m` calls when it is a configuration method: an instance method returning `Self` or the
    /// type, whose labels the call fits.
    func configurationMethod(_ m: ModifierCall, of type: TypeDecl) -> Member? {
        guard let call = m.node?.as(FunctionCallExprSyntax.self) else { return nil }
        return type.members[m.name]?.first { member in
            guard let r = member.returnType, r == "Self" || r == type.name || r.hasPrefix(type.name + "<") else { return false }
            return ArgumentMatch.match(
                member.parameters, arguments: call.arguments, trailing: call.trailingClosure, additional: call.additionalTrailingClosures
            )
            .complete
        }
    }

    /// Applies configuration calls, in the order written, to an inlined view's properties: each stored property the
    /// method assigns (on its copy of `self`, or in a closure that receives the copy) takes the value assigned. A method
    /// doing more (appending to an array, branching) is noted: what it changes is not followed.
    func configure(_ type: TypeDecl, _ instance: Scope, _ calls: [ModifierCall]) {
        let properties = Set(type.properties.map(\.name))
        for m in calls {
            guard let method = configurationMethod(m, of: type), let call = m.node?.as(FunctionCallExprSyntax.self) else { continue }
            let parameters = Scope(parent: instance, type: type, file: method.file)
            bindParameters(method.parameters, call, m.scope, into: parameters)
            var assigned: [(String, ExprSyntax)] = []
            if followAssignments(method.body, properties, &assigned) {
                for (name, value) in assigned { instance.values[name] = .lazy(value, parameters) }
            } else if let made = singleExpression(method.body)?.as(FunctionCallExprSyntax.self), makesOwnType(made, type) {
                // `ImageView<New, P, F>(sources: sources, image: content, …)`: a new instance of the type, its arguments
                // read with the properties as they were before the call.
                let before = Scope(parent: nil, type: type, file: type.file)
                before.values = instance.values
                let arguments = Scope(parent: before, type: type, file: method.file)
                bindParameters(method.parameters, call, m.scope, into: arguments)
                runInitializer(
                    type, arguments: made.arguments, trailing: made.trailingClosure, additional: made.additionalTrailingClosures, arguments,
                    instance)
            } else {
                note(
                    "`.\(m.name)` configures `\(type.name)` in a way TypeRamp does not follow (more than assigning its properties): ignored",
                    at: m.location)
            }
        }
    }

    /// Whether `call` makes an instance of `type` (`Self(…)`, `.init(…)`, `ImageView<A, B>(…)`).
    private func makesOwnType(_ call: FunctionCallExprSyntax, _ type: TypeDecl) -> Bool {
        var name = call.calledExpression.trimmedText
        if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        return ["Self", "Self.init", ".init", "init", type.name, "\(type.name).init"].contains(name)
    }

    /// Collects the property assignments of a configuration method's statements (`copy.spacing = s`, inside
    /// `update { c in c.spacing = s }` too, or `copy(modifying: \.spacing, with: s)`); false when a statement does
    /// something else.
    private func followAssignments(_ items: CodeBlockItemListSyntax, _ properties: Set<String>, _ assigned: inout [(String, ExprSyntax)]) -> Bool {
        for item in project.activeItems(items) {
            switch item {
            case .decl(let d):
                // `var copy = self`.
                guard let v = d.as(VariableDeclSyntax.self), v.bindings.allSatisfy({ $0.initializer?.value.trimmedText == "self" }) else {
                    return false
                }
            case .stmt(let s):
                guard let r = s.as(ReturnStmtSyntax.self) else {
                    guard let e = s.as(ExpressionStmtSyntax.self)?.expression, followExpression(e, properties, &assigned) else { return false }
                    continue
                }
                guard let e = r.expression else { continue }
                if e.is(DeclReferenceExprSyntax.self) { continue }
                guard followExpression(e, properties, &assigned) else { return false }
            case .expr(let e):
                guard followExpression(e, properties, &assigned) else { return false }
            }
        }
        return true
    }

    private func followExpression(_ e: ExprSyntax, _ properties: Set<String>, _ assigned: inout [(String, ExprSyntax)]) -> Bool {
        if let assign = e.as(InfixOperatorExprSyntax.self), assign.operator.is(AssignmentExprSyntax.self) {
            guard let target = assign.leftOperand.as(MemberAccessExprSyntax.self), properties.contains(target.declName.baseName.text) else {
                return false
            }
            assigned.append((target.declName.baseName.text, assign.rightOperand))
            return true
        }
        if let call = e.as(FunctionCallExprSyntax.self) {
            // `update { c in c.spacing = s }`: the closure's assignments; `block(&copy)` (the helper's own body): passed.
            if let closure = call.trailingClosure { return call.arguments.isEmpty && followAssignments(closure.statements, properties, &assigned) }
            // `copy(modifying: \.pipeline, with: pipeline)`: a helper that sets the key path's property on a copy.
            let keyPaths = call.arguments.compactMap { $0.expression.as(KeyPathExprSyntax.self) }
            if call.arguments.count == 2, keyPaths.count == 1, keyPaths[0].components.count == 1,
                let name = keyPaths[0].components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text,
                properties.contains(name), let value = call.arguments.first(where: { !$0.expression.is(KeyPathExprSyntax.self) })?.expression
            {
                assigned.append((name, value))
                return true
            }
            return call.arguments.allSatisfy { $0.expression.is(InOutExprSyntax.self) }
        }
        return false
    }
}
