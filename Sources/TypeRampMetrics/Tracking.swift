import TypeRampCore

/// Apple's tracking (letter-spacing) table for a system font: tracking by point size.
///
/// Values are kept in 1/1000 em as the HIG publishes them; points are derived as `size × value / 1000`.
/// Between published sizes the 1/1000 em value is interpolated linearly; below the smallest and above the
/// largest published size the nearest value is used (TypeRamp's choice, documented in docs/metrics.md).
public struct Tracking: Sendable {
    /// The font the table is for (`SF Pro`, `SF Compact`, `New York` …).
    public let font: String
    /// (point size, tracking in 1/1000 em), ascending by size.
    public let entries: [(size: Points, thousandthsOfEm: Double)]

    /// SF Pro, the system font of iOS, iPadOS, macOS and tvOS.
    public static let systemFont = Tracking(font: "SF Pro")
    /// SF Compact, the system font of watchOS.
    public static let compactSystemFont = Tracking(font: "SF Compact")

    /// The table for `font` as published (empty when unknown).
    public init(font: String) {
        self.font = font
        entries = rawTracking.filter { $0.font == font }.map { ($0.size, $0.thousandthsOfEm) }.sorted { $0.size < $1.size }
    }

    /// The fonts with a published tracking table.
    public static var fonts: [String] {
        var names: [String] = []
        for row in rawTracking where !names.contains(row.font) { names.append(row.font) }
        return names
    }

    /// Tracking in 1/1000 em at `size` points.
    public func thousandthsOfEm(atSize size: Points) -> Double {
        guard let first = entries.first, let last = entries.last else { return 0 }
        if size <= first.size { return first.thousandthsOfEm }
        if size >= last.size { return last.thousandthsOfEm }
        for (lower, upper) in zip(entries, entries.dropFirst()) where size <= upper.size {
            if size == upper.size { return upper.thousandthsOfEm }
            let t = (size - lower.size) / (upper.size - lower.size)
            return lower.thousandthsOfEm + t * (upper.thousandthsOfEm - lower.thousandthsOfEm)
        }
        return last.thousandthsOfEm
    }

    /// Tracking in points at `size` points.
    public func tracking(atSize size: Points) -> Points {
        size * thousandthsOfEm(atSize: size) / 1000
    }
}
