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
                let s = Int(analysis.graphemes[a].start), e = Int(analysis.graphemes[b].start)
                for run in analysis.runs where run.end > s && run.start < e {
                    // The glyphs whose cluster lies in s..<e; within a run they are contiguous in visual order.
                    let glyphs = run.glyphs.glyphs
                    if let range = TextEngine.glyphRange(glyphs, runStart: run.start, rightToLeft: run.isRightToLeft, units: s..<e) {
                        slices.append(Slice(run: run, glyphs: glyphs[range]))
                    }
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

    /// The glyphs of a run whose cluster (plus `runStart`) lies in `units`, contiguous in visual order; nil when none.
    ///
    /// Clusters are monotone within a run (HarfBuzz's default cluster level): increasing from left to right, decreasing
    /// in a right-to-left run. Two binary searches find the range, so laying out a long paragraph line by line costs
    /// each line a logarithm of the run, not the whole run (a 100,000-character text took half a minute). A run whose
    /// clusters are not ordered as its direction says is scanned glyph by glyph.
    static func glyphRange(_ glyphs: [ShapedGlyph], runStart: Int, rightToLeft: Bool, units: Range<Int>) -> ClosedRange<Int>? {
        guard let firstGlyph = glyphs.first, let lastGlyph = glyphs.last else { return nil }
        func unit(_ i: Int) -> Int { runStart + Int(glyphs[i].cluster) }
        /// The first index in 0...count where `past` holds (it holds for every later index).
        func partition(_ past: (Int) -> Bool) -> Int {
            var low = 0, high = glyphs.count
            while low < high {
                let mid = (low + high) / 2
                if past(unit(mid)) { high = mid } else { low = mid + 1 }
            }
            return low
        }
        let ordered = rightToLeft ? firstGlyph.cluster >= lastGlyph.cluster : firstGlyph.cluster <= lastGlyph.cluster
        let first: Int, end: Int
        if ordered && !rightToLeft {
            first = partition { $0 >= units.lowerBound }
            end = partition { $0 >= units.upperBound }
        } else if ordered {
            first = partition { $0 < units.upperBound }
            end = partition { $0 < units.lowerBound }
        } else {
            var low = -1, high = -1
            for i in glyphs.indices where units.contains(unit(i)) {
                if low < 0 { low = i }
                high = i
            }
            return low >= 0 ? low...high : nil
        }
        return first < end ? first...(end - 1) : nil
    }
}
