/// A four-character OpenType tag (`wght`, `opsz`, `kern`, `tnum`, `latn` …).
public struct OpenTypeTag: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The tag packed big-endian into 32 bits, as OpenType and HarfBuzz store it.
    public let rawValue: UInt32

    /// Creates a tag from exactly four printable ASCII characters; nil otherwise.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 4, bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        rawValue = bytes.reduce(0) { ($0 << 8) | UInt32($1) }
    }

    /// Creates a tag from its packed 32-bit value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The four characters.
    public var description: String {
        String(decoding: [24, 16, 8, 0].map { UInt8((rawValue >> UInt32($0)) & 0xFF) }, as: UTF8.self)
    }

    public static func < (lhs: OpenTypeTag, rhs: OpenTypeTag) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Weight axis.
    public static let weight = OpenTypeTag("wght")!
    /// Optical size axis.
    public static let opticalSize = OpenTypeTag("opsz")!
    /// Kerning feature.
    public static let kerning = OpenTypeTag("kern")!
    /// Standard ligatures feature.
    public static let standardLigatures = OpenTypeTag("liga")!
}

/// An OpenType feature setting such as `tnum=1` or `liga=0`.
public struct FontFeature: Hashable, Sendable, CustomStringConvertible {
    /// The feature tag.
    public var tag: OpenTypeTag
    /// The value: 0 turns the feature off, 1 on, higher values select alternates.
    public var value: UInt32

    /// Creates a feature setting.
    public init(_ tag: OpenTypeTag, _ value: UInt32 = 1) {
        self.tag = tag
        self.value = value
    }

    /// Parses `tnum`, `+tnum`, `-liga` or `ss01=2`; nil when malformed.
    public init?(parsing text: String) {
        var body = Substring(text)
        var value: UInt32 = 1
        if body.hasPrefix("-") { value = 0; body = body.dropFirst() } else if body.hasPrefix("+") { body = body.dropFirst() }
        if let eq = body.firstIndex(of: "=") {
            guard let v = UInt32(body[body.index(after: eq)...]) else { return nil }
            value = v
            body = body[..<eq]
        }
        guard let tag = OpenTypeTag(String(body)) else { return nil }
        self.init(tag, value)
    }

    public var description: String { value == 1 ? "\(tag)" : "\(tag)=\(value)" }
}
