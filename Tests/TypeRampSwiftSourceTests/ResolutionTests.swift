import Foundation
import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics
import TypeRampSwiftSource
import TypeRampTestSupport
import TypeRampText

/// Which view a name means and which screens a project has, as the compiler and Xcode's previews decide. Each project is
/// written by hand; the expected screens and texts follow from Swift's lookup rules (nested types first, then enclosing
/// types, then the file's private types, then the module) and from how Xcode shows previews.
@Suite struct ResolutionTests {
    static let library = try! FontLibrary.bundled()
    static let resources = LayoutResources(ramp: nil, fonts: try! FontSet.load(ramp: nil, library: library), engine: TextEngine())

    func project(_ files: [(String, String)]) throws -> (SwiftImport, [Screen]) {
        let dir = try TemporaryDirectory()
        var paths: [String] = []
        for (name, text) in files { paths.append(try dir.write(text, to: name).path) }
        let imported = try SwiftSourceImporter.importFiles([dir.url.path])
        let screens = imported.screens.isEmpty ? [] : try LayoutDocument.decode(imported.document(), file: paths[0]).screens
        return (imported, screens)
    }

    func texts(_ screen: Screen, _ category: ContentSizeCategory = .large) -> [String] {
        let solved = LayoutSolver.solve(screen, context: LayoutContext(category: category, viewport: .width(393)), resources: Self.resources)
        return solved.allNodes.compactMap { $0.text?.string }
    }

    @Test func aNestedPreviewTypeIsTheOneInItsOwnProvider() throws {
        // Two providers each declare `struct Preview`; each `previews` means its own (nested types are found first).
        let (imported, screens) = try project([
            (
                "Inbox.swift",
                """
                import SwiftUI
                struct InboxView: View { var body: some View { Text("Inbox") } }
                struct InboxView_Previews: PreviewProvider {
                    struct Preview: View { var body: some View { InboxView() } }
                    static var previews: some View { Preview() }
                }
                """
            ),
            (
                "Outbox.swift",
                """
                import SwiftUI
                struct OutboxView: View { var body: some View { Text("Outbox") } }
                struct OutboxView_Previews: PreviewProvider {
                    struct Preview: View { var body: some View { OutboxView() } }
                    static var previews: some View { Preview() }
                }
                """
            ),
        ])
        let byName = Dictionary(uniqueKeysWithValues: screens.map { ($0.name, $0) })
        #expect(texts(try #require(byName["InboxView_Previews"])) == ["Inbox"])
        #expect(texts(try #require(byName["OutboxView_Previews"])) == ["Outbox"])
        #expect(imported.screens.count == 2, "\(imported.screens.map(\.name))")
    }

    @Test func aPrivateTypeIsItsOwnFiles() throws {
        // Each file has a private `Row`; each file's list uses its own, and neither Row is a screen of its own.
        let (_, screens) = try project([
            (
                "A.swift",
                """
                import SwiftUI
                private struct Row: View { var body: some View { Text("Row of A") } }
                struct AList: View { var body: some View { VStack { Row() } } }
                """
            ),
            (
                "B.swift",
                """
                import SwiftUI
                private struct Row: View { var body: some View { Text("Row of B") } }
                struct BList: View { var body: some View { VStack { Row() } } }
                """
            ),
        ])
        #expect(screens.map(\.name) == ["AList", "BList"])
        #expect(texts(screens[0]) == ["Row of A"])
        #expect(texts(screens[1]) == ["Row of B"])
    }

    @Test func everyPreviewOfAProviderIsItsOwnScreenNamedAsXcodeNamesIt() throws {
        let (_, screens) = try project([
            (
                "Badge.swift",
                """
                import SwiftUI
                struct Badge: View {
                    let count: Int
                    var body: some View { Text("\\(count) new") }
                }
                struct Badge_Previews: PreviewProvider {
                    static var previews: some View {
                        Group {
                            Badge(count: 1).previewDisplayName("One")
                            Badge(count: 42)
                        }
                        Badge(count: 7).previewLayout(.sizeThatFits)
                    }
                }
                #Preview("Many") { Badge(count: 1000) }
                """
            )
        ])
        // Three previews in `previews` (two in a Group), one #Preview: four screens, none stacked on another.
        #expect(screens.map(\.name) == ["One", "Badge_Previews 2", "Badge_Previews 3", "Many"])
        #expect(screens.map { texts($0) } == [["1 new"], ["42 new"], ["7 new"], ["1000 new"]])
    }

    @Test func initializersInExtensionsAndDelegationAreFollowed() throws {
        let (_, screens) = try project([
            (
                "Tag.swift",
                """
                import SwiftUI
                struct Tag: View {
                    let title: String
                    var body: some View { Text(title) }
                }
                extension Tag {
                    init(count: Int) { self.init(title: "\\(count) tags") }
                }
                #Preview { Tag(count: 3) }
                """
            )
        ])
        #expect(texts(try #require(screens.first)) == ["3 tags"])
    }

    @Test func viewsReachedOnlyThroughASheetAreScreensOfTheirOwn() throws {
        let (imported, screens) = try project([
            (
                "Home.swift",
                """
                import SwiftUI
                struct Home: View {
                    @State var showsSettings = false
                    var body: some View {
                        Text("Home").sheet(isPresented: $showsSettings) { SettingsSheet() }
                    }
                }
                struct SettingsSheet: View { var body: some View { Text("Settings") } }
                """
            )
        ])
        #expect(screens.map(\.name) == ["Home", "SettingsSheet"])
        #expect(imported.skipped == 0)
    }

    @Test func ifConfigInAModifierChainKeepsTheViewAndAppliesTheIOSClause() throws {
        let (imported, screens) = try project([
            (
                "Row.swift",
                """
                import SwiftUI
                struct Row: View {
                    var body: some View {
                        Text("Timeline row")
                        #if os(iOS)
                            .padding(20)
                        #else
                            .padding(2)
                        #endif
                    }
                }
                """
            )
        ])
        let screen = try #require(screens.first)
        let solved = LayoutSolver.solve(screen, context: LayoutContext(category: .large, viewport: .width(393)), resources: Self.resources)
        let text = try #require(solved.allNodes.first { $0.text != nil })
        // The iOS clause's padding: the text sits 20 pt in from the padded box's edge (SwiftUI's padding insets its view).
        let root = solved.allNodes[0]
        #expect(text.frame.minY - root.frame.minY == 20)
        #expect(imported.notes.isEmpty, "\(imported.notes)")
    }

    @Test func ifConfigAroundDeclarationsAndPreviewsFollowsTheIOSBuild() throws {
        let (_, screens) = try project([
            (
                "Platforms.swift",
                """
                import SwiftUI
                #if os(macOS)
                struct Shown: View { var body: some View { Text("macOS") } }
                #elseif os(iOS)
                struct Shown: View { var body: some View { Text("iOS") } }
                #else
                struct Shown: View { var body: some View { Text("other") } }
                #endif
                #if false
                #Preview("Never") { Text("never") }
                #endif
                """
            )
        ])
        #expect(screens.map(\.name) == ["Shown"])
        #expect(texts(screens[0]) == ["iOS"])
    }
}
