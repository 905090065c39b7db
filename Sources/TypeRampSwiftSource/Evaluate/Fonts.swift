import SwiftSyntax
import TypeRampCore
import TypeRampDecoding
import TypeRampMetrics

// SwiftUI `Font` values: text styles, fixed and scaled sizes, the modifiers on them, and the design system's own fonts
// (`extension Font { static let bodyMD = Font.footnote }`, `Theme.Font.caption`, `.dynamic(size: 16)`) followed to their
// definition.
extension Translator {
    static let textStyles: Set<String> = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption", "caption2",
        "extraLargeTitle", "extraLargeTitle2",
    ]

    /// `Font.Weight`'s names, as the screens format spells weights.
    static let weightNames: Set<String> = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    /// The font an expression gives, `.unknown` when TypeRamp cannot read it.
    func font(_ expr: ExprSyntax, _ scope: Scope) -> FontValue {
        depth += 1
        defer { depth -= 1 }
        guard depth <= limits.depth else { return FontValue(size: .unknown(expr.trimmedText)) }
        if let f = knownFont(expr, scope) { return f }
        return FontValue(size: .unknown(String(expr.trimmedText.prefix(60))))
    }

    /// The largest category (an index of ``Conditions/shortNames``) at which `base` pt scaled with the text style
    /// `style` (`UIFontMetrics`' scaling) is still at most `cap` pt: where a size the code caps (`min(scaled, 20)`) stops
    /// growing. Nil when it never reaches the cap (or the style is not one of Apple's).
    static func largestCategory(scaling base: Double, with style: String, upTo cap: Double) -> Int? {
        guard let textStyle = TextStyle(rawValue: style) else { return nil }
        let metrics = FontMetrics(textStyle: textStyle)
        let categories = ContentSizeCategory.allCases
        guard let first = categories.firstIndex(where: { metrics.scaledValue(for: base, in: $0) > cap + 0.01 }) else { return nil }
        return max(0, first - 1)
    }

    private func knownFont(_ expr: ExprSyntax, _ scope: Scope) -> FontValue? {
        // It follows names, members and modifiers into one another: bounded as the expressions it reads are.
        depth += 1
        defer { depth -= 1 }
        guard depth <= limits.depth else { return nil }
        if let paren = expr.as(TupleExprSyntax.self), paren.elements.count == 1, let only = paren.elements.first {
            return knownFont(only.expression, scope)
        }
        if let m = expr.as(MemberAccessExprSyntax.self) { return fontMember(m, scope) }
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if let bound = scope.lookup(name), case .lazy(let e, let s) = bound { return knownFont(e, s) }
            if case .font(let f)? = scope.lookup(name) { return f }
            var type = scope.typeContext
            while let t = type {
                if let s = t.statics[name] { return staticFont(s, t) }
                if let m = t.member(name, arity: 0) {
                    let child = Scope(parent: scope, type: nil, file: m.file)
                    if let e = singleExpression(m.body) { return knownFont(e, child) }
                    // `let base = CGFloat(size); return .system(size: base * scale)`: the return the code reaches.
                    return defaultReturn(m.body, child).flatMap { knownFont($0.0, $0.1) }
                }
                type = t.parent
            }
            if let g = project.global(name, from: scope.file) { return knownFont(g.expr, Scope(parent: nil, type: nil, file: g.file)) }
            // `font(headerFont)` in an `extension View` function, `headerFont` a computed property of the extension.
            if scope.typeContext == nil, let m = project.viewFunctions[name]?.first(where: { $0.parameters.isEmpty }),
                m.returnType?.contains("Font") ?? false, let e = singleExpression(m.body)
            {
                return knownFont(e, Scope(parent: scope, type: nil, file: m.file))
            }
            return nil
        }
        // `switch type { case .title: .custom("DM Sans", size: 18) … }` on a known value: the case taken.
        if let sw = expr.as(SwitchExprSyntax.self) {
            guard let (body, caseScope) = takenCase(sw, scope), let e = singleExpression(body) else { return nil }
            return knownFont(e, caseScope)
        }
        if let ifExpr = expr.as(IfExprSyntax.self) {
            guard case .some(let body?) = takenBranch(ifExpr, scope), let e = singleExpression(body) else { return nil }
            return knownFont(e, scope)
        }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            switch condition(ternary.condition, scope) {
            case .constant(let b): return knownFont(b ? ternary.thenExpression : ternary.elseExpression, scope)
            default: return knownFont(ternary.thenExpression, scope)
            }
        }
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        // A closure the code stores and calls on a font (`let configure: (Font) -> Font = { $0 }`, then
        // `.font(self.configure(.custom(name, size: size)))`): its body, its parameters bound to the arguments.
        if let (closure, closureScope) = storedClosure(call.calledExpression, scope), let body = singleExpression(closure.statements) {
            let child = Scope(parent: closureScope, type: nil, file: closureScope.file)
            bindClosureParameters(closure, call.arguments.map { .lazy($0.expression, scope) }, into: child)
            return knownFont(body, child)
        }
        if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            switch callee.baseName.text {
            case "Font":
                // `Font(UIFont.preferredFont(forTextStyle: .headline))`, `Font(UIFont.systemFont(ofSize: 15))`, `Font(font)`.
                guard let inner = call.arguments.first?.expression else { return nil }
                return uiFont(inner, scope)
            default:
                // The overload whose parameters the call's arguments fit (`font(font:size:)` called from `font(style:)`).
                let count = call.arguments.count
                if let type = scope.typeContext,
                    let m = type.staticFunction(callee.baseName.text, accepting: count)
                        ?? type.member(callee.baseName.text, arity: count)
                {
                    let child = Scope(parent: scope, type: type, file: m.file)
                    bindParameters(m.parameters, call, scope, into: child)
                    if let e = singleExpression(m.body) { return knownFont(e, child) }
                    return defaultReturn(m.body, child).flatMap { knownFont($0.0, $0.1) }
                }
                return nil
            }
        }
        guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = callee.declName.baseName.text
        let baseText = callee.base?.trimmedText
        // `.title.bold()`, `.body.weight(.semibold)`, `Font.caption.italic()`: a font with a weight or slope.
        if let base = callee.base, !["Font", "SwiftUI.Font"].contains(baseText ?? ""),
            !(baseText?.first?.isUppercase ?? false) || base.is(MemberAccessExprSyntax.self) || base.is(FunctionCallExprSyntax.self),
            let inner = knownFont(base, scope)
        {
            var f = inner
            switch name {
            case "bold": f.weight = "bold"
            case "weight":
                f.weight = memberName(call.arguments.first?.expression).flatMap { Translator.weightNames.contains($0) ? $0 : nil } ?? f.weight
            case "italic": f.italic = true
            default: break  // monospacedDigit, smallCaps, leading, width, design: no size change
            }
            return f
        }
        let weight = call.arguments.first { $0.label?.text == "weight" }.flatMap { memberName(resolvedExpression($0.expression, scope).0) }.flatMap {
            Translator.weightNames.contains($0) ? $0 : nil
        }
        if baseText == nil || baseText == "Font" || baseText == "SwiftUI.Font" {
            switch name {
            case "system":
                if let sizeArg = call.arguments.first(where: { $0.label?.text == "size" }) {
                    // `@ScaledMetric(relativeTo: .body) var size = 15` (or a size computed from one, `base * (size /
                    // 17)`): UIFontMetrics scales it with its text style, so the font does too, from its value at Large.
                    if let scaled = scaledMetric(sizeArg.expression, scope), scaled.base > 0, scaled.base.isFinite {
                        return FontValue(
                            size: .scaled(scaled.base, relativeTo: scaled.relativeTo), weight: weight,
                            largest: scaled.cap.flatMap { Translator.largestCategory(scaling: scaled.base, with: scaled.relativeTo, upTo: $0) })
                    }
                    let size = number(sizeArg.expression, scope).flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
                    // A size the code scales itself (`metrics.scaledValue(for: 17)` in a modifier that reads
                    // `\.sizeCategory`) follows Dynamic Type; any other is fixed whatever the expression
                    // (`.system(size: CGFloat(token))` is as fixed as `.system(size: 14)`).
                    if size == nil, let scaling = sizeScaling(sizeArg.expression, scope) {
                        // Scaled from its style's size when the code's own starting size cannot be read.
                        if scaling.base == nil, let style = scaling.style {
                            return FontValue(size: .textStyle(style), weight: weight, largest: scaling.largest)
                        }
                        return FontValue(size: .scaled(scaling.base, relativeTo: scaling.style ?? "body"), weight: weight, largest: scaling.largest)
                    }
                    return FontValue(size: .fixed(size), weight: weight)
                }
                if let style = memberName(call.arguments.first?.expression), Translator.textStyles.contains(style) {
                    return FontValue(size: .textStyle(style), weight: weight)
                }
                return nil
            case "custom":
                if let fixed = call.arguments.first(where: { $0.label?.text == "fixedSize" }) {
                    return FontValue(size: .fixed(number(fixed.expression, scope).flatMap { $0 > 0 && $0.isFinite ? $0 : nil }))
                }
                if let sizeArg = call.arguments.first(where: { $0.label?.text == "size" }) {
                    let size = number(sizeArg.expression, scope).flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
                    let relativeTo = call.arguments.first { $0.label?.text == "relativeTo" }.map { textStyleName($0.expression, scope) }
                    if case .some(nil) = relativeTo { return nil }  // a style TypeRamp cannot read: the font is unknown
                    return FontValue(size: .scaled(size, relativeTo: relativeTo.flatMap { $0 } ?? "body"))
                }
                return nil
            default: break
            }
        }
        // A static function the project defines on `Font` or its own type: `.dynamic(size: 16)`, `Theme.font(.body)`.
        let owner: TypeDecl? =
            baseText.map { project.resolveQualified($0, from: scope.typeContext, file: scope.file) }
            ?? project.resolve("Font", from: scope.typeContext, file: scope.file)
        if let owner, let f = owner.staticFunction(name, accepting: call.arguments.count + (call.trailingClosure == nil ? 0 : 1)),
            let e = singleExpression(f.body)
        {
            let key = "font \(owner.qualifiedName).\(name)"
            guard !inlining.contains(key) else { return nil }
            inlining.append(key)
            defer { inlining.removeLast() }
            let child = Scope(parent: nil, type: owner, file: f.file)
            bindParameters(f.parameters, call, scope, into: child)
            return knownFont(e, child)
        }
        return nil
    }

    /// `.caption`, `Font.caption`, `.bodyMD` (a static on `Font`), `Theme.Font.caption`.
    private func fontMember(_ m: MemberAccessExprSyntax, _ scope: Scope) -> FontValue? {
        let name = m.declName.baseName.text
        let baseText = m.base?.trimmedText
        if let baseText, baseText != "Font", baseText != "SwiftUI.Font", !(baseText.first?.isUppercase ?? false) {
            // `self.font`, `style.font`: a value.
            if case .font(let f)? = value(ExprSyntax(m), scope) { return f }
            if case .lazy(let e, let s)? = value(ExprSyntax(m), scope) { return knownFont(e, s) }
            if let (e, s) = instanceFont(m, scope) { return knownFont(e, s) }
            return nil
        }
        if baseText == nil || baseText == "SwiftUI.Font"
            || (baseText == "Font" && project.resolve("Font", from: scope.typeContext, file: scope.file)?.statics[name] == nil)
        {
            if Translator.textStyles.contains(name) { return FontValue(size: .textStyle(name)) }
        }
        let owner: TypeDecl? =
            baseText.map { project.resolveQualified($0, from: scope.typeContext, file: scope.file) }
            ?? project.resolve("Font", from: scope.typeContext, file: scope.file)
        if let owner, let s = owner.statics[name] { return staticFont(s, owner) }
        if let baseText, let owner = project.resolveQualified(baseText, from: scope.typeContext, file: scope.file),
            let f = owner.staticFunctions[name]?.first(where: { $0.parameters.isEmpty }), let e = singleExpression(f.body)
        {
            return knownFont(e, Scope(parent: nil, type: owner, file: f.file))
        }
        if baseText == "Font", Translator.textStyles.contains(name) { return FontValue(size: .textStyle(name)) }
        return nil
    }

    /// A static font (`static let bodyMD = Font.footnote`), read in its type's scope; a static defined by itself
    /// (`static let caption: Font = .caption` inside a type named `Font`) means SwiftUI's font of that name.
    private func staticFont(_ s: Static, _ owner: TypeDecl) -> FontValue? {
        let key = "font \(owner.qualifiedName).\(s.name)"
        guard !inlining.contains(key) else {
            return Translator.textStyles.contains(s.name) ? FontValue(size: .textStyle(s.name)) : nil
        }
        if let memo = staticFontMemo[key] { return memo }
        // Kept only when evaluated outside any other font's evaluation, with no note made and no decision met.
        let (font, reusable) = evaluatedForEveryScreen(cutPrefix: "font ") {
            inlining.append(key)
            defer { inlining.removeLast() }
            return evaluatedStaticFont(s, owner)
        }
        if reusable { staticFontMemo[key] = .some(font) }
        return font
    }

    private func evaluatedStaticFont(_ s: Static, _ owner: TypeDecl) -> FontValue? {
        let scope = Scope(parent: nil, type: owner, file: s.file)
        if let initial = s.initial { return knownFont(initial, scope) }
        if let getter = s.getter, let e = singleExpression(getter) { return knownFont(e, scope) }
        if let getter = s.getter, let (e, local) = defaultReturn(getter, Scope(parent: scope, type: owner, file: s.file)) {
            return knownFont(e, local)
        }
        return nil
    }

    /// The expression a font function or property written as several statements returns on its default path: its
    /// statements in order, `let`s bound, an `if` or `guard` whose condition is known followed, one on data TypeRamp
    /// cannot see passed over (`if let custom = Theme.shared.chosenFont { return .custom(…) }`: the path where the
    /// app's setting is not set), up to the first `return` reached (docs/swift-source.md, "Fonts and lengths the
    /// project defines").
    func defaultReturn(_ items: CodeBlockItemListSyntax, _ scope: Scope, depth: Int = 0) -> (ExprSyntax, Scope)? {
        guard depth < 8 else { return nil }
        for item in project.activeItems(items) {
            switch item {
            case .decl(let d):
                guard let v = d.as(VariableDeclSyntax.self) else { continue }
                for b in v.bindings {
                    guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if let initial = b.initializer?.value { bindLocal(name, initial, in: scope) } else { scope.values[name] = .unknown(name) }
                }
            case .stmt(let st):
                if let r = st.as(ReturnStmtSyntax.self) { return r.expression.map { ($0, scope) } }
                if let g = st.as(GuardStmtSyntax.self) {
                    let known = g.conditions.map { c -> Bool? in
                        guard case .expression(let e) = c.condition else { return nil }
                        return condition(e, scope).constantValue
                    }
                    if known.contains(false) { return defaultReturn(g.body.statements, scope, depth: depth + 1) }
                    continue
                }
                if let e = st.as(ExpressionStmtSyntax.self)?.expression, let found = defaultReturn(ifExpression: e, scope, depth: depth) {
                    return found
                }
            case .expr(let e):
                if let found = defaultReturn(ifExpression: e, scope, depth: depth) { return found }
            }
        }
        return nil
    }

    /// An `if` statement on the default path: the branch it takes when its conditions are known, nothing otherwise.
    private func defaultReturn(ifExpression e: ExprSyntax, _ scope: Scope, depth: Int) -> (ExprSyntax, Scope)? {
        guard let ifExpr = e.as(IfExprSyntax.self), case .some(let body?) = takenBranch(ifExpr, scope) else { return nil }
        return defaultReturn(body, Scope(parent: scope, type: nil, file: scope.file), depth: depth + 1)
    }

    /// The font a `UIFont` expression gives, as `Font(_:)` turns it into a SwiftUI font: `preferredFont(forTextStyle:)`
    /// is the text style, which scales; `systemFont(ofSize:)` and its kin are fixed; a name bound to one, a static the
    /// project declares on `UIFont` (`static let body: UIFont = .preferredFont(forTextStyle: .body)`), and the
    /// project's methods that keep the size (`font.weight(.bold)`, `.bold()`) followed. Nil for anything else.
    func uiFont(_ expr: ExprSyntax, _ scope: Scope, depth: Int = 0) -> FontValue? {
        guard depth < 8 else { return nil }
        let (e, s) = resolvedExpression(expr, scope)
        if let m = e.as(MemberAccessExprSyntax.self), m.base == nil || m.base?.trimmedText == "UIFont",
            let st = project.extended["UIFont"]?.statics[m.declName.baseName.text], let initial = st.initial
        {
            return uiFont(initial, Scope(parent: nil, type: project.extended["UIFont"], file: st.file), depth: depth + 1)
        }
        guard let call = e.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = callee.declName.baseName.text
        let first = call.arguments.first?.expression
        switch name {
        case "preferredFont":
            guard let style = first.flatMap(memberName) else { return nil }
            return FontValue(size: .textStyle(uikitStyle(style)))
        case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedDigitSystemFont", "monospacedSystemFont":
            return FontValue(size: .fixed(first.flatMap { number($0, s) }))
        case "weight", "bold", "italic", "withSize":
            guard let base = callee.base, base.trimmedText != "UIFont", var f = uiFont(base, s, depth: depth + 1) else { return nil }
            if name == "withSize" { return FontValue(size: .fixed(first.flatMap { number($0, s) })) }
            if name == "bold" { f.weight = "bold" }
            if name == "italic" { f.italic = true }
            if name == "weight", let w = first.flatMap({ memberName(resolvedExpression($0, s).0) }), Translator.weightNames.contains(w) {
                f.weight = w
            }
            return f
        default:
            return nil
        }
    }

    /// UIKit's `UIFont.TextStyle` names as SwiftUI's (`title1` → `title`).
    func uikitStyle(_ name: String) -> String {
        ["title1": "title", "caption1": "caption", "largeTitle": "largeTitle"][name] ?? name
    }

    /// The screens format's style for the environment's font, and what was guessed about it.
    func style(_ env: Environment, default defaultStyle: String = "body", at location: SourceLocation) -> (SpecNode, Set<GuessKind>) {
        let heavy = ["semibold", "bold", "heavy", "black"].contains(env.weight ?? env.font?.weight ?? "")
        let italic = env.italic || (env.font?.italic ?? false)
        let slope = italic ? ".italic" : ""
        let italicEntry: [(String, SpecNode)] = italic ? [("italic", Spec.plain("true", location))] : []
        func textStyle(_ s: String) -> String {
            let screens = ["extraLargeTitle": "largeTitle", "extraLargeTitle2": "largeTitle"][s] ?? s
            return (heavy && screens != "headline" ? "\(screens).emphasized" : screens) + slope
        }
        let weight = env.weight ?? env.font?.weight ?? "regular"
        switch env.font?.size {
        case .textStyle(let s)?:
            return (Spec.plain(textStyle(s), location), [])
        case .fixed(let size)?:
            return (
                Spec.map([("size", Spec.number(size ?? 17, location)), ("weight", Spec.plain(weight, location))] + italicEntry, location),
                size == nil ? [.size] : []
            )
        case .scaled(let size, let relativeTo)?:
            let rel = relativeTo == "title" ? "title1" : relativeTo == "caption" ? "caption1" : relativeTo
            return (
                Spec.map(
                    [
                        ("size", Spec.number(size ?? 17, location)), ("weight", Spec.plain(weight, location)),
                        ("relativeTo", Spec.plain(rel, location)),
                    ]
                        + italicEntry, location), size == nil ? [.size] : []
            )
        case .unknown?:
            return (Spec.plain(textStyle(defaultStyle), location), [.font])
        case nil:
            return (Spec.plain(textStyle(defaultStyle), location), [])
        }
    }

    /// A text node with the environment's font, line limit, truncation, alignment and scale factor.
    func textNode(_ content: TextValue, _ env: Environment, _ location: SourceLocation, defaultStyle: String = "body") -> ViewNode {
        // Every way of building a text stops at the limit (a longer one is cut to it): said, never silent.
        if content.string.utf8.count >= limits.text, content.string.count >= limits.text {
            note(
                "a text of \(limits.text) characters or more is cut to \(limits.text) (TYPERAMP_MAX_TEXT raises the limit)", at: location,
                affectsLayout: true)
        }
        var v = ViewNode.text(content, at: location)
        let (s, guesses) = style(env, default: defaultStyle, at: location)
        v.set(.style, s)
        v.guessed.formUnion(guesses)
        if let lines = env.lineLimit { v.set(.lines, lines) }
        if let mode = env.truncation { v.set(.mode, Spec.plain(mode, location)) }
        if let alignment = env.multilineAlignment { v.set(.alignment, Spec.plain(alignment, location)) }
        if let scale = env.minimumScaleFactor { v.set(.minimumScaleFactor, scale) }
        if let largest = env.font?.largest, Conditions.shortNames.indices.contains(largest) {
            // The code stops the size growing there: as `.dynamicTypeSize(...largest)` on the text.
            v.setCommon(.dynamicTypeSize, Spec.plain("...\(Conditions.shortNames[largest])", location))
        }
        return v
    }
}

/// The function calls inside an expression, outermost first.
final class CallCollector: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }
}
