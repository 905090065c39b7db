import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

/// The terminal report: a grid of screens × categories (✓ clean, ! warnings, ✗ errors, worst over widths, locales and
/// Bold Text), then the findings grouped by rule, each with where it is, where it first appears and the fix.
public enum TextReporter {
    /// Writes a collected report; `color` adds ANSI colours (the CLI turns them off for pipes and `NO_COLOR`).
    public static func write(_ report: AuditReport, color: Bool = false, strict: Bool = false) -> String {
        let output = StringOutput()
        try? report.replay(into: TextReportWriter(output: output, color: color, strict: strict))
        return output.text
    }

    /// "5 screens × 12 categories × 3 widths (320, 393, 430 pt) × 3 languages (English, German, Arabic) = 540 cells".
    public static func matrixDescription(_ header: AuditHeader) -> String {
        let m = header.matrix
        var parts = ["\(header.screens.count) screen\(header.screens.count == 1 ? "" : "s")"]
        parts.append("\(m.categories.count) categor\(m.categories.count == 1 ? "y" : "ies")")
        parts.append("\(m.widths.count) width\(m.widths.count == 1 ? "" : "s") (\(m.widths.map { formatDecimal($0) }.joined(separator: ", ")) pt)")
        parts.append(
            "\(m.locales.count) language\(m.locales.count == 1 ? "" : "s") (\(m.locales.map(\.name.escapingControlCharacters).joined(separator: ", ")))"
        )
        if m.boldText.count > 1 { parts.append("Bold Text off and on") } else if m.boldText == [true] { parts.append("Bold Text") }
        let total = header.screens.count * m.cellsPerScreen
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

/// Writes the text report as screens arrive: each screen's grid row and findings are formatted on arrival; findings
/// wait in one spill buffer per rule until the end, when the report is written in rule order.
public final class TextReportWriter: AuditSink {
    private let output: any ReportOutput
    private let style: TextReporter.Style
    private let strict: Bool
    private var header: AuditHeader!
    private var gridRows: [String] = []
    private var nameWidth = 6
    private var columns: [Int] = []
    /// Active warnings and errors by (severity, rule): their formatted blocks and counts.
    private var buckets: [RuleID: (severity: Severity, text: SpillBuffer, count: Int)] = [:]
    private var information: [RuleID: Int] = [:]
    /// Findings that rest on guessed values: listed apart, as notes.
    private var unverified = SpillBuffer()
    private var unverifiedCount = 0

    /// Creates a writer to `output`.
    public init(output: any ReportOutput, color: Bool = false, strict: Bool = false) {
        self.output = output
        style = TextReporter.Style(enabled: color)
        self.strict = strict
    }

    public func begin(_ header: AuditHeader) throws {
        self.header = header
        nameWidth = max(6, header.screens.map(\.name.escapingControlCharacters.count).max() ?? 0)
        columns = header.matrix.categories.map { max($0.shortName.count, 1) }
        gridRows = Array(repeating: "", count: header.screens.count)
    }

    public func add(_ result: ScreenResult) throws {
        let m = header.matrix
        let severities = result.cellSeverities()
        var row = header.screens[result.screen].name.escapingControlCharacters.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
        for ci in m.categories.indices {
            var worst: Severity?
            for g in result.groups {
                if let s = severities[g.cell(category: ci)], s != .information { worst = max(worst ?? s, s) }
            }
            let mark =
                result.groups.isEmpty ? style.dim("·") : worst == .error ? style.red("✗") : worst == .warning ? style.yellow("!") : style.green("✓")
            row += " " + mark + String(repeating: " ", count: columns[ci] - 1)
        }
        while row.hasSuffix(" ") { row.removeLast() }
        gridRows[result.screen] = row
        for f in result.findings where f.status == .active {
            if let guessed = f.unverified {
                unverifiedCount += 1
                let at = f.location.map { "\($0): note: " } ?? "  \(f.screen): "
                try unverified.append(
                    "\(at.escapingControlCharacters)\(f.message.escapingControlCharacters) [\(f.rule.rawValue)]\n    rests on \(guessed)\n")
                continue
            }
            if f.severity == .information {
                information[f.rule, default: 0] += 1
                continue
            }
            // `file:line:col: warning: message [rule-id]` at the start of a line, as compilers print diagnostics, so
            // Xcode, editors and CI annotators (GitHub's problem matchers) pick the finding up at its source line. Every
            // name and text has its control characters escaped, so none can start a line (a forged diagnostic) of its own.
            var block: String
            let message = f.message.escapingControlCharacters
            let place =
                "\(f.screen.escapingControlCharacters) · \(f.nodeId.map { "#\($0.escapingControlCharacters) " } ?? "")\(f.path.escapingControlCharacters)"
            if let l = f.location, l.line > 0 {
                block = "\(l): \(f.severity == .error ? "error" : "warning"): \(message) [\(f.rule.rawValue)]\n"
                block += "    \(place)\n"
            } else {
                block = "  \(place)\n    \(message)\n"
            }
            block += "    appears \(header.firstAppears(f).escapingControlCharacters) · \(f.cells.count) of \(header.cellCount) cells\n"
            if !f.alsoIn.isEmpty {
                let names = f.alsoIn.prefix(4).map(\.escapingControlCharacters).joined(separator: ", ") + (f.alsoIn.count > 4 ? ", …" : "")
                block += "    also in \(f.alsoIn.count) more screen\(f.alsoIn.count == 1 ? "" : "s"): \(names)\n"
            }
            if let s = f.suggestion { block += "    fix: \(s.escapingControlCharacters)\n" }
            block += "    see: \(header.reproduceCommand(f))\n"
            var bucket = buckets[f.rule] ?? (f.severity, SpillBuffer(), 0)
            try bucket.text.append(block)
            bucket.count += 1
            bucket.severity = max(bucket.severity, f.severity)
            buckets[f.rule] = bucket
        }
    }

    public func finish(_ summary: AuditSummary) throws {
        let m = header.matrix
        var out = style.bold("TypeRamp audit") + " · " + TextReporter.matrixDescription(header) + "\n"
        if let shard = header.shard {
            out += "shard \(shard) of the matrix: \(header.groups.count) of \(m.groups(screenCount: header.screens.count).count) screen columns\n"
        }
        out += "\n" + "screen".padding(toLength: nameWidth, withPad: " ", startingAt: 0)
        for (i, c) in m.categories.enumerated() { out += " " + c.shortName.padding(toLength: columns[i], withPad: " ", startingAt: 0) }
        out += "\n"
        try output.write(out)
        for (s, row) in gridRows.enumerated() {
            if row.isEmpty {
                // Not in this shard.
                var blank = header.screens[s].name.escapingControlCharacters.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
                for ci in m.categories.indices { blank += " " + style.dim("·") + String(repeating: " ", count: columns[ci] - 1) }
                while blank.hasSuffix(" ") { blank.removeLast() }
                try output.write(blank + "\n")
            } else {
                try output.write(row + "\n")
            }
        }
        out = "\n" + style.green("✓") + " clean  " + style.yellow("!") + " warnings  " + style.red("✗") + " errors"
        out += (m.widths.count * m.locales.count * m.boldText.count > 1 ? "  (worst over widths, languages and Bold Text)" : "")
        if header.shard != nil { out += "  · not in this shard" }
        try output.write(out + "\n")

        let rules = Dictionary(uniqueKeysWithValues: header.rules.map { ($0.id, $0) })
        let order = buckets.keys.sorted { a, b in
            let sa = buckets[a]!.severity, sb = buckets[b]!.severity
            return sa != sb ? sa > sb : a.rawValue < b.rawValue
        }
        for rule in order {
            let bucket = buckets[rule]!
            let mark = bucket.severity == .error ? style.red("✗ error") : style.yellow("! warning")
            try output.write(
                "\n\(mark) \(style.bold(rule.rawValue)) — \(rules[rule]?.summary ?? "") (\(bucket.count) finding\(bucket.count == 1 ? "" : "s"))\n")
            try bucket.text.copy(to: output)
        }
        if unverifiedCount > 0 {
            try output.write(
                "\n" + style.bold("unverified")
                    + " — \(unverifiedCount) finding\(unverifiedCount == 1 ? "" : "s") that rest on values TypeRamp guessed "
                    + "(information, not counted):\n")
            try unverified.copy(to: output)
        }
        if !information.isEmpty {
            let counts = information.map { "\($0.key.rawValue) ×\($0.value)" }.sorted()
            try output.write("\n" + style.dim("information: \(counts.joined(separator: ", ")) (see --format json for each)") + "\n")
        }
        if !summary.unusedSuppressions.isEmpty {
            let n = summary.unusedSuppressions.count
            var text =
                "\n" + style.bold("unused suppressions")
                + " — \(n) that silenced nothing in this audit (remove them, or audit the sizes they were for):\n"
            for site in summary.unusedSuppressions {
                text += "\(site.file.escapingControlCharacters):\(site.line): note: `\(site.rule)` is suppressed here but nothing reports it\n"
            }
            try output.write(text)
        }
        if summary.staleBaselineEntries > 0 {
            let n = summary.staleBaselineEntries
            try output.write(
                "\n"
                    + style.dim(
                        "baseline: \(n) entr\(n == 1 ? "y matches" : "ies match") no finding (fixed, or changed): --write-baseline drops \(n == 1 ? "it" : "them")"
                    )
                    + "\n")
        }
        var result =
            "\(summary.errors) error\(summary.errors == 1 ? "" : "s"), \(summary.warnings) warning\(summary.warnings == 1 ? "" : "s") in \(header.cellCount) cells"
        if summary.suppressed > 0 || summary.baselined > 0 || header.baselineUsed {
            result += " (\(summary.suppressed) suppressed, \(summary.baselined) in the baseline)"
        }
        let status = summary.exitStatus(strict: strict)
        out = "\n" + style.bold("result: ") + (status == 0 ? style.green(result) : status == 2 ? style.red(result) : style.yellow(result))
        out += status == 0 ? "\n" : " · exit \(status)\n"
        try output.write(out)
    }
}
