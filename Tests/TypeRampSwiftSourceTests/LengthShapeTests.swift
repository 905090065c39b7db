import Foundation
import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

@testable import TypeRampSwiftSource

/// Lengths in the shapes real apps write them: read from a `GeometryReader`'s proxy (a story card sized by fractions of
/// the screen, the proxy passed to a child view), computed by a `switch`, or kept in a constant. The expected sizes come
/// from SwiftUI's documented reader (its proxy's size is the space it is offered) and the source's own numbers.
extension RealAppShapeTests {
    static let storyCard = """
        import SwiftUI

        struct Caption: View {
            let text: String
            let geometry: GeometryProxy
            var body: some View {
                Text(text)
                    .padding(.horizontal, geometry.size.width * 0.1)
            }
        }

        extension Comparable {
            func clamped(to limits: Range<Self>) -> Self { min(max(self, limits.lowerBound), limits.upperBound) }
        }

        struct StoryCard: View {
            var body: some View {
                GeometryReader { geometry in
                    let badge = geometry.size.height * 0.2
                    VStack(spacing: 0) {
                        Circle().frame(width: badge, height: badge)
                        Caption(text: "You listened a lot this year", geometry: geometry)
                        Rectangle().frame(width: CGFloat(geometry.size.width) - 40, height: 4)
                            .padding(.top, -geometry.size.height * 0.02)
                        Capsule().frame(width: max(0, geometry.size.width * 0.5 - 400), height: 6)
                            .padding(.bottom, (geometry.size.height * 0.1).clamped(to: 10..<60))
                    }
                }
            }
        }
        """

    @Test func lengthsReadFromAGeometryProxyAreFractionsOfTheReadersSize() throws {
        let (imported, screens, _) = try project([("StoryCard.swift", Self.storyCard)])
        let card = try #require(imported.screens.first { $0.name == "StoryCard" })
        #expect(card.notes.filter(\.affectsLayout).isEmpty, "\(card.notes.map(\.message))")
        let screen = try #require(screens.first { $0.name == "StoryCard" })
        let viewport = Viewport.width(393)
        let solved = LayoutSolver.solve(screen, context: LayoutContext(category: .large, viewport: viewport), resources: Self.resources)
        let w = viewport.size.width - viewport.safeArea.horizontal, h = viewport.size.height - viewport.safeArea.vertical
        let frames = solved.allNodes.filter { $0.kind == .frame }.map(\.frame.size)
        #expect(frames.contains { abs($0.width - h * 0.2) < 0.01 && abs($0.height - h * 0.2) < 0.01 }, "the badge: \(frames)")
        #expect(frames.contains { abs($0.width - (w - 40)) < 0.01 && $0.height == 4 }, "the rule: \(frames)")
        // `max(0, …)` of a negative length is 0; a tenth of the height (over 60 pt here) clamped to 10..<60 is 60.
        #expect(h * 0.1 > 60 && w * 0.5 - 400 < 0)
        #expect(frames.contains { $0.width == 0 && $0.height == 6 }, "the capsule: \(frames)")
        #expect(solved.allNodes.contains { $0.kind == .padding && $0.frame.height == 66 }, "the capsule's bottom padding")
        let text = try #require(solved.allNodes.first { $0.text != nil })
        let paddings = solved.allNodes.filter { $0.kind == .padding }
        // The caption's horizontal padding is a tenth of the reader's width on each side.
        #expect(paddings.contains { abs($0.frame.width - (text.frame.width + w * 0.2)) < 0.01 }, "\(paddings.map(\.frame))")
        // The rule's negative top padding (2% of the height) makes its padded box shorter than the rule.
        #expect(paddings.contains { abs($0.frame.height - (4 - h * 0.02)) < 0.01 || ($0.frame.height == 0 && 4 - h * 0.02 < 0) })
    }

    @Test func aLengthReadFromAnOuterReaderIsStillANote() throws {
        // The screens format reads the nearest reader: a length read from an outer one is left out, with its note.
        let source = """
            import SwiftUI

            struct Nested: View {
                var body: some View {
                    GeometryReader { outer in
                        GeometryReader { inner in
                            Text("A").frame(width: outer.size.width / 2)
                        }
                    }
                }
            }
            """
        let (imported, _, _) = try project([("Nested.swift", source)])
        let nested = try #require(imported.screens.first { $0.name == "Nested" })
        #expect(nested.notes.contains { $0.message.contains("frame width `outer.size.width / 2`") && $0.location.line == 7 })
    }

    @Test func anIPhoneIsCompactWide() throws {
        // Apple's size classes: an iPhone is compact wide (in portrait always), so a toast limited to half the width
        // "on larger devices" (`sizeClass == .regular`) takes its content's width here, and the compact branch of a
        // view is the one shown. Its height class depends on its orientation: both are audited, as variants.
        let source = """
            import SwiftUI

            struct Toast: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                @Environment(\\.verticalSizeClass) var tall
                var body: some View {
                    GeometryReader { proxy in
                        VStack {
                            Text("Saved").frame(width: sizeClass == .regular ? proxy.size.width * 0.5 : nil)
                            if sizeClass == .compact { Text("Narrow") } else { Text("Wide") }
                            if tall == .regular { Text("Tall") }
                        }
                    }
                }
            }
            """
        let (imported, _, _) = try project([("Toast.swift", source)])
        let toast = try #require(imported.screens.first { $0.name == "Toast" })
        #expect(toast.notes.filter(\.affectsLayout).isEmpty, "\(toast.notes.map(\.message))")
        let yaml = SpecWriter.yaml(toast.spec)
        #expect(yaml.contains("Narrow") && !yaml.contains("Wide"))
        let variants = imported.screens.filter { $0.name.hasPrefix("Toast") }.map { SpecWriter.yaml($0.spec) }
        #expect(variants.count == 2 && variants.filter { $0.contains("Tall") }.count == 1, "\(imported.screens.map(\.name))")
        #expect(!yaml.contains("reader: width"), "the regular-width branch is not taken")
    }

    @Test func aComputedLengthThatSwitchesOnAnEnumIsTheCaseTaken() throws {
        // A label whose inset depends on its kind, computed by a `switch` with `return`s: the case the kind takes.
        let source = """
            import SwiftUI

            enum CaptionKind { case title, subtitle, pillar }

            struct Caption: View {
                let text: String
                private let kind: CaptionKind
                init(_ text: String, for kind: CaptionKind) {
                    self.text = text
                    self.kind = kind
                }
                var body: some View {
                    Text(text).padding([.leading, .trailing], inset)
                }
                private var inset: CGFloat {
                    switch kind {
                    case .pillar, .subtitle:
                        return 0
                    default:
                        if text.isEmpty { return 8 }
                        return 35
                    }
                }
            }

            struct Titles: View {
                var body: some View {
                    VStack { Caption("A title", for: .title); Caption("A pillar", for: .pillar) }
                }
            }

            enum Menu {
                // An `if` on data TypeRamp does not see that only adds to a local: passed over, the list returned.
                static let items: [String] = {
                    var base = ["Wi-Fi only", "Delete after reading"]
                    if ProcessInfo.processInfo.isLowPowerModeEnabled { base.append("Pause") }
                    return base
                }()
                // One that may return: unknown.
                static var inset: CGFloat {
                    if ProcessInfo.processInfo.isLowPowerModeEnabled { return 4 }
                    return 12
                }
            }

            struct MenuList: View {
                var body: some View {
                    VStack { ForEach(Menu.items, id: \\.self) { Text($0) } }.padding(Menu.inset)
                }
            }
            """
        let (imported, _, _) = try project([("Caption.swift", source)])
        let titles = try #require(imported.screens.first { $0.name == "Titles" })
        #expect(titles.notes.isEmpty, "\(titles.notes.map(\.message))")
        let yaml = SpecWriter.yaml(titles.spec)
        #expect(yaml.contains("leading: 35") && yaml.contains("leading: 0"), "\(yaml)")
        let menu = try #require(imported.screens.first { $0.name == "MenuList" })
        let menuYAML = SpecWriter.yaml(menu.spec)
        #expect(menuYAML.contains("Wi-Fi only") && menuYAML.contains("Delete after reading"), "\(menuYAML)")
        #expect(
            menu.notes.contains { $0.message.contains("padding `Menu.inset`") || $0.message.contains("`Menu.inset`") }, "\(menu.notes.map(\.message))"
        )
    }

    @Test func paddingKeptInAConstantIsReadAndOneThatCannotBeIsANote() throws {
        let source = """
            import SwiftUI

            struct Pills: View {
                fileprivate enum Constants {
                    static let insets: EdgeInsets = EdgeInsets(top: 2, leading: 16, bottom: 16, trailing: 16)
                }
                let spacing: CGFloat
                var body: some View {
                    VStack {
                        Text("All").padding(Constants.insets)
                        Text("Some").padding(spacing)
                    }
                }
            }
            """
        let (imported, _, _) = try project([("Pills.swift", source)])
        let pills = try #require(imported.screens.first { $0.name == "Pills" })
        let yaml = SpecWriter.yaml(pills.spec)
        #expect(yaml.contains("top: 2") && yaml.contains("bottom: 16"), "\(yaml)")
        // A length the importer cannot read is audited as SwiftUI's default, with a note at its line: never dropped.
        #expect(pills.notes.map(\.message) == ["padding length `spacing` is not a number TypeRamp can read: 16 pt is audited"])
        #expect(pills.notes.first?.location.line == 11)
    }

    @Test func aLengthAViewMeasuresThroughAModifierIsNotTheZeroItStartsAt() throws {
        // A letter bar sizes its rows from a measured letter (`@State letterSize = CGSize.zero`, written by the app's own
        // `.trackingSize($letterSize)`); a card takes the height an `.onGeometryChange` closure writes. Each starts at zero
        // and is measured before it is drawn: the frames are left out with a note, not laid out 2 pt and 0 pt wide. A sum
        // whose first operand cannot be read is not the rest of it (`max(…) + 2` is not 2).
        let source = """
            import SwiftUI
            struct LetterBar: View {
                @State private var letterSize: CGSize = .zero
                @State private var cardHeight: CGFloat = 0
                private var dimension: CGFloat { max(letterSize.width, letterSize.height) + 2 }
                var body: some View {
                    VStack(spacing: 0) {
                        Text("A").frame(width: dimension, height: dimension)
                        Text("Card").frame(height: cardHeight)
                    }
                    .background { Text("W").trackingSize($letterSize) }
                    .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.height } action: { height in cardHeight = height }
                }
            }
            """
        let (imported, _, _) = try project([("LetterBar.swift", source)])
        let bar = try #require(imported.screens.first { $0.name == "LetterBar" })
        let yaml = SpecWriter.yaml(bar.spec)
        #expect(!yaml.contains("width: 2") && !yaml.contains("height: 2") && !yaml.contains("height: 0"), "\(yaml)")
        let left = bar.notes.map(\.message).filter { $0.contains("is not a number TypeRamp can read and is left out") }
        #expect(left.count == 3, "\(bar.notes.map(\.message))")
    }

    @Test func aFixedFrameSizesAModelsImageBoundToAName() throws {
        // `if let icon = model.icon { icon.frame(width: 20, height: 20) }`: the image is data TypeRamp cannot see, but
        // the fixed frame decides its size, so no note says its size is a guess (as when the frame follows it directly).
        let source = """
            import SwiftUI

            struct Tile { var icon: Image? }

            struct TileRow: View {
                let tile: Tile
                var body: some View {
                    HStack {
                        if let icon = tile.icon {
                            icon.resizable().frame(width: 20, height: 20)
                        }
                        Text("Living room")
                    }
                }
            }
            """
        let (imported, _, _) = try project([("TileRow.swift", source)])
        let rows = imported.screens.filter { $0.name.hasPrefix("TileRow") }
        #expect(rows.count == 2, "\(rows.map(\.name))")
        #expect(rows.allSatisfy { $0.notes.filter(\.affectsLayout).isEmpty }, "\(rows.map { $0.notes.map(\.message) })")
    }

    @Test func selfNameReadsThePropertyALocalOfTheSameNameHides() throws {
        // A pager sizes its pages from a local that shares its name with the property it switches on
        // (`let inset: Double = { switch self.inset { … } }()`). In Swift `self.inset` is the property; the width is
        // (reader width − the constant inset 30) ÷ 2 pages − the 10 pt gap.
        let source = """
            import SwiftUI

            struct Pager: View {
                enum Inset { case constant(Double), fraction(Double) }
                private var inset: Inset = .constant(30)
                private var gap: Double = 10
                let titles: [String]

                var body: some View {
                    GeometryReader { proxy in
                        let inset: Double = {
                            switch self.inset {
                            case let .constant(v): return v
                            case let .fraction(f): return proxy.size.width * f
                            }
                        }()
                        let page = (proxy.size.width - inset) / 2
                        HStack(spacing: gap) {
                            ForEach(titles, id: \\.self) { t in
                                Text(t).frame(width: max(0, page - self.gap))
                            }
                        }
                    }
                }
            }

            #Preview { Pager(titles: ["One", "Two"]) }
            """
        let (imported, screens, _) = try project([("Pager.swift", source)])
        let preview = try #require(imported.screens.first { $0.name == "Pager preview" }, "\(imported.screens.map(\.name))")
        #expect(preview.notes.filter(\.affectsLayout).isEmpty, "\(preview.notes.map(\.message))")
        let screen = try #require(screens.first { $0.name == preview.name })
        let viewport = Viewport.width(393)
        let solved = LayoutSolver.solve(screen, context: LayoutContext(category: .large, viewport: viewport), resources: Self.resources)
        let w = viewport.size.width - viewport.safeArea.horizontal
        let widths = solved.allNodes.filter { $0.kind == .frame }.map(\.frame.width)
        #expect(widths.filter { abs($0 - ((w - 30) / 2 - 10)) < 0.01 }.count == 2, "\(widths)")
    }

    @Test func anIPhoneIsNotAnIPadInAGetterThatGuardsOnTheIdiom() throws {
        // Tiles per row from a getter that returns early on an iPhone (`guard UIDevice.current.isiPad() else { … }`,
        // the project's own `extension UIDevice`), clamped to the data's count: an iPhone's idiom is `.phone` (Apple's
        // UIUserInterfaceIdiom), so 2 tiles share the width: each is half the screen's width less the 8 pt gap.
        let source = """
            import SwiftUI
            import UIKit

            extension UIDevice {
                func isiPad() -> Bool { userInterfaceIdiom == .pad }
            }

            extension Comparable {
                func clamped(to limits: Range<Self>) -> Self { min(max(self, limits.lowerBound), limits.upperBound) }
            }

            struct Tiles: View {
                let names: [String]
                private var perRow: Int {
                    guard UIDevice.current.isiPad() else {
                        return 2
                    }
                    return UIDevice.current.userInterfaceIdiom == .pad ? 4 : 3
                }
                var body: some View {
                    GeometryReader { proxy in
                        let count = perRow.clamped(to: 1..<names.count)
                        HStack(spacing: 8) {
                            ForEach(names, id: \\.self) { n in
                                Text(n).frame(width: proxy.size.width / CGFloat(count) - 8)
                            }
                        }
                    }
                }
            }
            """
        let (imported, screens, _) = try project([("Tiles.swift", source)])
        let tiles = try #require(imported.screens.first { $0.name == "Tiles" })
        #expect(tiles.notes.filter(\.affectsLayout).isEmpty, "\(tiles.notes.map(\.message))")
        let screen = try #require(screens.first { $0.name == "Tiles" })
        let viewport = Viewport.width(393)
        let solved = LayoutSolver.solve(screen, context: LayoutContext(category: .large, viewport: viewport), resources: Self.resources)
        let w = viewport.size.width - viewport.safeArea.horizontal
        let widths = solved.allNodes.filter { $0.kind == .frame }.map(\.frame.width)
        #expect(widths.contains { abs($0 - (w / 2 - 8)) < 0.01 }, "\(widths)")
    }
    @Test func aCasesRawValueIsTheNumberItsEnumWrites() throws {
        // A header scaled by a case's raw value (`enum HeaderSize: Double { case standard = 1.0, reduced = 0.5 }`), the
        // case given by the caller or by the initializer's default. Swift reads `rawValue` from the enum the property is
        // declared with, not from another enum with a case of the same name (`Density.standard`, raw value 2).
        let source = """
            import SwiftUI

            enum Density: Double { case standard = 2, compact = 3 }
            struct Banner: View {
                var headerSize: HeaderSize
                enum HeaderSize: Double {
                    case standard = 1.0
                    case reduced = 0.5
                }
                init(size: HeaderSize = .standard) { self.headerSize = size }
                var body: some View {
                    Color.blue.frame(height: 200 * headerSize.rawValue)
                }
            }
            struct Home: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Banner(size: .reduced)
                        Banner()
                    }
                }
            }
            """
        let (imported, screens, _) = try project([("Banner.swift", source)])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
        let layout = solved(try #require(screens.first { $0.name == "Home" }))
        let vstack = try #require(layout.allNodes.first { $0.kind == .vstack })
        #expect(vstack.frame.height == 300, "\(vstack.frame)")
    }
}
