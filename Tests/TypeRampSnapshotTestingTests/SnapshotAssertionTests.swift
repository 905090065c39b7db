import Foundation
import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics
import TypeRampSnapshotTesting
import TypeRampTestSupport

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

    @Test func referencesLiveBesideTheTestFileAndAreRecordedOnlyWhenAsked() throws {
        let dir = folder()
        let testFile = "\(dir)/CardTests.swift"
        let never = SnapshotConfiguration(besideTestFile: testFile, environment: [:])
        #expect(never.referenceDirectory == "\(dir)/__Snapshots__")
        #expect(never.artifactDirectory == SnapshotConfiguration.defaultArtifactDirectory)
        let missing = LayoutSnapshots.verify(
            Self.screen, resources: Self.resources, categories: [.large], widths: [], images: .none,
            suite: "CardTests", test: "card", configuration: never)
        #expect(missing.failures.map(\.outcome) == [.missing])
        #expect(missing.failures.first?.reference == "\(dir)/__Snapshots__/CardTests/card/large.txt")
        // The message says how to record in the user's own project, not with this repository's make target.
        #expect(missing.failureMessage?.contains("SNAPSHOT_RECORD=missing") == true)
        #expect(missing.failureMessage?.contains("make snapshots") == false)

        // record: .missing writes it; then it matches without recording.
        let record = SnapshotConfiguration(besideTestFile: testFile, record: .missing, environment: [:])
        #expect(
            LayoutSnapshots.verify(
                Self.screen, resources: Self.resources, categories: [.large], widths: [], images: .none,
                suite: "CardTests", test: "card", configuration: record
            ).entries.map(\.outcome) == [.recorded])
        #expect(
            LayoutSnapshots.verify(
                Self.screen, resources: Self.resources, categories: [.large], widths: [], images: .none,
                suite: "CardTests", test: "card", configuration: never
            ).entries.map(\.outcome) == [.matched])
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
        let configuration = SnapshotConfiguration(besideTestFile: "\(dir)/X.swift", environment: [:])
        let expectedLine = #line + 2
        withKnownIssue("no reference exists yet") {
            assertLayoutSnapshots(of: Self.screen, resources: Self.resources, categories: [.large], images: .none, configuration: configuration)
        } matching: { issue in
            issue.sourceLocation?.line == expectedLine && issue.sourceLocation?.fileID.hasSuffix("SnapshotAssertionTests.swift") == true
        }
    }
}
