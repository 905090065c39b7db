import SwiftSyntax
import TypeRampDecoding

/// MarkdownUI's `Markdown` (in a file that imports MarkdownUI): its content drawn as text that wraps, in the theme's base
/// size (17 pt unless a theme or text style sets another) scaled with Dynamic Type relative to body, as the package's
/// `Markdown` view scales it (a `@ScaledMetric` relative to `.body`).
enum MarkdownConstruct: ViewConstruct {
    static let names = ["Markdown"]
    static let documentation = ConstructDocumentation(
        swift: "MarkdownUI's `Markdown(_:)`, `Markdown { … }` (where the file imports MarkdownUI)",
        screens: "`text` with its inline Markdown applied, `style: {size: 17, relativeTo: body}` (the theme's size)",
        notes:
            "MarkdownUI scales its theme's text size (17 pt by default) with Dynamic Type relative to body; content the code does not give is a sample, marked `guessed: [text]`; headings, lists and block margins are not modelled (the text is one paragraph); without `import MarkdownUI` a `Markdown` view is another module's view of unknown size"
    )
    static let examples = [
        ConstructExample(
            swift: #"Markdown("Read **this** first")"#, screens: "text: Read this first\nstyle:\n  size: 17\n  weight: regular\n  relativeTo: body\n",
            declarations: "import MarkdownUI")
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        let t = c.translator
        guard c.scope.file.importedModules.contains("MarkdownUI") else {
            return t.otherModuleView(c.name, c.call, c.scope, c.env, c.location, chain: c.chain)
        }
        var text: TextValue
        if let first = c.first {
            text = c.text(first)
            text.string = InlineMarkdown.rendered(text.string)
        } else if let closure = c.contentClosure(), let only = closure.statements.first?.item.as(ExprSyntax.self), closure.statements.count == 1,
            only.is(StringLiteralExprSyntax.self)
        {
            // `Markdown { "…" }`: one string in the content builder.
            text = c.text(only)
            text.string = InlineMarkdown.rendered(text.string)
        } else {
            text = TextValue("Markdown content")
            text.guessed = true
        }
        text.isKey = false  // MarkdownUI draws a string as given, never looked up
        var env = c.env
        env.weight = nil
        env.italic = false
        switch env.markdownTextSize ?? .points(17) {
        case .points(let size):
            env.font = FontValue(size: .scaled(size, relativeTo: "body"))
        case .unknown(let written):
            env.font = FontValue(size: .unknown(written))
            c.note("the Markdown text size set by `\(written.prefix(60))` is not one TypeRamp can read: laid out as body (marked as guessed)")
        }
        return [t.textNode(text, env, c.location)]
    }
}
