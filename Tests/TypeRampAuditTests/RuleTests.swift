import Testing
import TypeRampAudit
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

/// The rules as the audit runs them. Each rule's own examples (in its file, run one rule at a time by
/// `RuleExampleTests`) are run here through the whole audit as well: every screens-format example at its categories on a
/// 320-point iPhone SE, with every rule in force at its default severity.
@Suite struct RuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: RuleID
        var example: RuleExample
        var testDescription: String { "\(rule) (\(example.fires ? "fires" : "clean")): \(example.note)" }
    }

    static let cases: [Case] = DiagnosticRule.all.flatMap { rule in
        rule.examples.filter { $0.language == .screens }.map { Case(rule: rule.id, example: $0) }
    }

    static let longSentence = "This sentence is far too long to fit on one line of a narrow phone screen"

    @Test(arguments: cases)
    func everyScreensExampleThroughTheAudit(_ c: Case) throws {
        let report = try AuditTestSupport.audit(c.example.source, categories: c.example.categories)
        // A finding the rule could not prove is listed as unverified information, not reported as the rule's.
        let found = report.findings.filter { $0.rule == c.rule && $0.unverified == nil }
        if c.example.fires {
            #expect(!found.isEmpty, "expected \(c.rule); found \(report.findings.map(\.rule))")
            #expect(found.allSatisfy { $0.severity == DiagnosticRule.named(c.rule).severity })
            #expect(Set(found.compactMap { $0.location?.line }) == Set(c.example.expectedLocations.map(\.line)))
        } else {
            #expect(found.isEmpty, "\(found.map(\.message))")
        }
    }

    /// A title and subtitle beside a small button, in a stack that turns vertical at ax1: side by side VoiceOver reads
    /// title, button, subtitle (the button starts above the title's middle); stacked, title, subtitle, button.
    static func orderRow(combined: Bool) -> String {
        var row =
            "      hstack:\n        - vstack:\n            - text: Flight 714 to Sydney\n            - text: Boarding at gate 23\n              style: footnote\n"
        if combined { row += "          accessibility: { element: true }\n" }
        row += "        - button: Track\n          style: footnote\n          insets: 2\n      flipAt: accessibilityMedium\n      alignment: center\n"
        return row
    }

    @Test func aLeafAnotherLayerPushesOffTheScreenIsUnverified() throws {
        // SwiftUI aligns each layer of a ZStack within the widest and offers an overlay its base's size: the narrower
        // layer is off the screen only if both are shown at once. A 340 pt padded card (its image on the screen) and a
        // badge at the leading edge; a 400 pt banner (itself off the screen: the error, and the one finding for the caption
        // at its leading edge); a caption offered the size of a 340 pt padded poster, wrapping at that width.
        let report = try AuditTestSupport.audit(
            AuditTestSupport.spec(
                """
                      vstack:
                        - zstack:
                            - image: card
                              width: 280
                              height: 40
                              padding: 30
                            - image: badge
                              width: 300
                              height: 40
                          alignment: leading
                        - image: banner
                          width: 400
                          height: 40
                          overlay:
                            content:
                              text: Caption
                            alignment: leading
                        - image: poster
                          width: 280
                          height: 200
                          padding: 30
                          overlay:
                            text: The poster's caption wraps at the width of the padded poster it is laid over

                """))
        let overflow = report.findings.filter { $0.rule == .horizontalOverflow }
        let byPath = Dictionary(uniqueKeysWithValues: overflow.map { ($0.path, $0) })
        let badge = try #require(byPath["vstack/zstack[0]/image[1]"], "\(overflow.map(\.path))")
        #expect(badge.severity == .information && badge.unverified?.contains("shown at the same time") == true)
        #expect(byPath["vstack/overlay[1]/text[1]"] == nil)
        let caption = try #require(byPath["vstack/overlay[2]/text[1]"], "\(overflow.map(\.path))")
        #expect(caption.severity == .information && caption.unverified?.contains("shown at the same time") == true)
        let banner = try #require(byPath["vstack/overlay[1]/image[0]"], "\(overflow.map(\.path))")
        #expect(banner.severity == .error && banner.unverified == nil)
        #expect(!overflow.contains { $0.path.contains("card") || $0.path.hasSuffix("padding[0]/image[0]") })
    }

    @Test func unknownStyleFromTheDSL() throws {
        let broken = Screen("t") { text("Hello", style: .ramp("headingXL")) }
        let report = try AuditTestSupport.auditor([broken]).run()
        #expect(report.findings.contains { $0.rule == .unknownStyle && $0.severity == .error })
        let fixed = Screen("t") { text("Hello", style: .body) }
        #expect(try !AuditTestSupport.auditor([fixed]).run().findings.contains { $0.rule == .unknownStyle })
    }

    @Test func readingOrderFindingNamesTheStackAndBothCategories() throws {
        let report = try AuditTestSupport.audit(
            AuditTestSupport.spec(Self.orderRow(combined: false)),
            categories: [.large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge])
        let f = try #require(report.findings.first { $0.rule == .readingOrderChanged })
        #expect(f.path == "stack")
        #expect(f.message.contains("“Track” before “Boarding at gate 23” at large but after it at accessibilityMedium"), "\(f.message)")
        #expect(report.firstAppears(f) == "from accessibilityMedium (ax1) at 320 pt")
        #expect(f.location?.line == 5)
    }

    @Test func everyCatalogRuleHasAStableIdAndDefaultSeverity() {
        let ids = AuditRule.catalog.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.contains(.readingOrderChanged))
        #expect(DiagnosticRule.all.allSatisfy { rule in AuditRule.named(rule.id).defaultSeverity == rule.severity })
    }

    // MARK: Thresholds and severities

    @Test func touchTargetThresholdIsTunable() throws {
        // A 46-point-tall button passes the HIG's 44 pt and fails Material's 48.
        let root = "      button: Continue\n      insets: { top: 12, leading: 20, bottom: 12, trailing: 20 }\n      dynamicTypeSize: ...large\n"
        let hig = try AuditTestSupport.audit(AuditTestSupport.spec(root), categories: [.large])
        #expect(!hig.findings.contains { $0.rule == .touchTargetTooSmall })
        let material = try AuditTestSupport.audit(
            AuditTestSupport.spec(root), categories: [.large],
            rules: RuleConfiguration(thresholds: [.touchTargetTooSmall: 48]))
        let f = try #require(material.findings.first { $0.rule == .touchTargetTooSmall })
        #expect(f.message.contains("controls need 48 × 48 pt"))
        #expect(material.rules.first { $0.id == .touchTargetTooSmall }?.threshold?.value == 48)
    }

    @Test func minimumTextSizeThresholdIsTunable() throws {
        let root = "      text: Fine print\n      style: { size: 12 }\n"
        #expect(!(try AuditTestSupport.audit(AuditTestSupport.spec(root)).findings.contains { $0.rule == .textBelowMinimumSize }))
        let strict = try AuditTestSupport.audit(AuditTestSupport.spec(root), rules: RuleConfiguration(thresholds: [.textBelowMinimumSize: 13]))
        #expect(strict.findings.contains { $0.rule == .textBelowMinimumSize })
    }

    @Test func severitiesCanBeRaisedAndRulesTurnedOff() throws {
        let root = "      text: \(Self.longSentence)\n      lines: 1\n"
        let raised = try AuditTestSupport.audit(AuditTestSupport.spec(root), rules: RuleConfiguration(severities: [.textTruncated: .error]))
        #expect(raised.findings.first { $0.rule == .textTruncated }?.severity == .error)
        #expect(raised.exitStatus(strict: false) == 2)
        let off = try AuditTestSupport.audit(AuditTestSupport.spec(root), rules: RuleConfiguration(disabled: [.textTruncated]))
        #expect(!off.findings.contains { $0.rule == .textTruncated })
        #expect(!off.rules.contains { $0.id == .textTruncated })
    }
}
