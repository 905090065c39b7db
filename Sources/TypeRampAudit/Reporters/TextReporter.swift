import TypeRampCore
import TypeRampMetrics

/// The terminal report: a grid of screens × categories (✓ clean, ! warnings, ✗ errors, worst over widths, locales and
/// Bold Text), then the findings grouped by rule, each with where it is, where it first appears and the fix.
public enum TextReporter {
    /// Writes the report; `color` adds ANSI colours (the CLI turns them off for pipes and `NO_COLOR`).
    public static func write(_ report: AuditReport, color: Bool = false, strict: Bool = false) -> String {
        let style = Style(enabled: color)
        let m = report.matrix
        var out = ""
        out += style.bold("TypeRamp audit") + " · " + matrixDescription(report) + "\n"
        if let shard = report.shard { out += "shard \(shard) of the matrix: \(report.groups.count) of \(m.groups(screenCount: report.screens.count).count) screen columns\n" }
        out += "\n"

        // The grid.
        let severities = report.cellSeverities()
        let auditedByScreen = Dictionary(grouping: report.groups, by: \.screen)
        let nameWidth = max(6, report.screens.map(\.name.count).max() ?? 0)
        let columns = m.categories.map { max($0.shortName.count, 1) }
        out += "screen".padding(toLength: nameWidth, withPad: " ", startingAt: 0)
        for (i, c) in m.categories.enumerated() { out += " " + c.shortName.padding(toLength: columns[i], withPad: " ", startingAt: 0) }
        out += "\n"
        for (s, screen) in report.screens.enumerated() {
            var row = screen.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
            for ci in m.categories.indices {
                var worst: Severity?
                var any = false
                for g in auditedByScreen[s] ?? [] {
                    any = true
                    if let sev = severities[g.cell(category: ci)], sev != .information { worst = max(worst ?? sev, sev) }
                }
                let mark: String
                if !any { mark = style.dim("·") } else if worst == .error { mark = style.red("✗") } else if worst == .warning { mark = style.yellow("!") } else { mark = style.green("✓") }
                row += " " + mark + String(repeating: " ", count: columns[ci] - 1)
            }
            while row.hasSuffix(" ") { row.removeLast() }
            out += row + "\n"
        }
        out += "\n" + style.green("✓") + " clean  " + style.yellow("!") + " warnings  " + style.red("✗") + " errors"
        out += (m.widths.count * m.locales.count * m.boldText.count > 1 ? "  (worst over widths, languages and Bold Text)" : "")
        if report.shard != nil { out += "  · not in this shard" }
        out += "\n"

        // Findings by rule.
        let active = report.findings.filter { $0.status == .active && $0.severity != .information }
        var byRule: [(String, [Finding])] = []
        for f in active {
            if let i = byRule.firstIndex(where: { $0.0 == f.rule }) { byRule[i].1.append(f) } else { byRule.append((f.rule, [f])) }
        }
        let rules = Dictionary(uniqueKeysWithValues: report.rules.map { ($0.id, $0) })
        for (ruleId, findings) in byRule {
            let rule = rules[ruleId]
            let severity = findings[0].severity
            let mark = severity == .error ? style.red("✗ error") : style.yellow("! warning")
            out += "\n\(mark) \(style.bold(ruleId)) — \(rule?.summary ?? "") (\(findings.count) finding\(findings.count == 1 ? "" : "s"))\n"
            for f in findings {
                var where_ = "\(f.screen) · \(f.nodeId.map { "#\($0) " } ?? "")\(f.path)"
                if let l = f.location { where_ += " · \(l)" }
                out += "  \(where_)\n"
                out += "    \(f.message)\n"
                out += "    appears \(report.firstAppears(f)) · \(f.cells.count) of \(report.cellCount) cells\n"
                if let s = f.suggestion { out += "    fix: \(s)\n" }
            }
        }
        let info = report.findings.filter { $0.status == .active && $0.severity == .information }
        if !info.isEmpty {
            let counts = Dictionary(grouping: info, by: \.rule).map { "\($0.key) ×\($0.value.count)" }.sorted()
            out += "\n" + style.dim("information: \(counts.joined(separator: ", ")) (see --format json for each)") + "\n"
        }
        let suppressed = report.findings.filter { $0.status == .suppressed }.count
        let baselined = report.findings.filter { $0.status == .baselined }.count
        let c = report.counts
        out += "\n"
        var result = "\(c.errors) error\(c.errors == 1 ? "" : "s"), \(c.warnings) warning\(c.warnings == 1 ? "" : "s") in \(report.cellCount) cells"
        if suppressed > 0 || baselined > 0 || report.baselineUsed { result += " (\(suppressed) suppressed, \(baselined) in the baseline)" }
        let status = report.exitStatus(strict: strict)
        out += style.bold("result: ") + (status == 0 ? style.green(result) : status == 2 ? style.red(result) : style.yellow(result))
        out += status == 0 ? "\n" : " · exit \(status)\n"
        return out
    }

    /// "5 screens × 12 categories × 3 widths (320, 393, 430 pt) × 3 languages (English, German, Arabic) = 540 cells".
    public static func matrixDescription(_ report: AuditReport) -> String {
        let m = report.matrix
        var parts = ["\(report.screens.count) screen\(report.screens.count == 1 ? "" : "s")"]
        parts.append("\(m.categories.count) categor\(m.categories.count == 1 ? "y" : "ies")")
        parts.append("\(m.widths.count) width\(m.widths.count == 1 ? "" : "s") (\(m.widths.map { formatDecimal($0) }.joined(separator: ", ")) pt)")
        parts.append("\(m.locales.count) language\(m.locales.count == 1 ? "" : "s") (\(m.locales.map(\.name).joined(separator: ", ")))")
        if m.boldText.count > 1 { parts.append("Bold Text off and on") } else if m.boldText == [true] { parts.append("Bold Text") }
        let total = report.screens.count * m.cellsPerScreen
        return parts.joined(separator: " × ") + " = \(total) cells"
    }

    struct Style {
        let enabled: Bool
        func wrap(_ s: String, _ code: String) -> String { enabled ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
        func bold(_ s: String) -> String { wrap(s, "1") }
        func dim(_ s: String) -> String { wrap(s, "2") }
        func red(_ s: String) -> String { wrap(s, "31") }
        func green(_ s: String) -> String { wrap(s, "32") }
        func yellow(_ s: String) -> String { wrap(s, "33") }
    }
}
