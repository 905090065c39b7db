#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files this run has read as input (screens files, Swift sources found in folders, ramps, configurations, baselines,
/// string catalogs, fonts, shards), by device and inode, so that no output of the same run can be written over one of
/// them, however it was named: a Swift file found inside a folder given to `audit`, the `ramp:` a screens file names,
/// the `.typeramp.yml` in use, a font the ramp loads (`typeramp audit Sources --output Sources/Row.swift` would
/// otherwise replace a source file with the report).
///
/// Off until ``enable()`` (the `typeramp` command turns it on for its one run): a process that uses TypeRamp as a library
/// (a test suite that writes a screens file, reads it, and writes it again) decides for itself what it may replace.
///
/// Thread-safe: the audit's workers load fonts while the main thread writes.
public enum FilesRead {
    private struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// Files read as input; guarded by `mutex`.
    nonisolated(unsafe) private static var identities: Set<Identity> = []
    /// A mutex that lives as long as the process (allocated once, never freed).
    nonisolated(unsafe) private static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let m = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        m.initialize(to: pthread_mutex_t())
        pthread_mutex_init(m, nil)
        return m
    }()

    private static func withLock<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// Guarded by `mutex`.
    nonisolated(unsafe) private static var enabled = false

    /// Starts recording the files read, and refusing outputs over them, for the rest of the process.
    public static func enable() { withLock { enabled = true } }

    /// Records that `path` (symbolic links followed) is read as input; a path with nothing there is ignored.
    public static func record(_ path: String) {
        guard withLock({ enabled }), let id = identity(path) else { return }
        withLock { _ = identities.insert(id) }
    }

    /// The device and inode of the regular file at `path` (symbolic links followed); nil for anything else.
    private static func identity(_ path: String) -> Identity? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// Whether the regular file at `path` (symbolic links followed) is one this run has read as input.
    public static func contains(_ path: String) -> Bool {
        guard withLock({ enabled }), let id = identity(path) else { return false }
        return withLock { identities.contains(id) }
    }
}
