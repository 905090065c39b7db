import TypeRampCore
import TypeRampMetrics

/// `missing-glyphs`: characters no font of the cascade covers (they would show as boxes).
public struct MissingGlyphsRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .missingGlyphs }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        input.texts.compactMap { node, t in
            guard t.measurement.missingGlyphs > 0 else { return nil }
            return input.finding(
                descriptor, node,
                "\(quoted(t.string)) has \(t.measurement.missingGlyphs) character(s) no font in the cascade covers")
        }
    }
}
