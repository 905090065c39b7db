import Foundation
import TypeRampCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every temporary file and folder TypeRamp makes while it runs (an output being written beside its target, a staged
/// report folder, a spill file), so none outlives the run:
///
/// - each is registered while it exists, and ``removeAll()`` deletes what is left: the CLI calls it at exit and from
///   its SIGINT and SIGTERM handling;
/// - each is named with the process id (``name(for:kind:)``: `.<target>.typeramp-<pid>-<kind>-XXXXXX`), so after a
///   SIGKILL, which no process can catch, the next run that writes the same target finds the leftovers of processes
///   that are no longer running and removes them (``removeStale(beside:)``, ``removeStale(in:prefix:)``), and never
///   touches those of a run still going.
public enum TemporaryFiles {
    /// `@unchecked Sendable`: `paths` is only read and written with `lock` held.
    private final class Registry: @unchecked Sendable {
        let lock = NSLock()
        var paths: [String: Bool] = [:]
        var removing = false
    }
    private static let registry = Registry()

    /// Records `path` (a folder when `folder` is true) as a temporary of this run.
    public static func register(_ path: String, folder: Bool = false) {
        registry.lock.lock()
        registry.paths[path] = folder
        registry.lock.unlock()
    }

    /// Forgets `path`: it was renamed into place or removed.
    public static func unregister(_ path: String) {
        registry.lock.lock()
        registry.paths[path] = nil
        registry.lock.unlock()
    }

    /// The temporaries registered now (for tests and diagnostics).
    public static var registered: [String] {
        registry.lock.lock()
        defer { registry.lock.unlock() }
        return registry.paths.keys.sorted()
    }

    /// Whether ``removeAll()`` has started (the run is ending): writers into a temporary folder stop
    /// (``OutputFolder``), so that nothing they write lands after the folder is gone.
    public static var isRemovingAll: Bool {
        registry.lock.lock()
        defer { registry.lock.unlock() }
        return registry.removing
    }

    /// Removes every registered temporary (folders with what is in them) and forgets them. Writers still running (a
    /// signal ends the run while another thread writes a staged report) are told to stop first; a folder that a write
    /// begun before that fills again is removed again, a few times over a few milliseconds.
    public static func removeAll() {
        registry.lock.lock()
        registry.removing = true
        let paths = registry.paths
        registry.paths = [:]
        registry.lock.unlock()
        for (path, folder) in paths {
            guard folder else {
                unlink(path)
                continue
            }
            var info = stat()
            for _ in 0..<20 {
                removeTree(path)
                guard lstat(path, &info) == 0 else { break }
                usleep(2_000)
            }
        }
    }

    /// The most bytes of a target's name kept in a temporary's name, so that the name stays under the 255 bytes a file
    /// name may have on every common file system.
    static let nameBytes = 120

    /// The start of the names of temporaries for `target` (a file or folder name, no slash): `.<target>.typeramp-`,
    /// with `target` cut to ``nameBytes`` on a character boundary.
    public static func prefix(for target: String) -> String {
        var cut = ""
        for character in target {
            if cut.utf8.count + character.utf8.count > nameBytes { break }
            cut.append(character)
        }
        return ".\(cut).typeramp-"
    }

    /// A `mkstemp`/`mkdtemp` template for a temporary of `target` made by this process:
    /// `.<target>.typeramp-<pid>-<kind>-XXXXXX`.
    public static func name(for target: String, kind: String) -> String {
        prefix(for: target) + "\(getpid())-\(kind)-XXXXXX"
    }

    /// Whether process `pid` is running (a process of another user counts as running).
    public static func isRunning(_ pid: Int32) -> Bool {
        guard pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }

    /// The process id in a temporary's name after `prefix` (`<pid>-…`), nil when the name is not one of ours.
    static func owner(of name: String, prefix: String) -> Int32? {
        guard name.hasPrefix(prefix) else { return nil }
        let rest = name.dropFirst(prefix.count)
        guard let dash = rest.firstIndex(of: "-") else { return nil }
        return Int32(rest[..<dash])
    }

    /// Removes temporaries for `target` (a path) left in its folder by runs that are no longer running (killed with
    /// SIGKILL, or by a power cut). Returns the names removed.
    @discardableResult
    public static func removeStale(beside target: String) -> [String] {
        let url = URL(fileURLWithPath: target)
        return removeStale(in: url.deletingLastPathComponent().path, prefix: prefix(for: url.lastPathComponent))
    }

    /// Removes files of `folder` whose names start with `prefix` followed by the id of a process that is no longer
    /// running (``name(for:kind:)``). Folders are left to ``OutputFolder``, which knows which of their files are
    /// TypeRamp's. Returns the names removed.
    @discardableResult
    public static func removeStale(in folder: String, prefix: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var removed: [String] = []
        for name in names.sorted() {
            guard let pid = owner(of: name, prefix: prefix), !isRunning(pid) else { continue }
            let path = (folder as NSString).appendingPathComponent(name)
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            unlink(path)
            removed.append(name)
        }
        return removed
    }

    /// Deletes `path` and everything under it without following symbolic links (a link is removed, not what it points
    /// to). Only for folders TypeRamp made itself.
    public static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFDIR {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                removeTree((path as NSString).appendingPathComponent(name))
            }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}
