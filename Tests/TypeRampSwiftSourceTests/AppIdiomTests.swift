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
}
