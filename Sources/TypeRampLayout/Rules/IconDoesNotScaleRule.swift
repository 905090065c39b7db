import TypeRampCore
import TypeRampMetrics

/// `icon-does-not-scale`: an icon pinned to a fixed size (`.frame(width: 20, height: 20)` around an image, or an image of
/// fixed size) beside text that grows with Dynamic Type, so the icon looks ever smaller next to its text.
///
/// It fires when a text in the same horizontal stack is drawn at a font size at least 1.5 times the icon's height. An SF
/// Symbol sized by its font (`Image(systemName:)` with `.font`), an `@ScaledMetric` length or a `scaledMetric` node keeps
/// up and is never reported.
public struct IconDoesNotScaleRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .iconDoesNotScale }

    /// The font size, as a multiple of the icon's height, from which the icon is reported.
    public static let ratio: Double = 1.5

    public func check(_ input: RuleInput) -> [Diagnostic] {
        let tree = input.tree
        var out: [Diagnostic] = []
        for id in input.placed([.frame, .image]) {
            guard let side = fixedIconHeight(id, tree), let stack = enclosingStack(id, tree),
                input.solved[stack].axis.map({ $0.axis == .horizontal }) ?? isHorizontal(tree[stack])
            else { continue }
            if tree.kind(id) == .image, let parent = tree.parent(id), tree.kind(parent) == .frame, fixedIconHeight(parent, tree) != nil { continue }
            let siblings = tree.subtree(stack).filter { !tree.isDescendant($0, of: id) && $0 != id }
            guard
                let text = siblings.compactMap({ s -> SolvedText? in
                    guard let t = input.solved.nodes[s.index].text, t.scales, input.solved[s].isPlaced else { return nil }
                    return t
                }).max(by: { $0.fontSize < $1.fontSize }), text.fontSize >= side * IconDoesNotScaleRule.ratio
            else { continue }
            out.append(
                input.finding(
                    descriptor, id,
                    "the icon stays \(formatDecimal(side)) pt while \(quoted(text.string)) beside it is drawn at \(formatDecimal(text.fontSize)) pt",
                    suggestion:
                        "scale the icon with its text: @ScaledMetric(relativeTo: .\(text.textStyle?.swiftUIName ?? "body")) var iconSize = \(formatDecimal(side)) and .frame(width: iconSize, height: iconSize) (YAML: scaledMetric: \(text.textStyle?.rawValue ?? "body")), or size an SF Symbol with .font"
                ))
        }
        return out
    }

    /// The fixed height of an icon node: a frame of fixed width and height around an image, or a fixed-size image; nil when
    /// the node is not an icon or its lengths scale.
    func fixedIconHeight(_ id: NodeID, _ tree: LayoutTree) -> Points? {
        let node = tree[id]
        guard node.lengthsRelativeTo == nil else { return nil }
        switch node.kind {
        case .frame(let spec, let child):
            guard let w = spec.width, let h = spec.height, w <= 64, h <= 64, child.lengthsRelativeTo == nil else { return nil }
            if case .image = child.kind { return h }
            return nil
        case .image(let image):
            if case .fixed(let size) = image.sizing, size.height <= 64 { return size.height }
            return nil
        default: return nil
        }
    }

    /// The stack the icon is a child of (through padding and frames).
    func enclosingStack(_ id: NodeID, _ tree: LayoutTree) -> NodeID? {
        var current = tree.parent(id)
        while let c = current {
            switch tree.kind(c) {
            case .hstack, .vstack, .stack: return c
            case .padding, .frame, .overlay, .background, .fixedSize: current = tree.parent(c)
            default: return nil
            }
        }
        return nil
    }

    func isHorizontal(_ node: Node) -> Bool {
        if case .stack(let s) = node.kind, case .horizontal = s.axis { return true }
        return false
    }
}
