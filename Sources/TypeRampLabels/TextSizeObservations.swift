import Foundation
import TypeRampAudit
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

/// What the solved layouts of an audit say about each text's size: whether it is drawn at all at the accessibility
/// sizes (a text in a branch that only smaller sizes take is not), and, for texts that may shrink to fit
/// (`minimumScaleFactor` below 1), the largest size each is drawn at in each width, language and Bold Text setting.
///
/// Fed by ``AuditConfiguration/cellObserver`` as the audit solves its cells, from several threads.
///
/// `@unchecked Sendable`: `screens` is read and written only with `lock` held.
public final class TextSizeObservations: @unchecked Sendable {
    /// One width, language and Bold Text setting.
    struct Column: Hashable {
        var width: Points
        var locale: String
        var bold: Bool
    }

    /// What the layouts said about one text node.
    struct NodeSizes {
        /// Drawn at one of the judged categories (AX1 to AX5) in some column.
        var drawnWhenJudged = false
        /// For texts that may shrink: per column, the largest size drawn over the categories and where.
        var largestDrawn: [Column: (size: Points, category: ContentSizeCategory)] = [:]
    }

    private let lock = NSLock()
    private var screens: [String: [Int: NodeSizes]] = [:]

    /// Creates an empty collection.
    public init() {}

    /// Records the texts of one solved cell of screen `screen`.
    public func observe(screen: String, _ solved: SolvedLayout) {
        let category = solved.context.category
        let judged = category.isAccessibilityCategory
        let column = Column(width: solved.context.viewport.size.width, locale: solved.context.locale, bold: solved.context.boldText)
        var found: [(Int, Points?)] = []
        for node in solved.nodes where node.isPlaced {
            guard let text = node.text else { continue }
            var shrinkable = false
            if case .text(let t) = solved.tree[node.node].kind, t.minimumScaleFactor < 1 { shrinkable = true }
            found.append((node.node.index, shrinkable ? text.size : nil))
        }
        guard !found.isEmpty else { return }
        lock.lock()
        defer { lock.unlock() }
        var nodes = screens[screen] ?? [:]
        for (index, size) in found {
            var sizes = nodes[index] ?? NodeSizes()
            if judged { sizes.drawnWhenJudged = true }
            if let size, size > (sizes.largestDrawn[column]?.size ?? -1) { sizes.largestDrawn[column] = (size, category) }
            nodes[index] = sizes
        }
        screens[screen] = nodes
    }

    /// An observer for an audit of `input`'s screens: records every cell it solves.
    public func observer(for input: AuditInput) -> @Sendable (CellCoordinate, SolvedLayout) -> Void {
        let names = input.screens.map(\.name)
        return { [self] cell, solved in self.observe(screen: names[cell.screen], solved) }
    }

    /// Whether anything was recorded for `screen`.
    func hasScreen(_ screen: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return screens[screen] != nil
    }

    /// Whether node `index` of `screen` is drawn at one of the accessibility sizes in some column.
    func isDrawnWhenJudged(screen: String, node index: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return screens[screen]?[index]?.drawnWhenJudged ?? false
    }

    /// For a text that may shrink: the column where the largest size it is drawn at is smallest, with that size and
    /// its category (ties go to the narrowest width, then the locale id, then Bold Text off); nil when it was never drawn.
    func smallestLargest(screen: String, node index: Int) -> (size: Points, category: ContentSizeCategory, width: Points, locale: String)? {
        lock.lock()
        defer { lock.unlock() }
        guard let columns = screens[screen]?[index]?.largestDrawn, !columns.isEmpty else { return nil }
        let best = columns.min { a, b in
            (a.value.size, a.key.width, a.key.locale, a.key.bold ? 1 : 0) < (b.value.size, b.key.width, b.key.locale, b.key.bold ? 1 : 0)
        }!
        return (best.value.size, best.value.category, best.key.width, best.key.locale)
    }
}
