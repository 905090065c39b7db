import Foundation
import Testing
import TypeRampAudit
import TypeRampCore
import TypeRampDecoding
import TypeRampTestSupport

/// Files the user keeps are written to a temporary file in the same folder and renamed over the target: a reader sees
/// the old file or the whole new one, never a part, and nothing is left beside it.
@Suite struct AtomicFileTests {
    func entries(_ dir: TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.url.path).sorted()
    }

    func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func writeReplacesTheOldContentWholeAndLeavesNoTemporaryFile() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write(String(repeating: "an older, longer line\n", count: 1_000), to: "tokens.json").path
        try AtomicFile.write("new\n", to: path)
        #expect(try text(path) == "new\n")
        #expect(try entries(dir) == ["tokens.json"])
        // Bytes, into folders created on demand.
        let nested = dir.url.appendingPathComponent("a/b/picture.png").path
        try AtomicFile.write([0x89, 0x50, 0x4E, 0x47], to: nested, createFolders: true)
        #expect(FileManager.default.contents(atPath: nested) == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(try entries(dir) == ["a", "tokens.json"])
    }

    @Test func aFailedWriteNamesThePathAndLeavesNothing() throws {
        let dir = try TemporaryDirectory()
        let path = dir.url.appendingPathComponent("missing/report.txt").path
        do {
            try AtomicFile.write("x", to: path)
            Issue.record("a write into a missing folder must fail")
        } catch let error as InputError {
            #expect(error.description.contains(path), "\(error)")
        }
        #expect(try entries(dir).isEmpty)
    }

    @Test func aStreamedFileAppearsOnlyOnCommit() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("old\n", to: "audit.json").path
        let writer = try AtomicFileWriter(path: path)
        // More than the writer's buffer, so most of it is on disk, in the temporary file, before the commit.
        let line = String(repeating: "x", count: 99) + "\n"
        for _ in 0..<2_000 { try writer.write(line) }
        #expect(try text(path) == "old\n")
        #expect(try entries(dir).count == 2, "the target and the writer's hidden temporary file")
        try writer.commit()
        #expect(try text(path) == String(repeating: line, count: 2_000))
        #expect(try entries(dir) == ["audit.json"])
    }

    @Test func anAbandonedStreamLeavesTheOldFileAndNoTemporaryFile() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("old\n", to: "audit.sarif").path
        func abandon() throws {
            // What an audit that throws does: the report output is dropped without a commit.
            let output = try FileOutput(path: path)
            try output.write(String(repeating: "partial ", count: 20_000))
        }
        try abandon()
        #expect(try text(path) == "old\n")
        #expect(try entries(dir) == ["audit.sarif"])
        let writer = try AtomicFileWriter(path: path)
        try writer.write("new")
        writer.abort()
        #expect(try text(path) == "old\n")
        #expect(try entries(dir) == ["audit.sarif"])
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let dir = try TemporaryDirectory()
        let real = try dir.write("old\n", to: "real.css").path
        let link = dir.url.appendingPathComponent("link.css").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.css")
        try AtomicFile.write("new\n", to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.css")
        #expect(try text(real) == "new\n")
        // A link to a file that does not exist yet creates it where the link points.
        let dangling = dir.url.appendingPathComponent("dangling.css").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "made.css")
        try AtomicFile.write("made\n", to: dangling)
        #expect(try text(dir.url.appendingPathComponent("made.css").path) == "made\n")
        #expect(try entries(dir) == ["dangling.css", "link.css", "made.css", "real.css"])
    }

    @Test func aFIFOIsWrittenToAndNotReplaced() throws {
        let dir = try TemporaryDirectory()
        let fifo = dir.url.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // The reader runs beside the writer: opening a FIFO for writing waits for a reader.
        final class Box: @unchecked Sendable { var data = Data() }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.data = readFIFO(fifo)
            done.signal()
        }
        try AtomicFile.write("through the pipe\n", to: fifo)
        done.wait()
        #expect(String(decoding: box.data, as: UTF8.self) == "through the pipe\n")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO must stay a FIFO")
    }

    @Test func aFullDeviceIsAnErrorAndStaysADevice() throws {
        let dir = try TemporaryDirectory()
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        // Through a link of our own: the device itself is never named as an output in a test.
        let link = dir.url.appendingPathComponent("full.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/full")
        do {
            try AtomicFile.write(String(repeating: "x", count: 100_000), to: link)
            Issue.record("writing to a full device must fail")
        } catch let error as InputError {
            #expect(error.description.contains("No space left"), "\(error)")
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "/dev/full")
        #expect(try entries(dir) == ["full.json"])
    }

    @Test func anExistingFileKeepsItsPermissions() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("old", to: "script.sh").path
        chmod(path, 0o750)
        try AtomicFile.write("new", to: path)
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o750)
    }

    @Test func aFolderIsNotAFileToWrite() throws {
        let dir = try TemporaryDirectory()
        do {
            try AtomicFile.write("x", to: dir.url.path)
            Issue.record("a folder must be refused")
        } catch let error as InputError {
            #expect(error.description.contains("is a folder"), "\(error)")
        }
    }

    @Test func aKilledWritersTemporaryIsRemovedByTheNextWrite() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("old", to: "audit.json").path
        let dead = try deadProcessID()
        try dir.write("half of a report", to: ".audit.json.typeramp-\(dead)-write-AAAAAA")
        // A temporary of a process still running (this one) is not touched.
        try dir.write("being written", to: ".audit.json.typeramp-\(getpid())-write-BBBBBB")
        try AtomicFile.write("new", to: path)
        #expect(try entries(dir) == [".audit.json.typeramp-\(getpid())-write-BBBBBB", "audit.json"])
    }

    @Test func spillFilesAreRegisteredAndRemoved() throws {
        let stale = (NSTemporaryDirectory() as NSString).appendingPathComponent("typeramp-spill-\(try deadProcessID())-text-CCCCCC")
        try "left by a killed run".write(toFile: stale, atomically: false, encoding: .utf8)
        var spillPath: String?
        do {
            let buffer = SpillBuffer(memoryLimit: 16)
            try buffer.append(String(repeating: "findings ", count: 10))
            spillPath = TemporaryFiles.registered.first { $0.contains("typeramp-spill-\(getpid())-") }
            #expect(spillPath.map { FileManager.default.fileExists(atPath: $0) } == true, "\(TemporaryFiles.registered)")
            let out = StringOutput()
            try buffer.copy(to: out)
            #expect(out.text == String(repeating: "findings ", count: 10))
        }
        #expect(!FileManager.default.fileExists(atPath: stale), "a killed run's spill file is removed by the next spill")
        #expect(spillPath.map { !FileManager.default.fileExists(atPath: $0) } == true)
        #expect(!TemporaryFiles.registered.contains { $0 == spillPath })
    }
}
