import SwiftSyntax
import TypeRampDecoding

/// `Toggle`, with `.toggleStyle(…)`: the switch beside its label, a button (`.button`), or the project's `ToggleStyle`.
enum ToggleConstruct: ViewConstruct {
    static let names = ["Toggle"]
    static let documentation = ConstructDocumentation(
        swift: "`Toggle(_:isOn:)`, `Toggle(isOn:) { label }`", screens: "`toggle`",
        notes:
            "`.toggleStyle(.button)` is a button; a project `ToggleStyle` draws it with its `makeBody`, one accessibility element with the button trait"
    )
    static let examples = [
        ConstructExample(swift: #"Toggle("Wi-Fi", isOn: .constant(true))"#, screens: "toggle: Wi-Fi\nstyle: body\n"),
        // `.labelsHidden()`: the switch alone; VoiceOver still reads the label.
        ConstructExample(
            swift: #"Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden()"#,
            screens: "toggle: null\nstyle: body\naccessibility:\n  label: Wi-Fi\n"),
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        let t = c.translator
        var labelText: TextValue?
        var label: [ViewNode] = []
        if let first = c.first {
            labelText = c.text(first)
            label = [t.textNode(labelText!, c.env, c.location)]
        } else {
            label = c.translator.viewsForLater { c.content("label") }
            // A composed label (`HStack { Image(…); Text(…) }`, a helper view): VoiceOver reads its text.
            labelText = label.lazy.compactMap(\.firstText).first
        }
        switch c.env.toggleStyle {
        case .project(let type, let call, let scope)?:
            let isOn = c.argument("isOn").flatMap { t.value($0, c.scope) } ?? .unknown("isOn")
            let first = c.first, labelValue = labelText
            let makeLabel: (Environment) -> [ViewNode] = { env in
                if let labelValue, first != nil { return [t.textNode(labelValue, env, c.location)] }
                return c.content("label", env: env)
            }
            if let v = StyleBodies.toggle(type, call, scope, label: makeLabel, isOn: isOn, c) { return v }
        case .builtIn("button")?:
            var v = ViewNode(.button, labelText.map { .scalar(Spec.string($0.string, c.location)) } ?? .none, at: c.location)
            v.set(.style, t.style(c.env, at: c.location).0)
            v.set(.buttonStyle, Spec.plain("bordered", c.location))
            if labelText == nil { return label }
            return [v]
        default: break
        }
        // `.labelsHidden()`: the switch alone is drawn; its label is what VoiceOver reads.
        let shown = c.env.labelsHidden ? nil : labelText
        var v = ViewNode(.toggle, shown.map { .scalar(Spec.string($0.string, c.location)) } ?? .none, at: c.location)
        if c.env.labelsHidden { v.setAccessibility("label", Spec.string(labelText?.string ?? "", c.location)) }
        let (style, guesses) = t.style(c.env, at: c.location)
        v.set(.style, style)
        v.guessed = guesses.union(labelText?.guessed == true ? [.text] : [])
        return [v]
    }
}
