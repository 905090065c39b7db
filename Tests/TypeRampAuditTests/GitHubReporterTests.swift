import Foundation
import Testing
import TypeRampAudit
import TypeRampCore
import TypeRampLayout

/// `--format github`: workflow commands as GitHub documents them ("Workflow commands for GitHub Actions": `::warning
/// file={name},line={line},col={col},title={title}::{message}`), escaped as GitHub's toolkit escapes data (`%` → `%25`,
/// CR → `%0D`, LF → `%0A`) and properties (the same, and `:` → `%3A`, `,` → `%2C`). Expected strings written by hand.
@Suite struct GitHubReporterTests {
    @Test func escaping() {
        #expect(GitHubReporter.escapeData("50% of 2\nlines\r") == "50%25 of 2%0Alines%0D")
        #expect(GitHubReporter.escapeData("a: b, c") == "a: b, c")
        #expect(GitHubReporter.escapeProperty("a: b, c%\n") == "a%3A b%2C c%25%0A")
        #expect(
            GitHubReporter.command("warning", properties: [("file", "A,B.swift"), ("line", "3")], message: "x::y")
                == "::warning file=A%2CB.swift,line=3::x::y")
        #expect(GitHubReporter.command("notice", properties: [], message: "m") == "::notice::m")
    }

    @Test func oneAnnotationPerActiveFinding() throws {
        let report = try AuditTestSupport.audit(
            """
            screens:
              - name: s
                device: iphone-se-1
                root:
                  vstack:
                    - text: "Account, 100% yours"
                      style: title1
                      lines: 1
                    - image: banner
                      width: 400
                      height: 40
            """)
        let text = GitHubReporter.write(report)
        let lines = text.split(separator: "\n").map(String.init)
        let active = report.findings.filter { $0.status == .active }
        #expect(lines.count == active.count + 1, "one line per active finding, then the counts: \(text)")
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        #expect(report.summary.errors > 0 && report.summary.warnings > 0)
        #expect(
            lines.last == "TypeRamp: \(count(report.summary.errors, "error")), \(count(report.summary.warnings, "warning")) in 2 cells")
        // Each line parsed as GitHub parses a command: `::` name, space, comma-separated key=value, `::` message.
        let pattern = /^::(error|warning|notice) ((?:[a-z]+=[^,:]*)(?:,[a-z]+=[^,:]*)*)::(.*)$/
        for (line, finding) in zip(lines, active) {
            let match = try #require(line.wholeMatch(of: pattern), "not a workflow command: \(line)")
            let level = finding.severity == .error ? "error" : finding.severity == .warning ? "warning" : "notice"
            #expect(String(match.1) == level)
            var properties: [String: String] = [:]
            for pair in match.2.split(separator: ",") {
                let kv = pair.split(separator: "=", maxSplits: 1).map(String.init)
                properties[kv[0]] = kv.count > 1 ? kv[1] : ""
            }
            #expect(properties["file"] == "test.yaml")
            #expect(properties["line"] == String(finding.location!.line))
            #expect(properties["col"] == String(finding.location!.column))
            #expect(properties["title"] == "TypeRamp \(finding.rule.rawValue)")
            let message = String(match.3)
            #expect(!message.contains("\n"))
            let decoded = message.replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%0D", with: "\r")
                .replacingOccurrences(of: "%25", with: "%")
            #expect(decoded.hasPrefix(finding.message + " [\(finding.rule.rawValue)]\n"))
        }
        #expect(text.contains("100%25 yours"), "a % in a message is escaped")
    }
}
