import Foundation
import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics
import TypeRampSnapshotTesting
import TypeRampTestSupport

/// The record modes, failure artifacts and diffs of layout snapshots, checked in a temporary repository.
@Suite struct SnapshotModeTests {
    static let resources = try! LayoutResources.bundled()

    static func screen(spacing: Double) -> Screen {
        Screen("poll") {
            vstack(spacing: spacing) {
                text("Who takes the grand final tonight?", style: .title2, lines: 2)
                hstack(adaptive: .flipAt(.accessibilityExtraLarge), spacing: 12) {
                    button("Home team"); button("Away team")
                }
            }.padding(16)
        }
    }

    func temporaryRepository() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("typeramp-snapshots-\(UUID().uuidString)").path
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func verify(_ screen: Screen, repository: String, env: [String: String], images: SnapshotImages = .each) -> SnapshotReport {
        LayoutSnapshots.verify(
            screen, resources: Self.resources, categories: [.large, .accessibilityExtraLarge], widths: [320],
            images: images, suite: "Suite", test: "poll",
            configuration: SnapshotConfiguration(repository: repository, environment: env))
    }

    @Test func missingReferencesFailUnlessRecordingIsAskedFor() throws {
        let repo = temporaryRepository()
        defer { try? FileManager.default.removeItem(atPath: repo) }
        let plain = verify(Self.screen(spacing: 12), repository: repo, env: [:])
        #expect(plain.failures.count == 4)
        #expect(plain.failures.allSatisfy { $0.outcome == .missing })
        #expect(!FileManager.default.fileExists(atPath: "\(repo)/snapshots/Suite/poll/large@320.txt"))

        let recorded = verify(Self.screen(spacing: 12), repository: repo, env: ["SNAPSHOT_RECORD": "missing"])
        #expect(recorded.entries.allSatisfy { $0.outcome == .recorded })
        for name in ["large@320.txt", "large@320.png", "accessibilityExtraLarge@320.txt", "accessibilityExtraLarge@320.png"] {
            #expect(FileManager.default.fileExists(atPath: "\(repo)/snapshots/Suite/poll/\(name)"), "\(name)")
        }
        let again = verify(Self.screen(spacing: 12), repository: repo, env: [:])
        #expect(again.failures.isEmpty)
        #expect(again.entries.allSatisfy { $0.outcome == .matched })
    }

    @Test func aChangedSpacingFailsWithAReadableDiffAndArtifacts() throws {
        let repo = temporaryRepository()
        defer { try? FileManager.default.removeItem(atPath: repo) }
        _ = verify(Self.screen(spacing: 12), repository: repo, env: ["SNAPSHOT_RECORD": "missing"])
        let changed = verify(Self.screen(spacing: 13), repository: repo, env: [:])
        let text = try #require(changed.failures.first { $0.reference.hasSuffix("large@320.txt") })
        #expect(text.outcome == .changed)
        let message = try #require(text.message)
        #expect(message.contains("line ") && message.contains(" - ") && message.contains(" + "), "\(message)")
        for artifact in text.artifacts { #expect(FileManager.default.fileExists(atPath: artifact), "\(artifact)") }
        let picture = try #require(changed.failures.first { $0.reference.hasSuffix("large@320.png") })
        #expect(picture.artifacts.contains { $0.hasSuffix(".diff.png") })
        #expect(picture.artifacts.allSatisfy { $0.contains("/.artifacts/snapshots/Suite/poll/") })
        for artifact in picture.artifacts { #expect(FileManager.default.fileExists(atPath: artifact)) }
        // The reference itself is untouched outside record mode.
        let reference = try String(contentsOfFile: "\(repo)/snapshots/Suite/poll/large@320.txt", encoding: .utf8)
        #expect(
            reference
                == LayoutSolver.solve(
                    Self.screen(spacing: 12), context: LayoutContext(category: .large, viewport: .width(320)),
                    resources: Self.resources
                ).dump())
        // Restoring the number makes it pass again.
        #expect(verify(Self.screen(spacing: 12), repository: repo, env: [:]).failures.isEmpty)
    }

    @Test func ciNeverRecords() {
        let repo = temporaryRepository()
        defer { try? FileManager.default.removeItem(atPath: repo) }
        let report = verify(Self.screen(spacing: 12), repository: repo, env: ["CI": "true", "SNAPSHOT_RECORD": "all"])
        #expect(report.refusal?.contains("CI is set") == true)
        #expect(report.failures.count == 4)
        #expect(!FileManager.default.fileExists(atPath: "\(repo)/snapshots/Suite/poll/large@320.txt"))
        #expect(SnapshotRecordMode.fromEnvironment(["CI": "true"]).mode == .never)
        #expect(SnapshotRecordMode.fromEnvironment(["SNAPSHOT_RECORD": "failed"]).mode == .failed)
        #expect(SnapshotRecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "missing", "CI": "1"]).refusal?.contains("CI is set") == true)
    }

    @Test func recordingAllAgainChangesNoBytes() throws {
        let repo = temporaryRepository()
        defer { try? FileManager.default.removeItem(atPath: repo) }
        _ = verify(Self.screen(spacing: 12), repository: repo, env: ["SNAPSHOT_RECORD": "all"], images: .contactSheet)
        let path = "\(repo)/snapshots/Suite/poll/contact-sheet@320.png"
        let first = try Data(contentsOf: URL(fileURLWithPath: path))
        let report = verify(Self.screen(spacing: 12), repository: repo, env: ["SNAPSHOT_RECORD": "all"], images: .contactSheet)
        #expect(report.failures.isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == first)
    }

    @Test func failedModeReplacesOnlyWhatDiffers() throws {
        let repo = temporaryRepository()
        defer { try? FileManager.default.removeItem(atPath: repo) }
        _ = verify(Self.screen(spacing: 12), repository: repo, env: ["SNAPSHOT_RECORD": "missing"], images: .none)
        let report = verify(Self.screen(spacing: 20), repository: repo, env: ["SNAPSHOT_RECORD": "failed"], images: .none)
        #expect(report.failures.isEmpty)
        #expect(report.entries.contains { $0.outcome == .recorded })
        #expect(verify(Self.screen(spacing: 20), repository: repo, env: [:], images: .none).failures.isEmpty)
    }
}
