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

    @Test func landscapePreviewsAreNotAuditedAtPortraitWidths() throws {
        // A preview of the layout the app chooses for a phone turned sideways (a trait, an orientation modifier, or a
        // name that says so) is a landscape screen; TypeRamp audits iPhones in portrait, so it is left out with a note.
        let (imported, screens) = try project([
            (
                "Stats.swift",
                """
                import SwiftUI
                struct Stats: View {
                    var isLandscape = false
                    var body: some View { Text(isLandscape ? "Wide" : "Narrow") }
                }
                #Preview("Portrait") { Stats() }
                #Preview("Landscape") { Stats(isLandscape: true) }
                #Preview("Sideways", traits: .sizeThatFitsLayout, .landscapeLeft) { Stats(isLandscape: true) }
                struct Stats_Previews: PreviewProvider {
                    static var previews: some View {
                        Group {
                            Stats().previewDisplayName("Phone")
                            Stats(isLandscape: true).previewInterfaceOrientation(.landscapeRight)
                        }
                    }
                }
                """
            )
        ])
        #expect(screens.map(\.name) == ["Portrait", "Phone"], "\(screens.map(\.name))")
        #expect(imported.notes.filter { $0.message.contains("in landscape") }.count == 3, "\(imported.notes)")
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

    @Test func anAvailabilityCheckAboveThePackagesMinimumIOSIsAuditedBothWays() throws {
        // `if #available(iOS 26, *)`: iOS 26 takes the first branch, an iPhone still on the package's minimum (iOS 16,
        // from its manifest) the other, so both are screens; `#unavailable` is the reverse. A check at or below the
        // minimum, or in files no manifest covers (an app target, whose minimum is in the Xcode project), has one branch.
        let view = """
            import SwiftUI
            struct Close: View {
                var body: some View {
                    if #available(iOS 26, *) { Text("Glass") } else { Text("Classic") }
                    if #unavailable(iOS 26) { Text("Old") }
                    if #available(iOS 15, *) { Text("Fifteen") }
                }
            }
            """
        let manifest =
            "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", platforms: [.iOS(.v16), .watchOS(.v9)])\n"
        let dir = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("Kit/Sources/Kit"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("App"), withIntermediateDirectories: true)
        let source = try dir.write(view, to: "Kit/Sources/Kit/Close.swift").path
        _ = try dir.write(manifest, to: "Kit/Package.swift")
        _ = try dir.write(view, to: "App/Close.swift")
        func screens(_ path: String) throws -> [Screen] {
            try LayoutDocument.decode(try SwiftSourceImporter.importFiles([path]).document(), file: source).screens
        }
        let packaged = try screens(dir.url.appendingPathComponent("Kit").path)
        #expect(packaged.map(\.name) == ["Close", "Close (before iOS 26)"])
        #expect(texts(packaged[0]) == ["Glass", "Fifteen"])
        #expect(texts(packaged[1]) == ["Classic", "Old", "Fifteen"])
        let alone = try screens(dir.url.appendingPathComponent("App").path)
        #expect(alone.map(\.name) == ["Close"])
        #expect(texts(alone[0]) == ["Glass", "Fifteen"])
    }

    @Test func anEnumsMemberIsTheOneOfThePropertysDeclaredType() throws {
        // Two enums with a case `.small` and a `size` that switches on `self`: `size.size` reads the one `size` is declared
        // with (Swift's type checker does the same), so the close button's frame is 20 pt, not a length left unread.
        let (imported, screens) = try project([
            (
                "Close.swift",
                """
                import SwiftUI
                struct Close: View {
                    enum Size { case small, large
                        var size: CGFloat { switch self { case .small: return 20; case .large: return 28 } }
                    }
                    let size: Size = .small
                    var body: some View { Color.red.frame(width: size.size, height: size.size) }
                }
                struct Spinner: View {
                    enum Scale { case small, large
                        var size: CGFloat { switch self { case .small: return 12; case .large: return 36 } }
                    }
                    let scale: Scale = .large
                    var body: some View { Color.blue.frame(width: scale.size, height: scale.size) }
                }
                """
            )
        ])
        #expect(imported.notes.filter { $0.affectsLayout }.isEmpty, "\(imported.notes)")
        let solved = screens.map {
            LayoutSolver.solve($0, context: LayoutContext(category: .large, viewport: .width(393)), resources: Self.resources)
        }
        let sides = solved.map { $0.allNodes.first { $0.kind == .frame }?.frame.width }
        #expect(sides == [20, 36])
    }
}
