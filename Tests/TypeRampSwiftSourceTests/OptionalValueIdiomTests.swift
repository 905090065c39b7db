import Foundation
import Testing
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout

@testable import TypeRampSwiftSource

/// Optional values a view is built from, in the shapes a chat client's design system writes them (each written by hand,
/// never the app's code). Expected trees follow Swift's rules: a memberwise initializer leaves every property it is not
/// given at its default (`nil` for an optional `var`), `a?.b` of a nil `a` is nil, an `if let` over a nil value takes
/// the `else`, and an argument declared `KeyPath<…>` picks the overload that takes a key path.
extension DesignSystemIdiomTests {
    static let optionalDetails = """
        import SwiftUI
        struct Details<Icon: View> {
            var title: String?
            var icon: Icon?
            var isWaiting = false
            static func label(title: String, icon: Icon) -> Self { Details(title: title, icon: icon) }
        }
        extension Details where Icon == Image {
            static func title(_ title: String) -> Self { Details(title: title) }
            static func waiting() -> Self { Details(isWaiting: true) }
        }
        struct Trailing<Icon: View>: View {
            private var title: String?
            private var icon: Icon?
            private var isWaiting = false
            init(_ details: Details<Icon>?) {
                title = details?.title
                icon = details?.icon
                isWaiting = details?.isWaiting ?? false
            }
            var body: some View {
                HStack {
                    if isWaiting { ProgressView() }
                    if title != nil || icon != nil {
                        Label { title.map(Text.init) } icon: { icon }
                    }
                }
            }
        }
        struct Row<Icon: View>: View {
            let details: Details<Icon>?
            var body: some View { HStack { Text("Name"); Spacer(); Trailing(details) } }
        }
        #Preview("title") { Row(details: .title("Content")) }
        #Preview("none") { Row<Image>(details: nil) }
        #Preview("icon") { Row(details: .label(title: "Done", icon: Image(systemName: "checkmark"))) }
        #Preview("waiting") { Row(details: .waiting()) }
        #Preview("styled") { Row(details: .label(title: "Warn", icon: Image(systemName: "exclamationmark").foregroundStyle(.red))) }
        """

    @Test func propertiesAMemberwiseValueIsNotGivenHoldTheirDefaults() throws {
        let (imported, screens) = try imported(Self.optionalDetails)
        // `.title("Content")` gives no icon: `icon` is nil, so the label is its title alone and nothing is a variant.
        #expect(drawn(try screen(screens, "title").root, progress: true) == ["Name", "Content"])
        // `details` nil: `details?.title` and `details?.icon` are nil, `?? false` leaves no progress view; no label.
        #expect(drawn(try screen(screens, "none").root, progress: true) == ["Name"])
        // A label's icon comes before its title; the icon a view made by a call, so `icon != nil` holds.
        #expect(drawn(try screen(screens, "icon").root, progress: true) == ["Name", "image checkmark", "Done"])
        // `var isWaiting = false` given `true`; title and icon left nil.
        #expect(drawn(try screen(screens, "waiting").root, progress: true) == ["Name", "progress"])
        // A view with modifiers held in a field is still that view, not data.
        #expect(drawn(try screen(screens, "styled").root, progress: true) == ["Name", "image exclamationmark", "Warn"])
        #expect(screens.count == 5, "no variants: \(screens.map(\.name))")
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
    }

    @Test func anOptionalViewPropertyThatReturnsNilTakesTheElse() throws {
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct Loadable: View {
                let hash: String?
                var preview: AnyView? {
                    if let hash, hash.count > 2 {
                        return AnyView(Text("Preview \\(hash)"))
                    } else {
                        return nil
                    }
                }
                var body: some View {
                    ZStack {
                        if let preview { preview } else { Text("Placeholder") }
                    }
                }
            }
            #Preview("empty") { Loadable(hash: nil) }
            #Preview("short") { Loadable(hash: "ab") }
            #Preview("long") { Loadable(hash: "abcd") }
            """)
        #expect(drawn(try screen(screens, "empty").root, progress: true) == ["Placeholder"])
        #expect(drawn(try screen(screens, "short").root, progress: true) == ["Placeholder"])
        #expect(drawn(try screen(screens, "long").root, progress: true) == ["Preview abcd"])
        #expect(screens.count == 3, "no variants: \(screens.map(\.name))")
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
    }

    @Test func aPropertyDeclaredAsAKeyPathPicksTheKeyPathOverload() throws {
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct Icons {
                var lock: Image { Image(systemName: "lock") }
                var globe: Image { Image(systemName: "globe") }
            }
            extension Image { static let icons = Icons() }
            struct Icon: View {
                let image: Image
                init(_ path: KeyPath<Icons, Image>) { image = .icons[keyPath: path] }
                var body: some View { image }
            }
            struct RowLabel<I: View>: View {
                let title: String
                let icon: I
                var body: some View { HStack { icon; Text(title) } }
                static func standard(title: String, icon: I) -> RowLabel { RowLabel(title: title, icon: icon) }
            }
            extension RowLabel where I == Icon {
                static func standard(title: String, icon: KeyPath<Icons, Image>) -> RowLabel {
                    .standard(title: title, icon: Icon(icon))
                }
            }
            enum Access { case open, closed }
            struct AccessRow: View {
                let access: Access
                var icon: KeyPath<Icons, Image> {
                    switch access {
                    case .open: \\.globe
                    case .closed: \\.lock
                    }
                }
                var body: some View { RowLabel.standard(title: "Access", icon: icon) }
            }
            #Preview { AccessRow(access: .closed) }
            """)
        // The icon set's image read by key path (its name is the set's, which TypeRamp does not draw), then the title:
        // the view overload would have drawn the key path itself, which is no view.
        #expect(drawn(try #require(screens.first).root, progress: true) == ["image image", "Access"])
        #expect(!imported.notes.contains { $0.message.contains("not understood") }, "\(imported.notes.map(\.message))")
    }

    @Test func aTernaryOfImplicitMembersAndAFlagWithAFallbackAreReadWithTheValuesGiven() throws {
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct Status {
                var waiting = false
                static func waiting(_ w: Bool) -> Status { Status(waiting: w) }
            }
            struct StatusRow: View {
                let status: Status?
                var body: some View { HStack { Text("Row"); if status?.waiting ?? false { ProgressView() } } }
            }
            struct Pending: View {
                let pending: Bool
                var body: some View { StatusRow(status: pending ? .waiting(true) : nil) }
            }
            struct Logo: View {
                var size: CGFloat? = nil
                struct Metrics { let imageSize: CGFloat }
                private var metrics: Metrics? { size.map { s in Metrics(imageSize: s / 2) } }
                var body: some View {
                    if let metrics {
                        Image("logo").resizable().frame(width: metrics.imageSize, height: metrics.imageSize)
                    } else {
                        Text("No logo")
                    }
                }
            }
            #Preview("pending") { Pending(pending: true) }
            #Preview("idle") { Pending(pending: false) }
            #Preview("logo") { Logo() }
            """)
        // `pending ? .waiting(true) : nil` is `Status.waiting(true)` when pending, nil otherwise; `status?.waiting ??
        // false` is then true, or the fallback.
        #expect(drawn(try screen(screens, "pending").root, progress: true) == ["Row", "progress"])
        #expect(drawn(try screen(screens, "idle").root, progress: true) == ["Row"])
        // `size.map { … }` of a nil size is nil: the `else`.
        #expect(drawn(try screen(screens, "logo").root, progress: true) == ["No logo"])
        #expect(screens.count == 3, "no variants: \(screens.map(\.name))")
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
    }

    @Test func aColourMadeByAMethodOfAnOptionalIsABoxOrNothing() throws {
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct Palette { var accent = "blue" }
            // A theme colour that is a `ShapeStyle` and a view too: its `resolve` is a colour, not a modifier.
            struct Themed: ShapeStyle, View {
                let name: String
                static let accent = Themed(name: "accent")
                func resolve(with palette: Palette) -> Color { .blue }
                func resolve(in environment: EnvironmentValues) -> Color { .red }
                var body: some View { resolve(with: Palette()) }
            }
            struct Swiper: View {
                let drag: Themed?
                let palette = Palette()
                var body: some View { Text("Row").padding().background(iconBackground) }
                var iconBackground: some View {
                    drag?.resolve(with: palette)
                        .overlay { HStack { Image(systemName: "star"); Spacer() } }
                }
            }
            #Preview("dragging") { Swiper(drag: .accent) }
            #Preview("theme") { Themed.accent }
            #Preview("resting") { Swiper(drag: nil) }
            """)
        // A `Color` fills the space it is offered (the row's background), with the overlay's icon on it; `drag` nil
        // makes the optional chain nil, which draws nothing, icon included.
        #expect(drawn(try screen(screens, "dragging").root, progress: true) == ["Row", "image star"])
        #expect(drawn(try screen(screens, "resting").root, progress: true) == ["Row"])
        #expect(drawn(try screen(screens, "theme").root, progress: true) == [])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
    }

    @Test func aStructMadeWithNoArgumentsHoldsItsDefaults() throws {
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct Message { var text = "Welcome back"; var isRead = false }
            struct MessageRow: View {
                let message: Message
                var body: some View { HStack { Text(message.text); if !message.isRead { Text("New") } } }
            }
            #Preview { MessageRow(message: Message()) }
            """)
        // `Message()` is a copy holding its declared defaults: the text, and unread.
        #expect(drawn(try #require(screens.first).root, progress: true) == ["Welcome back", "New"])
        #expect(screens.count == 1 && imported.notes.isEmpty, "\(screens.map(\.name)) \(imported.notes.map(\.message))")
    }

    @Test func implicitMembersInAPropertysBranchesAreReadAsItsDeclaredType() throws {
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct Badge {
                var title: String?
                var waiting = false
                static func title(_ t: String) -> Badge { Badge(title: t) }
                static func waiting() -> Badge { Badge(waiting: true) }
            }
            struct BadgeRow: View {
                let name: String
                let badge: Badge?
                var body: some View {
                    HStack {
                        Text(name)
                        if let title = badge?.title { Text(title) }
                        if badge?.waiting ?? false { ProgressView() }
                    }
                }
            }
            enum Verification { case verified, unknown }
            struct Members: View {
                let count: Int?
                let verification: Verification
                private var membersBadge: Badge {
                    if let count { .title("\\(count) members") } else { .waiting() }
                }
                private var onlineBadge: Badge? {
                    guard let count else { return nil }
                    return .title("online")
                }
                var body: some View {
                    VStack {
                        BadgeRow(name: "Members", badge: membersBadge)
                        BadgeRow(name: "Online", badge: onlineBadge)
                        let verified: Badge? = switch verification {
                        case .verified: .title("Verified")
                        case .unknown: nil
                        }
                        BadgeRow(name: "Profile", badge: verified)
                    }
                }
            }
            #Preview("known") { Members(count: 3, verification: .verified) }
            #Preview("loading") { Members(count: nil, verification: .unknown) }
            """)
        // `membersBadge` is `Badge.title("3 members")` or `Badge.waiting()`; `onlineBadge` what its guard lets through,
        // nil without a count; the local `verified` is the case the switch takes, nil for `.unknown`.
        #expect(drawn(try screen(screens, "known").root, progress: true) == ["Members", "3 members", "Online", "online", "Profile", "Verified"])
        #expect(drawn(try screen(screens, "loading").root, progress: true) == ["Members", "progress", "Online", "Profile"])
        #expect(screens.count == 2 && imported.notes.isEmpty, "\(screens.map(\.name)) \(imported.notes.map(\.message))")
    }

    @Test func builderMethodsPassTheStoredClosureOnNotTheMethodOfTheSameName() throws {
        // `.placeholder { … }.failure { … }` each make a new view from the receiver's properties; `placeholder:
        // placeholder` passes the stored closure (an image source is no closure, so Swift cannot mean the method
        // `placeholder(_:)`), and the body calls it with the first source.
        let (imported, screens) = try imported(
            """
            import SwiftUI
            struct Source { var url: String? }
            struct Img<Placeholder: View, Failure: View>: View {
                @State private var sources: [Source]
                private var placeholder: (Source) -> Placeholder
                private var failure: Failure
                init(sources: [Source], placeholder: @escaping (Source) -> Placeholder, failure: Failure) {
                    self._sources = State(initialValue: sources)
                    self.placeholder = placeholder
                    self.failure = failure
                }
                var body: some View {
                    if let current = sources.first {
                        placeholder(current)
                    } else {
                        failure
                    }
                }
            }
            extension Img where Placeholder == Text, Failure == EmptyView {
                init(_ source: Source) { self.init(sources: [source], placeholder: { _ in Text("Loading") }, failure: EmptyView()) }
            }
            extension Img {
                func placeholder<P: View>(@ViewBuilder _ content: @escaping (Source) -> P) -> Img<P, Failure> {
                    Img<P, Failure>(sources: sources, placeholder: content, failure: failure)
                }
                func failure<F: View>(@ViewBuilder _ content: @escaping () -> F) -> Img<Placeholder, F> {
                    Img<Placeholder, F>(sources: sources, placeholder: placeholder, failure: content())
                }
            }
            struct Detail: View {
                let source: Source
                var body: some View {
                    Img(source).placeholder { _ in Image(systemName: "photo") }.failure { Image(systemName: "questionmark") }
                }
            }
            #Preview { Detail(source: Source(url: "x")) }
            struct ErrorBox: View {
                let details: String
                func details(_ text: String) -> some View { Text("Error: " + text) }
                var body: some View { details(details) }
            }
            #Preview("error") { ErrorBox(details: "Offline") }
            """)
        #expect(drawn(try #require(screens.first).root, progress: true) == ["image photo"])
        // A stored value that is no closure cannot be called: `details(details)` is the method.
        #expect(drawn(try screen(screens, "error").root, progress: true) == ["Error: Offline"])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
    }
}
