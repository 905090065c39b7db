import SwiftSyntax
import TypeRampDecoding

/// `.environment(\.dynamicTypeSize, …)`, `.environment(\.sizeCategory, …)`, `.environment(\.font, …)`: environment values
/// that decide sizes; others (`\.locale`, `\.colorScheme`, objects) change nothing TypeRamp measures.
enum EnvironmentModifier: ModifierConstruct {
    static let names = ["environment", "environmentObject", "transformEnvironment"]
    static let documentation = ConstructDocumentation(
        swift: "`.environment(\\.dynamicTypeSize, .large)`, `.environment(\\.font, …)`", screens: "the subtree's category; the font handed down",
        notes: "the app's own environment values (declared in `extension EnvironmentValues`) are handed down to the `@Environment` properties "
            + "of the views inside; SwiftUI's other values and objects are ignored without a note")
    static let examples = [
        ConstructExample(swift: #"Text("A").environment(\.dynamicTypeSize, .large)"#, screens: "text: A\nstyle: body\ndynamicTypeSize: l...l\n")
    ]

    static func environment(_ m: ModifierCall, _ env: inout Environment) {
        guard m.name == "environment", m.arguments.count == 2, let key = m.first?.trimmedText, let value = m.arguments.last?.expression else {
            return
        }
        if key.hasSuffix(".font") { env.font = m.translator.font(value, m.scope) }
        if let name = EnvironmentSetters.valueName(m.first), m.translator.project.declaresEnvironmentValue(name) {
            // The app's own value: the views inside read it (``Translator/appEnvironmentValue(_:_:)``).
            env.appValues[name] = (value, m.scope)
        }
        if key.hasSuffix(".lineLimit"), let n = m.translator.number(value, m.scope), let lines = m.translator.checkedInt(n), lines >= 0 {
            env.lineLimit = Spec.number(Double(lines), m.location)
        }
    }

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        guard m.name == "environment", m.arguments.count == 2, let key = m.first?.trimmedText,
            key.hasSuffix("dynamicTypeSize") || key.hasSuffix("sizeCategory"),
            let category = memberName(m.arguments.last?.expression).flatMap({ Conditions.categoryNames[$0] })
        else { return views }
        let name = Conditions.shortNames[category]
        return views.map {
            $0.mapBranches { v in
                var v = v
                v.setCommon(.dynamicTypeSize, Spec.plain("\(name)...\(name)", m.location))
                return v
            }
        }
    }
}
