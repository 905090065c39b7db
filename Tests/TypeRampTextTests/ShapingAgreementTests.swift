import Foundation
import Testing
import TypeRampCore
import TypeRampText

/// Unwrapped widths agree with HarfBuzz's own hb-shape (Tests/Fixtures/text/hb-shape-widths.tsv, made by
/// `make fixtures`) for every bundled font.
@Suite struct ShapingAgreementTests {
    /// The tolerance: a hundredth of a point.
    static let tolerance: Points = 0.01

    @Test func unwrappedWidthsMatchHBShape() throws {
        let rows = try Fixtures.records(Fixtures.text.appendingPathComponent("hb-shape-widths.tsv"))
        #expect(rows.count >= 100)
        var fontsSeen = Set<String>()
        var worst: Double = 0
        for row in rows {
            let f = row.fields
            let face = try Fixtures.font(f[0])
            fontsSeen.insert(f[0])
            let weight = FontWeight(value: Int(f[1])!)!
            let upem = Double(f[3])!, advance = Double(f[4])!
            for size in [11.0, 17.0, 53.0] {
                let attributes = TextAttributes(cascade: FontCascade(face), size: size, weight: weight, locale: f[2])
                let result = Fixtures.engine.measure(f[6], attributes: attributes, glyphRuns: false)
                let expected = advance / upem * size
                worst = max(worst, abs(result.size.width - expected))
                #expect(
                    abs(result.size.width - expected) <= Self.tolerance,
                    "\(f[0]) wght \(f[1]) \(size) pt '\(f[6])': engine \(result.size.width), hb-shape \(expected)")
                #expect(result.lines.count == 1)
            }
        }
        print("hb-shape agreement: \(rows.count) strings × 3 sizes over \(fontsSeen.count) font files, worst difference \(worst) pt")
        #expect(fontsSeen.count == 13, "every bundled font is covered")
    }

    @Test func glyphRunsCarryTheShapedGlyphs() throws {
        let rows = try Fixtures.records(Fixtures.text.appendingPathComponent("hb-shape-widths.tsv"))
        for row in rows {
            let f = row.fields
            let face = try Fixtures.font(f[0])
            let attributes = TextAttributes(cascade: FontCascade(face), size: 20, weight: FontWeight(value: Int(f[1])!)!, locale: f[2])
            let result = Fixtures.engine.measure(f[6], attributes: attributes)
            let glyphs = result.lines.flatMap(\.runs).reduce(0) { $0 + $1.glyphs.count }
            #expect(glyphs == Int(f[5])!, "\(f[0]) '\(f[6])': \(glyphs) glyphs, hb-shape \(f[5])")
        }
    }
}
