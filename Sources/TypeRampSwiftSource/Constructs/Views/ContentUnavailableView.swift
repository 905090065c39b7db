import SwiftSyntax
import TypeRampDecoding

/// `ContentUnavailableView`: a title (title 2, bold, centred) with an optional description.
enum ContentUnavailableViewConstruct: ViewConstruct {
    static let names = ["ContentUnavailableView"]
    static let documentation = ConstructDocumentation(swift: "`ContentUnavailableView`", screens: "its title and description, centred")
    static let examples = [
        ConstructExample(
            swift: #"ContentUnavailableView("No Results", systemImage: "magnifyingglass")"#,
            screens: "text: No Results\nstyle: title2.emphasized\nalignment: center\n"),
        ConstructExample(
            swift: #"VStack { ContentUnavailableView.search(text: "tea") }"#,
            screens:
                "vstack:\n  - text: No Results for “tea”\n    style: title2.emphasized\n    alignment: center\n  - text: Check the spelling or try a new search.\n    style: body\n    alignment: center\n"
        ),
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        let t = c.translator
        var titleEnv = Environment()
        titleEnv.font = FontValue(size: .textStyle("title2"))
        titleEnv.weight = "bold"
        titleEnv.multilineAlignment = "center"
        var out: [ViewNode] = []
        if let first = c.first {
            out.append(t.textNode(c.text(first), titleEnv, c.location))
        } else {
            out += c.views("label", env: titleEnv) ?? []
        }
        if let d = c.argument("description") {
            var e = Environment()
            e.multilineAlignment = "center"
            let desc =
                d.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText == "Text"
                ? t.views(d, c.scope, e) : [t.textNode(c.text(d), e, c.location)]
            out += desc
        } else if let d = c.views("description") {
            out += d
        }
        guard out.count > 1 else { return out }
        var v = ViewNode(.vstack, .children(out), at: c.location)
        v.set(.alignment, Spec.plain("center", c.location))
        return [v]
    }

    /// `ContentUnavailableView.search` and `.search(text: query)` (iOS 17): "No Results" (title 2, bold, centred); with a
    /// query, the query in the title and the system's advice below it.
    static func search(_ call: FunctionCallExprSyntax?, _ scope: Scope, _ t: Translator, at location: SourceLocation) -> [ViewNode] {
        var title = Environment()
        title.font = FontValue(size: .textStyle("title2"))
        title.weight = "bold"
        title.multilineAlignment = "center"
        guard let query = call?.arguments.first(where: { $0.label?.text == "text" })?.expression else {
            return [t.textNode(TextValue("No Results"), title, location)]
        }
        let text = t.text(query, scope)
        var advice = Environment()
        advice.multilineAlignment = "center"
        return [
            t.textNode(TextValue("No Results for “\(text.string)”", guessed: text.guessed), title, location),
            t.textNode(TextValue("Check the spelling or try a new search."), advice, location),
        ]
    }
}
