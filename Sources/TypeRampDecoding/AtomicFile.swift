import Foundation
import TypeRampCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files the user keeps (snapshot references, token outputs, baselines) atomically: the bytes go to a
/// temporary file in the same folder, which is then renamed over the target, so a reader sees the old file or the new
/// one and never a partial one. Throws an ``InputError`` naming the path; the temporary file is removed on failure.
///
/// The target is resolved first (``OutputTarget``): a symbolic link is written through (the file it points to is
/// replaced, the link stays), a device or pipe is written to in place, a folder is refused. An existing file keeps its
/// permissions. Temporaries are named after the process (``TemporaryFiles``), so a run killed mid-write leaves one the
/// next write of the same file removes.
public enum AtomicFile {
    /// Replaces (or creates) the file at `path` with `bytes`. Missing parent folders are created only when
    /// `createFolders` is true; otherwise a missing folder is an error naming the path.
    public static func write(_ bytes: [UInt8], to path: String, createFolders: Bool = false) throws {
        let writer = try AtomicFileWriter(path: path, createFolders: createFolders)
        do {
            try writer.write(bytes: bytes)
            try writer.commit()
        } catch {
            writer.abort()
            throw error
        }
    }

    /// Replaces (or creates) the file at `path` with `text` in UTF-8.
    public static func write(_ text: String, to path: String, createFolders: Bool = false) throws {
        try write(Array(text.utf8), to: path, createFolders: createFolders)
    }

    /// Creates `folder` and its missing parents; a located error naming `path` (the file to be written) when it cannot.
    static func createFolder(_ folder: String, for path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw InputError("cannot create the folder \(folder)", at: SourceLocation(file: path))
        }
    }
}
