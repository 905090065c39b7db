import Testing
import TypeRampTestSupport

@testable import TypeRampMetrics

/// Android 14 non-linear font scaling against AOSP's tables (Tests/Fixtures/metrics/android-font-scale.csv).
@Suite struct AndroidFontScalingTests {
    @Test func everyAOSPTablePointIsReproduced() throws {
        let rows = try Fixtures.csv("metrics/android-font-scale.csv").filter { $0["source"]!.hasPrefix("aosp") }
        #expect(rows.count == 45)
        for row in rows {
            let scale = Double(row["scale"]!)!, sp = Double(row["from_sp"]!)!, dp = Double(row["to_dp"]!)!
            #expect(abs(androidDp(forSp: sp, fontScale: scale) - dp) < 1e-9, "\(sp) sp at \(scale)")
        }
    }

    @Test func vendorOnlyTablesAreNotUsed() throws {
        // 1.1 is a vendor table (not AOSP): AOSP scales linearly below 1.13, so 14 sp → 15.4 dp (vendor table: 15.6).
        #expect(abs(androidDp(forSp: 14, fontScale: 1.1) - 15.4) < 1e-9)
    }

    @Test func workedExamples() {
        // From the AOSP algorithm: at 2.0, 14 sp → 26 dp (not 28); at 1.65 (halfway 1.5…1.8), 14 sp → 23.2 dp.
        #expect(abs(androidDp(forSp: 14, fontScale: 2.0) - 26) < 1e-9)
        #expect(abs(androidDp(forSp: 14, fontScale: 1.65) - 23.2) < 1e-9)
        #expect(abs(androidDp(forSp: 30, fontScale: 2.0) - 38) < 1e-9)
        // Above 100 sp text is not scaled at all.
        #expect(androidDp(forSp: 150, fontScale: 2.0) == 150)
        #expect(androidDp(forSp: 100, fontScale: 1.3) == 100)
    }

    @Test func linearBelowTheThresholdAndAboveTheLastTable() {
        #expect(AndroidFontScaleConverter.minimumNonLinearScale == 1.15 - 0.02)
        #expect(abs(androidDp(forSp: 14, fontScale: 0.85) - 11.9) < 1e-9)
        #expect(androidDp(forSp: 14, fontScale: 1.0) == 14)
        #expect(abs(androidDp(forSp: 14, fontScale: 1.12) - 15.68) < 1e-9)
        // 1.13 … 1.149: non-linear mode but below the first table → linear at the scale.
        #expect(abs(androidDp(forSp: 14, fontScale: 1.14) - 15.96) < 1e-9)
    }

    @Test func interpolationInsideATable() {
        // 1.5 table: 14 → 22, 18 → 24; 16 sp is halfway → 23. Below 8 sp: from 0 to (8, 12) → 4 sp = 6 dp.
        #expect(abs(androidDp(forSp: 16, fontScale: 1.5) - 23) < 1e-9)
        #expect(abs(androidDp(forSp: 4, fontScale: 1.5) - 6) < 1e-9)
        #expect(abs(androidDp(forSp: -14, fontScale: 2.0) - (-26)) < 1e-9)
        let converter = AndroidFontScaleConverter.forScale(1.8)!
        #expect(abs(converter.convertDpToSp(converter.convertSpToDp(13)) - 13) < 1e-9)
    }

    @Test func truncatedKeysFindTheLowerTable() {
        // Tables are keyed by (int)(scale × 100): 1.159 is the 1.15 table exactly.
        #expect(AndroidFontScaleConverter.forScale(1.159) == AndroidFontScaleConverter.forScale(1.15))
    }

    @Test func material3TypeScale() throws {
        let rows = try Fixtures.csv("metrics/material3-type-scale.csv")
        #expect(Material3TypeScale.roles.count == rows.count)
        for (role, row) in zip(Material3TypeScale.roles, rows) {
            #expect(role.name == row["role"])
            #expect(role.size == Double(row["size_sp"]!)!)
            #expect(role.lineHeight == Double(row["line_height_sp"]!)!)
            #expect(role.tracking == Double(row["tracking_sp_androidx_tokens_v0_103"]!)!)
            #expect(role.weight.value == Int(row["weight"]!)!)
        }
    }
}
