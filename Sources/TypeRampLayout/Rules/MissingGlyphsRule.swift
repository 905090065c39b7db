import TypeRampCore
import TypeRampMetrics

/// `missing-glyphs`: characters no font of the cascade covers (they would show as boxes).
public struct MissingGlyphsRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .missingGlyphs }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        input.placed.compactMap { n in
            guard let t = n.text, t.measurement.missingGlyphs > 0 else { return nil }
            return input.finding(descriptor, n.node,
                                 "\(quoted(t.string)) has \(t.measurement.missingGlyphs) character(s) no font in the cascade covers")
        }
    }
}
