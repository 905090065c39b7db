import TypeRampCore
import TypeRampMetrics

/// `unknown-style`: text naming a style its type ramp does not define (measured at body's size meanwhile).
///
/// Only the Swift DSL can name an unknown style: the screens format refuses one when it is decoded (a located error),
/// and the SwiftUI importer reads fonts, not ramp names. Its firing case is a DSL test (`RuleTests`).
public struct UnknownStyleRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .unknownStyle }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        input.texts(where: { _, t in t.unknownStyle }).map { node, t in
            input.finding(descriptor, node, "\(quoted(t.string)) uses a style the type ramp does not define")
        }
    }
}

extension RuleID {
    /// `unknown-style`: a style the type ramp does not define.
    public static let unknownStyle = RuleID(declaring: "unknown-style")
}

extension DiagnosticRule {
    /// `unknown-style`: a style the type ramp does not define.
    public static let unknownStyle = DiagnosticRule(
        id: .unknownStyle, severity: .error, kind: .layout,
        summary: "Text names a style the type ramp does not define.",
        help: "Add the style to the ramp or fix the name.",
        rationale:
            "A style name the ramp lacks is a typo or a style removed from the design system: the text is measured at body's "
            + "size meanwhile, so every other finding about it may be wrong. An error.",
        swiftUI:
            "Not reported on SwiftUI code: the importer reads fonts, not the ramp's names. The screens format refuses an unknown "
            + "name when it is decoded; only the Swift DSL (`text(_:style: .ramp(\"…\"))`) can reach this rule.",
        fix: RuleFix(screens: "add the style to the ramp or fix the name", swiftUI: "add the style to the ramp or fix the name"),
        guessesItDependsOn: [.view],
        examples: [
            .screens("text: Account\nstyle: title1", "An Apple text style is always known."),
            .swiftUI(#"Text("Account").font(.title)"#, "SwiftUI fonts are read as fonts, never as ramp names."),
        ])
}
