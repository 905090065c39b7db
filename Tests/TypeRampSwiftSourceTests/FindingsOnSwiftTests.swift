import Foundation
import Testing
import TypeRampAudit
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics
import TypeRampSwiftSource
import TypeRampTestSupport
import TypeRampText

/// Findings on Swift source as a reviewer reads them: one per cause (a rule at a place in the code, however many
/// previews, variants or rows show it), keyed by where the view is written (so edits elsewhere do not re-open a baselined
/// finding), and never a warning or an error when the conclusion rests on something TypeRamp made up.
@Suite struct FindingsOnSwiftTests {
    static let library = try! FontLibrary.bundled()

    func audit(_ source: String, baseline: Baseline? = nil) throws -> AuditReport {
        let imported = SwiftSourceImporter.importSource(source, file: "Card.swift")
        let document = try LayoutDocument.decode(imported.document(), file: "Card.swift")
        let resources = LayoutResources(ramp: nil, fonts: try FontSet.load(ramp: nil, library: Self.library), engine: TextEngine())
        let input = AuditInput(screens: document.screens.map { ($0, "Card.swift", 0) }, resources: [resources])
        let matrix = AuditMatrix(categories: [.large, .accessibilityExtraExtraExtraLarge], widths: [320])
        return try Auditor(input: input, configuration: AuditConfiguration(matrix: matrix, baseline: baseline, jobs: 1)).run()
    }

    /// A card whose title is cut at one line at the largest sizes (text-truncated, a warning), shown by three previews.
    static let card = """
        import SwiftUI
        struct Card: View {
            let title: String
            var body: some View {
                VStack(alignment: .leading) {
                    Text(title).font(.headline).lineLimit(1)
                }
            }
        }
        #Preview("Short") { Card(title: "Quarterly statement for your savings account") }
        #Preview("Long") { Card(title: "Quarterly statement for your savings account") }
        #Preview("Dark") { Card(title: "Quarterly statement for your savings account").preferredColorScheme(.dark) }
        """

    @Test func oneCauseShownByThreePreviewsIsOneFinding() throws {
        let report = try audit(Self.card)
        let truncated = report.findings.filter { $0.rule == .textTruncated && $0.status == .active }
        #expect(truncated.count == 1, "\(truncated.map(\.screen))")
        #expect(truncated.first?.location?.line == 6)
        #expect(truncated.first?.alsoIn == ["Long", "Dark"])
        #expect(report.summary.warnings == report.findings.filter { $0.status == .active && $0.severity == .warning }.count)
    }

    @Test func screensBeforeTheFirstCauseDoNotShiftTheNamesOfTheOthers() throws {
        // Screens without findings are reported as they come; the cause is named on the screens that show it.
        let report = try audit(
            """
            import SwiftUI
            struct Plain: View { var body: some View { Text("Fine") } }
            #Preview("First clean") { Plain() }
            #Preview("Second clean") { Plain() }
            struct Card: View {
                let title: String
                var body: some View { Text(title).font(.headline).lineLimit(1) }
            }
            #Preview("Short") { Card(title: "Quarterly statement for your savings account") }
            #Preview("Long") { Card(title: "Quarterly statement for your savings account") }
            """)
        let truncated = report.findings.filter { $0.rule == .textTruncated && $0.status == .active }
        #expect(truncated.count == 1 && truncated.first?.screen == "Short", "\(truncated.map(\.screen))")
        #expect(truncated.first?.alsoIn == ["Long"], "\(truncated.map(\.alsoIn))")
    }

    @Test func rowsOfOneForEachAreOneCause() throws {
        let report = try audit(
            """
            import SwiftUI
            struct Names: View {
                let names = ["Alexandria Ocasio-Montgomery", "Bartholomew Featherstonehaugh", "Christabel Montmorency-Smythe"]
                var body: some View {
                    VStack { ForEach(names, id: \\.self) { name in Text(name).font(.title).lineLimit(1) } }
                }
            }
            """)
        let truncated = report.findings.filter { $0.rule == .textTruncated && $0.status == .active }
        #expect(truncated.count == 1, "\(truncated.map(\.path))")
    }

    @Test func aViewAddedAboveKeepsTheBaselinedFindingsFingerprint() throws {
        let before = try audit(Self.card)
        let fingerprints = Set(before.findings.map(\.fingerprint))
        // A new view above the title, and a new preview: the title's finding keeps its fingerprint.
        let edited =
            Self.card.replacingOccurrences(
                of: "VStack(alignment: .leading) {\n", with: "VStack(alignment: .leading) {\n            Text(\"New badge\")\n")
            + "\n#Preview(\"Added\") { Card(title: \"Quarterly statement for your savings account\") }\n"
        let after = try audit(edited, baseline: Baseline(fingerprints: fingerprints))
        let title = try #require(after.findings.first { $0.rule == .textTruncated && $0.location?.line == 7 })
        #expect(title.status == .baselined)
        #expect(after.summary.warnings == 0 && after.summary.errors == 0, "\(after.activeFindings.map { "\($0.rule) \($0.location?.line ?? 0)" })")
    }

    /// Two views whose keys read alike (a long text cut at the anchor's 40 characters) in one stack.
    static let twins = """
        import SwiftUI
        struct Notice: View {
            var body: some View {
                VStack {
                    Text("Your order has shipped and will arrive on Thursday").lineLimit(1) // typeramp:disable text-truncated
                    Text("Done").lineLimit(1) // typeramp:disable text-truncated
                    Text("Your order has shipped and will arrive on Friday").lineLimit(1)
                }
            }
        }
        """

    @Test func twoViewsThatReadAlikeAreTwoCauses() throws {
        // Suppressing the first must not silence the second: each is its own place in the source.
        let report = try audit(Self.twins)
        let active = report.findings.filter { $0.rule == .textTruncated && $0.status == .active }
        #expect(active.map { $0.location?.line } == [7])
        #expect(report.findings.filter { $0.rule == .textTruncated && $0.status == .suppressed }.map { $0.location?.line } == [5])
    }

    @Test func aDisableThatSilencesNothingIsReportedAndAStaleBaselineEntryIsCounted() throws {
        // "Done" fits on its line at every size: the directive on line 6 silences nothing (as SwiftLint's
        // superfluous_disable_command); line 5's does.
        let baseline = Baseline(fingerprints: ["0123456789abcdef"])
        let report = try audit(Self.twins, baseline: baseline)
        #expect(report.summary.unusedSuppressions == [SuppressionSite(rule: "text-truncated", file: "Card.swift", line: 6)])
        #expect(report.summary.staleBaselineEntries == 1)
        #expect(try audit(Self.twins).summary.staleBaselineEntries == 0)
    }

    @Test func codeOnlyPreviewsRunAndLoadingPlaceholdersAreUnverified() throws {
        // The card is the app's; the slider in the provider's own content, the private demo only a preview shows, and
        // the redacted skeleton are not what users see.
        let report = try audit(
            """
            import SwiftUI
            struct Card: View {
                var body: some View { Text("Quarterly statement for your savings account").font(.headline).lineLimit(1) }
            }
            struct Skeleton: View {
                var body: some View {
                    Text("Quarterly statement for your savings account").lineLimit(1).redacted(reason: .placeholder)
                }
            }
            struct Card_Previews: PreviewProvider {
                struct PreviewContent: View {
                    @State var value = 0.5
                    var body: some View { VStack { Card(); Slider(value: $value) } }
                }
                static var previews: some View { PreviewContent() }
            }
            private struct DemoRow: View {
                @State var on = false
                var body: some View { Toggle("", isOn: $on) }
            }
            #Preview { DemoRow() }
            """)
        let active = report.findings.filter { $0.status == .active && $0.severity != .information }
        #expect(active.map { "\($0.rule.rawValue):\($0.location?.line ?? 0)" } == ["text-truncated:3"])
        let unverified = report.findings.filter { $0.unverified != nil }
        #expect(unverified.contains { $0.rule == .missingLabel && $0.location?.line == 13 && $0.unverified!.contains("previews") })
        #expect(unverified.contains { $0.rule == .missingLabel && $0.location?.line == 19 && $0.unverified!.contains("previews") })
        #expect(unverified.contains { $0.rule == .textTruncated && $0.location?.line == 7 && $0.unverified!.contains("placeholder") })
    }

    @Test func aStyleOnlyPreviewsUseIsPreviewCodeAndAPublicOneIsNot() throws {
        // An unlabelled circle button drawn by a style only a PreviewProvider applies: the app never draws it. The same
        // body in a public style may be applied by another module, and stays the app's.
        func source(_ access: String) -> String {
            """
            import SwiftUI
            \(access)struct NubStyle: ButtonStyle {
                \(access)func makeBody(configuration: Configuration) -> some View {
                    Circle().frame(width: 60, height: 60)
                }
            }
            struct Nub_Previews: PreviewProvider {
                static var previews: some View { Button { } label: { }.buttonStyle(NubStyle()) }
            }
            """
        }
        let internalStyle = try audit(source("")).findings.filter { $0.rule == .missingLabel }
        #expect(!internalStyle.isEmpty && internalStyle.allSatisfy { $0.unverified?.contains("previews") == true }, "\(internalStyle)")
        let publicStyle = try audit(source("public ")).findings.filter { $0.rule == .missingLabel }
        #expect(!publicStyle.isEmpty && publicStyle.allSatisfy { $0.unverified == nil }, "\(publicStyle)")
    }

    @Test func invisibleLinksAndSpinnersAreNotUnlabelledControls() throws {
        let report = try audit(
            """
            import SwiftUI
            struct Links: View {
                @State var show = false
                var body: some View {
                    VStack {
                        Button { } label: { ProgressView() }
                        Text("Go")
                            .background(NavigationLink("", isActive: $show) { Text("Detail") })
                            .background(NavigationLink(destination: Text("D")) { EmptyView() })
                        Toggle("", isOn: $show)
                        NavigationLink(destination: Text("E"), isActive: $show) {}
                    }
                }
            }
            """)
        // Only the toggle with an empty title is read without a name.
        #expect(report.findings.filter { $0.rule == .missingLabel }.map { $0.location?.line } == [10])
    }

    @Test func aTextFieldsPlaceholderIsOneLine() throws {
        // UITextField draws its placeholder on one line: at AX5 on 320 pt it is cut, never wrapped or broken in a word.
        let report = try audit(
            """
            import SwiftUI
            struct Search: View {
                @State var query = ""
                var body: some View {
                    HStack { Image(systemName: "magnifyingglass"); TextField("Podcasts, episodes and extraordinarily long names", text: $query) }
                }
            }
            """)
        #expect(report.findings.filter { [.textBreaksWord, .textTruncated].contains($0.rule) }.isEmpty, "\(report.findings.map(\.message))")
    }

    @Test func aRowWhoseOnlyCutTextIsAFieldsPlaceholderNeedNotFlip() throws {
        // A field beside a label takes the width the label leaves it and cuts its hint on one line (UITextField): the row
        // loses nothing. The same row with a second text that has no room breaks that text's words, and must flip.
        let report = try audit(
            """
            import SwiftUI
            struct Address: View {
                @State var mac = ""
                var body: some View {
                    VStack {
                        HStack { Text("MAC"); TextField("aa:bb:cc:dd:ee:ff:00:11", text: $mac) }
                        HStack { Text("MAC"); Text("aa:bb:cc:dd:ee:ff:00:11") }
                    }
                }
            }
            """)
        let rows = report.findings.filter { [.stackMustFlip, .textBreaksWord].contains($0.rule) }.map { $0.location?.line ?? 0 }
        #expect(!rows.contains(6), "\(report.findings.map(\.message))")
        #expect(rows.contains(7), "\(report.findings.map(\.message))")
    }

    @Test func aConclusionOnSampleTextIsUnverifiedInformation() throws {
        // No preview gives `title`: the text is the sample "Sample title", which TypeRamp made up.
        let report = try audit(
            """
            import SwiftUI
            struct Badge: View {
                let title: String
                var body: some View {
                    HStack { Text(title).font(.largeTitle).lineLimit(1).frame(width: 60) }
                }
            }
            """)
        let truncated = report.findings.filter { $0.rule == .textTruncated }
        #expect(!truncated.isEmpty)
        #expect(truncated.allSatisfy { $0.severity == .information && $0.unverified?.contains("sample text") == true })
        #expect(report.summary.warnings == 0 && report.summary.errors == 0)
    }

    @Test func aConclusionThatHoldsForAnyTextIsNotUnverified() throws {
        // "Notifications" beside data text on a 320 pt screen: at AX5 body is 53 pt (Apple's table), about 27 pt a
        // letter, so the word alone needs more than the screen and the stack must flip whatever the data text is, one
        // letter included: the finding is proven. Whether the badge's 80 pt frame cuts its title depends on
        // the title's length: that stays unverified. So does a geometry finding resting on data text (a fixed frame
        // that clips it): on real apps those depended more on how the view is presented than on the text.
        let report = try audit(
            """
            import SwiftUI
            struct Swatch: View {
                let name: String
                var body: some View {
                    HStack {
                        Text("Notifications")
                        Text(name)
                    }
                }
            }
            struct Badge: View {
                let title: String
                var body: some View { Text(title).lineLimit(1).frame(width: 80) }
            }
            struct Card: View {
                let title: String
                var body: some View { Text(title).font(.title).frame(height: 20).clipped() }
            }
            """)
        let flip = try #require(report.findings.first { $0.rule == .stackMustFlip && $0.screen == "Swatch" }, "\(report.findings.map(\.message))")
        #expect(flip.unverified == nil && flip.severity == .warning, "\(flip)")
        let truncated = report.findings.filter { $0.rule == .textTruncated && $0.screen == "Badge" }
        #expect(!truncated.isEmpty && truncated.allSatisfy { $0.unverified?.contains("sample text") == true })
        let clipped = report.findings.filter { $0.rule == .contentClipped && $0.screen == "Card" }
        #expect(!clipped.isEmpty && clipped.allSatisfy { $0.unverified?.contains("sample text") == true })
    }

    @Test func aKeyLikeTextWithoutCatalogIsUnverified() throws {
        let report = try audit(
            """
            import SwiftUI
            struct Note: View {
                var body: some View { HStack { Text("account.relation.note.label").font(.largeTitle).lineLimit(1).frame(width: 80) } }
            }
            """)
        let truncated = report.findings.filter { $0.rule == .textTruncated }
        #expect(!truncated.isEmpty && truncated.allSatisfy { $0.unverified != nil })
    }

    @Test func aLongNavigationTitleInSwiftIsUnverified() throws {
        // In Swift the bar's display mode may be set by whatever pushes the view: the cut title is information.
        let report = try audit(
            """
            import SwiftUI
            struct Settings: View {
                var body: some View {
                    NavigationStack {
                        Text("Details").navigationTitle("Notifications and sounds for all of your devices")
                    }
                }
            }
            """)
        let truncated = report.findings.filter { $0.rule == .textTruncated }
        #expect(!truncated.isEmpty)
        #expect(truncated.allSatisfy { $0.severity == .information && $0.unverified?.contains("navigation bar") == true })
    }

    @Test func aStackSqueezedBySampleTextInTheStackAroundItIsUnverified() throws {
        // The label's icon and title need more than they get only because the made-up value beside it (no preview gives
        // `value`) takes the rest of the row: the conclusion rests on that sample text.
        let source = """
            import SwiftUI
            struct Setting: View {
                let value: String
                var body: some View {
                    HStack {
                        Label("Theme", systemImage: "paintpalette")
                        Spacer()
                        Text(value)
                    }
                }
            }
            """
        let report = try audit(source)
        let flips = report.findings.filter { $0.rule == .stackMustFlip }
        #expect(!flips.isEmpty)
        #expect(flips.allSatisfy { $0.severity == .information && $0.unverified?.contains("sample text") == true }, "\(flips.map(\.message))")
        // Given by a preview, the same row is proven either way: nothing rests on a guess.
        let given = try audit(source + "\n#Preview { Setting(value: \"Midnight blue with a long name\") }\n")
        #expect(given.findings.filter { $0.rule == .stackMustFlip && $0.screen.hasSuffix("preview") }.allSatisfy { $0.unverified == nil })
    }

    @Test func symbolButtonsAreLabelledByTheirSymbolAndImagesFromUIImageAreNot() throws {
        // SwiftUI labels `Image(systemName:)` (and SFSafeSymbols' `Image(systemSymbol:)`, the same image) with the
        // symbol's name; an image made from a UIImage has no label, so a button showing only one is unlabelled.
        let report = try audit(
            """
            import SwiftUI
            struct Toolbar: View {
                var body: some View {
                    HStack {
                        Button { } label: { Image(systemSymbol: .chevronLeft) }
                        Button { } label: { Image(systemName: "gearshape.fill") }
                        Button { } label: { Image(uiImage: UIImage(named: "mic")!) }
                    }
                }
            }
            """)
        let unlabelled = report.findings.filter { $0.rule == .missingLabel }
        #expect(unlabelled.map { $0.location?.line } == [7], "\(unlabelled.map(\.message))")
    }

    @Test func aTextFieldInALowFrameLosesNoLine() throws {
        // A cell made to one height (`.frame(height: 18)`) holds a title and two narrow fields: at accessibility sizes
        // each field's placeholder is cut at its end (a field is one line, cut by its width), and the title's one line is
        // drawn whole past the frame (a frame does not clip). Nothing is proven cut by the frame: information only.
        let report = try audit(
            """
            import SwiftUI
            struct RangeCell: View {
                @State private var low = ""
                @State private var high = ""
                var body: some View {
                    HStack {
                        Text("Status Code").lineLimit(1)
                        Spacer()
                        TextField("Minimum", text: $low).frame(width: 44)
                        TextField("Maximum", text: $high).frame(width: 44)
                    }
                    .frame(height: 18)
                }
            }
            """)
        let clipped = report.findings.filter { $0.rule == .contentClipped }
        #expect(!clipped.isEmpty, "the premise: the fields outgrow the frame at large sizes")
        #expect(clipped.allSatisfy { $0.unverified != nil }, "\(clipped.map { ($0.message, $0.unverified ?? "proven") })")
    }

    @Test func aFrameDoesNotClipAnIconButLosesTextLines() throws {
        // SwiftUI's .frame does not clip (only .clipped() does): a resizable symbol takes its frame's size, and a symbol
        // sized by its font that outgrows a 20 pt frame is drawn whole. Text in a fixed height loses its lines.
        let report = try audit(
            """
            import SwiftUI
            struct Row: View {
                var body: some View {
                    VStack {
                        Image(systemName: "arrow.2.squarepath").resizable().aspectRatio(contentMode: .fit).frame(width: 13, height: 13)
                        Image(systemName: "exclamationmark.triangle").font(.title).frame(width: 20, height: 20)
                        Text("Free delivery on orders over 20 euros, every day of the week").frame(height: 20)
                    }
                }
            }
            """)
        let clipped = report.findings.filter { $0.rule == .contentClipped }.map { $0.location?.line ?? 0 }
        #expect(clipped == [7], "\(report.findings.map(\.message))")
    }

    @Test func aTextThatKeepsItsIdealHeightLosesNoLineToAFrame() throws {
        // `.fixedSize(horizontal: false, vertical: true)`: SwiftUI gives the text the height of all its lines whatever
        // the frame around it offers, so the frame cuts nothing (the text spills past it); without it the text is
        // shortened to the lines the height holds.
        let report = try audit(
            """
            import SwiftUI
            struct Card: View {
                var body: some View {
                    VStack {
                        VStack { Text("Free delivery on orders over 20 euros, every day of the week").lineLimit(2).fixedSize(horizontal: false, vertical: true) }
                            .frame(height: 20)
                        VStack { Text("Free delivery on orders over 20 euros, every day of the week").lineLimit(2) }
                            .frame(height: 20)
                    }
                }
            }
            """)
        let clipped = report.findings.filter { $0.rule == .contentClipped && $0.unverified == nil }.map { $0.location?.line ?? 0 }
        #expect(clipped == [7], "\(report.findings.map { ($0.rule.rawValue, $0.message, $0.location?.line ?? 0) })")
    }

    @Test func aPlaceholderRedactedUntilItLoadsIsNotProven() throws {
        // `.redacted(reason: loaded ? [] : .placeholder)` with `if loaded { … } else { … }`: while loading, iOS draws the
        // placeholder's text as grey bars, so a word break in it is unverified; the loaded content is measured.
        let report = try audit(
            """
            import SwiftUI
            struct MenuPreview: View {
                @State private var loaded = false
                var body: some View {
                    Group {
                        if loaded {
                            Text("Datenschutzeinstellungen").frame(width: 100)
                        } else {
                            Text("Platzhalterstatuszeile").frame(width: 100)
                        }
                    }
                    .redacted(reason: loaded ? [] : .placeholder)
                    .task { loaded = true }
                }
            }
            """)
        let breaks = report.findings.filter { $0.rule == .textBreaksWord }
        #expect(
            breaks.filter { $0.unverified == nil }.map { $0.location?.line ?? 0 } == [7], "\(breaks.map { ($0.message, $0.location?.line ?? 0) })")
        #expect(breaks.contains { $0.unverified != nil && $0.location?.line == 9 }, "\(breaks.map { ($0.message, $0.location?.line ?? 0) })")
    }

    @Test func aScreenOnlyAnIPadOpensIsNotProvenOnAnIPhone() throws {
        // The settings link to a sidebar's settings only on an iPad (`userInterfaceIdiom == .pad`); the sidebar screen's
        // own preview lays out an unlabelled slider, which no iPhone shows: information, with the reason. The same slider
        // in a screen an iPhone opens is an error.
        let report = try audit(
            """
            import SwiftUI
            struct SidebarSettings: View {
                @State private var width = 0.5
                var body: some View { Form { Slider(value: $width) } }
            }
            struct PlaybackSettings: View {
                @State private var speed = 0.5
                var body: some View { Form { Slider(value: $speed) } }
            }
            struct Settings: View {
                var body: some View {
                    NavigationStack {
                        List {
                            if UIDevice.current.userInterfaceIdiom == .pad {
                                NavigationLink("Sidebar") { SidebarSettings() }
                            }
                            NavigationLink("Playback") { PlaybackSettings() }
                        }
                    }
                }
            }
            #Preview { SidebarSettings() }
            #Preview { PlaybackSettings() }
            """)
        let labels = report.findings.filter { $0.rule == .missingLabel }
        #expect(
            labels.filter { $0.unverified == nil }.map { $0.location?.line ?? 0 } == [8],
            "\(labels.map { ($0.message, $0.location?.line ?? 0, $0.unverified ?? "") })")
        #expect(
            labels.contains { $0.location?.line == 4 && ($0.unverified ?? "").contains("iPad") },
            "\(labels.map { ($0.location?.line ?? 0, $0.unverified ?? "") })")
    }

    @Test func aRowOnlyAPreviewWritesDoesNotProveWhatFitsInIt() throws {
        // A gallery preview puts three 120 pt images side by side: they overflow a 320 pt screen, but only in the
        // preview's row. The app's own row of three is the app's layout, and its overflow stands.
        let component = """
            import SwiftUI
            struct SendButton: View {
                var body: some View { Image("send").resizable().frame(width: 120, height: 44) }
            }
            #Preview("Gallery") {
                HStack(spacing: 0) { SendButton(); SendButton(); SendButton() }
            }
            """
        let gallery = try audit(component).findings.filter { $0.rule == .horizontalOverflow }
        #expect(!gallery.isEmpty && gallery.allSatisfy { $0.unverified?.contains("only previews write") == true }, "\(gallery)")
        let app =
            component + """

                struct Composer: View {
                    var body: some View { HStack(spacing: 0) { SendButton(); SendButton(); SendButton() } }
                }
                """
        let overflow = try audit(app).findings.filter { $0.rule == .horizontalOverflow }
        #expect(!overflow.isEmpty && overflow.allSatisfy { $0.unverified == nil }, "\(overflow.map { ($0.screen, $0.unverified ?? "") })")
    }

    @Test func aFrameDrawsATextsOneLineWholeUnlessSomethingClipsIt() throws {
        // A Text always shows at least one line, and a frame draws what is larger than it past its edges: a one-line
        // title taller than a 20 pt frame loses nothing unless the frame is clipped, which the code may do. A title that
        // needs two lines loses one; a horizontal scroll view clips what a cell draws above or below it. A text that may
        // shrink (minimumScaleFactor) fits the height left to it by drawing smaller, not by losing lines.
        let report = try audit(
            """
            import SwiftUI
            struct Row: View {
                var body: some View {
                    VStack {
                        Text("Sign in").font(.headline).frame(height: 20)
                        Text("Free delivery on orders over 20 euros, every day").font(.headline).frame(height: 20)
                        ScrollView(.horizontal) {
                            HStack { Text("Cast").font(.headline).frame(height: 20) }
                        }
                        .frame(height: 20)
                        VStack {
                            Text("Words are formed by connecting letters that are touching").font(.title).minimumScaleFactor(0.2)
                            Image("cube").resizable().frame(width: 80, height: 80)
                        }
                        .frame(height: 60)
                        Text("Free delivery on orders").font(.headline).frame(width: 200, height: 16)
                    }
                }
            }
            """)
        let clipped = report.findings.filter { $0.rule == .contentClipped }
        // One line at Large (unproven there), two at the largest size: proven, and said to occur where it is proven.
        let grows = try #require(clipped.first { $0.location?.line == 16 }, "\(clipped.map { ($0.location?.line ?? 0, $0.message) })")
        #expect(grows.unverified == nil && grows.cells.map(\.category) == [1], "\(grows.cells)")
        let proven = clipped.filter { $0.unverified == nil }.map { $0.location?.line ?? 0 }
        #expect(proven.sorted() == [6, 8, 16], "\(clipped.map { ($0.location?.line ?? 0, $0.message, $0.unverified ?? "") })")
        for line in [5, 11] {
            let unproven = try #require(clipped.first { $0.location?.line == line }, "\(line): \(clipped.map(\.message))")
            #expect(unproven.severity == .information && unproven.unverified?.contains("clipped") == true, "\(unproven)")
        }
    }

    @Test func aGestureOnlyAPreviewAddsIsNotTheComponents() throws {
        // The preview taps the component to change its own demo state; the component has no gesture in the app. A tap the
        // component's own body adds stays a finding.
        let report = try audit(
            """
            import SwiftUI
            struct Badge: View {
                let name: String
                var body: some View { Text(name).padding(4) }
            }
            struct Chip: View {
                var body: some View { Text("Chip").onTapGesture { } }
            }
            struct Badge_Previews: PreviewProvider {
                struct DemoView: View {
                    @State var on = false
                    var body: some View { Badge(name: on ? "On" : "Off").onTapGesture { on.toggle() } }
                }
                static var previews: some View { VStack { DemoView(); Chip() } }
            }
            """)
        let gestures = report.findings.filter { $0.rule == .gestureWithoutAlternative && $0.unverified == nil }
        #expect(gestures.map { $0.location?.line ?? 0 } == [7], "\(report.findings.map { ($0.message, $0.location?.line ?? 0) })")
    }

    @Test func aTapThatOnlyFocusesAFieldAndAPressEffectAreNotGestureOnlyActions() throws {
        // A tap on a field's background that only sets its `@FocusState` (VoiceOver focuses the field itself), and a long
        // press whose `perform:` is empty and whose `onPressingChanged:` only drives a press effect, offer no action a
        // VoiceOver user misses. A long press that acts on release (`onPressingChanged` calls the action) does.
        let report = try audit(
            """
            import SwiftUI
            struct Search: View {
                @FocusState private var focused: Bool
                @State private var text = ""
                @State private var pressed = false
                var body: some View {
                    VStack {
                        TextField("Search", text: $text).focused($focused)
                            .background(Color.gray.onTapGesture { focused = true })
                        Text("Hold me").scaleEffect(pressed ? 0.9 : 1)
                            .onLongPressGesture(minimumDuration: 1, perform: {}, onPressingChanged: { pressed = $0 })
                        Text("Pick me")
                            .onLongPressGesture(minimumDuration: 1) {} onPressingChanged: { if !$0 { choose() } }
                    }
                }
                func choose() {}
            }
            """)
        let gestures = report.findings.filter { $0.rule == .gestureWithoutAlternative }
        #expect(gestures.map { $0.location?.line ?? 0 } == [12], "\(gestures.map { ($0.message, $0.location?.line ?? 0) })")
    }

    @Test func aTapThatOnlyFocusesAFieldThroughAFocusBindingIsNotAGestureOnlyAction() throws {
        // A search bar handed its parent's focus (`FocusState<Bool>.Binding`) whose field's tap sets
        // `isSearching.wrappedValue = true`: VoiceOver focuses the field itself. A tap that sets the binding to `false`
        // dismisses the keyboard, and one that writes a plain `@Binding` (a selection) is an action of its own.
        let report = try audit(
            """
            import SwiftUI
            struct SearchBar: View {
                @Binding var text: String
                @Binding var selected: Bool
                var isSearching: FocusState<Bool>.Binding
                var body: some View {
                    VStack {
                        HStack { TextField("Search", text: $text).focused(isSearching) }
                            .onTapGesture { isSearching.wrappedValue = true }
                            .padding(8)
                        Text("Done").onTapGesture { isSearching.wrappedValue = false }
                        Text("Pick").onTapGesture { selected.wrappedValue = true }
                    }
                }
            }
            struct Screen: View {
                @FocusState private var focused: Bool
                @State private var text = ""
                @State private var selected = false
                var body: some View { SearchBar(text: $text, selected: $selected, isSearching: $focused) }
            }
            """)
        let gestures = report.findings.filter { $0.rule == .gestureWithoutAlternative }
        #expect(gestures.map { $0.location?.line ?? 0 } == [12], "\(gestures.map { ($0.message, $0.location?.line ?? 0) })")
    }

    @Test func aTapThatOpensAndFocusesTheFieldItIsOnIsNotAGestureOnlyAction() throws {
        // A collapsed search bar (its field's hit testing off until search opens) whose caller's tap opens search and
        // focuses the field (`isInSearch.toggle(); isSearchFocused.wrappedValue = true`): VoiceOver reaches the field,
        // and activating it lands on that tap. A tap that opens search on a view without a field is reached only by it.
        let report = try audit(
            """
            import SwiftUI
            struct SearchField: View {
                @Binding var text: String
                @Binding var isInSearch: Bool
                var isSearchFocused: FocusState<Bool>.Binding
                var body: some View {
                    HStack { Image(systemName: "magnifyingglass"); TextField("Search", text: $text).focused(isSearchFocused).allowsHitTesting(isInSearch) }
                }
            }
            struct TitleBar: View {
                @State private var text = ""
                @State private var isInSearch = false
                var isSearchFocused: FocusState<Bool>.Binding
                var body: some View {
                    VStack {
                        SearchField(text: $text, isInSearch: $isInSearch, isSearchFocused: isSearchFocused)
                            .onTapGesture { isInSearch.toggle(); isSearchFocused.wrappedValue = true }
                        Image(systemName: "magnifyingglass").onTapGesture { isInSearch.toggle(); isSearchFocused.wrappedValue = true }
                    }
                }
            }
            struct Feeds: View {
                @FocusState private var focused: Bool
                var body: some View { TitleBar(isSearchFocused: $focused) }
            }
            """)
        let gestures = report.findings.filter { $0.rule == .gestureWithoutAlternative }
        #expect(gestures.map { $0.location?.line ?? 0 } == [18], "\(gestures.map { ($0.message, $0.location?.line ?? 0) })")
    }

    @Test func aBackdropClosingWhatAToolbarButtonTogglesHasAnAlternative() throws {
        // A feed with a filter panel: the navigation bar's button toggles it open and closed, and a dimmed backdrop
        // closes it (`showFilters = false`). VoiceOver reaches the bar button, which closes the panel too. A backdrop
        // that also resets the filters does more than the button: that part is reachable only by the tap.
        let report = try audit(
            """
            import SwiftUI
            struct Feed: View {
                @State private var showFilters = true
                @State private var showSort = true
                var body: some View {
                    NavigationStack {
                        ZStack {
                            Text("Posts")
                            if showFilters { Color.black.opacity(0.5).onTapGesture { showFilters = false } }
                            if showSort { Color.black.opacity(0.3).onTapGesture { showSort = false; resetSort() } }
                        }
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) {
                                Button { withAnimation { showFilters.toggle() } } label: { Image(systemName: "line.3.horizontal.decrease") }
                            }
                            ToolbarItem(placement: .topBarLeading) { Button("Sort") { showSort.toggle() } }
                        }
                    }
                }
                func resetSort() {}
            }
            """)
        let gestures = report.findings.filter { $0.rule == .gestureWithoutAlternative }
        #expect(gestures.map { $0.location?.line ?? 0 } == [10], "\(gestures.map { ($0.message, $0.location?.line ?? 0) })")
    }

    @Test func aKeyJoinedIntoATextIsSampleText() throws {
        // `Text(Image(…)) + Text(" ") + Text("usernameWarningMessage")`: the literal is a key whose catalog sentence
        // (short words) is what iOS draws; the joined text holds the key's name, which is no word of the app's, so a
        // word break measured on it is unverified. A German word joined the same way is the text itself and breaks.
        let report = try audit(
            """
            import SwiftUI
            struct Warning: View {
                var body: some View {
                    VStack {
                        (Text(Image(systemName: "exclamationmark.triangle")) + Text(" ") + Text("usernameWarningMessage"))
                            .frame(width: 120)
                        (Text("Achtung: ") + Text("Datenschutzeinstellungen")).frame(width: 120)
                    }
                }
            }
            """)
        let breaks = report.findings.filter { $0.rule == .textBreaksWord }
        #expect(
            breaks.filter { $0.unverified == nil }.map { $0.location?.line ?? 0 } == [7], "\(breaks.map { ($0.message, $0.location?.line ?? 0) })")
        #expect(breaks.contains { $0.unverified != nil && $0.location?.line == 5 }, "\(breaks.map { ($0.message, $0.location?.line ?? 0) })")
    }

    @Test func aKeyWithAValueInterpolatedIsSampleText() throws {
        // `Text("downloadSheet.subtitle \(count)")` looks up the key `downloadSheet.subtitle %lld` (SwiftUI's
        // `LocalizedStringKey` puts a format specifier where each value goes), whose catalog sentence is what iOS draws:
        // the key's name measured as a word is no word of the app's, so the break is unverified. A sentence with a value
        // in it is the text itself and breaks.
        let report = try audit(
            """
            import SwiftUI
            struct Sheet: View {
                let count: Int
                var body: some View {
                    VStack {
                        Text("downloadSheet.subtitle \\(count)").frame(width: 120)
                        Text("Datenschutzeinstellungen \\(count)").frame(width: 120)
                    }
                }
            }
            #Preview { Sheet(count: 15) }
            """)
        let breaks = report.findings.filter { $0.rule == .textBreaksWord }
        #expect(
            breaks.filter { $0.unverified == nil }.map { $0.location?.line ?? 0 } == [7], "\(breaks.map { ($0.message, $0.location?.line ?? 0) })")
        #expect(breaks.contains { $0.unverified != nil && $0.location?.line == 6 }, "\(breaks.map { ($0.message, $0.location?.line ?? 0) })")
    }

    @Test func aLongPressThatStoresItsPressingStateOrPlaysAHapticAddsNoAction() throws {
        // `onLongPressGesture(perform: {}, onPressingChanged: { v in … })`: SwiftUI passes whether the finger is down;
        // a component that stores it for its label to draw (`label(pressed)`) and plays a haptic offers no action, so
        // the card's finding names its tap alone. A press that acts on release as well is still a long press.
        let report = try audit(
            """
            import SwiftUI
            struct Pressable<L: View>: View {
                @State private var pressed = false
                var action: () -> Void
                @ViewBuilder var label: (Bool) -> L
                var body: some View {
                    label(pressed)
                        .onTapGesture { action() }
                        .onLongPressGesture(minimumDuration: 0.3, perform: {}) { isDown in
                            UIImpactFeedbackGenerator(style: .light).impactOccurred()
                            withAnimation { pressed = isDown }
                        }
                }
            }
            struct Cards: View {
                @State private var pressed = false
                var body: some View {
                    VStack {
                        Pressable(action: { open() }) { down in Text("Open").opacity(down ? 0.5 : 1) }
                        Text("Hold to save")
                            .onLongPressGesture(minimumDuration: 1, perform: {}) { v in pressed = v; if !v { save() } }
                    }
                }
                func open() {}
                func save() {}
            }
            """)
        let gestures = report.findings.filter { $0.rule == .gestureWithoutAlternative && $0.unverified == nil }
        let byLine = Dictionary(gestures.map { ($0.location?.line ?? 0, $0.message) }, uniquingKeysWith: { a, _ in a })
        #expect(byLine.keys.sorted() == [19, 20], "\(gestures.map { ($0.message, $0.location?.line ?? 0, $0.screen) })")
        #expect(byLine[19]?.contains("tap only") == true && byLine[19]?.contains("long press") == false, "\(byLine)")
        #expect(byLine[20]?.contains("long press") == true, "\(byLine)")
    }

    @Test func aGestureValueDoesWhatItsCallbacksDo() throws {
        // SwiftUI's gesture values act only through their callbacks. A `DragGesture()` with none, there to keep drags from
        // a scroll view, does nothing; a drag whose callbacks only move the view (a state read only by `.offset`), or
        // whose `.updating` only writes its `@GestureState`, changes how it is drawn; a swipe that dismisses, also in the
        // view's context menu, has that alternative. A scrub that seeks in `.updating`, and a swipe that deletes, are
        // gesture-only actions.
        let report = try audit(
            """
            import SwiftUI
            struct Card: View {
                @State private var drag: CGSize = .zero
                @GestureState private var pressing = false
                var body: some View {
                    VStack {
                        ScrollView { Text("Preview") }
                            .highPriorityGesture(DragGesture())
                        Text("Move me").offset(drag)
                            .gesture(DragGesture().onChanged { drag = $0.translation }.onEnded { _ in drag = .zero })
                        Text("Banner").scaleEffect(pressing ? 0.9 : 1)
                            .gesture(DragGesture(minimumDistance: 20).updating($pressing) { _, s, t in t.animation = .default; s = true }.onEnded { _ in dismiss() })
                            .contextMenu { Button("Dismiss") { dismiss() } }
                        Text("Swipe to delete")
                            .gesture(TapGesture().simultaneously(with: DragGesture().onEnded { _ in delete() }))
                        Color.gray.frame(height: 20)
                            .gesture(DragGesture().updating($pressing) { value, state, _ in state = true; seek(value.location.x) })
                    }
                }
                func dismiss() {}
                func delete() {}
                func seek(_ x: CGFloat) {}
            }
            """)
        let gestures = report.findings.filter { $0.rule == .gestureWithoutAlternative }
        #expect(gestures.map { $0.location?.line ?? 0 }.sorted() == [14, 16], "\(gestures.map { ($0.message, $0.location?.line ?? 0) })")
    }

    @Test func aSimultaneousGestureDoesNotHideATap() throws {
        // A chip selected by a tap and shrunk by a simultaneous long press: both gestures are on the text, and the tap
        // is still an action only a gesture reaches. A simultaneous gesture alone adds none.
        let report = try audit(
            """
            import SwiftUI
            struct Chips: View {
                @State private var selected = 0
                var body: some View {
                    HStack {
                        Text("Posts")
                            .onTapGesture { select(1) }
                            .simultaneousGesture(LongPressGesture().onEnded { _ in log() })
                        Text("Users")
                            .simultaneousGesture(LongPressGesture().onEnded { _ in log() })
                    }
                }
                func log() {}
                func select(_ i: Int) { selected = i }
            }
            """)
        let gestures = report.findings.filter { $0.rule == .gestureWithoutAlternative }
        #expect(gestures.map { $0.location?.line ?? 0 } == [6], "\(gestures.map { ($0.message, $0.location?.line ?? 0) })")
    }

    @Test func aControlsOwnGestureIsNoAlternativeToIt() throws {
        // A toggle and a row that both open a reset alert on a long press: the toggle is a control (VoiceOver toggles it),
        // but its long press is not its action, so it offers the row's long press no alternative.
        let report = try audit(
            """
            import SwiftUI
            struct Settings: View {
                @State private var on = false
                @State private var opened = false
                var body: some View {
                    VStack {
                        Toggle("Sync", isOn: $on)
                            .gesture(LongPressGesture().onEnded { _ in opened = true })
                        Text("Spacing")
                            .gesture(LongPressGesture().onEnded { _ in opened = true })
                    }
                    .alert("Reset?", isPresented: $opened) { Button("Reset") { on = false } }
                }
            }
            """)
        let gestures = report.findings.filter { $0.rule == .gestureWithoutAlternative }
        #expect(gestures.map { $0.location?.line ?? 0 } == [9], "\(gestures.map { ($0.message, $0.location?.line ?? 0) })")
    }

    @Test func aPreviewHarnessWithAFramedRootIsStillPreviewCode() throws {
        // The harness's root VStack carries .padding and .frame (nodes of their own around it): a screen-level finding on
        // it is still about code only previews run.
        let report = try audit(
            """
            import SwiftUI
            struct Carousel_Preview: PreviewProvider {
                static var previews: some View { ContainerView() }
                struct ContainerView: View {
                    var body: some View {
                        VStack {
                            ForEach(0..<30) { i in Text("Setting number \\(i) of the carousel playground") }
                        }
                        .padding()
                        .frame(maxWidth: .infinity)
                    }
                }
            }
            """)
        let scroll = report.findings.filter { $0.rule == .contentNeedsScroll }
        #expect(!scroll.isEmpty, "the premise: thirty rows do not fit")
        #expect(scroll.allSatisfy { $0.unverified?.contains("previews") == true }, "\(scroll.map(\.message))")
    }

    @Test func aSmallButtonIsSmallWhateverItsNeighbourSays() throws {
        // The title beside it is data TypeRamp cannot see (a sample), but an 18 pt glyph button is that size whatever the
        // title: its finding stands. A text cut beside the same sample is unverified.
        let report = try audit(
            """
            import SwiftUI
            struct Header: View {
                let title: String?
                var body: some View {
                    HStack {
                        Text(title ?? "").lineLimit(1)
                        Spacer()
                        Button { } label: { Image(systemName: "xmark").font(.footnote) }
                    }
                }
            }
            """)
        let touch = report.findings.filter { $0.rule == .touchTargetTooSmall }
        #expect(!touch.isEmpty && touch.allSatisfy { $0.unverified == nil && $0.location?.line == 8 }, "\(touch.map { ($0.message, $0.unverified) })")
    }

    @Test func aButtonWithAComposedLabelIsMeasuredAsTheButtonItIs() throws {
        // A Button whose label is a stack is hit-tested on that label (SwiftUI's plain and borderless styles draw nothing
        // around it): one line of body text is about 22 pt tall, half the HIG's 44 pt. Padding inside the label is part
        // of the button; a bordered button is sized by the system (as for a titled one); a button that is a list row is
        // tapped anywhere in its row, at least 44 pt tall.
        let report = try audit(
            """
            import SwiftUI
            struct Actions: View {
                var body: some View {
                    VStack {
                        Button { } label: { HStack { Image(systemName: "film"); Text("Trailer") } }.buttonStyle(.plain)
                        Button { } label: { HStack { Image(systemName: "star"); Text("Rate") }.padding(.vertical, 12) }.buttonStyle(.plain)
                        Button { } label: { HStack { Image(systemName: "heart"); Text("Save") } }.buttonStyle(.bordered)
                        List { Button { } label: { HStack { Image(systemName: "gear"); Text("Settings") } } }
                    }
                }
            }
            """)
        let lines = Set(report.findings.filter { $0.rule == .touchTargetTooSmall }.map { $0.location?.line ?? 0 })
        #expect(lines == [5], "\(report.findings.filter { $0.rule == .touchTargetTooSmall }.map { ($0.message, $0.location?.line ?? 0) })")
    }

    @Test func aButtonDrawnByTheProjectsStyleIsMeasuredOnWhatTheStyleDraws() throws {
        // SwiftUI: a custom ButtonStyle's makeBody is the button, hit-tested on what it draws (in a List row too, where only
        // the automatic style makes the whole row the target). A 40 × 32 pt frame is under the HIG's 44 pt; a 44 pt frame
        // is not. A project modifier that wraps the caller's view in such a button (`circle.tappable { … } customize:
        // { config in … }`, the style calling a stored closure with its configuration) makes a 24 pt target at each use.
        let report = try audit(
            """
            import SwiftUI
            struct ChipStyle: ButtonStyle {
                let side: CGFloat
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.frame(width: side, height: side - 8)
                }
            }
            struct ClosureStyle<Content: View>: ButtonStyle {
                let draw: (ButtonStyle.Configuration) -> Content
                init(_ draw: @escaping (ButtonStyle.Configuration) -> Content) { self.draw = draw }
                func makeBody(configuration: Configuration) -> some View { draw(configuration) }
            }
            extension View {
                func tappable<C: View>(_ action: @escaping () -> Void, customize: @escaping (ButtonStyle.Configuration) -> C) -> some View {
                    Button(action: action) { self }.buttonStyle(ClosureStyle(customize))
                }
            }
            struct Toolbar: View {
                var body: some View {
                    HStack {
                        Button { } label: { Image(systemName: "bookmark") }.buttonStyle(ChipStyle(side: 40))
                        Button { } label: { Image(systemName: "safari") }.buttonStyle(ChipStyle(side: 52))
                        Circle().frame(width: 24, height: 24).tappable { } customize: { config in config.label.opacity(0.5) }
                            .accessibilityLabel("Select")
                    }
                }
            }
            """)
        let touch = report.findings.filter { $0.rule == .touchTargetTooSmall }
        #expect(Set(touch.map { $0.location?.line ?? 0 }) == [21, 23], "\(touch.map { ($0.message, $0.location?.line ?? 0) })")
        #expect(touch.first { $0.location?.line == 21 }?.message.hasPrefix("button is 40 × 32 pt") == true)
        #expect(touch.first { $0.location?.line == 23 }?.message.hasPrefix("button is 24 × 24 pt") == true)
        #expect(touch.allSatisfy { $0.severity == .warning }, "proven: the sizes are written in the code")
    }

    @Test func aHeightTheViewMeasuresForItselfIsNotTheZeroItStartsAt() throws {
        // A wrapping tag stack: `@State totalHeight = CGFloat.zero`, then a background GeometryReader writes the laid-out
        // height into it on appear, and `.frame(height: totalHeight)` follows. On iOS the frame is as tall as the tags
        // once measured; the zero is a first pass. Nothing is clipped by a 0 pt frame.
        let report = try audit(
            """
            import SwiftUI
            struct Tags: View {
                let tags = ["Action", "Comedy", "Drama"]
                @State private var totalHeight = CGFloat.zero
                var body: some View {
                    VStack {
                        HStack { ForEach(tags, id: \\.self) { Text($0).padding(6) } }
                            .background(GeometryReader { geometry in
                                Color.clear.onAppear { totalHeight = geometry.frame(in: .local).size.height }
                            })
                    }
                    .frame(height: totalHeight)
                }
            }
            """)
        let proven = report.findings.filter { $0.unverified == nil && $0.severity != .information }
        #expect(
            !proven.contains { $0.rule == .contentClipped || $0.rule == .overlappingSiblings }, "\(proven.map { ($0.rule.rawValue, $0.message) })")
    }

    @Test func aButtonOfZeroHeightDrawsNothingToTap() throws {
        // A clear shape asked to fill a ZStack whose height comes from its other layer: a size TypeRamp's layout gives as
        // zero in a scroll view. A button with no height is no target anyone misses (its label is still checked).
        let report = try audit(
            """
            import SwiftUI
            struct Row: View {
                var body: some View {
                    ScrollView {
                        ZStack {
                            Button { } label: { Rectangle().foregroundColor(.clear).frame(maxWidth: .infinity, maxHeight: 0) }
                                .buttonStyle(.plain)
                            Text("Episode title")
                        }
                    }
                }
            }
            """)
        #expect(report.findings.filter { $0.rule == .touchTargetTooSmall }.isEmpty, "\(report.findings.map { ($0.rule.rawValue, $0.message) })")
        #expect(report.findings.contains { $0.rule == .missingLabel && $0.location?.line == 6 })
    }

    @Test func aCauseOneCallSiteProvesIsReportedThoughAnotherRestsOnAGuess() throws {
        // A helper wraps its view in a Button: every call site's button is written on the helper's line, one cause. At one
        // site it wraps an image of a size the code does not say (a UIImage: unverified), at the other a footnote glyph
        // (about 15 pt at Large whatever any data says): the cause is proven, a warning, whichever site comes first.
        let report = try audit(
            """
            import SwiftUI
            extension View {
                func tappable(_ action: @escaping () -> Void) -> some View { Button(action: action) { self } }
            }
            struct Avatar: View {
                let icon: UIImage
                var body: some View { Image(uiImage: icon).padding(2).tappable { } }
            }
            struct Close: View {
                var body: some View { Image(systemName: "xmark").font(.footnote).tappable { } }
            }
            """)
        let touch = report.findings.filter { $0.rule == .touchTargetTooSmall && $0.location?.line == 3 }
        #expect(touch.count == 1, "\(touch.map { ($0.message, $0.unverified) })")
        #expect(touch.first?.severity == .warning && touch.first?.unverified == nil, "\(touch.map { ($0.message, $0.unverified) })")
    }

    @Test func aViewOnlyContextMenusShowIsDrawnByIOS() throws {
        // iOS draws a context menu's items as its own rows: the menu view's own preview lays its buttons out as small
        // label-sized buttons, which users never meet. The same kind of button on a screen stands.
        let report = try audit(
            """
            import SwiftUI
            struct PosterMenu: View {
                var body: some View {
                    VStack {
                        Button { } label: { HStack { Text("Add to list"); Image(systemName: "plus") } }.buttonStyle(.plain)
                    }
                }
            }
            struct Poster: View {
                var body: some View {
                    VStack {
                        Text("Poster").contextMenu { PosterMenu() }
                        Button { } label: { HStack { Text("Share"); Image(systemName: "square.and.arrow.up") } }.buttonStyle(.plain)
                    }
                }
            }
            #Preview("Menu") { PosterMenu() }
            #Preview("Poster") { Poster() }
            """)
        let touch = report.findings.filter { $0.rule == .touchTargetTooSmall }
        let menu = touch.filter { $0.location?.line == 5 }, screen = touch.filter { $0.location?.line == 13 }
        #expect(
            !menu.isEmpty && menu.allSatisfy { $0.unverified?.contains("only menus or toolbars show") == true },
            "\(touch.map { ($0.message, $0.unverified) })")
        #expect(!screen.isEmpty && screen.allSatisfy { $0.unverified == nil }, "\(touch.map { ($0.message, $0.unverified) })")
    }

    @Test func aButtonOnlyToolbarsShowIsDrawnByIOSAndItsPreviewIsUnverified() throws {
        // `CancelButton` is placed only in `ToolbarItem`s (and a `.navigationBarItems(trailing:)`): the navigation bar
        // draws it as a bar button with a 44 pt target. Its own `#Preview` lays the bare 17 pt icon out, which no user
        // meets: unverified. The same icon button in a screen's body is measured.
        let report = try audit(
            """
            import SwiftUI
            struct CancelButton: View {
                let action: () -> Void
                var body: some View { Button(action: action) { Image(systemName: "xmark") } }
            }
            struct Editor: View {
                var body: some View {
                    NavigationStack {
                        VStack {
                            Text("Edit").toolbar { ToolbarItem(placement: .cancellationAction) { CancelButton {} } }
                            Button {} label: { Image(systemName: "trash") }
                        }
                    }
                }
            }
            struct Legacy: View {
                var body: some View { Text("Old").navigationBarItems(trailing: CancelButton {}) }
            }
            #Preview("Cancel") { CancelButton {} }
            """)
        let touch = report.findings.filter { $0.rule == .touchTargetTooSmall }
        let bar = touch.filter { $0.location?.line == 4 }, body = touch.filter { $0.location?.line == 11 }
        #expect(
            !bar.isEmpty && bar.allSatisfy { $0.unverified?.contains("toolbars") == true },
            "\(touch.map { ($0.message, $0.location?.line ?? 0, $0.unverified) })")
        #expect(!body.isEmpty && body.allSatisfy { $0.unverified == nil }, "\(touch.map { ($0.message, $0.location?.line ?? 0, $0.unverified) })")
    }

    @Test func aViewOnlyAMenuOrAMenuPropertyShowsIsDrawnByIOS() throws {
        // A `Menu`'s content is drawn by iOS as a context menu's is; so is a view only a view's own property shows,
        // where that property is used only in a context menu's items (`.contextMenu { contextMenu }`).
        let report = try audit(
            """
            import SwiftUI
            struct ShareItems: View {
                var body: some View { VStack { Button { } label: { Image(systemName: "link") }.buttonStyle(.plain) } }
            }
            struct RowItems: View {
                var body: some View { VStack { Button { } label: { Image(systemName: "flag") }.buttonStyle(.plain) } }
            }
            struct Row: View {
                var contextMenu: some View { RowItems() }
                var body: some View {
                    HStack {
                        Text("Post").contextMenu { contextMenu }
                        Menu { ShareItems() } label: { Text("More") }
                    }
                }
            }
            #Preview("Share") { ShareItems() }
            #Preview("Items") { RowItems() }
            #Preview("Row") { Row() }
            """)
        let touch = report.findings.filter { $0.rule == .touchTargetTooSmall && [3, 6].contains($0.location?.line ?? 0) }
        #expect(Set(touch.compactMap(\.location?.line)) == [3, 6], "\(report.findings.map { ($0.rule, $0.location?.line) })")
        #expect(touch.allSatisfy { $0.unverified?.contains("menus") == true }, "\(touch.map { ($0.message, $0.unverified) })")
    }

    @Test func aLinkInARowOfTheAppsListIsTheRowUnlessItIsPlain() throws {
        // A section the app composes into its List (`.listRowBackground` says it is a row): iOS draws a navigation link
        // row as a cell whose whole width is the target. A `.plain` button in a row is only its label, as anywhere.
        let report = try audit(
            """
            import SwiftUI
            struct TagsSection: View {
                var body: some View {
                    Section("Tags") {
                        NavigationLink(value: 1) { Text("See more") }
                            .listRowBackground(Color.clear)
                        Button { } label: { Text("Hide") }
                            .buttonStyle(.plain)
                            .listRowBackground(Color.clear)
                    }
                }
            }
            #Preview { TagsSection() }
            """)
        let touch = report.findings.filter { $0.rule == .touchTargetTooSmall && $0.status == .active }
        #expect(!touch.contains { $0.location?.line == 5 }, "\(touch.map { ($0.location?.line, $0.message) })")
        #expect(touch.contains { $0.location?.line == 7 && $0.severity == .warning }, "\(touch.map { ($0.location?.line, $0.message) })")
    }

    @Test func aGestureInAPartOfAnElementWithItsOwnActionsIsUnverified() throws {
        // The reply header of a post row opens the parent post by a tap; the row it is part of is one accessibility
        // element with custom actions, which the header's own screen cannot see. A gesture in a part of a view without
        // actions stands.
        let report = try audit(
            """
            import SwiftUI
            struct ReplyHeader: View {
                var body: some View { Text("Replying to Ada").onTapGesture { openParent() } }
                func openParent() {}
            }
            struct BoostHeader: View {
                var body: some View { Text("Boosted by Ben").onTapGesture { openBooster() } }
                func openBooster() {}
            }
            struct PostRow: View {
                @State var loaded = false
                var body: some View {
                    VStack {
                        if loaded { ReplyHeader() }
                        Text("Post")
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityActions { Button("Open parent") { } }
                }
            }
            struct Card: View {
                @State var loaded = false
                var body: some View { VStack { if loaded { BoostHeader() }; Text("Card") } }
            }
            """)
        let gestures = report.findings.filter { $0.rule == .gestureWithoutAlternative && $0.status == .active }
        let reply = gestures.filter { $0.location?.line == 3 }, boost = gestures.filter { $0.location?.line == 7 }
        #expect(!reply.isEmpty && reply.allSatisfy { $0.severity == .information }, "\(gestures.map { ($0.screen, $0.severity, $0.unverified) })")
        #expect(boost.contains { $0.severity == .warning }, "\(gestures.map { ($0.screen, $0.severity, $0.unverified) })")
    }

    @Test func aButtonStyleTypeRampDoesNotKnowKeepsTheScreen() throws {
        // A style TypeRamp does not know (`.liquid`) is audited as the automatic style with a note, not a screen left
        // out. iOS 26's `.glass` and `.glassProminent` are laid out as `.bordered` and `.borderedProminent`, which Apple's
        // documentation calls them similar to, with a note that does not change the layout.
        let imported = SwiftSourceImporter.importSource(
            """
            import SwiftUI
            struct Glass: View {
                var body: some View {
                    VStack {
                        Button("Go") { }.buttonStyle(.glass)
                        Button("Save") { }.buttonStyle(.glassProminent)
                        Button("Pour") { }.buttonStyle(.liquid)
                    }
                }
            }
            #Preview { Glass() }
            """, file: "Glass.swift")
        let document = try LayoutDocument.decode(imported.document(), file: "Glass.swift")
        #expect(document.screens.count == 1)
        var styles: [ButtonStyleKind?] = []
        document.screens.first?.root.forEachNode { if case .button(let b) = $0.kind { styles.append(b.buttonStyle) } }
        #expect(styles == [.bordered, .borderedProminent, .automatic], "\(styles)")
        #expect(imported.notes.contains { $0.message.contains("`.glass`") && !$0.affectsLayout })
        #expect(imported.notes.contains { $0.message.contains("`.liquid`") && $0.affectsLayout })
    }

    @Test func aButtonThatDoesWhatTheGestureDoesIsItsAlternative() throws {
        // WCAG 2.5.1: an action a gesture performs needs a single-pointer alternative. The Rate button calls what tapping
        // the stars calls (through withAnimation); nothing else shares, or sends the same action, so those taps stand.
        let report = try audit(
            """
            import SwiftUI
            struct Rating: View {
                var body: some View {
                    HStack {
                        Text("★★★★☆").onTapGesture { model.rate(source: .stars) }
                        Text("Share").onLongPressGesture { model.share() }
                        Text("Close").onTapGesture { store.send(.closeTapped) }
                        Button("Rate") { withAnimation { model.rate() } }
                        Button("Open") { store.send(.openTapped) }
                    }
                }
            }
            """)
        let lines = report.findings.filter { $0.rule == .gestureWithoutAlternative }.map { $0.location?.line ?? 0 }.sorted()
        #expect(lines == [6, 7], "\(report.findings.map { ($0.message, $0.location?.line ?? 0) })")
    }

    @Test func aViewTheAppRendersToAPictureIsArtworkAndItsFindingsAreUnverified() throws {
        // The share card is rendered to an image (a snapshot, and through ImageRenderer for its badge) at the size the
        // app chose; its logo is used only inside it. The same fixed 14 pt title in a live view is still a warning.
        let report = try audit(
            """
            import SwiftUI
            struct ShareCard: View {
                let title: String
                var body: some View {
                    VStack { Text(title).font(.system(size: 14)); Logo() }
                }
            }
            struct Logo: View { var body: some View { Text("Podcasts").font(.system(size: 12)) } }
            struct Badge: View { var body: some View { Text("New").font(.system(size: 13)) } }
            struct Live: View { var body: some View { Text("Now playing").font(.system(size: 14)) } }
            extension View { func snapshot() -> UIImage { UIImage() } }
            func export(_ title: String) -> UIImage {
                let card = ShareCard(title: title)
                let badge = ImageRenderer(content: Badge().padding())
                return card.snapshot()
            }
            #Preview { ShareCard(title: "Episode 12: the long title of an episode") }
            """)
        let fixed = report.findings.filter { $0.rule == .fixedSizeText }
        #expect(
            fixed.filter { $0.unverified == nil }.map { $0.location?.line ?? 0 } == [10],
            "\(fixed.map { ($0.location?.line ?? 0, $0.unverified ?? "") })")
        #expect(Set(fixed.filter { $0.unverified != nil }.map { $0.location?.line ?? 0 }) == [5, 8, 9])
    }

    @Test func aTapThatOnlyPlaysAPressEffectIsNoGestureOnlyAction() throws {
        // The cover's tap sets a flag the view reads only to scale and animate itself (through the project's own
        // modifier, which also plays a haptic): VoiceOver users miss a bounce, not a function. The badge's tap sets a
        // flag that decides what the view shows: that is an action only the gesture reaches.
        let report = try audit(
            """
            import SwiftUI
            extension View {
                func pressEffect(isPressed: Bool) -> some View {
                    self.scaleEffect(isPressed ? 0.95 : 1)
                        .animation(.spring(), value: isPressed)
                        .onChange(of: isPressed) { _ in UIImpactFeedbackGenerator(style: .rigid).impactOccurred() }
                }
            }
            struct Cover: View {
                @State private var tapped = false
                @State private var expanded = false
                var body: some View {
                    VStack {
                        Text("Cover art")
                            .onTapGesture {
                                tapped.toggle()
                                DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { tapped.toggle() }
                            }
                            .pressEffect(isPressed: tapped)
                        Text("Badge").opacity(tapped ? 0.5 : 1).onTapGesture { expanded.toggle() }
                        if expanded { Text("Details") }
                        Text("Version 2.1").onTapGesture { copied = true }.opacity(copied ? 0.5 : 1)
                            .alert("Copied", isPresented: $copied) { }
                    }
                }
                @State private var copied = false
            }
            """)
        // The version row's flag also presents an alert (`$copied`): an action, not a press effect.
        let lines = report.findings.filter { $0.rule == .gestureWithoutAlternative }.map { $0.location?.line ?? 0 }.sorted()
        #expect(lines == [20, 22], "\(report.findings.map { ($0.message, $0.location?.line ?? 0) })")
    }

    @Test func aPagerMovedByItsDragIsNotProvenBeyondTheScreenButItsTextIsStillChecked() throws {
        // Two 300 pt pages side by side in a 320 pt screen, moved by the drag's offset: SwiftUI draws the row where the
        // offset puts it (its layout is unchanged), so "beyond the screen" is unknown and only information. A page's
        // 9 pt text is 9 pt wherever it is drawn: that warning stands. A constant offset is a few points of drawing and
        // changes nothing: the same row moved by 4 pt is an error.
        let report = try audit(
            """
            import SwiftUI
            struct Pager: View {
                @GestureState private var drag: CGFloat = 0
                var body: some View {
                    HStack(spacing: 0) {
                        Text("First page").font(.system(size: 9)).frame(width: 300)
                        Text("Second page").frame(width: 300)
                    }
                    .offset(x: drag)
                }
            }
            struct Nudged: View {
                var body: some View {
                    HStack(spacing: 0) {
                        Text("First page").frame(width: 300)
                        Text("Second page").frame(width: 300)
                    }
                    .offset(x: 4)
                }
            }
            """)
        let clipped = report.findings.filter { $0.rule == .contentClipped && $0.screen == "Pager" }
        #expect(clipped.allSatisfy { $0.severity == .information }, "\(clipped.map(\.message))")
        let overflow = report.findings.filter { $0.rule == .horizontalOverflow }
        let pager = overflow.filter { $0.screen == "Pager" }, nudged = overflow.filter { $0.screen == "Nudged" }
        #expect(!pager.isEmpty && pager.allSatisfy { $0.severity == .information && $0.unverified?.contains("moved") == true })
        #expect(nudged.contains { $0.severity == .error && $0.unverified == nil }, "\(nudged.map(\.message))")
        let small = report.findings.filter { $0.rule == .textBelowMinimumSize && $0.screen == "Pager" }
        #expect(small.contains { $0.severity == .warning && $0.unverified == nil }, "\(small.map(\.message))")
    }

    /// A popover only a pointer's hover opens (an account card 500 pt wide over an avatar): at an iPhone's 320 pt it runs
    /// off the screen, but an iPhone never hovers, so the finding is information; opened by a tap, it is an error.
    @Test func aViewOnlyAHoverPresentsIsInformation() throws {
        func source(_ trigger: String) -> String {
            """
            import SwiftUI
            @main struct Client: App { var body: some Scene { WindowGroup { Text("Avatar").modifier(AccountPopover()) } } }
            struct AccountCard: View {
                var body: some View { Text("Followers").frame(width: 500, alignment: .trailing) }
            }
            struct AccountPopover: ViewModifier {
                @State private var isShown = false
                func body(content: Content) -> some View {
                    content.\(trigger).popover(isPresented: $isShown) { AccountCard() }
                }
            }
            """
        }
        let hovered = try audit(source("onHover { hovering in isShown = hovering }")).findings.filter { $0.rule == .horizontalOverflow }
        #expect(!hovered.isEmpty)
        #expect(hovered.allSatisfy { $0.severity == .information && $0.unverified?.contains("pointer") == true })
        let tapped = try audit(source("onTapGesture { isShown = true }")).findings.filter { $0.rule == .horizontalOverflow }
        #expect(tapped.contains { $0.severity == .error && $0.unverified == nil })
    }

    @Test func aViewShownOnlyAsMenuItemsIsNoScreen() throws {
        // A context menu's items and a `Menu`'s content are the system's menu rows (drawn from each button's title and
        // icon, growing with Dynamic Type): a view written only for them is not a screen, so its 20 pt icon button is no
        // touch-target finding, nor is a view only such an item shows. The same kind of view laid out in the body is
        // audited (line 18).
        let source = """
            import SwiftUI
            struct Gallery: View {
                var body: some View {
                    VStack {
                        Text("Photo").contextMenu { ShareItem() }
                        Menu("More") { CopyItem() }
                        InlineItem()
                    }
                }
            }
            struct ShareItem: View {
                var body: some View { Button {} label: { ShareIcon() } }
            }
            struct CopyItem: View {
                var body: some View { Button {} label: { Image(systemName: "doc.on.doc").frame(width: 20, height: 20) } }
            }
            struct InlineItem: View {
                var body: some View { Button {} label: { Image(systemName: "star").frame(width: 20, height: 20) } }
            }
            struct ShareIcon: View {
                var body: some View { Image(systemName: "square.and.arrow.up").frame(width: 20, height: 20) }
            }
            """
        let imported = SwiftSourceImporter.importSource(source, file: "Gallery.swift")
        #expect(imported.screens.map(\.name) == ["Gallery"], "\(imported.screens.map(\.name))")
        #expect(imported.notes.contains { $0.message.contains("`ShareItem` is shown only in a context menu") })
        #expect(imported.notes.contains { $0.message.contains("`CopyItem` is shown only in a menu") })
        // A view only such an item shows is drawn by the system too.
        #expect(imported.notes.contains { $0.message.contains("`ShareIcon` is shown only inside ShareItem, in a context menu") })
        let report = try audit(source)
        let small = report.findings.filter { $0.rule == .touchTargetTooSmall }
        // The menu's own label (one line of text) is laid out and small too; the items' buttons are not there.
        #expect(small.map { $0.location?.line ?? 0 }.sorted() == [6, 18], "\(small.map { ($0.message, $0.location?.line ?? 0) })")
    }

    @Test func aScreenAToolbarButtonPushesIsAScreen() throws {
        // A toolbar's button is drawn by the system, but the screen its action pushes is laid out by SwiftUI: it is a
        // screen, and what only it shows is audited inside it. A view the toolbar shows as its item is not a screen.
        let source = """
            import SwiftUI
            struct Picker: View {
                @State private var path: [Next] = []
                var body: some View {
                    Text("Choose")
                        .toolbar {
                            ToolbarItem { Button("Continue") { path.append(Next()) } }
                            ToolbarItem { BarBadge() }
                        }
                }
            }
            struct Next: View, Hashable {
                var body: some View { Shelf() }
            }
            struct Shelf: View {
                var body: some View { Text("Shelf") }
            }
            struct BarBadge: View {
                var body: some View { Image(systemName: "star") }
            }
            """
        let imported = SwiftSourceImporter.importSource(source, file: "Picker.swift")
        #expect(imported.screens.map(\.name).sorted() == ["Next", "Picker"], "\(imported.screens.map(\.name))")
        #expect(imported.notes.contains { $0.message.contains("`BarBadge` is shown only in a toolbar") })
    }

    @Test func aViewShownByTheProjectsToolbarContentIsShownInAToolbar() throws {
        // `.toolbar { ComposerBar(send: send) }` where `struct ComposerBar: ToolbarContent` puts `SendButton` in a
        // `ToolbarItem`: the navigation bar draws it (a 44 pt hit area), so it is not a screen of its own and its 18 pt
        // icon is no touch target finding.
        let source = """
            import SwiftUI
            struct Composer: View {
                var body: some View {
                    NavigationStack {
                        Text("What is new?").toolbar { ComposerBar(send: {}) }
                    }
                }
            }
            struct ComposerBar: ToolbarContent {
                let send: () -> Void
                var body: some ToolbarContent {
                    ToolbarItem(placement: .topBarTrailing) { SendButton(action: send) }
                }
            }
            struct SendButton: View {
                let action: () -> Void
                var body: some View { Button(action: action) { Image(systemName: "paperplane").font(.system(size: 14)) } }
            }
            """
        let imported = SwiftSourceImporter.importSource(source, file: "Composer.swift")
        #expect(imported.screens.map(\.name) == ["Composer"], "\(imported.screens.map(\.name))")
        #expect(imported.notes.contains { $0.message.contains("`SendButton` is shown only in a toolbar") })
    }

    @Test func aViewShownByToolbarContentOfASheetsViewIsShownInAToolbar() throws {
        // The same toolbar content on a view that is itself shown only in a sheet (a screen of its own, translated after
        // the views no one shows) and declared after the button: the button waits for that view to be translated, whose
        // `.toolbar` says the system draws it.
        let source = """
            import SwiftUI
            struct SendButton: View {
                let action: () -> Void
                var body: some View { Button(action: action) { Image(systemName: "paperplane").font(.system(size: 14)) } }
            }
            struct ComposerBar: ToolbarContent {
                let send: () -> Void
                var body: some ToolbarContent {
                    ToolbarItem(placement: .topBarTrailing) { SendButton(action: send) }
                }
            }
            struct Home: View {
                @State private var composing = false
                var body: some View { Button("New post") { composing = true }.sheet(isPresented: $composing) { Composer() } }
            }
            struct Composer: View {
                var body: some View { NavigationStack { Text("What is new?").toolbar { ComposerBar(send: {}) } } }
            }
            """
        let imported = SwiftSourceImporter.importSource(source, file: "Home.swift")
        #expect(imported.screens.map(\.name).sorted() == ["Composer", "Home"], "\(imported.screens.map(\.name))")
        #expect(imported.notes.contains { $0.message.contains("`SendButton` is shown only in a toolbar") })
    }

    @Test func aButtonWhoseLabelAStyleDrawsIsFoundWhereTheButtonIsWritten() throws {
        // `Button { copy() } label: { Label { … } icon: { … }.labelStyle(.trailingIcon(spacing: 4)) }`: the label style's
        // `HStack` (written once, above) draws the label, and the button is the 17.5 pt tall row it makes. The touch
        // target is the button's, so it is found on line 15, where the button is written, not on the style's line 8.
        let report = try audit(
            """
            import SwiftUI
            extension LabelStyle where Self == TrailingIconStyle {
                static func trailingIcon(spacing: CGFloat) -> Self { TrailingIconStyle(spacing: spacing) }
            }
            struct TrailingIconStyle: LabelStyle {
                let spacing: CGFloat
                func makeBody(configuration: Configuration) -> some View {
                    HStack(spacing: spacing) { configuration.title; configuration.icon }
                }
            }
            struct CopyButton: View {
                let content: String
                var body: some View {
                    VStack {
                        Button { copy() } label: {
                            Label { Text(content).lineLimit(1) } icon: { Image(systemName: "doc.on.doc") }
                                .font(.subheadline).labelStyle(.trailingIcon(spacing: 4))
                        }
                    }
                }
                func copy() {}
            }
            #Preview { CopyButton(content: "Copy me") }
            """)
        let targets = report.findings.filter { $0.rule == .touchTargetTooSmall }
        #expect(!targets.isEmpty && targets.allSatisfy { $0.location?.line == 15 }, "\(targets.map { ($0.message, $0.location?.line ?? 0) })")
    }

    @Test func swipeActionsAreTheSystemsButtonsAndTheRowsActions() throws {
        // SwiftUI draws a row's `.swipeActions` buttons itself, full height beside the swiped row, and VoiceOver offers
        // them among the row's actions. So a view written only for them is not a screen (its 18 pt icon is not what is
        // tapped: no touch-target finding), and a tap on the row that does what a swipe button does has an alternative;
        // a tap doing something no button offers is still reported.
        let source = """
            import SwiftUI
            struct Inbox: View {
                var body: some View {
                    List {
                        Text("Meeting at noon")
                            .onTapGesture { archive() }
                            .swipeActions { SwipeButtons() ; Button("Archive") { archive() } }
                        Text("Lunch")
                            .onTapGesture { pin() }
                            .swipeActions { Button("Archive") { archive() } }
                    }
                }
                func archive() {}
                func pin() {}
            }
            struct SwipeButtons: View {
                var body: some View {
                    Button {} label: { Image(systemName: "trash").frame(width: 18, height: 18) }
                }
            }
            """
        let imported = SwiftSourceImporter.importSource(source, file: "Card.swift")
        #expect(!imported.screens.contains { $0.name.hasPrefix("SwipeButtons") }, "\(imported.screens.map(\.name))")
        #expect(imported.notes.contains { $0.message.contains("`SwipeButtons` is shown only in a row's swipe actions") })
        let report = try audit(source)
        #expect(!report.findings.contains { $0.rule == .touchTargetTooSmall })
        let gestures = report.findings.filter { $0.rule == .gestureWithoutAlternative }
        #expect(gestures.map { $0.location?.line ?? 0 } == [8], "\(gestures.map { ($0.message, $0.location?.line ?? 0) })")
    }

    @Test func clippingModifiersCutWhatReachesPastTheFrame() throws {
        // A blur band five screens wide, framed to the content's width and clipped (`.clipped()`), and a card whose
        // oversized picture `.clipShape`, `.cornerRadius` or `.mask` cut to its frame: nothing is drawn past the screen.
        let source = """
            import SwiftUI
            struct Backdrop: View {
                var body: some View {
                    VStack {
                        Image("blur").resizable().frame(width: 2000, height: 40).frame(width: 300).clipped()
                        Image("blur").resizable().frame(width: 2000, height: 40).frame(width: 300).clipShape(RoundedRectangle(cornerRadius: 12))
                        Image("blur").resizable().frame(width: 2000, height: 40).frame(width: 300).cornerRadius(12)
                        Image("blur").resizable().frame(width: 2000, height: 40).frame(width: 300).mask(Circle())
                        Text("Content")
                    }
                }
            }
            """
        let yaml = SwiftSourceImporter.importSource(source, file: "Card.swift").yaml()
        #expect(yaml.components(separatedBy: "clipped: true").count - 1 == 4, "\(yaml)")
        // Clipped twice in a row is one clip on the same view (no view around it).
        let chip = """
            import SwiftUI
            struct Chip: View { var body: some View { Text("New").padding(4).cornerRadius(4).clipShape(Capsule()) } }
            """
        let twice = SwiftSourceImporter.importSource(chip, file: "Chip.swift").yaml()
        #expect(twice.components(separatedBy: "clipped: true").count - 1 == 1 && !twice.contains("zstack"), "\(twice)")
        #expect(!(try audit(source)).findings.contains { $0.rule == .horizontalOverflow })
        // Without the clipping the band is drawn past both edges.
        let unclipped = source.replacingOccurrences(of: ".clipped()", with: "")
        #expect(try audit(unclipped).findings.contains { $0.rule == .horizontalOverflow && $0.location?.line == 5 })
    }
}
