import TypeRampCore
import TypeRampMetrics

/// `touch-target-too-small`: a button smaller than the hit target (HIG: 44 × 44 pt, or the threshold set).
public struct TouchTargetTooSmallRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .touchTargetTooSmall }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        let target = input.solved.thresholds.touchTarget
        let side = formatDecimal(target)
        return input.placed([.button]).compactMap { id in
            let n = input.solved[id]
            let area = TouchTargetTooSmallRule.hitArea(id, input)
            guard area.width < target - 0.001 || area.height < target - 0.001 else { return nil }
            return input.finding(
                descriptor, n.node,
                "button is \(formatDecimal(area.width)) × \(formatDecimal(area.height)) pt; controls need \(side) × \(side) pt",
                suggestion: "increase the content insets or add a minimum frame of \(side) × \(side) pt")
        }
    }

    /// Where a button can be tapped: its own frame, grown by the frames that wrap it (`frame: { minWidth: 44,
    /// minHeight: 44 }` around a button makes a 44 pt target, as a size constraint on a `UIButton` does); a button that
    /// is a list row is hit-tested as its whole cell.
    static func hitArea(_ id: NodeID, _ input: RuleInput) -> Size {
        let tree = input.tree
        var size = input.solved[id].frame.size
        var current = id
        while let parent = tree.parent(current) {
            switch tree.kind(parent) {
            case .frame:
                let f = input.solved[parent].frame.size
                size = Size(width: max(size.width, f.width), height: max(size.height, f.height))
                current = parent
                continue
            case .list:
                if let row = input.solved[parent].rows?.first(where: { $0.node == current }) {
                    size = Size(width: max(size.width, row.frame.width), height: max(size.height, row.frame.height))
                }
            default: break
            }
            break
        }
        return size
    }
}
