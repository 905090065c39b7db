import ArgumentParser
import Dispatch
import Foundation
import TypeRampCore
import TypeRampDecoding
import TypeRampText

/// One batch case, decoded and resolved (or the error that stops it).
struct MeasureCase {
    var id: FlatJSONValue
    var text: String
    var attributes: TextAttributes
    var width: AvailableSpace
    var maxLines: Int
    var mode: LineBreakMode
}

/// One pass's shared state: each thread writes only its own indices of `buffer`.
///
/// `@unchecked Sendable` (an `UnsafeMutableBufferPointer` is not `Sendable`): every index of `buffer` is written by
/// exactly one iteration of `concurrentPerform` (the chunks do not overlap), the buffer outlives the pass (it is the
/// argument of `withUnsafeMutableBufferPointer`), and it is read only after `concurrentPerform` has returned; `cases`
/// is immutable and `TextEngine` is `Sendable`.
struct BatchWork: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<TextMeasurement?>
    let cases: [MeasureCase]
    let engine: TextEngine

    func measure(_ i: Int) {
        let c = cases[i]
        buffer[i] = engine.measure(
            c.text, attributes: c.attributes, width: c.width, maxLines: c.maxLines,
            mode: c.mode, glyphRuns: false)
    }
}

/// A case that could not be decoded: its id (null when unreadable) and why.
struct CaseFailure: Error {
    var id: FlatJSONValue
    var error: InputError
}

extension MeasureCommand {
    /// Reads every case, then measures them `passes` times (timed), and writes the last pass.
    func runBatch(_ path: String, library: FontLibrary, engine: TextEngine) throws {
        // Read with the file size limit (a device or an endless pipe is refused, not read forever).
        let limit = SpecReader.maximumFileBytes
        let data =
            path == "-"
            ? try InputFile.read(descriptor: 0, limit: limit, name: "<stdin>", setting: "TYPERAMP_MAX_FILE_BYTES")
            : try InputFile.read(path, limit: limit, setting: "TYPERAMP_MAX_FILE_BYTES")
        let file = path == "-" ? "<stdin>" : path
        var cases: [Result<MeasureCase, CaseFailure>] = []
        var lineNumber = 0
        var cascades: [[String]: FontCascade] = [:]
        for rawLine in data.split(separator: 0x0A, omittingEmptySubsequences: false) {
            lineNumber += 1
            var bytes = Array(rawLine)
            if bytes.last == 0x0D { bytes.removeLast() }
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            // A case holds one text of at most TYPERAMP_MAX_TEXT characters, each at most 6 bytes as JSON (\uXXXX),
            // and a few fields: a longer line is refused before it is parsed.
            let lineLimit = SpecReader.maximumScalarLength * 6 + 65_536
            if bytes.count > lineLimit {
                let error = InputError(
                    "the line is \(bytes.count) bytes, more than a case may be (\(lineLimit)); raise TYPERAMP_MAX_TEXT for longer texts",
                    at: SourceLocation(file: file, line: lineNumber))
                cases.append(.failure(CaseFailure(id: .null, error: error)))
                continue
            }
            cases.append(
                MeasureCommand.decodeCase(
                    bytes, location: SourceLocation(file: file, line: lineNumber),
                    library: library, cascades: &cascades))
        }
        var decoded = cases.compactMap { try? $0.get() }
        if fonts.systemFonts {
            let fallbacks = SystemFallbacks(library: library)
            for i in decoded.indices {
                decoded[i].attributes.cascade = fallbacks.extend(decoded[i].attributes.cascade, for: decoded[i].text)
            }
        }
        let valid = decoded
        var results = [TextMeasurement?](repeating: nil, count: valid.count)
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<passes {
            if cold { engine.clearCaches() }
            results.withUnsafeMutableBufferPointer { out in
                let work = BatchWork(buffer: out, cases: valid, engine: engine)
                if threads == 1 {
                    for i in valid.indices { work.measure(i) }
                } else {
                    let chunk = (valid.count + threads - 1) / threads
                    DispatchQueue.concurrentPerform(iterations: threads) { t in
                        let lower = t * chunk, upper = min(valid.count, lower + chunk)
                        if lower < upper { for i in lower..<upper { work.measure(i) } }
                    }
                }
            }
        }
        let elapsed = clock.now - start
        if timing {
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            let measured = Double(valid.count * passes)
            var usage = rusage()
            #if canImport(Glibc)
            getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
            let peakKiB = Int(usage.ru_maxrss)  // kibibytes on Linux
            #else
            getrusage(RUSAGE_SELF, &usage)
            let peakKiB = Int(usage.ru_maxrss) / 1024  // bytes on Darwin
            #endif
            writeStderr(
                "timing: cases=\(valid.count) passes=\(passes) threads=\(threads) cold=\(cold) seconds=\(formatDecimal(seconds, maximumFractionDigits: 6)) rate=\(formatDecimal(measured / max(seconds, 1e-9), maximumFractionDigits: 1)) peakRSSKiB=\(peakKiB) harfbuzz=\(TextEngine.harfBuzzVersion)"
            )
        }
        var out = ""
        var next = 0
        for item in cases {
            switch item {
            case .success(let c):
                out += MeasureCommand.batchLine(id: c.id, results[next]!) + "\n"
                next += 1
            case .failure(let failure):
                out +=
                    JSONValue.object([("id", failure.id.json), ("error", .string(failure.error.description))])
                    .serialized(pretty: false) + "\n"
            }
            if out.utf8.count > 1 << 16 { writeStdout(out); out = "" }
        }
        writeStdout(out)
        // Every case is written, the bad ones as their error lines; the run then fails, as a linter does, so that a
        // script that feeds a batch cannot take a file of errors for a file of measurements.
        let failed = cases.count - valid.count
        if failed > 0 {
            writeStderr("typeramp: \(failed) of \(cases.count) cases could not be measured (their lines give the error)")
            throw ExitCode(1)
        }
    }

    static func batchLine(id: FlatJSONValue, _ m: TextMeasurement) -> String {
        JSONValue.object([
            ("id", id.json),
            ("lines", .integer(m.lines.count)),
            ("width", .number(m.size.width)),
            ("height", .number(m.size.height)),
            ("truncated", .bool(m.truncated)),
            ("lineTexts", .array(m.lines.map { .string($0.text) })),
            ("missingGlyphs", .integer(m.missingGlyphs)),
        ]).serialized(pretty: false)
    }
}

extension MeasureCommand {
    /// Decodes and validates one JSON Lines record; fonts are resolved through `library` (cascades memoised).
    static func decodeCase(
        _ bytes: [UInt8], location: SourceLocation, library: FontLibrary,
        cascades: inout [[String]: FontCascade]
    ) -> Result<MeasureCase, CaseFailure> {
        var id = FlatJSONValue.null
        func failure(_ message: String, field: String = "", suggestion: String? = nil) -> Result<MeasureCase, CaseFailure> {
            .failure(CaseFailure(id: id, error: InputError(message, at: location, field: field, suggestion: suggestion)))
        }
        let validUTF8 = String(validating: bytes, as: UTF8.self) != nil
        let members: [(String, FlatJSONValue)]
        do {
            members = try FlatJSONParser.parseObject(bytes)
        } catch {
            if !validUTF8 { return failure("invalid UTF-8 in the input line") }
            var at = location
            at.column = error.column
            return .failure(CaseFailure(id: id, error: InputError("malformed JSON: \(error.message)", at: at)))
        }
        var fields: [String: FlatJSONValue] = [:]
        for (key, value) in members { fields[key] = value }
        id = fields["id"] ?? .null
        guard validUTF8 else { return failure("invalid UTF-8 in the input line") }
        let known = ["id", "font", "size", "text", "width", "maxLines", "lineHeight", "mode", "locale", "weight", "tracking", "features"]
        for key in fields.keys.sorted() where !known.contains(key) {
            return failure("unknown field", field: key, suggestion: closestMatch(to: key, in: known))
        }
        guard fields["id"] != nil, fields["id"] != .null else { return failure("missing required field", field: "id") }
        // font: a string or a non-empty list of strings.
        var specs: [String]
        switch fields["font"] {
        case .string(let s)?: specs = [s]
        case .array(let items)?:
            specs = []
            for item in items {
                guard case .string(let s) = item else { return failure("expected font names or paths (strings)", field: "font") }
                specs.append(s)
            }
            if specs.isEmpty { return failure("the font cascade is empty: give at least one font", field: "font") }
        case nil, .null?: return failure("missing required field", field: "font")
        default: return failure("expected a font path, family name, or a list of them", field: "font")
        }
        guard case .number(let size, _)? = fields["size"] else {
            return failure(fields["size"] == nil ? "missing required field" : "expected a number of points", field: "size")
        }
        guard size.isFinite, size > 0 else { return failure("must be a positive number of points, found \(formatDecimal(size))", field: "size") }
        guard case .string(let text)? = fields["text"] else {
            return failure(fields["text"] == nil ? "missing required field" : "expected a string", field: "text")
        }
        if text.utf8.count > SpecReader.maximumScalarLength, text.count > SpecReader.maximumScalarLength {
            return failure(
                "a text of \(text.count) characters, more than \(SpecReader.maximumScalarLength); raise the limit with TYPERAMP_MAX_TEXT",
                field: "text")
        }
        var width = AvailableSpace.maxContent
        switch fields["width"] {
        case nil, .null?: break
        case .number(let w, _)?:
            guard w.isFinite, w >= 0 else { return failure("must be a number of points ≥ 0 or null, found \(formatDecimal(w))", field: "width") }
            width = .definite(w)
        case .string(let s)? where s == "min-content": width = .minContent
        default: return failure("expected a number of points or null", field: "width")
        }
        var maxLines = 0
        switch fields["maxLines"] {
        case nil, .null?: break
        case .number(let v, _)?:
            guard v.isFinite, v >= 0, v == v.rounded(), v < 1e9 else { return failure("must be a whole number ≥ 0", field: "maxLines") }
            maxLines = Int(v)
        default: return failure("expected a whole number", field: "maxLines")
        }
        var lineHeight: Double? = nil
        switch fields["lineHeight"] {
        case nil, .null?: break
        case .number(let v, _)?:
            guard v.isFinite, v > 0 else { return failure("must be a positive number of points", field: "lineHeight") }
            lineHeight = v
        default: return failure("expected a number of points or null", field: "lineHeight")
        }
        var mode = LineBreakMode.wordWrap
        switch fields["mode"] {
        case nil, .null?: break
        case .string(let s)?:
            guard let parsed = LineBreakMode(rawValue: s) else {
                return failure("unknown mode '\(s)'", field: "mode", suggestion: closestMatch(to: s, in: LineBreakMode.allCases.map(\.rawValue)))
            }
            mode = parsed
        default: return failure("expected a mode name", field: "mode")
        }
        var locale = "en"
        switch fields["locale"] {
        case nil, .null?: break
        case .string(let s)?: locale = s
        default: return failure("expected a locale string such as \"th\"", field: "locale")
        }
        var weight = FontWeight.regular
        switch fields["weight"] {
        case nil, .null?: break
        case .string(let s)?:
            guard let parsed = FontWeight(parsing: s) else { return failure("unknown weight '\(s)'", field: "weight") }
            weight = parsed
        case .number(let v, _)?:
            guard v == v.rounded(), let parsed = FontWeight(value: Int(exactly: v) ?? 0) else { return failure("must be 1…1000", field: "weight") }
            weight = parsed
        default: return failure("expected a weight name or number", field: "weight")
        }
        var tracking = 0.0
        switch fields["tracking"] {
        case nil, .null?: break
        case .number(let v, _)? where v.isFinite: tracking = v
        default: return failure("expected a number of points", field: "tracking")
        }
        var features: [FontFeature] = []
        switch fields["features"] {
        case nil, .null?: break
        case .array(let items)?:
            for item in items {
                guard case .string(let s) = item, let feature = FontFeature(parsing: s) else {
                    return failure("expected OpenType features such as \"tnum\" or \"-liga\"", field: "features")
                }
                features.append(feature)
            }
        default: return failure("expected a list of OpenType features", field: "features")
        }
        let cascadeKey = specs + ["@\(weight.value)"]
        let cascade: FontCascade
        if let cached = cascades[cascadeKey] {
            cascade = cached
        } else {
            do {
                cascade = try library.cascade(specs, weight: weight)
            } catch let error as InputError {
                let detail = error.location.file == location.file ? error.message : "\(error.location): \(error.message)"
                return failure(detail, field: "font", suggestion: error.suggestion)
            } catch {
                return failure("\(error)", field: "font")
            }
            cascades[cascadeKey] = cascade
        }
        let attributes = TextAttributes(
            cascade: cascade, size: size, weight: weight, tracking: tracking,
            lineHeight: lineHeight, features: features, locale: locale)
        return .success(MeasureCase(id: id, text: text, attributes: attributes, width: width, maxLines: maxLines, mode: mode))
    }
}
