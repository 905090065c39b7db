import Testing
import TypeRampCore
import TypeRampTestSupport

@testable import TypeRampMetrics

/// Every iOS cell against Apple's published HIG table (Tests/Fixtures/metrics/hig-dynamic-type-ios.csv).
@Suite struct PlatformTableTests {
    @Test func everyIOSCellMatchesTheHIG() throws {
        let rows = try Fixtures.csv("metrics/hig-dynamic-type-ios.csv")
        #expect(rows.count == 132)
        for row in rows {
            let category = try #require(ContentSizeCategory(parsing: row["category"]!), "category \(row["category"]!)")
            let style = try #require(TextStyle(rawValue: row["style"]!))
            let cell = try #require(PlatformTable.ios.metrics(style, category))
            #expect(cell.size == Double(row["size"]!)!, "\(style) \(category) size")
            #expect(cell.leading == Double(row["leading"]!)!, "\(style) \(category) leading")
            #expect(cell.weight == FontWeight(parsing: row["weight"]!)!, "\(style) \(category) weight")
            #expect(cell.isDerived == false)
        }
    }

    @Test func publishedCellsAreExactlyTheHIGs() {
        let published = PlatformTable.ios.rows.filter { !($0.style?.isExtraLargeTitle ?? false) }
        #expect(published.count == 12 * 11)
    }

    @Test func emphasizedWeightsFollowTheHIG() throws {
        // HIG: emphasized is Bold for the three largest titles and Semibold for every other style.
        for style in TextStyle.dynamicTypeStyles {
            let cell = try #require(PlatformTable.ios.metrics(style, .large))
            let expected: FontWeight = [.largeTitle, .title1, .title2].contains(style) ? .bold : .semibold
            #expect(cell.emphasizedWeight == expected, "\(style)")
        }
        // Only headline is semibold at its regular weight; large title is regular.
        #expect(PlatformTable.ios.metrics(.headline, .large)?.weight == .semibold)
        #expect(PlatformTable.ios.metrics(.largeTitle, .large)?.weight == .regular)
    }

    @Test func extraLargeTitlesAreMeasuredAtLargeAndDerivedElsewhere() throws {
        // iOS 17 preferredFont dump at Large: SFUI-Bold 36 and 28.
        let xl = try #require(PlatformTable.ios.metrics(.extraLargeTitle, .large))
        #expect(xl.size == 36 && xl.weight == .bold && !xl.isDerived && xl.leading == nil)
        let xl2 = try #require(PlatformTable.ios.metrics(.extraLargeTitle2, .large))
        #expect(xl2.size == 28 && xl2.weight == .bold)
        let derived = try #require(PlatformTable.ios.metrics(.extraLargeTitle, .accessibilityExtraExtraExtraLarge))
        #expect(derived.isDerived)
        // 36 × 70 / 41 = 61.46 → 61 with largeTitle's curve.
        #expect(derived.size == 61)
    }

    @Test func otherPlatformsLoadTheirPublishedTables() throws {
        #expect(PlatformTable.watchOS.categories.count == 9)
        #expect(!PlatformTable.watchOS.categories.contains(.medium))
        #expect(PlatformTable.watchOS.metrics(style: "body", category: .large)?.size == 16)
        #expect(PlatformTable.tvOS.metrics(style: "body")?.size == 29)
        #expect(PlatformTable.tvOS.metrics(style: "body")?.weight == .medium)
        #expect(PlatformTable.macOS.metrics(style: "body")?.size == 13)
        #expect(PlatformTable.macOS.metrics(style: "largeTitle")?.leading == 32)
        #expect(PlatformTable.android.rows.count == 15)
        #expect(PlatformTable.android.metrics(style: "bodyLarge")?.size == 16)
    }

    @Test func trackingComesFromTheHIGTrackingTable() throws {
        // HIG SF Pro: 17 pt → −26/1000 em = −0.442 pt; 12 pt → 0.
        #expect(abs(Tracking.systemFont.tracking(atSize: 17) - (-0.442)) < 1e-9)
        #expect(Tracking.systemFont.tracking(atSize: 12) == 0)
        // 55 pt is not published: halfway between 54 (6) and 56 (6) → 6/1000 em.
        #expect(abs(Tracking.systemFont.thousandthsOfEm(atSize: 55) - 6) < 1e-9)
        #expect(PlatformTable.ios.metrics(.body, .large)!.tracking == Tracking.systemFont.tracking(atSize: 17))
    }
}
