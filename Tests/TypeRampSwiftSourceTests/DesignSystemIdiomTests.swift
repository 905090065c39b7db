import Foundation
import Testing
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampMetrics

@testable import TypeRampSwiftSource

/// Idioms of design systems found in two SwiftUI apps the importer had not been tried on (a chat client with its own
/// design-token package, a forum client with per-device constants): each written by hand in the shape found, never
/// the apps' code. Expected values follow Swift's rules (what an initializer assigns, which `switch` case runs, what
/// `Self` names) and SwiftUI's documented behaviour (`.resizable()` takes the frame's size).
@Suite struct DesignSystemIdiomTests {
    func imported(_ source: String) throws -> (SwiftImport, [Screen]) {
        let imported = SwiftSourceImporter.importSource(source, file: "Design.swift")
        return (imported, try LayoutDocument.decode(imported.document(), file: "Design.swift").screens)
    }

    func screen(_ screens: [Screen], _ name: String) throws -> Screen {
        try #require(screens.first { $0.name == name }, "no screen \(name) in \(screens.map(\.name))")
    }

    func frames(_ node: Node) -> [FrameSpec] {
        var out: [FrameSpec] = []
        node.forEachNode { if case .frame(let f, _) = $0.kind, f.width != nil || f.height != nil { out.append(f) } }
        return out
    }

    @Test func aSharedInstancesComputedMembersReadTheConstantsItsInitializerChoosesForAnIPhone() throws {
        // `Metrics.shared` is made by a private `init()` that picks `.handset` on an iPhone (`dims = .handset`, a static
        // of the property's declared type made with `.init(gap:icon:)`); `gap` and `iconBox` are computed from it:
        // 10, and 30 + 2 × 10 = 50.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct Dimensions { let gap: CGFloat; let icon: CGFloat }
            extension Dimensions {
                static let handset: Dimensions = .init(gap: 10, icon: 30)
                static let tablet: Dimensions = .init(gap: 20, icon: 40)
            }
            final class Metrics {
                private var dims: Dimensions
                static let shared: Metrics = .init()
                private init() {
                    if UIDevice.current.userInterfaceIdiom == .phone {
                        self.dims = .handset
                    } else {
                        self.dims = .tablet
                    }
                }
                var gap: CGFloat { dims.gap }
                var iconBox: CGFloat { dims.icon + 2 * gap }
            }
            struct Row: View {
                var body: some View {
                    Text("Hello").padding(Metrics.shared.gap).frame(height: Metrics.shared.iconBox)
                }
            }
            """)
        let row = try screen(screens, "Row")
        var paddings: [EdgeInsets] = []
        row.root.forEachNode { if case .padding(let p, _) = $0.kind { paddings.append(p) } }
        #expect(paddings == [EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)])
        #expect(frames(row.root).map(\.height) == [50])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
    }

    @Test func aDesignSystemsFontsHeldInAStructAreReadThroughTheStaticThatMakesIt() throws {
        // `static let brand = BrandFonts()` on `Font`: `.brand.large` is that instance's `large`, `Font.title2.bold()`.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            public extension Font { static let brand = BrandFonts() }
            public struct BrandFonts {
                public let small = Font.footnote
                public let large = Font.title2.bold()
            }
            struct Row: View {
                var body: some View { VStack { Text("Title").font(.brand.large); Text("Note").font(.brand.small) } }
            }
            """)
        var styles: [StyleReference] = []
        try screen(screens, "Row").root.forEachNode { if case .text(let t) = $0.kind { styles.append(t.style) } }
        #expect(styles == [.textStyle(.title2, emphasized: true), .textStyle(.footnote, emphasized: false)])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
    }

    /// An icon view in the shape of a design system's: the image comes from the icon set by key path, its size from a
    /// nested enum (`.custom(let side)` binds the associated value), scaled in a view modifier's `@ScaledMetric`.
    static let iconView = """
        import SwiftUI
        public struct BrandIcons { public let star = Image("star") }
        public extension Image { static let brandIcons = BrandIcons() }
        public struct Icon: View {
            public enum Size {
                case small, medium
                case custom(CGFloat)
                var value: CGFloat {
                    switch self {
                    case .small: return 20
                    case .medium: return 24
                    case .custom(let side): return side
                    }
                }
            }
            private var image: Image
            private var size: Size
            public init(_ icon: KeyPath<BrandIcons, Image>, size: Size = .medium) {
                image = .brandIcons[keyPath: icon]
                self.size = size
            }
            public var body: some View { image.resizable().modifier(IconFrame(side: size.value)) }
        }
        private struct IconFrame: ViewModifier {
            @ScaledMetric private var side: CGFloat
            init(side: CGFloat) { _side = ScaledMetric(wrappedValue: side, relativeTo: .body) }
            func body(content: Content) -> some View { content.frame(width: side, height: side) }
        }
        """

    @Test func anIconSetsImageReadByKeyPathIsAResizableImageInItsFrame() throws {
        let (imported, screens) = try imported(
            Self.iconView + "\n" + """
                struct Row: View {
                    var body: some View { HStack { Icon(\\.star); Icon(\\.star, size: .small); Icon(\\.star, size: .custom(15)) } }
                }
                """)
        let row = try screen(screens, "Row")
        #expect(frames(row.root).map(\.width) == [24, 20, 15])
        var images: [Node] = []
        row.root.forEachNode { if case .image = $0.kind { images.append($0) } }
        #expect(images.count == 3)
        // `.resizable()`: the image fills its frame (SwiftUI), no 24 pt guess left inside a 15 pt frame.
        #expect(!images.contains { $0.guesses.contains(.size) })
        #expect(!imported.notes.contains { $0.affectsLayout }, "\(imported.notes.map(\.message))")
    }

    @Test func staticImagesOfTheProjectsImageExtensionAreThoseImages() throws {
        // `extension Image { static var close: Self { .init("close") } }`: Swift reads `.init` in the type the static
        // returns, so `Image.close` is `Image("close")`, an asset image (SwiftUI labels it with the asset's name), as are a
        // stored `static let` and a static that names another (`.close`). None is a box of unknown size.
        let source = """
            import SwiftUI
            extension Image {
                static var close: Self { .init("close") }
                static let padlock = Image("padlock")
                static var dismiss: Image { .close }
            }
            struct Locked: View {
                var body: some View {
                    HStack {
                        Image.padlock
                        Text("Locked Course").font(.title)
                        Button {} label: { Image.close }
                        Button {} label: { Image.dismiss }
                    }
                }
            }
            """
        let (imported, screens) = try imported(source)
        let row = try screen(screens, "Locked")
        var images: [(name: String, label: String?)] = []
        row.root.forEachNode { if case .image(let image) = $0.kind { images.append((image.name, $0.accessibility.label)) } }
        #expect(images.map(\.name) == ["padlock", "close", "close"])
        #expect(images.map(\.label) == ["padlock", "close", "close"])
        #expect(!imported.notes.contains { $0.affectsLayout }, "\(imported.notes.map(\.message))")
        // Each button has its image's name for a label: the audit finds none without one.
        let report = try FindingsOnSwiftTests().audit(source)
        #expect(!report.findings.contains { $0.rule == .missingLabel }, "\(report.findings.filter { $0.rule == .missingLabel })")
    }

    @Test func anAssociatedValueIsReadAsTheTypeItsCaseDeclares() throws {
        // `case .user(let spot): return spot.value`: `spot` is a `UserSpot` (the case's declared type), though both
        // `UserSpot` and `RoomSpot` have a `.timeline` with a `value`.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            enum Sizes {
                enum Size {
                    case user(on: UserSpot)
                    case room(on: RoomSpot)
                    var value: CGFloat {
                        switch self {
                        case .user(let spot): return spot.value
                        case .room(let spot): return spot.value
                        }
                    }
                }
            }
            enum UserSpot {
                case header, timeline
                var value: CGFloat { switch self { case .header: 40; case .timeline: 32 } }
            }
            enum RoomSpot {
                case header, timeline
                var value: CGFloat { switch self { case .header: 60; case .timeline: 52 } }
            }
            struct Avatar: View {
                let size: Sizes.Size
                var body: some View { Color.gray.frame(width: size.value, height: size.value) }
            }
            struct Row: View {
                var body: some View { HStack { Avatar(size: .user(on: .timeline)); Avatar(size: .room(on: .timeline)) } }
            }
            """)
        #expect(frames(try screen(screens, "Row").root).map(\.width) == [32, 52])
        #expect(!imported.notes.contains { $0.affectsLayout }, "\(imported.notes.map(\.message))")
    }

    @Test func aViewMadeByItsOwnStaticsIsThatViewShownWhereItIsHeld() throws {
        // `static var chevron: Self { Self(kind: .chevron) }`: `Self` is the accessory view; a row holds it in a
        // property (`var accessory: Accessory?`), so the accessory is audited inside the rows, not again on its own.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            public struct Accessory: View {
                enum Kind { case chevron, check, empty }
                public static var chevron: Self { Self(kind: .chevron) }
                public static func selection(_ on: Bool) -> Self { Self(kind: on ? .check : .empty) }
                let kind: Kind
                public var body: some View {
                    switch kind {
                    case .chevron: Image(systemName: "chevron.right")
                    case .check: Image(systemName: "checkmark")
                    case .empty: Image(systemName: "checkmark").hidden()
                    }
                }
            }
            struct Row: View {
                var accessory: Accessory?
                var body: some View { HStack { Text("Row"); if let accessory { accessory } } }
            }
            struct Settings: View {
                var body: some View { VStack { Row(accessory: .chevron); Row(accessory: .selection(true)) } }
            }
            """)
        var symbols: [String] = []
        try screen(screens, "Settings").root.forEachNode { if case .image(let i) = $0.kind { symbols.append(i.name) } }
        #expect(symbols == ["chevron.right", "checkmark"])
        #expect(!screens.contains { $0.name.hasPrefix("Accessory") }, "\(screens.map(\.name))")
        #expect(!imported.notes.contains { $0.affectsLayout }, "\(imported.notes.map(\.message))")
    }

    @Test func aProjectViewNamedAfterSwiftUIsWrapsSwiftUIsOwn() throws {
        // `struct Divider: View { … SwiftUI.Divider() … }`: the module-qualified name is SwiftUI's view, not the
        // project's wrapper calling itself.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct Divider: View { var body: some View { SwiftUI.Divider().hidden().overlay(Color.gray) } }
            struct Form<Content: View>: View {
                @ViewBuilder let content: () -> Content
                init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
                var body: some View { SwiftUI.Form { content() } }
            }
            struct Settings: View { var body: some View { Form { Text("A"); Divider(); Text("B") } } }
            """)
        var kinds: [String] = []
        try screen(screens, "Settings").root.forEachNode {
            switch $0.kind {
            case .list: kinds.append("list")
            case .divider: kinds.append("divider")
            case .text(let t): kinds.append(t.content.baseText)
            default: break
            }
        }
        #expect(kinds == ["list", "A", "divider", "B"])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
    }

    @Test func selfDotNameCallsTheMemberThoughALocalOfThatNameHidesIt() throws {
        // `if let note = person?.note { self.note(text: note) }`: `self.note` is the method, `note` the string.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct Person { var note: String? }
            struct Badge: View {
                var person: Person?
                var body: some View {
                    VStack {
                        Text("Name")
                        if let note = person?.note { self.note(text: note) }
                    }
                }
                func note(text: String) -> some View { Text(text).font(.caption) }
            }
            struct Card: View { var body: some View { Badge(person: Person(note: "Hello")) } }
            """)
        var texts: [String] = []
        try screen(screens, "Card").root.forEachNode { if case .text(let t) = $0.kind { texts.append(t.content.baseText) } }
        #expect(texts == ["Name", "Hello"])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
    }

    @Test func aDataTypesMethodReturningTextIsDrawnWithTheChainsFont() throws {
        // `post.taggedTitle(context:)` is `extension Post { func taggedTitle(…) -> Text }`: the post's title (a tag
        // only when pinned), in the headline font the rest of the chain sets.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct Post { var title: String; var pinned: Bool }
            extension Post {
                func taggedTitle(context: String?) -> Text {
                    tag(active: pinned) + Text(verbatim: title)
                }
                func tag(active: Bool) -> Text {
                    if active { return Text(Image(systemName: "pin")) }
                    return Text(verbatim: "")
                }
            }
            struct Row: View {
                let post: Post
                var body: some View { post.taggedTitle(context: nil).font(.headline) }
            }
            struct Feed: View { var body: some View { Row(post: Post(title: "Hello world", pinned: false)) } }
            """)
        var texts: [(String, StyleReference)] = []
        try screen(screens, "Feed").root.forEachNode { if case .text(let t) = $0.kind { texts.append((t.content.baseText, t.style)) } }
        #expect(texts.map(\.0) == ["Hello world"])
        #expect(texts.map(\.1) == [.textStyle(.headline, emphasized: false)])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
    }

    @Test func anOptionalMappedToTextIsATextOnlyWhenPresent() throws {
        // `title.map(Text.init)`: a `Text` when `title` is there, nothing when it is `nil`; an optional `var` that no
        // argument sets is `nil` (Swift's implicit default).
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct Details: View {
                var title: String?
                var note: String?
                var body: some View { HStack { title.map(Text.init); note.map(Text.init).font(.caption) } }
            }
            struct Row: View { var body: some View { Details(title: "Status") } }
            """)
        var texts: [String] = []
        try screen(screens, "Row").root.forEachNode { if case .text(let t) = $0.kind { texts.append(t.content.baseText) } }
        #expect(texts == ["Status"])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
    }

    @Test func aStaticFunctionOverloadIsChosenByLabelsAndByAKeyPathArgument() throws {
        // `label: .standard(title:icon: \.star)` for a property declared `RowLabel<Glyph>`: of the overloads, the one
        // whose `icon` is a key path (the other takes a view), and never the one with `systemIcon:`.
        let (imported, screens) = try imported(
            Self.iconView + "\n"
                + """
                struct RowLabel<Glyph: View>: View {
                    var title: String
                    var icon: Glyph?
                    var body: some View { HStack { icon; Text(title) } }
                    static func standard(title: String, icon: Glyph) -> RowLabel { RowLabel(title: title, icon: icon) }
                    static func standard(title: String, icon: KeyPath<BrandIcons, Image>) -> RowLabel where Glyph == Icon {
                        .standard(title: title, icon: Icon(icon, size: .small))
                    }
                    static func standard(title: String, systemIcon: String) -> RowLabel where Glyph == Image {
                        RowLabel(title: title, icon: Image(systemName: systemIcon))
                    }
                }
                struct Row<I: View>: View {
                    let label: RowLabel<I>
                    init(label: RowLabel<I>) { self.label = label }
                    var body: some View { label }
                }
                struct Settings: View { var body: some View { Row(label: .standard(title: "Privacy", icon: \\.star)) } }
                """)
        let settings = try screen(screens, "Settings")
        var texts: [String] = []
        settings.root.forEachNode { if case .text(let t) = $0.kind { texts.append(t.content.baseText) } }
        #expect(texts == ["Privacy"])
        #expect(frames(settings.root).map(\.width) == [20])
        #expect(!imported.notes.contains { $0.affectsLayout }, "\(imported.notes.map(\.message))")
    }

    @Test func imagesTheProjectNamesAndIconOnlyTitlesAreLabelledAsVoiceOverReadsThem() throws {
        // `Image(glyph: .close)` (the project's initializer that names a symbol), an icon set's image by key path
        // (`\\.chevronRight`: SwiftUI labels an asset by its name) and an icon-only `Label { Text("Delete") } icon: { … }`
        // (the title is not drawn but is read) all have a label.
        let source =
            Self.iconView + "\n"
                + """
                enum Glyph {
                    case close
                    var name: String { switch self { case .close: "xmark" } }
                }
                extension Image { init(glyph: Glyph) { self.init(systemName: glyph.name) } }
                struct Bar: View {
                    var body: some View {
                        HStack {
                            Button {} label: { Image(glyph: .close) }
                            Button {} label: { Icon(\\.star) }
                            Button {} label: { Label { Text("Delete") } icon: { Image(systemName: "trash") } }
                        }
                        .labelStyle(.iconOnly)
                    }
                }
                """
        let (imported, screens) = try imported(source)
        _ = try screen(screens, "Bar")
        // The audit of the same source finds no button without a label.
        let report = try FindingsOnSwiftTests().audit(source)
        #expect(!report.findings.contains { $0.rule == .missingLabel }, "\(report.findings.filter { $0.rule == .missingLabel })")
        #expect(!imported.notes.contains { $0.affectsLayout }, "\(imported.notes.map(\.message))")
    }

    @Test func theEnvironmentsLineLimitAndAViewExtensionsFontPropertyAreRead() throws {
        // `@Environment(\\.lineLimit)` is what `.lineLimit(2)` around the view set, else nil (no limit, SwiftUI's
        // default); `font(headerFont)` in an `extension View` function reads the extension's computed `headerFont`
        // (`if #available` taken, as a current iOS runs it).
        let (imported, screens) = try imported(
            """
            import SwiftUI
            extension View {
                func sectionHeader() -> some View { font(headerFont) }
                private var headerFont: Font {
                    if #available(iOS 26.0, *) { .subheadline } else { .footnote }
                }
            }
            struct RowLabel: View {
                @Environment(\\.lineLimit) private var lineLimit
                var title: String
                var body: some View { Text(title).lineLimit(lineLimit) }
            }
            struct Rows: View {
                var body: some View {
                    VStack { Text("Header").sectionHeader(); RowLabel(title: "A"); RowLabel(title: "B").lineLimit(2) }
                }
            }
            """)
        var texts: [(String, StyleReference, Int)] = []
        try screen(screens, "Rows").root.forEachNode { if case .text(let t) = $0.kind { texts.append((t.content.baseText, t.style, t.lines)) } }
        #expect(texts.map(\.0) == ["Header", "A", "B"])
        #expect(texts.first?.1 == .textStyle(.subheadline, emphasized: false))
        #expect(texts.map(\.2) == [0, 0, 2])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
    }

    @Test func aTypesStaticCalledByNameIsTheOverloadItsArgumentsFitAndANilOptionalViewDrawsNothing() throws {
        // `RowLabel.standard(title:icon: Image(…))` is the overload taking a view (not the key path one); in
        // `RowLabel.plain(title:)` the icon is never set, so `icon` (an optional view) draws nothing.
        let (imported, screens) = try imported(
            Self.iconView + "\n"
                + """
                struct RowLabel<Glyph: View>: View {
                    var title: String
                    var icon: Glyph?
                    var body: some View { HStack { icon; Text(title) } }
                    static func standard(title: String, icon: KeyPath<BrandIcons, Image>) -> RowLabel where Glyph == Icon {
                        RowLabel(title: title, icon: Icon(icon))
                    }
                    static func standard(title: String, icon: Glyph) -> RowLabel { RowLabel(title: title, icon: icon) }
                    static func plain(title: String) -> RowLabel where Glyph == EmptyView { RowLabel(title: title) }
                }
                struct Settings: View {
                    var body: some View {
                        VStack {
                            RowLabel.standard(title: "Person", icon: Image(systemName: "person"))
                            RowLabel.plain(title: "Plain")
                        }
                    }
                }
                """)
        #expect(drawn(try screen(screens, "Settings").root) == ["image person", "Person", "Plain"])
        // (`Icon`, which no chosen overload makes, is audited on its own with its own notes.)
        let settings = try #require(imported.screens.first { $0.name == "Settings" })
        #expect(settings.notesAffectingLayout == 0, "\(settings.notes.map(\.message))")
    }

    @Test func aViewKeptInADataRecordAndAStyleStaticMadeWithInitAreRead() throws {
        // `Details(title:icon: Image(…))`, a struct that is data, holds a view its row shows (`icon = details?.icon`);
        // `static var empty: EmptyButtonStyle { .init() }` is that style, whose body is the label alone.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct Details<Icon: View> {
                var title: String?
                var icon: Icon?
                static func label(title: String, systemIcon: String) -> Self where Icon == Image {
                    Details(title: title, icon: Image(systemName: systemIcon))
                }
            }
            struct Trailing<Icon: View>: View {
                private var title: String?
                private var icon: Icon?
                init(_ details: Details<Icon>?) { title = details?.title; icon = details?.icon }
                var body: some View { HStack { Text(title ?? ""); icon } }
            }
            public struct EmptyButtonStyle: ButtonStyle {
                public func makeBody(configuration: Configuration) -> some View { configuration.label }
            }
            public extension ButtonStyle where Self == EmptyButtonStyle {
                @MainActor static var empty: EmptyButtonStyle { .init() }
            }
            struct Row<I: View>: View {
                let details: Details<I>?
                init(details: Details<I>? = nil) { self.details = details }
                var body: some View { Button {} label: { Trailing(details) }.buttonStyle(.empty) }
            }
            struct Settings: View { var body: some View { Row(details: .label(title: "On", systemIcon: "bell")) } }
            """)
        #expect(drawn(try screen(screens, "Settings").root) == ["On", "image bell"])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
    }

    @Test func aButtonStyleAStaticFunctionMakesIsDrawnWithTheCallsArgumentsAndTheDefaults() throws {
        // `.buttonStyle(.primary())` and `.primary(fills: false)`, where `extension ButtonStyle where Self == PrimaryStyle`
        // declares `static func primary(fills: Bool = true) -> PrimaryStyle { PrimaryStyle(fills: fills) }`: Swift calls
        // the function, so each button is drawn by `PrimaryStyle.makeBody` with `fills` as passed or defaulted. The label
        // is padded 14 pt vertically and 20 pt horizontally, and fills the width only where `fills` is true.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct PrimaryStyle: ButtonStyle {
                var fills = true
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding(.vertical, 14).padding(.horizontal, 20).frame(maxWidth: fills ? .infinity : nil)
                }
            }
            extension ButtonStyle where Self == PrimaryStyle {
                static func primary(fills: Bool = true) -> PrimaryStyle { PrimaryStyle(fills: fills) }
            }
            struct Actions: View {
                var body: some View {
                    VStack {
                        Button("Continue") {}.buttonStyle(.primary())
                        Button("Skip") {}.buttonStyle(.primary(fills: false))
                    }
                }
            }
            """)
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
        var padded: [String: EdgeInsets] = [:]
        var fills: [String: Bool] = [:]
        try screen(screens, "Actions").root.forEachNode { node in
            if case .padding(let insets, let child) = node.kind, case .text(let t) = child.kind { padded[t.content.baseText] = insets }
            if case .frame(let f, let child) = node.kind {
                child.forEachNode { if case .text(let t) = $0.kind { fills[t.content.baseText] = f.maxWidth == .infinity } }
            }
        }
        let insets = EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        #expect(padded == ["Continue": insets, "Skip": insets], "\(padded)")
        #expect(fills["Continue"] == true && fills["Skip"] != true, "\(fills)")
    }

    @Test func aFrameAComputedPropertyScalesWithAScaledMetricOfOneScalesAndAStaticNamedLikeItsMakerCallsTheMaker() throws {
        // `static let row = row()` calls `static func row(scales: Bool = true)` (the property itself is not callable), so
        // the icon's look is 22 pt and scales. `ScaledBox` frames it with `scaledSide`, a computed property `side * scale`
        // of `@ScaledMetric private var scale = 1.0`: 22 pt at Large (the metric's value there), more at AX5, as
        // `UIFontMetrics(forTextStyle: .body).scaledValue(for: 22)` would give.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct ScaledBox: ViewModifier {
                @ScaledMetric private var scale = 1.0
                private var scaledSide: CGFloat { side * scale }
                let side: CGFloat
                func body(content: Content) -> some View { content.frame(width: scaledSide, height: scaledSide) }
            }
            extension View {
                @ViewBuilder
                func box(side: CGFloat, scales: Bool) -> some View {
                    if scales { modifier(ScaledBox(side: side)) } else { frame(width: side, height: side) }
                }
            }
            struct IconLook { let scales: Bool; let side: CGFloat }
            extension IconLook {
                static let row = row()
                static func row(scales: Bool = true) -> IconLook { IconLook(scales: scales, side: 22) }
            }
            extension Image {
                func look(_ l: IconLook) -> some View { resizable().box(side: l.side, scales: l.scales) }
            }
            struct Settings: View {
                var body: some View { HStack { Image(systemName: "globe").look(.row); Text("Language") } }
            }
            """)
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
        let screen = try screen(screens, "Settings")
        func iconWidth(_ category: TypeRampMetrics.ContentSizeCategory) -> Double? {
            let laidOut = LayoutSolver.solve(
                screen, context: LayoutContext(category: category, viewport: .width(393)), resources: SwiftSourceImporterTests.resources)
            return laidOut.allNodes.first { $0.kind == .frame }?.frame.size.width
        }
        #expect(iconWidth(.large) == 22)
        #expect((iconWidth(.accessibilityExtraExtraExtraLarge) ?? 0) > 40)
    }

    @Test func aSwiftGenImageAssetsSwiftUIImageIsAnImage() throws {
        // `Asset.Images.copy.swiftUIImage`: SwiftGen's generated `ImageAsset` property is a `SwiftUI.Image` (the generated
        // file is not in the sources); `.resizable().frame(width: 22, height: 22)` sizes it as any image.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct Row: View {
                var body: some View {
                    HStack { Text("Copy"); Asset.Images.copy.swiftUIImage.resizable().frame(width: 22, height: 22) }
                }
            }
            """)
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
        var images = 0
        try screen(screens, "Row").root.forEachNode { if case .image = $0.kind { images += 1 } }
        #expect(images == 1)
        #expect(frames(try screen(screens, "Row").root).map(\.width) == [22])
    }

    @Test func aTextSizeRangeBoundHeldByAPropertyIsItsValue() throws {
        // `.dynamicTypeSize(...maxSize)` with `var maxSize: DynamicTypeSize = .xxLarge` left at its default: the text is
        // drawn at most at xxLarge, where Apple's table gives body 21 pt, also when the user picks AX5.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct Scan: View {
                var maxSize: DynamicTypeSize = .xxLarge
                var body: some View { Text("Point the camera at a code").dynamicTypeSize(...maxSize) }
            }
            """)
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
        let laidOut = LayoutSolver.solve(
            try screen(screens, "Scan"), context: LayoutContext(category: .accessibilityExtraExtraExtraLarge, viewport: .width(393)),
            resources: SwiftSourceImporterTests.resources)
        #expect(laidOut.allNodes.compactMap { $0.text?.fontSize } == [21])
    }

    @Test func aLocalThatShadowsAParameterInAFontFunctionIsTheParameterInItsOwnValue() throws {
        // `let font = font.swiftUIFont(size: size)` in a font builder of several statements: on the right, `font` is the
        // parameter (Swift's scoping), never the local being declared. Read as the local it pointed at itself and the
        // import overflowed the stack. The method of the app's font value is not followed: the font is unknown, with a
        // note, and the screen is imported.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct BrandFont {
                let name: String
                func swiftUIFont(size: CGFloat) -> Font { Font.custom(name, size: size) }
            }
            enum FontBuilder {
                static func font(font: BrandFont, size: CGFloat) -> Font {
                    if let cached = cache[font.name] { return cached }
                    let font = font.swiftUIFont(size: size)
                    return font
                }
                static func font(brand: BrandFont) -> Font { return font(font: brand, size: 20) }
                static var cache: [String: Font] = [:]
            }
            struct Title: View {
                var body: some View { Text("Hello").font(FontBuilder.font(brand: BrandFont(name: "Inter"))) }
            }
            """)
        #expect(screens.map(\.name) == ["Title"])
        #expect(imported.notes.contains { $0.message.contains("the font `FontBuilder.font(brand:") }, "\(imported.notes.map(\.message))")
    }

    @Test func aScaledMetricCappedWithMinScalesUpToTheCap() throws {
        // `.system(size: fontSize)` with `fontSize = min(fontSizeRaw, 20)` and `@ScaledMetric(relativeTo: .body) var
        // fontSizeRaw = 15.0`: the text follows Dynamic Type from 15 pt at Large and stops near 20 pt. Scaled with body
        // (Apple's table: 17 pt at Large, 21 at xxLarge, 23 at xxxLarge), 15 pt is 18.5 pt at xxLarge and 20.3 at xxxLarge,
        // so it grows up to xxLarge: about 18.5 pt at AX5, never the 46 pt an uncapped metric reaches, and never fixed.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct Chip: View {
                @ScaledMetric(relativeTo: .body) private var fontSizeRaw = 15.0
                private var fontSize: CGFloat { min(fontSizeRaw, 20) }
                var body: some View { Text("Inbox").font(.system(size: fontSize)) }
            }
            """)
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
        let screen = try screen(screens, "Chip")
        func size(_ category: TypeRampMetrics.ContentSizeCategory) -> Double? {
            LayoutSolver.solve(
                screen, context: LayoutContext(category: category, viewport: .width(393)), resources: SwiftSourceImporterTests.resources
            )
            .allNodes.compactMap { $0.text?.fontSize }.first
        }
        #expect(size(.large) == 15)
        let ax5 = try #require(size(.accessibilityExtraExtraExtraLarge))
        #expect(ax5 > 18 && ax5 <= 20, "\(ax5)")
    }

    @Test func aLabeledContentsLabelThatIsASampleStaysASample() throws {
        // `LabeledContent { … } label: { Text(.permissions(.users)) }`: the label is a `LocalizedStringResource` the app's
        // static function makes from an enum case, whose words only its string table holds. TypeRamp shows a sample,
        // which must stay marked as one, so that findings resting on its words are not proven.
        let (_, screens) = try imported(
            """
            import SwiftUI
            enum Permission: String { case users }
            extension LocalizedStringResource {
                static func permissions(_ p: Permission) -> LocalizedStringResource { LocalizedStringResource(String.LocalizationValue(p.rawValue), table: "Permissions") }
            }
            struct Row: View {
                var body: some View { LabeledContent { Text("3 people") } label: { Text(.permissions(.users)) } }
            }
            """)
        let root = try screen(screens, "Row").root
        guard case .labeledContent = root.kind else { Issue.record("\(root.kind)"); return }
        #expect(root.guesses.contains(.text), "\(root.guesses)")
    }

    @Test func aTrailingClosureGivenToAnEnumCaseIsItsAssociatedValue() throws {
        // `.custom { Text("Custom row") }` is `case custom(() -> Custom)`; `case .custom(let content): content()` draws it.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct Row<Custom: View>: View {
                enum Kind { case label; case custom(() -> Custom) }
                let kind: Kind
                var body: some View {
                    switch kind {
                    case .label: Text("Label")
                    case .custom(let content): content()
                    }
                }
            }
            struct Settings: View { var body: some View { Row(kind: .custom { Text("Custom row") }) } }
            """)
        var texts: [String] = []
        try screen(screens, "Settings").root.forEachNode { if case .text(let t) = $0.kind { texts.append(t.content.baseText) } }
        #expect(texts == ["Custom row"])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
    }

    @Test func aLabelInitializerTheProjectAddsDelegatesToSwiftUIs() throws {
        // `Label("Public", glyph: "globe", scale: 1)`: SwiftUI has no such initializer; the project's
        // `extension Label { init(_:glyph:scale:) { self.init { Text(title) } icon: { Image(systemName: glyph) } } }`
        // is what runs: an icon and a title.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            extension Label {
                init(_ title: String, glyph: String, scale: CGFloat) where Title == Text, Icon == Image {
                    self.init { Text(title) } icon: { Image(systemName: glyph) }
                }
            }
            struct Badge: View { var body: some View { Label("Public", glyph: "globe", scale: 1) } }
            """)
        #expect(drawn(try screen(screens, "Badge").root) == ["image globe", "Public"])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
        // Two such initializers that delegate to each other (code that would never return) end: no crash, a screen.
        let (_, cyclic) = try self.imported(
            """
            import SwiftUI
            extension Label {
                init(_ title: String, one: Int) { self.init(title, two: one) }
                init(_ title: String, two: Int) { self.init(title, one: two) }
            }
            struct Loop: View { var body: some View { Label("Loop", one: 1) } }
            """)
        _ = try screen(cyclic, "Loop")
    }

    @Test func aLabelInitializerThatSwitchesOverItsIconDelegatesToTheBranchTaken() throws {
        // An icon type that is either an SF Symbol or an asset: the project's `Label(_:icon:)` switches over the icon's
        // source and delegates to SwiftUI's `Label(_:systemImage:)` or `Label(_:image:)`. Either way it is a label with
        // an icon, so `.labelStyle(.iconOnly)` on the bar around it draws only the icon (SwiftUI's documentation of
        // `iconOnly`), with the title as VoiceOver's label.
        let source = """
            import SwiftUI
            enum Source { case system, asset }
            struct Glyph {
                var source: Source
                var name: String
                static let close = Glyph(source: .system, name: "xmark")
            }
            extension Label where Title == Text, Icon == Image {
                init(_ title: String, glyph: Glyph) {
                    switch glyph.source {
                    case .system: self.init(title, systemImage: glyph.name)
                    case .asset: self.init(title, image: glyph.name)
                    }
                }
                init(_ title: String, maybe glyph: Glyph?) {
                    if let glyph { self.init(title, systemImage: glyph.name) } else { self.init(title, systemImage: "questionmark") }
                }
            }
            struct Bar: View {
                var body: some View {
                    HStack {
                        Button {} label: { Label("Close", glyph: .close) }
                        Button {} label: { Label("Help", maybe: nil) }
                    }
                    .labelStyle(.iconOnly)
                }
            }
            """
        let (imported, screens) = try imported(source)
        // Each button shows its icon and no title; VoiceOver reads the title.
        var buttons: [String] = []
        try screen(screens, "Bar").root.forEachNode {
            if case .button(let b) = $0.kind {
                buttons.append("\(b.icon?.name ?? "-") \(b.title?.baseText ?? "-") \($0.accessibility.label ?? "-")")
            }
        }
        #expect(buttons == ["xmark - Close", "questionmark - Help"])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
    }
    @Test func aScaledMetricRelativeToADesignSystemsTextStyleScalesWithTheStyleItNames() throws {
        // `Font.TextStyle.app` is an instance whose `large` is `.title2`, and `.appSmall` a static that is `.footnote`:
        // Swift reads `relativeTo: .app.large` as `.title2`, so each metric scales exactly as the one written with the
        // style itself (SwiftUI's `ScaledMetric(wrappedValue:relativeTo:)`), not as body, its default; the same holds
        // for `.custom(_:size:relativeTo:)`. None is left out or noted.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct AppTextStyles {
                let large = Font.TextStyle.title2
                let small = Font.TextStyle.footnote
            }
            extension Font.TextStyle {
                static let app = AppTextStyles()
                static let appSmall = Font.TextStyle.footnote
            }
            struct Dots: View {
                @ScaledMetric(relativeTo: .app.large) private var large: CGFloat = 24
                @ScaledMetric(relativeTo: .title2) private var title2: CGFloat = 24
                @ScaledMetric(relativeTo: .appSmall) private var small: CGFloat = 24
                @ScaledMetric(relativeTo: .footnote) private var footnote: CGFloat = 24
                @ScaledMetric private var plain: CGFloat = 24
                var body: some View {
                    VStack {
                        Color.red.frame(width: large, height: 1)
                        Color.red.frame(width: title2, height: 2)
                        Color.red.frame(width: small, height: 3)
                        Color.red.frame(width: footnote, height: 4)
                        Color.red.frame(width: plain, height: 5)
                        Text("Brand").font(.custom("Lora", size: 15, relativeTo: .app.large))
                        Text("Title").font(.custom("Lora", size: 15, relativeTo: .title2))
                    }
                }
            }
            """)
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
        let screen = try screen(screens, "Dots")
        let ax5 = LayoutSolver.solve(
            screen, context: LayoutContext(category: .accessibilityExtraExtraExtraLarge, viewport: .width(393)),
            resources: SwiftSourceImporterTests.resources)
        // One width per coloured row, top to bottom (each row's frame nodes share its top).
        var tops: [Double] = []
        var widths: [Double] = []
        for n in ax5.allNodes where n.kind == .frame && !tops.contains(n.frame.origin.y) {
            tops.append(n.frame.origin.y)
            widths.append(n.frame.size.width)
        }
        try #require(widths.count == 5, "\(widths)")
        #expect(widths[0] == widths[1] && widths[2] == widths[3], "\(widths)")
        #expect(widths[1] != widths[4] && widths[3] != widths[4] && widths[1] != widths[3], "\(widths)")
        let sizes = ax5.allNodes.compactMap { $0.text?.fontSize }
        #expect(sizes.count == 2 && sizes[0] == sizes[1] && sizes[0] > 15, "\(sizes)")
    }
    @Test func aScaledMetricRelativeToAStyleTypeRampCannotReadIsNotedAndTheScreenKept() throws {
        // `Theme.current.style` is data TypeRamp cannot see: the metric is scaled like body (`@ScaledMetric`'s default)
        // with a note at the argument, and the screen is still audited rather than dropped by the decoder.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct Dot: View {
                @ScaledMetric(relativeTo: Theme.current.style) private var side: CGFloat = 24
                var body: some View { Circle().frame(width: side, height: side) }
            }
            """)
        _ = try screen(screens, "Dot")
        #expect(imported.notes.map(\.location.line) == [3], "\(imported.notes.map(\.message))")
        #expect(imported.notes.first?.message.contains("cannot read: scaled like body") == true)
    }
}
