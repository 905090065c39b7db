import ArgumentParser
import Foundation
import TypeRampAudit
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampMetrics

/// A usage error of `typeramp audit`: printed as `typeramp: error: …` and exit status 1.
struct AuditUsageError: Error {
    var message: String
}

/// The report formats.
enum AuditFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, junit, html, github
}

/// Where reports go: the main format on standard output (or `--output`), and any number of extra files.
struct AuditOutputOptions: ParsableArguments {
    @Option(
        help:
            "text (default), json, sarif, junit, html or github (GitHub Actions annotations): the report written to standard output or --output."
    )
    var format: AuditFormat?

    /// The main report's format: `--format`, else text.
    var resolvedFormat: AuditFormat { format ?? .text }

    @Option(help: ArgumentHelp("Write the --format report to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Also write the HTML report to DIR/index.html (the folder is created).", valueName: "dir"))
    var report: String?

    @Option(help: ArgumentHelp("Also write the JSON report (schema typeramp.audit/2) to this file.", valueName: "file"))
    var json: String?

    @Option(help: ArgumentHelp("Also write SARIF 2.1.0 to this file.", valueName: "file"))
    var sarif: String?

    @Option(help: ArgumentHelp("Also write JUnit XML to this file.", valueName: "file"))
    var junit: String?

    /// For the build-tool plugin: a Swift file of comments only, saying the audit ran and what it found. SwiftPM
    /// compiles a build command's Swift outputs and bundles any other output into the app as a resource, so the
    /// plugin's declared output is this file rather than a report.
    @Option(help: .hidden)
    var buildStamp: String?

    @Flag(help: "Fail (exit 3) on warnings too.")
    var strict = false

    @Flag(help: "Write the HTML report into a folder TypeRamp did not write (its other files are kept).")
    var force = false

    @Flag(help: "No progress on standard error.")
    var noProgress = false
}

/// Options of the audit's matrix, rules, catalogs and baseline.
struct AuditMatrixOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Categories: all (default), a range like large...ax5, or a list like l,ax1,ax5.", valueName: "list"))
    var categories: String?

    // `.unconditional`: `--widths -5` is a (bad) value to report clearly, not an unknown option.
    @Option(parsing: .unconditional, help: ArgumentHelp("Viewport widths in points, comma-separated (default: 320,393,430).", valueName: "points"))
    var widths: String?

    @Option(help: "Device presets whose widths to audit, comma-separated (\(Device.presets.map(\.id).joined(separator: ", "))).")
    var devices: String?

    @Option(
        help: ArgumentHelp(
            "Locales to audit besides the base language, comma-separated (e.g. de,ja,ar); each must be in a catalog.", valueName: "ids"))
    var locales: String?

    @Option(
        name: .customLong("strings"),
        help: ArgumentHelp(
            "A string catalog: .xcstrings, .strings or .po; LOCALE=FILE names a one-locale file's locale (repeatable).", valueName: "file"))
    var catalogs: [String] = []

    @Option(help: ArgumentHelp("Pseudolanguages to audit: double-length, accented, rtl (comma-separated).", valueName: "names"))
    var pseudo: String?

    @Option(help: ArgumentHelp("The base (development) language (default: the catalog's sourceLanguage, else en).", valueName: "id"))
    var baseLocale: String?

    @Flag(help: "Audit with Bold Text off and on.")
    var boldText = false

    @Option(help: ArgumentHelp("A rule's severity: RULE=error|warning|information|off (repeatable).", valueName: "rule=level"))
    var severity: [String] = []

    @Option(help: ArgumentHelp("A rule's threshold: touch-target-too-small=48, text-below-minimum-size=12 (repeatable).", valueName: "rule=value"))
    var threshold: [String] = []

    @Option(help: ArgumentHelp("Known findings (a file written by --write-baseline): only new findings fail.", valueName: "file"))
    var baseline: String?

    @Flag(help: "Write every current warning and error to the --baseline file and exit 0.")
    var writeBaseline = false

    @Option(help: ArgumentHelp("Worker threads (default: every core). The report is the same for any number.", valueName: "n"))
    var jobs: Int = 0

    @Option(
        help: ArgumentHelp("Audit only slice i of n of the matrix (e.g. 2/4); join the JSON reports with 'typeramp audit merge'.", valueName: "i/n"))
    var shard: String?

    /// The files these options read besides the screens: the catalogs, and the baseline unless it is being written.
    var inputFiles: [String] {
        catalogs.map { item in
            if let eq = item.firstIndex(of: "="), !item[..<eq].contains("/") { return String(item[item.index(after: eq)...]) }
            return item
        } + (writeBaseline ? [] : baseline.map { [$0] } ?? [])
    }

    // MARK: - Parsing

    func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The items of a comma-separated option; an option given with no item (`--categories ""`) is a usage error.
    func nonEmptyList(_ text: String, option: String, expected: String) throws -> [String] {
        let items = list(text)
        if items.isEmpty { throw AuditUsageError(message: "\(option) is empty: give \(expected)") }
        return items
    }

    func parsedCategories() throws -> [ContentSizeCategory] {
        let categories = self.categories ?? "all"
        if categories == "all" { return ContentSizeCategory.allCases }
        _ = try nonEmptyList(categories, option: "--categories", expected: "'all', a range such as l...ax5, or categories such as xs,l,ax5")
        if categories.contains("..."), let range = ContentSizeCategoryRange(parsing: categories), !range.categories.isEmpty {
            return range.categories
        }
        return try list(categories).map { text in
            guard let c = ContentSizeCategory(parsing: text) else {
                throw AuditUsageError(
                    message: "--categories: unknown content-size category '\(text)'"
                        + (closestMatch(to: text, in: ContentSizeCategory.allSpellings).map { " (did you mean '\($0)'?)" } ?? ""))
            }
            return c
        }
    }

    func parsedWidths() throws -> [Points] {
        var out: [Points] = []
        if let widths { _ = try nonEmptyList(widths, option: "--widths", expected: "widths in points such as 320,393") }
        if let devices {
            _ = try nonEmptyList(
                devices, option: "--devices", expected: "device ids such as \(Device.presets.map(\.id).prefix(3).joined(separator: ","))")
        }
        for text in list(widths ?? "") {
            guard let w = Double(text), w.isFinite, w > 0 else {
                throw AuditUsageError(message: "--widths: '\(text)' is not a positive number of points")
            }
            guard w <= SpecReader.maximumNumber else {
                throw AuditUsageError(
                    message: "--widths: '\(text)' is out of range: at most \(formatDecimal(SpecReader.maximumNumber)) points (TYPERAMP_MAX_NUMBER)")
            }
            out.append(w)
        }
        for id in list(devices ?? "") {
            guard let d = Device.named(id) else {
                throw AuditUsageError(
                    message: "--devices: unknown device '\(id)'"
                        + (closestMatch(to: id, in: Device.presets.map(\.id)).map { " (did you mean '\($0)'?)" } ?? "")
                        + "; presets: \(Device.presets.map(\.id).joined(separator: ", "))")
            }
            out.append(d.width)
        }
        return out.isEmpty ? AuditMatrix.defaultWidths : out
    }

    /// The rules in force: `base` (the configuration file's), then `--severity` and `--threshold` over it.
    func rules(base: RuleConfiguration = RuleConfiguration()) throws -> RuleConfiguration {
        var config = base
        for item in severity {
            let (id, value) = try pair(item, option: "--severity")
            if value == "off" { config.disabled.insert(id); continue }
            guard let s = Severity(rawValue: value) else {
                throw AuditUsageError(message: "--severity \(item): the level is error, warning, information or off")
            }
            config.severities[id] = s
            config.disabled.remove(id)
        }
        for item in threshold {
            let (id, value) = try pair(item, option: "--threshold")
            guard AuditRule.named(id).threshold != nil else {
                let tunable = AuditRule.catalog.filter { $0.threshold != nil }.map(\.id.rawValue)
                throw AuditUsageError(message: "--threshold \(item): rule '\(id)' has no threshold; tunable: \(tunable.joined(separator: ", "))")
            }
            guard let v = Double(value), v.isFinite, v > 0 else {
                throw AuditUsageError(message: "--threshold \(item): '\(value)' is not a positive number")
            }
            config.thresholds[id] = v
        }
        return config
    }

    func pair(_ item: String, option: String) throws -> (RuleID, String) {
        let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { throw AuditUsageError(message: "\(option) takes RULE=VALUE, found '\(item)'") }
        guard let id = RuleID(rawValue: parts[0]) else {
            throw AuditUsageError(
                message: "\(option): unknown rule '\(parts[0])'"
                    + (closestMatch(to: parts[0], in: AuditRule.allIds).map { " (did you mean '\($0)'?)" } ?? ""))
        }
        return (id, parts[1])
    }

    /// Reads the catalogs (located errors) and resolves the locales: the base language first, then --locales (each
    /// must be in a catalog), then the pseudolanguages.
    ///
    /// `found`: the catalogs were found beside the Swift source rather than given, so one that cannot be read is reported
    /// and left out (an app's stray file does not stop its audit); a given one that cannot be read is an error.
    func localization(found: Bool = false) throws -> (LocalizedStrings, [AuditLocale]) {
        let strings = try loadCatalogs(catalogs, skippingUnreadable: found)
        if let baseLocale, !isLanguageTag(baseLocale) {
            throw AuditUsageError(
                message: "--base-locale '\(baseLocale.excerpt(40).escapingControlCharacters)' is not a language tag (BCP 47, e.g. en, de-CH)")
        }
        let base = baseLocale ?? strings.sourceLanguage ?? "en"
        var result = [AuditLocale(id: base)]
        if let locales { _ = try nonEmptyList(locales, option: "--locales", expected: "locale ids from the catalogs, such as de,ar") }
        if let pseudo { _ = try nonEmptyList(pseudo, option: "--pseudo", expected: "double-length, accented or rtl") }
        for id in list(locales ?? "") where id != base {
            guard strings.strings[id] != nil else {
                let known = strings.locales.filter { $0 != base }
                let near = closestMatch(to: id, in: known).map { " (did you mean '\($0)'?)" } ?? ""
                let have =
                    catalogs.isEmpty
                    ? "no catalog was given (--strings FILE)"
                    : "the catalogs have \(known.isEmpty ? "no other locale" : known.joined(separator: ", "))"
                throw AuditUsageError(message: "--locales: unknown locale '\(id)'\(near): \(have)")
            }
            result.append(AuditLocale(id: id))
        }
        for name in list(pseudo ?? "") {
            guard let p = Pseudolanguage(parsing: name) else {
                throw AuditUsageError(message: "--pseudo: unknown pseudolanguage '\(name)'; valid: double-length, accented, rtl")
            }
            result.append(AuditLocale(pseudo: p))
        }
        return (strings, result)
    }

    func parsedShard() throws -> Shard? {
        guard let shard else { return nil }
        guard let s = Shard(parsing: shard) else { throw AuditUsageError(message: "--shard takes i/n with 1 ≤ i ≤ n, found '\(shard)'") }
        return s
    }
}

/// The string catalogs of `--strings` options: `path`, or `locale=path` for a `.strings`/`.po` file of one locale.
/// Throws located errors for unreadable or malformed catalogs.
/// With `skippingUnreadable`, a catalog that cannot be read is reported on standard error and left out.
func loadCatalogs(_ items: [String], skippingUnreadable: Bool = false) throws -> LocalizedStrings {
    var strings = LocalizedStrings()
    for item in items {
        var path = item, locale: String?
        if let eq = item.firstIndex(of: "="), !item[..<eq].contains("/") {
            locale = String(item[..<eq]); path = String(item[item.index(after: eq)...])
        }
        do {
            strings.add(try StringCatalog.load(path: path, locale: locale))
        } catch let error as InputError where skippingUnreadable {
            writeStderr("typeramp: \(error.description) (a catalog found beside the source: left out)")
        }
    }
    return strings
}

/// The catalogs found beside Swift source (``StringCatalog/discover(under:)``), as one line for standard error: how many,
/// and the development language's (or the first) few by name.
func discoveredCatalogsMessage(_ found: [String]) -> String {
    let main = found.filter { $0.hasSuffix(".xcstrings") || $0.contains("/en.lproj/") || $0.contains("/Base.lproj/") }
    let named = (main.isEmpty ? found : main).prefix(3)
    let more = found.count - named.count
    return "typeramp: strings: \(found.count) catalog\(found.count == 1 ? "" : "s") found beside the Swift source (\(named.joined(separator: ", "))"
        + (more > 0 ? " and \(more) more" : "") + "); --strings chooses others"
}

/// Whether `text` has the shape of a BCP 47 language tag (`en`, `de-CH`, `zh-Hant-TW`): 1 to 64 ASCII letters, digits, `-`
/// and `_`. What a `--locale` or `--base-locale` must be, so that nothing else reaches ICU or an output.
func isLanguageTag(_ text: String) -> Bool {
    !text.isEmpty && text.count <= 64 && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
}
