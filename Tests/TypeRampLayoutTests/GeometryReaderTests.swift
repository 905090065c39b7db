import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics
import TypeRampText

/// SwiftUI's `GeometryReader`, written by hand from its documentation: the reader takes the space offered, places its
/// content at its top-leading corner, and its proxy's `size` is its own size, so `proxy.size.width * 0.5` is half the
/// width the reader was given.
@Suite struct GeometryReaderTests {
    /// The space the root view is offered: the viewport less its safe area (SwiftUI lays the root out in the safe area).
    static func available(width: Double) -> Size {
        let v = Viewport.width(width)
        return Size(width: v.size.width - v.safeArea.horizontal, height: v.size.height - v.safeArea.vertical)
    }

    static let reader = "frame: { maxWidth: infinity, maxHeight: infinity, alignment: topLeading, geometryReader: true }"

    @Test func lengthsReadFromTheProxyAreFractionsOfTheSpaceTheReaderIsOffered() throws {
        let s = try SwiftUIConstructTests.solve(
            """
                  zstack:
                    - image: cover
                      width: 10
                      height: 10
                      id: cover
                      frame:
                        width: { reader: width, times: 0.5 }
                        height: { reader: height, times: 0.25, plus: 8 }
                      padding:
                        top: { reader: height, times: 0.1 }
                  \(Self.reader)
            """, width: 390)
        let a = Self.available(width: 390)
        let frame = try #require(s.allNodes.first { $0.kind == .frame && !$0.frame.width.isNaN && $0.frame.width < a.width - 1 })
        let padding = try #require(s.allNodes.first { $0.kind == .padding })
        let reader = try #require(s.allNodes.first { $0.kind == .frame && abs($0.frame.width - a.width) < 0.01 })
        #expect(abs(reader.frame.height - a.height) < 0.01, "the reader takes the space offered")
        #expect(abs(frame.frame.width - a.width * 0.5) < 0.01)
        #expect(abs(frame.frame.height - (a.height * 0.25 + 8)) < 0.01)
        // The padding's top edge is a tenth of the reader's height; the content sits that far below the reader's top,
        // which is where the padded view sits (top leading).
        #expect(abs(padding.frame.height - (a.height * 0.35 + 8)) < 0.01)
        #expect(abs(frame.frame.minY - padding.frame.minY - a.height * 0.1) < 0.01)
        #expect(padding.frame.minX == reader.frame.minX && padding.frame.minY == reader.frame.minY)
        #expect(try #require(s.node(id: "cover")).frame.width == 10, "the image keeps its own size inside the frame")
    }

    @Test func contentWiderThanTheReaderRunsBeyondItAndDoesNotGrowIt() throws {
        // A pager's row of three pages, each 60 % of the reader's width: SwiftUI's reader keeps the size it is offered
        // (its proxy reads that size), places the row at its top leading corner and draws the row beyond its trailing
        // edge rather than growing.
        let s = try SwiftUIConstructTests.solve(
            """
                  hstack:
                    - text: One
                      frame: { width: { reader: width, times: 0.6 } }
                    - text: Two
                      frame: { width: { reader: width, times: 0.6 } }
                    - text: Three
                      frame: { width: { reader: width, times: 0.6 } }
                  spacing: 0
                  \(Self.reader)
            """, width: 390)
        let a = Self.available(width: 390)
        let reader = try #require(s.allNodes.first { $0.kind == .frame && $0.frame.minX == 0 && $0.frame.height > 100 })
        #expect(abs(reader.frame.width - a.width) < 0.01, "the reader keeps the width offered: \(reader.frame)")
        #expect(reader.clipped, "content larger than its reader is marked, as for any frame (content-clipped reports it)")
        let pages = s.allNodes.filter { $0.kind == .frame && $0.frame.height < 100 }
        #expect(pages.count == 3 && pages.allSatisfy { abs($0.frame.width - a.width * 0.6) < 0.01 }, "\(pages.map(\.frame))")
        let row = try #require(s.allNodes.first { $0.kind == .hstack })
        #expect(abs(row.frame.width - a.width * 1.8) < 0.01 && row.frame.minX == reader.frame.minX)
    }

    @Test func screenLengthsReadTheWholeScreenWhateverEnclosesThem() throws {
        // UIKit's `UIScreen.main.bounds.width` is the screen's full width (safe area included), in or out of a reader:
        // a third of 320 and of 430 pt, and 40 pt less than the screen inside a reader given 200 pt.
        for width in [320.0, 430.0] {
            let s = try SwiftUIConstructTests.solve(
                """
                      vstack:
                        - text: Third
                          frame: { width: { screen: width, times: 0.5, plus: -10 } }
                        - zstack:
                            - text: Inset
                              frame: { width: { screen: width, plus: -40 } }
                          frame: { width: 200, height: 100, geometryReader: true }
                """, width: width)
            let frames = s.allNodes.filter { $0.kind == .frame }.map(\.frame.width)
            #expect(frames.contains { abs($0 - (width * 0.5 - 10)) < 0.01 }, "\(frames)")
            #expect(frames.contains { abs($0 - (width - 40)) < 0.01 }, "\(frames)")
        }
        #expect(throws: (any Error).self) {
            try SwiftUIConstructTests.solve("      text: A\n      frame: { width: { screen: depth } }\n")
        }
    }

    @Test func aReaderInAFixedFrameReadsThatFrame() throws {
        let s = try SwiftUIConstructTests.solve(
            """
                  zstack:
                    - zstack:
                        - image: chart
                          width: 10
                          height: 10
                          frame:
                            width: { reader: width, times: 0.75 }
                            height: { reader: height, plus: -20 }
                      \(Self.reader)
                  frame: { width: 200, height: 120 }
            """, width: 390)
        let frames = s.allNodes.filter { $0.kind == .frame }.map(\.frame.size)
        #expect(frames.contains(Size(width: 200, height: 120)))
        #expect(frames.contains(Size(width: 150, height: 100)), "\(frames)")
    }

    @Test func aReaderLengthIsLimitedToItsBounds() throws {
        // `min(proxy.size.width * 2, 100)` and `max(proxy.size.height - 2000, 12)`: 100 and 12 on any phone.
        let s = try SwiftUIConstructTests.solve(
            """
                  zstack:
                    - image: chart
                      width: 10
                      height: 10
                      frame:
                        width: { reader: width, times: 2, atMost: 100 }
                        height: { reader: height, plus: -2000, atLeast: 12 }
                  \(Self.reader)
            """, width: 390)
        #expect(s.allNodes.contains { $0.kind == .frame && $0.frame.size == Size(width: 100, height: 12) })
    }

    @Test func aLengthInAnAxisTheReaderIsNotOfferedIsLeftOut() throws {
        // In a vertical scroll view the reader is offered no height: a length read from its height is unknown and left
        // out (the frame takes its content's height); its width is the scroll view's.
        let s = try SwiftUIConstructTests.solve(
            """
                  scroll:
                    zstack:
                      - image: chart
                        width: 10
                        height: 10
                        frame:
                          width: { reader: width, times: 0.5 }
                          height: { reader: height, times: 0.5 }
                    \(Self.reader)
            """, width: 390)
        let a = Self.available(width: 390)
        let inner = try #require(s.allNodes.first { $0.kind == .frame && abs($0.frame.width - a.width * 0.5) < 0.01 })
        #expect(inner.frame.height == 10)
    }

    @Test func theProxyIsTheReadersFinalSizeAfterTheStackHasProbedIt() throws {
        // A VStack probes its children with several proposals before it settles; the content reads the size the reader
        // is finally given: what the text above leaves of the screen.
        let s = try SwiftUIConstructTests.solve(
            """
                  vstack:
                    - text: A title long enough to take two lines at this width, and so change what is left below
                      style: title
                    - zstack:
                        - image: chart
                          width: 10
                          height: 10
                          frame:
                            height: { reader: height, times: 0.5 }
                            width: { reader: width, times: 0.5 }
                      \(Self.reader)
            """, .accessibilityLarge, width: 320)
        let a = Self.available(width: 320)
        let frames: [SolvedNode] = s.allNodes.filter { $0.kind == .frame }
        let reader = try #require(frames.first { (n: SolvedNode) -> Bool in abs(n.frame.width - a.width) < 0.01 })
        let inner = try #require(frames.first { (n: SolvedNode) -> Bool in abs(n.frame.width - a.width * 0.5) < 0.01 })
        #expect(reader.frame.height < a.height - 40, "the title takes part of the screen")
        #expect(abs(inner.frame.height - reader.frame.height * 0.5) < 0.01, "inner \(inner.frame), reader \(reader.frame)")
    }

    @Test func theDSLsReaderLaysOutAsTheScreensFormatsDoes() throws {
        let yaml = try SwiftUIConstructTests.solve(
            """
                  zstack:
                    - image: chart
                      width: 10
                      height: 10
                      frame:
                        width: { reader: width, times: 0.3 }
                      padding:
                        leading: { reader: width, times: 0.1 }
                  \(Self.reader)
            """, width: 390)
        let root = geometryReader {
            image("chart", width: 10, height: 10)
                .frame(reading: [.width: ReaderLength(axis: .horizontal, times: 0.3)])
                .padding(reading: [.leading: ReaderLength(axis: .horizontal, times: 0.1)])
        }
        let dsl = TestResources.solve(Screen(name: "s", root: root), .large, width: 390)
        // The screens format needs a one-view zstack to hold the reader's frame beside the image's own; the DSL does not.
        func frames(_ s: SolvedLayout) -> [Rect] { s.allNodes.filter { $0.kind != .zstack }.map(\.frame) }
        #expect(frames(yaml) == frames(dsl))
        let a = Self.available(width: 390)
        #expect(yaml.allNodes.contains { $0.kind == .padding && abs($0.frame.width - a.width * 0.4) < 0.01 })
    }

    @Test func aReaderLengthIsRefusedWhereNoLengthCanBeRead() {
        #expect(throws: (any Error).self) {
            try SwiftUIConstructTests.solve("      image: a\n      size: 4\n      frame: { width: { reader: depth } }\n")
        }
        #expect(throws: (any Error).self) {
            try SwiftUIConstructTests.solve("      image: a\n      size: 4\n      frame: { width: { reader: width, by: 2 } }\n")
        }
    }
}

/// A segmented picker, as docs/ios-defaults.md chooses it: `UISegmentedControl`'s 32 pt across the width offered, not
/// growing with Dynamic Type; VoiceOver reads its segments' titles, so it is labelled.
@Suite struct SegmentedControlTests {
    @Test func aSegmentedPickerStays32PointsTallAtEveryCategory() throws {
        for category in [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge] {
            let s = try SwiftUIConstructTests.solve(
                """
                      vstack:
                        - segmented: "Small, Medium, Large"
                          id: sizes
                        - text: Below
                """, category, width: 390)
            let control = try #require(s.node(id: "sizes"))
            #expect(control.frame.height == 32, "\(category)")
            #expect(control.frame.width == GeometryReaderTests.available(width: 390).width, "across the width offered")
            #expect(!s.diagnostics.contains { $0.rule == .missingLabel })
        }
    }

    @Test func aSegmentedPickerWithoutTitlesHasNoLabel() throws {
        let s = try SwiftUIConstructTests.solve("      segmented: \"\"\n", .large, width: 390)
        #expect(s.diagnostics.contains { $0.rule == .missingLabel })
    }
}
