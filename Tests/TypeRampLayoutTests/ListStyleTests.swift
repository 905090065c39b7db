import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics
import TypeRampText

/// SwiftUI's list styles on iPhone, each against UIKit's documented margins and what iOS drew (an inset-grouped row
/// measured in Tests/Fixtures/ios-layout): never TypeRamp's own output.
@Suite struct ListStyleTests {
    static func solve(
        style: String, rows: String = "        - rows: [{ text: One, id: one }]\n", width: Double = 390, _ category: ContentSizeCategory = .large
    ) throws
        -> SolvedLayout
    {
        let yaml = "screens:\n  - name: s\n    root:\n      list:\n\(rows)      style: \(style)\n"
        return TestResources.solve(try LayoutDocument.parse(yaml, file: "t.yaml").screens[0], category, width: width)
    }

    /// Inset grouped (SwiftUI's default on iPhone): the card 16 pt from each edge of a 390-pt screen and the text 16 pt
    /// inside it (the iOS render: card at x 16–374, text from x 33 with its side bearing), the first card 35 pt below the
    /// list's top, a one-line body row 51 pt tall.
    @Test func insetGroupedRowsAreCardsInsetByTheSystemMargin() throws {
        let s = try Self.solve(style: "insetGrouped")
        let list = try #require(s.allNodes.first { $0.kind == .list })
        let row = try #require(list.rows?.first)
        #expect(row.frame.minX == 16 && row.frame.width == 390 - 32)
        #expect(abs(row.frame.minY - list.frame.minY - 35) < 0.01)
        #expect(abs(row.height - 51) < 0.01)
        #expect(s.node(id: "one")?.frame.minX == 32)
    }

    /// `.listRowInsets(_:)` replaces the row's margins (SwiftUI's documentation: "the inset to apply to the edges of the
    /// row"): with `EdgeInsets()` the text starts at the card's edge (x 16) and has the card's whole width (358 pt), the
    /// row is the text's height but at least the 44-pt minimum row height; with 8 pt leading it starts at x 24. A row
    /// without them keeps the list's margins (x 32), and insets on a view inside a row change nothing.
    @Test func aRowsOwnInsetsReplaceTheListsMargins() throws {
        let rows = """
                    - rows:
                        - { text: Zero, id: zero, listRowInsets: 0 }
                        - { text: Eight, id: eight, listRowInsets: { leading: 8, top: 2, bottom: 2 } }
                        - { text: List, id: list }
                        - { hstack: [{ text: Inner, id: inner, listRowInsets: 0 }] }

            """
        let s = try Self.solve(style: "insetGrouped", rows: rows)
        let list = try #require(s.allNodes.first { $0.kind == .list })
        let zero = try #require(s.node(id: "zero"))
        #expect(zero.frame.minX == 16 && zero.frame.width <= 358)
        #expect(try #require(list.rows?.first).height == 44, "one body line (about 22 pt) is less than the minimum row height")
        #expect(s.node(id: "eight")?.frame.minX == 24)
        #expect(s.node(id: "list")?.frame.minX == 32)
        #expect(s.node(id: "inner")?.frame.minX == 32)
    }

    /// On a 430-pt iPhone (Pro Max) the system margin is 20 pt: the card and the text inside it move in by 20.
    @Test func widePhonesHaveTwentyPointMargins() throws {
        let s = try Self.solve(style: "insetGrouped", width: 430)
        let row = try #require(s.allNodes.first { $0.kind == .list }?.rows?.first)
        #expect(row.frame.minX == 20 && row.frame.width == 430 - 40)
        #expect(s.node(id: "one")?.frame.minX == 40)
    }

    /// Plain rows run edge to edge with the text at the system margin, and no space above the first row; grouped
    /// sections run edge to edge too, spaced as inset-grouped ones are.
    @Test func plainAndGroupedRowsRunEdgeToEdge() throws {
        let plain = try Self.solve(style: "plain")
        let plainList = try #require(plain.allNodes.first { $0.kind == .list })
        let plainRow = try #require(plainList.rows?.first)
        #expect(plainRow.frame.minX == 0 && plainRow.frame.width == 390 && plainRow.frame.minY == plainList.frame.minY)
        #expect(plain.node(id: "one")?.frame.minX == 16)
        let grouped = try Self.solve(style: "grouped")
        let groupedList = try #require(grouped.allNodes.first { $0.kind == .list })
        let groupedRow = try #require(groupedList.rows?.first)
        #expect(groupedRow.frame.minX == 0 && groupedRow.frame.width == 390)
        #expect(abs(groupedRow.frame.minY - groupedList.frame.minY - 35) < 0.01)
    }

    /// The card insets narrow the text: a line that fits a plain row (390 − 32 pt) wraps in an inset-grouped card
    /// (390 − 64 pt).
    @Test func theCardInsetsNarrowTheText() throws {
        let attributes = TestResources.system.resolve(.body, category: .large, boldText: false, locale: "en").attributes
        // A sentence between 326 and 358 pt wide at body size, built word by word (so the test does not depend on one
        // font's exact widths).
        var sentence = "Turn"
        for word in ["on", "notifications", "for", "every", "new", "episode", "of", "your", "favourite", "shows", "and", "more"] {
            let longer = sentence + " " + word
            if TestResources.engine.measure(longer, attributes: attributes).size.width > 342 { break }
            sentence = longer
        }
        let width = TestResources.engine.measure(sentence, attributes: attributes).size.width
        try #require(width > 326 && width < 358, "\(sentence): \(width)")
        let rows = "        - rows: [{ text: \"\(sentence)\", id: one }]\n"
        #expect(try Self.solve(style: "plain", rows: rows).node(id: "one")?.text?.measurement.lines.count == 1)
        #expect(try Self.solve(style: "insetGrouped", rows: rows).node(id: "one")?.text?.measurement.lines.count == 2)
    }

    /// The screens format's list without a style keeps UIKit's table cell: 11 pt above and below, 16 pt at the sides,
    /// rows of at least 44 pt.
    @Test func withoutAStyleAListIsAUIKitTable() throws {
        let yaml = "screens:\n  - name: s\n    root:\n      list:\n        - rows: [{ text: One, id: one }]\n"
        let s = TestResources.solve(try LayoutDocument.parse(yaml, file: "t.yaml").screens[0], .large, width: 390)
        let row = try #require(s.allNodes.first { $0.kind == .list }?.rows?.first)
        #expect(row.frame.minX == 0 && abs(row.height - 44) < 0.01)
        #expect(s.node(id: "one")?.frame.minX == 16)
    }

    @Test func anUnknownStyleIsALocatedError() throws {
        let yaml = "screens:\n  - name: s\n    root:\n      list:\n        - rows: [{ text: One }]\n      style: insetgroupd\n"
        #expect {
            _ = try LayoutDocument.parse(yaml, file: "t.yaml")
        } throws: { error in
            "\(error)".contains("t.yaml:6:14") && "\(error)".contains("did you mean 'insetGrouped'")
        }
    }
}
