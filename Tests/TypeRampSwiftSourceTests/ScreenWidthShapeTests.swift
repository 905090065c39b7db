import Foundation
import Testing
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampMetrics

@testable import TypeRampSwiftSource

/// Values an app chooses by the screen's width, in the shapes found in a game's style guide (written by hand, never the
/// app's code): an environment key whose `defaultValue` switches over `UIScreen.main.bounds.width`, and a view that
/// compares the width with a number. Each branch is a variant that exists only at the widths Swift takes it at (cases
/// tried in order, `default` last), so no variant is audited at a width that never has it.
extension RealAppShapeTests {
    static let roominess = """
        import SwiftUI

        enum Roominess {
            case tight, roomy, wide
            var gap: CGFloat {
                switch self {
                case .tight: return 2
                case .roomy: return 6
                case .wide: return 12
                }
            }
        }

        private struct RoominessKey: EnvironmentKey {
            static var defaultValue: Roominess {
                switch UIScreen.main.bounds.width {
                case ..<375: return .tight
                case ..<428: return .roomy
                default: return .wide
                }
            }
        }

        extension EnvironmentValues {
            var roominess: Roominess {
                get { self[RoominessKey.self] }
                set { self[RoominessKey.self] = newValue }
            }
        }

        struct Scorecard: View {
            @Environment(\\.roominess) var roominess
            var body: some View {
                Text("Score").padding(self.roominess.gap)
            }
        }
        """

    @Test func aValueChosenByTheScreensWidthIsAVariantAtTheWidthsThatTakeIt() throws {
        let (_, screens, _) = try project([("Roominess.swift", Self.roominess)])
        let cards = screens.filter { $0.name.hasPrefix("Scorecard") }
        #expect(cards.count == 3, "\(cards.map(\.name))")
        // At each iPhone width exactly one variant exists, and it has the gap Swift's switch gives that width.
        for (width, gap) in [(320.0, 2.0), (375, 6), (393, 6), (427, 6), (428, 12), (430, 12)] {
            let there = cards.filter { $0.screenWidths?.contains(width) ?? true }
            #expect(there.count == 1, "\(width): \(there.map(\.name))")
            #expect(there.first.map { paddings($0.root) } == [[gap, gap, gap, gap]], "\(width)")
        }
    }

    @Test func aComparisonWithTheScreensWidthSplitsTheBranchesByWidth() throws {
        let source = """
            import SwiftUI
            struct Banner: View {
                var body: some View {
                    if UIScreen.main.bounds.width <= 374 {
                        Text("Play")
                    } else {
                        Text("Play today's puzzle")
                    }
                }
            }
            """
        let (_, screens, _) = try project([("Banner.swift", source)])
        let banners = screens.filter { $0.name.hasPrefix("Banner") }
        #expect(banners.count == 2, "\(banners.map(\.name))")
        for (width, text) in [(320.0, "Play"), (374, "Play"), (375, "Play today's puzzle"), (430, "Play today's puzzle")] {
            let there = banners.filter { $0.screenWidths?.contains(width) ?? true }
            #expect(there.count == 1, "\(width): \(there.map(\.name))")
            #expect(there.first.map { solvedTexts($0, .large).map(\.string) } == [text], "\(width)")
        }
    }

    @Test func aGeometryReadersWidthIsNotTheScreens() throws {
        // The space a reader is offered depends on where the view is shown: not a width of the screen.
        let source = """
            import SwiftUI
            struct Meter: View {
                var body: some View {
                    GeometryReader { proxy in
                        if proxy.size.width < 200 { Text("S") } else { Text("Large") }
                    }
                }
            }
            """
        let (_, screens, _) = try project([("Meter.swift", source)])
        #expect(screens.allSatisfy { $0.screenWidths == nil }, "\(screens.map(\.name))")
    }
}

/// An orientation test (`if proxy.size.width <= proxy.size.height`) on the outermost `GeometryReader`, or on the screen's
/// bounds, written by hand after a code scanner and a store sheet: a portrait iPhone is taller than wide, so only the
/// portrait branch is audited. A reader nested in another, or in a list's row, keeps both branches, since what holds it
/// decides its shape.
@Suite struct OrientationTestShapeTests {
    @Test func aPortraitPhoneTakesThePortraitBranchOfAnOrientationTest() throws {
        let imported = SwiftSourceImporter.importSource(
            """
            import SwiftUI
            struct Scanner: View {
                var body: some View {
                    GeometryReader { proxy in
                        if proxy.size.width <= proxy.size.height { Text("Portrait") } else { Text("Landscape") }
                    }
                }
            }
            struct Store: View {
                var body: some View {
                    VStack {
                        Text(UIScreen.main.bounds.height > UIScreen.main.bounds.width ? "Tall" : "Wide")
                        GeometryReader { outer in
                            GeometryReader { inner in
                                if inner.size.width > inner.size.height { Text("Banner") } else { Text("Tile") }
                            }
                        }
                    }
                }
            }
            struct Feed: View {
                var body: some View {
                    List {
                        GeometryReader { row in
                            if row.size.width > row.size.height { Text("Wide row") } else { Text("Tall row") }
                        }
                    }
                }
            }
            """, file: "Scanner.swift")
        let document = try LayoutDocument.decode(imported.document(), file: "Scanner.swift")
        var strings: [String: [String]] = [:]
        for screen in document.screens {
            screen.root.forEachNode { if case .text(let t) = $0.kind { strings[screen.name, default: []].append(t.content.baseText) } }
        }
        #expect(strings["Scanner"] == ["Portrait"] && strings.keys.filter { $0.hasPrefix("Scanner") }.count == 1, "\(strings)")
        #expect(strings.values.filter { $0.contains("Wide") || $0.contains("Landscape") }.isEmpty, "\(strings)")
        #expect(Set(strings.values.flatMap { $0 }).isSuperset(of: ["Banner", "Tile", "Tall", "Wide row", "Tall row"]), "\(strings)")
    }
}
