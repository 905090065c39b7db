import TypeRampCore

/// A variable font's design axis (an `fvar` entry).
public struct VariationAxis: Hashable, Sendable, CustomStringConvertible {
    /// The axis tag (`wght`, `opsz`, `wdth` …).
    public var tag: OpenTypeTag
    /// The smallest value the font supports, in the axis's own units (weight for `wght`, points for `opsz`).
    public var minimum: Double
    /// The value of the default instance.
    public var defaultValue: Double
    /// The largest value the font supports.
    public var maximum: Double

    /// Creates an axis description.
    public init(tag: OpenTypeTag, minimum: Double, defaultValue: Double, maximum: Double) {
        self.tag = tag
        self.minimum = minimum
        self.defaultValue = defaultValue
        self.maximum = maximum
    }

    /// `value` limited to the axis's range.
    public func clamp(_ value: Double) -> Double { min(max(value, minimum), maximum) }

    public var description: String {
        "\(tag) \(formatDecimal(minimum))…\(formatDecimal(maximum)) (default \(formatDecimal(defaultValue)))"
    }
}
