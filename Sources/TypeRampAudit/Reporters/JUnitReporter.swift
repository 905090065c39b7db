import TypeRampCore
import TypeRampMetrics

/// JUnit XML: a test suite per screen and a test case per screen × category × width (every locale and Bold Text
/// setting of that cell together). A test case fails when one of its findings fails the audit (errors; warnings too
/// with `strict`); the other active findings are listed in its `system-out`.
public enum JUnitReporter {
    /// Writes the report.
    public static func write(_ report: AuditReport, strict: Bool = false) -> String {
        let m = report.matrix
        // Findings per (screen, category, width).
        struct CaseKey: Hashable { var screen: Int; var category: Int; var width: Int }
        var findingsByCase: [CaseKey: [Finding]] = [:]
        for f in report.findings where f.status == .active {
            var seen: Set<CaseKey> = []
            for c in f.cells {
                let key = CaseKey(screen: c.screen, category: c.category, width: c.width)
                if seen.insert(key).inserted { findingsByCase[key, default: []].append(f) }
            }
        }
        let audited = Set(report.groups.map { CaseKey(screen: $0.screen, category: 0, width: $0.width) })
        var suites = ""
        var totalTests = 0, totalFailures = 0
        for (s, screen) in report.screens.enumerated() {
            var cases = ""
            var tests = 0, failures = 0
            for w in m.widths.indices where audited.contains(CaseKey(screen: s, category: 0, width: w)) {
                for ci in m.categories.indices {
                    let key = CaseKey(screen: s, category: ci, width: w)
                    let findings = findingsByCase[key] ?? []
                    let failing = findings.filter { AuditReport.fails($0, strict: strict) }
                    tests += 1
                    let name = "\(AuditMatrix.categoryName(m.categories[ci])) at \(formatDecimal(m.widths[w])) pt"
                    cases += "    <testcase classname=\"typeramp.audit.\(Markup.escape(screen.name))\" name=\"\(Markup.escape(name))\" file=\"\(Markup.escape(screen.file))\""
                    if screen.line > 0 { cases += " line=\"\(screen.line)\"" }
                    if findings.isEmpty { cases += "/>\n"; continue }
                    cases += ">\n"
                    if !failing.isEmpty {
                        failures += 1
                        let rules = Array(Set(failing.map(\.rule))).sorted().joined(separator: ", ")
                        let message = "\(failing.count) finding\(failing.count == 1 ? "" : "s"): \(rules)"
                        cases += "      <failure message=\"\(Markup.escape(message))\" type=\"\(Markup.escape(failing[0].rule))\">"
                        cases += Markup.escape(failing.map { describe($0, report) }.joined(separator: "\n")) + "</failure>\n"
                    }
                    let others = findings.filter { !AuditReport.fails($0, strict: strict) }
                    if !others.isEmpty {
                        cases += "      <system-out>" + Markup.escape(others.map { describe($0, report) }.joined(separator: "\n")) + "</system-out>\n"
                    }
                    cases += "    </testcase>\n"
                }
            }
            guard tests > 0 else { continue }
            totalTests += tests
            totalFailures += failures
            suites += "  <testsuite name=\"\(Markup.escape(screen.name))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
            suites += cases
            suites += "  </testsuite>\n"
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"typeramp audit\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\" skipped=\"0\">\n"
        out += suites
        out += "</testsuites>\n"
        return out
    }

    static func describe(_ f: Finding, _ report: AuditReport) -> String {
        var text = "\(f.severity.rawValue) \(f.rule) \(f.path)"
        if let l = f.location { text += " (\(l))" }
        text += ": \(f.message); appears \(report.firstAppears(f))"
        if let s = f.suggestion { text += "; fix: \(s)" }
        return text
    }
}
