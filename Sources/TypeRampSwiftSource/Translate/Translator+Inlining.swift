import Foundation
import SwiftSyntax
import TypeRampCore
import TypeRampDecoding

// The project's views inlined where they are used: an instance's properties bound to its initializer's arguments.
extension Translator {
    // MARK: - Project views

    /// How many times one view type or member may be open inside itself: a view nested in its own content (a wrapper in
    /// a wrapper, a settings group whose items are settings) ends, so its nesting is followed this deep; one that truly
    /// contains itself stops here with a placeholder.
    static let selfNestingLimit = 3

    /// Whether `key` (a type's qualified name, a member's key) is already open ``selfNestingLimit`` times.
    func isNestedTooDeep(_ key: String) -> Bool {
        inlining.filter { $0 == key }.count >= Translator.selfNestingLimit
    }

    /// A project view inlined where it is used, its properties bound to the initializer's arguments.
    func inline(_ type: TypeDecl, _ call: FunctionCallExprSyntax?, _ scope: Scope, _ env: Environment, _ location: SourceLocation) -> [ViewNode] {
        guard let body = type.body else { return [placeholder(location)] }
        return memoisedPlace(at: call?.id ?? body.body.id, call: call?.id) { inlined(type, body, call, scope, env, location) }
    }

    private func inlined(
        _ type: TypeDecl, _ body: Member, _ call: FunctionCallExprSyntax?, _ scope: Scope, _ env: Environment, _ location: SourceLocation
    ) -> [ViewNode] {
        // A view inside itself: through its own body it would never end; through content a caller passes it ends.
        if isNestedTooDeep(type.qualifiedName) {
            note("`\(type.name)` contains itself: a placeholder is audited in its place", at: location)
            return [placeholder(location)]
        }
        let instance = instanceScope(type, call: call, scope, env)
        // `@Environment(\.lineLimit) var lineLimit`: what a `.lineLimit(…)` around the view set, else SwiftUI's
        // default, nil (no limit).
        for p in type.properties where p.wrapper == "Environment" && p.wrapperArguments?.first?.expression.trimmedText == "\\.lineLimit" {
            if case .scalar(let text, _)? = env.lineLimit?.kind, let n = Double(text) {
                instance.values[p.name] = .number(n)
            } else if env.lineLimit == nil {
                instance.values[p.name] = Value.none
            }
        }
        bindAppEnvironment(type, instance, env)
        if let call, let calls = configurations.removeValue(forKey: call.id) { configure(type, instance, calls) }
        inlinedTypes.insert(ObjectIdentifier(type))
        inlining.append(type.qualifiedName)
        defer { inlining.removeLast() }
        var result = views(body.body, Scope(parent: instance, type: nil, file: body.file), env)
        let suppressed = scope.file.suppressed(onLine: location.line)
        if !suppressed.isEmpty {
            result = result.map { v in
                var v = v
                v.suppressions += suppressed
                return v
            }
        }
        return result
    }

    /// The size class an iPhone has for the environment key `key`: `compact` for `\.horizontalSizeClass` (every
    /// iPhone in portrait, and in landscape all but the largest); nil for any other key. The vertical size class is
    /// left to the data (regular in portrait, compact in landscape: both are audited as variants), as a view's
    /// landscape-only controls are still the app's.
    static func iPhoneSizeClass(_ key: String?) -> String? {
        guard let key, key.hasSuffix("horizontalSizeClass") else { return nil }
        return "compact"
    }

    /// A scope with an instance's properties bound: to the arguments of `call` (an explicit initializer of the type or
    /// its extensions whose labels fit, else the memberwise one), else to their default values. `env` is the environment
    /// around the view, which its `@Environment(\.isEnabled)` reads (unknown without it).
    func instanceScope(_ type: TypeDecl, call: FunctionCallExprSyntax?, _ callerScope: Scope, _ env: Environment? = nil) -> Scope {
        let instance = Scope(parent: nil, type: type, file: type.file)
        for p in type.properties {
            if p.wrapper == "Environment", let enabled = env?.isEnabled, DisabledModifier.readsIsEnabled(p.wrapperArguments?.first?.expression) {
                // `@Environment(\.isEnabled)`: true, as a preview shows it, unless a `.disabled(true)` is around the view.
                instance.values[p.name] = .bool(enabled)
            } else if p.wrapper == "Environment", let size = Translator.iPhoneSizeClass(p.wrapperArguments?.first?.expression.trimmedText) {
                // `@Environment(\.horizontalSizeClass)`: an iPhone is compact wide (docs/swift-source.md).
                instance.values[p.name] = .enumCase(size, [])
            } else if let family = widgetFamily, p.readsWidgetFamily {
                // `@Environment(\.widgetFamily)` in a widget's view: the family of the box it is audited in.
                instance.values[p.name] = .enumCase(family, [])
            } else if p.wrapper == "Environment", let d = environmentDefault(p.wrapperArguments?.first?.expression) {
                // `@Environment(\.adaptiveSize)` of the app's own key: its default, as a preview shows it.
                instance.values[p.name] = d
            } else if let w = p.wrapper, StoredProperty.environmentWrappers.contains(w) {
                instance.values[p.name] = .unknown(p.name)
            } else if p.wrapper == "State", p.initial?.as(StringLiteralExprSyntax.self)?.literalText == "" {
                // `@State var title = ""`: a starting value the view fills in (`onAppear`, `task`) before it is read;
                // what it shows is data, not an empty text.
                instance.values[p.name] = .unknown(p.name)
            } else if p.isMeasuredState(in: type) {
                // A length the view measures for itself at run time: not the zero it starts at.
                instance.values[p.name] = .unknown(p.name)
            } else if let start = p.startOfStateTheViewChanges(in: type) {
                // `@State var visible = false` that a button toggles: both states are the user's, so conditions on it
                // are decisions, audited both ways (starting from its value), rather than fixed at the first value.
                instance.values[p.name] = .state(p.name, start: start)
            } else if let initial = p.initial, let m = initial.as(MemberAccessExprSyntax.self), m.base == nil,
                let shared = sharedInstance(m, of: p, in: type)
            {
                // `@ObservedObject var settings: UserSettings = .shared`: the declared type's shared instance, whose
                // settings read at their defaults (as `UserSettings.shared` written out is).
                instance.values[p.name] = shared
            } else if let initial = p.initial {
                instance.values[p.name] = .lazy(initial, instance)
            } else if call != nil, p.isImplicitlyNil {
                // `var accessory: Accessory?` without a value is nil until an argument or the initializer sets it
                // (Swift's implicit default for optional variables).
                instance.values[p.name] = Value.none
            } else {
                instance.values[p.name] = .unknown(p.name)
            }
        }
        if let call {
            runInitializer(
                type, arguments: call.arguments, trailing: call.trailingClosure, additional: call.additionalTrailingClosures, callerScope, instance)
        } else if let initializer = Translator.initializerWithDefaultContent(type) {
            // A view audited on its own whose initializer gives its content a default (`@ViewBuilder accessory: () ->
            // Accessory = { EmptyView() }`): as a call passing only its data would make it, the content the default.
            runInitializer(initializer, ArgumentMatch(), type, callerScope, instance, depth: 0)
        } else {
            return instance
        }
        // An initializer's `_visible = State(initialValue: …)` sets where the state starts, not where it stays.
        for p in type.properties {
            guard let start = p.startOfStateTheViewChanges(in: type) else { continue }
            var given = start
            if case .lazy(let e, _)? = instance.values[p.name], let literal = e.as(BooleanLiteralExprSyntax.self) {
                given = literal.literal.text == "true"
            }
            instance.values[p.name] = .state(p.name, start: given)
        }
        return instance
    }

    /// Binds an instance's properties by running an initializer of `type` on the arguments: the explicit one whose
    /// labels fit (and what it delegates to), else the memberwise one.
    func runInitializer(
        _ type: TypeDecl, arguments: LabeledExprListSyntax, trailing: ClosureExprSyntax?, additional: MultipleTrailingClosureElementListSyntax,
        _ callerScope: Scope, _ instance: Scope, depth: Int = 0, delegatingFrom current: Member? = nil
    ) {
        let memberwise = ArgumentMatch.memberwiseParameters(type)
        let memberwiseMatch = ArgumentMatch.match(memberwise.map(\.0), arguments: arguments, trailing: trailing, additional: additional)
        // An initializer that delegates (`self.init(…)`) never calls itself, which would never return: of overloads
        // the arguments fit equally (`init(_ source: Source)` beside `init(_ sources: [Source])`), another one.
        let explicit = type.initializers.filter { $0.location != current?.location }.map {
            ($0, ArgumentMatch.match($0.parameters, arguments: arguments, trailing: trailing, additional: additional))
        }
        let useExplicit =
            bestOverload(explicit.filter { $0.1.complete }, callerScope)
            ?? (memberwiseMatch.complete || explicit.isEmpty ? nil : explicit.max { $0.1.bound.count < $1.1.bound.count })
        guard let (initializer, match) = useExplicit, depth < 8 else {
            for (i, (_, property)) in memberwise.enumerated() {
                guard let e = memberwiseMatch.bound[i] else { continue }
                instance.values[property.name] = implicitMember(e, declared: property.type, in: type, callerScope) ?? .lazy(e, callerScope)
            }
            return
        }
        runInitializer(initializer, match, type, callerScope, instance, depth: depth)
    }

    /// Of a view's explicit initializers, the first with a defaulted closure parameter (a view's content given a
    /// default, `@ViewBuilder footer: () -> Footer = { EmptyView() }`); nil when none has one.
    static func initializerWithDefaultContent(_ type: TypeDecl) -> Member? {
        type.initializers.first { $0.parameters.contains { $0.takesClosure && $0.hasDefault } }
    }

    /// Runs the explicit initializer `initializer` of `type` with `match`'s arguments: its parameters bound to the
    /// arguments (the rest to their defaults, else unknown), then its assignments (`self.title = title`, `_count =
    /// State(initialValue: start)`, `self.init(…)`) give the properties their values.
    private func runInitializer(
        _ initializer: Member, _ match: ArgumentMatch, _ type: TypeDecl, _ callerScope: Scope, _ instance: Scope, depth: Int
    ) {
        let parameters = Scope(parent: nil, type: type, file: initializer.file)
        for (i, p) in initializer.parameters.enumerated() {
            if let e = match.bound[i] {
                parameters.values[p.name] = implicitMember(e, declared: p.type, in: type, callerScope) ?? .lazy(e, callerScope)
            } else if let d = p.defaultValue {
                parameters.values[p.name] = implicitMember(d, declared: p.type, in: type, parameters) ?? .lazy(d, parameters)
            } else {
                parameters.values[p.name] = .unknown(p.name)
            }
        }
        for item in project.activeItems(initializer.body) {
            guard let expr = expressionOf(item) else { continue }
            if let delegated = expr.as(FunctionCallExprSyntax.self),
                delegated.calledExpression.lastToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(.`init`),
                ["self.init", "Self.init", "init"].contains(delegated.calledExpression.trimmedText)
            {
                runInitializer(
                    type, arguments: delegated.arguments, trailing: delegated.trailingClosure, additional: delegated.additionalTrailingClosures,
                    parameters, instance, depth: depth + 1, delegatingFrom: initializer)
                continue
            }
            guard let (target, assigned) = Assignments.property(expr) else { continue }
            var valueExpr = assigned
            if let wrapped = valueExpr.as(FunctionCallExprSyntax.self),
                let wrapper = wrapped.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                ["State", "StateObject", "Binding", "ScaledMetric", "ObservedObject", "Bindable"].contains(wrapper),
                let inner = wrapped.arguments.first?.expression
            {
                valueExpr = inner
            }
            instance.values[target] = .lazy(valueExpr, parameters)
        }
    }

    /// Of several initializers the arguments fit by label, the one Swift's overload resolution takes as far as the
    /// arguments' kinds tell: a closure goes to a function-typed (or `@ViewBuilder`) parameter, text or a number to one
    /// that is not (`init(@ViewBuilder title: () -> Title, …)` beside `init(title: String, …)` in an extension). The
    /// first declared wins a tie.
    func bestOverload(_ candidates: [(Member, ArgumentMatch)], _ callerScope: Scope) -> (Member, ArgumentMatch)? {
        guard candidates.count > 1 else { return candidates.first }
        func fit(_ initializer: Member, _ match: ArgumentMatch) -> Int {
            var score = 0
            for (i, p) in initializer.parameters.enumerated() {
                guard let e = match.bound[i] else { continue }
                let isClosure = e.is(ClosureExprSyntax.self)
                var isData = false
                if !isClosure {
                    switch value(e, callerScope) {
                    case .string?, .number?, .bool?: isData = true
                    default:
                        isData = ["String", "LocalizedStringKey", "Int", "Double", "CGFloat", "Bool"].contains(
                            declaredTypeName(of: e, callerScope)?.0 ?? "")
                    }
                }
                if p.takesClosure { score += isClosure ? 1 : isData ? -2 : 0 } else if isClosure { score -= 2 }
                // A key path (`icon: \.lock`, or a property declared `KeyPath<Icons, Image>`) goes to a `KeyPath<…>`
                // parameter, not to a view's.
                let isKeyPath =
                    e.is(KeyPathExprSyntax.self) || (!isClosure && declaredTypeName(of: e, callerScope)?.0.hasPrefix("KeyPath<") == true)
                if let type = p.type, isKeyPath || type.includes("KeyPath<") {
                    score += isKeyPath == type.includes("KeyPath<") ? 1 : -2
                }
                // An array literal goes to an array parameter, `[Source(…)]` to `[Source]` before `[URL?]`.
                if let type = p.type, let array = e.as(ArrayExprSyntax.self) {
                    let isArray = type.hasPrefix("[") && !type.includes(":")
                    score += isArray ? 1 : -2
                    if isArray, let element = array.elements.first?.expression.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText,
                        type.dropFirst().prefix(while: { $0 != "]" && $0 != "?" }) == element
                    {
                        score += 1
                    }
                }
                // A value made by a type's initializer (`EdgeInsets(top: 6, …)`) goes to a parameter of that type, not to
                // an `Edge.Set` beside it.
                if let type = p.type, let made = e.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self),
                    made.baseName.text.first?.isUppercase == true, type.removing("?") == made.baseName.text
                {
                    score += 1
                }
                // An implicit member (`.screenSize`) goes to the parameter whose type declares it (`extension CGSize {
                // static let screenSize … }`), not to a `CGFloat` beside it.
                if let type = p.type, let implicit = e.as(MemberAccessExprSyntax.self), implicit.base == nil,
                    let declared = project.resolve(type.removing("?"), from: initializer.owner, file: initializer.file),
                    declared.statics[implicit.declName.baseName.text] != nil
                {
                    score += 1
                }
            }
            return score
        }
        var best = candidates[0]
        var bestFit = fit(best.0, best.1)
        for c in candidates.dropFirst() {
            let f = fit(c.0, c.1)
            if f > bestFit { (best, bestFit) = (c, f) }
        }
        return best
    }

    /// Of a type's static functions named `name`, the overload Swift calls with `call`'s arguments: their labels fit,
    /// and of several, the one the arguments' kinds choose (``bestOverload(_:_:)``).
    func staticOverload(_ type: TypeDecl, _ name: String, _ call: FunctionCallExprSyntax, _ callerScope: Scope) -> Member? {
        let fitting = (type.staticFunctions[name] ?? []).map {
            (
                $0,
                ArgumentMatch.match(
                    $0.parameters, arguments: call.arguments, trailing: call.trailingClosure, additional: call.additionalTrailingClosures)
            )
        }
        return bestOverload(fitting.filter { $0.1.complete }, callerScope)?.0
    }

    /// The static an implicit member argument names (`.embed` for a parameter declared `FrameConfig`, with `static let
    /// embed = FrameConfig(width: 34, …)`), the declared type looked up where the parameter is declared (a type nested
    /// in the view: `AvatarView.FrameConfig`), or the one a ternary's branch names; nil for any other argument.
    func implicitMember(_ e: ExprSyntax, declared typeName: String?, in owner: TypeDecl?, _ scope: Scope) -> Value? {
        guard let typeName, mayBeImplicitMember(e, scope) else { return nil }
        // The declared type without `?`, `!` or generic arguments (`ListRowLabel<Icon>?` is `ListRowLabel`).
        var bare = typeName.trimming("?!")
        if let open = bare.firstIndex(of: "<") { bare = String(bare[..<open]) }
        let declared = owner.flatMap { project.resolveQualified(bare, from: $0, file: $0.file) }
        guard let type = declared ?? project.resolveQualified(bare, from: scope.typeContext, file: scope.file) else { return nil }
        if e.is(NilLiteralExprSyntax.self) { return Value.none }
        // A name for such a value: a local (`let details: Details? = switch state { … }`) or a computed property of the
        // type being read (`var details: Details { if let n { .title("\(n)") } else { .isWaiting(true) } }`): what it
        // stands for, read the same way.
        if let ref = e.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            let local = scope.lookup(name)
            if case .lazy(let bound, let boundScope)? = local, bound.is(IfExprSyntax.self) || bound.is(SwitchExprSyntax.self) {
                return implicitMember(bound, declared: typeName, in: owner, boundScope)
            }
            if local == nil, let t = scope.typeContext, let m = t.member(name, arity: 0), m.parameters.isEmpty, !m.isStatic,
                let single = singleExpression(m.body) ?? guardedReturn(m.body, scope),
                single.is(IfExprSyntax.self) || single.is(SwitchExprSyntax.self) || isImplicitMember(single)
            {
                let key = "implicit \(t.qualifiedName).\(name)"
                guard !inlining.contains(key) else { return nil }
                inlining.append(key)
                defer { inlining.removeLast() }
                return implicitMember(single, declared: m.returnType ?? typeName, in: owner, Scope(parent: scope, type: nil, file: m.file))
            }
            return nil
        }
        // An `if` or `switch` expression: the branch taken (the first when it depends on data, as a ternary is read).
        if let ifExpr = e.as(IfExprSyntax.self) {
            let body: CodeBlockItemListSyntax?
            switch takenBranch(ifExpr, scope) {
            case .some(let taken): body = taken
            case nil: body = ifExpr.body.statements
            }
            guard let body else { return Value.none }
            return singleExpression(body).flatMap { implicitMember($0, declared: typeName, in: owner, scope) }
        }
        if let sw = e.as(SwitchExprSyntax.self) {
            let (body, caseScope) = takenCase(sw, scope) ?? (switchCases(sw).first?.statements, scope)
            return body.flatMap(singleExpression).flatMap { implicitMember($0, declared: typeName, in: owner, caseScope) }
        }
        // `pending ? .isWaiting(true) : nil`: the branch the condition takes (the first when it depends on data, as a
        // ternary's value is read), `nil` for nil.
        if let ternary = e.as(TernaryExprSyntax.self) {
            let branch = condition(ternary.condition, scope).constantValue ?? true ? ternary.thenExpression : ternary.elseExpression
            if branch.is(NilLiteralExprSyntax.self) { return Value.none }
            return implicitMember(branch, declared: typeName, in: owner, scope)
        }
        if let call = e.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.base == nil {
            // `.selection(isSelected)` for a property declared `Accessory?`: that type's static function, the overload
            // the arguments' labels fit (`.default(title:icon:)` beside `.default(title:description:icon:)`), its
            // parameters bound to the arguments.
            guard let f = staticOverload(type, callee.declName.baseName.text, call, scope), let single = singleExpression(f.body) else { return nil }
            let child = Scope(parent: nil, type: type, file: f.file)
            bindParameters(f.parameters, call, scope, into: child)
            return .lazy(single, child)
        }
        guard let member = e.as(MemberAccessExprSyntax.self), member.base == nil, let s = type.statics[member.declName.baseName.text] else {
            return nil
        }
        if let initial = s.initial { return .lazy(initial, Scope(parent: nil, type: type, file: s.file)) }
        if let getter = s.getter, let single = singleExpression(getter) { return .lazy(single, Scope(parent: nil, type: type, file: s.file)) }
        return nil
    }

    /// Whether `implicitMember` can read `e` at all, by its shape alone: `nil`, a branch, a name that stands for one or
    /// for a computed member, or an implicit member. Most arguments (literals, calls, `item.title`) are none of these,
    /// and are passed over before the declared type is looked up.
    private func mayBeImplicitMember(_ e: ExprSyntax, _ scope: Scope) -> Bool {
        if let ref = e.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            switch scope.lookup(name) {
            case .lazy(let bound, _)?: return bound.is(IfExprSyntax.self) || bound.is(SwitchExprSyntax.self)
            case nil: return scope.typeContext?.member(name, arity: 0) != nil
            default: return false
            }
        }
        return e.is(NilLiteralExprSyntax.self) || e.is(IfExprSyntax.self) || e.is(SwitchExprSyntax.self) || e.is(TernaryExprSyntax.self)
            || isImplicitMember(e)
    }

    /// Whether an expression names a member of a type it leaves unwritten (`.label(…)`, `.none`).
    func isImplicitMember(_ e: ExprSyntax) -> Bool {
        let callee = e.as(FunctionCallExprSyntax.self)?.calledExpression ?? e
        return callee.as(MemberAccessExprSyntax.self)?.base == nil
    }

    /// What a getter written as guards then one `return` returns when its guards pass (`guard let mode = room.mode else {
    /// return nil }; return .label(…)`): the `return`'s expression; a guard known to fail gives what its `else` returns.
    /// Nil for any other body.
    func guardedReturn(_ statements: CodeBlockItemListSyntax, _ scope: Scope) -> ExprSyntax? {
        for item in project.activeItems(statements) {
            guard case .stmt(let st) = item else { return nil }
            if let g = st.as(GuardStmtSyntax.self) {
                let fails = g.conditions.contains { element in
                    switch element.condition {
                    case .expression(let e): return condition(e, scope).constantValue == false
                    case .optionalBinding(let b): return bindingPresence(b, scope) == false
                    default: return false
                    }
                }
                if fails { return guardedReturn(g.body.statements, scope) }
                continue
            }
            if let r = st.as(ReturnStmtSyntax.self) { return r.expression }
            return nil
        }
        return nil
    }

    func expressionOf(_ item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
        if case .expr(let e) = item { return e }
        if case .stmt(let s) = item, let e = s.as(ExpressionStmtSyntax.self) { return e.expression }
        return nil
    }
}
