import Foundation
import SwiftSyntax
import TypeRampCore

// What expressions evaluate to: literals, bound names (each evaluated once), statics followed to their definition,
// records, arithmetic and string concatenation (evaluated iteratively, linear in their length).
extension Translator {
    /// The value of an expression, when it is a literal, a bound name, a static, a member of a record, or computed from
    /// those; `.unknown` for data the source does not give; nil when the expression is not data (a view, a closure call
    /// TypeRamp does not follow).
    func value(_ expr: ExprSyntax, _ scope: Scope) -> Value? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= limits.depth else { return nil }
        if let s = expr.as(StringLiteralExprSyntax.self) { return .string(interpolated(s, scope)) }
        if let i = expr.as(IntegerLiteralExprSyntax.self) { return integerLiteral(i.literal.text).map(Value.number) }
        if let f = expr.as(FloatLiteralExprSyntax.self) { return Double(f.literal.text.removing("_")).map(Value.number) }
        if let b = expr.as(BooleanLiteralExprSyntax.self) { return .bool(b.literal.text == "true") }
        if expr.is(NilLiteralExprSyntax.self) { return Value.none }
        if let a = expr.as(ArrayExprSyntax.self) {
            return .array(a.elements.prefix(limits.rows).map { value($0.expression, scope) ?? .unknown(sampleName($0.expression)) })
        }
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return named(ref.baseName.text, scope) }
        if let m = expr.as(MemberAccessExprSyntax.self) { return member(m, scope) }
        if let call = expr.as(FunctionCallExprSyntax.self) { return callValue(call, scope) }
        if let infix = expr.as(InfixOperatorExprSyntax.self) { return infixValue(infix, scope) }
        if let p = expr.as(PrefixOperatorExprSyntax.self) {
            let inner = value(p.expression, scope)
            switch (p.operator.text, inner) {
            case ("-", .number(let n)?): return .number(-n)
            case ("-", .readerLength(let r)?): return r.times(-1).map(Value.readerLength)
            case ("!", .bool(let b)?): return .bool(!b)
            case ("!", _): return condition(ExprSyntax(p), scope).constantValue.map(Value.bool)
            default: return inner
            }
        }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            switch condition(ternary.condition, scope) {
            case .constant(let b): return value(b ? ternary.thenExpression : ternary.elseExpression, scope)
            default: return value(ternary.thenExpression, scope)
            }
        }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) {
            guard let indexExpr = subscriptCall.arguments.first?.expression else { return nil }
            let base = value(subscriptCall.calledExpression, scope)
            if case .array(let items)? = base, case .number(let i)? = value(indexExpr, scope), let index = checkedInt(i),
                items.indices.contains(index)
            {
                return items[index]
            }
            return .unknown(sampleName(subscriptCall.calledExpression))
        }
        if let force = expr.as(ForceUnwrapExprSyntax.self) { return value(force.expression, scope) }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return value(optional.expression, scope) }
        if let paren = expr.as(TupleExprSyntax.self), paren.elements.count == 1, let only = paren.elements.first {
            return value(only.expression, scope)
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count > 1 { return tupleValue(tuple, scope) }
        if let t = expr.as(TryExprSyntax.self) { return value(t.expression, scope) }
        if let a = expr.as(AwaitExprSyntax.self) { return value(a.expression, scope) }
        if let a = expr.as(AsExprSyntax.self) { return value(a.expression, scope) }
        if expr.is(ClosureExprSyntax.self) { return .lazy(expr, scope) }
        if let ifExpr = expr.as(IfExprSyntax.self) { return ifValue(ifExpr, scope) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return switchValue(switchExpr, scope) }
        return nil
    }

    /// An expression with parentheses, `??`, ternaries and bound names resolved to the expression they stand for
    /// (`edges ?? .all` with `edges` nil is `.all`; `columns` bound to `[GridItem(…)]` is that array), for readers that
    /// look at syntax (padding edges, grid items, alignments). With `decide`, a ternary on data TypeRamp does not know is
    /// a decision (one variant per branch); without, its first branch is read.
    func resolvedExpression(_ e: ExprSyntax, _ scope: Scope, decide: Bool = false) -> (ExprSyntax, Scope) {
        var expr = e
        var s = scope
        for _ in 0..<8 {
            if let paren = expr.as(TupleExprSyntax.self), paren.elements.count == 1, let only = paren.elements.first {
                expr = only.expression
            } else if let infix = expr.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
                expr = value(infix.leftOperand, s)?.presence == true ? infix.leftOperand : infix.rightOperand
            } else if let ternary = expr.as(TernaryExprSyntax.self) {
                expr = condition(ternary.condition, s, decide: decide).constantValue == false ? ternary.elseExpression : ternary.thenExpression
            } else if let ref = expr.as(DeclReferenceExprSyntax.self) {
                if case .lazy(let bound, let bs)? = s.lookup(ref.baseName.text) {
                    (expr, s) = (bound, bs)
                } else if let type = s.typeContext, let m = type.member(ref.baseName.text, arity: 0), let single = singleExpression(m.body) {
                    (expr, s) = (single, Scope(parent: s, type: nil, file: m.file))
                } else if let type = s.typeContext, let st = type.statics[ref.baseName.text], let initial = st.initial {
                    (expr, s) = (initial, Scope(parent: nil, type: type, file: st.file))
                } else if let g = project.global(ref.baseName.text, from: s.file) {
                    (expr, s) = (g.expr, Scope(parent: nil, type: nil, file: g.file))
                } else {
                    break
                }
            } else {
                break
            }
        }
        return (expr, s)
    }

    /// Whether an expression makes views rather than data: a call or a closure.
    func isViewExpression(_ e: ExprSyntax) -> Bool { e.is(FunctionCallExprSyntax.self) || e.is(ClosureExprSyntax.self) }

    /// An integer literal (`1_000`, `0x1F`, `0b101`, `0o17`).
    func integerLiteral(_ text: String) -> Double? {
        let t = text.removing("_")
        for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8)] where t.hasPrefix(prefix) {
            return UInt64(t.dropFirst(2), radix: radix).map(Double.init)
        }
        return Double(t)
    }

    /// `Int(x)` of a Double that may be huge, infinite or NaN: nil rather than a trap.
    func checkedInt(_ x: Double) -> Int? {
        guard x.isFinite, x >= -9.0e15, x <= 9.0e15 else { return nil }
        return Int(x)
    }

    // MARK: - Names

    /// A name: a bound value (a lazily bound one evaluated once), a member or static of the type being read, a global.
    func named(_ rawName: String, _ scope: Scope) -> Value? {
        var name = rawName
        if name.hasPrefix("$"), !name.dropFirst().allSatisfy(\.isNumber) { name.removeFirst() }  // `$flag` is a binding to `flag`
        if let owner = scope.owner(of: name), let bound = owner.values[name] {
            guard case .lazy(let e, let s) = bound else { return bound }
            if let done = owner.evaluated[name] {
                if let branches = owner.evaluatedBranches[name] { decisions.replay(branches) }
                if owner.evaluatedWithNotes.contains(name) { cachedNotesRead += 1 }
                return done
            }
            owner.evaluated[name] = .unknown(name)  // a name defined by itself stays unknown
            let (queries, notesBefore) = (decisions.queries.count, noteCalls)
            let v = value(e, s) ?? bound
            owner.evaluated[name] = v
            if decisions.queries.count > queries { owner.evaluatedBranches[name] = Array(decisions.queries[queries...]) }
            if noteCalls > notesBefore { owner.evaluatedWithNotes.insert(name) }
            return v
        }
        // `rawValue` inside the enum's own member, `self` a case (`Image(systemName: rawValue)`).
        if name == "rawValue", case .enumCase(let c, _)? = scope.lookup("self"), let t = scope.typeContext, t.cases.contains(c) {
            return rawValue(of: c, in: t)
        }
        var type = scope.typeContext
        while let t = type {
            // A stored property of the instance whose computed member is being read (`dims` in `var gap: CGFloat {
            // dims.gap }` of `Metrics.shared`): the field it was made with, or its default.
            if let instance = scope.selfScope.instanceFields, scope.selfScope.type === t, t.properties.contains(where: { $0.name == name }) {
                return instance[name] ?? storedDefault(of: name, in: t.qualifiedName, fields: instance, scope) ?? .unknown(name)
            }
            if let s = t.statics[name] { return staticValue(s, t) }
            if let member = t.member(name, arity: 0), member.parameters.isEmpty {
                if let e = singleExpression(member.body) {
                    let local = Scope(parent: scope, type: nil, file: member.file)
                    let v = numeric(value(e, local), e, local, declared: member.returnType)
                    return v.map { Translator.labelled($0, declared: member.returnType) } ?? .function(member, scope)
                }
                let v = computedValue(member, Scope(parent: scope, type: nil, file: member.file))
                return v.map { Translator.labelled($0, declared: member.returnType) } ?? .function(member, scope)
            }
            type = t.parent
        }
        if let g = project.global(name, from: scope.file) { return value(g.expr, Scope(parent: nil, type: nil, file: g.file)) }
        // `userInterfaceIdiom` in the project's own `extension UIDevice`: TypeRamp audits an iPhone.
        if name == "userInterfaceIdiom", let t = scope.typeContext?.name, t == "UIDevice" || t == "UITraitCollection" {
            return .enumCase("phone", [])
        }
        return nil
    }

    /// Runs `evaluate` and says whether its result may be kept for every screen: it made no note and met no decision,
    /// which each screen must make and meet itself, and no evaluation whose ``inlining`` key starts with `cutPrefix`
    /// was under way around it (inside one, a cycle cut short may change the result).
    func evaluatedForEveryScreen<T>(cutPrefix: String, _ evaluate: () -> T) -> (value: T, reusable: Bool) {
        let outermost = !inlining.contains { $0.hasPrefix(cutPrefix) }
        let (notesBefore, decisionsBefore) = (noteCalls, decisions.calls)
        let value = evaluate()
        return (value, outermost && noteCalls == notesBefore && decisions.calls == decisionsBefore)
    }

    /// A static property's value, evaluated in its type's scope (a static defined by itself stays unknown).
    func staticValue(_ s: Static, _ owner: TypeDecl) -> Value? {
        let key = "static \(owner.qualifiedName).\(s.name)"
        guard !inlining.contains(key) else { return .unknown(s.name) }
        inlining.append(key)
        defer { inlining.removeLast() }
        let scope = Scope(parent: nil, type: owner, file: s.file)
        if let initial = s.initial { return typed(value(initial, scope), declared: s.type, owner, scope) ?? .lazy(initial, scope) }
        if let getter = s.getter, let e = singleExpression(getter) { return value(e, scope) ?? .lazy(e, scope) }
        return .unknown(s.name)
    }

    /// What a member written as several statements returns (a getter that starts with `guard isPad else { return 3 }`,
    /// a function that computes locals first), run in `local` (its parameters bound), when that is a value TypeRamp
    /// knows: a number, a flag, a text, a case, a reader length, or a record it builds (`return FrameConfig(width:
    /// config.width, …)`). Nil otherwise, and for members that return views, which their callers translate as views.
    func computedValue(_ member: Member, _ local: Scope) -> Value? {
        guard let type = member.returnType, !type.contains("View"), !type.hasPrefix("some ") else { return nil }
        switch returnedValue(member.body, local) {
        case let v? where v.isKnownScalar: return v
        case .record(let name, let fields)? where name != nil && !fields.isEmpty: return .record(name, fields)
        default: return nil
        }
    }

    /// What a closure's statements return, run in order in `local`: `let`/`var` bind their values, an assignment to a
    /// bound name or to a field of a bound record changes it (`item.snippet = "…"` after `let item = Item(title: "…")`),
    /// the first `return` gives the result. Other statements are skipped; nil without a `return`.
    func returnedValue(_ statements: CodeBlockItemListSyntax, _ local: Scope) -> Value? {
        for item in project.activeItems(statements) {
            switch item {
            case .decl(let d):
                guard let v = d.as(VariableDeclSyntax.self) else { continue }
                for b in v.bindings {
                    guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    local.values[name] = b.initializer.flatMap { value($0.value, local) } ?? .unknown(name)
                }
            case .stmt(let st) where st.is(GuardStmtSyntax.self):
                // `guard UIDevice.current.isiPad() else { return 2 }`: the `else` runs when a condition is known false.
                // `guard let x = …` binds `x` and goes on (the importer reads the code after a guard with the value
                // present).
                let g = st.cast(GuardStmtSyntax.self)
                var passes = true
                for element in g.conditions {
                    switch element.condition {
                    case .availability: continue
                    case .expression(let e):
                        // On data TypeRamp does not know, each way is audited: the screen passes the guard, a variant
                        // takes its `else` (as a view's `if` on data is audited both ways).
                        guard let b = condition(e, local, decide: true).constantValue else { return nil }
                        passes = passes && b
                    case .optionalBinding(let b):
                        let name = b.pattern.trimmedText
                        local.values[name] = b.initializer.flatMap { value($0.value, local) } ?? local.lookup(name) ?? .unknown(name)
                    default: return nil
                    }
                }
                if !passes { return returnedValue(g.body.statements, Scope(parent: local, type: nil, file: local.file)) }
            case .stmt(let st) where st.is(ReturnStmtSyntax.self):
                // A view made by a call (`return AnyView(Text(…))`) stays that expression: it is there, and can be drawn.
                return st.as(ReturnStmtSyntax.self)?.expression.map { e in
                    value(e, local) ?? (makesView(e, local) ? .lazy(e, local) : .unknown(sampleName(e)))
                } ?? Value.none
            default:
                // A `switch` or `if` statement that returns: the branch taken, when it is known.
                if let sw = expressionOf(item)?.as(SwitchExprSyntax.self) {
                    guard let (body, caseScope) = takenCase(sw, local) else { return nil }
                    if let v = returnedValue(body, caseScope) { return v }
                    continue
                }
                if let ifExpr = expressionOf(item)?.as(IfExprSyntax.self) {
                    // On data TypeRamp does not know, an `if` that may return makes the value unknown; one that only
                    // changes locals (`items.append(…)`) is passed over, as before.
                    guard let taken = takenBranch(ifExpr, local) else {
                        if Syntax(ifExpr).tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.return) }) { return nil }
                        continue
                    }
                    if let body = taken, let v = returnedValue(body, Scope(parent: local, type: nil, file: local.file)) { return v }
                    continue
                }
                guard let e = expressionOf(item), let assign = e.as(InfixOperatorExprSyntax.self), assign.operator.is(AssignmentExprSyntax.self)
                else { continue }
                let new = value(assign.rightOperand, local) ?? .unknown(sampleName(assign.rightOperand))
                if let ref = assign.leftOperand.as(DeclReferenceExprSyntax.self), local.values[ref.baseName.text] != nil {
                    local.values[ref.baseName.text] = new
                } else if let m = assign.leftOperand.as(MemberAccessExprSyntax.self),
                    let base = m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                    case .record(let type, var fields)? = local.values[base]
                {
                    fields[m.declName.baseName.text] = new
                    local.values[base] = .record(type, fields)
                }
            }
        }
        return nil
    }

    /// Two strings joined with `+`. A localized string in the sum (`NSLocalizedString("NOTE") + " " + …`) shows its
    /// translation, which the catalogs give for the key alone, not for the joined text: the sum holds the key's name in
    /// its place and is marked as guessed.
    func joined(_ a: TextValue, _ b: TextValue) -> TextValue {
        var out = a + b
        if a.isKey || b.isKey { out.guessed = true }
        return out
    }

    /// The expression of a body that is one expression (`{ foo }` or `{ return foo }`).
    func singleExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        let items = project.activeItems(statements)
        guard items.count == 1, let item = items.first else { return nil }
        switch item {
        case .expr(let e): return e
        case .stmt(let s):
            if let r = s.as(ReturnStmtSyntax.self) { return r.expression }
            if let e = s.as(ExpressionStmtSyntax.self) { return e.expression }
            return nil
        case .decl: return nil
        }
    }

    // MARK: - Members

    private func member(_ m: MemberAccessExprSyntax, _ scope: Scope) -> Value? {
        let name = m.declName.baseName.text
        guard let base = m.base else {
            if name == "infinity" || name == "greatestFiniteMagnitude" { return .number(.infinity) }
            if name == "zero" { return .number(0) }
            // `.layoutPadding`, a static of `extension CGFloat`, where no enum of the project has such a case.
            if project.enumsByCase[name] == nil, let v = implicitLength(ExprSyntax(m), scope) { return v }
            return .enumCase(name, [])
        }
        let baseText = base.trimmedText
        if baseText == "self" { return named(name, scope.selfScope) }
        // `UIDevice.current.userInterfaceIdiom`, `traitCollection.userInterfaceIdiom`: TypeRamp audits an iPhone.
        if name == "userInterfaceIdiom" { return .enumCase("phone", []) }
        // `UIScreen.main.bounds.width`: the screen's, which the layout knows at each width audited.
        if name == "bounds", baseText == "UIScreen.main" { return ReaderLengthValue.screenBounds }
        // `keyWindow?.frame`, `view.window?.bounds`, `UIApplication.shared.windows.first?.frame`: an iPhone app's window
        // fills the screen, so its frame and bounds are the screen's.
        if name == "frame" || name == "bounds", Translator.namesWindow(base) { return ReaderLengthValue.screenBounds }
        // `1 / UIScreen.main.scale` (a hairline): TypeRamp audits a 3× screen (docs/swift-source.md).
        if name == "scale" || name == "nativeScale", baseText == "UIScreen.main" { return .number(3) }
        if ["infinity", "greatestFiniteMagnitude"].contains(name), ["CGFloat", "Double", "Float", ""].contains(baseText) || baseText.hasPrefix(".") {
            return .number(.infinity)
        }
        if ["CGFloat", "Double", "Float", "CGSize", "CGPoint", "CGRect", "EdgeInsets", "Int"].contains(baseText), name == "zero" {
            return .number(0)
        }
        if let first = baseText.first, first.isUppercase || baseText.hasPrefix("Self"),
            let type = project.resolveQualified(baseText, from: scope.typeContext, file: scope.file)
        {
            if let s = type.statics[name] { return staticValue(s, type) }
            if type.cases.contains(name) { return .enumCase(name, []) }
            // `Menu.allCases` of a `CaseIterable` enum without associated values: its cases, in declaration order.
            if name == "allCases", !type.cases.isEmpty, !type.hasAssociatedValues, type.conformances.contains("CaseIterable") {
                return .array(type.cases.map { .enumCase($0, []) })
            }
            if let member = type.staticFunctions[name]?.first, member.parameters.isEmpty, let e = singleExpression(member.body) {
                return value(e, Scope(parent: nil, type: type, file: member.file))
            }
            return .unknown(name)
        }
        if let first = baseText.first, first.isUppercase, !baseText.contains("("), !baseText.contains("."),
            project.resolveQualified(baseText, from: scope.typeContext, file: scope.file) == nil
        {
            // A type TypeRamp does not see (`UIScreen.main`, `Color.red`): unknown data, named by its member.
            return .unknown(name)
        }
        // `Gap.small.length`: the member of a case written with its enum, run with `self` that case, a case with a raw
        // value included (which reads as its raw value elsewhere).
        if name != "rawValue", let (type, c) = writtenEnumCase(base, scope), type.member(name, arity: 0) != nil {
            return enumMember(c, name, arity: 0, declared: type) ?? .unknown(name)
        }
        var b = value(base, scope)
        // `.default` read where its type was not known (`@State var state: DeviceState = .default`, handed down through
        // the environment): a static of the base's declared type, not an enum case, when the type declares no such case.
        if case .enumCase(let c, let associated)? = b, associated.isEmpty, let type = declaredType(of: base, scope), !type.cases.contains(c),
            let s = type.statics[c] ?? type.statics["`\(c)`"]
        {
            b = staticValue(s, type)
        }
        switch b {
        case .record(let typeName, let fields)?:
            if let field = fields[name] { return field }
            return typeName.flatMap { instanceMember(name, of: $0, fields: fields, scope) } ?? .unknown(name)
        case .array(let items)?:
            switch name {
            case "count": return .number(Double(items.count))
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? Value.none
            case "last": return items.last ?? Value.none
            case "indices": return .array(items.indices.map { .number(Double($0)) })
            default: return .unknown(name)
            }
        case .number(let n)? where name == "rawValue":
            // A case with a raw value read as that value where its enum is known (`size` set to `.reduced` of `enum Size:
            // Double { case reduced = 0.5 }`): its `rawValue` is the same number (no number type has a `rawValue`).
            return .number(n)
        case .string(let t)? where name == "rawValue":
            return .string(t)
        case .string(let t)?:
            switch name {
            case "isEmpty": return .bool(t.string.isEmpty)
            case "count": return .number(Double(t.string.count))
            // Foundation's case properties (`label.capitalized`): the same words, recased.
            case "capitalized", "localizedCapitalized": return .string(TextValue(t.string.capitalized, guessed: t.guessed))
            case "localizedUppercase": return .string(TextValue(t.string.uppercased(), guessed: t.guessed))
            case "localizedLowercase": return .string(TextValue(t.string.lowercased(), guessed: t.guessed))
            // `LocalizedStringResource.key`: the key it was made from (`LocalizedStringKey(title.key)` shows it again).
            case "key": return .string(t)
            default: return .unknown(name)
            }
        case .none?: return Value.none
        case .enumCase(let c, _)? where name == "rawValue": return enumRawValue(c)
        case .enumCase(let c, let associated)?:
            return enumMember(c, name, arity: 0, declared: declaredType(of: base, scope), associated: associated) ?? .unknown(name)
        default:
            // A property declared `UIUserInterfaceIdiom` of data TypeRamp does not know (`deviceState.idiom`, set by the
            // app at run time): TypeRamp audits an iPhone, as for `UIDevice.current.userInterfaceIdiom`.
            if let type = declaredType(of: base, scope), type.properties.first(where: { $0.name == name })?.type == "UIUserInterfaceIdiom" {
                return .enumCase("phone", [])
            }
            return .unknown(name)
        }
    }

}
