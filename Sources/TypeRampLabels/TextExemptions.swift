import TypeRampCore
import TypeRampLayout

/// The text exemptions of ``LargerTextSettings``, matched against the nodes of a screen.
///
/// An exemption `X` covers a node whose declared id is `X` (or `#X`), a text, button title or control label whose text
/// or localization key is `X`, everything inside such a node, and the modifiers (padding, frame, background, overlay)
/// wrapped around it, since findings on a badge often land on its padding or frame.
public struct TextExemptions: Sendable {
    private let byName: [String: LargerTextExemption]

    /// The text exemptions among `exemptions` (screen exemptions are the evaluation's).
    public init(_ exemptions: [LargerTextExemption]) {
        var byName: [String: LargerTextExemption] = [:]
        for e in exemptions {
            guard case .text(let name) = e.target else { continue }
            let key = name.hasPrefix("#") ? String(name.dropFirst()) : name
            if byName[key] == nil { byName[key] = e }
        }
        self.byName = byName
    }

    /// Whether there are none.
    public var isEmpty: Bool { byName.isEmpty }

    /// The exemption that names `node` itself (its id, text or key), if any.
    public func direct(_ node: Node) -> LargerTextExemption? {
        guard !byName.isEmpty else { return nil }
        if let id = node.id, let e = byName[id] ?? byName["#" + id] { return e }
        var contents: [TextContent] = []
        switch node.kind {
        case .text(let t): contents = [t.content]
        case .button(let b): contents = b.title.map { [$0] } ?? []
        case .control(let c): contents = [c.label, c.value].compactMap { $0 }
        default: break
        }
        for content in contents {
            if let e = byName[content.baseText] { return e }
            if case .key(let key, _) = content, let e = byName[key] { return e }
        }
        return nil
    }

    /// The exemption covering node `id` of `tree`: its own, a modifier's it wraps, or an ancestor's.
    public func exemption(for id: NodeID, in tree: LayoutTree) -> LargerTextExemption? {
        guard !byName.isEmpty else { return nil }
        // Down a chain of modifiers to the view they wrap.
        var wrapped: NodeID? = id
        while let w = wrapped {
            if let e = direct(tree[w]) { return e }
            wrapped = tree.kind(w).isModifier ? tree.children(w).first : nil
        }
        var ancestor = tree.parent(id)
        while let a = ancestor {
            if let e = direct(tree[a]) { return e }
            ancestor = tree.parent(a)
        }
        return nil
    }

    /// The exemptions that name no node of `trees`, in the order given: most likely a typo, reported as a note.
    public static func unmatched(_ exemptions: [LargerTextExemption], in trees: [LayoutTree]) -> [LargerTextExemption] {
        exemptions.filter { e in
            guard case .text = e.target else { return false }
            let one = TextExemptions([e])
            return !trees.contains { tree in tree.nodes.contains { one.direct($0) != nil } }
        }
    }
}
