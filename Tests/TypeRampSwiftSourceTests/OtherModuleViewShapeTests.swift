import Foundation
import Testing
import TypeRampCore
import TypeRampLayout

@testable import TypeRampSwiftSource

/// A design system's icons kept in another module as statics of a type named for them (`IconProvider.lock`, shown as a
/// view in a button's label), written by hand in the shape found in a password manager, never the app's code. Only a
/// SwiftUI `Image` can be such a static shown on its own in a view builder beside image modifiers, and the type's name
/// says what it holds: an image of unknown size, as an asset catalog's `Image("lock")` is (its size guessed, so findings
/// resting on it are information), not a placeholder with a layout note. A static of another module's type named for
/// something else (`Promo.heroCard`) stays a placeholder with its note.
extension RealAppShapeTests {
    @Test func anAssetSymbolAndAnImageAThirdPartyClosureHandsAreImages() throws {
        // Shapes of a Nostr client (163 of its screens had a placeholder for one of these): `Image.buttonReply` is declared
        // nowhere in the source, so it is the symbol Xcode generates for the asset catalog's image (an asset image SwiftUI
        // labels with its name); `image` in a remote-image view's content closure is drawn with `.resizable()`, which
        // only an `Image` has. Neither is a placeholder with a layout note.
        let source = """
            import SwiftUI
            import RemoteImages

            struct Reply: View {
                var url: URL?
                var body: some View {
                    HStack {
                        RemoteImage(url: url, content: { image in
                            image
                                .resizable()
                                .frame(width: 40, height: 40)
                        })
                        Button { } label: { Image.buttonReply }
                    }
                }
            }
            """
        let (imported, screens, _) = try project([("Reply.swift", source)])
        let screen = try #require(screens.first)
        #expect(!imported.notes.contains { $0.affectsLayout }, "\(imported.notes.map(\.message))")
        var images: [(String, Node)] = []
        screen.root.forEachNode { if case .image(let i) = $0.kind { images.append((i.name, $0)) } }
        #expect(images.map(\.0).sorted() == ["buttonReply", "image"], "\(images.map(\.0))")
        #expect(images.first { $0.0 == "buttonReply" }?.1.accessibility.label == "buttonReply")
        let solved = LayoutSolver.solve(screen, context: LayoutContext(category: .large, viewport: .width(393)), resources: Self.resources)
        // The closure's image takes its 40 pt frame (resizable).
        #expect(solved.allNodes.contains { $0.kind == .image && $0.frame.width == 40 && $0.frame.height == 40 }, "\(solved.allNodes.map(\.frame))")
        let report = try FindingsOnSwiftTests().audit(source)
        #expect(!report.findings.contains { $0.rule == .missingLabel }, "\(report.findings.filter { $0.rule == .missingLabel })")
    }

    @Test func anIconOfAnotherModulesIconTypeIsAnImage() throws {
        let source = """
            import SwiftUI
            import DesignIcons

            struct LockedView: View {
                var body: some View {
                    VStack {
                        Button { } label: {
                            IconProvider.arrowOutFromRectangle
                                .foregroundStyle(.red)
                                .padding()
                        }
                        Promo.heroCard
                    }
                }
            }
            """
        let (imported, screens, _) = try project([("LockedView.swift", source)])
        let screen = try #require(screens.first)
        let solved = LayoutSolver.solve(screen, context: LayoutContext(category: .large, viewport: .width(393)), resources: Self.resources)
        #expect(solved.allNodes.contains { $0.kind == .image }, "\(solved.allNodes.map(\.kind))")
        let iconLine = try line(of: "IconProvider.arrowOutFromRectangle", in: source)
        #expect(!imported.notes.contains { $0.location.line == iconLine }, "\(imported.notes.map(\.message))")
        let bannerLine = try line(of: "Promo.heroCard", in: source)
        #expect(imported.notes.contains { $0.location.line == bannerLine && $0.affectsLayout }, "\(imported.notes.map(\.message))")
    }

    /// A chat row in the shape found in a chat client: MarkdownUI's `Markdown` with a theme the app builds in a `static let`
    /// of its own enum, `.text { FontSize(22) }`. MarkdownUI scales the theme's size relative to body (a `@ScaledMetric`),
    /// so the text is 22 pt at Large and, at AX5, UIFontMetrics' body `scaledValue(for: 22)`, measured at 62 pt
    /// (../shared/reference/uifontmetrics-model.md). The same view in a file that does not import MarkdownUI is another
    /// module's `Markdown`, of unknown size, with its layout note.
    @Test func markdownUIsTextScalesItsThemesSizeRelativeToBody() throws {
        let row = """
            import SwiftUI
            import MarkdownUI

            enum Chat { static let theme = Theme().text { FontSize(22) }.code { FontSize(.em(0.85)) } }

            struct Bubble: View {
                let content: String
                var body: some View {
                    Markdown(content)
                        .markdownTheme(Chat.theme)
                        .padding(8)
                }
            }

            #Preview { Bubble(content: "Ready when you **are**") }
            """
        let (imported, screens, _) = try project([("Bubble.swift", row)])
        let screen = try #require(screens.first)
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
        let large = try #require(solvedTexts(screen, .large).first)
        #expect(large.string == "Ready when you are")
        #expect(large.fontSize == 22)
        let ax5 = try #require(solvedTexts(screen, .accessibilityExtraExtraExtraLarge).first)
        #expect(abs(ax5.fontSize - 62) < 0.5, "\(ax5.fontSize)")

        let elsewhere = row.replacingOccurrences(of: "import MarkdownUI\n", with: "")
        let (other, otherScreens, _) = try project([("Bubble.swift", elsewhere)])
        #expect(solvedTexts(try #require(otherScreens.first), .large).isEmpty)
        #expect(other.notes.contains { $0.message.contains("`Markdown` is a view from another module") && $0.affectsLayout })
    }

    /// A theme set around a list of messages reaches each `Markdown` inside (SwiftUI hands environment values down), and a
    /// theme whose size TypeRamp cannot read leaves the text body, its font marked as guessed, with a note at the text.
    @Test func aMarkdownThemeSetAroundTheViewsReachesThem() throws {
        let source = """
            import SwiftUI
            import MarkdownUI

            struct Thread: View {
                var body: some View {
                    VStack {
                        Markdown("First")
                        Markdown("Second").markdownTheme(.themed(scale))
                    }
                    .markdownTheme(.gitHub)
                }
            }

            #Preview { Thread() }
            """
        let (imported, screens, _) = try project([("Thread.swift", source)])
        let texts = solvedTexts(try #require(screens.first), .large)
        #expect(texts.map(\.string) == ["First", "Second"])
        #expect(texts.first?.fontSize == 16)  // MarkdownUI's GitHub theme: `.text { FontSize(16) }`
        #expect(texts.last?.fontSize == 17)  // body at Large
        let second = try line(of: "Markdown(\"Second\")", in: source)
        #expect(imported.notes.contains { $0.location.line == second && $0.message.contains(".themed(scale)") })
    }

    /// Kingfisher's `KFImage` mirrors `Image` (its own size is the download's until `.resizable()` and a frame give it);
    /// NukeUI's `LazyImage` with a content closure is laid out as that closure's views. Without the package's import, the
    /// same names are another module's views: boxes (here sized by the frame the code gives).
    @Test func imageViewsOfImageLoadingPackages() throws {
        let source = """
            import SwiftUI
            import Kingfisher
            import NukeUI

            struct Cover: View {
                let url: URL?
                var body: some View {
                    HStack {
                        KFImage(url).resizable().frame(width: 48, height: 72)
                        LazyImage(url: url) { state in
                            Text("Loading")
                        }
                    }
                }
            }

            #Preview { Cover(url: nil) }
            """
        let (imported, screens, _) = try project([("Cover.swift", source)])
        let screen = try #require(screens.first)
        let solved = LayoutSolver.solve(screen, context: LayoutContext(category: .large, viewport: .width(393)), resources: Self.resources)
        let image = try #require(solved.allNodes.first { $0.kind == .image })
        #expect(image.frame.size.width == 48 && image.frame.size.height == 72, "\(image.frame)")
        #expect(solved.allNodes.compactMap(\.text).map(\.string) == ["Loading"])
        #expect(!imported.notes.contains { $0.affectsLayout }, "\(imported.notes.map(\.message))")

        let unimported = source.replacingOccurrences(of: "import Kingfisher\n", with: "")
        let (_, otherScreens, _) = try project([("Cover.swift", unimported)])
        let box = LayoutSolver.solve(
            try #require(otherScreens.first), context: LayoutContext(category: .large, viewport: .width(393)), resources: Self.resources)
        #expect(!box.allNodes.contains { $0.kind == .image })
    }

    /// A progress HUD of another module drawn over a list, in the shape found in a gallery browser (written by hand): a
    /// `ZStack` of a `List` and `ProgressHUD($visible)`. A list takes all the space it is offered whatever it holds, so
    /// the stack is that size whatever the HUD's own size is: the HUD's note does not count against the screen (it is
    /// still listed). Over a plain text, whose size the HUD's could change, it still counts.
    @Test func aViewOfUnknownSizeOverAListChangesNothingOutsideItsBox() throws {
        let source = """
            import SwiftUI
            import ProgressHUDKit

            struct Comments: View {
                @State private var visible = false
                var body: some View {
                    ZStack {
                        List {
                            Text("First comment")
                        }
                        ProgressHUD($visible)
                    }
                }
            }

            struct Banner: View {
                @State private var visible = false
                var body: some View {
                    ZStack {
                        Text("Saved")
                        ProgressHUD($visible)
                    }
                }
            }

            #Preview("Comments") { Comments() }
            #Preview("Banner") { Banner() }
            """
        let (imported, _, _) = try project([("Comments.swift", source)])
        let comments = try #require(imported.screens.first { $0.name == "Comments" })
        let banner = try #require(imported.screens.first { $0.name == "Banner" })
        #expect(comments.notesAffectingLayout == 0, "\(comments.notes.map(\.message))")
        #expect(banner.notesAffectingLayout == 1, "\(banner.notes.map(\.message))")
        #expect(imported.notes.filter { $0.message.contains("`ProgressHUD`") }.count == 2)
    }

    /// A view of another module that the project extends (`extension AnimatedSwitch { func tinted() -> Self }`), in the
    /// shape found in a Reddit client: still the other module's view, so its module's own modifiers (`.isOn`,
    /// `.configuration`) are passed over as any other module's are, not notes that change the layout.
    @Test func aViewOfAnotherModuleTheProjectExtendsKeepsItsModulesModifiers() throws {
        let source = """
            import SwiftUI
            import AnimationKit

            struct Instructions: View {
                @State private var open = false
                var body: some View {
                    HStack {
                        AnimatedSwitch(animation: .named("book"))
                            .isOn($open)
                            .configuration(.init(engine: .fast))
                            .frame(width: 22, height: 22)
                        Text("Instructions")
                    }
                }
            }

            extension AnimatedSwitch {
                func tinted() -> Self { self }
            }

            #Preview { Instructions() }
            """
        let (imported, _, _) = try project([("Instructions.swift", source)])
        #expect(!imported.notes.contains { $0.affectsLayout }, "\(imported.notes.map(\.message))")
    }

    /// A modifier of a design system's package outside the repository whose name says it draws over the view
    /// (`.loadingOverlay(if: isLoading)`, found in a workout app) is noted as ignored without changing the layout, as a
    /// `…Background` or `…Shadow` one is: an overlay is drawn in the view's bounds. A name that says nothing
    /// (`.decorated()`) still changes it.
    @Test func anotherModulesOverlayModifierDrawsRatherThanSizes() throws {
        let source = """
            import SwiftUI
            import WorkoutDesign

            struct ParkDetail: View {
                @State private var isLoading = false
                var body: some View {
                    VStack {
                        Text("Central Park").loadingOverlay(if: isLoading)
                        Text("Open").decorated()
                    }
                }
            }

            #Preview { ParkDetail() }
            """
        let (imported, _, _) = try project([("ParkDetail.swift", source)])
        let overlay = try line(of: "loadingOverlay", in: source)
        let decorated = try line(of: "decorated", in: source)
        #expect(imported.notes.contains { $0.location.line == overlay && !$0.affectsLayout }, "\(imported.notes.map(\.message))")
        #expect(imported.notes.contains { $0.location.line == decorated && $0.affectsLayout }, "\(imported.notes.map(\.message))")
    }
}
