#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock over `pthread_mutex_t` (the package still deploys to macOS 13, before
/// `Synchronization.Mutex`). Guards the engine's caches; nothing else in Text is mutable.
///
/// `@unchecked Sendable`: a pthread mutex exists to be shared between threads; it is allocated once on the heap (so it
/// never moves, as POSIX requires), only ever touched through `pthread_mutex_*`, and destroyed in `deinit` when no
/// thread can hold it any more.
final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` holding the lock.
    @inline(__always)
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
