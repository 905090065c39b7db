import TypeRampCore
import TypeRampFonts
import TypeRampText

/// libFuzzer target: random Unicode measured at a width and a line limit taken from the input's first bytes, with the
/// bundled fonts (shaping, bidi, line breaking, truncation); never a crash or a hang.
func fuzzText(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 3 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let width = Double(bytes[0]) * 2 + 1
    let lines = Int(bytes[1] % 5)
    let modes = LineBreakMode.allCases
    let mode = modes[Int(bytes[2]) % modes.count]
    let text = String(decoding: bytes.dropFirst(3), as: UTF8.self)
    _ = FuzzFonts.engine.measure(text, attributes: FuzzFonts.attributes, width: .definite(width), maxLines: lines, mode: mode)
    return 0
}

enum FuzzFonts {
    static let engine = TextEngine()
    static let attributes: TextAttributes = {
        // The bundled system stand-in with the Noto fallbacks, as layout uses them (Latin, Arabic, and the rest).
        let library = try! FontLibrary.bundled()
        let faces = ["Inter", "Noto Sans", "Noto Sans Arabic"].compactMap { try? library.face(family: $0, weight: .regular) }
        return TextAttributes(cascade: try! FontCascade(faces), size: 17)
    }()
}
