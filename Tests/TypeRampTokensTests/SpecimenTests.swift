import Foundation
import Testing
import TypeRampCore
import TypeRampMetrics
import TypeRampTestSupport

@testable import TypeRampTokens

@Suite("Markdown and HTML specimens")
struct SpecimenTests {
    @Test("Markdown: markdown-it-py reads an overview table and one table per style, every cell the engine's value")
    func markdownMatchesEngine() throws {
        let ramp = try Fixture.exampleRamp()
        let report = try Fixture.inspect("markdown", try Fixture.exampleModel().generate(.markdown), fileName: "specimen.md")
        let tables = try #require(report["tables"] as? [[String: Any]])
        #expect(tables.count == 1 + ramp.styles.count)
        let overview = try #require(tables.first?["rows"] as? [[String]])
        #expect(overview[0] == ["style", "relative to"] + ContentSizeCategory.allCases.map(\.shortName))
        for (row, declared) in zip(overview.dropFirst(), ramp.styles) {
            #expect(row[0] == declared.name)
            for (index, category) in ContentSizeCategory.allCases.enumerated() {
                let expected = engine(ramp, declared.name, category)
                let cell = row[2 + index]
                #expect(cell.split(separator: " ").first.map(String.init) == formatDecimal(expected.size), "\(declared.name) at \(category)")
                #expect(cell.hasSuffix(" max") == expected.clampedToMaximum && cell.hasSuffix(" min") == expected.clampedToMinimum)
            }
        }
        for (table, declared) in zip(tables.dropFirst(), ramp.styles) {
            #expect(table["heading"] as? String == declared.name)
            let rows = try #require(table["rows"] as? [[String]])
            #expect(rows.count == 13)
            for (row, (name, category)) in zip(rows.dropFirst(), categoryNames) {
                let expected = engine(ramp, declared.name, category)
                #expect(
                    row == [
                        name, formatDecimal(expected.size), formatDecimal(expected.lineHeight!), formatDecimal(expected.tracking),
                        String(declared.weight.value), String(declared.weight.boldTextWeight.value),
                    ])
            }
        }
    }

    @Test("HTML: html5lib parses it in strict mode; tables and sample styles carry the engine's values")
    func htmlMatchesEngine() throws {
        let ramp = try Fixture.exampleRamp()
        let report = try Fixture.inspect("html", try Fixture.exampleModel().generate(.html), fileName: "specimen.html")
        #expect(report["title"] as? String == "Acme type specimen")
        let tables = try #require(report["tables"] as? [String: [[[String: Any]]]])
        let overview = try #require(tables["overview"])
        for (row, declared) in zip(overview.dropFirst(), ramp.styles) {
            #expect(row[0]["text"] as? String == declared.name)
            for (index, category) in ContentSizeCategory.allCases.enumerated() {
                #expect(row[2 + index]["text"] as? String == formatDecimal(engine(ramp, declared.name, category).size))
            }
        }
        for declared in ramp.styles {
            let rows = try #require(tables[declared.name], "no table for \(declared.name)")
            for (row, (name, category)) in zip(rows.dropFirst(), categoryNames) {
                let expected = engine(ramp, declared.name, category)
                #expect(
                    row.map { $0["text"] as? String }.prefix(4) == [
                        name, formatDecimal(expected.size),
                        formatDecimal(expected.lineHeight!), formatDecimal(expected.tracking),
                    ])
                let style = try #require(row.last?["style"] as? String)
                #expect(style.contains("font-size: \(formatDecimal(expected.size))px;"))
                #expect(style.contains("font-family: 'Acme Sans';"))
            }
        }
    }

    @Test("HTML escapes names, and the strict parser does reject malformed HTML")
    func htmlEscapingAndFailure() throws {
        let text = try Fixture.cornerModel().generate(.html)
        let report = try Fixture.inspect("html", text, fileName: "corner.html")
        let tables = try #require(report["tables"] as? [String: [[[String: Any]]]])
        let sample = try #require(tables["price tag"]?[1].last?["style"] as? String)
        #expect(sample.contains("font-family: 'Mono \"X\"';"))
        let broken = text.replacingOccurrences(of: "<tbody>", with: "<tbody><td <")
        #expect(try Fixture.inspectStatus("html", broken).status == 1)
    }

    @Test("both specimens show the rendered picture of the ramp when one is given, and only then")
    func renderedPicture() throws {
        let model = try Fixture.exampleModel()
        #expect(!model.generate(.markdown).contains("!["))
        #expect(!model.generate(.html).contains("<img"))
        let options = TokenOptions(picture: "acme-specimen.png")
        #expect(model.generate(.markdown, options: options).contains("](acme-specimen.png)\n"))
        let html = model.generate(.html, options: options)
        #expect(html.contains("<img src=\"acme-specimen.png\" alt=\"Acme type ramp"))
        #expect(try Fixture.inspectStatus("html", html).status == 0)
    }
}
