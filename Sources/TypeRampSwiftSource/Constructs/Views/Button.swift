import SwiftSyntax
import TypeRampDecoding
import TypeRampMetrics

/// `Button`, `Link`, `NavigationLink`, `ShareLink`, `EditButton`, `PasteButton`: a title, a symbol or a composed label,
/// drawn by the button style in force.
enum ButtonConstruct: ViewConstruct {
    static let names = ["Button", "Link", "NavigationLink", "ShareLink", "EditButton", "PasteButton", "RenameButton", "SignInWithAppleButton_"]
    static let documentation = ConstructDocumentation(
        swift: "`Button`, `Link`, `NavigationLink`, `ShareLink`, `EditButton` (title, `systemImage:`, `label:` closure; `Button(intent:) { label }`)",
        screens: "`button` with `buttonStyle`; a composed label is its views, one element with the button trait and the button's `buttonStyle`",
        notes:
            "`.buttonStyle(.bordered)` and `.borderedProminent` have a bordered button's insets, the automatic, `.plain` and `.borderless` styles none (docs/ios-defaults.md); a project `ButtonStyle` draws the label with its `makeBody`; a button or navigation link that is a list row is a row (the whole cell is its hit target)"
    )
    static let examples = [
        ConstructExample(swift: #"Button("Save") {}"#, screens: "button: Save\nstyle: body\nbuttonStyle: automatic\n"),
        // A link with no label at all (an initializer the app adds where `Label == EmptyView`) draws nothing.
        ConstructExample(
            swift: #"VStack { Text("A"); NavigationLink(destination: Text("B"), isActive: .constant(false)) }"#,
            screens: "vstack:\n- text: A\n  style: body\n",
            declarations:
                "extension NavigationLink where Label == EmptyView { init(destination: Destination, isActive: Binding<Bool>) { self.init(isActive: isActive, destination: { destination }, label: { EmptyView() }) } }"
        ),
        ConstructExample(
            swift: #"Button("Save", systemImage: "square.and.arrow.down") {}.buttonStyle(.bordered)"#,
            screens: "button: Save\nstyle: body\nsystemImage: square.and.arrow.down\niconSize: 20.4\nbuttonStyle: bordered\n"),
        ConstructExample(
            swift: #"Button { } label: { Image(systemName: "play.circle").font(.system(size: 22)) }"#,
            screens:
                "button: \"\"\nstyle:\n  size: 22\n  weight: regular\nsystemImage: play.circle\niconSize: 26.4\nbuttonStyle: automatic\naccessibility:\n  label: play circle\n"
        ),
        ConstructExample(
            swift: #"Button { } label: { VStack { Text("Plan"); Text("Monthly") } }"#,
            screens:
                "vstack:\n- text: Plan\n  style: body\n- text: Monthly\n  style: body\nbuttonStyle: automatic\naccessibility:\n  element: true\n  traits: [button]\n"
        ),
    ]

    /// The argument labels SwiftUI's own `Button` and `NavigationLink` initializers take (the title's unlabelled): a
    /// call with any other is one of the project's initializers (`extension NavigationLink { init(_ title:icon:destination:) }`).
    static let swiftUILabels: [String: Set<String>] = [
        "Button": ["", "action", "role", "label", "intent", "systemImage", "image"],
        "NavigationLink": ["", "destination", "value", "isActive", "tag", "selection", "label"],
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        // An initializer the project adds (`NavigationLink("Users", icon: .person, destination: .people)`): the
        // `self.init(…)` it delegates to, with its parameters bound to the call's arguments.
        if let known = swiftUILabels[c.name],
            let delegated = ProjectInitializers.views(c, isSwiftUIs: { $0.allSatisfy(known.contains) }, translate: translate)
        {
            return delegated
        }
        // What the button does (`performs`), so that a gesture doing the same has it as its alternative.
        let effects = action(c).map { c.translator.effects(of: $0, c.scope) } ?? []
        let views = made(c)
        guard !effects.isEmpty else { return views }
        return views.map { $0.settingAccessibilityList("performs", effects, at: c.location) }
    }

    /// The expression a button runs: `action:`, the App Intent of `Button(intent:)` (iOS 17: a widget's or a Live
    /// Activity's button), or the trailing closure of `Button("Title") { … }` and of `Button { … } label: { … }`. Links
    /// navigate, and have none.
    static func action(_ c: ViewCall) -> ExprSyntax? {
        guard c.name == "Button" else { return nil }
        if let a = c.argument("action") ?? c.argument("intent") { return a }
        let hasTitle = c.first.map { !$0.is(ClosureExprSyntax.self) } ?? false
        if hasTitle || c.closure("label") != nil { return c.call.trailingClosure.map(ExprSyntax.init) }
        return nil
    }

    static func made(_ c: ViewCall) -> [ViewNode] {
        let t = c.translator
        // `NavigationLink("", isActive: $show) { Detail() }` or a link whose label is `{}` or `EmptyView()`: an invisible trigger
        // (usually in a `.background`) that code activates. It has no size, so it is neither drawn nor a VoiceOver element.
        if c.name == "NavigationLink", isEmptyLabel(c) { return [] }
        var title: TextValue?
        var symbol: TextValue?
        if let first = c.first, !first.is(ClosureExprSyntax.self) {
            title = c.text(first)
            if let s = c.argument("systemImage") { symbol = c.text(s) }
        } else if c.name == "ShareLink", c.call.trailingClosure == nil, c.closure("label") == nil {
            // `ShareLink(item:)` without a label of its own: the system's "Share" with its symbol.
            title = TextValue("Share")
            symbol = TextValue("square.and.arrow.up")
        } else if c.name == "EditButton" {
            title = TextValue("Edit")
        } else if c.name == "PasteButton" {
            title = TextValue("Paste")
        }
        let closure = labelClosure(c)
        let titleForStyle = title
        let makeLabel: (Environment) -> [ViewNode] = { env in
            var e = env
            e.inButtonLabel = true
            if let closure { return t.views(closure.statements, c.scope, e) }
            return titleForStyle.map { [t.textNode($0, e, c.location)] } ?? []
        }
        // A project style draws the label in its own environment, as many times as its body shows it: the label is made
        // there, not also here.
        if case .project(let type, let call, let scope)? = c.env.buttonStyle, type.styleKind?.hasSuffix("ButtonStyle") ?? false,
            let styled = StyleBodies.button(type, call, scope, label: makeLabel, c)
        {
            return styled
        }
        let label = makeLabel(c.env)
        var symbolOnly = false
        /// The font of a symbol drawn alone as the label (`Image(systemName:).font(.system(size: 22))`): it, not the
        /// button's, sizes the symbol.
        var labelStyle: SpecNode?
        /// The one text or label the closure draws: its own font (`Text("Save").font(.headline)`) is the title's.
        var labelText: ViewNode?
        if title == nil, closure != nil {
            // A label of one text, one label or one symbol is the button's title; anything else is drawn as written.
            if label.count == 1, label[0].kind == .text, label[0].wrappers.isEmpty, let s = label[0].scalarText {
                title = TextValue(s, guessed: label[0].guessed.contains(.text))
                labelText = label[0]
            } else if label.count == 1, label[0].kind == .label, let s = label[0].scalarText {
                title = TextValue(s, guessed: label[0].guessed.contains(.text))
                labelText = label[0]
                if case .scalar(let sym, _)? = label[0].property(.systemImage)?.kind { symbol = TextValue(sym) }
            } else if label.count == 1, label[0].kind == .symbol, label[0].wrappers.isEmpty, let s = label[0].scalarText {
                // A symbol alone: drawn alone, the symbol's name its VoiceOver label.
                symbolOnly = true
                symbol = TextValue(s)
                labelStyle = label[0].property(.style)
                if case .scalar(let a, _)? = label[0].accessibility.first(where: { $0.0 == "label" })?.1.kind { title = TextValue(a) }
            } else {
                // The composed label is the button.
                var drawn = ViewNode.button(drawnBy: label, style: buttonStyleName(c), at: c.location, stackAt: c.location)
                if c.env.buttonStyleUnread { drawn.guessed.insert(.size) }
                return [drawn]
            }
        }
        if c.env.inList, c.name == "NavigationLink" || c.name == "Button", let title, symbol == nil,
            c.env.buttonStyle == nil || c.env.buttonStyle?.builtInName == "automatic"
        {
            // A list row that is a button or a navigation link: the row is the hit target (iOS draws it as a cell). With
            // `.buttonStyle(.plain)` or `.borderless` the button is only its label, as anywhere else.
            var v = labelText.flatMap { $0.kind == .text ? $0 : nil } ?? t.textNode(title, c.env, c.location)
            v.traits.append("button")
            if c.env.buttonStyleUnread { v.guessed.insert(.size) }
            return [v]
        }
        guard title != nil || symbol != nil else {
            c.note("a \(c.name) without a title or label the importer can read: a placeholder is audited")
            return [t.placeholder(c.location)]
        }
        let iconOnly = (c.env.labelStyleName == "iconOnly" || symbolOnly) && symbol != nil
        var v = ViewNode(.button, title.map { iconOnly ? .none : .scalar(Spec.string($0.string, c.location)) } ?? .none, at: c.location)
        var (style, guesses) = t.style(c.env, at: c.location)
        if let labelText, let own = labelText.property(.style) {
            style = own
            guesses = labelText.guessed.intersection([.font])
        }
        v.set(.style, labelStyle ?? style)
        v.guessed = guesses.union(title?.guessed == true && !iconOnly ? [.text] : [])
        // A style TypeRamp cannot read sizes the button its own way (its padding, its font): the default style's size
        // is a guess, and findings that rest on it are not proven.
        if c.env.buttonStyleUnread { v.guessed.insert(.size) }
        if let symbol {
            v.set(.systemImage, Spec.string(symbol.string, c.location))
            v.set(.iconSize, Spec.number(labelStyle.flatMap(symbolSize(style:)) ?? symbolSize(c.env), c.location))
        }
        if iconOnly, let title { v.setAccessibility("label", Spec.string(title.string, c.location)) }
        v.set(.buttonStyle, Spec.plain(buttonStyleName(c), c.location))
        return [v]
    }

    /// The screens format's name of the built-in button style in force: a style TypeRamp does not know (`.glass`) is
    /// audited as SwiftUI's automatic style, with a note (the screen was left out, as the decoder rejected the name).
    static func buttonStyleName(_ c: ViewCall) -> String {
        guard let name = c.env.buttonStyle?.builtInName else { return "automatic" }
        if ScreenKey.buttonStyles.contains(name) { return name }
        // iOS 26's Liquid Glass styles: Apple's documentation calls `.glass` similar to `.bordered` and `.glassProminent`
        // similar to `.borderedProminent`, which TypeRamp lays out in their place.
        if let similar = ["glass": "bordered", "glassProminent": "borderedProminent"][name] {
            c.note("the button style `.\(name)` is laid out as `.\(similar)`, which Apple's documentation calls it similar to", affectsLayout: false)
            return similar
        }
        c.note("the button style `.\(name)` is not one TypeRamp knows: SwiftUI's automatic style is audited")
        return "automatic"
    }

    /// Whether a navigation link's label is nothing: an empty title, or a label closure that is empty (`{}`) or draws
    /// only `EmptyView()`.
    static func isEmptyLabel(_ c: ViewCall) -> Bool {
        // `NavigationLink(destination: D(), isActive: $show)` with no title and no label at all: only an initializer whose
        // `Label` is `EmptyView` (one the app adds in `extension NavigationLink where Label == EmptyView`) takes none.
        if c.name == "NavigationLink", c.first == nil, c.call.trailingClosure == nil, c.call.additionalTrailingClosures.isEmpty,
            c.closure("label") == nil, c.argument("label") == nil
        {
            return true
        }
        if let first = c.first, let literal = first.as(StringLiteralExprSyntax.self) { return literal.literalText?.isEmpty == true }
        guard c.first == nil || c.first?.is(ClosureExprSyntax.self) == true, let closure = labelClosure(c) else { return false }
        let items = c.translator.project.activeItems(closure.statements)
        return items.allSatisfy { c.translator.expressionOf($0)?.trimmedText == "EmptyView()" }
    }

    /// The closure that draws the label: `label:`, or the trailing closure when the action is given by label
    /// (`Button(action:) { … }`), or a navigation link's or link's trailing closure when its title is not given.
    static func labelClosure(_ c: ViewCall) -> ClosureExprSyntax? {
        if let l = c.closure("label") { return l }
        let hasTitle = c.first.map { !$0.is(ClosureExprSyntax.self) } ?? false
        if hasTitle { return nil }
        switch c.name {
        // `Button(action: …) { label }`, `Button(intent: Refill()) { label }`.
        case "Button": return c.argument("action") != nil || c.argument("intent") != nil ? c.call.trailingClosure : nil
        case "NavigationLink":
            // `NavigationLink(destination: D()) { label }`, `NavigationLink(value:) { label }`; `NavigationLink { D() } label: { … }`
            // has its label in `label:`.
            return c.call.trailingClosure
        case "Link", "ShareLink": return c.call.trailingClosure
        default: return nil
        }
    }

    /// A button's SF Symbol side at Large: 1.2 em of the font it is drawn in (the text style's size at Large, from Apple's
    /// table), as `Image(systemName:)` is sized by its font.
    static func symbolSize(_ env: Environment) -> Double {
        switch env.font?.size {
        case .textStyle(let s)?: return (sizeAtLarge(textStyle: s) ?? 17) * symbolEm
        case .fixed(let size)?, .scaled(let size, _)?: return (size ?? 17) * symbolEm
        default: return 17 * symbolEm
        }
    }

    /// An SF Symbol's side in ems of its font (Layout's `Solve.symbolEm`, measured on iOS: docs/ios-defaults.md).
    static let symbolEm = 1.2

    /// A text style's size at Large, in points, from Apple's table (TypeRampMetrics); nil for a name that is not one.
    static func sizeAtLarge(textStyle name: String) -> Double? {
        TextStyle(parsing: name).flatMap { PlatformTable.ios.metrics($0, .large)?.size }
    }

    /// A symbol's side at Large from the style written on it: a text style (`title`, `title.emphasized`) or a size
    /// (`size: 22`); nil for a style TypeRamp does not know.
    static func symbolSize(style: SpecNode) -> Double? {
        switch style.kind {
        case .scalar(let name, _):
            return sizeAtLarge(textStyle: String(name.prefix { $0 != "." })).map { $0 * symbolEm }
        case .mapping(let pairs):
            guard let size = pairs.first(where: { (try? $0.key.string()) == "size" }), let text = try? size.value.string(), let n = Double(text)
            else { return nil }
            return n * symbolEm
        default: return nil
        }
    }
}
