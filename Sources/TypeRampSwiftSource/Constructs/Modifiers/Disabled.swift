import SwiftSyntax
import TypeRampDecoding

/// `.disabled(_:)`: the views inside read `isEnabled` false from the environment (`@Environment(\.isEnabled)`), which a
/// design system's rows and styles test to draw less (a chevron left out, a dimmed label). SwiftUI's documentation: the
/// value is true by default, `disabled(true)` makes it false for every view inside, and `disabled(false)` inside a
/// disabled view does not enable it again. Draws nothing itself; a view disabled as written (`.disabled(true)`) has the
/// `notEnabled` trait (VoiceOver reads it "dimmed"), so no rule measures a control nobody can tap. A condition the
/// preview's data makes true is not enough: the app's data makes it false, when the control can be tapped.
enum DisabledModifier: ModifierConstruct {
    static let names = ["disabled"]
    static let documentation = ConstructDocumentation(
        swift: "`.disabled(_:)`", screens: "`accessibility: traits: [notEnabled]` for `.disabled(true)`",
        notes:
            "`@Environment(\\.isEnabled)` reads true in a preview, false inside `.disabled(true)` (a `.disabled(false)` inside it changes "
            + "nothing, as in SwiftUI); inside `.disabled(x)` of data TypeRamp does not know it is unknown, and a condition on it audits both "
            + "branches as variants")
    static let examples = [
        ConstructExample(swift: #"Text("A").disabled(true)"#, screens: "text: A\nstyle: body\naccessibility:\n  traits: [notEnabled]\n"),
        ConstructExample(swift: #"Text("A").disabled(false)"#, screens: "text: A\nstyle: body\n"),
    ]

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        // Only `.disabled(true)` as written: a condition the preview's data makes true (`.disabled(backCount == 0)`,
        // `.disabled(onTap == nil)`) is one the app's data makes false, when the control is tapped.
        guard let literal = m.first?.as(BooleanLiteralExprSyntax.self), literal.literal.tokenKind == .keyword(.true) else { return views }
        return views.map { view in
            view.mapBranches { v in
                var v = v
                if !v.traits.contains("notEnabled") { v.traits.append("notEnabled") }
                return v
            }
        }
    }

    static func environment(_ m: ModifierCall, _ env: inout Environment) {
        guard env.isEnabled != false, let first = m.first else { return }
        switch m.translator.value(first, m.scope)?.truth {
        case true?: env.isEnabled = false
        case false?: break
        case nil: env.isEnabled = nil
        }
    }

    /// Whether an `@Environment` property reads SwiftUI's `isEnabled` (`\.isEnabled`, `\EnvironmentValues.isEnabled`).
    static func readsIsEnabled(_ keyPath: ExprSyntax?) -> Bool { EnvironmentSetters.valueName(keyPath) == "isEnabled" }
}
