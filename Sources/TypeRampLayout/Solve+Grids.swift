import TypeRampCore
import TypeRampMetrics

// MARK: - Grid and LazyVGrid

extension Solve {
    struct GridLayout {
        var columnWidths: [Points]
        var rowHeights: [Points]
        /// For each child (in tree order): its row, its first column and the columns it spans.
        var cells: [(row: Int, column: Int, span: Int)]
        var size: Size
        var columnSpacing: Points
        var rowSpacing: Points
    }

    /// Distributes `room` among items with lengths at a zero, an ideal and an infinite proposal: every item its ideal
    /// when they fit (the rest to the ones that can grow), else from its minimum up, least flexible first, an equal share
    /// each of what remains (the stack rule, for grid columns).
    func distribute(_ lows: [Points], _ ideals: [Points], _ highs: [Points], room: Points) -> [Points] {
        var out = ideals
        let total = ideals.reduce(0, +)
        if total <= room + 0.001 {
            let growers = ideals.indices.filter { highs[$0] > ideals[$0] + 0.5 }
            var spare = room - total
            for (k, i) in growers.enumerated() {
                let share = spare / Double(growers.count - k)
                let add = min(share, highs[i] - ideals[i])
                out[i] += add
                spare -= add
            }
            return out
        }
        var remaining = room
        let order = ideals.indices.sorted { (ideals[$0] - lows[$0], $0) < (ideals[$1] - lows[$1], $1) }
        for (k, i) in order.enumerated() {
            let share = max(0, remaining / Double(order.count - k))
            out[i] = max(lows[i], min(ideals[i], share))
            remaining -= out[i]
        }
        return out
    }

    /// A `Grid`: columns as wide as their widest cell (shared out like a stack's children when they do not fit), rows
    /// as tall as their tallest cell. A row of one cell in a grid of several columns spans them all.
    func gridLayout(_ id: NodeID, _ g: GridNode, _ p: Proposal) -> GridLayout {
        let children = tree.children(id)
        let columnCount = g.rows.map(\.count).max() ?? 0
        let hs = length(g.horizontalSpacing, id), vs = length(g.verticalSpacing, id)
        var cells: [(row: Int, column: Int, span: Int)] = []
        for (r, row) in g.rows.enumerated() {
            for c in row.indices { cells.append((r, c, row.count == 1 ? columnCount : 1)) }
        }
        var lows = [Points](repeating: 0, count: columnCount), ideals = lows, highs = lows
        for (k, child) in children.enumerated() where cells[k].span == 1 {
            let c = cells[k].column
            lows[c] = max(lows[c], size(child, Proposal(width: 0, height: nil)).width)
            ideals[c] = max(ideals[c], size(child, Proposal(width: nil, height: nil)).width)
            highs[c] = max(highs[c], size(child, Proposal(width: .infinity, height: nil)).width)
        }
        let spacing = hs * Double(max(0, columnCount - 1))
        let widths = finite(p.width).map { distribute(lows, ideals, highs, room: max(0, $0 - spacing)) } ?? ideals
        let total = widths.reduce(0, +) + spacing
        var heights = [Points](repeating: 0, count: g.rows.count)
        for (k, child) in children.enumerated() {
            let cell = cells[k]
            let width = cell.span == 1 ? widths[cell.column] : total
            heights[cell.row] = max(heights[cell.row], size(child, Proposal(width: width, height: nil)).height)
        }
        let height = heights.reduce(0, +) + vs * Double(max(0, heights.count - 1))
        return GridLayout(
            columnWidths: widths, rowHeights: heights, cells: cells, size: Size(width: total, height: height),
            columnSpacing: hs, rowSpacing: vs)
    }

    /// The widths of a `LazyVGrid`'s columns in `width` points (nil: the columns' own widths): fixed columns keep
    /// theirs; flexible ones share what is left within their bounds; an adaptive column becomes as many columns of
    /// at least its minimum as fit.
    func lazyGridColumns(_ id: NodeID, _ g: LazyGridNode, width: Points?) -> [Points] {
        let spacing = length(g.columnSpacing, id)
        guard let width else {
            return g.columns.map { column in
                switch column {
                case .fixed(let w): return length(w, id)
                case .flexible(let minimum, _), .adaptive(let minimum, _): return length(minimum, id)
                }
            }
        }
        let fixed = g.columns.compactMap { if case .fixed(let w) = $0 { return length(w, id) } else { return nil } }
        let others = g.columns.count - fixed.count
        var remaining = width - fixed.reduce(0, +) - spacing * Double(max(0, g.columns.count - 1))
        var out: [Points] = []
        var flexibleLeft = others
        for column in g.columns {
            switch column {
            case .fixed(let w): out.append(length(w, id))
            case .flexible(let minimum, let maximum):
                let share = remaining / Double(max(1, flexibleLeft))
                let w = min(max(share, length(minimum, id)), length(maximum, id))
                out.append(w)
                remaining -= w
                flexibleLeft -= 1
            case .adaptive(let minimum, let maximum):
                let share = remaining / Double(max(1, flexibleLeft))
                let lo = max(1, length(minimum, id))
                // As many columns as fit, at least one; at most 10,000 (no screen shows more), which also keeps a huge or
                // non-finite width from trapping in the conversion (the DSL's lengths are not bounded as decoded ones are).
                let fit = ((share + spacing) / (lo + spacing)).rounded(.down)
                let count = fit.isFinite ? max(1, Int(min(fit, 10_000))) : 1
                let each = min(max((share - spacing * Double(count - 1)) / Double(count), lo), length(maximum, id))
                out += Array(repeating: each, count: count)
                remaining -= each * Double(count) + spacing * Double(count - 1)
                flexibleLeft -= 1
            }
        }
        return out
    }

    /// A `LazyVGrid`: its children fill the columns row by row; each row is as tall as its tallest cell.
    func lazyGridLayout(_ id: NodeID, _ g: LazyGridNode, _ p: Proposal) -> GridLayout {
        let children = tree.children(id)
        let widths = lazyGridColumns(id, g, width: finite(p.width))
        let columns = max(1, widths.count)
        let cs = length(g.columnSpacing, id), rs = length(g.rowSpacing, id)
        var heights: [Points] = []
        var cells: [(row: Int, column: Int, span: Int)] = []
        for (k, child) in children.enumerated() {
            let row = k / columns, column = k % columns
            if row == heights.count { heights.append(0) }
            heights[row] = max(heights[row], size(child, Proposal(width: widths.isEmpty ? nil : widths[column], height: nil)).height)
            cells.append((row, column, 1))
        }
        let total = widths.reduce(0, +) + cs * Double(max(0, widths.count - 1))
        let height = heights.reduce(0, +) + rs * Double(max(0, heights.count - 1))
        return GridLayout(
            columnWidths: widths, rowHeights: heights, cells: cells,
            size: Size(width: finite(p.width) ?? total, height: height), columnSpacing: cs, rowSpacing: rs)
    }

    /// Places the cells of a grid laid out as `layout` inside a frame at `origin`.
    func placeGrid(_ id: NodeID, _ layout: GridLayout, origin: Point, alignment: BoxAlignment) {
        let children = tree.children(id)
        var xs: [Points] = [0]
        for w in layout.columnWidths { xs.append(xs.last! + w + layout.columnSpacing) }
        var ys: [Points] = [0]
        for h in layout.rowHeights { ys.append(ys.last! + h + layout.rowSpacing) }
        let total = layout.columnWidths.reduce(0, +) + layout.columnSpacing * Double(max(0, layout.columnWidths.count - 1))
        for (k, child) in children.enumerated() {
            let cell = layout.cells[k]
            let width = cell.span == 1 ? layout.columnWidths[cell.column] : total
            let box = Size(width: width, height: layout.rowHeights[cell.row])
            let proposal = Proposal(width: width, height: nil)
            let s = size(child, proposal)
            let (dx, dy) = offset(s, in: box, alignment)
            place(
                child, origin: Point(x: origin.x + (cell.span == 1 ? xs[cell.column] : 0) + dx, y: origin.y + ys[cell.row] + dy), proposal: proposal)
        }
    }
}
