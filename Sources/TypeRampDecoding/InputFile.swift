import Foundation
import TypeRampCore

#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// Reads input files with a bound, so no path can make TypeRamp read forever or fill memory: a device such as
/// `/dev/zero` or `/dev/urandom`, a socket or a folder is refused with an error naming it; a pipe or FIFO (`<(cat x)`,
/// standard input) is read up to the limit; a regular file larger than the limit is refused before it is read.
public enum InputFile {
    /// What kind of thing a path is, following symbolic links.
    public enum Kind: Equatable, Sendable {
        /// A regular file of this many bytes.
        case regular(Int)
        /// A pipe or FIFO.
        case pipe
        /// A folder.
        case folder
        /// A character or block device, or a socket.
        case device
        /// Nothing is there (or a symbolic link that points nowhere).
        case missing
        /// It exists but cannot be examined (permissions).
        case unreadable
    }

    /// The kind of `path` (symbolic links followed).
    public static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular(Int(info.st_size))
        case S_IFIFO: return .pipe
        case S_IFDIR: return .folder
        default: return .device
        }
    }

    /// Throws a located error unless `path` is a file that can be read: a regular file (of at most `limit` bytes, with
    /// `setting` the environment variable that raises it), or, when `pipes` is true, a pipe or FIFO.
    public static func check(_ path: String, limit: Int? = nil, setting: String? = nil, pipes: Bool = true) throws {
        let location = SourceLocation(file: path)
        switch kind(of: path) {
        case .regular(let size):
            if let limit, size > limit {
                throw InputError(
                    "the file is \(size) bytes, more than \(limit)" + (setting.map { "; raise the limit with \($0)" } ?? ""), at: location)
            }
        case .pipe:
            if !pipes { throw InputError("is a pipe or FIFO; a regular file is expected here", at: location) }
        case .folder: throw InputError("is a folder; a file is expected here", at: location)
        case .device: throw InputError("is a device or socket, not a file", at: location)
        case .missing: throw InputError("no such file", at: location)
        case .unreadable: throw InputError("cannot read the file (permission denied)", at: location)
        }
    }

    /// Whether `path` (symbolic links resolved) lies inside one of `folders` (resolved too): what an error may quote
    /// of a file depends on it, so that a path in a spec cannot make TypeRamp print a file from elsewhere on the
    /// machine (`ramp: /etc/passwd`).
    public static func isInside(_ path: String, folders: [String]) -> Bool {
        let file = OutputTarget.resolvedLinks(path)
        return folders.contains { folder in
            let root = OutputTarget.resolvedLinks(folder.isEmpty ? "." : folder)
            return root == "/" || file.hasPrefix(root.hasSuffix("/") ? root : root + "/")
        }
    }

    /// Whether `a` and `b` name the same file (symbolic links resolved).
    public static func sameFile(_ a: String, _ b: String) -> Bool {
        guard let x = OutputTarget.identity(of: a), let y = OutputTarget.identity(of: b) else { return false }
        return x == y
    }

    /// The bytes of `path`, at most `limit` of them: ``check(_:limit:setting:pipes:)`` first, then a read that stops
    /// one byte past the limit (a pipe has no size to check beforehand). The file is recorded in ``FilesRead`` (no output
    /// of the run may replace it) unless `isInput` is false (TypeRamp's own marker of a folder it writes).
    public static func read(_ path: String, limit: Int, setting: String? = nil, isInput: Bool = true) throws -> [UInt8] {
        try check(path, limit: limit, setting: setting)
        if isInput { FilesRead.record(path) }
        // O_NONBLOCK: opening a FIFO that no one writes to returns at once (and reads as empty) instead of waiting.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            throw InputError("cannot read the file: \(String(cString: strerror(errno)))", at: SourceLocation(file: path))
        }
        defer { close(fd) }
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        return try read(descriptor: fd, limit: limit, name: path, setting: setting)
    }

    /// Reads an open descriptor (standard input) to its end, at most `limit` bytes; `name` is what errors call it.
    public static func read(descriptor fd: Int32, limit: Int, name: String, setting: String? = nil) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw InputError("cannot read the file: \(String(cString: strerror(errno)))", at: SourceLocation(file: name))
            }
            if n == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<n])
            if bytes.count > limit {
                throw InputError(
                    "more than \(limit) bytes" + (setting.map { "; raise the limit with \($0)" } ?? ""), at: SourceLocation(file: name))
            }
        }
    }
}
