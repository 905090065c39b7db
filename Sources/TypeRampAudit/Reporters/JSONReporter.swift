import Foundation
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampMetrics

/// The audit as JSON, schema `typeramp.audit/2` (docs/audit.md describes every field), and the reader `audit merge`
/// uses to join shard reports. Writing a report that was read back gives the same bytes.
///
/// Findings come screen by screen (each screen's errors first, then rule id, then node path) and each is written on
/// one line, so reports of thousands of screens are written and merged without holding them in memory.
public enum JSONReporter {
    /// The schema id.
    public static let schema = "typeramp.audit/2"
    /// The tool version written into reports.
    public static let toolVersion = "0.2.0"

    /// Writes a collected report.
    public static func write(_ report: AuditReport) -> String {
        let output = StringOutput()
        try? report.replay(into: JSONReportWriter(output: output))
        return output.text
    }

    /// The report without its findings, which take the place of the `findings` member written as
    /// ``findingsPlaceholder``.
    static func head(_ header: AuditHeader, summary: AuditSummary) -> JSONValue {
        let m = header.matrix
        return .object([
            ("schema", .string(schema)),
            ("tool", .object([("name", .string("typeramp")), ("version", .string(toolVersion))])),
            ("shard", header.shard.map { .object([("index", .integer($0.index)), ("count", .integer($0.count))]) } ?? .null),
            ("baseline", .bool(header.baselineUsed)),
            ("reproduceArguments", .array(header.reproduceArguments.map { .string($0) })),
            (
                "matrix",
                .object([
                    ("categories", .array(m.categories.map { .string($0.uikitName) })),
                    ("widths", .array(m.widths.map { .number($0) })),
                    ("locales", .array(m.locales.map(localeJSON))),
                    ("boldText", .array(m.boldText.map { .bool($0) })),
                ])
            ),
            (
                "screens",
                .array(header.screens.map { .object([("name", .string($0.name)), ("file", .string($0.file)), ("line", .integer($0.line))]) })
            ),
            (
                "summary",
                .object(
                    [
                        ("cells", .integer(header.cellCount)), ("errors", .integer(summary.errors)), ("warnings", .integer(summary.warnings)),
                        ("information", .integer(summary.information)), ("suppressed", .integer(summary.suppressed)),
                        ("baselined", .integer(summary.baselined)),
                    ]
                        // Only when there are any, so reports of audits without them stay as they were.
                        + (summary.unusedSuppressions.isEmpty
                            ? []
                            : [
                                (
                                    "unusedSuppressions",
                                    .array(
                                        summary.unusedSuppressions.map {
                                            .object([("rule", .string($0.rule)), ("file", .string($0.file)), ("line", .integer($0.line))])
                                        })
                                )
                            ])
                        + (summary.staleBaselineEntries == 0 ? [] : [("staleBaselineEntries", .integer(summary.staleBaselineEntries))]))
            ),
            ("rules", .array(header.rules.map(ruleJSON))),
            ("findings", .string(findingsPlaceholder)),
        ])
    }

    /// A string no report contains, replaced by the findings.
    static let findingsPlaceholder = "\u{0}findings\u{0}"

    static func localeJSON(_ l: AuditLocale) -> JSONValue {
        .object([
            ("id", .string(l.id)), ("name", .string(l.name)), ("direction", .string(l.direction.rawValue)),
            ("pseudo", l.pseudo.map { .string($0.rawValue) } ?? .null),
        ])
    }

    static func ruleJSON(_ r: AuditRule) -> JSONValue {
        .object([
            ("id", .string(r.id.rawValue)), ("severity", .string(r.severity.rawValue)), ("defaultSeverity", .string(r.defaultSeverity.rawValue)),
            ("summary", .string(r.summary)), ("help", .string(r.help)),
            (
                "threshold",
                r.threshold.map { .object([("value", .number($0.value)), ("unit", .string($0.unit)), ("reason", .string($0.reason))]) } ?? .null
            ),
            ("auditLevel", .bool(r.isAuditLevel)),
        ])
    }

    /// One finding.
    static func findingJSON(_ f: Finding, _ header: AuditHeader) -> JSONValue {
        let m = header.matrix
        func cell(_ c: CellCoordinate) -> JSONValue {
            .object([
                ("category", .string(m.categories[c.category].uikitName)), ("width", .number(m.widths[c.width])),
                ("locale", .string(m.locales[c.locale].id)), ("boldText", .bool(m.boldText[c.bold])),
            ])
        }
        let frame: JSONValue =
            f.frame.map {
                .object([("x", .number($0.minX)), ("y", .number($0.minY)), ("width", .number($0.width)), ("height", .number($0.height))])
            } ?? .null
        return .object([
            ("rule", .string(f.rule.rawValue)), ("severity", .string(f.severity.rawValue)), ("status", .string(f.status.rawValue)),
            ("fingerprint", .string(f.fingerprint)), ("screen", .string(f.screen)), ("path", .string(f.path)),
            ("identity", .string(f.identity)), ("id", f.nodeId.map { .string($0) } ?? .null), ("file", .string(f.file)),
            (
                "location",
                f.location.map { .object([("file", .string($0.file)), ("line", .integer($0.line)), ("column", .integer($0.column))]) } ?? .null
            ),
            ("message", .string(f.message)), ("suggestion", f.suggestion.map { .string($0) } ?? .null),
            ("firstAppears", .string(header.firstAppears(f))), ("reproduce", .string(header.reproduceCommand(f))), ("frame", frame),
            ("cells", .array(f.cells.map(cell))), ("alsoIn", .array(f.alsoIn.map { .string($0) })),
            ("unverified", f.unverified.map { .string($0) } ?? .null),
        ])
    }

    // MARK: - Reading

    /// Reads a report written by ``write(_:)`` (or a ``JSONReportWriter``) into memory; throws a located
    /// ``InputError`` for anything else.
    public static func read(path: String) throws -> AuditReport {
        let reader = try ShardReader(path: path)
        var findings: [Finding] = []
        while let f = try reader.next() { findings.append(f) }
        return AuditReport(header: reader.header, findings: findings, summary: reader.summary)
    }

}

/// Writes the JSON report as screens arrive: findings go, one per line, to a spill buffer; the document is written
/// around them at the end, when the summary is known.
public final class JSONReportWriter: AuditSink {
    private let output: any ReportOutput
    private var header: AuditHeader!
    private let findings = SpillBuffer()
    private var first = true

    /// Creates a writer to `output`.
    public init(output: any ReportOutput) { self.output = output }

    public func begin(_ header: AuditHeader) throws { self.header = header }

    public func add(_ result: ScreenResult) throws {
        for f in result.findings {
            try findings.append((first ? "\n    " : ",\n    ") + JSONReporter.findingJSON(f, header).serialized(pretty: false))
            first = false
        }
    }

    public func finish(_ summary: AuditSummary) throws {
        let document = JSONReporter.head(header, summary: summary).serialized()
        var placeholder = ""
        JSONValue.writeString(JSONReporter.findingsPlaceholder, into: &placeholder)
        let parts = document.components(separatedBy: placeholder)
        try output.write(parts[0] + "[")
        try findings.copy(to: output)
        try output.write((first ? "]" : "\n  ]") + parts[1] + "\n")
    }
}
