import TypeRampCore

/// An sRGB color with 8 bits per channel.
public struct Color: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    /// Creates a color from 8-bit channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Creates a color from `0xRRGGBB`.
    public init(hex: UInt32) {
        self.init(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF))
    }

    public static let white = Color(hex: 0xFFFFFF)
    public static let black = Color(hex: 0x000000)
}

/// An opaque RGB picture in pixels, origin at the top left. Drawing is integer arithmetic only, so the same
/// calls give the same bytes on every machine.
public struct Canvas: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// RGB bytes, row by row (`width × height × 3`).
    public var pixels: [UInt8]

    /// A canvas filled with `background`, at most ``PNG/maximumSide`` pixels a side and ``PNG/maximumPixels`` in all
    /// (the largest picture ``PNG/decode(_:)`` reads back): a larger one is cut on the right, then at the bottom, and
    /// what is drawn outside it is lost. So no layout, however large, makes a picture take unbounded memory or time.
    public init(width: Int, height: Int, background: Color = .white) {
        let w = min(max(0, width), PNG.maximumSide)
        self.width = w
        self.height = min(max(0, height), PNG.maximumSide, w > 0 ? PNG.maximumPixels / w : PNG.maximumSide)
        pixels = [UInt8](repeating: 0, count: self.width * self.height * 3)
        fill(x: 0, y: 0, width: self.width, height: self.height, color: background)
    }

    /// The pixel coordinate nearest `value`, clamped to ±``coordinateLimit`` (an infinite value to the limit of its
    /// sign, NaN to 0): converting a drawing position never traps, and the rectangles and lines drawn from clamped
    /// coordinates stay short to walk.
    public static func coordinate(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        return Int(min(max(value.rounded(), -Double(coordinateLimit)), Double(coordinateLimit)))
    }

    /// Four times the largest side: a coordinate clamped here is still outside every canvas when the real one is.
    public static let coordinateLimit = 4 * PNG.maximumSide

    /// A canvas from raw RGB bytes (for decoded PNGs).
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 3)
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The color at (`x`, `y`).
    public func pixel(x: Int, y: Int) -> Color {
        let i = (y * width + x) * 3
        return Color(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2])
    }

    /// Blends `color` over the pixel at (`x`, `y`) with coverage `alpha` (0…255); outside the canvas does nothing.
    @inline(__always)
    public mutating func blend(x: Int, y: Int, color: Color, alpha: Int) {
        guard x >= 0, y >= 0, x < width, y < height, alpha > 0 else { return }
        let i = (y * width + x) * 3
        if alpha >= 255 {
            pixels[i] = color.red; pixels[i + 1] = color.green; pixels[i + 2] = color.blue
            return
        }
        let inverse = 255 - alpha
        pixels[i] = UInt8((Int(color.red) * alpha + Int(pixels[i]) * inverse + 127) / 255)
        pixels[i + 1] = UInt8((Int(color.green) * alpha + Int(pixels[i + 1]) * inverse + 127) / 255)
        pixels[i + 2] = UInt8((Int(color.blue) * alpha + Int(pixels[i + 2]) * inverse + 127) / 255)
    }

    /// Fills a rectangle in pixels with `color` at `alpha`.
    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, color: Color, alpha: Int = 255) {
        let x0 = max(0, x), y0 = max(0, y), x1 = min(width, x + w), y1 = min(height, y + h)
        guard x1 > x0, y1 > y0, alpha > 0 else { return }
        let canvasWidth = width
        let r = Int(color.red), g = Int(color.green), b = Int(color.blue)
        let a = min(255, alpha), inverse = 255 - a
        pixels.withUnsafeMutableBufferPointer { out in
            for row in y0..<y1 {
                var i = (row * canvasWidth + x0) * 3
                for _ in x0..<x1 {
                    if a == 255 {
                        out[i] = color.red; out[i + 1] = color.green; out[i + 2] = color.blue
                    } else {
                        out[i] = UInt8((r * a + Int(out[i]) * inverse + 127) / 255)
                        out[i + 1] = UInt8((g * a + Int(out[i + 1]) * inverse + 127) / 255)
                        out[i + 2] = UInt8((b * a + Int(out[i + 2]) * inverse + 127) / 255)
                    }
                    i += 3
                }
            }
        }
    }

    /// Strokes the outline of a rectangle in pixels, `thickness` pixels inside its edges; `dash` > 0 draws dashes of
    /// that many pixels.
    public mutating func stroke(x: Int, y: Int, width w: Int, height h: Int, color: Color, thickness: Int = 1, dash: Int = 0, alpha: Int = 255) {
        guard w > 0, h > 0 else { return }
        let t = max(1, min(thickness, min(w, h)))
        func on(_ i: Int) -> Bool { dash <= 0 || (i / dash) % 2 == 0 }
        for i in 0..<w where on(i) {
            for k in 0..<t {
                blend(x: x + i, y: y + k, color: color, alpha: alpha)
                blend(x: x + i, y: y + h - 1 - k, color: color, alpha: alpha)
            }
        }
        if h > 2 * t {
            for j in t..<(h - t) where on(j) {
                for k in 0..<t {
                    blend(x: x + k, y: y + j, color: color, alpha: alpha)
                    blend(x: x + w - 1 - k, y: y + j, color: color, alpha: alpha)
                }
            }
        }
    }

    /// Draws a one-pixel line between two points (Bresenham).
    public mutating func line(from start: (Int, Int), to end: (Int, Int), color: Color, alpha: Int = 255) {
        var (x0, y0) = start
        let (x1, y1) = end
        let dx = abs(x1 - x0), dy = -abs(y1 - y0)
        let sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1
        var error = dx + dy
        while true {
            blend(x: x0, y: y0, color: color, alpha: alpha)
            if x0 == x1 && y0 == y1 { break }
            let e2 = 2 * error
            if e2 >= dy { error += dy; x0 += sx }
            if e2 <= dx { error += dx; y0 += sy }
        }
    }

    /// Paints `color` through an 8-bit coverage mask whose top-left pixel lands at (`x`, `y`).
    public mutating func draw(mask coverage: [UInt8], width maskWidth: Int, height maskHeight: Int, x: Int, y: Int, color: Color) {
        let canvasWidth = width, canvasHeight = height
        let r = Int(color.red), g = Int(color.green), b = Int(color.blue)
        coverage.withUnsafeBufferPointer { mask in
            pixels.withUnsafeMutableBufferPointer { out in
                for row in 0..<maskHeight {
                    let py = y + row
                    guard py >= 0, py < canvasHeight else { continue }
                    for column in 0..<maskWidth {
                        let px = x + column
                        let a = Int(mask[row * maskWidth + column])
                        guard a > 0, px >= 0, px < canvasWidth else { continue }
                        let i = (py * canvasWidth + px) * 3
                        let inverse = 255 - a
                        out[i] = UInt8((r * a + Int(out[i]) * inverse + 127) / 255)
                        out[i + 1] = UInt8((g * a + Int(out[i + 1]) * inverse + 127) / 255)
                        out[i + 2] = UInt8((b * a + Int(out[i + 2]) * inverse + 127) / 255)
                    }
                }
            }
        }
    }

    /// Copies `other` with its top-left corner at (`x`, `y`), clipped to this canvas.
    public mutating func draw(_ other: Canvas, x: Int, y: Int) {
        for row in 0..<other.height {
            let py = y + row
            guard py >= 0, py < height else { continue }
            let x0 = max(0, x), x1 = min(width, x + other.width)
            guard x1 > x0 else { continue }
            let source = (row * other.width + (x0 - x)) * 3
            let target = (py * width + x0) * 3
            let count = (x1 - x0) * 3
            pixels.replaceSubrange(target..<(target + count), with: other.pixels[source..<(source + count)])
        }
    }

    /// Puts back `other`'s pixels everywhere outside the rectangle (pixels): what a clip does to drawing done since
    /// `other` was copied.
    public mutating func restore(from other: Canvas, outside rect: (x: Int, y: Int, w: Int, h: Int)) {
        guard other.width == width, other.height == height else { return }
        let x0 = max(0, rect.x), y0 = max(0, rect.y), x1 = min(width, rect.x + rect.w), y1 = min(height, rect.y + rect.h)
        for row in 0..<height {
            let start = row * width * 3
            if row < y0 || row >= y1 || x0 >= x1 {
                pixels.replaceSubrange(start..<(start + width * 3), with: other.pixels[start..<(start + width * 3)])
            } else {
                pixels.replaceSubrange(start..<(start + x0 * 3), with: other.pixels[start..<(start + x0 * 3)])
                pixels.replaceSubrange((start + x1 * 3)..<(start + width * 3), with: other.pixels[(start + x1 * 3)..<(start + width * 3)])
            }
        }
    }
}
