import Testing
import TypeRampAudit
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

/// Every rule the audit reports, with a screen where it fires and the same screen fixed, audited at Large and
/// accessibilityExtraExtraExtraLarge on a 320-point iPhone SE.
@Suite struct RuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: RuleID
        var fires: String
        var clean: String
        var testDescription: String { rule.rawValue }
    }

    static let longSentence = "This sentence is far too long to fit on one line of a narrow phone screen"
    static let paragraph = String(repeating: "Dynamic Type lets people choose the size of text, and layouts must grow with it. ", count: 12)

    static let cases: [Case] = [
        Case(
            rule: .textTruncated,
            fires: "      text: \(longSentence)\n      lines: 1\n",
            clean: "      scroll:\n        text: \(longSentence)\n"),
        // A word wider than the screen at AX5 (body is 53 pt there) but not at xxxLarge (23 pt), with no stack to blame:
        // the text's own finding, fixed by limiting how large it grows.
        // (Beside a fixed image in a stack, the same break is a consequence listed in stack-must-flip's finding.)
        Case(
            rule: .textBreaksWord,
            fires: "      text: Datenschutzeinstellungen\n",
            clean: "      text: Datenschutzeinstellungen\n      dynamicTypeSize: ...xxxl\n"),
        Case(
            rule: .contentClipped,
            fires: "      text: Subscribe\n      frame: { width: 40, height: 10 }\n",
            clean: "      text: Subscribe\n      frame: { minWidth: 40, minHeight: 10 }\n"),
        Case(
            rule: .horizontalOverflow,
            fires: "      image: banner\n      width: 400\n      height: 40\n",
            clean: "      image: banner\n      width: 300\n      height: 40\n"),
        Case(
            rule: .textBelowMinimumSize,
            fires: "      text: Fine print\n      style: { size: 9 }\n",
            clean: "      text: Fine print\n      style: { size: 12 }\n"),
        Case(
            rule: .touchTargetTooSmall,
            fires: "      button: OK\n      style: caption2\n      insets: 4\n",
            clean: "      button: OK\n      style: caption2\n      insets: { vertical: 16, horizontal: 20 }\n      dynamicTypeSize: ...xxxLarge\n"),
        Case(
            rule: .missingGlyphs,
            fires: "      text: 東京の天気\n",
            clean: "      text: Tokyo weather\n"),
        Case(
            rule: .fixedSizeText,
            fires: "      text: Caption\n      style: { size: 14 }\n",
            clean: "      text: Caption\n      style: footnote\n"),
        Case(
            rule: .contentNeedsScroll,
            fires: "      vstack:\n        - text: \(paragraph)\n",
            clean: "      scroll:\n        - text: \(paragraph)\n"),
        Case(
            rule: .rowTallerThanScreen,
            fires: "      list:\n        - rows:\n            - text: \(paragraph)\n",
            clean: "      list:\n        - rows:\n            - text: Wi-Fi\n"),
        Case(
            rule: .stackMustFlip,
            fires: "      hstack:\n        - text: Notifications\n        - spacer: {}\n        - text: Banners, sounds\n          lines: 1\n",
            clean:
                "      hstack:\n        - text: Notifications\n        - spacer: {}\n        - text: Banners, sounds\n          lines: 1\n      flipAt: accessibilityMedium\n"
        ),
        Case(
            rule: .stackFlipped,
            fires: "      hstack: [ { text: A }, { text: B } ]\n      flipAt: accessibilityMedium\n",
            clean: "      vstack: [ { text: A }, { text: B } ]\n"),
        Case(
            rule: .missingLabel,
            fires: "      image: heart\n      size: 44\n      accessibility: { traits: [button] }\n",
            clean: "      image: heart\n      size: 44\n      accessibility: { traits: [button], label: Like }\n"),
        Case(
            rule: .imageButtonWithoutLabel,
            fires: "      button: null\n      systemImage: gear\n      insets: 14\n",
            clean: "      button: null\n      systemImage: gear\n      insets: 14\n      accessibility: { label: Settings }\n"),
        Case(
            rule: .headerWithoutTrait,
            fires: "      text: Account\n      style: title1\n",
            clean: "      text: Account\n      style: title1\n      accessibility: { traits: [header] }\n"),
        Case(
            rule: .gestureWithoutAlternative,
            fires: "      text: Swipe to archive\n      accessibility: { gestures: [archive] }\n",
            clean: "      text: Swipe to archive\n      accessibility: { gestures: [archive], actions: [Archive] }\n"),
        Case(
            rule: .modalWithoutFlag,
            fires: "      vstack: [ { text: Delete photo? } ]\n      accessibility: { presentation: sheet }\n",
            clean: "      vstack: [ { text: Delete photo? } ]\n      accessibility: { presentation: sheet, modal: true }\n"),
        Case(
            rule: .labelValueSplit,
            fires: "      hstack:\n        - text: Price\n          accessibility: { labels: price }\n        - text: $5\n          id: price\n",
            clean:
                "      hstack:\n        - text: Price\n          accessibility: { labels: price }\n        - text: $5\n          id: price\n      accessibility: { element: true }\n"
        ),
        Case(
            rule: .readingOrderChanged,
            fires: orderRow(combined: false),
            clean: orderRow(combined: true)),
    ]

    /// A title and subtitle beside a small button, in a stack that turns vertical at ax1: side by side VoiceOver reads
    /// title, button, subtitle (the button starts above the title's middle); stacked, title, subtitle, button.
    static func orderRow(combined: Bool) -> String {
        var row =
            "      hstack:\n        - vstack:\n            - text: Flight 714 to Sydney\n            - text: Boarding at gate 23\n              style: footnote\n"
        if combined { row += "          accessibility: { element: true }\n" }
        row += "        - button: Track\n          style: footnote\n          insets: 2\n      flipAt: accessibilityMedium\n      alignment: center\n"
        return row
    }

    @Test(arguments: cases)
    func ruleFiresAndGoesAwayWhenFixed(_ c: Case) throws {
        let fires = try AuditTestSupport.audit(AuditTestSupport.spec(c.fires))
        #expect(fires.findings.contains { $0.rule == c.rule }, "expected \(c.rule); found \(fires.findings.map(\.rule))")
        let clean = try AuditTestSupport.audit(AuditTestSupport.spec(c.clean))
        #expect(!clean.findings.contains { $0.rule == c.rule }, "\(clean.findings.filter { $0.rule == c.rule }.map(\.message))")
    }

    @Test func deadRotorFiresForAnUnlabelledEntry() throws {
        func spec(_ label: String) -> String {
            "screens:\n  - name: t\n    rotors:\n      - name: Highlights\n        entries: [chart]\n    root:\n      vstack:\n"
                + "        - image: chart\n          width: 100\n          height: 40\n          id: chart\n\(label)"
        }
        let fires = try AuditTestSupport.audit(spec(""))
        #expect(fires.findings.contains { $0.rule == .deadRotor && $0.nodeId == "chart" })
        let clean = try AuditTestSupport.audit(spec("          accessibility: { label: Weekly steps }\n"))
        #expect(!clean.findings.contains { $0.rule == .deadRotor })
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
