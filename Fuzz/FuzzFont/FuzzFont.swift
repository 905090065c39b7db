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
    // An engine per input: a shared engine's caches keep the faces they measured alive, and their cost counts the
    // shaped text, not the font data, so thousands of one-off fuzzed faces (up to 512 KB each) ran the target out of
    // memory after 17,000 runs (Tests/Fixtures/fuzz/README.md). TypeRamp itself loads each font file once.
    let engine = TextEngine(cacheCapacity: 1 << 20)
    _ = engine.measure("Turn on notifications", attributes: TextAttributes(cascade: FontCascade(face), size: 17), width: .definite(120))
    return 0
}
