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
        input.visible.compactMap { id in
            guard input.tree.kind(id) == .text, case .text(let t) = input.tree[id].kind,
                input.element(id, satisfies: { !$0.traits.contains(.header) }),
                HeaderWithoutTraitRule.looksLikeTitle(t.style, input.solved[id].text),
                HeaderWithoutTraitRule.standsAlone(id, input)
            else { return nil }
            let label = input.solved.accessibility.elements[input.elementIndex[id.index]].label
            return input.finding(
                descriptor, id, "“\(label)” is styled \(t.style) but is not a header",
                fix: descriptor.fix)
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

extension RuleID {
    /// `header-without-trait`: text styled as a title that is not a header.
    public static let headerWithoutTrait = RuleID(declaring: "header-without-trait")
}

extension DiagnosticRule {
    /// `header-without-trait`: text styled as a title that is not a header.
    public static let headerWithoutTrait = DiagnosticRule(
        id: .headerWithoutTrait, severity: .warning, kind: .accessibility,
        summary: "Text styled as a title is not marked as a header.",
        help: "Add the header trait so the headings rotor reaches it.",
        rationale:
            "VoiceOver users move between the parts of a screen with the headings rotor; a title that looks like a heading but "
            + "lacks the header trait is not on it. Apple's HIG (Accessibility, VoiceOver) asks that headings be marked. A "
            + "warning: the text is still read, in order. A title-styled name beside an avatar or in a list row is a label of "
            + "its row, not a heading, and is not reported.",
        swiftUI:
            "SwiftUI marks navigation titles and `Section` headers as headers itself; a `Text` with `.font(.title)` is not one "
            + "until `.accessibilityAddTraits(.isHeader)` (or `.accessibilityHeading`) says so.",
        fix: RuleFix(screens: "add the header trait (accessibility: { traits: [header] })", swiftUI: "add .accessibilityAddTraits(.isHeader)"),
        guessesItDependsOn: [.view, .text],
        // On real apps' Swift most title-styled texts it flagged were meant as labels, not headings (docs/real-apps.md).
        unverifiedInSwift:
            "whether this text is a heading: TypeRamp guesses so from its title style (mark it with `.accessibilityAddTraits(.isHeader)` if it is)",
        examples: [
            .screens("↓text: Account\nstyle: title1", "A title-styled text standing alone, not on the headings rotor."),
            .screens("text: Account\nstyle: title1\naccessibility: { traits: [header] }", "Marked as a header."),
            .screens(
                "hstack:\n  - image: avatar\n    size: 40\n  - text: Grace Hopper\n    style: title2",
                "A name beside an avatar labels its row; it is not a heading."),
            .swiftUI(#"↓Text("Account").font(.title)"#, "A title-styled text without the header trait."),
            .swiftUI(#"Text("Account").font(.title).accessibilityAddTraits(.isHeader)"#, "Marked as a header."),
            .swiftUI(
                """
                HStack {
                    Image(systemName: "person.circle")
                    Text("Grace Hopper").font(.title2)
                }
                """,
                "A name in a row, not a heading."),
        ])
}
