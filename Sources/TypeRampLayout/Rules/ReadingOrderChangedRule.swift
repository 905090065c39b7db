import TypeRampCore
import TypeRampMetrics

/// `reading-order-changed`: VoiceOver reads two elements in one order at the reference category and in the other
/// once a stack containing both has changed axis (a row that became a column, or back).
///
/// For each stack whose axis differs from the reference cell's, the elements inside it (by node) are compared in
/// both cells; the first pair read in the opposite order, in today's reading order, is the finding, on the deepest
/// changed stack that contains both. Needs the reference cell (``RuleInput/reference``); silent without it.
public struct ReadingOrderChangedRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .readingOrderChanged }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        guard let reference = input.reference, reference.context.category != input.solved.context.category else { return [] }
        let solved = input.solved, tree = input.tree
        let changed = solved.nodes.filter { n in
            guard n.isPlaced, let axis = n.axis?.axis, reference[n.node].isPlaced, let before = reference[n.node].axis?.axis else { return false }
            return axis != before
        }.map(\.node)
        guard !changed.isEmpty else { return [] }
        var referencePosition: [NodeID: Int] = [:]
        for (i, e) in reference.accessibility.elements.enumerated() where referencePosition[e.node] == nil { referencePosition[e.node] = i }
        let common = solved.accessibility.elements.filter { referencePosition[$0.node] != nil }
        /// The deepest changed stack containing the element's node.
        func changedAncestors(_ node: NodeID) -> [NodeID] { changed.filter { tree.isDescendant(node, of: $0) } }
        var out: [Diagnostic] = []
        for stack in changed {
            let inside = common.filter { tree.isDescendant($0.node, of: stack) }
            guard inside.count > 1 else { continue }
            search: for i in inside.indices {
                for j in (i + 1)..<inside.count {
                    let a = inside[i], b = inside[j]  // a before b now
                    guard referencePosition[a.node]! > referencePosition[b.node]! else { continue }
                    // Attributed to the deepest changed stack holding both.
                    let both = Set(changedAncestors(a.node)).intersection(changedAncestors(b.node))
                    guard both.max() == stack else { continue }
                    let axis = solved[stack].axis!.axis
                    // VoiceOver's order inside the stack, numbered, before and after: what a reviewer checks.
                    let before = inside.sorted { referencePosition[$0.node]! < referencePosition[$1.node]! }
                    func numbered(_ list: [AccessibilityElement]) -> String {
                        list.enumerated().map { "\($0.offset + 1). \(short($0.element.label))" }.joined(separator: ", ")
                    }
                    out.append(
                        input.finding(
                            descriptor, stack,
                            "VoiceOver reads “\(short(b.label))” before “\(short(a.label))” at \(reference.context.category.uikitName) but after it at \(solved.context.category.uikitName), where the stack is \(axis.rawValue): before \(numbered(before)); after \(numbered(inside))",
                            suggestion:
                                "give the stack an explicit order (accessibility: { order: [...] }) or group its children so both layouts read the same"
                        ))
                    break search
                }
            }
        }
        return out
    }

    func short(_ label: String) -> String { label.count > 40 ? String(label.prefix(37)) + "…" : label }
}
