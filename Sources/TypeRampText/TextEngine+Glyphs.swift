import TypeRampCore

extension TextEngine {
    /// The glyph runs of a line's pieces in visual order, positioned in points from the line's start
    /// (UAX #9 rule L2: reverse every sequence at each level from the highest to the lowest odd one).
    /// Horizontal positions follow the attributes' width scale, vertical offsets the font size.
    func glyphRuns(
        _ analysis: TextAnalysis, pieces: [Piece], ellipsis: TextAnalysis.Run?, attributes: TextAttributes
    ) -> [GlyphRun] {
        let size = attributes.size, tracking = attributes.tracking, widthScale = attributes.widthScale
        struct Slice {
            var run: TextAnalysis.Run
            var glyphs: ArraySlice<ShapedGlyph>
        }
        var slices: [Slice] = []
        for piece in pieces {
            switch piece {
            case .graphemes(let a, let b):
                guard a < b else { continue }
                let s = Int(analysis.graphemeStarts[a]), e = Int(analysis.graphemeStarts[b])
                for run in analysis.runs where run.end > s && run.start < e {
                    // The glyphs whose cluster lies in s..<e; within a run they are contiguous in visual order.
                    let glyphs = run.glyphs.glyphs
                    var first = -1, last = -1
                    for (i, glyph) in glyphs.enumerated() {
                        let unit = run.start + Int(glyph.cluster)
                        if unit >= s && unit < e {
                            if first < 0 { first = i }
                            last = i
                        }
                    }
                    if first >= 0 { slices.append(Slice(run: run, glyphs: glyphs[first...last])) }
                }
            case .ellipsis:
                if let run = ellipsis { slices.append(Slice(run: run, glyphs: run.glyphs.glyphs[...])) }
            }
        }
        // L2 reordering of the slices by level.
        if let highest = slices.map(\.run.level).max(), highest > 0 {
            let lowestOdd = slices.map(\.run.level).filter { $0 & 1 == 1 }.min() ?? highest
            var level = highest
            while level >= max(1, lowestOdd) {
                var i = 0
                while i < slices.count {
                    guard slices[i].run.level >= level else { i += 1; continue }
                    var j = i
                    while j < slices.count && slices[j].run.level >= level { j += 1 }
                    slices[i..<j].reverse()
                    i = j
                }
                level -= 1
            }
        }
        var pen: Double = 0
        var result: [GlyphRun] = []
        for slice in slices {
            let scale = slice.run.instance.emPerUnit * size
            let xScale = scale * widthScale
            var glyphs: [UInt32] = []
            var positions: [Point] = []
            glyphs.reserveCapacity(slice.glyphs.count)
            positions.reserveCapacity(slice.glyphs.count)
            var previousCluster: UInt32? = nil
            for glyph in slice.glyphs {
                // Tracking goes between clusters (and after the last, added below).
                if let previousCluster, previousCluster != glyph.cluster { pen += tracking }
                previousCluster = glyph.cluster
                glyphs.append(glyph.glyph)
                positions.append(Point(x: pen + Double(glyph.xOffset) * xScale, y: -Double(glyph.yOffset) * scale))
                pen += Double(glyph.advance) * xScale
            }
            if !glyphs.isEmpty { pen += tracking }
            result.append(
                GlyphRun(
                    face: slice.run.face, variations: slice.run.instance.variations, size: size,
                    glyphs: glyphs, positions: positions, isRightToLeft: slice.run.isRightToLeft, widthScale: widthScale,
                    syntheticItalic: attributes.syntheticItalic))
        }
        return result
    }
}
