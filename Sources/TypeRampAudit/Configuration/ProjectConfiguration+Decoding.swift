import Foundation
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampMetrics

extension ProjectConfiguration {
    /// The top-level keys of `.typeramp.yml` besides rule ids (which configure one rule each).
    public static let keys = [
        "included", "excluded", "disabled_rules", "opt_in_rules", "strings", "widths", "devices", "locales", "base_locale", "pseudo",
        "categories", "bold_text", "reporter", "report", "sarif", "baseline", "strict", "larger_text",
    ]

    /// The keys of a rule's mapping (`touch-target-too-small: {severity: error, threshold: 48}`).
    public static let ruleKeys = ["severity", "threshold"]

    /// The nearest `.typeramp.yml` in `directory` or a folder above it, as SwiftLint finds `.swiftlint.yml`; nil when
    /// there is none up to the root.
    public static func find(from directory: String) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(fileName)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue { return candidate.path }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// Reads the configuration file at `path`. Its relative paths are resolved against the file's folder and written
    /// relative to `workingDirectory` (the folder the command runs in). Throws an ``InputError`` naming the file, line,
    /// column and key for anything it does not understand, unknown keys included.
    public static func load(path: String, workingDirectory: String = FileManager.default.currentDirectoryPath) throws -> ProjectConfiguration {
        try InputError.checkNotFolder(path)
        let node = try SpecReader.load(path: path)
        let folder = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true))
            .standardizedFileURL.deletingLastPathComponent().path
        // Each path as seen from the working folder, written as short as it can be (`Sources`, not `../here/Sources`).
        var configuration = try decode(node) { p in
            if p.hasPrefix("/") { return p }
            let relative = relativePath(from: workingDirectory, to: (folder as NSString).appendingPathComponent(p))
            return relative.isEmpty ? "." : relative
        }
        configuration.file = path
        return configuration
    }

    /// Decodes a configuration document; relative paths in it are prefixed with `base` (a folder, "" for none).
    public static func decode(_ node: SpecNode, base: String = "") throws -> ProjectConfiguration {
        try decode(node) { resolve($0, base: base) }
    }

    /// Decodes a configuration document, passing each path in it through `resolvePath`.
    static func decode(_ node: SpecNode, resolvePath: (String) -> String) throws -> ProjectConfiguration {
        var c = ProjectConfiguration()
        if node.isNull { return c }
        let map = try node.mapping()
        let ruleIds = AuditRule.allIds
        for (key, _) in map.entries {
            let name = try key.string()
            if !keys.contains(name) && !ruleIds.contains(name) {
                throw key.error("unknown key '\(name)'", suggestion: closestMatch(to: name, in: keys + ruleIds))
            }
        }
        func strings(_ key: String, nonEmpty: Bool = false) throws -> [String]? {
            guard let value = map.optional(key) else { return nil }
            let items: [String]
            if case .scalar = value.kind { items = [try value.string()] } else { items = try value.sequence().map { try $0.string() } }
            if nonEmpty && items.isEmpty { throw value.error("the list is empty: leave the key out for the default") }
            return items
        }
        func path(_ p: String) -> String { resolvePath(p) }

        c.included = try strings("included")?.map(path) ?? []
        c.excluded = try strings("excluded")?.map(path) ?? []
        c.disabledRules = try ruleList(map, "disabled_rules")
        c.optInRules = try ruleList(map, "opt_in_rules")
        for id in c.optInRules where c.disabledRules.contains(id) {
            throw map.optional("opt_in_rules")!.error("rule '\(id)' is both in disabled_rules and in opt_in_rules")
        }
        c.strings =
            try strings("strings")?.map { item in
                if let eq = item.firstIndex(of: "="), !item[..<eq].contains("/") {
                    return String(item[...eq]) + path(String(item[item.index(after: eq)...]))
                }
                return path(item)
            } ?? []
        if let value = map.optional("widths") {
            let items = try value.sequence()
            if items.isEmpty { throw value.error("the list is empty: leave the key out for the default widths") }
            c.widths = try items.map { try $0.positiveDouble() }
        }
        if let value = map.optional("devices") {
            let items = try value.sequence()
            if items.isEmpty { throw value.error("the list is empty: leave the key out for the default widths") }
            c.devices = try items.map { item in
                try item.parsed(as: "device", candidates: Device.presets.map(\.id)) { Device.named($0) }.id
            }
        }
        c.locales = try strings("locales") ?? []
        c.baseLocale = try map.optional("base_locale")?.string()
        if let value = map.optional("pseudo") {
            let items = try value.sequence()
            c.pseudo = try items.map { item in
                try item.parsed(as: "pseudolanguage", candidates: Pseudolanguage.allCases.map(\.rawValue)) { Pseudolanguage(parsing: $0) }
                    .rawValue
            }
        }
        if let value = map.optional("categories") { c.categories = try categories(value) }
        c.boldText = try map.optional("bold_text")?.bool() ?? false
        if let value = map.optional("reporter") {
            c.reporter = try value.parsed(as: "reporter", candidates: reporters) { reporters.contains($0) ? $0 : nil }
        }
        c.report = try map.optional("report").map { path(try $0.string()) }
        c.sarif = try map.optional("sarif").map { path(try $0.string()) }
        c.baseline = try map.optional("baseline").map { path(try $0.string()) }
        c.strict = try map.optional("strict")?.bool() ?? false
        if let value = map.optional("larger_text") { c.largerText = try LargerTextConfiguration.decode(value) }

        for (key, value) in map.entries {
            guard let id = RuleID(rawValue: try key.string()), !value.isNull else { continue }
            try decodeRule(id, value, into: &c)
        }
        return c
    }

    private static func ruleList(_ map: SpecMapping, _ key: String) throws -> [RuleID] {
        guard let value = map.optional(key) else { return [] }
        return try value.sequence().map { item in
            try item.parsed(as: "rule", candidates: AuditRule.allIds) { RuleID(rawValue: $0) }
        }
    }

    /// `text-truncated: error`, `text-truncated: off`, or `touch-target-too-small: {severity: error, threshold: 48}`.
    private static func decodeRule(_ id: RuleID, _ value: SpecNode, into c: inout ProjectConfiguration) throws {
        func severity(_ node: SpecNode) throws {
            let levels = Severity.allCases.map(\.rawValue) + ["off"]
            let text = try node.parsed(as: "severity", candidates: levels) { levels.contains($0) ? $0 : nil }
            if text == "off" {
                if !c.disabledRules.contains(id) { c.disabledRules.append(id) }
            } else {
                c.severities[id] = Severity(rawValue: text)!
            }
        }
        if case .scalar = value.kind {
            try severity(value)
            return
        }
        let map = try value.mapping()
        try map.rejectUnknownKeys(ruleKeys)
        if let node = map.optional("severity") { try severity(node) }
        if let node = map.optional("threshold") {
            guard let threshold = AuditRule.named(id).threshold else {
                let tunable = AuditRule.catalog.filter { $0.threshold != nil }.map(\.id.rawValue)
                throw node.error("rule '\(id)' has no threshold; rules with one: \(tunable.joined(separator: ", "))")
            }
            _ = threshold
            c.thresholds[id] = try node.positiveDouble()
        }
    }

    /// `all`, `l...ax5`, `l,ax1,ax5` or a list of categories, checked and written as `--categories` takes it.
    private static func categories(_ value: SpecNode) throws -> String {
        if case .sequence(let items) = value.kind {
            if items.isEmpty { throw value.error("the list is empty: leave the key out for every category") }
            return try items.map { item in
                try item.parsed(as: "content-size category", candidates: ContentSizeCategory.allSpellings) { ContentSizeCategory(parsing: $0) }
                    .shortName
            }.joined(separator: ",")
        }
        let text = try value.string()
        if text == "all" { return text }
        if text.contains("...") {
            guard let range = ContentSizeCategoryRange(parsing: text), !range.categories.isEmpty else {
                throw value.error("'\(text)' is not a range of content-size categories such as l...ax5")
            }
            return text
        }
        for part in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard ContentSizeCategory(parsing: part) != nil else {
                throw value.error("unknown content-size category '\(part)'", suggestion: closestMatch(to: part, in: ContentSizeCategory.allSpellings))
            }
        }
        return text
    }

    /// `path` (relative to the configuration's folder) as seen from the working folder: `base/path`, unchanged when
    /// absolute or when `base` is empty.
    static func resolve(_ path: String, base: String) -> String {
        if path.hasPrefix("/") || base.isEmpty { return path }
        var p = path
        while p.hasPrefix("./") { p.removeFirst(2) }
        if p.isEmpty || p == "." { return base }
        return base + "/" + p
    }

    /// The relative path from folder `from` to folder or file `to` ("" when they are the same, `../..` for a folder two up).
    public static func relativePath(from: String, to: String) -> String {
        let a = URL(fileURLWithPath: from).standardizedFileURL.pathComponents
        let b = URL(fileURLWithPath: to).standardizedFileURL.pathComponents
        var common = 0
        while common < a.count && common < b.count && a[common] == b[common] { common += 1 }
        let parts = Array(repeating: "..", count: a.count - common) + b[common...]
        return parts.joined(separator: "/")
    }
}

extension LargerTextConfiguration {
    /// The keys of `larger_text`.
    public static let keys = ["common_tasks", "exemptions", "largest_category"]

    /// Decodes the `larger_text` mapping, with located errors.
    public static func decode(_ node: SpecNode) throws -> LargerTextConfiguration {
        var c = LargerTextConfiguration()
        let map = try node.mapping()
        try map.rejectUnknownKeys(keys)
        if let tasks = map.optional("common_tasks") {
            c.commonTasks = try tasks.sequence().map { item in
                let task = try item.mapping()
                try task.rejectUnknownKeys(["name", "screens"])
                let screens = try task.required("screens")
                let names = try screens.sequence().map { try $0.string() }
                if names.isEmpty { throw screens.error("a common task needs at least one screen") }
                return Task(name: try task.required("name").string(), screens: names)
            }
        }
        if let exemptions = map.optional("exemptions") {
            c.exemptions = try exemptions.sequence().map { item in
                let exemption = try item.mapping()
                try exemption.rejectUnknownKeys(["screen", "reason"])
                return Exemption(screen: try exemption.required("screen").string(), reason: try exemption.required("reason").string())
            }
        }
        if let value = map.optional("largest_category") {
            c.largestCategory =
                try value.parsed(as: "content-size category", candidates: ContentSizeCategory.allSpellings) { ContentSizeCategory(parsing: $0) }
                .shortName
        }
        return c
    }
}
