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
}
