import SwiftSyntax
import TypeRampCore

// Lengths: points the screens format takes (zero or more, finite), and `@ScaledMetric` values that scale with a text style.
extension Translator {
    /// A length the screens format takes as zero or more: negative values (`VStack(spacing: -4)`, `.padding(-2)`, which
    /// real code uses to tighten a layout) are laid out as 0, with a note; non-finite ones are left out.
    func nonNegative(_ value: Double?, _ what: String, _ location: SourceLocation) -> Double? {
        guard let value else { return nil }
        guard value.isFinite, value <= 1_000_000 else {
            note("\(what) \(value) is not a length TypeRamp lays out: left out", at: location)
            return nil
        }
        if value < 0 {
            note("negative \(what) (\(formatDecimal(value))) is laid out as 0", at: location)
            return 0
        }
        return value
    }

    /// A length that may be negative (padding, which SwiftUI takes negative), finite and within the screens format's
    /// range; non-finite ones are left out with a note.
    func finiteLength(_ value: Double?, _ what: String, _ location: SourceLocation) -> Double? {
        guard let value else { return nil }
        guard value.isFinite, abs(value) <= 1_000_000 else {
            note("\(what) \(value) is not a length TypeRamp lays out: left out", at: location)
            return nil
        }
        return value
    }

    /// An `@ScaledMetric` property used as a length (or a length computed from one, `s + 1`, `s * 2`, or by a computed
    /// property of the same instance, which scales with it): its value at Large, the text style it scales with, and the
    /// length it stops growing at when the code takes the smaller of it and a constant (`min(size, 20)`), in points.
    func scaledMetric(_ expr: ExprSyntax, _ scope: Scope, depth: Int = 0) -> (base: Double, relativeTo: String, cap: Double?)? {
        guard depth < 16 else { return nil }
        // `(size / 17)`: the parenthesised expression.
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return scaledMetric(only.expression, scope, depth: depth + 1)
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            guard
                let side = scaledMetric(infix.leftOperand, scope, depth: depth + 1)
                    ?? scaledMetric(infix.rightOperand, scope, depth: depth + 1),
                case .number(let base)? = value(expr, scope)
            else { return nil }
            // A cap carried through arithmetic on the metric (`min(size, 20) * 2`) moves with it.
            return (base, side.relativeTo, side.cap.map { side.base > 0 ? $0 * base / side.base : $0 })
        }
        // `min(fontSizeRaw, 20)`: the metric, up to a constant; Swift's `min` gives the constant once the metric is larger.
        if let call = expr.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "min",
            call.arguments.count == 2, call.trailingClosure == nil
        {
            let args = call.arguments.map(\.expression)
            for (i, arg) in args.enumerated() {
                guard let scaled = scaledMetric(arg, scope, depth: depth + 1), case .number(let limit)? = value(args[1 - i], scope), limit > 0
                else { continue }
                return (min(scaled.base, limit), scaled.relativeTo, min(scaled.cap ?? limit, limit))
            }
            return nil
        }
        var name: String?
        if let ref = expr.as(DeclReferenceExprSyntax.self) { name = ref.baseName.text }
        if let m = expr.as(MemberAccessExprSyntax.self), m.base?.trimmedText == "self" { name = m.declName.baseName.text }
        guard let name, scope.lookup(name) != nil || scope.typeContext != nil else { return nil }
        var type = scope.typeContext
        while let t = type {
            if let property = t.properties.first(where: { $0.name == name && $0.wrapper == "ScaledMetric" }) {
                guard
                    case .number(let base)? = value(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), scope)
                        ?? property.initial.flatMap({ value($0, Scope(parent: nil, type: t, file: t.file)) })
                else { return nil }
                var relativeTo = "body"
                if let rel = property.wrapperArguments?.first(where: { $0.label?.text == "relativeTo" }) {
                    if let s = textStyleName(rel.expression, Scope(parent: nil, type: t, file: t.file)) {
                        relativeTo = s == "title" ? "title1" : s == "caption" ? "caption1" : s
                    } else {
                        // A style the app defines and TypeRamp cannot follow: scaled like body, `@ScaledMetric`'s own
                        // default, and said, rather than the whole screen left out.
                        note(
                            "`relativeTo: \(rel.expression.trimmedText.prefix(60))` is a text style TypeRamp cannot read: scaled like body",
                            at: t.file.location(of: rel.expression))
                    }
                }
                return (base, relativeTo, nil)
            }
            // `private var scaledHeight: CGFloat { height * scale }`, a computed property of the instance the scope is
            // (`@ScaledMetric private var scale = 1.0`): what its getter computes, read in that instance.
            if t === scope.typeContext, let getter = t.members[name]?.first(where: { $0.parameters.isEmpty && $0.returnType != nil }),
                let computed = singleExpression(getter.body)
            {
                return scaledMetric(computed, scope, depth: depth + 1)
            }
            type = t.parent
        }
        return nil
    }
}
