import TypeRampCore
import TypeRampMetrics
import TypeRampText

// MARK: - Measure and size

extension Solve {
    /// The size node `id` answers for proposal `p`. `axis` is the axis of the stack the node sits in directly, as that
    /// stack is laying out now (spacers and dividers orient along it; nothing else reads it).
    ///
    /// Memoized per node and proposal. A proposal's height is dropped from the key when the node's answer cannot
    /// depend on it (``usesHeight``), and stacks probe their children's flexibility with an unbounded cross length
    /// (see `Solve.stackLayout`): together these keep the number of distinct proposals per node small, so solving is
    /// linear in the number of nodes for wide stacks and long lists, and polynomial (not exponential) in nesting.
    func size(_ id: NodeID, _ proposal: Proposal, along axis: Axis? = nil) -> Size {
        let i = id.index
        switch tree.kinds[i] {
        case .spacer, .divider: return computeSize(id, proposal, along: axis)
        default: break
        }
        var p = proposal
        if !usesHeight[i] { p.height = nil }
        if let size = sizeMemo[i].lookup(p) {
            statistics.memoHits += 1
            return size
        }
        let result = computeSize(id, p, along: axis)
        sizeMemo[i].insert(p, result)
        return result
    }

    private func computeSize(_ id: NodeID, _ p: Proposal, along axis: Axis?) -> Size {
        statistics.sizeComputations += 1
        switch tree.nodes[id.index].kind {
        case .text(let t):
            return measure(
                id, content: t.content, style: t.style, lines: t.lines, mode: t.mode,
                minimumScaleFactor: t.minimumScaleFactor, width: p.width
            ).size
        case .image(let image):
            return imageSize(image, id)
        case .button(let b):
            let parts = buttonParts(id, b, width: p.width)
            let titleSize = parts.title?.size ?? .zero
            return Size(
                width: b.contentInsets.horizontal + parts.icon.width + parts.gap + titleSize.width,
                height: b.contentInsets.vertical + max(parts.icon.height, titleSize.height))
        case .spacer(let minLength):
            switch axis {
            // Offered an unbounded length along its stack, a spacer takes it: it is as flexible as a view can be.
            case .horizontal?: return Size(width: p.width == .infinity ? .infinity : max(minLength, finite(p.width) ?? minLength), height: 0)
            case .vertical?: return Size(width: 0, height: p.height == .infinity ? .infinity : max(minLength, finite(p.height) ?? minLength))
            case nil: return Size(width: finite(p.width) ?? minLength, height: finite(p.height) ?? minLength)
            }
        case .divider:
            let thickness = 1 / displayScale
            if axis == .horizontal { return Size(width: thickness, height: finite(p.height) ?? 0) }
            return Size(width: finite(p.width) ?? 0, height: thickness)
        case .padding(let declared, _):
            let insets = scaledInsets(declared, id)
            let c = size(tree.children(id)[0], inset(p, insets))
            return Size(width: max(0, c.width + insets.horizontal), height: max(0, c.height + insets.vertical))
        case .frame(let f, _):
            // A geometry reader's content reads its size, which is its proposal (SwiftUI's `GeometryProxy.size`).
            guard f.isGeometryReader else { return frameSize(id, scaledFrame(f, id), p).outer }
            enterReader(id, width: finite(p.width), height: finite(p.height))
            // SwiftUI's `GeometryReader` takes the space it is offered whatever its content: content larger than that (a
            // pager's row of pages) runs beyond it rather than growing it. Offered no finite length, it is its content's.
            let outer = frameSize(id, scaledFrame(f, id), p).outer
            return Size(width: finite(p.width) ?? outer.width, height: finite(p.height) ?? outer.height)
        case .stack(let s):
            return stackLayout(id, s, p).size
        case .list(let list):
            // Scroll containers take all the space they are offered, as SwiftUI's List and ScrollView do; asked for their
            // ideal size, they answer their content's.
            if p.width == .infinity || p.height == .infinity { return Size(width: p.width ?? 0, height: p.height ?? 0) }
            let width = finite(p.width) ?? listIdealWidth(id, list)
            let content = listRows(id, list, width: width).contentHeight
            return Size(width: width, height: finite(p.height) ?? content)
        case .scroll(let scrollAxis, _):
            if p.width == .infinity || p.height == .infinity { return Size(width: p.width ?? 0, height: p.height ?? 0) }
            let childProposal = scrollAxis == .vertical ? Proposal(width: p.width, height: nil) : Proposal(width: nil, height: p.height)
            let content = size(tree.children(id)[0], childProposal)
            return Size(width: finite(p.width) ?? content.width, height: finite(p.height) ?? content.height)
        case .zstack(let z):
            return zstackSize(id, z.alignment, p)
        case .layer:
            return size(tree.children(id)[0], p)
        case .fixedSize(let axes, _):
            return size(tree.children(id)[0], fixedProposal(axes, p))
        case .viewThatFits(let v):
            return fitChoice(id, v, p).map { size(tree.children(id)[$0], p) } ?? .zero
        case .grid(let g):
            return gridLayout(id, g, p).size
        case .lazyGrid(let g):
            return lazyGridLayout(id, g, p).size
        case .conditional(let c):
            return activeBranch(id, c).map { size($0, p) } ?? .zero
        case .control(let c):
            return controlLayout(id, c, p).size
        case .labeledContent:
            return labeledContentLayout(id, p).size
        case .navigation(let n):
            return navigationSize(id, n, p)
        }
    }

    /// A proposal reduced by `insets` on each side (nil and infinite lengths stay so).
    func inset(_ p: Proposal, _ insets: EdgeInsets) -> Proposal {
        Proposal(width: p.width.map { max(0, $0 - insets.horizontal) }, height: p.height.map { max(0, $0 - insets.vertical) })
    }

    // MARK: Text

    /// The string of a text node (or button title) in the cell's locale and its style resolved at the node's category.
    func resolvedText(_ id: NodeID, content: TextContent, style: StyleReference) -> (string: String, resolved: LayoutResources.ResolvedText) {
        if let memo = resolvedTexts[id.index] { return memo }
        let string = resources.text(content, locale: context.locale)
        let resolved = resolvedStyle(id, style)
        resolvedTexts[id.index] = (string, resolved)
        return (string, resolved)
    }

    /// `style` resolved at the node's category, memoized by style and category.
    func resolvedStyle(_ id: NodeID, _ style: StyleReference) -> LayoutResources.ResolvedText {
        let styleKey = StyleKey(style: style, category: categories[id.index])
        if let known = resolvedStyles[styleKey] { return known }
        let resolved = resources.resolve(style, category: styleKey.category, boldText: context.boldText, locale: context.locale)
        resolvedStyles[styleKey] = resolved
        return resolved
    }

    /// Measures a text node (or a button's title) at `width` points (nil or infinite = unbounded); memoized per width.
    ///
    /// The unbounded measurement is taken first: a text offered at least its unbounded width lays out exactly as it
    /// does unbounded (nothing wraps, truncates or shrinks), so such widths reuse it.
    func measure(
        _ id: NodeID, content: TextContent, style: StyleReference, lines: Int, mode: LineBreakMode,
        minimumScaleFactor: Double, width: Points?
    ) -> TextMeasurement {
        let key = finite(width)
        let unbounded: TextMeasurement
        if let known = unboundedMemo[id.index] {
            unbounded = known
        } else {
            unbounded = engineMeasure(
                id, content: content, style: style, lines: lines, mode: mode, minimumScaleFactor: minimumScaleFactor,
                width: nil)
            unboundedMemo[id.index] = unbounded
        }
        guard let key else { return unbounded }
        if key >= unbounded.size.width { return unbounded }
        // Found by index, so only the answer is copied (a measurement holds arrays: copying one retains them).
        if let j = textMemo[id.index].firstIndex(where: { $0.0 == key }) { return textMemo[id.index][j].1 }
        let m = engineMeasure(id, content: content, style: style, lines: lines, mode: mode, minimumScaleFactor: minimumScaleFactor, width: key)
        textMemo[id.index].append((key, m))
        return m
    }

    private func engineMeasure(
        _ id: NodeID, content: TextContent, style: StyleReference, lines: Int, mode: LineBreakMode,
        minimumScaleFactor: Double, width: Points?
    ) -> TextMeasurement {
        // Prepared once per node (its analysis looked up once), then measured at each width it is offered.
        let prepared: PreparedText
        if let known = preparedTexts[id.index] {
            prepared = known
        } else {
            let (string, resolved) = resolvedText(id, content: content, style: style)
            prepared = resources.engine.prepare(string, attributes: resolved.attributes)
            preparedTexts[id.index] = prepared
        }
        let space: AvailableSpace = width.map { .definite(max(0, $0)) } ?? .maxContent
        statistics.textMeasurements += 1
        return resources.engine.measure(
            prepared, width: space, maxLines: lines, mode: mode, minimumScaleFactor: minimumScaleFactor, glyphRuns: glyphRuns)
    }

    // MARK: Images and buttons

    func imageSize(_ image: ImageNode, _ id: NodeID) -> Size {
        switch image.sizing {
        case .fixed(let size): return size
        case .scaled(let base, let style, let maximum):
            var side = FontMetrics(textStyle: style, table: resources.scalingTable)
                .scaledValue(for: base, in: categories[id.index], displayScale: displayScale)
            if let maximum { side = min(side, maximum) }
            return Size(width: side, height: side)
        case .symbol(let style, let scale):
            return symbolSize(id, style: style, scale: scale)
        }
    }

    static let iconTitleGap: Points = 6

    /// A button's icon size, the gap before its title, the width offered to the title (nil = unbounded) and the
    /// title's measurement, for a button offered `width` points: the one place sizing, baselines and placement read.
    func buttonParts(_ id: NodeID, _ b: ButtonNode, width: Points?) -> (icon: Size, gap: Points, titleWidth: Points?, title: TextMeasurement?) {
        let icon = b.icon.map { imageSize($0, id) } ?? .zero
        let gap = (b.icon != nil && b.title != nil) ? Solve.iconTitleGap : 0
        let titleWidth = width.map { max(0, $0 - b.contentInsets.horizontal - icon.width - gap) }
        let title = b.title.map {
            measure(id, content: $0, style: b.style, lines: b.lines, mode: .truncatingTail, minimumScaleFactor: 1, width: titleWidth)
        }
        return (icon, gap, titleWidth, title)
    }

    // MARK: Frames

    /// A proposal with the frame's ideal lengths in place of unbounded ones (`frame(idealWidth:)` answers a parent that
    /// asks for the ideal size).
    func idealized(_ f: FrameSpec, _ p: Proposal) -> Proposal {
        Proposal(width: p.width ?? f.idealWidth, height: p.height ?? f.idealHeight)
    }

    /// The frame's size and the size its child takes inside it.
    func frameSize(_ id: NodeID, _ f: FrameSpec, _ proposal: Proposal) -> (outer: Size, child: Size) {
        let p = idealized(f, proposal)
        let child = size(tree.children(id)[0], frameChildProposal(f, p))
        func outer(_ fixed: Points?, _ minV: Points?, _ maxV: Points?, _ proposed: Points?, _ childV: Points) -> Points {
            if let fixed { return fixed }
            if minV == nil && maxV == nil { return childV }
            var v = childV
            if let maxV, let proposed {
                // Offered an unbounded length (a stack probing how far its children can grow), a frame with a maximum
                // answers that maximum, infinite for `.infinity`: as flexible as SwiftUI's.
                v = proposed == .infinity ? max(childV, maxV) : max(childV, proposed)
            }
            if let maxV { v = min(v, maxV) }
            if let minV { v = max(v, minV) }
            return v
        }
        let size = Size(
            width: outer(f.width, f.minWidth, f.maxWidth, p.width, child.width),
            height: outer(f.height, f.minHeight, f.maxHeight, p.height, child.height))
        return (size, child)
    }

    /// What a frame proposes to its child: its fixed length, else the proposal limited to its range.
    func frameChildProposal(_ f: FrameSpec, _ p: Proposal) -> Proposal {
        func length(_ fixed: Points?, _ minV: Points?, _ maxV: Points?, _ proposed: Points?) -> Points? {
            if let fixed { return fixed }
            guard let proposed else { return nil }
            var v = proposed
            if let maxV { v = min(v, maxV) }
            if let minV { v = max(v, minV) }
            return v
        }
        return Proposal(width: length(f.width, f.minWidth, f.maxWidth, p.width), height: length(f.height, f.minHeight, f.maxHeight, p.height))
    }
}
