/// Formats `value` with at most `maximumFractionDigits` decimals, rounding half away from zero,
/// dropping trailing zeros and never printing `-0`.
///
/// Every number TypeRamp writes (JSON, CSV, tokens, snapshots) goes through here, so output is
/// byte-identical on every machine: the digits are produced from an integer, not from the
/// platform's `printf` or locale.
public func formatDecimal(_ value: Double, maximumFractionDigits: Int = 3) -> String {
    guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-Infinity" : "Infinity") }
    let digits = max(0, min(maximumFractionDigits, 9))
    var scale: Double = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
    guard scaled < 9.0e15 else {
        // Too large for exact integer digits; fall back to Swift's shortest round-trip form.
        return value < 0 ? "-\(abs(value))" : "\(value)"
    }
    let units = UInt64(scaled)
    let divisor = UInt64(scale)
    let whole = units / divisor
    var fraction = units % divisor
    var text = String(whole)
    if fraction > 0 {
        var width = digits
        while fraction % 10 == 0 { fraction /= 10; width -= 1 }
        let fractionText = String(fraction)
        text += "." + String(repeating: "0", count: width - fractionText.count) + fractionText
    }
    return (value < 0 && units > 0) ? "-" + text : text
}

/// Formats `value` with exactly `fractionDigits` decimals (rounding half away from zero), for aligned tables. Values
/// ``formatDecimal(_:maximumFractionDigits:)`` cannot write with exact digits (infinities, NaN, magnitudes of 9e15
/// and more, written like `1e+300`) are returned as it writes them.
public func formatFixed(_ value: Double, fractionDigits: Int) -> String {
    let text = formatDecimal(value, maximumFractionDigits: fractionDigits)
    guard fractionDigits > 0, value.isFinite, !text.contains("e") else { return text }
    if let dot = text.firstIndex(of: ".") {
        let have = text.distance(from: text.index(after: dot), to: text.endIndex)
        return text + String(repeating: "0", count: max(0, fractionDigits - have))
    }
    return text + "." + String(repeating: "0", count: fractionDigits)
}
