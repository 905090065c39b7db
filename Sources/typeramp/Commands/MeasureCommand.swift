import ArgumentParser
import Foundation
import TypeRampCore
import TypeRampText

/// `typeramp measure`: the size of text set in a font at a width, as TextKit would lay it out.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Measure text: lines, width and height in points, truncation and missing glyphs.",
        discussion: """
            One string: typeramp measure "Hello" --font Inter --size 17 --width 120 --lines 2 --mode truncatingTail
            Batch (the fast path): typeramp measure --batch cases.jsonl (or - for stdin), one JSON object a line:
              {"id", "font", "size", "text", "width", "maxLines", "lineHeight", "mode", "locale", "weight", "tracking"}
            (id, font, size and text required; font is a path, a family, or a list of them as a cascade; width null =
            unbounded; maxLines 0 = unlimited). Writes one line per case, in order:
              {"id", "lines", "width", "height", "truncated", "lineTexts", "missingGlyphs"}, or {"id", "error"}.
            Every case is written; the exit status is 1 when any case has an error (as a linter's).
            """
    )

    @Argument(help: "The text to measure (omit with --batch).")
    var text: String?

    @Option(help: "A font file or family name; repeat for a fallback cascade (one font gets the bundled Noto fallbacks).")
    var font: [String] = []

    @Option(help: "Font size in points.")
    var size: Double?

    @Option(help: "Available width in points (default: unbounded).")
    var width: Double?

    @Option(help: "Line limit (0 = unlimited).")
    var lines: Int = 0

    @Option(help: "Fixed line height in points (default: the font's).")
    var lineHeight: Double?

    @Option(help: "wordWrap, charWrap, truncatingTail, truncatingHead, truncatingMiddle or clip.")
    var mode: LineBreakMode = .wordWrap

    @Option(help: "Language of the text (BCP 47), for line breaking and shaping.")
    var locale: String = "en"

    @Option(help: "Weight name or number (sets wght on variable fonts, picks the face of a family).")
    var weight: String = "regular"

    @Option(help: "Tracking in points after every character.")
    var tracking: Double = 0

    @Option(name: .customLong("feature"), help: "An OpenType feature such as tnum or -liga (repeatable).")
    var features: [String] = []

    @Option(help: "Shrink to fit one line down to this factor (adjustsFontSizeToFitWidth).")
    var minimumScaleFactor: Double = 1

    @Option(help: "text or json.")
    var format: MeasureFormat = .text

    @Option(help: "Read cases from a JSON Lines file (- for stdin).")
    var batch: String?

    @Option(help: "Batch: measure every case N times after reading them and write the last pass.")
    var passes: Int = 1

    @Flag(help: "Batch: empty every cache before each pass.")
    var cold = false

    @Option(help: "Batch: measure on this many threads.")
    var threads: Int = 1

    @Flag(help: "Batch: print the measuring time, rate and peak memory to standard error.")
    var timing = false

    @OptionGroup var fonts: FontOptions

    enum MeasureFormat: String, ExpressibleByArgument { case text, json }

    func validate() throws {
        if batch == nil {
            guard text != nil else { throw ValidationError("give TEXT to measure, or --batch FILE") }
            guard !font.isEmpty else { throw ValidationError("--font is required (a font file or family name)") }
            guard let size else { throw ValidationError("--size is required (points)") }
            guard size.isFinite, size > 0 else { throw ValidationError("--size must be a positive number of points, found \(formatDecimal(size))") }
            if let width, !(width.isFinite && width >= 0) {
                throw ValidationError("--width must be a number of points ≥ 0, found \(formatDecimal(width))")
            }
            if let lineHeight, !(lineHeight.isFinite && lineHeight > 0) { throw ValidationError("--line-height must be a positive number of points") }
        } else if text != nil {
            throw ValidationError("give TEXT or --batch, not both")
        }
        guard lines >= 0 else { throw ValidationError("--lines must be 0 (unlimited) or more") }
        guard passes >= 1 else { throw ValidationError("--passes must be 1 or more") }
        guard threads >= 1 else { throw ValidationError("--threads must be 1 or more") }
        guard minimumScaleFactor.isFinite, minimumScaleFactor > 0, minimumScaleFactor <= 1 else {
            throw ValidationError("--minimum-scale-factor must be in (0, 1]")
        }
        guard tracking.isFinite, abs(tracking) <= 1_000 else { throw ValidationError("--tracking must be a number of points from -1000 to 1000") }
        guard isLanguageTag(locale) else {
            throw ValidationError(
                "--locale '\(locale.excerpt(40).escapingControlCharacters)' is not a language tag (BCP 47, e.g. en, de-CH, zh-Hant)")
        }
        guard FontWeight(parsing: weight) != nil else { throw ValidationError("unknown weight '\(weight)'") }
        for feature in features where FontFeature(parsing: feature) == nil {
            throw ValidationError("bad OpenType feature '\(feature)' (expected e.g. tnum, -liga, ss01=2)")
        }
    }

    func run() throws {
        try reportingErrors {
            let library = try fonts.library()
            let engine = TextEngine()
            if let batch { return try runBatch(batch, library: library, engine: engine) }
            let fontWeight = FontWeight(parsing: weight)!
            var cascade = try library.cascade(font, weight: fontWeight)
            if fonts.systemFonts { cascade = SystemFallbacks(library: library).extend(cascade, for: text!) }
            let attributes = TextAttributes(
                cascade: cascade, size: size!, weight: fontWeight, tracking: tracking,
                lineHeight: lineHeight, features: features.compactMap(FontFeature.init(parsing:)), locale: locale)
            let result = engine.measure(
                text!, attributes: attributes, width: width.map { .definite($0) } ?? .maxContent,
                maxLines: lines, mode: mode, minimumScaleFactor: minimumScaleFactor, glyphRuns: false)
            writeStdout(format == .json ? MeasureCommand.json(result).serialized() + "\n" : MeasureCommand.text(result))
        }
    }

    // MARK: - Output

    static func json(_ m: TextMeasurement) -> JSONValue {
        .object([
            ("lines", .integer(m.lines.count)),
            ("width", .number(m.size.width)),
            ("height", .number(m.size.height)),
            ("lineHeight", .number(m.lineHeight)),
            ("firstBaseline", .number(m.firstBaseline)),
            ("truncated", .bool(m.truncated)),
            ("totalLineCount", .integer(m.totalLineCount)),
            ("missingGlyphs", .integer(m.missingGlyphs)),
            ("scaleFactor", .number(m.scaleFactor, digits: 4)),
            ("lineTexts", .array(m.lines.map { .string($0.text) })),
            ("lineWidths", .array(m.lines.map { .number($0.width) })),
        ])
    }

    static func text(_ m: TextMeasurement) -> String {
        var out = "size: \(formatDecimal(m.size.width)) × \(formatDecimal(m.size.height)) pt\n"
        out += "lines: \(m.lines.count)"
        if m.totalLineCount != m.lines.count { out += " of \(m.totalLineCount)" }
        out += "\nline height: \(formatDecimal(m.lineHeight)) pt, first baseline \(formatDecimal(m.firstBaseline)) pt\n"
        out += "truncated: \(m.truncated ? "yes" : "no")\n"
        if m.missingGlyphs > 0 { out += "missing glyphs: \(m.missingGlyphs)\n" }
        if m.scaleFactor != 1 { out += "scale factor: \(formatDecimal(m.scaleFactor, maximumFractionDigits: 4))\n" }
        for (i, line) in m.lines.enumerated() {
            // The line's control characters are escaped: none reaches the terminal.
            out += "\(i + 1)\t\(formatFixed(line.width, fractionDigits: 3))\t\(line.text.escapingControlCharacters)\n"
        }
        return out
    }
}
