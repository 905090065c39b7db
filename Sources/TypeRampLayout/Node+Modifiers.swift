import TypeRampCore
import TypeRampMetrics

// The DSL's modifiers: methods on `Node` that return a changed copy, named after SwiftUI's.

extension Node {
    /// Padding of `value` points on every edge.
    public func padding(_ value: Points = 16) -> Node { Node(.padding(EdgeInsets(all: value), self), location: location) }
    /// Padding with explicit insets in points (`.padding(.init(top: 8, leading: 16, bottom: 8, trailing: 16))`).
    public func padding(_ insets: EdgeInsets) -> Node { Node(.padding(insets, self), location: location) }
    /// A frame: fixed, minimum, ideal and maximum sizes in points (nil leaves that length to the content; `.infinity`
    /// as a maximum takes all the space offered), with `alignment` placing the content when the frame is larger.
    public func frame(
        width: Points? = nil, height: Points? = nil, minWidth: Points? = nil, idealWidth: Points? = nil,
        maxWidth: Points? = nil, minHeight: Points? = nil, idealHeight: Points? = nil, maxHeight: Points? = nil,
        alignment: BoxAlignment = .center
    ) -> Node {
        Node(
            .frame(
                FrameSpec(
                    width: width, height: height, minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight,
                    maxHeight: maxHeight, idealWidth: idealWidth, idealHeight: idealHeight,
                    alignment: alignment.horizontal, verticalAlignment: alignment.vertical), self), location: location)
    }
    /// A frame whose lengths are read from the enclosing ``geometryReader(_:)`` (SwiftUI's
    /// `.frame(width: proxy.size.width * 0.5)`), by slot (`.width`, `.minHeight`, …); other lengths are left to the
    /// content.
    public func frame(reading lengths: [ReaderLength.Slot: ReaderLength], alignment: BoxAlignment = .center) -> Node {
        var n = Node(
            .frame(FrameSpec(alignment: alignment.horizontal, verticalAlignment: alignment.vertical), self), location: location)
        n.readerLengths = lengths.filter { !$0.key.isEdge }
        return n
    }
    /// Padding whose edges are read from the enclosing ``geometryReader(_:)`` (SwiftUI's
    /// `.padding(.top, proxy.size.height * 0.06)`), by slot (`.top`, `.leading`, `.bottom`, `.trailing`).
    public func padding(reading lengths: [ReaderLength.Slot: ReaderLength]) -> Node {
        var n = Node(.padding(EdgeInsets(all: 0), self), location: location)
        n.readerLengths = lengths.filter { $0.key.isEdge }
        return n
    }
    /// `.fixedSize(horizontal:vertical:)`: the content takes its ideal length along those axes whatever it is offered.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> Node {
        var axes: AxisSet = []
        if horizontal { axes.insert(.horizontal) }
        if vertical { axes.insert(.vertical) }
        return Node(.fixedSize(axes, self), location: location)
    }
    /// `.overlay(alignment:) { … }`: views drawn over this one, offered exactly its size; they never change its size.
    public func overlay(alignment: BoxAlignment = .center, @NodeBuilder _ content: () -> [Node]) -> Node {
        layered(content(), alignment: alignment, isBackground: false)
    }
    /// `.background(alignment:) { … }`: views drawn behind this one, offered exactly its size.
    public func background(alignment: BoxAlignment = .center, @NodeBuilder _ content: () -> [Node]) -> Node {
        layered(content(), alignment: alignment, isBackground: true)
    }
    private func layered(_ nodes: [Node], alignment: BoxAlignment, isBackground: Bool) -> Node {
        let layer = nodes.count == 1 ? nodes[0] : Node(.zstack(ZStackNode(alignment: alignment, children: nodes)), location: location)
        return Node(.layer(LayerNode(base: self, layer: layer, alignment: alignment, isBackground: isBackground)), location: location)
    }
    /// `.layoutPriority(_:)`: in a stack that cannot give every child its ideal length, higher priorities are served first.
    public func layoutPriority(_ priority: Double) -> Node { var c = self; c.layoutPriority = priority; return c }

    /// `.listRowInsets(_:)`: the margins of the list row this node is, in points, in place of the list's (nil: the
    /// list's). Changes nothing on a node that is no row of a list.
    public func listRowInsets(_ insets: EdgeInsets?) -> Node { var c = self; c.listRowInsets = insets; return c }

    /// `.clipped()` (and `.clipShape(_:)`, `.cornerRadius(_:)`): nothing of the view is drawn outside its frame.
    public func clipped() -> Node { var c = self; c.clipsContent = true; return c }

    /// `.hidden()`: the node drawn invisible, taking no taps and hidden from VoiceOver, its space kept
    /// (``Node/isHidden``).
    public func hidden() -> Node {
        var c = self
        c.isHidden = true
        c.accessibility.hidden = true
        return c
    }
    /// Makes this container's lengths (`padding`, `frame`, stack spacing) `@ScaledMetric` values that scale with
    /// `relativeTo` at the node's category, as `UIFontMetrics(forTextStyle:).scaledValue(for:)` does.
    public func scaledMetric(relativeTo style: TextStyle = .body) -> Node { var c = self; c.lengthsRelativeTo = style; return c }
    /// Sets the node's id.
    public func id(_ id: String) -> Node { var copy = self; copy.id = id; return copy }
    /// Adds tags (custom rotors can select tagged nodes).
    public func tag(_ tags: String...) -> Node { var copy = self; copy.tags += tags; return copy }
    /// `.dynamicTypeSize(range)`.
    public func dynamicTypeSize(_ range: ContentSizeCategoryRange) -> Node {
        var copy = self
        copy.dynamicTypeRange = copy.dynamicTypeRange.map { $0.intersection(range) } ?? range
        return copy
    }
    /// The accessibility label.
    public func accessibilityLabel(_ label: String) -> Node { var c = self; c.accessibility.label = label; return c }
    /// The accessibility value.
    public func accessibilityValue(_ value: String) -> Node { var c = self; c.accessibility.value = value; return c }
    /// The accessibility hint.
    public func accessibilityHint(_ hint: String) -> Node { var c = self; c.accessibility.hint = hint; return c }
    /// Adds traits to the node's default traits.
    public func accessibilityTraits(_ traits: Set<AccessibilityTrait>) -> Node {
        var c = self
        let defaults: Set<AccessibilityTrait>
        switch kind {
        case .text: defaults = [.staticText]
        case .button: defaults = [.button]
        case .image: defaults = [.image]
        default: defaults = []
        }
        c.accessibility.traits = (c.accessibility.traits ?? defaults).union(traits)
        return c
    }
    /// Hides the node (and its subtree) from VoiceOver.
    public func accessibilityHidden(_ hidden: Bool = true) -> Node { var c = self; c.accessibility.hidden = hidden; return c }
    /// Combines the subtree into one element (`.accessibilityElement(children: .combine)`).
    public func accessibilityCombined() -> Node { var c = self; c.accessibility.element = true; return c }
    /// An explicit order of descendant ids.
    public func accessibilityOrder(_ ids: [String]) -> Node { var c = self; c.accessibility.order = ids; return c }
    /// Custom actions.
    public func accessibilityActions(_ names: [String]) -> Node { var c = self; c.accessibility.customActions = names; return c }
    /// Marks the node as presented modally; `modal` says whether it sets `accessibilityViewIsModal`.
    public func presentedModally(modal: Bool) -> Node {
        var c = self; c.accessibility.presentsModally = true; c.accessibility.modal = modal; return c
    }
    /// Actions reachable by gesture.
    public func gestures(_ names: [String]) -> Node { var c = self; c.accessibility.gestures = names; return c }
    /// What the node's gesture or button does, by name: a gesture whose actions a control on the screen also performs has
    /// that control as its alternative (`gesture-without-alternative`).
    public func performs(_ names: [String]) -> Node { var c = self; c.accessibility.performs = names; return c }
    /// Says this visible text labels the element with `id`.
    public func labels(_ id: String) -> Node { var c = self; c.accessibility.labels = id; return c }
}
