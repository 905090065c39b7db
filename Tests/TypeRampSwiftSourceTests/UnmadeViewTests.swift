import Foundation
import Testing
import TypeRampAudit
import TypeRampSwiftSource

/// In an app's files (an `App` entry point), a view that no code makes and no preview shows is code the app may never
/// show (a picker left unused, a view only a module TypeRamp was not given makes): what the audit finds in it is
/// information, not a warning. The same view made by another keeps its finding, and so does any view of files without
/// an entry point (a snippet, a package of views), which are audited view by view as given.
@Suite struct UnmadeViewTests {
    @Test func aFindingInAViewNothingMakesIsUnverifiedAndOneInAMadeViewStands() throws {
        let report = try FindingsOnSwiftTests().audit(
            """
            import SwiftUI
            struct Orphan: View {
                var body: some View { Text("Hello there").font(.system(size: 12)) }
            }
            struct Used: View {
                var body: some View { Text("Hello there").font(.system(size: 12)) }
            }
            struct Home: View { var body: some View { Used() } }
            @main struct Reader: App { var body: some Scene { WindowGroup { Home() } } }
            """)
        let fixed = report.findings.filter { $0.rule == .fixedSizeText }
        let orphan = try #require(fixed.first { $0.screen == "Orphan" })
        #expect(orphan.severity == .information)
        #expect(orphan.unverified?.contains("no code in the given files makes it") == true)
        let used = try #require(fixed.first { $0.location?.line == 6 })
        #expect(used.severity != .information, "\(used)")
        // Without the entry point, the orphan is a view as given: its finding stands.
        let snippet = try FindingsOnSwiftTests().audit(
            """
            import SwiftUI
            struct Orphan: View {
                var body: some View { Text("Hello there").font(.system(size: 12)) }
            }
            """)
        #expect(snippet.findings.first { $0.rule == .fixedSizeText }?.severity == .warning)
    }

    @Test func aViewOnlyItsPreviewMakesIsUnverifiedInAnApp() throws {
        // `Tile` is made by its `#Preview` alone: preview code is not the app's, so in an app its finding is information.
        let report = try FindingsOnSwiftTests().audit(
            """
            import SwiftUI
            struct Tile: View {
                var body: some View { Text("Hello there").font(.system(size: 12)) }
            }
            #Preview { VStack { Tile(); Tile() } }
            struct Home: View { var body: some View { Text("Home") } }
            @main struct Reader: App { var body: some Scene { WindowGroup { Home() } } }
            """)
        let tile = try #require(report.findings.first { $0.rule == .fixedSizeText })
        #expect(tile.severity == .information)
        #expect(tile.unverified?.contains("no code in the given files makes it") == true)
    }
}
