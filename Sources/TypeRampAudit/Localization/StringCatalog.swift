import Foundation
import TypeRampCore
import TypeRampDecoding

/// Localized strings read from one file: by locale, then key.
///
/// Three formats are read, chosen by the file's extension: Apple String Catalogs (`.xcstrings`, every locale in one
/// JSON file), `.strings` files (one locale, from the `xx.lproj` folder or the file name) and gettext `.po` files
/// (one locale, from the header's `Language:` or the file name). Every reader throws a located ``InputError``.
public struct StringCatalog: Sendable {
    /// The file read.
    public var file: String
    /// The catalog's source (development) language, when it says (`.xcstrings`' `sourceLanguage`).
    public var sourceLanguage: String?
    /// Strings by locale, then key.
    public var strings: [String: [String: String]]

    /// Creates a catalog.
    public init(file: String, sourceLanguage: String? = nil, strings: [String: [String: String]]) {
        self.file = file
        self.sourceLanguage = sourceLanguage
        self.strings = strings
    }

    /// The locales with at least one string, sorted.
    public var locales: [String] { strings.keys.filter { !(strings[$0]?.isEmpty ?? true) }.sorted() }

    /// Reads `path`, choosing the reader by extension. `locale` names the locale of a one-locale file (`.strings`,
    /// `.po`) when neither its folder nor its header says.
    public static func load(path: String, locale: String? = nil) throws -> StringCatalog {
        let ext = (path as NSString).pathExtension.lowercased()
        switch ext {
        case "xcstrings":
            if locale != nil { throw InputError("a string catalog holds every locale; give it without 'LOCALE='", at: SourceLocation(file: path)) }
            return try XCStringsReader.load(path: path)
        case "strings": return try StringsFileReader.load(path: path, locale: locale)
        case "po": return try POFileReader.load(path: path, locale: locale)
        default:
            try InputError.checkNotFolder(path)
            throw InputError("unknown catalog format '.\(ext)': expected .xcstrings, .strings or .po", at: SourceLocation(file: path))
        }
    }

    /// The locale a one-locale file is for: the `xx.lproj` folder it sits in, else a file name that is a locale
    /// (`de.po`, `pt-BR.strings`).
    static func localeFromPath(_ path: String) -> String? {
        let components = (path as NSString).pathComponents
        if let lproj = components.last(where: { $0.hasSuffix(".lproj") }) {
            let name = String(lproj.dropLast(".lproj".count))
            return name == "Base" ? nil : name
        }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return looksLikeLocale(stem) ? stem : nil
    }

    /// A BCP 47-ish tag: a 2–3 letter language, optionally followed by script/region subtags.
    static func looksLikeLocale(_ text: String) -> Bool {
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// Reads a file as text: UTF-8, or UTF-16 with a byte-order mark (older `.strings` files).
    static func readText(_ path: String) throws -> String {
        // Bounded as spec files are (a device or an endless pipe is refused).
        let bytes = try InputFile.read(path, limit: SpecReader.maximumFileBytes, setting: "TYPERAMP_MAX_FILE_BYTES")
        let data = Data(bytes)
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            if let text = String(data: data, encoding: .utf16) { return text }
        }
        guard var text = String(data: data, encoding: .utf8) else {
            throw InputError("the file is neither UTF-8 nor UTF-16 with a byte-order mark", at: SourceLocation(file: path))
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return text
    }
}

/// Catalogs merged: later files win for the same locale and key.
public struct LocalizedStrings: Sendable {
    /// Strings by locale, then key.
    public var strings: [String: [String: String]] = [:]
    /// The source language named by a catalog, if any.
    public var sourceLanguage: String?
    /// Which files provide each locale, for messages.
    public var files: [String: [String]] = [:]

    /// Creates an empty set.
    public init() {}

    /// Adds a catalog's strings.
    public mutating func add(_ catalog: StringCatalog) {
        if sourceLanguage == nil { sourceLanguage = catalog.sourceLanguage }
        for (locale, table) in catalog.strings where !table.isEmpty {
            strings[locale, default: [:]].merge(table) { _, new in new }
            files[locale, default: []].append(catalog.file)
        }
    }

    /// Locales with strings, sorted.
    public var locales: [String] { strings.keys.sorted() }
}

extension StringCatalog {
    /// The app's own string catalogs under `folders`, as Xcode bundles them: every `.xcstrings` file and every
    /// `xx.lproj/*.strings` table (not `InfoPlist.strings`, which localizes the bundle's Info.plist, and not `Base.lproj`,
    /// which holds interface files' strings), sorted. Hidden folders and `.build` are skipped.
    public static func discover(under folders: [String]) -> [String] {
        var found: [String] = []
        for folder in folders {
            // A folder given as a symbolic link (`app -> ../checkout/App`) is walked where it points: Foundation's
            // enumerator does not descend into a link. Paths are still reported under the folder as given.
            let root = (folder as NSString).resolvingSymlinksInPath
            guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") || name == ".build" {
                    walker.skipDescendants()
                    continue
                }
                let parent = ((relative as NSString).deletingLastPathComponent as NSString).lastPathComponent
                if name.hasSuffix(".xcstrings")
                    || (name.hasSuffix(".strings") && name != "InfoPlist.strings" && parent.hasSuffix(".lproj") && parent != "Base.lproj")
                {
                    found.append((folder as NSString).appendingPathComponent(relative))
                }
            }
        }
        return Array(Set(found)).sorted()
    }
}
