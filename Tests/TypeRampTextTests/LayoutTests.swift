import Foundation
import Testing
import TypeRampCore

@testable import TypeRampText

/// Wrapping, truncation, line height and fallback behaviour.
@Suite struct LayoutTests {
    let engine = TextEngine()

    func attributes(
        _ size: Points = 17, tracking: Points = 0, lineHeight: Points? = nil, multiple: Double = 1,
        features: [FontFeature] = [], locale: String = "en"
    ) throws -> TextAttributes {
        TextAttributes(
            cascade: try Fixtures.library.cascade(["Inter"]), size: size, tracking: tracking,
            lineHeight: lineHeight, lineHeightMultiple: multiple, features: features, locale: locale)
    }

    func width(_ text: String, _ a: TextAttributes) -> Points { engine.measure(text, attributes: a).size.width }

    @Test func trailingSpacesHangAndExactFitsFit() throws {
        let a = try attributes()
        let hello = width("Hello", a), helloWorld = width("Hello world", a)
        #expect(width("Hello   ", a) == hello)
        let exact = engine.measure("Hello world", attributes: a, width: .definite(helloWorld))
        #expect(exact.lines.count == 1)
        let short = engine.measure("Hello world", attributes: a, width: .definite(helloWorld - 0.01))
        #expect(short.lines.map(\.text) == ["Hello", "world"])
        #expect(short.lines[0].sourceRange == 0..<6, "the hanging space belongs to the first line")
        #expect(abs(short.size.width - max(hello, width("world", a))) < 1e-9)
        #expect(short.size.height == 2 * short.lineHeight)
        #expect(short.lines[1].baseline == short.lines[0].baseline + short.lineHeight)
    }

    @Test func longWordsBreakAtGraphemesAndCharWrapBreaksAnywhere() throws {
        let a = try attributes()
        let word = "Geräteverwaltungsprofil"
        let wrapped = engine.measure(word, attributes: a, width: .definite(60))
        #expect(wrapped.lines.count > 1)
        #expect(wrapped.lines.map(\.text).joined() == word)
        #expect(wrapped.lines.allSatisfy { $0.width <= 60.001 })
        // Combining marks stay with their base.
        let decomposed = "Ge\u{0301}ne\u{0301}ralite\u{0301}s"
        let narrow = engine.measure(decomposed, attributes: a, width: .definite(8))
        #expect(narrow.lines.allSatisfy { !($0.text.unicodeScalars.first?.properties.isGraphemeExtend ?? false) })
        // charWrap fills the first line past the word boundary.
        let text = "Tap here to continue"
        let available = width("Tap here to co", a)
        let words = engine.measure(text, attributes: a, width: .definite(available))
        let chars = engine.measure(text, attributes: a, width: .definite(available), mode: .charWrap)
        #expect(words.lines[0].text == "Tap here to")
        #expect(chars.lines[0].text.count > words.lines[0].text.count)
        #expect(chars.lines.map(\.text).joined(separator: "").replacingOccurrences(of: " ", with: "") == text.replacingOccurrences(of: " ", with: ""))
    }

    @Test func hardBreaksAndIntrinsicWidths() throws {
        let a = try attributes()
        let m = engine.measure("One\nTwo three\n", attributes: a)
        #expect(m.lines.map(\.text) == ["One", "Two three", ""], "a trailing newline opens an empty line")
        let indented = engine.measure("abc\n  def", attributes: a)
        #expect(indented.lines.map(\.text) == ["abc", "  def"], "leading spaces of a paragraph stay with it")
        #expect(indented.lines.map(\.sourceRange) == [0..<4, 4..<9])
        let minimum = engine.measure("Tap here to continue", attributes: a, width: .minContent)
        #expect(minimum.lines.map(\.text) == ["Tap", "here", "to", "continue"])
        #expect(minimum.size.width == width("continue", a))
        let minimumChars = engine.measure("Tap here", attributes: a, width: .minContent, mode: .charWrap)
        #expect(minimumChars.lines.map(\.text) == ["T", "a", "p", "h", "e", "r", "e"], "charWrap's min-content is one cluster a line")
        let maximum = engine.measure("Tap here to continue", attributes: a, width: .maxContent)
        #expect(maximum.lines.count == 1)
    }

    @Test func truncationModes() throws {
        let a = try attributes()
        let text = "Are you sure you want to sign out of your account on this device?"
        let tail = engine.measure(text, attributes: a, width: .definite(120), maxLines: 2, mode: .truncatingTail)
        #expect(tail.lines.count == 2 && tail.truncated)
        #expect(tail.lines[1].text.hasSuffix("…"))
        #expect(tail.lines.allSatisfy { $0.width <= 120.001 })
        #expect(tail.totalLineCount > 2)
        let head = engine.measure(text, attributes: a, width: .definite(120), mode: .truncatingHead)
        #expect(head.lines.count == 1 && head.truncated && head.lines[0].text.hasPrefix("…"))
        #expect(head.lines[0].text.hasSuffix("device?"))
        #expect(head.lines[0].width <= 120.001)
        let middle = engine.measure(text, attributes: a, width: .definite(120), mode: .truncatingMiddle)
        #expect(middle.lines.count == 1 && middle.truncated)
        #expect(middle.lines[0].text.hasPrefix("Are") && middle.lines[0].text.hasSuffix("evice?") && middle.lines[0].text.contains("…"))
        #expect(middle.lines[0].width <= 120.001)
        let clip = engine.measure("Supercalifragilisticexpialidocious", attributes: a, width: .definite(60), mode: .clip)
        #expect(clip.lines.count == 1 && clip.truncated && clip.lines[0].width <= 60.001)
        #expect("Supercalifragilisticexpialidocious".hasPrefix(clip.lines[0].text))
        let dropped = engine.measure(text, attributes: a, width: .definite(120), maxLines: 2)
        #expect(dropped.truncated && dropped.lines.count == 2 && !dropped.lines[1].text.hasSuffix("…"))
        let fits = engine.measure("Short", attributes: a, width: .definite(120), maxLines: 1, mode: .truncatingTail)
        #expect(!fits.truncated && fits.lines.map(\.text) == ["Short"])
        let paragraphs = engine.measure("Line one\nLine two", attributes: a, width: .definite(200), maxLines: 1, mode: .truncatingTail)
        #expect(paragraphs.lines.map(\.text) == ["Line one…"] && paragraphs.truncated)
    }

    @Test func lineHeightStyleAndMultiple() throws {
        let natural = engine.measure("Hello\nworld", attributes: try attributes())
        let fixed = engine.measure("Hello\nworld", attributes: try attributes(lineHeight: 30))
        #expect(fixed.lineHeight == 30 && fixed.size.height == 60)
        let multiple = engine.measure("Hello\nworld", attributes: try attributes(multiple: 1.5))
        #expect(abs(multiple.lineHeight - natural.lineHeight * 1.5) < 1e-9)
        // Extra height goes above the text: the baseline moves down by the extra.
        #expect(abs((multiple.firstBaseline - natural.firstBaseline) - (multiple.lineHeight - natural.lineHeight)) < 1e-9)
    }

    @Test func minimumScaleFactorShrinksToFit() throws {
        let a = try attributes()
        let text = "Downloading update… 24 MB of 180 MB"
        let full = width(text, a)
        let shrunk = engine.measure(
            text, attributes: a, width: .definite(full * 0.8), maxLines: 1, mode: .truncatingTail,
            minimumScaleFactor: 0.5)
        #expect(abs(shrunk.scaleFactor - 0.8) < 0.001)
        #expect(!shrunk.truncated && shrunk.size.width <= full * 0.8 + 0.001)
        let limited = engine.measure(
            text, attributes: a, width: .definite(full * 0.5), maxLines: 1, mode: .truncatingTail,
            minimumScaleFactor: 0.9)
        #expect(limited.scaleFactor == 0.9 && limited.truncated)
        #expect(engine.measure(text, attributes: a, width: .definite(full + 1), maxLines: 1, minimumScaleFactor: 0.5).scaleFactor == 1)
    }

    @Test func trackingAndFeatures() throws {
        let plain = width("Settings", try attributes())
        let tracked = width("Settings", try attributes(tracking: 0.5))
        #expect(abs(tracked - plain - 8 * 0.5) < 1e-9)
        let proportional = width("1111", try attributes())
        let tabular = width("1111", try attributes(features: [FontFeature(OpenTypeTag("tnum")!)]))
        #expect(tabular != proportional, "tnum changes Inter's digit 1")
    }

    @Test func fallbackAndMissingGlyphs() throws {
        let interOnly = TextAttributes(cascade: FontCascade(try Fixtures.font("Inter/Inter-Regular.otf")), size: 17)
        let mixed = "Hello مرحبا שלום नमस्ते สวัสดี"
        #expect(engine.measure(mixed, attributes: interOnly).missingGlyphs > 10)
        let full = engine.measure(mixed, attributes: try attributes(), glyphRuns: true)
        #expect(full.missingGlyphs == 0)
        let faces = Set(full.lines[0].runs.map(\.face.familyName))
        #expect(faces == ["Inter", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari", "Noto Sans Thai"])
        #expect(full.lines[0].runs.contains { $0.isRightToLeft })
        let cjk = engine.measure("設定 😀", attributes: try attributes())
        #expect(cjk.missingGlyphs == 3, "two ideographs and an emoji, counted, not dropped")
        #expect(cjk.lines.map(\.text) == ["設定 😀"] && cjk.size.width > 0)
    }

    @Test func visualOrderOfMixedDirectionRuns() throws {
        let m = engine.measure("abc שלום def", attributes: try attributes(), glyphRuns: true)
        let runs = m.lines[0].runs
        // "abc " Inter, "שלום" Hebrew (RTL), " " kept in the Hebrew face (level 0), "def" Inter.
        #expect(runs.map(\.isRightToLeft) == [false, true, false, false])
        #expect(runs.map(\.face.familyName) == ["Inter", "Noto Sans Hebrew", "Noto Sans Hebrew", "Inter"])
        let xs = runs.flatMap(\.positions).map(\.x)
        #expect(xs == xs.sorted(), "positions increase left to right across runs")
        let rtl = engine.measure("שלום abc", attributes: try attributes(), glyphRuns: true)
        #expect(rtl.lines[0].runs.first?.face.familyName == "Inter", "in an RTL paragraph the Latin run is drawn first (leftmost)")
    }

    @Test func shapesOnceAcrossTwelveSizes() throws {
        let engine = TextEngine()
        let a = try attributes()
        let text = "Turn on notifications to get updates about your orders."
        let base = engine.measure(text, attributes: a, glyphRuns: false).size.width
        let shapedAfterFirst = engine.cacheStatistics.shapedRuns
        for size in [14.0, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53] {
            var sized = a
            sized.size = size
            let w = engine.measure(text, attributes: sized, width: .definite(200), glyphRuns: false)
            #expect(w.lines.count >= 1)
            #expect(abs(engine.measure(text, attributes: sized, glyphRuns: false).size.width - base * size / 17) < 1e-9)
        }
        #expect(engine.cacheStatistics.shapedRuns == shapedAfterFirst)
        #expect(engine.cacheStatistics.analyses == 1)
        engine.clearCaches()
        #expect(engine.cacheStatistics.shapedRuns == 0 && engine.cacheStatistics.analyses == 0)
    }

    @Test func cacheStaysBounded() throws {
        let engine = TextEngine(cacheCapacity: 64 << 10)
        let a = try attributes()
        for i in 0..<2000 { _ = engine.measure("Label number \(i) of many", attributes: a, glyphRuns: false) }
        #expect(engine.cacheStatistics.bytes <= 64 << 10)
    }

    @Test func deterministicAndThreadSafe() async throws {
        let a = try attributes()
        let texts = (0..<200).map { "Item \($0): Storage almost full. Delete photos or videos to free up space." }
        let serial = texts.map { TextEngine().measure($0, attributes: a, width: .definite(150)) }
        let shared = TextEngine(cacheCapacity: 256 << 10)
        let parallel = await withTaskGroup(of: (Int, TextMeasurement).self) { group in
            for (i, text) in texts.enumerated() {
                group.addTask { (i, shared.measure(text, attributes: a, width: .definite(150))) }
            }
            var out = [TextMeasurement?](repeating: nil, count: texts.count)
            for await (i, m) in group { out[i] = m }
            return out.map { $0! }
        }
        #expect(parallel == serial)
    }

    @Test func badNumbersNeverCrash() throws {
        var a = try attributes()
        a.size = .nan
        #expect(engine.measure("Hello", attributes: a).size.width == 0)
        a.size = -4
        #expect(engine.measure("Hello", attributes: a).size == Size(width: 0, height: 0 * 1))
        let b = try attributes()
        // A NaN or negative width is taken as 0: every grapheme on its own line, nothing dropped.
        let zero = engine.measure("Hello world", attributes: b, width: .definite(0))
        #expect(zero.lines.map(\.text).joined() == "Helloworld")
        #expect(engine.measure("Hello world", attributes: b, width: .definite(.nan)) == zero)
        #expect(engine.measure("Hello world", attributes: b, width: .definite(-10)) == zero)
        #expect(engine.measure("", attributes: b).lines.isEmpty)
        var empty = b
        empty.cascade.faces = []
        let none = engine.measure("Hello", attributes: empty)
        #expect(none.missingGlyphs == 5 && none.lines.count == 1)
    }

    @Test func thaiBreaksWithTheDictionary() throws {
        let offsets = engine.breakOpportunities("การตั้งค่าทั่วไป", locale: "th")
        #expect(offsets.count >= 2 && offsets.last == "การตั้งค่าทั่วไป".utf16.count)
        let m = engine.measure("เปิดการแจ้งเตือนเพื่อรับข้อมูลอัปเดต", attributes: try attributes(locale: "th"), width: .definite(120))
        #expect(m.lines.count > 1 && m.missingGlyphs == 0)
    }
}
