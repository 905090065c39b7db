import TypeRampCore

/// A value of a flat JSON object as the batch format allows: scalars and arrays of scalars.
enum FlatJSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Double, text: String)
    case string(String)
    case array([FlatJSONValue])

    /// The value written back as JSON (for echoing ids).
    var json: JSONValue {
        switch self {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .number(let d, let text):
            if let i = Int(text) { return .integer(i) }
            return .number(d, digits: 9)
        case .string(let s): return .string(s)
        case .array(let items): return .array(items.map(\.json))
        }
    }
}

/// A small hand-written parser for one JSON Lines record: an object whose values are strings,
/// numbers, booleans, null or arrays of those (what `measure --batch` reads). Foundation's
/// `JSONDecoder` costs about 15 µs an object; this parser a small fraction of that.
struct FlatJSONParser {
    private let bytes: [UInt8]
    private var i = 0

    /// Parses `bytes` (one line, UTF-8). Throws a message with the column on malformed input.
    static func parseObject(_ bytes: [UInt8]) throws(FlatJSONError) -> [(String, FlatJSONValue)] {
        var parser = FlatJSONParser(bytes: bytes)
        return try parser.object()
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func object() throws(FlatJSONError) -> [(String, FlatJSONValue)] {
        skipSpace()
        try expect(UInt8(ascii: "{"))
        var members: [(String, FlatJSONValue)] = []
        skipSpace()
        if peek() == UInt8(ascii: "}") { i += 1; return try finish(members) }
        while true {
            skipSpace()
            let key = try string()
            skipSpace()
            try expect(UInt8(ascii: ":"))
            skipSpace()
            let value = try value(depth: 0)
            members.append((key, value))
            skipSpace()
            guard let c = peek() else { throw fail("unterminated object") }
            i += 1
            if c == UInt8(ascii: "}") { return try finish(members) }
            guard c == UInt8(ascii: ",") else { throw fail("expected ',' or '}'", at: i - 1) }
        }
    }

    private mutating func finish(_ members: [(String, FlatJSONValue)]) throws(FlatJSONError) -> [(String, FlatJSONValue)] {
        skipSpace()
        guard i == bytes.count else { throw fail("unexpected text after the object") }
        return members
    }

    private mutating func value(depth: Int) throws(FlatJSONError) -> FlatJSONValue {
        guard let c = peek() else { throw fail("expected a value") }
        switch c {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "["):
            guard depth == 0 else { throw fail("nested arrays are not supported") }
            i += 1
            var items: [FlatJSONValue] = []
            skipSpace()
            if peek() == UInt8(ascii: "]") { i += 1; return .array(items) }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard let next = peek() else { throw fail("unterminated array") }
                i += 1
                if next == UInt8(ascii: "]") { return .array(items) }
                guard next == UInt8(ascii: ",") else { throw fail("expected ',' or ']'", at: i - 1) }
            }
        case UInt8(ascii: "{"): throw fail("nested objects are not supported")
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return try number()
        }
    }

    private mutating func number() throws(FlatJSONError) -> FlatJSONValue {
        let start = i
        while let c = peek(),
            c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".")
                || c == UInt8(ascii: "e") || c == UInt8(ascii: "E") || (c >= 0x30 && c <= 0x39)
        { i += 1 }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard !text.isEmpty, let value = Double(text) else { throw fail("expected a value", at: start) }
        return .number(value, text: text)
    }

    private mutating func string() throws(FlatJSONError) -> String {
        try expect(UInt8(ascii: "\""))
        var out: [UInt8] = []
        while true {
            guard let c = peek() else { throw fail("unterminated string") }
            i += 1
            if c == UInt8(ascii: "\"") { break }
            if c < 0x20 { throw fail("control character in string", at: i - 1) }
            guard c == UInt8(ascii: "\\") else { out.append(c); continue }
            guard let e = peek() else { throw fail("unterminated escape") }
            i += 1
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if scalar & 0xFC00 == 0xD800 {
                    guard peek() == UInt8(ascii: "\\"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "u") else {
                        throw fail("unpaired surrogate escape")
                    }
                    i += 2
                    let low = try hex4()
                    guard low & 0xFC00 == 0xDC00 else { throw fail("unpaired surrogate escape") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if scalar & 0xFC00 == 0xDC00 {
                    throw fail("unpaired surrogate escape")
                }
                out.append(contentsOf: Array(String(Unicode.Scalar(scalar)!).utf8))
            default: throw fail("invalid escape", at: i - 1)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func hex4() throws(FlatJSONError) -> UInt32 {
        guard i + 4 <= bytes.count, let v = UInt32(String(decoding: bytes[i..<i + 4], as: UTF8.self), radix: 16) else {
            throw fail("invalid \\u escape")
        }
        i += 4
        return v
    }

    private mutating func literal(_ word: String) throws(FlatJSONError) {
        let w = Array(word.utf8)
        guard i + w.count <= bytes.count, Array(bytes[i..<i + w.count]) == w else { throw fail("expected a value") }
        i += w.count
    }

    private func peek() -> UInt8? { i < bytes.count ? bytes[i] : nil }

    private mutating func skipSpace() {
        while let c = peek(), c == 0x20 || c == 0x09 || c == 0x0D || c == 0x0A { i += 1 }
    }

    private mutating func expect(_ c: UInt8) throws(FlatJSONError) {
        guard peek() == c else { throw fail("expected '\(Character(Unicode.Scalar(c)))'") }
        i += 1
    }

    private func fail(_ message: String, at position: Int? = nil) -> FlatJSONError {
        FlatJSONError(message: message, column: (position ?? i) + 1)
    }
}

/// A malformed JSON record: what and where (1-based byte column).
struct FlatJSONError: Error {
    var message: String
    var column: Int
}
