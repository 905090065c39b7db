import TypeRampCore

/// Everything about how a string is set, resolved to a font and a size in points (the text engine
/// knows nothing of content-size categories).
public struct TextAttributes: Hashable, Sendable {
    /// The fonts, primary first.
    public var cascade: FontCascade
    /// The font size in points.
    public var size: Points
    /// The weight; sets the `wght` axis of variable faces (static faces are used as they are).
    public var weight: FontWeight
    /// Extra space after every grapheme cluster, in points (CoreText's `kCTKernAttributeName`); may be negative.
    public var tracking: Points
    /// A fixed line height in points (the style's leading); nil for the font's own.
    public var lineHeight: Points?
    /// Multiplies the line height (`NSParagraphStyle.lineHeightMultiple`); 1 leaves it unchanged.
    public var lineHeightMultiple: Double
    /// OpenType features on top of HarfBuzz's defaults (`kern` and `liga` are on by default), e.g. `tnum`.
    public var features: [FontFeature]
    /// The text's language (BCP 47, e.g. `en`, `th`, `ja`): chooses line-breaking tailoring and shaping language.
    public var locale: String
    /// Whether to set the `opsz` axis of variable faces from ``size`` (CoreText's automatic optical sizing).
    public var opticalSizing: Bool
    /// Horizontal scale of the glyphs' advances and outlines (1 = as designed; 0.9 draws 10 % narrower). Tracking is not
    /// scaled. A stand-in font uses it to take the widths of the font it stands in for: the system-font stand-in blends
    /// Inter's Text and Display designs as SF Pro's optical size moves between them (docs/text.md, "The system font").
    public var widthScale: Double
    /// Draws the glyphs slanted (about 12°, FreeType's synthetic oblique) because the family has no italic face.
    /// Widths do not change: a synthetic italic keeps the upright advances, as CoreText's does.
    public var syntheticItalic: Bool

    /// Creates attributes; only the cascade and size are required.
    public init(
        cascade: FontCascade, size: Points, weight: FontWeight = .regular, tracking: Points = 0,
        lineHeight: Points? = nil, lineHeightMultiple: Double = 1, features: [FontFeature] = [],
        locale: String = "en", opticalSizing: Bool = true, widthScale: Double = 1, syntheticItalic: Bool = false
    ) {
        self.cascade = cascade
        self.size = size
        self.weight = weight
        self.tracking = tracking
        self.lineHeight = lineHeight
        self.lineHeightMultiple = lineHeightMultiple
        self.features = features
        self.locale = locale
        self.opticalSizing = opticalSizing
        self.widthScale = widthScale
        self.syntheticItalic = syntheticItalic
    }
}

/// How text that does not fit is wrapped or cut (`NSLineBreakMode`).
public enum LineBreakMode: String, CaseIterable, Sendable {
    /// Wrap at line-break opportunities (UAX #14 as ICU tailors it for the locale); a word wider than
    /// the line breaks between grapheme clusters. Lines past the limit are dropped without an ellipsis.
    case wordWrap
    /// Wrap at any grapheme-cluster boundary, ignoring word boundaries (hard line breaks still apply).
    case charWrap
    /// Wrap like ``wordWrap``; the last visible line ends in "…" when text remains.
    case truncatingTail
    /// One line; the start is replaced by "…" when it does not fit.
    case truncatingHead
    /// One line; the middle is replaced by "…" when it does not fit.
    case truncatingMiddle
    /// Wrap at line-break opportunities; a word wider than the line is not broken but cut at the edge.
    case clip
}
