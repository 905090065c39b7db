import SwiftSyntax
import TypeRampCore
import TypeRampDecoding

/// A condition's meaning: a range of content-size categories, a constant, or something TypeRamp cannot express.
enum Condition {
    case categories(lower: Int?, upper: Int?)
    case constant(Bool)
    case unknown(String)

    var negated: Condition {
        switch self {
        case .constant(let b): return .constant(!b)
        case .categories(let lo, let hi):
            if lo == nil, let hi { return hi >= 11 ? .constant(false) : .categories(lower: hi + 1, upper: nil) }
            if hi == nil, let lo { return lo <= 0 ? .constant(false) : .categories(lower: nil, upper: lo - 1) }
            return .unknown("the negation of a middle range of categories")
        case .unknown(let s): return .unknown(s)
        }
    }

    var constantValue: Bool? {
        if case .constant(let b) = self { return b }
        return nil
    }

    /// The range in the screens format (`ax1...`, `...xxxl`, `l...ax2`).
    var rangeText: String? {
        guard case .categories(let lo, let hi) = self else { return nil }
        return (lo.map { Conditions.shortNames[$0] } ?? "") + "..." + (hi.map { Conditions.shortNames[$0] } ?? "")
    }
}

/// The undecided conditions of one screen (conditions on data the preview does not give) and the branch each takes.
///
/// A screen is translated first with every undecided condition taking its first branch (`if`'s body, a `switch`'s first
/// case); each other branch is then audited as a variant of the screen of its own, one decision changed at a time, so
/// both sides of `if isMine { … } else { … }` are audited, never both at once (docs/swift-source.md, "Variants").
struct Decisions {
    /// A condition TypeRamp could not decide, by the text of its expression.
    struct Decision {
        var key: String
        /// A label per branch (`isMine`, `!isMine`; `.loading`, `.loaded`).
        var options: [String]
        var location: SourceLocation
    }

    /// The branch each condition takes in this translation (absent: the first).
    var assignment: [String: Int] = [:]
    /// The undecided conditions met, in the order met.
    private(set) var met: [Decision] = []
    private var index: [String: Int] = [:]

    init(assignment: [String: Int] = [:]) { self.assignment = assignment }

    /// The branch condition `key` takes, recording it.
    mutating func choose(_ key: String, options: [String], at location: SourceLocation) -> Int {
        if index[key] == nil {
            index[key] = met.count
            met.append(Decision(key: key, options: options, location: location))
        }
        let chosen = assignment[key] ?? 0
        return chosen < options.count ? chosen : 0
    }
}

enum Conditions {
    static let shortNames = ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"]

    /// SwiftUI's `DynamicTypeSize` and `ContentSizeCategory` case names, by category index.
    static let categoryNames: [String: Int] = {
        var table: [String: Int] = [:]
        let swiftUI = [
            "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2", "accessibility3",
            "accessibility4", "accessibility5",
        ]
        let uikit = [
            "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge", "accessibilityMedium",
            "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge",
        ]
        for (i, n) in swiftUI.enumerated() { table[n] = i }
        for (i, n) in uikit.enumerated() { table[n] = i }
        return table
    }()

    /// The text of a condition as a decision's key: `self.` left out, spaces collapsed.
    static func key(_ expr: some SyntaxProtocol) -> String {
        var t = expr.trimmedDescription.replacingOccurrences(of: "self.", with: "")
        t = t.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
        return String(t.prefix(120))
    }
}

extension Translator {
    /// What a condition means at each category: a range of categories for conditions on the text size, a constant for
    /// conditions on values TypeRamp knows, and, when `decide` is true, the branch chosen for this variant for conditions
    /// on data it does not know (a decision). With `decide` false, such a condition is `.unknown`.
    func condition(_ expr: ExprSyntax, _ scope: Scope, decide: Bool = false) -> Condition {
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return condition(prefix.expression, scope, decide: decide).negated
        }
        if let paren = expr.as(TupleExprSyntax.self), paren.elements.count == 1, let e = paren.elements.first?.expression {
            return condition(e, scope, decide: decide)
        }
        if let member = expr.as(MemberAccessExprSyntax.self), isTextSize(member.base, scope) {
            let name = member.declName.baseName.text
            if name == "isAccessibilitySize" || name == "isAccessibilityCategory" { return .categories(lower: 7, upper: nil) }
        }
        if let literal = expr.as(BooleanLiteralExprSyntax.self) { return .constant(literal.literal.text == "true") }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            if op == "&&" || op == "||" {
                return combine(
                    condition(infix.leftOperand, scope, decide: decide), condition(infix.rightOperand, scope, decide: decide), and: op == "&&")
            }
            if let c = textSizeComparison(infix.leftOperand, op, infix.rightOperand, scope) { return c }
            if let c = comparison(infix.leftOperand, op, infix.rightOperand, scope) { return .constant(c) }
        } else if let v = value(expr, scope)?.truth {
            return .constant(v)
        }
        if expr.is(MemberAccessExprSyntax.self), let v = value(expr, scope), case .bool(let b) = v { return .constant(b) }
        guard decide else { return .unknown(expr.trimmedDescription) }
        let key = Conditions.key(expr)
        let chosen = decisions.choose(key, options: [key, "!" + key], at: scope.file.location(of: expr))
        return .constant(chosen == 0)
    }

    /// `a == b`, `a != b`, `a < b`… of values TypeRamp knows (numbers, strings, enum cases, `nil`).
    private func comparison(_ lhs: ExprSyntax, _ op: String, _ rhs: ExprSyntax, _ scope: Scope) -> Bool? {
        guard let a = value(lhs, scope), let b = value(rhs, scope) else { return nil }
        switch (a, b) {
        case (.number(let x), .number(let y)):
            switch op {
            case "==": return x == y
            case "!=": return x != y
            case "<": return x < y
            case ">": return x > y
            case "<=": return x <= y
            case ">=": return x >= y
            default: return nil
            }
        case (.string(let x), .string(let y)):
            if op == "==" { return x.string == y.string }
            if op == "!=" { return x.string != y.string }
            return nil
        case (.bool(let x), .bool(let y)):
            if op == "==" { return x == y }
            if op == "!=" { return x != y }
            return nil
        case (.enumCase(let x, _), .enumCase(let y, _)):
            if op == "==" { return x == y }
            if op == "!=" { return x != y }
            return nil
        case (.none, .none): return op == "==" ? true : op == "!=" ? false : nil
        case (.none, let other), (let other, .none):
            guard let present = other.presence else { return nil }
            if op == "==" { return !present }
            if op == "!=" { return present }
            return nil
        default: return nil
        }
    }

    func combine(_ a: Condition, _ b: Condition, and: Bool) -> Condition {
        switch (a, b) {
        case (.constant(let x), _): return and ? (x ? b : .constant(false)) : (x ? .constant(true) : b)
        case (_, .constant(let y)): return and ? (y ? a : .constant(false)) : (y ? .constant(true) : a)
        case (.categories(let l1, let h1), .categories(let l2, let h2)) where and:
            let lo = [l1, l2].compactMap { $0 }.max(), hi = [h1, h2].compactMap { $0 }.min()
            if let lo, let hi, lo > hi { return .constant(false) }
            return .categories(lower: lo, upper: hi)
        case (.categories(let l1, nil), .categories(nil, let h2)) where !and:
            // `size >= .ax1 || size <= .small`: not a range, unless the two ranges meet.
            if let l1, let h2, h2 + 1 >= l1 { return .constant(true) }
            return .unknown("a disjunction of category ranges")
        case (.unknown(let s), _), (_, .unknown(let s)): return .unknown(s)
        default: return .unknown("a disjunction of category ranges")
        }
    }

    /// Whether an expression reads the text size: `dynamicTypeSize`, `sizeCategory`, or any `@Environment(\.dynamicTypeSize)`
    /// or `@Environment(\.sizeCategory)` property whatever its name.
    func isTextSize(_ expr: ExprSyntax?, _ scope: Scope) -> Bool {
        guard let expr else { return false }
        var t = expr.trimmedDescription
        if t.hasPrefix("self.") { t.removeFirst(5) }
        var type = scope.typeContext
        while let current = type {
            if let property = current.properties.first(where: { $0.name == t }), property.wrapper == "Environment",
                let key = property.wrapperArguments?.first?.expression.trimmedDescription
            {
                return key.hasSuffix("dynamicTypeSize") || key.hasSuffix("sizeCategory")
            }
            type = current.parent
        }
        return t.hasSuffix("dynamicTypeSize") || t.hasSuffix("sizeCategory") || t.hasSuffix("contentSizeCategory")
            || t.hasSuffix("preferredContentSizeCategory")
    }

    /// `dynamicTypeSize >= .accessibility1`, `sizeCategory < .extraExtraExtraLarge`, either way round.
    private func textSizeComparison(_ lhs: ExprSyntax, _ op: String, _ rhs: ExprSyntax, _ scope: Scope) -> Condition? {
        func category(_ e: ExprSyntax) -> Int? {
            guard let m = e.as(MemberAccessExprSyntax.self) else { return nil }
            return Conditions.categoryNames[m.declName.baseName.text]
        }
        var op = op
        var c: Int
        if isTextSize(lhs, scope), let r = category(rhs) {
            c = r
        } else if isTextSize(rhs, scope), let l = category(lhs) {
            c = l
            op = ["<": ">", ">": "<", "<=": ">=", ">=": "<=", "==": "==", "!=": "!="][op] ?? op
        } else {
            return nil
        }
        switch op {
        case ">=": return .categories(lower: c, upper: nil)
        case ">": return c >= 11 ? .constant(false) : .categories(lower: c + 1, upper: nil)
        case "<=": return .categories(lower: nil, upper: c)
        case "<": return c <= 0 ? .constant(false) : .categories(lower: nil, upper: c - 1)
        case "==": return .categories(lower: c, upper: c)
        case "!=": return nil
        default: return nil
        }
    }

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
                let name = binding.pattern.trimmedDescription
                let source = binding.initializer?.value
                let v =
                    source.flatMap { value($0, scope) }
                    ?? (source == nil
                        ? scope.lookup(name).flatMap { bound -> Value? in
                            if case .lazy(let e, let s) = bound { return value(e, s) ?? bound }
                            return bound
                        } : nil)
                if let present = v?.presence {
                    cond = combine(cond, .constant(present), and: true)
                } else {
                    let key = Conditions.key(source.map { Syntax($0) } ?? Syntax(binding.pattern)) + " != nil"
                    let chosen = decisions.choose(key, options: [key, key.replacingOccurrences(of: "!= nil", with: "== nil")], at: location)
                    cond = combine(cond, .constant(chosen == 0), and: true)
                }
                thenScope.values[name] = v.map { $0.presence == true ? $0 : .unknown(name) } ?? .unknown(name)
            case .matchingPattern(let pattern):
                cond = combine(cond, matches(pattern, scope, thenScope), and: true)
            case .availability:
                break  // `if #available(iOS 17, *)`: the audit assumes a current iOS
            @unknown default:
                cond = combine(cond, .unknown(element.trimmedDescription), and: true)
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
        bindPatternNames(pattern.pattern, subject, thenScope)
        if case .enumCase(let name, _)? = subject, let caseName { return .constant(name == caseName) }
        if let present = subject?.presence, pattern.pattern.trimmedDescription.hasSuffix("?") { return .constant(present) }
        let key = Conditions.key(pattern)
        let chosen = decisions.choose(key, options: [key, "not " + key], at: scope.file.location(of: pattern))
        return .constant(chosen == 0)
    }

    private func patternCaseName(_ pattern: PatternSyntax) -> String? {
        var text = pattern.trimmedDescription
        if text.hasPrefix("let ") || text.hasPrefix("var ") { text.removeFirst(4) }
        guard text.hasPrefix(".") else { return nil }
        return String(text.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    private func bindPatternNames(_ pattern: PatternSyntax, _ subject: Value?, _ scope: Scope) {
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
        for (i, name) in finder.names.enumerated() { scope.values[name] = i < associated.count ? associated[i] : .unknown(name) }
    }

    /// `switch` in a view builder: the case the value matches, or, for data TypeRamp does not know, a decision over the cases
    /// (each case audited as a variant).
    func switchViews(_ s: SwitchExprSyntax, _ scope: Scope, _ env: Environment) -> [ViewNode] {
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
        guard !cases.isEmpty else { return [] }
        let subject = value(s.subject, scope)
        let labels = cases.map { c -> String in
            switch c.label {
            case .default: return "default"
            case .case(let l): return l.caseItems.map(\.pattern.trimmedDescription).joined(separator: ", ")
            }
        }
        var chosen: Int?
        if let subject {
            for (i, c) in cases.enumerated() {
                switch c.label {
                case .default: if chosen == nil { chosen = i }
                case .case(let l):
                    for item in l.caseItems where caseMatches(item.pattern, subject) {
                        chosen = i
                        break
                    }
                }
                if let chosen, chosen == i, case .case = c.label { break }
            }
            if case .unknown = subject { chosen = nil }
            if case .lazy = subject { chosen = nil }
        }
        let index = chosen ?? decisions.choose("switch " + Conditions.key(s.subject), options: labels, at: scope.file.location(of: s))
        let caseScope = Scope(parent: scope, type: nil, file: scope.file)
        if case .case(let l) = cases[index].label, let first = l.caseItems.first {
            bindPatternNames(first.pattern, subject, caseScope)
        }
        return views(cases[index].statements, caseScope, env)
    }

    private func caseMatches(_ pattern: PatternSyntax, _ subject: Value) -> Bool {
        if let name = patternCaseName(pattern), case .enumCase(let c, _) = subject { return c == name }
        if let expr = pattern.as(ExpressionPatternSyntax.self)?.expression {
            switch subject {
            case .string(let t): return expr.as(StringLiteralExprSyntax.self)?.literalText == t.string
            case .number(let n): return integerLiteral(expr.trimmedDescription) == n
            case .bool(let b): return expr.trimmedDescription == (b ? "true" : "false")
            default: return false
            }
        }
        return false
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
