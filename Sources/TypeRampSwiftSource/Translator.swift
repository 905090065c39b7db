import Foundation
import SwiftSyntax
import TypeRampCore
import TypeRampDecoding

/// Something the importer did not understand, or a choice it made that the user should know about, at a Swift location.
public struct ImportNote: Hashable, Sendable, CustomStringConvertible {
    /// Where.
    public var location: SourceLocation
    /// What, in a sentence fragment.
    public var message: String

    public init(_ message: String, at location: SourceLocation) {
        self.location = location
        self.message = message
    }

    /// `file:line:column: note: message`, as compilers print notes.
    public var description: String { "\(location): note: \(message)" }
}

/// A value an expression evaluates to, as far as the importer can tell without running the code.
indirect enum Value {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([Value])
    /// A value built by an initializer with labelled arguments (`Item(name: "Ada", count: 3)`), by label.
    case record(String, [String: Value])
    /// Views already translated (`content` in a `ViewModifier`, `self` in an `extension View` function).
    case views([ViewSpec])
    /// An expression to evaluate where it is used (a view passed as an argument, a `@ViewBuilder` closure).
    case expression(ExprSyntax, Scope)
    /// Unknown data; the string names it (for samples and notes).
    case unknown(String)
}

/// Names in scope: a view's properties bound to its initializer's arguments, closure parameters, local `let`s.
final class Scope {
    var values: [String: Value] = [:]
    let parent: Scope?
    /// The view type whose body is being translated (its members are looked up by name).
    let type: ViewType?
    /// The file the code being translated is in.
    let file: SwiftFile

    init(parent: Scope?, type: ViewType?, file: SwiftFile) {
        self.parent = parent
        self.type = type
        self.file = file
    }

    func lookup(_ name: String) -> Value? { values[name] ?? parent?.lookup(name) }

    /// Drops the bindings: a scope's values may hold expressions evaluated in the scope itself (a property's default
    /// reads another property), a reference cycle, so every scope the translator makes is emptied when it is done.
    func release() { values.removeAll() }

    /// The closest view type being translated, through parents.
    var viewType: ViewType? { type ?? parent?.viewType }
}

/// What the environment hands down to the views inside a modifier (`.font`, `.lineLimit`, …): the innermost modifier wins.
struct Environment {
    var font: FontChoice?
    var weight: String?
    var italic = false
    /// The list style set by `.listStyle(_:)` or `.formStyle(_:)` on a list or around it, in the screens format's words.
    var listStyle: String?
    var lineLimit: SpecNode?
    var truncation: String?
    var multilineAlignment: String?
    var minimumScaleFactor: SpecNode?
    var dynamicTypeSize: SpecNode?
    /// Inside a `List`/`Form` row (buttons are rows).
    var inList = false
    /// Inside a `Button`'s label (texts there take the button's font).
    var inButtonLabel = false
    /// `.buttonStyle(…)`: `bordered`, `borderedProminent`, `plain`, `borderless`; nil for the automatic style.
    var buttonStyle: String?
    /// `.labelStyle(.iconOnly)`: labels and buttons show their icon only (the title stays their accessibility label).
    var iconOnly = false
}

/// A font as SwiftUI's `Font` values name one.
enum FontChoice {
    case textStyle(String)
    case fixed(Double, String?)
    case scaled(Double, String?, relativeTo: String)
}

/// Turns SwiftUI view code into the screens format's spec tree.
final class Translator {
    let project: SwiftProject
    private(set) var notes: [ImportNote] = []
    var noted: Set<String> = []
    /// View types being inlined (cycle detection).
    var inlining: [String] = []
    /// How many constructs were not understood while translating the current screen.
    var unresolvedCount = 0
    /// Navigation titles (and display modes) set on a view, by the view's location, for the enclosing navigation stack.
    var navigationTitles: [SourceLocation: (String, String?)] = [:]
    /// Rows a `ForEach` over unknown data produces.
    static let sampleRows = 3
    /// Rows a `ForEach` over a literal range produces at most.
    static let maximumRows = 50

    init(project: SwiftProject) {
        self.project = project
    }

    func note(_ message: String, at location: SourceLocation, counts: Bool = true) {
        if counts { unresolvedCount += 1 }
        let key = "\(location)|\(message)"
        if noted.insert(key).inserted { notes.append(ImportNote(message, at: location)) }
    }

    // MARK: - Statements

    /// The views a result-builder body produces, in order.
    func views(_ statements: CodeBlockItemListSyntax, _ scope: Scope, _ env: Environment) -> [ViewSpec] {
        let local = Scope(parent: scope, type: nil, file: scope.file)
        defer { local.release() }
        var out: [ViewSpec] = []
        for item in statements {
            out += views(item: item.item, local, env)
        }
        return out
    }

    private func views(item: CodeBlockItemSyntax.Item, _ scope: Scope, _ env: Environment) -> [ViewSpec] {
        switch item {
        case .expr(let e): return views(e, scope, env)
        case .stmt(let s):
            if let r = s.as(ReturnStmtSyntax.self), let e = r.expression { return views(e, scope, env) }
            if let e = s.as(ExpressionStmtSyntax.self) { return views(e.expression, scope, env) }
            return []
        case .decl(let d):
            if let v = d.as(VariableDeclSyntax.self) {
                for binding in v.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let initial = binding.initializer?.value {
                        scope.values[name] = .expression(initial, scope)
                    }
                }
            }
            return []
        }
    }

    // MARK: - Expressions

    /// How deep the translation is nested (views inside views, names bound to names); past ``maximumDepth`` a
    /// placeholder is audited, so self-referencing code (`let x = x`) or very deep nesting cannot exhaust the stack.
    var depth = 0
    static let maximumDepth = 150

    /// The views an expression produces (a `Group` or `ForEach` produce several; a modifier applies to each).
    func views(_ expr: ExprSyntax, _ scope: Scope, _ env: Environment) -> [ViewSpec] {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Translator.maximumDepth else {
            note(
                "views nested more than \(Translator.maximumDepth) deep (or a name defined by itself): a placeholder is audited",
                at: scope.file.location(of: expr))
            return []
        }
        if let ifExpr = expr.as(IfExprSyntax.self) { return conditional(ifExpr, scope, env) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            note("`switch` in a view body: the first case is audited", at: scope.file.location(of: switchExpr), counts: false)
            if let first = switchExpr.cases.first?.as(SwitchCaseSyntax.self) { return views(first.statements, scope, env) }
            return []
        }
        if let ternary = expr.as(TernaryExprSyntax.self) { return ternaryViews(ternary, scope, env) }
        if let infix = expr.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" {
            // `Text("a") + Text("b").bold()`: one text, the pieces joined (styles of the pieces are not kept).
            var text = textView(concatenated(ExprSyntax(infix), scope), env, scope.file.location(of: infix))
            text.location = scope.file.location(of: infix)
            return [text]
        }
        if let paren = expr.as(TupleExprSyntax.self), paren.elements.count == 1, let only = paren.elements.first {
            return views(only.expression, scope, env)
        }
        let (base, chain) = modifierChain(expr)
        // The chain is outermost first; an inner modifier overrides an outer one, as SwiftUI's environment does.
        var inner = env
        for modifier in chain { applyEnvironment(modifier, &inner, scope) }
        var result = baseViews(base, scope, inner, chain: chain)
        if result.isEmpty { return [] }
        for modifier in chain.reversed() {
            result = applyModifier(modifier, to: result, scope, inner)
        }
        return result
    }

    /// A modifier call: `.name(arguments) { trailing }`.
    struct Modifier {
        var name: String
        var arguments: LabeledExprListSyntax
        var trailing: ClosureExprSyntax?
        var additional: MultipleTrailingClosureElementListSyntax?
        var node: ExprSyntax
    }

    /// Splits `Base(…).a(…).b(…)` into the base and its modifiers, outermost first.
    func modifierChain(_ expr: ExprSyntax) -> (ExprSyntax, [Modifier]) {
        var chain: [Modifier] = []
        var current = expr
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                let base = member.base, !isTypePath(base)
            {
                chain.append(
                    Modifier(
                        name: member.declName.baseName.text, arguments: call.arguments, trailing: call.trailingClosure,
                        additional: call.additionalTrailingClosures, node: ExprSyntax(call)))
                current = base
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base, !isTypePath(base),
                base.is(FunctionCallExprSyntax.self) || base.is(MemberAccessExprSyntax.self)
            {
                // A modifier written without parentheses is a property (`Text("x").bold` is not valid SwiftUI); stop.
                break
            } else {
                break
            }
        }
        return (current, chain)
    }

    /// Whether `expr` names a type (`SwiftUI.Text`, `Font`), not a view value.
    func isTypePath(_ expr: ExprSyntax) -> Bool {
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            return name == "SwiftUI" || (name.first?.isUppercase ?? false) && project.views[name] == nil && !Translator.viewNames.contains(name)
        }
        return false
    }

    // MARK: - Conditions

    /// A condition's meaning: a range of categories, a constant, or unknown.
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

        /// The range in the screens format (`ax1...`, `...xxxl`, `l...ax2`).
        var rangeText: String? {
            guard case .categories(let lo, let hi) = self else { return nil }
            return (lo.map { Translator.shortNames[$0] } ?? "") + "..." + (hi.map { Translator.shortNames[$0] } ?? "")
        }
    }

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

    func condition(_ expr: ExprSyntax, _ scope: Scope) -> Condition {
        let text = expr.trimmedDescription
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return condition(prefix.expression, scope).negated
        }
        if let paren = expr.as(TupleExprSyntax.self), paren.elements.count == 1, let e = paren.elements.first?.expression {
            return condition(e, scope)
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "isAccessibilitySize" || name == "isAccessibilityCategory" { return .categories(lower: 7, upper: nil) }
        }
        if let literal = expr.as(BooleanLiteralExprSyntax.self) { return .constant(literal.literal.text == "true") }
        if let ref = expr.as(DeclReferenceExprSyntax.self), case .bool(let b)? = value(ExprSyntax(ref), scope) { return .constant(b) }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            if op == "&&" || op == "||" {
                return combine(condition(infix.leftOperand, scope), condition(infix.rightOperand, scope), and: op == "&&")
            }
            if let c = comparison(infix.leftOperand, op, infix.rightOperand, scope) { return c }
        }
        return .unknown(text)
    }

    private func combine(_ a: Condition, _ b: Condition, and: Bool) -> Condition {
        switch (a, b) {
        case (.constant(let x), _): return and ? (x ? b : .constant(false)) : (x ? .constant(true) : b)
        case (_, .constant(let y)): return and ? (y ? a : .constant(false)) : (y ? .constant(true) : a)
        case (.categories(let l1, let h1), .categories(let l2, let h2)) where and:
            let lo = [l1, l2].compactMap { $0 }.max(), hi = [h1, h2].compactMap { $0 }.min()
            if let lo, let hi, lo > hi { return .constant(false) }
            return .categories(lower: lo, upper: hi)
        case (.unknown(let s), _), (_, .unknown(let s)): return .unknown(s)
        default: return .unknown("a disjunction of category ranges")
        }
    }

    /// `dynamicTypeSize >= .accessibility1`, `sizeCategory < .extraExtraExtraLarge`, either way round.
    private func comparison(_ lhs: ExprSyntax, _ op: String, _ rhs: ExprSyntax, _ scope: Scope) -> Condition? {
        func category(_ e: ExprSyntax) -> Int? {
            guard let m = e.as(MemberAccessExprSyntax.self) else { return nil }
            return Translator.categoryNames[m.declName.baseName.text]
        }
        func isSize(_ e: ExprSyntax) -> Bool {
            var t = e.trimmedDescription
            if t.hasPrefix("self.") { t.removeFirst(5) }
            // A property read from the environment's text size, whatever its name (`@Environment(\.dynamicTypeSize) var size`).
            if let property = scope.viewType?.properties.first(where: { $0.name == t }), property.wrapper == "Environment",
                let key = property.wrapperArguments?.first?.expression.trimmedDescription
            {
                return key.hasSuffix("dynamicTypeSize") || key.hasSuffix("sizeCategory")
            }
            return t.hasSuffix("dynamicTypeSize") || t.hasSuffix("sizeCategory") || t.hasSuffix("contentSizeCategory")
                || t.hasSuffix("preferredContentSizeCategory")
        }
        var op = op
        var c: Int
        if isSize(lhs), let r = category(rhs) {
            c = r
        } else if isSize(rhs), let l = category(lhs) {
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
        default: return nil
        }
    }

    private func conditional(_ ifExpr: IfExprSyntax, _ scope: Scope, _ env: Environment) -> [ViewSpec] {
        let location = scope.file.location(of: ifExpr)
        var thenScope = scope
        var cond: Condition = .constant(true)
        for element in ifExpr.conditions {
            switch element.condition {
            case .expression(let e):
                cond = combine(cond, condition(e, scope), and: true)
            case .optionalBinding(let binding):
                // `if let x = optional`: audited with the value present, bound to a sample when unknown.
                let child = Scope(parent: thenScope, type: nil, file: scope.file)
                let name = binding.pattern.trimmedDescription
                child.values[name] = binding.initializer.flatMap { value($0.value, scope) } ?? scope.lookup(name) ?? .unknown(name)
                thenScope = child
            case .availability:
                // `if #available(iOS 17, *)`: the audit assumes a current iOS.
                break
            default:
                cond = combine(cond, .unknown(element.trimmedDescription), and: true)
            }
        }
        let thenViews = views(ifExpr.body.statements, thenScope, env)
        var elseViews: [ViewSpec] = []
        switch ifExpr.elseBody {
        case .ifExpr(let nested)?: elseViews = conditional(nested, scope, env)
        case .codeBlock(let block)?: elseViews = views(block.statements, scope, env)
        case nil: break
        }
        switch cond {
        case .constant(let b): return b ? thenViews : elseViews
        case .unknown(let text):
            note("the condition `\(text)` does not depend on the text size: its first branch is audited", at: location, counts: false)
            return thenViews
        case .categories:
            let range = cond.rangeText!
            let otherRange = cond.negated.rangeText
            // One conditional per view keeps each view a child of the enclosing stack, as the result builder does.
            var out: [ViewSpec] = []
            for view in thenViews {
                var c = ViewSpec("if", Spec.plain(range, location), at: view.location)
                c.set("then", view.spec())
                out.append(c)
            }
            if let otherRange {
                for view in elseViews {
                    var c = ViewSpec("if", Spec.plain(otherRange, location), at: view.location)
                    c.set("then", view.spec())
                    out.append(c)
                }
            } else if !elseViews.isEmpty {
                note("the else branch of a middle range of categories is not audited", at: location)
            }
            return out
        }
    }

    private func ternaryViews(_ t: TernaryExprSyntax, _ scope: Scope, _ env: Environment) -> [ViewSpec] {
        let cond = condition(t.condition, scope)
        let a = views(t.thenExpression, scope, env), b = views(t.elseExpression, scope, env)
        switch cond {
        case .constant(let v): return v ? a : b
        case .unknown(let text):
            note(
                "the condition `\(text)` does not depend on the text size: its first branch is audited", at: scope.file.location(of: t), counts: false
            )
            return a
        case .categories:
            guard a.count == 1, b.count == 1, let other = cond.negated.rangeText else { return a }
            var c = ViewSpec("if", Spec.plain(cond.rangeText!, a[0].location), at: a[0].location)
            c.set("then", a[0].spec())
            c.set("else", b[0].spec())
            _ = other
            return [c]
        }
    }

    /// The text of `Text(…) + Text(…)` chains.
    func concatenated(_ expr: ExprSyntax, _ scope: Scope) -> String {
        if let infix = expr.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" {
            return concatenated(infix.leftOperand, scope) + concatenated(infix.rightOperand, scope)
        }
        let (base, _) = modifierChain(expr)
        if let call = base.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "Text",
            let first = call.arguments.first?.expression
        {
            return textValue(first, scope)
        }
        return textValue(expr, scope)
    }

    // MARK: - Values

    /// What an expression evaluates to, when it is a literal, a bound name, a member of a record, or sample data.
    func value(_ expr: ExprSyntax, _ scope: Scope) -> Value? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Translator.maximumDepth else { return nil }
        if let s = expr.as(StringLiteralExprSyntax.self) { return .string(interpolated(s, scope)) }
        if let i = expr.as(IntegerLiteralExprSyntax.self) { return Double(i.literal.text.replacingOccurrences(of: "_", with: "")).map(Value.number) }
        if let f = expr.as(FloatLiteralExprSyntax.self) { return Double(f.literal.text.replacingOccurrences(of: "_", with: "")).map(Value.number) }
        if let b = expr.as(BooleanLiteralExprSyntax.self) { return .bool(b.literal.text == "true") }
        if let p = expr.as(PrefixOperatorExprSyntax.self), p.operator.text == "-", case .number(let n)? = value(p.expression, scope) {
            return .number(-n)
        }
        if let a = expr.as(ArrayExprSyntax.self) {
            return .array(a.elements.map { value($0.expression, scope) ?? .unknown($0.expression.trimmedDescription) })
        }
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if let v = scope.lookup(name) { return resolve(v) }
            if let g = project.globals[name] { return value(g, Scope(parent: nil, type: nil, file: scope.file)) }
            return nil
        }
        if let m = expr.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.text
            if let base = m.base {
                if let s = project.statics["\(base.trimmedDescription).\(name)"] { return value(s, Scope(parent: nil, type: nil, file: scope.file)) }
                if case .record(_, let fields)? = value(base, scope), let f = fields[name] { return f }
                if name == "count", case .array(let items)? = value(base, scope) { return .number(Double(items.count)) }
                if name == "first" || name == "last", case .array(let items)? = value(base, scope) {
                    return name == "first" ? items.first : items.last
                }
                if base.trimmedDescription == "self", let v = scope.lookup(name) { return resolve(v) }
            }
            return nil
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            callee.baseName.text.first?.isUppercase == true, project.views[callee.baseName.text] == nil,
            !Translator.viewNames.contains(callee.baseName.text)
        {
            var fields: [String: Value] = [:]
            for arg in call.arguments {
                if let label = arg.label?.text { fields[label] = value(arg.expression, scope) ?? .unknown(label) }
            }
            return .record(callee.baseName.text, fields)
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            if op == "..<" || op == "...", case .number(let lo)? = value(infix.leftOperand, scope),
                case .number(let hi)? = value(infix.rightOperand, scope)
            {
                let upper = op == "..<" ? hi - 1 : hi
                guard lo.isFinite, upper.isFinite, upper >= lo else { return .array([]) }
                let count = min(upper - lo + 1, Double(Translator.maximumRows))
                return .array((0..<Int(count)).map { .number(lo + Double($0)) })
            }
            if op == "+", case .string(let a)? = value(infix.leftOperand, scope), case .string(let b)? = value(infix.rightOperand, scope) {
                return .string(a + b)
            }
            if let b = arithmetic(op, value(infix.leftOperand, scope), value(infix.rightOperand, scope)) { return b }
        }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            switch condition(ternary.condition, scope) {
            case .constant(let b): return value(b ? ternary.thenExpression : ternary.elseExpression, scope)
            default: return value(ternary.thenExpression, scope)
            }
        }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self), let index = subscriptCall.arguments.first?.expression,
            case .array(let items)? = value(subscriptCall.calledExpression, scope), case .number(let i)? = value(index, scope),
            i >= 0, Int(i) < items.count
        {
            return items[Int(i)]
        }
        if let force = expr.as(ForceUnwrapExprSyntax.self) { return value(force.expression, scope) }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return value(optional.expression, scope) }
        return nil
    }

    private func arithmetic(_ op: String, _ a: Value?, _ b: Value?) -> Value? {
        guard case .number(let x)? = a, case .number(let y)? = b else { return nil }
        switch op {
        case "+": return .number(x + y)
        case "-": return .number(x - y)
        case "*": return .number(x * y)
        case "/": return y == 0 ? nil : .number(x / y)
        default: return nil
        }
    }

    private func resolve(_ v: Value) -> Value {
        if case .expression(let e, let s) = v, !isViewExpression(e) { return value(e, s) ?? v }
        return v
    }

    /// A string literal with its interpolations replaced by their values or samples.
    func interpolated(_ literal: StringLiteralExprSyntax, _ scope: Scope) -> String {
        var text = ""
        for segment in literal.segments {
            if let s = segment.as(StringSegmentSyntax.self) {
                text += literal.unescape(s.content.text)
            } else if let e = segment.as(ExpressionSegmentSyntax.self), let first = e.expressions.first {
                text += sampleText(first.expression, scope)
            }
        }
        return text
    }

    /// The text an expression shows: its value, a `// typeramp:sample` value, or a placeholder naming it.
    func sampleText(_ expr: ExprSyntax, _ scope: Scope) -> String {
        switch value(expr, scope) {
        case .string(let s)?: return s
        case .number(let n)?: return formatDecimal(n)
        case .bool(let b)?: return b ? "true" : "false"
        default: break
        }
        let name = sampleName(expr)
        for file in [scope.file] + project.files where file.samples[name] != nil {
            return file.samples[name]!
        }
        if case .unknown(let n)? = value(expr, scope), let sample = project.files.lazy.compactMap({ $0.samples[n] }).first { return sample }
        return Translator.samplePlaceholder(for: name)
    }

    /// The last name of an expression (`item.title` → `title`), for samples.
    func sampleName(_ expr: ExprSyntax) -> String {
        if let m = expr.as(MemberAccessExprSyntax.self) { return m.declName.baseName.text }
        if let r = expr.as(DeclReferenceExprSyntax.self) { return r.baseName.text }
        if let c = expr.as(FunctionCallExprSyntax.self) { return sampleName(c.calledExpression) }
        return "value"
    }

    /// The placeholder for data the source does not contain: "Sample " and the name, capitalised as a sentence
    /// (`title` → "Sample title"; documented in docs/swift-source.md).
    static func samplePlaceholder(for name: String) -> String {
        var words: [String] = []
        var current = ""
        for c in name {
            if c.isUppercase, !current.isEmpty { words.append(current); current = "" }
            current.append(c.lowercased())
        }
        if !current.isEmpty { words.append(current) }
        return "Sample " + words.joined(separator: " ")
    }

    func isViewExpression(_ expr: ExprSyntax) -> Bool {
        let (base, chain) = modifierChain(expr)
        if !chain.isEmpty { return true }
        if let call = base.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = callee.baseName.text
            return Translator.viewNames.contains(name) || project.views[name] != nil
        }
        return base.is(ClosureExprSyntax.self)
    }
}
