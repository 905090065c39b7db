import SwiftSyntax
import TypeRampCore

// Conditions on one value of the project's enum TypeRamp does not know (`viewModel.mode`, declared `Mode`): one decision
// on which case the value is, shared by every condition on it, so that `mode.isOrganise`, `mode == .view`, `if case
// .view = mode` and `switch mode` are never taken as independent flags (both of two exclusive branches shown at once).
extension Translator {
    /// The most cases an enum subject is decided over: a variant per case; a larger enum keeps one decision per condition
    /// (two variants each), so that its screens stay within the variant limit.
    static let maxEnumSubjectCases = 6

    /// The project enum `subject` is declared with, when TypeRamp does not know its value and the enum has 2 to
    /// ``maxEnumSubjectCases`` cases, none with associated values; nil otherwise. A `@State` the view's own code changes
    /// (`@State var trim: TrimState = .unknown`, then `trim = .trimmed` in a callback) is such a value too, as a changed
    /// `@State` flag is: where it starts is the screen's case (`start`), the user or the view moves it to the others.
    func undecidedEnumSubject(_ subject: ExprSyntax, _ scope: Scope) -> (type: TypeDecl, start: String?)? {
        guard subject.is(DeclReferenceExprSyntax.self) || subject.is(MemberAccessExprSyntax.self),
            let (typeName, owner) = writtenTypeAndOwner(subject, scope),
            let type = project.resolveQualified(typeName, from: owner, file: owner.file),
            (2...Translator.maxEnumSubjectCases).contains(type.cases.count), !type.hasAssociatedValues
        else { return nil }
        switch value(subject, scope) {
        case .unknown?, nil: return (type, nil)
        case .enumCase(let start, let associated)? where associated.isEmpty && type.cases.contains(start):
            guard let name = subject.ownName, let p = owner.properties.first(where: { $0.name == name }), p.isStateTheViewChanges(in: owner)
            else { return nil }
            return (type, start)
        default: return nil
        }
    }

    /// The case this translation takes for `subject` (a value of `type`, ``undecidedEnumSubject(_:_:)``): a decision
    /// keyed as `switch subject` is, over the enum's cases in declaration order, so every condition on the subject and
    /// any `switch` on it take the same case in one variant. The screen itself takes the first case for which the
    /// condition that first meets the subject takes its first branch (`preferred`), as every other decision starts on
    /// its first branch; the variants take the other cases.
    func decidedCase(
        of subject: ExprSyntax, _ type: (type: TypeDecl, start: String?), _ scope: Scope, preferred: (String) -> Bool
    ) -> String {
        let (type, initial) = type
        let start = initial.flatMap { type.cases.firstIndex(of: $0) } ?? type.cases.firstIndex(where: preferred) ?? 0
        let chosen = decisions.choose(
            "switch " + Conditions.key(subject), options: type.cases.map { "." + $0 }, at: scope.file.location(of: subject), start: start)
        return type.cases[chosen]
    }

    /// A condition on an enum subject TypeRamp does not know, decided by the case the subject takes: a computed flag of
    /// the enum (`mode.isOrganise`, read with `self` that case) or a comparison with one of its cases (`mode == .view`,
    /// `mode != .view`). Nil when the condition is not one of those, or a flag not readable for every case (no
    /// decision is then recorded).
    func enumSubjectCondition(_ expr: ExprSyntax, _ scope: Scope) -> Condition? {
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, let subject = undecidedEnumSubject(base, scope) {
            let name = member.declName.baseName.text
            let type = subject.type
            let flags = type.cases.map { enumMember($0, name, arity: 0, declared: type)?.truth }
            guard flags.allSatisfy({ $0 != nil }) else { return nil }
            let taken = decidedCase(of: base, subject, scope) { flags[type.cases.firstIndex(of: $0)!] == true }
            return .constant(flags[type.cases.firstIndex(of: taken)!]!)
        }
        guard let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            op == "==" || op == "!="
        else { return nil }
        for (subject, other) in [(infix.leftOperand, infix.rightOperand), (infix.rightOperand, infix.leftOperand)] {
            guard let decided = undecidedEnumSubject(subject, scope), let caseName = caseNamed(other, of: decided.type) else { continue }
            let taken = decidedCase(of: subject, decided, scope) { ($0 == caseName) == (op == "==") }
            return .constant((taken == caseName) == (op == "=="))
        }
        return nil
    }

    /// The case of `type` an expression names (`.view`, `Mode.view`), nil for anything else.
    func caseNamed(_ expr: ExprSyntax, of type: TypeDecl) -> String? {
        guard let member = expr.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard type.cases.contains(name) else { return nil }
        if let base = member.base, base.trimmedText != type.name, base.trimmedText != type.qualifiedName { return nil }
        return name
    }
}
