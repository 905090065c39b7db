import Foundation
import TypeRampCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Streams a file the user keeps (a large report) atomically: bytes go to a temporary file in the target's folder as
/// they come, and ``commit()`` renames it over the target, so a reader sees the old file or the whole new one, never a
/// partial one. Without a commit (an error, a kill) the temporary file is removed and the target is untouched.
///
/// The target is resolved as ``OutputTarget`` says: a symbolic link is written through, and a device or pipe
/// (`/dev/stdout`, a FIFO) is written to in place as the bytes come, with any failed write (a full disk) an error.
///
/// Not thread-safe: one writer per file, used from one thread at a time.
public final class AtomicFileWriter {
    /// The file being replaced, as given.
    public let path: String
    /// The temporary file beside the target; nil when writing to a device or pipe in place.
    private let temporary: String?
    /// The file renamed over on commit (links resolved).
    private let target: String
    private var fd: Int32
    private var buffer: [UInt8] = []
    private var done = false

    /// Bytes buffered before they are written out.
    static let bufferSize = 1 << 16

    /// Opens a temporary file beside `path` (or `path` itself when it is a device or pipe); missing parent folders are
    /// created when `createFolders` is true.
    public init(path: String, createFolders: Bool = false) throws {
        self.path = path
        switch try OutputTarget.resolve(path) {
        case .stream(let device):
            fd = open(device, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard fd >= 0 else {
                throw InputError("cannot write the file: \(String(cString: strerror(errno)))", at: SourceLocation(file: path))
            }
            temporary = nil
            target = device
        case .file(let resolved):
            // Whatever the path is called, a file this run read as input (a Swift file inside a folder given to `audit`,
            // the ramp a screens file names, a font) is never replaced by an output.
            if FilesRead.contains(resolved) {
                throw InputError(
                    "is a file this run reads as input (a source, ramp, configuration, baseline, catalog or font): writing it would replace it; give another path",
                    at: SourceLocation(file: path))
            }
            target = resolved
            let url = URL(fileURLWithPath: resolved)
            let folder = url.deletingLastPathComponent().path
            if createFolders { try AtomicFile.createFolder(folder, for: path) }
            TemporaryFiles.removeStale(beside: resolved)
            var template = Array(
                (folder as NSString).appendingPathComponent(TemporaryFiles.name(for: url.lastPathComponent, kind: "write")).utf8CString)
            fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard fd >= 0 else {
                throw InputError("cannot write the file: \(String(cString: strerror(errno)))", at: SourceLocation(file: path))
            }
            let name = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            temporary = name
            TemporaryFiles.register(name)
        }
        buffer.reserveCapacity(AtomicFileWriter.bufferSize)
    }

    deinit { if !done { abort() } }

    /// Appends `text` in UTF-8.
    public func write(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= AtomicFileWriter.bufferSize { try flush() }
    }

    /// Appends `bytes`.
    public func write(bytes: some Collection<UInt8>) throws {
        buffer.append(contentsOf: bytes)
        if buffer.count >= AtomicFileWriter.bufferSize { try flush() }
    }

    private func flush() throws {
        do {
            try buffer.withUnsafeBytes { try writeAll($0, to: fd, path: path) }
        } catch {
            abort()
            throw error
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes what is buffered and renames the temporary file over the target (an existing target keeps its
    /// permissions; a new file is readable by everyone, 0644).
    public func commit() throws {
        guard !done else { return }
        try flush()
        guard let temporary else {
            done = true
            close(fd)
            return
        }
        var existing = stat()
        let mode = stat(target, &existing) == 0 ? mode_t(existing.st_mode & 0o7777) : 0o644
        fchmod(fd, mode)
        close(fd)
        done = true
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            TemporaryFiles.unregister(temporary)
            throw InputError("cannot replace the file: \(reason)", at: SourceLocation(file: path))
        }
        TemporaryFiles.unregister(temporary)
    }

    /// Discards the temporary file; the target is left as it was (a device or pipe keeps what was written to it).
    public func abort() {
        guard !done else { return }
        done = true
        close(fd)
        if let temporary {
            unlink(temporary)
            TemporaryFiles.unregister(temporary)
        }
    }
}
