import CZlib
import TypeRampCore

/// Reads and writes PNG files (8-bit RGB) with zlib: deterministic bytes for the same pixels and zlib version.
public enum PNG {
    /// Why a PNG could not be read.
    public struct DecodingError: Error, CustomStringConvertible {
        /// What was wrong.
        public let reason: String
        public var description: String { "not a PNG TypeRamp can read: \(reason)" }
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Encodes `canvas` as an 8-bit RGB PNG. Each row takes the filter with the smallest sum of absolute
    /// differences (the heuristic libpng uses), and the data is deflated at level 9.
    public static func encode(_ canvas: Canvas) -> [UInt8] {
        let rowBytes = canvas.width * 3
        var filtered = [UInt8](repeating: 0, count: (rowBytes + 1) * canvas.height)
        var zero = [UInt8](repeating: 0, count: rowBytes)
        var scratch = [UInt8](repeating: 0, count: rowBytes * 5)
        canvas.pixels.withUnsafeBufferPointer { pixels in
            zero.withUnsafeMutableBufferPointer { zeroRow in
                scratch.withUnsafeMutableBufferPointer { candidates in
                    filtered.withUnsafeMutableBufferPointer { out in
                        encodeRows(
                            pixels.baseAddress!, zeroRow.baseAddress!, candidates.baseAddress!, out.baseAddress!,
                            rowBytes: rowBytes, height: canvas.height)
                    }
                }
            }
        }
        var out = signature
        var header = [UInt8]()
        header += bigEndian(UInt32(canvas.width)) + bigEndian(UInt32(canvas.height))
        header += [8, 2, 0, 0, 0]  // bit depth 8, colour type RGB, deflate, adaptive filtering, no interlace
        appendChunk("IHDR", header, to: &out)
        appendChunk("IDAT", deflate(filtered), to: &out)
        appendChunk("IEND", [], to: &out)
        return out
    }

    /// The largest side and area ``decode(_:)`` accepts, in pixels: a header is not trusted to size an allocation (a
    /// 4-byte width times a 4-byte height overflows, or asks for terabytes). Snapshot references are far smaller.
    public static let maximumSide = 16_384
    public static let maximumPixels = 64 * 1024 * 1024

    /// Decodes an 8-bit RGB or RGBA, non-interlaced PNG (alpha is composited over white). Throws a ``DecodingError`` for
    /// anything else, a truncated or inconsistent file, or an image over ``maximumSide`` / ``maximumPixels``.
    public static func decode(_ bytes: [UInt8]) throws -> Canvas {
        guard bytes.count > 8, Array(bytes[0..<8]) == signature else { throw DecodingError(reason: "missing PNG signature") }
        var offset = 8
        var width = 0, height = 0, channels = 0
        var compressed = [UInt8]()
        while offset + 8 <= bytes.count {
            let length = Int(readBigEndian(bytes, offset))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let start = offset + 8
            guard start + length + 4 <= bytes.count else { throw DecodingError(reason: "truncated \(type) chunk") }
            let data = Array(bytes[start..<(start + length)])
            switch type {
            case "IHDR":
                guard data.count == 13 else { throw DecodingError(reason: "an image header of \(data.count) bytes (13 expected)") }
                width = Int(readBigEndian(data, 0))
                height = Int(readBigEndian(data, 4))
                guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
                    throw DecodingError(reason: "an image of \(width) × \(height) pixels is larger than TypeRamp reads (\(maximumSide) per side)")
                }
                guard data[8] == 8, data[12] == 0 else { throw DecodingError(reason: "only 8-bit, non-interlaced images") }
                switch data[9] {
                case 2: channels = 3
                case 6: channels = 4
                default: throw DecodingError(reason: "colour type \(data[9]) (only RGB and RGBA)")
                }
            case "IDAT": compressed += data
            case "IEND": offset = bytes.count
            default: break
            }
            offset = start + length + 4
        }
        guard width > 0, height > 0, channels > 0 else { throw DecodingError(reason: "no image header") }
        let rowBytes = width * channels
        let raw = try inflate(compressed, expected: (rowBytes + 1) * height)
        guard raw.count >= (rowBytes + 1) * height else { throw DecodingError(reason: "the image data is shorter than its header says") }
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var row = [UInt8](repeating: 0, count: rowBytes)
        for y in 0..<height {
            let base = y * (rowBytes + 1)
            let filter = raw[base]
            for i in 0..<rowBytes {
                let x = Int(raw[base + 1 + i])
                let a = i >= channels ? Int(row[i - channels]) : 0
                let b = Int(previous[i])
                let c = i >= channels ? Int(previous[i - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4: predicted = paeth(a, b, c)
                default: throw DecodingError(reason: "unknown row filter \(filter)")
                }
                row[i] = UInt8(truncatingIfNeeded: x + predicted)
            }
            for column in 0..<width {
                let source = column * channels, target = (y * width + column) * 3
                if channels == 4 {
                    let alpha = Int(row[source + 3])
                    for k in 0..<3 { rgb[target + k] = UInt8((Int(row[source + k]) * alpha + 255 * (255 - alpha) + 127) / 255) }
                } else {
                    rgb[target] = row[source]; rgb[target + 1] = row[source + 1]; rgb[target + 2] = row[source + 2]
                }
            }
            swap(&previous, &row)
        }
        return Canvas(width: width, height: height, pixels: rgb)
    }

    // MARK: - Helpers

    /// Filters every row with each of the five PNG filters and keeps the one with the smallest sum of absolute
    /// values (ties go to the lower filter number).
    private static func encodeRows(
        _ pixels: UnsafePointer<UInt8>, _ zero: UnsafeMutablePointer<UInt8>,
        _ candidates: UnsafeMutablePointer<UInt8>, _ out: UnsafeMutablePointer<UInt8>,
        rowBytes: Int, height: Int
    ) {
        @inline(__always) func cost(_ v: UInt8) -> Int { v < 128 ? Int(v) : 256 - Int(v) }
        for y in 0..<height {
            let row = pixels + y * rowBytes
            let up: UnsafePointer<UInt8> = y > 0 ? pixels + (y - 1) * rowBytes : UnsafePointer(zero)
            var scores = (0, 0, 0, 0, 0)
            let none = candidates, sub = candidates + rowBytes, upF = candidates + 2 * rowBytes
            let average = candidates + 3 * rowBytes, paethF = candidates + 4 * rowBytes
            var i = 0
            while i < rowBytes {
                let x = Int(row[i])
                let a = i >= 3 ? Int(row[i - 3]) : 0
                let b = Int(up[i])
                let c = i >= 3 ? Int(up[i - 3]) : 0
                let v0 = UInt8(truncatingIfNeeded: x)
                let v1 = UInt8(truncatingIfNeeded: x - a)
                let v2 = UInt8(truncatingIfNeeded: x - b)
                let v3 = UInt8(truncatingIfNeeded: x - (a + b) / 2)
                let v4 = UInt8(truncatingIfNeeded: x - paeth(a, b, c))
                none[i] = v0; sub[i] = v1; upF[i] = v2; average[i] = v3; paethF[i] = v4
                scores.0 += cost(v0); scores.1 += cost(v1); scores.2 += cost(v2); scores.3 += cost(v3); scores.4 += cost(v4)
                i += 1
            }
            let all = [scores.0, scores.1, scores.2, scores.3, scores.4]
            var best = 0
            for f in 1..<5 where all[f] < all[best] { best = f }
            let target = out + y * (rowBytes + 1)
            target[0] = UInt8(best)
            (target + 1).update(from: candidates + best * rowBytes, count: rowBytes)
        }
    }

    static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    static func readBigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        (UInt32(bytes[offset]) << 24) | (UInt32(bytes[offset + 1]) << 16) | (UInt32(bytes[offset + 2]) << 8) | UInt32(bytes[offset + 3])
    }

    static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        out += bigEndian(UInt32(data.count))
        out += typeBytes
        out += data
        var crc = crc32(0, nil, 0)
        typeBytes.withUnsafeBufferPointer { crc = crc32(crc, $0.baseAddress, uInt($0.count)) }
        data.withUnsafeBufferPointer { if $0.count > 0 { crc = crc32(crc, $0.baseAddress, uInt($0.count)) } }
        out += bigEndian(UInt32(crc))
    }

    static func deflate(_ data: [UInt8]) -> [UInt8] {
        var length = compressBound(uLong(data.count))
        var out = [UInt8](repeating: 0, count: Int(length))
        let status = data.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                compress2(target.baseAddress, &length, source.baseAddress, uLong(source.count), 9)
            }
        }
        precondition(status == Z_OK, "zlib compress2 failed with \(status)")
        return Array(out[0..<Int(length)])
    }

    static func inflate(_ data: [UInt8], expected: Int) throws -> [UInt8] {
        var length = uLongf(expected)
        var out = [UInt8](repeating: 0, count: expected)
        let status = data.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                uncompress(target.baseAddress, &length, source.baseAddress, uLong(source.count))
            }
        }
        guard status == Z_OK, Int(length) == expected else { throw DecodingError(reason: "corrupt image data (zlib status \(status))") }
        return out
    }
}
