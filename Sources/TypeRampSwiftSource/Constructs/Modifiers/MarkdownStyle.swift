import SwiftSyntax
import TypeRampDecoding

/// The base size of a MarkdownUI `Markdown` view's text: the theme's `FontSize` in its `.text` style, in points at the
/// Large category (MarkdownUI scales it with Dynamic Type relative to body), or a theme whose size TypeRamp cannot read.
enum MarkdownTextSize {
    case points(Double)
    /// The theme or text style as written (for the note).
    case unknown(String)
}

/// MarkdownUI's styling modifiers (`.markdownTheme`, `.markdownTextStyle`, …): handed down to the `Markdown` views inside,
/// which read the base size of their text from them; those that style code, images or blocks change no size TypeRamp
/// models.
enum MarkdownStyleModifier: ModifierConstruct {
    static let names = [
        "markdownTheme", "markdownTextStyle", "markdownBlockStyle", "markdownCodeSyntaxHighlighter", "markdownImageProvider",
        "markdownInlineImageProvider", "markdownSoftBreakMode",
    ]
    static let documentation = ConstructDocumentation(
        swift: "MarkdownUI's `.markdownTheme(…)`, `.markdownTextStyle { FontSize(…) }` and its other styling modifiers",
        screens: "the base size of the `Markdown` texts inside",
        notes:
            "a theme's size is read from its `.text { FontSize(…) }` (`Theme.gitHub` is 16 pt; a theme the project builds in a `static let`, or in a static function of `extension Theme` with the size as an argument, is followed to it); a size TypeRamp cannot read leaves the texts body, marked `guessed: [font]`, with a note; block styles, code highlighting and image providers are not read"
    )
    static let examples = [
        ConstructExample(
            swift: #"Markdown("Hi").markdownTheme(.gitHub)"#, screens: "text: Hi\nstyle:\n  size: 16\n  weight: regular\n  relativeTo: body\n",
            declarations: "import MarkdownUI"),
        ConstructExample(
            swift: #"Markdown("Hi").markdownTheme(.chat)"#, screens: "text: Hi\nstyle:\n  size: 14\n  weight: regular\n  relativeTo: body\n",
            declarations: "import MarkdownUI\nextension Theme { static let chat = Theme().text { FontSize(14) } }"),
        ConstructExample(
            swift: #"Markdown("Hi").markdownTheme(.chat(fontSize: 15))"#,
            screens: "text: Hi\nstyle:\n  size: 15\n  weight: regular\n  relativeTo: body\n",
            declarations:
                "import MarkdownUI\nextension Theme { static func chat(fontSize: CGFloat) -> Theme { Theme().text { FontSize(fontSize) } } }"),
        ConstructExample(
            swift: #"Markdown("Hi").markdownTextStyle { FontSize(20) }"#,
            screens: "text: Hi\nstyle:\n  size: 20\n  weight: regular\n  relativeTo: body\n", declarations: "import MarkdownUI"),
    ]

    static func environment(_ m: ModifierCall, _ env: inout Environment) {
        switch m.name {
        case "markdownTheme":
            guard let theme = m.first else { return }
            env.markdownTextSize = m.translator.markdownThemeTextSize(theme, m.scope)
        case "markdownTextStyle":
            // Without a key path (or with `\.text`) it styles the text every other style builds on.
            if let path = m.arguments.first(where: { $0.label == nil })?.expression, path.trimmedText != "\\.text" { return }
            guard let closure = m.trailing ?? m.argument("textStyle")?.as(ClosureExprSyntax.self) else { return }
            if let size = m.translator.markdownFontSize(in: Syntax(closure), m.scope, current: env.markdownTextSize) {
                env.markdownTextSize = size
            }
        default: break
        }
    }
}

extension Translator {
    /// The base text size of the MarkdownUI theme `expr` names: `.gitHub`'s 16 pt, or the `FontSize` in the `.text` style
    /// of a theme the project builds (`static let chat = Theme().text { FontSize(14) }`, or a static function of
    /// `extension Theme` whose parameter gives it); unknown otherwise.
    func markdownThemeTextSize(_ expr: ExprSyntax, _ scope: Scope) -> MarkdownTextSize {
        let (e, s) = resolvedExpression(expr, scope)
        let written = expr.trimmedText
        // MarkdownUI's own themes: `gitHub` sets 16 pt, `basic` keeps the default.
        let base = e.as(MemberAccessExprSyntax.self)?.base?.trimmedText
        if let name = memberName(e), base == nil || base == "Theme" || base == "MarkdownUI.Theme" {
            if name == "gitHub" { return .points(16) }
            if name == "basic" { return .points(17) }
        }
        guard let (definition, definitionScope) = markdownThemeDefinition(e, s) else { return .unknown(written) }
        // `Theme()` … `.text { FontSize(14) }`: the last `.text` style of the chain sets the size.
        var size: MarkdownTextSize = .points(17)
        for call in definition.tokens(viewMode: .sourceAccurate) where call.tokenKind == .identifier("text") {
            guard let member = call.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(MemberAccessExprSyntax.self),
                let textCall = member.parent?.as(FunctionCallExprSyntax.self), let closure = textCall.trailingClosure
            else { continue }
            if let found = markdownFontSize(in: Syntax(closure), definitionScope, current: .points(17)) { size = found }
        }
        if case .unknown = size { return .unknown(written) }
        return size
    }

    /// The code that builds the theme a name stands for: a static of the project made with `Theme()` (`Theme.chat`,
    /// `.chat` in `extension Theme`, `Palette.chatTheme`), `Theme()…` written in place, or the body of a static function
    /// the project adds to `Theme` (`.chat(fontSize: 16)`), its parameters bound to the call's arguments.
    private func markdownThemeDefinition(_ e: ExprSyntax, _ scope: Scope) -> (Syntax, Scope)? {
        func makesTheme(_ x: ExprSyntax) -> Bool { x.trimmedText.hasPrefix("Theme(") || x.trimmedText.hasPrefix("MarkdownUI.Theme(") }
        if let member = e.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            let typeName = member.base?.trimmedText ?? "Theme"
            guard let type = project.resolve(typeName, from: scope.typeContext, file: scope.file), let st = type.statics[name],
                let initial = st.initial, makesTheme(initial)
            else { return nil }
            return (Syntax(initial), Scope(parent: nil, type: type, file: st.file))
        }
        guard let call = e.as(FunctionCallExprSyntax.self) else { return nil }
        if makesTheme(e) { return (Syntax(e), scope) }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.trimmedText == "Theme",
            let type = project.resolve("Theme", from: nil, file: scope.file),
            let f = type.staticFunction(member.declName.baseName.text, accepting: call.arguments.count),
            f.returnType == "Theme" || f.returnType == "MarkdownUI.Theme"
        else { return nil }
        let child = Scope(parent: nil, type: type, file: f.file)
        bindParameters(f.parameters, call, scope, into: child)
        return (Syntax(f.body), child)
    }

    /// The `FontSize(…)` a text style's builder closure sets: points, or `.em(x)` of the current size; nil when it sets
    /// none, unknown when it sets one TypeRamp cannot read.
    func markdownFontSize(in closure: Syntax, _ scope: Scope, current: MarkdownTextSize?) -> MarkdownTextSize? {
        var result: MarkdownTextSize?
        for token in closure.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("FontSize") {
            guard let call = token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self),
                let argument = call.arguments.first?.expression
            else { continue }
            if let em = argument.as(FunctionCallExprSyntax.self), memberName(ExprSyntax(em)) == "em",
                let factor = em.arguments.first.flatMap({ number($0.expression, scope) }),
                case .points(let base) = current ?? .points(17)
            {
                result = .points(base * factor)
            } else if let points = number(argument, scope), points.isFinite, points > 0, points < 1000 {
                result = .points(points)
            } else {
                result = .unknown(call.trimmedText)
            }
        }
        return result
    }
}
