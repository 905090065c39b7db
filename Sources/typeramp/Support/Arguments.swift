import ArgumentParser
import TypeRampCore
import TypeRampMetrics

extension ContentSizeCategory: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
    public static var allValueStrings: [String] { allCases.map(\.uikitName) }
}

extension TextStyle: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension Platform: ExpressibleByArgument {}

/// Parses a category argument with a helpful error naming the closest spelling.
func parseCategory(_ text: String, option: String) throws -> ContentSizeCategory {
    if let category = ContentSizeCategory(parsing: text) { return category }
    var message = "unknown content-size category '\(text)'"
    if let near = closestMatch(to: text, in: ContentSizeCategory.allSpellings) { message += " (did you mean '\(near)'?)" }
    throw ValidationError(message + "; valid: xs s m l xl xxl xxxl ax1…ax5, UIKit or SwiftUI names")
}

/// Options choosing the scaling basis: a built-in table or a calibration file measured on a device.
struct ScalingOptions: ParsableArguments {
    @Option(
        name: .customLong("table"),
        help: "Scaling basis: line-spacing (UIKit's, default), hig (HIG leading), point-size (Flutter/React Native's rule).")
    var tableName: String = "line-spacing"

    @Option(help: "A calibration file (YAML/JSON) of ratios measured on a device; see docs/metrics.md.")
    var calibration: String?

    /// The selected table; throws a located error for a bad calibration file.
    func table() throws -> ScalingTable {
        if let calibration { return try ScalingTable.calibration(contentsOf: calibration) }
        guard let table = ScalingTable.builtIn(named: tableName) else {
            let near = closestMatch(to: tableName, in: ScalingTable.builtInNames).map { " (did you mean '\($0)'?)" } ?? ""
            throw ValidationError("unknown table '\(tableName)'\(near); valid: \(ScalingTable.builtInNames.joined(separator: ", "))")
        }
        return table
    }
}
