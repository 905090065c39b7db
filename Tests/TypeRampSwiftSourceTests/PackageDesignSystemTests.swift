import Foundation
import Testing
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampTestSupport

@testable import TypeRampSwiftSource

/// Idioms of a design system shipped as a Swift package (rows whose trailing content is an enum with associated
/// values, icons as a `String` enum with a `view` property, a header's insets as a labelled tuple, rows that draw less
/// when disabled), written by hand in the shapes found in one such package, never its code; and the package read as a
/// dependency of the app (`--dependency`). Expected values follow Swift's rules (which `switch self` case runs, what
/// `rawValue` is, which labels a tuple's declared type gives) and SwiftUI's documentation of `isEnabled` and
/// `disabled(_:)`.
@Suite struct PackageDesignSystemTests {
    func imported(_ source: String) throws -> (SwiftImport, [Screen]) {
        let imported = SwiftSourceImporter.importSource(source, file: "Kit.swift")
        return (imported, try LayoutDocument.decode(imported.document(), file: "Kit.swift").screens)
    }

    static let rows = """
        import SwiftUI
        struct Chevron: View { var body: some View { Image(systemName: "chevron.right") } }
        public struct FormRow: View {
            @Environment(\\.isEnabled) private var isEnabled
            private let title: String
            private let trailing: Trailing
            public init(title: String, trailing: Trailing) {
                self.title = title
                self.trailing = trailing
            }
            public var body: some View {
                HStack(spacing: 12) {
                    Text(title)
                    trailing.makeView(isEnabled: isEnabled)
                }
            }
        }
        public extension FormRow {
            enum Trailing {
                case toggle(Binding<Bool>)
                case textWithChevron(String)
                case textWithBadge(String, Int)
                @ViewBuilder
                func makeView(isEnabled: Bool) -> some View {
                    switch self {
                    case let .toggle(isOn):
                        Toggle("", isOn: isOn)
                    case let .textWithChevron(text):
                        HStack {
                            Text(text)
                            if isEnabled { Chevron() }
                        }
                    case let .textWithBadge(text, count):
                        HStack {
                            Text(text)
                            if count > 0 { Text("\\(count)") }
                        }
                    }
                }
            }
        }
        public struct ListRow: View {
            private let trailing: Trailing
            public init(trailing: Trailing) { self.trailing = trailing }
            public var body: some View { trailing.makeView(isEnabled: true) }
        }
        public extension ListRow {
            enum Trailing {
                case textWithChevron(String)
                func makeView(isEnabled: Bool) -> some View { Text("list row") }
            }
        }
        """

    @Test func anEnumsMethodRunsTheCaseTheCallSiteGaveWithItsAssociatedValues() throws {
        // `.textWithChevron("56 friends")` bound to `trailing`: `switch self` takes that case and binds `text`; SwiftUI's
        // `isEnabled` is true in a preview, so the chevron is drawn. `ListRow.Trailing` has a method of the same name
        // and a case of the same name: the one of `FormRow.Trailing`, the type `trailing` is declared with, runs.
        let (imported, screens) = try imported(
            Self.rows + """

                #Preview {
                    VStack {
                        FormRow(title: "Friends", trailing: .textWithChevron("56 friends"))
                        FormRow(title: "Mail", trailing: .textWithBadge("Inbox", 0))
                    }
                }
                """)
        let preview = try #require(screens.first { $0.name.hasPrefix("Kit preview") })
        #expect(drawn(preview.root) == ["Friends", "56 friends", "image chevron.right", "Mail", "Inbox"])
        // One screen for the preview: no case and no `isEnabled` left to data.
        #expect(screens.filter { $0.name.hasPrefix("Kit preview") }.count == 1)
        #expect(imported.notes.isEmpty, "\(imported.notes)")
    }

    @Test func disabledTurnsIsEnabledOffForTheViewsInsideAndFalseInsideDoesNotTurnItOnAgain() throws {
        // SwiftUI: `disabled(true)` makes `isEnabled` false for every view inside; `disabled(false)` inside a disabled
        // view changes nothing; a condition TypeRamp cannot read leaves it unknown (each branch a variant).
        let (_, screens) = try imported(
            Self.rows + """

                #Preview("off") {
                    FormRow(title: "A", trailing: .textWithChevron("a")).disabled(false).disabled(true)
                }
                #Preview("on") {
                    FormRow(title: "A", trailing: .textWithChevron("a")).disabled(false)
                }
                struct Gate: View {
                    let locked: Bool
                    var body: some View { FormRow(title: "A", trailing: .textWithChevron("a")).disabled(locked) }
                }
                """)
        let off = try #require(screens.first { $0.name == "off" })
        #expect(drawn(off.root) == ["A", "a"])
        let on = try #require(screens.first { $0.name == "on" })
        #expect(drawn(on.root) == ["A", "a", "image chevron.right"])
        let gates = screens.filter { $0.name.hasPrefix("Gate") }.map { drawn($0.root) }
        #expect(Set(gates) == [["A", "a", "image chevron.right"], ["A", "a"]])
    }

    @Test func aViewPropertyOfACaseWrittenWithItsEnumReadsTheCasesRawValue() throws {
        // `Icons.Regular.plus.view`: the enum's own `view`, with `self` `.plus`, whose implicit `String` raw value is
        // `plus`; `share` has the raw value written. `Step.c.rawValue` of an `Int` enum is one more than the case before
        // it (`b = 5`): 6; `Step.b.length` reads `b`'s raw value 5 although `Step.b` alone reads as 5.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            public enum Icons {
                public enum Regular: String {
                    case plus
                    case share = "square.and.arrow.up"
                    public var view: some View { Image(systemName: rawValue).resizable().frame(width: 20, height: 20) }
                }
            }
            enum Step: Int {
                case a, b = 5, c
                var length: CGFloat { CGFloat(rawValue) }
                var next: CGFloat { CGFloat(Step.c.rawValue) }
            }
            #Preview {
                VStack {
                    Icons.Regular.plus.view
                    Icons.Regular.share.view
                    Text("x").padding(Step.b.length)
                    Text("y").padding(Step.a.next)
                }
            }
            """)
        let preview = try #require(screens.first)
        #expect(drawn(preview.root) == ["image plus", "image square.and.arrow.up", "x", "y"])
        #expect(paddings(preview.root).map(\.top) == [5, 6])
        #expect(imported.notes.isEmpty, "\(imported.notes)")
    }

    @Test func aViewPropertyOfACaseFromAllCasesIsTheEnumWithThatCase() throws {
        // `ForEach(Tabbar.allCases, id: \.rawValue) { icon in icon.view }`: `icon` has no written type, but each value is
        // a case of `Tabbar`, and of the two enums with a `view`, only `Tabbar` has the cases `feed` and `me`.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            enum Tabbar: String, CaseIterable {
                case feed = "newspaper", me = "person"
                var view: some View { Image(systemName: rawValue) }
            }
            enum Regular: String, CaseIterable {
                case plus
                var view: some View { Image(systemName: rawValue).resizable() }
            }
            #Preview {
                VStack {
                    ForEach(Tabbar.allCases, id: \\.rawValue) { icon in icon.view }
                }
            }
            """)
        let preview = try #require(screens.first { $0.name.hasPrefix("Kit preview") })
        #expect(drawn(preview.root) == ["image newspaper", "image person"])
        #expect(imported.notes.isEmpty, "\(imported.notes)")
    }

    @Test func aTupleReadsTheLabelsItsDeclaredTypeGives() throws {
        // `var insets: (edges: Edge.Set, value: CGFloat)` returns `(.bottom, 6)` for a header: Swift labels the elements
        // from the declared type, so `.padding(insets.edges, insets.value)` pads the bottom by 6; `.0`/`.1` read by
        // position.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct Supplementary: View {
                enum Mode { case header, footer }
                let mode: Mode
                var body: some View {
                    Text("Section")
                        .padding(insets.edges, insets.value)
                        .padding(.leading, pair.1)
                }
                private var insets: (edges: Edge.Set, value: CGFloat) {
                    switch mode {
                    case .header: (.bottom, 6)
                    case .footer: (.top, 12)
                    }
                }
                private var pair: (CGFloat, CGFloat) { (3, 9) }
            }
            #Preview { Supplementary(mode: .header) }
            """)
        let preview = try #require(screens.first { $0.name.hasPrefix("Kit preview") })
        // The two paddings add up (one inside the other): bottom 6 from the tuple's labels, leading 9 from `.1`.
        #expect(paddings(preview.root).map { [$0.top, $0.leading, $0.bottom, $0.trailing] } == [[0, 9, 6, 0]])
        #expect(imported.notes.isEmpty, "\(imported.notes)")
    }

    @Test func anAssociatedValueLeftOutTakesTheDefaultTheCaseDeclares() throws {
        // `case card(padding: CGFloat = 12)`: `.card()` has padding 12, `.card(padding: 4)` 4, as Swift fills a case's
        // defaulted associated values; `case let .card(padding)` binds them.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct Card<Content: View>: View {
                enum Mode { case card(padding: CGFloat = 12), regular }
                let mode: Mode
                @ViewBuilder let content: Content
                var body: some View {
                    switch mode {
                    case let .card(padding): content.padding(padding)
                    case .regular: content
                    }
                }
            }
            #Preview {
                VStack {
                    Card(mode: .card()) { Text("a") }
                    Card(mode: .card(padding: 4)) { Text("b") }
                }
            }
            """)
        let preview = try #require(screens.first { $0.name.hasPrefix("Kit preview") })
        #expect(paddings(preview.root).map(\.top) == [12, 4])
        #expect(imported.notes.isEmpty, "\(imported.notes)")
    }

    @Test func aTupleTypeWithAClosureElementStillGivesItsLabels() throws {
        // `(action: () -> Void, inset: CGFloat)`: the `>` of the closure's arrow closes no bracket, so `inset` is the
        // second element's label and `.padding(style.inset)` pads by 7.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct Row: View {
                var body: some View { Text("Row").padding(style.inset) }
                private var style: (action: () -> Void, inset: CGFloat) { ({}, 7) }
            }
            #Preview { Row() }
            """)
        let preview = try #require(screens.first { $0.name.hasPrefix("Kit preview") })
        #expect(paddings(preview.root).map(\.top) == [7])
        #expect(imported.notes.isEmpty, "\(imported.notes)")
    }

    @Test func aClosureAConfigurationRecordHoldsIsCalledWithTheArguments() throws {
        // A renderer draws what its configuration's closure makes (`configuration.imageBlock("cat")`), the closure
        // given where the configuration was made: Swift calls it with "cat", so the image is `cat`, 40 pt, padded by 4.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct RendererConfiguration {
                var imageBlock: (String) -> AnyView
                var spacing: CGFloat = 8
            }
            struct Renderer: View {
                let configuration: RendererConfiguration
                var body: some View {
                    VStack(spacing: configuration.spacing) {
                        Text("Title")
                        configuration.imageBlock("cat").padding(4)
                    }
                }
            }
            #Preview {
                Renderer(configuration: RendererConfiguration(imageBlock: { name in
                    AnyView(Image(name).resizable().frame(width: 40, height: 40))
                }))
            }
            """)
        let preview = try #require(screens.first { $0.name.hasPrefix("Kit preview") })
        #expect(drawn(preview.root) == ["Title", "image cat"])
        #expect(paddings(preview.root).map(\.top) == [4])
        #expect(imported.notes.isEmpty, "\(imported.notes)")
    }

    @Test func aTapThatCallsAClosureTheViewWasNotGivenIsNoAction() throws {
        // `.onTapGesture { didTap?(url) }`: Swift's optional chaining calls nothing when `didTap` is nil (its default,
        // not given by the row), so the image has no gesture-only action there; given a closure, the tap acts.
        let (_, screens) = try imported(
            """
            import SwiftUI
            struct Avatar: View {
                var url = "a"
                var didTap: ((String) -> Void)? = nil
                var body: some View { Image(url).onTapGesture { didTap?(url) } }
            }
            struct Rows: View {
                @State private var opened = ""
                var body: some View {
                    VStack {
                        Avatar()
                        Avatar(url: "b", didTap: { opened = $0 })
                    }
                }
            }
            """)
        let rows = try #require(screens.first { $0.name == "Rows" })
        var gestures: [String: [String]] = [:]
        rows.root.forEachNode { if case .image(let i) = $0.kind { gestures[i.name] = $0.accessibility.gestures } }
        #expect(gestures == ["a": [], "b": ["tap"]])
    }

    @Test func aDependencysViewsAreReadWhereTheAppUsesThemAndAreNoScreens() throws {
        // The app's preview shows the package's row; the package's own preview and its view the app never uses are
        // not screens (Xcode shows a package's previews in the package), and are not counted as skipped.
        let dir = try TemporaryDirectory()
        for folder in ["App", "Kit"] {
            try FileManager.default.createDirectory(at: dir.url.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try dir.write(Self.rows + "\n#Preview(\"kit rows\") { FormRow(title: \"K\", trailing: .textWithChevron(\"k\")) }\n", to: "Kit/Rows.swift")
        try dir.write(
            """
            import SwiftUI
            struct Profile: View {
                var body: some View { FormRow(title: "Friends", trailing: .textWithChevron("56 friends")) }
            }
            #Preview("profile") { Profile() }
            """, to: "App/Profile.swift")
        let app = dir.url.appendingPathComponent("App").path
        let kit = dir.url.appendingPathComponent("Kit").path
        let imported = try SwiftSourceImporter.importFiles([app], dependencies: [kit])
        #expect(imported.screens.map(\.name) == ["profile"])
        #expect(imported.skipped == 0)
        let screens = try LayoutDocument.decode(imported.document(), file: "Profile.swift").screens
        #expect(drawn(screens[0].root) == ["Friends", "56 friends", "image chevron.right"])
        #expect(imported.notes.isEmpty, "\(imported.notes)")
        // Without the package, the row is another module's view: a box of unknown size, with a note.
        let alone = try SwiftSourceImporter.importFiles([app])
        #expect(alone.notes.contains { $0.message.contains("`FormRow` is a view from another module") })
    }
}
