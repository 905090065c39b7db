import Foundation
import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics
import TypeRampRender
import TypeRampTestSupport
import TypeRampText

enum RenderResources {
    static let resources: LayoutResources = {
        let library = try! FontLibrary.bundled()
        return LayoutResources(ramp: nil, fonts: try! FontSet.load(ramp: nil, library: library), engine: TextEngine())
    }()

    static func solve(_ screen: Screen, _ category: ContentSizeCategory = .large, width: Double = 320) -> SolvedLayout {
        LayoutSolver.solve(screen, context: LayoutContext(category: category, viewport: .width(width)), resources: resources)
    }
}

@Suite struct PNGTests {
    func sampleCanvas() -> Canvas {
        var canvas = Canvas(width: 37, height: 23, background: Color(hex: 0x102030))
        canvas.fill(x: 3, y: 4, width: 10, height: 7, color: Color(hex: 0xFF8800))
        canvas.line(from: (0, 22), to: (36, 0), color: .white)
        canvas.stroke(x: 20, y: 2, width: 12, height: 12, color: Color(hex: 0x00FF7F), thickness: 2, dash: 3)
        return canvas
    }

    @Test func roundTripsThroughOurDecoder() throws {
        let canvas = sampleCanvas()
        let decoded = try PNG.decode(PNG.encode(canvas))
        #expect(decoded == canvas)
    }

    @Test func anIndependentDecoderReadsTheSamePixels() throws {
        // Pillow (libpng-compatible, independent of our writer) decodes the file; every pixel must match.
        let canvas = sampleCanvas()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("typeramp-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(PNG.encode(canvas)).write(to: URL(fileURLWithPath: path))
        let script =
            "import sys; from PIL import Image; im = Image.open(sys.argv[1]); im.load(); print(im.mode, im.size[0], im.size[1]); sys.stdout.write(im.tobytes().hex())"
        let result = try runProcess("/usr/bin/env", ["python3", "-c", script, path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", maxSplits: 1).map(String.init)
        #expect(lines.first == "RGB 37 23")
        let hex = canvas.pixels.map { String(format: "%02x", $0) }.joined()
        #expect(lines.count == 2 && lines[1] == hex)
    }

    @Test func rejectsWhatIsNotAPNG() {
        #expect(throws: PNG.DecodingError.self) { try PNG.decode([1, 2, 3]) }
        var bytes = PNG.encode(sampleCanvas())
        bytes.removeLast(30)
        #expect(throws: PNG.DecodingError.self) { try PNG.decode(bytes) }
    }
}

@Suite struct LayoutRendererTests {
    @Test func sameInputSameBytes() {
        let screen = Screen("a") {
            vstack {
                text("Hello, Dynamic Type", style: .title2); button("Continue")
            }.padding(16)
        }
        let solved = RenderResources.solve(screen, .accessibilityMedium)
        let a = PNG.encode(LayoutRenderer(resources: RenderResources.resources).render(solved, scale: 2))
        let b = PNG.encode(LayoutRenderer(resources: RenderResources.resources).render(solved, scale: 2))
        #expect(a == b)
    }

    @Test func glyphsLandInsideTheMeasuredTextBoxes() throws {
        let screen = Screen("t") { text("Glyphs where the numbers say", style: .title1, lines: 0).id("t").padding(20) }
        let solved = RenderResources.solve(screen, .large)
        let scale = 2.0
        let canvas = LayoutRenderer(resources: RenderResources.resources).render(solved, scale: scale)
        let label = try #require(solved.node(id: "t")?.text)
        // Ink: pixels much darker than the background, above the caption band.
        let bodyHeight = canvas.height - Int(LayoutRenderer.captionHeight * scale)
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min, ink = 0
        for y in 0..<bodyHeight {
            for x in 0..<canvas.width where Int(canvas.pixel(x: x, y: y).red) < 100 {
                ink += 1
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        #expect(ink > 500)
        // The ink stays within the text box (one pixel of anti-aliasing slack) …
        let box = label.frame
        #expect(Double(minX) >= box.minX * scale - 1 && Double(maxX) <= box.maxX * scale + 1)
        #expect(Double(minY) >= box.minY * scale - 1 && Double(maxY) <= box.maxY * scale + 1)
        // … and fills most of its width on the first line.
        #expect(Double(maxX - minX) > (label.measurement.lines.map(\.width).max() ?? 0) * scale * 0.9)
    }

    @Test func truncationIsOutlinedInRed() throws {
        let screen = Screen("t") { text("A title far too long for one narrow line", style: .title1, lines: 1).id("t").padding(16) }
        let solved = RenderResources.solve(screen, .accessibilityExtraExtraExtraLarge)
        #expect(solved.diagnostics.contains { $0.rule == .textTruncated })
        let canvas = LayoutRenderer(resources: RenderResources.resources).render(solved, scale: 1)
        let frame = try #require(solved.node(id: "t")?.text?.frame)
        #expect(canvas.pixel(x: Int(frame.minX.rounded()), y: Int((frame.midYValue).rounded())) == Palette.problem)
    }

    @Test func contactSheetHoldsEveryCategory() {
        let screen = Screen("a") { text("Contact", style: .body).padding(8) }
        let renderer = LayoutRenderer(resources: RenderResources.resources)
        let layouts = ContentSizeCategory.allCases.map { RenderResources.solve(screen, $0, width: 320) }
        let single = renderer.render(layouts[0], scale: 1)
        let sheet = ContactSheet.render(layouts, columns: 6, scale: 1, title: "a", renderer: renderer)
        let gutter = Int(ContactSheet.gutter)
        #expect(sheet.width == 6 * single.width + 7 * gutter)
        #expect(sheet.height >= 2 * single.height + 3 * gutter + Int(ContactSheet.titleHeight))
    }

    @Test func imageDiffCountsChangedPixels() {
        let a = Canvas(width: 10, height: 10)
        var b = a
        #expect(ImageDiff.compare(a, b).differentPixels == 0)
        b.blend(x: 3, y: 4, color: .black, alpha: 255)
        b.blend(x: 5, y: 5, color: Color(red: 250, green: 250, blue: 250), alpha: 255)
        let strict = ImageDiff.compare(a, b)
        #expect(strict.differentPixels == 2)
        #expect(strict.diff.pixel(x: 3, y: 4) == Color(hex: 0xFF00FF))
        #expect(ImageDiff.compare(a, b, channelTolerance: 8).differentPixels == 1)
        #expect(ImageDiff.compare(a, Canvas(width: 11, height: 10)).sizeChanged)
    }
}

extension Rect {
    var midYValue: Points { minY + height / 2 }
}

/// Pictures are bounded whatever the layout: a canvas is at most what the PNG reader reads back, and positions far
/// outside it are clamped, never converted to an integer that traps.
@Suite struct RenderLimitTests {
    @Test func canvasesStayWithinWhatThePNGReaderReads() {
        #expect(Canvas(width: 1_000_000, height: 10).width == PNG.maximumSide)
        let tall = Canvas(width: 10_000, height: 1_000_000)
        #expect(tall.height <= PNG.maximumSide && tall.width * tall.height <= PNG.maximumPixels)
        #expect(Canvas(width: -5, height: 3).width == 0)
        #expect(Canvas.coordinate(2.5) == 3 && Canvas.coordinate(-2.5) == -3 && Canvas.coordinate(17.2) == 17)
        #expect(Canvas.coordinate(.infinity) == Canvas.coordinateLimit && Canvas.coordinate(-1e300) == -Canvas.coordinateLimit)
        #expect(Canvas.coordinate(.nan) == 0)
    }

    @Test func aLayoutFarLargerThanAnyPictureIsDrawnCut() {
        // The DSL takes any number: a 1e300-point tall image made the renderer trap converting its frame to pixels (and
        // a million points asked for gigabytes). Now the picture is the screen's width, cut at the tallest canvas.
        let screen = Screen("huge") {
            vstack {
                text("Hello", style: .title1); image("poster", width: 100, height: 1e300)
            }
        }
        let solved = RenderResources.solve(screen, width: 393)
        let canvas = LayoutRenderer(resources: RenderResources.resources).render(solved, scale: 1)
        #expect(canvas.width == 393)
        #expect(canvas.height == PNG.maximumSide)
        // The title is still drawn: ink in the first rows (below the safe area).
        let ink = (0..<200).reduce(0) { sum, y in sum + (0..<393).filter { Int(canvas.pixel(x: $0, y: y).red) < 100 }.count }
        #expect(ink > 50)
    }
}
