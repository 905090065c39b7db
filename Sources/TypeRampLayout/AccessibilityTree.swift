import TypeRampCore
import TypeRampMetrics

/// One element VoiceOver can focus.
public struct AccessibilityElement: Sendable, Hashable {
    /// The node it comes from.
    public var node: NodeID
    /// The id of the node it comes from, if declared.
    public var id: String?
    /// The node's path.
    public var path: String
    /// `accessibilityLabel` (empty when the element has none).
    public var label: String
    /// `accessibilityValue`.
    public var value: String?
    /// `accessibilityHint`.
    public var hint: String?
    /// Traits.
    public var traits: Set<AccessibilityTrait>
    /// Frame in screen points.
    public var frame: Rect
    /// Custom actions' names.
    public var customActions: [String]
    /// Tags of the node and of the nodes merged into it.
    public var tags: [String]

    /// What VoiceOver speaks on focus: label, value, the traits it announces, then the hint.
    public var spoken: String {
        var parts: [String] = []
        if !label.isEmpty { parts.append(label) }
        if let value, !value.isEmpty { parts.append(value) }
        parts += traits.sorted().compactMap(\.spoken)
        var text = parts.joined(separator: ", ")
        if let hint, !hint.isEmpty { text += ". " + hint }
        if !customActions.isEmpty { text += ". Actions available" }
        return text
    }
}

/// A rotor VoiceOver offers on the screen: a system rotor built from traits, or a custom one.
public struct Rotor: Sendable, Hashable {
    /// `headings`, `links`, … for system rotors; the custom rotor's name otherwise.
    public var name: String
    /// True for rotors the app declares.
    public var isCustom: Bool
    /// Indices into the reading order, in rotor order.
    public var entries: [Int]

    /// The entry after `current` (an index into the reading order), or nil past the last, as a custom rotor's search
    /// closure returns for `.next`. From no focus (`nil`) it is the first entry.
    public func next(after current: Int?) -> Int? {
        guard let current else { return entries.first }
        if let position = entries.firstIndex(of: current) {
            return position + 1 < entries.count ? entries[position + 1] : nil
        }
        return entries.first { $0 > current }
    }

    /// The entry before `current`, or nil before the first (`.previous`). From no focus it is the last entry.
    public func previous(before current: Int?) -> Int? {
        guard let current else { return entries.last }
        if let position = entries.firstIndex(of: current) {
            return position > 0 ? entries[position - 1] : nil
        }
        return entries.last { $0 < current }
    }
}

/// What VoiceOver sees of a solved screen.
public struct AccessibilityTree: Sendable {
    /// Elements in swipe-right order.
    public var elements: [AccessibilityElement]
    /// Rotors with at least one entry (custom rotors are listed even when empty).
    public var rotors: [Rotor]

    /// The rotor called `name` (case-insensitive).
    public func rotor(named name: String) -> Rotor? {
        rotors.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The index in the reading order of the element from node `id`.
    public func index(ofId id: String) -> Int? { elements.firstIndex { $0.id == id } }

    /// The index in the reading order of the element made from `node`.
    public func index(of node: NodeID) -> Int? { elements.firstIndex { $0.node == node } }
}

extension AccessibilityTree {
    /// What VoiceOver sees of a solved screen, built from the tree's declarations and the placed nodes' public data
    /// (frames and shown texts) alone: elements, their swipe order (spatial, then explicit orders), and rotors.
    public static func build(tree: LayoutTree, nodes: [SolvedNode], direction: LayoutDirection) -> AccessibilityTree {
        AccessibilityModel(tree: tree, nodes: nodes, rtl: direction == .rightToLeft).build()
    }
}

/// The VoiceOver model over a tree and its placed nodes.
struct AccessibilityModel {
    let tree: LayoutTree
    let nodes: [SolvedNode]
    let rtl: Bool

    func build() -> AccessibilityTree {
        // A modal view limits VoiceOver to its subtree.
        let scope = tree.ids.first { nodes[$0.index].isPlaced && tree[$0].accessibility.modal } ?? .root
        var order: [AccessibilityElement] = []
        appendOrdered(items(scope), to: &order)
        applyExplicitOrders(scope, to: &order)
        return AccessibilityTree(elements: order, rotors: rotors(order))
    }

    /// What VoiceOver orders: single elements, and the content of a scroll view or list as one block that is read
    /// whole (it scrolls) where the container sits, before what comes after the container.
    enum Item {
        case element(AccessibilityElement)
        case block(frame: Rect, items: [Item])

        var frame: Rect {
            switch self {
            case .element(let e): return e.frame
            case .block(let frame, _): return frame
            }
        }
    }

    /// The items of the subtree at `id`, not yet ordered.
    func items(_ id: NodeID) -> [Item] {
        var out: [Item] = []
        appendItems(id, to: &out)
        return out
    }

    /// Appends the items of the subtree at `id` to `out`: one array for a whole walk, where an array per node and their
    /// concatenations copied each element once per level (a stack of thousands of buttons spent a quarter of its audit
    /// here).
    func appendItems(_ id: NodeID, to out: inout [Item]) {
        if tree[id].accessibility.hidden { return }
        if let e = element(id) {
            out.append(.element(e))
            return
        }
        switch tree.kind(id) {
        case .scroll, .list:
            var inner: [Item] = []
            for child in tree.children(id) where nodes[child.index].isPlaced { appendItems(child, to: &inner) }
            if !inner.isEmpty { out.append(.block(frame: nodes[id.index].frame, items: inner)) }
        default:
            for child in tree.children(id) where nodes[child.index].isPlaced { appendItems(child, to: &out) }
        }
    }

    /// Appends `items` ordered spatially to `out`, blocks expanded in place (each block's content ordered within it).
    func appendOrdered(_ items: [Item], to out: inout [AccessibilityElement]) {
        for i in spatialOrder(items) {
            switch items[i] {
            case .element(let e): out.append(e)
            case .block(_, let inner): appendOrdered(inner, to: &out)
            }
        }
    }

    func placedChildren(_ id: NodeID) -> [NodeID] { tree.children(id).filter { nodes[$0.index].isPlaced } }

    // MARK: - Elements

    func defaultTraits(_ id: NodeID) -> Set<AccessibilityTrait> {
        switch tree.kind(id) {
        case .text: return [.staticText]
        case .button, .toggle, .picker, .menu, .segmented: return [.button]
        case .link: return [.link]
        case .stepper, .slider: return [.adjustable]
        case .textField, .secureField: return [.textField]
        case .progress: return [.updatesFrequently]
        case .image: return [.image]
        default: return []
        }
    }

    /// Containers VoiceOver reads as one element unless told otherwise (`LabeledContent` reads its label and value
    /// together, as in SwiftUI lists and forms).
    func combinesByDefault(_ id: NodeID) -> Bool { tree.kind(id) == .labeledContent }

    /// The element a leaf or grouped container becomes, or nil when it is not one.
    func element(_ id: NodeID) -> AccessibilityElement? {
        let spec = tree[id]
        let a = spec.accessibility
        if a.hidden { return nil }
        let traits = a.traits ?? defaultTraits(id)
        var label = a.label
        var value = a.value
        let kind = tree.kind(id)
        switch kind {
        case .text, .button:
            if label == nil { label = nodes[id.index].text?.string }
        case .segmented:
            // VoiceOver reads a segmented control's segments by their titles.
            if label == nil, case .control(let c) = spec.kind { label = c.label?.baseText }
        case _ where kind.isControl:
            if label == nil { label = nodes[id.index].text?.string }
            // A picker's selection is its value (VoiceOver: "Unit, Sec, button").
            if value == nil, case .control(let c) = spec.kind, let text = c.value?.baseText, !text.isEmpty { value = text }
        case .image:
            // An image is an element only when labelled (or given traits): decorative images are skipped.
            if a.label == nil && a.traits == nil { return nil }
        default:
            guard a.element || combinesByDefault(id) || a.label != nil || a.traits != nil else { return nil }
            if label == nil { label = gatheredLabels(id).joined(separator: ", ") }
        }
        return AccessibilityElement(
            node: id, id: spec.id, path: tree.path(id), label: label ?? "", value: value, hint: a.hint,
            traits: traits, frame: nodes[id.index].frame, customActions: a.customActions, tags: gatheredTags(id))
    }

    /// Labels (and values) of the descendants a combined element absorbs, in reading order.
    func gatheredLabels(_ id: NodeID) -> [String] {
        var parts: [String] = []
        var inner: [Item] = []
        for child in placedChildren(id) { appendItems(child, to: &inner) }
        var ordered: [AccessibilityElement] = []
        appendOrdered(inner, to: &ordered)
        for e in ordered {
            if !e.label.isEmpty { parts.append(e.label) }
            if let value = e.value, !value.isEmpty { parts.append(value) }
        }
        return parts
    }

    func gatheredTags(_ id: NodeID) -> [String] {
        var tags = tree[id].tags
        if tree[id].accessibility.element || combinesByDefault(id) {
            for child in placedChildren(id) { tags += gatheredTags(child) }
        }
        return tags
    }

    // MARK: - Reading order

    /// The indices of `elements` in reading order: top to bottom; within a row (elements starting above the first one's
    /// vertical middle) leading to trailing, right to left in RTL layouts.
    func spatialOrder(_ elements: [Item]) -> [Int] {
        guard elements.count > 1 else { return Array(elements.indices) }
        let frames = elements.map(\.frame)
        let byTop = frames.indices.sorted { a, b in frames[a].minY != frames[b].minY ? frames[a].minY < frames[b].minY : a < b }
        var order: [Int] = []
        order.reserveCapacity(elements.count)
        var row: [Int] = []
        func flush() {
            order += row.sorted { a, b in
                let ax = rtl ? -frames[a].maxX : frames[a].minX
                let bx = rtl ? -frames[b].maxX : frames[b].minX
                return ax != bx ? ax < bx : a < b
            }
            row.removeAll(keepingCapacity: true)
        }
        for i in byTop {
            if let anchor = row.first, frames[i].minY < frames[anchor].minY + frames[anchor].height / 2 {
                row.append(i)
            } else {
                flush()
                row.append(i)
            }
        }
        flush()
        return order
    }

    /// Containers with an explicit order (`accessibilityElements`) put the ids they list, in the listed order, into the
    /// positions their elements occupied.
    func applyExplicitOrders(_ scope: NodeID, to ordered: inout [AccessibilityElement]) {
        let ordering = tree.subtree(scope).filter { !tree[$0].accessibility.order.isEmpty && nodes[$0.index].isPlaced }
        guard !ordering.isEmpty else { return }
        var position: [String: Int] = [:]
        for (i, e) in ordered.enumerated() { if let id = e.id, position[id] == nil { position[id] = i } }
        for container in ordering {
            let listed = tree[container].accessibility.order.compactMap { position[$0] }
            let items = listed.map { ordered[$0] }
            for (slot, item) in zip(listed.sorted(), items) {
                ordered[slot] = item
                if let id = item.id { position[id] = slot }
            }
        }
    }

    // MARK: - Rotors

    /// The system rotors (each element's entries in reading order, one pass) and the screen's custom rotors.
    func rotors(_ elements: [AccessibilityElement]) -> [Rotor] {
        let names = ["headings", "links", "images", "textFields", "buttons", "tables", "landmarks"]
        var entries = [[Int]](repeating: [], count: names.count)
        // Whether each node lies strictly inside a list, in one pass: ids are pre-order, so a parent comes first.
        var insideList = [Bool](repeating: false, count: tree.nodes.count)
        for i in 1..<max(1, tree.nodes.count) {
            if let p = tree.parent(NodeID(i)) { insideList[i] = insideList[p.index] || tree.kind(p) == .list }
        }
        for (i, e) in elements.enumerated() {
            if e.traits.contains(.header) { entries[0].append(i) }
            if e.traits.contains(.link) { entries[1].append(i) }
            if e.traits.contains(.image) { entries[2].append(i) }
            if e.traits.contains(.searchField) { entries[3].append(i) }
            if e.traits.contains(.button) { entries[4].append(i) }
            if insideList[e.node.index] { entries[5].append(i) }
            if e.tags.contains("landmark") { entries[6].append(i) }
        }
        var rotors: [Rotor] = zip(names, entries).compactMap { $1.isEmpty ? nil : Rotor(name: $0, isCustom: false, entries: $1) }
        guard !tree.screen.rotors.isEmpty else { return rotors }
        var indexById: [String: Int] = [:]
        for (i, e) in elements.enumerated() { if let id = e.id, indexById[id] == nil { indexById[id] = i } }
        for spec in tree.screen.rotors {
            let entries: [Int]
            switch spec.entries {
            case .ids(let ids): entries = ids.compactMap { indexById[$0] }
            case .tagged(let tag): entries = elements.indices.filter { elements[$0].tags.contains(tag) }
            }
            rotors.append(Rotor(name: spec.name, isCustom: true, entries: entries))
        }
        return rotors
    }
}
