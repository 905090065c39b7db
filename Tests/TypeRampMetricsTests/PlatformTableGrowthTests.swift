import Testing
import TypeRampMetrics

/// How far each text style grows, against Apple's HIG table (Typography, "Dynamic Type sizes"): the sizes below are
/// copied by hand from that table, never computed by TypeRamp.
@Suite struct PlatformTableGrowthTests {
    @Test func bodyGrowsToThreeHundredTwelvePercent() throws {
        // HIG: body 17 pt at Large, 53 pt at accessibilityExtraExtraExtraLarge.
        let growth = try #require(PlatformTable.ios.growth(of: .body, at: .accessibilityExtraExtraExtraLarge))
        #expect(abs(growth - 53.0 / 17.0) < 1e-12)
        #expect(PlatformTable.ios.growth(of: .body, at: .large) == 1)
        // HIG: body 33 pt at accessibilityLarge (AX2), 40 pt at accessibilityExtraLarge (AX3).
        #expect(abs(try #require(PlatformTable.ios.growth(of: .body, at: .accessibilityLarge)) - 33.0 / 17.0) < 1e-12)
    }

    @Test func firstCategoryReachingTwice() {
        let table = PlatformTable.ios
        // body 33 pt at AX2 (194 %), 40 pt at AX3 (235 %).
        #expect(table.firstCategory(of: .body, reaching: 2) == .accessibilityExtraLarge)
        #expect(table.firstCategory(of: .headline, reaching: 2) == .accessibilityExtraLarge)
        // callout 16 → 32 pt at AX2: exactly twice, which counts.
        #expect(table.firstCategory(of: .callout, reaching: 2) == .accessibilityLarge)
        // title2 22 → 44 pt at AX3: exactly twice.
        #expect(table.firstCategory(of: .title2, reaching: 2) == .accessibilityExtraLarge)
        // title1 28 → 53 pt at AX4 (189 %), 58 pt at AX5 (207 %).
        #expect(table.firstCategory(of: .title1, reaching: 2) == .accessibilityExtraExtraExtraLarge)
        // caption2 11 → 20 pt at AX1 (182 %), 24 pt at AX2 (218 %).
        #expect(table.firstCategory(of: .caption2, reaching: 2) == .accessibilityLarge)
        // largeTitle 34 → 60 pt at AX5 (176 %): never twice.
        #expect(table.firstCategory(of: .largeTitle, reaching: 2) == nil)
        // Every style reaches its own size at Large.
        for style in TextStyle.dynamicTypeStyles { #expect(table.firstCategory(of: style, reaching: 1) == .large) }
    }

    @Test func platformsWithoutCategoriesHaveNoGrowth() {
        #expect(PlatformTable.tvOS.growth(of: .body, at: .accessibilityExtraExtraExtraLarge) == nil)
        #expect(PlatformTable.tvOS.firstCategory(of: .body, reaching: 2) == nil)
    }
}
