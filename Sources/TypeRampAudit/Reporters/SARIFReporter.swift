import Foundation
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

/// SARIF 2.1.0 for GitHub code scanning and other static-analysis viewers.
///
/// - One run; `tool.driver.rules` lists the rules in force (id, descriptions, help, default level, threshold).
/// - One result per finding: `ruleId` and `ruleIndex`, `level` (error, warning; information → note), the first cell's
///   message with where it first appears, the spec file and line of the node as the physical location, the screen and
///   node path as a logical location, and `partialFingerprints["typeramp/v2"]` (rule, screen, node path, spec file:
///   stable when lines move).
/// - Suppressed findings carry `suppressions: [{kind: inSource}]`; with a baseline every result has a `baselineState`
///   (`new` or `unchanged`).
/// - Columns count Unicode code points (`columnKind: unicodeCodePoints`), as the spec reader does.
public enum SARIFReporter {
    /// The schema URI written into `$schema`.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    /// Writes a collected report.
    public static func write(_ report: AuditReport) -> String {
        let output = StringOutput()
        try? report.replay(into: SARIFReportWriter(output: output))
        return output.text
    }

    /// The log without its results, which take the place of the `results` member written as a placeholder string.
    static func head(_ header: AuditHeader) -> JSONValue {
        let rules: [JSONValue] = header.rules.map { r in
            var properties: [(String, JSONValue)] = [("tags", .array([.string("accessibility"), .string(r.isAuditLevel ? "audit" : "layout")]))]
            if let t = r.threshold {
                properties.append(("threshold", .number(t.value)))
                properties.append(("thresholdUnit", .string(t.unit)))
                properties.append(("thresholdReason", .string(t.reason)))
            }
            return .object([
                ("id", .string(r.id.rawValue)),
                ("name", .string(camelCase(r.id.rawValue))),
                ("shortDescription", .object([("text", .string(r.summary))])),
                ("fullDescription", .object([("text", .string(r.summary + " " + r.help))])),
                ("helpUri", .string(RuleDocumentation.helpURL(r.id))),
                ("help", .object([("text", .string(r.help)), ("markdown", .string(RuleDocumentation.markdown(r)))])),
                ("defaultConfiguration", .object([("level", .string(level(r.severity)))])),
                ("properties", .object(properties)),
            ])
        }
        return .object([
            ("$schema", .string(schemaURI)),
            ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        (
                            "tool",
                            .object([
                                (
                                    "driver",
                                    .object([
                                        ("name", .string("TypeRamp")),
                                        ("semanticVersion", .string(JSONReporter.toolVersion)),
                                        ("informationUri", .string(RuleDocumentation.homeURL)),
                                        ("rules", .array(rules)),
                                    ])
                                )
                            ])
                        ),
                        ("columnKind", .string("unicodeCodePoints")),
                        ("results", .string(JSONReporter.findingsPlaceholder)),
                        (
                            "properties",
                            .object([("matrix", .string(TextReporter.matrixDescription(header))), ("cells", .integer(header.cellCount))])
                        ),
                    ])
                ])
            ),
        ])
    }

    /// One result.
    /// `reportPage` is the HTML report's page and anchor of the finding (with the picture of the cell where it first
    /// appears), relative to the folder the audit ran in, when a report folder is written.
    static func result(_ f: Finding, _ header: AuditHeader, ruleIndex: [RuleID: Int], reportPage: String? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [("ruleId", .string(f.rule.rawValue))]
        if let i = ruleIndex[f.rule] { members.append(("ruleIndex", .integer(i))) }
        members.append(("level", .string(level(f.severity))))
        var text = "\(f.message) (appears \(header.firstAppears(f)))."
        if let s = f.suggestion { text += " Fix: \(s)." }
        members.append(("message", .object([("text", .string(text))])))
        // The file the finding's node was written in (a Swift file for imported source), else the screens file.
        var physical: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(uri(f.location?.file ?? f.file)))]))]
        if let l = f.location, l.line > 0 {
            var region: [(String, JSONValue)] = [("startLine", .integer(l.line))]
            if l.column > 0 { region.append(("startColumn", .integer(l.column))) }
            physical.append(("region", .object(region)))
        }
        members.append(
            (
                "locations",
                .array([
                    .object([
                        ("physicalLocation", .object(physical)),
                        (
                            "logicalLocations",
                            .array([
                                .object([
                                    ("name", .string(f.nodeId ?? f.path)), ("fullyQualifiedName", .string("\(f.screen)/\(f.path)")),
                                    ("kind", .string("element")),
                                ])
                            ])
                        ),
                    ])
                ])
            ))
        members.append(("partialFingerprints", .object([("typeramp/v2", .string(f.fingerprint))])))
        if f.status == .suppressed {
            members.append(
                (
                    "suppressions",
                    .array([
                        .object([
                            ("kind", .string("inSource")),
                            ("justification", .string("suppress: [\(f.rule.rawValue)] in the screens file")),
                        ])
                    ])
                ))
        }
        if let reportPage {
            members.append(
                (
                    "attachments",
                    .array([
                        .object([
                            ("description", .object([("text", .string("The HTML report's picture of the cell where it first appears"))])),
                            ("artifactLocation", .object([("uri", .string(uri(reportPage, keepFragment: true)))])),
                        ])
                    ])
                ))
        }
        if header.baselineUsed { members.append(("baselineState", .string(f.status == .baselined ? "unchanged" : "new"))) }
        let m = header.matrix
        members.append(
            (
                "properties",
                .object([
                    ("screen", .string(f.screen)),
                    ("nodePath", .string(f.path)),
                    ("firstAppears", .string(header.firstAppears(f))),
                    ("reproduce", .string(header.reproduceCommand(f))),
                    ("cellCount", .integer(f.cells.count)),
                    ("categories", .array(Set(f.cells.map(\.category)).sorted().map { .string(m.categories[$0].uikitName) })),
                    ("widths", .array(Set(f.cells.map(\.width)).sorted().map { .number(m.widths[$0]) })),
                    ("locales", .array(Set(f.cells.map(\.locale)).sorted().map { .string(m.locales[$0].id) })),
                ])
            ))
        return .object(members)
    }

    static func level(_ s: Severity) -> String {
        switch s {
        case .error: return "error"
        case .warning: return "warning"
        case .information: return "note"
        }
    }

    /// `text-truncated` → `TextTruncated`.
    static func camelCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A relative URI reference for a path: forward slashes, `./` dropped, characters outside RFC 3986's unreserved
    /// set and `/` percent-encoded.
    static func uri(_ path: String) -> String { uri(path, keepFragment: false) }

    /// ``uri(_:)``, keeping a `#fragment` when `keepFragment` (a report page's anchor).
    static func uri(_ path: String, keepFragment: Bool) -> String {
        var p = path
        while p.hasPrefix("./") { p.removeFirst(2) }
        var out = ""
        for byte in p.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if c.isASCII && (c.isLetter || c.isNumber || "-._~/".contains(c) || (c == "#" && keepFragment)) {
                out.append(c)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}

/// Writes SARIF as screens arrive: results go, one per line, to a spill buffer; the log is written around them at the
/// end.
public final class SARIFReportWriter: AuditSink {
    private let output: any ReportOutput
    private var header: AuditHeader!
    private var ruleIndex: [RuleID: Int] = [:]
    private let results = SpillBuffer()
    private var first = true

    private let reportFolder: String?

    /// Creates a writer to `output`; with `reportFolder` (the HTML report written by the same audit) each result links
    /// its page in the report, where the finding is shown over a picture of its cell.
    public init(output: any ReportOutput, reportFolder: String? = nil) {
        self.output = output
        self.reportFolder = reportFolder
    }

    public func begin(_ header: AuditHeader) throws {
        self.header = header
        ruleIndex = Dictionary(uniqueKeysWithValues: header.rules.enumerated().map { ($1.id, $0) })
    }

    public func add(_ result: ScreenResult) throws {
        let page = HTMLReportWriter.page(for: result.screen, header.screens[result.screen].name)
        for (n, f) in result.findings.enumerated() {
            // The HTML report shows active warnings and errors over a picture; its anchors count every finding.
            let link =
                reportFolder.map { ($0 as NSString).appendingPathComponent(page) + "#f-\(n + 1)" }
                .flatMap { f.status == .active && f.severity != .information ? $0 : nil }
            try results.append(
                (first ? "\n        " : ",\n        ")
                    + SARIFReporter.result(f, header, ruleIndex: ruleIndex, reportPage: link).serialized(pretty: false))
            first = false
        }
    }

    public func finish(_ summary: AuditSummary) throws {
        let document = SARIFReporter.head(header).serialized()
        var placeholder = ""
        JSONValue.writeString(JSONReporter.findingsPlaceholder, into: &placeholder)
        let parts = document.components(separatedBy: placeholder)
        try output.write(parts[0] + "[")
        try results.copy(to: output)
        try output.write((first ? "]" : "\n      ]") + parts[1] + "\n")
    }
}
