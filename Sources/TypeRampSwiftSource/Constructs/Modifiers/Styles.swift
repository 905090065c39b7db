import SwiftSyntax
import TypeRampDecoding

/// `.buttonStyle`, `.labelStyle`, `.toggleStyle`, `.pickerStyle`, `.controlSize`: how the controls inside are drawn,
/// SwiftUI's built-in styles by name or the project's own (`struct PrimaryButtonStyle: ButtonStyle`, also as `.primary`
/// or `.primary(isDestructive: true)` through a static property or function).
enum StyleModifier: ModifierConstruct {
    static let names = ["buttonStyle", "labelStyle", "toggleStyle", "pickerStyle", "controlSize"]
    static let documentation = ConstructDocumentation(
        swift: "`.buttonStyle(…)`, `.labelStyle(…)`, `.toggleStyle(…)`, `.pickerStyle(…)`, `.controlSize(…)`",
        screens: "a button's `buttonStyle`; the project's styles drawn with their `makeBody(configuration:)`; a `segmented` picker",
        notes:
            "`configuration.label`, `.title`, `.icon`, `.isPressed` (false) are bound; `.pickerStyle(.segmented)` makes a picker a segmented control, its titles its label"
    )
    static let examples = [
        ConstructExample(
            swift: #"Button("Go") {}.buttonStyle(PillStyle())"#,
            screens:
                "vstack:\n- text: Go\n  style: body\n  padding: 12\nbuttonStyle: plain\naccessibility:\n  element: true\n  traits: [button]\n",
            declarations:
                "struct PillStyle: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label.padding(12) } }")
    ]

    static func environment(_ m: ModifierCall, _ env: inout Environment) {
        guard let first = m.first else { return }
        if m.name == "controlSize" {
            env.controlSize = memberName(first)
            return
        }
        if m.name == "pickerStyle" {
            // `.segmented`, `SegmentedPickerStyle()`: SwiftUI's styles by name.
            var name = memberName(first) ?? first.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText ?? ""
            if name.hasSuffix("PickerStyle") { name = String(name.dropLast("PickerStyle".count)) }
            env.pickerStyle = name.prefix(1).lowercased() + name.dropFirst()
            return
        }
        let style = resolve(first, m)
        switch m.name {
        case "buttonStyle":
            env.buttonStyle = style
            env.buttonStyleUnread = style == nil
        case "labelStyle": env.labelStyle = style
        case "toggleStyle": env.toggleStyle = style
        default: break
        }
    }

    /// SwiftUI's style types, by the name of the style they are (`BorderlessButtonStyle` is `.borderless`).
    static let builtInStyles = [
        "PlainButtonStyle": "plain", "BorderlessButtonStyle": "borderless", "BorderedButtonStyle": "bordered",
        "BorderedProminentButtonStyle": "borderedProminent", "DefaultButtonStyle": "automatic", "IconOnlyLabelStyle": "iconOnly",
        "TitleOnlyLabelStyle": "titleOnly", "TitleAndIconLabelStyle": "titleAndIcon", "SwitchToggleStyle": "switch",
        "ButtonToggleStyle": "button",
    ]

    /// `.bordered` → SwiftUI's style; `PrimaryStyle()`, `PrimaryStyle(tint: .red)` or `.primary` (a static returning the
    /// project's style) → the project's style.
    static func resolve(_ e: ExprSyntax, _ m: ModifierCall, depth: Int = 0) -> Environment.Style? {
        let t = m.translator
        // `var style = CategoryStyle(isSelected: false); …; .buttonStyle(style)`: the style the name was given.
        if depth < 8, let ref = e.as(DeclReferenceExprSyntax.self), case .lazy(let bound, let boundScope)? = m.scope.lookup(ref.baseName.text) {
            var inner = m
            inner.scope = boundScope
            return resolve(bound, inner, depth: depth + 1)
        }
        var expr = e
        var call: FunctionCallExprSyntax?
        if let c = expr.as(FunctionCallExprSyntax.self) {
            call = c
            expr = c.calledExpression
        }
        var name = expr.trimmedText
        if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        if name.hasPrefix("."), let member = expr.as(MemberAccessExprSyntax.self) {
            let caseName = member.declName.baseName.text
            // `.primary` declared as `extension ButtonStyle where Self == PrimaryStyle { static var primary: … }`.
            for (_, s) in t.project.statics(named: caseName) {
                // `extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { static var card: BorderlessButtonStyle
                // { .init() } }`: the SwiftUI style its declared type names.
                if let declared = s.type, let n = Self.builtInStyles[declared] { return .builtIn(n) }
                // `static var empty: EmptyStyle { .init() }`: the declared type's initializer.
                if let initial = s.initial ?? s.getter.flatMap({ t.singleExpression($0) }),
                    let c = initial.as(FunctionCallExprSyntax.self), let target = styleType(madeBy: c, declared: s.type, in: s.file, t)
                {
                    return .project(target, c, Scope(parent: nil, type: nil, file: s.file))
                }
            }
            // `.primary(isDestructive: true)`, a static function of such an extension: the style its one expression
            // makes, its parameters bound to the call's arguments (their defaults when left out).
            if let call, let style = madeByStaticFunction(caseName, call, m) { return style }
            return .builtIn(caseName)
        }
        if let type = t.project.resolveQualified(name, from: m.scope.typeContext, file: m.scope.file), type.styleKind != nil {
            return .project(type, call, m.scope)
        }
        let builtIn = Self.builtInStyles
        if let n = builtIn[name] ?? t.aliasTarget(name, m.scope).flatMap({ builtIn[$0] }) { return .builtIn(n) }
        m.note("the style `\(e.trimmedText.prefix(50))` is not in the given files: SwiftUI's default style is audited")
        return nil
    }

    /// The project's style type a call makes (`PrimaryStyle(…)`, or `.init(…)` and `Self(…)` of the `declared` type of
    /// the static that holds the call), resolved from `file`; nil when it makes none.
    static func styleType(madeBy call: FunctionCallExprSyntax, declared: String?, in file: SwiftFile, _ t: Translator) -> TypeDecl? {
        let callee = call.calledExpression.trimmedText
        guard let name = [".init", "Self", "Self.init"].contains(callee) ? declared : callee,
            let type = t.project.resolveQualified(name, from: nil, file: file), type.styleKind != nil
        else { return nil }
        return type
    }

    /// The style a static function named `name` of an extension of SwiftUI's style protocols returns, when its body is
    /// one expression that makes it (`PrimaryStyle(isDestructive: isDestructive)`, `.init(…)`, `Self(…)`) or its declared
    /// type is one of SwiftUI's styles; nil otherwise (the caller takes the name as a built-in style's).
    static func madeByStaticFunction(_ name: String, _ call: FunctionCallExprSyntax, _ m: ModifierCall) -> Environment.Style? {
        let t = m.translator
        for f in t.project.staticFunctions(named: name) where f.accepts(call.arguments.count) {
            if let declared = f.returnType, let n = builtInStyles[declared] { return .builtIn(n) }
            guard let made = t.singleExpression(f.body)?.as(FunctionCallExprSyntax.self),
                let target = styleType(madeBy: made, declared: f.returnType, in: f.file, t)
            else { continue }
            let scope = Scope(parent: nil, type: nil, file: f.file)
            t.bindParameters(f.parameters, call, m.scope, into: scope)
            return .project(target, made, scope)
        }
        return nil
    }
}
