/// One interval of screen widths in points: a lower and an upper bound, each optional and each included or not, as
/// Swift writes ranges in a `switch UIScreen.main.bounds.width` (`..<375`, `375..<428`, `428...`) or a comparison
/// (`width < 375`).
public struct WidthInterval: Hashable, Sendable, Comparable {
    /// The least width, nil for none.
    public var lower: Double?
    /// Whether `lower` itself is in the interval (`from`) or not (`above`).
    public var lowerIncluded: Bool
    /// The greatest width, nil for none.
    public var upper: Double?
    /// Whether `upper` itself is in the interval (`through`) or not (`below`).
    public var upperIncluded: Bool

    /// Every width.
    public static let all = WidthInterval(lower: nil, lowerIncluded: true, upper: nil, upperIncluded: true)
    /// No width.
    public static let empty = WidthInterval(lower: 0, lowerIncluded: false, upper: 0, upperIncluded: false)

    /// Creates an interval.
    public init(lower: Double?, lowerIncluded: Bool = true, upper: Double?, upperIncluded: Bool = false) {
        self.lower = lower
        self.lowerIncluded = lowerIncluded
        self.upper = upper
        self.upperIncluded = upperIncluded
    }

    /// Whether `width` (points) is in the interval.
    public func contains(_ width: Double) -> Bool {
        if let lower, width < lower || (width == lower && !lowerIncluded) { return false }
        if let upper, width > upper || (width == upper && !upperIncluded) { return false }
        return true
    }

    /// Whether no width is in it.
    public var isEmpty: Bool {
        guard let lower, let upper else { return false }
        return lower > upper || (lower == upper && !(lowerIncluded && upperIncluded))
    }

    /// Whether it has no bound.
    public var isAll: Bool { lower == nil && upper == nil }

    /// The widths in both.
    public func intersection(_ other: WidthInterval) -> WidthInterval {
        var r = self
        if let l = other.lower {
            if r.lower == nil || l > r.lower! {
                (r.lower, r.lowerIncluded) = (l, other.lowerIncluded)
            } else if l == r.lower! {
                r.lowerIncluded = r.lowerIncluded && other.lowerIncluded
            }
        }
        if let u = other.upper {
            if r.upper == nil || u < r.upper! {
                (r.upper, r.upperIncluded) = (u, other.upperIncluded)
            } else if u == r.upper! {
                r.upperIncluded = r.upperIncluded && other.upperIncluded
            }
        }
        return r
    }

    /// The widths in `self` and not in `other`, when that is one interval (`other` reaches past one end of `self`, or
    /// misses it); nil when it would be two.
    public func subtracting(_ other: WidthInterval) -> WidthInterval? {
        let common = intersection(other)
        if common.isEmpty { return self }
        // The part below `other` and the part above it; at most one may be non-empty.
        let below = other.lower.map { intersection(WidthInterval(lower: nil, upper: $0, upperIncluded: !other.lowerIncluded)) } ?? .empty
        let above = other.upper.map { intersection(WidthInterval(lower: $0, lowerIncluded: !other.upperIncluded, upper: nil)) } ?? .empty
        switch (below.isEmpty, above.isEmpty) {
        case (true, true): return .empty
        case (false, true): return below
        case (true, false): return above
        case (false, false): return nil
        }
    }

    /// The interval as a condition on the width, for names and messages: `width < 375`, `375 <= width < 428`,
    /// `width >= 428`.
    public var conditionText: String {
        var parts: [String] = []
        if let lower { parts.append(formatDecimal(lower) + (lowerIncluded ? " <=" : " <")) }
        parts.append("width")
        if let upper { parts.append((upperIncluded ? "<= " : "< ") + formatDecimal(upper)) }
        return isAll ? "any width" : parts.joined(separator: " ")
    }

    /// Ordered by lower bound (none first), then upper bound.
    public static func < (a: WidthInterval, b: WidthInterval) -> Bool {
        func lowerKey(_ i: WidthInterval) -> (Double, Int) { (i.lower ?? -.infinity, i.lowerIncluded ? 0 : 1) }
        func upperKey(_ i: WidthInterval) -> (Double, Int) { (i.upper ?? .infinity, i.upperIncluded ? 1 : 0) }
        return lowerKey(a) != lowerKey(b) ? lowerKey(a) < lowerKey(b) : upperKey(a) < upperKey(b)
    }
}

/// The screen widths a screen holds at: a union of intervals (a variant of a view whose value the app chooses by the
/// screen's width, `switch UIScreen.main.bounds.width { case ..<375: .small … }`, exists only on screens of those
/// widths). The audit lays such a screen out only at the matrix widths inside it.
public struct ScreenWidths: Hashable, Sendable {
    /// The intervals, sorted, none empty, none overlapping or touching another.
    public private(set) var intervals: [WidthInterval]

    /// The union of `intervals`; nil when it is every width (no constraint) or no width.
    public init?(_ intervals: [WidthInterval]) {
        let normal = ScreenWidths.normalized(intervals)
        if normal.isEmpty || normal.contains(where: \.isAll) { return nil }
        self.intervals = normal
    }

    /// Whether `width` (points) is in one of the intervals.
    public func contains(_ width: Double) -> Bool { intervals.contains { $0.contains(width) } }

    /// Sorted, empty ones dropped, overlapping or touching ones merged.
    static func normalized(_ intervals: [WidthInterval]) -> [WidthInterval] {
        var out: [WidthInterval] = []
        for i in intervals.filter({ !$0.isEmpty }).sorted() {
            guard var last = out.last else {
                out.append(i)
                continue
            }
            // Touching: `..<375` and `375...` meet when one of them holds 375.
            let meets: Bool = {
                guard let lu = last.upper else { return true }
                guard let il = i.lower else { return true }
                return il < lu || (il == lu && (last.upperIncluded || i.lowerIncluded))
            }()
            if meets {
                if last.upper != nil {
                    if i.upper == nil || i.upper! > last.upper! {
                        (last.upper, last.upperIncluded) = (i.upper, i.upperIncluded)
                    } else if i.upper! == last.upper! {
                        last.upperIncluded = last.upperIncluded || i.upperIncluded
                    }
                }
                out[out.count - 1] = last
            } else {
                out.append(i)
            }
        }
        return out
    }
}
