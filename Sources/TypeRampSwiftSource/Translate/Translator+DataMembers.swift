import Foundation
import SwiftSyntax
import TypeRampCore
import TypeRampDecoding

// Methods and computed views the project declares on its data types (models, enums), run on the value the view holds.
extension Translator {
    /// `post.taggedTitle(…).font(.headline)` with `post` data and `taggedTitle` a method the project declares on a data
    /// type, returning `Text`, an `Image` or a view (`extension Post { func taggedTitle(…) -> Text }`): the method's body, run on an
    /// instance whose stored properties are data (its samples), then the rest of the chain. Nil unless exactly one such
    /// method of that name takes the arguments.
    func dataMethodChain(_ chain: Chain, _ scope: Scope, _ env: Environment) -> [ViewNode]? {
        guard case .expression(let written) = chain.base, let first = chain.modifiers.last,
            let call = first.node?.as(FunctionCallExprSyntax.self), let candidates = project.viewMethodsOfData[first.name]
        else { return nil }
        // `background?.resolve(with: palette)`: the optional's method, nothing at all when it is nil.
        let optional = written.as(OptionalChainingExprSyntax.self)
        let base = optional?.expression ?? written
        // `glaze.image(thumbnail:)`, `donut.dough.image(thumbnail:)`: the name the rest of the chain stands on (the
        // last of a member path).
        guard let ref = base.as(DeclReferenceExprSyntax.self) ?? base.as(MemberAccessExprSyntax.self)?.declName else { return nil }
        // The overloads whose labels the call fits (`resolve(with:)` beside `resolve(in:)`); of several, one only when they
        // all return a colour, which draws the same whichever it is.
        var fitting = candidates.filter {
            ArgumentMatch.match(
                $0.parameters, arguments: call.arguments, trailing: call.trailingClosure, additional: call.additionalTrailingClosures
            )
            .complete
        }
        // Of several types' methods of that name, the one of the type the receiver is declared with, as Swift picks it
        // (`trailing.makeView(…)` with `let trailing: FormRow.Trailing`).
        if fitting.count > 1, let declared = declaredType(of: base, scope) { fitting = fitting.filter { $0.owner === declared } }
        if fitting.count > 1, let c = enumCaseName(base, scope) { fitting = fitting.filter { $0.owner?.cases.contains(c) ?? false } }
        guard let method = fitting.first, fitting.count == 1 || fitting.allSatisfy({ $0.returnType == "Color" }), let owner = method.owner
        else { return nil }
        // Only on data (a record, or a value TypeRamp cannot see): a view's own method is a modifier the chain reads as
        // one, and so is a name SwiftUI or the project's `extension View` gives views.
        guard Constructs.modifier(first.name) == nil, project.viewFunctions[first.name] == nil else { return nil }
        let receiver = value(base, scope)
        if case .none? = receiver, optional != nil { return [] }
        // A colour (`-> Color`) fills the space it is offered, whatever the method computes and whatever the receiver.
        if method.returnType == "Color" {
            let location = scope.file.location(of: call)
            return drawnThenModified(chain, receiver: ref, scope, env) { _ in [ViewNode.flexibleBox(at: location)] }
        }
        switch receiver {
        // A number, a string or a flag: a method the project adds to `Int`, `String` or `Bool` (`extension Int { func
        // formatted(font:) -> Text }`), run with `self` a value TypeRamp does not follow into the body.
        case .record?, .unknown?, .enumCase?, .number?, .string?, .bool?: break
        // A model's property TypeRamp cannot evaluate (`donut.dough`): data it cannot see.
        case nil where base.is(MemberAccessExprSyntax.self): break
        default: return nil
        }
        let instance = dataInstance(receiver, of: owner, file: method.file)
        return drawnThenModified(chain, receiver: ref, scope, env) { [unowned self] inner in
            self.memberCall(method, call, instance, scope, inner)
        }
    }

    /// `configuration.imageBlockView(image)` with `configuration` a record the code made (`Config(imageBlockView: { image
    /// in … })`) and `imageBlockView` a closure a data type of the project stores: that closure, called with the
    /// arguments, then the rest of the chain applied to what it draws. Nil for any other chain (the field is no closure,
    /// the record is not known, or the name is a modifier).
    func storedClosureChain(_ chain: Chain, _ scope: Scope, _ env: Environment) -> [ViewNode]? {
        guard case .expression(let base) = chain.base, let first = chain.modifiers.last, project.dataMembers.storedClosures.contains(first.name),
            let call = first.node?.as(FunctionCallExprSyntax.self), Constructs.modifier(first.name) == nil,
            project.viewFunctions[first.name] == nil, !(base.trimmedText.first?.isUppercase ?? true),
            let ref = base.as(DeclReferenceExprSyntax.self) ?? base.as(MemberAccessExprSyntax.self)?.declName,
            case .record(_, let fields)? = value(base, scope), let field = fields[first.name],
            case .lazy(let closure, _) = field, closure.is(ClosureExprSyntax.self)
        else { return nil }
        return drawnThenModified(chain, receiver: ref, scope, env) { [unowned self] inner in
            self.viewsOf(field, call: call, ExprSyntax(call), scope, inner) ?? []
        }
    }

    /// `screen.label` with `screen` data (a record, a value TypeRamp cannot see, an enum's case) and `label` the one
    /// computed view property of that name the project declares on its data types (`enum Screen { var label: some View
    /// { switch self { … } } }`): its getter, run on an instance whose stored properties are data. Nil otherwise.
    func dataViewProperty(_ member: MemberAccessExprSyntax, _ scope: Scope, _ env: Environment) -> [ViewNode]? {
        let name = member.declName.baseName.text
        // `Icons.Regular.plus.view`: a case of the project's enum written with its type, and that enum's own property.
        if let (type, caseName) = writtenEnumCase(member.base, scope),
            let property = project.viewMethodsOfData[name]?.first(where: { $0.owner === type && $0.parameters.isEmpty })
        {
            return memberCall(property, nil, dataInstance(.enumCase(caseName, []), of: type, file: property.file), scope, env)
        }
        guard let base = member.base, !(base.trimmedText.first?.isUppercase ?? true),
            var candidates = project.viewMethodsOfData[name]?.filter({ $0.parameters.isEmpty && $0.returnType != "Color" })
        else { return nil }
        // Of several types' properties of that name, the one of the type the receiver is declared with.
        if candidates.count > 1, let declared = declaredType(of: base, scope) { candidates = candidates.filter { $0.owner === declared } }
        // `ForEach(Icons.Tabbar.allCases) { icon in icon.view }`: the receiver's type is not written, but its value is a
        // case, and of the enums with the member only one may have that case.
        if candidates.count > 1, let c = enumCaseName(base, scope) { candidates = candidates.filter { $0.owner?.cases.contains(c) ?? false } }
        guard candidates.count == 1, let property = candidates.first, let owner = property.owner else { return nil }
        let receiver = value(base, scope)
        let fields: [String: Value]
        switch receiver {
        case .record(_, let f)?: fields = f
        case .unknown?, .enumCase?: fields = [:]
        case nil where base.is(MemberAccessExprSyntax.self) || base.is(DeclReferenceExprSyntax.self): fields = [:]
        default: return nil
        }
        let instance = dataInstance(receiver, of: owner, file: property.file)
        instance.instanceFields = fields
        return memberCall(property, nil, instance, scope, env)
    }

    /// The case a receiver's value is (`icon` bound to `.plus` by a `ForEach` over `allCases`), nil for any other value.
    func enumCaseName(_ base: ExprSyntax, _ scope: Scope) -> String? {
        if case .enumCase(let c, _)? = value(base, scope) { return c }
        return nil
    }

    /// The project enum and case an expression names with the type written (`Icons.Regular.plus`, `Mode.compact`); nil
    /// for anything else, an enum of another module included.
    func writtenEnumCase(_ expr: ExprSyntax?, _ scope: Scope) -> (TypeDecl, String)? {
        guard let m = expr?.as(MemberAccessExprSyntax.self), let typeName = m.base?.trimmedText, typeName.first?.isUppercase ?? false,
            let type = project.resolveQualified(typeName, from: scope.typeContext, file: scope.file),
            type.cases.contains(m.declName.baseName.text)
        else { return nil }
        return (type, m.declName.baseName.text)
    }

    /// The scope a data type's member runs in, on `receiver`: its stored properties are the record's fields (none known
    /// otherwise), and a case of the member's own enum is `self` there, so `switch self { case let .text(title): … }`
    /// takes that case with its associated values, as Swift runs it.
    func dataInstance(_ receiver: Value?, of owner: TypeDecl, file: SwiftFile) -> Scope {
        let instance = Scope(parent: nil, type: owner, file: file)
        if case .record(_, let fields)? = receiver { instance.instanceFields = fields } else { instance.instanceFields = [:] }
        if case .enumCase(let name, _)? = receiver, owner.cases.contains(name) { instance.values["self"] = receiver }
        return instance
    }

    /// The views `make` draws in place of a chain's base and innermost modifier, then the rest of the chain applied to
    /// them: the receiver's name stands for those views there, made with the environment the rest sets
    /// (`.font(.headline)` reaches the title). `make`'s views alone when nothing is left.
    func drawnThenModified(
        _ chain: Chain, receiver: DeclReferenceExprSyntax, _ scope: Scope, _ env: Environment, _ make: @escaping (Environment) -> [ViewNode]
    ) -> [ViewNode] {
        guard chain.modifiers.count > 1 else { return make(env) }
        let rest = Scope(parent: scope, type: nil, file: scope.file)
        rest.values[receiver.baseName.text] = .builder(make)
        return chainViews(Chain(base: .expression(ExprSyntax(receiver)), modifiers: Array(chain.modifiers.dropLast())), rest, env)
    }
}
