import TypeRampCore
import TypeRampDecoding

/// Reads Apple String Catalogs (`.xcstrings`): a JSON object with `sourceLanguage`, `version` and `strings`, where
/// each key's `localizations` map a locale to a `stringUnit` (`state`, `value`) or to `variations` (plural, device).
///
/// For a string with variations the audit takes the longest form (a plural's `other` in German is usually it), since
/// the audit looks for the worst case. Strings whose state is `new` (untranslated) are skipped, as the app would show
/// the source text.
enum XCStringsReader {
    static func load(path: String) throws -> StringCatalog {
        let text = try StringCatalog.readText(path)
        return try parse(text, file: path)
    }

    static func parse(_ text: String, file: String) throws -> StringCatalog {
        let root = try SpecReader.parse(text, file: file)
        let top = try root.mapping()
        let source = try top.required("sourceLanguage").string()
        if let version = top.optional("version") { _ = try version.string() }
        var strings: [String: [String: String]] = [:]
        let entries = try top.required("strings").mapping()
        for (keyNode, entry) in entries.entries {
            let key = try keyNode.string()
            let map = try entry.mapping()
            if let should = map.optional("shouldTranslate"), try should.bool() == false { continue }
            guard let localizations = map.optional("localizations") else { continue }
            for (localeNode, localization) in try localizations.mapping().entries {
                let locale = try localeNode.string()
                if let value = try longestValue(localization) { strings[locale, default: [:]][key] = value }
            }
        }
        return StringCatalog(file: file, sourceLanguage: source, strings: strings)
    }

    /// The value of a localization: its string unit, or the longest of its variations' string units.
    static func longestValue(_ node: SpecNode) throws -> String? {
        let map = try node.mapping()
        var candidates: [String] = []
        if let unit = map.optional("stringUnit") {
            let u = try unit.mapping()
            let value = try u.required("value").string(allowingEmpty: true)
            let state = try u.optional("state")?.string()
            if state != "new" { candidates.append(value) }
        }
        if let variations = map.optional("variations") {
            for (_, kind) in try variations.mapping().entries {  // plural, device, …
                for (_, variant) in try kind.mapping().entries {  // one, other, iphone, …
                    if let value = try longestValue(variant) { candidates.append(value) }
                }
            }
        }
        return candidates.max { a, b in a.count != b.count ? a.count < b.count : a > b }
    }
}

extension SpecNode {
    /// The scalar's text, where an empty string is a value (an empty translation), not null.
    func string(allowingEmpty: Bool) throws -> String {
        if allowingEmpty, case .scalar(let text, let quoted) = kind, quoted || !text.isEmpty { return text }
        return try string()
    }
}
