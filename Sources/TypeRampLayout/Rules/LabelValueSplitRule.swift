import TypeRampCore
import TypeRampMetrics

/// `label-value-split`: a visible text that labels another element (`labels: id`) while VoiceOver reads the two as
/// separate stops.
public struct LabelValueSplitRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .labelValueSplit }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        // Most screens label nothing this way: the elements are indexed only when one does.
        let labelling = input.visible.filter { input.tree[$0].accessibility.labels != nil }
        guard !labelling.isEmpty else { return [] }
        let elements = input.solved.accessibility.elements
        var byId: [String: AccessibilityElement] = [:]
        for i in elements.indices { if let id = elements[i].id, byId[id] == nil { byId[id] = elements[i] } }
        return labelling.compactMap { id in
            guard let target = input.tree[id].accessibility.labels, input.elementIndex[id.index] >= 0,
                case let label = elements[input.elementIndex[id.index]],
                let value = byId[target], value.node != label.node, !value.label.contains(label.label)
            else { return nil }
            return input.finding(
                descriptor, id, "“\(label.label)” labels '\(target)' but VoiceOver reads them as separate stops",
                fix: RuleFix(
                    screens: "group them (element: true on their stack) or use “\(label.label)” as the value's label",
                    swiftUI: "group them with .accessibilityElement(children: .combine), or use LabeledContent(\"\(label.label)\", value: …)"))
        }
    }
}

extension RuleID {
    /// `label-value-split`: a visible label and its value read as two VoiceOver stops.
    public static let labelValueSplit = RuleID(declaring: "label-value-split")
}

extension DiagnosticRule {
    /// `label-value-split`: a visible label and its value read as two VoiceOver stops.
    public static let labelValueSplit = DiagnosticRule(
        id: .labelValueSplit, severity: .warning, kind: .accessibility,
        summary: "A visible label and the value it describes are separate VoiceOver stops.",
        help: "Group them into one element (element: true) or use the label as the value's accessibilityLabel.",
        rationale:
            "A value read on its own (“$5”) means nothing until the next swipe says what it is; Apple's accessibility guidance "
            + "asks that a label and its value be read together. A warning: everything is still read.",
        swiftUI:
            "`LabeledContent` reads its label and value as one element; an `HStack` of two `Text`s is two stops unless "
            + "`.accessibilityElement(children: .combine)` joins them. The relation is written in the screens format (`labels:`).",
        fix: RuleFix(
            screens: "group them (element: true on their stack) or use the label as the value's label",
            swiftUI: "group them with .accessibilityElement(children: .combine), or use LabeledContent"),
        examples: [
            .screens(
                "hstack:\n  - ↓text: Price\n    accessibility: { labels: price }\n  - text: $5\n    id: price",
                "“Price” and “$5” are two stops."),
            .screens(
                "hstack:\n  - text: Price\n    accessibility: { labels: price }\n  - text: $5\n    id: price\naccessibility: { element: true }",
                "One element: “Price, $5”."),
            .swiftUI(#"LabeledContent("Price", value: "$5")"#, "LabeledContent reads its label and value together."),
        ])
}
