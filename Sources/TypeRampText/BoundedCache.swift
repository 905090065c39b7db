/// A thread-safe cache bounded by an estimate of its memory in bytes.
///
/// Two generations: entries go into the young one; when it holds half the capacity it becomes
/// the old one (dropping the previous old generation) and a new young one starts. A hit in the old
/// generation moves the entry back to the young one, so what is in use survives (an LRU
/// approximation with O(1) work per operation). Memory stays under `capacity` plus, per shard, the
/// entry that filled its young generation and the dictionaries' own overhead.
///
/// The entries are spread over up to ``maximumShards`` shards by their key's hash, each with its own lock, generations and
/// share of the capacity, and a key is hashed once, before any lock is taken: threads measuring different texts (an
/// audit's workers) rarely wait for each other, and a lock is held only for a table probe.
///
/// `@unchecked Sendable`: every stored property of a shard is read and written only with its lock held, the shards
/// and `capacity` never change, and keys and values must themselves be `Sendable`, since they are handed to whichever
/// thread asks.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    /// A key with its hash, computed once and before any lock is taken (the shard's table hashes only this word).
    fileprivate struct HashedKey: Hashable {
        var key: Key
        var hash: Int

        static func == (a: HashedKey, b: HashedKey) -> Bool { a.hash == b.hash && a.key == b.key }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    private struct Entry {
        var value: Value
        var cost: Int
    }

    private final class Shard {
        let lock = Lock()
        var young: [HashedKey: Entry] = [:]
        var old: [HashedKey: Entry] = [:]
        var youngCost = 0
        var oldCost = 0
    }

    /// The most shards a cache has (enough that a few threads seldom meet on one), each given at least
    /// ``minimumShardBytes`` (so that a shard's generations still hold many entries; a small cache has one shard).
    static var maximumShards: Int { 16 }
    static var minimumShardBytes: Int { 1 << 20 }

    private let shards: [Shard]
    /// The shards are 2^shardBits; a key's shard is the top shardBits bits of its hash.
    private let shardBits: Int
    /// Upper bound of the estimated bytes held, every shard and both generations together.
    let capacity: Int
    private let shardCapacity: Int

    init(capacity: Int) {
        self.capacity = max(0, capacity)
        var bits = 0
        while 1 << (bits + 1) <= Self.maximumShards, self.capacity >> (bits + 1) >= Self.minimumShardBytes { bits += 1 }
        shardBits = bits
        shardCapacity = self.capacity >> bits
        shards = (0..<(1 << bits)).map { _ in Shard() }
    }

    private func shard(_ key: HashedKey) -> Shard {
        // The hash's high bits pick the shard (the tables inside use its low bits).
        shardBits == 0 ? shards[0] : shards[Int(UInt(bitPattern: key.hash) >> (UInt.bitWidth - shardBits))]
    }

    /// A key hashed once, for a lookup that a miss follows with an insert (``value(at:)``, ``insert(_:at:cost:)``):
    /// hashing a text-sized key is a measurable share of measuring a short label.
    struct Slot {
        fileprivate let key: HashedKey
    }

    /// `key` hashed, for ``value(at:)`` and ``insert(_:at:cost:)``.
    func slot(for key: Key) -> Slot { Slot(key: HashedKey(key: key, hash: key.hashValue)) }

    /// The cached value for `key`, if any.
    func value(for key: Key) -> Value? { value(at: slot(for: key)) }

    /// The cached value for the slot's key, if any.
    func value(at slot: Slot) -> Value? {
        let key = slot.key
        let shard = shard(key)
        return shard.lock.withLock {
            if let entry = shard.young[key] { return entry.value }
            guard let entry = shard.old.removeValue(forKey: key) else { return nil }
            shard.oldCost -= entry.cost
            insertLocked(entry, for: key, in: shard)
            return entry.value
        }
    }

    /// Stores `value` for `key`; `cost` is its estimated size in bytes.
    func insert(_ value: Value, for key: Key, cost: Int) { insert(value, at: slot(for: key), cost: cost) }

    /// Stores `value` for the slot's key; `cost` is its estimated size in bytes.
    func insert(_ value: Value, at slot: Slot, cost: Int) {
        let key = slot.key
        let shard = shard(key)
        shard.lock.withLock { insertLocked(Entry(value: value, cost: max(1, cost)), for: key, in: shard) }
    }

    private func insertLocked(_ entry: Entry, for key: HashedKey, in shard: Shard) {
        if let previous = shard.young.updateValue(entry, forKey: key) { shard.youngCost -= previous.cost }
        shard.youngCost += entry.cost
        if shard.youngCost > shardCapacity / 2 {
            shard.old = shard.young
            shard.oldCost = shard.youngCost
            shard.young = Dictionary(minimumCapacity: shard.old.count)
            shard.youngCost = 0
        }
    }

    /// Empties the cache (keeping the young generations' tables, which will fill again).
    func removeAll() {
        for shard in shards {
            shard.lock.withLock {
                shard.young.removeAll(keepingCapacity: true)
                shard.old = [:]
                shard.youngCost = 0
                shard.oldCost = 0
            }
        }
    }

    /// Number of entries and their estimated bytes.
    var statistics: (count: Int, bytes: Int) {
        shards.reduce(into: (0, 0)) { sum, shard in
            let (count, bytes) = shard.lock.withLock { (shard.young.count + shard.old.count, shard.youngCost + shard.oldCost) }
            sum.0 += count
            sum.1 += bytes
        }
    }
}
