import Testing
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampText

/// SwiftUI's text-baseline `Alignment` constants (`.leadingFirstTextBaseline` … `.trailingLastTextBaseline`, iOS 16):
/// a ZStack, an overlay and a background put their views' text baselines on one line, a view without text using its
/// bottom edge (the guide's default value). Expectations are SwiftUI's documented meaning of the guides, checked on
/// the text engine's own line metrics (the baseline of each line), never on the solver's placements.
@Suite struct TextBaselineAlignmentTests {
    static func solve(_ root: String) throws -> SolvedLayout {
        try SwiftUIConstructTests.solve(root)
    }

    /// The y of a text node's first (or last) baseline on the screen.
    static func baseline(_ node: SolvedNode, first: Bool = true) throws -> Double {
        let m = try #require(node.text?.measurement)
        let line = try #require(first ? m.lines.first : m.lines.last)
        return node.frame.minY + line.baseline
    }

    @Test func everySwiftUIAlignmentNameParsesAndIsWrittenBackTheSame() {
        // SwiftUI's `Alignment` constants, written by hand from its documentation.
        let swiftUI = [
            "center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing",
            "leadingFirstTextBaseline", "centerFirstTextBaseline", "trailingFirstTextBaseline",
            "leadingLastTextBaseline", "centerLastTextBaseline", "trailingLastTextBaseline",
        ]
        #expect(Set(BoxAlignment.names) == Set(swiftUI))
        for name in swiftUI { #expect(BoxAlignment(parsing: name)?.description == name, "\(name)") }
        #expect(BoxAlignment(parsing: "trailingFirstTextBaseline") == BoxAlignment(horizontal: .trailing, vertical: .firstTextBaseline))
        #expect(BoxAlignment(parsing: "firstTextBaselineTrailing") == nil)
        #expect(BoxAlignment(parsing: "firstTextBaseline") == nil, "a VerticalAlignment, not an Alignment")
        // The stack alignments the vocabulary lists are the ones the decoder reads.
        #expect(Set(ScreenKey.stackAlignments) == Set(StackAlignment.allCases.map(\.rawValue)))
    }

    @Test func zstackPutsFirstBaselinesOnOneLineAndIsTallerThanItsTallestChild() throws {
        let s = try Self.solve(
            """
                  zstack:
                    - text: Title
                      style: largeTitle
                      id: title
                    - text: "one\\ntwo\\nthree"
                      style: caption1
                      id: caption
                    - image: dot
                      width: 10
                      height: 10
                      id: dot
                  alignment: trailingFirstTextBaseline
            """)
        let title = try #require(s.node(id: "title")), caption = try #require(s.node(id: "caption"))
        let dot = try #require(s.node(id: "dot")), z = try #require(s.allNodes.first { $0.kind == .zstack })
        let line = try Self.baseline(title)
        #expect(abs(try Self.baseline(caption) - line) < 0.001)
        #expect(abs(dot.frame.maxY - line) < 0.001, "a view without text sits on the baseline with its bottom edge")
        #expect(abs(title.frame.maxX - caption.frame.maxX) < 0.001 && abs(dot.frame.maxX - title.frame.maxX) < 0.001, "trailing")
        // The union of the aligned views: the largest ascent above the line plus the largest descent below it; the caption's
        // three lines hang further below than the title does, so the stack is taller than any one child.
        let ascent = max(line - title.frame.minY, line - caption.frame.minY, line - dot.frame.minY)
        let descent = max(title.frame.maxY - line, caption.frame.maxY - line, dot.frame.maxY - line)
        #expect(abs(z.frame.height - (ascent + descent)) < 0.001)
        #expect(z.frame.height > max(title.frame.height, caption.frame.height) + 1)
        #expect(abs(min(title.frame.minY, caption.frame.minY, dot.frame.minY) - z.frame.minY) < 0.001)
    }

    @Test func overlayPutsItsLastBaselineOnTheBaseViewsLastBaseline() throws {
        let s = try Self.solve(
            """
                  text: "first line\\nsecond line"
                  id: base
                  overlay:
                    content: { text: "3", style: caption1, id: badge }
                    alignment: leadingLastTextBaseline
            """)
        let base = try #require(s.node(id: "base")), badge = try #require(s.node(id: "badge"))
        #expect(abs(try Self.baseline(badge, first: false) - Self.baseline(base, first: false)) < 0.001)
        #expect(abs(badge.frame.minX - base.frame.minX) < 0.001, "leading")
        // Not the bottom edge: the caption's descent is smaller than the body's, so its box ends above the base's.
        #expect(badge.frame.maxY < base.frame.maxY - 0.5)
    }

    @Test func aFrameWithABaselineAlignmentPutsFirstAtTheTopAndLastAtTheBottom() throws {
        // docs/layout.md ("Alignment"): where only the box is known, first-baseline alignment is the top (where views of
        // one style align their first baselines) and last-baseline the bottom.
        for (name, atTop) in [("leadingFirstTextBaseline", true), ("trailingLastTextBaseline", false)] {
            let s = try Self.solve("      text: Hi\n      id: t\n      frame: { width: 200, height: 100, alignment: \(name) }\n")
            let t = try #require(s.node(id: "t")), frame = try #require(s.allNodes.first { $0.kind == .frame })
            if atTop {
                #expect(abs(t.frame.minY - frame.frame.minY) < 0.001 && abs(t.frame.minX - frame.frame.minX) < 0.001)
            } else {
                #expect(abs(t.frame.maxY - frame.frame.maxY) < 0.001 && abs(t.frame.maxX - frame.frame.maxX) < 0.001)
            }
        }
    }
}
