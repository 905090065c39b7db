import TypeRampCore
import TypeRampMetrics

/// `label-value-split`: a visible text that labels another element (`labels: id`) while VoiceOver reads the two as
/// separate stops.
public struct LabelValueSplitRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .labelValueSplit }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        let elements = input.elementsByNode
        var byId: [String: AccessibilityElement] = [:]
        for e in input.solved.accessibility.elements { if let id = e.id, byId[id] == nil { byId[id] = e } }
        return input.visible.compactMap { id in
            guard let target = input.tree[id].accessibility.labels, let label = elements[id],
                let value = byId[target], value.node != label.node, !value.label.contains(label.label)
            else { return nil }
            return input.finding(
                descriptor, id, "“\(label.label)” labels '\(target)' but VoiceOver reads them as separate stops",
                suggestion: "group them (element: true on their stack) or use “\(label.label)” as the value's label")
        }
    }
}
