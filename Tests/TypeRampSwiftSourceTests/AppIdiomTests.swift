import Foundation
import Testing
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout

@testable import TypeRampSwiftSource

/// Idioms of design-system code found in SwiftUI apps the importer had not been tried on (a media client, a social
/// client): each written by hand in the shape found, never the apps' code. The expected trees follow Swift's rules for
/// what the code calls (overloads, protocol extensions, shadowing) and SwiftUI's documented behaviour.
@Suite struct AppIdiomTests {
    func imported(_ source: String) throws -> (SwiftImport, [Screen]) {
        let imported = SwiftSourceImporter.importSource(source, file: "Idiom.swift")
        return (imported, try LayoutDocument.decode(imported.document(), file: "Idiom.swift").screens)
    }

    /// An app's own button style protocol applied through a `Backport` wrapper (`.backport.buttonStyle(.pill)`), and the
    /// bridge to SwiftUI's `PrimitiveButtonStyle` that draws it: the shape found in a media client, written by hand.
    static let appStyleProtocol = """
        struct Backport<Content> { let content: Content }
        extension View { var backport: Backport<Self> { Backport(content: self) } }
        protocol AppButtonStyle {
            associatedtype Body: View
            typealias Configuration = PrimitiveButtonStyleConfiguration
            @ViewBuilder func makeBody(configuration: Configuration) -> Body
        }
        struct Bridge<Style: AppButtonStyle>: PrimitiveButtonStyle {
            let style: Style
            func makeBody(configuration: Configuration) -> some View { style.makeBody(configuration: configuration) }
        }
        extension Backport where Content: View {
            func buttonStyle(_ style: some AppButtonStyle) -> some View { content.buttonStyle(Bridge(style: style)) }
        }
        extension AppButtonStyle where Self == PillStyle { static var pill: Self { PillStyle() } }
        """

    func screen(_ screens: [Screen], _ name: String) throws -> Screen {
        try #require(screens.first { $0.name == name }, "no screen \(name) in \(screens.map(\.name))")
    }

    func texts(_ node: Node) -> [String] {
        var out: [String] = []
        node.forEachNode { if case .text(let t) = $0.kind { out.append(t.content.baseText) } }
        return out
    }

    func paddings(_ node: Node) -> [EdgeInsets] {
        var out: [EdgeInsets] = []
        node.forEachNode {
            if case .padding(let p, _) = $0.kind, p != EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) { out.append(p) }
        }
        return out
    }

    @Test func aBackportWrappersMethodRunsOnTheView() throws {
        // `view.backport.roomy(30)`: Swift calls `Backport.roomy`, whose `content` is the view; its body pads it by 30.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct Backport<Content> { let content: Content }
            extension View { var backport: Backport<Self> { Backport(content: self) } }
            extension Backport where Content: View {
                func roomy(_ amount: CGFloat) -> some View { content.padding(amount) }
            }
            struct Card: View {
                var body: some View { Text("Hello").backport.roomy(30) }
            }
            """)
        let card = try screen(screens, "Card")
        #expect(texts(card.root) == ["Hello"])
        #expect(paddings(card.root) == [EdgeInsets(top: 30, leading: 30, bottom: 30, trailing: 30)])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
    }

    @Test func aConfigurationMethodThatCopiesThroughAKeyPathSetsThatProperty() throws {
        // `copy(modifying: \.inset, with: value)` sets `inset` on a copy: the shelf's tile is padded by 12, not 4.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            extension View {
                func copy<Value>(modifying keyPath: WritableKeyPath<Self, Value>, with newValue: Value) -> Self {
                    var copy = self
                    copy[keyPath: keyPath] = newValue
                    return copy
                }
            }
            struct Tile: View {
                var inset: CGFloat = 4
                var body: some View { Text("Tile").padding(inset) }
                func inset(_ value: CGFloat) -> Self { copy(modifying: \\.inset, with: value) }
            }
            struct Shelf: View {
                var body: some View { Tile().inset(12) }
            }
            """)
        #expect(paddings(try screen(screens, "Shelf").root) == [EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)])
        #expect(!imported.notes.contains { $0.message.contains("configures") }, "\(imported.notes.map(\.message))")
    }

    @Test func aConfigurationMethodThatMakesANewInstanceKeepsTheOtherProperties() throws {
        // `func placeholder(…) -> Picture<New> { Picture<New>(title: title, placeholder: content) }`: the title stays,
        // the placeholder is the caller's.
        let (_, screens) = try imported(
            """
            import SwiftUI
            struct Picture<P: View>: View {
                let title: String
                let placeholder: () -> P
                var body: some View { VStack { Text(title); placeholder() } }
            }
            extension Picture where P == EmptyView {
                init(_ title: String) { self.init(title: title, placeholder: { EmptyView() }) }
            }
            extension Picture {
                func placeholder<New: View>(@ViewBuilder _ content: @escaping () -> New) -> Picture<New> {
                    Picture<New>(title: title, placeholder: content)
                }
            }
            struct Wall: View {
                var body: some View { Picture("Poster").placeholder { Text("Loading") } }
            }
            """)
        #expect(texts(try screen(screens, "Wall").root) == ["Poster", "Loading"])
    }

    @Test func aDelegatingInitializerCallsAnotherOverloadNeverItself() throws {
        // Four one-argument inits: `init(_ url: URL?)` delegates with `[Source(url:)]`, which Swift sends to
        // `init(_ sources: [Source])` (an array of sources), which binds the placeholder closure.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct Source { let url: URL? }
            struct Picture<P: View>: View {
                private var sources: [Source]
                private var placeholder: () -> P
                var body: some View { placeholder() }
            }
            extension Picture where P == Text {
                init(_ source: Source) { self.init([source]) }
                init(_ sources: [Source]) { self.init(sources: sources, placeholder: { Text("Loading") }) }
                init(_ url: URL?) { self.init([Source(url: url)]) }
                init(_ urls: [URL?]) { self.init(urls.map { Source(url: $0) }) }
            }
            struct Poster: View {
                let url: URL?
                var body: some View { Picture(url) }
            }
            """)
        #expect(texts(try screen(screens, "Poster").root) == ["Loading"])
        #expect(!imported.notes.contains { $0.message.contains("holds data") }, "\(imported.notes.map(\.message))")
    }

    @Test func aLocalNamedLikeAPropertyReadsThePropertyInItsOwnValue() throws {
        // `let gap = gap ?? 20`: on the right, `gap` is the property (Swift's rule for a local's own initial value). The
        // caller passes 0, so the padding is 0, not the fallback 20; without an argument it is 20.
        let (_, screens) = try imported(
            """
            import SwiftUI
            struct Labels: View {
                let gap: Double?
                init(gap: Double? = nil) { self.gap = gap }
                var body: some View {
                    let gap = gap ?? 20
                    Text("Title").padding(.top, gap)
                }
            }
            struct Tight: View { var body: some View { Labels(gap: 0) } }
            struct Loose: View { var body: some View { Labels() } }
            """)
        #expect(paddings(try screen(screens, "Tight").root).isEmpty)
        #expect(paddings(try screen(screens, "Loose").root) == [EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)])
    }

    @Test func aVariadicViewRootLaysOutEachChild() throws {
        // `_VariadicView.Tree(root) { content }`: SwiftUI calls the root's `body(children:)` with the content's views.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct Spaced: _VariadicView_UnaryViewRoot {
                let gap: CGFloat
                func body(children: _VariadicView.Children) -> some View {
                    VStack(spacing: gap) { ForEach(children) { child in child.padding(4) } }
                }
            }
            struct SpacedStack<Content: View>: View {
                let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View { _VariadicView.Tree(Spaced(gap: 3)) { content } }
            }
            struct Settings: View {
                var body: some View { SpacedStack { Text("A"); Text("B") } }
            }
            """)
        let root = try screen(screens, "Settings").root
        #expect(root.kind.kindName == .vstack)
        #expect(root.kind.children.count == 2)
        #expect(texts(root) == ["A", "B"])
        #expect(paddings(root).count == 2)
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
    }

    @Test func aStyleOfTheAppsOwnProtocolDrawsItsBodyWhereItIsApplied() throws {
        // `.backport.buttonStyle(.pill)`: a `PrimitiveButtonStyle` whose body calls the app's style's `makeBody`, found
        // through `static var pill` in a constrained protocol extension; the pill's body view is not a screen of its own.
        let (_, screens) = try imported(
            """
            import SwiftUI
            \(Self.appStyleProtocol)
            struct PillStyle: AppButtonStyle {
                func makeBody(configuration: Configuration) -> some View { PillBody(configuration: configuration) }
            }
            private struct PillBody: View {
                let configuration: PrimitiveButtonStyleConfiguration
                var body: some View { Button { configuration.trigger() } label: { configuration.label.padding(12) } }
            }
            struct Player: View {
                var body: some View { Button("Play") {}.backport.buttonStyle(.pill) }
            }
            """)
        #expect(screens.map(\.name) == ["Player"])
        let player = try screen(screens, "Player")
        #expect(texts(player.root) == ["Play"])
        #expect(paddings(player.root) == [EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)])
    }

    @Test func aProtocolExtensionsBodyIsItsConformersBody() throws {
        // `extension PlatformView { var body: some View { iOSView } }` (under `#if os(iOS)`): a conformer that declares
        // no `body` is a view whose body is its `iOSView`.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            protocol PlatformView: View {
                associatedtype iOSBody: View
                @ViewBuilder var iOSView: Self.iOSBody { get }
            }
            extension PlatformView {
                #if os(iOS)
                var body: some View { iOSView }
                #else
                var body: some View { EmptyView() }
                #endif
            }
            struct Selector: PlatformView {
                var iOSView: some View { Text("Seasons") }
            }
            struct Series: View { var body: some View { VStack { Selector() } } }
            """)
        #expect(texts(try screen(screens, "Series").root) == ["Seasons"])
        #expect(!imported.notes.contains { $0.message.contains("another module") }, "\(imported.notes.map(\.message))")
    }

    @Test func edgeInsetsFromTheAppsOwnInitializerArePadding() throws {
        // `extension EdgeInsets { init(vertical:horizontal:) }` delegating to `self.init(top:leading:bottom:trailing:)`.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            extension EdgeInsets {
                init(vertical: CGFloat = 0, horizontal: CGFloat = 0) {
                    self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
                }
            }
            struct Row: View {
                var insets: EdgeInsets = .zero
                var body: some View { Text("A").padding(insets) }
            }
            struct Rows: View { var body: some View { Row(insets: .init(vertical: 8, horizontal: 20)) } }
            """)
        #expect(paddings(try screen(screens, "Rows").root) == [EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)])
        #expect(!imported.notes.contains { $0.message.contains("padding") }, "\(imported.notes.map(\.message))")
    }

    @Test func theAppsSettingsAreReadAtTheirDefaultsAndItsStateIsNot() throws {
        // A theme singleton whose init copies `@AppStorage` settings (what a fresh install shows): compact padding is on,
        // so `.layoutPadding` (an implicit `CGFloat` static) is 20. A view model's `var isLoading = false` is state the
        // app moves through: both branches stay audited.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            final class Theme {
                final class Storage {
                    @AppStorage("compact") var compactLayoutPadding: Bool = true
                }
                static let shared = Theme()
                let storage = Storage()
                var compactLayoutPadding: Bool
                private init() { compactLayoutPadding = storage.compactLayoutPadding }
            }
            extension CGFloat {
                static var layoutPadding: CGFloat { Theme.shared.compactLayoutPadding ? 20 : 8 }
            }
            final class Model: ObservableObject { @Published var isLoading = false }
            struct Feed: View {
                @StateObject var model = Model()
                var body: some View {
                    if model.isLoading { ProgressView() } else { Text("Posts").padding(.layoutPadding) }
                }
            }
            """)
        #expect(screens.count == 2, "\(screens.map(\.name))")
        let posts = try #require(screens.first { texts($0.root) == ["Posts"] })
        #expect(paddings(posts.root) == [EdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)])
        #expect(!imported.notes.contains { $0.message.contains("padding") }, "\(imported.notes.map(\.message))")
    }

    @Test func aFontHelperIsReadOnItsDefaultPathWithItsScaling() throws {
        // `scaledCaption` returns a custom font only when the user chose one (data TypeRamp cannot see); otherwise
        // `.system(size:)` of `UIFontMetrics.default.scaledValue(for: 12 × scale)`: 12 pt scaled on body's curve
        // (`UIFontMetrics.default` is body's), the scale setting 1 by default.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            import UIKit
            final class Theme {
                static let shared = Theme()
                @AppStorage("font_size_scale") var fontSizeScale: Double = 1
                var chosenFont: UIFont? { nil }
            }
            extension Font {
                private static let caption = 12.0
                private static func customFont(size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
                    if let chosen = Theme.shared.chosenFont {
                        return .custom(chosen.fontName, size: size, relativeTo: textStyle)
                    }
                    return .system(size: size, design: .default)
                }
                private static func userScaledFontSize(baseSize: CGFloat) -> CGFloat {
                    UIFontMetrics.default.scaledValue(for: baseSize * Theme.shared.fontSizeScale)
                }
                static var scaledCaption: Font { customFont(size: userScaledFontSize(baseSize: caption), relativeTo: .caption) }
            }
            struct Row: View { var body: some View { Text("Hello").font(.scaledCaption) } }
            """)
        var styles: [StyleReference] = []
        try screen(screens, "Row").root.forEachNode { if case .text(let t) = $0.kind { styles.append(t.style) } }
        #expect(styles == [.scaled(12, .regular, relativeTo: .body)])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
    }

    @Test func aComputedConfigurationAndAnImplicitMemberOfANestedTypeAreRead() throws {
        // `config: .embed` names `AvatarView.FrameConfig.embed` (the parameter's type, nested in the view); its width is
        // `size.width`, which its initializer sets; `adaptiveConfig` builds a new configuration from it.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct AvatarView: View {
                let config: FrameConfig
                init(config: FrameConfig = .status) { self.config = config }
                var body: some View { Placeholder(config: adaptiveConfig) }
                private var adaptiveConfig: FrameConfig {
                    let radius: CGFloat = config.width / 2
                    return FrameConfig(width: config.width, height: config.height, cornerRadius: radius)
                }
                struct FrameConfig {
                    let size: CGSize
                    var width: CGFloat { size.width }
                    var height: CGFloat { size.height }
                    let cornerRadius: CGFloat
                    init(width: CGFloat, height: CGFloat, cornerRadius: CGFloat = 4) {
                        size = CGSize(width: width, height: height)
                        self.cornerRadius = cornerRadius
                    }
                    static let status = FrameConfig(width: 40, height: 40)
                    static let embed = FrameConfig(width: 34, height: 34)
                }
            }
            struct Placeholder: View {
                let config: AvatarView.FrameConfig
                var body: some View { Color.gray.frame(width: config.width, height: config.height) }
            }
            struct Row: View {
                var body: some View { HStack { AvatarView(config: .embed); Text("Name").frame(height: AvatarView.FrameConfig.status.size.height + 2) } }
            }
            """)
        var frames: [FrameSpec] = []
        try screen(screens, "Row").root.forEachNode {
            if case .frame(let f, _) = $0.kind, f.width != nil || f.height != nil { frames.append(f) }
        }
        #expect(frames.map(\.width) == [34, nil])
        #expect(frames.map(\.height) == [34, 42])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
    }

    @Test func anotherModulesButtonAndModifiersAreReadForWhatTheyAre() throws {
        // `AsyncButton { try await … } label: { … }` (another module's) is a button with its label, not its action laid
        // out; `.emojiText.size(12)` (another module's namespace) and `.disabledWhenLoading()` change no size: neither is
        // a note that affects layout. A UIKit view wrapped to read the window in a `.background` is offered the view's
        // size: no note either; `.lineLimit(lineLimit)` with `lineLimit: Int? = nil` is no limit.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            import ButtonKit
            import EmojiText
            struct WindowReader: UIViewRepresentable {
                func makeUIView(context: Context) -> UIView { UIView() }
                func updateUIView(_ view: UIView, context: Context) {}
            }
            struct Name: View {
                var lineLimit: Int? = nil
                var body: some View { Text("Ada").lineLimit(lineLimit) }
            }
            struct Follow: View {
                var body: some View {
                    VStack {
                        Name().font(.subheadline).emojiText.size(12)
                        AsyncButton { try await follow() } label: { Text("Follow") }
                            .disabledWhenLoading()
                    }
                    .background { WindowReader() }
                }
                func follow() async throws {}
            }
            """)
        let root = try screen(screens, "Follow").root
        var buttons: [String] = []
        root.forEachNode { if case .button(let b) = $0.kind { buttons.append(b.title?.baseText ?? "") } }
        #expect(buttons == ["Follow"])
        #expect(texts(root).contains("Ada"))
        let follow = try #require(imported.screens.first { $0.name == "Follow" })
        #expect(follow.notesAffectingLayout == 0, "\(follow.notes.map(\.message))")
    }

    @Test func aColourFunctionUsedAsAViewIsAColourNotAVariantPerTheme() throws {
        // `static func primary(for:) -> UIColor { switch theme { … } }` as a background: a colour whichever theme.
        let (_, screens) = try imported(
            """
            import SwiftUI
            enum ThemeType { case light, dark }
            final class Theme { static let shared = Theme(); var active: ThemeType = .light }
            enum Palette {
                static func primary(for theme: ThemeType? = nil) -> Color {
                    let theme = theme ?? Theme.shared.active
                    switch theme {
                    case .light: return .white
                    case .dark: return .black
                    }
                }
            }
            struct Card: View { var body: some View { Text("Card").background(Palette.primary()) } }
            """)
        #expect(screens.map(\.name) == ["Card"])
    }

    @Test func membersTheAppAddsToStringAndTextAreReadOnTheText() throws {
        // `extension String: WithText { var textBody: Text { Text(self) } }`: a title passed as a string is its text,
        // through `init(_ title: some WithText, description: (some WithText)? = nil)` and `if let description`.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            protocol WithText { var textBody: Text { get } }
            extension Text: WithText { var textBody: Text { self } }
            extension String: WithText { var textBody: Text { Text(self) } }
            struct TitleSection: View {
                private let description: Text?
                private let title: Text
                var body: some View { VStack { title; if let description { description } } }
            }
            extension TitleSection {
                init(_ title: some WithText, description: (some WithText)? = nil) {
                    self.init(description: description?.textBody, title: title.textBody)
                }
            }
            struct Admin: View { var body: some View { TitleSection("Dashboard", description: "Manage the server") } }
            """)
        #expect(try screen(screens, "Admin").root.kind.children.flatMap(texts) == ["Dashboard", "Manage the server"])
        #expect(!imported.notes.contains { $0.message.contains("holds data") }, "\(imported.notes.map(\.message))")
    }

    @Test func aStyleAliasAndAConfiguredAppStyleAreTheStylesTheyName() throws {
        // `typealias HoverStyle = BorderlessButtonStyle` in the iOS clause is SwiftUI's borderless style; the app's
        // `.pill.shadow(false)` is the pill style (its configuration method changes what it draws, not its size).
        let (imported, screens) = try imported(
            """
            import SwiftUI
            #if os(tvOS)
            struct HoverStyle: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
            #else
            typealias HoverStyle = BorderlessButtonStyle
            #endif
            \(Self.appStyleProtocol)
            struct PillStyle: AppButtonStyle {
                var shadow = true
                func shadow(_ on: Bool) -> Self { var copy = self; copy.shadow = on; return copy }
                func makeBody(configuration: Configuration) -> some View {
                    Button { configuration.trigger() } label: { configuration.label.padding(12) }
                }
            }
            struct Player: View {
                var body: some View {
                    VStack {
                        Button("Play") {}.backport.buttonStyle(.pill.shadow(false))
                        Button("Skip") {}.buttonStyle(HoverStyle())
                    }
                }
            }
            """)
        let player = try screen(screens, "Player")
        #expect(paddings(player.root) == [EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)])
        var styles: [ButtonStyleKind?] = []
        player.root.forEachNode { if case .button(let b) = $0.kind { styles.append(b.buttonStyle) } }
        #expect(styles.contains(.borderless), "\(styles)")
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
    }

    @Test func insetsAStaticOfTheTypeMakesArePadding() throws {
        // `.padding(insets ?? Self.defaultInsets)` with `insets` nil and the static made by the app's EdgeInsets init.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            extension EdgeInsets {
                init(vertical: CGFloat = 0, horizontal: CGFloat = 0) {
                    self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
                }
            }
            struct Tag: View {
                private static var defaultInsets: EdgeInsets {
                    #if os(tvOS)
                    .init(vertical: 10, horizontal: 20)
                    #else
                    .init(vertical: 5, horizontal: 10)
                    #endif
                }
                var insets: EdgeInsets? = nil
                var body: some View { Text("New").padding(insets ?? Self.defaultInsets) }
            }
            """)
        #expect(paddings(try screen(screens, "Tag").root) == [EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
    }

    @Test func aPlatformAliasOfASwiftUIViewAndAStaticOfAStyleTypeAreSwiftUIs() throws {
        // `typealias PlatformPicker = Picker` in the iOS clause is SwiftUI's Picker; `.card`, declared
        // `static var card: BorderlessButtonStyle { .init() }` in a constrained extension, is the borderless style.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
                static var card: BorderlessButtonStyle { .init() }
            }
            struct Settings: View {
                #if os(tvOS)
                typealias PlatformPicker = TVMenu
                #else
                typealias PlatformPicker = Picker
                #endif
                @State private var quality = "High"
                var body: some View {
                    Form {
                        PlatformPicker("Quality", selection: $quality) { Text("High").tag("High"); Text("Low").tag("Low") }
                        Button("Reset") { }.buttonStyle(.card)
                    }
                }
            }
            """)
        let settings = try screen(screens, "Settings")
        var kinds: [NodeKindName] = []
        var styles: [ButtonStyleKind?] = []
        settings.root.forEachNode {
            kinds.append($0.kind.kindName)
            if case .button(let b) = $0.kind { styles.append(b.buttonStyle) }
        }
        #expect(kinds.contains(.picker), "\(kinds)")
        #expect(styles == [.borderless], "\(styles)")
        #expect(
            !imported.notes.contains { $0.message.contains("another module") || $0.message.contains("`.card`") }, "\(imported.notes.map(\.message))")
    }

    @Test func aViewAuditedOnItsOwnShowsTheContentItsInitializerDefaultsTo() throws {
        // `init(title:, @ViewBuilder footer: () -> Footer = { Text("No replies") })` and no code in the files makes the
        // view: the screen of the view on its own is what `Thread(title: …)` shows, the footer its default (Swift fills
        // a parameter the call leaves out with its default), not a placeholder for unknown content. A view whose
        // initializer has no such default keeps its content unknown, with a note.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct Thread<Footer: View>: View {
                let title: String
                let footer: Footer
                init(title: String, @ViewBuilder footer: () -> Footer = { Text("No replies") }) {
                    self.title = title
                    self.footer = footer()
                }
                var body: some View { VStack { Text(title); footer } }
            }
            struct Card<Body2: View>: View {
                let body2: Body2
                init(@ViewBuilder body2: () -> Body2) { self.body2 = body2() }
                var body: some View { VStack { Text("Card"); body2 } }
            }
            """)
        let thread = try screen(screens, "Thread")
        #expect(texts(thread.root).last == "No replies", "\(texts(thread.root))")
        #expect(texts(thread.root).count == 2)
        #expect(!imported.notes.contains { $0.message.contains("`footer`") }, "\(imported.notes.map(\.message))")
        #expect(imported.notes.contains { $0.message.contains("`body2` holds data") }, "\(imported.notes.map(\.message))")
    }
}
