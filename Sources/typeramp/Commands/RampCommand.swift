import ArgumentParser
import TypeRampCore
import TypeRampMetrics

/// `typeramp ramp`: a design system's type ramp resolved at every category.
struct RampCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ramp",
        abstract: "Resolve a type-ramp spec (YAML/JSON) at one or all content-size categories.",
        discussion: "Sizes follow scaledFont(for:maximumPointSize:) of each style's relativeTo text style; see docs/metrics.md."
    )

    @Argument(help: "The type-ramp spec (e.g. examples/ramp.yaml).")
    var file: String

    @Option(help: "Only this category.")
    var category: String?

    @Flag(help: "Resolve with Bold Text on (heavier weights).")
    var boldText = false

    @OptionGroup var scaling: ScalingOptions

    @Option(help: "table, json or csv.")
    var format: OutputFormat = .table

    func run() throws {
        try reportingErrors {
            let ramp = try TypeRamp.load(path: file)
            for note in ramp.syntheticItalicNotes { writeStderr("typeramp: " + note) }
            let table = try scaling.table()
            let categories = try category.map { [try parseCategory($0, option: "--category")] } ?? ContentSizeCategory.allCases
            let resolved = categories.map { ramp.resolved(at: $0, boldText: boldText, table: table) }
            switch format {
            case .json: writeStdout(json(ramp, categories, resolved, table).serialized() + "\n")
            case .csv:
                var rows: [[String]] = []
                for (styleIndex, style) in ramp.styles.enumerated() {
                    for (c, category) in categories.enumerated() {
                        let r = resolved[c][styleIndex]
                        rows.append([
                            style.name, category.uikitName, formatDecimal(r.size), r.lineHeight.map { formatDecimal($0) } ?? "",
                            r.weight.name, formatDecimal(r.tracking), style.family,
                        ])
                    }
                }
                writeStdout(csvTable(header: ["style", "category", "size", "lineHeight", "weight", "tracking", "family"], rows: rows))
            case .table:
                writeStdout("\(ramp.name): \(ramp.styles.count) styles, \(table.name) scaling\(boldText ? ", Bold Text on" : "")\n")
                if categories.count == 1 {
                    let rows = resolved[0].enumerated().map { i, r -> [String] in
                        let style = ramp.styles[i]
                        return [
                            r.name, style.relativeTo?.rawValue ?? "fixed", formatDecimal(r.size),
                            r.lineHeight.map { formatDecimal($0) } ?? "font", r.weight.name, formatFixed(r.tracking, fractionDigits: 2),
                            r.clampedToMaximum ? "max" : (r.clampedToMinimum ? "min" : ""),
                        ]
                    }
                    writeStdout("category \(categories[0].uikitName)\n")
                    writeStdout(alignedTable(header: ["style", "relativeTo", "size pt", "line pt", "weight", "tracking pt", "clamp"], rows: rows))
                } else {
                    let rows = ramp.styles.enumerated().map { i, style -> [String] in
                        [style.name, style.relativeTo?.rawValue ?? "fixed"]
                            + categories.indices.map { c in
                                let r = resolved[c][i]
                                return formatDecimal(r.size) + (r.clampedToMaximum ? "*" : "")
                            }
                    }
                    writeStdout("font size in points at each category (* = limited by maximumSize)\n")
                    writeStdout(alignedTable(header: ["style", "relativeTo"] + categories.map(\.shortName), rows: rows))
                }
            }
        }
    }

    private func json(_ ramp: TypeRamp, _ categories: [ContentSizeCategory], _ resolved: [[ResolvedStyle]], _ table: ScalingTable) -> JSONValue {
        .object([
            ("schema", .string("typeramp.ramp/1")),
            ("name", .string(ramp.name)),
            ("file", .string(file)),
            ("table", .string(table.name)),
            ("boldText", .bool(boldText)),
            (
                "styles",
                .array(
                    ramp.styles.enumerated().map { i, style in
                        .object([
                            ("name", .string(style.name)),
                            ("family", .string(style.family)),
                            ("relativeTo", style.relativeTo.map { .string($0.rawValue) } ?? .null),
                            ("baseSize", .number(style.size)),
                            (
                                "categories",
                                .array(
                                    categories.indices.map { c in
                                        let r = resolved[c][i]
                                        return .object([
                                            ("category", .string(r.category.uikitName)),
                                            ("size", .number(r.size)),
                                            ("lineHeight", r.lineHeight.map { .number($0) } ?? .null),
                                            ("weight", .string(r.weight.name)),
                                            ("tracking", .number(r.tracking)),
                                            ("clampedToMaximum", .bool(r.clampedToMaximum)),
                                            ("clampedToMinimum", .bool(r.clampedToMinimum)),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
        ])
    }
}
