import Foundation
import TypeRampCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an output path names, and so how a file is written there.
///
/// A regular file (or a new one) is replaced atomically through a temporary file beside it. A symbolic link is written
/// through: the file it points to is replaced and the link stays a link. A character device or a pipe (`/dev/stdout`,
/// `/dev/null`, a FIFO, `/dev/full`) is written to directly, and a failed write (a full disk) is an error, never
/// success. A folder, a block device or a socket is refused. No output ever turns a device, FIFO or link into a
/// regular file.
public enum OutputTarget: Equatable, Sendable {
    /// A regular file, or none yet: replaced atomically at this path (symbolic links resolved).
    case file(String)
    /// A character device or a pipe: written to in place.
    case stream(String)

    /// How to write `path`. Throws a located error for a folder, block device or socket, or for a chain of more
    /// than 40 symbolic links.
    public static func resolve(_ path: String) throws -> OutputTarget {
        let location = SourceLocation(file: path)
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                return .file(resolvedLinks(path))
            case S_IFCHR, S_IFIFO:
                return .stream(path)
            case S_IFDIR:
                throw InputError("is a folder; give a file to write", at: location)
            default:
                throw InputError("is a block device or a socket; give a file to write", at: location)
            }
        }
        // Nothing there, or a link to nothing yet: the file is created where the chain of links ends.
        return .file(try danglingTarget(path))
    }

    /// `path` with every symbolic link resolved (`realpath`), or `path` itself when that fails.
    static func resolvedLinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Where a chain of links that ends nowhere would create its file; `path` when it is not a link.
    static func danglingTarget(_ path: String) throws -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n > 0 else { return current }
            let target = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(target)
        }
        throw InputError("too many levels of symbolic links", at: SourceLocation(file: path))
    }

    /// The device and inode of `path` (links followed), nil when nothing is there: two paths name the same file when
    /// these are equal.
    public static func identity(of path: String) -> (device: UInt64, inode: UInt64)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (UInt64(info.st_dev), UInt64(info.st_ino))
    }

    /// Throws a located error when `output` is the same file as one of `inputs` (a link or another spelling of it
    /// included): writing it would replace what is being read (`typeramp import A.swift -o A.swift`).
    public static func refuseOverwritingInput(_ output: String, inputs: [String], option: String) throws {
        guard let target = identity(of: output) else { return }
        var info = stat()
        // Writing to a device or a pipe replaces nothing.
        if stat(output, &info) == 0, info.st_mode & S_IFMT != S_IFREG { return }
        for input in inputs {
            if let id = identity(of: input), id == target {
                throw InputError(
                    "\(option) names the input file '\(input.excerpt(200))': writing it would replace it; give another path",
                    at: SourceLocation(file: output))
            }
        }
    }
}

extension OutputTarget {
    /// Throws a located error when two of `outputs` (option and path) name the same file, links and other spellings
    /// included (`--json out --sarif out`): one would silently replace the other. Devices and pipes (`/dev/stdout`) may be
    /// named by several.
    public static func refuseSharedOutputs(_ outputs: [(option: String, path: String)]) throws {
        var seen: [String: String] = [:]
        for (option, path) in outputs {
            guard case .file(let target)? = try? resolve(path) else { continue }
            let folder = (target as NSString).deletingLastPathComponent
            let key = (resolvedLinks(folder.isEmpty ? "." : folder) as NSString).appendingPathComponent((target as NSString).lastPathComponent)
            if let other = seen[key] {
                throw InputError(
                    "\(option) names the same file as \(other): one output would replace the other; give each its own path",
                    at: SourceLocation(file: path))
            }
            seen[key] = option
        }
    }
}

/// Writes all of `bytes` to the open descriptor `fd`, retrying short writes and interruptions; throws naming `path`
/// with the system's reason (a full disk, a closed pipe).
public func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32, path: String) throws {
    var offset = 0
    while offset < bytes.count {
        #if canImport(Glibc)
        let n = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
        #else
        let n = Darwin.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
        #endif
        if n < 0 {
            if errno == EINTR { continue }
            throw InputError("cannot write: \(String(cString: strerror(errno)))", at: SourceLocation(file: path))
        }
        offset += n
    }
}
