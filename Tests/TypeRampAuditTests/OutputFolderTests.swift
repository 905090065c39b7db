import Foundation
import Testing
import TypeRampAudit
import TypeRampCore
import TypeRampDecoding
import TypeRampTestSupport

/// Folders TypeRamp writes whole (reports, snapshots): only its own, swapped in at the end, and nothing of the user's
/// ever deleted.
@Suite struct OutputFolderTests {
    let dir: TemporaryDirectory
    init() throws { dir = try TemporaryDirectory() }

    func path(_ relative: String) -> String { dir.url.appendingPathComponent(relative).path }
    func entries(_ relative: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: relative.isEmpty ? dir.url.path : path(relative)).sorted()
    }
    func text(_ relative: String) throws -> String { try String(contentsOfFile: path(relative), encoding: .utf8) }

    /// Writes a folder with `files` (relative path → text) through an ``OutputFolder``.
    func writeFolder(_ name: String, _ files: [String: String], force: Bool = false) throws -> OutputFolder {
        let folder = try OutputFolder(path: path(name), kind: "test", force: force)
        for (file, content) in files.sorted(by: { $0.key < $1.key }) {
            if file.contains("/") { try folder.createFolder((file as NSString).deletingLastPathComponent) }
            try folder.write(content, to: file)
        }
        try folder.commit()
        return folder
    }

    @Test func aNewFolderAppearsWholeWithItsMarker() throws {
        let folder = try OutputFolder(path: path("out"), kind: "test", force: false)
        try folder.write("one", to: "a.txt")
        // Nothing at the target until the commit: the files are staged beside it.
        #expect(!FileManager.default.fileExists(atPath: path("out")))
        #expect(try entries().count == 1 && entries()[0].hasPrefix(".out.typeramp-"))
        try folder.commit()
        #expect(try entries() == ["out"])
        #expect(try entries("out") == [OutputFolder.markerName, "a.txt"])
        #expect(try text("out/\(OutputFolder.markerName)").contains("\na.txt\n"))
    }

    @Test func aFolderTypeRampDidNotWriteIsRefusedUnlessForced() throws {
        try FileManager.default.createDirectory(atPath: path("docs"), withIntermediateDirectories: true)
        try dir.write("my notes", to: "docs/notes.md")
        do {
            _ = try OutputFolder(path: path("docs"), kind: "test", force: false)
            Issue.record("a folder of the user's must be refused")
        } catch let error as InputError {
            #expect(error.description.contains("notes.md") && error.description.contains("--force"), "\(error)")
        }
        #expect(try entries() == ["docs"])
        #expect(try entries("docs") == ["notes.md"])
        // Forced: the user's file is kept; one the report replaces is set aside, never deleted.
        try dir.write("my index", to: "docs/a.txt")
        let folder = try writeFolder("docs", ["a.txt": "new"], force: true)
        #expect(try text("docs/a.txt") == "new")
        #expect(try text("docs/notes.md") == "my notes")
        #expect(try text("docs.replaced/a.txt") == "my index")
        #expect(folder.notes.count == 1 && folder.notes[0].contains("docs.replaced"), "\(folder.notes)")
    }

    @Test func aRerunRemovesOnlyWhatTypeRampWrote() throws {
        _ = try writeFolder("out", ["a.txt": "1", "sub/b.txt": "1", "sub/gone.txt": "1"])
        try dir.write("mine", to: "out/notes.md")
        try dir.write("mine too", to: "out/sub/keep.md")
        try FileManager.default.createDirectory(atPath: path("out/nested"), withIntermediateDirectories: true)
        try dir.write("another output", to: "out/nested/x.txt")
        let second = try writeFolder("out", ["a.txt": "2", "sub/b.txt": "2"])
        #expect(second.notes.isEmpty, "\(second.notes)")
        #expect(try entries("out") == [OutputFolder.markerName, "a.txt", "nested", "notes.md", "sub"])
        #expect(try entries("out/sub") == ["b.txt", "keep.md"])
        #expect(try text("out/a.txt") == "2" && text("out/notes.md") == "mine" && text("out/nested/x.txt") == "another output")
        #expect(try entries() == ["out"], "nothing staged or set aside is left")
    }

    @Test func anAbandonedFolderLeavesThePreviousOneExactly() throws {
        _ = try writeFolder("out", ["a.txt": "old"])
        do {
            let folder = try OutputFolder(path: path("out"), kind: "test", force: false)
            try folder.write("new", to: "a.txt")
            try folder.write("new", to: "b.txt")
            // Dropped without a commit, as when an audit throws.
        }
        #expect(try entries() == ["out"])
        #expect(try entries("out") == [OutputFolder.markerName, "a.txt"])
        #expect(try text("out/a.txt") == "old")
    }

    @Test func aTamperedMarkerCannotNameFilesOutsideTheFolder() throws {
        try dir.write("precious", to: "outside.txt")
        try FileManager.default.createDirectory(atPath: path("out"), withIntermediateDirectories: true)
        try dir.write("# typeramp output: report\n../outside.txt\n/etc/hostname\n./x\n", to: "out/\(OutputFolder.markerName)")
        try dir.write("precious too", to: "out/x")
        _ = try writeFolder("out", ["a.txt": "new"])
        #expect(try text("outside.txt") == "precious")
        #expect(try text("out/x") == "precious too")
    }

    @Test func leftoversOfAKilledRunAreRecoveredByTheNext() throws {
        _ = try writeFolder("out", ["a.txt": "old"])
        try dir.write("mine", to: "out/notes.md")
        // What a run killed with SIGKILL leaves, by a process that is no longer running: a staging folder, and a
        // previous folder swapped out but not yet retired (the user's file still in it).
        let dead = try deadProcessID()
        let staging = path(".out.typeramp-\(dead)-staging-AAAAAA")
        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        try "# typeramp output: staging\n".write(toFile: staging + "/\(OutputFolder.markerName)", atomically: false, encoding: .utf8)
        try "half".write(toFile: staging + "/a.txt", atomically: false, encoding: .utf8)
        let old = path(".out.typeramp-\(dead)-old-BBBBBB")
        try FileManager.default.createDirectory(atPath: old, withIntermediateDirectories: true)
        try "# typeramp output: test\nb.txt\n".write(toFile: old + "/\(OutputFolder.markerName)", atomically: false, encoding: .utf8)
        try "typeramp's".write(toFile: old + "/b.txt", atomically: false, encoding: .utf8)
        try "the user's".write(toFile: old + "/diary.md", atomically: false, encoding: .utf8)
        _ = try writeFolder("out", ["a.txt": "new"])
        #expect(try entries() == ["out"])
        #expect(try entries("out") == [OutputFolder.markerName, "a.txt", "diary.md", "notes.md"])
        #expect(try text("out/diary.md") == "the user's")
    }

    @Test func namesBecomeOneSafeFileName() {
        #expect(FileName.slug("../../../x") == "-..-..-x")
        #expect(FileName.slug("..") == "screen")
        #expect(FileName.slug("/etc/passwd") == "-etc-passwd")
        #expect(FileName.slug("a\u{0}b\nc") == "a-b-c")
        #expect(FileName.slug("Sign-in & Security") == "Sign-in - Security")
        #expect(FileName.slug("Настройки · 設定") == "Настройки - 設定")
        let long = FileName.slug(String(repeating: "é", count: 300))
        #expect(long.utf8.count <= FileName.maximumBytes && long.allSatisfy { $0 == "é" })
        var taken: Set<String> = []
        #expect(FileName.unique("a", taken: &taken) == "a")
        #expect(FileName.unique("A", taken: &taken) == "A-2")
    }
}

/// The id of a process that has finished (and so is not running).
func deadProcessID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
}
