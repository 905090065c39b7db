import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

/// JUnit XML: a test suite per screen and a test case per screen × category × width (every locale and Bold Text
/// setting of that cell together). A test case fails when one of its findings fails the audit (errors; warnings too
/// with `strict`); the other active findings are listed in its `system-out`.
public enum JUnitReporter {
    /// Writes a collected report.
    public static func write(_ report: AuditReport, strict: Bool = false) -> String {
        let output = StringOutput()
        try? report.replay(into: JUnitReportWriter(output: output, strict: strict))
        return output.text
    }

    static func describe(_ f: Finding, _ header: AuditHeader) -> String {
        var text = "\(f.severity.rawValue) \(f.rule.rawValue) \(f.path)"
        if let l = f.location { text += " (\(l))" }
        text += ": \(f.message); appears \(header.firstAppears(f))"
        if let s = f.suggestion { text += "; fix: \(s)" }
        text += "; see: \(header.reproduceCommand(f))"
        // One line per finding: CI prints these, and a newline in a name must not start a line of its own.
        return text.escapingControlCharacters
    }
}

/// Writes JUnit XML as screens arrive: each screen's suite goes to a spill buffer; the totals that open the document
/// are known at the end.
public final class JUnitReportWriter: AuditSink {
    private let output: any ReportOutput
    private let strict: Bool
    private var header: AuditHeader!
    private let suites = SpillBuffer()
    private var totalTests = 0, totalFailures = 0

    /// Creates a writer to `output`.
    public init(output: any ReportOutput, strict: Bool = false) {
        self.output = output
        self.strict = strict
    }

    public func begin(_ header: AuditHeader) throws { self.header = header }

    public func add(_ result: ScreenResult) throws {
        let m = header.matrix
        let screen = header.screens[result.screen]
        struct CaseKey: Hashable { var category: Int; var width: Int }
        var findingsByCase: [CaseKey: [Finding]] = [:]
        for f in result.findings where f.status == .active {
            var seen: Set<CaseKey> = []
            for c in f.cells {
                let key = CaseKey(category: c.category, width: c.width)
                if seen.insert(key).inserted { findingsByCase[key, default: []].append(f) }
            }
        }
        let widths = Set(result.groups.map(\.width)).sorted()
        var cases = ""
        var tests = 0, failures = 0
        for w in widths {
            for ci in m.categories.indices {
                let findings = findingsByCase[CaseKey(category: ci, width: w)] ?? []
                let failing = findings.filter { AuditReport.fails($0, strict: strict) }
                tests += 1
                let name = "\(AuditMatrix.categoryName(m.categories[ci])) at \(formatDecimal(m.widths[w])) pt"
                cases +=
                    "    <testcase classname=\"typeramp.audit.\(Markup.escape(screen.name))\" name=\"\(Markup.escape(name))\" file=\"\(Markup.escape(screen.file))\""
                if screen.line > 0 { cases += " line=\"\(screen.line)\"" }
                if findings.isEmpty { cases += "/>\n"; continue }
                cases += ">\n"
                if !failing.isEmpty {
                    failures += 1
                    let rules = Array(Set(failing.map(\.rule.rawValue))).sorted().joined(separator: ", ")
                    let message = "\(failing.count) finding\(failing.count == 1 ? "" : "s"): \(rules)"
                    cases += "      <failure message=\"\(Markup.escape(message))\" type=\"\(Markup.escape(failing[0].rule.rawValue))\">"
                    cases += Markup.escape(failing.map { JUnitReporter.describe($0, header) }.joined(separator: "\n")) + "</failure>\n"
                }
                let others = findings.filter { !AuditReport.fails($0, strict: strict) }
                if !others.isEmpty {
                    cases +=
                        "      <system-out>" + Markup.escape(others.map { JUnitReporter.describe($0, header) }.joined(separator: "\n"))
                        + "</system-out>\n"
                }
                cases += "    </testcase>\n"
            }
        }
        guard tests > 0 else { return }
        totalTests += tests
        totalFailures += failures
        try suites.append(
            "  <testsuite name=\"\(Markup.escape(screen.name))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n")
        try suites.append(cases)
        try suites.append("  </testsuite>\n")
    }

    public func finish(_ summary: AuditSummary) throws {
        try output.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        try output.write("<testsuites name=\"typeramp audit\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\" skipped=\"0\">\n")
        try suites.copy(to: output)
        try output.write("</testsuites>\n")
    }
}
