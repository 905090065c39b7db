import Foundation
import Testing
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampMetrics
import TypeRampTestSupport
import TypeRampText

@testable import TypeRampSwiftSource

/// Shapes found in real SwiftUI apps that the importer read wrongly, each written by hand in the shape found (never the
/// apps' code). Expected values come from the source text itself (its line numbers), from Swift and SwiftUI's documented
/// behaviour, and from Apple's Dynamic Type table (docs/metrics.md).
@Suite struct RealAppShapeTests {
    static let library = try! FontLibrary.bundled()
    static let resources = LayoutResources(ramp: nil, fonts: try! FontSet.load(ramp: nil, library: library), engine: TextEngine())

    func project(_ files: [(String, String)], configuration: BuildConfiguration = .iOS) throws -> (SwiftImport, [Screen], TemporaryDirectory) {
        let dir = try TemporaryDirectory()
        var paths: [String] = []
        for (name, text) in files {
            let folder = dir.url.appendingPathComponent(name).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            paths.append(try dir.write(text, to: name).path)
        }
        let imported = try SwiftSourceImporter.importFiles([dir.url.path], configuration: configuration)
        let screens = imported.screens.isEmpty ? [] : try LayoutDocument.decode(imported.document(), file: paths[0]).screens
        return (imported, screens, dir)
    }

    func solvedTexts(_ screen: Screen, _ category: ContentSizeCategory) -> [SolvedText] {
        let solved = LayoutSolver.solve(screen, context: LayoutContext(category: category, viewport: .width(393)), resources: Self.resources)
        return solved.allNodes.compactMap(\.text)
    }

    /// The line of the first occurrence of `needle` in `source`, counted from 1.
    func line(of needle: String, in source: String) throws -> Int {
        let lines = source.components(separatedBy: "\n")
        return try #require(lines.firstIndex { $0.contains(needle) }) + 1
    }

    @Test func viewsInTheRowsOfAFormCarryTheirOwnLines() throws {
        // A form's rows were translated from a copy of each statement, whose positions start at the copy: a button's
        // label in a form was located near the top of the file.
        let source = """
            import SwiftUI

            private let intro = \"\"\"
              A long introduction that spans
              several lines at the top of the file.
              \"\"\"

            struct LoadView: View {
              var body: some View {
                Form {
                  Text(intro)
                  Button {
                    print("load")
                  } label: {
                    HStack {
                      Text("Load the counter")
                      Spacer()
                    }
                  }
                }
              }
            }
            """
        let (imported, _, _) = try project([("LoadView.swift", source)])
        let screen = try #require(imported.screens.first)
        var lines: [String: Int] = [:]
        func walk(_ node: SpecNode) {
            switch node.kind {
            case .mapping(let entries):
                func scalar(_ key: String) -> String? {
                    guard case .scalar(let s, _)? = entries.first(where: { (try? $0.key.string()) == key })?.value.kind else { return nil }
                    return s
                }
                if let text = scalar("text"), let source = scalar("source"), let line = source.split(separator: ":").dropLast().last {
                    lines[text] = Int(line)
                }
                for entry in entries { walk(entry.value) }
            case .sequence(let items): items.forEach(walk)
            case .scalar: break
            }
        }
        walk(screen.spec)
        #expect(lines["Load the counter"] == (try line(of: "Text(\"Load the counter\")", in: source)))
    }

    @Test func aSharedViewOnlyTheWatchAppMakesIsNotAnIPhoneScreen() throws {
        // `YardList` lives in a shared folder but only the watch app's `Root` makes it; the iPhone shows yards through
        // `YardGrid`. An iPhone build never shows `YardList`: it is not audited for iOS (a note says why). `Card` is made
        // by both, so it stays.
        let files = [
            ("Shared/YardList.swift", "import SwiftUI\nstruct YardList: View { var body: some View { List { Card() } } }\n"),
            ("Shared/YardGrid.swift", "import SwiftUI\nstruct YardGrid: View { var body: some View { ScrollView { Card() } } }\n"),
            ("Shared/Card.swift", "import SwiftUI\nstruct Card: View { var body: some View { Text(\"Yard\") } }\n"),
            ("WatchApp/Root.swift", "import SwiftUI\nstruct Root: View { let ready = false\n var body: some View { if ready { YardList() } } }\n"),
        ]
        let (imported, _, _) = try project(files)
        let names = Set(imported.screens.map(\.name))
        #expect(!names.contains("YardList"), "\(names)")
        #expect(names.contains("YardGrid"), "\(names)")
        #expect(
            imported.notes.contains { $0.message.contains("`YardList` is made only by code written for watchOS") }, "\(imported.notes.map(\.message))"
        )
    }

    @Test func filesWrittenForTheWatchAreNotIPhoneScreens() throws {
        let files = [
            ("App/Views/Home.swift", "import SwiftUI\nstruct Home: View { var body: some View { Text(\"Home\") } }\n"),
            ("App/Stopwatch/Lap.swift", "import SwiftUI\nstruct Lap: View { var body: some View { Text(\"Lap\") } }\n"),
            ("WatchApp/Glance.swift", "import SwiftUI\nstruct Glance: View { var body: some View { Text(\"Glance\") } }\n"),
            // The iPhone app's own screens for setting up the watch: iOS views in a folder named after the device.
            ("App/Settings/AppleWatch/Faces.swift", "import SwiftUI\nstruct Faces: View { var body: some View { Text(\"Faces\") } }\n"),
            ("Shop Watch App/Order.swift", "import SwiftUI\nstruct Order: View { var body: some View { Text(\"Order\") } }\n"),
            ("HAWatchComplications/Ring.swift", "import SwiftUI\nstruct Ring: View { var body: some View { Text(\"Ring\") } }\n"),
            (
                "Shared/Complication.swift",
                "import SwiftUI\nimport ClockKit\nstruct Corner: View { var body: some View { Text(\"Corner\") } }\n#Preview { Corner() }\n"
            ),
            ("Mac/Sidebar.swift", "import SwiftUI\nimport AppKit\nstruct Sidebar: View { var body: some View { Text(\"Sidebar\") } }\n"),
        ]
        let (imported, _, _) = try project(files)
        #expect(Set(imported.screens.map(\.name)) == ["Home", "Lap", "Faces"])
        let notes = imported.notes.map(\.message).filter { $0.hasPrefix("written for") }
        #expect(notes.count == 5, "\(notes)")
        #expect(notes.contains { $0.contains("watchOS") && $0.contains("`WatchApp`") })
        #expect(notes.contains { $0.contains("imports ClockKit") })
        #expect(notes.contains { $0.contains("macOS") && $0.contains("imports AppKit") })
        // Building for the watch audits the watch's views (and no longer the Mac's).
        let (watch, _, _) = try project(files, configuration: BuildConfiguration(platform: "watchOS"))
        #expect(Set(watch.screens.map(\.name)) == ["Home", "Lap", "Faces", "Glance", "Order", "Ring", "Complication preview"])
    }

    @Test func aRowTheImporterCannotReadIsNotReplacedByAnotherTargetsViewOfItsName() throws {
        // The iPhone target's row conforms to a library protocol that refines View (its body is `body(props:)`); the TV
        // target declares a stub of the same name. Swift resolves the preview's `Row` to the row in its own file.
        let files = [
            (
                "Phone/Rows/Row.swift",
                "import SwiftUI\nstruct Row: ConnectedView {\n    func body(props: Props) -> some View { Text(\"Phone row\") }\n}\n"
                    + "struct Row_Previews: PreviewProvider {\n    static var previews: some View { List { Row() } }\n}\n"
            ),
            ("TV/Row.swift", "import SwiftUI\nstruct Row: View {\n    var body: some View { Text(\"TV stub\") }\n}\n"),
        ]
        let (imported, _, _) = try project(files)
        let preview = try #require(imported.screens.first { $0.name == "Row_Previews" })
        #expect(!"\(preview.spec)".contains("TV stub"), "the preview audits the other target's view")
    }

    @Test func aWatchViewTheIPhoneAppShowsIsAPictureOfTheWatch() throws {
        // The iPhone app's complication editor draws the watch target's complication view, at the watch's fixed sizes.
        let files = [
            (
                "App/Settings/AppleWatch/Editor.swift",
                "import SwiftUI\nstruct Editor: View {\n    var body: some View { VStack { Text(\"Edit\"); Corner() } }\n}\n#Preview { Editor() }\n"
            ),
            (
                "WatchComplications/Corner.swift",
                "import SwiftUI\nstruct Corner: View {\n    var body: some View { Text(\"72°\").font(.system(size: 9)) }\n}\n"
            ),
        ]
        let (imported, _, _) = try project(files)
        let editor = try #require(imported.screens.first { $0.name == "Editor preview" })
        let dump = "\(editor.spec)"
        #expect(dump.contains("72°") && dump.contains("otherPlatform"), "the watch view is drawn, marked as another platform's")
    }

    @Test func aRowThatAConnectedViewShowsIsAComponentInItsPreview() throws {
        // `struct Detail: ConnectedView` gets its `body` from a library's protocol extension and writes `body(props:)`:
        // the views it shows are used by it, so a row's preview shows a component, not a screen of its own (whether
        // the row scrolls is its container's concern).
        let files = [
            (
                "App/Detail.swift",
                "import SwiftUI\nstruct Detail: ConnectedView {\n    func body(props: Props) -> some View { List { BioRow(text: props.bio) } }\n}\n"
            ),
            (
                "App/BioRow.swift",
                "import SwiftUI\nstruct BioRow: View {\n    let text: String\n    var body: some View { Text(text) }\n}\n"
                    + "struct BioRow_Previews: PreviewProvider {\n    static var previews: some View { BioRow(text: \"Bio\") }\n}\n"
            ),
        ]
        let (imported, _, _) = try project(files)
        let preview = try #require(imported.screens.first { $0.name == "BioRow_Previews" })
        #expect(preview.component == "shown inside Detail", "\(String(describing: preview.component))")
    }

    @Test func aForEachOverAnEnumsCasesDecidesEachRowsConditionForItsCase() throws {
        // `ForEach(Menu.allCases)`: one row per case, in declaration order (Swift synthesizes `allCases` for an enum
        // without associated values), and `if menu == .genres` is decided per row, not as a variant of the screen.
        let files = [
            (
                "App/Home.swift",
                """
                import SwiftUI
                enum Menu: String { case popular, genres, upcoming }
                extension Menu: CaseIterable {}
                struct Home: View {
                    var body: some View {
                        VStack {
                            ForEach(Menu.allCases, id: \\.self) { menu in
                                if menu == .genres { Text("All genres") } else { Text("Top movies") }
                            }
                        }
                    }
                }
                #Preview { Home() }

                """
            )
        ]
        let (imported, screens, _) = try project(files)
        #expect(imported.screens.map(\.name) == ["Home preview"], "no variant: each row's condition is known")
        let screen = try #require(screens.first)
        let texts = solvedTexts(screen, .large).map(\.string)
        #expect(texts == ["Top movies", "All genres", "Top movies"], "\(texts)")
    }

    @Test func anEnumCasesRawValueIsTheOneItsEnumWrites() throws {
        // Swift: a `String` enum's case has the raw value written after `=`, else its own name.
        let files = [
            (
                "App/Topics.swift",
                """
                import SwiftUI
                enum Topic: String, CaseIterable { case advancedSwift = "Advanced Swift", testing }
                struct Topics: View {
                    var body: some View { VStack { ForEach(Topic.allCases, id: \\.self) { topic in Text(topic.rawValue) } } }
                }
                #Preview { Topics() }

                """
            )
        ]
        let (_, screens, _) = try project(files)
        let texts = solvedTexts(try #require(screens.first), .large).map(\.string)
        #expect(texts == ["Advanced Swift", "testing"], "\(texts)")
    }

    @Test func aFolderAboveTheProjectDoesNotMakeItAWatchApp() throws {
        // The folder the user gives is the project; only the folders inside it say what a file is for.
        let dir = try TemporaryDirectory()
        let inner = dir.url.appendingPathComponent("WatchTower/App")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try "import SwiftUI\nstruct Home: View { var body: some View { Text(\"Home\") } }\n".write(
            to: inner.appendingPathComponent("Home.swift"), atomically: true, encoding: .utf8)
        let imported = try SwiftSourceImporter.importFiles([inner.path])
        #expect(imported.screens.map(\.name) == ["Home"])
    }

    /// A design system's modifier that scales a system font itself with `UIFontMetrics`, reading the environment's size
    /// category, and stops it at a category (the shape of several apps' `font(style:maxSizeCategory:)` helpers).
    static let scalingModifier = """
        import SwiftUI
        import UIKit

        extension View {
            func themedFont(_ textStyle: Font.TextStyle, weight: Font.Weight = .regular, upTo ceilingCategory: UIContentSizeCategory = .extraExtraLarge) -> some View {
                modifier(ThemedFont(textStyle: textStyle, weight: weight, ceilingCategory: ceilingCategory))
            }
        }

        private struct ThemedFont: ViewModifier {
            @Environment(\\.sizeCategory) var sizeCategory
            var textStyle: Font.TextStyle
            var weight: Font.Weight
            var ceilingCategory: UIContentSizeCategory

            func body(content: Content) -> some View {
                let metrics = UIFontMetrics(forTextStyle: textStyle.uiTextStyle)
                let start = UIFont.preferredFont(forTextStyle: textStyle.uiTextStyle).pointSize
                let ceiling = metrics.scaledValue(for: start, compatibleWith: UITraitCollection(preferredContentSizeCategory: ceilingCategory))
                let current = metrics.scaledValue(for: start, compatibleWith: UITraitCollection(preferredContentSizeCategory: sizeCategory.uiKit))
                return content.font(.system(size: min(ceiling, current), weight: weight))
            }
        }

        struct EpisodeRow: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Text("Published yesterday").themedFont(.footnote)
                    Text("Forty minutes").font(.system(size: 12))
                }
            }
        }
        """

    @Test func aFontTheCodeScalesWithUIFontMetricsFollowsDynamicTypeUpToItsCeiling() throws {
        let (_, screens, _) = try project([("Theme.swift", Self.scalingModifier)])
        let screen = try #require(screens.first)
        func size(_ text: String, _ category: ContentSizeCategory) -> Double? {
            solvedTexts(screen, category).first { $0.string == text }.map { Double($0.fontSize) }
        }
        // Footnote in Apple's table: 13 pt at Large, 15 at xLarge, 17 at xxLarge; the code stops it at xxLarge.
        #expect(size("Published yesterday", .large) == 13)
        #expect(size("Published yesterday", .extraLarge) == 15)
        #expect(size("Published yesterday", .accessibilityExtraLarge) == 17)
        #expect(solvedTexts(screen, .large).first { $0.string == "Published yesterday" }?.scales == true)
        // A `.system(size:)` the code does not scale stays fixed.
        #expect(size("Forty minutes", .accessibilityExtraLarge) == 12)
        #expect(solvedTexts(screen, .large).first { $0.string == "Forty minutes" }?.scales == false)
    }

    @Test func previewsThatShowAPartOfTheAppAreComponents() throws {
        // A row previewed alone, whose screen is a view with a protocol-given body; a message previewed in a frame of the
        // preview's own size; a button only a toolbar shows (the system draws it in the bar).
        let (imported, _, _) = try project([
            (
                "Connected.swift",
                """
                import SwiftUI
                protocol StoreView: View {
                    associatedtype Props
                    func body(props: Props) -> Body
                }
                extension StoreView {
                    var body: some View { body(props: 0 as! Props) }
                }
                struct PersonDetail: StoreView {
                    func body(props: Int) -> some View {
                        List { BiographyRow(text: "A life") }
                            .toolbar { ShareItem() }
                    }
                }
                struct BiographyRow: View {
                    let text: String
                    var body: some View { VStack { Text("Biography"); Text(text) } }
                }
                struct ShareItem: View {
                    var body: some View { Button { } label: { Image(systemName: "square.and.arrow.up") } }
                }
                struct Message: View {
                    var body: some View { Text("There is nothing to see").font(.title2) }
                }
                struct BiographyRow_Previews: PreviewProvider {
                    static var previews: some View { BiographyRow(text: "A life") }
                }
                #Preview("Person") { PersonDetail() }
                #Preview("Message") { Message().frame(width: 250, height: 200) }
                #Preview("Padded") { Message().frame(width: 500, height: 100).padding().previewLayout(.sizeThatFits) }
                #Preview("Stretched") { Color.red.frame(minWidth: .infinity, minHeight: .infinity) }
                """
            )
        ])
        let byName = Dictionary(uniqueKeysWithValues: imported.screens.map { ($0.name, $0) })
        #expect(byName["BiographyRow_Previews"]?.component != nil, "\(byName.keys.sorted())")
        #expect(byName["Message"]?.component == "a preview in a frame of its own")
        // The canvas's margin after the frame is the preview's too: no 500 pt frame is laid out on a 320 pt iPhone.
        #expect(byName["Padded"]?.component != nil)
        let padded = try #require(imported.screens.first { $0.name == "Padded" })
        #expect(!SpecWriter.yaml(imported.document(of: [padded])).contains("width: 500"))
        #expect(byName["ShareItem"] == nil, "\(byName.keys.sorted())")
        #expect(imported.notes.contains { $0.message.contains("`ShareItem` is shown only in a toolbar") })
        // SwiftUI ignores a minimum size that is not finite ("invalid frame dimension"): nothing infinite is laid out.
        let stretched = try #require(byName["Stretched"])
        #expect(!imported.yaml().contains("minHeight: infinity") && !imported.yaml().contains("minWidth: infinity"))
        #expect(stretched.notes.contains { $0.message.contains("frame minHeight") })
    }

    @Test func eachViewOfAModifiedGroupInAPreviewIsItsOwnPreview() throws {
        // Xcode's canvas shows each view of a preview's top-level `Group` on its own; the group's modifiers apply to each.
        // Stacked into one screen, three demos outgrew the screen with nothing to scroll.
        let source = """
            import SwiftUI
            struct Banner: View {
                var body: some View { Text("Saved") }
            }
            #Preview {
                Group {
                    Text("First demo").font(.title)
                    Banner()
                    VStack { Text("Third demo") }
                }
                .padding()
            }
            """
        let (imported, screens, _) = try project([("Banner.swift", source)])
        #expect(screens.count == 3, "\(screens.map(\.name))")
        let texts = screens.map { screen in solvedTexts(screen, .large).map(\.string) }
        #expect(texts == [["First demo"], ["Saved"], ["Third demo"]])
        // The group's padding reaches each child: 16 pt on every side, SwiftUI's default padding.
        let first = try #require(screens.first)
        let solved = LayoutSolver.solve(first, context: LayoutContext(category: .large, viewport: .width(393)), resources: Self.resources)
        let text = try #require(solved.allNodes.first { $0.text != nil })
        let padded = try #require(solved.allNodes.first { $0.kind != text.kind })
        #expect(abs(padded.frame.width - text.frame.width - 32) < 0.01 && abs(padded.frame.height - text.frame.height - 32) < 0.01)
        #expect(
            imported.screens.map(\.source.line) == [
                try line(of: "#Preview", in: source), try line(of: "Banner()", in: source), try line(of: "VStack {", in: source),
            ])
    }

    @Test func tvFoldersAreAnotherPlatformAndAWidgetExtensionsViewsAreComponents() throws {
        let files = [
            (
                "App/Settings/Widgets/WidgetSettings.swift",
                "import SwiftUI\nimport WidgetKit\nstruct WidgetSettings: View { var body: some View { Text(\"Widgets\") } }\n"
            ),
            ("Extensions/Widgets/Energy/EnergyGauge.swift", "import SwiftUI\nstruct EnergyGauge: View { var body: some View { Text(\"kWh\") } }\n"),
            ("WidgetExtension/UpNext.swift", "import SwiftUI\nimport WidgetKit\nstruct UpNext: View { var body: some View { Text(\"Up next\") } }\n"),
            ("tvOSCaseStudies/Focus.swift", "import SwiftUI\nstruct Focus: View { var body: some View { Text(\"Focus\") } }\n"),
            ("MovieSwiftTV/views/Shelf.swift", "import SwiftUI\nstruct Shelf: View { var body: some View { Text(\"Shelf\") } }\n"),
            ("HDTVGuide/Guide.swift", "import SwiftUI\nstruct Guide: View { var body: some View { Text(\"Guide\") } }\n"),
            ("HDTV/Channel.swift", "import SwiftUI\nstruct Channel: View { var body: some View { Text(\"Channel\") } }\n"),
            ("BrowserUITV/Home.swift", "import SwiftUI\nstruct Home: View { var body: some View { Text(\"Home\") } }\n"),
            // A Mac target's folder beside the iOS one: its views import only SwiftUI, and the Xcode project builds them
            // for the Mac alone.
            ("macOS/UserSettings.swift", "import SwiftUI\nstruct UserSettings: View { var body: some View { Text(\"Account\") } }\n"),
            ("Views/macOS/Sidebar.swift", "import SwiftUI\nstruct Sidebar: View { var body: some View { Text(\"Sidebar\") } }\n"),
            ("Macros/Badge.swift", "import SwiftUI\nstruct Badge: View { var body: some View { Text(\"New\") } }\n"),
            // A test target's file: a fake status bar drawn for App Store screenshots, which no app shows.
            (
                "App/UnitTests/ScreenshotTests.swift",
                "import SwiftUI\nimport XCTest\nstruct FakeStatusBar: View { var body: some View { Text(\"9:41\").font(.system(size: 15)) } }\n"
            ),
        ]
        let (imported, _, _) = try project(files)
        // A widget extension is built for iOS: its views are audited, as parts of a widget (components), not screens.
        #expect(
            imported.screens.map(\.name).sorted() == ["Badge", "Channel", "EnergyGauge", "Guide", "UpNext", "WidgetSettings"],
            "a folder named or starting HDTV is not a TV target; one whose capitals end in TV after a word is")
        #expect(imported.screens.filter { $0.component != nil }.map(\.name).sorted() == ["EnergyGauge", "UpNext"])
        let notes = imported.notes.map(\.message).filter { $0.hasPrefix("written for") }
        #expect(!notes.contains { $0.contains("widgets") }, "\(notes)")
        #expect(notes.contains { $0.contains("tvOS") && $0.contains("`tvOSCaseStudies`") })
        #expect(notes.contains { $0.contains("tvOS") && $0.contains("`MovieSwiftTV`") })
        #expect(notes.contains { $0.contains("tvOS") && $0.contains("`BrowserUITV`") })
        #expect(notes.contains { $0.contains("macOS") && $0.contains("`macOS`") })
        #expect(imported.notes.contains { $0.message.hasPrefix("test code (it imports XCTest)") }, "\(imported.notes.map(\.message))")
    }

    @Test func aHarnessDeclaredTwiceInTwoFilesIsStillPreviewCode() throws {
        // A stale copy of a file keeps its own `TestValueContainer`: each declaration writes the name, and neither is a
        // use of the other. Both harnesses are used only by previews, so the button in them is preview code.
        func file(_ title: String) -> String {
            """
            import SwiftUI
            struct ValueTitle\(title): View { let value: Double; var body: some View { Text("\\(value)") } }
            struct Value\(title)_Previews: PreviewProvider { static var previews: some View { TestValueContainer(value: 0) } }
            struct TestValueContainer: View {
                @State var value: Double
                var body: some View { VStack { ValueTitle\(title)(value: value); Button("omsn") { value = 2 } } }
            }
            """
        }
        let (_, screens, _) = try project([("Charts/ValueTitle.swift", file("A")), ("Components/ValueTitle.swift", file("B"))])
        var buttons: [Set<GuessKind>] = []
        for screen in screens { screen.root.forEachNode { if case .button = $0.kind { buttons.append($0.guesses) } } }
        #expect(!buttons.isEmpty && buttons.allSatisfy { $0.contains(.preview) }, "\(buttons)")
    }

    @Test func eachFileFindsItsOwnPrivateConstantFirst() throws {
        // Swift resolves a `private let` in the file that declares it: two files' `readMe`s are two texts.
        let files = [
            ("A.swift", "import SwiftUI\nprivate let readMe = \"Alpha\"\nstruct AView: View { var body: some View { Text(readMe) } }\n"),
            ("B.swift", "import SwiftUI\nprivate let readMe = \"Beta\"\nstruct BView: View { var body: some View { Text(readMe) } }\n"),
        ]
        let (_, screens, _) = try project(files)
        #expect(screens.map { solvedTexts($0, .large).map(\.string) } == [["Alpha"], ["Beta"]])
    }

    @Test func formatsAndMarkdownShowWhatTheUserReads() throws {
        // String(format:) fills its specifiers in order or by position (Foundation's printf rules); a LocalizedStringKey
        // literal and AttributedString(markdown:) draw inline Markdown (a link shows its text); Text(verbatim:) shows it
        // as written.
        let source = """
            import SwiftUI
            struct Footer: View {
                let count = 3
                var body: some View {
                    VStack {
                        Text(String(format: "%d of %d new, %.1f%%", count, 12, 2.5))
                        Text(String(format: "%2$@, %1$@", "Ada", "Lovelace"))
                        Text("Read our [Privacy Policy](https://example.com/a/very/long/address) and **terms**")
                        Text(verbatim: "**as written**")
                        Text((try? AttributedString(markdown: "Tap _here_ or `there`")) ?? AttributedString("x"))
                        Text("Keys like snake_case_name and 2 * 3 stay")
                    }
                }
            }
            """
        let (_, screens, _) = try project([("Footer.swift", source)])
        let texts = solvedTexts(try #require(screens.first), .large).map(\.string)
        #expect(
            texts == [
                "3 of 12 new, 2.5%", "Lovelace, Ada", "Read our Privacy Policy and terms", "**as written**", "Tap here or there",
                "Keys like snake_case_name and 2 * 3 stay",
            ])
    }

    @Test func aSizeWrittenAsDotInitIsRead() throws {
        // `let size: CGSize = .init(width: 16, height: 16)`: Swift infers CGSize from the annotation; its width is 16.
        let source = """
            import SwiftUI
            struct Close: View {
                private let size: CGSize = .init(width: 16, height: 16)
                var body: some View {
                    Image(systemName: "xmark").resizable().frame(width: size.width, height: size.height)
                }
            }
            """
        let (imported, screens, _) = try project([("Close.swift", source)])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
        let solved = LayoutSolver.solve(
            try #require(screens.first), context: LayoutContext(category: .accessibilityExtraExtraExtraLarge, viewport: .width(393)),
            resources: Self.resources)
        let image = try #require(solved.allNodes.first { $0.imageName == "xmark" })
        #expect(image.frame.width == 16 && image.frame.height == 16, "a resizable symbol takes its frame's size at every text size")
    }

    @Test func aSizeAnEnumCaseGivesBySwitchingOnSelfIsRead() throws {
        // A design system's sizes: `size.height()` and `size.width` switch on the case; Swift returns the case's value.
        let source = """
            import SwiftUI
            enum PosterSize {
                case small, big
                var width: CGFloat {
                    switch self {
                    case .small: return 53
                    case .big: return 250
                    }
                }
                func height() -> CGFloat {
                    switch self {
                    case .small: 80
                    default: 375
                    }
                }
            }
            struct Poster: View {
                let size: PosterSize = .big
                var body: some View {
                    Text("Poster").frame(width: size.width, height: size.height())
                }
            }
            """
        let (imported, screens, _) = try project([("Poster.swift", source)])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
        let solved = LayoutSolver.solve(
            try #require(screens.first), context: LayoutContext(category: .large, viewport: .width(393)), resources: Self.resources)
        let root = try #require(solved.allNodes.first)
        #expect(root.frame.width == 250 && root.frame.height == 375, "\(root.frame)")
    }

    @Test func aSectionBehindAnIfOrAPropertyIsStillASection() throws {
        // SwiftUI's List makes a section of every Section in its content, however it got there (an `if`, a computed
        // property, a ForEach): its header is a header, not a row.
        let source = """
            import SwiftUI
            struct Search: View {
                let recent = ["One"]
                var body: some View {
                    List {
                        if !recent.isEmpty {
                            history
                        }
                        ForEach(["A", "B"], id: \\.self) { name in
                            Section(name) { Text("Item") }
                        }
                    }
                }
                var history: some View {
                    Section {
                        Text("Row")
                    } header: {
                        HStack { Text("Recently searched"); Spacer(); Button("Clear") { } }
                    }
                }
            }
            """
        let (imported, _, _) = try project([("Search.swift", source)])
        let yaml = SpecWriter.yaml(imported.document())
        #expect(yaml.components(separatedBy: "- header:").count - 1 == 3, "\(yaml)")
    }

    @Test func aLengthFromAClosureCalledInPlaceIsRead() throws {
        // `.padding(.vertical, { if #available(iOS 26, *) { 0 } else { 8 } }())`: Swift 5.9's `if` expression in a
        // closure called where it is written; the audit assumes a current iOS, so the first branch is taken.
        let source = """
            import SwiftUI
            struct Row: View {
                var body: some View {
                    Text("Title")
                        .padding(.vertical, {
                            if #available(iOS 26.0, *) {
                                6
                            } else {
                                2
                            }
                        }())
                }
            }
            """
        let (imported, screens, _) = try project([("Row.swift", source)])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
        let solved = LayoutSolver.solve(
            try #require(screens.first), context: LayoutContext(category: .large, viewport: .width(393)), resources: Self.resources)
        let root = try #require(solved.allNodes.first)
        let text = try #require(solved.allNodes.first { $0.text != nil })
        #expect(root.frame.height == text.frame.height + 12, "6 pt above and below the text")
    }

    @Test func aStaticBuiltByAClosureGivesThePreviewItsData() throws {
        // A preview's sample object made in a closure called in place (Swift runs it once, in order): the object is
        // made, a property set, and the object returned. The row shows both texts, written in the code, so neither is a guess; without the closure's
        // statements the excerpt would be unknown (no second text at all, or a sample).
        let source = """
            import SwiftUI
            final class Hit {
                let title: String
                var excerpt: String?
                init?(title: String) { self.title = title }
            }
            struct HitRow: View {
                let hit: Hit
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(hit.title)
                        if let excerpt = hit.excerpt { Text(excerpt).font(.caption) }
                    }
                }
            }
            struct HitRow_Previews: PreviewProvider {
                static let hit: Hit = {
                    let made = Hit(title: "Typewriters")!
                    made.excerpt = "A machine for typing characters one at a time."
                    var unused = 3
                    unused = 4
                    return made
                }()
                static var previews: some View { HitRow(hit: HitRow_Previews.hit) }
            }
            struct HitCell: View {
                private let excerpt: String?
                init(hit: Hit) { excerpt = hit.excerpt }
                var body: some View {
                    if let excerpt {
                        Text(AttributedString(excerpt).settingAttributes(AttributeContainer([.foregroundColor: Color.primary])))
                    }
                }
            }
            #Preview("Cell") { HitCell(hit: HitRow_Previews.hit) }
            """
        let (imported, _, _) = try project([("Row.swift", source)])
        let yaml = SpecWriter.yaml(imported.document())
        #expect(yaml.contains("text: \"Typewriters\""), "\(yaml)")
        #expect(yaml.contains("text: \"A machine for typing characters one at a time.\""), "\(yaml)")
        #expect(!yaml.contains("guessed"), "\(yaml)")
        // The cell copies the excerpt in its initializer and sets an attribute on it (the characters are the same).
        let cell = try #require(imported.screens.first { $0.name == "Cell" })
        #expect(SpecWriter.yaml(imported.document(of: [cell])).contains("text: \"A machine for typing characters one at a time.\""))
    }

    @Test func localizedStringsJoinedWithPlusAreGuessedText() throws {
        // Each `NSLocalizedString` shows its own translation; the catalogs have no entry for the joined keys, so the
        // joined text ("NOTE_KEY MORE_KEY") is not what the app shows: it is marked as guessed. A literal joined to a
        // value is text from the code.
        let source = """
            import SwiftUI
            struct Note: View {
                let name = "Ada"
                var body: some View {
                    VStack {
                        Text(NSLocalizedString("NOTE_KEY", comment: "") + " " + NSLocalizedString("MORE_KEY", comment: ""))
                        Text("Hello " + name)
                    }
                }
            }
            """
        let (imported, _, _) = try project([("Note.swift", source)])
        let yaml = SpecWriter.yaml(imported.document())
        #expect(yaml.contains("text: \"NOTE_KEY MORE_KEY\""), "\(yaml)")
        #expect(yaml.components(separatedBy: "- text\n").count - 1 == 1, "only the joined keys are guessed: \(yaml)")
        #expect(yaml.contains("text: \"Hello Ada\""), "\(yaml)")
    }

    @Test func aViewLaidOutInABranchNotTranslatedIsAComponentOfItsUser() throws {
        // `Details` is laid out inside Root's ScrollView, in a branch the import never takes (the state is never
        // .started here); audited alone it is a part of Root, which decides whether it scrolls. `Share` is what a
        // sheet presents: a screen of its own, so whether its content needs scrolling is its own concern.
        let source = """
            import SwiftUI
            struct Root: View {
                let started = false
                @State private var sharing = false
                var body: some View {
                    ScrollView {
                        if started { Details() } else { Text("Not started") }
                    }
                    .sheet(isPresented: $sharing) { Share() }
                }
            }
            struct Details: View {
                var body: some View { VStack { Text("Address"); Text("Share this address") } }
            }
            struct Share: View {
                var body: some View { Text("Share") }
            }
            """
        let (imported, _, _) = try project([("Root.swift", source)])
        let byName = Dictionary(uniqueKeysWithValues: imported.screens.map { ($0.name, $0) })
        #expect(byName["Details"]?.component == "shown inside Root", "\(byName.mapValues(\.component))")
        #expect(byName["Share"] != nil && byName["Share"]?.component == nil, "\(byName.mapValues(\.component))")
    }

    @Test func aViewMadeOnlyInCodeAnIPhoneBuildLeavesOutIsNotMadeThere() throws {
        // `Split` is made only in the app's Mac Catalyst `body` (`#if targetEnvironment(macCatalyst)`): an iPhone build
        // never compiles it, so the view is one no code of the iPhone app makes (its findings are information), as if it
        // were never named. `Tabs`, made in the `body` an iPhone compiles, is the app's screen.
        let source = """
            import SwiftUI
            @main struct MovieApp: App {
                #if targetEnvironment(macCatalyst)
                var body: some Scene { WindowGroup { Split() } }
                #else
                var body: some Scene { WindowGroup { Tabs() } }
                #endif
            }
            struct Split: View {
                var body: some View { Text("Menu") }
            }
            struct Tabs: View {
                var body: some View { Text("Tabs") }
            }
            """
        let (imported, _, _) = try project([("MovieApp.swift", source)])
        let byName = Dictionary(uniqueKeysWithValues: imported.screens.map { ($0.name, $0) })
        #expect(byName["Split"]?.component == ComponentRemark.notMade, "\(byName.mapValues(\.component))")
        #expect(byName["Tabs"] != nil && byName["Tabs"]?.component == nil, "\(byName.mapValues(\.component))")
    }

    @Test func aPreviewOfAViewItsUserShowsAsAFormsRowIsThatRow() throws {
        // `RestoreButton` is the only content of a section of the account form; its preview shows it alone. Audited as
        // the app shows it, it is a row of that form, whose whole height (at least 44 pt) takes the tap (SwiftUI's
        // List and Form rows), not a 17 pt text on a bare screen. A preview of a view the app shows inside a stack is
        // that view as written.
        let source = """
            import SwiftUI
            struct Account: View {
                var body: some View {
                    Form {
                        Section("Plan") { Text("Free") }
                        Section { RestoreButton() }
                        VStack { Badge() }
                    }
                }
            }
            struct RestoreButton: View {
                var body: some View { Button("Restore Purchases") {} }
            }
            struct Badge: View {
                var body: some View { Button("New") {}.font(.caption2) }
            }
            #Preview { RestoreButton() }
            #Preview("Badge") { Badge() }
            """
        let (imported, screens, _) = try project([("Account.swift", source)])
        let previews = imported.screens.filter { $0.origin == "preview" }
        #expect(previews.count == 2, "\(imported.screens.map(\.name))")
        func touchTargets(_ name: String) throws -> Int {
            let screen = try #require(screens.first { $0.name == name }, "\(screens.map(\.name))")
            let solved = LayoutSolver.solve(screen, context: LayoutContext(category: .large, viewport: .width(393)), resources: Self.resources)
            return solved.diagnostics.filter { $0.rule == .touchTargetTooSmall }.count
        }
        let restore = try #require(previews.first { $0.name != "Badge" })
        #expect(SpecWriter.yaml(restore.spec).contains("list:"), "\(SpecWriter.yaml(restore.spec))")
        #expect(try touchTargets(restore.name) == 0)
        #expect(try touchTargets("Badge") == 1)
    }

    @Test func aViewShownAsAFormsRowsInABranchNotTranslatedIsAuditedAsRows() throws {
        // `Levels` is handed to a form's section (through the app's own `Panel`, whose body is a `Section`, and the
        // view's `content`, which an iPhone build shows in a `Form` and only a Mac's in a scroll view) in a branch the
        // import never takes: audited alone, its top-level views are that list's rows, and its default-style
        // button is a row of its own, which iOS makes at least 44 pt tall and hit-tests whole (SwiftUI's List and Form
        // rows). `Summary` is inside a stack in a row, `Caption` is a section's header, and `Banner` is in a section of
        // a lazy stack (its pinned group, not a list): none is made of rows. `Experimental` has a form of its own: it
        // is that form, not rows of another. `Header` is a row given margins of its own at the call site, which the view
        // alone cannot show: it stays the view as written.
        let source = """
            import SwiftUI
            struct Filters: View {
                let advanced = false
                var body: some View {
                    #if os(macOS)
                    ScrollView { content }
                    #else
                    Form { content }
                    #endif
                }
                @ViewBuilder private var content: some View {
                    if advanced { levels } else { Text("Basic") }
                    if advanced { VStack { Summary() } }
                    if advanced { Section { Text("A") } header: { Caption() } }
                    if advanced, Experimental.isEnabled { Experimental() }
                    if advanced { Header().listRowInsets(EdgeInsets()) }
                }
                private var levels: some View {
                    Panel(title: "Levels") { Levels() }
                }
            }
            struct Panel<Content: View>: View {
                let title: String
                @ViewBuilder let content: () -> Content
                var body: some View {
                    Section(content: content, header: { Text(title) })
                }
            }
            struct Levels: View {
                @State private var all = false
                var body: some View {
                    ForEach(["Debug", "Info", "Error"], id: \\.self) { Text($0) }
                    Button(all ? "Deselect All" : "Select All") { all.toggle() }
                }
            }
            struct Summary: View {
                var body: some View { Button("Edit") {} }
            }
            struct Caption: View {
                var body: some View { Text("Filters").font(.caption) }
            }
            struct Header: View {
                var body: some View { Text("Profile") }
            }
            struct Experimental: View {
                static let isEnabled = true
                var body: some View {
                    Form { Toggle("Auto switch", isOn: .constant(true)) }
                }
            }
            struct Feed: View {
                let guest = false
                var body: some View {
                    ScrollView { LazyVStack { Section { if guest { Banner() } } } }
                }
            }
            struct Banner: View {
                var body: some View { Text("Welcome") }
            }
            """
        let (imported, screens, _) = try project([("Filters.swift", source)])
        let byName = Dictionary(uniqueKeysWithValues: imported.screens.map { ($0.name, $0) })
        #expect(byName["Levels"]?.component == "shown inside Filters", "\(byName.mapValues(\.component))")
        let levels = SpecWriter.yaml(try #require(byName["Levels"]).spec)
        #expect(levels.contains("list:"), "\(levels)")
        for name in ["Summary", "Caption", "Banner", "Header"] {
            let yaml = SpecWriter.yaml(try #require(byName[name], "\(byName.keys.sorted())").spec)
            #expect(!yaml.contains("list:"), "\(name): \(yaml)")
        }
        let experimental = SpecWriter.yaml(try #require(byName["Experimental"], "\(byName.keys.sorted())").spec)
        #expect(experimental.components(separatedBy: "list:").count == 2, "one list, its own: \(experimental)")
        func touchTargets(_ name: String) throws -> Int {
            let screen = try #require(screens.first { $0.name == name })
            let solved = LayoutSolver.solve(screen, context: LayoutContext(category: .large, viewport: .width(393)), resources: Self.resources)
            return solved.diagnostics.filter { $0.rule == .touchTargetTooSmall }.count
        }
        #expect(try touchTargets("Levels") == 0)
        #expect(try touchTargets("Summary") == 1)
    }

    @Test func aLayerOfUnknownSizeInAFixedFrameChangesNothing() throws {
        // A ZStack proposes its size to every layer and sizes itself from them; framed at 80 × 80 pt, its size is the
        // frame's whatever a UIKit layer inside wants, and layers do not share space: the screen's layout is known.
        // The same layer in an unframed ZStack decides the stack's size, which the note says.
        let source = """
            import SwiftUI
            import UIKit
            struct Spinner: UIViewRepresentable {
                func makeUIView(context: Context) -> UIView { UIView() }
                func updateUIView(_ view: UIView, context: Context) {}
            }
            struct Framed: View {
                var body: some View {
                    VStack {
                        ZStack { Image(systemName: "house"); Spinner().opacity(0.5) }
                            .frame(width: 80, height: 80)
                        Text("Loading")
                    }
                }
            }
            struct Loose: View {
                var body: some View { VStack { ZStack { Spinner() }; Text("Loading") } }
            }
            """
        let (imported, _, _) = try project([("Spinner.swift", source)])
        let affected = Dictionary(uniqueKeysWithValues: imported.screens.map { ($0.name, $0.notesAffectingLayout) })
        #expect(affected == ["Framed": 0, "Loose": 1], "\(imported.screens.map { ($0.name, $0.notes.map(\.message)) })")
    }

    @Test func aFormatFromACatalogOrOfUnknownDataIsASample() throws {
        // The catalog gives the format's text, which the audit would show with its %@ unfilled; data behind `?? ""` is
        // what the row usually shows, not the empty fallback: both are marked as guessed text.
        let source = """
            import SwiftUI
            struct Row: View {
                let date: Date
                let placeholder: String?
                var body: some View {
                    VStack {
                        Text(String(format: NSLocalizedString("LAST_UPDATED_%@", comment: ""), date.formatted()))
                        TextField(placeholder ?? "", text: .constant(""))
                    }
                }
            }
            """
        let (imported, _, _) = try project([("Row.swift", source)])
        let yaml = SpecWriter.yaml(imported.document())
        #expect(yaml.contains("textField: \"Sample placeholder\""), "\(yaml)")
        #expect(yaml.components(separatedBy: "- text\n").count - 1 == 2, "both texts are guessed: \(yaml)")
    }
}
