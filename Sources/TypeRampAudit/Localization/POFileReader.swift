import TypeRampCore

/// Reads gettext `.po` files: entries of `msgctxt`, `msgid`, `msgid_plural` and `msgstr` / `msgstr[n]`, each a
/// quoted string continued by further quoted lines, with `#` comments. Untranslated (empty) and `#, fuzzy` entries
/// are skipped, as gettext does at run time. The key is the `msgid`; an entry with a `msgctxt` is also found under
/// its context (apps that use keys such as `feed.title` as contexts). For plurals the longest form is taken.
enum POFileReader {
    static func load(path: String, locale: String?) throws -> StringCatalog {
        let text = try StringCatalog.readText(path)
        let (table, language) = try parse(text, file: path)
        guard let locale = locale ?? language ?? StringCatalog.localeFromPath(path) else {
            throw InputError(
                "cannot tell the locale of this file: set 'Language:' in its header, name it de.po, or pass de=\(path)",
                at: SourceLocation(file: path, line: 1, column: 1))
        }
        return StringCatalog(file: path, strings: [locale: table])
    }

    struct Entry {
        var context: String?
        var id: String?
        var translations: [Int: String] = [:]
        var fuzzy = false
        var line = 0
    }

    static func parse(_ text: String, file: String) throws -> (table: [String: String], language: String?) {
        var table: [String: String] = [:]
        var language: String?
        var entry = Entry()
        var pendingFuzzy = false
        /// Where continuation lines go: the keyword of the last field.
        var field: (keyword: String, index: Int)?

        func finish() throws {
            defer { entry = Entry(); field = nil }
            guard let id = entry.id else {
                if entry.context != nil || !entry.translations.isEmpty {
                    throw InputError("an entry needs a msgid", at: SourceLocation(file: file, line: entry.line, column: 1))
                }
                return
            }
            if id.isEmpty {
                // The header: "Language: de\n" among its lines.
                for headerLine in (entry.translations[0] ?? "").split(separator: "\n") where headerLine.hasPrefix("Language:") {
                    let value = headerLine.dropFirst("Language:".count).trimmingCharacters(in: .whitespaces)
                    if !value.isEmpty { language = value.replacingOccurrences(of: "_", with: "-") }
                }
                return
            }
            guard !entry.fuzzy else { return }
            let forms = entry.translations.sorted { $0.key < $1.key }.map(\.value).filter { !$0.isEmpty }
            guard let value = forms.max(by: { $0.count != $1.count ? $0.count < $1.count : $0 > $1 }) else { return }
            table[id] = value
            if let context = entry.context { table[context] = value }
        }

        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = offset + 1
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line.hasPrefix("#") {
                if line.hasPrefix("#,") && line.contains("fuzzy") { pendingFuzzy = true }
                continue
            }
            let column = rawLine.distance(from: rawLine.startIndex, to: rawLine.firstIndex { $0 != " " && $0 != "\t" } ?? rawLine.startIndex) + 1
            if line.hasPrefix("\"") {
                guard let field else {
                    throw InputError(
                        "a quoted line must continue a msgid or msgstr", at: SourceLocation(file: file, line: lineNumber, column: column))
                }
                let more = try quoted(line, file: file, line: lineNumber, column: column)
                append(more, to: field, in: &entry)
                continue
            }
            guard let space = line.firstIndex(where: { $0 == " " || $0 == "\t" }) else {
                throw InputError("expected a keyword and a quoted string", at: SourceLocation(file: file, line: lineNumber, column: column))
            }
            let keyword = String(line[..<space])
            let rest = line[space...].trimmingCharacters(in: .whitespaces)
            let restColumn = column + line.distance(from: line.startIndex, to: space) + 1
            var name = keyword, index = 0
            if keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"), let n = Int(keyword.dropFirst(7).dropLast()) {
                name = "msgstr"; index = n
            }
            switch name {
            case "msgctxt", "msgid":
                // A new entry starts at its msgctxt, or at its msgid when it has no context.
                if entry.id != nil || (name == "msgctxt" && entry.context != nil) { try finish() }
                if entry.line == 0 { entry.line = lineNumber; entry.fuzzy = pendingFuzzy; pendingFuzzy = false }
            case "msgid_plural", "msgstr":
                guard entry.id != nil else {
                    throw InputError("\(keyword) before its msgid", at: SourceLocation(file: file, line: lineNumber, column: column))
                }
            default:
                throw InputError(
                    "unknown keyword '\(keyword)'", at: SourceLocation(file: file, line: lineNumber, column: column),
                    suggestion: closestMatch(to: keyword, in: ["msgctxt", "msgid", "msgid_plural", "msgstr"]))
            }
            let value = try quoted(rest, file: file, line: lineNumber, column: restColumn)
            field = (name, index)
            switch name {
            case "msgctxt": entry.context = value
            case "msgid": entry.id = value
            case "msgid_plural": break
            default: entry.translations[index] = value
            }
        }
        try finish()
        return (table, language)
    }

    static func append(_ text: String, to field: (keyword: String, index: Int), in entry: inout Entry) {
        switch field.keyword {
        case "msgctxt": entry.context = (entry.context ?? "") + text
        case "msgid": entry.id = (entry.id ?? "") + text
        case "msgid_plural": break
        default: entry.translations[field.index, default: ""] += text
        }
    }

    /// The content of a C-style quoted string that makes up the whole of `text`.
    static func quoted(_ text: String, file: String, line: Int, column: Int) throws -> String {
        let scalars = Array(text.unicodeScalars)
        func fail(_ message: String, _ at: Int) -> InputError {
            InputError(message, at: SourceLocation(file: file, line: line, column: column + at))
        }
        guard scalars.first == "\"" else { throw fail("expected a string in double quotes", 0) }
        var out = String.UnicodeScalarView()
        var i = 1
        while true {
            guard i < scalars.count else { throw fail("unterminated string", 0) }
            let c = scalars[i]
            if c == "\"" { break }
            if c == "\\" {
                guard i + 1 < scalars.count else { throw fail("unterminated string", 0) }
                let e = scalars[i + 1]
                switch e {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "\"", "\\": out.append(e)
                default: throw fail("unknown escape '\\\(e)'", i)
                }
                i += 2
                continue
            }
            out.append(c)
            i += 1
        }
        let trailing = scalars[(i + 1)...].filter { !$0.properties.isWhitespace }
        if let extra = trailing.first { throw fail("unexpected '\(extra)' after the string", i + 1) }
        return String(out)
    }
}
