import TypeRampCore

/// Scales values and font sizes with the user's content-size category, as `UIFontMetrics` does
/// (and SwiftUI's `@ScaledMetric(relativeTo:)` and `Font.custom(_:size:relativeTo:)`, which follow it).
///
/// UIKit does not scale by the ratio of the text style's point sizes. It scales by the ratio of the style's
/// CoreText line spacing at the category to the same at `.large`, and rounds: ``scaledValue(for:in:displayScale:)``
/// to the display's pixel grid, ``scaledFontSize(for:maximumPointSize:in:)`` to whole points before clamping.
public struct FontMetrics: Sendable {
    /// The text style whose curve this instance follows.
    public let textStyle: TextStyle
    /// The table of line spacings (or calibrated ratios) used.
    public let table: ScalingTable

    /// Metrics for `textStyle` (`UIFontMetrics(forTextStyle:)`), using UIKit's line-spacing table unless told otherwise.
    public init(textStyle: TextStyle, table: ScalingTable = .lineSpacing) {
        self.textStyle = textStyle
        self.table = table
    }

    /// `UIFontMetrics.default`: the body style.
    public static let `default` = FontMetrics(textStyle: .body)

    /// The unrounded multiplier at `category` (1 at `.large`).
    public func multiplier(in category: ContentSizeCategory) -> Double {
        table.multiplier(textStyle, category)
    }

    /// `scaledValue(for:compatibleWith:)`: `value` points (a height, a padding, an icon size at the default
    /// category) scaled to `category` and rounded half away from zero to the pixel grid of `displayScale`
    /// (3 on current iPhones, 2 on iPhone SE and most iPads, 1 to see the raw curve rounded to points).
    ///
    /// The order of operations is UIKit's: multiply by the line spacing at the category, divide by the line
    /// spacing at `.large`, multiply by the display scale, round, divide by the display scale. It matters at
    /// exact half pixels (footnote at AX2 lands on k + 0.5 px for 11, 13, 15, 17 pt and rounds up).
    public func scaledValue(for value: Points, in category: ContentSizeCategory, displayScale: Double = 3) -> Points {
        let scale = displayScale > 0 ? displayScale : 3
        let x = (value * table.numerator(textStyle, category)) / table.denominator(textStyle)
        return (x * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    /// `scaledFont(for:maximumPointSize:compatibleWith:)`'s point size: `size` scaled to `category`, rounded half
    /// away from zero to whole points, then limited to `maximumPointSize` (0 or less means no maximum).
    public func scaledFontSize(for size: Points, maximumPointSize: Points = 0, in category: ContentSizeCategory) -> Points {
        let scaled = ((size * table.numerator(textStyle, category)) / table.denominator(textStyle)).rounded(.toNearestOrAwayFromZero)
        return maximumPointSize > 0 ? min(scaled, maximumPointSize) : scaled
    }
}
