import Foundation
import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics
import TypeRampSwiftSource
import TypeRampTestSupport
import TypeRampText

/// The Swift-source importer, construct by construct. Each test is a Swift snippet written by hand and what SwiftUI's
/// documented behaviour says it draws (layout decided per content-size category), never the importer's own output.
@Suite struct SwiftSourceImporterTests {
    static let library = try! FontLibrary.bundled()
    static let resources = LayoutResources(ramp: nil, fonts: try! FontSet.load(ramp: nil, library: library), engine: TextEngine())

    /// The screens of `source`, decoded as `typeramp audit` decodes them.
    func screens(_ source: String, file: String = "View.swift") throws -> (SwiftImport, [Screen]) {
        let imported = SwiftSourceImporter.importSource(source, file: file)
        guard !imported.screens.isEmpty else { return (imported, []) }
        return (imported, try LayoutDocument.decode(imported.document(), file: file).screens)
    }

    func solve(_ screen: Screen, _ category: ContentSizeCategory, width: Double = 393) -> SolvedLayout {
        LayoutSolver.solve(screen, context: LayoutContext(category: category, viewport: .width(width)), resources: Self.resources)
    }

    /// The solved texts, by string.
    func texts(_ solved: SolvedLayout) -> [String: SolvedNode] {
        var out: [String: SolvedNode] = [:]
        for node in solved.allNodes { if let t = node.text { out[t.string] = node } }
        return out
    }

    // MARK: Screens

    @Test func previewsAndUnusedViewsBecomeScreensAndUsedViewsAreInlined() throws {
        let (imported, screens) = try screens(
            """
            import SwiftUI
            struct Badge: View {
                var body: some View { Text("New") }
            }
            struct Home: View {
                var body: some View {
                    VStack { Text("Home"); Badge() }
                }
            }
            struct About: View {
                var body: some View { Text("About") }
            }
            #Preview("Home screen") { Home() }
            """)
        // Home is shown by a preview; Badge is used by Home; About is shown by nothing, so it is a screen of its own.
        // Screens come in source order (About is declared before the preview).
        #expect(screens.map(\.name) == ["About", "Home screen"])
        #expect(imported.viewCount == 3)
        #expect(imported.skipped == 0)
        let home = solve(screens[1], .large)
        #expect(Set(texts(home).keys) == ["Home", "New"])
    }

    @Test func everyNodeCarriesItsSwiftLineAndColumn() throws {
        let (_, screens) = try screens(
            """
            import SwiftUI
            struct Card: View {
                var body: some View {
                    VStack {
                        Text("Title")
                            .font(.headline)
                    }
                }
            }
            """, file: "Sources/Card.swift")
        let solved = solve(try #require(screens.first), .large)
        let title = try #require(texts(solved)["Title"])
        #expect(title.location == SourceLocation(file: "Sources/Card.swift", line: 5, column: 13))
        #expect(screens[0].location == SourceLocation(file: "Sources/Card.swift", line: 2, column: 1))
    }

    // MARK: Conditions on the text size

    @Test func isAccessibilitySizeIsDecidedPerCategory() throws {
        let (_, screens) = try screens(
            """
            import SwiftUI
            struct Row: View {
                @Environment(\\.dynamicTypeSize) var dynamicTypeSize
                var body: some View {
                    if dynamicTypeSize.isAccessibilitySize {
                        VStack(alignment: .leading) { Text("Left"); Text("Right") }
                    } else {
                        HStack { Text("Left"); Text("Right") }
                    }
                }
            }
            """)
        let screen = try #require(screens.first)
        // Below the accessibility sizes the HStack puts them side by side; from accessibility1 (AX1) the VStack stacks them.
        for category in ContentSizeCategory.allCases {
            let t = texts(solve(screen, category))
            let left = try #require(t["Left"]), right = try #require(t["Right"])
            if category >= .accessibilityMedium {
                #expect(right.frame.minY >= left.frame.maxY, "\(category)")
                #expect(right.frame.minX == left.frame.minX, "\(category)")
            } else {
                #expect(right.frame.minX >= left.frame.maxX, "\(category)")
            }
        }
    }

    @Test func comparisonsWithCategoriesFollowTheirOrder() throws {
        let (_, screens) = try screens(
            """
            import SwiftUI
            struct Sizes: View {
                @Environment(\\.dynamicTypeSize) var size
                @Environment(\\.sizeCategory) var category
                var body: some View {
                    VStack {
                        if size >= .xxxLarge { Text("big") }
                        if category < .accessibilityMedium { Text("not accessibility") }
                        if .large > size { Text("small") }
                    }
                }
            }
            """)
        let screen = try #require(screens.first)
        let expectations: [(ContentSizeCategory, Set<String>)] = [
            (.extraSmall, ["not accessibility", "small"]),
            (.medium, ["not accessibility", "small"]),
            (.large, ["not accessibility"]),
            (.extraExtraLarge, ["not accessibility"]),
            (.extraExtraExtraLarge, ["big", "not accessibility"]),
            (.accessibilityMedium, ["big"]),
            (.accessibilityExtraExtraExtraLarge, ["big"]),
        ]
        for (category, expected) in expectations {
            #expect(Set(texts(solve(screen, category)).keys) == expected, "\(category)")
        }
    }

    @Test func anyLayoutChosenByTheTextSizeFlipsAtTheFirstAccessibilitySize() throws {
        let (_, screens) = try screens(
            """
            import SwiftUI
            struct Header: View {
                @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                var body: some View {
                    let layout = dynamicTypeSize.isAccessibilitySize ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
                    layout {
                        Text("Avatar")
                        Text("Name")
                    }
                }
            }
            """)
        let screen = try #require(screens.first)
        for (category, vertical) in [(ContentSizeCategory.extraExtraExtraLarge, false), (.accessibilityMedium, true), (.large, false)] {
            let t = texts(solve(screen, category))
            let a = try #require(t["Avatar"]), n = try #require(t["Name"])
            if vertical {
                // VStackLayout(alignment: .leading): one above the other, leading edges aligned.
                #expect(n.frame.minY >= a.frame.maxY && n.frame.minX == a.frame.minX, "\(category)")
            } else {
                // HStackLayout(): side by side, 8 pt apart (the standard spacing between views).
                #expect(abs(n.frame.minX - a.frame.maxX - 8) < 0.01, "\(category)")
            }
        }
    }

    // MARK: Fonts

    @Test func fontsAreHandedDownAndTheInnermostWins() throws {
        let (_, screens) = try screens(
            """
            import SwiftUI
            struct Fonts: View {
                var body: some View {
                    VStack {
                        Text("outer")
                        Text("inner").font(.caption)
                    }
                    .font(.title)
                }
            }
            """)
        let t = texts(solve(try #require(screens.first), .large))
        // Apple's table at Large: Title 1 is 28 pt, Caption 1 is 12 pt.
        #expect(t["outer"]?.text?.fontSize == 28)
        #expect(t["inner"]?.text?.fontSize == 12)
    }

    @Test func systemSizeIsFixedAndCustomRelativeToScales() throws {
        let (_, screens) = try screens(
            """
            import SwiftUI
            struct Fonts: View {
                var body: some View {
                    VStack {
                        Text("fixed").font(.system(size: 40, weight: .bold))
                        Text("brand").font(.custom("Brand", size: 20, relativeTo: .headline))
                        Text("plain").font(.custom("Brand", size: 17))
                    }
                }
            }
            """)
        let screen = try #require(screens.first)
        let large = texts(solve(screen, .large)), ax5 = texts(solve(screen, .accessibilityExtraExtraExtraLarge))
        #expect(large["fixed"]?.text?.fontSize == 40)
        #expect(ax5["fixed"]?.text?.fontSize == 40, "Font.system(size:) ignores Dynamic Type")
        #expect(large["brand"]?.text?.fontSize == 20)
        // UIFontMetrics(forTextStyle: .headline) scales by the style's line spacing, 22 pt at Large and 62 at AX5
        // (../shared/reference/uifontmetrics-model.md, from iOS 26.1 measurements), to whole points: 20 × 62 / 22 = 56.4,
        // 56 pt. Not by the point sizes (17 → 53), which would give 62.4.
        let scaled = try #require(ax5["brand"]?.text?.fontSize)
        #expect(scaled == 56)
        // `.custom(_:size:)` is relative to body: 17 pt at AX5 is 48 pt, as measured with UIFontMetrics.default
        // (StackOverflow question 51243804), where body itself is 53.
        #expect(ax5["plain"]?.text?.fontSize == 48)
        let diagnostics = solve(screen, .large).diagnostics
        #expect(diagnostics.contains { $0.rule == .fixedSizeText && $0.location?.line == 5 })
        #expect(!diagnostics.contains { $0.rule == .fixedSizeText && $0.location?.line == 6 })
    }

    /// `.italic()` on a text or its font sets the italic face (SwiftUI: "Applies italics to the text"); the system
    /// stand-in has real italic faces, so nothing is slanted synthetically and no note is made.
    @Test func italicTextUsesTheItalicFace() throws {
        let (imported, screens) = try screens(
            """
            import SwiftUI
            struct Slopes: View {
                var body: some View {
                    VStack {
                        Text("upright")
                        Text("modifier").italic()
                        Text("font").font(.title.italic())
                        Text("fixed").font(.system(size: 20)).italic()
                    }
                }
            }
            """)
        #expect(!imported.notes.contains { $0.message.contains("italic") })
        let t = texts(solve(try #require(screens.first), .large))
        #expect(t["upright"]?.text?.style == "body")
        #expect(t["modifier"]?.text?.style == "body.italic")
        #expect(t["font"]?.text?.style == "title1.italic")
        for name in ["modifier", "font", "fixed"] {
            let face = try #require(t[name]?.text?.measurement.lines.first?.runs.first?.face)
            #expect(face.isItalic, "\(name)")
        }
        #expect(t["upright"]?.text?.measurement.lines.first?.runs.first?.face.isItalic == false)
    }

    /// `.listStyle(_:)` on a list (or around it) picks the style; without one, `List` and `Form` are inset grouped, as
    /// on iPhone: the inset-grouped text sits 32 pt in (card 16 + margin 16), the plain one 16 pt.
    @Test func listStylesAreReadFromTheModifier() throws {
        let (imported, screens) = try screens(
            """
            import SwiftUI
            struct Lists: View {
                var body: some View {
                    VStack {
                        List { Text("default") }
                        List { Text("plain") }.listStyle(.plain)
                        List { Text("grouped") }.listStyle(GroupedListStyle())
                        Form { Text("form") }
                        List { Text("odd") }.listStyle(.carousel)
                    }
                }
            }
            """)
        let t = texts(solve(try #require(screens.first), .large, width: 390))
        #expect(t["default"]?.frame.minX == 32)
        #expect(t["plain"]?.frame.minX == 16)
        #expect(t["grouped"]?.frame.minX == 16)
        #expect(t["form"]?.frame.minX == 32)
        #expect(imported.notes.contains { $0.message.contains("list style `.carousel` is not understood") && $0.location.line == 9 })
    }

    // MARK: Data

    @Test func forEachMakesOneRowPerElementOfLiteralsRangesAndStatics() throws {
        let (imported, screens) = try screens(
            """
            import SwiftUI
            struct Item { let name: String }
            extension Item { static let samples = [Item(name: "Ada"), Item(name: "Grace")] }
            struct Rows: View {
                var items: [Item] = Item.samples
                var body: some View {
                    VStack {
                        ForEach(0..<3) { i in Text("Row \\(i)") }
                        ForEach(["a", "b"], id: \\.self) { s in Text(s) }
                        ForEach(items, id: \\.name) { item in Text(item.name) }
                    }
                }
            }
            """)
        let t = texts(solve(try #require(screens.first), .large))
        #expect(Set(t.keys) == ["Row 0", "Row 1", "Row 2", "a", "b", "Ada", "Grace"])
        #expect(imported.notes.isEmpty, "\(imported.notes)")
    }

    @Test func unknownDataGetsThreeSampleRowsAndANote() throws {
        let (imported, screens) = try screens(
            """
            import SwiftUI
            struct Feed: View {
                let posts: [Post]
                var body: some View {
                    List(posts) { post in Text(post.title) }
                }
            }
            """)
        let screen = try #require(screens.first)
        let solved = solve(screen, .large)
        let rows = solved.allNodes.filter { $0.text?.string == "Sample title" }
        #expect(rows.count == 3)
        #expect(imported.notes.contains { $0.location.line == 5 && $0.message.contains("3 sample rows") })
    }

    @Test func aSampleTextSpellsTheNameInWordsWhateverItsCase() throws {
        // A localization constant TypeRamp cannot read is sample text made from its name: `last_refresh_time` and
        // `lastRefreshTime` are both the words "last refresh time", which wrap at their spaces like the real text would,
        // never one 17-letter word that breaks inside itself at large sizes.
        let (_, screens) = try screens(
            """
            import SwiftUI
            struct Status: View {
                var body: some View {
                    VStack {
                        Text(LocalString.library_refresh_time_last)
                        Text(Strings.lastRefreshTime)
                    }
                }
            }
            """)
        let texts = solve(try #require(screens.first), .large).allNodes.compactMap { $0.text?.string }
        #expect(texts == ["Sample library refresh time last", "Sample last refresh time"])
    }

    @Test func aViewNestedInItsOwnContentReadsItsMembersAgain() throws {
        // A settings group whose items are settings: each nested `SettingRow` runs its own `content` with its own item
        // (SwiftUI builds each instance's body). Only a member that calls itself forever is cut, after three levels.
        let (imported, screens) = try screens(
            """
            import SwiftUI
            struct Setting { let title: String; let children: [Setting] }
            struct SettingRow: View {
                let setting: Setting
                var body: some View { content }
                @ViewBuilder var content: some View {
                    if setting.children.isEmpty {
                        Text(setting.title)
                    } else {
                        Section(setting.title) { ForEach(setting.children, id: \\.title) { SettingRow(setting: $0) } }
                    }
                }
            }
            #Preview {
                List { SettingRow(setting: Setting(title: "Reader", children: [Setting(title: "Page turns", children: []), Setting(title: "Zoom", children: [])])) }
            }
            """)
        #expect(!imported.notes.contains { $0.message.contains("refers to itself") }, "\(imported.notes)")
        let texts = solve(try #require(screens.first), .large).allNodes.compactMap { $0.text?.string }
        #expect(texts.contains("Page turns") && texts.contains("Zoom"), "\(texts)")
    }

    @Test func aPaddingTypeRampCannotReadIsAGuessedSize() throws {
        // `.padding(CGFloat(inset) / 29 * size)` with `inset` from data: 16 pt stands in, noted, and the view is marked
        // `guessed: [size]` so that what rests on the made-up length is unverified, never an error.
        let imported = SwiftSourceImporter.importSource(
            """
            import SwiftUI
            struct Icon: View {
                let inset: Int
                var body: some View { Image(systemName: "gear").resizable().padding(CGFloat(inset) / 29 * 20).frame(width: 20, height: 20) }
            }
            """, file: "Icon.swift")
        let yaml = imported.yaml()
        #expect(
            imported.notes.contains {
                $0.message.contains("padding length `CGFloat(inset) / 29 * 20` is not a number") && $0.message.contains("16 pt is audited")
            })
        #expect(yaml.contains("guessed:") && yaml.contains("- size"), "\(yaml)")
    }

    @Test func customViewsBindTheirArgumentsAndDefaults() throws {
        let (_, screens) = try screens(
            """
            import SwiftUI
            struct Row: View {
                let title: String
                var subtitle = "Default subtitle"
                var body: some View {
                    VStack(alignment: .leading) { Text(title); Text(subtitle) }
                }
            }
            #Preview {
                VStack {
                    Row(title: "First")
                    Row(title: "Second", subtitle: "Given")
                }
            }
            """)
        let t = texts(solve(try #require(screens.first), .large))
        #expect(Set(t.keys) == ["First", "Default subtitle", "Second", "Given"])
    }

    @Test func projectModifiersAreFollowed() throws {
        let (_, screens) = try screens(
            """
            import SwiftUI
            extension View {
                func card() -> some View { self.padding(12) }
            }
            struct Bordered: ViewModifier {
                func body(content: Content) -> some View { content.padding(20) }
            }
            struct Cards: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text("A").card()
                        Text("B").modifier(Bordered())
                    }
                }
            }
            """)
        let solved = solve(try #require(screens.first), .large)
        let t = texts(solved)
        let a = try #require(t["A"]), b = try #require(t["B"])
        // A has 12 pt of padding below it and B 20 pt above it: 32 pt between the two texts in a stack with no spacing.
        #expect(abs(b.frame.minY - a.frame.maxY - 32) < 0.01)
    }

    // MARK: Notes, suppressions, round trip

    @Test func whatIsNotUnderstoodIsANoteAtItsLine() throws {
        let (imported, screens) = try screens(
            """
            import SwiftUI
            struct Dashboard: View {
                var body: some View {
                    VStack {
                        Text("Sales")
                        SalesChart(data: [])
                        Text("Total").shimmering()
                    }
                }
            }
            """)
        #expect(screens.count == 1)
        #expect(imported.notes.contains { $0.location.line == 6 && $0.message.contains("SalesChart") })
        #expect(imported.notes.contains { $0.location.line == 7 && $0.message.contains("shimmering") })
        #expect(imported.importedWithNotes == 1 && imported.fullyImported == 0)
        // What was understood is still there.
        #expect(Set(texts(solve(screens[0], .large)).keys) == ["Sales", "Total"])
    }

    @Test func disableCommentsSuppressTheRuleOnTheirLineOrTheNext() throws {
        let (_, screens) = try screens(
            """
            import SwiftUI
            struct Legal: View {
                var body: some View {
                    VStack {
                        Text("Fine print").font(.system(size: 11)) // typeramp:disable fixed-size-text
                        // typeramp:disable fixed-size-text
                        Text("More fine print").font(.system(size: 11))
                        Text("Not suppressed").font(.system(size: 11))
                    }
                }
            }
            """)
        let tree = LayoutTree(try #require(screens.first))
        let suppressed = tree.ids.filter { tree.isSuppressed("fixed-size-text", at: $0) }.compactMap { tree.location($0)?.line }
        #expect(Set(suppressed).isSuperset(of: [5, 7]))
        #expect(!suppressed.contains(8))
    }

    @Test func theYAMLItWritesDecodesToTheSameScreens() throws {
        let source = """
            import SwiftUI
            struct Settings: View {
                var body: some View {
                    NavigationStack {
                        List {
                            Section("General") {
                                Toggle("Wi-Fi", isOn: .constant(true))
                                LabeledContent("Version", value: "1.0")
                            }
                        }
                        .navigationTitle("Settings")
                    }
                }
            }
            """
        let imported = SwiftSourceImporter.importSource(source, file: "Settings.swift")
        let direct = try LayoutDocument.decode(imported.document(), file: "Settings.swift")
        let viaYAML = try LayoutDocument.parse(imported.yaml(), file: "imported.yaml")
        let a = solve(direct.screens[0], .accessibilityLarge), b = solve(viaYAML.screens[0], .accessibilityLarge)
        #expect(a.allNodes.map(\.frame) == b.allNodes.map(\.frame))
        #expect(a.allNodes.map(\.location) == b.allNodes.map(\.location), "nodes keep their Swift lines through the YAML")
        #expect(texts(a)["Settings"] != nil, "the navigation title is drawn")
    }

    // MARK: The icon rule on Swift

    @Test func aFixedIconBesideGrowingTextIsFoundAndScaledMetricFixesIt() throws {
        let (_, screens) = try screens(
            """
            import SwiftUI
            struct Pinned: View {
                var body: some View {
                    HStack {
                        Image(systemName: "star").resizable().frame(width: 20, height: 20)
                        Text("Favourites")
                    }
                }
            }
            struct Scaled: View {
                @ScaledMetric var iconSize = 20
                var body: some View {
                    HStack {
                        Image(systemName: "star").resizable().frame(width: iconSize, height: iconSize)
                        Text("Favourites")
                    }
                }
            }
            """)
        let pinned = try #require(screens.first { $0.name == "Pinned" }), scaled = try #require(screens.first { $0.name == "Scaled" })
        // Body is 17 pt at Large (under 1.5 × 20) and 40 pt at AX3 (Apple's table): the pinned icon is reported at AX3 only.
        #expect(!solve(pinned, .large).diagnostics.contains { $0.rule == .iconDoesNotScale })
        let found = solve(pinned, .accessibilityExtraLarge).diagnostics.filter { $0.rule == .iconDoesNotScale }
        #expect(found.count == 1 && found.first?.location?.line == 5)
        #expect(!solve(scaled, .accessibilityExtraLarge).diagnostics.contains { $0.rule == .iconDoesNotScale })
    }

    @Test func aButtonsLabelTextKeepsItsOwnFont() throws {
        // `Button { } label: { Text("Save").font(.headline) }`: the label is the text as written, its font the one
        // `.font` gives it (SwiftUI's documentation: a modifier applies to the view it is called on), not the
        // environment's body; so in a list row, where the row is the button. At AX3 headline is 40 pt and footnote
        // 33 pt (Apple's table); `.font(.system(size: 16))` stays 16 pt and is `fixed-size-text`.
        let (_, screens) = try screens(
            """
            import SwiftUI
            struct Toolbar: View {
                var body: some View {
                    VStack {
                        Button { } label: { Text("Save").font(.headline) }
                        Button(action: {}) {
                            Text("Cancel")
                                .font(.system(size: 16))
                        }
                        List {
                            Button { } label: { Text("Sign out").font(.footnote) }
                        }
                    }
                }
            }
            """)
        let screen = try #require(screens.first { $0.name == "Toolbar" })
        let ax3 = solve(screen, .accessibilityExtraLarge)
        func size(_ text: String) -> Double? { ax3.allNodes.first { $0.text?.string == text }?.text?.fontSize }
        #expect(
            size("Save") == 40 && size("Cancel") == 16 && size("Sign out") == 33,
            "\(size("Save") ?? 0) \(size("Cancel") ?? 0) \(size("Sign out") ?? 0)")
        let fixed = ax3.diagnostics.filter { $0.rule == .fixedSizeText }.compactMap(\.location?.line)
        #expect(fixed == [6], "\(fixed)")  // the button, whose title the text is
    }

    @Test func aButtonInAStyleTypeRampCannotReadHasAGuessedSize() throws {
        // `.buttonStyle(DSButtonStyle(size: .large))` from a design-system package not in the given files: TypeRamp lays
        // the button out in SwiftUI's default style, but the style sizes it its own way (padding, a minimum height), so
        // a touch target measured on the default style is not proven; a plain text button's is.
        let (_, screens) = try screens(
            """
            import SwiftUI
            import DesignSystem
            struct Login: View {
                var body: some View {
                    VStack {
                        Button("Log in") { }.buttonStyle(DSButtonStyle(size: .large))
                        Button("Forgot password") { }
                    }
                }
            }
            """)
        let screen = try #require(screens.first { $0.name == "Login" })
        var buttons: [Node] = []
        screen.root.forEachNode { if case .button = $0.kind { buttons.append($0) } }
        #expect(buttons.map { $0.location?.line ?? 0 } == [6, 7])
        #expect(buttons.map { $0.guesses.contains(.size) } == [true, false])
        // The audit makes a finding on a node whose size is guessed unverified (the rule depends on that guess).
        #expect(DiagnosticRule.touchTargetTooSmall.guessesItDependsOn.contains(.size))
    }

    @Test func aSystemFontSizedByAScaledMetricScalesWithItsStyle() throws {
        // `@ScaledMetric(relativeTo: .body) var size = 15` is 15 pt at Large and grows as body does (UIFontMetrics
        // scales it): `.font(.system(size: size))` follows Dynamic Type, and so does a size computed from one inside a
        // computed font property (`let base = …; return .system(size: base * (multiplier / 17))`). A literal size is
        // fixed. UIFontMetrics scales by body's line spacing, 22 pt at Large and 48 pt at AX3 (Apple's table), rounded
        // (docs/metrics.md): 15 pt becomes round(15 × 48 / 22) = 33, 13 pt round(13 × 48 / 22) = 28.
        let (_, screens) = try screens(
            """
            import SwiftUI
            struct Scaled: View {
                @ScaledMetric(relativeTo: .body) private var size = 15.0
                @ScaledMetric(relativeTo: .body) private var multiplier = 17.0
                let base = 13
                private var detailFont: Font {
                    let baseSize = CGFloat(base)
                    return Font.system(size: baseSize * (multiplier / 17.0))
                }
                var body: some View {
                    VStack {
                        Text("Title").font(.system(size: size))
                        Text("Detail").font(detailFont)
                        Text("Pinned").font(.system(size: 15))
                    }
                }
            }
            """)
        let screen = try #require(screens.first { $0.name == "Scaled" })
        let large = solve(screen, .large), ax3 = solve(screen, .accessibilityExtraLarge)
        func size(_ layout: SolvedLayout, _ text: String) -> Double? { layout.allNodes.first { $0.text?.string == text }?.text?.fontSize }
        #expect(size(large, "Title") == 15 && size(large, "Detail") == 13 && size(large, "Pinned") == 15)
        #expect(size(ax3, "Title") == 33 && size(ax3, "Detail") == 28, "\(size(ax3, "Title") ?? 0) \(size(ax3, "Detail") ?? 0)")
        #expect(size(ax3, "Pinned") == 15)
        let fixed = ax3.diagnostics.filter { $0.rule == .fixedSizeText }.compactMap(\.location?.line)
        #expect(fixed == [14], "\(fixed)")
    }
}

/// `content-outside-scroll` on Swift: a banner above a list, outside it.
@Suite struct ContentOutsideScrollTests {
    @Test func aBannerOutsideTheListIsFoundWhenItTakesMostOfTheScreen() throws {
        let imported = SwiftSourceImporter.importSource(
            """
            import SwiftUI
            struct Inbox: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text("Your trial ends in three days. Upgrade to keep your folders, filters and signatures.")
                            .padding()
                        List(0..<20) { i in Text("Message \\(i)") }
                    }
                }
            }
            """, file: "Inbox.swift")
        let screen = try LayoutDocument.decode(imported.document(), file: "Inbox.swift").screens[0]
        func findings(_ category: ContentSizeCategory) -> [Diagnostic] {
            LayoutSolver.solve(
                screen, context: LayoutContext(category: category, viewport: .width(320)), resources: SwiftSourceImporterTests.resources
            )
            .diagnostics.filter { $0.rule == .contentOutsideScroll }
        }
        // At Large the banner is 4 lines of 17 pt body text (about 120 pt with padding) on a 548 pt screen: well under half.
        #expect(findings(.large).isEmpty)
        // At AX5 body is 53 pt: the banner needs far more than half of the 548 pt screen; it is reported at its line.
        let found = findings(.accessibilityExtraExtraExtraLarge)
        #expect(found.count == 1 && found.first?.location?.line == 5)
    }
}

/// The SwiftUI example app: every planted problem is found at the Swift line its `// planted:` comment stands above,
/// and the well-written settings screen has no error.
@Suite struct SwiftUIExampleTests {
    @Test func plantedProblemsAreFoundAtTheirLines() throws {
        let imported = try SwiftSourceImporter.importFiles([Fixtures.repositoryPath("examples/swiftui")])
        let document = try LayoutDocument.decode(imported.document(), file: "examples/swiftui")
        #expect(imported.notes.isEmpty, "\(imported.notes)")
        var found: Set<String> = []
        var settingsErrors: [Diagnostic] = []
        for screen in document.screens {
            for category in ContentSizeCategory.allCases {
                for width in [320.0, 393] {
                    let solved = LayoutSolver.solve(
                        screen, context: LayoutContext(category: category, viewport: .width(width)),
                        resources: SwiftSourceImporterTests.resources)
                    for d in solved.diagnostics {
                        guard let l = d.location else { continue }
                        found.insert("\((l.file as NSString).lastPathComponent):\(l.line) \(d.rule)")
                        if screen.name == "Settings", d.severity == .error { settingsErrors.append(d) }
                    }
                }
            }
        }
        // The lines below are those of the statements under each `// planted:` comment in examples/swiftui/Sources.
        for expected in [
            "EpisodeRow.swift:25 icon-does-not-scale", "EpisodeRow.swift:30 text-truncated", "EpisodeDetail.swift:10 fixed-size-text",
            "EpisodeDetail.swift:15 stack-must-flip", "PlayerView.swift:9 content-needs-scroll", "PlayerView.swift:21 content-clipped",
            "EpisodeRow.swift:45 content-outside-scroll",
        ] {
            #expect(found.contains(expected), "\(expected) not among \(found.sorted())")
        }
        #expect(settingsErrors.isEmpty, "\(settingsErrors)")
    }
}

/// Initializers and data shapes real apps use.
@Suite struct SwiftSourceInitializerTests {
    @Test func explicitInitializersAssignTheirProperties() throws {
        let imported = SwiftSourceImporter.importSource(
            """
            import SwiftUI
            struct Greeting: View {
                private let text: String
                @State private var count: Int
                init(name: String, start: Int = 0) {
                    self.text = "Hello, " + name
                    _count = State(initialValue: start)
                }
                var body: some View { Text("\\(text) (\\(count))") }
            }
            struct Person { let name: String }
            extension Person { static let preview = Person(name: "Grace Hopper") }
            struct Card: View {
                let person: Person
                var body: some View { Text(person.name) }
            }
            struct Items: View {
                let names = ["Ada", "Grace"]
                var body: some View {
                    VStack {
                        Greeting(name: "Ada", start: 3)
                        ForEach(Array(names.enumerated()), id: \\.offset) { index, name in
                            Text("\\(index + 1). \\(name)")
                        }
                        Text(Text("nested"))
                        Card(person: .preview)
                    }
                }
            }
            """, file: "Greeting.swift")
        let screens = try LayoutDocument.decode(imported.document(), file: "Greeting.swift").screens
        let solved = LayoutSolver.solve(
            try #require(screens.first { $0.name == "Items" }), context: LayoutContext(category: .large, viewport: .width(393)),
            resources: SwiftSourceImporterTests.resources)
        let strings = Set(solved.allNodes.compactMap { $0.text?.string })
        #expect(strings == ["Hello, Ada (3)", "1. Ada", "2. Grace", "nested", "Grace Hopper"])
    }
}

/// Input that must not crash or hang the importer.
@Suite struct SwiftSourceRobustnessTests {
    @Test func selfReferencesCyclesAndBrokenCodeBecomeNotes() {
        let imported = SwiftSourceImporter.importSource(
            """
            import SwiftUI
            struct Loop: View {
                var body: some View {
                    let title = title
                    Text(title)
                    Other()
                }
            }
            struct Other: View {
                var body: some View { Loop() }
            }
            #Preview { Loop() }
            struct Broken: View {
                var body: some View {
                    VStack { Text("unterminated
                }
            """, file: "Broken.swift")
        #expect(imported.notes.contains { $0.message.contains("contains itself") || $0.message.contains("refers to itself") })
        #expect(imported.notes.contains { $0.message.contains("syntax errors") })
    }

    @Test func deepNestingIsCutWithANote() {
        let depth = 400
        let source =
            "import SwiftUI\nstruct Deep: View {\n    var body: some View {\n" + String(repeating: "VStack {\n", count: depth) + "Text(\"x\")\n"
            + String(repeating: "}\n", count: depth) + "    }\n}\n"
        let imported = SwiftSourceImporter.importSource(source, file: "Deep.swift")
        #expect(imported.screens.count == 1)
        #expect(!imported.notes.isEmpty)
    }
}

/// Controls written the older ways real apps still use.
@Suite struct SwiftSourceControlTests {
    @Test func controlLabelsFromClosuresAndArgumentsAndAvailabilityChecks() throws {
        let imported = SwiftSourceImporter.importSource(
            """
            import SwiftUI
            struct Prefs: View {
                @State var on = true
                var body: some View {
                    Form {
                        Picker(selection: .constant("Dark"), label: Text("Theme")) {
                            Text("Dark")
                            Text("Light")
                        }
                        Toggle(isOn: $on) { Text("Notifications") }
                        if #available(iOS 17, *) { Text("New in 17") }
                    }
                }
            }
            """, file: "Prefs.swift")
        #expect(imported.notes.isEmpty, "\(imported.notes)")
        let screen = try LayoutDocument.decode(imported.document(), file: "Prefs.swift").screens[0]
        var kinds: [String: String] = [:]
        screen.root.forEachNode { node in
            switch node.kind {
            case .control(let c): kinds[c.kind.rawValue] = (c.label?.baseText ?? "") + "|" + (c.value?.baseText ?? "")
            case .text(let t): kinds["text:" + t.content.baseText] = ""
            default: break
            }
        }
        // SwiftUI: the picker's label is "Theme" and it shows its selection, "Dark"; the toggle's label closure is its label;
        // the availability check holds on a current iOS.
        #expect(kinds["picker"] == "Theme|Dark")
        #expect(kinds["toggle"] == "Notifications|")
        #expect(kinds["text:New in 17"] != nil)
    }
}

@Suite struct SwiftSourceOlderAPITests {
    @Test func olderNavigationTitlesColoursAndContentArguments() throws {
        let imported = SwiftSourceImporter.importSource(
            """
            import SwiftUI
            struct Home: View {
                var body: some View {
                    NavigationView(content: {
                        List {
                            ZStack {
                                Color.clear
                                VStack(alignment: .leading, spacing: 20, content: { Text("Hello") })
                            }
                        }
                        .navigationBarTitle(Text("Home").foregroundColor(.red))
                    })
                }
            }
            """, file: "Home.swift")
        #expect(imported.notes.isEmpty, "\(imported.notes)")
        let screen = try LayoutDocument.decode(imported.document(), file: "Home.swift").screens[0]
        let solved = LayoutSolver.solve(
            screen, context: LayoutContext(category: .large, viewport: .width(393)), resources: SwiftSourceImporterTests.resources)
        let strings = solved.allNodes.compactMap { $0.text?.string }
        // The title is drawn by the navigation bar (large title) and the row's text in the list.
        #expect(strings.contains("Home") && strings.contains("Hello"))
    }

    @Test func aLocalizedStringWithADefaultValueShowsTheDefault() throws {
        // `String(localized:defaultValue:)`, `LocalizedStringResource(_:defaultValue:)` and `NSLocalizedString(_:value:
        // comment:)`: Foundation's documentation says the default value is what shows where the table has no entry, and
        // Xcode's catalog holds it under the key for the development language. The key alone stays a key.
        let imported = SwiftSourceImporter.importSource(
            """
            import SwiftUI
            struct Settings: View {
                @State private var on = true
                var body: some View {
                    VStack {
                        Toggle(String(localized: "gestures.tap.enable", defaultValue: "Enable Tap Gestures"), isOn: $on)
                        Text(NSLocalizedString("settings.title", value: "Settings", comment: "title"))
                        Text(LocalizedStringResource("sync.now", defaultValue: "Sync now"))
                        Text(String(localized: "plain.key"))
                    }
                }
            }
            """, file: "Settings.swift")
        let screen = try LayoutDocument.decode(imported.document(), file: "Settings.swift").screens[0]
        var strings: [String] = []
        screen.root.forEachNode { node in
            switch node.kind {
            case .text(let t): strings.append(t.content.baseText)
            case .control(let c): if let label = c.label { strings.append(label.baseText) }
            default: break
            }
        }
        #expect(strings == ["Enable Tap Gestures", "Settings", "Sync now", "plain.key"], "\(strings)")
    }

    @Test func aFontHeldInADesignSystemTokenIsFollowed() throws {
        // A design system's type token (a record whose `font` property is a `Font`), handed to a static function on
        // `Font` by an `extension View` modifier: `.font(.token(t))` with `token(_:)` returning `t.font`. SwiftUI draws
        // the token's text style, which scales with Dynamic Type.
        let imported = SwiftSourceImporter.importSource(
            """
            import SwiftUI
            struct TypeToken {
                let font: Font
                let lineHeight: CGFloat
            }
            extension TypeToken {
                static let body = TypeToken(font: .system(.body), lineHeight: 22)
                static let caption = TypeToken(font: .system(.caption), lineHeight: 16)
            }
            private extension Font {
                static func token(_ t: TypeToken) -> Font { t.font }
            }
            extension View {
                func token(_ t: TypeToken) -> some View { font(.token(t)).frame(minHeight: t.lineHeight) }
            }
            struct Row: View {
                var body: some View {
                    VStack {
                        Text("Title").token(.body)
                        Text("Detail").token(.caption)
                    }
                }
            }
            """, file: "Row.swift")
        #expect(imported.notes.isEmpty, "\(imported.notes)")
        let screen = try LayoutDocument.decode(imported.document(), file: "Row.swift").screens[0]
        var styles: [String] = []
        screen.root.forEachNode { if case .text(let t) = $0.kind { styles.append(t.style.description) } }
        #expect(styles == ["body", "caption1"], "\(styles)")
    }

    @Test func concatenatedTextsAreOneText() throws {
        let imported = SwiftSourceImporter.importSource(
            """
            import SwiftUI
            struct Greeting: View {
                var name = "Ada"
                var body: some View {
                    (Text("Hello, ") + Text(name).bold() + Text("!")).font(.title)
                }
            }
            """, file: "Greeting.swift")
        #expect(imported.notes.isEmpty, "\(imported.notes)")
        let screen = try LayoutDocument.decode(imported.document(), file: "Greeting.swift").screens[0]
        let solved = LayoutSolver.solve(
            screen, context: LayoutContext(category: .large, viewport: .width(393)), resources: SwiftSourceImporterTests.resources)
        // One Text made of three (SwiftUI's Text + Text), at Title 1: 28 pt at Large in Apple's table.
        let texts = solved.allNodes.compactMap(\.text)
        #expect(texts.map(\.string) == ["Hello, Ada!"] && texts.first?.fontSize == 28)
    }
}

/// TypeRamp's layout against sizes real iOS rendered (Tests/Fixtures/ios-layout): the reference views written as SwiftUI,
/// imported, laid out at each category and compared by height and, where iOS sized the view to fit, by width.
@Suite struct IOSFidelityTests {
    static let screens: [String: String] = [
        "pf-uilabel-title1": "PfUILabelTitle1", "onnerb-uilabel-body": "OnnerbUILabelBody", "pf-swiftui-checked": "PfSwiftUIChecked",
        "cui-content-text-padding": "CuiContentTextPadding", "cui-title-subtitle-header": "CuiTitleSubtitleHeader",
        "spezi-listrow-iphone": "SpeziListRow",
    ]

    /// Every reference cell solved: (iOS height, ours, iOS width or nil, ours, whether it is a list row).
    static func cells() throws -> [(case: String, category: ContentSizeCategory, height: (Double, Double), width: (Double, Double)?, row: Bool)] {
        let imported = try SwiftSourceImporter.importFiles([Fixtures.repositoryPath("Tests/Fixtures/ios-layout/Cases.swift")])
        let document = try LayoutDocument.decode(imported.document(), file: "Cases.swift")
        let csv = try String(contentsOfFile: Fixtures.repositoryPath("Tests/Fixtures/ios-layout/sizes.csv"), encoding: .utf8)
        var rows = csv.split(whereSeparator: \.isNewline).map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let header = rows.removeFirst()
        let column = { (name: String) in header.firstIndex(of: name)! }
        return try rows.map { row in
            let name = try #require(Self.screens[row[column("case")]])
            let screen = try #require(document.screen(named: name))
            let category = try #require(ContentSizeCategory(parsing: row[column("category")]))
            let expected = try #require(Double(row[column("height_pt")]))
            // A list row is measured in a picture of the whole screen (its width is the screen's); views sized to fit
            // are laid out on a 393-pt iPhone.
            let isRowCase = row[column("measure")] == "row"
            let width = isRowCase ? try #require(Double(row[column("png_w_px")])) / (try #require(Double(row[column("scale")]))) : 393
            let solved = LayoutSolver.solve(
                screen, context: LayoutContext(category: category, viewport: .width(width)), resources: SwiftSourceImporterTests.resources)
            let isRow = row[column("measure")] == "row"
            let ours = isRow ? try #require(solved.root.rows?.first?.height) : solved.root.frame.height
            let iosWidth = Double(row[column("width_pt")])
            return (row[column("case")], category, (expected, ours), isRow ? nil : iosWidth.map { ($0, solved.root.frame.width) }, isRow)
        }
    }

    @Test func heightsAreWithinFivePercentOfWhatIOSDraws() throws {
        let cells = try Self.cells()
        let errors = cells.map { abs($0.height.1 - $0.height.0) / $0.height.0 }
        // 42 cells; every one within 5 % at the time of writing (worst 1.3 %, median 0). The thresholds are the issue's
        // (90 % within 5 %, median at most 1.5 %) with room for the font stand-in, not for a wrong model: a row height
        // off by 14 % (44 for 51 pt) fails them.
        #expect(Double(errors.filter { $0 <= 0.05 }.count) / Double(cells.count) >= 0.9, "\(errors.filter { $0 <= 0.05 }.count) of \(cells.count)")
        #expect(median(errors) <= 0.015, "median height error \(median(errors) * 100) %")
        #expect(errors.max()! < 0.05, "worst height error \(errors.max()! * 100) %")
    }

    /// Widths of views iOS sized to fit (labels, fixed-size stacks): the system-font stand-in (Inter's Text and Display
    /// designs blended as SF Pro's optical size) against SF Pro as iOS drew it. Before the optical-size model, widths
    /// ran 10–12 % wide from 21 pt up; the Text design alone cannot pass this.
    @Test func widthsAreWithinThreePercentOfWhatIOSDraws() throws {
        let cells = try Self.cells().compactMap { cell in cell.width.map { (cell.case, cell.category, $0) } }
        #expect(cells.count == 40)
        let errors = cells.map { abs($0.2.1 - $0.2.0) / $0.2.0 }
        #expect(median(errors) <= 0.03, "median width error \(median(errors) * 100) %")
        for (cell, error) in zip(cells, errors) {
            #expect(error <= 0.05, "\(cell.0) at \(cell.1): ours \(cell.2.1), iOS \(cell.2.0)")
        }
    }

    /// List rows: within 1 pt of iOS at Large and 5 % at accessibility sizes (the issue's bar).
    @Test func listRowsMatchIOS() throws {
        for cell in try Self.cells() where cell.row {
            let (ios, ours) = cell.height
            if cell.category.isAccessibilityCategory {
                #expect(abs(ours - ios) / ios <= 0.05, "\(cell.case) at \(cell.category): ours \(ours), iOS \(ios)")
            } else {
                #expect(abs(ours - ios) <= 1, "\(cell.case) at \(cell.category): ours \(ours), iOS \(ios)")
            }
        }
    }

    func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}

@Suite struct SwiftSourceOutOfRangeTests {
    /// Values real code uses that the screens format does not take (negative spacing and padding, zero sizes, unknown
    /// weights, huge ranges) become notes and laid-out approximations; the screen still decodes and solves.
    @Test func outOfRangeValuesAreNotedNotFatal() throws {
        let imported = SwiftSourceImporter.importSource(
            """
            import SwiftUI
            struct Tight: View {
                var body: some View {
                    VStack(spacing: -4) {
                        Text("A").padding(-2).font(.system(size: 0))
                        Text("B").fontWeight(someWeight).frame(width: -10)
                        Image("x").resizable().frame(width: 0, height: 0)
                        ForEach(0..<100000000) { i in Text("Row \\(i)") }
                    }
                }
            }
            """, file: "Tight.swift")
        // Negative spacing is SwiftUI's to take too: the next view starts 4 pt before the previous one ends, no note.
        #expect(!imported.notes.contains { $0.location.line == 4 && $0.message.contains("spacing") })
        // Negative padding is SwiftUI's to take: laid out (the box 2 pt smaller on each edge than the text), no note.
        #expect(!imported.notes.contains { $0.location.line == 5 && $0.message.contains("padding") })
        let screen = try LayoutDocument.decode(imported.document(), file: "Tight.swift").screens[0]
        let solved = LayoutSolver.solve(
            screen, context: LayoutContext(category: .large, viewport: .width(393)), resources: SwiftSourceImporterTests.resources)
        let a = try #require(solved.allNodes.first { $0.text?.string == "A" })
        let padded = try #require(solved.allNodes.first { $0.kind == .padding })
        #expect(abs(padded.frame.width - (a.frame.width - 4)) < 0.01 && abs(padded.frame.minX - (a.frame.minX + 2)) < 0.01)
        let b = try #require(solved.allNodes.first { $0.text?.string == "B" })
        #expect(abs(b.frame.minY - (padded.frame.maxY - 4)) < 0.01, "B at \(b.frame.minY), A's box ends at \(padded.frame.maxY)")
        // At most 50 rows of a ForEach are audited.
        #expect(solved.allNodes.filter { $0.text?.string.hasPrefix("Row ") == true }.count == 50)
    }
}
