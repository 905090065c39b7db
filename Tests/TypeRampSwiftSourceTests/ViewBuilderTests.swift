import Foundation
import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics
import TypeRampSwiftSource
import TypeRampTestSupport
import TypeRampText

/// SwiftUI's view builder as its documentation describes it: a conditional makes the view of the branch taken, never
/// both; an untaken branch takes no space; a condition on data a preview does not give is audited branch by branch.
/// Expected texts and sizes are worked out by hand from that behaviour.
@Suite struct ViewBuilderTests {
    static let library = try! FontLibrary.bundled()
    static let resources = LayoutResources(ramp: nil, fonts: try! FontSet.load(ramp: nil, library: library), engine: TextEngine())

    func screens(_ source: String) throws -> (SwiftImport, [Screen]) {
        let imported = SwiftSourceImporter.importSource(source, file: "View.swift")
        return (imported, try LayoutDocument.decode(imported.document(), file: "View.swift").screens)
    }

    func solve(_ screen: Screen, _ category: ContentSizeCategory = .large) -> SolvedLayout {
        LayoutSolver.solve(screen, context: LayoutContext(category: category, viewport: .width(393)), resources: Self.resources)
    }

    func texts(_ screen: Screen) -> [String] { solve(screen).allNodes.compactMap { $0.text?.string } }

    @Test func anIfElseOnDataIsAuditedOneBranchAtATimeAsVariants() throws {
        let (_, screens) = try screens(
            """
            import SwiftUI
            struct Message: View {
                let isMine: Bool
                var body: some View {
                    HStack {
                        if isMine { Spacer() }
                        Text("Hello")
                        if !isMine { Spacer() }
                    }
                }
            }
            """)
        // `isMine` is unknown (no preview gives it): one variant per branch, never both spacers at once.
        #expect(screens.map(\.name) == ["Message", "Message (!isMine)"])
        for screen in screens {
            let solved = solve(screen)
            let spacers = solved.allNodes.filter { $0.kind == .spacer }.count
            #expect(spacers == 1, "\(screen.name): \(spacers) spacers")
        }
        // Mine: the spacer first, the text pushed to the trailing edge; not mine: the text at the leading edge.
        let mine = try #require(solve(screens[0]).allNodes.first { $0.text != nil })
        let theirs = try #require(solve(screens[1]).allNodes.first { $0.text != nil })
        #expect(mine.frame.maxX == 393)
        #expect(theirs.frame.minX == 0)
    }

    @Test func thePreviewsValuesDecideConditionsAndNilTakesTheElseBranch() throws {
        let (_, screens) = try screens(
            """
            import SwiftUI
            struct Episode: View {
                let url: String?
                let isNew: Bool
                var body: some View {
                    VStack {
                        if let url { Button("Open \\(url)") {} } else { Text("No link") }
                        if isNew { Text("New") }
                    }
                }
            }
            #Preview("Plain") { Episode(url: nil, isNew: false) }
            #Preview("Linked") { Episode(url: "site", isNew: true) }
            """)
        #expect(screens.map(\.name) == ["Plain", "Linked"])
        #expect(texts(screens[0]) == ["No link"])
        #expect(texts(screens[1]) == ["Open site", "New"])
    }

    @Test func aStateTheViewChangesIsAuditedInBothStatesAndOneItNeverChangesKeepsItsValue() throws {
        // SwiftUI: `@State` is where the view starts; a button that toggles it (or a control bound to `$name`) shows the
        // other branch when tapped, so both are screens the user sees. A state nothing changes stays at its value.
        let (_, screens) = try screens(
            """
            import SwiftUI
            struct Details: View {
                @State private var expanded = false
                @State private var subscribed = false
                @State private var beta = false
                @State private var shown = false
                var body: some View {
                    VStack {
                        Button("More") { withAnimation { expanded.toggle() } }
                        if expanded { Text("Full description") }
                        Toggle("Subscribe", isOn: $subscribed)
                        if subscribed { Text("Subscribed") }
                        if beta { Text("Beta") }
                        if !shown { Text("Tap to show") }
                    }
                    .onTapGesture { self.shown = true }
                }
            }
            """)
        // Each changed state is a decision: the screen shows where the states start, then one variant per state moved.
        #expect(screens.map(\.name) == ["Details", "Details (expanded)", "Details (subscribed)", "Details (shown)"])
        #expect(texts(screens[0]) == ["More", "Subscribe", "Tap to show"])
        #expect(texts(screens[1]) == ["More", "Full description", "Subscribe", "Tap to show"])
        #expect(texts(screens[2]) == ["More", "Subscribe", "Subscribed", "Tap to show"])
        #expect(texts(screens[3]) == ["More", "Subscribe"])
        // `beta` is never changed: its `false` holds in every variant.
        #expect(screens.allSatisfy { !texts($0).contains("Beta") })
    }

    @Test func anUntakenBranchTakesNoSpaceAndModifiersApplyToTheBranchShown() throws {
        // `if showsBanner { Text(…) }` with `showsBanner` false: no view, so no padding and no stack spacing for it.
        let (_, screens) = try screens(
            """
            import SwiftUI
            struct Card: View {
                var showsBanner = false
                var body: some View {
                    VStack(spacing: 10) {
                        Text("Top")
                        banner
                        Text("Bottom")
                    }
                }
                @ViewBuilder var banner: some View {
                    if showsBanner { Text("Banner") }
                }
            }
            #Preview { Card().padding(16) }
            """)
        let solved = solve(try #require(screens.first))
        let top = try #require(solved.allNodes.first { $0.text?.string == "Top" })
        let bottom = try #require(solved.allNodes.first { $0.text?.string == "Bottom" })
        // Exactly one spacing between the two texts that are shown.
        #expect(abs(bottom.frame.minY - top.frame.maxY - 10) < 0.01)
        #expect(!texts(screens[0]).contains("Banner"))
    }

    @Test func aConditionalOnTheTextSizeTakesTheCallersModifiersInEachBranch() throws {
        let (_, screens) = try screens(
            """
            import SwiftUI
            struct Adaptive: View {
                @Environment(\\.dynamicTypeSize) var size
                var body: some View {
                    if size.isAccessibilitySize { Text("Tall") } else { Text("Wide") }
                }
            }
            #Preview { Adaptive().padding(32) }
            """)
        let screen = try #require(screens.first)
        for (category, shown) in [(ContentSizeCategory.large, "Wide"), (.accessibilityLarge, "Tall")] {
            let solved = solve(screen, category)
            let text = try #require(solved.allNodes.first { $0.text != nil })
            #expect(text.text?.string == shown)
            // The padding applies to the branch shown: 32 pt above it.
            #expect(abs(text.frame.minY - solved.allNodes[0].frame.minY - 32) < 0.01, "\(category)")
        }
    }

    @Test func aSwitchOnUnknownDataAuditsEachCaseAndBindsNothingTwice() throws {
        let (_, screens) = try screens(
            """
            import SwiftUI
            enum Phase { case loading, loaded, failed }
            struct Feed: View {
                let phase: Phase
                var body: some View {
                    switch phase {
                    case .loading: ProgressView("Loading")
                    case .loaded: Text("Items")
                    case .failed: Text("Try again")
                    }
                }
            }
            #Preview("Loaded") { Feed(phase: .loaded) }
            struct Other: View {
                let phase: Phase
                var body: some View { Feed(phase: phase) }
            }
            """)
        // The preview passes `.loaded`: one screen with that case. `Other` passes data it does not know: each case a variant.
        let loaded = try #require(screens.first { $0.name == "Loaded" })
        #expect(texts(loaded) == ["Items"])
        let others = screens.filter { $0.name.hasPrefix("Other") }
        #expect(others.count == 3, "\(screens.map(\.name))")
    }

    @Test func aSwitchExpressionOnUnknownDataGivesEachCasesValueAsAVariant() throws {
        // Swift 5.9's `switch` expression, assigned in an init: `size` is data no preview gives, so each case's value is
        // its own variant (never a guess): a 10, 20 or 30 pt symbol padded by 0.6 of it (6, 12 or 18 pt each side).
        let (imported, screens) = try screens(
            """
            import SwiftUI
            enum Size { case small, medium, large }
            struct Badge: View {
                let side: CGFloat
                init(size: Size) {
                    self.side = switch size {
                    case .small: 10
                    case .medium: 20
                    case .large: 30
                    }
                }
                var body: some View {
                    Image(systemName: "play.fill").font(.system(size: side)).padding(0.6 * side)
                }
            }
            struct Row: View {
                let size: Size
                var body: some View { Badge(size: size) }
            }
            """)
        #expect(!imported.notes.contains { $0.message.contains("padding length") }, "\(imported.notes.map(\.message))")
        #expect(screens.count == 3, "\(screens.map(\.name))")
        var insets: [Double] = []
        for screen in screens {
            let solved = solve(screen)
            let outer = solved.allNodes[0].frame
            let image = try #require(solved.allNodes.dropFirst().first { $0.frame.width < outer.width })
            insets.append(((image.frame.minX - outer.minX) * 10).rounded() / 10)
        }
        #expect(insets.sorted() == [6, 12, 18], "\(insets)")
    }

    @Test func aDefaultedClosureParameterIsSkippedForTheTrailingClosure() throws {
        // SE-0286: `Card { … }` binds the trailing closure to `content`, not to the defaulted `onTap`.
        let (_, screens) = try screens(
            """
            import SwiftUI
            struct Card<Content: View>: View {
                var onTap: () -> Void = {}
                @ViewBuilder let content: Content
                var body: some View { VStack { content } }
            }
            #Preview { Card { Text("Inside") } }
            """)
        #expect(texts(try #require(screens.first)) == ["Inside"])
    }

    @Test func aDefaultedClosureParameterTakesTheTrailingClosureWhenALabelledOneNamesTheLaterParameter() throws {
        // SE-0286: the defaulted closure is skipped only for a later parameter that needs an argument *before* the one
        // the next labelled trailing closure names. `Header(…) { id in … } footer: { … }` binds `{ id in … }` to
        // `onTap` and the footer to `footer`; the tap action is not drawn.
        let (imported, screens) = try screens(
            """
            import SwiftUI
            struct Header<Footer: View>: View {
                let title: String
                var onTap: ((String) -> Void)? = nil
                @ViewBuilder var footer: () -> Footer
                init(title: String, onTap: ((String) -> Void)? = nil, @ViewBuilder footer: @escaping () -> Footer) {
                    self.title = title
                    self.onTap = onTap
                    self.footer = footer
                }
                var body: some View { VStack { Text(title); footer() } }
            }
            struct Model { func send(_ s: String) {} }
            struct Screen: View {
                let model = Model()
                var body: some View {
                    Header(title: "Room") { id in
                        model.send(id)
                    } footer: {
                        Text("Shortcuts")
                    }
                }
            }
            #Preview { Screen() }
            """)
        #expect(texts(try #require(screens.first)) == ["Room", "Shortcuts"])
        #expect(imported.notes.allSatisfy { !$0.message.contains("send") }, "\(imported.notes.map(\.message))")
    }

    @Test func closureParametersAreCalledWithTheirArguments() throws {
        let (_, screens) = try screens(
            """
            import SwiftUI
            struct Picker2<Label: View>: View {
                let items: [String]
                let label: (String) -> Label
                var body: some View {
                    VStack { ForEach(items, id: \\.self) { item in label(item) } }
                }
            }
            #Preview { Picker2(items: ["Red", "Blue"]) { name in Text("Colour \\(name)") } }
            """)
        #expect(texts(try #require(screens.first)) == ["Colour Red", "Colour Blue"])
    }

    @Test func helpersInExtensionsCallModifiersWithoutSelf() throws {
        let (imported, screens) = try screens(
            """
            import SwiftUI
            extension View {
                func card() -> some View {
                    padding(12).font(.title2)
                }
            }
            struct Note: View {
                var body: some View { Text("Reminder").card() }
            }
            """)
        let solved = solve(try #require(screens.first))
        let text = try #require(solved.allNodes.first { $0.text != nil })
        // The helper's font reaches the text it styles (title 2 is 22 pt at Large, Apple's table) and its padding wraps it.
        #expect(text.text?.style.description == "title2")
        #expect(abs(text.frame.minY - solved.allNodes[0].frame.minY - 12) < 0.01)
        #expect(imported.notes.isEmpty, "\(imported.notes)")
    }

    @Test func computedViewsInGenericAndPrivateExtensionsAreMembers() throws {
        let (imported, screens) = try screens(
            """
            import SwiftUI
            struct Profile: View {
                let name: String
                var body: some View { VStack { header; footer(year: 2026) } }
            }
            private extension Profile {
                var header: some View { Text(name).font(.headline) }
            }
            extension Profile {
                func footer(year: Int) -> some View { Text("© \\(year)") }
            }
            #Preview { Profile(name: "Ada") }
            """)
        #expect(texts(try #require(screens.first)) == ["Ada", "© 2026"])
        #expect(imported.notes.isEmpty, "\(imported.notes)")
    }

    @Test func theProjectsButtonLabelAndToggleStylesDrawTheirControls() throws {
        let (_, screens) = try screens(
            """
            import SwiftUI
            struct Primary: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.font(.title3).padding(14)
                }
            }
            struct Stacked: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack { configuration.icon; configuration.title }
                }
            }
            struct Check: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack { Image(systemName: "checkmark.square"); configuration.label }
                }
            }
            struct Settings: View {
                var body: some View {
                    VStack {
                        Button("Save") {}.buttonStyle(Primary())
                        Label("Inbox", systemImage: "tray").labelStyle(Stacked())
                        Toggle("Sync", isOn: .constant(true)).toggleStyle(Check())
                    }
                }
            }
            """)
        let solved = solve(try #require(screens.first))
        let save = try #require(solved.allNodes.first { $0.text?.string == "Save" })
        #expect(save.text?.style.description == "title3")
        let inbox = try #require(solved.allNodes.first { $0.text?.string == "Inbox" })
        let tray = try #require(solved.allNodes.first { $0.kind == .image })
        #expect(inbox.frame.minY >= tray.frame.maxY, "the title under the icon")
        #expect(solved.allNodes.contains { $0.text?.string == "Sync" })
    }

    @Test func theDesignSystemsFontsAreFollowedAndComputedSystemSizesStayFixed() throws {
        let (imported, screens) = try screens(
            """
            import SwiftUI
            extension Font { static let bodyMD = Font.footnote }
            enum Theme {
                enum Fonts {
                    static let title = Font.system(.title2, design: .rounded)
                    static func number(_ size: CGFloat) -> Font { .system(size: size, weight: .bold) }
                }
            }
            struct Tokens: View {
                let token: Double
                var body: some View {
                    VStack {
                        Text("Body").font(.bodyMD)
                        Text("Title").font(Theme.Fonts.title)
                        Text("Count").font(Theme.Fonts.number(28))
                        Text("Computed").font(.system(size: CGFloat(token)))
                    }
                }
            }
            """)
        let solved = solve(try #require(screens.first))
        func style(_ s: String) -> String? { solved.allNodes.first { $0.text?.string == s }?.text?.style.description }
        #expect(style("Body") == "footnote")
        #expect(style("Title") == "title2")
        #expect(style("Count") == "fixed 28 pt bold")
        #expect(style("Computed")?.hasPrefix("fixed") == true)
        #expect(!imported.notes.contains { $0.message.contains("font") }, "\(imported.notes)")
    }

    @Test func aTextOfAnImageIsASymbolNotSampleText() throws {
        let (_, screens) = try screens(
            """
            import SwiftUI
            struct Rating: View {
                var body: some View { HStack { Text(Image(systemName: "star.fill")); Text("4.5") } }
            }
            """)
        let solved = solve(try #require(screens.first))
        #expect(solved.allNodes.contains { $0.kind == .image })
        #expect(!texts(screens[0]).contains { $0.hasPrefix("Sample") })
    }
}
