import TypeRampCore
import TypeRampMetrics

// MARK: - Lists

extension Solve {
    struct ListRow {
        var child: NodeID
        var position: ListPosition
        var height: Points
        var content: Size
    }

    struct ListRows {
        var rows: [ListRow]
        var contentHeight: Points
    }

    static let sectionHeaderMargins = EdgeInsets(top: 16, leading: 0, bottom: 8, trailing: 0)
    static let sectionFooterMargins = EdgeInsets(top: 8, leading: 0, bottom: 16, trailing: 0)

    static func margins(_ position: ListPosition, _ list: ListNode) -> EdgeInsets {
        position.isHeader ? sectionHeaderMargins : position.isFooter ? sectionFooterMargins : list.margins
    }

    func listIdealWidth(_ id: NodeID, _ list: ListNode) -> Points {
        (tree.children(id).map { size($0, Proposal(width: nil, height: nil)).width }.max() ?? 0) + list.margins.horizontal
    }

    /// Every header and row of the list at `width` points: self-sizing rows are their content plus the cell margins,
    /// at least the minimum row height; headers are their content plus the header margins.
    func listRows(_ id: NodeID, _ list: ListNode, width: Points) -> ListRows {
        var result = ListRows(rows: [], contentHeight: 0)
        let contentWidth = max(0, width - list.margins.horizontal)
        for child in tree.children(id) {
            guard let position = tree.listPositions[child.index] else { continue }
            let content = size(child, Proposal(width: contentWidth, height: nil))
            let height =
                position.isRow
                ? max(list.minimumRowHeight, content.height + list.margins.vertical)
                : content.height + Solve.margins(position, list).vertical
            result.rows.append(ListRow(child: child, position: position, height: height, content: content))
            result.contentHeight += height
        }
        return result
    }

    /// Places the list's headers and rows top to bottom and records the rows' facts.
    func placeList(_ id: NodeID, _ list: ListNode, origin: Point, width: Points) {
        let rows = listRows(id, list, width: width)
        var y = origin.y
        var solvedRows: [SolvedRow] = []
        solvedRows.reserveCapacity(rows.rows.count)
        let contentWidth = max(0, width - list.margins.horizontal)
        for row in rows.rows {
            let margins = Solve.margins(row.position, list)
            let childOrigin = Point(
                x: origin.x + list.margins.leading,
                y: y + margins.top + (row.position.isRow ? max(0, row.height - margins.vertical - row.content.height) / 2 : 0))
            place(row.child, origin: childOrigin, proposal: Proposal(width: contentWidth, height: nil))
            if row.position.isRow {
                solvedRows.append(
                    SolvedRow(
                        node: row.child, section: row.position.section, row: row.position.row, height: row.height,
                        contentHeight: row.content.height, frame: Rect(x: origin.x, y: y, width: width, height: row.height)))
            }
            y += row.height
        }
        solved[id.index].rows = solvedRows
        solved[id.index].contentHeight = rows.contentHeight
        if let estimate = list.estimatedRowHeight {
            solved[id.index].estimatedRowHeight = FontMetrics.default.scaledValue(for: estimate, in: categories[id.index], displayScale: displayScale)
        }
    }
}
