import SwiftSyntax
import TypeRampCore

/// Values the app chooses by the screen's width (`switch UIScreen.main.bounds.width { case ..<375: .small … }`,
/// `if UIScreen.main.bounds.width < 375 { … }`): each branch is a variant of the screen that exists only at the widths
/// that take it (``Decisions/choose(_:options:widths:at:)``); the screen says which (`screenWidths`), and the audit lays
/// each variant out only at those of its widths.
extension Translator {
    /// The widths at which each case of a `switch` on the screen's width is taken (Swift tries the cases in order,
    /// `default` last); nil when the subject is not the screen's width or a case is not a range of numbers TypeRamp
    /// can read (`case let w where …`, two ranges in one case that leave a gap).
    func screenWidthCases(_ cases: [SwitchCaseSyntax], _ subject: Value?, _ scope: Scope) -> [WidthInterval]? {
        guard let transform = screenWidthTransform(subject) else { return nil }
        var remaining = WidthInterval.all
        var out = [WidthInterval](repeating: .empty, count: cases.count)
        var defaultIndex: Int?
        for (i, c) in cases.enumerated() {
            switch c.label {
            case .default:
                defaultIndex = i
            case .case(let label):
                guard label.caseItems.count == 1, let item = label.caseItems.first, item.whereClause == nil,
                    let expr = item.pattern.as(ExpressionPatternSyntax.self)?.expression,
                    let pattern = widthRange(expr, scope).flatMap(transform)
                else { return nil }
                out[i] = pattern.intersection(remaining)
                guard let rest = remaining.subtracting(pattern) else { return nil }
                remaining = rest
            }
        }
        if let defaultIndex { out[defaultIndex] = remaining }
        return out
    }

    /// The widths at which a comparison of the screen's width with a number holds, and those at which it does not
    /// (`UIScreen.main.bounds.width < 375`, either way round); nil for any other condition.
    func screenWidthComparison(_ lhs: ExprSyntax, _ op: String, _ rhs: ExprSyntax, _ scope: Scope) -> (holds: WidthInterval, fails: WidthInterval)? {
        var op = op
        guard ["<", "<=", ">", ">="].contains(op) else { return nil }
        var width = value(lhs, scope), other = value(rhs, scope)
        if screenWidthTransform(width) == nil {
            swap(&width, &other)
            op = ["<": ">", ">": "<", "<=": ">=", ">=": "<="][op]!
        }
        guard let transform = screenWidthTransform(width), case .number(let n)? = other, n.isFinite else { return nil }
        let interval: WidthInterval
        switch op {
        case "<": interval = WidthInterval(lower: nil, upper: n, upperIncluded: false)
        case "<=": interval = WidthInterval(lower: nil, upper: n, upperIncluded: true)
        case ">": interval = WidthInterval(lower: n, lowerIncluded: false, upper: nil)
        default: interval = WidthInterval(lower: n, lowerIncluded: true, upper: nil)
        }
        guard let holds = transform(interval), let fails = WidthInterval.all.subtracting(holds) else { return nil }
        return (holds, fails)
    }

    /// For a value that is the screen's width times a positive factor plus a constant (`UIScreen.main.bounds.width`,
    /// `UIScreen.main.bounds.size.width - 32`), the map from an interval of that value to the interval of screen
    /// widths; nil for anything else (a `GeometryReader`'s width is the space offered, not the screen's).
    private func screenWidthTransform(_ v: Value?) -> ((WidthInterval) -> WidthInterval?)? {
        guard case .readerLength(let r)? = v, r.reader == 0, r.horizontal, r.atLeast == nil, r.atMost == nil, r.times > 0,
            r.times.isFinite, r.plus.isFinite
        else { return nil }
        return { i in
            var out = i
            out.lower = i.lower.map { ($0 - r.plus) / r.times }
            out.upper = i.upper.map { ($0 - r.plus) / r.times }
            return out
        }
    }

    /// A range pattern of numbers: `..<375`, `...374`, `428...`, `375..<428`, `375...427` (bounds any expression
    /// TypeRamp evaluates to a number).
    private func widthRange(_ e: ExprSyntax, _ scope: Scope) -> WidthInterval? {
        func number(_ x: ExprSyntax) -> Double? {
            if case .number(let n)? = value(x, scope), n.isFinite { return n }
            return nil
        }
        if let prefix = e.as(PrefixOperatorExprSyntax.self), let n = number(prefix.expression) {
            switch prefix.operator.text {
            case "..<": return WidthInterval(lower: nil, upper: n, upperIncluded: false)
            case "...": return WidthInterval(lower: nil, upper: n, upperIncluded: true)
            default: return nil
            }
        }
        if let postfix = e.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "...", let n = number(postfix.expression) {
            return WidthInterval(lower: n, lowerIncluded: true, upper: nil)
        }
        if let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            op == "..<" || op == "...", let a = number(infix.leftOperand), let b = number(infix.rightOperand)
        {
            return WidthInterval(lower: a, lowerIncluded: true, upper: b, upperIncluded: op == "...")
        }
        return nil
    }
}

extension Translator {
    /// Whether an expression names a UIKit window (`keyWindow`, `view.window?`, `scene.windows.first`,
    /// `UIApplication.shared.keyWindow!`): a name or property ending in `window`, or the first or last of `windows`.
    static func namesWindow(_ e: ExprSyntax) -> Bool {
        var e = e
        while true {
            if let o = e.as(OptionalChainingExprSyntax.self) {
                e = o.expression
            } else if let f = e.as(ForceUnwrapExprSyntax.self) {
                e = f.expression
            } else {
                break
            }
        }
        if let ref = e.as(DeclReferenceExprSyntax.self) { return ref.baseName.text.lowercased().hasSuffix("window") }
        guard let m = e.as(MemberAccessExprSyntax.self) else { return false }
        let name = m.declName.baseName.text
        if name.lowercased().hasSuffix("window") { return true }
        guard name == "first" || name == "last", var base = m.base else { return false }
        while let o = base.as(OptionalChainingExprSyntax.self) { base = o.expression }
        return base.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "windows"
            || base.as(DeclReferenceExprSyntax.self)?.baseName.text == "windows"
    }
}
