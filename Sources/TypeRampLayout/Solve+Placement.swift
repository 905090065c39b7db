import TypeRampCore
import TypeRampMetrics
import TypeRampText

// MARK: - Place

extension Solve {
    /// Places `id` with its top-leading corner at `origin` (screen points, left-to-right), sized for `proposal` (or
    /// `forcedSize`, when its parent stretches it), records its facts, and places its children.
    func place(_ id: NodeID, origin: Point, proposal: Proposal, forcedSize: Size? = nil, along axis: Axis? = nil) {
        let own = forcedSize ?? size(id, proposal, along: axis)
        solved[id.index].frame = Rect(origin: origin, size: own)
        solved[id.index].category = categories[id.index]
        solved[id.index].isPlaced = true
        switch tree.nodes[id.index].kind {
        case .text(let t):
            let m = measure(
                id, content: t.content, style: t.style, lines: t.lines, mode: t.mode,
                minimumScaleFactor: t.minimumScaleFactor, width: proposal.width)
            let box = Rect(origin: origin, size: Size(width: max(m.size.width, own.width), height: m.size.height))
            solved[id.index].text = solvedText(
                id, content: t.content, style: t.style, measurement: m, frame: box, alignment: t.alignment,
                lines: t.lines, offered: proposal.width)
        case .image(let image):
            solved[id.index].imageName = image.name
        case .button(let b):
            let parts = buttonParts(id, b, width: proposal.width)
            if let title = b.title, let m = parts.title {
                let contentHeight = max(parts.icon.height, m.size.height)
                let textOrigin = Point(
                    x: origin.x + b.contentInsets.leading + parts.icon.width + parts.gap,
                    y: origin.y + b.contentInsets.top + (contentHeight - m.size.height) / 2)
                solved[id.index].text = solvedText(
                    id, content: title, style: b.style, measurement: m,
                    frame: Rect(origin: textOrigin, size: m.size), alignment: .center,
                    lines: b.lines, offered: parts.titleWidth)
            }
            if let icon = b.icon { solved[id.index].imageName = icon.name }
        case .spacer, .divider:
            break
        case .padding(let declared, _):
            let insets = scaledInsets(declared, id)
            let forced = forcedSize.map { Size(width: max(0, $0.width - insets.horizontal), height: max(0, $0.height - insets.vertical)) }
            place(
                tree.children(id)[0], origin: Point(x: origin.x + insets.leading, y: origin.y + insets.top),
                proposal: inset(proposal, insets), forcedSize: forced)
        case .frame(let declared, _):
            if declared.isGeometryReader {
                enterReader(id, width: finite(proposal.width).map { _ in own.width }, height: finite(proposal.height).map { _ in own.height })
            }
            let f = scaledFrame(declared, id)
            let child = frameSize(id, f, proposal).child
            let ideal = idealized(f, proposal)
            let cp = Proposal(
                width: f.width ?? finite(ideal.width).map { w in min(w, f.maxWidth ?? w) },
                height: f.height ?? finite(ideal.height).map { h in min(h, f.maxHeight ?? h) })
            let (dx, dy) = offset(child, in: own, BoxAlignment(horizontal: f.alignment, vertical: f.verticalAlignment))
            place(
                tree.children(id)[0], origin: Point(x: origin.x + dx, y: origin.y + dy),
                proposal: Proposal(width: cp.width ?? child.width, height: cp.height ?? child.height))
            if child.width > own.width + 0.5 || child.height > own.height + 0.5 {
                solved[id.index].clippedContent = child
            }
        case .stack(let s):
            placeStack(id, s, origin: origin, proposal: proposal, frameSize: own)
        case .list(let list):
            placeList(id, list, origin: origin, width: own.width)
        case .scroll(let scrollAxis, _):
            let childProposal = scrollAxis == .vertical ? Proposal(width: own.width, height: nil) : Proposal(width: nil, height: own.height)
            let child = tree.children(id)[0]
            place(child, origin: origin, proposal: childProposal)
            solved[id.index].contentHeight = solved[child.index].frame.height
        case .zstack(let z):
            let children = tree.children(id)
            let sizes = children.map { size($0, proposal) }
            for (child, (dx, dy)) in zip(children, zstackOffsets(children, sizes, own: own, z.alignment)) {
                place(child, origin: Point(x: origin.x + dx, y: origin.y + dy), proposal: proposal)
            }
        case .layer(let l):
            let children = tree.children(id)
            place(children[0], origin: origin, proposal: proposal, forcedSize: forcedSize)
            let layerProposal = Proposal(width: own.width, height: own.height)
            let s = size(children[1], layerProposal)
            let (dx, dy) = layerOffset(base: children[0], layer: children[1], size: s, own: own, l.alignment)
            place(children[1], origin: Point(x: origin.x + dx, y: origin.y + dy), proposal: layerProposal)
        case .fixedSize(let axes, _):
            place(tree.children(id)[0], origin: origin, proposal: fixedProposal(axes, proposal))
        case .viewThatFits(let v):
            if let choice = fitChoice(id, v, proposal) {
                place(tree.children(id)[choice], origin: origin, proposal: proposal, forcedSize: forcedSize)
            }
        case .grid(let g):
            let layout = gridLayout(id, g, proposal)
            let (dx, dy) = offset(layout.size, in: own, .center)
            placeGrid(id, layout, origin: Point(x: origin.x + dx, y: origin.y + dy), alignment: g.alignment)
        case .lazyGrid(let g):
            placeGrid(id, lazyGridLayout(id, g, proposal), origin: origin, alignment: .center)
        case .conditional(let c):
            if let branch = activeBranch(id, c) { place(branch, origin: origin, proposal: proposal, forcedSize: forcedSize) }
        case .control(let c):
            let layout = controlLayout(id, c, proposal)
            if let label = c.label, let m = layout.label {
                let textOrigin = Point(x: origin.x, y: origin.y + (own.height - m.size.height) / 2)
                solved[id.index].text = solvedText(
                    id, content: label, style: c.style, measurement: m, frame: Rect(origin: textOrigin, size: m.size),
                    alignment: .leading, lines: 0, offered: finite(proposal.width))
            }
        case .labeledContent:
            let layout = labeledContentLayout(id, proposal)
            let children = tree.children(id)
            if layout.stacked {
                place(children[0], origin: origin, proposal: Proposal(width: own.width, height: nil))
                place(
                    children[1], origin: Point(x: origin.x, y: origin.y + layout.label.height + Solve.labeledContentStackedGap),
                    proposal: Proposal(width: own.width, height: nil))
            } else {
                place(
                    children[0], origin: Point(x: origin.x, y: origin.y + (own.height - layout.label.height) / 2),
                    proposal: Proposal(width: layout.label.width, height: nil))
                place(
                    children[1],
                    origin: Point(x: origin.x + own.width - layout.content.width, y: origin.y + (own.height - layout.content.height) / 2),
                    proposal: Proposal(width: layout.content.width, height: nil))
            }
        case .navigation(let n):
            placeNavigation(id, n, origin: origin, proposal: proposal, frame: own)
        }
    }

    /// The facts of a placed text: what it shows, how it was measured and what its style does.
    func solvedText(
        _ id: NodeID, content: TextContent, style: StyleReference, measurement m: TextMeasurement, frame: Rect,
        alignment: TextAlignment, lines: Int, offered: Points?
    ) -> SolvedText {
        let (string, resolved) = resolvedText(id, content: content, style: style)
        var widestWord: Points?
        if let width = finite(offered), lines != 1, m.lines.count > 1 || m.truncated || m.size.width > width + 0.5 {
            widestWord =
                resources.engine.measure(
                    string, attributes: resolved.attributes, width: .minContent, maxLines: 0,
                    mode: .wordWrap, glyphRuns: false
                ).size.width
        }
        return SolvedText(
            string: string, style: style.description, size: resolved.attributes.size * m.scaleFactor,
            fontSize: resolved.attributes.size, measurement: m,
            frame: frame, alignment: alignment, lineLimit: lines, offeredWidth: finite(offered), widestWord: widestWord,
            scales: resolved.scales, textStyle: resolved.textStyle, unknownStyle: resolved.unknownStyle)
    }

    func placeStack(_ id: NodeID, _ s: StackNode, origin: Point, proposal: Proposal, frameSize: Size) {
        let decision = axisDecision(id, s, proposal)
        let result = stackLayout(id, s, proposal)
        let children = tree.children(id)
        solved[id.index].axis = decision
        let axis = result.axis
        if axis == .horizontal, let available = finite(proposal.width) {
            let ideals = children.map { probe($0, along: .horizontal, main: nil, cross: nil) }
            let needed = ideals.reduce(0, +) + result.spacing * Double(max(0, children.count - 1))
            let squeezed = children.indices.filter { result.childSizes[$0].width + 0.5 < ideals[$0] }.map { children[$0] }
            solved[id.index].stack = StackFacts(available: available, needed: needed, squeezed: squeezed)
        }
        var cursor: Points = 0
        let cross = axis == .horizontal ? frameSize.height : frameSize.width
        let alignment = result.alignment
        let baselines: [Points]? =
            (axis == .horizontal && (alignment == .firstBaseline || alignment == .lastBaseline))
            ? alignedBaselines(children, sizes: result.childSizes, first: alignment == .firstBaseline) : nil
        let maxBaseline = baselines?.max() ?? 0
        for (i, child) in children.enumerated() {
            var childSize = result.childSizes[i]
            var crossProposal = result.crossProposal
            if crossProposal == nil, cross > 0 {
                // SwiftUI places each child with the stack's own cross length. Sized with none (in a scroll view, under
                // `.fixedSize(horizontal: false, vertical: true)`), a child that can grow across (`.frame(maxHeight:
                // .infinity)`) grows to the stack's height when placed: the equal-heights idiom.
                let grown = size(child, .along(axis, main: childSize.length(along: axis), cross: cross), along: axis)
                let grownCross = grown.length(along: axis.cross)
                if grownCross > childSize.length(along: axis.cross) + 0.001, grownCross <= cross + 0.001,
                    abs(grown.length(along: axis) - childSize.length(along: axis)) < 0.001
                {
                    childSize = grown
                    crossProposal = cross
                }
            }
            let childCross = childSize.length(along: axis.cross)
            var offset: Points
            switch alignment {
            case .leading: offset = 0
            case .center: offset = (cross - childCross) / 2
            case .trailing: offset = cross - childCross
            case .fill:
                offset = 0
                if axis == .vertical { childSize.width = max(childSize.width, cross) } else { childSize.height = max(childSize.height, cross) }
            case .firstBaseline, .lastBaseline:
                offset = axis == .horizontal ? maxBaseline - baselines![i] : 0
            }
            let childOrigin =
                axis == .horizontal ? Point(x: origin.x + cursor, y: origin.y + offset) : Point(x: origin.x + offset, y: origin.y + cursor)
            let childProposal = Proposal.along(axis, main: childSize.length(along: axis), cross: crossProposal)
            let forced = childSize == size(child, childProposal, along: axis) ? nil : childSize
            place(child, origin: childOrigin, proposal: childProposal, forcedSize: forced, along: axis)
            cursor += result.childSizes[i].length(along: axis) + (i < result.gaps.count ? result.gaps[i] : 0)
        }
    }
}
