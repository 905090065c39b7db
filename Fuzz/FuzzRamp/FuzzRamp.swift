import TypeRampCore
import TypeRampMetrics

/// libFuzzer target: any bytes as a type ramp decode or throw a located error, and a decoded ramp resolves at every
/// category; never a crash.
func fuzzRamp(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let ramp = try? TypeRamp.parse(text, file: "fuzz.yaml") else { return 0 }
    for style in ramp.styles.prefix(8) {
        for category in ContentSizeCategory.allCases {
            _ = style.resolved(at: category, boldText: category.rawValue % 2 == 0, displayScale: ramp.displayScale, table: .lineSpacing)
        }
    }
    return 0
}
