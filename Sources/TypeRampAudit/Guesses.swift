import TypeRampCore
import TypeRampDecoding
import TypeRampLayout

/// What a front end guessed around each node of a screen (``Node/guesses``: sample text, an unread font or length, a
/// placeholder view), and whether a finding's conclusion rests on it.
///
/// A finding on a node rests on the guesses in the subtree of its nearest stack or grid (the node's own content and the
/// siblings it shares space with), on those of every horizontal stack or grid around it (its siblings there decide the
/// width it gets) and on the lengths guessed in its ancestors (a frame or padding that could not be read).
///
/// A text that looks like a localization key (`account.note.label`, `CLEAR_CACHE`) counts as sample text unless a
/// catalog the audit was given has the key: shown as the key, it is not what the app shows.
struct Guesses {
    private let tree: LayoutTree
    /// Each node's guesses and its descendants'.
    private let below: [Set<GuessKind>]
    /// The leaves (texts, buttons, controls) whose own text is a sample.
    private let sampleTextLeaves: [NodeID]
    /// Whether each node holds, at or below it, code only debug builds compile that is not preview code.
    private let appDebugBelow: [Bool]

    init(tree: LayoutTree, catalogued: (String) -> Bool) {
        self.tree = tree
        var below = tree.nodes.map { node -> Set<GuessKind> in
            var g = node.guesses
            // A key the catalogs did not have (or no catalog): shown as the key, which is not what the app shows.
            if case .text(let t) = node.kind, Guesses.looksLikeKey(t.content.baseText) {
                switch t.content {
                case .string: g.insert(.text)
                case .key(let key, _): if !catalogued(key) { g.insert(.text) }
                }
            }
            return g
        }
        sampleTextLeaves = tree.ids.filter { below[$0.index].contains(.text) && tree.children($0).isEmpty }
        // Code only debug builds compile that is the app's, not a preview's (a preview is inside `#if DEBUG` as often as
        // not, and what it hands a component stands for the app's data).
        var debug = tree.nodes.map { $0.guesses.contains(.debug) && !$0.guesses.contains(.preview) }
        for i in stride(from: tree.count - 1, through: 1, by: -1) {
            guard let p = tree.parents[i] else { continue }
            if !below[i].isEmpty { below[p.index].formUnion(below[i]) }
            if debug[i] { debug[p.index] = true }
        }
        appDebugBelow = debug
        self.below = below
    }

    /// A text that reads as a localization key: words joined by dots or underscores, no spaces, either starting in
    /// lowercase (`account.note.label`, `settings_title`) or all capitals (`CLEAR_SOURCE_CACHE`, `%@_EXPERIMENTAL`). A key
    /// with a value interpolated into it (`status.filter.filtered-by-\(name)`, shown as `status.filter.filtered-by-Sample
    /// title`) counts when its first word has at least three dotted parts of two or more characters, hyphens allowed.
    static func looksLikeKey(_ text: String) -> Bool {
        guard text.count >= 3 else { return false }
        if text.contains(" ") {
            guard let head = text.split(separator: " ").first else { return false }
            let parts = head.split(separator: ".")
            return parts.count >= 3 && head.first?.isLowercase == true
                && parts.allSatisfy { p in p.count >= 2 && p.allSatisfy { $0.isLetter || $0.isNumber || "-_%@".contains($0) } }
        }
        guard text.contains(".") || text.contains("_") else { return false }
        let parts = text.split(whereSeparator: { $0 == "." || $0 == "_" })
        guard parts.count >= 2, parts.allSatisfy({ p in p.allSatisfy { $0.isLetter || $0.isNumber || $0 == "%" || $0 == "@" || $0 == "-" } })
        else {
            return false
        }
        let letters = text.filter(\.isLetter)
        return text.first?.isLowercase == true || (!letters.isEmpty && letters.allSatisfy(\.isUppercase))
    }

    /// The guesses that say where a node is shown (or that it is not shown as written), not what a value is: they make any
    /// finding on the node unverified, whatever the rule depends on.
    static let placesNotShownAsWritten: Set<GuessKind> = [.preview, .placeholder, .menu, .otherPlatform, .otherDevice, .artwork, .debug]

    /// Why a finding of a rule depending on `kinds` on `node` is unverified, or nil when it is not; `neighbours` false
    /// for a rule about the node's own size (``DiagnosticRule/dependsOnNeighbours``).
    func reason(for node: NodeID, dependingOn kinds: Set<GuessKind>, neighbours: Bool = true) -> String? {
        if let place = placeReason(for: node) { return place }
        let relevant = guessKinds(for: node, dependingOn: kinds, neighbours: neighbours)
        guard !relevant.isEmpty else { return nil }
        return relevant.sorted().map { kind -> String in
            switch kind {
            case .text: return "sample text (give it with a `// typeramp:sample` comment, a preview's arguments or --strings)"
            case .font: return "a font TypeRamp could not read (laid out as body)"
            case .size: return "a length or size TypeRamp could not read"
            case .view: return "a view TypeRamp could not read (a placeholder or a box of unknown size)"
            case .moved: return "a view drawn moved by an amount the code computes at run time (an `.offset` of a pager or a drag)"
            case .preview, .placeholder, .menu, .otherPlatform, .otherDevice, .artwork, .debug: return ""
            }
        }.joined(separator: "; ")
    }

    /// Whether `node` sits in a horizontal stack or grid written in code only previews run: its siblings there, which
    /// decide the width it gets, are the preview's (a gallery of three buttons side by side), not the app's.
    func sharesARowOnlyPreviewsWrite(_ node: NodeID) -> Bool {
        var a = tree.parents[node.index]
        while let p = a {
            switch tree.kind(p) {
            case .hstack, .stack, .grid, .lazyVGrid: if tree.nodes[p.index].guesses.contains(.preview) { return true }
            default: break
            }
            a = tree.parents[p.index]
        }
        return false
    }

    /// Whether `node` sits in a horizontal stack or grid that holds the app's code only debug builds compile (`HStack {
    /// Label(…); #if DEBUG Text("DEV") #endif }`; a preview's, often inside `#if DEBUG`, does not count), or is such a
    /// stack: the width it gets there (or that its children need) is not the App Store build's, which has no such sibling.
    func sharesARowWithDebugOnlyCode(_ node: NodeID) -> Bool {
        var a: NodeID? = node
        while let p = a {
            switch tree.kind(p) {
            case .hstack, .stack, .grid, .lazyVGrid, .labeledContent: if appDebugBelow[p.index] { return true }
            default: break
            }
            a = tree.parents[p.index]
        }
        return false
    }

    /// Whether a finding on `node` that ``reason(for:dependingOn:neighbours:)`` holds unverified rests on sample text
    /// and nothing else: a finding that then stands with every sample text as short as text gets
    /// (``withShortestSampleText()``) holds whatever the data is.
    func restsOnlyOnSampleText(_ node: NodeID, dependingOn kinds: Set<GuessKind>, neighbours: Bool = true) -> Bool {
        placeReason(for: node) == nil && guessKinds(for: node, dependingOn: kinds, neighbours: neighbours) == [.text]
    }

    /// Why any finding on `node` is unverified whatever its rule, because of where the node is shown: code only
    /// previews run, a context menu's items, another platform's view, a loading placeholder; nil otherwise.
    private func placeReason(for node: NodeID) -> String? {
        // Code only previews run (the node itself, or the view its modifiers wrap: `.frame` and `.padding` are nodes
        // of their own), and loading placeholders (the node or an ancestor): whatever the rule, what the app shows is
        // not this.
        var view = node
        while tree.kind(view).isModifier, let wrapped = tree.children(view).first { view = wrapped }
        let own = tree.nodes[node.index].guesses.union(tree.nodes[view.index].guesses)
        if own.contains(.preview) {
            return "code only previews run (a `#Preview` body, a `PreviewProvider`, or a view only they use): the app does not show it"
        }
        if own.contains(.menu) {
            return
                "a view only menus or toolbars show: iOS draws a menu's items as its own rows and a toolbar's as bar buttons, not as the view is written"
        }
        if own.contains(.artwork) {
            return "a view the app renders to a picture to share or export (`ImageRenderer`, a snapshot): Dynamic Type and VoiceOver do not reach it"
        }
        if own.contains(.debug) {
            return "code only debug builds compile (`#if DEBUG`, or a view only such code shows): the App Store build does not have it"
        }
        if own.contains(.otherDevice) {
            return "a view only an iPad shows (`userInterfaceIdiom == .pad`, or a view only such code shows): an iPhone never does"
        }
        if own.contains(.otherPlatform) {
            return "a view written for another platform (a watch app, a widget), shown on iPhone as a picture of that platform's screen"
        }
        var up: NodeID? = node
        while let u = up {
            if tree.nodes[u.index].guesses.contains(.placeholder) {
                return "a loading placeholder (`.redacted(reason: .placeholder)`): iOS draws its text as grey bars"
            }
            up = tree.parents[u.index]
        }
        return nil
    }

    /// The tree with every sample text one character long ("A"), the least room any text the data holds can take; nil
    /// when no text is a sample. Ids and identities are the tree's.
    func withShortestSampleText() -> LayoutTree? {
        guard !sampleTextLeaves.isEmpty else { return nil }
        var replacements: [NodeID: Node] = [:]
        for id in sampleTextLeaves {
            var node = tree.nodes[id.index]
            switch node.kind {
            case .text(var t):
                t.content = .string("A")
                node.kind = .text(t)
            case .button(var b) where b.title != nil:
                b.title = .string("A")
                node.kind = .button(b)
            case .control(var c) where c.label != nil:
                c.label = .string("A")
                node.kind = .control(c)
            default: continue
            }
            replacements[id] = node
        }
        return replacements.isEmpty ? nil : tree.replacingLeaves(replacements)
    }

    /// The kinds of guess among `kinds` that a finding on `node` rests on (``reason(for:dependingOn:neighbours:)``,
    /// after the places not shown as written).
    private func guessKinds(for node: NodeID, dependingOn kinds: Set<GuessKind>, neighbours: Bool) -> Set<GuessKind> {
        // A moved view moves what it holds, not its neighbours: `moved` counts in the node's own subtree (a frame whose
        // content is moved) and its ancestors only.
        var found = below[(neighbours ? container(of: node) : node).index].subtracting(Guesses.placesNotShownAsWritten).subtracting([.moved])
        if below[node.index].contains(.moved) { found.insert(.moved) }
        var a = tree.parents[node.index]
        while let p = a {
            if tree.nodes[p.index].guesses.contains(.size) { found.insert(.size) }
            if tree.nodes[p.index].guesses.contains(.moved) { found.insert(.moved) }
            // The width a node gets depends on the siblings of every horizontal container around it.
            switch tree.kind(p) {
            case .hstack, .stack, .grid, .lazyVGrid, .labeledContent: if neighbours { found.formUnion(below[p.index].subtracting([.moved])) }
            default: break
            }
            a = tree.parents[p.index]
        }
        return found.intersection(kinds).subtracting(Guesses.placesNotShownAsWritten)
    }

    /// The nearest stack, grid or view-that-fits at or above `node`: the views that share space with it.
    private func container(of node: NodeID) -> NodeID {
        var current: NodeID? = node
        while let c = current {
            switch tree.kind(c) {
            case .hstack, .vstack, .stack, .grid, .lazyVGrid, .viewThatFits: return c
            default: current = tree.parents[c.index]
            }
        }
        return node
    }
}
