import TypeRampCore
import TypeRampMetrics
import TypeRampText

// A result-builder DSL that reads like SwiftUI and builds the same `Node` tree as the YAML/JSON spec. Views are
// lowercase functions named as the spec names its kinds (`text`, `image`, `icon`, `button`, `hstack`, `vstack`,
// `spacer`, `divider`, `list`, `scroll`); modifiers are methods named after SwiftUI's:
//
//     Screen("poll") {
//         vstack(spacing: 12) {
//             text("Who wins tonight?", style: .title2).accessibilityTraits([.header])
//             hstack(adaptive: .flipAt(.accessibilityMedium)) {
//                 button("Home team"); button("Away team")
//             }
//         }
//         .padding(16)
//     }
//
// Why lowercase functions: SwiftUI's views are capitalised types (`Text`, `VStack`), and the DSL's former capitalised
// functions made every `Text("…")` ambiguous in a file importing both. Static factories used with implicit member
// syntax (`.text("…")`) cannot work either: in a builder, a line starting with `.` continues the previous statement
// (that is how SwiftUI's modifiers chain), so `.text("a")` followed by `.text("b")` parses as `.text("a").text("b")`.
// A local variable or property named like a view (`let text = …`) hides the function in its scope: qualify it there
// (`TypeRampLayout.text("…")`). docs/layout.md, "The Swift DSL", says the same for users.

/// Collects the children of a container: each statement is a `Node` (or an array of them); `if`, `switch` and `for`
/// work as in SwiftUI's `ViewBuilder`.
@resultBuilder
public enum NodeBuilder {
    /// One child.
    public static func buildExpression(_ node: Node) -> [Node] { [node] }
    /// Several children built elsewhere.
    public static func buildExpression(_ nodes: [Node]) -> [Node] { nodes }
    /// The children in order.
    public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    /// An `if` without `else`: its children, or none.
    public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first: [Node]) -> [Node] { first }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second: [Node]) -> [Node] { second }
    /// A `for` loop's children, in order.
    public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
}

/// Collects the sections of a `.list { … }`: each statement is a `.section(…) { … }`.
@resultBuilder
public enum SectionBuilder {
    /// One section.
    public static func buildExpression(_ section: ListNode.Section) -> [ListNode.Section] { [section] }
    /// The sections in order.
    public static func buildBlock(_ parts: [ListNode.Section]...) -> [ListNode.Section] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [ListNode.Section]?) -> [ListNode.Section] { part ?? [] }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first: [ListNode.Section]) -> [ListNode.Section] { first }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second: [ListNode.Section]) -> [ListNode.Section] { second }
    /// A `for` loop's sections.
    public static func buildArray(_ parts: [[ListNode.Section]]) -> [ListNode.Section] { parts.flatMap { $0 } }
}

extension StyleReference {
    /// Apple's Extra Large Title text style (iOS 17, visionOS) with the system font.
    public static let extraLargeTitle = StyleReference.textStyle(.extraLargeTitle, emphasized: false)
    /// Apple's Extra Large Title 2 text style (iOS 17, visionOS) with the system font.
    public static let extraLargeTitle2 = StyleReference.textStyle(.extraLargeTitle2, emphasized: false)
    /// Apple's Large Title text style with the system font.
    public static let largeTitle = StyleReference.textStyle(.largeTitle, emphasized: false)
    /// Apple's Title 1 text style with the system font.
    public static let title1 = StyleReference.textStyle(.title1, emphasized: false)
    /// Apple's Title 2 text style with the system font.
    public static let title2 = StyleReference.textStyle(.title2, emphasized: false)
    /// Apple's Title 3 text style with the system font.
    public static let title3 = StyleReference.textStyle(.title3, emphasized: false)
    /// Apple's Headline text style with the system font.
    public static let headline = StyleReference.textStyle(.headline, emphasized: false)
    /// Apple's Body text style with the system font.
    public static let body = StyleReference.textStyle(.body, emphasized: false)
    /// Apple's Callout text style with the system font.
    public static let callout = StyleReference.textStyle(.callout, emphasized: false)
    /// Apple's Subheadline text style with the system font.
    public static let subheadline = StyleReference.textStyle(.subheadline, emphasized: false)
    /// Apple's Footnote text style with the system font.
    public static let footnote = StyleReference.textStyle(.footnote, emphasized: false)
    /// Apple's Caption 1 text style with the system font.
    public static let caption1 = StyleReference.textStyle(.caption1, emphasized: false)
    /// Apple's Caption 2 text style with the system font.
    public static let caption2 = StyleReference.textStyle(.caption2, emphasized: false)
}

extension Screen {
    /// A screen named `name` on `device` whose root is the builder's content (several views are stacked vertically,
    /// 8 points apart, as a `.vstack` would).
    ///
    /// The device is a value (`.iPhoneSE1stGeneration`, `.iPhone16`, `.iPad`, or `.custom(width:height:)`), so an
    /// unknown device cannot be named; to look one up by a name typed by a user, use ``Device/preset(named:)``.
    public init(
        _ name: String, device: Device = .iPhone16, orientation: Orientation = .portrait,
        rotors: [CustomRotorSpec] = [], @NodeBuilder _ content: () -> [Node]
    ) {
        let children = content()
        let root = children.count == 1 ? children[0] : Node(.stack(StackNode(axis: .vertical, children: children)))
        self.init(name: name, viewport: Viewport(device: device, orientation: orientation), root: root, rotors: rotors)
    }
}
