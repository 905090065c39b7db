import TypeRampCore
import TypeRampMetrics
import TypeRampText

// A result-builder DSL that reads like SwiftUI and builds the same `Node` tree as the YAML/JSON spec:
//
//     Screen("poll") {
//         VStack(spacing: 12) {
//             Text("Who wins tonight?", style: .title2).accessibilityTraits([.header])
//             HStack(adaptive: .flipAt(.accessibilityMedium)) {
//                 Button("Home team"); Button("Away team")
//             }
//         }
//         .padding(16)
//     }

/// Collects the children of a container.
@resultBuilder
public enum NodeBuilder {
    public static func buildExpression(_ node: Node) -> [Node] { [node] }
    public static func buildExpression(_ nodes: [Node]) -> [Node] { nodes }
    public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    public static func buildEither(first: [Node]) -> [Node] { first }
    public static func buildEither(second: [Node]) -> [Node] { second }
    public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
}

extension StyleReference {
    public static let extraLargeTitle = StyleReference.textStyle(.extraLargeTitle, emphasized: false)
    public static let extraLargeTitle2 = StyleReference.textStyle(.extraLargeTitle2, emphasized: false)
    public static let largeTitle = StyleReference.textStyle(.largeTitle, emphasized: false)
    public static let title1 = StyleReference.textStyle(.title1, emphasized: false)
    public static let title2 = StyleReference.textStyle(.title2, emphasized: false)
    public static let title3 = StyleReference.textStyle(.title3, emphasized: false)
    public static let headline = StyleReference.textStyle(.headline, emphasized: false)
    public static let body = StyleReference.textStyle(.body, emphasized: false)
    public static let callout = StyleReference.textStyle(.callout, emphasized: false)
    public static let subheadline = StyleReference.textStyle(.subheadline, emphasized: false)
    public static let footnote = StyleReference.textStyle(.footnote, emphasized: false)
    public static let caption1 = StyleReference.textStyle(.caption1, emphasized: false)
    public static let caption2 = StyleReference.textStyle(.caption2, emphasized: false)
}

/// A label showing `string` (SwiftUI `Text`). `lines` 0 means unlimited.
public func Text(_ string: String, style: StyleReference = .body, lines: Int = 0, mode: LineBreakMode = .truncatingTail,
                 alignment: TextAlignment = .leading, minimumScaleFactor: Double = 1) -> Node {
    Node(.text(TextNode(.string(string), style: style, lines: lines, mode: mode, alignment: alignment, minimumScaleFactor: minimumScaleFactor)))
}

/// A label showing the localized string for `key` (`default` in the base language).
public func Text(key: String, default base: String, style: StyleReference = .body, lines: Int = 0,
                 mode: LineBreakMode = .truncatingTail, alignment: TextAlignment = .leading) -> Node {
    Node(.text(TextNode(.key(key, default: base), style: style, lines: lines, mode: mode, alignment: alignment)))
}

/// An image of a fixed size in points.
public func Image(_ name: String, width: Points, height: Points) -> Node {
    Node(.image(ImageNode(name, sizing: .fixed(Size(width: width, height: height)))))
}

/// A square icon of `size` points at Large that scales with `relativeTo` (`scaledValue(for:)`), up to `maximum`.
public func Icon(_ name: String, size: Points, relativeTo: TextStyle = .body, maximum: Points? = nil) -> Node {
    Node(.image(ImageNode(name, sizing: .scaled(base: size, relativeTo: relativeTo, maximum: maximum))))
}

/// A button with a title (and optionally an icon).
public func Button(_ title: String, style: StyleReference = .body, icon: String? = nil, iconSize: Points = 17,
                   insets: EdgeInsets = EdgeInsets(top: 7, leading: 14, bottom: 7, trailing: 14), lines: Int = 0) -> Node {
    let image = icon.map { ImageNode($0, sizing: .scaled(base: iconSize, relativeTo: .body, maximum: nil)) }
    return Node(.button(ButtonNode(title: .string(title), style: style, icon: image, contentInsets: insets, lines: lines)))
}

/// A button showing only an icon (it needs an accessibility label).
public func IconButton(_ icon: String, size: Points = 17, insets: EdgeInsets = EdgeInsets(all: 8)) -> Node {
    Node(.button(ButtonNode(title: nil, icon: ImageNode(icon, sizing: .scaled(base: size, relativeTo: .body, maximum: nil)), contentInsets: insets)))
}

/// A horizontal stack (HStack / UIStackView .horizontal).
public func HStack(spacing: Points = 8, alignment: StackAlignment = .center, distribution: StackDistribution = .fill,
                   @NodeBuilder _ content: () -> [Node]) -> Node {
    Node(.stack(StackNode(axis: .horizontal, spacing: spacing, alignment: alignment, distribution: distribution, children: content())))
}

/// A stack that is horizontal until `rule` makes it vertical.
public func HStack(adaptive rule: AdaptiveRule, spacing: Points = 8, alignment: StackAlignment = .leading,
                   distribution: StackDistribution = .fill, @NodeBuilder _ content: () -> [Node]) -> Node {
    Node(.stack(StackNode(axis: .adaptive(rule), spacing: spacing, alignment: alignment, distribution: distribution, children: content())))
}

/// A vertical stack (VStack / UIStackView .vertical).
public func VStack(spacing: Points = 8, alignment: StackAlignment = .leading, distribution: StackDistribution = .fill,
                   @NodeBuilder _ content: () -> [Node]) -> Node {
    Node(.stack(StackNode(axis: .vertical, spacing: spacing, alignment: alignment, distribution: distribution, children: content())))
}

/// Flexible space along the enclosing stack's axis, at least `minLength` points.
public func Spacer(minLength: Points = 8) -> Node { Node(.spacer(minLength: minLength)) }

/// A hairline separator (one pixel).
public func Divider() -> Node { Node(.divider) }

/// A vertical scroll view.
public func ScrollView(_ axis: Axis = .vertical, @NodeBuilder _ content: () -> [Node]) -> Node {
    let children = content()
    let child = children.count == 1 ? children[0] : Node(.stack(StackNode(axis: .vertical, children: children)))
    return Node(.scroll(axis, child))
}

/// A list section with an optional header.
public func Section(_ header: String? = nil, headerStyle: StyleReference = .footnote, @NodeBuilder rows: () -> [Node]) -> ListNode.Section {
    ListNode.Section(header: header.map { Text($0, style: headerStyle).accessibilityTraits([.header]) }, rows: rows())
}

/// Collects list sections.
@resultBuilder
public enum SectionBuilder {
    public static func buildExpression(_ section: ListNode.Section) -> [ListNode.Section] { [section] }
    public static func buildBlock(_ parts: [ListNode.Section]...) -> [ListNode.Section] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[ListNode.Section]]) -> [ListNode.Section] { parts.flatMap { $0 } }
}

/// A table view of self-sizing rows.
public func List(margins: EdgeInsets = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16), minimumRowHeight: Points = 44,
                 estimatedRowHeight: Points? = nil, separators: Bool = true, @SectionBuilder _ sections: () -> [ListNode.Section]) -> Node {
    Node(.list(ListNode(sections: sections(), margins: margins, minimumRowHeight: minimumRowHeight,
                        estimatedRowHeight: estimatedRowHeight, separators: separators)))
}

extension Screen {
    /// A screen whose root is the builder's content (several views are stacked vertically).
    public init(_ name: String, device: String = "iphone", orientation: Orientation = .portrait,
                rotors: [CustomRotorSpec] = [], @NodeBuilder _ content: () -> [Node]) {
        let children = content()
        let root = children.count == 1 ? children[0] : Node(.stack(StackNode(axis: .vertical, children: children)))
        self.init(name: name, viewport: Viewport(device: Device.named(device) ?? Device.named("iphone")!, orientation: orientation),
                  root: root, rotors: rotors)
    }
}

// MARK: - Modifiers

extension Node {
    /// Padding of `value` points on every edge.
    public func padding(_ value: Points = 16) -> Node { Node(.padding(EdgeInsets(all: value), self)) }
    /// Padding with explicit insets.
    public func padding(_ insets: EdgeInsets) -> Node { Node(.padding(insets, self)) }
    /// A frame (fixed, minimum and maximum sizes in points).
    public func frame(width: Points? = nil, height: Points? = nil, minWidth: Points? = nil, maxWidth: Points? = nil,
                      minHeight: Points? = nil, maxHeight: Points? = nil, alignment: TextAlignment = .center) -> Node {
        Node(.frame(FrameSpec(width: width, height: height, minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight,
                              maxHeight: maxHeight, alignment: alignment), self))
    }
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
    /// Says this visible text labels the element with `id`.
    public func labels(_ id: String) -> Node { var c = self; c.accessibility.labels = id; return c }
}
