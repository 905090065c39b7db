import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics
import TypeRampText

/// The SwiftUI constructs, each against what SwiftUI documents (or, for sizes, what a real iOS render measured),
/// written by hand: never TypeRamp's own output.
@Suite struct SwiftUIConstructTests {
    static func solve(_ root: String, _ category: ContentSizeCategory = .large, width: Double = 393) throws -> SolvedLayout {
        let yaml = "screens:\n  - name: s\n    root:\n" + root
        let screen = try LayoutDocument.parse(yaml, file: "t.yaml").screens[0]
        return TestResources.solve(screen, category, width: width)
    }

    static func width(_ text: String, _ style: StyleReference = .body, _ category: ContentSizeCategory = .large) -> Double {
        let attributes = TestResources.system.resolve(style, category: category, boldText: false, locale: "en").attributes
        return TestResources.engine.measure(text, attributes: attributes).size.width
    }

    @Test func zstackIsAsLargeAsItsLargestChildAndAlignsThem() throws {
        let s = try Self.solve(
            """
                  zstack:
                    - image: card
                      width: 200
                      height: 100
                      id: back
                    - image: badge
                      width: 20
                      height: 30
                      id: front
                  alignment: topTrailing
            """)
        let back = try #require(s.node(id: "back")), front = try #require(s.node(id: "front"))
        let z = try #require(s.allNodes.first { $0.kind == .zstack })
        #expect(z.frame.width == 200 && z.frame.height == 100)
        #expect(front.frame.maxX == back.frame.maxX && front.frame.minY == back.frame.minY, "top trailing")
    }

    @Test func overlaysAndBackgroundsDoNotChangeTheSize() throws {
        let plain = try Self.solve("      text: Hello\n      id: t\n")
        let layered = try Self.solve(
            """
                  text: Hello
                  id: t
                  overlay:
                    image: huge
                    width: 300
                    height: 300
                    id: over
                  background:
                    content: { image: shade, size: 4, id: under }
                    alignment: bottomLeading
            """)
        let base = try #require(plain.node(id: "t")).frame, t = try #require(layered.node(id: "t")).frame
        #expect(t.size == base.size)
        let background = try #require(layered.allNodes.first { $0.kind == .background })
        #expect(background.frame.size == base.size, "the outermost modifier is still the text's size")
        // The overlay is proposed the base's size and centred on it; the background sits at the bottom leading corner.
        let over = try #require(layered.node(id: "over")).frame, under = try #require(layered.node(id: "under")).frame
        #expect(abs(over.midX - t.midX) < 0.001 && abs(over.midYValue - t.midYValue) < 0.001)
        #expect(under.minX == t.minX && under.maxY == t.maxY)
    }

    @Test func fixedSizeTakesTheIdealWidth() throws {
        let sentence = "A sentence much too long for a two hundred point column"
        let wrapped = try Self.solve("      text: \(sentence)\n      id: t\n      frame: { width: 200 }\n")
        #expect((wrapped.node(id: "t")?.text?.measurement.lines.count ?? 0) > 1)
        let fixed = try Self.solve("      text: \(sentence)\n      id: t\n      fixedSize: horizontal\n      frame: { width: 200 }\n")
        let t = try #require(fixed.node(id: "t"))
        #expect(t.text?.measurement.lines.count == 1)
        #expect(abs(t.frame.width - Self.width(sentence)) < 0.01, "the text's ideal (one-line) width")
        // The frame clips what no longer fits.
        #expect(fixed.allNodes.contains { $0.kind == .frame && $0.clipped })
    }

    @Test func higherLayoutPriorityIsServedFirst() throws {
        let a = "Departure lounge and gate", b = "Arrival information desk"
        func layout(_ priority: String) throws -> (Double, Double) {
            let s = try Self.solve(
                """
                      hstack:
                        - text: \(a)
                          id: a
                          lines: 1
                        - text: \(b)
                          id: b
                          lines: 1
                          \(priority)
                      spacing: 0
                """, width: 320)
            return (try #require(s.node(id: "a")).frame.width, try #require(s.node(id: "b")).frame.width)
        }
        let ideal = Self.width(b)
        #expect(ideal < 320 && Self.width(a) + ideal > 320, "the test needs the two to compete")
        let (_, plainB) = try layout("")
        let (priorityA, priorityB) = try layout("layoutPriority: 1")
        #expect(plainB < ideal - 1, "equal priorities share the row")
        #expect(abs(priorityB - ideal) < 0.01, "the higher priority gets its ideal width")
        #expect(priorityA + priorityB <= 320 + 0.01, "the other takes what is left (a truncated text is as wide as what it shows)")
    }

    @Test func viewThatFitsPicksTheFirstOptionThatFits() throws {
        let root = """
                  viewThatFits:
                    - hstack: [ { button: Accept all cookies }, { button: Reject all cookies } ]
                      id: row
                    - vstack: [ { button: Accept all cookies }, { button: Reject all cookies } ]
                      id: column
                  axes: horizontal
            """
        let wide = try Self.solve(root, width: 430)
        let needed = Self.width("Accept all cookies") + Self.width("Reject all cookies") + 4 * 14 + 8
        #expect(needed < 430, "the row fits a wide screen")
        #expect(wide.node(id: "row") != nil && wide.node(id: "column") == nil)
        let narrow = try Self.solve(root, .accessibilityLarge, width: 320)
        #expect(narrow.node(id: "row") == nil && narrow.node(id: "column") != nil, "only the chosen option is laid out")
    }

    @Test func gridColumnsAreAsWideAsTheirWidestCell() throws {
        let s = try Self.solve(
            """
                  grid:
                    - [ { text: Name, id: n }, { text: Ada Lovelace, id: v1 } ]
                    - [ { text: Born in, id: b }, { text: London, id: v2 } ]
                  spacing: 10
                  alignment: leading
            """)
        let n = try #require(s.node(id: "n")).frame, b = try #require(s.node(id: "b")).frame
        let v1 = try #require(s.node(id: "v1")).frame, v2 = try #require(s.node(id: "v2")).frame
        let firstColumn = max(Self.width("Name"), Self.width("Born in"))
        #expect(
            abs(v1.minX - n.minX - firstColumn - 10) < 0.01 && abs(v2.minX - v1.minX) < 0.01, "the second column starts after the widest first cell")
        #expect(b.minY >= n.maxY + 10 - 0.001)
    }

    @Test func adaptiveColumnsFitAsManyAsTheMinimumAllows() throws {
        let cells = (0..<7).map { "    - { image: tile, width: 40, height: 40, id: c\($0) }" }.joined(separator: "\n")
        let s = try Self.solve(
            "      lazyVGrid:\n" + cells.replacingOccurrences(of: "    -", with: "        -")
                + "\n      columns: [\"adaptive(minimum: 100)\"]\n      spacing: 8\n", width: 320)
        // 320 points: ⌊(320 + 8) / (100 + 8)⌋ = 3 columns of (320 − 2 × 8) / 3 = 101.33 points; a cell is centred in its column.
        let xs = (0..<3).compactMap { s.node(id: "c\($0)")?.frame.midX }
        #expect(xs.count == 3)
        let column = (320.0 - 16) / 3
        for (i, x) in xs.enumerated() { #expect(abs(x - (Double(i) * (column + 8) + column / 2)) < 0.01, "column \(i)") }
        #expect(abs((s.node(id: "c3")?.frame.midX ?? 0) - xs[0]) < 0.01, "the fourth cell starts the second row")
    }

    @Test func conditionsOnTheTextSizeShowOneBranch() throws {
        let root = """
                  if: ax1...
                  then: { vstack: [ { text: A }, { text: B } ], id: column }
                  else: { hstack: [ { text: A }, { text: B } ], id: row }
            """
        let large = try Self.solve(root, .extraExtraExtraLarge)
        #expect(large.node(id: "row") != nil && large.node(id: "column") == nil)
        let ax1 = try Self.solve(root, .accessibilityMedium)
        #expect(ax1.node(id: "row") == nil && ax1.node(id: "column") != nil)
    }

    @Test func scaledMetricLengthsScaleWithTheirTextStyle() throws {
        let s = try Self.solve(
            "      image: icon\n      size: 20\n      id: i\n      padding: 10\n      scaledMetric: body\n", .accessibilityExtraExtraExtraLarge)
        let padding = try #require(s.allNodes.first { $0.kind == .padding })
        let expected = FontMetrics(textStyle: .body).scaledValue(for: 10, in: .accessibilityExtraExtraExtraLarge, displayScale: 3)
        #expect(expected > 20, "body at AX5 more than doubles a length")
        #expect(abs(padding.frame.width - (20 + 2 * expected)) < 0.001)
    }

    @Test func symbolsAreSizedByTheirFont() throws {
        // A real iOS render: `Image(systemName: "checkmark.circle.fill")` beside body text is 20.5 pt tall at Large
        // (swift-snapshot-testing's testSwiftUIView_iOS, ../shared/reference/ios-layout).
        let s = try Self.solve("      symbol: checkmark.circle.fill\n      style: body\n      id: i\n")
        #expect(abs((s.node(id: "i")?.frame.height ?? 0) - 20.5) <= 0.5)
        let big = try Self.solve("      symbol: checkmark.circle.fill\n      style: body\n      id: i\n", .accessibilityExtraExtraExtraLarge)
        #expect((big.node(id: "i")?.frame.height ?? 0) > 2.5 * 20.5, "it grows with the font (body 17 → 53 pt)")
    }

    @Test func aSymbolSpillingOutOfItsFrameByLessThanSymbolsVaryIsNotAProvenOverlap() throws {
        // `Image(systemName:).frame(width: 30)` beside a text at AX5: body is 53 pt (Apple's table), so the symbol,
        // drawn 1 em wide, spills 11.5 pt past each side of its frame and 3.5 pt into the text after the stack's 8 pt
        // spacing. Symbols' widths vary by about ±20 % (docs/ios-defaults.md): an overlap within a fifth of the
        // symbol's width is unverified. In a 10 pt frame it spills 21.5 pt, 13.5 pt into the text: more than the
        // symbol could be narrower (10.6 pt), an error.
        func overlap(_ frameWidth: Int) throws -> Diagnostic? {
            let s = try Self.solve(
                "      hstack:\n        - symbol: envelope.fill\n          style: body\n          frame:\n            width: \(frameWidth)\n        - text: Contact us\n      spacing: 8\n      id: row\n",
                .accessibilityExtraExtraExtraLarge)
            return s.diagnostics.first { $0.rule == .overlappingSiblings }
        }
        let near = try #require(try overlap(30))
        #expect(near.message.contains("3.5 pt") && near.unverified != nil, "\(near.message) \(near.unverified ?? "")")
        let far = try #require(try overlap(10))
        #expect(far.message.contains("13.5 pt") && far.unverified == nil, "\(far.message) \(far.unverified ?? "")")
    }

    @Test func aPaddingReachingPastItsFrameCoversNothing() throws {
        // `Image(systemName:).font(.largeTitle).padding(.trailing, 20).frame(width: 45)` beside a text at AX1: the
        // padded symbol is wider than its frame and reaches past it, but what reaches past on the text's side is the
        // padding, transparent space (SwiftUI draws nothing there), so the text is not covered. Padded on the leading
        // side instead, the symbol itself reaches past the frame into the text (unverified: by less than symbols' widths
        // vary).
        func overlap(_ edge: String) throws -> Diagnostic? {
            let s = try Self.solve(
                "      hstack:\n        - symbol: gear\n          style: largeTitle\n          padding:\n            \(edge): 20\n          frame:\n            width: 45\n        - text: Account\n          style: title3\n      spacing: 8\n",
                .accessibilityMedium)
            return s.diagnostics.first { $0.rule == .overlappingSiblings }
        }
        #expect(try overlap("trailing") == nil)
        #expect(try overlap("leading") != nil)
    }

    @Test func aTextThatMayShrinkToItsFramesHeightIsNotAProvenOverlap() throws {
        // A one-line headline in a frame at most 30 pt tall, above a text, at AX3 (headline 40 pt+, Apple's table): its
        // line is taller than the frame. `.minimumScaleFactor(0.01)` lets SwiftUI shrink it to the space offered, its
        // height too ("scales down to fit in the available space"): the overlap is unverified. Without it, SwiftUI
        // draws the one line it never drops beyond the frame, over the text below: an error.
        func overlap(_ scale: String) throws -> Diagnostic? {
            let s = try Self.solve(
                "      vstack:\n        - text: Monthly\n          style: headline\n          lines: 1\n\(scale)          frame:\n            maxHeight: 30\n        - text: Cancel anytime\n      spacing: 0\n",
                .accessibilityExtraLarge)
            return s.diagnostics.first { $0.rule == .overlappingSiblings }
        }
        let shrinking = try #require(try overlap("          minimumScaleFactor: 0.01\n"))
        #expect(shrinking.unverified != nil, "\(shrinking.message)")
        let fixed = try #require(try overlap(""))
        #expect(fixed.unverified == nil, "\(fixed.message) \(fixed.unverified ?? "")")
    }

    @Test func aPickersLabelIsItsLabelAndItsSelectionItsValue() throws {
        // `Picker("Language", selection:)` showing "English": VoiceOver reads the picker by its label (SwiftUI's
        // documentation: the label describes the purpose of selecting an option), and the row is as wide as the label,
        // the selection and the chevron. An empty selection (`Text("")` chosen) leaves the label.
        for value in ["English", ""] {
            let s = try Self.solve("      picker: Language\n      value: \"\(value)\"\n      id: p\n")
            let picker = try #require(s.node(id: "p"))
            #expect(picker.text?.string == "Language", "\(picker.text?.string ?? "")")
            #expect(s.accessibility.elements.map(\.label) == ["Language"], "\(s.accessibility.elements.map(\.label))")
            #expect(!s.diagnostics.contains { $0.rule == .missingLabel })
        }
    }

    @Test func labeledContentStandsSideBySideThenStacksAtAccessibilitySizes() throws {
        let root = "      labeledContent: San Francisco\n      value: 20 °C, Sunny\n      id: row\n"
        let large = try Self.solve(root)
        let row = try #require(large.node(id: "row"))
        let children = large.children(of: row.node)
        #expect(children.count == 2)
        #expect(
            abs(children[0].frame.minY - children[1].frame.minY) < 1 && abs(children[1].frame.maxX - row.frame.maxX) < 0.01,
            "label leading, value trailing, on one line")
        #expect(large.accessibility.elements.contains { $0.label == "San Francisco, 20 °C, Sunny" }, "read as one element")
        let ax3 = try Self.solve(root, .accessibilityExtraLarge)
        let stacked = ax3.children(of: try #require(ax3.node(id: "row")).node)
        #expect(stacked[1].frame.minY >= stacked[0].frame.maxY && stacked[1].frame.minX == stacked[0].frame.minX)
    }

    @Test func labeledContentsLabelAndValueShareWhatWasGuessedAboutIt() throws {
        // The label and value a `labeledContent` draws from strings are parts of it: a sample value, or a row of code only
        // debug builds compile, is so for the texts it draws.
        let s = try Self.solve("      labeledContent: GPU\n      value: Sample GPU name\n      guessed: [debug, text]\n      id: row\n")
        let row = try #require(s.node(id: "row"))
        let parts = s.children(of: row.node)
        #expect(parts.count == 2)
        for part in parts { #expect(s.tree[part.node].guesses == [.debug, .text], "\(part.text?.string ?? "")") }
    }

    @Test func largeNavigationTitlesSitBelowTheBar() throws {
        let s = try Self.solve("      navigation: { text: Body text, id: body }\n      title: Settings\n")
        let title = try #require(s.allNodes.first { $0.text?.string == "Settings" })
        let nav = try #require(s.allNodes.first { $0.kind == .navigation })
        #expect(title.frame.minY > nav.frame.minY + 44 && title.frame.minX == nav.frame.minX + 16)
        #expect(title.text?.style == "largeTitle.emphasized")
        // A navigation bar with a large title is 96 pt tall at Large (44 + 52): the content starts below it.
        #expect(abs((s.node(id: "body")?.frame.minY ?? 0) - (nav.frame.minY + 96)) < 0.01)
        #expect((s.node(id: "body")?.frame.minY ?? 0) >= title.frame.maxY)
        #expect(s.accessibility.elements.first?.traits.contains(.header) == true)
    }

    @Test func inlineTitlesKeepTheirSizeAndLargeTitlesGrow() throws {
        // HIG, Typography: Headline is 17 pt at Large; Large Title is 34 pt at Large and 60 pt at AX5. UIKit's bars do
        // not grow with Dynamic Type (WWDC19, "Large Content Viewer"): the inline title stays 17 pt at xSmall and AX5.
        let inline = "      navigation: { text: Body text, id: body }\n      title: Settings\n      titleDisplayMode: inline\n"
        for category in [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge] {
            let s = try Self.solve(inline, category)
            let title = try #require(s.allNodes.first { $0.text?.string == "Settings" })
            #expect(title.text?.fontSize == 17, "\(category)")
        }
        let large = try Self.solve("      navigation: { text: Body text, id: body }\n      title: Settings\n", .accessibilityExtraExtraExtraLarge)
        #expect(large.allNodes.first { $0.text?.string == "Settings" }?.text?.fontSize == 60)
    }

    @Test func controlsSpreadAcrossTheRowAndAreElements() throws {
        let s = try Self.solve(
            "      vstack:\n        - toggle: Wi-Fi\n          id: t\n        - link: Privacy policy\n          id: l\n      padding: 16\n")
        let toggle = try #require(s.node(id: "t")), link = try #require(s.node(id: "l"))
        #expect(toggle.frame.width == 393 - 32 && toggle.frame.height >= 31, "a toggle takes the row; its switch is 31 pt tall")
        #expect(abs(link.frame.width - Self.width("Privacy policy")) < 0.01, "a link is as wide as its text")
        let e = try #require(s.accessibility.elements.first { $0.label == "Wi-Fi" })
        #expect(e.traits.contains(.button))
        // `.labelsHidden()`: the switch alone (UISwitch's 51 × 31 pt), which leaves the rest of the row to the text.
        let hidden = try Self.solve(
            "      hstack:\n        - text: Audio Mode\n          id: x\n        - spacer: {}\n        - toggle: null\n          id: t\n"
                + "          accessibility: { label: Audio Mode }\n      padding: 16\n", width: 320)
        let alone = try #require(hidden.node(id: "t")), text = try #require(hidden.node(id: "x"))
        #expect(alone.frame.width == 51 && alone.frame.height == 31, "\(alone.frame)")
        #expect(alone.frame.maxX == 320 - 16 && abs(text.frame.width - Self.width("Audio Mode")) < 0.01, "\(alone.frame) \(text.frame)")
    }

    @Test func aStackHoldingAFlexibleViewIsFlexibleItself() throws {
        // SwiftUI ranks a stack's children by how far they can grow (their length at a zero and at an infinite proposal).
        // A frame with `maxWidth: .infinity`, and a stack holding a Spacer, grow without bound: in an HStack offered the
        // screen's 393 pt they take what the fixed children leave (8 pt standard spacing between), and the HStack is as
        // wide as the screen; a VStack holding a Spacer fills the height it is offered.
        let gap = 8.0
        let framed = try Self.solve(
            "      hstack:\n        - text: Hi\n        - text: Undo\n          frame: { maxWidth: infinity }\n          id: undo\n")
        let frame = try #require(framed.allNodes.first { $0.kind == .frame })
        #expect(abs(frame.frame.width - (393 - Self.width("Hi") - gap)) < 0.01, "\(frame.frame)")
        let nested = try Self.solve(
            "      hstack:\n        - hstack:\n            - text: Hi\n            - spacer: {}\n          id: inner\n        - text: Undo\n")
        let inner = try #require(nested.node(id: "inner"))
        #expect(abs(inner.frame.width - (393 - Self.width("Undo") - gap)) < 0.01, "\(inner.frame)")
        let column = try Self.solve(
            "      vstack:\n        - text: Title\n        - vstack:\n            - text: Body\n            - spacer: {}\n          id: inner\n",
            width: 320)
        let root = try #require(column.allNodes.first)
        #expect(root.frame.height > 500, "the column fills the screen's height: \(root.frame)")
    }

    @Test func aChildThatCanGrowTakesTheStacksHeightWhenPlaced() throws {
        // SwiftUI places each child of an HStack with the stack's own height. Under `.fixedSize(horizontal: false,
        // vertical: true)` the stack is as tall as its tallest child (here a 72 pt frame), and a child framed with
        // `maxHeight: .infinity` is placed at that height: the equal-heights idiom. A child that cannot grow keeps its own.
        let s = try Self.solve(
            "      hstack:\n        - text: Title\n          frame: { height: 72 }\n        - text: Undo\n          frame: { maxHeight: infinity }\n"
                + "          id: grows\n        - text: Done\n          id: fixed\n      fixedSize: vertical\n")
        // The frame wrapping "Undo": the frame node whose text child is the one with id `grows`.
        let undo = try #require(s.node(id: "grows"))
        let grows = try #require(s.allNodes.first { $0.kind == .frame && $0.frame.minX == undo.frame.minX && $0.frame.width == undo.frame.width })
        #expect(grows.frame.height == 72, "\(grows.frame)")
        #expect(undo.frame.height < 30, "the text inside keeps its height, centred in the frame")
        let fixed = try #require(s.node(id: "fixed"))
        #expect(fixed.frame.height < 30)
    }

    @Test func aProgressViewWithoutAValueIsASpinnerAndWithOneABar() throws {
        // UIKit draws an indeterminate ProgressView as UIActivityIndicatorView's medium spinner (20 × 20 pt, its own
        // size) and a determinate one as UIProgressView's 4 pt bar across the width offered.
        let s = try Self.solve(
            "      vstack:\n        - progress: \"\"\n          id: spinner\n        - progress: \"\"\n          value: \"0.4\"\n          id: bar\n"
                + "      padding: 16\n")
        let spinner = try #require(s.node(id: "spinner")), bar = try #require(s.node(id: "bar"))
        #expect(spinner.frame.size == Size(width: 20, height: 20))
        #expect(bar.frame.width == 393 - 32 && bar.frame.height == 4)
    }

    /// A DSL screen is not bounded as a decoded file is: an adaptive grid in a frame 1e300 pt wide (or of infinite
    /// width) is solved, with a bounded number of columns, instead of trapping on the column count.
    @Test func anAdaptiveGridInAnEnormousFrameIsSolved() throws {
        for width in [1e300, Double.infinity] {
            let screen = Screen("huge") {
                lazyVGrid(columns: [.adaptive(minimum: 10, maximum: .infinity)]) {
                    text("a").id("a")
                    text("b").id("b")
                }
                .frame(width: width)
            }
            let solved = TestResources.solve(screen, .large)
            #expect(solved.node(id: "a") != nil && solved.node(id: "b") != nil, "\(width)")
        }
    }

    @Test func adaptiveStacksAlignDifferentlyPerAxis() throws {
        let root = """
                  hstack: [ { text: Short, id: a }, { text: A much longer label, id: b } ]
                  flipAt: ax1
                  alignment: center
                  alignmentWhenVertical: leading
                  frame: { maxWidth: infinity }
            """
        let row = try Self.solve(root)
        let a = try #require(row.node(id: "a")).frame, b = try #require(row.node(id: "b")).frame
        #expect(abs(a.midYValue - b.midYValue) < 0.001, "centred while horizontal")
        let column = try Self.solve(root, .accessibilityMedium)
        #expect(column.node(id: "a")?.frame.minX == column.node(id: "b")?.frame.minX, "leading while vertical")
    }

    @Test func frameIdealWidthAnswersAnIdealProposal() throws {
        let s = try Self.solve("      text: Hi\n      id: t\n      frame: { idealWidth: 150, maxWidth: infinity }\n      fixedSize: true\n")
        #expect(s.allNodes.first { $0.kind == .frame }?.frame.width == 150)
    }
}

extension Rect {
    var midX: Double { minX + width / 2 }
    var midYValue: Double { minY + height / 2 }
}
