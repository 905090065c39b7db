import TypeRampCore
import TypeRampMetrics

// The DSL's SwiftUI containers beyond stacks and lists (Node+Containers.swift has the model, docs/layout.md the
// behaviour each follows), named as the screens format names them.

/// `.imageScale(_:)` of an SF Symbol: how much larger or smaller than its font it is drawn.
public enum SymbolScale: Double, Hashable, Sendable, CaseIterable {
    /// `.small`: 0.8 of the medium size.
    case small = 0.8
    /// `.medium`, the default.
    case medium = 1
    /// `.large`: 1.3 times the medium size.
    case large = 1.3
}

extension BoxAlignment {
    /// `.leading`: centred vertically, at the leading edge.
    public static let leading = BoxAlignment(horizontal: .leading)
    /// `.trailing`: centred vertically, at the trailing edge.
    public static let trailing = BoxAlignment(horizontal: .trailing)
    /// `.top`: centred horizontally, at the top.
    public static let top = BoxAlignment(vertical: .top)
    /// `.bottom`: centred horizontally, at the bottom.
    public static let bottom = BoxAlignment(vertical: .bottom)
    /// `.topLeading`.
    public static let topLeading = BoxAlignment(horizontal: .leading, vertical: .top)
    /// `.topTrailing`.
    public static let topTrailing = BoxAlignment(horizontal: .trailing, vertical: .top)
    /// `.bottomLeading`.
    public static let bottomLeading = BoxAlignment(horizontal: .leading, vertical: .bottom)
    /// `.bottomTrailing`.
    public static let bottomTrailing = BoxAlignment(horizontal: .trailing, vertical: .bottom)
    /// `.leadingFirstTextBaseline`: at the leading edge, first text baselines on one line (iOS 16).
    public static let leadingFirstTextBaseline = BoxAlignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// `.centerFirstTextBaseline`.
    public static let centerFirstTextBaseline = BoxAlignment(horizontal: .center, vertical: .firstTextBaseline)
    /// `.trailingFirstTextBaseline`.
    public static let trailingFirstTextBaseline = BoxAlignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// `.leadingLastTextBaseline`: at the leading edge, last text baselines on one line (iOS 16).
    public static let leadingLastTextBaseline = BoxAlignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// `.centerLastTextBaseline`.
    public static let centerLastTextBaseline = BoxAlignment(horizontal: .center, vertical: .lastTextBaseline)
    /// `.trailingLastTextBaseline`.
    public static let trailingLastTextBaseline = BoxAlignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

extension ContentSizeCategoryRange {
    /// The five accessibility categories, `accessibilityMedium` (AX1) and larger: SwiftUI's
    /// `dynamicTypeSize.isAccessibilitySize`.
    public static let accessibilitySizes = ContentSizeCategoryRange(.accessibilityMedium, nil)
}

/// A `ZStack`: children drawn on top of each other, the first at the back, placed by `alignment`; as large as the
/// union of theirs.
public func zstack(
    alignment: BoxAlignment = .center, file: String = #fileID, line: Int = #line, column: Int = #column,
    @NodeBuilder _ content: () -> [Node]
) -> Node {
    Node(.zstack(ZStackNode(alignment: alignment, children: content())), location: SourceLocation(file: file, line: line, column: column))
}

/// `ViewThatFits(in: axes) { … }`: the first option whose ideal size fits the space offered along `axes`, else the last.
/// SwiftUI's `GeometryReader`: `content` (several views are layers, as in a ZStack) in a frame that takes the space
/// offered, placed top leading. Lengths inside made with `frame(reading:)` and `padding(reading:)` are fractions of
/// its size, which is its proposal.
public func geometryReader(@NodeBuilder _ content: () -> [Node]) -> Node {
    let children = content()
    let inner = children.count == 1 ? children[0] : zstack(alignment: .topLeading) { children }
    var frame = FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading, verticalAlignment: .top)
    frame.isGeometryReader = true
    return Node(.frame(frame, inner), location: inner.location)
}

public func viewThatFits(
    in axes: AxisSet = .both, file: String = #fileID, line: Int = #line, column: Int = #column,
    @NodeBuilder _ options: () -> [Node]
) -> Node {
    Node(.viewThatFits(ViewThatFitsNode(axes: axes, options: options())), location: SourceLocation(file: file, line: line, column: column))
}

/// The cells of one `gridRow { … }` of a `grid`.
public struct GridRowCells: Sendable {
    /// The cells, leading to trailing.
    public var cells: [Node]
}

/// Collects the rows of a `grid`: a `gridRow { … }` is one row of cells; any other view is a row of its own spanning
/// every column (as in SwiftUI's `Grid`).
@resultBuilder
public enum GridBuilder {
    /// A row of cells.
    public static func buildExpression(_ row: GridRowCells) -> [[Node]] { [row.cells] }
    /// A view spanning every column.
    public static func buildExpression(_ node: Node) -> [[Node]] { [[node]] }
    /// The rows in order.
    public static func buildBlock(_ parts: [[Node]]...) -> [[Node]] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [[Node]]?) -> [[Node]] { part ?? [] }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first: [[Node]]) -> [[Node]] { first }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second: [[Node]]) -> [[Node]] { second }
    /// A `for` loop's rows.
    public static func buildArray(_ parts: [[[Node]]]) -> [[Node]] { parts.flatMap { $0 } }
}

/// `Grid { GridRow { … } … }`: each column as wide as its widest cell, each row as tall as its tallest; `spacing` in
/// points between columns and between rows (SwiftUI's default, 8).
public func grid(
    horizontalSpacing: Points = 8, verticalSpacing: Points = 8, alignment: BoxAlignment = .center,
    file: String = #fileID, line: Int = #line, column: Int = #column, @GridBuilder _ rows: () -> [[Node]]
) -> Node {
    Node(
        .grid(GridNode(rows: rows(), horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, alignment: alignment)),
        location: SourceLocation(file: file, line: line, column: column))
}

/// One row of a `grid` (SwiftUI `GridRow`).
public func gridRow(@NodeBuilder _ cells: () -> [Node]) -> GridRowCells {
    GridRowCells(cells: cells())
}

/// `LazyVGrid(columns:spacing:)`: the children flow into `columns` row by row (`.fixed(80)`,
/// `.flexible(minimum: 10, maximum: .infinity)`, `.adaptive(minimum: 100, maximum: .infinity)`), spacings in points.
public func lazyVGrid(
    columns: [GridColumn], columnSpacing: Points = 8, rowSpacing: Points = 8,
    file: String = #fileID, line: Int = #line, column: Int = #column, @NodeBuilder _ content: () -> [Node]
) -> Node {
    Node(
        .lazyGrid(LazyGridNode(columns: columns, columnSpacing: columnSpacing, rowSpacing: rowSpacing, children: content())),
        location: SourceLocation(file: file, line: line, column: column))
}

/// A view that depends on the text size: `then` where the content-size category is inside `range`, `otherwise`
/// elsewhere (nothing when it is empty). SwiftUI's `if dynamicTypeSize.isAccessibilitySize { A } else { B }` is
/// `ifCategory(.accessibilitySizes) { A } otherwise: { B }`. Several views in a branch are stacked vertically.
public func ifCategory(
    _ range: ContentSizeCategoryRange, file: String = #fileID, line: Int = #line, column: Int = #column,
    @NodeBuilder then: () -> [Node], @NodeBuilder otherwise: () -> [Node] = { [] }
) -> Node {
    let location = SourceLocation(file: file, line: line, column: column)
    func one(_ nodes: [Node]) -> Node? {
        nodes.count > 1
            ? Node(
                .stack(StackNode(axis: .vertical, spacing: StackNode.standardSpacing(axis: .vertical, children: nodes), children: nodes)),
                location: location)
            : nodes.first
    }
    let shown = one(then()) ?? Node(.stack(StackNode(axis: .vertical, children: [])), location: location)
    return Node(.conditional(ConditionalNode(range: range, then: shown, otherwise: one(otherwise()))), location: location)
}

/// A standard control sized by its label's font: a toggle, stepper, picker (`value` is the selection shown), text
/// field or secure field (`label` is the placeholder), link, menu, progress view or slider.
public func control(
    _ kind: ControlKind, _ label: String? = nil, value: String? = nil, style: StyleReference = .body,
    file: String = #fileID, line: Int = #line, column: Int = #column
) -> Node {
    Node(
        .control(ControlNode(kind, label: label.map { .string($0) }, value: value.map { .string($0) }, style: style)),
        location: SourceLocation(file: file, line: line, column: column))
}

/// `LabeledContent(label, value:)`: the label and its value side by side (the value trailing), stacked at
/// accessibility sizes.
public func labeledContent(
    _ label: String, value: String, style: StyleReference = .body,
    file: String = #fileID, line: Int = #line, column: Int = #column
) -> Node {
    let location = SourceLocation(file: file, line: line, column: column)
    let valueNode = Node(.text(TextNode(.string(value), style: style, alignment: .trailing)), location: location)
    return Node(
        .labeledContent(
            LabeledContentNode(
                label: Node(.text(TextNode(.string(label), style: style)), location: location),
                content: valueNode)), location: location)
}

/// `LabeledContent(label) { content }`: the label and a view (a control, a value with a style of its own).
public func labeledContent(
    _ label: String, style: StyleReference = .body, file: String = #fileID, line: Int = #line, column: Int = #column,
    @NodeBuilder content: () -> [Node]
) -> Node {
    let location = SourceLocation(file: file, line: line, column: column)
    let nodes = content()
    let contentNode = nodes.count == 1 ? nodes[0] : Node(.stack(StackNode(axis: .horizontal, children: nodes)), location: location)
    return Node(
        .labeledContent(
            LabeledContentNode(
                label: Node(.text(TextNode(.string(label), style: style)), location: location),
                content: contentNode)), location: location)
}

/// `NavigationStack { content.navigationTitle(title) }`: a navigation bar over the content. A large title is set in
/// bold Large Title and grows; an inline one is Headline at its size at Large whatever the category, as UIKit's bars
/// draw it (``NavigationNode/barTitleRange``); both on one line, with the header trait.
public func navigation(
    title: String? = nil, displayMode: TitleDisplayMode = .large,
    file: String = #fileID, line: Int = #line, column: Int = #column, @NodeBuilder _ content: () -> [Node]
) -> Node {
    let location = SourceLocation(file: file, line: line, column: column)
    let titleNode = title.map { NavigationNode.titleNode(.string($0), displayMode: displayMode, location: location) }
    let nodes = content()
    let body = nodes.count == 1 ? nodes[0] : Node(.stack(StackNode(axis: .vertical, children: nodes)), location: location)
    return Node(.navigation(NavigationNode(title: titleNode, displayMode: displayMode, content: body)), location: location)
}
