import Testing
import TypeRampAudit
import TypeRampLabels
import TypeRampMetrics

/// The screens of Tests/Fixtures/larger-text/, written from Apple's Larger Text criteria, judged as the criteria say.
/// Expected sizes are copied by hand from Apple's text-style table (HIG, Typography): body and headline 17 pt at Large,
/// 33 pt at AX2, 40 pt at AX3, 53 pt at AX5; title1 28 pt at Large, 58 pt at AX5; title2 22 pt at Large.
@Suite struct LargerTextCriteriaTests {
    @Test func aClampAtAccessibility2FailsTheTwoHundredPercentTest() throws {
        let screen = try LabelTestSupport.screen(fixture: "ClampAX2.swift")
        #expect(screen.verdict == .doesNotSupport)
        for text in ["Your order has shipped", "It should arrive on Thursday."] {
            let t = try LabelTestSupport.text(text, in: screen)
            #expect(t.sizeAtLarge == 17)
            #expect(t.largestSize == 33)
            #expect(t.largestCategory == .accessibilityLarge)
            #expect(abs(t.growth - 33.0 / 17.0) < 1e-9)
            #expect(LargerTextCriteria.percent(t.growth) == 194)
            #expect(!t.meetsCriterion)
            guard case .clamp(let upTo, let needed, let at)? = t.limit else {
                Issue.record("\(text): expected a clamp, found \(String(describing: t.limit))")
                continue
            }
            #expect(upTo == .accessibilityLarge)
            #expect(needed == .accessibilityExtraLarge)
            // The range is set on the ScrollView, line 7 of the fixture.
            #expect(at?.line == 7)
        }
        #expect(screen.blocking.count == 2)
        #expect(screen.reason?.kind == "text-growth")
        #expect(screen.reason?.location?.line == 9)
    }

    @Test func aClampAtAccessibility3Passes() throws {
        let screen = try LabelTestSupport.screen(fixture: "ClampAX3.swift")
        #expect(screen.verdict == .supports)
        let t = try LabelTestSupport.text("It should arrive on Thursday.", in: screen)
        #expect(t.largestSize == 40)
        #expect(t.largestCategory == .accessibilityExtraLarge)
        #expect(LargerTextCriteria.percent(t.growth) == 235)
        #expect(t.meetsCriterion && t.limit == nil)
    }

    @Test func aFixedFourteenPointCaptionFails() throws {
        let screen = try LabelTestSupport.screen(fixture: "FixedCaption.swift")
        #expect(screen.verdict == .doesNotSupport)
        let caption = try LabelTestSupport.text("Updated just now", in: screen)
        #expect(caption.sizeAtLarge == 14 && caption.largestSize == 14)
        #expect(caption.growth == 1)
        #expect(caption.limit == .fixedSize(14))
        #expect(screen.blocking.map(\.kind) == ["text-growth"])
        // The title beside it grows as title2 does: 22 → 56 pt (255 %).
        let title = try LabelTestSupport.text("Why fonts have optical sizes", in: screen)
        #expect(title.sizeAtLarge == 22 && title.largestSize == 56)
        #expect(title.meetsCriterion)
    }

    @Test func aLongFormPassesInAScrollViewAndFailsInAVStack() throws {
        let scrolling = try LabelTestSupport.screen(fixture: "LongFormScroll.swift")
        #expect(scrolling.verdict == .supports, "\(scrolling.blocking.map(\.message) + scrolling.issues.map(\.message))")
        let stacked = try LabelTestSupport.screen(fixture: "LongFormStack.swift")
        #expect(stacked.verdict == .doesNotSupport)
        #expect(stacked.blocking.map(\.kind) == ["content-needs-scroll"])
        // The same texts grow the same way in both: only reaching them differs.
        #expect(scrolling.texts.map(\.growth) == stacked.texts.map(\.growth))
        #expect(stacked.texts.allSatisfy { $0.meetsCriterion })
        // Unreachable at the largest size: the finding covers AX5.
        #expect(stacked.blocking[0].cells.contains { $0.category == .accessibilityExtraExtraExtraLarge })
    }

    @Test func aMinimumScaleFactorTitleIsReported() throws {
        let screen = try LabelTestSupport.screen(fixture: "ShrinkingTitle.swift")
        #expect(screen.verdict == .doesNotSupport)
        let title = try LabelTestSupport.text("Quarterly statement", in: screen)
        // Its font grows as title1: 28 → 58 pt at AX5 (207 %)...
        #expect(title.sizeAtLarge == 28 && title.largestFontSize == 58)
        // ...but on one line at 320 pt it is drawn smaller: below twice its size at Large (56 pt), and, at AX5, never
        // below half its 58 pt font (minimumScaleFactor 0.5), so its largest size is at least 29 pt.
        let shrunk = try #require(title.shrunk)
        #expect(shrunk.size < 56)
        #expect(shrunk.size >= 29 - 1e-9)
        #expect(shrunk.width == 320)
        #expect(title.limit == .minimumScaleFactor(0.5))
        #expect(!title.meetsCriterion)
        #expect(screen.blocking.first?.message.contains("minimumScaleFactor(0.5)") == true)
        // On a wide iPad the title fits at 58 pt: nothing shrinks, nothing is reported.
        let wide = try LabelTestSupport.evaluate(try LabelTestSupport.input(fixture: "ShrinkingTitle.swift"), widths: [1024])
        #expect(try LabelTestSupport.text("Quarterly statement", in: wide.screens[0]).shrunk == nil)
        #expect(wide.screens[0].verdict == .supports)
    }

    @Test func anExemptBadgeDoesNotBlock() throws {
        let plain = try LabelTestSupport.screen(fixture: "Badge.swift")
        #expect(plain.verdict == .doesNotSupport)
        #expect(try LabelTestSupport.text("NEW", in: plain).limit == .fixedSize(11))
        let exemption = LargerTextExemption(target: .text("NEW"), reason: "decorative badge")
        let exempt = try LabelTestSupport.screen(fixture: "Badge.swift", settings: LargerTextSettings(exemptions: [exemption]))
        #expect(exempt.verdict == .supports)
        #expect(exempt.blocking.isEmpty)
        // Still listed, with its reason.
        #expect(exempt.exempted.map(\.kind) == ["text-growth"])
        #expect(try LabelTestSupport.text("NEW", in: exempt).exemption?.reason == "decorative badge")
        // Exempt texts do not count towards the screen's smallest growth: the title's 312 % (53 ÷ 17) does.
        #expect(LargerTextCriteria.percent(try #require(exempt.smallestGrowth)) == 312)
    }
}
