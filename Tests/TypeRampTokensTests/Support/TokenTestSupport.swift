import Foundation
import Testing
import TypeRampCore
import TypeRampMetrics
import TypeRampTestSupport

@testable import TypeRampTokens

/// Shared fixtures: the example ramp, the engine's reference values, and the independent parsers.
enum Fixture {
    static let root = PackagePaths.root()
    static let exampleRampPath = root.appendingPathComponent("examples/ramp.yaml").path
    static let inspector = root.appendingPathComponent("Tests/Fixtures/tokens/inspect_tokens.py").path
    static let stubs = root.appendingPathComponent("Tests/Fixtures/tokens/stubs")

    /// The bundled example ramp, read by the Metrics decoder.
    static func exampleRamp() throws -> TypeRamp { try TypeRamp.load(path: exampleRampPath) }

    /// The example ramp's token model, with the source named as `make tokens` names it.
    static func exampleModel() throws -> TokenRamp { try TokenRamp(try exampleRamp(), source: "examples/ramp.yaml") }

    /// A ramp that exercises the corners: italic, features, an unnamed weight, minimum and maximum, a fixed style,
    /// an extra large title, negative tracking, names that need escaping.
    static let cornerRampYAML = """
        name: Corner Cases
        displayScale: 2
        families:
          - { name: "Mono \\"X\\"", faces: [{ weight: 450, file: a.otf, italic: true }] }
          - { name: Serif Display, variable: s.ttf }
        styles:
          - { name: price tag, family: "Mono \\"X\\"", size: 17, relativeTo: body, weight: 450, italic: true, lineHeight: 22,
              features: [tnum, -liga], minimumSize: 15, maximumSize: 30, tracking: -0.4 }
          - { name: class, family: "Mono \\"X\\"", size: 10, weight: bold, lineHeight: { multiple: 1.2 } }
          - { name: hero, family: Serif Display, size: 36, relativeTo: extraLargeTitle, weight: heavy, lineHeight: 40, tracking: 0.5 }
          - { name: caption, family: Serif Display, size: 11, relativeTo: caption2, lineHeight: 13 }
        """

    static func cornerModel() throws -> TokenRamp {
        try TokenRamp(try TypeRamp.parse(cornerRampYAML, file: "corner.yaml"), source: "corner.yaml")
    }

    /// Writes `text` to a temporary file and runs the independent parser `mode` on it; returns its JSON report.
    /// Fails the test (with the parser's message) when the parser rejects the file.
    static func inspect(_ mode: String, _ text: String, fileName: String = "output") throws -> [String: Any] {
        let folder = try TemporaryDirectory()
        let file = try folder.write(text, to: fileName)
        let result = try Subprocess.run("python3", [inspector, mode, file.path])
        try #require(result.status == 0, "\(mode) parser rejected the output (run `make setup` if a module is missing):\n\(result.summary)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return try #require(json as? [String: Any])
    }

    /// Runs the parser `mode` on `text` and returns its exit status and message, for tests that expect a rejection.
    static func inspectStatus(_ mode: String, _ text: String, fileName: String = "output") throws -> ProcessResult {
        let folder = try TemporaryDirectory()
        let file = try folder.write(text, to: fileName)
        return try Subprocess.run("python3", [inspector, mode, file.path])
    }
}

/// Reads a number out of parsed JSON (integers and doubles alike).
func number(_ value: Any?) -> Double? {
    if let n = value as? NSNumber { return n.doubleValue }
    if let d = value as? Double { return d }
    if let i = value as? Int { return Double(i) }
    return nil
}

/// Whether two lengths agree within `tolerance` (the generators print at most 3 decimals, ratios 4).
func close(_ a: Double?, _ b: Double, tolerance: Double = 0.0005) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}

/// The engine's reference: the style declared as `name` in `ramp`, resolved by TypeRampMetrics at `category`.
func engine(_ ramp: TypeRamp, _ name: String, _ category: ContentSizeCategory) -> ResolvedStyle {
    ramp.style(named: name)!.resolved(at: category, displayScale: ramp.displayScale)
}

/// The categories by the names tokens use (SwiftUI's DynamicTypeSize).
let categoryNames: [(name: String, category: ContentSizeCategory)] = ContentSizeCategory.allCases.map { ($0.swiftUIName, $0) }
