import ArgumentParser
import Foundation
import TypeRampAudit
import TypeRampCore
import TypeRampLayout

/// `typeramp rules`: the rule catalog, as SwiftLint's `rules` command lists its rules.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the audit's rules: ids, default severities, thresholds and what each checks.",
        discussion:
            "Change a severity with 'audit --severity RULE=LEVEL', a threshold with 'audit --threshold RULE=VALUE'; suppress with 'suppress: [RULE]' in a screens file or '// typeramp:disable RULE' in Swift. See docs/audit.md."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown
        case markdownTables = "markdown-tables"
    }

    @Option(
        help:
            "text (default), json, markdown (docs/rules.md, the pages SARIF results link to) or markdown-tables (docs/audit.md's rule tables); make docs writes both."
    )
    var format: Format = .text

    @Argument(help: "Only these rules (ids).")
    var ids: [String] = []

    func run() throws {
        try auditErrors {
            var rules = AuditRule.catalog
            if !ids.isEmpty {
                rules = try ids.map { id in
                    guard let rule = RuleID(rawValue: id) else {
                        throw AuditUsageError(
                            message: "unknown rule '\(id)'" + (closestMatch(to: id, in: AuditRule.allIds).map { " (did you mean '\($0)'?)" } ?? "")
                                + "; rules: \(AuditRule.allIds.joined(separator: ", "))")
                    }
                    return AuditRule.named(rule)
                }
            }
            switch format {
            case .json:
                let list: [JSONValue] = rules.map { r in
                    .object([
                        ("id", .string(r.id.rawValue)), ("severity", .string(r.severity.rawValue)),
                        ("kind", .string(r.id.isAccessibility ? "accessibility" : "layout")),
                        (
                            "threshold",
                            r.threshold.map { .object([("value", .number($0.value)), ("unit", .string($0.unit)), ("reason", .string($0.reason))]) }
                                ?? .null
                        ),
                        ("summary", .string(r.summary)), ("help", .string(r.help)),
                    ])
                }
                writeStdout(JSONValue.object([("schema", .string("typeramp.rules/1")), ("rules", .array(list))]).serialized() + "\n")
            case .markdown:
                writeStdout(RuleDocumentation.page(rules))
            case .markdownTables:
                writeStdout(DiagnosticRule.markdownTables(rules.map { DiagnosticRule.named($0.id) }))
            case .text:
                // Columns two spaces apart: id, severity (as wide as the longest, "information"), summary.
                let width = rules.map(\.id.rawValue.count).max() ?? 0
                let severityWidth = Severity.allCases.map(\.rawValue.count).max()!
                var out = ""
                for r in rules {
                    out += r.id.rawValue.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                    out += r.severity.rawValue.padding(toLength: severityWidth, withPad: " ", startingAt: 0) + "  "
                    out += r.summary
                    if let t = r.threshold { out += " (threshold \(formatDecimal(t.value)) \(t.unit))" }
                    out += "\n" + String(repeating: " ", count: width + severityWidth + 4) + r.help + "\n"
                }
                out += "\n\(rules.count) rule\(rules.count == 1 ? "" : "s")\n"
                writeStdout(out)
            }
        }
    }
}
