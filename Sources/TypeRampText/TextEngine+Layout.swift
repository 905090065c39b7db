import TypeRampCore

extension TextEngine {
    /// One piece of a line's content in logical order: source graphemes or the inserted ellipsis.
    enum Piece {
        case graphemes(Int, Int)
        case ellipsis
    }

    /// Lays out at the attributes' size (no shrinking).
    /// `analysis`, when given, is `text`'s analysis with `attributes` (``PreparedText``), looked up by the caller.
    func layout(
        _ text: String, attributes: TextAttributes, available: Double, minContent: Bool, maxLines: Int,
        mode: LineBreakMode, glyphRuns: Bool, analysis prepared: TextAnalysis? = nil
    ) -> TextMeasurement {
        let analysis = prepared ?? self.analysis(text, attributes: attributes)
        // Widths are in ems of the horizontal size (the font size times the width scale); heights of the font size.
        let size = attributes.size * attributes.widthScale
        let fontSize = attributes.size
        let tracking = attributes.tracking
        let n = analysis.graphemeCount

        // Line height: the style's when given, else the primary font's ascender + descender + line gap.
        let ascender = (analysis.primary?.ascender ?? 0) * fontSize
        let descender = (analysis.primary?.descender ?? 0) * fontSize
        let lineGap = (analysis.primary?.lineGap ?? 0) * fontSize
        let lineHeight = (attributes.lineHeight ?? (ascender + descender + lineGap)) * attributes.lineHeightMultiple
        // Extra height goes above the glyphs, as TextKit places lineHeightMultiple and minimumLineHeight.
        let baselineInLine = lineHeight - descender - lineGap

        // Min-content breaks at every opportunity and keeps units whole (with charWrap every cluster is one).
        let wrap: WrapStyle
        switch mode {
        case .charWrap: wrap = .character
        case .clip: wrap = .unbroken
        default: wrap = minContent ? .unbroken : .word
        }
        let spans = analysis.breakLines(size: size, tracking: tracking, available: available, wrap: wrap)
        // Fast path: lines shown whole, nothing cut (the common case for wrapping modes).
        let plainMode = mode == .wordWrap || mode == .charWrap || mode == .truncatingTail
        if plainMode, maxLines == 0 || spans.count <= maxLines {
            var lines: [MeasuredLine] = []
            lines.reserveCapacity(spans.count)
            var widest: Double = 0
            for (i, span) in spans.enumerated() {
                let visibleEnd = analysis.visibleEnd(span.start, span.end)
                let lineWidth = analysis.width(span.start, visibleEnd, size: size, tracking: tracking)
                widest = max(widest, lineWidth)
                let range = Int(analysis.graphemes[span.start].start)..<Int(analysis.graphemes[span.end].start)
                let runs =
                    glyphRuns
                    ? self.glyphRuns(
                        analysis, pieces: [.graphemes(span.start, visibleEnd)], ellipsis: nil,
                        attributes: attributes) : []
                lines.append(
                    MeasuredLine(
                        text: analysis.text(span.start, visibleEnd), sourceRange: range, width: lineWidth,
                        baseline: Double(i) * lineHeight + baselineInLine, runs: runs))
            }
            return TextMeasurement(
                lines: lines, size: Size(width: widest, height: Double(lines.count) * lineHeight),
                lineHeight: lineHeight, firstBaseline: lines.isEmpty ? 0 : baselineInLine,
                truncated: false, missingGlyphs: analysis.missingGlyphs, scaleFactor: 1,
                totalLineCount: spans.count)
        }

        let ellipsis = mode == .wordWrap || mode == .charWrap || mode == .clip ? nil : self.ellipsis(analysis)
        let ellipsisWidth = (ellipsis?.em ?? 0) * size + tracking
        let limit = available + fitTolerance
        var truncated = false
        var visible: [[Piece]] = []

        func plain(_ span: LineSpan) -> [Piece] { [.graphemes(span.start, analysis.visibleEnd(span.start, span.end))] }

        switch mode {
        case .truncatingHead, .truncatingMiddle:
            if n > 0 {
                let paragraphEnd = analysis.paragraphEnd(after: 0)
                let contentEnd = analysis.visibleEnd(0, paragraphEnd)
                let rest = analysis.visibleStart(paragraphEnd, n)
                if rest < n { truncated = true }
                if analysis.width(0, contentEnd, size: size, tracking: tracking) <= limit {
                    visible = [[.graphemes(0, contentEnd)]]
                } else {
                    truncated = true
                    visible = [
                        mode == .truncatingHead
                            ? headTruncated(analysis, end: contentEnd, size: size, tracking: tracking, limit: limit - ellipsisWidth)
                            : middleTruncated(analysis, end: contentEnd, size: size, tracking: tracking, limit: limit - ellipsisWidth)
                    ]
                }
            }
        case .truncatingTail:
            let shown = maxLines > 0 ? min(maxLines, spans.count) : spans.count
            visible = spans.prefix(shown).map(plain)
            if shown < spans.count, shown > 0 {
                truncated = true
                let start = spans[shown - 1].start
                let contentEnd = analysis.visibleEnd(start, analysis.paragraphEnd(after: start))
                var k = start
                while k < contentEnd,
                    analysis.width(start, analysis.visibleEnd(start, k + 1), size: size, tracking: tracking) + ellipsisWidth <= limit
                {
                    k += 1
                }
                visible[shown - 1] = [.graphemes(start, analysis.visibleEnd(start, k)), .ellipsis]
            }
        case .wordWrap, .charWrap, .clip:
            let shown = maxLines > 0 ? min(maxLines, spans.count) : spans.count
            if shown < spans.count { truncated = true }
            visible = spans.prefix(shown).map(plain)
            if mode == .clip {
                for (i, pieces) in visible.enumerated() {
                    guard case .graphemes(let a, let e) = pieces[0],
                        analysis.width(a, e, size: size, tracking: tracking) > limit
                    else { continue }
                    var k = a
                    while k < e && analysis.width(a, k + 1, size: size, tracking: tracking) <= limit { k += 1 }
                    visible[i] = [.graphemes(a, k)]
                    truncated = true
                }
            }
        }

        // MARK: Lines out
        // The spans of lines shown whole (nil where cut).
        var wholeSpans: [LineSpan?] = visible.indices.map { i in
            guard i < spans.count, visible[i].count == 1, case .graphemes(let a, let b) = visible[i][0],
                a == spans[i].start, b == analysis.visibleEnd(spans[i].start, spans[i].end)
            else { return nil }
            return spans[i]
        }
        if mode == .truncatingHead || mode == .truncatingMiddle, truncated { wholeSpans = wholeSpans.map { _ in nil } }
        var lines: [MeasuredLine] = []
        lines.reserveCapacity(visible.count)
        var widest: Double = 0
        for (i, pieces) in visible.enumerated() {
            var lineWidth: Double = 0
            var text = ""
            var first = Int.max, last = 0
            for piece in pieces {
                switch piece {
                case .graphemes(let a, let b):
                    lineWidth += analysis.width(a, b, size: size, tracking: tracking)
                    let s = Int(analysis.graphemes[a].start), e = Int(analysis.graphemes[b].start)
                    if text.isEmpty { text = analysis.text(a, b) } else { text += analysis.text(a, b) }
                    first = min(first, s)
                    last = max(last, e)
                case .ellipsis:
                    lineWidth += ellipsisWidth
                    text += "\u{2026}"
                }
            }
            // A line shown whole covers its span (trailing spaces and separator included); a cut one, what it shows.
            var range = first == Int.max ? 0..<0 : first..<last
            if let span = wholeSpans[i] {
                range = Int(analysis.graphemes[span.start].start)..<Int(analysis.graphemes[span.end].start)
            }
            widest = max(widest, lineWidth)
            let baseline = Double(i) * lineHeight + baselineInLine
            let runs = glyphRuns ? self.glyphRuns(analysis, pieces: pieces, ellipsis: ellipsis?.run, attributes: attributes) : []
            lines.append(MeasuredLine(text: text, sourceRange: range, width: lineWidth, baseline: baseline, runs: runs))
        }
        return TextMeasurement(
            lines: lines, size: Size(width: widest, height: Double(lines.count) * lineHeight),
            lineHeight: lineHeight, firstBaseline: lines.isEmpty ? 0 : baselineInLine,
            truncated: truncated, missingGlyphs: analysis.missingGlyphs, scaleFactor: 1,
            totalLineCount: spans.count)
    }

    /// The ellipsis "…" (three periods when the primary face lacks it) as the primary face sets it:
    /// its advance in ems and its shaped run. Shaped through the cache, only when truncating.
    func ellipsis(_ analysis: TextAnalysis) -> (em: Double, run: TextAnalysis.Run)? {
        guard let instance = analysis.primary, let face = analysis.primaryFace else { return nil }
        let units: [UInt16] = face.covers(codepoint: 0x2026) ? [0x2026] : [0x2E, 0x2E, 0x2E]
        let shaped = shaper.shape(
            units[...], instance: instance, rightToLeft: false, script: ScriptTag.common,
            language: analysis.language, locale: analysis.locale, features: analysis.features)
        let em = shaped.glyphs.reduce(0.0) { $0 + Double($1.advance) } * instance.emPerUnit
        return (em, TextAnalysis.Run(start: 0, end: 0, level: 0, face: face, instance: instance, glyphs: shaped))
    }

    /// "…" and the longest tail of `0..<end` that fits in `limit` points (the ellipsis already deducted).
    private func headTruncated(_ analysis: TextAnalysis, end: Int, size: Double, tracking: Double, limit: Double) -> [Piece] {
        var k = end
        while k > 0 {
            let start = analysis.visibleStart(k - 1, end)
            guard analysis.width(start, end, size: size, tracking: tracking) <= limit else { break }
            k -= 1
        }
        return [.ellipsis, .graphemes(analysis.visibleStart(k, end), end)]
    }

    /// The head and tail of `0..<end` around "…", as many graphemes as fit, split evenly by count.
    private func middleTruncated(_ analysis: TextAnalysis, end: Int, size: Double, tracking: Double, limit: Double) -> [Piece] {
        func pieces(keeping kept: Int) -> (Double, Int, Int) {
            let headEnd = analysis.visibleEnd(0, (kept + 1) / 2)
            let tailStart = analysis.visibleStart(end - kept / 2, end)
            let w = analysis.width(0, headEnd, size: size, tracking: tracking) + analysis.width(tailStart, end, size: size, tracking: tracking)
            return (w, headEnd, tailStart)
        }
        var low = 0, high = end  // the largest kept count that fits, by bisection (width grows with the count)
        while low < high {
            let mid = (low + high + 1) / 2
            if pieces(keeping: mid).0 <= limit { low = mid } else { high = mid - 1 }
        }
        let (_, headEnd, tailStart) = pieces(keeping: low)
        return [.graphemes(0, headEnd), .ellipsis, .graphemes(tailStart, end)]
    }

    /// The largest scale in `minimum...1` at which the first line of `text` fits `available` points
    /// unwrapped (1 when it already fits).
    func fittingScale(_ text: String, attributes: TextAttributes, available: Double, minimum: Double) -> Double {
        func naturalWidth(_ factor: Double) -> Double {
            var scaled = attributes
            scaled.size = attributes.size * factor
            return layout(
                text, attributes: scaled, available: .infinity, minContent: false, maxLines: 1,
                mode: .truncatingTail, glyphRuns: false
            ).size.width
        }
        let full = naturalWidth(1)
        guard full > available + fitTolerance, full > 0 else { return 1 }
        var factor = max(minimum, available / full)
        for _ in 0..<4 {
            let w = naturalWidth(factor)
            if w <= available + fitTolerance || factor <= minimum { break }
            factor = max(minimum, factor * available / w)
        }
        var guardSteps = 0
        while factor > minimum, naturalWidth(factor) > available + fitTolerance, guardSteps < 20 {
            factor = max(minimum, factor * 0.999)
            guardSteps += 1
        }
        return factor
    }
}
