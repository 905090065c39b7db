import ArgumentParser
import TypeRampCore
import TypeRampMetrics

/// `typeramp scale`: UIFontMetrics scaling of a value (or Android sp → dp).
struct ScaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scale",
        abstract: "Scale a value like UIFontMetrics.scaledValue(for:) / scaledFont(for:), or convert sp to dp on Android.",
        discussion: """
            iOS: VALUE × line spacing at the category ÷ line spacing at Large, rounded half away from zero to the \
            display's pixel grid (--font: to whole points, then limited to --maximum). One category prints just the number.
            Without VALUE, prints the multipliers of the scaling table (typeramp scale --table [line-spacing|hig|point-size]).
            Android: typeramp scale 14 --platform android --font-scale 2 prints the dp value (Android 14 non-linear scaling).
            """
    )

    @Argument(help: "The value in points at the Large category (or sp on Android).")
    var value: Double?

    @Option(help: "ios (default) or android.")
    var platform: Platform = .ios

    @Option(help: "The text style whose curve to follow (default body, like UIFontMetrics.default).")
    var relativeTo: TextStyle = .body

    @Option(help: "The content-size category (default large).")
    var category: String?

    @Flag(help: "Scale to every category.")
    var all = false

    @Option(help: "Display scale for pixel rounding: 1, 2 or 3.")
    var displayScale: Double = 3

    @Flag(help: "Font size as scaledFont(for:maximumPointSize:) gives it: whole points, then clamped.")
    var font = false

    @Option(help: "Maximum point size (with --font; also clamps values).")
    var maximum: Double?

    @Option(help: "Android font scale (0.85 … 2.0).")
    var fontScale: Double?

    @OptionGroup var scaling: ScalingOptions

    @Option(help: "table, json or csv (a single value prints just the number unless --format json).")
    var format: OutputFormat?

    func validate() throws {
        if let value, !value.isFinite { throw ValidationError("VALUE must be a finite number") }
        guard [1, 2, 3].contains(displayScale) else { throw ValidationError("--display-scale must be 1, 2 or 3") }
        if let maximum, !(maximum > 0) { throw ValidationError("--maximum must be greater than 0") }
        if all && category != nil { throw ValidationError("give --category or --all, not both") }
        if platform == .android {
            guard let fontScale else { throw ValidationError("--platform android needs --font-scale (0.85 … 2.0)") }
            guard fontScale.isFinite, (0.85...2.0).contains(fontScale) else {
                throw ValidationError("--font-scale must be between 0.85 and 2.0 (Android's range), found \(formatDecimal(fontScale))")
            }
            if value == nil { throw ValidationError("give the size in sp to convert") }
        } else if platform != .ios {
            throw ValidationError("scaling is defined for ios and android; \(platform.rawValue) has no UIFontMetrics curve")
        }
    }

    func run() throws {
        try reportingErrors {
            if platform == .android { return runAndroid() }
            let table = try scaling.table()
            guard let value else { return printMultipliers(table) }
            let metrics = FontMetrics(textStyle: relativeTo, table: table)
            func scaled(_ category: ContentSizeCategory) -> Double {
                if font { return metrics.scaledFontSize(for: value, maximumPointSize: maximum ?? 0, in: category) }
                let v = metrics.scaledValue(for: value, in: category, displayScale: displayScale)
                return maximum.map { min(v, $0) } ?? v
            }
            let categories = all ? ContentSizeCategory.allCases : [try category.map { try parseCategory($0, option: "--category") } ?? .large]
            let results = categories.map { ($0, scaled($0)) }
            if results.count == 1 && format == nil {
                return writeStdout(formatDecimal(results[0].1) + "\n")
            }
            switch format ?? .table {
            case .json:
                let doc: JSONValue = .object([
                    ("schema", .string("typeramp.scale/1")),
                    ("value", .number(value)),
                    ("relativeTo", .string(relativeTo.rawValue)),
                    ("table", .string(table.name)),
                    ("mode", .string(font ? "scaledFont" : "scaledValue")),
                    ("displayScale", font ? .null : .number(displayScale)),
                    ("maximum", maximum.map { .number($0) } ?? .null),
                    ("results", .array(results.map { .object([("category", .string($0.0.uikitName)), ("value", .number($0.1))]) })),
                ])
                writeStdout(doc.serialized() + "\n")
            case .csv:
                writeStdout(csvTable(header: ["category", "value"], rows: results.map { [$0.0.uikitName, formatDecimal($0.1)] }))
            case .table:
                writeStdout(
                    alignedTable(
                        header: ["category", font ? "font pt" : "value pt", "multiplier"],
                        rows: results.map { [$0.0.uikitName, formatDecimal($0.1), formatFixed(metrics.multiplier(in: $0.0), fractionDigits: 4)] }))
            }
        }
    }

    private func runAndroid() {
        let dp = androidDp(forSp: value!, fontScale: fontScale!)
        if format == .json {
            let doc: JSONValue = .object([
                ("schema", .string("typeramp.scale-android/1")), ("sp", .number(value!)),
                ("fontScale", .number(fontScale!)), ("dp", .number(dp)),
            ])
            writeStdout(doc.serialized() + "\n")
        } else {
            writeStdout(formatDecimal(dp) + "\n")
        }
    }

    private func printMultipliers(_ table: ScalingTable) {
        let styles = TextStyle.dynamicTypeStyles
        let rows = styles.map { style in
            [style.rawValue] + ContentSizeCategory.allCases.map { formatFixed(table.multiplier(style, $0), fractionDigits: 4) }
        }
        switch format ?? .table {
        case .json:
            let doc: JSONValue = .object([
                ("schema", .string("typeramp.scale-table/1")), ("table", .string(table.name)), ("source", .string(table.source)),
                (
                    "multipliers",
                    .object(
                        styles.map { style in
                            (
                                style.rawValue,
                                .object(ContentSizeCategory.allCases.map { ($0.uikitName, .number(table.multiplier(style, $0), digits: 6)) })
                            )
                        })
                ),
            ])
            writeStdout(doc.serialized() + "\n")
        case .csv:
            writeStdout(csvTable(header: ["style"] + ContentSizeCategory.allCases.map(\.uikitName), rows: rows))
        case .table:
            writeStdout("multipliers of the \(table.name) table (\(table.source))\n")
            writeStdout(alignedTable(header: ["style"] + ContentSizeCategory.allCases.map(\.shortName), rows: rows))
        }
    }
}
