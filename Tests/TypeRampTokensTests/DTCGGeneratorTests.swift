import Foundation
import Testing
import TypeRampCore
import TypeRampMetrics
import TypeRampTestSupport

@testable import TypeRampTokens

@Suite("DTCG token file")
struct DTCGGeneratorTests {
    @Test("validates against the official DTCG 2025.10 format schema and carries the engine's values at all 12 categories")
    func exampleMatchesEngine() throws {
        let ramp = try Fixture.exampleRamp()
        let text = try Fixture.exampleModel().generate(.dtcg)
        let report = try Fixture.inspect("dtcg", text)
        let styles = try #require(report["styles"] as? [String: [String: Any]])
        #expect(styles.count == ramp.styles.count)
        #expect((report["description"] as? String)?.contains("1 pt = 1 px") == true)

        for declared in ramp.styles {
            let token = try #require(styles[declared.name], "no token for \(declared.name)")
            let value = try #require(token["value"] as? [String: Any])
            let large = engine(ramp, declared.name, .large)
            #expect(value["fontFamily"] as? String == declared.family)
            #expect(close(number(value["fontSize"]), large.size))
            #expect(close(number(value["fontWeight"]), Double(declared.weight.value)))
            #expect(close(number(value["letterSpacing"]), large.tracking))
            // lineHeight is a multiplier of the font size (4 decimals).
            #expect(close(number(value["lineHeight"]).map { $0 * large.size }, large.lineHeight!, tolerance: 0.005))

            let ext = try #require(token["extension"] as? [String: Any])
            #expect(ext["relativeTo"] as? String == declared.relativeTo?.rawValue)
            #expect(close(number(ext["boldTextWeight"]), Double(declared.weight.boldTextWeight.value)))
            let categories = try #require(ext["categories"] as? [String: [String: Any]])
            for (name, category) in categoryNames {
                let expected = engine(ramp, declared.name, category)
                let cell = try #require(categories[name], "\(declared.name) has no \(name)")
                #expect(close(number(cell["fontSize"]), expected.size), "\(declared.name) at \(name)")
                #expect(close(number(cell["lineHeight"]), expected.lineHeight!), "\(declared.name) at \(name)")
                #expect(close(number(cell["letterSpacing"]), expected.tracking), "\(declared.name) at \(name)")
            }
        }
    }

    @Test("a 17 pt style relative to body is 48 pt at AX5, as measured on iOS (UIFontMetrics.default.scaledFont)")
    func measuredReferencePoint() throws {
        // Measured: StackOverflow 51243804 (see shared reference uifontmetrics-model.md): body 53 pt, scaled 17 pt font 48 pt.
        let yaml = """
            name: Ref
            families: [{ name: F, faces: [{ weight: regular, file: f.otf }] }]
            styles: [{ name: text, family: F, size: 17, relativeTo: body, lineHeight: 22 }]
            """
        let model = try TokenRamp(try TypeRamp.parse(yaml, file: "ref.yaml"))
        let report = try Fixture.inspect("dtcg", model.generate(.dtcg))
        let styles = try #require(report["styles"] as? [String: [String: Any]])
        let ext = try #require(styles["text"]?["extension"] as? [String: Any])
        let categories = try #require(ext["categories"] as? [String: [String: Any]])
        #expect(number(categories["accessibility5"]?["fontSize"]) == 48)
        #expect(number(categories["large"]?["fontSize"]) == 17)
    }

    @Test("the corner-case ramp (italic, features, limits, fixed size, extra large title) is schema-valid too")
    func cornerCasesValidate() throws {
        let report = try Fixture.inspect("dtcg", try Fixture.cornerModel().generate(.dtcg))
        let styles = try #require(report["styles"] as? [String: [String: Any]])
        let price = try #require(styles["price tag"]?["extension"] as? [String: Any])
        #expect(price["italic"] as? Bool == true)
        #expect(price["features"] as? [String] == ["tnum", "liga=0"])
        #expect(number(price["minimumSize"]) == 15 && number(price["maximumSize"]) == 30)
        let fixed = try #require(styles["class"]?["extension"] as? [String: Any])
        #expect(fixed["relativeTo"] is NSNull)
    }

    @Test("the schema check can fail: a string dimension (the pre-2025 form) is rejected")
    func schemaRejectsStringDimension() throws {
        let bad = """
            { "body": { "$type": "typography", "$value": { "fontFamily": "F", "fontSize": "16px", "fontWeight": 400,
              "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2 } } }
            """
        let result = try Fixture.inspectStatus("dtcg", bad)
        #expect(result.status == 1, "\(result.summary)")
        #expect(result.stderr.contains("fontSize"))
    }

    @Test("round trip: the DTCG output read back as input gives the same ramp, byte for byte")
    func roundTrip() throws {
        for model in [try Fixture.exampleModel(), try Fixture.cornerModel()] {
            let text = model.generate(.dtcg)
            let reread = try TokenSource.parse(text, file: "ramp.tokens.json")
            let again = try TokenRamp(reread, source: model.source)
            #expect(again.generate(.dtcg) == text)
            for (a, b) in zip(model.styles, again.styles) {
                #expect(a.resolved == b.resolved, "\(a.name)")
            }
        }
    }
}
