import Foundation
import Testing
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampMetrics

@testable import TypeRampSwiftSource

/// A game's style guide in the shapes its code was found in (written by hand, never the app's code): lengths as static
/// functions of `extension CGFloat` (`.unit(3)`), an environment value of the app's own key read by its modifiers, a
/// font modifier that takes a closure to adjust the font (`{ $0.bold() }`, `{ $0 }` by default), and a padding modifier
/// whose configuration is an enum case with an optional length. Expected values follow Swift's rules (an implicit
/// member is looked up on the type the context expects; `case .edges(_, .some(x))` does not match nil; a key nothing sets
/// holds its `defaultValue`) and Apple's tables (a custom font scales with body: 17 pt at Large, 53 pt at AX5).
extension RealAppShapeTests {
    static func styleguide(settingDensity: Bool) -> String {
        """
        import SwiftUI

        extension CGFloat { static func unit(_ n: Int) -> Self { Self(n) * 4 } }

        enum Density {
            case compact, regular
            var extra: CGFloat {
                switch self {
                case .compact: return 0
                case .regular: return .unit(1)
                }
            }
        }

        private struct DensityKey: EnvironmentKey {
            static var defaultValue: Density { .regular }
        }

        extension EnvironmentValues {
            var density: Density {
                get { self[DensityKey.self] }
                set { self[DensityKey.self] = newValue }
            }
        }

        extension View {
            func brandFont(_ name: String, size: CGFloat, configure: @escaping (Font) -> Font = { $0 }) -> some View {
                modifier(BrandFont(name: name, size: size, configure: configure))
            }
            func densePadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
                modifier(DensePadding(configuration: .edges(edges, length: length)))
            }
        }

        private struct BrandFont: ViewModifier {
            @Environment(\\.density) var density
            let name: String
            let size: CGFloat
            let configure: (Font) -> Font
            func body(content: Content) -> some View {
                content.font(self.configure(.custom(self.name, size: self.size + self.density.extra)))
            }
        }

        private struct DensePadding: ViewModifier {
            enum Configuration { case edges(Edge.Set, length: CGFloat?) }
            @Environment(\\.density) var density
            let configuration: Configuration
            @ViewBuilder
            func body(content: Content) -> some View {
                switch self.configuration {
                case let .edges(edges, .some(length)): content.padding(edges, length + self.density.extra)
                case let .edges(edges, .none): content.padding(edges).padding(edges, self.density.extra)
                }
            }
        }

        struct Scoreboard: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("Score").brandFont("Matter", size: 20) { $0.bold() }.densePadding(.vertical, .unit(3))
                    Text("Rank").brandFont("Matter", size: 12).densePadding(.horizontal)
                }
                \(settingDensity ? ".environment(\\.density, .compact)" : "")
            }
        }
        """
    }

    /// Each padding of a tree as (top, leading, bottom, trailing), in order.
    func paddings(_ node: Node) -> [[Double]] {
        var out: [[Double]] = []
        node.forEachNode { if case .padding(let e, _) = $0.kind { out.append([e.top, e.leading, e.bottom, e.trailing]) } }
        return out
    }

    @Test func aStyleGuidesLengthsFontsAndEnvironmentDefaultAreReadAsSwiftRunsThem() throws {
        let (imported, screens, _) = try project([("Styleguide.swift", Self.styleguide(settingDensity: false))])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
        let screen = try #require(screens.first { $0.name == "Scoreboard" })
        // The density nothing sets is its key's default, `.regular`: 4 pt more on every size.
        let large = solvedTexts(screen, .large)
        #expect(large.map(\.string) == ["Score", "Rank"])
        #expect(large.map(\.fontSize) == [24, 16])
        // A custom font scales as UIFontMetrics.default does: a 17 pt font is 48 pt at AX5 (measured on iOS,
        // ../shared/reference/uifontmetrics.md), so 24 pt at Large is about 24 × 48 / 17 there.
        let ax5 = solvedTexts(screen, .accessibilityExtraExtraExtraLarge)
        #expect(abs((ax5.first?.fontSize ?? 0) - 24 * 48 / 17) < 0.5, "\(ax5.map(\.fontSize))")
        // `.unit(3) + 4` above and below Score; Rank's `.none` case: 16 pt then the density's 4 pt at either side,
        // one padding of 20 (two paddings in a row add up).
        #expect(paddings(screen.root) == [[16, 0, 16, 0], [0, 20, 0, 20]], "\(paddings(screen.root))")
    }

    @Test func anEnvironmentValueSetAroundAViewReachesItsModifiers() throws {
        // `.environment(\.density, .compact)` on the scoreboard's stack: SwiftUI hands the value down to every view and
        // modifier inside, so the modifiers read `.compact` (no extra length), not the key's default `.regular`.
        let (_, screens, _) = try project([("Styleguide.swift", Self.styleguide(settingDensity: true))])
        let screen = try #require(screens.first { $0.name == "Scoreboard" })
        #expect(solvedTexts(screen, .large).map(\.fontSize) == [20, 12])
        // `.unit(3)` above and below Score; Rank's 16 pt default padding at either side and nothing more.
        #expect(paddings(screen.root) == [[12, 0, 12, 0], [0, 16, 0, 16]], "\(paddings(screen.root))")
    }

    @Test func aPreviewReadsTheDefaultOfAnEnvironmentValueTheAppSetsElsewhere() throws {
        // The app hands its theme down from its root (a value its users choose); a preview of a row sets nothing, so the
        // row reads the key's default there, as Xcode's canvas shows it, while the root's screen reads what the root
        // sets, which TypeRamp cannot know.
        let source = """
            import SwiftUI
            struct RowTheme { var height: CGFloat; var inset: CGFloat }
            struct Theme { var row: RowTheme }
            let standard = Theme(row: .init(height: 52, inset: 10))
            private struct ThemeKey: EnvironmentKey { static let defaultValue = standard }
            extension EnvironmentValues {
                var theme: Theme {
                    get { self[ThemeKey.self] }
                    set { self[ThemeKey.self] = newValue }
                }
            }
            struct Row: View {
                @Environment(\\.theme) private var theme
                var body: some View {
                    Text("Row").padding(.vertical, theme.row.inset).frame(minHeight: theme.row.height)
                }
            }
            struct Root: View {
                var chosen: Theme
                var body: some View { Row().environment(\\.theme, chosen) }
            }
            #Preview("Row") { Row() }
            """
        let (imported, screens, _) = try project([("Row.swift", source)])
        let preview = try #require(screens.first { $0.name == "Row" })
        #expect(paddings(preview.root) == [[10, 0, 10, 0]], "\(paddings(preview.root))")
        let solved = LayoutSolver.solve(preview, context: LayoutContext(category: .large, viewport: .width(393)), resources: Self.resources)
        #expect(solved.allNodes.contains { $0.kind == .frame && abs($0.frame.height - 52) < 0.01 })
        #expect(imported.notes.contains { $0.message.contains("`\\.theme` is set elsewhere") && !$0.affectsLayout })
        // Root hands down a value only its caller knows: the row's lengths are not read from the default there.
        #expect(imported.notes.contains { $0.message.contains("theme.row.height") && $0.affectsLayout }, "\(imported.notes.map(\.message))")
    }

    @Test func aDeviceStateHandedDownFromAModifiersStateIsAnIPhones() throws {
        // A modifier keeps the device's state in `@State` (starting at a static named with backticks, `.default`) and
        // hands it down with `.environment`; another modifier inside switches on its idiom. Swift looks `.default` up on
        // the declared type, whose idiom is the device's: TypeRamp audits an iPhone, so the phone's case is taken and
        // there is no iPad variant.
        let source = """
            import SwiftUI
            struct DeviceState {
                var idiom: UIUserInterfaceIdiom
                var orientation: UIDeviceOrientation
                static let `default` = Self(idiom: UIDevice.current.userInterfaceIdiom, orientation: UIDevice.current.orientation)
            }
            private struct DeviceStateKey: EnvironmentKey { static var defaultValue: DeviceState { .default } }
            extension EnvironmentValues {
                var deviceState: DeviceState {
                    get { self[DeviceStateKey.self] }
                    set { self[DeviceStateKey.self] = newValue }
                }
            }
            struct DeviceStateModifier: ViewModifier {
                @State var state: DeviceState = .default
                func body(content: Content) -> some View {
                    content
                        .onReceive(NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification)) { _ in
                            self.state.orientation = UIDevice.current.orientation
                        }
                        .environment(\\.deviceState, self.state)
                }
            }
            struct EdgePadding: ViewModifier {
                @Environment(\\.deviceState) var deviceState
                @ViewBuilder
                func body(content: Content) -> some View {
                    switch self.deviceState.idiom {
                    case .pad, .mac: content.padding(.horizontal, 80)
                    default: content.padding(.horizontal, 16)
                    }
                }
            }
            struct Card: View {
                var body: some View { Text("Card").modifier(EdgePadding()) }
            }
            #Preview("Card") { Card().modifier(DeviceStateModifier()) }
            """
        let (_, screens, _) = try project([("Card.swift", source)])
        #expect(screens.map(\.name) == ["Card"])
        let card = try #require(screens.first)
        #expect(paddings(card.root) == [[0, 16, 0, 16]], "\(paddings(card.root))")
    }

    @Test func anIdiomHeldInDataTheAppSetsIsAnIPhones() throws {
        // The app keeps the device's idiom in its own environment value, set at run time: TypeRamp audits an iPhone, so
        // a `switch` on it takes `.phone`'s case, with no iPad variant.
        let source = """
            import SwiftUI
            struct DeviceInfo { var idiom: UIUserInterfaceIdiom }
            private struct DeviceInfoKey: EnvironmentKey { static let defaultValue = DeviceInfo(idiom: .phone) }
            extension EnvironmentValues {
                var deviceInfo: DeviceInfo {
                    get { self[DeviceInfoKey.self] }
                    set { self[DeviceInfoKey.self] = newValue }
                }
            }
            struct Header: View {
                @Environment(\\.deviceInfo) var deviceInfo
                var body: some View {
                    switch self.deviceInfo.idiom {
                    case .pad, .mac: Text("Wide header")
                    default: Text("Header")
                    }
                }
            }
            struct Root: View {
                var body: some View { Header().environment(\\.deviceInfo, DeviceInfo(idiom: UIDevice.current.userInterfaceIdiom)) }
            }
            """
        let (_, screens, _) = try project([("Header.swift", source)])
        let headers = screens.filter { $0.name.hasPrefix("Root") }
        #expect(headers.count == 1, "\(screens.map(\.name))")
        #expect(try solvedTexts(#require(headers.first), .large).map(\.string) == ["Header"])
    }
}
