import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics
import TypeRampTestSupport
import TypeRampText

/// The system-font stand-in: Inter's Text design at text sizes, its Display design at display sizes and a blend between,
/// as SF Pro's optical size moves from Text to Display between 17 and 28 pt ("The details of UI typography", WWDC 2020);
/// italic faces for italic styles, a synthetic slant only for families without one.
@Suite struct SystemFontTests {
    let fonts = TestResources.system.fonts

    func sampleWidth(_ size: Points, weight: FontWeight = .regular, italic: Bool = false) -> Double {
        let system = fonts.systemFont(size: size, weight: weight, italic: italic)
        var attributes = TextAttributes(cascade: system.cascade, size: size, weight: weight)
        attributes.widthScale = system.widthScale
        return TestResources.engine.measure("What's a gigawatt? Settings and notifications", attributes: attributes, glyphRuns: false).size.width
    }

    @Test func theDesignFollowsTheOpticalSize() {
        for size in [11.0, 14, 17] {
            let system = fonts.systemFont(size: size, weight: .regular, italic: false)
            #expect(system.cascade.faces[0].familyName == "Inter" && system.widthScale == 1, "\(size) pt is SF Pro Text")
        }
        for size in [28.0, 34, 53] {
            let system = fonts.systemFont(size: size, weight: .bold, italic: false)
            #expect(system.cascade.faces[0].familyName == "Inter Display" && system.widthScale == 1, "\(size) pt is SF Pro Display")
        }
    }

    /// Between 17 and 28 pt the width per point of size falls steadily from the Text design's to the Display design's.
    /// Where the stand-in changes design (22.5 pt) the width scale makes up the designs' difference as measured on a
    /// sample text; a string whose own ratio differs from the sample's steps by that difference, about 1 % (the designs
    /// differ by 10 %: without the scale the step would be 5 %).
    @Test func widthsMoveSmoothlyFromTextToDisplay() {
        let perPoint = stride(from: 17.0, through: 28.0, by: 0.25).map { sampleWidth($0) / $0 }
        for (a, b) in zip(perPoint, perPoint.dropFirst()) {
            #expect(b < a, "narrower per point as the size grows")
            #expect((a - b) / a < 0.02, "no step of more than 2 %")
        }
        // The Display design is narrower than the Text design by several percent (SF Pro's is too: 10–12 % on the iOS
        // reference views, Tests/Fixtures/ios-layout).
        #expect(perPoint.last! / perPoint.first! < 0.95)
        #expect(perPoint.last! / perPoint.first! > 0.85)
    }

    @Test func italicStylesUseItalicFaces() throws {
        let resolved = TestResources.system.resolve(.textStyle(.body, emphasized: false).italic, category: .large, boldText: false, locale: "en")
        #expect(resolved.attributes.cascade.faces[0].isItalic)
        #expect(!resolved.attributes.syntheticItalic)
        let large = TestResources.system.resolve(
            .textStyle(.largeTitle, emphasized: true).italic, category: .accessibilityExtraExtraExtraLarge, boldText: false, locale: "en")
        #expect(large.attributes.cascade.faces[0].isItalic && large.attributes.cascade.faces[0].familyName == "Inter Display")
        let upright = TestResources.system.resolve(.textStyle(.body, emphasized: false), category: .large, boldText: false, locale: "en")
        #expect(!upright.attributes.cascade.faces[0].isItalic)
    }

    /// The example ramp's family (Acme Sans) has upright faces only: its italic is the upright face slanted, and the
    /// slant changes no width.
    @Test func aFamilyWithoutItalicsIsSlanted() throws {
        let acme = TestResources.acme
        #expect(!acme.fonts.hasItalic(family: "Acme Sans"))
        let upright = acme.resolve(.ramp("body"), category: .large, boldText: false, locale: "en")
        let italic = acme.resolve(StyleReference.ramp("body").italic, category: .large, boldText: false, locale: "en")
        #expect(italic.attributes.syntheticItalic && !upright.attributes.syntheticItalic)
        #expect(italic.attributes.cascade.faces[0] == upright.attributes.cascade.faces[0])
        let a = TestResources.engine.measure("Slanted, not wider", attributes: upright.attributes).size
        let b = TestResources.engine.measure("Slanted, not wider", attributes: italic.attributes).size
        #expect(a == b)
    }

    /// The rasterizer draws what the attributes say: a synthetic italic leans right (ink higher up sits further right),
    /// and a width scale of 0.8 draws a glyph about 80 % as wide.
    @Test func glyphsAreDrawnSlantedAndScaled() throws {
        let face = try TestResources.library.face(family: "Inter")
        func mask(_ glyph: String = "l", _ configure: (inout TextAttributes) -> Void) throws -> GlyphMask {
            var attributes = TextAttributes(cascade: FontCascade(face), size: 40)
            configure(&attributes)
            let run = try #require(TestResources.engine.measure(glyph, attributes: attributes).lines.first?.runs.first)
            return try #require(GlyphRasterizer().mask(for: run.glyphs[0], in: run, pixelsPerPoint: 1, subpixelX: 0))
        }
        func inkCentre(_ m: GlyphMask, row: Int) -> Double {
            let values = (0..<m.width).map { Double(m.coverage[row * m.width + $0]) }
            return zip(0..., values).reduce(0) { $0 + Double($1.0) * $1.1 } / max(1, values.reduce(0, +))
        }
        let upright = try mask { _ in }
        let slanted = try mask { $0.syntheticItalic = true }
        let leanUpright = inkCentre(upright, row: 2) - inkCentre(upright, row: upright.height - 3)
        let lean = inkCentre(slanted, row: 2) - inkCentre(slanted, row: slanted.height - 3)
        #expect(abs(leanUpright) < 1)
        // 12° over the stem's height: tan 12° ≈ 0.21.
        #expect(abs(lean / Double(slanted.height - 5) - 0.2126) < 0.03, "lean \(lean) px over \(slanted.height) px")
        let wide = try mask("W") { _ in }
        let narrow = try mask("W") { $0.widthScale = 0.8 }
        #expect(abs(Double(narrow.width) / Double(wide.width) - 0.8) < 0.05, "\(narrow.width) of \(wide.width) px")
    }
}
