import CZlib
import TypeRampRender

/// libFuzzer target: any bytes as a PNG (snapshot references are read from disk) decode or throw; never a crash.
///
/// Half the inputs are decoded as they are. The other half are first made into a well-formed PNG: a header from the
/// first bytes (a small width and height, the colour type and bit depth as given) and the rest compressed with zlib as
/// the image data. Random bytes rarely survive zlib's checksum, so without this the row filters and the pixel paths
/// behind the inflate step were never reached (a 10-minute run of raw bytes alone added 3 inputs to its corpus).
func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let first = bytes.first, first & 1 == 1, bytes.count >= 6 {
        _ = try? PNG.decode(wellFormed(bytes))
    } else {
        _ = try? PNG.decode(bytes)
    }
    return 0
}

/// A PNG whose header comes from `bytes[1...4]` (width and height 1–64 px, colour type, bit depth) and whose image
/// data is `bytes[5...]` compressed with zlib.
func wellFormed(_ bytes: [UInt8]) -> [UInt8] {
    let width = UInt32(bytes[1] % 64) + 1, height = UInt32(bytes[2] % 64) + 1
    let header = bigEndian(width) + bigEndian(height) + [bytes[4] % 2 == 0 ? 8 : bytes[4], bytes[3] % 2 == 0 ? 2 : 6, 0, 0, 0]
    let raw = Array(bytes[5...])
    var capacity = compressBound(uLong(raw.count))
    var compressed = [UInt8](repeating: 0, count: Int(capacity))
    let status = raw.withUnsafeBufferPointer { source in
        compressed.withUnsafeMutableBufferPointer { compress2($0.baseAddress, &capacity, source.baseAddress, uLong(raw.count), 6) }
    }
    guard status == Z_OK else { return [] }
    compressed.removeSubrange(Int(capacity)...)
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", compressed) + chunk("IEND", [])
}

func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    bigEndian(UInt32(data.count)) + Array(type.utf8) + data + [0, 0, 0, 0]  // the decoder does not check CRCs
}

func bigEndian(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)] }
