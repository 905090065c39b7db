import Foundation
import Testing
import TypeRampAudit
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampSwiftSource
import TypeRampTestSupport
import TypeRampText

/// Widgets: WidgetKit draws a widget's view in a box of a fixed size per family and iPhone, which does not scroll. The
/// expected sizes are the HIG's table of iPhone widget sizes (Widgets, "Specifications", iOS dimensions); the expected
/// branches are WidgetKit's documented behaviour (`@Environment(\.widgetFamily)` is the family being drawn).
@Suite struct WidgetTests {
    static let library = try! FontLibrary.bundled()

    @Test func familySizesAreTheHIGsForTheAuditsWidths() {
        // HIG: 320 × 568 pt: 141 / 292 × 141 / 292 × 311; 390–393 pt wide: 158 / 338 × 158 / 338 × 354;
        // 428–430 pt wide: 170 / 364 × 170 / 364 × 382.
        #expect(WidgetFamily.systemSmall.size(onScreenWidth: 320) == Size(width: 141, height: 141))
        #expect(WidgetFamily.systemLarge.size(onScreenWidth: 320) == Size(width: 292, height: 311))
        #expect(WidgetFamily.systemSmall.size(onScreenWidth: 393) == Size(width: 158, height: 158))
        #expect(WidgetFamily.systemMedium.size(onScreenWidth: 393) == Size(width: 338, height: 158))
        #expect(WidgetFamily.systemLarge.size(onScreenWidth: 393) == Size(width: 338, height: 354))
        #expect(WidgetFamily.systemMedium.size(onScreenWidth: 430) == Size(width: 364, height: 170))
        #expect(WidgetFamily.systemLarge.size(onScreenWidth: 430) == Size(width: 364, height: 382))
        // Lock Screen: 375 × 667 pt: 68 × 68 / 153 × 68 / 225 × 26; 390–393 pt: 72 × 72 / 160 × 72 / 234 × 26;
        // 428–430 pt: 76 × 76 / 172 × 76 / 257 × 26. The table has none at 320 pt: TypeRamp repeats 375 pt's.
        #expect(WidgetFamily.accessoryCircular.size(onScreenWidth: 375) == Size(width: 68, height: 68))
        #expect(WidgetFamily.accessoryRectangular.size(onScreenWidth: 375) == Size(width: 153, height: 68))
        #expect(WidgetFamily.accessoryInline.size(onScreenWidth: 375) == Size(width: 225, height: 26))
        #expect(WidgetFamily.accessoryCircular.size(onScreenWidth: 393) == Size(width: 72, height: 72))
        #expect(WidgetFamily.accessoryRectangular.size(onScreenWidth: 393) == Size(width: 160, height: 72))
        #expect(WidgetFamily.accessoryInline.size(onScreenWidth: 393) == Size(width: 234, height: 26))
        #expect(WidgetFamily.accessoryCircular.size(onScreenWidth: 430) == Size(width: 76, height: 76))
        #expect(WidgetFamily.accessoryRectangular.size(onScreenWidth: 430) == Size(width: 172, height: 76))
        #expect(WidgetFamily.accessoryInline.size(onScreenWidth: 430) == Size(width: 257, height: 26))
        #expect(WidgetFamily.accessoryRectangular.size(onScreenWidth: 320) == Size(width: 153, height: 68))
        // Content margins are the home screen's; a Lock Screen widget's content has its whole box.
        #expect(WidgetFamily.systemSmall.viewport(onScreenWidth: 393, margins: true).device.safeArea.top == 16)
        #expect(WidgetFamily.accessoryRectangular.viewport(onScreenWidth: 393, margins: true).device.safeArea.top == 0)
    }

    @Test func theScreensFormatNamesAWidgetFamilyOrRefusesAnUnknownOne() throws {
        func screen(_ widget: String) throws -> Screen {
            let yaml = "screens:\n  - name: w\n    widget: \(widget)\n    root:\n      text: Hi\n"
            return try LayoutDocument.decode(try SpecReader.parse(yaml, file: "w.yaml"), file: "w.yaml").screens[0]
        }
        #expect(try screen("systemLarge").widget == .systemLarge)
        #expect(try screen("{family: systemSmall, contentMargins: false}").widgetContentMargins == false)
        let any = try screen("any")
        #expect(any.widget == nil && any.isWidget)
        do {
            _ = try screen("systemHuge")
            Issue.record("an unknown family was accepted")
        } catch {
            #expect("\(error)".contains("w.yaml:3") && "\(error)".contains("systemHuge"), "\(error)")
        }
    }

    static let widget = """
        import SwiftUI
        import WidgetKit
        struct StepsEntryView: View {
            @Environment(\\.widgetFamily) var family
            var body: some View {
                switch family {
                case .systemSmall: SmallSteps()
                default: MediumSteps()
                }
            }
        }
        struct SmallSteps: View { var body: some View { Text("Steps small") } }
        struct MediumSteps: View { var body: some View { Text("Steps medium") } }
        struct StepsWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "steps", provider: Provider()) { entry in
                    StepsEntryView()
                }
                .supportedFamilies(StepsFamilies.all)
            }
        }
        enum StepsFamilies { static let all: [WidgetFamily] = [.systemSmall, .systemMedium, .accessoryCircular] }
        struct LockEntryView: View { var body: some View { LockPart() } }
        struct LockPart: View { var body: some View { Text("Lock") } }
        struct LockWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "lock", provider: Provider()) { entry in LockEntryView() }
                    .supportedFamilies(families)
                    .contentMarginsDisabled()
            }
            private var families: [WidgetFamily] { [.accessoryRectangular, .systemExtraLarge] }
        }
        #Preview(as: .systemSmall) { StepsWidget() } timeline: { Entry() }
        """

    func texts(_ node: Node) -> [String] {
        var out: [String] = []
        node.forEachNode { if case .text(let t) = $0.kind { out.append(t.content.baseText) } }
        return out
    }

    @Test func aWidgetsViewIsAComponentPerFamilyWithThatFamilysBranch() throws {
        let imported = SwiftSourceImporter.importSource(Self.widget, file: "Steps.swift")
        let screens = try LayoutDocument.decode(imported.document(), file: "Steps.swift").screens
        // One screen per family the configuration names, home screen and Lock Screen, each with its family's branch
        // (the circular one takes `default:`); the iPad's extra-large family is not laid out; the `#Preview(as:)` shows
        // the widget, not a view.
        #expect(
            screens.map(\.name) == [
                "StepsEntryView (systemSmall)", "StepsEntryView (systemMedium)", "StepsEntryView (accessoryCircular)",
                "LockEntryView (accessoryRectangular)",
            ])
        #expect(screens.map(\.widget) == [.systemSmall, .systemMedium, .accessoryCircular, .accessoryRectangular])
        #expect(screens.allSatisfy { $0.component != nil })
        #expect(screens.map(\.widgetContentMargins) == [true, true, true, false])
        #expect(screens.map { texts($0.root) } == [["Steps small"], ["Steps medium"], ["Steps medium"], ["Lock"]])
        #expect(!imported.notes.contains { $0.message.contains("LockPart") }, "\(imported.notes.map(\.message))")
    }

    @Test func withoutSupportedFamiliesTheThreeHomeScreenFamiliesAndMarginsCanBeDisabled() throws {
        // An app's wrapper for iOS before 17 (`contentMarginsDisabledIfAvailable`) disables them as the modifier does.
        let source = """
            import SwiftUI
            import WidgetKit
            struct NoteView: View { var body: some View { Text("Note") } }
            struct NoteWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "note", provider: Provider()) { _ in NoteView() }
                        .contentMarginsDisabledIfAvailable()
                }
            }
            """
        let imported = SwiftSourceImporter.importSource(source, file: "Note.swift")
        let screens = try LayoutDocument.decode(imported.document(), file: "Note.swift").screens
        #expect(screens.map(\.widget) == [.systemSmall, .systemMedium, .systemLarge])
        #expect(screens.allSatisfy { !$0.widgetContentMargins })
    }

    @Test func aLiveActivityPreviewIsNotAScreen() throws {
        // ActivityKit's `attributes.previewContext(state, viewKind:)` previews a Live Activity (its Lock Screen banner or
        // a Dynamic Island presentation), which the system draws from the `ActivityConfiguration`: like
        // `#Preview(as: .content, using:)`, no screen; the provider's plain view preview still is one.
        let source = """
            import SwiftUI
            import WidgetKit
            import ActivityKit
            struct DeliveryAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var minutes: Int }
                var orderID: String
            }
            struct Banner: View { var body: some View { Text("Order ready") } }
            struct DeliveryActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: DeliveryAttributes.self) { context in Banner() } dynamicIsland: { context in
                        DynamicIsland { } compactLeading: { Text("1") } compactTrailing: { Text("2") } minimal: { Text("3") }
                    }
                }
            }
            struct DeliveryPreviews: PreviewProvider {
                static let attributes = DeliveryAttributes(orderID: "7")
                static let state = DeliveryAttributes.ContentState(minutes: 3)
                static var previews: some View {
                    attributes
                        .previewContext(state, viewKind: .dynamicIsland(.compact))
                        .previewDisplayName("Compact")
                    attributes.previewContext(state, viewKind: .content)
                    Banner().previewDisplayName("Banner")
                }
            }
            """
        let imported = SwiftSourceImporter.importSource(source, file: "Delivery.swift")
        let names = imported.screens.map(\.name)
        #expect(!names.contains("Compact") && !names.contains("DeliveryPreviews 2"), "\(names)")
        #expect(names.contains("Banner"), "\(names)")
        #expect(imported.notes.filter { $0.message.contains("Live Activity") }.map(\.location.line) == [20, 23], "\(imported.notes.map(\.message))")
    }

    @Test func aViewOnlyALiveActivitysViewShowsThroughASwitchIsAWidgetsView() throws {
        // A Live Activity's Lock Screen banner shows a nested view per state (`switch state { case .started: Started() …
        // }`). The case the banner passes is laid out inside it; `Failed`, left over, is still drawn only by the widget,
        // so it is audited as the widget's view (`widget: any`), not as an app screen.
        let source = """
            import SwiftUI
            import WidgetKit
            import ActivityKit
            struct UpdateAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var step: Int }
            }
            enum Outcome { case started, failed }
            struct Banner: View {
                var body: some View { Result(outcome: .started) }
                struct Result: View {
                    let outcome: Outcome
                    var body: some View {
                        switch outcome {
                        case .started: Started()
                        case .failed: Failed()
                        }
                    }
                    struct Started: View { var body: some View { Text("Update started").font(.system(size: 14)) } }
                    struct Failed: View { var body: some View { Text("Update failed").font(.system(size: 14)) } }
                }
            }
            struct UpdateActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: UpdateAttributes.self) { context in Banner() } dynamicIsland: { context in
                        DynamicIsland { } compactLeading: { Text("1") } compactTrailing: { Text("2") } minimal: { Text("3") }
                    }
                }
            }
            """
        let imported = SwiftSourceImporter.importSource(source, file: "Update.swift")
        let screens = try LayoutDocument.decode(imported.document(), file: "Update.swift").screens
        #expect(screens.map(\.name).sorted() == ["Banner", "Failed"], "\(screens.map(\.name))")
        for s in screens { #expect(s.isWidget, "\(s.name) is not a widget's view: \(imported.screens.map { ($0.name, $0.component ?? "") })") }
    }

    @Test func aPreviewInAWidgetContextIsDrawnInThatFamily() throws {
        let source = """
            import SwiftUI
            import WidgetKit
            struct Score: View { var body: some View { Text("3 – 1") } }
            struct Score_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        Score().previewContext(WidgetPreviewContext(family: .systemMedium))
                        Score().previewContext(WidgetPreviewContext(family: .accessoryCircular))
                        Score().previewContext(WidgetPreviewContext(family: .systemExtraLarge))
                    }
                }
            }
            """
        let imported = SwiftSourceImporter.importSource(source, file: "Score.swift")
        let screens = try LayoutDocument.decode(imported.document(), file: "Score.swift").screens
        #expect(screens.map(\.widget) == [.systemMedium, .accessoryCircular])
        #expect(imported.notes.contains { $0.message.contains("systemExtraLarge") && $0.message.contains("not audited") })
    }

    @Test func anIfOnSeveralUnknownFlagsIsAuditedWithEachOfItsBranches() throws {
        // The energy widget's shape: an empty state unless the entry is configured and loaded. Its `else` needs every
        // operand false at once; SwiftUI shows exactly one branch, so there is one variant per branch.
        let source = """
            import SwiftUI
            struct Entry { let isConfigured: Bool; let loadFailed: Bool; let offline: Bool }
            struct Energy: View {
                let entry: Entry
                var body: some View {
                    if !entry.isConfigured || entry.loadFailed || entry.offline {
                        Text("Set up the widget")
                    } else {
                        Text("12 kWh")
                    }
                }
            }
            """
        let imported = SwiftSourceImporter.importSource(source, file: "Energy.swift")
        let screens = try LayoutDocument.decode(imported.document(), file: "Energy.swift").screens
        #expect(screens.map { texts($0.root) } == [["Set up the widget"], ["12 kWh"]])
    }

    /// Five 30 pt bars with SwiftUI's default 8 pt spacing: 182 pt tall.
    static let bars = bars(count: 5)

    /// `count` 30 pt bars in a VStack with SwiftUI's default 8 pt spacing: 38 × count − 8 pt tall.
    static func bars(count: Int) -> String {
        let rows = Array(repeating: "            Color.red.frame(height: 30)", count: count).joined(separator: "\n")
        return "import SwiftUI\nimport WidgetKit\nstruct Bars: View {\n    var body: some View {\n        VStack {\n" + rows
            + "\n        }\n    }\n}\n"
    }

    func audit(_ source: String, file: String) throws -> AuditReport {
        let imported = SwiftSourceImporter.importSource(source, file: file)
        let document = try LayoutDocument.decode(imported.document(), file: file)
        let resources = LayoutResources(ramp: nil, fonts: try FontSet.load(ramp: nil, library: Self.library), engine: TextEngine())
        let input = AuditInput(screens: document.screens.map { ($0, file, 0) }, resources: [resources])
        let matrix = AuditMatrix(categories: [.large], widths: [393])
        return try Auditor(input: input, configuration: AuditConfiguration(matrix: matrix, jobs: 1)).run()
    }

    @Test func contentTallerThanTheWidgetsBoxIsCutOffWhileTheSameViewElsewhereIsNot() throws {
        // Five 30 pt bars with SwiftUI's default 8 pt spacing: 182 pt. A small widget on a 393 pt iPhone is 158 pt tall,
        // 126 pt inside WidgetKit's 16 pt margins; the medium one the same height. As a component the view fits anywhere.
        let bars = Self.bars
        let asWidget =
            bars + """

                struct BarsWidget: Widget {
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "bars", provider: Provider()) { _ in Bars() }.supportedFamilies([.systemSmall, .systemLarge])
                    }
                }
                """
        let widget = try audit(asWidget, file: "Bars.swift")
        let cut = widget.findings.filter { $0.rule == .contentNeedsScroll && $0.status == .active }
        #expect(cut.map(\.screen) == ["Bars (systemSmall)"], "the large widget (354 pt) holds 182 pt")
        #expect(cut.first?.message.contains("126 pt") == true, "\(cut.map(\.message))")
        let plain = try audit(bars + "\n#Preview(traits: .sizeThatFitsLayout) { Bars() }\n", file: "Bars.swift")
        #expect(!plain.findings.contains { $0.rule == .contentNeedsScroll })
    }

    @Test func contentReachingOnlyIntoTheContentMarginsIsNotProvenCut() throws {
        // Four of the bars: 144 pt, taller than the 126 pt inside a small widget's margins on a 393 pt iPhone, but no
        // taller than its 158 pt box. Centred, it reaches 9 pt into the 16 pt margins, which are padding, not a clip.
        let source =
            Self.bars(count: 4) + """
                struct BarsWidget: Widget {
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "bars", provider: Provider()) { _ in Bars() }.supportedFamilies([.systemSmall])
                    }
                }
                """
        let report = try audit(source, file: "Bars.swift")
        let cut = report.findings.filter { $0.rule == .contentNeedsScroll }
        #expect(cut.map(\.screen) == ["Bars (systemSmall)"], "\(cut.map(\.message))")
        #expect(cut.first?.message.contains("144 pt") == true, "\(cut.map(\.message))")
        #expect(cut.allSatisfy { $0.severity == .information && $0.unverified?.contains("content margins") == true })
    }

    @Test func whatDoesNotFitALockScreenWidgetIsInformation() throws {
        // The same five bars (182 pt) in a rectangular Lock Screen widget, 72 pt tall on a 393 pt iPhone: cut off, but
        // the Lock Screen draws its widgets itself, so the finding is information with the reason.
        let source =
            Self.bars + """

                    struct BarsWidget: Widget {
                        var body: some WidgetConfiguration {
                            StaticConfiguration(kind: "bars", provider: Provider()) { _ in Bars() }.supportedFamilies([.accessoryRectangular])
                        }
                    }
                """
        let report = try audit(source, file: "Bars.swift")
        let cut = report.findings.filter { $0.rule == .contentNeedsScroll }
        #expect(cut.map(\.screen) == ["Bars (accessoryRectangular)"])
        #expect(cut.first?.message.contains("72 pt") == true, "\(cut.map(\.message))")
        #expect(cut.allSatisfy { $0.severity == .information && $0.unverified?.contains("Lock Screen") == true })
    }
    @Test func aWidgetsViewPreviewedWithoutAFamilyIsNotAuditedAtTheScreensSize() throws {
        // A view that reads `\.widgetFamily` is drawn by the app only in a widget's box; a `#Preview` without `as:` lays
        // it out at the screen's width, where what it finds (here 480 pt of bars beside a title, wider than 393 pt) the
        // app never shows. The same view without the environment read is a screen's view: the overflow is an error.
        func source(readsFamily: Bool) -> String {
            """
            import SwiftUI
            import WidgetKit
            struct Meter: View {
                \(readsFamily ? "@Environment(\\.widgetFamily) var family" : "")
                var body: some View {
                    HStack {
                        Text("Steps today").fixedSize()
                        Color.red.frame(width: 480, height: 20)
                    }
                }
            }
            #Preview { Meter() }
            """
        }
        let imported = SwiftSourceImporter.importSource(source(readsFamily: true), file: "Meter.swift")
        #expect(imported.screens.map(\.component) == [ComponentRemark.widgetOutsideBox])
        let widget = try audit(source(readsFamily: true), file: "Meter.swift").findings.filter { $0.status == .active }
        let plain = try audit(source(readsFamily: false), file: "Meter.swift").findings.filter { $0.status == .active }
        #expect(plain.contains { $0.severity == .error }, "\(plain.map(\.message))")
        #expect(!widget.isEmpty && widget.allSatisfy { $0.severity == .information && $0.unverified?.contains("widget") == true })
        #expect(Set(widget.map(\.rule)) == Set(plain.map(\.rule)))
    }
}
