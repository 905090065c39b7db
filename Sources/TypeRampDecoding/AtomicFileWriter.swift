import Foundation
import TypeRampCore

#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Streams a file the user keeps (a large report) atomically: bytes go to a temporary file in the target's folder as
/// they come, and ``commit()`` renames it over the target, so a reader sees the old file or the whole new one, never a
/// partial one. Without a commit (an error, a kill) the temporary file is removed and the target is untouched.
///
/// Not thread-safe: one writer per file, used from one thread at a time.
public final class AtomicFileWriter {
    /// The file being replaced.
    public let path: String
    private let temporary: String
    private var fd: Int32
    private var buffer: [UInt8] = []
    private var done = false

    /// Bytes buffered before they are written to the temporary file.
    static let bufferSize = 1 << 16

    /// Opens a temporary file beside `path`; missing parent folders are created when `createFolders` is true.
    public init(path: String, createFolders: Bool = false) throws {
        self.path = path
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        if createFolders {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw InputError("cannot create the folder \(folder.path)", at: SourceLocation(file: path))
            }
        }
        var template = Array(folder.appendingPathComponent(".\(url.lastPathComponent).tmp-XXXXXX").path.utf8CString)
        fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw InputError("cannot write the file: \(String(cString: strerror(errno)))", at: SourceLocation(file: path))
        }
        temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
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
        var written = 0
        while written < buffer.count {
            let n = buffer[written...].withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                let reason = String(cString: strerror(errno))
                abort()
                throw InputError("cannot write the file: \(reason)", at: SourceLocation(file: path))
            }
            written += n
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes what is buffered and renames the temporary file over the target.
    public func commit() throws {
        guard !done else { return }
        try flush()
        fchmod(fd, 0o644)
        close(fd)
        done = true
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw InputError("cannot replace the file: \(reason)", at: SourceLocation(file: path))
        }
    }

    /// Discards the temporary file; the target is left as it was.
    public func abort() {
        guard !done else { return }
        done = true
        close(fd)
        unlink(temporary)
    }
}
