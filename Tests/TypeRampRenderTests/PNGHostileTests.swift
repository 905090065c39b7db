import Testing
import TypeRampRender

/// The PNG reader (snapshot references are read from disk) never trusts a header: crafted files are errors, not crashes
/// or huge allocations.
@Suite struct PNGHostileTests {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let n = UInt32(data.count)
        return [UInt8(n >> 24), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)] + Array(type.utf8) + data + [0, 0, 0, 0]
    }

    func header(width: UInt32, height: UInt32) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        return be(width) + be(height) + [8, 6, 0, 0, 0]
    }

    @Test func aHugeHeaderIsRefusedBeforeAnyAllocation() {
        // 4,294,967,295 × 4,294,967,295 RGBA pixels: width × height × 4 overflows a 64-bit integer.
        let bytes = Self.signature + chunk("IHDR", header(width: .max, height: .max)) + chunk("IEND", [])
        #expect(throws: PNG.DecodingError.self) { try PNG.decode(bytes) }
        let large = Self.signature + chunk("IHDR", header(width: 100_000, height: 100_000)) + chunk("IEND", [])
        #expect(throws: PNG.DecodingError.self) { try PNG.decode(large) }
    }

    @Test func shortOrTruncatedChunksAreErrors() {
        #expect(throws: PNG.DecodingError.self) { try PNG.decode(Self.signature + chunk("IHDR", [0, 0, 0, 1])) }
        #expect(throws: PNG.DecodingError.self) { try PNG.decode(Self.signature + [0, 0, 0, 13] + Array("IHDR".utf8) + [1, 2]) }
        // A valid header with image data far shorter than 2 × 2 pixels.
        #expect(throws: PNG.DecodingError.self) {
            try PNG.decode(
                Self.signature + chunk("IHDR", header(width: 2, height: 2)) + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
                    + chunk("IEND", []))
        }
    }
}
