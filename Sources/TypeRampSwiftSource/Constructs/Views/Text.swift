import SwiftSyntax
import TypeRampDecoding

/// `Text`: a literal (a `LocalizedStringKey`), `verbatim:`, an interpolation, data, or `Text(Image(systemName:))`.
enum TextConstruct: ViewConstruct {
    static let names = ["Text"]
    static let documentation = ConstructDocumentation(
        swift: "`Text` (literal, `verbatim:`, interpolation, data), `Text(Image(systemName:))`, `Text(…) + Text(…)`",
        screens: "`text`; `Text(Image(systemName:))` is a `symbol`",
        notes:
            "literals (and strings made keys: `Text(.init(title))`) are `LocalizedStringKey`s: looked up in `--strings` catalogs (`String(localized:defaultValue:)` and `NSLocalizedString(_:value:comment:)` show their default value), drawn with their inline Markdown applied (a link shows its text, not its address; `AttributedString(markdown:)` alike); data the code does not give is a sample, marked `guessed: [text]`; in a concatenation a symbol is one em wide, and a key written as an identifier (`usernameWarningMessage`) is sample text, since the catalogs translate the key alone, not the joined text; so is a key with a value interpolated (`Text(\"download.subtitle \\(count)\")`, the catalog's `download.subtitle %lld`), shown as written"
    )
    static let examples = [
        ConstructExample(swift: #"Text("Hello")"#, screens: "text: Hello\nstyle: body\n"),
        ConstructExample(swift: #"Text(verbatim: "v1.2")"#, screens: "text: v1.2\nstyle: body\n"),
        ConstructExample(swift: #"Text("\(3) new")"#, screens: "text: 3 new\nstyle: body\n"),
        ConstructExample(swift: #"Text(Image(systemName: "star"))"#, screens: "symbol: star\nstyle: body\naccessibility:\n  label: star\n"),
        ConstructExample(swift: #"Text("Rated ") + Text("5").bold()"#, screens: "text: Rated 5\nstyle: body\n"),
        ConstructExample(
            swift: #"Text("Read our [terms](https://example.com/terms), **now**")"#, screens: "text: Read our terms, now\nstyle: body\n"),
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        let t = c.translator
        if let verbatim = c.argument("verbatim") {
            // Shown as written, never looked up.
            var text = verbatim.as(StringLiteralExprSyntax.self).map { t.interpolated($0, c.scope) } ?? c.text(verbatim)
            text.isKey = false
            return [t.textNode(text, c.env, c.location)]
        }
        guard let first = c.first else { return [t.textNode(TextValue(""), c.env, c.location)] }
        if let image = first.as(FunctionCallExprSyntax.self), image.calledExpression.trimmedText == "Image" {
            return t.views(first, c.scope, c.env)
        }
        // A literal is a `LocalizedStringKey`, which SwiftUI draws with its inline Markdown applied; so is a string made
        // into one (`Text(.init(title))`, `Text(LocalizedStringKey(title))`).
        var source = first
        var isKey = first.is(StringLiteralExprSyntax.self)
        if let call = first.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.arguments.first?.label == nil,
            [".init", "LocalizedStringKey", "LocalizedStringKey.init"].contains(call.calledExpression.trimmedText),
            let inner = call.arguments.first?.expression
        {
            source = inner
            isKey = true
        }
        var text = c.text(source)
        if isKey { text.string = InlineMarkdown.rendered(text.string) }
        return [t.textNode(text, c.env, c.location)]
    }
}
