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
        var filtered = [UInt8]()
        filtered.reserveCapacity((rowBytes + 1) * canvas.height)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var candidate = [UInt8](repeating: 0, count: rowBytes)
        var best = [UInt8](repeating: 0, count: rowBytes)
        for y in 0..<canvas.height {
            let row = Array(canvas.pixels[(y * rowBytes)..<((y + 1) * rowBytes)])
            var bestFilter: UInt8 = 0
            var bestScore = Int.max
            for filter: UInt8 in 0...4 {
                var score = 0
                for i in 0..<rowBytes {
                    let a = i >= 3 ? Int(row[i - 3]) : 0
                    let b = Int(previous[i])
                    let c = i >= 3 ? Int(previous[i - 3]) : 0
                    let x = Int(row[i])
                    let predicted: Int
                    switch filter {
                    case 0: predicted = 0
                    case 1: predicted = a
                    case 2: predicted = b
                    case 3: predicted = (a + b) / 2
                    default: predicted = paeth(a, b, c)
                    }
                    let value = UInt8(truncatingIfNeeded: x - predicted)
                    candidate[i] = value
                    score += value < 128 ? Int(value) : 256 - Int(value)
                }
                if score < bestScore {
                    bestScore = score
                    bestFilter = filter
                    swap(&best, &candidate)
                }
            }
            filtered.append(bestFilter)
            filtered.append(contentsOf: best)
            previous = row
        }
        var out = signature
        var header = [UInt8]()
        header += bigEndian(UInt32(canvas.width)) + bigEndian(UInt32(canvas.height))
        header += [8, 2, 0, 0, 0]   // bit depth 8, colour type RGB, deflate, adaptive filtering, no interlace
        appendChunk("IHDR", header, to: &out)
        appendChunk("IDAT", deflate(filtered), to: &out)
        appendChunk("IEND", [], to: &out)
        return out
    }

    /// Decodes an 8-bit RGB or RGBA, non-interlaced PNG (alpha is composited over white).
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
                width = Int(readBigEndian(data, 0))
                height = Int(readBigEndian(data, 4))
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
