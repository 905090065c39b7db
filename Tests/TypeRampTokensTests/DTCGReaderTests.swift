import Foundation
import Testing
import TypeRampCore
import TypeRampDecoding
import TypeRampMetrics
import TypeRampTestSupport

@testable import TypeRampTokens

@Suite("Reading DTCG input")
struct DTCGReaderTests {
    /// A file as a team already on DTCG might write it: groups, inherited $type, references, a legacy string dimension.
    static let teamFile = """
        {
          "font": {
            "family": { "sans": { "$type": "fontFamily", "$value": ["Acme Sans", "Helvetica", "sans-serif"] } },
            "size": { "$type": "dimension", "body": { "$value": { "value": 16, "unit": "px" } } }
          },
          "typography": {
            "$type": "typography",
            "body": {
              "$value": { "fontFamily": "{font.family.sans}", "fontSize": "{font.size.body}", "fontWeight": "heavy",
                          "letterSpacing": "0.5px", "lineHeight": 1.5 },
              "$extensions": { "org.typeramp": { "relativeTo": "body", "maximumSize": 40 } }
            },
            "heading": {
              "$root": {
                "$value": { "fontFamily": "Acme Sans", "fontSize": { "value": 24, "unit": "px" }, "fontWeight": 650,
                            "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.25 },
                "$extensions": { "org.typeramp": { "relativeTo": "title2", "lineHeight": { "points": 30 } } }
              }
            },
            "label": { "$value": "{typography.body}" },
            "fixed": { "$value": { "fontFamily": "Acme Sans", "fontSize": { "value": 10, "unit": "px" }, "fontWeight": "thin",
                                   "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2 } }
          }
        }
        """

    @Test("groups, inherited $type, $root, references and DTCG's weight names decode into the ramp model")
    func decodesTeamFile() throws {
        let ramp = try TokenSource.parse(Self.teamFile, file: "team.json")
        #expect(TokenSource.kind(of: try SpecReaderFixture.parse(Self.teamFile), file: "team.json") == .dtcg)
        #expect(ramp.name == "team")
        #expect(ramp.styles.map(\.name) == ["typography.body", "typography.heading", "typography.label", "typography.fixed"])
        let body = try #require(ramp.style(named: "typography.body"))
        #expect(body.family == "Acme Sans" && body.size == 16 && body.tracking == 0.5)
        #expect(body.weight.value == 900)  // DTCG: heavy = 900 (Apple's .heavy is 800)
        #expect(body.relativeTo == .body && body.maximumSize == 40 && body.lineHeight == .multiple(1.5))
        let heading = try #require(ramp.style(named: "typography.heading"))
        #expect(heading.weight.value == 650 && heading.relativeTo == .title2 && heading.lineHeight == .points(30))
        let label = try #require(ramp.style(named: "typography.label"))
        #expect(label.size == 16 && label.weight.value == 900 && label.relativeTo == nil)
        let fixed = try #require(ramp.style(named: "typography.fixed"))
        #expect(fixed.weight.value == 100 && fixed.relativeTo == nil)
        #expect(ramp.families.map(\.name) == ["Acme Sans"])

        // And the model resolves it like any ramp: 16 pt relative to body, at most 40 pt.
        let model = try TokenRamp(ramp)
        let expected = FontMetrics(textStyle: .body).scaledFontSize(for: 16, maximumPointSize: 40, in: .accessibilityExtraExtraExtraLarge)
        #expect(model.styles[0].fontSize(.accessibilityExtraExtraExtraLarge) == expected)
        #expect(model.generate(.css).contains("--team-typography-body-font-size: 16px;"))
    }

    @Test("the file kind is chosen by name and content")
    func detection() throws {
        let yaml = try SpecReaderFixture.parse("styles: []\nname: x")
        #expect(TokenSource.kind(of: yaml, file: "ramp.yaml") == .typeRamp)
        #expect(TokenSource.kind(of: yaml, file: "ramp.tokens.json") == .dtcg)
        #expect(TokenSource.kind(of: try SpecReaderFixture.parse("{\"a\": {\"$value\": 1}}"), file: "x.json") == .dtcg)
        #expect(TokenSource.kind(of: try SpecReaderFixture.parse("name: x"), file: "x.yaml") == .typeRamp)
    }

    /// Decoding `text` fails with exactly `expected` (file:line:column: error: …).
    func expectError(
        _ text: String, file: String = "in.tokens.json", _ expected: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        do {
            let ramp = try TokenSource.parse(text, file: file)
            _ = try TokenRamp(ramp)
            Issue.record("expected an error, decoded \(ramp.styles.count) styles", sourceLocation: sourceLocation)
        } catch let error as InputError {
            #expect(error.description == expected, sourceLocation: sourceLocation)
        } catch {
            Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
        }
    }

    static func token(_ value: String, extensions: String = "") -> String {
        """
        {
          "body": {
            "$type": "typography",
            "$value": \(value)\(extensions.isEmpty ? "" : ",\n    \"$extensions\": { \"org.typeramp\": \(extensions) }")
          }
        }
        """
    }

    static let good =
        #"{ "fontFamily": "F", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.25 }"#

    @Test("bad DTCG input gives located errors")
    func locatedErrors() {
        // Unknown style: a reference to a typography token that does not exist.
        expectError(
            """
            {
              "typography": {
                "$type": "typography",
                "body": { "$value": \(Self.good) },
                "label": { "$value": "{typography.bdy}" }
              }
            }
            """,
            "in.tokens.json:5:26: error: typography.label.$value: unknown style '{typography.bdy}': no token has that path (did you mean '{typography.body}'?)"
        )
        // relativeTo that is not a text style.
        expectError(
            Self.token(Self.good, extensions: #"{ "relativeTo": "bodyy" }"#),
            "in.tokens.json:5:54: error: body.$extensions.org.typeramp.relativeTo: unknown text style 'bodyy' (did you mean 'body'?)")
        // Negative size.
        expectError(
            Self.token(
                #"{ "fontFamily": "F", "fontSize": { "value": -3, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.25 }"#
            ),
            "in.tokens.json:4:59: error: body.$value.fontSize.value: font size must be greater than 0, found -3")
        // Missing font family.
        expectError(
            Self.token(
                #"{ "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.25 }"#
            ),
            "in.tokens.json:4:15: error: body.$value.fontFamily: missing required field 'fontFamily'")
        // rem is refused, not guessed.
        expectError(
            Self.token(#"{ "fontFamily": "F", "fontSize": "1rem", "fontWeight": 400, "letterSpacing": "0px", "lineHeight": 1.25 }"#),
            "in.tokens.json:4:48: error: body.$value.fontSize: rem is not supported: TypeRamp works in points (1 px = 1 pt) and does not guess a root font size; use px"
        )
        // A reference cycle.
        expectError(
            """
            {
              "a": { "$type": "typography", "$value": "{b}" },
              "b": { "$type": "typography", "$value": "{a}" }
            }
            """, "in.tokens.json:2:43: error: a.$value: circular reference: {b} → {a} → {b}")
        // A reference of the wrong type.
        expectError(
            """
            {
              "c": { "$type": "color", "$value": "#fff" },
              "body": { "$type": "typography", "$value": { "fontFamily": "{c}", "fontSize": "16px", "lineHeight": 1 } }
            }
            """, "in.tokens.json:3:62: error: body.$value.fontFamily: '{c}' is a color token; expected fontFamily")
        // An unknown extension field, with a suggestion.
        expectError(
            Self.token(Self.good, extensions: #"{ "maximumSise": 30 }"#),
            "in.tokens.json:5:40: error: body.$extensions.org.typeramp.maximumSise: unknown field 'maximumSise' (did you mean 'maximumSize'?)")
        // No line height: tokens need one.
        expectError(
            Self.token(#"{ "fontFamily": "F", "fontSize": "16px" }"#),
            "in.tokens.json:2:11: error: styles.body: style 'body' has no line height; design tokens need one: give 'lineHeight' (points at the base size, or { multiple: 1.25 })"
        )
    }

    @Test("bad type-ramp YAML gives located errors too (relativeTo, negative size, missing and unknown family)")
    func yamlErrors() {
        let head = "name: T\nfamilies: [{ name: Sans, faces: [{ weight: regular, file: a.otf }] }]\nstyles:\n"
        expectError(
            head + "  - { name: body, family: Sans, size: 16, relativeTo: bodyy, lineHeight: 20 }", file: "r.yaml",
            "r.yaml:4:55: error: styles[0].relativeTo: unknown text style 'bodyy' (did you mean 'body'?)")
        expectError(
            head + "  - { name: body, family: Sans, size: -16, relativeTo: body, lineHeight: 20 }", file: "r.yaml",
            "r.yaml:4:39: error: styles[0].size: must be greater than 0, found -16")
        expectError(
            head + "  - { name: body, size: 16, relativeTo: body, lineHeight: 20 }", file: "r.yaml",
            "r.yaml:4:5: error: styles[0].family: missing required field 'family'")
        expectError(
            head + "  - { name: body, family: Snas, size: 16, relativeTo: body, lineHeight: 20 }", file: "r.yaml",
            "r.yaml:4:27: error: styles[0].family: unknown font family 'Snas': the ramp declares Sans; 'system' is the system font (SF Pro) (did you mean 'Sans'?)"
        )
        expectError(
            head + "  - { name: body, family: Sans, size: 16, relativeTo: body }", file: "r.yaml",
            "r.yaml:4:5: error: styles.body: style 'body' has no line height; design tokens need one: give 'lineHeight' (points at the base size, or { multiple: 1.25 })"
        )
        expectError(
            head
                + "  - { name: body small, family: Sans, size: 16, lineHeight: 20 }\n  - { name: bodySmall, family: Sans, size: 14, lineHeight: 18 }",
            file: "r.yaml",
            "r.yaml:5:5: error: styles.bodySmall: style 'bodySmall' and style 'body small' both become the identifier 'bodySmall'; rename one")
    }
}

/// Parses text with the same reader the CLI uses.
enum SpecReaderFixture {
    static func parse(_ text: String) throws -> SpecNode { try SpecReader.parse(text, file: "fixture") }
}

@Suite("Token paths")
struct TokenPathTests {
    @Test("a DTCG file with groups round-trips through every JSON format with its groups kept")
    func groupsRoundTrip() throws {
        let ramp = try TokenSource.parse(DTCGReaderTests.teamFile, file: "team.json")
        let model = try TokenRamp(ramp, source: "team.json")
        let dtcg = model.generate(.dtcg)
        let report = try Fixture.inspect("dtcg", dtcg)
        let styles = try #require(report["styles"] as? [String: Any])
        #expect(Set(styles.keys) == ["typography.body", "typography.heading", "typography.label", "typography.fixed"])
        let again = try TokenRamp(try TokenSource.parse(dtcg, file: "team.tokens.json"), source: "team.json")
        #expect(again.generate(.dtcg) == dtcg)
        let resolver = try Fixture.inspect("dtcg-resolver", model.generate(.dtcgResolver))
        let resolved = try #require(resolver["resolved"] as? [String: [String: [String: [String: Any]]]])
        #expect(
            number(resolved["accessibility5"]?["on"]?["typography.body"]?["fontSize"]) == model.styles[0].fontSize(.accessibilityExtraExtraExtraLarge)
        )
        #expect(
            number(resolved["accessibility5"]?["on"]?["typography.body"]?["fontWeight"])
                == Double(ramp.styles[0].resolved(at: .large, boldText: true).weight.value))
        let sd = try Fixture.inspect("style-dictionary", model.generate(.styleDictionary))
        let tokens = try #require(sd["tokens"] as? [String: Any])
        #expect(tokens["team.typography.heading.large"] != nil)
    }

    @Test("a style that is also the group of another is refused, located at the style")
    func groupClash() throws {
        let yaml = """
            name: T
            families: [{ name: Sans, faces: [{ weight: regular, file: a.otf }] }]
            styles:
              - { name: heading, family: Sans, size: 20, lineHeight: 24 }
              - { name: heading.large, family: Sans, size: 28, lineHeight: 32 }
            """
        #expect(throws: InputError.self) { try TokenRamp(try TypeRamp.parse(yaml, file: "t.yaml")) }
        do {
            _ = try TokenRamp(try TypeRamp.parse(yaml, file: "t.yaml"))
        } catch let error as InputError {
            #expect(error.description.hasPrefix("t.yaml:4:5: error: styles.heading: style 'heading' and style 'heading.large'"))
        }
    }
}
