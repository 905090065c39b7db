import CHarfBuzz
import Foundation
import TypeRampCore

/// One face of a font file (TTF, OTF, or one member of a TTC/OTC collection), immutable once loaded.
///
/// Faces compare and hash by identity: load a file once (``FontLibrary`` does) and share the
/// instance, so the engine's caches recognise it.
///
/// `@unchecked Sendable`: every stored property is a `let` of a `Sendable` type except `instanceCache`, which is only
/// read and written with `instanceLock` held; `harfBuzzFace` wraps an `hb_face_t` made immutable at creation (HarfBuzz
/// objects may be shared between threads once immutable).
public final class FontFace: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The file the face was loaded from, as given.
    public let path: String
    /// The face's index in its file (0 unless a collection).
    public let index: Int
    /// The typographic family name (name ID 16, else 1), e.g. `Inter`, `Noto Sans Arabic`.
    public let familyName: String
    /// The typographic subfamily (name ID 17, else 2), e.g. `Regular`, `SemiBold`.
    public let styleName: String
    /// Design units per em (`head.unitsPerEm`).
    public let unitsPerEm: Int
    /// The variation axes; empty for a static font.
    public let axes: [VariationAxis]
    /// The face's weight (`OS/2.usWeightClass`; a variable face reports its default instance's).
    public let weight: FontWeight
    /// Whether the face is italic or oblique.
    public let isItalic: Bool

    let harfBuzzFace: HarfBuzzFace
    private let coverage: Coverage
    private let instanceLock = Lock()
    private var instanceCache: [[VariationSetting]: FontInstance] = [:]
    /// The instance without variation settings (the only one of a static face).
    let defaultInstance: FontInstance

    // MARK: - Loading

    /// Loads face `index` of the font file at `path`.
    ///
    /// Throws an ``InputError`` naming the file when it is missing, unreadable, not a font, a
    /// bitmap-only font, or when `index` is outside the collection.
    public static func load(path: String, index: Int = 0) throws -> FontFace {
        let location = SourceLocation(file: path)
        guard index >= 0 else { throw InputError("face index must be 0 or more, found \(index)", at: location, field: "index") }
        try checkRegularFile(path)
        FilesRead.record(path)
        guard let blob = HarfBuzzBlob(path: path) else {
            throw InputError("cannot read font file (missing or unreadable)", at: location)
        }
        guard blob.length > 0 else { throw InputError("font file is empty", at: location) }
        let freeType: FreeTypeFace
        switch FreeTypeFace.open(path: path, index: index) {
        case .success(let face): freeType = face
        case .failure(let error):
            if error.code == 0x06, case .success(let first) = FreeTypeFace.open(path: path, index: 0) {
                throw InputError(
                    "face index \(index) is out of range: the collection has \(first.faceCount) face(s)",
                    at: location, field: "index")
            }
            throw InputError("not a usable font file (\(error.meaning))", at: location)
        }
        guard freeType.isScalable else { throw InputError("bitmap-only fonts are not supported", at: location) }
        let face = HarfBuzzFace(blob: blob, index: index)
        guard face.glyphCount > 0, face.unitsPerEm >= 16, face.hasTable("cmap") else {
            throw InputError("not a usable font file (no glyphs, cmap or valid unitsPerEm)", at: location)
        }
        return FontFace(path: path, index: index, face: face, isItalic: freeType.isItalic)
    }

    /// Number of faces in a font file (1 for TTF/OTF, more for TTC/OTC). Throws when unreadable.
    public static func faceCount(path: String) throws -> Int {
        try checkRegularFile(path)
        guard let blob = HarfBuzzBlob(path: path), blob.length > 0 else {
            throw InputError("cannot read font file (missing, unreadable or empty)", at: SourceLocation(file: path))
        }
        return max(1, HarfBuzzFace.faceCount(blob))
    }

    /// Throws unless `path` (links followed) is a regular file: HarfBuzz would read a device such as `/dev/zero`
    /// forever and wait on a FIFO for ever.
    static func checkRegularFile(_ path: String) throws {
        var info = stat()
        guard stat(path, &info) == 0 else { throw InputError("cannot read font file (missing or unreadable)", at: SourceLocation(file: path)) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            let kind = info.st_mode & S_IFMT == S_IFDIR ? "a folder" : "a device, FIFO or socket"
            throw InputError("is \(kind), not a font file", at: SourceLocation(file: path))
        }
    }

    private init(path: String, index: Int, face: HarfBuzzFace, isItalic: Bool) {
        self.path = path
        self.index = index
        harfBuzzFace = face
        familyName = face.name(16) ?? face.name(1) ?? "Unknown"
        styleName = face.name(17) ?? face.name(2) ?? "Regular"
        unitsPerEm = face.unitsPerEm
        defaultInstance = FontInstance(face: face, unitsPerEm: face.unitsPerEm, settings: [])
        axes = face.variationAxes()
        let os2 = face.tableBytes("OS/2")
        let weightClass = os2.count >= 6 ? Int(os2[4]) << 8 | Int(os2[5]) : 400
        weight = FontWeight(value: weightClass) ?? .regular
        let fsSelection = os2.count >= 64 ? Int(os2[62]) << 8 | Int(os2[63]) : 0
        self.isItalic = isItalic || fsSelection & 0x1 != 0 || fsSelection & 0x200 != 0
        coverage = Coverage(face.collectUnicodes())
    }

    // MARK: - Queries

    /// Whether the face's `cmap` has a glyph for `scalar`.
    public func covers(_ scalar: Unicode.Scalar) -> Bool { coverage.contains(scalar.value) }

    @inline(__always)
    func covers(codepoint: UInt32) -> Bool { coverage.contains(codepoint) }

    /// The axis with `tag`, if the face is variable along it.
    public func axis(_ tag: OpenTypeTag) -> VariationAxis? { axes.first { $0.tag == tag } }

    /// Whether the face has variation axes.
    public var isVariable: Bool { !axes.isEmpty }

    /// The axis settings the engine uses for this face at `weight` and `size` points: `wght` from the
    /// weight and `opsz` from the size (when `opticalSizing`), each only if the face has the axis and
    /// clamped to its range. Empty for static faces.
    public func automaticVariations(weight: FontWeight, size: Points, opticalSizing: Bool) -> [OpenTypeTag: Double] {
        var result: [OpenTypeTag: Double] = [:]
        for setting in variationSettings(weight: weight, size: size, opticalSizing: opticalSizing) {
            result[OpenTypeTag(rawValue: setting.tag)] = setting.value
        }
        return result
    }

    func variationSettings(weight: FontWeight, size: Points, opticalSizing: Bool) -> [VariationSetting] {
        guard !axes.isEmpty else { return [] }
        var settings: [VariationSetting] = []
        for axis in axes {
            if axis.tag == .weight {
                settings.append(VariationSetting(tag: axis.tag.rawValue, value: axis.clamp(Double(weight.value))))
            } else if axis.tag == .opticalSize, opticalSizing, size.isFinite {
                settings.append(VariationSetting(tag: axis.tag.rawValue, value: axis.clamp(size)))
            }
        }
        return settings
    }

    /// The shaping instance at `settings` (cached per face; at most 256 kept). A static face's one
    /// instance is returned without locking.
    func instance(_ settings: [VariationSetting]) -> FontInstance {
        if settings.isEmpty { return defaultInstance }
        return instanceLock.withLock {
            if let cached = instanceCache[settings] { return cached }
            if instanceCache.count >= 256 { instanceCache.removeAll() }
            let made = FontInstance(face: harfBuzzFace, unitsPerEm: unitsPerEm, settings: settings)
            instanceCache[settings] = made
            return made
        }
    }

    // MARK: - Identity

    public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        "\(familyName) \(styleName) (\(path)\(index > 0 ? "#\(index)" : ""))"
    }
}

/// One axis setting, hashable for instance lookup.
struct VariationSetting: Hashable, Sendable {
    var tag: UInt32
    var value: Double
}

/// A set of Unicode scalars: a bitmap for the BMP and a sorted list above it.
struct Coverage: Sendable {
    private var bmp = [UInt64](repeating: 0, count: 1024)
    private var supplementary: [UInt32] = []

    init(_ scalars: [UInt32]) {
        for scalar in scalars {
            if scalar < 0x10000 {
                bmp[Int(scalar >> 6)] |= 1 << UInt64(scalar & 63)
            } else {
                supplementary.append(scalar)
            }
        }
        supplementary.sort()
    }

    @inline(__always)
    func contains(_ scalar: UInt32) -> Bool {
        if scalar < 0x10000 { return bmp[Int(scalar >> 6)] & (1 << UInt64(scalar & 63)) != 0 }
        var low = 0, high = supplementary.count
        while low < high {
            let mid = (low + high) / 2
            if supplementary[mid] < scalar { low = mid + 1 } else { high = mid }
        }
        return low < supplementary.count && supplementary[low] == scalar
    }
}
