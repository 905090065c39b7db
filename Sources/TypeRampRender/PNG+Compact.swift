import CZlib
import TypeRampCore

extension PNG {
    /// Encodes `canvas` as small as pictures in a report can be: with a palette (colour type 3) when the picture has at
    /// most 256 colours once each channel is rounded to 16 levels (anti-aliased text on a few backgrounds, which is
    /// what layouts draw), else as RGB; deflated at level 6. Deterministic, like ``encode(_:)``, which snapshot
    /// references keep using unchanged.
    public static func encodeCompact(_ canvas: Canvas) -> [UInt8] {
        let count = canvas.width * canvas.height
        var palette: [UInt32: UInt8] = [:]
        var colours: [UInt32] = []
        var indices = [UInt8](repeating: 0, count: count)
        var fits = true
        canvas.pixels.withUnsafeBufferPointer { p in
            for i in 0..<count {
                // 16 levels a channel: multiples of 17 (0, 17, …, 255).
                let r = UInt32((Int(p[3 * i]) + 8) / 17 * 17), g = UInt32((Int(p[3 * i + 1]) + 8) / 17 * 17)
                let b = UInt32((Int(p[3 * i + 2]) + 8) / 17 * 17)
                let key = r << 16 | g << 8 | b
                if let index = palette[key] {
                    indices[i] = index
                } else if colours.count < 256 {
                    palette[key] = UInt8(colours.count)
                    indices[i] = UInt8(colours.count)
                    colours.append(key)
                } else {
                    fits = false
                    break
                }
            }
        }
        guard fits else { return encode(canvas) }
        // Rows with filter type 0 (none), as libpng uses for palette images.
        var rows = [UInt8]()
        rows.reserveCapacity((canvas.width + 1) * canvas.height)
        for y in 0..<canvas.height {
            rows.append(0)
            rows += indices[(y * canvas.width)..<((y + 1) * canvas.width)]
        }
        var out = signature
        var header = [UInt8]()
        header += bigEndian(UInt32(canvas.width)) + bigEndian(UInt32(canvas.height))
        header += [8, 3, 0, 0, 0]  // bit depth 8, colour type palette, deflate, adaptive filtering, no interlace
        appendChunk("IHDR", header, to: &out)
        appendChunk("PLTE", colours.flatMap { [UInt8($0 >> 16 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] }, to: &out)
        appendChunk("IDAT", deflate(rows, level: 6), to: &out)
        appendChunk("IEND", [], to: &out)
        return out
    }

    static func deflate(_ data: [UInt8], level: Int32) -> [UInt8] {
        var length = compressBound(uLong(data.count))
        var out = [UInt8](repeating: 0, count: Int(length))
        let status = data.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                compress2(target.baseAddress, &length, source.baseAddress, uLong(source.count), level)
            }
        }
        precondition(status == Z_OK, "zlib compress2 failed with \(status)")
        return Array(out[0..<Int(length)])
    }
}

extension Canvas {
    /// The pixels of rows `top..<top + height` (clamped to the canvas), full width.
    public func rows(_ top: Int, count: Int) -> Canvas {
        let start = max(0, min(height, top)), end = max(start, min(height, top + count))
        return Canvas(width: width, height: end - start, pixels: Array(pixels[(start * width * 3)..<(end * width * 3)]))
    }
}
