import TypeRampCore

/// Android 14's non-linear font scaling: converts text sizes in sp to dp at a user font scale.
///
/// Follows AOSP's `FontScaleConverterFactory` and `FontScaleConverterImpl` (and Jetpack Compose's copy):
/// below 1.13 scaling is linear (`dp = sp × scale`); at a published table's scale that table is used;
/// between two tables each point is interpolated linearly by the scale's position between them; above the
/// last table (2.0) scaling is linear again. Within a table, sizes interpolate linearly between the points
/// (from 0 sp → 0 dp below 8 sp), and above 100 sp the last ratio applies, which is 1: large text is not scaled.
public struct AndroidFontScaleConverter: Hashable, Sendable {
    /// Sizes in sp where the table is defined, ascending.
    public let fromSp: [Double]
    /// The dp value at each of those sizes.
    public let toDp: [Double]

    /// A converter through the given points.
    public init(fromSp: [Double], toDp: [Double]) {
        precondition(fromSp.count == toDp.count && !fromSp.isEmpty)
        self.fromSp = fromSp
        self.toDp = toDp
    }

    /// The published AOSP tables by font scale, ascending.
    public static let tables: [(scale: Double, converter: AndroidFontScaleConverter)] = {
        var scales: [Double] = []
        for row in rawAndroidFontScale where !scales.contains(row.scale) { scales.append(row.scale) }
        return scales.sorted().map { scale in
            let rows = rawAndroidFontScale.filter { $0.scale == scale }
            return (scale, AndroidFontScaleConverter(fromSp: rows.map(\.sp), toDp: rows.map(\.dp)))
        }
    }()

    /// The smallest scale at which non-linear scaling applies: the first table's scale minus 0.02 (1.13).
    public static var minimumNonLinearScale: Double { tables[0].scale - 0.02 }

    /// The converter for `fontScale`, or nil when scaling is linear (below ``minimumNonLinearScale``).
    public static func forScale(_ fontScale: Double) -> AndroidFontScaleConverter? {
        guard fontScale >= minimumNonLinearScale else { return nil }
        // Tables are keyed by (int)(scale × 100) in float arithmetic, as in Java: 1.159 finds the 1.15 table.
        let key = tableKey(fontScale)
        if let exact = tables.first(where: { tableKey($0.scale) == key }) { return exact.converter }
        let insertion = tables.firstIndex { tableKey($0.scale) > key } ?? tables.count
        let lowerIndex = insertion - 1
        guard lowerIndex >= 0, insertion < tables.count else {
            // Below the first or above the last table: linear at fontScale.
            return AndroidFontScaleConverter(fromSp: [1], toDp: [fontScale])
        }
        let lower = tables[lowerIndex], upper = tables[insertion]
        let t = constrainedMap(0, 1, lower.scale, upper.scale, fontScale)
        let points = lower.converter.fromSp
        let dps = points.map { sp in
            lerp(lower.converter.convertSpToDp(sp), upper.converter.convertSpToDp(sp), t)
        }
        return AndroidFontScaleConverter(fromSp: points, toDp: dps)
    }

    private static func tableKey(_ scale: Double) -> Int { Int(Float(scale) * Float(100)) }

    /// dp for `sp` through this table (sign preserved).
    public func convertSpToDp(_ sp: Double) -> Double {
        Self.lookupAndInterpolate(sp, from: fromSp, to: toDp)
    }

    /// sp for `dp` through this table (the inverse).
    public func convertDpToSp(_ dp: Double) -> Double {
        Self.lookupAndInterpolate(dp, from: toDp, to: fromSp)
    }

    private static func lookupAndInterpolate(_ value: Double, from source: [Double], to target: [Double]) -> Double {
        let sign: Double = value < 0 ? -1 : 1
        let magnitude = abs(value)
        if let exact = source.firstIndex(of: magnitude) { return sign * target[exact] }
        if magnitude < source[0] {
            return sign * constrainedMap(0, target[0], 0, source[0], magnitude)
        }
        if magnitude > source[source.count - 1] {
            return sign * magnitude * (target[target.count - 1] / source[source.count - 1])
        }
        let upper = source.firstIndex { $0 > magnitude }!
        return sign * constrainedMap(target[upper - 1], target[upper], source[upper - 1], source[upper], magnitude)
    }
}

/// Converts sp to dp at any font scale, linear or not (`TypedValue.applyDimension(COMPLEX_UNIT_SP, …)` on Android 14+).
public func androidDp(forSp sp: Double, fontScale: Double) -> Double {
    guard let converter = AndroidFontScaleConverter.forScale(fontScale) else { return sp * fontScale }
    return converter.convertSpToDp(sp)
}

private func lerp(_ start: Double, _ stop: Double, _ amount: Double) -> Double {
    start + (stop - start) * amount
}

/// `android.util.MathUtils.constrainedMap`: maps `value` from [valueMin, valueMax] to [rangeMin, rangeMax], clamped.
private func constrainedMap(_ rangeMin: Double, _ rangeMax: Double, _ valueMin: Double, _ valueMax: Double, _ value: Double) -> Double {
    lerp(rangeMin, rangeMax, max(0, min(1, (value - valueMin) / (valueMax - valueMin))))
}

/// The Material 3 type scale (Jetpack Compose `Typography` defaults): Android's semantic text styles.
public enum Material3TypeScale {
    /// One role of the scale; sizes in sp.
    public struct Role: Hashable, Sendable {
        /// `displayLarge` … `labelSmall`.
        public let name: String
        /// Font size in sp.
        public let size: Double
        /// Line height in sp.
        public let lineHeight: Double
        /// Letter spacing in sp (androidx token values).
        public let tracking: Double
        /// Weight.
        public let weight: FontWeight
    }

    /// The 15 roles, largest first.
    public static let roles: [Role] = rawMaterial3.map {
        Role(name: $0.role, size: $0.size, lineHeight: $0.lineHeight, tracking: $0.tracking, weight: FontWeight(value: $0.weight)!)
    }
}
