import Foundation
import TypeRampCore

#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Writes files the user keeps (snapshot references, token outputs, baselines) atomically: the bytes go to a
/// temporary file in the same folder, which is then renamed over the target, so a reader sees the old file or the new
/// one and never a partial one. Throws an ``InputError`` naming the path; the temporary file is removed on failure.
public enum AtomicFile {
    /// Replaces (or creates) the file at `path` with `bytes`. Missing parent folders are created only when
    /// `createFolders` is true; otherwise a missing folder is an error naming the path.
    public static func write(_ bytes: [UInt8], to path: String, createFolders: Bool = false) throws {
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
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw InputError("cannot write the file: \(String(cString: strerror(errno)))", at: SourceLocation(file: path))
        }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                let reason = String(cString: strerror(errno))
                close(fd)
                unlink(temporary)
                throw InputError("cannot write the file: \(reason)", at: SourceLocation(file: path))
            }
            written += n
        }
        fchmod(fd, 0o644)
        close(fd)
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw InputError("cannot replace the file: \(reason)", at: SourceLocation(file: path))
        }
    }

    /// Replaces (or creates) the file at `path` with `text` in UTF-8.
    public static func write(_ text: String, to path: String, createFolders: Bool = false) throws {
        try write(Array(text.utf8), to: path, createFolders: createFolders)
    }
}
