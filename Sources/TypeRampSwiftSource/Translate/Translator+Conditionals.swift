import SwiftSyntax
import TypeRampCore
import TypeRampDecoding

// `if`, `if let`, `if case`, `switch` and ternaries in a view builder: the view of the branch taken, never both; for
// conditions on the text size, `if` nodes per range of categories; for data TypeRamp does not know, a decision (variants).
extension Translator {
    // MARK: - Conditional views

    /// `if … { } else if … { } else { }` in a view builder: the branch taken (one view, never both), or, for conditions on the
    /// text size, an `if` node per view shown in a range of categories.
    func conditional(_ ifExpr: IfExprSyntax, _ scope: Scope, _ env: Environment) -> [ViewNode] {
        let location = scope.file.location(of: ifExpr)
        let thenScope = Scope(parent: scope, type: nil, file: scope.file)
        var cond: Condition = .constant(true)
        for element in ifExpr.conditions {
            switch element.condition {
            case .expression(let e):
                cond = combine(cond, condition(e, scope, decide: true), and: true)
            case .optionalBinding(let binding):
                // `if let x = optional`: taken when the value is there; nil (a preview passing nil) takes the else branch.
                let name = binding.pattern.trimmedText
                let source = binding.initializer?.value
                if let source, let cast = viewsForLater({ castViews(source, scope, env) }) {
                    // `if let image = illustration() as? Image`: taken when the views are that type.
                    cond = combine(cond, .constant(cast.matches), and: true)
                    thenScope.values[name] = .views(cast.views)
                    continue
                }
                // The value bound: evaluated when it is data; a closure or a view expression is present and stays as it is
                // (`if let content { content() }`, `if let view = transform(self) { view }`).
                var bound: Value?
                var unevaluated: Value?
                if let source {
                    bound = value(source, scope) ?? .lazy(source, scope)
                } else if let existing = scope.lookup(name) {
                    bound = existing
                    if case .lazy(let e, let s) = existing, let v = value(e, s) {
                        bound = v
                        unevaluated = existing
                    }
                } else if scope.typeContext?.member(name, arity: 0) != nil {
                    // `if let blurView` of the view's own `var blurView: AnyView? { … }`: the member, read as a value.
                    bound = named(name, scope)
                }
                var present = bound.flatMap(presence)
                if case .lazy(let e, _)? = bound, e.is(ClosureExprSyntax.self) || isViewExpression(e) { present = true }
                if let present {
                    cond = combine(cond, .constant(present), and: true)
                } else {
                    let key = Conditions.key(source.map { Syntax($0) } ?? Syntax(binding.pattern)) + " != nil"
                    let chosen = decisions.choose(key, options: [key, key.replacing("!= nil", with: "== nil")], at: location)
                    cond = combine(cond, .constant(chosen == 0), and: true)
                }
                // The name has the type of the property it unwraps (`if let menu = self.item`, `item: Menu?`).
                if let source, let written = qualifiedWrittenType(of: source, scope) { thenScope.boundTypes[name] = written }
                switch bound {
                // Data TypeRamp cannot see stays the expression it was (`if let description` with `description` bound to
                // `subtitle?.textBody`), which may still be read as views.
                case .unknown?, nil: thenScope.values[name] = source.map { .lazy($0, scope) } ?? unevaluated ?? .unknown(name)
                default: thenScope.values[name] = bound
                }
            case .matchingPattern(let pattern):
                cond = combine(cond, matches(pattern, scope, thenScope), and: true)
            case .availability(let check):
                cond = combine(cond, .constant(isAvailable(check, scope)), and: true)
            @unknown default:
                cond = combine(cond, .unknown(element.trimmedText), and: true)
            }
        }
        switch cond {
        case .constant(let taken):
            if taken { return views(ifExpr.body.statements, thenScope, env) }
            return elseViews(ifExpr, scope, env)
        case .unknown(let text):
            note("the condition `\(text.prefix(60))` is not one TypeRamp can evaluate: its first branch is audited", at: location)
            return views(ifExpr.body.statements, thenScope, env)
        case .categories:
            let thenViews = views(ifExpr.body.statements, thenScope, env)
            let otherViews = elseViews(ifExpr, scope, env)
            return categoryConditional(cond, thenViews, otherViews, location)
        }
    }

    /// The views `views as? Image` (or `Text`) casts, and whether the cast succeeds: one view of that type, unmodified
    /// (`Image(…).frame(…)` is no longer an `Image`); nil for any other expression, or views TypeRamp could not read.
    func castViews(_ e: ExprSyntax, _ scope: Scope, _ env: Environment) -> (views: [ViewNode], matches: Bool)? {
        guard let cast = e.as(AsExprSyntax.self), cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark else { return nil }
        let kinds: [ScreenKind]
        switch cast.type.trimmedText {
        case "Image", "SwiftUI.Image": kinds = [.image, .icon, .symbol]
        case "Text", "SwiftUI.Text": kinds = [.text]
        default: return nil
        }
        let made = views(cast.expression, scope, env)
        guard !made.isEmpty, !made.contains(where: { $0.guessed.contains(.view) }) else { return nil }
        return (made, made.count == 1 && kinds.contains(made[0].kind) && made[0].wrappers.isEmpty)
    }

    /// `#available(iOS 17, *)` (or `#unavailable`): a current iOS takes it, as the audit assumes one. When a package
    /// around the file declares an older minimum iOS (``DeploymentTargets``), devices on it take the other branch, so
    /// both are audited: the check is a decision, its first variant the newer iOS.
    func isAvailable(_ check: AvailabilityConditionSyntax, _ scope: Scope) -> Bool {
        let unavailable = check.availabilityKeyword.text == "#unavailable"
        var required: [Int]?
        for argument in check.availabilityArguments {
            guard case .availabilityVersionRestriction(let platform) = argument.argument, platform.platform.text == "iOS",
                let version = platform.version
            else { continue }
            required = version.trimmedDescription.split(separator: ".").compactMap { Int($0) }
        }
        guard let required, !required.isEmpty, let minimum = project.deploymentTargets.iOSMinimum(for: scope.file.path),
            DeploymentTargets.isOlder(minimum, than: required)
        else { return !unavailable }
        let name = required.map(String.init).joined(separator: ".")
        let key = "#available(iOS \(name))"
        let chosen = decisions.choose(key, options: ["iOS \(name) or later", "before iOS \(name)"], at: scope.file.location(of: check))
        return (chosen == 0) != unavailable
    }

    private func elseViews(_ ifExpr: IfExprSyntax, _ scope: Scope, _ env: Environment) -> [ViewNode] {
        switch ifExpr.elseBody {
        case .ifExpr(let nested)?: return conditional(nested, scope, env)
        case .codeBlock(let block)?: return views(block.statements, scope, env)
        case nil: return []
        }
    }

    /// Views shown in a range of categories and others outside it: one `if` node with both branches when each side is one
    /// view, else one `if` node per view (each stays a child of the enclosing stack, as the result builder makes it).
    func categoryConditional(_ cond: Condition, _ thenViews: [ViewNode], _ otherViews: [ViewNode], _ location: SourceLocation) -> [ViewNode] {
        guard let range = cond.rangeText else { return thenViews }
        if thenViews.count == 1, otherViews.count <= 1 {
            return [ViewNode(.conditional, .conditional(range: range, then: thenViews[0], otherwise: otherViews.first), at: thenViews[0].location)]
        }
        var out = thenViews.map { ViewNode(.conditional, .conditional(range: range, then: $0, otherwise: nil), at: $0.location) }
        if let other = cond.negated.rangeText {
            out += otherViews.map { ViewNode(.conditional, .conditional(range: other, then: $0, otherwise: nil), at: $0.location) }
        } else if !otherViews.isEmpty {
            note("the else branch of a middle range of categories is not audited", at: location)
        }
        return out
    }

    /// `if case .loaded(let items) = state`: whether the case matches (a decision when the value is unknown), with the
    /// pattern's names bound.
    private func matches(_ pattern: MatchingPatternConditionSyntax, _ scope: Scope, _ thenScope: Scope) -> Condition {
        let caseName = patternCaseName(pattern.pattern)
        let subject = value(pattern.initializer.value, scope)
        bindPatternNames(pattern.pattern, subject, thenScope, types: associatedTypes(pattern.pattern, of: pattern.initializer.value, scope))
        if let caseName, let type = undecidedEnumSubject(pattern.initializer.value, scope), type.type.cases.contains(caseName) {
            return .constant(decidedCase(of: pattern.initializer.value, type, scope) { $0 == caseName } == caseName)
        }
        if case .enumCase(let name, _)? = subject, let caseName { return .constant(name == caseName) }
        if let present = subject?.presence, pattern.pattern.trimmedText.hasSuffix("?") { return .constant(present) }
        let key = Conditions.key(pattern)
        let chosen = decisions.choose(key, options: [key, "not " + key], at: scope.file.location(of: pattern))
        return .constant(chosen == 0)
    }

    /// The types a case pattern's names are bound with (`case let .icon(image)` on `thumb: Thumb` with
    /// `case icon(Image)`): the associated value types the subject's declared enum writes for that case.
    private func associatedTypes(_ pattern: PatternSyntax, of subject: ExprSyntax, _ scope: Scope) -> [String] {
        guard let caseName = patternCaseName(pattern), let type = declaredType(of: subject, scope) else { return [] }
        return type.associatedTypes[caseName] ?? []
    }

    func bindPatternNames(_ pattern: PatternSyntax, _ subject: Value?, _ scope: Scope, types: [String] = []) {
        // `.loaded(let items)`, `let .loaded(items)`: each name bound to the associated value when known.
        var associated: [Value] = []
        if case .enumCase(_, let values)? = subject { associated = values }
        final class Names: SyntaxVisitor {
            var names: [String] = []
            override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
                names.append(node.identifier.text)
                return .skipChildren
            }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                if node.parent?.is(LabeledExprSyntax.self) ?? false { names.append(node.baseName.text) }
                return .skipChildren
            }
        }
        let finder = Names(viewMode: .sourceAccurate)
        finder.walk(pattern)
        for (i, name) in finder.names.enumerated() {
            scope.values[name] = i < associated.count ? associated[i] : .unknown(name)
            if i < types.count { scope.boundTypes[name] = types[i] }
        }
    }

    /// `switch` in a view builder: the case the value matches, or, for data TypeRamp does not know, a decision over the cases
    /// (each case audited as a variant).
    func switchViews(_ s: SwitchExprSyntax, _ scope: Scope, _ env: Environment) -> [ViewNode] {
        guard let (statements, caseScope) = switchedCase(s, scope) else { return [] }
        return views(statements, caseScope, env)
    }

    /// The statements of the case a `switch` takes, in a scope with the case's pattern names bound: the case its subject
    /// matches, or, for data TypeRamp does not know and when `decide` allows it for the subject's value, a decision over
    /// the cases (each case audited as a variant; a `switch` expression's value `let size = switch kind { … }` is decided
    /// the same way). Nil when there is no case taken.
    func switchedCase(
        _ s: SwitchExprSyntax, _ scope: Scope, decide: (Value?) -> Bool = { _ in true }
    ) -> (CodeBlockItemListSyntax, Scope)? {
        let cases = switchCases(s)
        guard !cases.isEmpty else { return nil }
        let subject = value(s.subject, scope)
        // A value of the project's enum TypeRamp does not know, or a `@State` one the view changes: the case every
        // condition on it takes in this variant.
        let enumSubject = decide(subject) ? undecidedEnumSubject(s.subject, scope) : nil
        var chosen = enumSubject == nil ? chosenCase(cases, subject) : nil
        if let enumSubject {
            let taken = decidedCase(of: s.subject, enumSubject, scope) { chosenCase(cases, .enumCase($0, [])) == 0 }
            chosen = chosenCase(cases, .enumCase(taken, []))
        } else if chosen == nil, let widths = screenWidthCases(cases, subject, scope) {
            let location = scope.file.location(of: s)
            chosen = decisions.choose(
                Conditions.widthKey("switch " + Conditions.key(s.subject), at: location),
                options: widths.map(\.conditionText),
                widths: widths, at: location)
        } else if chosen == nil, decide(subject) {
            chosen = decisions.choose("switch " + Conditions.key(s.subject), options: cases.map(\.label.caseLabel), at: scope.file.location(of: s))
        }
        guard let index = chosen else { return nil }
        let caseScope = Scope(parent: scope, type: nil, file: scope.file)
        if case .case(let l) = cases[index].label, let first = l.caseItems.first {
            bindPatternNames(first.pattern, subject, caseScope, types: associatedTypes(first.pattern, of: s.subject, scope))
        }
        return (cases[index].statements, caseScope)
    }

    /// A `switch`'s cases, those inside an active `#if` among them.
    func switchCases(_ s: SwitchExprSyntax) -> [SwitchCaseSyntax] {
        var cases: [SwitchCaseSyntax] = []
        for item in s.cases {
            if let c = item.as(SwitchCaseSyntax.self) {
                cases.append(c)
            } else if let config = item.as(IfConfigDeclSyntax.self),
                case .switchCases(let inner)? = project.configuration.activeClause(config)?.elements
            {
                cases += inner.compactMap { $0.as(SwitchCaseSyntax.self) }
            }
        }
        return cases
    }

    /// The index of the case a known subject takes (the first that matches, else `default`); nil for data TypeRamp
    /// does not know.
    func chosenCase(_ cases: [SwitchCaseSyntax], _ subject: Value?) -> Int? {
        guard let subject else { return nil }
        switch subject {
        // A length known only at each audited width (`switch UIScreen.main.bounds.width { case ..<375: … }`) matches no
        // case here: a decision, like data.
        case .unknown, .lazy, .readerLength: return nil
        default: break
        }
        var fallback: Int?
        for (i, c) in cases.enumerated() {
            switch c.label {
            case .default: if fallback == nil { fallback = i }
            case .case(let l): if l.caseItems.contains(where: { caseMatches($0.pattern, subject) }) { return i }
            }
        }
        return fallback
    }

    private func caseMatches(_ pattern: PatternSyntax, _ subject: Value) -> Bool {
        if let name = patternCaseName(pattern), case .enumCase(let c, let associated) = subject {
            return c == name && optionalsMatch(pattern, associated)
        }
        if let expr = pattern.as(ExpressionPatternSyntax.self)?.expression {
            switch subject {
            case .string(let t): return expr.as(StringLiteralExprSyntax.self)?.literalText == t.string
            case .number(let n): return integerLiteral(expr.trimmedText) == n
            case .bool(let b): return expr.trimmedText == (b ? "true" : "false")
            default: return false
            }
        }
        return false
    }

    /// Whether a case pattern's optional sub-patterns fit the associated values known: `.edges(_, .some(length))` and
    /// `.edges(_, let length?)` need a value there, `.edges(_, .none)` and `.edges(_, nil)` need nil. A value TypeRamp
    /// does not know fits either.
    private func optionalsMatch(_ pattern: PatternSyntax, _ associated: [Value]) -> Bool {
        var inner = pattern
        if let binding = inner.as(ValueBindingPatternSyntax.self) { inner = binding.pattern }
        guard let call = inner.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self) else { return true }
        for (i, argument) in call.arguments.enumerated() where i < associated.count {
            guard let present = associated[i].presence else { continue }
            let text = argument.expression.trimmedText
            let wantsNil = text == "nil" || text == ".none"
            let wantsValue = text.hasPrefix(".some(") || text.hasSuffix("?")
            if (wantsNil && present) || (wantsValue && !present) { return false }
        }
        return true
    }

    /// `condition ? A : B` as views: the branch taken, a decision for data, or an `if` node for the text size.
    func ternaryViews(_ t: TernaryExprSyntax, _ scope: Scope, _ env: Environment) -> [ViewNode] {
        let cond = condition(t.condition, scope, decide: true)
        switch cond {
        case .constant(let v): return views(v ? t.thenExpression : t.elseExpression, scope, env)
        case .unknown(let text):
            note("the condition `\(text.prefix(60))` is not one TypeRamp can evaluate: its first branch is audited", at: scope.file.location(of: t))
            return views(t.thenExpression, scope, env)
        case .categories:
            return categoryConditional(cond, views(t.thenExpression, scope, env), views(t.elseExpression, scope, env), scope.file.location(of: t))
        }
    }
}

extension Translator {
    /// Whether an expression makes a view by a call: a SwiftUI view or one of the project's (`Image(systemName:)`,
    /// `Badge(…)`), with any modifiers after it (`CompoundIcon(\.info).foregroundStyle(.red)`).
    func makesView(_ e: ExprSyntax, _ s: Scope) -> Bool {
        var current = e
        while let call = current.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, base.is(FunctionCallExprSyntax.self) {
                current = base
                continue
            }
            let name = calledName(call)
            return Constructs.view(name) != nil || project.resolveView(name, from: s.typeContext, file: s.file) != nil
        }
        return false
    }

    /// Whether the value an optional binding unwraps is known to be there: its initializer's, or for the shorthand
    /// `if let name` / `guard let name` the name's (``presence(_:)``). Nil when that cannot be told.
    func bindingPresence(_ b: OptionalBindingConditionSyntax, _ scope: Scope) -> Bool? {
        let source = b.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(b.pattern.trimmedText)))
        return value(source, scope).flatMap(presence)
    }

    /// Whether a value is there (not nil), as far as the source says: a value's own ``Value/presence``; a view made
    /// by a call (`Image(systemName: "star")` held in an optional field) is there; a computed property declared
    /// optional (`var overlay: AnyView? { if let hash { return AnyView(…) } else { return nil } }`) is what the
    /// statements its body runs with the known values return. Nil when that cannot be told.
    func presence(_ v: Value) -> Bool? {
        if let p = v.presence { return p }
        switch v {
        case .lazy(let e, let s): return makesView(e, s) ? true : nil
        case .function(let m, let s):
            guard m.parameters.isEmpty, m.returnType?.trimmingCharacters(in: .whitespaces).hasSuffix("?") == true else { return nil }
            let key = "presence \(m.location.file):\(m.location.line)"
            guard !inlining.contains(key) else { return nil }
            inlining.append(key)
            defer { inlining.removeLast() }
            return returnedValue(m.body, Scope(parent: s, type: nil, file: m.file)).flatMap(presence)
        default: return nil
        }
    }
}

extension SwitchCaseSyntax.Label {
    /// The case as a variant's name: its patterns (`.compact, .headline`), or `default`.
    var caseLabel: String {
        switch self {
        case .default: return "default"
        case .case(let l): return l.caseItems.map(\.pattern.trimmedText).joined(separator: ", ")
        }
    }
}
