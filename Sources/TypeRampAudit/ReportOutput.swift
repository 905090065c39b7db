import Foundation
import TypeRampCore
import TypeRampDecoding

/// Where a report's text goes as it is written.
public protocol ReportOutput: AnyObject {
    /// Appends `text`.
    func write(_ text: String) throws
}

/// A report kept in memory (tests, small reports, standard output).
public final class StringOutput: ReportOutput {
    /// Everything written so far.
    public private(set) var text = ""
    /// Creates an empty output.
    public init() {}
    public func write(_ text: String) throws { self.text += text }
}

/// A report written to a file atomically: the target is replaced by ``commit()`` only, so an interrupted audit
/// leaves the previous report intact.
public final class FileOutput: ReportOutput {
    private let writer: AtomicFileWriter
    /// The target path.
    public var path: String { writer.path }
    /// Opens a temporary file beside `path` (parent folders are created).
    public init(path: String) throws { writer = try AtomicFileWriter(path: path, createFolders: true) }
    public func write(_ text: String) throws { try writer.write(text) }
    /// Renames the finished report into place.
    public func commit() throws { try writer.commit() }
}

/// Text that a report needs later, in the order it was appended: kept in memory up to a limit, then in a temporary
/// file, so a report of thousands of screens writes its sections in order without holding them in memory.
public final class SpillBuffer {
    private var memory = ""
    private var file: FileHandle?
    private var filePath: String?
    /// Bytes kept in memory before the buffer moves to a temporary file.
    public let memoryLimit: Int
    /// Bytes appended.
    public private(set) var count = 0

    /// Creates an empty buffer.
    public init(memoryLimit: Int = 1 << 20) { self.memoryLimit = memoryLimit }

    deinit {
        try? file?.close()
        if let filePath {
            unlink(filePath)
            TemporaryFiles.unregister(filePath)
        }
    }

    /// The start of spill files' names in the temporary folder; the process id follows (``TemporaryFiles``).
    static let spillPrefix = "typeramp-spill-"

    /// Appends `text`.
    public func append(_ text: String) throws {
        memory += text
        count += text.utf8.count
        if memory.utf8.count >= memoryLimit { try spill() }
    }

    private func spill() throws {
        if file == nil {
            // Spill files of runs that were killed (SIGKILL) are removed first; this run's is removed when the buffer
            // goes, or at exit and on SIGINT and SIGTERM (the CLI empties ``TemporaryFiles``).
            let folder = NSTemporaryDirectory()
            TemporaryFiles.removeStale(in: folder, prefix: SpillBuffer.spillPrefix)
            var template = Array((folder as NSString).appendingPathComponent("\(SpillBuffer.spillPrefix)\(getpid())-text-XXXXXX").utf8CString)
            let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard fd >= 0 else {
                throw InputError("cannot create a temporary file: \(String(cString: strerror(errno)))", at: SourceLocation(file: folder))
            }
            let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            TemporaryFiles.register(path)
            filePath = path
            file = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        }
        try file!.write(contentsOf: Data(memory.utf8))
        memory = ""
    }

    /// Writes everything appended, in order, to `output`.
    public func copy(to output: any ReportOutput) throws {
        if let filePath, let file {
            try file.synchronize()
            let reader = try FileHandle(forReadingFrom: URL(fileURLWithPath: filePath))
            defer { try? reader.close() }
            var carry: [UInt8] = []
            while let chunk = try reader.read(upToCount: 1 << 20), !chunk.isEmpty {
                var bytes = carry + chunk
                // Keep an incomplete UTF-8 sequence at the end for the next chunk.
                var end = bytes.count
                var back = 0
                while back < 4, end - back - 1 >= 0, bytes[end - back - 1] & 0xC0 == 0x80 { back += 1 }
                if end - back - 1 >= 0 {
                    let lead = bytes[end - back - 1]
                    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
                    if length > back + 1 { end = end - back - 1 }
                }
                carry = Array(bytes[end...])
                bytes.removeSubrange(end...)
                try output.write(String(decoding: bytes, as: UTF8.self))
            }
            if !carry.isEmpty { try output.write(String(decoding: carry, as: UTF8.self)) }
        }
        try output.write(memory)
    }
}
