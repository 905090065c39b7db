import Foundation
import Testing
import TypeRampCore
import TypeRampMetrics
import TypeRampTestSupport

@testable import TypeRampTokens

@Suite("CSS")
struct CSSGeneratorTests {
    typealias Rule = [String: Any]

    func rules(_ text: String) throws -> [Rule] {
        let report = try Fixture.inspect("css", text, fileName: "tokens.css")
        return try #require(report["rules"] as? [Rule])
    }

    func declarations(_ rules: [Rule], selector: String) -> [String: String]? {
        rules.first { ($0["selectors"] as? [String])?.contains(selector) == true }?["declarations"] as? [String: String]
    }

    @Test("tinycss2 parses it without error; :root and each category block (class and data attribute) hold the engine's px values")
    func categoriesMatchEngine() throws {
        let ramp = try Fixture.exampleRamp()
        let rules = try rules(try Fixture.exampleModel().generate(.css))
        let root = try #require(declarations(rules, selector: ":root"))
        for (name, category) in categoryNames {
            let byClass = try #require(declarations(rules, selector: ".content-size-\(name)"), "no class block for \(name)")
            let byAttribute = try #require(declarations(rules, selector: "[data-content-size=\"\(name)\"]"), "no attribute block for \(name)")
            #expect(byClass == byAttribute)
            for declared in ramp.styles {
                let prefix = "--acme-\(Identifier.kebab(Identifier.words(declared.name)))"
                let expected = engine(ramp, declared.name, category)
                #expect(byClass["\(prefix)-font-size"] == "\(formatDecimal(expected.size))px", "\(declared.name) at \(name)")
                #expect(byClass["\(prefix)-line-height"] == "\(formatDecimal(expected.lineHeight!))px", "\(declared.name) at \(name)")
                #expect(byClass["\(prefix)-letter-spacing"] == "\(formatDecimal(expected.tracking))px", "\(declared.name) at \(name)")
                if category == .large {
                    #expect(root["\(prefix)-font-size"] == "\(formatDecimal(expected.size))px")
                    #expect(root["\(prefix)-font-weight"] == String(declared.weight.value))
                    #expect(root["\(prefix)-font-family"] == "\"\(declared.family)\"")
                }
            }
        }
        let bold = try #require(declarations(rules, selector: "[data-bold-text]"))
        for declared in ramp.styles {
            #expect(bold["--acme-\(Identifier.kebab(Identifier.words(declared.name)))-font-weight"] == String(declared.weight.boldTextWeight.value))
        }
        let utility = try #require(declarations(rules, selector: ".acme-body-strong"))
        #expect(utility["font-size"] == "var(--acme-body-strong-font-size)")
    }

    @Test("the WebKit variant sets font: -apple-system-body on html.dynamic-type and sizes styles in rem of body's 17 pt")
    func webKitVariant() throws {
        let ramp = try Fixture.exampleRamp()
        let rules = try rules(try Fixture.exampleModel().generate(.css))
        let supports = try #require(rules.first { $0["at"] as? String == "supports" })
        #expect(supports["prelude"] as? String == "(font: -apple-system-body)")
        let inner = try #require(supports["rules"] as? [Rule])
        let html = try #require(declarations(inner, selector: "html.dynamic-type"))
        #expect(html["font"] == "-apple-system-body")
        // 17 pt: body's size at Large in Apple's HIG table (the independent source for the rem base).
        #expect(PlatformTable.ios.metrics(.body, .large)?.size == 17)
        #expect(html["--acme-body-font-size"] == "calc(16rem / 17)")
        #expect(html["--acme-title-font-size"] == "min(calc(18rem / 17), 40px)")
        #expect(html["--acme-footnote-font-size"] == "max(11px, calc(12rem / 17))")
        let title = try #require(ramp.style(named: "titleExtraLarge"))
        #expect(html["--acme-title-extra-large-letter-spacing"] == "\(formatDecimal(title.tracking / title.size, maximumFractionDigits: 4))em")
    }

    @Test("the CSS check can fail: an unterminated block is reported")
    func checkCanFail() throws {
        let result = try Fixture.inspectStatus("css", ":root { --a: 1px; }\n.x { color: red; ] }\n")
        #expect(result.status == 1, "\(result.summary)")
    }

    @Test("corner cases: quotes in a family name are escaped; a fixed-size style is absent from the category blocks")
    func cornerCases() throws {
        let rules = try rules(try Fixture.cornerModel().generate(.css))
        let root = try #require(declarations(rules, selector: ":root"))
        #expect(root["--corner-cases-price-tag-font-family"] == "\"Mono \\\"X\\\"\"")
        let ax5 = try #require(declarations(rules, selector: ".content-size-accessibility5"))
        #expect(ax5["--corner-cases-class-font-size"] == nil)
        #expect(ax5["--corner-cases-price-tag-font-size"] == "30px")
        let utility = try #require(declarations(rules, selector: ".corner-cases-price-tag"))
        #expect(utility["font-feature-settings"] == "\"tnum\" 1, \"liga\" 0")
    }
}
