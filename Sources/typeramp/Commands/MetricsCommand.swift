import ArgumentParser
import TypeRampCore
import TypeRampMetrics

/// `typeramp metrics`: the published text-style table of a platform.
struct MetricsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "metrics",
        abstract: "Print a platform's text styles: size, leading, weight and tracking at each content-size category.",
        discussion: """
            iOS cells come from Apple's HIG (data/metrics/ios-dynamic-type.csv). The iOS 17 extra large titles are \
            published at Large only; ask for them with --style to see the derived sizes (marked derived).
            """
    )

    @Option(help: "ios, watchos, tvos, macos or android (Material 3 type scale, sp).")
    var platform: Platform = .ios

    @Option(help: "Only this text style (e.g. body, title1, caption2).")
    var style: String?

    @Option(help: "Only this category (any spelling: large, xxxLarge, accessibility5, ax5, UICTContentSizeCategoryL …).")
    var category: String?

    @Option(help: "table, json or csv.")
    var format: OutputFormat = .table

    func run() throws {
        let table = PlatformTable.table(for: platform)
        var rows = table.rows
        if let style {
            guard table.styleNames.contains(style) else {
                let resolved = TextStyle(parsing: style).map(\.rawValue)
                guard let resolved, table.styleNames.contains(resolved) else {
                    let near = closestMatch(to: style, in: table.styleNames).map { " (did you mean '\($0)'?)" } ?? ""
                    throw ValidationError(
                        "unknown \(platform.rawValue) text style '\(style)'\(near); valid: \(table.styleNames.joined(separator: ", "))")
                }
                // A spelling other than the table's (`Body`, `title`): the same style, and the other filters still apply.
                rows = rows.filter { $0.styleName == resolved }
                return try filterCategory(rows, table: table)
            }
            rows = rows.filter { $0.styleName == style }
        } else {
            // The extra large titles are published at Large only: listed when asked for by name.
            rows = rows.filter { !($0.style?.isExtraLargeTitle ?? false) }
        }
        try filterCategory(rows, table: table)
    }

    /// Keeps the rows of `--category` (when given) and prints them.
    func filterCategory(_ rows: [StyleMetrics], table: PlatformTable) throws {
        var rows = rows
        if let category {
            let parsed = try parseCategory(category, option: "--category")
            if table.categories.isEmpty {
                throw ValidationError("\(platform.rawValue) has fixed text sizes: it has no content-size categories")
            }
            guard table.categories.contains(parsed) else {
                throw ValidationError(
                    "\(platform.rawValue) does not publish \(parsed.uikitName); it has \(table.categories.map(\.higName).joined(separator: ", "))")
            }
            rows = rows.filter { $0.category == parsed }
        }
        emit(rows, table: table)
    }

    private func emit(_ rows: [StyleMetrics], table: PlatformTable) {
        switch format {
        case .json:
            let cells: [JSONValue] = rows.map { row in
                var members: [(String, JSONValue)] = [
                    ("category", row.category.map { .string($0.uikitName) } ?? .null),
                    ("style", .string(row.styleName)),
                    ("size", .number(row.size)),
                    ("leading", row.leading.map { .number($0) } ?? .null),
                    ("weight", .string(row.weight.name)),
                    ("emphasizedWeight", row.emphasizedWeight.map { .string($0.name) } ?? .null),
                    ("tracking", .number(row.tracking)),
                    ("derived", .bool(row.isDerived)),
                ]
                if !row.note.isEmpty { members.append(("note", .string(row.note))) }
                return .object(members)
            }
            let document: JSONValue = .object([
                ("schema", .string("typeramp.metrics/1")),
                ("platform", .string(platform.rawValue)),
                ("units", .string(platform == .android ? "sp" : "pt")),
                ("sources", .array(table.sources.map { .string($0) })),
                ("cells", .array(cells)),
            ])
            writeStdout(document.serialized() + "\n")
        case .csv:
            let body = rows.map { row in
                [
                    platform.rawValue, row.category?.uikitName ?? "", row.styleName, formatDecimal(row.size),
                    row.leading.map { formatDecimal($0) } ?? "", row.weight.name,
                ]
            }
            writeStdout(csvTable(header: ["platform", "category", "style", "size", "leading", "weight"], rows: body))
        case .table:
            let body = rows.map { row in
                [
                    row.category?.uikitName ?? "-", row.styleName, formatDecimal(row.size),
                    row.leading.map { formatDecimal($0) } ?? "-", row.weight.name, row.emphasizedWeight?.name ?? "-",
                    formatFixed(row.tracking, fractionDigits: 2), row.isDerived ? "derived" : "",
                ]
            }
            let unit = platform == .android ? "sp" : "pt"
            writeStdout(
                alignedTable(
                    header: ["category", "style", "size \(unit)", "leading \(unit)", "weight", "emphasized", "tracking \(unit)", ""], rows: body))
        }
    }
}
