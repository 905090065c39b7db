import Foundation
import Testing
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout

@testable import TypeRampSwiftSource

/// A view made of list rows (its top-level views, or a section it is, carry `.listRowBackground` and the like), audited on
/// its own because the app composes it into its list through code TypeRamp cannot follow: SwiftUI applies those modifiers
/// only to a list's rows, so the view is audited as the rows of a list, not stacked on a bare screen. Shapes found in a
/// social client's profile tabs, written by hand.
@Suite struct ListRowsRootTests {
    let idioms = AppIdiomTests()

    func listRows(_ node: Node) -> [[String]]? {
        guard case .list(let list) = node.kind else { return nil }
        return list.sections.map { section in section.rows.map { idioms.texts($0).joined(separator: " ") } }
    }

    @Test func aViewOfListRowsIsAuditedAsTheRowsOfAPlainList() throws {
        let (_, screens) = try idioms.imported(
            """
            import SwiftUI
            struct PinnedTab: View {
                var body: some View {
                    Group {
                        pinnedHeader
                        Text("Latest post")
                    }
                }
                @ViewBuilder private var pinnedHeader: some View {
                    Label("Pinned", systemImage: "pin.fill").listRowSeparator(.hidden)
                    Text("Pinned post")
                }
            }
            struct TrendingSection: View {
                var body: some View { Section("Trending") { Text("Post").listRowBackground(Color.clear) } }
            }
            struct Standalone: View {
                var body: some View { VStack { Text("Title").listRowInsets(EdgeInsets()); List { Text("Row") } } }
            }
            """)
        let pinned = try idioms.screen(screens, "PinnedTab")
        #expect(listRows(pinned.root) == [["Pinned", "Pinned post", "Latest post"]], "\(pinned.root.kind)")
        if case .list(let list) = pinned.root.kind { #expect(list.style == .plain) }
        let trending = try idioms.screen(screens, "TrendingSection")
        #expect(listRows(trending.root) == [["Post"]])
        // A view with a List of its own is a screen as written: its rows are that list's.
        #expect(listRows(try idioms.screen(screens, "Standalone").root) == nil)
    }
}
