import Foundation
import SwiftSyntax
import TypeRampCore

// Values Swift chooses by branching: an `if` expression, and an enum case's property that switches on `self`.
extension Translator {
    /// An `if` expression's value (`if #available(iOS 26, *) { 0 } else { 8 }`, Swift 5.9): the branch its conditions
    /// take, when they are constants (`#available` is taken: the audit assumes a current iOS); nil when a condition
    /// depends on data or a branch is more than one expression.
    func ifValue(_ ifExpr: IfExprSyntax, _ scope: Scope) -> Value? {
        guard case .some(let body?) = takenBranch(ifExpr, scope) else { return nil }
        if let e = singleExpression(body) { return value(e, scope) }
        return returnedValue(body, Scope(parent: scope, type: nil, file: scope.file))
    }

    /// The statements an `if` takes when its conditions are constants (`.some(nil)` when it takes none: no `else`);
    /// nil when a condition depends on data.
    func takenBranch(_ ifExpr: IfExprSyntax, _ scope: Scope) -> CodeBlockItemListSyntax?? {
        var taken = true
        for element in ifExpr.conditions {
            switch element.condition {
            case .availability: continue
            case .expression(let e):
                guard let b = condition(e, scope).constantValue else { return nil }
                taken = taken && b
            case .optionalBinding(let b):
                // `if let hash, let image = UIImage(…)`: not taken when a value is known to be nil (Swift stops at the
                // first that is); taken past one known to be there.
                guard let present = bindingPresence(b, scope) else { return nil }
                taken = taken && present
            case .matchingPattern(let p):
                // `if case .view = self` in an enum's computed property, read on a known case (a pattern that binds
                // nothing). Elsewhere such a condition stays a decision, as before.
                guard p.initializer.value.trimmedText == "self", !p.pattern.trimmedText.contains("("),
                    case .enumCase(let name, _)? = value(p.initializer.value, scope),
                    let caseName = patternCaseName(p.pattern)
                else { return nil }
                taken = taken && name == caseName
            default: return nil
            }
            if !taken { break }
        }
        if taken { return .some(ifExpr.body.statements) }
        switch ifExpr.elseBody {
        case .ifExpr(let next)?: return takenBranch(next, scope)
        case .codeBlock(let block)?: return .some(block.statements)
        case nil: return .some(nil)
        }
    }

    /// The statements of the case a `switch` takes for a known subject, in a scope with the case's pattern names bound;
    /// nil when the subject is data TypeRamp does not know.
    func takenCase(_ s: SwitchExprSyntax, _ scope: Scope) -> (CodeBlockItemListSyntax, Scope)? {
        switchedCase(s, scope, decide: { _ in false })
    }

    /// A `switch` expression's value (Swift 5.9: `let inset = switch kind { case .pillar: 0 default: 35 }`); on data
    /// TypeRamp does not know, each case's value is a variant (`switchedCase`); on the screen's width, unknown.
    func switchValue(_ s: SwitchExprSyntax, _ scope: Scope) -> Value? {
        // A value chosen by the screen's width (`switch UIScreen.main.bounds.width { case ..<375: .small … }`) is one
        // value at each audited width, which a screen's variants cannot hold: each would also be audited at the widths
        // that never have it (a "large" value on a 320 pt iPhone). It stays unknown.
        let decide: (Value?) -> Bool = { subject in
            if case .readerLength? = subject { return false }
            return true
        }
        guard let (body, caseScope) = switchedCase(s, scope, decide: decide) else { return nil }
        // One expression (a `switch` expression's case), or statements that `return` (a getter's `switch`).
        if let e = singleExpression(body) { return value(e, caseScope) }
        return returnedValue(body, caseScope)
    }

    /// A computed property or method without arguments of an enum case, written as `switch self { case .big: return 375 … }`
    /// (a design system's sizes: `size.height()` with `size` `.big`). The enum is the one type of the project with that
    /// case and member; nil when there is none or more than one, or the body is not such a switch.
    /// When several enums have the case and member, `declared` (the type the value's property is declared with) picks one.
    func enumMember(_ caseName: String, _ name: String, arity: Int, declared: TypeDecl? = nil, associated: [Value] = []) -> Value? {
        var owners = (project.enumsByCase[caseName] ?? []).filter { $0.member(name, arity: arity) != nil }
        if owners.count > 1, let declared, owners.contains(where: { $0 === declared }) { owners = [declared] }
        guard owners.count == 1, let type = owners.first, let m = type.member(name, arity: arity), let single = singleExpression(m.body) else {
            return nil
        }
        guard let sw = single.as(SwitchExprSyntax.self), sw.subject.trimmedText == "self" else {
            // A member computed from the others (`var pinHeight: CGFloat { height / 2 }`): read with `self` the case.
            guard arity == 0, m.parameters.isEmpty else { return nil }
            let key = "enum \(type.qualifiedName).\(name)"
            guard !inlining.contains(key) else { return nil }
            inlining.append(key)
            defer { inlining.removeLast() }
            let selfScope = Scope(parent: nil, type: type, file: m.file)
            selfScope.values["self"] = .enumCase(caseName, associated)
            return numeric(value(single, selfScope), single, selfScope, declared: m.returnType)
        }
        // The case `self` is, as a `switch` in a view builder chooses it (`switchCases`, `chosenCase`).
        let cases = switchCases(sw)
        let subject = Value.enumCase(caseName, associated)
        guard let i = chosenCase(cases, subject) else { return nil }
        // `case .custom(let size): return size`: the case's associated values bound to the pattern's names.
        let caseScope = Scope(parent: nil, type: type, file: m.file)
        if case .case(let l) = cases[i].label, let first = l.caseItems.first {
            bindPatternNames(first.pattern, subject, caseScope, types: type.associatedTypes[caseName] ?? [])
        }
        return singleExpression(cases[i].statements).flatMap { numeric(value($0, caseScope), $0, caseScope, declared: m.returnType) }
    }

    /// A value read where the code declares a number type (`var padding: CGFloat { … return .grid(1) }`): an implicit
    /// member there is the number type's own static (``numericImplicitMember(_:_:)``), not an enum case.
    func numeric(_ v: Value?, _ e: ExprSyntax, _ scope: Scope, declared: String?) -> Value? {
        guard case .enumCase? = v, let declared, Translator.numberTypes.contains(declared) || declared == "Self",
            let n = numericImplicitMember(e, scope)
        else { return v }
        return .number(n)
    }

    /// The project type a stored property read by `expr` (`size`, `self.size`) is declared with, resolved where the
    /// property is declared; nil for anything else.
    func declaredType(of expr: ExprSyntax, _ scope: Scope) -> TypeDecl? {
        guard let (typeName, owner) = declaredTypeName(of: expr, scope) else { return nil }
        return project.resolveQualified(typeName, from: owner, file: owner.file)
    }

    /// The type written on the property a plain name (`title`, `self.title`) reads, without `?` or `!`, and the type
    /// declaring that property; nil when the name is not a property with a written type.
    func declaredTypeName(of expr: ExprSyntax, _ scope: Scope) -> (String, TypeDecl)? {
        // Told by syntax (an expression's text can be long: this is asked of every `if let`).
        guard let name = expr.ownName else { return nil }
        var bound: Scope? = scope
        while let b = bound, b.values[name] == nil { bound = b.parent }
        if let b = bound, let typeName = b.boundTypes[name], let t = b.typeContext {
            return (typeName.trimming("?!"), t)
        }
        var owner = scope.typeContext
        while let t = owner {
            switch propertyType(name, of: t) {
            case .written(let typeName): return (typeName, t)
            case .unwritten: return nil
            case .absent: owner = t.parent
            }
        }
        return nil
    }

    /// The type a property of `type` is written with: a stored one's (`@Environment(\.deviceInfo) var deviceInfo` says
    /// none: the one the app declares for that value), else a computed one's (`var icon: Image { switch kind { … } }`,
    /// not `some View`), without `?` or `!`.
    enum PropertyType { case written(String), unwritten, absent }
    func propertyType(_ name: String, of t: TypeDecl) -> PropertyType {
        if let p = t.properties.first(where: { $0.name == name }) {
            let declared =
                p.type ?? (p.wrapper == "Environment" ? environmentValueType(p.wrapperArguments?.first?.expression) : nil)
                ?? initializedType(p.initial, in: t)
            return declared.map { .written($0.trimming("?! ")) } ?? .unwritten
        }
        if let m = t.member(name, arity: 0), m.parameters.isEmpty, !m.isStatic,
            let typeName = m.returnType?.trimming("?! "), !typeName.hasPrefix("some ")
        {
            return .written(typeName)
        }
        return .absent
    }

    /// The project type whose initializer a stored property's initial value calls (`@StateObject var model =
    /// VaultsModel()`): the type Swift infers for the property. Nil for any other value.
    private func initializedType(_ initial: ExprSyntax?, in owner: TypeDecl) -> String? {
        guard let call = initial?.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            name.first?.isUppercase == true, project.resolveQualified(name, from: owner, file: owner.file) != nil
        else { return nil }
        return name
    }

    /// The raw value of case `caseName` of `type`, as Swift gives it: the one written, else for an `Int` enum one more
    /// than the case before (the first 0), else the case's name.
    func rawValue(of caseName: String, in type: TypeDecl) -> Value {
        if let s = type.statics[caseName], s.initial != nil, let v = staticValue(s, type) { return v }
        guard type.conformances.contains("Int") else { return .string(TextValue(caseName)) }
        var next = 0.0
        for c in type.cases {
            if let s = type.statics[c], s.initial != nil, case .number(let n)? = staticValue(s, type) { next = n }
            if c == caseName { return .number(next) }
            next += 1
        }
        return .unknown("rawValue")
    }

    /// A case's `rawValue` where its enum is not written: ``rawValue(of:in:)`` when one enum of the project has a case of
    /// that name, else the case's name (Swift's implicit `String` raw value).
    func enumRawValue(_ caseName: String) -> Value {
        let owners = project.enumsByCase[caseName] ?? []
        if owners.count == 1, let type = owners.first { return rawValue(of: caseName, in: type) }
        return .string(TextValue(caseName))
    }
}
