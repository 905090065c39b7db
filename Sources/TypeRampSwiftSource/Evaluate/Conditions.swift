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
        /// The branch the screen itself takes (the variants take the others): 0, or where a changed `@State` starts.
        var start = 0
        /// For a decision on the screen's width (`switch UIScreen.main.bounds.width`), the widths at which each branch
        /// is taken; nil for a decision on data.
        var widths: [WidthInterval]?
    }

    /// The branch each condition takes in this translation (absent: the first).
    var assignment: [String: Int] = [:]
    /// The undecided conditions met, in the order met.
    private(set) var met: [Decision] = []
    private var index: [String: Int] = [:]
    /// The branch each decision on the screen's width took in this translation.
    private(set) var chosenWidths: [String: Int] = [:]
    /// The screen widths this translation holds at: where every branch taken on the screen's width is taken.
    private(set) var width = WidthInterval.all

    /// Every call of a `choose`, new decision or not: a memo checks it to know that an evaluation took no branch.
    var calls: Int { queries.count }
    /// A hash of the branches the code being translated has taken so far, in order (condition and branch), but for
    /// those taken inside project views already made and builder statements already done, which are left out when they
    /// end (see ``InlineMemo``): where two translations inline the same view after the same trace, what they give the view
    /// is the same.
    var trace = 0

    /// A `choose` as it was called, and the branch it gave: what ``replay(_:)`` calls again.
    struct Query {
        var key: String
        var options: [String]
        var location: SourceLocation
        var start: Int
        var widths: [WidthInterval]?
        var chosen: Int
    }

    /// Every `choose` of this translation, in order.
    private(set) var queries: [Query] = []

    /// Calls every `choose` of `queries` again, in order (what a lazily bound name's evaluation chose, when the name is
    /// read again; what a memoised view's translation chose).
    mutating func replay(_ queries: [Query]) {
        for q in queries {
            if let widths = q.widths {
                _ = choose(q.key, options: q.options, widths: widths, at: q.location)
            } else {
                _ = choose(q.key, options: q.options, at: q.location, start: q.start)
            }
        }
    }

    /// Whether `queries`, made now, would each give the branch they gave (this variant assigns their conditions as the
    /// one that made them did, and those first met there start where they started). Branches on the width depend on
    /// the width the translation has narrowed to: never assumed.
    func wouldChooseAsBefore(_ queries: [Query]) -> Bool {
        // Where a condition first met inside starts, for the queries after the first (made only when one is).
        var starts: [String: Int]?
        for q in queries {
            guard q.widths == nil else { return false }
            let start = q.start < q.options.count ? q.start : 0
            let first: Int
            if let i = index[q.key] {
                first = met[i].start
            } else {
                first = starts?[q.key] ?? start
                starts = starts ?? [:]
                starts?[q.key] = first
            }
            let given = assignment[q.key] ?? first
            if (given < q.options.count ? given : start) != q.chosen { return false }
        }
        return true
    }

    private mutating func record(_ key: String, _ chosen: Int) {
        var h = Hasher()
        h.combine(trace)
        h.combine(key)
        h.combine(chosen)
        trace = h.finalize()
    }

    init(assignment: [String: Int] = [:]) { self.assignment = assignment }

    /// The branch condition `key` takes, recording it: `start` unless this variant assigns another.
    mutating func choose(_ key: String, options: [String], at location: SourceLocation, start: Int = 0) -> Int {
        let given = start
        let start = start < options.count ? start : 0
        if index[key] == nil {
            index[key] = met.count
            met.append(Decision(key: key, options: options, location: location, start: start))
        }
        let assigned = assignment[key] ?? met[index[key]!].start
        let chosen = assigned < options.count ? assigned : start
        queries.append(Query(key: key, options: options, location: location, start: given, chosen: chosen))
        record(key, chosen)
        return chosen
    }

    /// The branch a decision on the screen's width takes, `widths` giving the widths of each branch: the one this
    /// variant assigns, else the first that holds at some width the translation's earlier width branches allow (two
    /// switches on the width agree). Narrows ``width`` to the branch's widths.
    mutating func choose(_ key: String, options: [String], widths: [WidthInterval], at location: SourceLocation) -> Int {
        let fitting = widths.firstIndex { !$0.intersection(width).isEmpty } ?? 0
        if index[key] == nil {
            index[key] = met.count
            met.append(Decision(key: key, options: options, location: location, start: fitting, widths: widths))
        }
        var chosen = assignment[key] ?? chosenWidths[key] ?? fitting
        if chosen >= widths.count { chosen = 0 }
        chosenWidths[key] = chosen
        width = width.intersection(widths[chosen])
        queries.append(Query(key: key, options: options, location: location, start: 0, widths: widths, chosen: chosen))
        record(key, chosen)
        return chosen
    }
}

enum Conditions {
    /// Why a condition on the text size is unknown when it is not one range of categories (`size >= .ax1 || size <=
    /// .small`): a condition on the text size, not on data.
    static let categoryDisjunction = "a disjunction of category ranges"

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

    /// The key of a decision on the screen's width: the condition's text and where it is (`switch UIScreen.main.bounds.width
    /// (AdaptiveSize.swift:33)`), since two such conditions of the same text may have different branches.
    static func widthKey(_ text: String, at location: SourceLocation) -> String {
        "\(text) (\(location.file.split(separator: "/").last ?? ""):\(location.line))"
    }

    /// The condition's text of a ``widthKey(_:at:)``, for notes (which are located already).
    static func widthCondition(ofKey key: String) -> String {
        key.range(of: " (", options: .backwards).map { String(key[..<$0.lowerBound]) } ?? key
    }

    /// The text of a condition as a decision's key: `self.` left out, spaces collapsed.
    static func key(_ expr: some SyntaxProtocol) -> String {
        var t = expr.trimmedText
        // Foundation's search bridges the string on every call: a byte search first, the replacement only when needed.
        if SwiftFile.contains(t, "self.") { t = t.replacing("self.", with: "") }
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
        // A condition on a value of the project's enum TypeRamp does not know, or a `@State` one the view changes:
        // decided with the case every condition on that value takes (``enumSubjectCondition(_:_:)``).
        if decide, let c = enumSubjectCondition(expr, scope) { return c }
        if let member = expr.as(MemberAccessExprSyntax.self), isTextSize(member.base, scope) {
            let name = member.declName.baseName.text
            if name == "isAccessibilitySize" || name == "isAccessibilityCategory" { return .categories(lower: 7, upper: nil) }
        }
        if let literal = expr.as(BooleanLiteralExprSyntax.self) { return .constant(literal.literal.text == "true") }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            if op == "&&" || op == "||" {
                // `!entry.isConfigured || entry.loadFailed`, both on data TypeRamp does not know: one decision on the
                // whole condition, so each branch of the `if` is a variant (a decision per operand, each starting true,
                // never reaches the `else`, which needs every operand false at once). `a && b` needs no such care: its
                // `else` is one flipped operand away.
                let wholeIsData =
                    decide && op == "||" && isData(condition(infix.leftOperand, scope, decide: false))
                    && isData(condition(infix.rightOperand, scope, decide: false))
                if !wholeIsData {
                    return combine(
                        condition(infix.leftOperand, scope, decide: decide), condition(infix.rightOperand, scope, decide: decide),
                        and: op == "&&")
                }
            }
            if let c = textSizeComparison(infix.leftOperand, op, infix.rightOperand, scope) { return c }
            // `UIScreen.main.bounds.width < 375`: a branch per side, each a variant at the widths that take it.
            if decide, let (holds, fails) = screenWidthComparison(infix.leftOperand, op, infix.rightOperand, scope) {
                let location = scope.file.location(of: expr)
                let key = Conditions.widthKey(Conditions.key(expr), at: location)
                let chosen = decisions.choose(key, options: [holds.conditionText, fails.conditionText], widths: [holds, fails], at: location)
                return .constant(chosen == 0)
            }
            if let c = comparison(infix.leftOperand, op, infix.rightOperand, scope) { return .constant(c) }
            // `details?.isWaiting ?? false`: the flag when it is known to be there, the fallback when it is known to be
            // nil; data TypeRamp does not know stays a decision.
            if op == "??", let left = value(infix.leftOperand, scope), let present = left.presence,
                case .bool(let b)? = present ? left : value(infix.rightOperand, scope)
            {
                return .constant(b)
            }
        } else if let v = value(expr, scope)?.truth {
            return .constant(v)
        }
        if expr.is(MemberAccessExprSyntax.self), let v = value(expr, scope), case .bool(let b) = v { return .constant(b) }
        guard decide else { return .unknown(expr.trimmedText) }
        let key = conditionKey(expr)
        // A `@State` flag the view changes starts where its value is: the screen shows that, a variant the other.
        var start = 0
        if case .state(_, let initial)? = value(expr, scope) { start = initial ? 0 : 1 }
        // The other branch's name: `!flag`, `!(a || b)` for a compound condition.
        let negated = expr.is(InfixOperatorExprSyntax.self) ? "!(\(key))" : "!" + key
        let chosen = decisions.choose(key, options: [key, negated], at: scope.file.location(of: expr), start: start)
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
        case (.readerLength(let x), .readerLength(let y)):
            // `proxy.size.width <= proxy.size.height` on the outermost reader outside lists and scroll views, or the
            // screen's bounds compared: an orientation test. TypeRamp audits iPhones in portrait, where the screen (and
            // a reader filling it) is taller than wide; a nested reader's shape, or a row's, depends on what holds it,
            // and stays a decision.
            guard x.reader == y.reader, x.fillsScreen, y.fillsScreen, x.horizontal != y.horizontal, x.times == 1, y.times == 1, x.plus == 0,
                y.plus == 0,
                x.atLeast == nil, x.atMost == nil, y.atLeast == nil, y.atMost == nil
            else { return nil }
            let (w, h) = (1.0, 2.0)
            let (l, r) = x.horizontal ? (w, h) : (h, w)
            switch op {
            case "<": return l < r
            case ">": return l > r
            case "<=": return l <= r
            case ">=": return l >= r
            default: return nil
            }
        case (.none, .none): return op == "==" ? true : op == "!=" ? false : nil
        case (.none, let other), (let other, .none):
            guard let present = presence(other) else { return nil }
            if op == "==" { return !present }
            if op == "!=" { return present }
            return nil
        default: return nil
        }
    }

    /// Whether a condition is on data TypeRamp does not know (not a constant, not a range of text sizes).
    private func isData(_ c: Condition) -> Bool {
        if case .unknown(let why) = c { return why != Conditions.categoryDisjunction }
        return false
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
            return .unknown(Conditions.categoryDisjunction)
        case (.unknown(let s), _), (_, .unknown(let s)): return .unknown(s)
        default: return .unknown(Conditions.categoryDisjunction)
        }
    }

    /// Whether an expression reads the text size: `dynamicTypeSize`, `sizeCategory`, or any `@Environment(\.dynamicTypeSize)`
    /// or `@Environment(\.sizeCategory)` property whatever its name.
    func isTextSize(_ expr: ExprSyntax?, _ scope: Scope) -> Bool {
        guard let expr else { return false }
        // A property of the view read by name (`size`, `self.size`) that is `@Environment(\.dynamicTypeSize)`.
        let name = expr.ownName
        var type = scope.typeContext
        while let name, let current = type {
            if let property = current.properties.first(where: { $0.name == name }), property.wrapper == "Environment",
                let key = property.wrapperArguments?.first?.expression.trimmedText
            {
                return key.hasSuffix("dynamicTypeSize") || key.hasSuffix("sizeCategory")
            }
            type = current.parent
        }
        // Otherwise by the name it ends with (`environment.dynamicTypeSize`, `traitCollection.preferredContentSizeCategory`).
        let last = expr.lastToken(viewMode: .sourceAccurate)?.text ?? ""
        return last.hasSuffix("dynamicTypeSize") || last.hasSuffix("sizeCategory") || last.hasSuffix("contentSizeCategory")
            || last.hasSuffix("preferredContentSizeCategory")
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
}
