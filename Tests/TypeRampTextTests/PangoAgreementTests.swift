import Foundation
import Testing
import TypeRampCore
import TypeRampText

/// Wrapped layout compared with an independent engine, Pango (Tests/Fixtures/text/pango-wraps.tsv, recorded
/// by `make fixtures`), on UI strings in 14 languages. The disagreement classes are explained in docs/text.md.
@Suite struct PangoAgreementTests {
    /// Floors asserted: mature engines agree on ~99% of line counts and ~98% of line texts.
    static let lineCountFloor = 0.99
    static let lineTextFloor = 0.98

    @Test func wrappedLinesAgreeWithPango() throws {
        let rows = try Fixtures.records(Fixtures.text.appendingPathComponent("pango-wraps.tsv"))
        #expect(rows.count > 1000)
        let cascade = try Fixtures.library.cascade(["Inter"])
        var countAgree = 0, textAgree = 0
        var languages = Set<String>()
        var disagreements: [String] = []
        for row in rows {
            let f = row.fields
            languages.insert(f[0])
            let width: AvailableSpace = f[2].isEmpty ? .maxContent : .definite(Double(f[2])!)
            let attributes = TextAttributes(cascade: cascade, size: Double(f[1])!, locale: f[0])
            let result = Fixtures.engine.measure(f[6], attributes: attributes, width: width, glyphRuns: false)
            let expected = try JSONDecoder().decode([String].self, from: Data(f[5].utf8))
            if result.lines.count == Int(f[3])! { countAgree += 1 }
            if result.lines.map(\.text) == expected {
                textAgree += 1
            } else if disagreements.count < 40 {
                disagreements.append("\(f[0]) \(f[1])pt w=\(f[2]): ours \(result.lines.map(\.text)) pango \(expected)")
            }
        }
        let countRate = Double(countAgree) / Double(rows.count), textRate = Double(textAgree) / Double(rows.count)
        print(
            "Pango agreement over \(rows.count) cases in \(languages.count) languages: line counts \(countAgree)/\(rows.count) = \(countRate), line texts \(textAgree)/\(rows.count) = \(textRate)"
        )
        for d in disagreements { print("  differs: \(d)") }
        #expect(languages.count >= 10)
        #expect(countRate >= Self.lineCountFloor)
        #expect(textRate >= Self.lineTextFloor)
    }
}
