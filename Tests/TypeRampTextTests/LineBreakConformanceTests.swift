import Foundation
import Testing
import TypeRampText

/// UAX #14 conformance: Unicode's LineBreakTest.txt (Debian unicode-data, copied with its header),
/// run through the engine's ICU line breaker, minus the listed ICU tailorings.
@Suite struct LineBreakConformanceTests {
    struct Case {
        var line: Int
        var text: String
        /// Break opportunities as UTF-16 offsets (the test file's ÷ positions after the start).
        var expected: [Int]
    }

    static func cases() throws -> [Case] {
        let file = Fixtures.repository.appendingPathComponent("Tests/Fixtures/LineBreakTest.txt")
        let content = try String(contentsOf: file, encoding: .utf8)
        var cases: [Case] = []
        for (index, line) in content.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let body = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            var text = ""
            var expected: [Int] = []
            var units = 0
            for token in body.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                if token == "÷" {
                    if units > 0 { expected.append(units) }
                } else if token != "×", let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) {
                    text.unicodeScalars.append(scalar)
                    units += value > 0xFFFF ? 2 : 1
                }
            }
            if !text.isEmpty { cases.append(Case(line: index + 1, text: text, expected: expected)) }
        }
        return cases
    }

    @Test func passesLineBreakTestExceptListedTailorings() throws {
        let cases = try Self.cases()
        let exclusions = try Fixtures.records(Fixtures.text.appendingPathComponent("linebreak-exclusions.tsv"))
        let excluded = Dictionary(uniqueKeysWithValues: exclusions.map { (Int($0.fields[0])!, $0.fields[1]) })
        #expect(cases.count > 7000, "the test file should hold the full suite")
        var passed = 0, failed: [String] = [], excludedThatPass: [Int] = []
        for c in cases {
            let got = Fixtures.engine.breakOpportunities(c.text, locale: "en")
            if excluded[c.line] != nil {
                if got == c.expected { excludedThatPass.append(c.line) }
                continue
            }
            if got == c.expected {
                passed += 1
            } else {
                failed.append("line \(c.line): expected \(c.expected), got \(got)")
            }
        }
        print("LineBreakTest.txt: \(passed) passed, \(failed.count) failed, \(excluded.count) excluded (ICU tailorings) of \(cases.count)")
        #expect(failed.isEmpty, "\(failed.prefix(20).joined(separator: "\n"))")
        // The exclusion list stays exact: a listed case that now passes must be removed from it.
        #expect(excludedThatPass.isEmpty, "excluded cases that pass: \(excludedThatPass)")
        #expect(Set(exclusions.map { $0.fields[1] }).isSubset(of: ["word-initial-hyphen", "number-leading-IS"]))
    }
}
