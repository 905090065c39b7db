import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics
import TypeRampTestSupport

/// The flights example's "Track" button at AX5 was once broken inside the word ("Tra" / "ck") although the word fits a
/// line of its own. A word narrower than its line must never be broken (UAX #14 breaks between words first).
@Suite struct WordBreakRegressionTests {
    @Test(arguments: [320.0, 393, 430])
    func trackStaysOneWordAtEveryAccessibilitySize(_ width: Double) throws {
        let document = try LayoutDocument.load(path: Fixtures.repositoryPath("examples/app/flights.yaml"))
        let resources = try LayoutResources.bundled(ramp: document.ramp)
        for category in ContentSizeCategory.allCases where category.isAccessibilityCategory {
            let solved = LayoutSolver.solve(
                document.screens[0], context: LayoutContext(category: category, viewport: .width(width)), resources: resources)
            let tracks = solved.allNodes.compactMap(\.text).filter { $0.string == "Track" }
            #expect(!tracks.isEmpty)
            for t in tracks {
                #expect(t.measurement.lines.count == 1, "\(category) at \(width) pt: \(t.measurement.lines.count) lines")
            }
        }
    }
}
