import Foundation
import TypeRampCore
import TypeRampDecoding
import TypeRampMetrics

// Decoding of the SwiftUI containers and modifiers (docs/layout.md, "SwiftUI constructs").
extension NodeDecoder {
    /// SwiftUI's alignment names (`center`, `leading`, `topLeading`, …).
    func boxAlignment(_ node: SpecNode) throws -> BoxAlignment {
        try node.parsed(as: "alignment", candidates: BoxAlignment.names) { BoxAlignment(parsing: $0) }
    }

    /// `fixedSize: true` (both axes), `horizontal` or `vertical`.
    func fixedAxes(_ node: SpecNode) throws -> AxisSet {
        if case .scalar(let text, false) = node.kind {
            switch text {
            case "horizontal": return .horizontal
            case "vertical": return .vertical
            case "both": return .both
            default: break
            }
        }
        guard try node.bool() else { throw node.error("fixedSize is true, horizontal, vertical or both; leave it out for none") }
        return .both
    }

    /// `overlay:` / `background:` a node, or `{ content: node, alignment: topTrailing }`.
    func layer(_ value: SpecNode, base: Node, isBackground: Bool) throws -> LayerNode {
        if case .mapping = value.kind, try value.mapping().hasKey("content") {
            let m = try value.mapping()
            try m.rejectUnknownKeys(["content", "alignment"])
            return LayerNode(
                base: base, layer: try node(try m.required("content")), alignment: try m.optional("alignment").map(boxAlignment) ?? .center,
                isBackground: isBackground)
        }
        return LayerNode(base: base, layer: try node(value), isBackground: isBackground)
    }

    /// `symbol: checkmark.circle.fill` with `style` (the font it is drawn in; body by default) and `scale`.
    func symbol(_ value: SpecNode, _ map: SpecMapping) throws -> ImageNode {
        let style = try map.optional("style").map(styleReference) ?? .body
        let scale =
            try map.optional("scale")?.parsed(as: "symbol scale", candidates: ["small", "medium", "large"]) {
                ["small": 0.8, "medium": 1.0, "large": 1.3][$0]
            } ?? 1.0
        return ImageNode(try value.string(), sizing: .symbol(style: style, scale: scale))
    }

    /// `label: Title` with `systemImage` (SwiftUI's `Label`): the symbol, then the title, side by side; VoiceOver reads
    /// the title only.
    func label(_ value: SpecNode, _ map: SpecMapping) throws -> Node {
        let style = try map.optional("style").map(styleReference) ?? .body
        var title = Node(
            .text(TextNode(try textContent(value), style: style, lines: try map.optional("lines")?.int() ?? 0)), location: value.location)
        title.location = value.location
        guard let symbolNode = map.optional("systemImage") else { return title }
        var icon = Node(.image(ImageNode(try symbolNode.string(), sizing: .symbol(style: style, scale: 1))), location: symbolNode.location)
        icon.accessibility.hidden = true
        return Node(.stack(StackNode(axis: .horizontal, spacing: NodeDecoder.labelSpacing, alignment: .center, children: [icon, title])))
    }

    /// Space between a `Label`'s icon and title, in points.
    static let labelSpacing: Points = 8

    func viewThatFits(_ value: SpecNode, _ map: SpecMapping) throws -> ViewThatFitsNode {
        let axes =
            try map.optional("axes")?.parsed(as: "axes", candidates: ["horizontal", "vertical", "both"]) {
                ["horizontal": AxisSet.horizontal, "vertical": .vertical, "both": .both][$0]
            } ?? .both
        let options = try value.sequence().map(node)
        if options.isEmpty { throw value.error("ViewThatFits needs at least one option") }
        return ViewThatFitsNode(axes: axes, options: options)
    }

    /// `grid:` a list of rows, each a list of cells (a `GridRow`) or one node (spanning every column).
    func grid(_ value: SpecNode, _ map: SpecMapping) throws -> GridNode {
        let rows = try value.sequence().map { row -> [Node] in
            if case .sequence = row.kind { return try row.sequence().map(node) }
            return [try node(row)]
        }
        let spacing = try map.optional("spacing")?.nonNegativeDouble()
        return GridNode(
            rows: rows, horizontalSpacing: try map.optional("horizontalSpacing")?.nonNegativeDouble() ?? spacing ?? 8,
            verticalSpacing: try map.optional("verticalSpacing")?.nonNegativeDouble() ?? spacing ?? 8,
            alignment: try map.optional("alignment").map(boxAlignment) ?? .center)
    }

    /// `lazyVGrid:` the cells, with `columns` in SwiftUI's words: `fixed(80)`, `flexible`, `flexible(minimum: 40)`,
    /// `adaptive(minimum: 100)`, `adaptive(minimum: 100, maximum: 200)`.
    func lazyGrid(_ value: SpecNode, _ map: SpecMapping) throws -> LazyGridNode {
        let columnsNode = try map.required("columns")
        let columns = try columnsNode.sequence().map { c -> GridColumn in
            guard let column = NodeDecoder.gridColumn(try c.string()) else {
                throw c.error(
                    "a column is fixed(N), flexible, flexible(minimum: N, maximum: N) or adaptive(minimum: N, maximum: N), each N a length "
                        + "from 0 to \(formatDecimal(SpecReader.maximumNumber)) points (a maximum may be infinity)")
            }
            return column
        }
        if columns.isEmpty { throw columnsNode.error("a grid needs at least one column") }
        let spacing = try map.optional("spacing")?.nonNegativeDouble()
        return LazyGridNode(
            columns: columns, columnSpacing: try map.optional("columnSpacing")?.nonNegativeDouble() ?? spacing ?? 8,
            rowSpacing: try map.optional("rowSpacing")?.nonNegativeDouble() ?? spacing ?? 8, children: try value.sequence().map(node))
    }

    /// Parses a `GridItem` size as Swift writes it (`.adaptive(minimum: 100)` with or without the dot).
    static func gridColumn(_ text: String) -> GridColumn? {
        var t = text.trimmingCharacters(in: .whitespaces)
        if t.hasPrefix(".") { t.removeFirst() }
        let name = String(t.prefix { $0.isLetter })
        var arguments: [String: Double] = [:]
        var positional: [Double] = []
        if let open = t.firstIndex(of: "("), t.hasSuffix(")") {
            for part in t[t.index(after: open)..<t.index(before: t.endIndex)].split(separator: ",") {
                let pieces = part.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
                // A length in points, as every length of a screens file: finite, not negative, not beyond the limit
                // (infinity is read here and allowed only as a maximum, below).
                let number = { (s: String) -> Double? in
                    if s == ".infinity" || s == "infinity" { return .infinity }
                    guard let v = Double(s), v.isFinite, v >= 0, v <= SpecReader.maximumNumber else { return nil }
                    return v
                }
                if pieces.count == 2, let v = number(pieces[1]) {
                    arguments[pieces[0]] = v
                } else if pieces.count == 1, let v = number(pieces[0]) {
                    positional.append(v)
                } else {
                    return nil
                }
            }
        } else if t != name {
            return nil
        }
        switch name {
        case "fixed":
            guard let size = positional.first ?? arguments["size"], size.isFinite else { return nil }
            return .fixed(size)
        case "flexible":
            let minimum = arguments["minimum"] ?? 10
            guard minimum.isFinite else { return nil }
            return .flexible(minimum: minimum, maximum: arguments["maximum"] ?? .infinity)
        case "adaptive":
            guard let minimum = arguments["minimum"] ?? positional.first, minimum.isFinite else { return nil }
            return .adaptive(minimum: minimum, maximum: arguments["maximum"] ?? .infinity)
        default: return nil
        }
    }

    /// `if: ax1...` (a range of categories) with `then:` and optionally `else:`.
    func conditional(_ value: SpecNode, _ map: SpecMapping) throws -> ConditionalNode {
        let range = try value.parsed(as: "range of content-size categories", candidates: ContentSizeCategory.allSpellings) {
            ContentSizeCategoryRange(parsing: $0)
        }
        return ConditionalNode(range: range, then: try node(try map.required("then")), otherwise: try map.optional("else").map(node))
    }

    /// `labeledContent: Label` with `value:` (a string) or `content:` (a node); the label may also be a node.
    func labeledContent(_ value: SpecNode, _ map: SpecMapping) throws -> LabeledContentNode {
        let style = try map.optional("style").map(styleReference) ?? .body
        // The label and value it draws from strings are parts of the node, not views of their own: what was guessed
        // about the node (sample text, where it is shown) holds for them.
        let guesses = try map.optional("guessed").map(guessKinds) ?? []
        var label: Node
        if case .mapping = value.kind, !(try value.mapping().hasKey("key")) {
            label = try node(value)
        } else {
            label = Node(.text(TextNode(try textContent(value), style: style)), location: value.location)
            label.guesses = guesses
        }
        var content: Node
        if let c = map.optional("content") {
            content = try node(c)
        } else if let v = map.optional("value") {
            var text = TextNode(try textContent(v), style: style)
            text.alignment = .trailing
            content = Node(.text(text), location: v.location)
            content.guesses = guesses
        } else {
            throw map.node.error("labeledContent needs a 'value' (a string) or a 'content' (a node)")
        }
        return LabeledContentNode(label: label, content: content)
    }

    /// `navigation:` the content node, with `title` and `titleDisplayMode` (large by default).
    func navigation(_ value: SpecNode, _ map: SpecMapping) throws -> NavigationNode {
        let mode =
            try map.optional("titleDisplayMode")?.parsed(as: "title display mode", candidates: TitleDisplayMode.allCases.map(\.rawValue)) {
                TitleDisplayMode(rawValue: $0)
            } ?? .large
        var title: Node?
        if let t = map.optional("title") { title = NavigationNode.titleNode(try textContent(t), displayMode: mode, location: t.location) }
        return NavigationNode(title: title, displayMode: mode, content: try node(value))
    }

    /// A control: `toggle: Label`, `picker: Label` with `value: Selection`, `textField: Placeholder`, `progress: {}`, …
    func control(_ kind: ControlKind, _ value: SpecNode, _ map: SpecMapping) throws -> ControlNode {
        let label: TextContent? = value.isNull || (try? value.mapping()) != nil ? nil : try textContent(value)
        return ControlNode(
            kind, label: label, value: try map.optional("value").map(textContent),
            style: try map.optional("style").map(styleReference) ?? .body)
    }
}
