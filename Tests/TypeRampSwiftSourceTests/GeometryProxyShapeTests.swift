import Foundation
import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

@testable import TypeRampSwiftSource

/// Lengths read from a `GeometryReader`'s proxy, in the shapes real apps write them (a story card sized by fractions
/// of the screen, the proxy passed to a child view): the expected sizes come from SwiftUI's documented reader (its
/// proxy's size is the space it is offered) and the source's own numbers.
extension RealAppShapeTests {
    static let storyCard = """
        import SwiftUI

        struct Caption: View {
            let text: String
            let geometry: GeometryProxy
            var body: some View {
                Text(text)
                    .padding(.horizontal, geometry.size.width * 0.1)
            }
        }

        struct StoryCard: View {
            var body: some View {
                GeometryReader { geometry in
                    let badge = geometry.size.height * 0.2
                    VStack(spacing: 0) {
                        Circle().frame(width: badge, height: badge)
                        Caption(text: "You listened a lot this year", geometry: geometry)
                        Rectangle().frame(width: CGFloat(geometry.size.width) - 40, height: 4)
                            .padding(.top, -geometry.size.height * 0.02)
                    }
                }
            }
        }
        """

    @Test func lengthsReadFromAGeometryProxyAreFractionsOfTheReadersSize() throws {
        let (imported, screens, _) = try project([("StoryCard.swift", Self.storyCard)])
        let card = try #require(imported.screens.first { $0.name == "StoryCard" })
        #expect(card.notes.filter(\.affectsLayout).isEmpty, "\(card.notes.map(\.message))")
        let screen = try #require(screens.first { $0.name == "StoryCard" })
        let viewport = Viewport.width(393)
        let solved = LayoutSolver.solve(screen, context: LayoutContext(category: .large, viewport: viewport), resources: Self.resources)
        let w = viewport.size.width - viewport.safeArea.horizontal, h = viewport.size.height - viewport.safeArea.vertical
        let frames = solved.allNodes.filter { $0.kind == .frame }.map(\.frame.size)
        #expect(frames.contains { abs($0.width - h * 0.2) < 0.01 && abs($0.height - h * 0.2) < 0.01 }, "the badge: \(frames)")
        #expect(frames.contains { abs($0.width - (w - 40)) < 0.01 && $0.height == 4 }, "the rule: \(frames)")
        let text = try #require(solved.allNodes.first { $0.text != nil })
        let paddings = solved.allNodes.filter { $0.kind == .padding }
        // The caption's horizontal padding is a tenth of the reader's width on each side.
        #expect(paddings.contains { abs($0.frame.width - (text.frame.width + w * 0.2)) < 0.01 }, "\(paddings.map(\.frame))")
        // The rule's negative top padding (2% of the height) makes its padded box shorter than the rule.
        #expect(paddings.contains { abs($0.frame.height - (4 - h * 0.02)) < 0.01 || ($0.frame.height == 0 && 4 - h * 0.02 < 0) })
    }

    @Test func aLengthReadFromAnOuterReaderIsStillANote() throws {
        // The screens format reads the nearest reader: a length read from an outer one is left out, with its note.
        let source = """
            import SwiftUI

            struct Nested: View {
                var body: some View {
                    GeometryReader { outer in
                        GeometryReader { inner in
                            Text("A").frame(width: outer.size.width / 2)
                        }
                    }
                }
            }
            """
        let (imported, _, _) = try project([("Nested.swift", source)])
        let nested = try #require(imported.screens.first { $0.name == "Nested" })
        #expect(nested.notes.contains { $0.message.contains("frame width `outer.size.width / 2`") && $0.location.line == 7 })
    }

    @Test func anIPhoneIsCompactWide() throws {
        // Apple's size classes: an iPhone is compact wide (in portrait always), so a toast limited to half the width
        // "on larger devices" (`sizeClass == .regular`) takes its content's width here, and the compact branch of a
        // view is the one shown. Its height class depends on its orientation: both are audited, as variants.
        let source = """
            import SwiftUI

            struct Toast: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                @Environment(\\.verticalSizeClass) var tall
                var body: some View {
                    GeometryReader { proxy in
                        VStack {
                            Text("Saved").frame(width: sizeClass == .regular ? proxy.size.width * 0.5 : nil)
                            if sizeClass == .compact { Text("Narrow") } else { Text("Wide") }
                            if tall == .regular { Text("Tall") }
                        }
                    }
                }
            }
            """
        let (imported, _, _) = try project([("Toast.swift", source)])
        let toast = try #require(imported.screens.first { $0.name == "Toast" })
        #expect(toast.notes.filter(\.affectsLayout).isEmpty, "\(toast.notes.map(\.message))")
        let yaml = SpecWriter.yaml(toast.spec)
        #expect(yaml.contains("Narrow") && !yaml.contains("Wide"))
        let variants = imported.screens.filter { $0.name.hasPrefix("Toast") }.map { SpecWriter.yaml($0.spec) }
        #expect(variants.count == 2 && variants.filter { $0.contains("Tall") }.count == 1, "\(imported.screens.map(\.name))")
        #expect(!yaml.contains("reader: width"), "the regular-width branch is not taken")
    }
}
