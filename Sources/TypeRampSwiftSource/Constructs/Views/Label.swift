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
        if let delegated = projectInitializer(c) {
            // Initializers that delegate to each other in a cycle end (``Translator/isNestedTooDeep(_:)``).
            t.inlining.append("Label.init")
            defer { t.inlining.removeLast() }
            return translate(delegated)
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

    /// `Label(title, icon: \.lock, iconSize: .xSmall, relativeTo: .body)`: an initializer the project adds to `Label`
    /// (`extension Label { init(_ title:icon:iconSize:relativeTo:) { self.init { Text(title) } icon: { … } } }`) when
    /// no initializer of SwiftUI's takes those labels: the `self.init(…)` it delegates to, its parameters bound to the
    /// arguments.
    ///
    /// `view` names the SwiftUI view (`Label`, and `Button` and `NavigationLink` through ``ButtonConstruct``);
    /// `isSwiftUIs` says whether SwiftUI's own initializers take the call's argument labels.
    static func projectInitializer(
        _ c: ViewCall, of view: String = "Label", isSwiftUIs: ([String]) -> Bool = { swiftUILabels.contains($0) }
    ) -> ViewCall? {
        let t = c.translator
        let labels = c.call.arguments.map { $0.label?.text ?? "" }
        guard !isSwiftUIs(labels), let inits = t.project.viewTypeStatics[view]?.initializers else { return nil }
        let fitting = inits.filter {
            ArgumentMatch.match(
                $0.parameters, arguments: c.call.arguments, trailing: c.call.trailingClosure, additional: c.call.additionalTrailingClosures
            ).complete
        }
        guard let initializer = fitting.first, !t.isNestedTooDeep("\(view).init") else { return nil }
        let child = Scope(parent: nil, type: nil, file: initializer.file)
        t.bindParameters(initializer.parameters, c.call, c.scope, into: child)
        guard let (body, scope) = delegation(initializer.body, child, t) else { return nil }
        return ViewCall(translator: t, name: view, call: body, scope: scope, env: c.env, location: c.location, chain: c.chain)
    }

    /// The `self.init(…)` an initializer's body delegates to, and the scope it runs in: the body itself, or the branch
    /// an `if` or `switch` around it takes (`switch icon.source { case .system: self.init(title, systemImage: …) case
    /// .custom: self.init(title, image: …) }`), the first branch when the condition is data TypeRamp does not know (each
    /// branch is a title beside an icon: they lay out alike, so they are not variants).
    static func delegation(_ statements: CodeBlockItemListSyntax, _ scope: Scope, _ t: Translator) -> (FunctionCallExprSyntax, Scope)? {
        guard let single = t.singleExpression(statements) else { return nil }
        if let call = single.as(FunctionCallExprSyntax.self) {
            return ["self.init", "Self.init", "init"].contains(call.calledExpression.trimmedText) ? (call, scope) : nil
        }
        if let sw = single.as(SwitchExprSyntax.self) {
            guard let (body, caseScope) = t.takenCase(sw, scope) ?? t.switchCases(sw).first.map({ ($0.statements, scope) }) else { return nil }
            return delegation(body, caseScope, t)
        }
        if let ifExpr = single.as(IfExprSyntax.self) {
            let taken: CodeBlockItemListSyntax?
            switch t.takenBranch(ifExpr, scope) {
            case .some(let branch): taken = branch
            case nil: taken = ifExpr.body.statements
            }
            return taken.flatMap { delegation($0, scope, t) }
        }
        return nil
    }
}
