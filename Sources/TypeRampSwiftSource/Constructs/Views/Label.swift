import SwiftSyntax
import TypeRampDecoding

/// `Label(_:systemImage:)`, `Label(_:image:)`, `Label { title } icon: { icon }`, with `.labelStyle(…)` (built-in or the
/// project's `LabelStyle`).
enum LabelConstruct: ViewConstruct {
    static let names = ["Label"]
    static let documentation = ConstructDocumentation(
        swift: "`Label(_:systemImage:)`, `Label { } icon: { }`",
        screens: "`label`, or an `hstack` of icon and title",
        notes:
            "`.labelStyle(.iconOnly)`, on the label or a container: the icon, titled for VoiceOver with the title (a `Label { Text(…) } icon: { … }`'s too); `.titleOnly`: the title; a project `LabelStyle`'s `makeBody` with `configuration.title` and `.icon` bound; an initializer the project adds to `Label` (labels SwiftUI's do not take) runs, and the `self.init(…)` it delegates to is laid out"
    )
    static let examples = [
        ConstructExample(swift: #"Label("Inbox", systemImage: "tray")"#, screens: "label: Inbox\nsystemImage: tray\nstyle: body\n"),
        ConstructExample(
            swift: #"Label("Inbox", systemImage: "tray").labelStyle(.iconOnly)"#,
            screens: "symbol: tray\nstyle: body\naccessibility:\n  label: Inbox\n"),
    ]

    /// The labels of SwiftUI's own `Label` initializers (and SFSafeSymbols'), the title's unlabelled.
    static let swiftUILabels: Set<[String]> = [["", "systemImage"], ["", "image"], ["title", "icon"], ["", "systemSymbol"], ["title"], []]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        let t = c.translator
        if let delegated = ProjectInitializers.views(c, isSwiftUIs: { swiftUILabels.contains($0) }, translate: translate) {
            return delegated
        }
        var title: [ViewNode]
        var icon: [ViewNode]
        var titleText: TextValue?
        var symbol: TextValue?
        if let first = c.first {
            titleText = c.text(first)
            title = [t.textNode(titleText!, c.env, c.location)]
            if let s = c.argument("systemImage") ?? c.argument("image") ?? c.argument("systemSymbol") {
                symbol = c.argument("systemSymbol") == nil ? c.text(s) : TextValue(ImageConstruct.symbolName(s, c))
                var v = ViewNode(.symbol, .scalar(Spec.string(symbol!.string, c.location)), at: c.location)
                let (style, guesses) = t.style(c.env, at: c.location)
                v.set(.style, style)
                v.guessed = guesses
                icon = [v]
            } else {
                icon = []
            }
        } else {
            title = c.content("title")
            icon = c.views("icon") ?? []
        }
        switch c.env.labelStyle {
        case .project(let type, let call, let scope)?:
            let first = c.first, symbolText = symbol, titleValue = titleText
            let makeTitle: (Environment) -> [ViewNode] = { env in
                if let titleValue, first != nil { return [t.textNode(titleValue, env, c.location)] }
                return c.content("title", env: env)
            }
            let makeIcon: (Environment) -> [ViewNode] = { env in
                if let symbolText {
                    var v = ViewNode(.symbol, .scalar(Spec.string(symbolText.string, c.location)), at: c.location)
                    let (style, guesses) = t.style(env, at: c.location)
                    v.set(.style, style)
                    v.guessed = guesses
                    return [v]
                }
                return c.views("icon", env: env) ?? []
            }
            return StyleBodies.label(type, call, scope, title: makeTitle, icon: makeIcon, c)
        case .builtIn("iconOnly")?:
            guard var only = icon.first else { return title }
            // The title is not drawn, but VoiceOver reads it (`Label { Text("Close") } icon: { … }` too).
            if let read = titleText ?? title.lazy.compactMap(\.firstText).first {
                only.setAccessibility("label", Spec.string(read.string, c.location))
            }
            return [only]
        case .builtIn("titleOnly")?:
            return title
        default: break
        }
        if let titleText, let symbol {
            var v = ViewNode(.label, .scalar(Spec.string(titleText.string, c.location)), at: c.location)
            v.set(.systemImage, Spec.string(symbol.string, c.location))
            let (style, guesses) = t.style(c.env, at: c.location)
            v.set(.style, style)
            v.guessed = guesses.union(titleText.guessed ? [.text] : [])
            if let lines = c.env.lineLimit { v.set(.lines, lines) }
            return [v]
        }
        // `Label { title } icon: { image }`: the icon, then the title, side by side (the label style's spacing).
        var stack = ViewNode(.hstack, .children(icon + title), at: c.location)
        stack.set(.spacing, Spec.number(8, c.location))
        return [stack]
    }
}
