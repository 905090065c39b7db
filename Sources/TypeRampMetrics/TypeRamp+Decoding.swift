import Foundation
import TypeRampCore
import TypeRampDecoding

extension TypeRamp {
    /// Reads a type-ramp spec (YAML or JSON). Paths of font files are resolved against the spec's folder.
    /// Throws an ``InputError`` with file, line, column and field for anything malformed.
    public static func load(path: String) throws -> TypeRamp {
        try decode(SpecReader.load(path: path), file: path)
    }

    /// Decodes a ramp from text (for tests and stdin).
    public static func parse(_ text: String, file: String) throws -> TypeRamp {
        try decode(SpecReader.parse(text, file: file), file: file)
    }

    static let topLevelKeys = ["name", "displayScale", "families", "styles", "description", "version"]
    static let familyKeys = ["name", "faces", "variable"]
    static let faceKeys = ["weight", "italic", "file", "index"]
    static let styleKeys = [
        "name", "family", "size", "relativeTo", "weight", "italic", "lineHeight", "tracking",
        "minimumSize", "maximumSize", "features", "description",
    ]

    /// Decodes a ramp from an already parsed document.
    public static func decode(_ root: SpecNode, file: String) throws -> TypeRamp {
        let top = try root.mapping()
        try top.rejectUnknownKeys(topLevelKeys)
        let name = try top.optional("name")?.string() ?? "TypeRamp"
        let displayScale =
            try top.optional("displayScale").map { node -> Double in
                let value = try node.positiveDouble()
                guard [1, 2, 3].contains(value) else { throw node.error("display scale must be 1, 2 or 3") }
                return value
            } ?? 3
        let folder = (file as NSString).deletingLastPathComponent

        var families: [FontFamily] = []
        for node in try top.optional("families")?.sequence() ?? [] {
            let map = try node.mapping()
            try map.rejectUnknownKeys(familyKeys)
            let nameNode = try map.required("name")
            let familyName = try nameNode.string()
            if families.contains(where: { $0.name == familyName }) { throw nameNode.error("family '\(familyName)' is declared twice") }
            var faces: [FontFamily.Face] = []
            for faceNode in try map.optional("faces")?.sequence() ?? [] {
                let face = try faceNode.mapping()
                try face.rejectUnknownKeys(faceKeys)
                let weight = try face.required("weight").parsed(as: "font weight", candidates: FontWeight.named.map(\.name)) {
                    FontWeight(parsing: $0)
                }
                let italic = try face.optional("italic")?.bool() ?? false
                let path = try resolvePath(try face.required("file").string(), folder: folder)
                let index = try face.optional("index")?.int() ?? 0
                faces.append(FontFamily.Face(weight: weight, italic: italic, file: path, index: index))
            }
            let variable = try map.optional("variable").map { try resolvePath(try $0.string(), folder: folder) }
            if faces.isEmpty && variable == nil {
                throw map.node.error("family '\(familyName)' has no font files: give 'faces' or 'variable'")
            }
            families.append(FontFamily(name: familyName, faces: faces, variableFile: variable))
        }

        var styles: [RampStyle] = []
        let stylesNode = try top.required("styles")
        for node in try stylesNode.sequence() {
            let style = try decodeStyle(node, families: families)
            if styles.contains(where: { $0.name == style.name }) {
                throw (try node.mapping().required("name")).error("style '\(style.name)' is declared twice")
            }
            styles.append(style)
        }
        if styles.isEmpty { throw stylesNode.error("a ramp needs at least one style") }
        return TypeRamp(name: name, displayScale: displayScale, families: families, styles: styles, file: file)
    }

    /// A font file the ramp names, relative to the ramp's folder; recorded as an input of the run (``FilesRead``) whether
    /// or not a style loads it, so that no output replaces a font of the ramp.
    private static func resolvePath(_ path: String, folder: String) throws -> String {
        let resolved = path.hasPrefix("/") || folder.isEmpty ? path : (folder as NSString).appendingPathComponent(path)
        FilesRead.record(resolved)
        return resolved
    }

    private static func decodeStyle(_ node: SpecNode, families: [FontFamily]) throws -> RampStyle {
        let map = try node.mapping()
        try map.rejectUnknownKeys(styleKeys)
        let name = try map.required("name").string()
        let familyNode = try map.required("family")
        var family = try familyNode.string()
        if TypeRamp.systemFamilyNames.contains(family.lowercased()) {
            // The system font (SF Pro on iOS): laid out with TypeRamp's stand-in, never declared in `families`.
            family = TypeRamp.systemFamily
        } else if !families.contains(where: { $0.name == family }) {
            let declared = families.map(\.name)
            throw familyNode.error(
                "unknown font family '\(family)': the ramp declares \(declared.isEmpty ? "no families" : declared.joined(separator: ", ")); "
                    + "'system' is the system font (SF Pro)", suggestion: closestMatch(to: family, in: declared + ["system"]))
        }
        let sizeNode = try map.required("size")
        let size = try sizeNode.positiveDouble()
        let relativeTo = try map.optional("relativeTo")?.parsed(as: "text style", candidates: TextStyle.allSpellings) {
            TextStyle(parsing: $0)
        }
        let weight =
            try map.optional("weight")?.parsed(as: "font weight", candidates: FontWeight.named.map(\.name)) {
                FontWeight(parsing: $0)
            } ?? .regular
        let italic = try map.optional("italic")?.bool() ?? false
        let lineHeight = try map.optional("lineHeight").map(LineHeight.decode)
        let tracking = try map.optional("tracking")?.double() ?? 0
        let minimumNode = map.optional("minimumSize"), maximumNode = map.optional("maximumSize")
        let minimumSize = try minimumNode?.positiveDouble()
        let maximumSize = try maximumNode?.positiveDouble()
        if let maximumSize, let maximumNode, maximumSize < size {
            throw maximumNode.error("maximumSize \(formatDecimal(maximumSize)) is smaller than size \(formatDecimal(size))")
        }
        if let minimumSize, let minimumNode, minimumSize > size {
            throw minimumNode.error("minimumSize \(formatDecimal(minimumSize)) is larger than size \(formatDecimal(size))")
        }
        if (minimumSize != nil || maximumSize != nil) && relativeTo == nil {
            throw (maximumNode ?? minimumNode!).error("minimumSize and maximumSize need 'relativeTo': a fixed size never changes")
        }
        var features: [FontFeature] = []
        for featureNode in try map.optional("features")?.sequence() ?? [] {
            let text = try featureNode.string()
            guard let feature = FontFeature(parsing: text) else {
                throw featureNode.error("'\(text)' is not an OpenType feature (four letters, optionally '-tag' or 'tag=2')")
            }
            features.append(feature)
        }
        return RampStyle(
            name: name, family: family, size: size, relativeTo: relativeTo, weight: weight, italic: italic,
            lineHeight: lineHeight, tracking: tracking, minimumSize: minimumSize, maximumSize: maximumSize,
            features: features, location: map.node.location)
    }
}

extension LineHeight {
    /// Decodes a line height: a number of points, `{ points: 24 }` or `{ multiple: 1.3 }`.
    public static func decode(_ node: SpecNode) throws -> LineHeight {
        guard case .mapping = node.kind else { return .points(try node.positiveDouble()) }
        let map = try node.mapping()
        try map.rejectUnknownKeys(["points", "multiple"])
        if let points = map.optional("points") { return .points(try points.positiveDouble()) }
        if let multiple = map.optional("multiple") { return .multiple(try multiple.positiveDouble()) }
        throw node.error("give 'points' or 'multiple'")
    }
}
