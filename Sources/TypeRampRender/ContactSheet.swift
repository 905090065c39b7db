import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

/// Many solved layouts side by side in one picture: one screen at every category (and optionally several widths),
/// each labelled, so a whole Dynamic Type range is seen at a glance.
public enum ContactSheet {
    /// Space between pictures and around the sheet, in points.
    public static let gutter: Points = 12
    /// Height of the title band, in points.
    public static let titleHeight: Points = 28

    /// Lays out `layouts` in rows of `columns` (a new row also starts whenever the width changes), each rendered at
    /// `scale` with its caption, under a title band.
    public static func render(
        _ layouts: [SolvedLayout], columns: Int = 6, scale: Double = 1, title: String? = nil,
        renderer: LayoutRenderer
    ) -> Canvas {
        let pictures = layouts.map { renderer.render($0, scale: scale) }
        // Rows: break on column count and on a change of width.
        var rows: [[Int]] = []
        for (i, layout) in layouts.enumerated() {
            if let last = rows.last, last.count < max(1, columns),
                layouts[last[0]].context.viewport.size.width == layout.context.viewport.size.width
            {
                rows[rows.count - 1].append(i)
            } else {
                rows.append([i])
            }
        }
        let gutter = Int((ContactSheet.gutter * scale).rounded())
        let titleBand = Int((ContactSheet.titleHeight * scale).rounded())
        let rowHeights = rows.map { row in row.map { pictures[$0].height }.max() ?? 0 }
        let rowWidths = rows.map { row in row.map { pictures[$0].width }.reduce(0, +) + gutter * (row.count + 1) }
        let width = rowWidths.max() ?? gutter * 2
        let height = titleBand + rowHeights.reduce(0, +) + gutter * (rows.count + 1)
        var sheet = Canvas(width: width, height: height, background: Palette.unsafeArea)
        if let title {
            renderer.drawLabel(
                title, on: &sheet, x: ContactSheet.gutter, y: 6, size: 14, scale: scale, color: Palette.text,
                maxWidth: Double(width) / scale - 2 * ContactSheet.gutter)
        }
        var y = titleBand + gutter
        for (r, row) in rows.enumerated() {
            var x = gutter
            for index in row {
                let picture = pictures[index]
                sheet.stroke(x: x - 1, y: y - 1, width: picture.width + 2, height: picture.height + 2, color: Palette.outline)
                sheet.draw(picture, x: x, y: y)
                x += picture.width + gutter
            }
            y += rowHeights[r] + gutter
        }
        return sheet
    }
}

/// Compares two pictures pixel by pixel.
public enum ImageDiff {
    /// The outcome of a comparison.
    public struct Result: Sendable {
        /// Pixels whose channels differ by more than the tolerance.
        public var differentPixels: Int
        /// All pixels compared (of the larger picture when the sizes differ).
        public var totalPixels: Int
        /// True when the sizes differ.
        public var sizeChanged: Bool
        /// The old picture faded to grey with changed pixels in magenta (the larger size when they differ).
        public var diff: Canvas

        /// The share of pixels that changed, 0…1.
        public var fraction: Double { totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels) }
    }

    /// Compares `a` and `b`; a pixel counts as changed when any channel differs by more than `channelTolerance`.
    public static func compare(_ a: Canvas, _ b: Canvas, channelTolerance: Int = 0) -> Result {
        let width = max(a.width, b.width), height = max(a.height, b.height)
        var diff = Canvas(width: width, height: height, background: .white)
        var changed = 0
        for y in 0..<height {
            for x in 0..<width {
                let inA = x < a.width && y < a.height, inB = x < b.width && y < b.height
                var different = inA != inB
                var grey = 255
                if inA && inB {
                    let i = (y * a.width + x) * 3, j = (y * b.width + x) * 3
                    for k in 0..<3 where abs(Int(a.pixels[i + k]) - Int(b.pixels[j + k])) > channelTolerance { different = true }
                    grey = (Int(a.pixels[i]) * 30 + Int(a.pixels[i + 1]) * 59 + Int(a.pixels[i + 2]) * 11) / 100
                }
                if different {
                    changed += 1
                    diff.blend(x: x, y: y, color: Color(hex: 0xFF00FF), alpha: 255)
                } else {
                    let faded = UInt8(192 + grey / 4)
                    diff.blend(x: x, y: y, color: Color(red: faded, green: faded, blue: faded), alpha: 255)
                }
            }
        }
        return Result(differentPixels: changed, totalPixels: width * height, sizeChanged: a.width != b.width || a.height != b.height, diff: diff)
    }
}
