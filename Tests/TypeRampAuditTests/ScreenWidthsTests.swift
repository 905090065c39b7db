import Foundation
import Testing
import TypeRampAudit
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout

/// A screen that exists only at some screen widths (`screenWidths`): a variant of a view whose values the app chooses
/// by `UIScreen.main.bounds.width`. Expected values follow Swift's range semantics (`..<375` leaves 375 out, `...374`
/// keeps 374) and the audit's contract: such a screen is laid out only at the matrix widths it exists at.
@Suite struct ScreenWidthsTests {
    func screen(_ keys: String) throws -> Screen {
        try #require(AuditTestSupport.screens("screens:\n  - name: t\n\(keys)    root: { image: banner, width: 400, height: 40 }\n").first)
    }

    @Test func intervalsFollowSwiftsRanges() {
        let below375 = WidthInterval(lower: nil, upper: 375, upperIncluded: false)
        #expect(below375.contains(374.5) && !below375.contains(375))
        let through374 = WidthInterval(lower: nil, upper: 374, upperIncluded: true)
        #expect(through374.contains(374) && !through374.contains(374.5))
        // `case ..<375` then `case ..<428`: the second case is taken from 375 up to 428, 428 left out.
        let below428 = WidthInterval(lower: nil, upper: 428, upperIncluded: false)
        let second = below428.intersection(WidthInterval.all.subtracting(below375)!)
        #expect(second.contains(375) && second.contains(427) && !second.contains(374) && !second.contains(428))
        // A range in the middle of what is left would leave two pieces: not one interval.
        #expect(WidthInterval.all.subtracting(WidthInterval(lower: 375, upper: 428)) == nil)
        // Pieces that meet merge; every width is no constraint.
        #expect(ScreenWidths([below375, WidthInterval(lower: 375, upper: nil)]) == nil)
        let split = ScreenWidths([WidthInterval(lower: 428, upper: nil), below375])
        #expect(split?.intervals.count == 2 && split?.contains(320) == true && split?.contains(393) == false && split?.contains(430) == true)
    }

    @Test func theFormatReadsBoundsAndRejectsWhatHoldsNoWidth() throws {
        let s = try screen("    screenWidths: [{ below: 375 }, { from: 428 }]\n")
        #expect(s.screenWidths?.contains(320) == true && s.screenWidths?.contains(375) == false && s.screenWidths?.contains(428) == true)
        // Drawn on a device it exists at when it names none (the default iPhone is 393 pt wide).
        #expect(s.viewport.device.width < 375 || s.viewport.device.width >= 428, "\(s.viewport.device.width)")
        let one = try screen("    screenWidths: { above: 320, through: 400 }\n")
        #expect(one.screenWidths?.contains(320) == false && one.screenWidths?.contains(400) == true)
        for (keys, message) in [
            ("    screenWidths: { from: 400, below: 300 }\n", "no width"), ("    screenWidths: {}\n", "needs a bound"),
            ("    screenWidths: { from: 300, above: 300 }\n", "not both"), ("    screenWidths: { upTo: 300 }\n", "upTo"),
        ] {
            #expect {
                _ = try screen(keys)
            } throws: { error in
                "\(error)".contains(message) && "\(error)".contains("screenWidths")
            }
        }
    }

    @Test func theAuditLaysAScreenOutOnlyAtTheWidthsItExistsAt() throws {
        func overflowWidths(_ keys: String) throws -> [Double] {
            let report = try AuditTestSupport.auditor([try screen(keys)], widths: [320, 393, 430]).run()
            let f = report.findings.filter { $0.rule == .horizontalOverflow }
            return Array(Set(f.flatMap(\.cells).map { report.width($0) })).sorted()
        }
        // A 400 pt image overflows a 320 and a 393 pt screen, not a 430 pt one.
        #expect(try overflowWidths("") == [320, 393])
        #expect(try overflowWidths("    screenWidths: { from: 375 }\n") == [393])
        #expect(try overflowWidths("    screenWidths: { from: 428 }\n") == [])
    }
}
