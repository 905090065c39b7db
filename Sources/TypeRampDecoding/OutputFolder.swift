import Foundation
import TypeRampCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder TypeRamp writes whole (an HTML report, one screen's snapshots), safely for the user's files:
///
/// - **Ownership.** A folder is TypeRamp's when it holds TypeRamp's marker file (``markerName``), which lists the
///   files TypeRamp wrote there. A folder that does not exist or is empty may be used; a non-empty folder without the
///   marker is refused unless `force` is given (`--force`). TypeRamp deletes only files its marker lists: any other
///   file in the folder (the user's notes, another TypeRamp output nested inside) is carried over into the new folder.
/// - **Whole or nothing.** Files are written into a staging folder beside the target (``staging``); ``commit()``
///   swaps it in with one atomic exchange (`renameat2(RENAME_EXCHANGE)`), so a run that is killed or fails leaves the
///   previous folder exactly as it was.
/// - **One writer.** The folder's parent is locked (`flock`) from ``init(path:kind:force:legacy:waiting:)`` to
///   ``commit()``: a second run writing the same folder waits for the first (`waiting` is told) rather than mixing
///   their files.
/// - **No leftovers.** The staging folder is registered with ``TemporaryFiles`` (removed at exit and on SIGINT and
///   SIGTERM); a staging or replaced folder left by a run killed with SIGKILL is recovered by the next run: staged
///   files are removed, a replaced folder's files that TypeRamp did not write are carried over.
public final class OutputFolder {
    /// The name of the marker file in every folder TypeRamp writes.
    public static let markerName = ".typeramp-output"
    /// The folder as given.
    public let path: String
    /// The folder to be replaced (symbolic links resolved).
    public let target: String
    /// Where this run writes; it becomes ``target`` on ``commit()``.
    public let staging: String
    /// What the folder holds ("report", "snapshots"), written in the marker.
    public let kind: String
    /// What ``commit()`` had to say: user files kept aside because a new file has their name.
    public private(set) var notes: [String] = []

    private var lockDescriptor: Int32
    private let legacy: ((String) -> Set<String>?)?
    private var written: Set<String> = []
    private var done = false

    /// Opens `path` for writing. `legacy` recognises a folder written by a TypeRamp from before the marker and returns
    /// the files that TypeRamp wrote there (nil for any other folder). `waiting` is called once when another run
    /// holds the folder. Throws a located error for a folder TypeRamp may not write (not its own and not empty,
    /// without `force`), a path that is a file, or a folder whose parent cannot be written.
    public init(
        path: String, kind: String, force: Bool, legacy: ((String) -> Set<String>?)? = nil, waiting: ((String) -> Void)? = nil
    ) throws {
        self.path = path
        self.kind = kind
        self.legacy = legacy
        let location = SourceLocation(file: path)
        var absolute = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        absolute = (absolute as NSString).standardizingPath
        switch InputFile.kind(of: absolute) {
        case .folder: absolute = OutputTarget.resolvedLinks(absolute)
        case .missing:
            let given = absolute
            absolute = try OutputTarget.danglingTarget(absolute)
            // A link to a folder not made yet is written through, but only into a folder that exists: no chain of folders
            // is created wherever a link points (`--report link` with `link -> /nonexistent/x`).
            if absolute != given, InputFile.kind(of: (absolute as NSString).deletingLastPathComponent) != .folder {
                throw InputError(
                    "is a link to '\(absolute.excerpt(200))', in a folder that does not exist; give a folder, or a link into an existing one",
                    at: location)
            }
        case .unreadable: throw InputError("cannot examine the folder (permission denied)", at: location)
        default: throw InputError("is a file; a folder is expected here", at: location)
        }
        guard absolute != "/" else { throw InputError("TypeRamp does not write its output over the root folder", at: location) }
        target = absolute
        let parent = (absolute as NSString).deletingLastPathComponent
        let name = (absolute as NSString).lastPathComponent
        try AtomicFile.createFolder(parent, for: path)

        // One writer at a time: a lock on the parent folder, released on commit, abort or exit.
        lockDescriptor = open(parent, O_RDONLY | O_CLOEXEC)
        guard lockDescriptor >= 0 else {
            throw InputError("cannot open the folder \(parent): \(String(cString: strerror(errno)))", at: location)
        }
        // A file system without locks (some network ones) is written without one rather than not at all.
        if flock(lockDescriptor, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK {
            waiting?("another typeramp is writing beside \(path.excerpt(200)); waiting for it to finish")
            while flock(lockDescriptor, LOCK_EX) != 0 && errno == EINTR {}
        }
        do {
            OutputFolder.recoverLeftovers(in: parent, name: name, target: absolute, legacy: legacy)
            if let refusal = OutputFolder.refusal(absolute, force: force, legacy: legacy) {
                throw InputError(refusal, at: location)
            }
            var template = Array((parent as NSString).appendingPathComponent(TemporaryFiles.name(for: name, kind: "staging")).utf8CString)
            guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
                throw InputError(
                    "cannot create a staging folder beside it in \(parent): \(String(cString: strerror(errno)))", at: location)
            }
            staging = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            TemporaryFiles.register(staging, folder: true)
            // The folder keeps its permissions (a private report stays private); a new one is readable by everyone.
            var existing = stat()
            chmod(staging, stat(absolute, &existing) == 0 ? mode_t(existing.st_mode & 0o7777) : 0o755)
            try OutputFolder.writeMarker(kind: "staging", files: [], in: staging)
        } catch {
            close(lockDescriptor)
            throw error
        }
    }

    deinit { abort() }

    /// The path of `relative` inside the staging folder, where this run writes it; the file is recorded as
    /// TypeRamp's. `relative` must be a plain relative path (no `..`, not absolute).
    public func path(of relative: String) -> String {
        written.insert(relative)
        return (staging as NSString).appendingPathComponent(relative)
    }

    /// Creates the folder `relative` inside the staging folder.
    public func createFolder(_ relative: String) throws {
        try stopIfEnding(relative)
        try AtomicFile.createFolder((staging as NSString).appendingPathComponent(relative), for: path)
    }

    /// Writes `bytes` to `relative` inside the staging folder (no temporary file: nothing else sees the staging folder).
    public func write(_ bytes: [UInt8], to relative: String) throws {
        try stopIfEnding(relative)
        let file = path(of: relative)
        let fd = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else {
            throw InputError("cannot write the file: \(String(cString: strerror(errno)))", at: SourceLocation(file: displayPath(relative)))
        }
        defer { close(fd) }
        do {
            try bytes.withUnsafeBytes { try writeAll($0, to: fd, path: file) }
        } catch let error as InputError {
            throw InputError(error.message, at: SourceLocation(file: displayPath(relative)))
        }
    }

    /// Throws when the run is ending (a signal arrived and the temporaries are being removed): a write now would
    /// recreate the staging folder after its removal.
    private func stopIfEnding(_ relative: String) throws {
        if TemporaryFiles.isRemovingAll { throw InputError("the run is ending: not written", at: SourceLocation(file: displayPath(relative))) }
    }

    /// Writes `text` in UTF-8 to `relative` inside the staging folder.
    public func write(_ text: String, to relative: String) throws { try write(Array(text.utf8), to: relative) }

    /// `relative` inside the folder as the user named it, for messages.
    public func displayPath(_ relative: String) -> String { (path as NSString).appendingPathComponent(relative) }

    /// Puts the staged folder in place of the target in one step and releases the lock; then removes the files of the
    /// previous folder that TypeRamp wrote and carries the others over. Throws when the swap fails (the target is then
    /// as it was).
    public func commit() throws {
        guard !done else { return }
        defer {
            done = true
            close(lockDescriptor)
        }
        try OutputFolder.writeMarker(kind: kind, files: written.sorted(), in: staging)
        let location = SourceLocation(file: path)
        var old: String?
        if InputFile.kind(of: target) == .missing {
            guard rename(staging, target) == 0 else {
                let reason = String(cString: strerror(errno))
                throw InputError("cannot put the folder in place: \(reason)", at: location)
            }
        } else if OutputFolder.exchange(staging, target) {
            old = staging
        } else {
            // No atomic exchange on this file system: move the old folder aside, then the new one in.
            let parent = (target as NSString).deletingLastPathComponent
            var template = Array(
                (parent as NSString).appendingPathComponent(TemporaryFiles.name(for: (target as NSString).lastPathComponent, kind: "old"))
                    .utf8CString)
            // An empty folder of a fresh name, which the rename below replaces (a folder may replace an empty one).
            guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
                throw InputError("cannot put the folder in place: \(String(cString: strerror(errno)))", at: location)
            }
            let aside = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            guard rename(target, aside) == 0 else {
                throw InputError("cannot put the folder in place: \(String(cString: strerror(errno)))", at: location)
            }
            guard rename(staging, target) == 0 else {
                let reason = String(cString: strerror(errno))
                rename(aside, target)
                throw InputError("cannot put the folder in place: \(reason)", at: location)
            }
            old = aside
        }
        TemporaryFiles.unregister(staging)
        if let old { notes += OutputFolder.retire(old, into: target, legacy: legacy) }
    }

    /// Removes the staging folder; the target is left as it was.
    public func abort() {
        guard !done else { return }
        done = true
        TemporaryFiles.removeTree(staging)
        TemporaryFiles.unregister(staging)
        close(lockDescriptor)
    }

    // MARK: - Ownership

    /// Why TypeRamp may not write `folder`, or nil when it may.
    static func refusal(_ folder: String, force: Bool, legacy: ((String) -> Set<String>?)?) -> String? {
        guard InputFile.kind(of: folder) == .folder else { return nil }
        let entries: [String]
        do { entries = try FileManager.default.contentsOfDirectory(atPath: folder) } catch {
            return "cannot read the folder: \(error.localizedDescription)"
        }
        if entries.isEmpty || force || manifest(of: folder) != nil || legacy?(folder) != nil { return nil }
        let shown = entries.sorted().prefix(3).map { "'\($0.excerpt())'" }.joined(separator: ", ")
        return "the folder is not empty (\(shown)\(entries.count > 3 ? ", …" : "")) and TypeRamp did not write it (it has no "
            + "\(markerName) file): give a new or empty folder, or --force to write into it (TypeRamp then keeps every file "
            + "it does not replace, and sets aside those it does)"
    }

    /// The files TypeRamp wrote in `folder`, from its marker; nil without a marker. Only plain relative paths are
    /// taken: a tampered marker cannot name a file outside the folder.
    static func manifest(of folder: String) -> (kind: String, files: Set<String>)? {
        let marker = (folder as NSString).appendingPathComponent(markerName)
        guard case .regular(let size) = InputFile.kind(of: marker), size < 64 << 20,
            let bytes = try? InputFile.read(marker, limit: 64 << 20, isInput: false)
        else { return nil }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
        let header = "# typeramp output: "
        guard let first = lines.first, first.hasPrefix(header) else { return nil }
        let kind = String(first.dropFirst(header.count))
        var files: Set<String> = []
        for line in lines.dropFirst() where !line.hasPrefix("#") {
            let parts = line.split(separator: "/", omittingEmptySubsequences: false)
            guard !line.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else { continue }
            files.insert(String(line))
        }
        return (kind, files)
    }

    static func writeMarker(kind: String, files: [String], in folder: String) throws {
        var text = "# typeramp output: \(kind)\n"
        text += "# TypeRamp wrote this folder. Its next run replaces the files listed below and keeps every other file.\n"
        for file in files where !file.contains("\n") { text += file + "\n" }
        let marker = (folder as NSString).appendingPathComponent(markerName)
        try AtomicFile.write(text, to: marker)
    }

    // MARK: - Swapping and recovering

    /// Exchanges two paths atomically (Linux's `renameat2` with `RENAME_EXCHANGE`); false where unsupported.
    static func exchange(_ a: String, _ b: String) -> Bool {
        #if os(Linux)
        typealias Renameat2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(nil, "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: Renameat2.self)
        let renameExchange: UInt32 = 1 << 1
        return renameat2(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0
        #else
        return false
        #endif
    }

    /// Recovers what killed runs left beside `target` (under the lock, so no other run is writing it): staged folders
    /// are removed; a previous folder that was being retired is retired now.
    static func recoverLeftovers(in parent: String, name: String, target: String, legacy: ((String) -> Set<String>?)?) {
        let prefix = TemporaryFiles.prefix(for: name)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        for entry in entries.sorted() {
            guard let pid = TemporaryFiles.owner(of: entry, prefix: prefix), !TemporaryFiles.isRunning(pid) else { continue }
            let leftover = (parent as NSString).appendingPathComponent(entry)
            guard InputFile.kind(of: leftover) == .folder else { continue }
            if manifest(of: leftover)?.kind == "staging" {
                TemporaryFiles.removeTree(leftover)
            } else {
                // A folder swapped out of place (killed before it was retired): its TypeRamp files go, the rest is
                // carried back into the target.
                _ = retire(leftover, into: target, legacy: legacy)
            }
        }
    }

    /// Empties `old`, a folder that was in place before: the files its marker lists (or `legacy` recognises) are
    /// removed, every other entry is moved to the same place in `target` unless something new is there. Returns notes
    /// for what had to be kept.
    static func retire(_ old: String, into target: String, legacy: ((String) -> Set<String>?)?) -> [String] {
        let listed = manifest(of: old)?.files ?? legacy?(old) ?? []
        carry(old, relative: "", into: target, listed: listed)
        unlink((old as NSString).appendingPathComponent(markerName))
        if rmdir(old) == 0 { return [] }
        // Something of the user's has the name of a new file: keep it beside the target, visibly.
        var kept = target + ".replaced"
        var n = 2
        while InputFile.kind(of: kept) != .missing {
            kept = target + ".replaced-\(n)"
            n += 1
        }
        guard rename(old, kept) == 0 else { return ["kept files TypeRamp replaced in \(old)"] }
        return ["kept the files TypeRamp replaced, as they were, in \(kept)"]
    }

    private static func carry(_ old: String, relative: String, into target: String, listed: Set<String>) {
        let folder = relative.isEmpty ? old : (old as NSString).appendingPathComponent(relative)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries.sorted() {
            let rel = relative.isEmpty ? entry : (relative as NSString).appendingPathComponent(entry)
            if rel == markerName { continue }
            let source = (old as NSString).appendingPathComponent(rel)
            let destination = (target as NSString).appendingPathComponent(rel)
            var info = stat()
            guard lstat(source, &info) == 0 else { continue }
            let isFolder = info.st_mode & S_IFMT == S_IFDIR
            if !isFolder {
                if listed.contains(rel) {
                    unlink(source)
                } else if lstat(destination, &info) != 0 {
                    rename(source, destination)
                }
                continue
            }
            carry(old, relative: rel, into: target, listed: listed)
            if lstat(destination, &info) != 0 {
                // Not in the new output: a folder of the user's goes over whole, an empty one too; one that held only
                // files TypeRamp wrote, now empty, goes.
                let onlyOurs = listed.contains { $0.hasPrefix(rel + "/") }
                if onlyOurs, rmdir(source) == 0 { continue }
                rename(source, destination)
                continue
            }
            rmdir(source)
        }
    }
}
