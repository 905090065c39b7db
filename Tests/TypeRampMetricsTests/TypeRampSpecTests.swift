import Foundation
import Testing
import TypeRampCore
import TypeRampTestSupport

@testable import TypeRampMetrics

@Suite struct TypeRampSpecTests {
    static let minimal = """
        name: Test
        families:
          - name: Sans
            faces:
              - { weight: regular, file: fonts/Sans-Regular.otf }
        styles:
          - name: title
            family: Sans
            size: 18
            relativeTo: title3
            weight: semibold
            lineHeight: 24
            maximumSize: 30
          - name: caption
            family: Sans
            size: 12
            lineHeight: { multiple: 1.5 }
        """

    @Test func decodesAndResolvesLikeScaledFont() throws {
        let ramp = try TypeRamp.parse(Self.minimal, file: "specs/ramp.yaml")
        #expect(ramp.styles.map(\.name) == ["title", "caption"])
        #expect(ramp.families[0].faces[0].file == "specs/fonts/Sans-Regular.otf")
        let title = try #require(ramp.style(named: "title"))
        // Independent expectation: the title3 line spacing at AX1 is 38 vs 25 at Large (reference LS table):
        // 18 × 38 / 25 = 27.36 → 27 (whole points).
        let ax1 = title.resolved(at: .accessibilityMedium)
        #expect(ax1.size == 27)
        #expect(!ax1.clampedToMaximum)
        // Line height scales with the font size: 24 × 27/18 = 36.
        #expect(ax1.lineHeight == 36)
        // AX5: 18 × 65/25 = 46.8 → 47, limited to 30.
        let ax5 = title.resolved(at: .accessibilityExtraExtraExtraLarge)
        #expect(ax5.size == 30 && ax5.clampedToMaximum)
        #expect(title.resolved(at: .large).size == 18)
        #expect(title.resolved(at: .large, boldText: true).weight == .bold)
        // A style without relativeTo never scales.
        let caption = try #require(ramp.style(named: "caption"))
        for category in ContentSizeCategory.allCases {
            let r = caption.resolved(at: category)
            #expect(r.size == 12 && r.lineHeight == 18 && !r.scales)
        }
    }

    @Test func bundledExampleResolvesEveryStyleAtEveryCategory() throws {
        let ramp = try TypeRamp.load(path: Fixtures.repositoryPath("examples/ramp.yaml"))
        #expect(ramp.styles.count == 12)
        for category in ContentSizeCategory.allCases {
            for style in ramp.resolved(at: category) {
                #expect(style.size >= 11, "\(style.name) at \(category)")
            }
        }
        // body 16 relative to body at AX5: 16 × 62/22 = 45.09 → 45.
        #expect(ramp.style(named: "body")?.resolved(at: .accessibilityExtraExtraExtraLarge).size == 45)
    }

    struct BadSpec: CustomStringConvertible, Sendable {
        let description: String
        let replace: String, with: String
        let line: Int, column: Int
        let message: String
    }

    static let badSpecs: [BadSpec] = [
        BadSpec(
            description: "unknown text style", replace: "relativeTo: title3", with: "relativeTo: titel3",
            line: 10, column: 17, message: "unknown text style 'titel3' (did you mean 'title3'?)"),
        BadSpec(
            description: "unknown family", replace: "family: Sans\n    size: 18", with: "family: Sanz\n    size: 18",
            line: 8, column: 13,
            message: "unknown font family 'Sanz': the ramp declares Sans; 'system' is the system font (SF Pro) (did you mean 'Sans'?)"),
        BadSpec(
            description: "negative size", replace: "size: 18", with: "size: -18",
            line: 9, column: 11, message: "must be greater than 0, found -18"),
        BadSpec(
            description: "unknown field", replace: "lineHeight: 24", with: "lineHight: 24",
            line: 12, column: 5, message: "unknown field 'lineHight' (did you mean 'lineHeight'?)"),
        BadSpec(
            description: "unknown weight", replace: "weight: semibold", with: "weight: semibald",
            line: 11, column: 13, message: "unknown font weight 'semibald' (did you mean 'semibold'?)"),
        BadSpec(
            description: "maximum below size", replace: "maximumSize: 30", with: "maximumSize: 10",
            line: 13, column: 18, message: "maximumSize 10 is smaller than size 18"),
        BadSpec(
            description: "not a number", replace: "size: 18", with: "size: big",
            line: 9, column: 11, message: "expected a number, found 'big'"),
        BadSpec(
            description: "YAML syntax", replace: "name: Test", with: "name: [Test",
            line: 2, column: 9, message: "not valid YAML or JSON"),
    ]

    @Test(arguments: badSpecs)
    func badSpecsFailWithLineAndColumn(_ bad: BadSpec) throws {
        let text = Self.minimal.replacingOccurrences(of: bad.replace, with: bad.with)
        #expect(text != Self.minimal)
        do {
            _ = try TypeRamp.parse(text, file: "ramp.yaml")
            Issue.record("expected an error for \(bad)")
        } catch let error as InputError {
            #expect(error.location.file == "ramp.yaml")
            #expect(error.location.line == bad.line, "\(error)")
            #expect(error.location.column == bad.column, "\(error)")
            #expect(error.description.contains(bad.message), "\(error)")
        }
    }

    @Test func missingRequiredFieldNamesIt() throws {
        let text = Self.minimal.replacingOccurrences(of: "    size: 12\n", with: "")
        #expect(throws: InputError.self) { try TypeRamp.parse(text, file: "r.yaml") }
        do { _ = try TypeRamp.parse(text, file: "r.yaml") } catch let error as InputError {
            #expect(error.fieldPath == "styles[1].size")
            #expect(error.message == "missing required field 'size'")
            #expect(error.location.line == 14)  // the mapping of styles[1] starts there
        }
    }

    @Test func jsonSpecsAreReadToo() throws {
        let json = """
            {"name": "J", "families": [{"name": "Sans", "faces": [{"weight": 400, "file": "a.ttf"}]}],
             "styles": [{"name": "body", "family": "Sans", "size": 16, "relativeTo": "body"}]}
            """
        let ramp = try TypeRamp.parse(json, file: "ramp.json")
        #expect(ramp.styles[0].resolved(at: .accessibilityExtraExtraExtraLarge).size == 45)
        let bad = json.replacingOccurrences(of: "\"size\": 16", with: "\"size\": \"16\"")
        do { _ = try TypeRamp.parse(bad, file: "ramp.json"); Issue.record("quoted number accepted") } catch let error as InputError {
            #expect(error.location.line == 2)
            #expect(error.fieldPath == "styles[0].size")
            #expect(error.message.contains("expected a number"))
        }
    }

    @Test func calibrationFilesReplaceTheTable() throws {
        // A calibration equal to the built-in line-spacing ratios reproduces the built-in results exactly.
        var yaml = "device: test device\nratios:\n"
        var ls = "lineSpacingAtLarge:\n"
        for style in TextStyle.dynamicTypeStyles {
            yaml += "  \(style.rawValue):\n"
            for category in ContentSizeCategory.allCases {
                yaml += "    \(category.shortName): \(ScalingTable.lineSpacing.multiplier(style, category))\n"
            }
            ls += "  \(style.rawValue): \(ScalingTable.lineSpacing.denominator(style))\n"
        }
        let scratch = try TemporaryDirectory()
        let path = try scratch.write(yaml + ls, to: "calibration.yaml").path
        let table = try ScalingTable.calibration(contentsOf: path)
        #expect(table.name == "test device")
        for base in [11.0, 13, 15, 17] {
            #expect(
                FontMetrics(textStyle: .footnote, table: table).scaledValue(for: base, in: .accessibilityLarge)
                    == FontMetrics(textStyle: .footnote).scaledValue(for: base, in: .accessibilityLarge))
        }
        // A missing style is an error naming it.
        let partial = try scratch.write("ratios:\n  body:\n    xs: 0.9\n", to: "partial.yaml").path
        #expect(throws: InputError.self) { try ScalingTable.calibration(contentsOf: partial) }
    }
}
