import TypeRampCore

extension PlatformTable {
    /// How many times its size at Large `style` is drawn at `category`: the point size at `category` over the point size
    /// at `.large`, both from this table (a ratio, 1 at Large). iOS body: 53 pt ÷ 17 pt = 3.118 at AX5. Nil on a
    /// platform without categories, or when the table lacks either cell.
    ///
    /// This is how far text set in the style grows with the user's text size, the figure Apple's Larger Text label is
    /// judged by (text that reaches twice its default size).
    public func growth(of style: TextStyle, at category: ContentSizeCategory) -> Double? {
        guard !categories.isEmpty, let size = metrics(style, category)?.size, let base = metrics(style, .large)?.size, base > 0 else { return nil }
        return size / base
    }

    /// The smallest category from Large up at which `style` is drawn at least `ratio` times its size at Large, or nil when
    /// none reaches it (nor on a platform without categories). iOS body reaches 2 at accessibilityExtraLarge (AX3: 40 pt,
    /// 2.35) and not at accessibilityLarge (AX2: 33 pt, 1.94); largeTitle never does (60 pt at AX5, 1.76). Ratios are
    /// compared with a tolerance of 10⁻⁹, so title2's 44 ÷ 22 counts as 2.
    public func firstCategory(of style: TextStyle, reaching ratio: Double) -> ContentSizeCategory? {
        categories.first { $0 >= .large && (growth(of: style, at: $0) ?? 0) >= ratio - 1e-9 }
    }
}
