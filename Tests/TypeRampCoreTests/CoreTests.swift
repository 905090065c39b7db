import Foundation
import Testing

@testable import TypeRampCore

@Suite struct DecimalFormattingTests {
    @Test func roundsHalfAwayFromZeroAndTrimsZeros() {
        #expect(formatDecimal(16.333333) == "16.333")
        #expect(formatDecimal(48) == "48")
        #expect(formatDecimal(0.0005) == "0.001")
        #expect(formatDecimal(-0.0004) == "0")
        #expect(formatDecimal(-2.5, maximumFractionDigits: 0) == "-3")
        #expect(formatDecimal(2.5, maximumFractionDigits: 0) == "3")
        #expect(formatDecimal(1.10) == "1.1")
        #expect(formatDecimal(0.05, maximumFractionDigits: 2) == "0.05")
        #expect(formatDecimal(-0.318) == "-0.318")
        #expect(formatFixed(1, fractionDigits: 4) == "1.0000")
        #expect(formatFixed(0.9118, fractionDigits: 2) == "0.91")
        #expect(formatDecimal(.nan) == "NaN")
    }

    @Test func fixedDigitsOfHugeAndNonFiniteValuesAreWrittenAsTheyAre() {
        // `typeramp measure --size 1e300` crashed here: 1e+300 has no exact digits, and padding it counted negatively.
        #expect(formatFixed(1e300, fractionDigits: 2) == "1e+300")
        #expect(formatFixed(-1.2345678901234567e20, fractionDigits: 2) == formatDecimal(-1.2345678901234567e20))
        #expect(formatFixed(.infinity, fractionDigits: 2) == "Infinity")
        #expect(formatFixed(.nan, fractionDigits: 1) == "NaN")
        #expect(formatFixed(8.9e15, fractionDigits: 0) == "8900000000000000")
    }
}

@Suite struct JSONValueTests {
    @Test func keepsKeyOrderAndEscapes() {
        let value: JSONValue = .object([("z", .integer(1)), ("a", .string("quote \" slash \\ tab \t \u{1}")), ("n", .number(1.0 / 3))])
        #expect(value.serialized(pretty: false) == #"{"z":1,"a":"quote \" slash \\ tab \t \u0001","n":0.333}"#)
        #expect(JSONValue.array([]).serialized() == "[]")
        #expect(JSONValue.object([("k", .array([.null, .bool(true)]))]).serialized() == "{\n  \"k\": [\n    null,\n    true\n  ]\n}")
    }
}

@Suite struct VocabularyTests {
    @Test func suggestionsAreCloseMatchesOnly() {
        #expect(closestMatch(to: "titel3", in: ["title3", "body"]) == "title3")
        #expect(closestMatch(to: "zzzzzz", in: ["title3", "body"]) == nil)
        #expect(editDistance(Array("kitten"), Array("sitting")) == 3)
    }

    @Test func fontWeights() {
        #expect(FontWeight(parsing: "SemiBold") == .semibold)
        #expect(FontWeight(parsing: "extra-bold") == .heavy)
        #expect(FontWeight(parsing: "650")?.value == 650)
        #expect(FontWeight(parsing: "1001") == nil)
        #expect(FontWeight.regular.boldTextWeight == .semibold)
        #expect(FontWeight.bold.boldTextWeight == .heavy)
        #expect(FontWeight.black.boldTextWeight == .black)
    }

    @Test func openTypeTagsAndFeatures() {
        #expect(OpenTypeTag("wght")?.description == "wght")
        #expect(OpenTypeTag("wg") == nil)
        #expect(FontFeature(parsing: "-liga") == FontFeature(OpenTypeTag("liga")!, 0))
        #expect(FontFeature(parsing: "ss01=2")?.value == 2)
        #expect(FontFeature(parsing: "toolong") == nil)
    }

    @Test func rectGeometry() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.contains(Rect(x: 1, y: 1, width: 9, height: 9)))
        #expect(!a.contains(Rect(x: 1, y: 1, width: 10, height: 9)))
        #expect(a.intersection(Rect(x: 10, y: 0, width: 5, height: 5)) == nil)
        #expect(a.intersection(Rect(x: 5, y: 5, width: 10, height: 10)) == Rect(x: 5, y: 5, width: 5, height: 5))
    }
}

/// The importer's fast trimming agrees with Foundation's, the independent reference it replaces.
@Suite struct StringTrimmingTests {
    @Test func trimmingAgreesWithFoundation() {
        let samples = ["Item?", "  some View! ", "?!?", "", "Optional<Int>?", "a b", "é?", "?\u{301}x", " ?Model! ?"]
        for sample in samples {
            for set in ["?! ", "?!", "?"] {
                #expect(sample.trimming(set) == sample.trimmingCharacters(in: CharacterSet(charactersIn: set)), "\(sample) \(set)")
            }
        }
        #expect("Item?".trimming("?!") == "Item")
    }

    @Test func removingAgreesWithFoundation() {
        for sample in ["1_000_000", "_", "", "a b\nc", "Int?", "Double!?"] {
            for scalar: Unicode.Scalar in ["_", " ", "\n", "?"] {
                #expect(sample.removing(scalar) == sample.replacingOccurrences(of: String(scalar), with: ""))
            }
        }
        #expect("1_000".removing("_") == "1000")
    }
}
