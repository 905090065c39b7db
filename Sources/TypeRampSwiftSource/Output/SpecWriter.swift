import Foundation
import TypeRampCore
import TypeRampDecoding

/// Builds the spec tree of the screens format (the tree `typeramp layout` reads from YAML) with Swift source
/// locations, and writes it back out as YAML or JSON.
enum Spec {
    /// A string scalar (quoted when written).
    static func string(_ text: String, _ at: SourceLocation) -> SpecNode {
        SpecNode(kind: .scalar(text, quoted: true), location: at, path: "")
    }

    /// A plain scalar: a number, a boolean or a name the format defines (`leading`, `ax1...`).
    static func plain(_ text: String, _ at: SourceLocation) -> SpecNode {
        SpecNode(kind: .scalar(text, quoted: false), location: at, path: "")
    }

    /// A number, written without a trailing `.0`; an infinite length as `infinity`.
    static func number(_ value: Double, _ at: SourceLocation) -> SpecNode {
        plain(value.isInfinite ? (value < 0 ? "-infinity" : "infinity") : formatDecimal(value), at)
    }

    /// A null (a key with no value, as `divider:`).
    static func null(_ at: SourceLocation) -> SpecNode { plain("", at) }

    /// A mapping in the given key order.
    static func map(_ entries: [(String, SpecNode)], _ at: SourceLocation) -> SpecNode {
        SpecNode(kind: .mapping(entries.map { (key: string($0.0, $0.1.location), value: $0.1) }), location: at, path: "")
    }

    /// A sequence.
    static func list(_ items: [SpecNode], _ at: SourceLocation) -> SpecNode {
        SpecNode(kind: .sequence(items), location: at, path: "")
    }
}

/// Writes spec trees as YAML (block style, two-space indent) or JSON; byte-identical for the same tree.
enum SpecWriter {
    /// The tree as a YAML document.
    static func yaml(_ node: SpecNode) -> String {
        var out = ""
        writeYAML(node, indent: 0, into: &out, inline: false)
        if !out.hasSuffix("\n") { out += "\n" }
        return out
    }

    private static func writeYAML(_ node: SpecNode, indent: Int, into out: inout String, inline: Bool) {
        let pad = String(repeating: " ", count: indent)
        switch node.kind {
        case .scalar(let text, let quoted):
            out += (quoted ? yamlString(text) : text) + "\n"
        case .mapping(let entries):
            if entries.isEmpty {
                out += "{}\n"
                return
            }
            for (i, entry) in entries.enumerated() {
                let key = (try? entry.key.string()) ?? ""
                if !(inline && i == 0) { out += pad }
                out += yamlKey(key) + ":"
                writeValue(entry.value, indent: indent, into: &out)
            }
        case .sequence(let items):
            if items.isEmpty {
                out += "[]\n"
                return
            }
            for (i, item) in items.enumerated() {
                if !(inline && i == 0) { out += pad }
                out += "- "
                switch item.kind {
                case .scalar: writeYAML(item, indent: indent + 2, into: &out, inline: true)
                case .mapping(let e) where e.isEmpty: out += "{}\n"
                case .sequence(let s) where s.isEmpty: out += "[]\n"
                default: writeYAML(item, indent: indent + 2, into: &out, inline: true)
                }
            }
        }
    }

    private static func writeValue(_ value: SpecNode, indent: Int, into out: inout String) {
        switch value.kind {
        case .scalar(let text, let quoted):
            out += text.isEmpty && !quoted ? "\n" : " " + (quoted ? yamlString(text) : text) + "\n"
        case .mapping(let e) where e.isEmpty: out += " {}\n"
        case .sequence(let s) where s.isEmpty: out += " []\n"
        case .mapping:
            out += "\n"
            writeYAML(value, indent: indent + 2, into: &out, inline: false)
        case .sequence:
            out += "\n"
            writeYAML(value, indent: indent + 2, into: &out, inline: false)
        }
    }

    private static func yamlKey(_ key: String) -> String {
        key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !key.isEmpty ? key : yamlString(key)
    }

    /// A double-quoted YAML string (the JSON escapes, which YAML's double-quoted style shares).
    static func yamlString(_ text: String) -> String { jsonString(text) }

    /// The tree as JSON (keys in tree order, two-space indent). Infinite lengths are written as the string "infinity"
    /// (JSON has no infinity; the decoder reads the string).
    static func json(_ node: SpecNode, indent: Int = 0) -> String {
        var out: [UInt8] = []
        writeJSON(node, indent: indent, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the tree as JSON, in UTF-8: linear in the tree's size, whatever its depth (bytes, because an import's
    /// JSON is mostly this tree, and appending bytes is several times cheaper than appending to a `String`).
    static func writeJSON(_ node: SpecNode, indent: Int, into out: inout [UInt8]) {
        switch node.kind {
        case .scalar(let text, let quoted):
            if quoted {
                JSONValue.writeString(text, into: &out)
            } else if text.isEmpty {
                out.append(contentsOf: "null".utf8)
            } else if text == "true" || text == "false" || isJSONNumber(text) {
                out.append(contentsOf: text.utf8)
            } else {
                JSONValue.writeString(text, into: &out)
            }
        case .mapping(let entries):
            if entries.isEmpty {
                out.append(contentsOf: "{}".utf8)
                return
            }
            out.append(contentsOf: "{\n".utf8)
            for (i, entry) in entries.enumerated() {
                if i > 0 { out.append(contentsOf: ",\n".utf8) }
                indentation(indent + 2, into: &out)
                JSONValue.writeString((try? entry.key.string()) ?? "", into: &out)
                out.append(contentsOf: ": ".utf8)
                writeJSON(entry.value, indent: indent + 2, into: &out)
            }
            out.append(UInt8(ascii: "\n"))
            indentation(indent, into: &out)
            out.append(UInt8(ascii: "}"))
        case .sequence(let items):
            if items.isEmpty {
                out.append(contentsOf: "[]".utf8)
                return
            }
            out.append(contentsOf: "[\n".utf8)
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(contentsOf: ",\n".utf8) }
                indentation(indent + 2, into: &out)
                writeJSON(item, indent: indent + 2, into: &out)
            }
            out.append(UInt8(ascii: "\n"))
            indentation(indent, into: &out)
            out.append(UInt8(ascii: "]"))
        }
    }

    /// Appends `n` spaces.
    private static func indentation(_ n: Int, into out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: n))
    }

    /// Whether an unquoted scalar is a number as JSON writes one (`-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`):
    /// written bare. Anything else a Swift literal or `Double` reads (`0x10`, `.5`, `+1`, `1.`) is written as a string,
    /// so the output stays JSON.
    static func isJSONNumber(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        var c = bytes.next()
        func digits() -> Int {
            var n = 0
            while let d = c, d >= UInt8(ascii: "0"), d <= UInt8(ascii: "9") {
                n += 1
                c = bytes.next()
            }
            return n
        }
        if c == UInt8(ascii: "-") { c = bytes.next() }
        if c == UInt8(ascii: "0") {
            c = bytes.next()
        } else if digits() == 0 {
            return false
        }
        if c == UInt8(ascii: ".") {
            c = bytes.next()
            if digits() == 0 { return false }
        }
        if c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
            c = bytes.next()
            if c == UInt8(ascii: "+") || c == UInt8(ascii: "-") { c = bytes.next() }
            if digits() == 0 { return false }
        }
        return c == nil
    }

    /// A JSON string literal (Core's escaping, as every JSON TypeRamp writes).
    static func jsonString(_ text: String) -> String {
        var out = ""
        JSONValue.writeString(text, into: &out)
        return out
    }
}

/// TypeRamp's location (file, line, column), not swift-syntax's.
public typealias SourceLocation = TypeRampCore.SourceLocation
