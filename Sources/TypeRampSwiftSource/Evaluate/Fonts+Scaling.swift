import SwiftSyntax
import TypeRampCore
import TypeRampDecoding

// Sizes the code scales itself with Dynamic Type (`UIFontMetrics`, `@ScaledMetric`, the environment's text size).
extension Translator {
    /// How a size the code computes scales with Dynamic Type, nil when it does not: the expression, or a name it reads
    /// followed to its definition, calls `UIFontMetrics` (`scaledValue(for:)`, `scaledFont(for:)`), `preferredFont`, or
    /// reads the text size (`@Environment(\.sizeCategory)`, `\.dynamicTypeSize`, an `@ScaledMetric`). `style` is the text
    /// style it scales with (`UIFontMetrics(forTextStyle: .footnote)`), `base` the size at Large when the code gives one,
    /// `largest` the category it stops growing at when the code takes the `min` of it and the size scaled to a constant
    /// category (`UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)`).
    func sizeScaling(_ expr: ExprSyntax, _ scope: Scope) -> (style: String?, base: Double?, largest: Int?)? {
        var visited = 0
        var scales = false
        var style: String?
        var base: Double?
        var takesMinimum = false
        var constantCategory: Int?
        func visit(_ e: ExprSyntax, _ s: Scope) {
            visited += 1
            guard visited <= 24 else { return }
            for node in e.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = node.tokenKind else { continue }
                if ["UIFontMetrics", "scaledValue", "scaledFont", "preferredFont", "preferredFontDescriptor"].contains(name) {
                    scales = true
                } else if isTextSize(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), s) {
                    scales = true
                } else if let property = propertyNamed(name, s), property.wrapper == "ScaledMetric" {
                    scales = true
                    if let r = property.wrapperArguments?.first(where: { $0.label?.text == "relativeTo" }).flatMap({ textStyleName($0.expression, s) }
                    ) {
                        style = style ?? r
                    }
                } else if case .lazy(let bound, let bs)? = s.lookup(name), bound.id != e.id {
                    visit(bound, bs)
                }
            }
            // The style it scales with, and the size it starts from.
            let calls = CallCollector(viewMode: .sourceAccurate)
            calls.walk(e)
            for call in calls.calls {
                // `userScaledFontSize(baseSize: caption)`: the project's function, read with its arguments bound.
                if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self), let type = s.typeContext,
                    let f = type.staticFunctions[ref.baseName.text]?.first ?? type.member(ref.baseName.text), let body = singleExpression(f.body)
                {
                    let child = Scope(parent: s, type: type, file: f.file)
                    bindParameters(f.parameters, call, s, into: child)
                    visit(body, child)
                }
                if style == nil, let arg = call.arguments.first(where: { $0.label?.text == "forTextStyle" || $0.label?.text == "withTextStyle" }) {
                    style = textStyleName(arg.expression, s)
                }
                if base == nil, let arg = call.arguments.first(where: { $0.label?.text == "for" }),
                    call.calledExpression.trimmedText.hasSuffix("scaledValue")
                {
                    base = number(arg.expression, s)
                }
                if call.calledExpression.trimmedText == "min" { takesMinimum = true }
                if let arg = call.arguments.first(where: { $0.label?.text == "preferredContentSizeCategory" }),
                    let name = memberName(resolvedExpression(arg.expression, s).0), let category = Conditions.categoryNames[name]
                {
                    constantCategory = max(constantCategory ?? category, category)
                }
            }
        }
        visit(expr, scope)
        return scales ? (style, base, takesMinimum ? constantCategory : nil) : nil
    }

    /// A text style an expression names: `.footnote`, `.title1`, `style` bound to one, `style.uiKitStyle` (a conversion of
    /// one), a design system's style followed to its definition (`.app.large` with `static let app = AppTextStyles()` on
    /// `Font.TextStyle` and `let large = Font.TextStyle.title2` in `AppTextStyles`; `.appLarge`, a static the project
    /// declares on `Font.TextStyle`); SwiftUI's spelling, nil when it names none TypeRamp can read.
    func textStyleName(_ expr: ExprSyntax, _ scope: Scope) -> String? {
        var (e, s) = resolvedExpression(expr, scope)
        for _ in 0..<6 {
            guard let m = e.as(MemberAccessExprSyntax.self) else {
                return memberName(e).map(uikitStyle).flatMap { Translator.textStyles.contains($0) ? $0 : nil }
            }
            if m.base != nil, let (d, ds) = instanceFont(m, s, implicitOwner: "Font.TextStyle") {
                (e, s) = resolvedExpression(d, ds)
                continue
            }
            let name = m.declName.baseName.text
            if m.base == nil, let owner = project.resolveQualified("Font.TextStyle", from: s.typeContext, file: s.file),
                let st = owner.statics[name], let initial = st.initial
            {
                (e, s) = resolvedExpression(initial, Scope(parent: nil, type: owner, file: st.file))
                continue
            }
            if Translator.textStyles.contains(uikitStyle(name)) { return uikitStyle(name) }
            // `style.UIFontTextStyle`: a conversion of the value it is called on.
            guard let b = m.base else { return nil }
            (e, s) = resolvedExpression(b, s)
        }
        return nil
    }

    /// A stored property of the type in context (or an enclosing one) named `name`.
    private func propertyNamed(_ name: String, _ scope: Scope) -> StoredProperty? {
        var type = scope.typeContext
        while let t = type {
            if let p = t.properties.first(where: { $0.name == name }) { return p }
            type = t.parent
        }
        return nil
    }
}
