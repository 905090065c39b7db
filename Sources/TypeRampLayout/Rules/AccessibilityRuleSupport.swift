import TypeRampCore
import TypeRampMetrics

extension RuleInput {
    /// Whether each node is hidden from VoiceOver, itself or through an ancestor.
    var hiddenNodes: [Bool] {
        var hidden = [Bool](repeating: false, count: tree.count)
        for i in 0..<tree.count {
            hidden[i] = tree.nodes[i].accessibility.hidden || (tree.parents[i].map { hidden[$0.index] } ?? false)
        }
        return hidden
    }

    /// The accessibility element made from each node, by node.
    var elementsByNode: [NodeID: AccessibilityElement] {
        Dictionary(solved.accessibility.elements.map { ($0.node, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The placed nodes VoiceOver does not skip as hidden.
    var visibleNodes: [SolvedNode] {
        let hidden = hiddenNodes
        return placed.filter { !hidden[$0.node.index] }
    }
}
