import Foundation
import Testing
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout

@testable import TypeRampSwiftSource

/// A design system's own modifiers used inside views that the same modifiers wrap (a form that sets its font with
/// `.brandFont(16)` around rows whose captions say `.brandFont(12)`): the shapes found in a word game, written by hand.
/// Expected values follow SwiftUI's documented behaviour: the environment value set closest to a view wins, and a
/// modifier's `content` is the caller's views, not a recursion of the modifier.
@Suite struct NestedModifierTests {
    let idioms = AppIdiomTests()

    static let brandFont = """
        import SwiftUI
        extension View {
            func brandFont(size: CGFloat) -> some View { self.modifier(BrandFont(size: size)) }
        }
        private struct BrandFont: ViewModifier {
            let size: CGFloat
            func body(content: Content) -> some View { content.font(.custom("Matter", size: size)) }
        }
        """

    func fontSizes(_ node: Node) -> [String: Double] {
        var out: [String: Double] = [:]
        node.forEachNode {
            if case .text(let t) = $0.kind, case .scaled(let size, _, _) = t.style { out[t.content.baseText] = size }
        }
        return out
    }

    @Test func theModifierClosestToATextWinsWhenTheSameProjectModifierWrapsIt() throws {
        // `.brandFont(size: 12)` around a view whose caption has `.brandFont(size: 14)`: the caption is 14 pt (the inner
        // font), its sibling 12 pt. The inner use is the caller's code, not the modifier calling itself.
        let (imported, screens) = try idioms.imported(
            NestedModifierTests.brandFont + """

                struct Caption: View {
                    var body: some View {
                        VStack {
                            Text("Inner").brandFont(size: 14)
                            Text("Plain")
                        }
                    }
                }
                struct Settings: View {
                    var body: some View { VStack { Caption() }.brandFont(size: 12) }
                }
                """)
        let settings = try idioms.screen(screens, "Settings")
        #expect(fontSizes(settings.root) == ["Inner": 14, "Plain": 12], "\(fontSizes(settings.root))")
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
    }

    @Test func anEdgeSetHandedOnInDataIsReadEvenWhenEmptyAndTheInsetsOverloadTakesEdgeInsets() throws {
        // `roomy(_ edges: Edge.Set = .all)` beside `roomy(_ insets: EdgeInsets)`: Swift calls the second with
        // `EdgeInsets(…)`; an empty edge set (`pad ? .horizontal : []` with `pad` false) pads nothing; insets changed
        // by the project's own `extension EdgeInsets` method are read through it.
        let (imported, screens) = try idioms.imported(
            """
            import SwiftUI
            extension View {
                func roomy(_ edges: Edge.Set = .all) -> some View { self.modifier(Roomy(kind: .edges(edges))) }
                func roomy(_ insets: EdgeInsets) -> some View { self.modifier(Roomy(kind: .insets(insets))) }
            }
            extension EdgeInsets {
                fileprivate func grown(_ by: CGFloat) -> EdgeInsets {
                    EdgeInsets(top: top == 0 ? 0 : top + by, leading: leading + by, bottom: bottom + by, trailing: trailing + by)
                }
            }
            private struct Roomy: ViewModifier {
                enum Kind {
                    case edges(Edge.Set)
                    case insets(EdgeInsets)
                }
                let kind: Kind
                @ViewBuilder
                func body(content: Content) -> some View {
                    switch kind {
                    case let .edges(edges): content.padding(edges).padding(edges, 2)
                    case let .insets(insets): content.padding(insets.grown(2))
                    }
                }
            }
            struct Section<C: View>: View {
                let pad: Bool
                let content: () -> C
                init(pad: Bool = true, @ViewBuilder content: @escaping () -> C) {
                    self.pad = pad
                    self.content = content
                }
                var body: some View { content().roomy(pad ? .horizontal : []) }
            }
            struct Icons: View {
                var body: some View {
                    Section(pad: false) { Text("Icons").roomy(EdgeInsets(top: 0, leading: 12, bottom: 8, trailing: 12)) }
                }
            }
            """)
        let icons = try idioms.screen(screens, "Icons")
        #expect(
            idioms.paddings(icons.root) == [EdgeInsets(top: 0, leading: 14, bottom: 10, trailing: 14)], "\(idioms.paddings(icons.root))")
        #expect(!imported.notes.contains { $0.message.contains("padding") }, "\(imported.notes.map(\.message))")
    }
}
