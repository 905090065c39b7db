import SwiftSyntax
import TypeRampDecoding

/// What VoiceOver reads: `.accessibilityLabel`, `Hint`, `Value`, `Hidden`, `Element(children:)`, `InputLabels`,
/// `Action(named:)`; `.accessibilitySortPriority` and `.accessibilityRotor` are noted.
enum AccessibilityModifier: ModifierConstruct {
    static let names = [
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityHidden", "accessibilityElement", "accessibilityInputLabels",
        "accessibilityAction", "accessibilityActions", "accessibilitySortPriority", "accessibilityRotor", "accessibility",
    ]
    static let documentation = ConstructDocumentation(
        swift: "`.accessibilityLabel`, `Hint`, `Value`, `Hidden`, `Element(children:)`, `InputLabels`, `Action(named:)`",
        screens: "`accessibility:` (`label`, `hint`, `value`, `hidden`, `element`, `labels`, `actions`)",
        notes: "`accessibilitySortPriority` and custom rotors in Swift are not modelled (a note)")
    static let examples = [
        ConstructExample(
            swift: #"Image(systemName: "heart").accessibilityLabel("Favourite")"#,
            screens: "symbol: heart\nstyle: body\naccessibility:\n  label: Favourite\n")
    ]

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        let t = m.translator
        let first = m.first
        let location = m.location
        if m.name == "accessibilitySortPriority" {
            m.note("accessibilitySortPriority is not modelled: VoiceOver order is audited as laid out", affectsLayout: false)
            return views
        }
        if m.name == "accessibilityRotor" {
            m.note("custom rotors in Swift are not imported", affectsLayout: false)
            return views
        }
        return views.map { view in
            view.mapBranches { v in
                var v = v
                switch m.name {
                case "accessibilityLabel", "accessibility":
                    if let label = m.argument(m.name == "accessibility" ? "label" : nil) ?? first {
                        v.setAccessibility("label", Spec.string(t.text(label, m.scope).string, location))
                    }
                case "accessibilityHint":
                    if let first { v.setAccessibility("hint", Spec.string(t.text(first, m.scope).string, location)) }
                case "accessibilityValue":
                    if let first { v.setAccessibility("value", Spec.string(t.text(first, m.scope).string, location)) }
                case "accessibilityHidden":
                    if first.map({ t.value($0, m.scope)?.truth ?? true }) ?? true { v.setAccessibility("hidden", Spec.plain("true", location)) }
                case "accessibilityElement":
                    let children = memberName(m.argument("children")) ?? "ignore"
                    if children == "combine" || children == "ignore" { v.setAccessibility("element", Spec.plain("true", location)) }
                case "accessibilityInputLabels":
                    if let array = first?.as(ArrayExprSyntax.self), let label = array.elements.first {
                        v.setAccessibility("labels", Spec.string(t.text(label.expression, m.scope).string, location))
                    }
                case "accessibilityAction", "accessibilityActions":
                    let name = m.argument("named").map { t.text($0, m.scope).string } ?? memberName(first) ?? "action"
                    var actions: [SpecNode] = []
                    if case .sequence(let items)? = v.accessibility.first(where: { $0.0 == "actions" })?.1.kind { actions = items }
                    actions.append(Spec.string(name, location))
                    v.setAccessibility("actions", Spec.list(actions, location))
                default: break
                }
                return v
            }
        }
    }
}
