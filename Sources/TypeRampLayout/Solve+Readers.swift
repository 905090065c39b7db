import TypeRampCore

// MARK: - Geometry readers

/// The geometry readers of a screen and the nodes whose lengths are read from them.
struct Readers {
    /// For each node with ``Node/readerLengths`` read from a reader (not the screen), by index: the nearest enclosing geometry reader's index, or nil when
    /// none encloses it (its reader lengths are then unknown).
    var readerOf: [Int: Int?] = [:]
    /// Each geometry reader with reader lengths inside, by index: the end of its subtree (node indices are in pre-order,
    /// so its descendants are the indices after it up to this one, excluded).
    var subtreeEnd: [Int: Int] = [:]
}

extension Solve {
    /// Indexes the geometry readers of `tree` that lengths inside read from.
    static func readers(_ tree: LayoutTree) -> Readers {
        var readers = Readers()
        func isReader(_ i: Int) -> Bool {
            if case .frame(let f, _) = tree.nodes[i].kind { return f.isGeometryReader }
            return false
        }
        // Screen lengths read the viewport, not a reader: a node with only those depends on no reader's size.
        for i in 0..<tree.count where tree.nodes[i].readerLengths.values.contains(where: { !$0.readsScreen }) {
            var p = tree.parents[i]
            while let q = p, !isReader(q.index) { p = tree.parents[q.index] }
            readers.readerOf[i] = .some(p?.index)
            guard let r = p?.index, readers.subtreeEnd[r] == nil else { continue }
            // In pre-order, a subtree ends after its last descendant: the last child's last child, and so on.
            var last = r
            while let child = tree.children[last].last { last = child.index }
            readers.subtreeEnd[r] = last + 1
        }
        return readers
    }

    /// Records that geometry reader `id` gives its content `width` × `height` now (nil in an axis offered no finite
    /// length). When that changes, what its subtree answered for the old size is forgotten: the lengths read from the
    /// reader, and so the sizes of the views that hold them, depend on it.
    func enterReader(_ id: NodeID, width: Points?, height: Points?) {
        guard let end = readers.subtreeEnd[id.index] else { return }
        if let current = readerSizes[id.index], current.width == width, current.height == height { return }
        readerSizes[id.index] = (width, height)
        for j in (id.index + 1)..<end {
            sizeMemo[j] = SizeMemo()
            axisMemo[j] = []
            lastStackLayout[j] = nil
        }
    }

    /// The length `slot` of node `id` read from its geometry reader: `.some(nil)` when unknown (no reader encloses it, or
    /// the reader was offered no finite length in that axis), nil when the node's `slot` is not a reader length.
    func readerLength(_ slot: ReaderLength.Slot, _ id: NodeID) -> Points?? {
        guard let l = tree.nodes[id.index].readerLengths[slot] else { return nil }
        // `UIScreen.main.bounds`: the viewport, whatever encloses the node.
        if l.readsScreen { return .some(l.resolved(width: context.viewport.size.width, height: context.viewport.size.height)) }
        guard let r = readers.readerOf[id.index] ?? nil, let size = readerSizes[r] else { return .some(nil) }
        return .some(l.resolved(width: size.width, height: size.height))
    }
}
