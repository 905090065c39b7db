import TypeRampCore
import TypeRampLayout
import TypeRampMetrics
import TypeRampText

/// A picture of a type ramp: every style (rows) at several content-size categories (columns), each sample set in the
/// style's own font at that category's size and weight, with the size and line height underneath.
public enum RampSpecimen {
    /// The categories shown by default: both ends, the default, the largest standard size and two accessibility sizes.
    public static let defaultCategories: [ContentSizeCategory] = [
        .extraSmall, .large, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]
    /// The sample text.
    public static let sample = "Ag"

    /// Renders `resources.ramp` (nothing when it has no ramp) at `categories`, `scale` pixels per point.
    public static func render(
        resources: LayoutResources, categories: [ContentSizeCategory] = defaultCategories,
        boldText: Bool = false, scale: Double = 1, renderer: LayoutRenderer
    ) -> Canvas {
        guard let ramp = resources.ramp else { return Canvas(width: 1, height: 1) }
        let padding: Points = 12, labelHeight: Points = 16, nameWidth: Points = 170, headerHeight: Points = 40
        // Resolve and measure every cell once.
        var cells: [[(attributes: TextAttributes, measurement: TextMeasurement, style: ResolvedStyle)]] = []
        for style in ramp.styles {
            cells.append(
                categories.map { category in
                    let resolved = style.resolved(at: category, boldText: boldText, displayScale: ramp.displayScale, table: resources.scalingTable)
                    let text = resources.resolve(.ramp(style.name), category: category, boldText: boldText, locale: "en")
                    return (text.attributes, renderer.measureLine(sample, attributes: text.attributes), resolved)
                })
        }
        let columnWidths = categories.indices.map { c in
            max(64, cells.map { $0[c].measurement.size.width }.max() ?? 0) + 2 * padding
        }
        let rowHeights = cells.map { row in (row.map { $0.measurement.size.height }.max() ?? 0) + labelHeight + padding }
        let width = nameWidth + columnWidths.reduce(0, +) + padding
        let height = headerHeight + rowHeights.reduce(0, +) + padding
        var canvas = Canvas(width: Canvas.coordinate(width * scale), height: Canvas.coordinate(height * scale), background: .white)
        renderer.drawLabel(
            "\(ramp.name) type ramp\(boldText ? " · Bold Text" : "")", on: &canvas, x: padding, y: 8, size: 14,
            scale: scale, color: Palette.text, maxWidth: width - 2 * padding)
        var x = nameWidth
        for (c, category) in categories.enumerated() {
            renderer.drawLabel(
                category.swiftUIName, on: &canvas, x: x + padding, y: 24, size: 9, scale: scale, color: Palette.caption,
                maxWidth: columnWidths[c] - padding)
            x += columnWidths[c]
        }
        var y = headerHeight
        for (r, style) in ramp.styles.enumerated() {
            canvas.fill(
                x: 0, y: Canvas.coordinate(y * scale), width: canvas.width, height: max(1, Canvas.coordinate(scale)), color: Palette.captionBand)
            renderer.drawLabel(
                style.name, on: &canvas, x: padding, y: y + 8, size: 11, scale: scale, color: Palette.text, maxWidth: nameWidth - padding)
            renderer.drawLabel(
                "\(style.relativeTo?.rawValue ?? "fixed") · \(formatDecimal(style.size)) pt", on: &canvas, x: padding, y: y + 24,
                size: 9, scale: scale, color: Palette.caption, maxWidth: nameWidth - padding)
            x = nameWidth
            for (c, cell) in cells[r].enumerated() {
                renderer.drawLine(
                    sample, attributes: cell.attributes, on: &canvas, x: x + padding, y: y + 6, scale: scale,
                    color: Palette.text, maxWidth: columnWidths[c])
                var label = "\(formatDecimal(cell.style.size))/\(cell.style.lineHeight.map { formatDecimal($0, maximumFractionDigits: 1) } ?? "–")"
                if cell.style.clampedToMaximum { label += " max" }
                renderer.drawLabel(
                    label, on: &canvas, x: x + padding, y: y + rowHeights[r] - labelHeight - 2, size: 9, scale: scale,
                    color: Palette.caption, maxWidth: columnWidths[c] - padding)
                x += columnWidths[c]
            }
            y += rowHeights[r]
        }
        return canvas
    }
}
