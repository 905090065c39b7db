import TypeRampCore
import TypeRampMetrics

/// `header-without-trait`: a text styled as a title (a title or large-title text style, or a ramp style relative to
/// one) that stands alone as a heading and that VoiceOver does not announce as one.
///
/// A text stands alone as a heading when no horizontal (or adaptive) stack, list row, grid or labeled content contains
/// it. A title-styled name beside an avatar or a price in a row are labels of their row, not headings, and are not
/// reported.
public struct HeaderWithoutTraitRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .headerWithoutTrait }

    static let titles: Set<TextStyle> = [.extraLargeTitle, .extraLargeTitle2, .largeTitle, .title1, .title2, .title3]

    public func check(_ input: RuleInput) -> [Diagnostic] {
        let elements = input.elementsByNode
        return input.visible.compactMap { id in
            guard case .text(let t) = input.tree[id].kind, let e = elements[id], !e.traits.contains(.header),
                HeaderWithoutTraitRule.looksLikeTitle(t.style, input.solved[id].text),
                HeaderWithoutTraitRule.standsAlone(id, input)
            else { return nil }
            return input.finding(
                descriptor, id, "“\(e.label)” is styled \(t.style) but is not a header",
                suggestion: "add the header trait (accessibility: { traits: [header] })")
        }
    }

    /// Whether the text stands alone: no horizontal (or adaptive) stack and no list row contains it.
    static func standsAlone(_ id: NodeID, _ input: RuleInput) -> Bool {
        let tree = input.tree
        var current = tree.parent(id)
        while let node = current {
            switch tree.kind(node) {
            case .hstack, .list, .labeledContent, .button, .grid, .lazyVGrid: return false
            case .stack:
                if input.solved[node].axis?.axis == .horizontal { return false }
                if case .stack(let s) = tree[node].kind, case .adaptive = s.axis { return false }
            default: break
            }
            current = tree.parent(node)
        }
        return true
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
        case .italicized(let base): return looksLikeTitle(base, text)
        }
    }
}
