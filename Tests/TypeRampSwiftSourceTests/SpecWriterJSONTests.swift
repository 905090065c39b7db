import Foundation
import Testing
import TypeRampCore
import TypeRampDecoding

@testable import TypeRampSwiftSource

/// The import's JSON: an unquoted scalar is a JSON number only when it is written as JSON writes numbers (RFC 8259,
/// section 6); other spellings Swift reads as numbers (`0x10`, `.5`, `+1`, `1.`, `01`) are strings, so the output parses.
@Suite struct SpecWriterJSONTests {
    static let here = SourceLocation(file: "t.swift", line: 1, column: 1)

    func written(_ scalars: [String]) throws -> [Any] {
        let items = scalars.map { SpecNode(kind: .scalar($0, quoted: false), location: Self.here, path: "") }
        let json = SpecWriter.json(SpecNode(kind: .sequence(items), location: Self.here, path: ""))
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [Any])
    }

    @Test func numbersAsJSONWritesThemAreNumbers() throws {
        let values = try written(["0", "-0.25", "12", "1e5", "2.5E-3", "390"])
        #expect(values.map { ($0 as? NSNumber)?.doubleValue } == [0, -0.25, 12, 1e5, 2.5e-3, 390])
    }

    @Test func otherSpellingsAreStrings() throws {
        let spellings = ["0x10", ".5", "+1", "1.", "01", "-", "1e", "infinity", "1_000"]
        let values = try written(spellings)
        #expect(values.map { $0 as? String } == spellings)
    }

    @Test func deepTreesAreIndentedTwoSpacesALevel() {
        var node = SpecNode(kind: .scalar("x", quoted: true), location: Self.here, path: "")
        for _ in 0..<70 { node = SpecNode(kind: .sequence([node]), location: Self.here, path: "") }
        let lines = SpecWriter.json(node).split(separator: "\n")
        // The innermost value is 70 levels in: 140 spaces, past the indentation made ahead of time.
        #expect(lines[70] == Substring(String(repeating: " ", count: 140) + "\"x\""))
        #expect(lines.last == "]")
    }
}
