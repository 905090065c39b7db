import Foundation
import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

@testable import TypeRampSwiftSource

/// Shapes of two apps the importer was first tried on in the eighteenth session (a forum client with its own frame
/// helpers and screen-size statics, a password manager whose icons come from a design-system package not in the
/// repository), each written by hand in the shape found, never the apps' code. Expected values follow Swift's rules
/// (which overload an implicit member picks, what `self` is in an enum's computed property) and SwiftUI's documented
/// behaviour (`.resizable()` makes an image take its frame; `Font(_: UIFont)` keeps a preferred font's text style).
extension RealAppShapeTests {
    func solved(_ screen: Screen, _ category: ContentSizeCategory = .large, width: Points = 393) -> SolvedLayout {
        LayoutSolver.solve(screen, context: LayoutContext(category: category, viewport: .width(width)), resources: Self.resources)
    }

    @Test func anImageOfAnotherModulesDesignSystemIsAnImageSizedByItsFrame() throws {
        // `IconProvider` is a type of a package the files do not hold; `icon` is declared `Image`, so whatever static it
        // is, it is an image, and `.resizable()…frame(width: 20)` makes it 20 pt wide (an image of unknown aspect ratio
        // fills its frame). Passed on through a function's parameter, or chosen by a ternary on data, it is the same; so
        // is a function's own parameter written `Image`.
        let source = """
            import SwiftUI
            import IconsPackage

            struct SectionIcon: View {
                let icon: Image
                var body: some View {
                    icon.resizable().renderingMode(.template).scaledToFit().frame(width: 20, height: 20)
                }
            }

            struct History: View {
                var revealed = false
                var body: some View {
                    VStack {
                        row(title: "Created", icon: IconProvider.bolt)
                        SectionIcon(icon: revealed ? IconProvider.eyeSlash : IconProvider.eye)
                        IconProvider.pencil.resizable().frame(width: 12, height: 14)
                        badge(IconProvider.star)
                    }
                }
                func row(title: String, icon: Image) -> some View {
                    HStack { SectionIcon(icon: icon); Text(title) }
                }
                func badge(_ image: Image) -> some View {
                    image.resizable().frame(width: 10, height: 10)
                }
            }

            #Preview { History() }
            """
        let (imported, screens, _) = try project([("History.swift", source)])
        let preview = try #require(imported.screens.first { $0.name == "History preview" }, "\(imported.screens.map(\.name))")
        #expect(preview.notes.filter(\.affectsLayout).isEmpty, "\(preview.notes.map(\.message))")
        let layout = solved(try #require(screens.first { $0.name == preview.name }))
        let images = layout.allNodes.filter { $0.kind == .image }.map { [$0.frame.width, $0.frame.height] }
        #expect(images == [[20, 20], [20, 20], [12, 14], [10, 10]])
    }

    @Test func anImageTypedByItsEnumCaseOrComputedPropertyIsAnImage() throws {
        // `case icon(Image)` types the name `case let .icon(image)` binds; `var icon: Image { switch self { … } }` on the
        // project's enum types `Kind.text.icon`: both are images whatever another module's static they hold.
        let source = """
            import SwiftUI
            import IconsPackage

            enum Thumbnail { case icon(Image), initials(String) }
            enum Kind { case text, hidden }
            extension Kind {
                var icon: Image {
                    switch self {
                    case .text: IconProvider.textAlign
                    case .hidden: IconProvider.eye
                    }
                }
            }

            struct Tile: View {
                let thumbnail: Thumbnail
                var body: some View {
                    HStack {
                        switch thumbnail {
                        case let .icon(image): image.resizable().frame(width: 16, height: 16)
                        case let .initials(text): Text(text)
                        }
                        Kind.text.icon.resizable().frame(width: 18, height: 18)
                    }
                }
            }

            #Preview { Tile(thumbnail: .icon(IconProvider.lock)) }
            """
        let (imported, screens, _) = try project([("Tile.swift", source)])
        let preview = try #require(imported.screens.first { $0.name == "Tile preview" }, "\(imported.screens.map(\.name))")
        #expect(preview.notes.filter(\.affectsLayout).isEmpty, "\(preview.notes.map(\.message))")
        let layout = solved(try #require(screens.first { $0.name == preview.name }))
        #expect(layout.allNodes.filter { $0.kind == .image }.map(\.frame.width) == [16, 18])
    }

    @Test func anImplicitMemberChoosesTheOverloadWhoseTypeDeclaresIt() throws {
        // Two `frame(_:)` helpers in `extension View`, one taking `CGFloat?`, one `CGSize?`: Swift resolves `.badge` in
        // the type that declares it, `CGSize`, so the second runs: 30 × 18. `.pill` is a `CGFloat` static: 44 × 44.
        let source = """
            import SwiftUI

            extension View {
                func frame(_ size: CGFloat?, _ alignment: Alignment = .center) -> some View {
                    self.frame(width: size, height: size, alignment: alignment)
                }
                func frame(_ size: CGSize?, _ alignment: Alignment = .center) -> some View {
                    self.frame(width: size?.width, height: size?.height, alignment: alignment)
                }
            }
            extension CGSize { static let badge = CGSize(width: 30, height: 18) }
            extension CGFloat { static let pill: CGFloat = 44 }

            struct Badges: View {
                var body: some View {
                    VStack { Color.red.frame(.badge); Color.blue.frame(.pill) }
                }
            }
            """
        let (imported, screens, _) = try project([("Badges.swift", source)])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
        let layout = solved(try #require(screens.first { $0.name == "Badges" }))
        // The colour fills its frame: each size is drawn twice (the helper's frame and the colour inside it).
        let frames = layout.allNodes.filter { $0.kind == .frame && $0.frame.width < 100 }.map { [$0.frame.width, $0.frame.height] }
        #expect(Set(frames) == [[30, 18], [44, 44]])
    }

    @Test func aStaticOfTheScreensWidthIsTheWidthAudited() throws {
        // `extension CGFloat { static let screenW = UIScreen.main.bounds.size.width }`: the screen's width, which the
        // layout knows at each width it audits.
        let source = """
            import SwiftUI

            extension CGFloat { static let screenW = UIScreen.main.bounds.size.width }

            struct Banner: View {
                var body: some View {
                    Color.red.frame(width: .screenW, height: 10)
                }
            }
            """
        let (imported, screens, _) = try project([("Banner.swift", source)])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
        let screen = try #require(screens.first { $0.name == "Banner" })
        for width: Points in [320, 430] {
            #expect(solved(screen, width: width).allNodes.contains { $0.kind == .frame && $0.frame.width == width && $0.frame.height == 10 })
        }
    }

    @Test func anEnumsComputedMemberReadsItsOtherMembersWithSelfTheCase() throws {
        // `var pinHeight: CGFloat { height / 2 }` on `.regular`, whose `height` is 40: 20.
        let source = """
            import SwiftUI

            enum ThumbnailSize {
                case small, regular
                var height: CGFloat {
                    switch self {
                    case .small: 24
                    case .regular: 40
                    }
                }
                var pinHeight: CGFloat { height / 2 }
            }

            struct Pin: View {
                var size: ThumbnailSize = .regular
                var body: some View {
                    Color.red.frame(width: size.pinHeight, height: size.pinHeight)
                }
            }
            """
        let (imported, screens, _) = try project([("Pin.swift", source)])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
        let layout = solved(try #require(screens.first { $0.name == "Pin" }))
        #expect(layout.allNodes.contains { $0.kind == .frame && $0.frame.width == 20 && $0.frame.height == 20 })
    }

    @Test func aFontMadeFromAUIFontKeepsItsTextStyleOrItsFixedSize() throws {
        // `Font(_: UIFont)`: a font from `preferredFont(forTextStyle: .body)` (here a static the project declares on
        // `UIFont`, given a weight by the project's method) scales as body does, 17 pt at Large and 53 pt at AX5 (Apple's
        // Dynamic Type table); `systemFont(ofSize: 13)` stays 13 pt.
        let source = """
            import SwiftUI
            import UIKit

            extension UIFont {
                static let body: UIFont = .preferredFont(forTextStyle: .body)
                func weight(_ weight: UIFont.Weight) -> UIFont { self }
            }

            struct Editor: View {
                let font: UIFont
                let weight: UIFont.Weight
                init(font: UIFont = .body, weight: UIFont.Weight = .regular) {
                    self.font = font
                    self.weight = weight
                }
                var body: some View {
                    VStack {
                        Text("Note").font(Font(font.weight(weight)))
                        Text("Hint").font(Font(UIFont.systemFont(ofSize: 13)))
                    }
                }
            }

            #Preview { Editor() }
            """
        let (imported, screens, _) = try project([("Editor.swift", source)])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
        let screen = try #require(screens.first { $0.name == "Editor preview" }, "\(screens.map(\.name))")
        #expect(solvedTexts(screen, .large).map(\.fontSize) == [17, 13])
        #expect(solvedTexts(screen, .accessibilityExtraExtraExtraLarge).map(\.fontSize) == [53, 13])
    }

    @Test func equatableChangesNoLayoutAndNeedsNoNote() throws {
        // `.equatable()` wraps a view in `EquatableView`, which only decides when SwiftUI redraws it.
        let source = """
            import SwiftUI

            struct Score: View, Equatable {
                let value: Int
                var body: some View { Text("Score").padding(8) }
            }
            struct Board: View {
                var body: some View { Score(value: 3).equatable() }
            }
            """
        let (imported, screens, _) = try project([("Board.swift", source)])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
        let layout = solved(try #require(screens.first { $0.name == "Board" }))
        #expect(layout.allNodes.contains { $0.kind == .padding })
    }

    @Test func aFieldWithAnEmptyTitleAndAPromptIsReadByItsPrompt() throws {
        // `TextField("", text:, prompt: Text("Paste the app ID"))`: the field shows the prompt while empty and, with no
        // title, VoiceOver reads it (“Paste the app ID, text field”), so it is not unnamed. A field with neither is.
        let source = """
            import SwiftUI

            struct Paste: View {
                @State private var id = ""
                var body: some View {
                    VStack {
                        TextField("", text: $id, prompt: Text("Paste the app ID"))
                        TextField("", text: $id)
                    }
                }
            }
            """
        let (imported, screens, _) = try project([("Paste.swift", source)])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
        let layout = solved(try #require(screens.first { $0.name == "Paste" }))
        let unnamed = layout.diagnostics.filter { $0.rule == .missingLabel }
        #expect(unnamed.count == 1, "\(unnamed.map(\.message))")
        #expect(unnamed.first?.location?.line == (try line(of: "TextField(\"\", text: $id)", in: source)))
    }

    @Test func aResizableSymbolKeptToItsShapeInAFrameOfOneLengthIsSquare() throws {
        // `.resizable().scaledToFit().frame(width: 18)` on an SF Symbol (about square): 18 × 18, not the height offered.
        let source = """
            import SwiftUI

            struct Template: View {
                var body: some View {
                    HStack {
                        Image(systemName: "wifi").resizable().scaledToFit().frame(width: 18)
                        Text("Wi-Fi network")
                    }
                    .frame(height: 60)
                }
            }
            """
        let (imported, screens, _) = try project([("Template.swift", source)])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
        let layout = solved(try #require(screens.first { $0.name == "Template" }))
        let image = try #require(layout.allNodes.first { $0.kind == .image })
        #expect(image.frame.width == 18 && image.frame.height == 18, "\(image.frame)")
    }

    @Test func aStringMadeAKeyOrMarkdownIsDrawnWithItsMarkdownApplied() throws {
        // `Text(.init(title))` and `Text(LocalizedStringKey(title))` make the string a `LocalizedStringKey`, which SwiftUI
        // draws with its inline Markdown applied; so does an `extension String` helper that returns
        // `AttributedString(markdown:)`, through another helper that keeps the characters. `Text(title)` with a `String`
        // is drawn verbatim.
        let source = """
            import SwiftUI

            extension String {
                func tidy() -> String { self }
                func md() -> AttributedString { (try? AttributedString(markdown: self)) ?? AttributedString(self) }
            }
            struct Intro: View {
                let title: String
                var body: some View {
                    VStack {
                        Text(.init(title))
                        Text(LocalizedStringKey(title))
                        Text(title.tidy().md())
                        Text(title)
                    }
                }
            }

            #Preview { Intro(title: "Open **Settings**, then [Apps](https://example.com)") }
            """
        let (imported, screens, _) = try project([("Intro.swift", source)])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
        let screen = try #require(screens.first { $0.name == "Intro preview" })
        let shown = solvedTexts(screen, .large).map(\.string)
        let rendered = "Open Settings, then Apps"
        #expect(shown == [rendered, rendered, rendered, "Open **Settings**, then [Apps](https://example.com)"], "\(shown)")
    }
}
