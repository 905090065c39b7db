import TypeRampCore
import TypeRampLayout

/// The texts and images (symbols included) a tree draws, in reading order: a text's content, `image NAME` for an
/// image, and with `progress` `progress` for a progress view. What a test of the importer expects a screen to show,
/// written from the Swift it imports.
func drawn(_ node: Node, progress: Bool = false) -> [String] {
    var out: [String] = []
    node.forEachNode {
        switch $0.kind {
        case .text(let t): out.append(t.content.baseText)
        case .image(let i): out.append("image \(i.name)")
        case .control(let c) where progress && c.kind == .progress: out.append("progress")
        default: break
        }
    }
    return out
}

/// The insets of every padding in a tree, outermost first.
func paddings(_ node: Node) -> [EdgeInsets] {
    var out: [EdgeInsets] = []
    node.forEachNode { if case .padding(let p, _) = $0.kind { out.append(p) } }
    return out
}
