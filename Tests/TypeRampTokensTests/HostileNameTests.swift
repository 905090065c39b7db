import Foundation
import Testing
import TypeRampCore
import TypeRampMetrics
import TypeRampTestSupport

@testable import TypeRampTokens

/// Names that attack each target language: every generator escapes them, and its output still parses with the
/// independent parsers (swiftc, tree-sitter-kotlin, tinycss2, xml.etree, markdown-it, html5lib, the DTCG schemas).
@Suite struct HostileNameTests {
    /// A ramp whose name, family and style names and source path hold comment ends and starts, markup, string
    /// delimiters, template and interpolation syntax, an escape sequence and line breaks (a style name has no braces
    /// and style and family names no control characters: the model refuses them there).
    static let attack = "*/ /* <script>alert(1)</script> --> <!-- \"q\" 'a' \\ $x ${y} \\(z) `t` | # & ]] \u{1B}[31m \n// x"
    static let yaml = """
        name: \(quoted("2025 Evil " + attack))
        families:
          - { name: \(quoted("Fam " + oneLine(attack))), faces: [{ weight: 400, file: "../x y)/f(1).otf" }] }
        styles:
          - { name: \(quoted("Title " + oneLine(attack).replacingOccurrences(of: "${y}", with: "$y"))), family: \(quoted("Fam " + oneLine(attack))), size: 17, relativeTo: body, lineHeight: 22 }
          - { name: "body", family: system, size: 15, relativeTo: body, maximumSize: 30, lineHeight: 20 }
        """

    /// `text` without control characters (the model refuses them in style and family names).
    static func oneLine(_ text: String) -> String { String(text.unicodeScalars.filter { $0.value >= 0x20 }.map(Character.init)) }

    /// `text` as a YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\u{1B}": out += "\\e"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
    static let source = "ramps/evil */ --> <x>\nnext line.yaml"

    func model() throws -> TokenRamp {
        try TokenRamp(try TypeRamp.parse(HostileNameTests.yaml, file: "evil.yaml"), source: HostileNameTests.source)
    }

    @Test(arguments: [
        ("dtcg", TokenFormat.dtcg, "tokens.json"), ("dtcg-resolver", .dtcgResolver, "resolver.json"),
        ("style-dictionary", .styleDictionary, "sd.json"), ("css", .css, "ramp.css"), ("android-xml", .androidXML, "ramp.xml"),
        ("kotlin", .compose, "Ramp.kt"), ("markdown", .markdown, "ramp.md"), ("html", .html, "ramp.html"),
    ])
    func everyFormatStillParses(_ mode: String, _ format: TokenFormat, _ file: String) throws {
        let text = try model().generate(format, options: TokenOptions(picture: "pictures/my ramp (1).png"))
        let report = try Fixture.inspect(mode, text, fileName: file)
        // No control character of a name reaches the file (a terminal showing it, a reviewer's diff).
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B }, "\(mode): an escape character is written raw")
        switch mode {
        case "markdown":
            // The only raw HTML is TypeRamp's own notice comment; the names' <script> and --> stay text.
            let html = try #require(report["html"] as? [String])
            #expect(html.count == 1 && html[0].hasPrefix("<!--") && html[0].components(separatedBy: "-->").count == 2, "\(html)")
            let headings = try #require(report["headings"] as? [String])
            #expect(headings.contains { $0.contains("script") }, "the name is shown as text: \(headings)")
        case "css":
            let rules = try #require(report["rules"] as? [[String: Any]])
            for rule in rules {
                for selector in rule["selectors"] as? [String] ?? [] {
                    #expect(selector == ":root" || selector.hasPrefix(".") || selector.hasPrefix("[data-"), "\(selector)")
                }
            }
        case "kotlin":
            #expect(report["package"] as? String == "typeramp.tokens")
        default: break
        }
    }

    @Test func theSwiftFileStillParses() throws {
        let text = try model().generate(.swift)
        let folder = try TemporaryDirectory()
        let file = try folder.write(text, to: "Ramp.swift")
        let result = try Subprocess.run("swiftc", ["-parse", file.path])
        #expect(result.status == 0, "\(result.summary)")
        #expect(!text.contains("func 2025"), "an identifier may not start with a digit")
    }

    @Test func aLinkDestinationCannotBeEndedByAPath() {
        #expect(TokenText.linkDestination("a b/(c)\n.png") == "a%20b/%28c%29%0A.png")
        #expect(TokenText.blockComment("a */ b /* c /*/") == "a * / b / * c / * /")
        #expect(TokenText.markupComment("a --> b -") == "a - -> b - ")
    }
}
