import TypeRampCore
import TypeRampMetrics

// MARK: - Stacks

extension Solve {
    struct StackResult {
        var size: Size
        var axis: Axis
        var childSizes: [Size]
        var gaps: [Points]
        var crossProposal: Points?
        /// The spacing in points (a `@ScaledMetric` spacing scaled).
        var spacing: Points
        /// The cross-axis alignment in force along the axis used.
        var alignment: StackAlignment
    }

    /// The axis a stack lays out along at proposal `p`, and why. Only adaptive stacks decide; `fit` compares the
    /// children's ideal widths with the proposed width.
    func axisDecision(_ id: NodeID, _ s: StackNode, _ p: Proposal) -> AxisDecision {
        switch s.axis {
        case .horizontal: return AxisDecision(axis: .horizontal, rule: nil, reason: "horizontal stack")
        case .vertical: return AxisDecision(axis: .vertical, rule: nil, reason: "vertical stack")
        case .adaptive(let rule):
            for (w, d) in axisMemo[id.index] where w == p.width { return d }
            let decision: AxisDecision
            let category = categories[id.index]
            switch rule {
            case .flipAt(let threshold):
                if category >= threshold {
                    decision = AxisDecision(axis: .vertical, rule: rule, reason: "\(category.uikitName) is at or above \(threshold.uikitName)")
                } else {
                    decision = AxisDecision(axis: .horizontal, rule: rule, reason: "\(category.uikitName) is below \(threshold.uikitName)")
                }
            case .fit:
                let needed = idealLength(of: tree.children(id), along: .horizontal, spacing: length(s.spacing, id))
                if let width = finite(p.width), needed > width + 0.001 {
                    decision = AxisDecision(
                        axis: .vertical, rule: rule,
                        reason: "the children need \(formatDecimal(needed)) pt side by side; \(formatDecimal(width)) pt available")
                } else {
                    let width = finite(p.width).map { "\(formatDecimal($0)) pt available" } ?? "unbounded width"
                    decision = AxisDecision(
                        axis: .horizontal, rule: rule,
                        reason: "the children fit side by side in \(formatDecimal(needed)) pt (\(width))")
                }
            }
            axisMemo[id.index].append((p.width, decision))
            return decision
        }
    }

    /// The children's ideal lengths along `axis` plus the spacing between them, in points. Widths never depend on the
    /// proposed height, so horizontal ideals are asked with an unbounded height.
    func idealLength(of children: [NodeID], along axis: Axis, spacing: Points, cross: Points? = nil) -> Points {
        let ideal = children.map { probe($0, along: axis, main: nil, cross: cross) }.reduce(0, +)
        return ideal + spacing * Double(max(0, children.count - 1))
    }

    /// A child's length along `axis` at a main-axis proposal of `main`: the probes stacks use to rank flexibility.
    /// Along the horizontal axis the cross (height) proposal is left unbounded: a width never depends on the proposed
    /// height, and dropping it keeps probes to a handful of distinct proposals however deep stacks nest. Along the
    /// vertical axis heights depend on the width, so the stack's cross proposal is kept.
    func probe(_ child: NodeID, along axis: Axis, main: Points?, cross: Points?) -> Points {
        let p = axis == .horizontal ? Proposal(width: main, height: nil) : Proposal(width: cross, height: main)
        return size(child, p, along: axis).length(along: axis)
    }

    /// The stack's layout at `p`: the last one computed for the node is kept, since placement asks again for the
    /// proposal the stack was just sized with.
    func stackLayout(_ id: NodeID, _ s: StackNode, _ p: Proposal) -> StackResult {
        var key = p
        if !usesHeight[id.index] { key.height = nil }
        if let last = lastStackLayout[id.index], last.proposal == key { return last.result }
        let result = computeStackLayout(id, s, key)
        lastStackLayout[id.index] = (key, result)
        return result
    }

    private func computeStackLayout(_ id: NodeID, _ s: StackNode, _ p: Proposal) -> StackResult {
        let axis = axisDecision(id, s, p).axis
        let children = tree.children(id)
        let count = children.count
        let spacing = length(s.spacing, id)
        let alignment = s.alignment(along: axis)
        guard count > 0 else {
            return StackResult(size: .zero, axis: axis, childSizes: [], gaps: [], crossProposal: nil, spacing: spacing, alignment: alignment)
        }
        // A conditional whose condition does not hold at this category is no view at all: no spacing on either side of
        // it (SwiftUI's result builder makes nothing for an untaken `if`).
        let present = children.map { child -> Bool in
            if case .conditional(let c) = tree[child].kind { return activeBranch(child, c) != nil }
            return true
        }
        var gaps = [Points](repeating: spacing, count: max(0, count - 1))
        if present.contains(false) {
            let lastPresent = present.lastIndex(of: true) ?? -1
            for i in gaps.indices { gaps[i] = present[i] && i < lastPresent ? spacing : 0 }
        }
        let spacingTotal = gaps.reduce(0, +)
        let crossProposal = p.cross(axis)
        var sizes = [Size](repeating: .zero, count: count)
        func proposal(_ main: Points?) -> Proposal { .along(axis, main: main, cross: crossProposal) }
        func sized(_ i: Int, _ main: Points?) -> Size { size(children[i], proposal(main), along: axis) }

        if let available = finite(p.main(axis)) {
            let room = max(0, available - spacingTotal)
            switch s.distribution {
            case .fill:
                sizes = fillDistribution(children, axis: axis, room: room, cross: crossProposal)
            case .fillEqually:
                let each = room / Double(count)
                sizes = (0..<count).map {
                    var sz = sized($0, each); setMain(&sz, axis, each); return sz
                }
            case .fillProportionally:
                let ideal = children.map { probe($0, along: axis, main: nil, cross: crossProposal) }
                let total = ideal.reduce(0, +)
                sizes = (0..<count).map { i in
                    let share = total > 0 ? room * ideal[i] / total : room / Double(count)
                    var sz = sized(i, share); setMain(&sz, axis, share); return sz
                }
            case .equalSpacing, .equalCentering:
                let mains = children.map { probe($0, along: axis, main: nil, cross: crossProposal) }
                let total = mains.reduce(0, +)
                if total + spacingTotal <= available + 0.001 {
                    sizes = (0..<count).map { sized($0, mains[$0]) }
                    if count > 1 {
                        if s.distribution == .equalSpacing {
                            gaps = [Points](repeating: (available - total) / Double(count - 1), count: count - 1)
                        } else {
                            let firstCenter = mains[0] / 2, lastCenter = available - mains[count - 1] / 2
                            let step = (lastCenter - firstCenter) / Double(count - 1)
                            gaps = (0..<(count - 1)).map { i in max(spacing, step - mains[i] / 2 - mains[i + 1] / 2) }
                        }
                    }
                } else {
                    sizes = fillDistribution(children, axis: axis, room: room, cross: crossProposal)
                }
            }
        } else if p.main(axis) == .infinity {
            // Probed with an unbounded length (by a stack ranking how far its children can grow): each child is offered
            // it, so a stack holding a spacer or a frame with `maxWidth: .infinity` is itself that flexible.
            sizes = (0..<count).map { sized($0, .infinity) }
        } else {
            sizes = (0..<count).map { sized($0, nil) }
        }
        let main = sizes.map { $0.length(along: axis) }.reduce(0, +) + gaps.reduce(0, +)
        var cross = sizes.map { $0.length(along: axis.cross) }.max() ?? 0
        if alignment == .fill, let c = finite(crossProposal) { cross = max(cross, c) }
        if axis == .horizontal, alignment == .firstBaseline || alignment == .lastBaseline {
            cross = baselineAlignedHeight(children, sizes: sizes, first: alignment == .firstBaseline)
        }
        let total = axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
        return StackResult(
            size: total, axis: axis, childSizes: sizes, gaps: gaps, crossProposal: crossProposal, spacing: spacing,
            alignment: alignment)
    }

    func setMain(_ size: inout Size, _ axis: Axis, _ value: Points) {
        if axis == .horizontal { size.width = value } else { size.height = value }
    }

    /// SwiftUI's stack rule. When every child fits at its ideal length, each gets it and what is left goes to the
    /// children that can grow (spacers, frames with an infinite maximum, stacks holding spacers). When they do not
    /// fit, children are sorted by flexibility (the range between their length at a zero and an infinite proposal),
    /// least flexible first, each offered an equal share of the length that remains; spacers keep their minimum
    /// length and take what is left last, so text beside a spacer gets the room it needs before the spacer grows.
    func fillDistribution(_ children: [NodeID], axis: Axis, room: Points, cross: Points?) -> [Size] {
        let count = children.count
        let isSpacer = children.map { tree.kind($0) == .spacer }
        let ideals = children.map { probe($0, along: axis, main: nil, cross: cross) }
        let highs = children.map { probe($0, along: axis, main: .infinity, cross: cross) }
        // Lengths at a zero proposal, asked only where needed: spacers' minimums always, the others' only to rank
        // them when the children do not fit.
        var lows = [Points?](repeating: nil, count: count)
        func low(_ i: Int) -> Points {
            if let l = lows[i] { return l }
            let l = probe(children[i], along: axis, main: 0, cross: cross)
            lows[i] = l
            return l
        }
        func sized(_ i: Int, _ main: Points?) -> Size { size(children[i], .along(axis, main: main, cross: cross), along: axis) }
        /// `indices` ordered least flexible first (the range between a child's length at a zero and an infinite
        /// proposal), ties in child order.
        func byFlexibility(_ indices: [Int]) -> [Int] {
            guard indices.count > 1 else { return indices }
            let flexibility = indices.map { highs[$0] - low($0) }
            return indices.indices.sorted { a, b in
                flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : indices[a] < indices[b]
            }.map { indices[$0] }
        }
        let spacerReserve = (0..<count).filter { isSpacer[$0] }.map { low($0) }.reduce(0, +)
        let nonSpacers = (0..<count).filter { !isSpacer[$0] }
        var remaining = room - spacerReserve
        var sizes = [Size](repeating: .zero, count: count)
        if nonSpacers.map({ ideals[$0] }).reduce(0, +) <= remaining + 0.001 {
            var growing: [Int] = []
            for i in nonSpacers {
                // Offered its ideal length (which it takes), with the stack's cross proposal.
                sizes[i] = sized(i, ideals[i])
                remaining -= sizes[i].length(along: axis)
                if highs[i] > ideals[i] + 0.5 { growing.append(i) }
            }
            remaining += spacerReserve
            let growers = byFlexibility(growing + (0..<count).filter { isSpacer[$0] })
            for (k, i) in growers.enumerated() {
                let share = max(0, remaining / Double(growers.count - k))
                let base = isSpacer[i] ? 0 : sizes[i].length(along: axis)
                let s = sized(i, base + share)
                remaining -= s.length(along: axis) - base
                sizes[i] = s
            }
            return sizes
        }
        // Higher layout priorities first; within a priority, least flexible first. A group is offered what remains
        // less the minimum lengths of the groups after it (SwiftUI's rule).
        let priority = children.map { tree.nodes[$0.index].layoutPriority }
        let levels = Array(Set(nonSpacers.map { priority[$0] })).sorted(by: >)
        for level in levels {
            let group = byFlexibility(nonSpacers.filter { priority[$0] == level })
            let reserved = nonSpacers.filter { priority[$0] < level }.map { low($0) }.reduce(0, +)
            for (k, i) in group.enumerated() {
                let share = max(0, (remaining - reserved) / Double(group.count - k))
                let s = sized(i, share)
                sizes[i] = s
                remaining -= s.length(along: axis)
            }
        }
        remaining += spacerReserve
        let spacers = (0..<count).filter { isSpacer[$0] }
        for (k, i) in spacers.enumerated() {
            let share = max(0, remaining / Double(spacers.count - k))
            let s = sized(i, share)
            sizes[i] = s
            remaining -= s.length(along: axis)
        }
        return sizes
    }

    // MARK: Baselines

    /// The distance from the top of `id` (at `size`) to its first (or last) text baseline, or nil when it has no text.
    func baseline(_ id: NodeID, size nodeSize: Size, first: Bool) -> Points? {
        switch tree[id].kind {
        case .text(let t):
            let m = measure(
                id, content: t.content, style: t.style, lines: t.lines, mode: t.mode,
                minimumScaleFactor: t.minimumScaleFactor, width: nodeSize.width)
            return first ? m.firstBaseline : (m.lines.last?.baseline ?? m.firstBaseline)
        case .button(let b):
            let parts = buttonParts(id, b, width: nodeSize.width)
            guard let m = parts.title else { return nil }
            let content = max(parts.icon.height, m.size.height)
            let top = b.contentInsets.top + (content - m.size.height) / 2
            return top + (first ? m.firstBaseline : (m.lines.last?.baseline ?? m.firstBaseline))
        case .padding(let insets, _):
            let inner = Size(width: max(0, nodeSize.width - insets.horizontal), height: max(0, nodeSize.height - insets.vertical))
            return baseline(tree.children(id)[0], size: inner, first: first).map { $0 + insets.top }
        case .frame(let f, _):
            let child = frameSize(id, f, Proposal(width: nodeSize.width, height: nodeSize.height)).child
            let top = offset(child, in: nodeSize, BoxAlignment(horizontal: f.alignment, vertical: f.verticalAlignment)).dy
            return baseline(tree.children(id)[0], size: child, first: first).map { $0 + top }
        case .stack(let s):
            let children = tree.children(id)
            let result = stackLayout(id, s, Proposal(width: nodeSize.width, height: nil))
            if result.axis == .vertical {
                var y: Points = 0
                var offsets: [Points] = []
                for i in children.indices {
                    offsets.append(y)
                    y += result.childSizes[i].height + (i < result.gaps.count ? result.gaps[i] : 0)
                }
                for i in (first ? Array(children.indices) : Array(children.indices.reversed())) {
                    if let b = baseline(children[i], size: result.childSizes[i], first: first) { return offsets[i] + b }
                }
                return nil
            }
            return children.indices.compactMap { baseline(children[$0], size: result.childSizes[$0], first: first) }.max()
        default:
            return nil
        }
    }

    /// Each child's first (or last) text baseline at its size, from its top; a child without text gives its bottom edge
    /// (the guide's default value in SwiftUI): what baseline-aligned stacks and ZStacks put on one line.
    func alignedBaselines(_ children: [NodeID], sizes: [Size], first: Bool) -> [Points] {
        children.indices.map { baseline(children[$0], size: sizes[$0], first: first) ?? sizes[$0].height }
    }

    func baselineAlignedHeight(_ children: [NodeID], sizes: [Size], first: Bool) -> Points {
        let baselines = alignedBaselines(children, sizes: sizes, first: first)
        let ascent = baselines.max() ?? 0
        let descent = children.indices.map { sizes[$0].height - baselines[$0] }.max() ?? 0
        return ascent + descent
    }
}
