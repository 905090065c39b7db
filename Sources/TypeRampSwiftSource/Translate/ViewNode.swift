import TypeRampCore
import TypeRampDecoding

/// A view being translated: one node of the screens format, with its children as nodes (not yet spec trees), so that
/// modifiers can still reach into conditionals and the translator can count and bound what it builds.
struct ViewNode {
    /// The node kind.
    var kind: ScreenKind
    /// Where the view is created in the Swift source.
    var location: SourceLocation
    /// The kind's value.
    var content: Content
    /// Kind properties by key (`style`, `lines`, `spacing`, …), last one wins.
    var properties: [(ScreenKey, SpecNode)] = []
    /// Kind properties that hold a node (`labeledContent`'s `content`).
    var nodeProperties: [(ScreenKey, ViewNode)] = []
    /// Accessibility entries (`label`, `hint`, `hidden`, …).
    var accessibility: [(String, SpecNode)] = []
    /// Traits added; `removedTraits` taken away.
    var traits: [String] = []
    var removedTraits: [String] = []
    /// Common keys (`id`, `dynamicTypeSize`, `layoutPriority`, `scaledMetric`).
    var common: [(ScreenKey, SpecNode)] = []
    /// Size-deciding modifiers in application order.
    var wrappers: [Wrapper] = []
    /// What was guessed about this node (not its children).
    var guessed: Set<GuessKind> = []
    /// A `GridRow`: a row when its parent is a grid, else laid out as a horizontal stack.
    var isGridRow = false
    /// `.navigationTitle` set on this view, for the enclosing navigation stack (not written out).
    var navigationTitle: TextValue?
    /// `.navigationBarTitleDisplayMode`: `large` or `inline`.
    var titleDisplayMode: String?
    /// A note about the view's own size, made once its modifiers are applied: dropped when a frame gives the view a
    /// fixed width and height (a chart or a third-party image of known size changes nothing about the layout).
    var pendingSizeNote: String?
    /// The size notes said for this view's layers (its own, or a `ZStack`'s children's), by key: a fixed frame around
    /// the view takes them back for this screen, since a layer of unknown size inside a frame of fixed width and
    /// height changes nothing outside it, nor the other layers.
    var layerSizeNotes: [String] = []
    /// The view takes the whole width it is offered, whatever its content, as Apple's `Chart`, `Map`, `Canvas` and
    /// `VideoPlayer` do (for a stack of layers: every layer whose size is unknown does): a frame of fixed height alone
    /// then decides its size, and its size notes are taken back as a fixed width and height would.
    var fillsOfferedWidth = false

    /// Whether the view takes all the space offered in both directions whatever it holds: a `List` or `Form`, a
    /// `ScrollView`, with no frame or `fixedSize` of its own to limit it.
    var fillsOfferedSpace: Bool {
        guard kind == .list || kind == .scroll else { return false }
        return !wrappers.contains {
            switch $0 {
            case .frame, .fixedSize: return true
            default: return false
            }
        }
    }
    /// Rule ids suppressed here by a `// typeramp:disable` on a modifier's line (the node's own line is looked up when the
    /// spec is written).
    var suppressions: [String] = []
    /// A `Section` made inside a list but not written directly in it (behind an `if`, a `ForEach` or a computed
    /// property): the list lifts it back into a section of its own; anywhere else the node is its parts stacked.
    var listSection: [Section] = []

    /// A node's value.
    indirect enum Content {
        /// No value (`divider:`, a button without a title).
        case none
        /// A scalar: a text, a name, a number.
        case scalar(SpecNode)
        /// Child views (stacks, scroll views, grids' cells).
        case children([ViewNode])
        /// One child (`navigation`).
        case child(ViewNode)
        /// A list's sections.
        case sections([Section])
        /// A grid's rows, each a list of cells.
        case rows([[ViewNode]])
        /// `if`: the range of categories, the view shown inside it and the one outside.
        case conditional(range: String, then: ViewNode, otherwise: ViewNode?)
    }

    /// A list section.
    struct Section {
        var header: ViewNode?
        var rows: [ViewNode]
        var footer: ViewNode?
        var location: SourceLocation
    }

    /// A modifier that wraps the node.
    indirect enum Wrapper {
        case padding(SpecNode)
        case frame(SpecNode)
        case fixedSize(SpecNode)
        case clipped
        case hidden
        case overlay(ViewNode, alignment: String?, at: SourceLocation)
        case background(ViewNode, alignment: String?, at: SourceLocation)

        var key: ScreenKey {
            switch self {
            case .padding: return .padding
            case .frame: return .frame
            case .fixedSize: return .fixedSize
            case .clipped: return .clipped
            case .hidden: return .hidden
            case .overlay: return .overlay
            case .background: return .background
            }
        }
    }

    init(_ kind: ScreenKind, _ content: Content, at location: SourceLocation) {
        self.kind = kind
        self.content = content
        self.location = location
    }

    /// A text node.
    static func text(_ text: TextValue, at location: SourceLocation) -> ViewNode {
        var v = ViewNode(.text, .scalar(Spec.string(text.string, location)), at: location)
        if text.guessed { v.guessed.insert(.text) }
        return v
    }

    /// Several views as one node: the view itself, or a vertical stack of them.
    static func group(_ views: [ViewNode], at location: SourceLocation) -> ViewNode {
        if views.count == 1 { return views[0] }
        return ViewNode(.vstack, .children(views), at: location)
    }

    /// Views drawn as a button (a composed label, a project style's body): one accessibility element with the button
    /// trait and `style`, the hit area the touch-target rule measures. A view with modifiers of its own (`HStack { … }
    /// .padding()`) is wrapped in a stack of one at `location`, so its padding and frames are inside the button and the
    /// button's own modifiers outside it.
    static func button(drawnBy views: [ViewNode], style: String, at location: SourceLocation, stackAt stackLocation: SourceLocation) -> ViewNode {
        var v = control(drawnBy: views, at: location, stackAt: stackLocation)
        v.setCommon(.buttonStyle, Spec.plain(style, location))
        return v
    }

    /// A standard control (a `Button`, a `Toggle`) drawn by the project's style: what the style draws, as one accessibility
    /// element with the button trait. A style changes how a control looks, not what it is: VoiceOver still reads one
    /// element, a button (a switch button for a toggle), that a double tap activates.
    ///
    /// One view written in the control's own call is the control; one written elsewhere (a label style's `HStack`,
    /// drawn for every label that style draws) is wrapped in a stack at `stackLocation`, so that what is found on the
    /// control (its touch target) is found there, and what is found on the view where the view is written.
    static func control(drawnBy views: [ViewNode], at location: SourceLocation, stackAt stackLocation: SourceLocation) -> ViewNode {
        let reused =
            views.count == 1 && views[0].wrappers.isEmpty
            && (views[0].location.file == stackLocation.file && views[0].location.line >= stackLocation.line)
        var v = reused ? views[0] : ViewNode(.vstack, .children(views), at: stackLocation)
        v.traits.append("button")
        v.setAccessibility("element", Spec.plain("true", location))
        return v
    }

    /// The node as a one-element list, or none for an empty group.
    var asArray: [ViewNode] {
        if kind == .vstack, wrappers.isEmpty, case .children(let c) = content, c.isEmpty { return [] }
        return [self]
    }

    /// A flexible box that takes the space it is offered and shows nothing TypeRamp measures (a colour, a shape, a chart).
    static func flexibleBox(at location: SourceLocation) -> ViewNode {
        var v = ViewNode(.zstack, .children([]), at: location)
        v.wrap(.frame(Spec.map([("maxWidth", Spec.plain("infinity", location)), ("maxHeight", Spec.plain("infinity", location))], location)))
        return v
    }

    mutating func set(_ key: ScreenKey, _ value: SpecNode) {
        properties.removeAll { $0.0 == key }
        properties.append((key, value))
    }

    func property(_ key: ScreenKey) -> SpecNode? { properties.last { $0.0 == key }?.1 }

    mutating func setCommon(_ key: ScreenKey, _ value: SpecNode) {
        common.removeAll { $0.0 == key }
        common.append((key, value))
    }

    mutating func setAccessibility(_ key: String, _ value: SpecNode) {
        accessibility.removeAll { $0.0 == key }
        accessibility.append((key, value))
    }

    /// The strings of the accessibility entry `key` (`gestures`, `performs`): empty when it has none.
    func accessibilityStrings(_ key: String) -> [String] {
        guard let entry = accessibility.last(where: { $0.0 == key }), case .sequence(let items) = entry.1.kind else { return [] }
        return items.compactMap { item in
            if case .scalar(let text, _) = item.kind { return text }
            return nil
        }
    }

    /// The text of a text, label or button node, when it has one.
    var scalarText: String? {
        if case .scalar(let s) = content, case .scalar(let text, _) = s.kind { return text }
        return nil
    }

    /// Wraps the node in a size-deciding modifier. Two paddings in a row add up (as SwiftUI lays them out); a second
    /// modifier of a kind already applied (`.padding().background().padding()`) wraps the view so far in a one-child
    /// `zstack`, which sizes to its child, and applies it there.
    mutating func wrap(_ wrapper: Wrapper) {
        if case .padding(let new) = wrapper, case .padding(let old)? = wrappers.last, let sum = ViewNode.addInsets(old, new) {
            wrappers[wrappers.count - 1] = .padding(sum)
            return
        }
        // Clipped twice in a row (`.cornerRadius(8).clipShape(…)`) is clipped once: no second view to wrap.
        if case .clipped = wrapper, case .clipped? = wrappers.last { return }
        if wrappers.contains(where: { $0.key == wrapper.key }) {
            // The one-child zstack is the same view: the notes that a fixed frame takes back move out with it.
            var inner = self
            let notes = inner.layerSizeNotes, pending = inner.pendingSizeNote
            inner.layerSizeNotes = []
            inner.pendingSizeNote = nil
            self = ViewNode(.zstack, .children([inner]), at: inner.location)
            layerSizeNotes = notes
            pendingSizeNote = pending
            fillsOfferedWidth = inner.fillsOfferedWidth
        }
        wrappers.append(wrapper)
    }

    /// Two paddings as one, edge by edge.
    static func addInsets(_ a: SpecNode, _ b: SpecNode) -> SpecNode? {
        func edges(_ n: SpecNode) -> [String: Double]? {
            switch n.kind {
            case .scalar(let text, _):
                guard let v = Double(text) else { return nil }
                return ["top": v, "leading": v, "bottom": v, "trailing": v]
            case .mapping(let entries):
                var out: [String: Double] = ["top": 0, "leading": 0, "bottom": 0, "trailing": 0]
                for e in entries {
                    guard let k = try? e.key.string(), case .scalar(let t, _) = e.value.kind, let v = Double(t), out[k] != nil else { return nil }
                    out[k] = v
                }
                return out
            case .sequence: return nil
            }
        }
        guard let x = edges(a), let y = edges(b) else { return nil }
        let order = ["top", "leading", "bottom", "trailing"]
        let sum = order.map { x[$0]! + y[$0]! }
        if Set(sum).count == 1 { return Spec.number(sum[0], b.location) }
        return Spec.map(zip(order, sum).map { ($0, Spec.number($1, b.location)) }, b.location)
    }

    /// This node with an accessibility key set to a list of names (`performs`, `menuPerforms`) on each branch it shows.
    func settingAccessibilityList(_ key: String, _ names: [String], at location: SourceLocation) -> ViewNode {
        mapBranches { v in
            var v = v
            v.setAccessibility(key, Spec.list(names.map { Spec.string($0, location) }, location))
            return v
        }
    }

    /// Applies `transform` to this node, or, for a conditional, to each of its branches (a modifier after a conditional
    /// applies to the branch that is shown; an absent branch stays absent).
    func mapBranches(_ transform: (ViewNode) -> ViewNode) -> ViewNode {
        guard kind == .conditional, wrappers.isEmpty, case .conditional(let range, let then, let otherwise) = content else { return transform(self) }
        var v = self
        v.content = .conditional(range: range, then: then.mapBranches(transform), otherwise: otherwise.map { $0.mapBranches(transform) })
        return v
    }

    /// The first text written in this subtree (a text, a label or a button's title), depth first, and whether it was
    /// guessed: what VoiceOver reads as a control's label when the label is a composed view.
    var firstText: TextValue? {
        if [.text, .label, .button].contains(kind), let s = scalarText { return TextValue(s, guessed: guessed.contains(.text)) }
        for d in descendants { if let t = d.firstText { return t } }
        return nil
    }

    /// Every text this view and the views inside it show, in order.
    var allTexts: [String] {
        if [.text, .label, .button].contains(kind), let s = scalarText { return [s] }
        return descendants.flatMap(\.allTexts)
    }

    /// The accessibility labels of the SF Symbols this view draws, in order (`Image(systemName: "chart.bar")` is read as
    /// "chart bar").
    var symbolLabels: [String] {
        if kind == .symbol {
            guard let (_, label) = accessibility.first(where: { $0.0 == "label" }), case .scalar(let text, _) = label.kind else { return [] }
            return [text]
        }
        return descendants.flatMap(\.symbolLabels)
    }

    /// The views directly inside this one (children, a single child, rows, branches, layers).
    var descendants: [ViewNode] {
        var out: [ViewNode] = []
        switch content {
        case .none, .scalar: break
        case .children(let c): out = c
        case .child(let c): out = [c]
        case .sections(let s): out = s.flatMap { [$0.header].compactMap { $0 } + $0.rows + [$0.footer].compactMap { $0 } }
        case .rows(let r): out = r.flatMap { $0 }
        case .conditional(_, let t, let o): out = [t] + (o.map { [$0] } ?? [])
        }
        return out
    }

    /// The nodes in this subtree (for the translator's limits).
    var count: Int {
        var n = 1
        switch content {
        case .none, .scalar: break
        case .children(let c): n += c.reduce(0) { $0 + $1.count }
        case .child(let c): n += c.count
        case .sections(let s): n += s.reduce(0) { $0 + ($1.header?.count ?? 0) + $1.rows.reduce(0) { $0 + $1.count } + ($1.footer?.count ?? 0) }
        case .rows(let r): n += r.reduce(0) { $0 + $1.reduce(0) { $0 + $1.count } }
        case .conditional(_, let t, let o): n += t.count + (o?.count ?? 0)
        }
        for w in wrappers {
            if case .overlay(let l, _, _) = w { n += l.count }
            if case .background(let l, _, _) = w { n += l.count }
        }
        return n + nodeProperties.reduce(0) { $0 + $1.1.count }
    }
}
