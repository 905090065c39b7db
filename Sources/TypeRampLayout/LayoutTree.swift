import TypeRampCore
import TypeRampMetrics

/// A node's place in its screen's ``LayoutTree``: its index in depth-first (pre-order) order; the root is 0.
///
/// Ids are dense, so per-node data of a solve lives in arrays indexed by them. They are stable for one tree; across
/// edits of a screen use ``LayoutTree/identity(of:)``.
public struct NodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The pre-order index.
    public let index: Int

    /// Creates an id from a pre-order index.
    public init(_ index: Int) { self.index = index }

    /// The root of every tree.
    public static let root = NodeID(0)

    public static func < (a: NodeID, b: NodeID) -> Bool { a.index < b.index }
    public var description: String { "node \(index)" }
}

/// Where a child of a list sits: its section and row, or the section's header or footer.
public struct ListPosition: Hashable, Sendable {
    /// Section index.
    public var section: Int
    /// Row index within the section; -1 for the header, -2 for the footer.
    public var row: Int
    /// True for a section header.
    public var isHeader: Bool { row == -1 }
    /// True for a section footer.
    public var isFooter: Bool { row == -2 }
    /// True for a row (not a header or footer).
    public var isRow: Bool { row >= 0 }

    /// A position: `row` -1 for the section's header, -2 for its footer.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }
}

/// A screen's node tree, indexed once: every node with its ``NodeID``, typed kind, parent, children, path,
/// identity, source location and the audit rules suppressed on it.
///
/// Built once per screen (not per cell) and shared, read-only, by every solve of that screen; solved layouts,
/// accessibility elements, suppressions and baselines refer to nodes through it, never by re-deriving paths.
public final class LayoutTree: Sendable {
    /// The screen the tree was built from.
    public let screen: Screen
    /// Every node by ``NodeID/index`` (each value still holds its subtree, shared, not copied).
    public let nodes: [Node]
    /// Each node's kind.
    public let kinds: [NodeKindName]
    /// Each node's parent; nil for the root.
    public let parents: [NodeID?]
    /// Each node's children in layout order (see ``NodeKind/children``).
    public let children: [[NodeID]]
    /// Each node's position path from the root: `vstack/hstack[1]/button[0]` (kind and index among its siblings).
    public let paths: [String]
    /// Each node's identity, the key findings, suppressions and baselines use (see ``identity(of:)``).
    public let identities: [String]
    /// The position of each child of a list in its sections (nil for nodes that are not a list's children).
    public let listPositions: [ListPosition?]
    /// Nodes by declared id (the first node declaring an id, when several do).
    public let nodesById: [String: NodeID]
    /// Audit rule ids suppressed at each node that has any: the screen's, its own, its ancestors' and, for a modifier
    /// (`padding`, `frame`), those of the node it wraps.
    private let suppressionsByNode: [Int: Set<String>]
    /// Text measurements the tree's solves may share (``LayoutSolver/solve(_:context:resources:glyphRuns:shared:)``),
    /// for a caller that solves it with one set of resources only, as an audit does: empty until such a solve fills it.
    public let sharedTextMeasurements = SharedTextMeasurements()

    /// Indexes `screen`'s tree.
    public init(_ screen: Screen) {
        var builder = Builder(screenSuppressions: Set(screen.suppressions))
        builder.add(
            screen.root, parent: nil, path: screen.root.kind.name, siblingIndex: 0, inherited: builder.screenSuppressions,
            listPosition: nil)
        self.screen = screen
        nodes = builder.nodes
        kinds = builder.kinds
        parents = builder.parents
        children = builder.children
        paths = builder.paths
        listPositions = builder.listPositions
        nodesById = builder.nodesById
        suppressionsByNode = builder.suppressions
        identities = Builder.identities(
            nodes: builder.nodes, kinds: builder.kinds, parents: builder.parents,
            children: builder.children, siblingIndices: builder.siblingIndices,
            firstWithId: builder.nodesById)
    }

    private init(copying tree: LayoutTree, nodes: [Node]) {
        screen = tree.screen
        self.nodes = nodes
        kinds = tree.kinds
        parents = tree.parents
        children = tree.children
        paths = tree.paths
        identities = tree.identities
        listPositions = tree.listPositions
        nodesById = tree.nodesById
        suppressionsByNode = tree.suppressionsByNode
    }

    /// The same tree with some leaves' own declarations replaced (a text's string), keeping every id, path and
    /// identity, so findings in one match findings in the other. `replacements` must not change a node's kind or
    /// children: an ancestor's value still holds the original leaf, which the solver does not read (it reads each node
    /// by its id).
    public func replacingLeaves(_ replacements: [NodeID: Node]) -> LayoutTree {
        var copy = nodes
        for (id, node) in replacements {
            precondition(node.kind.kindName == kinds[id.index] && node.kind.children.isEmpty, "only a leaf's declarations are replaced")
            copy[id.index] = node
        }
        return LayoutTree(copying: self, nodes: copy)
    }

    /// The number of nodes.
    public var count: Int { nodes.count }
    /// Every id, root first.
    public var ids: [NodeID] { (0..<nodes.count).map(NodeID.init) }

    /// The node with `id`.
    public subscript(id: NodeID) -> Node {
        // Read in place: `tree[id].accessibility.hidden` copies nothing of the node.
        _read { yield nodes[id.index] }
    }
    /// The kind of `id`.
    public func kind(_ id: NodeID) -> NodeKindName { kinds[id.index] }
    /// The parent of `id`, nil for the root.
    public func parent(_ id: NodeID) -> NodeID? { parents[id.index] }
    /// The children of `id`.
    public func children(_ id: NodeID) -> [NodeID] { children[id.index] }
    /// The position path of `id`.
    public func path(_ id: NodeID) -> String { paths[id.index] }
    /// Where `id` was declared.
    public func location(_ id: NodeID) -> SourceLocation? { nodes[id.index].location }

    /// The identity of `id`: what a finding on it is keyed and fingerprinted by.
    ///
    /// - A node with a declared id (the first one, when several share it) is `#id`; else a node with an ``Node/anchor`` (its
    ///   place in Swift source) is `@anchor`.
    /// - A modifier wrapping such a node (its `padding` or `frame`) is the wrapped node's identity followed by
    ///   `<padding` or `<frame`, so it moves with the node it belongs to.
    /// - Any other node is its parent's identity followed by `/kind[index]`; the root without an id is its kind name.
    ///
    /// So a node keeps its identity when nodes are added or removed anywhere except between it and the nearest
    /// ancestor (or itself) that declares an id; renaming that id, or changing the node's kind, changes it.
    public func identity(of id: NodeID) -> String { identities[id.index] }

    /// Whether `rule` is suppressed at `id`.
    public func isSuppressed(_ rule: String, at id: NodeID) -> Bool {
        suppressionsByNode[id.index]?.contains(rule) ?? screen.suppressions.contains(rule)
    }

    /// The node whose own `suppress` list silences `rule` at `id`: `id` itself, a node a modifier on the way wraps, or
    /// the nearest ancestor that names it; nil when only the screen's list does, or nothing does.
    ///
    /// What tells a used `// typeramp:disable` (or `suppress:`) from one that suppresses nothing.
    public func suppressingNode(_ rule: String, at id: NodeID) -> NodeID? {
        var current: NodeID? = id
        while let c = current {
            var wrapped: NodeID? = c
            while let w = wrapped {
                if nodes[w.index].suppressions.contains(rule) { return w }
                wrapped = kinds[w.index].isModifier ? children[w.index].first : nil
            }
            current = parents[c.index]
        }
        return nil
    }

    /// Every suppression a node of this tree declares in its own `suppress` list (not inherited), in node order.
    public var declaredSuppressions: [(rule: String, node: NodeID)] {
        ids.flatMap { id in nodes[id.index].suppressions.map { (rule: $0, node: id) } }
    }

    /// Whether `descendant` is `ancestor` or lies below it.
    public func isDescendant(_ descendant: NodeID, of ancestor: NodeID) -> Bool {
        var current: NodeID? = descendant
        while let c = current {
            if c == ancestor { return true }
            if c < ancestor { return false }  // pre-order: ancestors have smaller indices
            current = parents[c.index]
        }
        return false
    }

    /// The axis of the stack `id` sits in directly (adaptive stacks as `.adaptive`); nil outside stacks.
    public func parentStackAxis(_ id: NodeID) -> StackAxis? {
        guard let p = parents[id.index], case .stack(let s) = nodes[p.index].kind else { return nil }
        return s.axis
    }

    /// Every id in the subtree of `id` (itself included), in pre-order.
    public func subtree(_ id: NodeID) -> [NodeID] {
        var out: [NodeID] = []
        var stack = [id]
        while let n = stack.popLast() {
            out.append(n)
            stack.append(contentsOf: children[n.index].reversed())
        }
        return out
    }

    // MARK: - Building

    private struct Builder {
        let screenSuppressions: Set<String>
        var nodes: [Node] = []
        var kinds: [NodeKindName] = []
        var parents: [NodeID?] = []
        var children: [[NodeID]] = []
        var paths: [String] = []
        var listPositions: [ListPosition?] = []
        var siblingIndices: [Int] = []
        var nodesById: [String: NodeID] = [:]
        var suppressions: [Int: Set<String>] = [:]

        init(screenSuppressions: Set<String>) { self.screenSuppressions = screenSuppressions }

        /// The suppressions a modifier takes from the chain of nodes it wraps.
        static func wrapped(_ node: Node) -> [String] {
            guard node.kind.kindName.isModifier, let child = node.kind.children.first else { return [] }
            return child.suppressions + wrapped(child)
        }

        @discardableResult
        mutating func add(
            _ node: Node, parent: NodeID?, path: String, siblingIndex: Int, inherited: Set<String>,
            listPosition: ListPosition?
        ) -> NodeID {
            let id = NodeID(nodes.count)
            nodes.append(node)
            kinds.append(node.kind.kindName)
            parents.append(parent)
            children.append([])
            paths.append(path)
            listPositions.append(listPosition)
            siblingIndices.append(siblingIndex)
            if let declared = node.id, nodesById[declared] == nil { nodesById[declared] = id }
            var all = inherited
            all.formUnion(node.suppressions)
            all.formUnion(Builder.wrapped(node))
            if !all.isEmpty { suppressions[id.index] = all }

            let kids = node.kind.children
            var positions: [ListPosition?] = Array(repeating: nil, count: kids.count)
            if case .list(let list) = node.kind {
                var i = 0
                for (s, section) in list.sections.enumerated() {
                    if section.header != nil { positions[i] = ListPosition(section: s, row: -1); i += 1 }
                    for r in section.rows.indices { positions[i] = ListPosition(section: s, row: r); i += 1 }
                    if section.footer != nil { positions[i] = ListPosition(section: s, row: -2); i += 1 }
                }
            }
            var childIds: [NodeID] = []
            childIds.reserveCapacity(kids.count)
            for (i, child) in kids.enumerated() {
                childIds.append(
                    add(
                        child, parent: id, path: "\(path)/\(child.kind.name)[\(i)]", siblingIndex: i, inherited: all,
                        listPosition: positions[i]))
            }
            children[id.index] = childIds
            return id
        }

        /// Identities (see ``LayoutTree/identity(of:)``): a pre-order pass, since a node's identity needs its
        /// parent's, with modifiers looking down their chain for a declared id first.
        static func identities(
            nodes: [Node], kinds: [NodeKindName], parents: [NodeID?], children: [[NodeID]],
            siblingIndices: [Int], firstWithId: [String: NodeID]
        ) -> [String] {
            var out = [String](repeating: "", count: nodes.count)
            func declared(_ i: Int) -> String? {
                if let id = nodes[i].id, firstWithId[id]?.index == i { return "#" + id }
                if let anchor = nodes[i].anchor { return "@" + anchor }
                return nil
            }
            /// The identity a modifier chain takes from the first node below it that declares an id.
            func fromWrapped(_ i: Int) -> String? {
                guard kinds[i].isModifier, let child = children[i].first?.index else { return nil }
                if let d = declared(child) { return d + "<" + kinds[i].rawValue }
                return fromWrapped(child).map { $0 + "<" + kinds[i].rawValue }
            }
            for i in nodes.indices {
                if let d = declared(i) {
                    out[i] = d
                } else if let w = fromWrapped(i) {
                    out[i] = w
                } else if let p = parents[i] {
                    out[i] = out[p.index] + "/" + kinds[i].rawValue + "[\(siblingIndices[i])]"
                } else {
                    out[i] = kinds[i].rawValue
                }
            }
            return out
        }
    }
}
