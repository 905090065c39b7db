import Foundation
import Testing
import TypeRampAudit
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics
import TypeRampSnapshotTesting
import TypeRampSwiftSourceTesting
import TypeRampTestSupport

/// `assertAccessibleLayout`: a DSL screen or Swift source audited in a test, each finding a failure at the caller's line.
@Suite struct AccessibleLayoutAssertionTests {
    static let resources = try! LayoutResources.bundled()

    @Test func eachFindingFailsAtTheCallersLine() throws {
        // An image wider than the narrowest iPhone: the content runs off the screen (horizontal-overflow, an error).
        let screen = Screen("banner") { vstack { image("banner", width: 400, height: 40) } }
        let expectedLine = #line + 3
        var report: AuditReport?
        withKnownIssue("the banner is wider than 320 pt") {
            report = assertAccessibleLayout(
                screen, resources: Self.resources, categories: [.large], widths: [320], failingAt: .error)
        } matching: { issue in
            issue.sourceLocation?.line == expectedLine && issue.sourceLocation?.fileID.hasSuffix("AccessibleLayoutAssertionTests.swift") == true
                && "\(issue)".contains(" error ")
        }
        let failures = accessibleLayoutFailures(try #require(report), failingAt: .error)
        #expect(failures.contains { $0.hasPrefix("error horizontal-overflow: ") }, "\(failures)")
    }

    @Test func aCleanScreenPasses() throws {
        let screen = Screen("hello") { vstack { text("Hello", style: .body) }.padding(16) }
        let report = try #require(
            assertAccessibleLayout(screen, resources: Self.resources, categories: [.large, .accessibilityExtraExtraExtraLarge], widths: [320]))
        #expect(report.findings.filter { $0.status == .active && $0.severity >= .warning }.isEmpty)
        #expect(report.header.cellCount == 2)
    }

    @Test func failingAtChoosesTheSeverity() throws {
        // A title that does not fit one line at AX5: text-truncated, a warning; with failingAt: .error it passes.
        let screen = Screen("title") { text("A long title that will not fit on one line at all", style: .body, lines: 1) }
        let report = try #require(
            assertAccessibleLayout(
                screen, resources: Self.resources, categories: [.accessibilityExtraExtraExtraLarge], widths: [320], failingAt: .error))
        #expect(report.findings.contains { $0.rule == .textTruncated && $0.severity == .warning })
        #expect(accessibleLayoutFailures(report, failingAt: .warning).count == report.summary.warnings + report.summary.errors)
        #expect(accessibleLayoutFailures(report, failingAt: .error).count == report.summary.errors)
    }

    @Test func swiftSourceFindingsNameTheSwiftLine() throws {
        // The README's example: EpisodeRow.swift line 25, column 13 has an icon of fixed size beside text that grows.
        let path = Fixtures.repositoryPath("examples/swiftui/Sources/EpisodeRow.swift")
        var report: AuditReport?
        withKnownIssue("the example app has planted problems") {
            report = assertAccessibleLayout(
                swiftSource: path, resources: Self.resources, categories: [.large, .accessibilityExtraExtraExtraLarge], widths: [320])
        } matching: {
            "\($0)".contains("EpisodeRow.swift:")
        }
        let messages = accessibleLayoutFailures(try #require(report))
        #expect(messages.contains { $0.contains("icon-does-not-scale") && $0.contains("EpisodeRow.swift:25:13") }, "\(messages)")
    }

    @Test func unreadableSourceFails() {
        withKnownIssue("no such file") {
            assertAccessibleLayout(swiftSource: "/nonexistent/View.swift", resources: Self.resources, categories: [.large], widths: [320])
        } matching: {
            "\($0)".contains("/nonexistent/View.swift")
        }
    }
}
