import TypeRampCore
import TypeRampLayout
import TypeRampMetrics
import TypeRampText

/// Colours of the pictures (iOS system colours, light appearance).
public enum Palette {
    public static let screen = Color.white
    public static let unsafeArea = Color(hex: 0xF2F2F7)
    public static let outline = Color(hex: 0xD1D1D6)
    public static let text = Color(hex: 0x1C1C1E)
    public static let button = Color(hex: 0xE5F0FF)
    public static let buttonOutline = Color(hex: 0x007AFF)
    public static let image = Color(hex: 0xE5E5EA)
    public static let imageCross = Color(hex: 0xC7C7CC)
    public static let separator = Color(hex: 0xC6C6C8)
    public static let problem = Color(hex: 0xFF3B30)
    public static let warning = Color(hex: 0xFF9500)
    public static let flipped = Color(hex: 0x0A84FF)
    public static let caption = Color(hex: 0x3A3A3C)
    public static let captionBand = Color(hex: 0xE5E5EA)
}

/// Draws solved layouts: node outlines and backgrounds, glyphs rasterized with FreeType from the very glyph runs the
/// measurement produced (so a picture never disagrees with the numbers), diagnostics as overlays (truncation and
/// clipping in red, flipped stacks in blue), and a caption with the category and width.
///
/// Not thread-safe (it caches rasterized glyphs); use one renderer per thread.
public final class LayoutRenderer {
    /// Height of the caption band, in points.
    public static let captionHeight: Points = 24

    private let engine: TextEngine
    private let captionFont: FontCascade
    private let rasterizer = GlyphRasterizer()

    /// A renderer whose captions use `captionFont` measured by `engine`.
    public init(engine: TextEngine, captionFont: FontCascade) {
        self.engine = engine
        self.captionFont = captionFont
    }

    /// A renderer using the resources' text engine and system font stand-in for captions.
    public convenience init(resources: LayoutResources) {
        self.init(engine: resources.engine, captionFont: resources.fonts.cascade(family: FontSet.systemFamily, weight: .semibold))
    }

    /// Renders `solved` at `scale` pixels per point (1, 2 or 3). The picture is the screen (or the full content when
    /// it is taller, with the screen's bottom edge marked) plus a caption band. `diagnostics` are drawn as overlays
    /// (the standard rules' findings when nil); `outlines` draws the dashed edges of stacks, lists and scroll views.
    public func render(
        _ solved: SolvedLayout, scale: Double = 2, caption: String? = nil, diagnostics: [Diagnostic]? = nil,
        outlines: Bool = true
    ) -> Canvas {
        let viewport = solved.context.viewport
        let screen = viewport.size
        let contentBottom = solved.allNodes.reduce(solved.root.frame.maxY) { max($0, $1.frame.maxY) } + viewport.safeArea.bottom
        let heightPoints = max(screen.height, contentBottom)
        let canvasWidth = pixels(screen.width, scale), screenHeight = pixels(screen.height, scale)
        let bodyHeight = pixels(heightPoints, scale)
        var canvas = Canvas(width: canvasWidth, height: bodyHeight + pixels(LayoutRenderer.captionHeight, scale), background: Palette.screen)
        // Safe-area insets.
        let safe = viewport.safeArea
        canvas.fill(x: 0, y: 0, width: canvasWidth, height: pixels(safe.top, scale), color: Palette.unsafeArea)
        canvas.fill(
            x: 0, y: screenHeight - pixels(safe.bottom, scale), width: canvasWidth, height: pixels(safe.bottom, scale), color: Palette.unsafeArea)
        canvas.fill(x: 0, y: 0, width: pixels(safe.leading, scale), height: screenHeight, color: Palette.unsafeArea)
        canvas.fill(
            x: canvasWidth - pixels(safe.trailing, scale), y: 0, width: pixels(safe.trailing, scale), height: screenHeight, color: Palette.unsafeArea)

        let flagged = Dictionary(grouping: diagnostics ?? solved.diagnostics, by: \.node)
        // The screen's own scroll container shows all its content (the fold marks the screen's edge); scroll views and
        // lists inside the screen show their content inside their frames only.
        var rootContainer: NodeID? = .root
        while let c = rootContainer, solved.tree.kind(c).isModifier { rootContainer = solved.tree.children(c).first }
        if let c = rootContainer, solved.tree.kind(c) != .scroll && solved.tree.kind(c) != .list { rootContainer = nil }
        draw(
            solved.root, in: solved, on: &canvas, scale: scale, rtl: solved.context.layoutDirection == .rightToLeft, flagged: flagged,
            outlines: outlines, unclipped: rootContainer)

        if bodyHeight > screenHeight {
            // The fold: content below it is off screen until scrolled.
            canvas.stroke(x: 0, y: screenHeight - 1, width: canvasWidth, height: 2, color: Palette.problem, thickness: 1, dash: pixels(4, scale))
        }
        let text = caption ?? LayoutRenderer.defaultCaption(solved)
        canvas.fill(x: 0, y: bodyHeight, width: canvasWidth, height: pixels(LayoutRenderer.captionHeight, scale), color: Palette.captionBand)
        drawLabel(
            text, on: &canvas, x: 8, y: Double(bodyHeight) / scale + 4, size: 12, scale: scale, color: Palette.caption,
            maxWidth: screen.width - 16)
        return canvas
    }

    /// `accessibilityLarge · 320 pt`, plus Bold Text and the locale when they are not the defaults.
    public static func defaultCaption(_ solved: SolvedLayout) -> String {
        var parts = [solved.context.category.uikitName, "\(formatDecimal(solved.context.viewport.size.width)) pt"]
        if solved.context.boldText { parts.append("Bold Text") }
        if solved.context.locale != "en" { parts.append(solved.context.locale) }
        return parts.joined(separator: " · ")
    }

    // MARK: - Nodes

    private func pixels(_ points: Points, _ scale: Double) -> Int { Canvas.coordinate(points * scale) }

    private func box(_ rect: Rect, _ scale: Double) -> (x: Int, y: Int, w: Int, h: Int) {
        let x0 = pixels(rect.minX, scale), y0 = pixels(rect.minY, scale)
        return (x0, y0, max(1, pixels(rect.maxX, scale) - x0), max(1, pixels(rect.maxY, scale) - y0))
    }

    private func draw(
        _ node: SolvedNode, in solved: SolvedLayout, on canvas: inout Canvas, scale: Double, rtl: Bool,
        flagged: [NodeID: [Diagnostic]], outlines: Bool, unclipped: NodeID?
    ) {
        // `.hidden()` keeps the view's space and draws none of it.
        if solved.tree[node.node].isHidden { return }
        let b = box(node.frame, scale)
        switch node.kind {
        case .button:
            canvas.fill(x: b.x, y: b.y, width: b.w, height: b.h, color: Palette.button)
            canvas.stroke(x: b.x, y: b.y, width: b.w, height: b.h, color: Palette.buttonOutline, thickness: max(1, Int(scale / 2)))
        case .image:
            canvas.fill(x: b.x, y: b.y, width: b.w, height: b.h, color: Palette.image)
            canvas.line(from: (b.x, b.y), to: (b.x + b.w - 1, b.y + b.h - 1), color: Palette.imageCross)
            canvas.line(from: (b.x + b.w - 1, b.y), to: (b.x, b.y + b.h - 1), color: Palette.imageCross)
        case .divider:
            canvas.fill(x: b.x, y: b.y, width: b.w, height: b.h, color: Palette.separator)
        case .hstack, .vstack, .stack, .list, .scroll:
            if outlines { canvas.stroke(x: b.x, y: b.y, width: b.w, height: b.h, color: Palette.outline, thickness: 1, dash: pixels(3, scale)) }
        default:
            break
        }
        if let rows = node.rows {
            // A one-pixel separator under every row but the last, inset like UITableView's.
            for row in rows.dropLast() {
                let r = box(row.frame, scale)
                canvas.fill(x: r.x + pixels(16, scale), y: r.y + r.h - 1, width: r.w - pixels(16, scale), height: 1, color: Palette.separator)
            }
        }
        if let text = node.text {
            drawText(text, on: &canvas, scale: scale, rtl: rtl)
        }
        let clips = (node.kind == .scroll || node.kind == .list) && node.node != unclipped
        let before = clips ? canvas : nil
        for child in solved.children(of: node.node) {
            draw(child, in: solved, on: &canvas, scale: scale, rtl: rtl, flagged: flagged, outlines: outlines, unclipped: unclipped)
        }
        if let before {
            // Content scrolled out of the container's frame is not drawn.
            canvas.restore(from: before, outside: box(node.frame, scale))
        }
        // Overlays on top of the content.
        for diagnostic in flagged[node.node] ?? [] {
            switch diagnostic.rule {
            case .textTruncated, .textBreaksWord:
                let t = node.text.map { box($0.frame, scale) } ?? b
                canvas.stroke(x: t.x, y: t.y, width: t.w, height: t.h, color: Palette.problem, thickness: max(1, Int(scale)))
            case .contentClipped, .horizontalOverflow, .overlappingSiblings, .missingGlyphs:
                canvas.fill(x: b.x, y: b.y, width: b.w, height: b.h, color: Palette.problem, alpha: 48)
                canvas.stroke(x: b.x, y: b.y, width: b.w, height: b.h, color: Palette.problem, thickness: max(1, Int(scale)))
            case .stackFlipped:
                canvas.stroke(x: b.x, y: b.y, width: b.w, height: b.h, color: Palette.flipped, thickness: max(1, Int(scale)), dash: pixels(6, scale))
                drawLabel(
                    "↕ flipped", on: &canvas, x: node.frame.maxX - 56, y: node.frame.minY - 11, size: 9, scale: scale,
                    color: Palette.flipped, maxWidth: 56)
            case .touchTargetTooSmall:
                canvas.stroke(x: b.x, y: b.y, width: b.w, height: b.h, color: Palette.warning, thickness: max(1, Int(scale)), dash: pixels(2, scale))
            default:
                break
            }
        }
    }

    // MARK: - Text

    private func drawText(_ text: SolvedText, on canvas: inout Canvas, scale: Double, rtl: Bool) {
        let frame = text.frame
        for line in text.measurement.lines {
            let slack = frame.width - line.width
            let offset: Points
            switch (text.alignment, rtl) {
            case (.leading, false), (.trailing, true): offset = 0
            case (.center, _): offset = slack / 2
            default: offset = slack
            }
            drawRuns(line.runs, on: &canvas, originX: frame.minX + offset, baseline: frame.minY + line.baseline, scale: scale, color: Palette.text)
        }
    }

    /// The largest glyph drawn, in pixels per em: a mask grows with the square of the size (a 4,096-pixel em takes
    /// megabytes), and a letter that large shows nothing a picture of the layout needs. Larger glyphs are left out.
    static let maximumGlyphPixels: Double = 4_096

    private func drawRuns(_ runs: [GlyphRun], on canvas: inout Canvas, originX: Points, baseline: Points, scale: Double, color: Color) {
        for run in runs where run.size * scale <= LayoutRenderer.maximumGlyphPixels {
            for (glyph, position) in zip(run.glyphs, run.positions) {
                let px = (originX + position.x) * scale
                let py = ((baseline + position.y) * scale).rounded()
                let whole = px.rounded(.down)
                // Far outside the canvas (or not a number): nothing to draw.
                guard abs(whole) < Double(Canvas.coordinateLimit), abs(py) < Double(Canvas.coordinateLimit),
                    let mask = rasterizer.mask(for: glyph, in: run, pixelsPerPoint: scale, subpixelX: px - whole),
                    mask.width > 0
                else { continue }
                canvas.draw(
                    mask: mask.coverage, width: mask.width, height: mask.height,
                    x: Int(whole) + mask.left, y: Int(py) - mask.top, color: color)
            }
        }
    }

    /// Draws a one-line label with the caption font, its top at (`x`, `y`) points.
    func drawLabel(
        _ string: String, on canvas: inout Canvas, x: Points, y: Points, size: Points, scale: Double, color: Color,
        maxWidth: Points
    ) {
        var attributes = TextAttributes(cascade: captionFont, size: size)
        attributes.weight = .semibold
        drawLine(string, attributes: attributes, on: &canvas, x: x, y: y, scale: scale, color: color, maxWidth: maxWidth)
    }

    /// Draws `string` on one line (tail-truncated at `maxWidth` points) with `attributes`, its top at (`x`, `y`)
    /// points; returns the measurement.
    @discardableResult
    func drawLine(
        _ string: String, attributes: TextAttributes, on canvas: inout Canvas, x: Points, y: Points, scale: Double,
        color: Color, maxWidth: Points
    ) -> TextMeasurement {
        let m = engine.measure(string, attributes: attributes, width: .definite(maxWidth), maxLines: 1, mode: .truncatingTail)
        if let line = m.lines.first {
            drawRuns(line.runs, on: &canvas, originX: x, baseline: y + line.baseline, scale: scale, color: color)
        }
        return m
    }

    /// Measures `string` on one line with `attributes`.
    func measureLine(_ string: String, attributes: TextAttributes) -> TextMeasurement {
        engine.measure(string, attributes: attributes, width: .maxContent, maxLines: 1, mode: .truncatingTail)
    }
}
