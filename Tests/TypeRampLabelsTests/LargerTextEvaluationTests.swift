import Foundation
import Testing
import TypeRampAudit
import TypeRampCore
import TypeRampLabels
import TypeRampLayout
import TypeRampMetrics
import TypeRampTestSupport

/// How findings and texts become verdicts: what blocks, what is an issue, what does not count, and how screens make
/// common tasks and the app's verdict.
@Suite struct LargerTextEvaluationTests {
    /// Two screens that show the same row, whose 20 pt frame clips its text at the accessibility sizes.
    static let sharedRow = """
        import SwiftUI

        struct Row: View {
            var body: some View {
                Text("Delivered to your door")
                    .frame(height: 20)
            }
        }

        struct Inbox: View {
            var body: some View {
                ScrollView {
                    VStack {
                        Text("Inbox").font(.title2)
                        Row()
                    }
                }
            }
        }

        struct Archive: View {
            var body: some View {
                ScrollView {
                    VStack {
                        Text("Archive").font(.title2)
                        Row()
                    }
                }
            }
        }

        #Preview("Inbox") { Inbox() }
        #Preview("Archive") { Archive() }
        """

    @Test func oneCauseOnSeveralScreensCountsOnEach() throws {
        let report = try LabelTestSupport.evaluate(try LabelTestSupport.input(source: LargerTextEvaluationTests.sharedRow))
        let names = report.screens.map(\.name)
        #expect(names.contains("Inbox") && names.contains("Archive"))
        for s in report.screens where ["Inbox", "Archive"].contains(s.name) {
            #expect(s.verdict == .doesNotSupport, "\(s.name)")
            #expect(s.blocking.contains { $0.kind == "content-clipped" }, "\(s.name)")
        }
        // Reported once by the audit, on its first screen; the other screen says where.
        let clipped = report.screens.flatMap(\.blocking).filter { $0.kind == "content-clipped" }
        #expect(clipped.filter { $0.reportedOn == nil }.count == 1)
        #expect(clipped.filter { $0.reportedOn != nil }.count == report.screens.filter { ["Inbox", "Archive"].contains($0.name) }.count - 1)
    }

    @Test func errorsBlockWarningsAreIssues() throws {
        // A one-line body text in 200 pt: truncated at the accessibility sizes (a warning), and nothing else.
        let source = """
            import SwiftUI
            struct Greeting: View {
                var body: some View {
                    ScrollView {
                        Text("Good morning, Ada Lovelace").lineLimit(1).frame(width: 200)
                    }
                }
            }
            #Preview("Greeting") { Greeting() }
            """
        let report = try LabelTestSupport.evaluate(try LabelTestSupport.input(source: source))
        let screen = report.screens[0]
        #expect(screen.blocking.isEmpty)
        #expect(screen.issues.map(\.kind).contains("text-truncated"))
        #expect(screen.verdict == .supportsWithIssues)
        #expect(report.verdict == .supportsWithIssues)
        #expect(report.exitStatus == 2)
        // As an error (the audit's --severity), truncation blocks.
        let strict = try LargerTextRun.audit(
            try LabelTestSupport.input(source: source), widths: [320], locales: [AuditLocale(id: "en")], boldText: [false],
            rules: RuleConfiguration(severities: [.textTruncated: .error]), jobs: 1, settings: LargerTextSettings())
        #expect(strict.screens[0].verdict == .doesNotSupport)
        #expect(strict.screens[0].blocking.map(\.kind).contains("text-truncated"))
    }

    @Test func suppressedFindingsAndVoiceOverRulesDoNotCount() throws {
        let source = """
            import SwiftUI
            struct Greeting: View {
                var body: some View {
                    ScrollView {
                        VStack {
                            Text("Good morning, Ada Lovelace").lineLimit(1).frame(width: 200) // typeramp:disable text-truncated
                            Button { } label: { Image(systemName: "gear") }
                        }
                    }
                }
            }
            #Preview("Greeting") { Greeting() }
            """
        let report = try LabelTestSupport.evaluate(try LabelTestSupport.input(source: source))
        let screen = report.screens[0]
        #expect(screen.suppressed.map(\.kind) == ["text-truncated"])
        // The unlabelled image button is VoiceOver's business, not Larger Text's.
        #expect(!(screen.blocking + screen.issues).contains { $0.kind == "image-button-without-label" || $0.kind == "missing-label" })
        #expect(!screen.issues.contains { $0.kind == "text-truncated" })
    }

    @Test func findingsRestingOnGuessesNeverBlockButAreNoClaim() throws {
        // `item.title` cannot be read: TypeRamp lays out sample text, so the truncation rests on a guess.
        let source = """
            import SwiftUI
            struct ItemRow: View {
                let item: Item
                var body: some View {
                    ScrollView {
                        Text(item.title).lineLimit(1).frame(width: 150)
                    }
                }
            }
            #Preview("Item row") { ItemRow(item: .sample) }
            """
        let report = try LabelTestSupport.evaluate(try LabelTestSupport.input(source: source))
        let screen = report.screens[0]
        #expect(screen.blocking.isEmpty && screen.issues.isEmpty)
        #expect(screen.unverified.map(\.kind) == ["text-truncated"])
        // With the severity its rule gives it, and what it rests on.
        #expect(screen.unverified.first?.severity == .warning)
        #expect(screen.unverified.first?.unverified?.contains("sample text") == true)
        #expect(screen.verdict == .supportsWithIssues)
        #expect(screen.reason?.kind == "text-truncated")
        #expect(report.exitStatus == 2)
        // Given the text (a sample comment), the finding is confirmed or gone: a short title fits.
        let given = source + "\n// typeramp:sample title = \"Milk\"\n"
        let confirmed = try LabelTestSupport.evaluate(try LabelTestSupport.input(source: given)).screens[0]
        #expect(confirmed.unverified.isEmpty)
    }

    @Test func largeTitleFollowsItsStyle() throws {
        // largeTitle: 34 pt at Large, 60 pt at AX5 (176 %): Apple's own curve, which passes.
        let source = """
            import SwiftUI
            struct Title: View {
                var body: some View {
                    ScrollView { Text("Today").font(.largeTitle) }
                }
            }
            #Preview("Title") { Title() }
            """
        let screen = try LabelTestSupport.evaluate(try LabelTestSupport.input(source: source)).screens[0]
        let t = try LabelTestSupport.text("Today", in: screen)
        #expect(t.sizeAtLarge == 34 && t.largestSize == 60)
        #expect(t.followsStyleCurve && t.meetsCriterion && t.limit == nil)
        #expect(screen.verdict == .supports)
    }

    @Test func anInlineBarTitleIsTheSystemsAndIsNotJudged() throws {
        // UIKit's bars keep their title at its default size (17 pt Headline) and offer the Large Content Viewer
        // instead (WWDC19, "Large Content Viewer"): a long inline title is neither text that stops growing nor a
        // truncation at the accessibility sizes. The app's own text still grows (body 17 -> 53 pt).
        let source = """
            import SwiftUI
            struct Search: View {
                var body: some View {
                    NavigationStack {
                        ScrollView { Text("Results appear here") }
                            .navigationTitle("Search options for trackers")
                            .navigationBarTitleDisplayMode(.inline)
                    }
                }
            }
            #Preview("Search") { Search() }
            """
        let screen = try LabelTestSupport.evaluate(try LabelTestSupport.input(source: source)).screens[0]
        #expect(!screen.texts.contains { $0.text == "Search options for trackers" })
        let body = try LabelTestSupport.text("Results appear here", in: screen)
        #expect(body.sizeAtLarge == 17 && body.largestSize == 53)
        #expect(screen.verdict == .supports, "\(screen.blocking.map(\.message)) \(screen.issues.map(\.message))")
    }

    @Test func textsOnlySmallerSizesDrawAreNotJudged() throws {
        // Below the accessibility sizes a fixed-size caption; from AX1 a body text replaces it.
        let source = """
            import SwiftUI
            struct Header: View {
                @Environment(\\.dynamicTypeSize) private var size
                var body: some View {
                    ScrollView {
                        if size.isAccessibilitySize {
                            Text("Saved").font(.body)
                        } else {
                            Text("Saved just now").font(.system(size: 12))
                        }
                    }
                }
            }
            #Preview("Header") { Header() }
            """
        let screen = try LabelTestSupport.evaluate(try LabelTestSupport.input(source: source)).screens[0]
        #expect(screen.texts.map(\.text) == ["Saved"])
        #expect(screen.verdict == .supports)
    }

    @Test func screensTasksAndTheAppsVerdict() throws {
        let clamp = try LabelTestSupport.input(fixture: "ClampAX2.swift").screens[0].name
        #expect(clamp == "Order status")
        // Two fixtures as one app: the screen that fails decides the app, unless the tasks leave it out.
        let source =
            try String(contentsOfFile: Fixtures.path("larger-text/ClampAX2.swift"), encoding: .utf8).replacingOccurrences(
                of: "OrderStatus", with: "OrderStatusTwo"
            ).replacingOccurrences(of: "\"Order status\"", with: "\"Order status AX2\"")
            + (try String(contentsOfFile: Fixtures.path("larger-text/ClampAX3.swift"), encoding: .utf8))
        let input = try LabelTestSupport.input(source: source)
        let all = try LabelTestSupport.evaluate(input)
        #expect(all.verdict == .doesNotSupport)
        #expect(all.reason?.screen == "Order status AX2")
        #expect(all.tasks.count == 1 && all.tasks[0].screens.count == 2)

        let task = CommonTask(name: "Track an order", screens: ["Order status"])
        let one = try LabelTestSupport.evaluate(input, settings: LargerTextSettings(commonTasks: [task]))
        #expect(one.verdict == .supports)
        #expect(one.exitStatus == 0)
        #expect(one.tasks.map(\.verdict) == [.supports])
        // The failing screen is still judged and listed.
        #expect(one.screens.first { $0.name == "Order status AX2" }?.verdict == .doesNotSupport)

        let exempt = LargerTextExemption(target: .screen("Order status AX2"), reason: "a legacy screen")
        let exempted = try LabelTestSupport.evaluate(input, settings: LargerTextSettings(exemptions: [exempt]))
        #expect(exempted.screens.first { $0.name == "Order status AX2" }?.verdict == .exempt)
        #expect(exempted.verdict == .supports)

        // Every screen of a task exempt: nothing to judge, so no claim.
        let nothing = try LabelTestSupport.evaluate(
            input,
            settings: LargerTextSettings(
                exemptions: [exempt], commonTasks: [CommonTask(name: "Legacy", screens: ["Order status AX2"])]))
        #expect(nothing.verdict == .doesNotSupport)
        #expect(nothing.notes.contains { $0.contains("no screen to judge") })
    }

    @Test func settingsNamingUnknownScreensAreErrors() throws {
        let input = try LabelTestSupport.input(fixture: "ClampAX3.swift")
        let task = CommonTask(name: "Track", screens: ["Order statu"])
        #expect(throws: LargerTextError.self) { try LabelTestSupport.evaluate(input, settings: LargerTextSettings(commonTasks: [task])) }
        do {
            _ = try LabelTestSupport.evaluate(input, settings: LargerTextSettings(commonTasks: [task]))
        } catch let error as LargerTextError {
            #expect(error.description.contains("did you mean 'Order status'?"))
        }
        let exemption = LargerTextExemption(target: .screen("Nope"), reason: "r")
        #expect(throws: LargerTextError.self) { try LabelTestSupport.evaluate(input, settings: LargerTextSettings(exemptions: [exemption])) }
        // A text exemption that names nothing is a note, not an error (a configuration may cover texts of other targets).
        let typo = LargerTextExemption(target: .text("NEWW"), reason: "badge")
        let report = try LabelTestSupport.evaluate(input, settings: LargerTextSettings(exemptions: [typo]))
        #expect(report.notes.contains { $0.contains("'NEWW'") })
    }

    @Test func aPreviousAuditsReportGivesTheSameVerdicts() throws {
        let input = try LabelTestSupport.input(fixture: "ShrinkingTitle.swift")
        let direct = try LabelTestSupport.evaluate(input)
        // The audit a team already runs, at every category, written as JSON and read back.
        let matrix = AuditMatrix(widths: [320])
        let audit = try Auditor(input: input, configuration: AuditConfiguration(matrix: matrix, jobs: 1)).run()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typeramp-labels-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("audit.json").path
        try JSONReporter.write(audit).write(toFile: path, atomically: true, encoding: .utf8)
        let fromReport = try LargerTextRun.evaluate(
            report: try JSONReporter.read(path: path), path: path, input: input, jobs: 1, settings: LargerTextSettings())
        #expect(fromReport.auditReport == path)
        #expect(fromReport.screens.map(\.verdict) == direct.screens.map(\.verdict))
        #expect(fromReport.screens.map { $0.blocking.map(\.message) } == direct.screens.map { $0.blocking.map(\.message) })
        #expect(fromReport.screens.map { $0.issues.map(\.message) } == direct.screens.map { $0.issues.map(\.message) })

        // A report without the accessibility sizes cannot be judged.
        let small = try Auditor(
            input: input, configuration: AuditConfiguration(matrix: AuditMatrix(categories: [.large, .accessibilityMedium], widths: [320]), jobs: 1)
        ).run()
        #expect(throws: LargerTextError.self) {
            try LargerTextRun.evaluate(report: small, path: "small.json", input: input, jobs: 1, settings: LargerTextSettings())
        }
    }
}
