import Foundation
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout

/// Suppressions are declared in the spec (`suppress: [rule-id]` on a screen or a node) and resolved by the tree
/// (``LayoutTree/isSuppressed(_:at:)``); this checks, when a screens file is read, that they name known rules.
public enum SuppressionValidation {
    /// Checks every `suppress:` list of a screens file names a known rule; throws at the first unknown id, located at
    /// the id itself, with the closest rule id as a suggestion.
    public static func validate(_ root: SpecNode, knownRules: [String]) throws {
        switch root.kind {
        case .scalar: return
        case .sequence(let items): for item in items { try validate(item, knownRules: knownRules) }
        case .mapping(let entries):
            for (key, value) in entries {
                if (try? key.string()) == "suppress" {
                    for item in try value.sequence() {
                        let id = try item.string()
                        if !knownRules.contains(id) {
                            throw item.error("unknown rule '\(id)' in a suppression", suggestion: closestMatch(to: id, in: knownRules))
                        }
                    }
                } else {
                    try validate(value, knownRules: knownRules)
                }
            }
        }
    }
}

/// A baseline: the fingerprints of known findings. With a baseline the audit fails only on new findings.
///
/// ```json
/// { "schema": "typeramp.audit-baseline/1",
///   "findings": [ { "fingerprint": "…", "rule": "text-truncated", "screen": "poll",
///                   "path": "padding/vstack[0]/text[1]", "file": "examples/app/poll.yaml" } ] }
/// ```
/// Only `fingerprint` and `rule` are read; the other fields are there for people reviewing the file.
public struct Baseline: Sendable, Equatable {
    /// The schema id written and accepted.
    public static let schema = "typeramp.audit-baseline/1"
    /// The known fingerprints.
    public var fingerprints: Set<String>

    /// Creates a baseline.
    public init(fingerprints: Set<String>) { self.fingerprints = fingerprints }

    /// Reads a baseline file; throws a located error for malformed content or an unknown rule id.
    public static func load(path: String) throws -> Baseline {
        try parse(SpecReader.load(path: path))
    }

    /// Reads a baseline document.
    public static func parse(_ root: SpecNode) throws -> Baseline {
        let top = try root.mapping()
        try top.rejectUnknownKeys(["schema", "findings"])
        let schemaNode = try top.required("schema")
        let schema = try schemaNode.string()
        guard schema == Baseline.schema else { throw schemaNode.error("unknown baseline schema '\(schema)', expected '\(Baseline.schema)'") }
        var fingerprints: Set<String> = []
        for item in try top.required("findings").sequence() {
            let m = try item.mapping()
            try m.rejectUnknownKeys(["fingerprint", "rule", "screen", "path", "file", "message"])
            let ruleNode = try m.required("rule")
            let rule = try ruleNode.string()
            if AuditRule.named(rule) == nil {
                throw ruleNode.error("unknown rule '\(rule)' in the baseline", suggestion: closestMatch(to: rule, in: AuditRule.allIds))
            }
            let fingerprintNode = try m.required("fingerprint")
            let fingerprint = try fingerprintNode.string()
            guard fingerprint.count == 16, fingerprint.allSatisfy({ $0.isHexDigit }) else {
                throw fingerprintNode.error("a fingerprint is 16 hexadecimal digits")
            }
            fingerprints.insert(fingerprint.lowercased())
        }
        return Baseline(fingerprints: fingerprints)
    }

    /// The baseline file for `findings` (warnings and errors that are not suppressed), in screen order, then rule and
    /// node.
    public static func document(for findings: [Finding]) -> String {
        let output = StringOutput()
        let writer = BaselineWriter(output: output)
        try? writer.begin()
        for f in findings.sorted(by: { ($0.screenIndex, $0.rule.rawValue, $0.identity) < ($1.screenIndex, $1.rule.rawValue, $1.identity) }) {
            try? writer.add(f)
        }
        try? writer.finish()
        return output.text
    }
}

/// Writes a baseline file as findings arrive (screen by screen), so it needs no memory per finding.
public final class BaselineWriter: AuditSink {
    private let output: any ReportOutput
    private var first = true
    /// Findings written.
    public private(set) var count = 0

    /// Creates a writer to `output`.
    public init(output: any ReportOutput) { self.output = output }

    func begin() throws { try output.write("{\n  \"schema\": \"\(Baseline.schema)\",\n  \"findings\": [") }

    func add(_ f: Finding) throws {
        guard f.severity != .information, f.status != .suppressed else { return }
        let entry = JSONValue.object([
            ("fingerprint", .string(f.fingerprint)), ("rule", .string(f.rule.rawValue)), ("screen", .string(f.screen)),
            ("path", .string(f.path)), ("file", .string(f.file)),
        ])
        try output.write((first ? "\n    " : ",\n    ") + entry.serialized(pretty: false))
        first = false
        count += 1
    }

    public func begin(_ header: AuditHeader) throws { try begin() }
    public func add(_ result: ScreenResult) throws {
        for f in result.findings.sorted(by: { ($0.rule.rawValue, $0.identity) < ($1.rule.rawValue, $1.identity) }) { try add(f) }
    }
    public func finish(_ summary: AuditSummary) throws { try finish() }
    func finish() throws { try output.write(first ? "]\n}\n" : "\n  ]\n}\n") }
}
