/// A line as grapheme indices: `start..<end`, `end` including trailing spaces and the line separator.
struct LineSpan: Hashable {
    var start: Int
    var end: Int
}

/// Where lines may wrap when a unit (the text between two break opportunities) is wider than the line.
enum WrapStyle {
    /// Break the unit between grapheme clusters (`wordWrap`).
    case word
    /// Every grapheme-cluster boundary is a break opportunity (`charWrap`).
    case character
    /// Keep the unit whole and let it overflow (`clip`, min-content).
    case unbroken
}

/// Widths within this many points of the available width still fit: it absorbs floating-point
/// rounding in sums of advances (a thousandth of a point is far below a pixel at @3x).
let fitTolerance: Double = 0.001

extension TextAnalysis {
    /// Width in points of graphemes `a..<b` at `size` with `tracking` after each grapheme.
    @inline(__always)
    func width(_ a: Int, _ b: Int, size: Double, tracking: Double) -> Double {
        (graphemes[b].emBefore - graphemes[a].emBefore) * size
            + Double(graphemes[b].trackedBefore - graphemes[a].trackedBefore) * tracking
    }

    /// `b` moved back over trailing hanging whitespace and separators, not before `a`.
    @inline(__always)
    func visibleEnd(_ a: Int, _ b: Int) -> Int { max(a, Int(graphemes[b].visibleEnd)) }

    /// `a` moved forward over leading hanging whitespace, not past `b`.
    @inline(__always)
    func visibleStart(_ a: Int, _ b: Int) -> Int {
        var s = a
        while s < b && graphemes[s].flags.contains(.hangs) { s += 1 }
        return s
    }

    /// The end of the paragraph containing grapheme `a`: just after its line separator, or the text's end.
    func paragraphEnd(after a: Int) -> Int {
        for (i, b) in breaks.enumerated() where Int(b) > a && hardBreaks[i] { return Int(b) }
        return graphemeCount
    }

    /// Whether the text ends with a line separator (which opens an empty last line, as in TextKit and Pango).
    var endsWithSeparator: Bool {
        graphemeCount > 0 && graphemes[graphemeCount - 1].flags.contains(.separator)
    }

    /// Greedy line filling (TextKit's): each line takes break units while their width without trailing
    /// spaces fits `available` points; trailing spaces hang past the edge; mandatory breaks end a line.
    /// A unit wider than the line is split between grapheme clusters (`.word`) or left whole (`.unbroken`).
    func breakLines(size: Double, tracking: Double, available: Double, wrap: WrapStyle) -> [LineSpan] {
        let n = graphemeCount
        guard n > 0 else { return [] }
        var opportunities = breaks
        var hard = hardBreaks
        if wrap == .character {
            let mandatory = Set(zip(breaks, hardBreaks).filter(\.1).map(\.0))
            opportunities = (1...n).map { Int32($0) }
            hard = opportunities.map { mandatory.contains($0) }
        }
        let limit = available + fitTolerance
        var lines: [LineSpan] = []
        // A local copy: one retain, instead of one per access in the loops below.
        let graphemes = self.graphemes
        @inline(__always) func width(_ a: Int, _ b: Int) -> Double {
            (graphemes[b].emBefore - graphemes[a].emBefore) * size
                + Double(graphemes[b].trackedBefore - graphemes[a].trackedBefore) * tracking
        }
        // visibleEnd(a, b) drops the hanging whitespace at the end of a..<b in constant time, from the end of each prefix
        // without its trailing hanging run (``Grapheme/visibleEnd``, computed with the analysis): scanning back per call
        // made a text of spaces and tabs quadratic (every character is a break opportunity and hangs).
        @inline(__always) func visibleEnd(_ a: Int, _ b: Int) -> Int { max(a, Int(graphemes[b].visibleEnd)) }
        // Room for about as many lines as the text's width fills (one allocation instead of one per doubling).
        let estimate = limit > 0 ? width(0, n) / limit + 2 : Double(opportunities.count)
        lines.reserveCapacity(Int(min(Double(opportunities.count + 1), max(1, estimate.isNaN ? 1 : estimate))))
        var a = 0
        var k = 0
        while a < n {
            while k < opportunities.count && Int(opportunities[k]) <= a { k += 1 }
            guard k < opportunities.count else {
                lines.append(LineSpan(start: a, end: n))
                break
            }
            var end = a
            var j = k
            while j < opportunities.count {
                let b = Int(opportunities[j])
                guard width(a, visibleEnd(a, b)) <= limit else { break }
                end = b
                j += 1
                if hard[j - 1] { break }
            }
            if end == a {
                let b = Int(opportunities[j])
                switch wrap {
                case .unbroken:
                    end = b
                case .word, .character:
                    var g = a + 1
                    while g < b && width(a, visibleEnd(a, g + 1)) <= limit { g += 1 }
                    end = g
                }
            }
            // Spaces after the break hang on this line (a line never starts with hanging whitespace,
            // even after an overlong unit); a line separator ends it.
            while end < n && !graphemes[end - 1].flags.contains(.separator) && graphemes[end].flags.contains(.hangs) {
                end += 1
            }
            lines.append(LineSpan(start: a, end: end))
            a = end
        }
        if endsWithSeparator { lines.append(LineSpan(start: n, end: n)) }
        return lines
    }
}
