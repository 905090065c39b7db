import Foundation
import TypeRampCore
import TypeRampFonts

/// Finds faces by family name (and weight, italic) in font folders and files, and loads each file once so
/// every caller shares the same ``FontFace`` instances (which the engine's caches key on).
///
/// ``bundled(adding:)`` is the library over TypeRamp's bundled fonts (SwiftPM resources) and the user's own font
/// files or folders. The library never reads the environment: the CLI adds its `--font-dir` options itself.
public final class FontLibrary: Sendable {
    /// The folders (searched recursively) and font files searched, in order.
    public let directories: [String]
    private let state: State

    /// The families tried after the primary font, in order, when a cascade is built from one font:
    /// the bundled Noto Sans faces for Latin/Greek/Cyrillic, Arabic, Hebrew, Devanagari and Thai.
    public static let defaultFallbackFamilies = [
        "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari", "Noto Sans Thai",
    ]

    /// File name extensions taken as fonts.
    public static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// Creates a library searching `directories`, in order: folders (recursively) and single font files (nothing is
    /// read until a face is asked for).
    public init(directories: [String]) {
        self.directories = directories
        state = State()
    }

    /// The library over TypeRamp's bundled fonts — Inter (the stand-in for Apple's system font) and the Noto Sans
    /// fallbacks, shipped as SwiftPM resources (``BundledFonts``) — followed by `fonts`, the caller's own font files
    /// and folders (a design system's brand fonts). A family is taken from the first entry that has it, so the bundled
    /// system stand-in stays the same on every machine.
    ///
    /// Throws an ``InputError`` naming the path when one of `fonts` does not exist, is a file that is not a font
    /// FreeType can open, or is a folder without font files.
    public static func bundled(adding fonts: [String] = []) throws -> FontLibrary {
        let library = FontLibrary(directories: [BundledFonts.directory] + fonts)
        for path in fonts {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw InputError("no font file or folder at '\(path)'", at: SourceLocation(file: path), field: "fonts")
            }
            if isFolder.boolValue {
                if fontFiles(in: path).isEmpty {
                    throw InputError(
                        "the folder '\(path)' holds no font files (\(fontExtensions.sorted().joined(separator: ", ")))",
                        at: SourceLocation(file: path), field: "fonts")
                }
            } else {
                _ = try library.load(path: path)
            }
        }
        return library
    }

    // MARK: - Loading

    /// Loads face `index` of `path`, once: later calls return the same instance.
    public func load(path: String, index: Int = 0) throws -> FontFace {
        let key = path + "#" + String(index)
        if let face = state.lock.withLock({ state.loaded[key] }) { return face }
        let face = try FontFace.load(path: path, index: index)
        return state.lock.withLock {
            if let raced = state.loaded[key] { return raced }
            state.loaded[key] = face
            return face
        }
    }

    /// Every face in the directories (each member of a collection), directory by directory, sorted by
    /// path within each; files that are not usable fonts are skipped and listed in ``skippedFiles``.
    public func allFaces() -> [FontFace] {
        directories.indices.flatMap { faces(inDirectory: $0) }
    }

    /// The faces of directory `index`, scanned on first use (a large system directory is read only when a
    /// family is not found in the directories before it).
    private func faces(inDirectory index: Int) -> [FontFace] {
        if let scanned = state.lock.withLock({ state.scanned[index] }) { return scanned }
        var faces: [FontFace] = []
        var skipped: [String] = []
        for path in FontLibrary.fontFiles(in: directories[index]) {
            let count = (try? FontFace.faceCount(path: path)) ?? 1
            for face in 0..<count {
                do { faces.append(try load(path: path, index: face)) } catch { skipped.append(path) }
            }
        }
        return state.lock.withLock {
            if let raced = state.scanned[index] { return raced }
            state.scanned[index] = faces
            state.skipped += skipped
            return faces
        }
    }

    /// Files in the directories that looked like fonts but could not be loaded.
    public var skippedFiles: [String] {
        _ = allFaces()
        return state.lock.withLock { state.skipped }
    }

    /// The family names found, sorted and without duplicates.
    public func familyNames() -> [String] {
        Array(Set(allFaces().map(\.familyName))).sorted()
    }

    // MARK: - Finding

    /// The face of `family` (case-insensitive) closest to `weight` and `italic`: a static face of that
    /// exact weight, else a variable face whose `wght` axis covers it, else the nearest weight
    /// (heavier on a tie). The first directory that has the family wins. Throws an ``InputError``
    /// naming the closest family when none matches.
    public func face(family: String, weight: FontWeight = .regular, italic: Bool = false) throws -> FontFace {
        let wanted = FontLibrary.normalized(family)
        var candidates: [FontFace] = []
        for index in directories.indices where candidates.isEmpty {
            candidates = faces(inDirectory: index).filter { FontLibrary.normalized($0.familyName) == wanted }
        }
        guard !candidates.isEmpty else {
            let names = familyNames()
            let listed = names.count > 12 ? names.prefix(12).joined(separator: ", ") + ", …" : names.joined(separator: ", ")
            throw InputError(
                "no font family '\(family)' in \(directories.joined(separator: ", ")) (found: \(listed))",
                at: SourceLocation(file: directories.first ?? "<fonts>"), field: "font",
                suggestion: closestMatch(to: family, in: names))
        }
        let styled = candidates.filter { $0.isItalic == italic }
        let pool = styled.isEmpty ? candidates : styled
        if let exact = pool.first(where: { !$0.isVariable && $0.weight == weight }) { return exact }
        if let variable = pool.first(where: { face in
            face.axis(.weight).map { Double(weight.value) >= $0.minimum && Double(weight.value) <= $0.maximum } ?? false
        }) {
            return variable
        }
        return pool.min { a, b in
            let da = abs(a.weight.value - weight.value), db = abs(b.weight.value - weight.value)
            return da != db ? da < db : a.weight.value > b.weight.value
        }!
    }

    /// A face from a spec that is either a font file path (it contains `/` or ends in a font extension)
    /// or a family name.
    public func resolve(_ spec: String, weight: FontWeight = .regular, italic: Bool = false) throws -> FontFace {
        let lower = spec.lowercased()
        let ext = lower.split(separator: ".").last.map(String.init) ?? ""
        if spec.contains("/") || (FontLibrary.fontExtensions.contains(ext) && lower.contains(".")) {
            return try load(path: spec)
        }
        return try face(family: spec, weight: weight, italic: italic)
    }

    /// A cascade from font specs (paths or family names). One spec gets the default fallbacks
    /// (``defaultFallbackFamilies`` found in the library, nearest `weight`) after it; several are
    /// taken as the whole cascade, as given. Throws for an empty list or an unknown font.
    public func cascade(_ specs: [String], weight: FontWeight = .regular, italic: Bool = false) throws -> FontCascade {
        let faces = try specs.map { try resolve($0, weight: weight, italic: italic) }
        let cascade = try FontCascade(faces)
        guard specs.count == 1 else { return cascade }
        return cascade.appending(defaultFallbacks(weight: weight))
    }

    /// The default fallback faces present in the library, each at the weight nearest `weight`.
    public func defaultFallbacks(weight: FontWeight = .regular) -> FontCascade {
        FontCascade(unchecked: FontLibrary.defaultFallbackFamilies.compactMap { try? face(family: $0, weight: weight) })
    }

    // MARK: - Helpers

    private static func fontFiles(in directory: String) -> [String] {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), !isFolder.boolValue {
            return [directory]
        }
        var files: [String] = []
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
        while let relative = walker.nextObject() as? String {
            let ext = (relative as NSString).pathExtension.lowercased()
            if fontExtensions.contains(ext) { files.append((directory as NSString).appendingPathComponent(relative)) }
        }
        return files.sorted()
    }

    private static func normalized(_ family: String) -> String {
        String(family.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" })
    }

    /// `@unchecked Sendable`: its three mutable fields are only read and written inside `lock.withLock`.
    private final class State: @unchecked Sendable {
        let lock = Lock()
        var loaded: [String: FontFace] = [:]
        var scanned: [Int: [FontFace]] = [:]
        var skipped: [String] = []
    }
}
