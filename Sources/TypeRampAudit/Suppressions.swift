import Foundation
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout

/// The rules suppressed at each node path of a screen: the screen's `suppress:` list, each node's list applied to its
/// subtree, and a modifier (`padding`, `frame`) taking the list of the node it wraps, so a suppression written on a
/// node also covers the padding the spec wraps around it.
public struct SuppressionIndex: Sendable {
    /// Suppressed for the whole screen.
    public var screen: Set<String>
    /// Suppressed at each node path (inherited from ancestors).
    public var byPath: [String: Set<String>]

    /// Builds the index of `screen`, with the node paths the solver gives.
    public init(_ screen: Screen) {
        self.screen = Set(screen.suppressions)
        byPath = [:]
        visit(screen.root, path: screen.root.kind.name, inherited: [])
    }

    /// Whether `rule` is suppressed at `path`.
    public func isSuppressed(_ rule: String, at path: String) -> Bool {
        screen.contains(rule) || (byPath[path]?.contains(rule) ?? false)
    }

    private static func wrapped(_ node: Node) -> Set<String> {
        switch node.kind {
        case .padding(_, let child), .frame(_, let child): return Set(child.suppressions).union(wrapped(child))
        default: return []
        }
    }

    private mutating func visit(_ node: Node, path: String, inherited: Set<String>) {
        let all = inherited.union(node.suppressions).union(SuppressionIndex.wrapped(node))
        if !all.isEmpty { byPath[path] = all }
        func child(_ n: Node, _ i: Int) { visit(n, path: "\(path)/\(n.kind.name)[\(i)]", inherited: all) }
        switch node.kind {
        case .stack(let s): for (i, c) in s.children.enumerated() { child(c, i) }
        case .padding(_, let c), .frame(_, let c), .scroll(_, let c): child(c, 0)
        case .list(let list):
            var i = 0
            for section in list.sections {
                if let header = section.header { child(header, i); i += 1 }
                for row in section.rows { child(row, i); i += 1 }
            }
        case .text, .image, .button, .spacer, .divider: break
        }
    }

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

    /// The baseline file for `findings` (warnings and errors that are not suppressed), sorted by fingerprint.
    public static func document(for findings: [Finding]) -> String {
        let items = findings.filter { $0.severity != .information && $0.status != .suppressed }
            .sorted { $0.fingerprint != $1.fingerprint ? $0.fingerprint < $1.fingerprint : $0.key < $1.key }
        var seen: Set<String> = []
        let entries: [JSONValue] = items.compactMap { f in
            guard seen.insert(f.fingerprint).inserted else { return nil }
            return .object([("fingerprint", .string(f.fingerprint)), ("rule", .string(f.rule)), ("screen", .string(f.screen)),
                            ("path", .string(f.path)), ("file", .string(f.file))])
        }
        return JSONValue.object([("schema", .string(schema)), ("findings", .array(entries))]).serialized() + "\n"
    }
}
