import Foundation
import TypeRampCore
import TypeRampMetrics
import TypeRampTokens

/// libFuzzer target: any bytes as DTCG tokens decode or throw a located error; so do the same bytes as a calibration
/// table (ScalingTable.calibration). Never a crash.
func fuzzDTCG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? TokenSource.parse(text, file: "fuzz.tokens.json")
    let path = NSTemporaryDirectory() + "typeramp-fuzz-calibration-\(getpid()).yaml"
    if FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) {
        _ = try? ScalingTable.calibration(contentsOf: path)
        try? FileManager.default.removeItem(atPath: path)
    }
    return 0
}
