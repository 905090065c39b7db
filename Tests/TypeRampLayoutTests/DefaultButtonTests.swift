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
