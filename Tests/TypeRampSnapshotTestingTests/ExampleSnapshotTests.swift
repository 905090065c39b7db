import Testing
import TypeRampLayout
import TypeRampMetrics
import TypeRampSnapshotTesting
import TypeRampTestSupport

/// The project's own snapshot suite: every bundled example screen at all 12 categories and two widths.
/// References live in snapshots/ExampleSnapshotTests/<file>.<screen>/; record with `make snapshots`.
@Suite struct ExampleSnapshotTests {
    static let files = [
        "examples/app/poll.yaml", "examples/app/feed.yaml", "examples/app/settings.yaml",
        "examples/app/detail.yaml", "examples/app/trends.yaml", "examples/features.yaml",
    ]

    @Test(arguments: files)
    func example(_ file: String) throws {
        let document = try LayoutDocument.load(path: Fixtures.repositoryPath(file))
        let resources = try LayoutResources.bundled(ramp: document.ramp)
        let stem = file.split(separator: "/").last!.replacingOccurrences(of: ".yaml", with: "")
        for screen in document.screens {
            // Contact sheets at half a pixel per point keep the repository small; the text dumps carry the exact numbers.
            assertLayoutSnapshots(
                of: screen, resources: resources, categories: .all, widths: [320, 393], images: .contactSheet,
                suite: "ExampleSnapshotTests", test: "\(stem).\(screen.name)",
                configuration: SnapshotConfiguration(repository: Fixtures.repositoryRoot.path, scale: 0.5))
        }
    }
}
