import SnapshotTesting
import Testing
import TypeRampLayout
import TypeRampMetrics
import TypeRampSnapshotTesting
import TypeRampTestSupport

/// TypeRamp's strategies for pointfreeco/swift-snapshot-testing, recorded beside this file in __Snapshots__.
/// The record mode follows TypeRamp's policy (SNAPSHOT_RECORD, never with CI set).
@Suite struct SwiftSnapshotTestingStrategyTests {
    static let resources = try! LayoutResources.bundled()

    static let banner = Screen("poll") {
        vstack(spacing: 12) {
            text("Who takes the grand final tonight?", style: .title2, lines: 2)
            hstack(adaptive: .flipAt(.accessibilityExtraLarge), spacing: 12) {
                button("Home team"); button("Away team")
            }
        }.padding(16)
    }

    var record: SnapshotTestingConfiguration.Record {
        switch SnapshotRecordMode.fromEnvironment().mode {
        case .never: return .never
        case .missing: return .missing
        // swift-snapshot-testing fails every test it records in `.all`; `.failed` rewrites only what changed,
        // so `make snapshots` stays green when nothing did.
        case .failed, .all: return .failed
        }
    }

    @Test func textDumpStrategy() {
        withSnapshotTesting(record: record) {
            assertSnapshot(of: Self.banner, as: .layout(category: .accessibilityExtraLarge, width: 320, resources: Self.resources))
        }
    }

    @Test func pictureStrategy() {
        withSnapshotTesting(record: record) {
            assertSnapshot(of: Self.banner, as: .layoutImage(category: .large, width: 320, scale: 1, resources: Self.resources))
        }
    }
}
