import Foundation
import Testing
import TypeRampCore
import TypeRampMetrics
import TypeRampTestSupport

@testable import TypeRampTokens

@Suite("Jetpack Compose and Android XML")
struct AndroidGeneratorTests {
    @Test("Compose: tree-sitter-kotlin finds no syntax error, and every TextStyle carries the engine's base values in sp")
    func composeMatchesEngine() throws {
        let ramp = try Fixture.exampleRamp()
        let report = try Fixture.inspect(
            "kotlin", try Fixture.exampleModel().generate(.compose, options: TokenOptions(kotlinPackage: "com.acme.type")),
            fileName: "AcmeTypography.kt")
        #expect(report["package"] as? String == "com.acme.type")
        let styles = try #require(report["textStyles"] as? [String: [String: String]])
        #expect(styles.count == ramp.styles.count)
        for declared in ramp.styles {
            let style = try #require(styles[declared.name], "no TextStyle for \(declared.name)")
            let large = engine(ramp, declared.name, .large)
            #expect(style["fontSize"] == "\(formatDecimal(large.size)).sp")
            #expect(style["lineHeight"] == "\(formatDecimal(large.lineHeight!)).sp")
            #expect(style["fontWeight"] == "FontWeight.W\(declared.weight.value)")
            #expect(style["fontFamily"] == "acmeSans")
            let em = try #require(style["letterSpacing"].flatMap { Double($0.replacingOccurrences(of: ".em", with: "")) })
            #expect(close(em * large.size, large.tracking, tolerance: 0.005), "\(declared.name) letter spacing")
        }
    }

    @Test("Compose corner cases: keywords escaped, italic, unnamed weight, negative em in parentheses, features")
    func composeCornerCases() throws {
        let report = try Fixture.inspect("kotlin", try Fixture.cornerModel().generate(.compose), fileName: "Corner.kt")
        let styles = try #require(report["textStyles"] as? [String: [String: String]])
        #expect(styles["`class`"]?["fontWeight"] == "FontWeight.W700")
        let price = try #require(styles["priceTag"])
        #expect(price["fontWeight"] == "FontWeight(450)")
        #expect(price["fontStyle"] == "FontStyle.Italic")
        #expect(price["letterSpacing"] == "(-0.0235).em")
        #expect(price["fontFeatureSettings"] == "\"'tnum' 1, 'liga' 0\"")
    }

    @Test("the Kotlin check can fail: an unclosed call is a syntax error")
    func kotlinCheckCanFail() throws {
        let broken = try Fixture.exampleModel().generate(.compose).replacingOccurrences(of: "    ),\n)", with: "    ,\n)")
        let result = try Fixture.inspectStatus("kotlin", broken, fileName: "Broken.kt")
        #expect(result.status == 1, "\(result.summary)")
    }

    @Test("Android XML: well-formed, one text appearance per style with the engine's base values")
    func androidXMLMatchesEngine() throws {
        let ramp = try Fixture.exampleRamp()
        let report = try Fixture.inspect("android-xml", try Fixture.exampleModel().generate(.androidXML), fileName: "text.xml")
        let styles = try #require(report["styles"] as? [String: [String: Any]])
        #expect(styles.count == ramp.styles.count)
        for declared in ramp.styles {
            let name = "TextAppearance.Acme.\(Identifier.pascal(Identifier.words(declared.name)))"
            let style = try #require(styles[name], "no \(name)")
            #expect(style["parent"] as? String == "android:TextAppearance")
            let items = try #require(style["items"] as? [String: String])
            let large = engine(ramp, declared.name, .large)
            #expect(items["android:textSize"] == "\(formatDecimal(large.size))sp")
            #expect(items["android:lineHeight"] == "\(formatDecimal(large.lineHeight!))sp")
            #expect(items["android:textFontWeight"] == String(declared.weight.value))
            #expect(items["android:fontFamily"] == "@font/acme_sans")
            #expect(close(items["android:letterSpacing"].flatMap(Double.init).map { $0 * large.size }, large.tracking, tolerance: 0.005))
        }
    }

    @Test("Android XML escapes what XML needs and the check can fail on a broken file")
    func androidXMLEscapingAndFailure() throws {
        let report = try Fixture.inspect("android-xml", try Fixture.cornerModel().generate(.androidXML), fileName: "corner.xml")
        let styles = try #require(report["styles"] as? [String: [String: Any]])
        let price = try #require(styles["TextAppearance.CornerCases.PriceTag"]?["items"] as? [String: String])
        #expect(price["android:textStyle"] == "italic")
        #expect(price["android:fontFeatureSettings"] == "'tnum' 1, 'liga' 0")
        let broken = try Fixture.exampleModel().generate(.androidXML).replacingOccurrences(of: "</resources>", with: "")
        #expect(try Fixture.inspectStatus("android-xml", broken).status == 1)
    }
}
