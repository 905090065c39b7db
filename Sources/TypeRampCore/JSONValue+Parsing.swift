/// A reason a JSON text could not be parsed: what was wrong and at which byte offset.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public var message: String
    /// 0-based byte offset into the text.
    public var offset: Int

    public var description: String { "\(message) at byte \(offset + 1)" }
}

extension JSONValue {
    /// Parses one JSON value (RFC 8259) from UTF-8 bytes: the reader for TypeRamp's own streamed outputs (one report
    /// finding per line), where Foundation's parser costs too much per object. Integers without a fraction or exponent
    /// become `.integer`, other numbers `.number` (17 significant digits kept). Nesting is limited to `maximumDepth`.
    public static func parse(_ bytes: ArraySlice<UInt8>, maximumDepth: Int = 64) throws(JSONParseError) -> JSONValue {
        var parser = JSONByteParser(bytes: bytes, maximumDepth: maximumDepth)
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.i == bytes.endIndex else { throw parser.error("unexpected text after the value") }
        return value
    }

    /// The member `key` of an object (the first, when repeated), else nil.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// The string, if this is one.
    public var stringValue: String? { if case .string(let s) = self { return s } else { return nil } }
    /// The number, if this is one (integers included).
    public var doubleValue: Double? {
        switch self {
        case .integer(let i): return Double(i)
        case .number(let d, _): return d
        default: return nil
        }
    }
    /// The integer, if this is one (or a number without a fraction).
    public var intValue: Int? {
        switch self {
        case .integer(let i): return i
        case .number(let d, _): return d.rounded() == d && abs(d) < 9e15 ? Int(d) : nil
        default: return nil
        }
    }
    /// The Boolean, if this is one.
    public var boolValue: Bool? { if case .bool(let b) = self { return b } else { return nil } }
    /// The elements, if this is an array.
    public var arrayValue: [JSONValue]? { if case .array(let a) = self { return a } else { return nil } }
    /// True for `null`.
    public var isNull: Bool { if case .null = self { return true } else { return false } }
}

/// A recursive-descent parser over UTF-8 bytes.
private struct JSONByteParser {
    let bytes: ArraySlice<UInt8>
    let maximumDepth: Int
    var i: Int

    init(bytes: ArraySlice<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        i = bytes.startIndex
    }

    func error(_ message: String) -> JSONParseError { JSONParseError(message: message, offset: i - bytes.startIndex) }

    mutating func skipSpace() {
        while i < bytes.endIndex, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
    }

    mutating func expect(_ literal: StaticString) throws(JSONParseError) {
        let text = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for byte in text {
            guard i < bytes.endIndex, bytes[i] == byte else { throw error("expected '\(literal)'") }
            i += 1
        }
    }

    mutating func value(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= maximumDepth else { throw error("nested deeper than \(maximumDepth) levels") }
        guard i < bytes.endIndex else { throw error("unexpected end of text") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        default: return try number()
        }
    }

    mutating func object(depth: Int) throws(JSONParseError) -> JSONValue {
        i += 1
        var members: [(String, JSONValue)] = []
        skipSpace()
        if i < bytes.endIndex, bytes[i] == UInt8(ascii: "}") { i += 1; return .object([]) }
        while true {
            skipSpace()
            guard i < bytes.endIndex, bytes[i] == UInt8(ascii: "\"") else { throw error("expected a member name") }
            let key = try string()
            skipSpace()
            try expect(":")
            skipSpace()
            members.append((key, try value(depth: depth + 1)))
            skipSpace()
            guard i < bytes.endIndex else { throw error("unexpected end of text in an object") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
            throw error("expected ',' or '}'")
        }
    }

    mutating func array(depth: Int) throws(JSONParseError) -> JSONValue {
        i += 1
        var items: [JSONValue] = []
        skipSpace()
        if i < bytes.endIndex, bytes[i] == UInt8(ascii: "]") { i += 1; return .array([]) }
        while true {
            skipSpace()
            items.append(try value(depth: depth + 1))
            skipSpace()
            guard i < bytes.endIndex else { throw error("unexpected end of text in an array") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            throw error("expected ',' or ']'")
        }
    }

    mutating func hex4() throws(JSONParseError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard i < bytes.endIndex else { throw error("unexpected end of text in an escape") }
            let c = bytes[i]
            let d: UInt8
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = c - UInt8(ascii: "A") + 10
            default: throw error("bad \\u escape")
            }
            v = v * 16 + UInt32(d)
            i += 1
        }
        return v
    }

    mutating func string() throws(JSONParseError) -> String {
        i += 1
        var out: [UInt8] = []
        while true {
            guard i < bytes.endIndex else { throw error("unterminated string") }
            let c = bytes[i]
            if c == UInt8(ascii: "\"") { i += 1; break }
            if c < 0x20 { throw error("a control character in a string") }
            if c != UInt8(ascii: "\\") { out.append(c); i += 1; continue }
            i += 1
            guard i < bytes.endIndex else { throw error("unterminated escape") }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if (0xD800..<0xDC00).contains(scalar) {
                    guard i + 1 < bytes.endIndex, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                        throw error("a lone high surrogate")
                    }
                    i += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("a bad low surrogate") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let u = Unicode.Scalar(scalar) else { throw error("an escape that is not a Unicode scalar") }
                out.append(contentsOf: Array(String(Character(u)).utf8))
            default: throw error("an unknown escape")
            }
        }
        guard let s = String(validating: out, as: UTF8.self) else { throw error("a string that is not UTF-8") }
        return s
    }

    mutating func number() throws(JSONParseError) -> JSONValue {
        let start = i
        var integral = true
        if i < bytes.endIndex, bytes[i] == UInt8(ascii: "-") { i += 1 }
        while i < bytes.endIndex {
            let c = bytes[i]
            if c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") { i += 1; continue }
            if c == UInt8(ascii: ".") || c == UInt8(ascii: "e") || c == UInt8(ascii: "E") || c == UInt8(ascii: "+") || c == UInt8(ascii: "-") {
                integral = false
                i += 1
                continue
            }
            break
        }
        guard i > start, let text = String(validating: bytes[start..<i], as: UTF8.self) else { throw error("expected a value") }
        if integral, let v = Int(text) { return .integer(v) }
        guard let d = Double(text), d.isFinite else { throw error("a malformed number '\(text)'") }
        return .number(d, digits: 17)
    }
}
