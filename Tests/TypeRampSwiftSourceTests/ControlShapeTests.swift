import Foundation
import Testing
import TypeRampAudit
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampMetrics

@testable import TypeRampSwiftSource

/// Controls in the shapes real apps write them: a segmented picker with its label hidden (`label: { EmptyView() }`),
/// in a form. SwiftUI draws it as `UISegmentedControl`: its titles are what it shows and what VoiceOver reads, and it
/// does not grow with Dynamic Type (docs/ios-defaults.md).
extension RealAppShapeTests {
    @Test func aSegmentedPickerIsASegmentedControlLabelledByItsTitles() throws {
        let source = """
            import SwiftUI

            struct FamilyPicker: View {
                @State private var family = 0
                var body: some View {
                    Form {
                        Section {
                            Picker(selection: $family) {
                                Text("Small").tag(0)
                                Text("Medium").tag(1)
                                Text("Large").tag(2)
                            } label: { EmptyView() }
                            .pickerStyle(.segmented)
                        }
                    }
                }
            }
            """
        let (imported, screens, _) = try project([("FamilyPicker.swift", source)])
        let picker = try #require(imported.screens.first { $0.name == "FamilyPicker" })
        #expect(SpecWriter.yaml(picker.spec).contains("segmented: \"Small, Medium, Large\""), "\(SpecWriter.yaml(picker.spec))")
        let screen = try #require(screens.first { $0.name == "FamilyPicker" })
        let solved = LayoutSolver.solve(
            screen, context: LayoutContext(category: .accessibilityExtraExtraExtraLarge, viewport: .width(393)), resources: Self.resources)
        let control = try #require(solved.allNodes.first { $0.kind == .segmented })
        #expect(control.frame.height == 32)
        #expect(!solved.diagnostics.contains { $0.rule == .missingLabel })
    }

    @Test func aToggleDrawnByTheProjectsStyleIsStillOneSwitchVoiceOverActivates() throws {
        // A filter chip: a `Toggle` whose style draws a padded label and flips `isOn` on a tap. A style changes how the
        // toggle looks, not what it is (WWDC21, "SwiftUI Accessibility: Beyond the basics": a standard control with a
        // custom style keeps its accessibility): VoiceOver reads one element, "Unread, switch button", and a double tap
        // toggles it, so the tap in the style is no action only a gesture reaches.
        let source = """
            import SwiftUI

            struct ChipStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .padding(12)
                        .background(configuration.isOn ? Color.blue : Color.gray)
                        .onTapGesture { configuration.isOn.toggle() }
                }
            }

            struct Filters: View {
                @State private var unread = false
                var body: some View {
                    Toggle(isOn: $unread) { Text("Unread") }.toggleStyle(ChipStyle())
                }
            }
            """
        let (_, screens, _) = try project([("Filters.swift", source)])
        let screen = try #require(screens.first { $0.name == "Filters" })
        let solved = LayoutSolver.solve(screen, context: LayoutContext(category: .large, viewport: .width(393)), resources: Self.resources)
        #expect(solved.accessibility.elements.map(\.label) == ["Unread"])
        #expect(solved.accessibility.elements.first?.traits.contains(.button) == true)
        #expect(!solved.diagnostics.contains { $0.rule == .gestureWithoutAlternative }, "\(solved.diagnostics.map(\.message))")
    }

    @Test func aSegmentedPickerOfSymbolsIsReadByTheSymbolsAndOneOfUnreadViewsIsNotProvenUnlabelled() throws {
        // Segments drawn as SF Symbols are read by the symbols' own labels, as an image button is ("chart bar"): no
        // missing label. Segments TypeRamp cannot read (a view from another module) leave the label unknown: a missing
        // one is unverified, never an error. Texts label their segments.
        func audit(_ segment: String) throws -> [Finding] {
            let source = """
                import SwiftUI
                import ChartKit
                struct ChartHeader: View {
                    @State private var style = 0
                    var body: some View {
                        Picker("Chart style", selection: $style) {
                            \(segment)(0)
                            \(segment)(1)
                        }
                        .pickerStyle(.segmented)
                    }
                }
                """
            let imported = SwiftSourceImporter.importSource(source, file: "ChartHeader.swift")
            let document = try LayoutDocument.decode(imported.document(), file: "ChartHeader.swift")
            let input = AuditInput(screens: document.screens.map { ($0, "ChartHeader.swift", 0) }, resources: [Self.resources])
            let matrix = AuditMatrix(categories: [.large], widths: [393])
            return try Auditor(input: input, configuration: AuditConfiguration(matrix: matrix, jobs: 1)).run().findings
        }
        #expect(try !audit("Image(systemName: \"chart.bar\").tag").contains { $0.rule == .missingLabel })
        let unread = try audit("ChartGlyph(kind: .bars).tag").filter { $0.rule == .missingLabel }
        #expect(unread.count == 1 && unread.allSatisfy { $0.unverified != nil }, "\(unread.map { ($0.severity, $0.unverified ?? "") })")
        #expect(try !audit("Text(\"Bars\").tag").contains { $0.rule == .missingLabel })
    }

    @Test func anInlinePickerIsARowPerOptionEachReadByItsText() throws {
        // `.pickerStyle(.inline)` in a form draws the options in place, a row each with a checkmark by the chosen one
        // (SwiftUI's `InlinePickerStyle`): VoiceOver reads each row by its text, so the hidden label leaves nothing
        // unlabelled.
        let source = """
            import SwiftUI
            struct FilterAction: View {
                @State private var action = 2
                var body: some View {
                    Form {
                        Section("Action") {
                            Picker(selection: $action) {
                                Text("Warn").tag(1)
                                Text("Hide completely").tag(2)
                            } label: { EmptyView() }
                            .pickerStyle(.inline)
                        }
                    }
                }
            }
            """
        let (_, screens, _) = try project([("FilterAction.swift", source)])
        let screen = try #require(screens.first { $0.name == "FilterAction" })
        let solved = LayoutSolver.solve(screen, context: LayoutContext(category: .large, viewport: .width(393)), resources: Self.resources)
        let options = solved.accessibility.elements.filter { $0.traits.contains(.button) }
        #expect(options.map(\.label) == ["Warn", "Hide completely"])
        #expect(options.map { $0.traits.contains(.selected) } == [false, true])
        #expect(!solved.diagnostics.contains { $0.rule == .missingLabel })
    }
}

extension RealAppShapeTests {
    /// A menu picker over the app's own cases (`ForEach(Unit.allCases) { Text($0.title).tag($0) }`) shows whichever case
    /// is selected, which the source does not say: the value TypeRamp lays out is a sample, marked as a guessed text, so a
    /// finding that rests on it is unverified. A picker whose options are written out shows the selected one as it is.
    @Test func aPickerOverDataShowsASampleValueMarkedAsGuessed() throws {
        let source = """
            import SwiftUI

            enum Unit: String, CaseIterable, Identifiable { case seconds, minutes; var id: String { rawValue } }
            struct DurationRow: View {
                @State private var unit = Unit.seconds
                @State private var sort = 1
                var body: some View {
                    VStack {
                        Picker("Unit", selection: $unit) {
                            ForEach(Unit.allCases) { Text($0.rawValue).tag($0) }
                        }
                        Picker("Sort", selection: $sort) {
                            Text("Name").tag(0)
                            Text("Date").tag(1)
                        }
                    }
                }
            }
            """
        let (imported, _, _) = try project([("DurationRow.swift", source)])
        let yaml = SpecWriter.yaml(try #require(imported.screens.first { $0.name == "DurationRow" }).spec)
        let pickers = yaml.components(separatedBy: "- picker: ").dropFirst()
        #expect(pickers.count == 2, "\(yaml)")
        let data = try #require(pickers.first), written = try #require(pickers.last)
        #expect(data.contains("guessed:") && data.contains("- text"), "\(data)")
        #expect(written.contains("value: \"Date\"") && !written.contains("guessed:"), "\(written)")
    }

    /// `ShareLink(item:) { label }`: the closure is the link's label (SwiftUI's `init(item:subject:message:label:)`);
    /// only a share link without one draws the system's "Share" title and symbol.
    @Test func aShareLinkIsDrawnWithItsOwnLabel() throws {
        let source = """
            import SwiftUI

            struct ShareBar: View {
                let url = URL(string: "https://example.com")!
                var body: some View {
                    HStack {
                        ShareLink(item: url) {
                            Image(systemName: "square.and.arrow.up")
                                .padding(.vertical, 6)
                        }
                        ShareLink(item: url)
                    }
                }
            }
            """
        let (imported, _, _) = try project([("ShareBar.swift", source)])
        let yaml = SpecWriter.yaml(try #require(imported.screens.first { $0.name == "ShareBar" }).spec)
        #expect(yaml.components(separatedBy: "\"Share\"").count - 1 == 1, "only the plain link has the Share title: \(yaml)")
        #expect(yaml.contains("padding:"), "the label's own padding is drawn: \(yaml)")
    }

    /// A menu picker whose label is only an SF Symbol (`label: { Image(systemName: "line.3.horizontal.decrease") }`):
    /// VoiceOver reads the picker by the symbol's label with its value ("Line 3 horizontal decrease, Newest, pop-up
    /// button"), as it reads an image button by its symbol, so the picker is labelled; a picker whose label is an empty
    /// view is not.
    @Test func aPickerLabelledBySymbolIsReadByTheSymbol() throws {
        let source = """
            import SwiftUI

            struct SortBar: View {
                @State private var order = 0
                var body: some View {
                    HStack {
                        Picker(selection: $order) {
                            Text("Newest").tag(0)
                            Text("Oldest").tag(1)
                        } label: {
                            Image(systemName: "line.3.horizontal.decrease")
                        }
                        Picker(selection: $order) {
                            Text("Newest").tag(0)
                            Text("Oldest").tag(1)
                        } label: { EmptyView() }
                    }
                }
            }
            """
        let (_, screens, _) = try project([("SortBar.swift", source)])
        let screen = try #require(screens.first { $0.name == "SortBar" })
        let solved = LayoutSolver.solve(screen, context: LayoutContext(category: .large, viewport: .width(393)), resources: Self.resources)
        let pickers = solved.allNodes.filter { $0.kind == .picker }
        #expect(pickers.count == 2)
        let unlabelled = solved.diagnostics.filter { $0.rule == .missingLabel }
        #expect(unlabelled.count == 1, "\(unlabelled.map(\.message))")
        #expect(unlabelled.first?.location?.line == 13, "\(unlabelled.map { $0.location?.line ?? 0 })")
    }
}

extension RealAppShapeTests {
    /// `optional.map(Image.init(systemName:))` and `optional.map(Text.init)` in a view builder: the function reference is
    /// the closure it stands for (`{ Image(systemName: $0) }`), given the value, as `optional.map { … }` is; what it makes
    /// is located at the reference's line. A nil value maps to nothing.
    @Test func anInitializerHandedToMapMakesItsView() throws {
        let source = """
            import SwiftUI

            struct Placeholder: View {
                var imageName: String? = "tray"
                var subtitle: String? = "Nothing logged yet"
                var footnote: String? = nil
                var body: some View {
                    VStack {
                        imageName.map(Image.init(systemName:))
                            .font(.largeTitle)
                        Text("Empty")
                        subtitle.map(Text.init)
                        footnote.map { Text($0).font(.footnote) }
                    }
                }
            }
            """
        let (imported, _, _) = try project([("Placeholder.swift", source)])
        let screen = try #require(imported.screens.first { $0.name == "Placeholder" })
        let yaml = SpecWriter.yaml(screen.spec)
        func node(_ start: String) -> String? {
            yaml.components(separatedBy: "- ").first { $0.hasPrefix(start) }
        }
        #expect(node("symbol: \"tray\"")?.contains("Placeholder.swift:9:") == true, "\(yaml)")
        #expect(node("text: \"Nothing logged yet\"")?.contains("Placeholder.swift:12:") == true, "\(yaml)")
        #expect(!imported.notes.contains { $0.message.contains("`.map`") }, "\(imported.notes.map(\.message))")
        // A value that is nil maps to nothing (as `if let` takes no branch).
        #expect(!yaml.contains("style: footnote"), "\(yaml)")
    }
}
