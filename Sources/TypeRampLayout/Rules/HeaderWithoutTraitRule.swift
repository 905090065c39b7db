import TypeRampCore
import TypeRampMetrics

/// `header-without-trait`: a text styled as a title (a title or large-title text style, or a ramp style relative to
/// one) that VoiceOver does not announce as a heading.
public struct HeaderWithoutTraitRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .headerWithoutTrait }

    static let titles: Set<TextStyle> = [.extraLargeTitle, .extraLargeTitle2, .largeTitle, .title1, .title2, .title3]

    public func check(_ input: RuleInput) -> [Diagnostic] {
        let elements = input.elementsByNode
        return input.visible.compactMap { id in
            guard case .text(let t) = input.tree[id].kind, let e = elements[id], !e.traits.contains(.header),
                  HeaderWithoutTraitRule.looksLikeTitle(t.style, input.solved[id].text) else { return nil }
            return input.finding(descriptor, id, "“\(e.label)” is styled \(t.style) but is not a header",
                                 suggestion: "add the header trait (accessibility: { traits: [header] })")
        }
    }

    /// Whether a style reads as a title: an Apple title style, a ramp style relative to one, or (for a ramp style
    /// without `relativeTo`) a name starting with "title" or "heading".
    static func looksLikeTitle(_ style: StyleReference, _ text: SolvedText?) -> Bool {
        switch style {
        case .textStyle(let s, _): return titles.contains(s)
        case .ramp(let name):
            if let followed = text?.textStyle { return titles.contains(followed) }
            return name.lowercased().hasPrefix("title") || name.lowercased().hasPrefix("heading")
        case .scaled(_, _, let s): return titles.contains(s)
        case .fixed: return false
        }
    }
}
