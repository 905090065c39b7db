import CHarfBuzz
import TypeRampCore

/// Everything about a string that does not depend on the point size: grapheme clusters, line-break
/// opportunities, bidi levels, runs (level × script × face) shaped in font units, and each grapheme
/// cluster's advance in ems. Measuring at a size only scales these numbers, so one analysis serves
/// every size, width and line limit ("shape once, scale many"). Immutable once built.
///
/// `@unchecked Sendable`: every stored property is a `let`, and all but `language` are `Sendable` values; `language`
/// is an `hb_language_t`, a pointer to a string HarfBuzz interns for the life of the process and never changes or frees.
final class TextAnalysis: @unchecked Sendable {
    /// Grapheme flags.
    struct Flags: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        /// Whitespace that hangs past the line's end (not counted in its width).
        static let hangs = Flags(rawValue: 1)
        /// A line or paragraph separator (zero width, no tracking).
        static let separator = Flags(rawValue: 2)
        /// No face of the cascade covers the cluster.
        static let missing = Flags(rawValue: 4)
    }

    /// One shaped run: a maximal stretch of graphemes with the same bidi level, script and face.
    struct Run {
        /// UTF-16 range in the text.
        var start: Int
        var end: Int
        var level: UInt8
        var face: FontFace
        var instance: FontInstance
        var glyphs: ShapedRun
        var isRightToLeft: Bool { level & 1 == 1 }
    }

    /// What the analysis knows of grapheme `i`, for each grapheme and one entry past the last (the text's end): kept
    /// side by side in one array (one allocation and one cache line per grapheme, where six arrays cost six of each).
    struct Grapheme {
        /// UTF-16 offset where the grapheme starts (the text's length past the last).
        var start: Int32 = 0
        /// UTF-8 byte offset where it starts: line texts are cut from ``utf8`` there, the fast way to make a `String`.
        var utf8Start: Int32 = 0
        /// Number of graphemes before it that get tracking.
        var trackedBefore: Int32 = 0
        /// The end of the graphemes before it without their trailing hanging whitespace (so ``visibleEnd(_:_:)`` of
        /// `a..<b` is `max(a, graphemes[b].visibleEnd)`): computed once here, not at every line break of every width
        /// and size.
        var visibleEnd: Int32 = 0
        /// Sum of the advances (in ems) of the graphemes before it.
        var emBefore: Double = 0
        /// The grapheme's flags (empty past the last).
        var flags: Flags = []
    }

    let utf16: [UInt16]
    /// The text's UTF-8 bytes.
    let utf8: [UInt8]
    /// Each grapheme, plus one entry past the last.
    let graphemes: [Grapheme]
    /// Grapheme indices where a line may break (ascending, > 0, the last is the grapheme count).
    let breaks: [Int32]
    /// Whether each of ``breaks`` is mandatory (after a line separator).
    let hardBreaks: [Bool]
    /// The runs in logical order.
    let runs: [Run]
    /// Graphemes no face covers.
    let missingGlyphs: Int
    /// The primary face's instance (its metrics set the line height), nil for an empty cascade.
    let primary: FontInstance?
    let primaryFace: FontFace?
    /// What the text was shaped with (the ellipsis is shaped the same way when truncating).
    let features: FeatureSet
    let locale: String
    let language: OpaquePointer?

    var graphemeCount: Int { graphemes.count - 1 }

    /// The source text of graphemes `a..<b`.
    func text(_ a: Int, _ b: Int) -> String {
        let s = Int(graphemes[a].utf8Start), e = Int(graphemes[b].utf8Start)
        return utf8.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[s..<e]), as: UTF8.self) }
    }

    // MARK: - Building

    init(
        text: String, faces: [FontFace], instances: [FontInstance], features: FeatureSet, locale: String,
        language: OpaquePointer?, shaper: Shaper, breakers: BreakerPool
    ) {
        // The UTF-8 bytes copied whole; ASCII text (most labels) widened byte by byte rather than transcoded.
        var source = text
        let bytes: [UInt8] = source.withUTF8 { Array($0) }
        let units: [UInt16] = bytes.allSatisfy { $0 < 0x80 } ? bytes.map { UInt16($0) } : Array(text.utf16)
        utf16 = units
        let n = units.count
        var starts: [Int32] = []
        var unitToGrapheme = [Int32](repeating: 0, count: n)
        var lineBreaks: [Int32] = []
        var hard: [Bool] = []
        var levels: [UInt8]? = nil

        units.withUnsafeBufferPointer { buffer in
            // Grapheme clusters (UAX #29): in text made only of characters that never extend a cluster,
            // every unit is its own cluster except CR LF; otherwise ICU finds them.
            if buffer.allSatisfy(TextAnalysis.neverExtendsCluster) {
                starts.reserveCapacity(n + 1)
                for i in 0..<n where !(i > 0 && buffer[i] == 0x0A && buffer[i - 1] == 0x0D) { starts.append(Int32(i)) }
            } else {
                starts.append(0)
                let found = breakers.with(line: false, locale: locale) { $0?.boundaries(buffer).positions ?? [] }
                starts.append(contentsOf: found.dropLast())
                if n == 0 { starts.removeAll() }
            }
            starts.append(Int32(n))
            for g in 0..<(starts.count - 1) {
                for u in Int(starts[g])..<Int(starts[g + 1]) { unitToGrapheme[u] = Int32(g) }
            }
            // Line-break opportunities (UAX #14 as ICU tailors it for the locale), as grapheme indices.
            if n > 0 {
                // ICU's arrays are rewritten in place (UTF-16 offsets to grapheme indices, dropping offsets inside a
                // cluster and repeats) and kept: no second pair of arrays.
                (lineBreaks, hard) = breakers.with(line: true, locale: locale) { $0?.boundaries(buffer) ?? ([Int32(n)], [false]) }
                var kept = 0
                for i in 0..<lineBreaks.count {
                    let p = Int(lineBreaks[i])
                    let g: Int32 = p >= n ? Int32(starts.count - 1) : unitToGrapheme[p]
                    guard p >= n || Int(starts[Int(g)]) == p, g > 0 else { continue }  // only at cluster starts
                    if kept > 0, lineBreaks[kept - 1] == g { continue }
                    lineBreaks[kept] = g
                    hard[kept] = hard[i]
                    kept += 1
                }
                lineBreaks.removeLast(lineBreaks.count - kept)
                hard.removeLast(hard.count - kept)
            }
            levels = bidiLevels(buffer)
        }
        utf8 = bytes
        var info = [Grapheme](repeating: Grapheme(), count: starts.count)
        var byte: Int32 = 0
        var unitIndex = 0
        for g in 0..<starts.count {
            let target = Int(starts[g])
            while unitIndex < target {
                let unit = units[unitIndex]
                byte += unit < 0x80 ? 1 : unit < 0x800 ? 2 : (unit & 0xF800 == 0xD800 ? 2 : 3)
                unitIndex += 1
            }
            info[g].start = starts[g]
            info[g].utf8Start = byte
        }
        breaks = lineBreaks
        hardBreaks = hard
        let count = starts.count - 1

        var missing = 0
        var madeRuns: [Run] = []
        // Each grapheme's advance (ems) goes to info[g + 1].emBefore first; the loop after the runs turns them into sums.
        // Scratch space (on the stack when small): each grapheme's face index and script, and the face chosen for each
        // ASCII character. Three heap arrays per analysis were a measurable share of measuring a short label.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { graphemeFace in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: count) { graphemeScript in
                withUnsafeTemporaryAllocation(of: Int8.self, capacity: 128) { asciiFace in
                    graphemeFace.initialize(repeating: 0)
                    graphemeScript.initialize(repeating: ScriptTag.common)
                    asciiFace.initialize(repeating: -1)

                    // MARK: Face, script and flags per grapheme
                    var scalars: [UInt32] = []
                    for g in 0..<count {
                        let s = Int(starts[g]), e = Int(starts[g + 1])
                        let first = units[s]
                        if e - s == 1 && first < 0x80 {
                            // ASCII fast path.
                            if first == 0x0A || first == 0x0D || first == 0x0B || first == 0x0C {
                                info[g].flags = [.separator, .hangs]
                                graphemeFace[g] = g > 0 ? graphemeFace[g - 1] : 0
                                continue
                            }
                            if first == 0x20 || first == 0x09 { info[g].flags = .hangs }
                            graphemeScript[g] = scriptTag(UInt32(first))
                            if first == 0x20 || first < 0x20, g > 0, faces.indices.contains(graphemeFace[g - 1]),
                                faces[graphemeFace[g - 1]].covers(codepoint: UInt32(first))
                            {
                                graphemeFace[g] = graphemeFace[g - 1]
                                continue
                            }
                            if asciiFace[Int(first)] < 0 {
                                asciiFace[Int(first)] = Int8(faces.firstIndex { $0.covers(codepoint: UInt32(first)) } ?? -2)
                            }
                            let chosen = Int(asciiFace[Int(first)])
                            if chosen >= 0 {
                                graphemeFace[g] = chosen
                            } else {
                                graphemeFace[g] = 0
                                if first >= 0x20 { info[g].flags.insert(.missing); missing += 1 }
                            }
                            continue
                        }
                        if e - s == 1, first & 0xF800 != 0xD800, !TextAnalysis.isSeparator(UInt32(first)),
                            !TextAnalysis.isSpaceLike(UInt32(first)), !TextAnalysis.isIgnorable(UInt32(first))
                        {
                            // One BMP character that is neither a space, a separator nor invisible: the first face
                            // that has it (the common case in Greek, Cyrillic, Hebrew, Arabic text).
                            let c = UInt32(first)
                            graphemeScript[g] = scriptTag(c)
                            if let chosen = faces.firstIndex(where: { $0.covers(codepoint: c) }) {
                                graphemeFace[g] = chosen
                            } else {
                                graphemeFace[g] = 0
                                info[g].flags.insert(.missing)
                                missing += 1
                            }
                            continue
                        }
                        scalars.removeAll(keepingCapacity: true)
                        var u = s
                        while u < e {
                            let unit = units[u]
                            if unit & 0xFC00 == 0xD800, u + 1 < e, units[u + 1] & 0xFC00 == 0xDC00 {
                                scalars.append(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[u + 1]) - 0xDC00))
                                u += 2
                            } else {
                                scalars.append(UInt32(unit))
                                u += 1
                            }
                        }
                        let base = scalars[0]
                        graphemeScript[g] = scriptTag(base)
                        if TextAnalysis.isSeparator(base) {
                            info[g].flags = [.separator, .hangs]
                            graphemeFace[g] = g > 0 ? graphemeFace[g - 1] : 0
                            continue
                        }
                        if TextAnalysis.hangs(base) { info[g].flags.insert(.hangs) }
                        var significant = scalars
                        if significant.contains(where: TextAnalysis.isIgnorable) { significant.removeAll(where: TextAnalysis.isIgnorable) }
                        if significant.isEmpty || (significant.count == 1 && TextAnalysis.isSpaceLike(significant[0])) {
                            // Spaces and invisible format characters keep the previous cluster's face when it has them
                            // (so "مرحبا بك" stays one run), as Pango's itemizer does.
                            if g > 0, significant.allSatisfy({ faces[graphemeFace[g - 1]].covers(codepoint: $0) }) {
                                graphemeFace[g] = graphemeFace[g - 1]
                                continue
                            }
                        }
                        if significant.isEmpty {
                            graphemeFace[g] = g > 0 ? graphemeFace[g - 1] : 0
                            continue
                        }
                        if let all = faces.firstIndex(where: { face in significant.allSatisfy { face.covers(codepoint: $0) } }) {
                            graphemeFace[g] = all
                        } else if let baseOnly = faces.firstIndex(where: { $0.covers(codepoint: significant[0]) }) {
                            graphemeFace[g] = baseOnly
                        } else {
                            graphemeFace[g] = 0
                            info[g].flags.insert(.missing)
                            missing += 1
                        }
                    }
                    // Common and Inherited clusters take the script before them; leading ones the first real script after.
                    var lastReal: UInt32? = nil
                    var firstReal: UInt32? = nil
                    for g in 0..<count {
                        if ScriptTag.isNeutral(graphemeScript[g]) {
                            if let lastReal { graphemeScript[g] = lastReal }
                        } else {
                            lastReal = graphemeScript[g]
                            if firstReal == nil { firstReal = graphemeScript[g] }
                        }
                    }
                    if let firstReal {
                        for g in 0..<count where ScriptTag.isNeutral(graphemeScript[g]) { graphemeScript[g] = firstReal }
                    }

                    // MARK: Runs, shaped
                    if !faces.isEmpty && count > 0 {
                        var runStart = 0
                        func level(_ g: Int) -> UInt8 { levels?[Int(starts[g])] ?? 0 }
                        for g in 1...count {
                            let split =
                                g == count || graphemeFace[g] != graphemeFace[runStart] || level(g) != level(runStart)
                                || graphemeScript[g] != graphemeScript[runStart]
                            guard split else { continue }
                            let faceIndex = graphemeFace[runStart]
                            let start = Int(starts[runStart]), end = Int(starts[g])
                            let runLevel = level(runStart)
                            let instance = instances[faceIndex]
                            let shaped = shaper.shape(
                                units[start..<end], instance: instance, rightToLeft: runLevel & 1 == 1,
                                script: graphemeScript[runStart], language: language, locale: locale,
                                features: features)
                            let emPerUnit = instance.emPerUnit
                            for glyph in shaped.glyphs {
                                let unit = start + Int(glyph.cluster)
                                guard unit < end else { continue }
                                info[Int(unitToGrapheme[unit]) + 1].emBefore += Double(glyph.advance) * emPerUnit
                            }
                            madeRuns.append(
                                Run(
                                    start: start, end: end, level: runLevel, face: faces[faceIndex],
                                    instance: instance, glyphs: shaped))
                            runStart = g
                        }
                    }
                }
            }
        }
        for g in 0..<count {
            let isSeparator = info[g].flags.contains(.separator)
            info[g + 1].emBefore = info[g].emBefore + (isSeparator ? 0 : info[g + 1].emBefore)
            info[g + 1].trackedBefore = info[g].trackedBefore + (isSeparator ? 0 : 1)
            info[g + 1].visibleEnd = info[g].flags.contains(.hangs) ? info[g].visibleEnd : Int32(g + 1)
        }
        graphemes = info
        runs = madeRuns
        missingGlyphs = missing
        primary = instances.first
        primaryFace = faces.first

        self.features = features
        self.locale = locale
        self.language = language
    }

    /// Estimated bytes held (for the cache's bound).
    var estimatedCost: Int {
        // Object and array headers, then per UTF-16 unit (utf16, utf8), per grapheme and per break; shaped runs are
        // counted by the shape cache.
        320 + utf16.count * 6 + graphemes.count * MemoryLayout<Grapheme>.stride + breaks.count * 5 + runs.count * 64
    }

    // MARK: - Character classes

    /// Whether a UTF-16 unit is a character that always starts its own grapheme cluster and is never
    /// extended by the next one when it is followed by another such character: letters and punctuation of
    /// Latin, Greek, Cyrillic, unpointed Hebrew and unvocalised Arabic, spaces and general punctuation.
    /// (No combining marks, joiners, variation selectors, surrogates, Hangul jamo or Indic/Thai letters.)
    @inline(__always)
    static func neverExtendsCluster(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0A, 0x0D, 0x20...0x7E, 0xA0...0x2FF, 0x370...0x482, 0x48A...0x52F, 0x5D0...0x5EA, 0x5F0...0x5F4,
            0x60C...0x60F, 0x61B, 0x61D...0x64A, 0x660...0x66F, 0x671...0x6D3, 0x1E00...0x1FFF,
            0x2000...0x200A, 0x2010...0x2029, 0x202F...0x205F, 0x20A0...0x20C0, 0x2100...0x218F:
            return true
        default:
            return false
        }
    }

    /// Line and paragraph separators: LF, VT, FF, CR, NEL, LS, PS.
    @inline(__always)
    static func isSeparator(_ scalar: UInt32) -> Bool {
        (scalar >= 0x0A && scalar <= 0x0D) || scalar == 0x85 || scalar == 0x2028 || scalar == 0x2029
    }

    /// Whitespace that hangs at the end of a line: space, tab, and the breaking spaces of category Zs
    /// (not the no-break ones U+00A0, U+2007, U+202F).
    @inline(__always)
    static func hangs(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// Spaces of any kind (for keeping the previous face).
    @inline(__always)
    static func isSpaceLike(_ scalar: UInt32) -> Bool {
        hangs(scalar) || scalar == 0xA0 || scalar == 0x2007 || scalar == 0x202F
    }

    /// Default-ignorable code points and controls, which never need a glyph of their own (ZWJ, ZWNJ,
    /// variation selectors, bidi controls, soft hyphen …).
    @inline(__always)
    static func isIgnorable(_ scalar: UInt32) -> Bool {
        if scalar < 0x20 || (scalar >= 0x7F && scalar < 0xA0) { return true }
        // Default_Ignorable_Code_Point lies in these blocks only; ask the property table just there.
        switch scalar {
        case 0xAD, 0x034F, 0x061C, 0x115F...0x1160, 0x17B4...0x17B5, 0x180B...0x180F, 0x200B...0x200F,
            0x202A...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFF8,
            0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
            return Unicode.Scalar(scalar)?.properties.isDefaultIgnorableCodePoint ?? false
        default:
            return false
        }
    }
}
