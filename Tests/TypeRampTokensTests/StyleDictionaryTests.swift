import Foundation
import Testing
import TypeRampCore
import TypeRampMetrics
import TypeRampTestSupport

@testable import TypeRampTokens

@Suite("Style Dictionary source")
struct StyleDictionaryTests {
    @Test("follows Style Dictionary v4's rules ($-keys, DTCG types, string px dimensions) with the engine's values")
    func exampleMatchesEngine() throws {
        let ramp = try Fixture.exampleRamp()
        let report = try Fixture.inspect("style-dictionary", try Fixture.exampleModel().generate(.styleDictionary))
        let tokens = try #require(report["tokens"] as? [String: [String: Any]])
        #expect(tokens.count == ramp.styles.count * 13)
        for declared in ramp.styles {
            for (name, category) in categoryNames {
                let token = try #require(tokens["acme.\(declared.name).\(name)"], "acme.\(declared.name).\(name)")
                #expect(token["type"] as? String == "typography")
                let value = try #require(token["value"] as? [String: Any])
                let expected = engine(ramp, declared.name, category)
                #expect(close(number(value["fontSize"]), expected.size), "\(declared.name) at \(name)")
                #expect(close(number(value["letterSpacing"]), expected.tracking))
                #expect(close(number(value["lineHeight"]).map { $0 * expected.size }, expected.lineHeight!, tolerance: 0.01))
                #expect(close(number(value["fontWeight"]), Double(declared.weight.value)))
            }
            let bold = try #require(tokens["acme.\(declared.name).fontWeightBoldText"])
            #expect(bold["type"] as? String == "fontWeight")
            #expect(close(number(bold["value"]), Double(declared.weight.boldTextWeight.value)))
        }
    }

    @Test("the check can fail: a DTCG 2025.10 object dimension, which Style Dictionary v4 cannot read, is rejected")
    func rejectsObjectDimension() throws {
        let bad = """
            { "a": { "b": { "$type": "typography", "$value": { "fontFamily": "F", "fontSize": { "value": 16, "unit": "px" },
              "fontWeight": 400, "letterSpacing": "0px", "lineHeight": 1.2 } } } }
            """
        let result = try Fixture.inspectStatus("style-dictionary", bad)
        #expect(result.status == 1, "\(result.summary)")
    }
}
