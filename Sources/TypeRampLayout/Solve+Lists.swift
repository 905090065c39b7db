import TypeRampCore
import TypeRampMetrics

// MARK: - Lists

extension Solve {
    struct ListRow {
        var child: NodeID
        var position: ListPosition
        /// Space above the entry that belongs to no row (the gap before a grouped section without a header).
        var gap: Points
        var height: Points
        var content: Size
        /// The margins around the entry's content: its own (``Node/listRowInsets``), else the list's.
        var margins: EdgeInsets
        /// Where the entry's content starts, from the list's leading edge, and the width it is laid out in.
        var leading: Points
        var contentWidth: Points
    }

    struct ListRows {
        var rows: [ListRow]
        var contentHeight: Points
    }

    static let sectionHeaderMargins = EdgeInsets(top: 16, leading: 0, bottom: 8, trailing: 0)
    static let sectionFooterMargins = EdgeInsets(top: 8, leading: 0, bottom: 16, trailing: 0)

    /// The margins of an entry: a header's, a footer's or a row's (of which only the vertical ones apply to headers and
    /// footers; every entry sits at the row margins' leading edge).
    static func margins(_ position: ListPosition, _ rowMargins: EdgeInsets) -> EdgeInsets {
        position.isHeader ? sectionHeaderMargins : position.isFooter ? sectionFooterMargins : rowMargins
    }

    /// The width a list's rows, headers and footers lay their content out in: the list's width less the card insets
    /// and the row margins.
    static func listContentWidth(_ list: ListNode, width: Points) -> Points {
        max(0, width - 2 * list.style.cardInset(width: width) - list.rowMargins(width: width).horizontal)
    }

    /// The width a list asks for when offered any: its widest entry with the margins of a compact width (16 pt).
    func listIdealWidth(_ id: NodeID, _ list: ListNode) -> Points {
        let margins = list.rowMargins(width: 0)
        let card = list.style.cardInset(width: 0)
        return (tree.children(id).map { size($0, Proposal(width: nil, height: nil)).width }.max() ?? 0) + margins.horizontal + 2 * card
    }

    /// Every header, row and footer of the list at `width` points: self-sizing rows are their content plus the row
    /// margins, at least the minimum row height; headers and footers are their content plus their margins; in the grouped
    /// styles a section without a header is preceded by the style's section spacing. An entry given its own insets
    /// (`.listRowInsets(_:)`) has them as its margins on every side, and its content is laid out in the width they leave.
    func listRows(_ id: NodeID, _ list: ListNode, width: Points) -> ListRows {
        var result = ListRows(rows: [], contentHeight: 0)
        let contentWidth = Solve.listContentWidth(list, width: width)
        let rowMargins = list.rowMargins(width: width)
        let card = list.style.cardInset(width: width)
        var section = -1
        for child in tree.children(id) {
            guard let position = tree.listPositions[child.index] else { continue }
            // A section's header comes before its rows (`NodeKind.children`): a section whose first entry is not a
            // header has none, and the grouped styles space it from what is above.
            let gap = position.section != section && !position.isHeader ? list.style.sectionSpacing : 0
            section = position.section
            let own = tree[child].listRowInsets
            let margins = own ?? Solve.margins(position, rowMargins)
            let entryWidth = own.map { max(0, width - 2 * card - $0.horizontal) } ?? contentWidth
            let content = size(child, Proposal(width: entryWidth, height: nil))
            let height = position.isRow ? max(list.minimumRowHeight, content.height + margins.vertical) : content.height + margins.vertical
            result.rows.append(
                ListRow(
                    child: child, position: position, gap: gap, height: height, content: content, margins: margins,
                    leading: card + (own ?? rowMargins).leading, contentWidth: entryWidth))
            result.contentHeight += gap + height
        }
        return result
    }

    /// Places the list's headers and rows top to bottom and records the rows' facts.
    func placeList(_ id: NodeID, _ list: ListNode, origin: Point, width: Points) {
        let rows = listRows(id, list, width: width)
        var y = origin.y
        var solvedRows: [SolvedRow] = []
        solvedRows.reserveCapacity(rows.rows.count)
        let card = list.style.cardInset(width: width)
        for row in rows.rows {
            y += row.gap
            let margins = row.margins
            let childOrigin = Point(
                x: origin.x + row.leading,
                y: y + margins.top + (row.position.isRow ? max(0, row.height - margins.vertical - row.content.height) / 2 : 0))
            place(row.child, origin: childOrigin, proposal: Proposal(width: row.contentWidth, height: nil))
            if row.position.isRow {
                solvedRows.append(
                    SolvedRow(
                        node: row.child, section: row.position.section, row: row.position.row, height: row.height,
                        contentHeight: row.content.height, frame: Rect(x: origin.x + card, y: y, width: width - 2 * card, height: row.height)))
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
