import Foundation
import TypeRampCore
import TypeRampDecoding
import TypeRampMetrics

/// Reads a W3C Design Tokens (DTCG 2025.10) file into a `TypeRamp`: every `typography` token becomes a style.
///
/// - The style's name is the token's path (`heading.large`); a group's `$root` token takes the group's path.
/// - `$value` gives family (the first name of a list), size, weight, letter spacing and line height (a multiple of
///   the size, or a px dimension). Dimensions must be `px` (1 px = 1 pt): `rem` is refused rather than guessed.
/// - `$extensions["org.typeramp"]` adds what DTCG has no place for: `relativeTo` (an Apple text style; absent or
///   null: a fixed size), `minimumSize` and `maximumSize` (points), `lineHeight` (`{ points: 24 }` or
///   `{ multiple: 1.25 }`, which wins over `$value.lineHeight`), `italic`, `features`. The values TypeRamp writes
///   there itself (`boldTextWeight`, `categories`) are derived and ignored on input.
/// - Curly-brace references (`{font.size.body}`) are followed, for whole values and composite fields alike.
///
/// Every error names the file, line and column of the offending node.
public enum DTCGReader {
    /// The extension key TypeRamp reads (`org.typeramp`).
    public static let extensionKey = DTCGGenerator.extensionKey

    /// Decodes a DTCG document already parsed by `SpecReader`.
    public static func decode(_ root: SpecNode, file: String) throws -> TypeRamp {
        var reader = Reader()
        let top = try root.mapping()
        try reader.collect(top, path: [], inheritedType: nil)

        var name = defaultName(file)
        var displayScale = 3.0
        if let ext = try top.optional("$extensions")?.mapping().optional(extensionKey) {
            let map = try ext.mapping()
            try map.rejectUnknownKeys(["name", "displayScale", "scaling", "categories"])
            if let node = map.optional("name") { name = try node.string() }
            if let node = map.optional("displayScale") {
                displayScale = try node.positiveDouble()
                guard [1, 2, 3].contains(displayScale) else { throw node.error("display scale must be 1, 2 or 3") }
            }
        }

        var styles: [RampStyle] = []
        var families: [FontFamily] = []
        for token in reader.tokens where token.type == "typography" {
            let style = try reader.style(token)
            if !families.contains(where: { $0.name == style.family }) { families.append(FontFamily(name: style.family)) }
            styles.append(style)
        }
        if styles.isEmpty {
            throw root.error("no typography tokens: a DTCG file for TypeRamp needs at least one token with \"$type\": \"typography\"")
        }
        return TypeRamp(name: name, displayScale: displayScale, families: families, styles: styles, file: file)
    }

    /// `acme` for `tokens/acme.tokens.json`.
    static func defaultName(_ file: String) -> String {
        let base = (file as NSString).lastPathComponent
        return base.split(separator: ".").first.map(String.init) ?? "TypeRamp"
    }

    /// DTCG's font-weight names (format module, font weight), which differ from Apple's for thin, ultra-light and heavy.
    static let weightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400, "regular": 400,
        "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700, "extra-bold": 800, "ultra-bold": 800,
        "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
    ]

    static let typographyKeys = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
    static let styleExtensionKeys = [
        "relativeTo", "lineHeight", "minimumSize", "maximumSize", "italic", "features",
        "boldTextWeight", "categories",
    ]
}

/// One DTCG token found while walking the document.
private struct Token {
    /// The dotted path (`heading.large`).
    let path: String
    /// The token's mapping.
    let map: SpecMapping
    /// `$type`, its own or inherited from a group.
    let type: String?
}

private struct Reader {
    var tokens: [Token] = []
    var byPath: [String: Int] = [:]

    // MARK: - Walking groups

    mutating func collect(_ group: SpecMapping, path: [String], inheritedType: String?) throws {
        let groupType = try group.optional("$type")?.string() ?? inheritedType
        for (keyNode, value) in group.entries {
            let key = try keyNode.string()
            if key == "$root" {
                guard !path.isEmpty else { throw keyNode.error("a $root token needs a group around it to take its name from") }
                try add(value, path: path, inheritedType: groupType)
                continue
            }
            if key.hasPrefix("$") { continue }
            if key.contains(where: { "{}.".contains($0) }) {
                throw keyNode.error("token and group names must not contain '.', '{' or '}'")
            }
            let map = try value.mapping()
            if map.optional("$value") != nil || map.optional("$ref") != nil {
                try add(value, path: path + [key], inheritedType: groupType)
            } else {
                try collect(map, path: path + [key], inheritedType: groupType)
            }
        }
    }

    mutating func add(_ node: SpecNode, path: [String], inheritedType: String?) throws {
        let map = try node.mapping()
        if let ref = map.optional("$ref") {
            throw ref.error("JSON Pointer references ($ref) are not supported; use a curly-brace reference in $value, e.g. \"{font.size.body}\"")
        }
        let type = try map.optional("$type")?.string() ?? inheritedType
        let dotted = path.joined(separator: ".")
        byPath[dotted] = tokens.count
        tokens.append(Token(path: dotted, map: map, type: type))
    }

    // MARK: - References

    /// `node` itself, or the value of the token it references (followed through chains of references).
    func resolve(_ node: SpecNode, expecting types: [String], what: String, visited: [String] = []) throws -> SpecNode {
        guard case .scalar(let text, _) = node.kind, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return node }
        let path = String(text.dropFirst().dropLast())
        guard let index = byPath[path] else {
            let near = closestMatch(to: path, in: tokens.filter { types.contains($0.type ?? "") }.map(\.path))
            throw node.error("unknown \(what) '\(text)': no token has that path", suggestion: near.map { "{\($0)}" })
        }
        if visited.contains(path) {
            throw node.error("circular reference: \((visited + [path]).map { "{\($0)}" }.joined(separator: " → "))")
        }
        let target = tokens[index]
        guard let type = target.type, types.contains(type) else {
            throw node.error("'\(text)' is a \(target.type ?? "untyped") token; expected \(types.joined(separator: " or "))")
        }
        return try resolve(try target.map.required("$value"), expecting: types, what: what, visited: visited + [path])
    }

    // MARK: - Styles

    func style(_ token: Token) throws -> RampStyle {
        let value = try resolve(try token.map.required("$value"), expecting: ["typography"], what: "style")
        let composite = try value.mapping()
        try composite.rejectUnknownKeys(DTCGReader.typographyKeys)

        let familyNode = try resolve(try composite.required("fontFamily"), expecting: ["fontFamily"], what: "font family")
        let family: String
        if case .sequence(let items) = familyNode.kind {
            guard let first = items.first else { throw familyNode.error("a font family list needs at least one name") }
            family = try first.string()
        } else {
            family = try familyNode.string()
        }
        if family.trimmingCharacters(in: .whitespaces).isEmpty { throw familyNode.error("the font family name is empty") }

        let sizeNode = try resolve(try composite.required("fontSize"), expecting: ["dimension"], what: "dimension")
        let (size, sizeAt) = try dimension(sizeNode)
        guard size > 0 else { throw sizeAt.error("font size must be greater than 0, found \(formatDecimal(size))") }

        var weight = FontWeight.regular
        if let node = composite.optional("fontWeight") {
            weight = try fontWeight(try resolve(node, expecting: ["fontWeight", "number"], what: "font weight"))
        }
        var tracking: Points = 0
        if let node = composite.optional("letterSpacing") {
            tracking = try dimension(try resolve(node, expecting: ["dimension"], what: "dimension")).0
        }
        var lineHeight: LineHeight?
        if let node = composite.optional("lineHeight") {
            let resolved = try resolve(node, expecting: ["number", "dimension"], what: "line height")
            if case .scalar(let text, let quoted) = resolved.kind, !quoted || !text.hasSuffix("px") {
                lineHeight = .multiple(try resolved.positiveDouble())
            } else {
                let (points, at) = try dimension(resolved)
                guard points > 0 else { throw at.error("line height must be greater than 0, found \(formatDecimal(points))") }
                lineHeight = .points(points)
            }
        }

        // TypeRamp's extension.
        var relativeTo: TextStyle?
        var minimumSize: Points?, maximumSize: Points?
        var minimumNode: SpecNode?, maximumNode: SpecNode?
        var italic = false
        var features: [FontFeature] = []
        if let ext = try token.map.optional("$extensions")?.mapping().optional(DTCGReader.extensionKey) {
            let map = try ext.mapping()
            try map.rejectUnknownKeys(DTCGReader.styleExtensionKeys)
            relativeTo = try map.optional("relativeTo")?.parsed(as: "text style", candidates: TextStyle.allSpellings) {
                TextStyle(parsing: $0)
            }
            minimumNode = map.optional("minimumSize")
            maximumNode = map.optional("maximumSize")
            minimumSize = try minimumNode?.positiveDouble()
            maximumSize = try maximumNode?.positiveDouble()
            if let node = map.optional("lineHeight") {
                lineHeight = try LineHeight.decode(node)
            }
            italic = try map.optional("italic")?.bool() ?? false
            for featureNode in try map.optional("features")?.sequence() ?? [] {
                let text = try featureNode.string()
                guard let feature = FontFeature(parsing: text) else {
                    throw featureNode.error("'\(text)' is not an OpenType feature (four letters, optionally '-tag' or 'tag=2')")
                }
                features.append(feature)
            }
        }
        if let maximumSize, let maximumNode, maximumSize < size {
            throw maximumNode.error("maximumSize \(formatDecimal(maximumSize)) is smaller than the font size \(formatDecimal(size))")
        }
        if let minimumSize, let minimumNode, minimumSize > size {
            throw minimumNode.error("minimumSize \(formatDecimal(minimumSize)) is larger than the font size \(formatDecimal(size))")
        }
        if (minimumSize != nil || maximumSize != nil) && relativeTo == nil {
            throw (maximumNode ?? minimumNode!).error("minimumSize and maximumSize need 'relativeTo': a fixed size never changes")
        }
        return RampStyle(
            name: token.path, family: family, size: size, relativeTo: relativeTo, weight: weight, italic: italic,
            lineHeight: lineHeight, tracking: tracking, minimumSize: minimumSize, maximumSize: maximumSize,
            features: features, location: token.map.node.location)
    }

    /// A px dimension in points, and the node holding the number (for errors about its value).
    func dimension(_ node: SpecNode) throws -> (Points, SpecNode) {
        let example = "expected a dimension such as {\"value\": 16, \"unit\": \"px\"}"
        switch node.kind {
        case .mapping:
            let map = try node.mapping()
            try map.rejectUnknownKeys(["value", "unit"])
            let valueNode = try map.required("value")
            let unitNode = try map.required("unit")
            try checkUnit(try unitNode.string(), at: unitNode)
            return (try valueNode.double(), valueNode)
        case .scalar(let text, _):
            // The earlier DTCG drafts' string form, "16px", as Style Dictionary and many tools still write it.
            for unit in ["px", "rem"] where text.hasSuffix(unit) {
                try checkUnit(unit, at: node)
                guard let value = Double(text.dropLast(unit.count)), value.isFinite else { throw node.error(example) }
                return (try node.checkedNumber(value), node)
            }
            throw node.error("\(example), found '\(text)'")
        case .sequence:
            throw node.error("\(example), found a list")
        }
    }

    func checkUnit(_ unit: String, at node: SpecNode) throws {
        if unit == "px" { return }
        if unit == "rem" {
            throw node.error("rem is not supported: TypeRamp works in points (1 px = 1 pt) and does not guess a root font size; use px")
        }
        throw node.error("unknown unit '\(unit)'; DTCG dimensions use px or rem, TypeRamp reads px")
    }

    func fontWeight(_ node: SpecNode) throws -> FontWeight {
        if let number = try? node.double() {
            guard number == number.rounded(), let weight = FontWeight(value: Int(number)) else {
                throw node.error("font weight must be a whole number from 1 to 1000, found \(formatDecimal(number))")
            }
            return weight
        }
        let text = try node.string()
        if let value = DTCGReader.weightNames[text.lowercased()], let weight = FontWeight(value: value) { return weight }
        throw node.error(
            "unknown font weight '\(text)'",
            suggestion: closestMatch(to: text, in: DTCGReader.weightNames.keys.sorted()))
    }
}

/// Chooses the reader for a token-generation input: TypeRamp's own spec or a DTCG file.
public enum TokenSource {
    /// The kinds of input `typeramp tokens` reads.
    public enum Kind: Sendable, Equatable {
        /// TypeRamp's type-ramp spec (YAML or JSON with `styles:`).
        case typeRamp
        /// A W3C Design Tokens (DTCG) file.
        case dtcg
    }

    /// Reads `path` (YAML or JSON) and decodes it as whichever kind it is. Throws located `InputError`s.
    public static func load(path: String) throws -> TypeRamp {
        try decode(try SpecReader.load(path: path), file: path)
    }

    /// Decodes `text` as if read from `file` (for tests and stdin).
    public static func parse(_ text: String, file: String) throws -> TypeRamp {
        try decode(try SpecReader.parse(text, file: file), file: file)
    }

    /// Decodes a parsed document as whichever kind ``kind(of:file:)`` says it is.
    public static func decode(_ root: SpecNode, file: String) throws -> TypeRamp {
        switch kind(of: root, file: file) {
        case .typeRamp: return try TypeRamp.decode(root, file: file)
        case .dtcg: return try DTCGReader.decode(root, file: file)
        }
    }

    /// DTCG when the file is named `*.tokens` / `*.tokens.json`, or when it has no top-level `styles` but has
    /// `$`-keys (`$value`, `$type` …) at the top or in a nested mapping; TypeRamp's spec otherwise.
    public static func kind(of root: SpecNode, file: String) -> Kind {
        let lower = file.lowercased()
        if lower.hasSuffix(".tokens") || lower.hasSuffix(".tokens.json") { return .dtcg }
        guard case .mapping(let entries) = root.kind else { return .typeRamp }
        let keys = entries.compactMap { try? $0.key.string() }
        if keys.contains("styles") { return .typeRamp }
        return hasDollarKey(root, depth: 0) ? .dtcg : .typeRamp
    }

    private static func hasDollarKey(_ node: SpecNode, depth: Int) -> Bool {
        guard depth < 32, case .mapping(let entries) = node.kind else { return false }
        for (key, value) in entries {
            if let name = try? key.string(), name.hasPrefix("$") { return true }
            if hasDollarKey(value, depth: depth + 1) { return true }
        }
        return false
    }
}
