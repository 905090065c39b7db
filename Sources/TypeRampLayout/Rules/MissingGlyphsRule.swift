import TypeRampCore
import TypeRampMetrics

/// `missing-glyphs`: characters no font of the cascade covers (they would show as boxes).
public struct MissingGlyphsRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .missingGlyphs }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        input.texts(where: { _, t in t.measurement.missingGlyphs > 0 }).map { node, t in
            input.finding(
                descriptor, node,
                "\(quoted(t.string)) has \(t.measurement.missingGlyphs) character(s) no font in the cascade covers")
        }
    }
}

extension RuleID {
    /// `missing-glyphs`: characters no font of the cascade covers.
    public static let missingGlyphs = RuleID(declaring: "missing-glyphs")
}

extension DiagnosticRule {
    /// `missing-glyphs`: characters no font of the cascade covers.
    public static let missingGlyphs = DiagnosticRule(
        id: .missingGlyphs, severity: .error, kind: .layout,
        summary: "No font in the cascade has a character of the text.",
        help: "Add a font covering the script to the fallback cascade.",
        rationale:
            "A character no font has is drawn as an empty box (“tofu”): the text cannot be read. TypeRamp lays text out with "
            + "the bundled fonts (Inter, Noto Sans with Arabic, Hebrew, Devanagari and Thai) and the ramp's own; a script none "
            + "of them covers is reported. An error: the text is unreadable.",
        swiftUI:
            "On a device, iOS falls back to its own fonts for scripts a custom font lacks; TypeRamp falls back to the bundled "
            + "fonts and the ramp's cascade only, so a finding on Swift code names a script TypeRamp cannot measure.",
        fix: RuleFix(
            screens: "add a font covering the script to the fallback cascade",
            swiftUI: "add a font covering the script to the type ramp's fallback cascade, so TypeRamp can measure it"),
        // On iOS a character the app's fonts lack is drawn from the system's own fonts, which TypeRamp does not bundle.
        unverifiedInSwift: "the fonts iOS falls back to for characters the app's fonts lack (emoji and scripts TypeRamp does not bundle)",
        examples: [
            .screens("↓text: 東京の天気", "No bundled font has Japanese."),
            .screens("text: Tokyo weather", "Latin letters are in Inter."),
            .screens("text: مرحبا بالعالم", "Noto Sans Arabic is in the cascade."),
            .swiftUI(#"↓Text("東京の天気")"#, "No bundled font has Japanese."),
            .swiftUI(#"Text("Tokyo weather")"#, "Latin letters are in Inter."),
        ])
}
