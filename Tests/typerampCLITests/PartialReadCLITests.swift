import Foundation
import Testing
import TypeRampTestSupport

/// One bad input does not stop the audit of the others: each unreadable or malformed file is a located error, the
/// rest are audited and reported, and the run ends with status 1, as a linter's does.
@Suite struct PartialReadCLITests {
    let dir: TemporaryDirectory
    init() throws { dir = try TemporaryDirectory() }

    /// A malformed file, a file that is not UTF-8, a missing file and a folder named like a screens file.
    func badInputs() throws -> [String] {
        let broken = try dir.write("screens: [ {\n", to: "broken.yaml").path
        let binary = dir.url.appendingPathComponent("binary.yaml").path
        try Data([0xFF, 0xFE, 0x00, 0x62]).write(to: URL(fileURLWithPath: binary))
        let folder = dir.url.appendingPathComponent("folder.yaml").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return [broken, binary, dir.url.appendingPathComponent("missing.yaml").path, folder]
    }

    @Test func theOtherFilesAreAuditedAndTheRunEndsWithStatusOne() throws {
        let bad = try badInputs()
        let json = dir.url.appendingPathComponent("audit.json").path
        let result = try runTypeRamp(
            ["audit", bad[0], "examples/app/poll.yaml", bad[1], bad[2], "examples/app/feed.yaml", bad[3], "--no-progress", "--json", json])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("\(bad[0]):2:1: error: not valid YAML"), "\(result.stderr)")
        #expect(result.stderr.contains("\(bad[1]): error: the file is not valid UTF-8"))
        #expect(result.stderr.contains("\(bad[2]): error: no such file"))
        #expect(result.stderr.contains("\(bad[3]): error: the folder holds no .swift files"))
        #expect(result.stderr.contains("4 inputs could not be read"))
        // The good files were audited: their screens and findings are in the reports.
        let report = try String(contentsOfFile: json, encoding: .utf8)
        #expect(report.contains("\"name\": \"poll\"") && report.contains("\"name\": \"feed\""))
        #expect(report.contains("\"screen\":\"poll\""), "poll's findings are reported")
        #expect(result.stdout.contains("2 screens"), "\(result.stdout.prefix(300))")
    }

    @Test func noBaselineIsWrittenFromAPartialRun() throws {
        let bad = try badInputs()
        let baseline = try dir.write("{\"old\": true}\n", to: "baseline.json").path
        let result = try runTypeRamp(["audit", "examples/app/poll.yaml", bad[0], "--baseline", baseline, "--write-baseline", "--no-progress"])
        #expect(result.status == 1 && result.stderr.contains("the baseline is not written"), "\(result.stderr)")
        #expect(try String(contentsOfFile: baseline, encoding: .utf8) == "{\"old\": true}\n")
    }

    @Test func nothingReadableIsStatusOneAndNoReport() throws {
        let bad = try badInputs()
        let json = dir.url.appendingPathComponent("audit.json").path
        let result = try runTypeRamp(["audit"] + bad + ["--no-progress", "--json", json])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: json))
    }

    @Test(.enabled(if: getuid() != 0, "root reads every folder whatever its permissions: no unreadable folder can be made"))
    func anUnreadableFolderIsReported() throws {
        let sources = dir.url.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources.appendingPathComponent("Locked"), withIntermediateDirectories: true)
        try dir.write("import SwiftUI\n\nstruct Hello: View {\n    var body: some View { Text(\"Hello\") }\n}\n", to: "Sources/Hello.swift")
        chmod(sources.appendingPathComponent("Locked").path, 0)
        defer { chmod(sources.appendingPathComponent("Locked").path, 0o755) }
        let result = try runTypeRamp(["audit", sources.path, "--no-progress"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("Locked: error: the folder cannot be read"), "\(result.stderr)")
    }
}
