import Foundation
import TypeRampCore
import TypeRampMetrics
import TypeRampText

/// Text measurements the solves of one screen share across its cells: a text's measurement offered unbounded width, and
/// the text prepared for measuring (its analysis looked up), depend on the cell's category, locale, Bold Text setting
/// and direction but not on its width, so an audit's cells of one category at its other widths take them from here
/// instead of measuring every title again.
///
/// Valid for one tree solved with one ``LayoutResources`` value: the audit keeps one per screen it loads (see
/// ``LayoutTree/sharedTextMeasurements``) and solves it with the screen's resources only. Thread-safe: workers solving
/// the same screen at different widths read and fill it under its lock; the first solve of a key keeps what it measured
/// once it is done, and later ones copy it into arrays of their own, so no solve sees another's work half made.
/// Bounded: past ``limit`` measurements kept, further cells measure for themselves.
public final class SharedTextMeasurements: @unchecked Sendable {
    struct Key: Hashable {
        var category: ContentSizeCategory
        var locale: String
        var boldText: Bool
        var direction: LayoutDirection
        var glyphRuns: Bool
    }

    /// What the texts of one category, locale and setting gave: for each text node measured (by index), its
    /// unbounded measurement and its prepared text; kept for those nodes only, not as arrays over the whole tree.
    struct Entry {
        var nodes: [Int32] = []
        var unbounded: [TextMeasurement] = []
        var prepared: [PreparedText?] = []

        init(unbounded: [TextMeasurement?], prepared: [PreparedText?]) {
            for (i, m) in unbounded.enumerated() {
                guard let m else { continue }
                nodes.append(Int32(i))
                self.unbounded.append(m)
                self.prepared.append(prepared[i])
            }
        }

        /// The measurements and prepared texts as a solve holds them: arrays over a tree of `count` nodes.
        func expanded(count: Int) -> (unbounded: [TextMeasurement?], prepared: [PreparedText?]) {
            var u = [TextMeasurement?](repeating: nil, count: count)
            var p = [PreparedText?](repeating: nil, count: count)
            for (k, i) in nodes.enumerated() where Int(i) < count {
                u[Int(i)] = unbounded[k]
                p[Int(i)] = prepared[k]
            }
            return (u, p)
        }
    }

    /// The most measurements kept for one screen, every category, locale and setting together (about 40 MB: a stack of
    /// 4,000 buttons at 12 categories keeps them all; a list of 10,000 rows of two texts keeps 5 categories, and its
    /// other cells measure for themselves rather than the store growing with the screen).
    public static let limit = 100_000

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var kept = 0

    /// An empty store.
    public init() {}

    func entry(_ key: Key) -> Entry? {
        lock.lock()
        defer { lock.unlock() }
        return entries[key]
    }

    /// Keeps what a solve measured for `key`, unless another solve kept it first or the store is full.
    func keep(_ entry: Entry, for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        guard entries[key] == nil, kept + entry.nodes.count <= SharedTextMeasurements.limit else { return }
        entries[key] = entry
        kept += entry.nodes.count
    }
}
