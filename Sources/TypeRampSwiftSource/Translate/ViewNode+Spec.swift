import TypeRampCore
import TypeRampDecoding

/// Writes translated views as the screens format's spec tree (what Layout's decoder reads), every node with a `source`
/// key giving its Swift location, the rules suppressed on its line and what was guessed about it.
struct SpecEmitter {
    /// The rule ids suppressed on a Swift location's line (`// typeramp:disable` directives).
    let suppressions: (SourceLocation) -> [String]
    /// How deep the tree may nest before the rest is cut (the screens format's own nesting limit, `TYPERAMP_MAX_DEPTH`).
    let maximumDepth: Int
    /// Called once for a subtree cut at the depth limit.
    let cut: (SourceLocation) -> Void
    /// The anchor of the view written at a Swift location (``Anchors``), nil when there is none.
    var anchor: (SourceLocation) -> String? = { _ in nil }
    /// What a Swift location says about where its views are shown, as guesses: `preview` in code only previews run
    /// (``PreviewOnlyCode``), `menu` in a view only menus show (``MenuOnlyCode``), `artwork` in a view rendered to a
    /// picture (``ArtworkCode``), `debug` in code only debug builds compile (``DebugOnlyCode``), `otherPlatform` in a
    /// file written for another platform.
    var shownAs: (SourceLocation) -> Set<GuessKind> = { _ in [] }

    func spec(_ v: ViewNode, depth: Int = 0) -> SpecNode {
        let l = v.location
        guard depth < maximumDepth else {
            cut(l)
            return Spec.map(
                [
                    (ScreenKind.zstack.rawValue, Spec.list([], l)), ("source", Spec.string(l.description, l)),
                    ("guessed", Spec.list([Spec.plain("view", l)], l)),
                ], l)
        }
        let next = depth + 1 + v.wrappers.count
        var entries: [(String, SpecNode)] = []
        let kind = v.isGridRow && v.kind == .hstack ? ScreenKind.hstack : v.kind
        switch v.content {
        case .none: entries.append((kind.rawValue, Spec.null(l)))
        case .scalar(let s): entries.append((kind.rawValue, s))
        case .children(let children): entries.append((kind.rawValue, Spec.list(children.map { spec($0, depth: next) }, l)))
        case .child(let child): entries.append((kind.rawValue, spec(child, depth: next)))
        case .sections(let sections):
            entries.append(
                (
                    kind.rawValue,
                    Spec.list(
                        sections.map { s in
                            var e: [(String, SpecNode)] = []
                            if let h = s.header { e.append(("header", spec(h, depth: next + 1))) }
                            e.append(("rows", Spec.list(s.rows.map { spec($0, depth: next + 1) }, s.location)))
                            if let f = s.footer { e.append(("footer", spec(f, depth: next + 1))) }
                            return Spec.map(e, s.location)
                        }, l)
                ))
        case .rows(let rows):
            entries.append((kind.rawValue, Spec.list(rows.map { row in Spec.list(row.map { spec($0, depth: next + 1) }, l) }, l)))
        case .conditional(let range, let then, let otherwise):
            entries.append((kind.rawValue, Spec.plain(range, l)))
            entries.append(("then", spec(then, depth: next)))
            if let otherwise { entries.append(("else", spec(otherwise, depth: next))) }
        }
        // Only the keys the kind takes (a construct that changes a node's kind may leave others behind): the decoder
        // would refuse them. Debug builds stop on such a key, so tests find the construct that wrote it.
        let allowed = SpecEmitter.allowedKeys[kind] ?? []
        for (key, value) in v.properties {
            guard allowed.contains(key) else {
                assertionFailure("\(key) is not a property of \(kind)")
                continue
            }
            entries.append((key.rawValue, value))
        }
        for (key, node) in v.nodeProperties where allowed.contains(key) { entries.append((key.rawValue, spec(node, depth: next))) }
        entries += v.common.map { ($0.0.rawValue, $0.1) }
        var a = v.accessibility
        if !v.traits.isEmpty || !v.removedTraits.isEmpty {
            var kept: [String] = []
            for t in v.traits where !v.removedTraits.contains(t) && !kept.contains(t) { kept.append(t) }
            if !kept.isEmpty { a.append(("traits", Spec.list(kept.map { Spec.plain($0, l) }, l))) }
        }
        if !a.isEmpty { entries.append(("accessibility", Spec.map(a, l))) }
        entries.append(("source", Spec.string(l.description, l)))
        if v.kind != .conditional, let a = anchor(l) { entries.append(("anchor", Spec.string(a, l))) }
        var suppressed: [String] = []
        for id in suppressions(l) + v.suppressions where !suppressed.contains(id) { suppressed.append(id) }
        if !suppressed.isEmpty { entries.append(("suppress", Spec.list(suppressed.map { Spec.string($0, l) }, l))) }
        let guessed = v.guessed.union(shownAs(l))
        if !guessed.isEmpty { entries.append(("guessed", Spec.list(guessed.sorted().map { Spec.plain($0.rawValue, l) }, l))) }
        // A modifier's node is located at the view it modifies (the screens format has no `source` of its own for a
        // modifier, so YAML written by `import` reads back the same).
        for w in v.wrappers {
            switch w {
            case .padding(let n): entries.append(("padding", SpecEmitter.relocated(n, l)))
            case .frame(let n): entries.append(("frame", SpecEmitter.relocated(n, l)))
            case .fixedSize(let n): entries.append(("fixedSize", SpecEmitter.relocated(n, l)))
            case .clipped: entries.append(("clipped", Spec.plain("true", l)))
            case .hidden: entries.append(("hidden", Spec.plain("true", l)))
            case .overlay(let layer, let alignment, _), .background(let layer, let alignment, _):
                let node = spec(layer, depth: next)
                let key = w.key.rawValue
                if let alignment {
                    entries.append((key, Spec.map([("content", node), ("alignment", Spec.plain(alignment, l))], l)))
                } else {
                    entries.append((key, node))
                }
            }
        }
        return Spec.map(entries, l)
    }

    /// Each kind's properties as a set, made once (not for every node written).
    static let allowedKeys: [ScreenKind: Set<ScreenKey>] = Dictionary(uniqueKeysWithValues: ScreenKind.allCases.map { ($0, Set($0.properties)) })

    /// A modifier's value with every part located at `l`.
    static func relocated(_ n: SpecNode, _ l: SourceLocation) -> SpecNode {
        switch n.kind {
        case .scalar: return SpecNode(kind: n.kind, location: l, path: "")
        case .sequence(let items): return Spec.list(items.map { relocated($0, l) }, l)
        case .mapping(let entries):
            return SpecNode(
                kind: .mapping(entries.map { (key: SpecNode(kind: $0.key.kind, location: l, path: ""), value: relocated($0.value, l)) }), location: l,
                path: "")
        }
    }
}
