import Foundation
import SwiftSyntax
import TypeRampCore

// Instances of the project's types that are data, not views (a shared instance's constants, a design system's fonts
// held in a struct, a record built by `.init(…)`): what their stored properties hold by default and what their computed
// members compute, read as Swift would run the initializer that makes them.
extension Translator {
    /// The member `name` of an instance of the project's type `typeName` made with `fields` (by label): a stored
    /// property's default (``storedDefault(of:in:fields:_:)``), or a computed property's value, read in the instance's
    /// scope (`var gap: CGFloat { dims.gap }` of `static let shared: Metrics = .init()`). Nil when neither is known.
    func instanceMember(_ name: String, of typeName: String, fields: [String: Value], _ scope: Scope) -> Value? {
        if let v = storedDefault(of: name, in: typeName, fields: fields, scope) { return v }
        let key = "instance \(typeName).\(name)"
        guard !inlining.contains(key), let type = project.resolveQualified(typeName, from: scope.typeContext, file: scope.file), !type.isView,
            let m = type.member(name, arity: 0), m.parameters.isEmpty, !m.isStatic
        else { return nil }
        inlining.append(key)
        defer { inlining.removeLast() }
        let instance = Scope(parent: nil, type: type, file: type.file)
        instance.instanceFields = fields
        let local = Scope(parent: instance, type: nil, file: m.file)
        if let e = singleExpression(m.body) {
            let v = value(e, local)
            if case .unknown? = v { return nil }
            return v
        }
        return computedValue(m, local)
    }

    /// A value built by `.init(…)` for a property or static declared with a type (`static let shared: Metrics =
    /// .init()`, `static let phone: Dimensions = .init(gap: 10)`), named by that type so its members can be read;
    /// any other value as it is.
    func typed(_ v: Value?, declared: String?, _ owner: TypeDecl, _ scope: Scope) -> Value? {
        guard let declared, let v else { return v }
        let isInit: Bool
        switch v {
        case .enumCase("init", _): isInit = true
        case .record("init", _): isInit = true
        default: isInit = false
        }
        guard isInit,
            let type = project.resolveQualified(declared.trimming("?!"), from: owner, file: scope.file),
            !type.isView
        else { return v }
        if case .record(_, let fields) = v { return .record(type.qualifiedName, fields) }
        return .record(type.qualifiedName, [:])
    }

    /// The declared default of the stored property `name` of the project's type `typeName`, for an instance made
    /// without it (`Theme.shared.fontSizeScale` with `static let shared = Theme()` and `@AppStorage("scale") var
    /// fontSizeScale: Double = 1`: the app's setting before the user changes it); nil when no initializer of the type
    /// leaves it at that default for sure (one assigns it).
    func storedDefault(of name: String, in typeName: String, fields: [String: Value] = [:], _ scope: Scope) -> Value? {
        let key = "default \(typeName).\(name)"
        guard !inlining.contains(key), let type = project.resolveQualified(typeName, from: scope.typeContext, file: scope.file),
            let property = type.properties.first(where: { $0.name == name })
        else { return nil }
        // A default read through another (`init() { x = other.x }`) that comes back to itself ends here.
        inlining.append(key)
        defer { inlining.removeLast() }
        // Only what cannot change while the screen is shown is read at its default: a constant (`let`), or the app's
        // setting (`@AppStorage`, `@SceneStorage`: what a fresh install shows). A view model's `var isLoading = false`
        // is state the app moves through, and stays data.
        let isSetting = ["AppStorage", "SceneStorage"].contains(property.wrapper ?? "")
        let owner = Scope(parent: nil, type: type, file: type.file)
        for p in type.properties where p.initial != nil && p.name != name { owner.values[p.name] = .lazy(p.initial!, owner) }
        let assigning = type.initializers.filter { Assignments.assign(name, in: $0.body) }
        // A value made by a struct's memberwise initializer (`Details(title: "A")`) holds, in each property it was not
        // given, that property's default: `nil` for `var icon: Icon?`, the initial value of `var isWaiting = false`.
        // It is a copy made once, not a model the app changes while the screen is shown.
        let isMemberwiseValue =
            fields[name] == nil && type.initializers.isEmpty && !type.isView
            && type.declaration?.is(StructDeclSyntax.self) == true && property.wrapper == nil
        if isMemberwiseValue, property.isImplicitlyNil { return Value.none }
        if assigning.isEmpty, let initial = property.initial {
            guard property.isLet || isSetting || isMemberwiseValue else { return nil }
            return typed(value(initial, owner), declared: property.type, type, owner) ?? .lazy(initial, owner)
        }
        // `private init() { fontSizeScale = storage.fontSizeScale }` in a type whose one initializer takes no arguments
        // (a shared instance's), or `init(width:height:) { size = CGSize(width: width, height: height) }` for a value
        // made with exactly its labels: the value that statement assigns, read with the arguments and other defaults.
        let labels = Set(fields.keys)
        let candidates = type.initializers.filter { i in
            Set(i.parameters.compactMap(\.label)).isSuperset(of: labels)
                && i.parameters.allSatisfy { $0.label.map(labels.contains) ?? false || $0.hasDefault }
        }
        guard candidates.count == 1, let only = candidates.first, assigning.contains(where: { $0.location == only.location }),
            !only.parameters.isEmpty || type.initializers.count == 1
        else { return nil }
        for p in only.parameters {
            if let label = p.label, let v = fields[label] {
                owner.values[p.name] = v
            } else if let d = p.defaultValue {
                owner.values[p.name] = .lazy(d, owner)
            }
        }
        guard let assigned = assignedValue(name, in: only.body, owner) else { return nil }
        // A constant takes what it is given; a `var` only a setting or a constant read elsewhere
        // (`fontSizeScale = storage.fontSizeScale`, `dims = .handset`), itself read by these rules.
        guard property.isLet || isSetting || assigned.is(MemberAccessExprSyntax.self) else { return nil }
        // `.handset` of a property declared `Dimensions`: that type's static.
        if let m = assigned.as(MemberAccessExprSyntax.self), let v = implicitMember(m, ofProperty: name, in: type) { return v }
        let v = typed(value(assigned, owner), declared: property.type, type, owner)
        if case .unknown? = v { return nil }
        return v
    }

    /// `.handset` given to the stored property `name` of `type` (declared `Dimensions`): that type's static of that name,
    /// read; nil when the member is not an implicit one, the property's type is not the project's, or the static is not
    /// known.
    func implicitMember(_ m: MemberAccessExprSyntax, ofProperty name: String, in type: TypeDecl) -> Value? {
        guard m.base == nil, let declared = type.properties.first(where: { $0.name == name })?.type,
            let t = project.resolveQualified(declared.trimming("?!"), from: type, file: type.file),
            let s = t.statics[m.declName.baseName.text]
        else { return nil }
        let v = staticValue(s, t)
        if case .unknown? = v { return nil }
        return v
    }

    /// `.shared` given to a view's property `p` declared with a class or struct of the project (not an enum, whose
    /// implicit members are its cases): that type's static, read; nil otherwise.
    func sharedInstance(_ m: MemberAccessExprSyntax, of p: StoredProperty, in type: TypeDecl) -> Value? {
        guard let declared = p.type,
            let t = project.resolveQualified(declared.trimming("?!"), from: type, file: type.file),
            t.cases.isEmpty, !t.isView
        else { return nil }
        return implicitMember(m, ofProperty: p.name, in: type)
    }

    /// The value the first assignment to the property `name` that an initializer's body runs gives it: statements in
    /// order, into the branch an `if` takes when its condition is known (`if UIDevice.isPhone { dims = .handset } else
    /// { … }`: TypeRamp audits an iPhone). Nil when none does, or when one is in a branch that depends on data.
    func assignedValue(_ name: String, in body: CodeBlockItemListSyntax, _ scope: Scope) -> ExprSyntax? {
        for item in project.activeItems(body) {
            guard let e = expressionOf(item) else { continue }
            if let assigned = Assignments.property(e), assigned.name == name { return assigned.value }
            if let ifExpr = e.as(IfExprSyntax.self), Assignments.assign(name, in: ifExpr) {
                guard let taken = takenBranch(ifExpr, scope) else { return nil }
                if let branch = taken, let v = assignedValue(name, in: branch, scope) { return v }
            }
        }
        return nil
    }

    /// A font that is a member of an instance of the project's type (a design system's fonts as a struct: `static let
    /// brand = BrandFonts()` on `Font`, then `.brand.large` with `let large = Font.title2.bold()` in `BrandFonts`):
    /// the expression that defines it, a constant's initial value or a computed property's, and the scope to read it
    /// in. `implicitOwner` is the type an implicit member (`.brand`) is looked up on: `Font` for a font,
    /// `Font.TextStyle` for a text style (`@ScaledMetric(relativeTo: .app.large)`).
    func instanceFont(_ m: MemberAccessExprSyntax, _ scope: Scope, implicitOwner: String = "Font") -> (ExprSyntax, Scope)? {
        guard let base = m.base else { return nil }
        let instance: Value?
        if let implicit = base.as(MemberAccessExprSyntax.self), implicit.base == nil {
            // `.brand`: a static of `Font` the project declares.
            guard let owner = project.resolveQualified(implicitOwner, from: scope.typeContext, file: scope.file),
                let s = owner.statics[implicit.declName.baseName.text]
            else { return nil }
            instance = staticValue(s, owner)
        } else {
            instance = value(base, scope)
        }
        guard case .record(let typeName?, let fields)? = instance,
            let type = project.resolveQualified(typeName, from: scope.typeContext, file: scope.file), !type.isView
        else { return nil }
        let name = m.declName.baseName.text
        if let p = type.properties.first(where: { $0.name == name }) {
            guard fields[name] == nil, let initial = p.initial else { return nil }
            return (initial, Scope(parent: nil, type: type, file: type.file))
        }
        guard let member = type.member(name, arity: 0), member.parameters.isEmpty, !member.isStatic, let e = singleExpression(member.body)
        else { return nil }
        let owner = Scope(parent: nil, type: type, file: type.file)
        owner.instanceFields = fields
        return (e, Scope(parent: owner, type: nil, file: member.file))
    }
}

/// Assignments to a type's properties, as an initializer or a method writes them.
enum Assignments {
    /// The property an assignment sets and the value it is given: `name = …`, `self.name = …`, `_name = …` (a wrapper's
    /// storage) or `self._name = …` all set `name`; nil for any other expression.
    static func property(_ e: ExprSyntax) -> (name: String, value: ExprSyntax)? {
        guard let assign = e.as(InfixOperatorExprSyntax.self), assign.operator.is(AssignmentExprSyntax.self) else { return nil }
        var target = assign.leftOperand.trimmedText
        if target.hasPrefix("self.") { target.removeFirst(5) }
        if target.hasPrefix("_") { target.removeFirst() }
        return (target, assign.rightOperand)
    }

    /// Whether code assigns the property `name` anywhere in it.
    static func assign(_ name: String, in body: some SyntaxProtocol) -> Bool {
        let finder = AssignmentFinder(name: name)
        finder.walk(body)
        return finder.found
    }
}

private final class AssignmentFinder: SyntaxVisitor {
    let name: String
    var found = false

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if Assignments.property(ExprSyntax(node))?.name == name { found = true }
        return found ? .skipChildren : .visitChildren
    }
}
