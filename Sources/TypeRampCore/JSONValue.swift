/// A JSON document with ordered object keys, serialized deterministically.
///
/// Foundation's `JSONEncoder` neither keeps key order (without `.sortedKeys`) nor fixes number
/// formatting; TypeRamp's outputs must be byte-identical across machines, so they are built as
/// `JSONValue` trees and written by ``serialized(pretty:)``.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// An integer, written without a decimal point.
    case integer(Int)
    /// A number written with at most `digits` decimals (see ``formatDecimal(_:maximumFractionDigits:)``).
    case number(Double, digits: Int)
    case string(String)
    case array([JSONValue])
    /// An object whose keys are written in this order.
    case object([(String, JSONValue)])

    /// A number with TypeRamp's default precision of 3 decimals (a thousandth of a point).
    public static func number(_ value: Double) -> JSONValue { .number(value, digits: 3) }

    /// Writes the document. `pretty` indents by two spaces and puts one member per line;
    /// otherwise the output is a single line with no spaces (JSON Lines friendly).
    public func serialized(pretty: Bool = true) -> String {
        var out = ""
        write(into: &out, pretty: pretty, indent: 0)
        return out
    }

    private func write(into out: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .integer(let i): out += String(i)
        case .number(let d, let digits):
            if d.isFinite { out += formatDecimal(d, maximumFractionDigits: digits) } else { out += "null" }
        case .string(let s): JSONValue.writeString(s, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: " ", count: indent + 2) }
                item.write(into: &out, pretty: pretty, indent: indent + 2)
            }
            if pretty { out += "\n" + String(repeating: " ", count: indent) }
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: " ", count: indent + 2) }
                JSONValue.writeString(key, into: &out)
                out += pretty ? ": " : ":"
                value.write(into: &out, pretty: pretty, indent: indent + 2)
            }
            if pretty { out += "\n" + String(repeating: " ", count: indent) }
            out += "}"
        }
    }

    /// Appends `s` as a JSON string literal, escaping what RFC 8259 requires.
    public static func writeString(_ s: String, into out: inout String) {
        out += "\""
        // Most strings need no escape: append them whole.
        func needsEscape(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x22 || byte == 0x5C }
        // Read in place where the text is contiguous (a native string), not through the generic UTF-8 view.
        let clean = s.utf8.withContiguousStorageIfAvailable { !$0.contains(where: needsEscape) } ?? !s.utf8.contains(where: needsEscape)
        if clean {
            out += s
            out += "\""
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    /// Appends `s` as a JSON string literal to UTF-8 bytes, escaping exactly as the version that appends to a `String`
    /// does: for writers that build a large document, where appending bytes is several times cheaper than appending to
    /// a `String`.
    public static func writeString(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { bytes in
            var start = 0
            for (i, byte) in bytes.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<i]))
                start = i + 1
                switch byte {
                case 0x22: out.append(contentsOf: #"\""#.utf8)
                case 0x5C: out.append(contentsOf: #"\\"#.utf8)
                case 0x0A: out.append(contentsOf: #"\n"#.utf8)
                case 0x0D: out.append(contentsOf: #"\r"#.utf8)
                case 0x09: out.append(contentsOf: #"\t"#.utf8)
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    out.append(contentsOf: #"\u00"#.utf8)
                    out.append(hex[Int(byte >> 4)])
                    out.append(hex[Int(byte & 0xF)])
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        out.append(UInt8(ascii: "\""))
    }

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized(pretty: false) == rhs.serialized(pretty: false)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(serialized(pretty: false)) }
}
