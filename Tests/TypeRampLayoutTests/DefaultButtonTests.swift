import Testing
import TypeRampCore
import TypeRampDecoding
import TypeRampMetrics

@testable import TypeRampLayout

/// The DSL's and the screens format's default buttons meet the touch target TypeRamp itself checks (Apple's Human
/// Interface Guidelines: at least 44 × 44 pt), at every content size category, so a screen written with the defaults
/// is not reported for them.
struct DefaultButtonTests {
    static let hig: Double = 44

    @Test(arguments: ContentSizeCategory.allCases)
    func dslButtonsMeetTheTouchTarget(_ category: ContentSizeCategory) throws {
        let screen = Screen("buttons", device: .iPhoneSE) {
            vstack(spacing: 16) {
                button("OK").id("title")
                iconButton("gearshape").accessibilityLabel("Settings").id("icon")
            }
        }
        let solved = TestResources.solve(screen, category, width: 320)
        for id in ["title", "icon"] {
            let frame = try #require(solved.node(id: id)).frame
            #expect(frame.height >= Self.hig - 0.001 && frame.width >= Self.hig - 0.001, "\(id) at \(category): \(frame)")
        }
        #expect(!solved.diagnostics.contains { $0.rule == .touchTargetTooSmall }, "\(category)")
    }

    @Test func screensFormatButtonsHaveTheSameDefaults() throws {
        let yaml = """
            screens:
              - name: buttons
                root:
                  vstack:
                    - { button: OK, id: title }
                    - { button: null, systemImage: gearshape, accessibility: { label: Settings }, id: icon }
            """
        let screen = try #require(LayoutDocument.parse(yaml, file: "buttons.yaml").screens.first)
        let context = LayoutContext(category: .extraSmall, viewport: Viewport(device: .iPhoneSE))
        let solved = LayoutSolver.solve(screen, context: context, resources: TestResources.system)
        for id in ["title", "icon"] {
            let frame = try #require(solved.node(id: id)).frame
            #expect(frame.height >= Self.hig - 0.001 && frame.width >= Self.hig - 0.001, "\(id): \(frame)")
        }
    }
}

/// The screens format's `buttonStyle` values are the layout's button styles (the importer writes the first, the decoder
/// reads the second).
struct ButtonStyleVocabularyTests {
    @Test func theVocabularyNamesEveryStyle() {
        #expect(ScreenKey.buttonStyles == ButtonStyleKind.allCases.map(\.rawValue))
    }
}

/// A button's symbol is sized by the button's font, as SwiftUI sizes an `Image(systemName:)` by `.font`: a fixed size
/// (`.system(size: 16)`) keeps it fixed at every category; a text style scales it as that style's font scales
/// (`.largeTitle`: 34 pt at Large, 60 pt at AX5 in Apple's Dynamic Type table), not as body's (17 → 53 pt).
struct ButtonIconSizingTests {
    func widths(_ id: String, _ screen: Screen) throws -> (large: Points, ax5: Points) {
        func width(_ category: ContentSizeCategory) throws -> Points {
            let context = LayoutContext(category: category, viewport: .width(393))
            return try #require(LayoutSolver.solve(screen, context: context, resources: TestResources.system).node(id: id)).frame.width
        }
        return (try width(.large), try width(.accessibilityExtraExtraExtraLarge))
    }

    @Test func theSymbolFollowsTheButtonsFontInTheScreensFormat() throws {
        let yaml = """
            screens:
              - name: icons
                root:
                  vstack:
                    - { button: null, systemImage: doc, iconSize: 19.2, style: { size: 16, weight: semibold }, insets: 0, id: fixed, accessibility: { label: Copy } }
                    - { button: null, systemImage: play.fill, iconSize: 40, style: largeTitle, insets: 0, id: large, accessibility: { label: Play } }
            """
        let screen = try #require(LayoutDocument.parse(yaml, file: "icons.yaml").screens.first)
        let fixed = try widths("fixed", screen)
        #expect(fixed.large == 19.2 && fixed.ax5 == 19.2, "\(fixed)")
        let large = try widths("large", screen)
        // Scaled as `UIFontMetrics(forTextStyle: .largeTitle)` scales a length (by the style's line spacing, 41 → 70 pt),
        // within 4 % of the font's own growth; body's would be 3.1×.
        #expect(abs(large.ax5 / large.large - 60.0 / 34.0) < 0.07, "\(large)")
    }

    @Test func theDSLSizesTheSymbolTheSameWay() throws {
        let screen = Screen("icons", device: .iPhoneSE) {
            vstack {
                button("Copy", style: .fixed(16, .semibold), icon: "doc", iconSize: 19.2, insets: .zero).id("fixed")
            }
        }
        let context = { (c: ContentSizeCategory) in LayoutContext(category: c, viewport: .width(393)) }
        let large = try #require(LayoutSolver.solve(screen, context: context(.large), resources: TestResources.system).node(id: "fixed"))
        let ax5 = try #require(
            LayoutSolver.solve(screen, context: context(.accessibilityExtraExtraExtraLarge), resources: TestResources.system).node(id: "fixed"))
        #expect(large.frame == ax5.frame, "a fixed font's button does not change size: \(large.frame) at Large, \(ax5.frame) at AX5")
    }
}

/// An empty text field is as tall as a line of its font (SwiftUI's `TextField` with `prompt: Text("")` still shows the
/// line its caret is on), not zero: the views below it do not move up when it has no placeholder.
struct EmptyTextFieldTests {
    @Test(arguments: [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
    func anEmptyFieldIsOneLineTall(_ category: ContentSizeCategory) throws {
        let yaml = """
            screens:
              - name: field
                root:
                  vstack:
                    - { textField: "", id: empty, accessibility: { label: Name } }
                    - { text: Name, id: line }
            """
        let screen = try #require(LayoutDocument.parse(yaml, file: "field.yaml").screens.first)
        let solved = LayoutSolver.solve(screen, context: LayoutContext(category: category, viewport: .width(393)), resources: TestResources.system)
        let field = try #require(solved.node(id: "empty")).frame
        let line = try #require(solved.node(id: "line")).frame
        #expect(field.height == line.height, "\(category): field \(field), one line \(line)")
        #expect(field.width == 393, "a field takes the width offered: \(field)")
    }
}
