import Testing
import TypeRampAudit
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

/// The most common iOS screens must not fail CI: a list (or a scroll view) with a button below it. SwiftUI's List and
/// ScrollView take the space their stack leaves them and scroll their content inside it; nothing is drawn over the
/// button and VoiceOver reads the list's rows, then the button.
@Suite struct CommonScreenTests {
    static let listAndButton = AuditTestSupport.spec(
        """
              vstack:
                - list:
                    - rows:
        \((1...12).map { "              - text: Setting number \($0)\n" }.joined())
                - button: Continue
                  id: continue
                  padding: 16
        """)

    static let scrollAndButton = AuditTestSupport.spec(
        """
              vstack:
                - scroll:
                    - text: \(String(repeating: "Terms and conditions apply to every part of this agreement. ", count: 30))
                - button: Continue
                  id: continue
                  padding: 16
        """)

    static let everyCell = ContentSizeCategory.allCases

    @Test(arguments: [("list", listAndButton), ("scroll", scrollAndButton)])
    func noErrorAtAnyCategoryOrWidth(_ c: (String, String)) throws {
        let report = try AuditTestSupport.audit(c.1, categories: Self.everyCell, widths: [320, 393, 430])
        let errors = report.findings.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(c.0): \(errors.map { "\($0.rule) \($0.path): \($0.message)" })")
        #expect(!report.findings.contains { $0.rule == .readingOrderChanged })
    }

    @Test func theListTakesWhatTheButtonLeavesAndVoiceOverReadsItFirst() throws {
        let screen = try AuditTestSupport.screens(Self.listAndButton)[0]
        for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
            let solved = LayoutSolver.solve(
                screen, context: LayoutContext(category: category, viewport: .width(320)), resources: AuditTestSupport.system)
            let list = try #require(solved.allNodes.first { $0.kind == .list })
            let button = try #require(solved.allNodes.first { $0.kind == .padding && $0.frame.minY > list.frame.minY })
            #expect(list.frame.maxY <= button.frame.minY + 0.001, "\(category): the list ends where the button begins")
            #expect(abs(button.frame.maxY - solved.viewportHeight - solved.context.viewport.safeArea.top) < 0.001, "the button is at the bottom")
            #expect((list.contentHeight ?? 0) > list.frame.height, "\(category): the rows scroll inside the list")
            let labels = solved.accessibility.elements.map(\.label)
            #expect(labels.last == "Continue" && labels.first == "Setting number 1" && labels.count == 13, "\(labels)")
            #expect(solved.contentHeight <= solved.viewportHeight + 0.001, "the screen itself fits")
        }
    }

    @Test func aFewRowsStillFillTheScreenLikeSwiftUIsList() throws {
        let spec = AuditTestSupport.spec(
            "      vstack:\n        - list:\n            - rows: [ { text: One }, { text: Two } ]\n        - button: Continue\n")
        let screen = try AuditTestSupport.screens(spec)[0]
        let solved = LayoutSolver.solve(screen, context: LayoutContext(category: .large, viewport: .width(320)), resources: AuditTestSupport.system)
        let list = try #require(solved.allNodes.first { $0.kind == .list })
        let button = try #require(solved.allNodes.first { $0.kind == .button })
        #expect(list.frame.height > 400, "the list takes the space; the button sits at the bottom")
        #expect(abs(button.frame.maxY - (solved.context.viewport.safeArea.top + solved.viewportHeight)) < 0.001)
    }
}
