/// A thread-safe cache bounded by an estimate of its memory in bytes.
///
/// Two generations: entries go into the young one; when it holds half the capacity it becomes
/// the old one (dropping the previous old generation) and a new young one starts. A hit in the old
/// generation moves the entry back to the young one, so what is in use survives (an LRU
/// approximation with O(1) work per operation). Memory stays under `capacity` plus the
/// dictionaries' own overhead.
///
/// `@unchecked Sendable`: every stored property but the immutable `capacity` is read and written only with `lock` held,
/// and keys and values must themselves be `Sendable`, since they are handed to whichever thread asks.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private struct Entry {
        var value: Value
        var cost: Int
    }

    private let lock = Lock()
    private var young: [Key: Entry] = [:]
    private var old: [Key: Entry] = [:]
    private var youngCost = 0
    private var oldCost = 0
    /// Upper bound of the estimated bytes held, both generations together.
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// The cached value for `key`, if any.
    func value(for key: Key) -> Value? {
        lock.withLock {
            if let entry = young[key] { return entry.value }
            guard let entry = old.removeValue(forKey: key) else { return nil }
            oldCost -= entry.cost
            insertLocked(entry, for: key)
            return entry.value
        }
    }

    /// Stores `value` for `key`; `cost` is its estimated size in bytes.
    func insert(_ value: Value, for key: Key, cost: Int) {
        lock.withLock { insertLocked(Entry(value: value, cost: max(1, cost)), for: key) }
    }

    private func insertLocked(_ entry: Entry, for key: Key) {
        if let previous = young.updateValue(entry, forKey: key) { youngCost -= previous.cost }
        youngCost += entry.cost
        if youngCost > capacity / 2 {
            old = young
            oldCost = youngCost
            young = Dictionary(minimumCapacity: old.count)
            youngCost = 0
        }
    }

    /// Empties the cache (keeping the young generation's table, which will fill again).
    func removeAll() {
        lock.withLock {
            young.removeAll(keepingCapacity: true)
            old = [:]
            youngCost = 0
            oldCost = 0
        }
    }

    /// Number of entries and their estimated bytes.
    var statistics: (count: Int, bytes: Int) {
        lock.withLock { (young.count + old.count, youngCost + oldCost) }
    }
}
