import Foundation
import TypeRampCore
import TypeRampDecoding
import TypeRampMetrics
import TypeRampText

/// Decodes screens and nodes from spec nodes.
struct NodeDecoder {
    let ramp: TypeRamp?

    /// The screens format's vocabulary, shared with the Swift importer (TypeRampDecoding's `ScreenKind` and `ScreenKey`).
    static let kindKeys = ScreenKind.allCases.map(\.rawValue)
    static let commonKeys = ScreenKey.common.map(\.rawValue)
    static let kindProperties: [String: [String]] = Dictionary(
        uniqueKeysWithValues: ScreenKind.allCases.map { ($0.rawValue, $0.properties.map(\.rawValue)) })
    /// The keys a node of `kind` may have, in the order an error lists them: the kind itself, ``commonKeys``, its
    /// properties.
    static func allowedKeyList(_ kind: String) -> [String] { [kind] + commonKeys + (kindProperties[kind] ?? []) }
    /// ``kindKeys`` as a set, and each kind's ``allowedKeyList(_:)`` as one: the decoder asks both of every node, and a
    /// node of a large import is one of hundreds of thousands.
    static let kindKeySet = Set(kindKeys)
    static let allowedKeys: [String: Set<String>] = Dictionary(
        uniqueKeysWithValues: kindKeys.map { kind in (kind, Set(allowedKeyList(kind))) })

    // MARK: Screens

    func screen(_ node: SpecNode) throws -> Screen {
        let map = try node.mapping()
        try map.rejectUnknownKeys([
            "name", "device", "width", "height", "orientation", "root", "rotors", "suppress", "description", "source", "component",
            "widget", "screenWidths",
        ])
        let name = try map.required("name").string()
        var device = Device.named("iphone")!
        if let deviceNode = map.optional("device") {
            device = try deviceNode.parsed(as: "device", candidates: Device.presets.map(\.id)) { Device.named($0) }
        }
        if let widthNode = map.optional("width") {
            let width = try widthNode.positiveDouble()
            let height = try map.optional("height")?.positiveDouble() ?? device.height
            device = .custom(width: width, height: height)
        } else if let heightNode = map.optional("height") {
            throw heightNode.error("give 'width' with 'height'")
        }
        let orientation =
            try map.optional("orientation")?.parsed(as: "orientation", candidates: Orientation.allCases.map(\.rawValue)) {
                Orientation(rawValue: $0)
            } ?? .portrait
        let root = try self.node(try map.required("root"))
        var rotors: [CustomRotorSpec] = []
        for rotorNode in try map.optional("rotors")?.sequence() ?? [] {
            let r = try rotorNode.mapping()
            try r.rejectUnknownKeys(["name", "entries", "tagged"])
            let rotorName = try r.required("name").string()
            if let entries = r.optional("entries") {
                rotors.append(
                    CustomRotorSpec(name: rotorName, entries: .ids(try entries.sequence().map { try $0.string() }), location: rotorNode.location))
            } else if let tagged = r.optional("tagged") {
                rotors.append(CustomRotorSpec(name: rotorName, entries: .tagged(try tagged.string()), location: rotorNode.location))
            } else {
                throw rotorNode.error("a rotor needs 'entries' (node ids) or 'tagged' (a tag)")
            }
        }
        let ids = collectIds(root)
        for rotor in rotors {
            if case .ids(let list) = rotor.entries {
                for id in list where !ids.contains(id) {
                    throw InputError(
                        "rotor '\(rotor.name)' names '\(id)', which no node has", at: rotor.location ?? node.location,
                        field: "\(node.path).rotors", suggestion: closestMatch(to: id, in: Array(ids)))
                }
            }
        }
        let suppress = try map.optional("suppress")?.sequence().map { try $0.string() } ?? []
        var screen = Screen(
            name: name, viewport: Viewport(device: device, orientation: orientation), root: root, rotors: rotors,
            suppressions: suppress, location: try map.optional("source").map(sourceLocation) ?? node.location)
        screen.component = try map.optional("component")?.string()
        if let widths = map.optional("screenWidths") {
            screen.screenWidths = try screenWidths(widths)
            // A screen that names no device is drawn on the first preset it exists at (`layout`, snapshots).
            if map.optional("device") == nil, map.optional("width") == nil, let widths = screen.screenWidths,
                !widths.contains(screen.viewport.device.width),
                let preset = Device.presets.filter({ widths.contains($0.width) }).min(by: {
                    abs($0.width - device.width) < abs($1.width - device.width)
                })
            {
                screen.viewport = Viewport(device: preset, orientation: orientation)
            }
        }
        if let widget = map.optional("widget") {
            // `widget: systemSmall`, `widget: {family: systemSmall, contentMargins: false}`, or `widget: any`.
            var familyNode = widget
            if case .mapping = widget.kind {
                let w = try widget.mapping()
                try w.rejectUnknownKeys(["family", "contentMargins"])
                familyNode = try w.required("family")
                screen.widgetContentMargins = try w.optional("contentMargins")?.bool() ?? true
            }
            screen.isWidget = true
            if try familyNode.string() != "any" {
                screen.widget = try familyNode.parsed(as: "widget family", candidates: WidgetFamily.allCases.map(\.rawValue) + ["any"]) {
                    WidgetFamily(rawValue: $0)
                }
            }
        }
        return screen
    }

    /// `screenWidths`: one interval or a list of them, each with a lower bound (`from` n, or `above` n) and an upper bound
    /// (`below` n, or `through` n), either may be left out.
    func screenWidths(_ node: SpecNode) throws -> ScreenWidths? {
        let items = (try? node.sequence()) ?? [node]
        var intervals: [WidthInterval] = []
        for item in items {
            let m = try item.mapping()
            try m.rejectUnknownKeys(["from", "above", "below", "through"])
            if m.optional("from") != nil, m.optional("above") != nil { throw item.error("give 'from' or 'above', not both") }
            if m.optional("below") != nil, m.optional("through") != nil { throw item.error("give 'below' or 'through', not both") }
            let from = try m.optional("from")?.positiveDouble(), above = try m.optional("above")?.positiveDouble()
            let below = try m.optional("below")?.positiveDouble(), through = try m.optional("through")?.positiveDouble()
            let interval = WidthInterval(lower: from ?? above, lowerIncluded: above == nil, upper: below ?? through, upperIncluded: below == nil)
            if interval.isAll { throw item.error("a width interval needs a bound: 'from', 'above', 'below' or 'through'") }
            if interval.isEmpty { throw item.error("no width is in this interval") }
            intervals.append(interval)
        }
        if intervals.isEmpty { throw node.error("'screenWidths' needs at least one interval") }
        return ScreenWidths(intervals)
    }

    func collectIds(_ node: Node) -> Set<String> {
        var ids: Set<String> = []
        node.forEachNode { if let id = $0.id { ids.insert(id) } }
        return ids
    }

    // MARK: Nodes

    func node(_ spec: SpecNode) throws -> Node {
        let map = try spec.mapping()
        // The one key that names a kind, found in one pass without copying the keys (kind names are never null literals).
        var found: (kind: String, value: SpecNode)? = nil
        var kindCount = 0
        for entry in map.entries {
            guard case .scalar(let text, _) = entry.key.kind else { continue }
            if NodeDecoder.kindKeySet.contains(text) {
                kindCount += 1
                if found == nil { found = (text, entry.value) }
            }
        }
        guard kindCount == 1, let (kind, value) = found else {
            let kinds = map.keys.filter { NodeDecoder.kindKeys.contains($0) }
            if kinds.count > 1 { throw spec.error("a node has one kind, found \(kinds.joined(separator: " and "))") }
            let unknown = map.keys.first { !NodeDecoder.commonKeys.contains($0) }
            throw spec.error(
                "a node needs one of \(NodeDecoder.kindKeys.joined(separator: ", "))",
                suggestion: unknown.flatMap { closestMatch(to: $0, in: NodeDecoder.kindKeys) })
        }
        // Every key allowed: checked against the kind's set; otherwise the full check names the first key that is not.
        let allowed = NodeDecoder.allowedKeys[kind] ?? []
        if !map.entries.allSatisfy({ entry in
            if case .scalar(let text, _) = entry.key.kind { return allowed.contains(text) } else { return false }
        }) {
            try map.rejectUnknownKeys(NodeDecoder.allowedKeyList(kind))
        }
        var result: Node
        switch kind {
        case "text": result = Node(.text(try text(value, map)))
        case "image":
            let name = try value.string()
            let size: Size
            if let s = map.optional("size") {
                let side = try s.positiveDouble()
                size = Size(width: side, height: side)
            } else {
                size = Size(width: try map.required("width").positiveDouble(), height: try map.required("height").positiveDouble())
            }
            result = Node(.image(ImageNode(name, sizing: .fixed(size))))
        case "icon":
            let name = try value.string()
            let base = try map.required("size").positiveDouble()
            let relativeTo = try map.optional("relativeTo").map { try textStyle($0) } ?? .body
            let maximum = try map.optional("maximum")?.positiveDouble()
            result = Node(.image(ImageNode(name, sizing: .scaled(base: base, relativeTo: relativeTo, maximum: maximum))))
        case "button": result = Node(.button(try button(value, map)))
        case "hstack", "vstack", "stack": result = Node(.stack(try stack(kind, value, map)))
        case "spacer":
            var minLength: Points = 8
            if case .mapping = value.kind {
                let m = try value.mapping()
                try m.rejectUnknownKeys(["minLength"])
                minLength = try m.optional("minLength")?.nonNegativeDouble() ?? 8
            } else if !value.isNull {
                minLength = try value.nonNegativeDouble()
            }
            result = Node(.spacer(minLength: minLength))
        case "divider": result = Node(.divider)
        case "list": result = Node(.list(try list(value, map)))
        case "scroll":
            let axis = try map.optional("axis")?.parsed(as: "axis", candidates: ["vertical", "horizontal"]) { Axis(rawValue: $0) } ?? .vertical
            let child: Node
            if case .sequence = value.kind {
                // A list is stacked along the scroll axis, as the views in a ScrollView are (a VStack, centred unless
                // `alignment` says otherwise).
                let alignment =
                    try map.optional("alignment")?.parsed(as: "alignment", candidates: ["leading", "center", "trailing", "fill"]) {
                        StackAlignment(rawValue: $0)
                    } ?? .center
                child = Node(
                    .stack(
                        StackNode(
                            axis: axis == .vertical ? .vertical : .horizontal, spacing: try map.optional("spacing")?.nonNegativeDouble() ?? 8,
                            alignment: alignment, children: try value.sequence().map(node))), location: value.location)
            } else {
                if let extra = map.optional("alignment") ?? map.optional("spacing") {
                    throw extra.error("spacing and alignment apply to a scroll view given a list of views; put them on its stack")
                }
                child = try node(value)
            }
            result = Node(.scroll(axis, child))
        case "symbol": result = Node(.image(try symbol(value, map)))
        case "label": result = try label(value, map)
        case "zstack":
            let alignment = try map.optional("alignment").map(boxAlignment) ?? .center
            result = Node(.zstack(ZStackNode(alignment: alignment, children: try value.sequence().map(node))))
        case "viewThatFits": result = Node(.viewThatFits(try viewThatFits(value, map)))
        case "grid": result = Node(.grid(try grid(value, map)))
        case "lazyVGrid": result = Node(.lazyGrid(try lazyGrid(value, map)))
        case "if": result = Node(.conditional(try conditional(value, map)))
        case "labeledContent": result = Node(.labeledContent(try labeledContent(value, map)))
        case "navigation": result = Node(.navigation(try navigation(value, map)))
        default:
            guard let control = ControlKind(rawValue: kind) else { fatalError("unreachable: \(kind)") }
            result = Node(.control(try self.control(control, value, map)))
        }
        result.location = try map.optional("source").map(sourceLocation) ?? spec.location
        result.id = try map.optional("id")?.string()
        result.tags = try map.optional("tags")?.sequence().map { try $0.string() } ?? []
        result.suppressions = try map.optional("suppress")?.sequence().map { try $0.string() } ?? []
        if let a = map.optional("accessibility") { result.accessibility = try accessibility(a, kind: kind) }
        if let range = map.optional("dynamicTypeSize") {
            result.dynamicTypeRange = try range.parsed(as: "dynamic type size range", candidates: ContentSizeCategory.allSpellings) {
                ContentSizeCategoryRange(parsing: $0)
            }
        }
        if let priority = map.optional("layoutPriority") { result.layoutPriority = try priority.double() }
        if let anchor = map.optional("anchor") { result.anchor = try anchor.string() }
        if kind != ScreenKind.button.rawValue, let style = map.optional("buttonStyle") {
            // A composed button label (`hstack: [...]` with `buttonStyle: plain`): the view is the button.
            result.buttonStyle = try buttonStyle(style)
        }
        if let guessed = map.optional("guessed") { result.guesses = try guessKinds(guessed) }
        let scaledMetric = try map.optional("scaledMetric").map { try textStyle($0) }
        result.lengthsRelativeTo = scaledMetric
        // Modifiers wrap the node in file order, as SwiftUI's modifier chain does.
        for (key, modifierValue) in map.entries {
            let name = try key.string()
            var wrapped: NodeKind?
            var readerLengths: [ReaderLength.Slot: ReaderLength] = [:]
            switch name {
            // SwiftUI takes negative padding (the box shrinks and its content overflows it by that much).
            case "padding": wrapped = .padding(try insets(modifierValue, allowsNegative: true, readerLengths: &readerLengths), result)
            case "frame": wrapped = .frame(try frame(modifierValue, readerLengths: &readerLengths), result)
            case "fixedSize": wrapped = .fixedSize(try fixedAxes(modifierValue), result)
            // Clipping changes no size: it marks the view as it is at this point of the chain.
            case "clipped": result.clipsContent = try modifierValue.bool()
            // Hiding changes no size either: what is hidden is the view as it is at this point of the chain.
            case "hidden":
                if try modifierValue.bool() {
                    result.isHidden = true
                    result.accessibility.hidden = true
                }
            case "overlay", "background": wrapped = .layer(try layer(modifierValue, base: result, isBackground: name == "background"))
            default: break
            }
            if let wrapped {
                result = Node(wrapped, location: modifierValue.location)
                result.lengthsRelativeTo = scaledMetric
                if !readerLengths.isEmpty { result.readerLengths = readerLengths }
            }
        }
        // A list row's margins belong to the row, whatever modifiers wrap its view (SwiftUI reads them through them).
        if let rowInsets = map.optional("listRowInsets") { result.listRowInsets = try insets(rowInsets) }
        // A node given a `source` in a screens file: what it makes from its own keys (modifiers, a title, a value) is
        // located at that source too, not at the screens file's lines.
        if let sourceNode = map.optional("source"), let source = try? sourceLocation(sourceNode), source.file != spec.location.file {
            result = result.transformed { n in
                var n = n
                if n.location?.file == spec.location.file { n.location = source }
                return n
            }
        }
        return result
    }

    /// `source: Views/Profile.swift:12:9`: where a node was written when the spec was made from other source (the
    /// Swift importer writes it), so findings point there rather than at the screens file.
    func sourceLocation(_ node: SpecNode) throws -> SourceLocation {
        let text = try node.string()
        // The last two `:` end the file's path (which may hold `:` itself); read on the UTF-8 bytes, as every node of an
        // imported screen has one.
        let bytes = text.utf8
        guard let second = bytes.lastIndex(of: UInt8(ascii: ":")), let first = bytes[..<second].lastIndex(of: UInt8(ascii: ":")),
            let line = Int(Substring(bytes[bytes.index(after: first)..<second])),
            let column = Int(Substring(bytes[bytes.index(after: second)...])), line > 0, column > 0
        else {
            throw node.error("source is file:line:column, found '\(text)'")
        }
        return SourceLocation(file: String(Substring(bytes[..<first])), line: line, column: column)
    }

    func textContent(_ value: SpecNode) throws -> TextContent {
        if case .mapping = value.kind {
            let m = try value.mapping()
            try m.rejectUnknownKeys(["key", "default"])
            let key = try m.required("key").string()
            return .key(key, default: try m.optional("default")?.string() ?? key)
        }
        return .string(try value.string())
    }

    func text(_ value: SpecNode, _ map: SpecMapping) throws -> TextNode {
        let content = try textContent(value)
        let style = try map.optional("style").map(styleReference) ?? .body
        let lines =
            try map.optional("lines").map { n -> Int in
                let v = try n.int()
                guard v >= 0 else { throw n.error("must be 0 (unlimited) or more") }
                return v
            } ?? 0
        let mode =
            try map.optional("mode")?.parsed(as: "line break mode", candidates: LineBreakMode.allCases.map(\.rawValue)) {
                LineBreakMode(rawValue: $0)
            } ?? .truncatingTail
        let alignment =
            try map.optional("alignment")?.parsed(as: "alignment", candidates: TextAlignment.allCases.map(\.rawValue)) {
                TextAlignment(rawValue: $0)
            } ?? .leading
        let scale =
            try map.optional("minimumScaleFactor").map { n -> Double in
                let v = try n.positiveDouble()
                guard v <= 1 else { throw n.error("must be between 0 and 1") }
                return v
            } ?? 1
        return TextNode(content, style: style, lines: lines, mode: mode, alignment: alignment, minimumScaleFactor: scale)
    }

    func textStyle(_ node: SpecNode) throws -> TextStyle {
        try node.parsed(as: "text style", candidates: TextStyle.allSpellings) { TextStyle(parsing: $0) }
    }

    /// A ramp style name, an Apple text style (`body`, `headline.emphasized`), either followed by `.italic`, or
    /// `{ size: 14, weight: regular, italic: true }`.
    func styleReference(_ node: SpecNode) throws -> StyleReference {
        if case .mapping = node.kind {
            let m = try node.mapping()
            try m.rejectUnknownKeys(["size", "weight", "textStyle", "emphasized", "relativeTo", "italic"])
            let italic = try m.optional("italic")?.bool() ?? false
            func slope(_ style: StyleReference) -> StyleReference { italic ? style.italic : style }
            if let ts = m.optional("textStyle") {
                return slope(.textStyle(try textStyle(ts), emphasized: try m.optional("emphasized")?.bool() ?? false))
            }
            let size = try m.required("size").positiveDouble()
            let weight =
                try m.optional("weight")?.parsed(as: "font weight", candidates: FontWeight.named.map(\.name)) { FontWeight(parsing: $0) } ?? .regular
            if let relativeTo = m.optional("relativeTo") { return slope(.scaled(size, weight, relativeTo: try textStyle(relativeTo))) }
            return slope(.fixed(size, weight))
        }
        let spelt = try node.string()
        if ramp?.style(named: spelt) != nil { return .ramp(spelt) }
        let italic = spelt.hasSuffix(".italic")
        let name = italic ? String(spelt.dropLast(".italic".count)) : spelt
        if italic, ramp?.style(named: name) != nil { return StyleReference.ramp(name).italic }
        var base = name, emphasized = false
        if name.hasSuffix(".emphasized") { base = String(name.dropLast(".emphasized".count)); emphasized = true }
        if let style = TextStyle(parsing: base) {
            let upright = StyleReference.textStyle(style, emphasized: emphasized)
            return italic ? upright.italic : upright
        }
        let candidates = (ramp?.styles.map(\.name) ?? []) + TextStyle.allSpellings
        throw node.error(
            ramp == nil ? "unknown text style '\(name)' (no ramp is loaded)" : "unknown style '\(name)': not in the ramp and not a text style",
            suggestion: closestMatch(to: name, in: candidates))
    }

    func button(_ value: SpecNode, _ map: SpecMapping) throws -> ButtonNode {
        let title = value.isNull ? nil : try textContent(value)
        let style = try map.optional("style").map(styleReference) ?? .body
        let iconSize = try map.optional("iconSize")?.positiveDouble() ?? 17
        let icon = try map.optional("systemImage").map { ImageNode(try $0.string(), sizing: NodeDecoder.iconSizing(iconSize, style)) }
        if title == nil && icon == nil { throw value.error("a button needs a title or a systemImage") }
        let buttonStyle = try map.optional("buttonStyle").map(self.buttonStyle)
        let contentInsets =
            try map.optional("insets").map { try insets($0) } ?? buttonStyle?.contentInsets(iconOnly: title == nil)
            ?? (title == nil ? ButtonNode.defaultIconInsets : ButtonNode.defaultInsets)
        let lines = try map.optional("lines")?.int() ?? 0
        return ButtonNode(title: title, style: style, icon: icon, contentInsets: contentInsets, lines: lines, buttonStyle: buttonStyle)
    }

    /// A button's symbol, `size` points at Large, sized by the button's font as SwiftUI sizes a symbol: a fixed font
    /// (`.system(size: 16)`) keeps it fixed; a text style, or a size relative to one, scales it with that style; a ramp
    /// style (whose scaling the ramp decides) with body.
    static func iconSizing(_ size: Points, _ style: StyleReference) -> ImageSizing {
        switch style.upright.style {
        case .fixed: return .fixed(Size(width: size, height: size))
        case .textStyle(let s, _), .scaled(_, _, let s): return .scaled(base: size, relativeTo: s, maximum: nil)
        case .ramp, .italicized: return .scaled(base: size, relativeTo: .body, maximum: nil)
        }
    }

    /// A `buttonStyle` value: one of SwiftUI's built-in button styles.
    func buttonStyle(_ node: SpecNode) throws -> ButtonStyleKind {
        try node.parsed(as: "button style", candidates: ButtonStyleKind.allCases.map(\.rawValue)) { ButtonStyleKind(rawValue: $0) }
    }

    func stack(_ kind: String, _ value: SpecNode, _ map: SpecMapping) throws -> StackNode {
        let children = try value.sequence().map(node)
        var axis: StackAxis = kind == "vstack" ? .vertical : .horizontal
        if kind == "stack" {
            let axisNode = try map.required("axis")
            let text = try axisNode.string()
            switch text {
            case "horizontal": axis = .horizontal
            case "vertical": axis = .vertical
            case "adaptive":
                guard let flip = map.optional("flipAt") else { throw axisNode.error("an adaptive stack needs 'flipAt' (a category, or 'fit')") }
                axis = .adaptive(try adaptiveRule(flip))
            default: throw axisNode.error("unknown axis '\(text)'", suggestion: closestMatch(to: text, in: ["horizontal", "vertical", "adaptive"]))
            }
        } else if let flip = map.optional("flipAt") {
            axis = .adaptive(try adaptiveRule(flip))
        }
        // Negative spacing overlaps neighbours by that much, as SwiftUI lays out `HStack(spacing: -8)` (avatar piles).
        let spacing = try map.optional("spacing")?.double() ?? StackNode.standardSpacing(axis: axis, children: children)
        let alignment = try map.optional("alignment")?.parsed(as: "alignment", candidates: StackAlignment.allCases.map(\.rawValue)) {
            StackAlignment(rawValue: $0) ?? ["top": .leading, "bottom": .trailing][$0]
        }
        if let alignment, case .vertical = axis, alignment == .firstBaseline || alignment == .lastBaseline {
            throw map.optional("alignment")!.error("baseline alignment applies to horizontal stacks")
        }
        let distribution =
            try map.optional("distribution")?.parsed(as: "distribution", candidates: StackDistribution.allCases.map(\.rawValue)) {
                StackDistribution(rawValue: $0)
            } ?? .fill
        var whenVertical: StackAlignment?
        if let v = map.optional("alignmentWhenVertical") {
            guard case .adaptive = axis else { throw v.error("alignmentWhenVertical applies to adaptive stacks (flipAt)") }
            whenVertical = try v.parsed(as: "alignment", candidates: ["leading", "center", "trailing", "fill"]) { StackAlignment(rawValue: $0) }
        }
        return StackNode(
            axis: axis, spacing: spacing, alignment: alignment ?? .center, alignmentWhenVertical: whenVertical,
            distribution: distribution, children: children)
    }

    func adaptiveRule(_ node: SpecNode) throws -> AdaptiveRule {
        let text = try node.string()
        if text == "fit" { return .fit }
        if let category = ContentSizeCategory(parsing: text) { return .flipAt(category) }
        throw node.error(
            "flipAt takes a content-size category or 'fit', found '\(text)'",
            suggestion: closestMatch(to: text, in: ContentSizeCategory.allSpellings + ["fit"]))
    }

    func list(_ value: SpecNode, _ map: SpecMapping) throws -> ListNode {
        var sections: [ListNode.Section] = []
        for sectionNode in try value.sequence() {
            let s = try sectionNode.mapping()
            try s.rejectUnknownKeys(["header", "rows", "footer"])
            var header: Node?
            if let h = s.optional("header") {
                if case .mapping = h.kind, !(try h.mapping().hasKey("key")) {
                    header = try node(h)
                } else {
                    var text = Node(.text(TextNode(try textContent(h), style: .footnote)), location: h.location)
                    text.accessibility.traits = [.staticText, .header]
                    header = text
                }
            }
            var footer: Node?
            if let f = s.optional("footer") {
                if case .mapping = f.kind, !(try f.mapping().hasKey("key")) {
                    footer = try node(f)
                } else {
                    footer = Node(.text(TextNode(try textContent(f), style: .footnote)), location: f.location)
                }
            }
            sections.append(ListNode.Section(header: header, rows: try s.required("rows").sequence().map(node), footer: footer))
        }
        return ListNode(
            sections: sections,
            style: try map.optional("style")?.parsed(as: "list style", candidates: ListStyle.allCases.map(\.rawValue)) {
                ListStyle(rawValue: $0)
            } ?? .table,
            margins: try map.optional("margins").map { try insets($0) },
            minimumRowHeight: try map.optional("minimumRowHeight")?.nonNegativeDouble() ?? 44,
            estimatedRowHeight: try map.optional("estimatedRowHeight")?.positiveDouble(),
            separators: try map.optional("separators")?.bool() ?? true)
    }

    /// A number (every edge), or `{ top, leading, bottom, trailing, horizontal, vertical }`.
    func insets(_ node: SpecNode, allowsNegative: Bool = false) throws -> EdgeInsets {
        var refused: [ReaderLength.Slot: ReaderLength] = [:]
        return try insets(node, allowsNegative: allowsNegative, readerLengths: &refused, takesReaderLengths: false)
    }

    /// A padding's insets: as ``insets(_:allowsNegative:)``, and an edge may be a length read from the enclosing
    /// geometry reader (``readerLength(_:)``), collected in `readerLengths` by edge and 0 in the insets.
    func insets(
        _ node: SpecNode, allowsNegative: Bool, readerLengths: inout [ReaderLength.Slot: ReaderLength], takesReaderLengths: Bool = true
    ) throws -> EdgeInsets {
        func length(_ n: SpecNode, _ slots: [ReaderLength.Slot]) throws -> Double {
            if let reader = try readerLength(n) {
                guard takesReaderLengths else { throw n.error("a length read from a geometry reader is taken only by padding and frame") }
                for s in slots { readerLengths[s] = reader }
                return 0
            }
            return allowsNegative ? try n.double() : try n.nonNegativeDouble()
        }
        if case .mapping = node.kind, try !isReaderLength(node) {
            let m = try node.mapping()
            try m.rejectUnknownKeys(["top", "leading", "bottom", "trailing", "horizontal", "vertical"])
            let h = try m.optional("horizontal").map { try length($0, [.leading, .trailing]) }
            let v = try m.optional("vertical").map { try length($0, [.top, .bottom]) }
            return EdgeInsets(
                top: try m.optional("top").map { try length($0, [.top]) } ?? v ?? 0,
                leading: try m.optional("leading").map { try length($0, [.leading]) } ?? h ?? 0,
                bottom: try m.optional("bottom").map { try length($0, [.bottom]) } ?? v ?? 0,
                trailing: try m.optional("trailing").map { try length($0, [.trailing]) } ?? h ?? 0)
        }
        return EdgeInsets(all: try length(node, [.top, .leading, .bottom, .trailing]))
    }

    /// `{ reader: width | height, times: k, plus: c, atLeast: a, atMost: b }`: a length read from the enclosing
    /// geometry reader (SwiftUI's `proxy.size.height * k + c`, limited to a…b), or with `screen:` in place of `reader:`
    /// from the screen's bounds (UIKit's `UIScreen.main.bounds.width`); nil for any other value.
    func readerLength(_ node: SpecNode) throws -> ReaderLength? {
        guard try isReaderLength(node) else { return nil }
        let m = try node.mapping()
        let key = m.optional("reader") != nil ? "reader" : "screen"
        guard let dimension = m.optional(key) else { return nil }
        try m.rejectUnknownKeys([key, "times", "plus", "atLeast", "atMost"])
        let axis = try dimension.parsed(as: "\(key) dimension", candidates: ["width", "height"]) { (s: String) -> Axis? in
            s == "width" ? .horizontal : s == "height" ? .vertical : nil
        }
        return ReaderLength(
            axis: axis, times: try m.optional("times")?.double() ?? 1, plus: try m.optional("plus")?.double() ?? 0,
            atLeast: try m.optional("atLeast")?.double(), atMost: try m.optional("atMost")?.double(), readsScreen: key == "screen")
    }

    /// Whether `node` is written as a reader or screen length (a mapping with a `reader:` or `screen:` key).
    func isReaderLength(_ node: SpecNode) throws -> Bool {
        guard case .mapping = node.kind else { return false }
        let m = try node.mapping()
        return m.optional("reader") != nil || m.optional("screen") != nil
    }

    /// A frame's lengths (a number, `infinity` for a maximum, or a length read from the enclosing geometry reader,
    /// collected in `readerLengths` and left out of the spec), its alignment, and `geometryReader: true` for the frame a
    /// SwiftUI `GeometryReader` is.
    func frame(_ node: SpecNode, readerLengths: inout [ReaderLength.Slot: ReaderLength]) throws -> FrameSpec {
        let m = try node.mapping()
        try m.rejectUnknownKeys([
            "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "idealWidth", "idealHeight", "alignment", "geometryReader",
        ])
        func dimension(_ key: String) throws -> Points? {
            guard let n = m.optional(key) else { return nil }
            if let reader = try readerLength(n) {
                readerLengths[ReaderLength.Slot(rawValue: key)!] = reader
                return nil
            }
            // `infinity` (YAML), or the string "infinity" (JSON has no infinite number).
            if case .scalar(let text, _) = n.kind, ["infinity", ".infinity", "inf"].contains(text.lowercased()) { return .infinity }
            return try n.nonNegativeDouble()
        }
        let alignment = try m.optional("alignment").map(boxAlignment) ?? .center
        var spec = FrameSpec(
            width: try dimension("width"), height: try dimension("height"), minWidth: try dimension("minWidth"),
            maxWidth: try dimension("maxWidth"), minHeight: try dimension("minHeight"), maxHeight: try dimension("maxHeight"),
            idealWidth: try dimension("idealWidth"), idealHeight: try dimension("idealHeight"),
            alignment: alignment.horizontal, verticalAlignment: alignment.vertical)
        spec.isGeometryReader = try m.optional("geometryReader")?.bool() ?? false
        if let w = spec.width, !w.isFinite { throw m.optional("width")!.error("a fixed width must be finite; use maxWidth: infinity") }
        if let h = spec.height, !h.isFinite { throw m.optional("height")!.error("a fixed height must be finite; use maxHeight: infinity") }
        return spec
    }

    func accessibility(_ node: SpecNode, kind: String) throws -> AccessibilitySpec {
        let m = try node.mapping()
        try m.rejectUnknownKeys([
            "label", "value", "hint", "traits", "hidden", "element", "order", "actions", "modal",
            "presentation", "gestures", "performs", "menuPerforms", "labels",
        ])
        var spec = AccessibilitySpec()
        spec.label = try m.optional("label")?.string()
        spec.value = try m.optional("value")?.string()
        spec.hint = try m.optional("hint")?.string()
        if let traits = m.optional("traits") {
            var set: Set<AccessibilityTrait> =
                kind == "text" ? [.staticText] : kind == "button" ? [.button] : (kind == "image" || kind == "icon") ? [.image] : []
            for t in try traits.sequence() {
                // VoiceOver says "heading"; UIKit's trait is `header`: both spellings are accepted.
                set.insert(
                    try t.parsed(as: "trait", candidates: AccessibilityTrait.allCases.map(\.rawValue)) {
                        AccessibilityTrait(rawValue: $0 == "heading" ? "header" : $0)
                    })
            }
            spec.traits = set
        }
        spec.hidden = try m.optional("hidden")?.bool() ?? false
        spec.element = try m.optional("element")?.bool() ?? false
        spec.order = try m.optional("order")?.sequence().map { try $0.string() } ?? []
        spec.customActions = try m.optional("actions")?.sequence().map { try $0.string() } ?? []
        spec.modal = try m.optional("modal")?.bool() ?? false
        if let p = m.optional("presentation") {
            let text = try p.string()
            guard ["modal", "sheet", "alert", "popover"].contains(text) else {
                throw p.error("unknown presentation '\(text)'", suggestion: closestMatch(to: text, in: ["modal", "sheet", "alert", "popover"]))
            }
            spec.presentsModally = true
        }
        spec.gestures = try m.optional("gestures")?.sequence().map { try $0.string() } ?? []
        spec.performs = try m.optional("performs")?.sequence().map { try $0.string() } ?? []
        spec.menuPerforms = try m.optional("menuPerforms")?.sequence().map { try $0.string() } ?? []
        spec.labels = try m.optional("labels")?.string()
        return spec
    }
}

extension NodeDecoder {
    /// `guessed: [text, font, …]`: what a front end made up about a node (``GuessKind``).
    func guessKinds(_ value: SpecNode) throws -> Set<GuessKind> {
        Set(try value.sequence().map { g in try g.parsed(as: "guess", candidates: GuessKind.allCases.map(\.rawValue)) { GuessKind(rawValue: $0) } })
    }
}
