import TypeRampCore
import TypeRampMetrics
import TypeRampText

// The DSL's views: lowercase functions named as the YAML spec names its kinds. SwiftUI declares its views as
// capitalised types (`Text`, `VStack`) and no lowercase top-level names, so these live beside it. See DSL.swift.
// Every view records where it was written (`#fileID`, line, column) as its `location`, so a finding on a DSL screen
// points at that line; the trailing `file`, `line` and `column` parameters exist for that and are not meant to be passed.

/// A label showing `string` (SwiftUI `Text`, UIKit `UILabel`). `lines` 0 means unlimited; `mode` is how the last line
/// is cut when `lines` is reached; `minimumScaleFactor` below 1 lets the text shrink to fit its width
/// (`adjustsFontSizeToFitWidth`).
public func text(
    _ string: String, style: StyleReference = .body, lines: Int = 0, mode: LineBreakMode = .truncatingTail,
    alignment: TextAlignment = .leading, minimumScaleFactor: Double = 1,
    file: String = #fileID, line: Int = #line, column: Int = #column
) -> Node {
    Node(
        .text(TextNode(.string(string), style: style, lines: lines, mode: mode, alignment: alignment, minimumScaleFactor: minimumScaleFactor)),
        location: SourceLocation(file: file, line: line, column: column))
}

/// A label showing the localized string for `key` in the solve's locale (`base` in the base language, and when the
/// strings lack the key), as SwiftUI looks up `Text("key")` in the String Catalog.
public func text(
    key: String, default base: String, style: StyleReference = .body, lines: Int = 0,
    mode: LineBreakMode = .truncatingTail, alignment: TextAlignment = .leading,
    file: String = #fileID, line: Int = #line, column: Int = #column
) -> Node {
    Node(
        .text(TextNode(.key(key, default: base), style: style, lines: lines, mode: mode, alignment: alignment)),
        location: SourceLocation(file: file, line: line, column: column))
}

/// An image of a fixed size, `width` × `height` points, at every category (SwiftUI `Image` with a `.frame`).
public func image(_ name: String, width: Points, height: Points, file: String = #fileID, line: Int = #line, column: Int = #column) -> Node {
    Node(
        .image(ImageNode(name, sizing: .fixed(Size(width: width, height: height)))), location: SourceLocation(file: file, line: line, column: column))
}

/// A square icon of `size` points at Large that scales with the text style `relativeTo` as `UIFontMetrics`'
/// `scaledValue(for:)` does (SwiftUI `@ScaledMetric`), up to `maximum` points.
public func icon(
    _ name: String, size: Points, relativeTo: TextStyle = .body, maximum: Points? = nil,
    file: String = #fileID, line: Int = #line, column: Int = #column
) -> Node {
    Node(
        .image(ImageNode(name, sizing: .scaled(base: size, relativeTo: relativeTo, maximum: maximum))),
        location: SourceLocation(file: file, line: line, column: column))
}

/// An SF Symbol (`Image(systemName:)`) drawn in the font of `style`, so it grows with that text style; `scale` is
/// `.imageScale(_:)`.
public func symbol(
    _ name: String, style: StyleReference = .body, scale: SymbolScale = .medium,
    file: String = #fileID, line: Int = #line, column: Int = #column
) -> Node {
    Node(
        .image(ImageNode(name, sizing: .symbol(style: style, scale: scale.rawValue))),
        location: SourceLocation(file: file, line: line, column: column))
}

/// SwiftUI's `Label(title, systemImage:)`: the symbol then the title, 8 points apart, side by side; VoiceOver reads
/// the title only (the symbol is hidden from it).
public func label(
    _ title: String, systemImage: String, style: StyleReference = .body, lines: Int = 0,
    file: String = #fileID, line: Int = #line, column: Int = #column
) -> Node {
    let location = SourceLocation(file: file, line: line, column: column)
    let titleNode = Node(.text(TextNode(.string(title), style: style, lines: lines)), location: location)
    var symbolNode = Node(.image(ImageNode(systemImage, sizing: .symbol(style: style, scale: 1))), location: location)
    symbolNode.accessibility.hidden = true
    return Node(.stack(StackNode(axis: .horizontal, spacing: 8, alignment: .center, children: [symbolNode, titleNode])), location: location)
}

/// A button with a title in `style`, optionally an icon before it (`iconSize` points at Large, sized by `style` as
/// SwiftUI sizes a symbol by its font: fixed for a fixed size, else scaled with the style's text style), inside
/// `insets` points. The default insets (``ButtonNode/defaultInsets``, a large control's) make a body button
/// at least 44 pt tall at every category, so it meets the touch target the audit checks. `lines` 0 means unlimited.
public func button(
    _ title: String, style: StyleReference = .body, icon: String? = nil, iconSize: Points = 17,
    insets: EdgeInsets = ButtonNode.defaultInsets, lines: Int = 0,
    file: String = #fileID, line: Int = #line, column: Int = #column
) -> Node {
    let image = icon.map { ImageNode($0, sizing: NodeDecoder.iconSizing(iconSize, style)) }
    return Node(
        .button(ButtonNode(title: .string(title), style: style, icon: image, contentInsets: insets, lines: lines)),
        location: SourceLocation(file: file, line: line, column: column))
}

/// A button showing only an icon of `size` points at Large (scaled relative to body), inside `insets` points (by default
/// ``ButtonNode/defaultIconInsets``: a 17 pt icon makes a 44 × 44 pt target at every category). It needs an
/// `.accessibilityLabel`, or the audit reports it.
public func iconButton(
    _ icon: String, size: Points = 17, insets: EdgeInsets = ButtonNode.defaultIconInsets,
    file: String = #fileID, line: Int = #line, column: Int = #column
) -> Node {
    Node(
        .button(ButtonNode(title: nil, icon: ImageNode(icon, sizing: .scaled(base: size, relativeTo: .body, maximum: nil)), contentInsets: insets)),
        location: SourceLocation(file: file, line: line, column: column))
}

/// A horizontal stack (SwiftUI `HStack`, `UIStackView` `.horizontal`), children `spacing` points apart.
public func hstack(
    spacing: Points = 8, alignment: StackAlignment = .center, distribution: StackDistribution = .fill,
    file: String = #fileID, line: Int = #line, column: Int = #column, @NodeBuilder _ content: () -> [Node]
) -> Node {
    Node(
        .stack(StackNode(axis: .horizontal, spacing: spacing, alignment: alignment, distribution: distribution, children: content())),
        location: SourceLocation(file: file, line: line, column: column))
}

/// A stack that is horizontal until `rule` makes it vertical: `.flipAt(.accessibilityMedium)` for
/// `isAccessibilityCategory ? VStack : HStack`, `.fit` for `ViewThatFits { HStack; VStack }`. `alignmentWhenVertical`
/// is the cross alignment once it is vertical (`AnyLayout` switching between an `HStack` and a `VStack(alignment:)`).
public func hstack(
    adaptive rule: AdaptiveRule, spacing: Points = 8, alignment: StackAlignment = .center,
    alignmentWhenVertical: StackAlignment? = nil, distribution: StackDistribution = .fill,
    file: String = #fileID, line: Int = #line, column: Int = #column, @NodeBuilder _ content: () -> [Node]
) -> Node {
    Node(
        .stack(
            StackNode(
                axis: .adaptive(rule), spacing: spacing, alignment: alignment, alignmentWhenVertical: alignmentWhenVertical,
                distribution: distribution, children: content())),
        location: SourceLocation(file: file, line: line, column: column))
}

/// A vertical stack (SwiftUI `VStack`, `UIStackView` `.vertical`), children `spacing` points apart, centred unless
/// `alignment` says otherwise (SwiftUI's default). Without `spacing`, SwiftUI's standard spacing
/// (``StackNode/standardSpacing(axis:children:)``: 0 between texts only, else 8), as the screens format and imported Swift.
public func vstack(
    spacing: Points? = nil, alignment: StackAlignment = .center, distribution: StackDistribution = .fill,
    file: String = #fileID, line: Int = #line, column: Int = #column, @NodeBuilder _ content: () -> [Node]
) -> Node {
    let children = content()
    return Node(
        .stack(
            StackNode(
                axis: .vertical, spacing: spacing ?? StackNode.standardSpacing(axis: .vertical, children: children), alignment: alignment,
                distribution: distribution, children: children)),
        location: SourceLocation(file: file, line: line, column: column))
}

/// Flexible space along the enclosing stack's axis, at least `minLength` points (SwiftUI `Spacer`).
public func spacer(minLength: Points = 8, file: String = #fileID, line: Int = #line, column: Int = #column) -> Node {
    Node(.spacer(minLength: minLength), location: SourceLocation(file: file, line: line, column: column))
}

/// A hairline separator, one pixel thick (SwiftUI `Divider`).
public func divider(file: String = #fileID, line: Int = #line, column: Int = #column) -> Node {
    Node(.divider, location: SourceLocation(file: file, line: line, column: column))
}

/// A scroll view along `axis` (SwiftUI `ScrollView`); several children are stacked vertically.
public func scroll(
    _ axis: Axis = .vertical, file: String = #fileID, line: Int = #line, column: Int = #column,
    @NodeBuilder _ content: () -> [Node]
) -> Node {
    let location = SourceLocation(file: file, line: line, column: column)
    let children = content()
    let child = children.count == 1 ? children[0] : Node(.stack(StackNode(axis: .vertical, children: children)), location: location)
    return Node(.scroll(axis, child), location: location)
}

/// A table view of self-sizing rows (`UITableView` with automatic dimensions, or SwiftUI's `List` in `style`): each row
/// is its content inside `margins` points (nil: the style's), at least `minimumRowHeight` points tall;
/// `estimatedRowHeight` is the declared estimate at Large, in points. Its content is `section(…) { … }` statements.
public func list(
    style: ListStyle = .table, margins: EdgeInsets? = nil, minimumRowHeight: Points = 44,
    estimatedRowHeight: Points? = nil, separators: Bool = true,
    file: String = #fileID, line: Int = #line, column: Int = #column,
    @SectionBuilder _ sections: () -> [ListNode.Section]
) -> Node {
    Node(
        .list(
            ListNode(
                sections: sections(), style: style, margins: margins, minimumRowHeight: minimumRowHeight,
                estimatedRowHeight: estimatedRowHeight, separators: separators)),
        location: SourceLocation(file: file, line: line, column: column))
}

/// A section of a `list` with an optional header and footer (texts in `headerStyle` and `footerStyle`; the header has
/// the header trait), one row per statement of `rows`.
public func section(
    _ header: String? = nil, footer: String? = nil, headerStyle: StyleReference = .footnote,
    footerStyle: StyleReference = .footnote, file: String = #fileID, line: Int = #line, column: Int = #column,
    @NodeBuilder rows: () -> [Node]
) -> ListNode.Section {
    ListNode.Section(
        header: header.map { text($0, style: headerStyle, file: file, line: line, column: column).accessibilityTraits([.header]) },
        rows: rows(), footer: footer.map { text($0, style: footerStyle, file: file, line: line, column: column) })
}
