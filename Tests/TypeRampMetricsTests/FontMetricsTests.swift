import Testing

@testable import TypeRampMetrics

/// Every measured point published in TypeRamp's reference note on UIFontMetrics (shared/reference/uifontmetrics-model.md):
/// values measured on iOS by developers, independent of the line-spacing table.
@Suite struct FontMetricsTests {
    struct Measured: CustomStringConvertible {
        let style: TextStyle, value: Double, category: ContentSizeCategory, displayScale: Double, expected: Double, source: String
        var description: String { "\(style) \(value) at \(category) @\(Int(displayScale))x (\(source))" }
    }

    static let measured: [Measured] = [
        .init(style: .body, value: 17, category: .large, displayScale: 3, expected: 17, source: "Jared Sinclair 2024"),
        .init(style: .body, value: 17, category: .large, displayScale: 2, expected: 17, source: "Jared Sinclair 2024"),
        .init(style: .body, value: 17, category: .medium, displayScale: 3, expected: 49.0 / 3, source: "Jared Sinclair 2024"),
        .init(style: .body, value: 17, category: .extraExtraLarge, displayScale: 2, expected: 20, source: "openuikit, iPhone SE iOS 26.1"),
        .init(style: .body, value: 11, category: .medium, displayScale: 3, expected: 32.0 / 3, source: "spark-ios ScaledUIMetricTests"),
        .init(style: .body, value: 110, category: .medium, displayScale: 3, expected: 105, source: "spark-ios ScaledUIMetricTests"),
        .init(style: .body, value: 22, category: .accessibilityExtraExtraExtraLarge, displayScale: 3, expected: 62, source: "spark-ios"),
        .init(style: .body, value: 22, category: .extraSmall, displayScale: 3, expected: 19, source: "spark-ios"),
        .init(style: .largeTitle, value: 22, category: .accessibilityExtraExtraExtraLarge, displayScale: 3, expected: 113.0 / 3, source: "spark-ios"),
        .init(style: .largeTitle, value: 22, category: .extraSmall, displayScale: 3, expected: 61.0 / 3, source: "spark-ios"),
        .init(style: .body, value: 18, category: .extraSmall, displayScale: 3, expected: 47.0 / 3, source: "openuikit iOS 26.1"),
        .init(style: .body, value: 18, category: .extraExtraExtraLarge, displayScale: 3, expected: 71.0 / 3, source: "openuikit iOS 26.1"),
        .init(style: .body, value: 18, category: .accessibilityLarge, displayScale: 3, expected: 98.0 / 3, source: "openuikit iOS 26.1"),
        .init(style: .footnote, value: 18, category: .extraExtraExtraLarge, displayScale: 3, expected: 24, source: "openuikit iOS 26.1"),
        .init(style: .caption2, value: 18, category: .extraExtraExtraLarge, displayScale: 3, expected: 91.0 / 3, source: "openuikit iOS 26.1"),
        .init(style: .caption2, value: 8, category: .accessibilityLarge, displayScale: 3, expected: 18, source: "openuikit iOS 26.1"),
        .init(
            style: .title2, value: 18, category: .accessibilityExtraExtraExtraLarge, displayScale: 3, expected: 127.0 / 3,
            source: "openuikit iOS 26.1"),
    ]

    @Test(arguments: measured)
    func scaledValueMatchesMeasurement(_ m: Measured) {
        let actual = FontMetrics(textStyle: m.style).scaledValue(for: m.value, in: m.category, displayScale: m.displayScale)
        // Both sides are k / displayScale; compare to well below a pixel's width.
        #expect(abs(actual - m.expected) < 1e-9, "\(m): got \(actual)")
    }

    @Test func scaledFontAtAX5IsFortyEightNotFiftyThree() {
        // StackOverflow 51243804: UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17)) is 48 pt at AX5,
        // while preferredFont(forTextStyle: .body) is 53 pt there.
        #expect(FontMetrics.default.scaledFontSize(for: 17, in: .accessibilityExtraExtraExtraLarge) == 48)
        #expect(FontMetrics.default.scaledFontSize(for: 17, in: .large) == 17)
        #expect(PlatformTable.ios.metrics(.body, .accessibilityExtraExtraExtraLarge)?.size == 53)
    }

    @Test(arguments: [11.0, 13, 15, 17])
    func footnoteAtAX2LandsOnHalfPixelsAndRoundsUp(_ base: Double) {
        // Ratio 33/18 at @3x: base × 33 × 3 / 18 is exactly k + 0.5 pixels for these bases; iOS rounds up.
        let pixels = base * 33 * 3 / 18
        #expect(pixels - pixels.rounded(.down) == 0.5)
        let scaled = FontMetrics(textStyle: .footnote).scaledValue(for: base, in: .accessibilityLarge, displayScale: 3)
        #expect(scaled * 3 == pixels.rounded(.up), "\(base)")
    }

    @Test func maximumClampsAfterRounding() {
        // 17 × 62/22 = 47.9 → 48, then limited to 40.
        #expect(FontMetrics.default.scaledFontSize(for: 17, maximumPointSize: 40, in: .accessibilityExtraExtraExtraLarge) == 40)
        // A maximum above the rounded size has no effect; 0 means none.
        #expect(FontMetrics.default.scaledFontSize(for: 17, maximumPointSize: 48.2, in: .accessibilityExtraExtraExtraLarge) == 48)
        #expect(FontMetrics.default.scaledFontSize(for: 17, maximumPointSize: 0, in: .accessibilityExtraExtraExtraLarge) == 48)
    }

    @Test func roundingIsHalfAwayFromZero() {
        // caption2 is flat from xSmall to Large (ratio 1): at @1x, ±7.5 are exact half points and round away from zero.
        #expect(FontMetrics(textStyle: .caption2).scaledValue(for: -7.5, in: .extraSmall, displayScale: 1) == -8)
        #expect(FontMetrics(textStyle: .caption2).scaledValue(for: 7.5, in: .extraSmall, displayScale: 1) == 8)
        #expect(FontMetrics(textStyle: .caption2).scaledValue(for: 7.5, in: .extraSmall, displayScale: 2) == 7.5)
        // body at xLarge: 24/22; 5.5 × 24 / 22 = 6 exactly; 2.75 × 24/22 = 3 → 3.
        #expect(FontMetrics.default.scaledValue(for: 5.5, in: .extraLarge, displayScale: 1) == 6)
        // −11 × 21/22 = −10.5 at @1x rounds away from zero to −11.
        #expect(FontMetrics.default.scaledValue(for: -11, in: .medium, displayScale: 1) == -11)
    }

    @Test func sizeRatioIsNotUIKitsRule() {
        // Flutter/React Native scale by point-size ratio: 17 × 53/17 = 53 at AX5, 5 pt away from UIKit's 48.
        let pointSize = FontMetrics(textStyle: .body, table: .pointSize)
        #expect(pointSize.scaledFontSize(for: 17, in: .accessibilityExtraExtraExtraLarge) == 53)
        #expect(FontMetrics(textStyle: .body, table: .higLeading).scaledFontSize(for: 17, in: .accessibilityExtraExtraExtraLarge) == 48)
    }

    @Test func lineSpacingTableDiffersFromHIGLeadingOnlyInTheDocumentedCells() {
        // Cells where the recovered line spacing differs from HIG leading (the reference note marks them *).
        let expectedDifferences: Set<String> = [
            "title1/extraLarge", "title1/extraExtraLarge", "title1/accessibilityExtraExtraLarge",
            "headline/accessibilityExtraExtraLarge", "subheadline/extraExtraExtraLarge", "subheadline/accessibilityLarge",
            "caption1/accessibilityMedium", "caption2/accessibilityLarge",
        ]
        var differences: Set<String> = []
        for style in TextStyle.dynamicTypeStyles {
            for category in ContentSizeCategory.allCases
            where ScalingTable.lineSpacing.numerator(style, category) != ScalingTable.higLeading.numerator(style, category) {
                differences.insert("\(style)/\(category)")
            }
        }
        #expect(differences == expectedDifferences)
    }

    @Test func extraLargeTitlesFollowLargeTitle() {
        let xl = FontMetrics(textStyle: .extraLargeTitle)
        let largeTitle = FontMetrics(textStyle: .largeTitle)
        for category in ContentSizeCategory.allCases {
            #expect(xl.scaledValue(for: 36, in: category) == largeTitle.scaledValue(for: 36, in: category))
        }
    }
}
