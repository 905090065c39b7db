import Testing

@testable import TypeRampText

/// The engine's caches: bounded by their capacity however many shards they have, and safe to share between threads.
@Suite struct BoundedCacheTests {
    /// 40 MiB of entries into a 16 MiB cache (sixteen shards of 1 MiB): the bytes held stay under the capacity plus one
    /// entry per shard, the latest entries are kept and the oldest are gone.
    @Test func shardedCacheStaysBounded() {
        let capacity = 16 << 20
        let cache = BoundedCache<Int, Int>(capacity: capacity)
        let entryBytes = 4 << 10
        for i in 0..<10_000 { cache.insert(i, for: i, cost: entryBytes) }
        let (count, bytes) = cache.statistics
        #expect(bytes <= capacity + 16 * entryBytes)
        #expect(count * entryBytes == bytes)
        // Each shard keeps at least its young generation: the last 1,000 entries (4 MiB) are all still there.
        for i in 9_000..<10_000 { #expect(cache.value(for: i) == i) }
        #expect(cache.value(for: 0) == nil)
        cache.removeAll()
        #expect(cache.statistics.count == 0 && cache.statistics.bytes == 0)
    }

    /// A small cache is one shard: the bound is the capacity plus a single entry.
    @Test func smallCacheIsOneShard() {
        let cache = BoundedCache<Int, Int>(capacity: 64 << 10)
        for i in 0..<1_000 { cache.insert(i, for: i, cost: 1 << 10) }
        #expect(cache.statistics.bytes <= (64 << 10) + (1 << 10))
    }

    /// Threads inserting and reading overlapping keys all see each key's one value.
    @Test func sharedBetweenThreads() async {
        let cache = BoundedCache<String, Int>(capacity: 32 << 20)
        let seen = await withTaskGroup(of: Bool.self) { group in
            for t in 0..<8 {
                group.addTask {
                    var consistent = true
                    for i in 0..<5_000 {
                        let key = "label \((i * 7 + t) % 3_000)"
                        if let v = cache.value(for: key) {
                            consistent = consistent && v == key.utf8.count
                        } else {
                            cache.insert(key.utf8.count, for: key, cost: 64)
                        }
                    }
                    return consistent
                }
            }
            var all = true
            for await ok in group { all = all && ok }
            return all
        }
        #expect(seen)
        #expect(cache.statistics.count == 3_000)
    }
}
