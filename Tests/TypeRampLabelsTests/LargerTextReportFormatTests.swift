import Foundation
import Testing
import TypeRampAudit
import TypeRampCore
import TypeRampLabels
import TypeRampTestSupport

/// The report's text, JSON and Markdown forms: what each says, deterministically, with names that hold markup escaped.
@Suite struct LargerTextReportFormatTests {
    static func report(settings: LargerTextSettings = LargerTextSettings()) throws -> LargerTextReport {
        try LabelTestSupport.evaluate(try LabelTestSupport.input(fixture: "FixedCaption.swift"), settings: settings)
    }

    @Test func jsonFollowsItsSchemaAndIsDeterministic() throws {
        let first = try LargerTextReportFormatTests.report().json()
        #expect(try LargerTextReportFormatTests.report().json() == first)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        #expect(root["schema"] as? String == "typeramp.larger-text/1")
        #expect(root["verdict"] as? String == "does-not-support")
        #expect(root["exitStatus"] as? Int == 2)
        let criteria = try #require(root["criteria"] as? [String: Any])
        #expect(criteria["requiredGrowth"] as? Double == 2)
        let screens = try #require(root["screens"] as? [[String: Any]])
        let texts = try #require(screens.first?["texts"] as? [[String: Any]])
        let caption = try #require(texts.first { $0["text"] as? String == "Updated just now" })
        #expect(caption["sizeAtLarge"] as? Double == 14)
        #expect(caption["percent"] as? Int == 100)
        #expect((caption["limit"] as? [String: Any])?["kind"] as? String == "fixed-size")
        let blocking = try #require(screens.first?["blocking"] as? [[String: Any]])
        #expect((blocking.first?["location"] as? [String: Any])?["line"] as? Int == 10)
    }

    @Test func textSummaryPutsProblemsAtTheirLines() throws {
        let text = try LargerTextReportFormatTests.report().text()
        let path = Fixtures.path("larger-text/FixedCaption.swift")
        #expect(text.contains("\n\(path):10:17: error: “Updated just now” stays 14 pt at every text size"))
        #expect(text.hasSuffix("· exit 2\n"))
        #expect(text.contains("The app does not support Larger Text"))
    }

    @Test func markdownEscapesWhatItQuotes() throws {
        var report = try LargerTextReportFormatTests.report()
        report.screens[0].name = "<script>*Evil* | screen"
        let markdown = report.markdown()
        #expect(markdown.hasPrefix("### Larger Text: ✗ does not support Larger Text\n"))
        #expect(!markdown.contains("<script>"))
        #expect(markdown.contains("\\<script\\>\\*Evil\\* \\| screen"))
        // Locations are code spans.
        #expect(markdown.contains("`\(Fixtures.path("larger-text/FixedCaption.swift")):10:17`"))
    }

    @Test func percentNeverRoundsUpToTheRequirement() {
        #expect(LargerTextCriteria.percent(53.0 / 17.0) == 312)
        #expect(LargerTextCriteria.percent(33.0 / 17.0) == 194)
        #expect(LargerTextCriteria.percent(1.996) == 199)
        #expect(LargerTextCriteria.percent(2) == 200)
    }
}
