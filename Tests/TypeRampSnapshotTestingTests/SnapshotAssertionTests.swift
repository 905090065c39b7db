import Foundation
import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics
import TypeRampTestSupport

@testable import TypeRampSnapshotTesting

/// `assertLayoutSnapshots` as a package that depends on TypeRamp uses it: references beside the test file, failures at
/// the caller's line, recording from a parameter or the environment (swift-snapshot-testing's conventions).
@Suite struct SnapshotAssertionTests {
    static let resources = try! LayoutResources.bundled()
    static let screen = Screen("card") {
        vstack {
            text("Hello", style: .headline); text("World")
        }
    }

    func folder() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("typeramp-assert-\(UUID().uuidString)").path
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// swift-snapshot-testing's documented record modes ("Records only the snapshots that are missing from disk" is the
    /// default; `.never`: "If a snapshot is missing a test failure will be raised"; a missing reference recorded by the
    /// default mode fails: "No reference was found on disk. Automatically recorded snapshot … Re-run").
    @Test func referencesLiveBesideTheTestFileAndMissingOnesAreRecordedAsSwiftSnapshotTestingDoes() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let testFile = "\(dir)/CardTests.swift"
        func check(_ configuration: SnapshotConfiguration) -> SnapshotReport {
            LayoutSnapshots.verify(
                Self.screen, resources: Self.resources, categories: [.large], widths: [], images: .none,
                suite: "CardTests", test: "card", configuration: configuration)
        }
        let never = SnapshotConfiguration(besideTestFile: testFile, environment: ["SNAPSHOT_TESTING_RECORD": "never"])
        #expect(never.referenceDirectory == "\(dir)/__Snapshots__")
        #expect(never.artifactDirectory == SnapshotConfiguration.defaultArtifactDirectory)
        let missing = check(never)
        #expect(missing.failures.map(\.outcome) == [.missing])
        #expect(missing.failures.first?.reference == "\(dir)/__Snapshots__/CardTests/card/large.txt")
        #expect(!FileManager.default.fileExists(atPath: "\(dir)/__Snapshots__/CardTests/card/large.txt"))
        // The message says how to record in the user's own project, with swift-snapshot-testing's variable.
        #expect(missing.failureMessage?.contains("SNAPSHOT_TESTING_RECORD=missing") == true)
        #expect(missing.failureMessage?.contains("make snapshots") == false)

        // The default (no variable, no record:) is .missing: the reference is written and the test fails once.
        let byDefault = SnapshotConfiguration(besideTestFile: testFile, environment: [:])
        #expect(byDefault.record == .missing && !byDefault.recordRequested)
        let first = check(byDefault)
        #expect(first.failures.map(\.outcome) == [.recordedNew])
        #expect(first.failureMessage?.contains("no reference was found") == true)
        #expect(FileManager.default.fileExists(atPath: "\(dir)/__Snapshots__/CardTests/card/large.txt"))
        #expect(check(byDefault).entries.map(\.outcome) == [.matched], "the next run compares")
        #expect(check(never).entries.map(\.outcome) == [.matched])

        // Asked for (record: or a variable), recording passes.
        let other = "\(dir)/Other.swift"
        let asked = SnapshotConfiguration(besideTestFile: other, record: .missing, environment: [:])
        #expect(asked.recordRequested)
        #expect(
            LayoutSnapshots.verify(
                Self.screen, resources: Self.resources, categories: [.large], widths: [], images: .none,
                suite: "Other", test: "card", configuration: asked
            ).entries.map(\.outcome) == [.recorded])
        // SNAPSHOT_TESTING_RECORD wins over SNAPSHOT_RECORD; each is read; a bad value is refused with the reason.
        #expect(
            SnapshotConfiguration(besideTestFile: other, environment: ["SNAPSHOT_TESTING_RECORD": "all", "SNAPSHOT_RECORD": "never"]).record == .all)
        #expect(SnapshotConfiguration(besideTestFile: other, environment: ["SNAPSHOT_RECORD": "failed"]).record == .failed)
        let bad = SnapshotConfiguration(besideTestFile: other, environment: ["SNAPSHOT_TESTING_RECORD": "yes"])
        #expect(bad.record == .never && bad.recordRefusal?.contains("not a record mode") == true)
        // record: wins over the environment.
        #expect(SnapshotConfiguration(besideTestFile: other, record: .never, environment: ["SNAPSHOT_TESTING_RECORD": "all"]).record == .never)
        // Under CI a missing reference fails and nothing is written, with no variable set too.
        let ciDefault = SnapshotConfiguration(besideTestFile: "\(dir)/Third.swift", environment: ["CI": "true"])
        #expect(ciDefault.record == .never && ciDefault.recordRefusal == nil)
        // CI never records, whatever is asked.
        let ci = SnapshotConfiguration(besideTestFile: "\(dir)/Other.swift", record: .all, environment: ["CI": "true"])
        #expect(ci.record == .never && ci.recordRefusal != nil)
        // Artifacts go where CI asks.
        #expect(
            SnapshotConfiguration(besideTestFile: testFile, environment: ["SNAPSHOT_ARTIFACTS": "\(dir)/artifacts"]).artifactDirectory
                == "\(dir)/artifacts")
    }

    @Test func aFailureIsRecordedAtTheCallersLine() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let configuration = SnapshotConfiguration(besideTestFile: "\(dir)/X.swift", environment: [:])
        let expectedLine = #line + 2
        withKnownIssue("no reference exists yet") {
            assertLayoutSnapshots(of: Self.screen, resources: Self.resources, categories: [.large], images: .none, configuration: configuration)
        } matching: { issue in
            issue.sourceLocation?.line == expectedLine && issue.sourceLocation?.fileID.hasSuffix("SnapshotAssertionTests.swift") == true
        }
    }

    @Test func theUsedReferencesListGetsWholeLinesFromConcurrentChecks() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let artifacts = "\(dir)/artifacts"
        let configuration = SnapshotConfiguration(
            besideTestFile: "\(dir)/CardTests.swift", record: .missing, environment: ["SNAPSHOT_ARTIFACTS": artifacts])
        // The list is a log of the run: an earlier entry stays, new ones are appended after it.
        try FileManager.default.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
        try "earlier\n".write(toFile: "\(artifacts)/used-references.txt", atomically: true, encoding: .utf8)
        let categories = Array(ContentSizeCategory.allCases.prefix(3))
        let checks = 24
        DispatchQueue.concurrentPerform(iterations: checks) { i in
            _ = LayoutSnapshots.verify(
                Self.screen, resources: Self.resources, categories: categories, widths: [], images: .none,
                suite: "CardTests", test: "card\(i)", configuration: configuration)
        }
        let lines = try String(contentsOfFile: "\(artifacts)/used-references.txt", encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "earlier")
        #expect(lines.last == "", "the list ends with a whole line")
        let references = lines.dropFirst().dropLast()
        #expect(references.count == checks * categories.count)
        #expect(Set(references).count == references.count)
        #expect(references.allSatisfy { $0.hasPrefix("\(dir)/__Snapshots__/CardTests/card") && $0.hasSuffix(".txt") })
    }

    @Test func appendsFromIndependentWritersNeverOverwriteOneAnother() throws {
        // Each call opens its own descriptor, as separate test processes (`swift test --parallel`) do, and no lock is
        // shared: O_APPEND alone must keep every line (seeking to the end, then writing, loses some).
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = "\(dir)/used-references.txt"
        let writers = 8, appends = 200
        DispatchQueue.concurrentPerform(iterations: writers) { w in
            for a in 0..<appends {
                let line = "/references/writer-\(w)/\(a)/" + String(repeating: "x", count: 80) + "\n"
                #expect(UsedReferences.append(Array(line.utf8), to: path))
            }
        }
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == writers * appends)
        #expect(Set(lines).count == writers * appends)
        #expect(lines.allSatisfy { $0.hasPrefix("/references/writer-") && $0.hasSuffix(String(repeating: "x", count: 80)) })
    }
}
