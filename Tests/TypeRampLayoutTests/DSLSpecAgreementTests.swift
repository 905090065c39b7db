import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

/// One model, two front doors: a screen written with the DSL and the same screen in the screens format (decoded by
/// NodeDecoder, written independently of the DSL) solve to the same dump at every category, for every SwiftUI
/// construct. And DSL nodes keep the Swift line they were written on.
@Suite struct DSLSpecAgreementTests {
    static let yaml = """
        screens:
          - name: constructs
            device: iphone-se-1
            root:
              navigation:
                vstack:
                  - zstack:
                      - image: photo
                        width: 200
                        height: 80
                      - text: Caption
                        style: footnote
                    alignment: bottomLeading
                    overlay: { content: { symbol: heart.fill, style: headline, scale: large }, alignment: topTrailing }
                  - label: Favorites
                    systemImage: star
                    style: headline
                  - hstack:
                      - text: A long title that needs more room than it gets
                        layoutPriority: 1
                      - text: Second
                        fixedSize: horizontal
                  - viewThatFits:
                      - hstack: [ { button: Accept }, { button: Decline } ]
                      - vstack: [ { button: Accept }, { button: Decline } ]
                    axes: horizontal
                  - grid:
                      - [ { text: Name }, { text: Ada Lovelace } ]
                      - [ { text: Born }, { text: "1815" } ]
                      - divider: {}
                    horizontalSpacing: 12
                    alignment: leading
                  - lazyVGrid: [ { text: One }, { text: Two }, { text: Three }, { text: Four } ]
                    columns: [ "adaptive(minimum: 80, maximum: 200)" ]
                  - if: ax1...
                    then: { vstack: [ { text: Big }, { text: Sizes } ] }
                    else: { hstack: [ { text: Small }, { text: Sizes } ] }
                  - toggle: Wi-Fi
                  - picker: Language
                    value: English
                  - labeledContent: Version
                    value: "2.1"
                  - text: Framed
                    frame: { idealWidth: 200, maxWidth: infinity, alignment: topLeading }
                spacing: 10
              title: Settings
        """

    static let dsl = Screen("constructs", device: .iPhoneSE1stGeneration) {
        navigation(title: "Settings") {
            vstack(spacing: 10) {
                zstack(alignment: .bottomLeading) {
                    image("photo", width: 200, height: 80)
                    text("Caption", style: .footnote)
                }
                .overlay(alignment: .topTrailing) { symbol("heart.fill", style: .headline, scale: .large) }
                label("Favorites", systemImage: "star", style: .headline)
                hstack {
                    text("A long title that needs more room than it gets").layoutPriority(1)
                    text("Second").fixedSize(horizontal: true, vertical: false)
                }
                viewThatFits(in: .horizontal) {
                    hstack {
                        button("Accept"); button("Decline")
                    }
                    vstack {
                        button("Accept"); button("Decline")
                    }
                }
                grid(horizontalSpacing: 12, alignment: .leading) {
                    gridRow {
                        text("Name"); text("Ada Lovelace")
                    }
                    gridRow {
                        text("Born"); text("1815")
                    }
                    divider()
                }
                lazyVGrid(columns: [.adaptive(minimum: 80, maximum: 200)]) {
                    for word in ["One", "Two", "Three", "Four"] { text(word) }
                }
                ifCategory(.accessibilitySizes) {
                    text("Big"); text("Sizes")
                } otherwise: {
                    hstack {
                        text("Small"); text("Sizes")
                    }
                }
                control(.toggle, "Wi-Fi")
                control(.picker, "Language", value: "English")
                labeledContent("Version", value: "2.1")
                text("Framed").frame(idealWidth: 200, maxWidth: .infinity, alignment: .topLeading)
            }
        }
    }

    @Test(arguments: [ContentSizeCategory.extraSmall, .large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge])
    func theDSLAndTheSpecSolveAlike(_ category: ContentSizeCategory) throws {
        let spec = try #require(LayoutDocument.parse(Self.yaml, file: "constructs.yaml").screens.first)
        let context = LayoutContext(category: category, viewport: Viewport(device: .iPhoneSE1stGeneration))
        let fromSpec = LayoutSolver.solve(spec, context: context, resources: TestResources.system).dump()
        let fromDSL = LayoutSolver.solve(Self.dsl, context: context, resources: TestResources.system).dump()
        #expect(fromDSL == fromSpec)
        #expect(fromSpec.contains("grid") && fromSpec.contains("zstack"), "the dump shows the constructs")
    }

    @Test func dslNodesKeepTheSwiftLineTheyWereWrittenOn() throws {
        let line = #line + 1
        let screen = Screen("located") { vstack { text("Here") } }
        guard case .stack(let stack) = screen.root.kind else { Issue.record("root is a stack"); return }
        let location = try #require(stack.children.first?.location)
        #expect(location.file == "TypeRampLayoutTests/DSLSpecAgreementTests.swift")
        #expect(location.line == line)
        // `text(` starts at column 51 of that line; a `#column` default argument names the call's opening parenthesis.
        #expect(location.column == 55)
        #expect(screen.root.location?.line == line)
    }
}
