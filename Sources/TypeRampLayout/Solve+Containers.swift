import TypeRampCore
import TypeRampMetrics
import TypeRampText

// MARK: - ZStack, overlay and background, fixedSize, ViewThatFits, conditions

extension Solve {
    /// A length declared on `id` in points, or scaled as a `@ScaledMetric` when the node's lengths are relative to a
    /// text style.
    func length(_ value: Points, _ id: NodeID) -> Points {
        guard let style = tree.nodes[id.index].lengthsRelativeTo, value.isFinite else { return value }
        return FontMetrics(textStyle: style, table: resources.scalingTable).scaledValue(
            for: value, in: categories[id.index], displayScale: displayScale)
    }

    /// Insets with each edge through ``length(_:_:)``, and the edges read from a geometry reader
    /// (``Node/readerLengths``) in place of theirs (0 when unknown).
    func scaledInsets(_ insets: EdgeInsets, _ id: NodeID) -> EdgeInsets {
        let node = tree.nodes[id.index]
        guard node.lengthsRelativeTo != nil || !node.readerLengths.isEmpty else { return insets }
        func edge(_ value: Points, _ slot: ReaderLength.Slot) -> Points {
            if let read = readerLength(slot, id) { return read ?? 0 }
            return length(value, id)
        }
        return EdgeInsets(
            top: edge(insets.top, .top), leading: edge(insets.leading, .leading), bottom: edge(insets.bottom, .bottom),
            trailing: edge(insets.trailing, .trailing))
    }

    /// A frame with its lengths through ``length(_:_:)``, and the lengths read from a geometry reader
    /// (``Node/readerLengths``) in place of theirs (left out when unknown; a negative one is 0).
    func scaledFrame(_ f: FrameSpec, _ id: NodeID) -> FrameSpec {
        let node = tree.nodes[id.index]
        guard node.lengthsRelativeTo != nil || !node.readerLengths.isEmpty else { return f }
        func dimension(_ value: Points?, _ slot: ReaderLength.Slot) -> Points? {
            if let read = readerLength(slot, id) { return read.map { max(0, $0) } }
            return value.map { length($0, id) }
        }
        var out = f
        out.width = dimension(f.width, .width)
        out.height = dimension(f.height, .height)
        out.minWidth = dimension(f.minWidth, .minWidth)
        out.maxWidth = dimension(f.maxWidth, .maxWidth)
        out.minHeight = dimension(f.minHeight, .minHeight)
        out.maxHeight = dimension(f.maxHeight, .maxHeight)
        out.idealWidth = dimension(f.idealWidth, .idealWidth)
        out.idealHeight = dimension(f.idealHeight, .idealHeight)
        return out
    }

    /// The offset that puts `inner` at `alignment` inside `outer`. A text-baseline alignment, where only the box is known
    /// (a frame, a grid cell), puts the first baseline's view at the top and the last baseline's at the bottom: where
    /// views of one style align their baselines (docs/layout.md, "Alignment"); a ZStack and a layer align the baselines
    /// themselves (``zstackOffsets(_:_:own:)``, ``layerOffset(base:layer:size:own:_:)``).
    func offset(_ inner: Size, in outer: Size, _ alignment: BoxAlignment) -> (dx: Points, dy: Points) {
        let dy: Points
        switch alignment.vertical {
        case .top, .firstTextBaseline: dy = 0
        case .center: dy = (outer.height - inner.height) / 2
        case .bottom, .lastTextBaseline: dy = outer.height - inner.height
        }
        return (horizontalOffset(inner.width, in: outer.width, alignment.horizontal), dy)
    }

    /// The offset that puts a view `inner` points wide at `alignment` inside `outer` points.
    func horizontalOffset(_ inner: Points, in outer: Points, _ alignment: TextAlignment) -> Points {
        switch alignment {
        case .leading: return 0
        case .center: return (outer - inner) / 2
        case .trailing: return outer - inner
        }
    }

    /// Each child's offset in a ZStack of size `own`: on a text-baseline alignment the children's baselines are on one
    /// line (a child without text aligns its bottom edge, SwiftUI's default for the guide) and the group starts at the
    /// top; otherwise as ``offset(_:in:_:)``.
    func zstackOffsets(_ children: [NodeID], _ sizes: [Size], own: Size, _ alignment: BoxAlignment) -> [(dx: Points, dy: Points)] {
        guard alignment.vertical.isTextBaseline else { return sizes.map { offset($0, in: own, alignment) } }
        let first = alignment.vertical == .firstTextBaseline
        let baselines = alignedBaselines(children, sizes: sizes, first: first)
        let ascent = baselines.max() ?? 0
        return children.indices.map { (horizontalOffset(sizes[$0].width, in: own.width, alignment.horizontal), ascent - baselines[$0]) }
    }

    /// An overlay's or background's offset over a base of size `own`: on a text-baseline alignment the layer's baseline
    /// is on the base's (each without text uses its bottom edge); otherwise as ``offset(_:in:_:)``.
    func layerOffset(base: NodeID, layer: NodeID, size s: Size, own: Size, _ alignment: BoxAlignment) -> (dx: Points, dy: Points) {
        guard alignment.vertical.isTextBaseline else { return offset(s, in: own, alignment) }
        let first = alignment.vertical == .firstTextBaseline
        let baseBaseline = baseline(base, size: own, first: first) ?? own.height
        let layerBaseline = baseline(layer, size: s, first: first) ?? s.height
        return (horizontalOffset(s.width, in: own.width, alignment.horizontal), baseBaseline - layerBaseline)
    }

    /// A ZStack proposes its proposal to every child; its size is the largest width and height among them, or on a
    /// text-baseline alignment the height of the children with their baselines on one line.
    func zstackSize(_ id: NodeID, _ alignment: BoxAlignment, _ p: Proposal) -> Size {
        let children = tree.children(id)
        guard alignment.vertical.isTextBaseline else {
            return children.reduce(Size.zero) { acc, child in
                let s = size(child, p)
                return Size(width: max(acc.width, s.width), height: max(acc.height, s.height))
            }
        }
        let sizes = children.map { size($0, p) }
        return Size(
            width: sizes.map(\.width).max() ?? 0,
            height: baselineAlignedHeight(children, sizes: sizes, first: alignment.vertical == .firstTextBaseline))
    }

    /// The proposal a `fixedSize` passes on: unbounded (ideal) along its fixed axes.
    func fixedProposal(_ axes: AxisSet, _ p: Proposal) -> Proposal {
        Proposal(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    }

    /// The option a `ViewThatFits` shows at `p`: the first whose ideal size along `axes` fits the proposal, else the
    /// last. Unbounded proposals fit anything.
    func fitChoice(_ id: NodeID, _ v: ViewThatFitsNode, _ p: Proposal) -> Int? {
        let options = tree.children(id)
        guard !options.isEmpty else { return nil }
        for (i, option) in options.enumerated() {
            let ideal = size(
                option,
                Proposal(
                    width: v.axes.contains(.horizontal) ? nil : p.width,
                    height: v.axes.contains(.vertical) ? nil : p.height))
            let fitsWidth = !v.axes.contains(.horizontal) || finite(p.width).map { ideal.width <= $0 + 0.001 } ?? true
            let fitsHeight = !v.axes.contains(.vertical) || finite(p.height).map { ideal.height <= $0 + 0.001 } ?? true
            if fitsWidth && fitsHeight { return i }
        }
        return options.count - 1
    }

    /// The child a condition shows at the node's category (nil for none).
    func activeBranch(_ id: NodeID, _ c: ConditionalNode) -> NodeID? {
        let children = tree.children(id)
        if c.range.contains(categories[id.index]) { return children.first }
        return c.otherwise == nil ? nil : children.last
    }

    // MARK: - Labeled content and controls

    /// Space between a label and its content side by side, in points.
    static let labeledContentGap: Points = 8
    /// Space between a label and its content when stacked at accessibility sizes, in points: measured, a stacked
    /// `LabeledContent` row at AX3 is 130 pt = 15.333 + 48 (label) + 3.333 + 48 (value) + 15.333
    /// (Tests/Fixtures/ios-layout, spezi-listrow-iphone).
    static let labeledContentStackedGap: Points = 3.333

    /// Whether labeled content stacks its label over its content: at accessibility sizes, as SwiftUI does in lists
    /// and forms.
    func labeledContentStacks(_ id: NodeID) -> Bool { categories[id.index].isAccessibilityCategory }

    /// Labeled content: side by side (label leading, content trailing, taking the width offered), or stacked.
    func labeledContentLayout(_ id: NodeID, _ p: Proposal) -> (size: Size, label: Size, content: Size, stacked: Bool) {
        let children = tree.children(id)
        let label = children[0], content = children[1]
        if labeledContentStacks(id) {
            let l = size(label, Proposal(width: p.width, height: nil)), c = size(content, Proposal(width: p.width, height: nil))
            let width = finite(p.width) ?? max(l.width, c.width)
            return (Size(width: width, height: l.height + Solve.labeledContentStackedGap + c.height), l, c, true)
        }
        let idealContent = size(content, Proposal(width: nil, height: nil))
        let idealLabel = size(label, Proposal(width: nil, height: nil))
        guard let available = finite(p.width) else {
            return (
                Size(width: idealLabel.width + Solve.labeledContentGap + idealContent.width, height: max(idealLabel.height, idealContent.height)),
                idealLabel, idealContent, false
            )
        }
        // Both at their ideal widths when they fit; else the label keeps at least half the row (or what the content
        // leaves) and the content wraps in the rest.
        let room = max(0, available - Solve.labeledContentGap)
        var labelWidth = idealLabel.width
        if idealLabel.width + idealContent.width > room {
            labelWidth = min(idealLabel.width, max(room / 2, room - idealContent.width))
        }
        let l = size(label, Proposal(width: labelWidth, height: nil))
        let c = size(content, Proposal(width: max(0, room - l.width), height: nil))
        return (Size(width: available, height: max(l.height, c.height)), l, c, false)
    }

    /// A segmented control's height in points (`UISegmentedControl`'s intrinsic height), at every category.
    static let segmentedHeight: Points = 32
    /// A segment title's font: 13 pt, fixed (`UISegmentedControl` does not scale its titles with Dynamic Type).
    static let segmentFont = StyleReference.fixed(13, .medium)

    /// An indeterminate progress view's spinner, in points: `UIActivityIndicatorView`'s medium style.
    static let spinnerSize = Size(width: 20, height: 20)

    /// The size of a control's fixed part (the switch, the stepper's buttons), in points, from UIKit's controls.
    static func controlAccessory(_ kind: ControlKind) -> Size {
        switch kind {
        case .toggle: return Size(width: 51, height: 31)
        case .stepper: return Size(width: 94, height: 32)
        case .slider: return Size(width: 0, height: 31)
        case .progress: return Size(width: 0, height: 4)
        default: return .zero
        }
    }

    /// A control's size: its label (and value) measured at its style, beside its fixed part. Toggles, steppers,
    /// pickers, fields, sliders and progress views take the width offered (they spread across a row); links and menus
    /// are as wide as their label.
    func controlLayout(_ id: NodeID, _ c: ControlNode, _ p: Proposal) -> (size: Size, label: TextMeasurement?, value: TextMeasurement?) {
        if c.kind == .segmented {
            // Across the width offered, else as wide as its titles at 13 pt with 12 pt around each; 32 pt tall always.
            let titles = c.label.map { resources.text($0, locale: context.locale) } ?? ""
            let segments = titles.split(separator: ",").count
            let ideal = c.label.map { controlMeasure(id, $0, Solve.segmentFont, slot: 1, width: nil).size.width } ?? 0
            return (Size(width: finite(p.width) ?? (ideal + Points(max(1, segments)) * 24), height: Solve.segmentedHeight), nil, nil)
        }
        // A progress view with a value is a bar across the row (its value is not drawn); without one it is a spinner
        // (UIActivityIndicatorView's medium style, 20 × 20 pt), as wide as it and its label.
        let spinner = c.kind == .progress && c.value == nil
        let accessory = spinner ? Solve.spinnerSize : Solve.controlAccessory(c.kind)
        // A toggle without a label (`.labelsHidden()`, `toggle: null`) is its switch alone, 51 pt wide: SwiftUI's switch
        // style spreads a label and the switch across the row, and with no label there is nothing to spread.
        let switchAlone = c.kind == .toggle && c.label == nil
        let greedy = c.kind != .link && c.kind != .menu && !spinner && !switchAlone
        var gap: Points = accessory.width > 0 && !switchAlone ? 8 : 0
        var valueWidth: Points = 0
        var value: TextMeasurement?
        if let v = c.value, c.kind != .progress {
            let m = controlMeasure(id, v, c.style, slot: 1, width: nil)
            value = m
            valueWidth = m.size.width + 8
        }
        let labelWidth = finite(p.width).map { max(0, $0 - accessory.width - gap - valueWidth) }
        let label = c.label.map { controlMeasure(id, $0, c.style, slot: 0, width: labelWidth) }
        if spinner, (label?.size.width ?? 0) == 0 { gap = 0 }  // a spinner alone: no gap for a label it has not
        // An empty field with no placeholder (`prompt: Text("")`) is still a line of its font tall: the line its caret is on.
        let caretLine = tree.kind(id).isTextEntry ? oneLineHeight(id, c.style) : 0
        let content = Size(
            width: (label?.size.width ?? 0) + valueWidth + gap + accessory.width,
            height: max(label?.size.height ?? 0, value?.size.height ?? 0, accessory.height, caretLine))
        let width = greedy ? (finite(p.width) ?? content.width) : content.width
        return (Size(width: width, height: content.height), label, value)
    }

    /// The height of one line of `style` at the node's category, in points.
    func oneLineHeight(_ id: NodeID, _ style: StyleReference) -> Points {
        let resolved = resources.resolve(style, category: categories[id.index], boldText: context.boldText, locale: context.locale)
        return resources.engine.measure(
            "A", attributes: resolved.attributes, width: .maxContent, maxLines: 1, mode: .truncatingTail, glyphRuns: glyphRuns
        )
        .size.height
    }

    /// A control's label (slot 0) or value (slot 1), measured with the node's style. A text field's label is its
    /// placeholder, measured on one line (`NodeKindName.isTextEntry`).
    func controlMeasure(_ id: NodeID, _ content: TextContent, _ style: StyleReference, slot: Int, width: Points?) -> TextMeasurement {
        if slot == 0 {
            let lines = tree.kind(id).isTextEntry ? 1 : 0
            return measure(id, content: content, style: style, lines: lines, mode: .truncatingTail, minimumScaleFactor: 1, width: width)
        }
        // The value is not the node's text: its string must not take the node's memo (``resolvedText``), which the label
        // reads (a picker's label measured as its selection).
        let string = resources.text(content, locale: context.locale)
        let resolved = resolvedStyle(id, style)
        return resources.engine.measure(
            string, attributes: resolved.attributes, width: width.map { .definite($0) } ?? .maxContent,
            maxLines: 1, mode: .truncatingTail, glyphRuns: glyphRuns)
    }
}

// MARK: - Navigation

extension Solve {
    /// The navigation bar's own height, in points (UINavigationBar, compact and standard).
    static let navigationBarHeight: Points = 44
    /// Space around a large title, in points: the system margin on the sides, and above and below it what makes the
    /// large-title block 52 pt at Large (a bar of 96 pt: 44 + 52, `UINavigationBar` with `prefersLargeTitles`) around
    /// the title's 40.667-pt line (Large Title, bold, 34 pt); the block grows with the title's lines.
    static let largeTitleInsets = EdgeInsets(top: 3.333, leading: 16, bottom: 8, trailing: 16)

    /// A navigation container's bar height (with its title) and the title's proposal, at width `width`.
    func navigationBar(_ id: NodeID, _ n: NavigationNode, width: Points?) -> (height: Points, title: Size?) {
        guard let title = tree.children(id).first, n.title != nil else { return (Solve.navigationBarHeight, nil) }
        switch n.displayMode {
        case .inline:
            let s = size(title, Proposal(width: width.map { max(0, $0 - 2 * Solve.largeTitleInsets.leading) }, height: nil))
            return (max(Solve.navigationBarHeight, s.height), s)
        case .large:
            let s = size(title, Proposal(width: width.map { max(0, $0 - Solve.largeTitleInsets.horizontal) }, height: nil))
            return (Solve.navigationBarHeight + Solve.largeTitleInsets.top + s.height + Solve.largeTitleInsets.bottom, s)
        }
    }

    /// A navigation container takes the space offered: the bar on top, the content below.
    func navigationSize(_ id: NodeID, _ n: NavigationNode, _ p: Proposal) -> Size {
        let bar = navigationBar(id, n, width: finite(p.width))
        let content = size(tree.children(id).last!, Proposal(width: p.width, height: finite(p.height).map { max(0, $0 - bar.height) }))
        return Size(width: finite(p.width) ?? content.width, height: finite(p.height) ?? bar.height + content.height)
    }

    func placeNavigation(_ id: NodeID, _ n: NavigationNode, origin: Point, proposal: Proposal, frame: Size) {
        let children = tree.children(id)
        let bar = navigationBar(id, n, width: frame.width)
        if n.title != nil, let titleSize = bar.title {
            let titleOrigin: Point
            let titleProposal: Proposal
            switch n.displayMode {
            case .inline:
                titleOrigin = Point(x: origin.x + (frame.width - titleSize.width) / 2, y: origin.y + (bar.height - titleSize.height) / 2)
                titleProposal = Proposal(width: max(0, frame.width - 2 * Solve.largeTitleInsets.leading), height: nil)
            case .large:
                titleOrigin = Point(
                    x: origin.x + Solve.largeTitleInsets.leading, y: origin.y + Solve.navigationBarHeight + Solve.largeTitleInsets.top)
                titleProposal = Proposal(width: max(0, frame.width - Solve.largeTitleInsets.horizontal), height: nil)
            }
            place(children[0], origin: titleOrigin, proposal: titleProposal)
        }
        place(
            children.last!, origin: Point(x: origin.x, y: origin.y + bar.height),
            proposal: Proposal(width: frame.width, height: max(0, frame.height - bar.height)))
    }
}

// MARK: - SF Symbols

extension Solve {
    /// An SF Symbol's box as a multiple of its font's point size at the medium scale: 1.2 em tall (the symbol sits in
    /// the font's line, as text does) and 1 em wide, the width of the common circled and filled symbols. A real iOS
    /// render (pf-swiftui-checked, docs/ios-defaults.md): a body-sized `checkmark.circle.fill` beside 17-pt text is
    /// 20.5 pt tall and 17 pt wide. Other symbols are up to about 20 % wider or narrower; they are not modelled one by one.
    static let symbolEm = Size(width: 1.0, height: 1.2)

    /// The size of an SF Symbol drawn in `style` at the node's category, times `scale`, rounded to the pixel grid.
    func symbolSize(_ id: NodeID, style: StyleReference, scale: Double) -> Size {
        let key = StyleKey(style: style, category: categories[id.index])
        let resolved: LayoutResources.ResolvedText
        if let known = resolvedStyles[key] {
            resolved = known
        } else {
            resolved = resources.resolve(style, category: key.category, boldText: context.boldText, locale: context.locale)
            resolvedStyles[key] = resolved
        }
        let em = resolved.attributes.size * scale
        return Size(
            width: (em * Solve.symbolEm.width * displayScale).rounded() / displayScale,
            height: (em * Solve.symbolEm.height * displayScale).rounded() / displayScale)
    }
}
