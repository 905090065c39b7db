import Foundation
import TypeRampCore
import TypeRampText

/// libFuzzer target: corrupted font files through FreeType and HarfBuzz: loaded (or refused with an error) and, when
/// loaded, used to measure a short text. Never a crash.
func fuzzFont(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let path = NSTemporaryDirectory() + "typeramp-fuzz-font-\(getpid()).ttf"
    guard FileManager.default.createFile(atPath: path, contents: Data(UnsafeBufferPointer(start: data, count: size))) else { return 0 }
    defer { try? FileManager.default.removeItem(atPath: path) }
    guard let face = try? FontFace.load(path: path) else { return 0 }
    _ = FuzzEngine.engine.measure("Turn on notifications", attributes: TextAttributes(cascade: FontCascade(face), size: 17), width: .definite(120))
    return 0
}

enum FuzzEngine {
    static let engine = TextEngine()
}
