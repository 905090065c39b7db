import Foundation
import Testing
import TypeRampCore
import TypeRampMetrics
import TypeRampTestSupport

@testable import TypeRampTokens

@Suite("DTCG resolver document")
struct DTCGResolverTests {
    /// Checks every (category, Bold Text) resolution the Python resolver computed against the engine.
    func check(_ ramp: TypeRamp, _ model: TokenRamp) throws {
        let report = try Fixture.inspect("dtcg-resolver", model.generate(.dtcgResolver))
        let contexts = try #require(report["contexts"] as? [String: [String]])
        #expect(contexts["contentSize"] == categoryNames.map(\.name))
        #expect(contexts["boldText"] == ["off", "on"])
        let resolved = try #require(report["resolved"] as? [String: [String: [String: [String: Any]]]])
        for (name, category) in categoryNames {
            for bold in ["off", "on"] {
                let styles = try #require(resolved[name]?[bold])
                #expect(styles.count == ramp.styles.count)
                for declared in ramp.styles {
                    let expected = declared.resolved(at: category, boldText: bold == "on", displayScale: ramp.displayScale)
                    let value = try #require(styles[declared.name], "\(declared.name) missing at \(name)/\(bold)")
                    #expect(value["fontFamily"] as? String == declared.family)
                    #expect(close(number(value["fontSize"]), expected.size), "\(declared.name) at \(name)")
                    #expect(close(number(value["letterSpacing"]), expected.tracking), "\(declared.name) at \(name)")
                    #expect(
                        close(number(value["lineHeight"]).map { $0 * expected.size }, expected.lineHeight!, tolerance: 0.01),
                        "\(declared.name) line height at \(name)")
                    #expect(close(number(value["fontWeight"]), Double(expected.weight.value)), "\(declared.name) weight, Bold Text \(bold)")
                }
            }
        }
    }

    @Test("validates against the 2025.10 resolver schema and resolves, for all 12 × 2 inputs, to the engine's values")
    func exampleResolvesToEngine() throws {
        try check(try Fixture.exampleRamp(), try Fixture.exampleModel())
    }

    @Test("corner cases: a fixed-size style stays put in every context, limits hold, Bold Text composes with size")
    func cornerCases() throws {
        let model = try Fixture.cornerModel()
        try check(try TypeRamp.parse(Fixture.cornerRampYAML, file: "corner.yaml"), model)
    }

    @Test("the schema check can fail: a modifier with a single context is rejected")
    func schemaRejectsSingleContext() throws {
        let bad = """
            { "version": "2025.10", "modifiers": { "contentSize": { "contexts": { "large": [] } } },
              "resolutionOrder": [ { "$ref": "#/modifiers/contentSize" } ] }
            """
        let result = try Fixture.inspectStatus("dtcg-resolver", bad)
        #expect(result.status == 1, "\(result.summary)")
    }
}
