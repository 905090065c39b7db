import TypeRampCore

/// The result of measuring a string: lines, size, and everything that went wrong as data.
public struct TextMeasurement: Hashable, Sendable {
    /// The visible lines, top to bottom.
    public var lines: [MeasuredLine]
    /// Width = widest visible line without its trailing spaces; height = lines × ``lineHeight`` (points).
    public var size: Size
    /// The height of every line in points.
    public var lineHeight: Points
    /// Distance from the top of the text box to the first line's baseline, in points (0 without lines).
    public var firstBaseline: Points
    /// Whether text was cut: lines dropped at the limit, an ellipsis inserted, or a line clipped.
    public var truncated: Bool
    /// Grapheme clusters that no face of the cascade covers (drawn as `.notdef`, never dropped).
    public var missingGlyphs: Int
    /// The factor the font size was multiplied by to fit (1 unless `minimumScaleFactor` shrank it).
    public var scaleFactor: Double
    /// The lines the text needs without a line limit (≥ `lines.count`).
    public var totalLineCount: Int

    /// Creates a measurement.
    public init(
        lines: [MeasuredLine], size: Size, lineHeight: Points, firstBaseline: Points, truncated: Bool,
        missingGlyphs: Int, scaleFactor: Double, totalLineCount: Int
    ) {
        self.lines = lines
        self.size = size
        self.lineHeight = lineHeight
        self.firstBaseline = firstBaseline
        self.truncated = truncated
        self.missingGlyphs = missingGlyphs
        self.scaleFactor = scaleFactor
        self.totalLineCount = totalLineCount
    }
}

/// One line of measured text.
public struct MeasuredLine: Hashable, Sendable {
    /// The visible text: the source text of the line without its trailing spaces and line separator,
    /// with "…" where truncated.
    public var text: String
    /// The source range the line covers, in UTF-16 offsets of the input (trailing spaces and the line
    /// separator included; for a truncated line, from its first to its last source character shown).
    public var sourceRange: Range<Int>
    /// The line's width in points without trailing spaces (with the ellipsis when truncated).
    public var width: Points
    /// The baseline's y in points from the top of the text box.
    public var baseline: Points
    /// The shaped glyphs in visual order (empty unless requested with `glyphRuns: true`).
    public var runs: [GlyphRun]

    /// Creates a line.
    public init(text: String, sourceRange: Range<Int>, width: Points, baseline: Points, runs: [GlyphRun]) {
        self.text = text
        self.sourceRange = sourceRange
        self.width = width
        self.baseline = baseline
        self.runs = runs
    }
}

/// Glyphs of one face at one size and direction, positioned for drawing.
public struct GlyphRun: Hashable, Sendable {
    /// The face (compared by identity).
    public var face: FontFace
    /// The variation axis settings the glyphs were shaped at (empty for static faces).
    public var variations: [OpenTypeTag: Double]
    /// The font size in points.
    public var size: Points
    /// Glyph ids in the face, in visual (left-to-right) order.
    public var glyphs: [UInt32]
    /// For each glyph, the pen x in points from the line's start plus the glyph's offset, and the y offset
    /// in points from the baseline (y grows downwards).
    public var positions: [Point]
    /// Whether the run is right-to-left (its glyphs are still listed left to right).
    public var isRightToLeft: Bool
    /// Horizontal scale of the outlines (``TextAttributes/widthScale``); the positions already include it.
    public var widthScale: Double
    /// Whether the outlines are slanted because the family has no italic face (``TextAttributes/syntheticItalic``).
    public var syntheticItalic: Bool

    /// Creates a run.
    public init(
        face: FontFace, variations: [OpenTypeTag: Double], size: Points, glyphs: [UInt32],
        positions: [Point], isRightToLeft: Bool, widthScale: Double = 1, syntheticItalic: Bool = false
    ) {
        self.face = face
        self.variations = variations
        self.size = size
        self.glyphs = glyphs
        self.positions = positions
        self.isRightToLeft = isRightToLeft
        self.widthScale = widthScale
        self.syntheticItalic = syntheticItalic
    }
}
