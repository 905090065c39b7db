import Foundation
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampMetrics

/// Joins the JSON reports of the shards of one audit into the report of the whole matrix, streaming: each shard's
/// findings come screen by screen, so the merge holds one screen's findings at a time whatever the number of screens.
public enum AuditMerge {
    /// The header of the merged report; throws when the headers come from different audits, or shards are missing or
    /// repeated.
    public static func mergedHeader(_ headers: [AuditHeader]) throws -> AuditHeader {
        guard let first = headers.first else { throw MergeError(description: "no reports to merge") }
        for h in headers.dropFirst() {
            guard h.matrix == first.matrix else {
                throw MergeError(description: "the reports audit different matrices (categories, widths, locales or Bold Text)")
            }
            guard h.screens == first.screens else { throw MergeError(description: "the reports audit different screens") }
            guard h.rules == first.rules else { throw MergeError(description: "the reports use different rules, severities or thresholds") }
            guard h.baselineUsed == first.baselineUsed else { throw MergeError(description: "some reports used a baseline and some did not") }
            // Each finding's reproduce command is the report's arguments: one audit's shards share them.
            guard h.reproduceArguments == first.reproduceArguments else {
                throw MergeError(description: "the reports were run with different arguments (catalogs), so they come from different audits")
            }
        }
        if headers.count == 1 && first.shard == nil { return first }
        let shards = headers.map(\.shard)
        guard shards.allSatisfy({ $0 != nil }) else { throw MergeError(description: "a report without a shard cannot be merged with others") }
        let count = shards[0]!.count
        guard shards.allSatisfy({ $0!.count == count }) else { throw MergeError(description: "the reports come from different shard counts") }
        let indices = shards.map { $0!.index }.sorted()
        // The shard count is read from the files: a count far beyond the reports given (a tampered 1e8 or Int.max)
        // is reported as such, without listing every missing shard.
        guard count <= headers.count else {
            var missing: [String] = []
            var i = 1
            while missing.count < 5 && i <= count {
                if !indices.contains(i) { missing.append(String(i)) }
                i += 1
            }
            let more = count - indices.count > missing.count ? ", …" : ""
            throw MergeError(
                description: "the reports are \(headers.count) of \(count) shards: missing shard \(missing.joined(separator: ", "))\(more)/\(count)")
        }
        guard indices == Array(1...count) else {
            let missing = Set(1...count).subtracting(indices).sorted().map(String.init)
            let repeated = Dictionary(grouping: indices, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted().map(String.init)
            var parts: [String] = []
            if !missing.isEmpty { parts.append("missing shard \(missing.joined(separator: ", "))/\(count)") }
            if !repeated.isEmpty { parts.append("shard \(repeated.joined(separator: ", "))/\(count) given twice") }
            throw MergeError(description: parts.joined(separator: "; "))
        }
        var merged = first
        merged.shard = nil
        return merged
    }

    /// One finding from two shards: every cell of both; the first cell's message; the worse severity.
    static func combine(_ a: Finding, _ b: Finding) -> Finding {
        var out = (b.firstCell, b.message) < (a.firstCell, a.message) ? b : a
        out.cells = Array(Set(a.cells + b.cells)).sorted()
        out.severity = max(a.severity, b.severity)
        return out
    }

    /// Reads the shards' reports in step and hands the merged screens to `sink`, in screen order.
    @discardableResult
    public static func merge(_ readers: [ShardReader], into sink: any AuditSink) throws -> AuditSummary {
        let header = try mergedHeader(readers.map(\.header))
        try sink.begin(header)
        var summary = AuditSummary(cellCount: header.cellCount)
        let groups = Dictionary(grouping: header.groups, by: \.screen)
        for s in header.screens.indices {
            var byKey: [FindingKey: Finding] = [:]
            for reader in readers {
                while let f = try reader.peek(), f.screenIndex == s {
                    _ = try reader.next()
                    byKey[f.key] = byKey[f.key].map { combine($0, f) } ?? f
                }
                if let f = try reader.peek(), f.screenIndex < s {
                    throw InputError(
                        "findings are not in screen order (screen '\(f.screen)' after later screens)",
                        at: SourceLocation(file: reader.path, line: reader.line))
                }
            }
            let result = ScreenResult(screen: s, findings: byKey.values.sorted(by: Finding.precedes), groups: groups[s] ?? [])
            summary.add(result)
            try sink.add(result)
        }
        for reader in readers {
            if let f = try reader.peek() {
                throw InputError("a finding of screen '\(f.screen)' is out of order", at: SourceLocation(file: reader.path, line: reader.line))
            }
        }
        try sink.finish(summary)
        return summary
    }
}

/// A reason two reports cannot be merged, or a shard set that is not complete.
public struct MergeError: Error, CustomStringConvertible, Sendable {
    /// What is wrong.
    public var description: String
}

/// Reads a JSON audit report (``JSONReporter``) finding by finding. A report as TypeRamp writes it (one finding per
/// line) is streamed; a report reformatted by another tool is read whole.
public final class ShardReader {
    /// The file.
    public let path: String
    /// The report's header.
    public private(set) var header: AuditHeader!
    /// The counts the report states.
    public private(set) var summary = AuditSummary()
    /// The line of the last finding read (0 when the report is read whole).
    public private(set) var line = 0
    private var lines: LineReader?
    private var whole: [JSONValue] = []
    private var wholeIndex = 0
    private var peeked: Finding?
    private var ended = false
    private var screenIndex: [String: Int] = [:]

    /// Opens `path` and reads its header. Throws a located ``InputError`` when it is not a TypeRamp audit report.
    public init(path: String) throws {
        self.path = path
        // A report may be large (it is streamed), but not a device, a FIFO or a folder.
        try InputFile.check(path, pipes: false)
        guard let reader = LineReader(path: path) else { throw InputError.unreadableFile(path) }
        FilesRead.record(path)
        var head: [UInt8] = []
        var streamed = false
        while let l = try reader.next() {
            line += 1
            if l.elementsEqual("  \"findings\": [".utf8) { streamed = true; break }
            if l.elementsEqual("  \"findings\": []".utf8) { ended = true; streamed = true; break }
            head.append(contentsOf: l)
            head.append(0x0A)
        }
        if streamed {
            head.append(contentsOf: Array("  \"findings\": []\n}".utf8))
            try readHeader(try parse(head[...], line: 1))
            lines = ended ? nil : reader
            return
        }
        // Not laid out as TypeRamp writes it: read the whole document.
        let document = try parse(head[...], line: 1)
        try readHeader(document)
        guard let findings = document["findings"]?.arrayValue else { throw error("the report has no findings list", field: "findings") }
        whole = findings
        line = 0
    }

    func error(_ message: String, field: String = "") -> InputError {
        InputError(message, at: SourceLocation(file: path, line: line), field: field)
    }

    func parse(_ bytes: ArraySlice<UInt8>, line start: Int) throws -> JSONValue {
        do { return try JSONValue.parse(bytes) } catch {
            throw InputError("not valid JSON: \(error)", at: SourceLocation(file: path, line: start))
        }
    }

    /// The next finding without consuming it.
    public func peek() throws -> Finding? {
        if peeked == nil { peeked = try read() }
        return peeked
    }

    /// The next finding, or nil after the last.
    public func next() throws -> Finding? {
        if let p = peeked { peeked = nil; return p }
        return try read()
    }

    private func read() throws -> Finding? {
        if let lines {
            guard !ended, let l = try lines.next() else {
                if !ended { throw error("the report ends inside its findings") }
                return nil
            }
            line += 1
            var bytes = l[...]
            while let b = bytes.first, b == 0x20 { bytes = bytes.dropFirst() }
            if bytes.first == UInt8(ascii: "]") { ended = true; return nil }
            if bytes.last == UInt8(ascii: ",") { bytes = bytes.dropLast() }
            return try finding(try parse(bytes, line: line))
        }
        guard wholeIndex < whole.count else { return nil }
        wholeIndex += 1
        return try finding(whole[wholeIndex - 1])
    }

    // MARK: - Decoding

    private func readHeader(_ root: JSONValue) throws {
        guard let schema = root["schema"]?.stringValue else { throw error("not a TypeRamp audit report: no schema", field: "schema") }
        guard schema == JSONReporter.schema else {
            let hint = schema == "typeramp.audit/1" ? "; it was written by an earlier TypeRamp: run the shards again" : ""
            throw error("not a TypeRamp audit report: schema '\(schema)', expected '\(JSONReporter.schema)'\(hint)", field: "schema")
        }
        guard let m = root["matrix"] else { throw error("the report has no matrix", field: "matrix") }
        let categories = try (m["categories"]?.arrayValue ?? []).map { v -> ContentSizeCategory in
            guard let c = v.stringValue.flatMap(ContentSizeCategory.init(parsing:)) else {
                throw error("unknown content-size category", field: "matrix.categories")
            }
            return c
        }
        let widths = try (m["widths"]?.arrayValue ?? []).map { v -> Points in
            guard let w = v.doubleValue, w > 0 else { throw error("a width is a positive number", field: "matrix.widths") }
            return w
        }
        let locales = try (m["locales"]?.arrayValue ?? []).map { v -> AuditLocale in
            if let p = v["pseudo"]?.stringValue {
                guard let pseudo = Pseudolanguage(parsing: p) else { throw error("unknown pseudolanguage '\(p)'", field: "matrix.locales") }
                return AuditLocale(pseudo: pseudo)
            }
            guard let id = v["id"]?.stringValue else { throw error("a locale needs an id", field: "matrix.locales") }
            return AuditLocale(id: id)
        }
        let bold = try (m["boldText"]?.arrayValue ?? []).map { v -> Bool in
            guard let b = v.boolValue else { throw error("Bold Text settings are true or false", field: "matrix.boldText") }
            return b
        }
        let matrix = AuditMatrix(categories: categories, widths: widths, locales: locales, boldText: bold)
        guard !categories.isEmpty, !widths.isEmpty, !locales.isEmpty, !bold.isEmpty, matrix.categories == categories,
            matrix.widths == widths, matrix.locales.count == locales.count, matrix.boldText == bold
        else {
            throw error("the matrix's lists must be non-empty, sorted and free of repeats, as TypeRamp writes them", field: "matrix")
        }
        let screens = try (root["screens"]?.arrayValue ?? []).map { v -> AuditHeader.ScreenInfo in
            guard let name = v["name"]?.stringValue, let file = v["file"]?.stringValue, let line = v["line"]?.intValue, line >= 0,
                line <= 100_000_000
            else {
                throw error("a screen has a name, a file and a line (a number from 0 to 100,000,000)", field: "screens")
            }
            return AuditHeader.ScreenInfo(name: name, file: file, line: line)
        }
        for (i, s) in screens.enumerated() where screenIndex[s.name] == nil { screenIndex[s.name] = i }
        var shard: Shard?
        if let s = root["shard"], !s.isNull {
            guard let i = s["index"]?.intValue, let n = s["count"]?.intValue, let parsed = Shard(parsing: "\(i)/\(n)") else {
                throw error("a shard is index/count with 1 ≤ index ≤ count", field: "shard")
            }
            shard = parsed
        }
        let rules = try (root["rules"]?.arrayValue ?? []).map { v -> AuditRule in
            guard let id = v["id"]?.stringValue else { throw error("a rule has an id", field: "rules") }
            guard let rule = RuleID(rawValue: id) else {
                throw error(
                    "unknown rule '\(id)'" + (closestMatch(to: id, in: AuditRule.allIds).map { " (did you mean '\($0)'?)" } ?? ""), field: "rules")
            }
            var r = AuditRule.named(rule)
            guard let severity = v["severity"]?.stringValue.flatMap(Severity.init(rawValue:)) else {
                throw error("unknown severity", field: "rules.severity")
            }
            r.severity = severity
            if let t = v["threshold"]?["value"]?.doubleValue, r.threshold != nil { r.threshold!.value = t }
            return r
        }
        header = AuditHeader(
            matrix: matrix, screens: screens, rules: rules, shard: shard, baselineUsed: root["baseline"]?.boolValue ?? false,
            reproduceArguments: (root["reproduceArguments"]?.arrayValue ?? []).compactMap(\.stringValue))
        if let s = root["summary"] {
            summary = AuditSummary(cellCount: s["cells"]?.intValue ?? 0)
            summary.errors = s["errors"]?.intValue ?? 0
            summary.warnings = s["warnings"]?.intValue ?? 0
            summary.information = s["information"]?.intValue ?? 0
            summary.suppressed = s["suppressed"]?.intValue ?? 0
            summary.baselined = s["baselined"]?.intValue ?? 0
        }
    }

    private func finding(_ v: JSONValue) throws -> Finding {
        let m = header.matrix
        func string(_ key: String) throws -> String {
            guard let s = v[key]?.stringValue else { throw error("a finding needs '\(key)'", field: "findings.\(key)") }
            return s
        }
        let ruleText = try string("rule")
        guard let rule = RuleID(rawValue: ruleText) else {
            throw error(
                "unknown rule '\(ruleText)'" + (closestMatch(to: ruleText, in: AuditRule.allIds).map { " (did you mean '\($0)'?)" } ?? ""),
                field: "findings.rule")
        }
        guard let severity = Severity(rawValue: try string("severity")) else { throw error("unknown severity", field: "findings.severity") }
        guard let status = FindingStatus(rawValue: try string("status")) else { throw error("unknown status", field: "findings.status") }
        let screen = try string("screen")
        guard let s = screenIndex[screen] else { throw error("screen '\(screen)' is not in the report's screens", field: "findings.screen") }
        let cells = try (v["cells"]?.arrayValue ?? []).map { c -> CellCoordinate in
            guard let category = c["category"]?.stringValue.flatMap(ContentSizeCategory.init(parsing:)),
                let ci = m.categories.firstIndex(of: category),
                let width = c["width"]?.doubleValue, let wi = m.widths.firstIndex(of: width),
                let locale = c["locale"]?.stringValue, let li = m.locales.firstIndex(where: { $0.id == locale }),
                let bold = c["boldText"]?.boolValue, let bi = m.boldText.firstIndex(of: bold)
            else {
                throw error("a cell that is not in the report's matrix", field: "findings.cells")
            }
            return CellCoordinate(screen: s, category: ci, width: wi, locale: li, bold: bi)
        }
        guard !cells.isEmpty else { throw error("a finding needs at least one cell", field: "findings.cells") }
        let file = try string("file")
        var location: SourceLocation?
        if let l = v["location"], !l.isNull {
            guard let line = l["line"]?.intValue, let column = l["column"]?.intValue, line >= 0, column >= 0, line <= 100_000_000,
                column <= 100_000_000
            else {
                throw error("a location has a line and a column, each a number from 0 to 100,000,000", field: "findings.location")
            }
            location = SourceLocation(file: l["file"]?.stringValue ?? file, line: line, column: column)
        }
        var frame: Rect?
        if let r = v["frame"], !r.isNull {
            guard let x = r["x"]?.doubleValue, let y = r["y"]?.doubleValue, let w = r["width"]?.doubleValue, let h = r["height"]?.doubleValue else {
                throw error("a frame has x, y, width and height", field: "findings.frame")
            }
            frame = Rect(x: x, y: y, width: w, height: h)
        }
        let fingerprint = try string("fingerprint")
        guard fingerprint.count == 16, fingerprint.allSatisfy(\.isHexDigit) else {
            throw error("a fingerprint is 16 hexadecimal digits", field: "findings.fingerprint")
        }
        return Finding(
            rule: rule, severity: severity, screen: screen, screenIndex: s, path: try string("path"), identity: try string("identity"),
            nodeId: v["id"]?.stringValue, file: file, location: location, message: try string("message"),
            suggestion: v["suggestion"]?.stringValue, frame: frame, cells: Array(Set(cells)).sorted(), status: status,
            fingerprint: fingerprint, alsoIn: v["alsoIn"]?.arrayValue?.compactMap(\.stringValue) ?? [], unverified: v["unverified"]?.stringValue)
    }
}

/// Reads a file line by line (without the line feeds), a megabyte at a time; a line longer than the spec file limit
/// (`TYPERAMP_MAX_FILE_BYTES`) is an error, so one endless line cannot fill memory.
final class LineReader {
    private let handle: FileHandle
    private let path: String
    private var buffer: [UInt8] = []
    private var start = 0
    private var eof = false

    init?(path: String) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        self.handle = handle
        self.path = path
    }

    deinit { try? handle.close() }

    func next() throws -> ArraySlice<UInt8>? {
        while true {
            if let nl = buffer[start...].firstIndex(of: 0x0A) {
                let line = buffer[start..<nl]
                start = nl + 1
                return line
            }
            if eof {
                guard start < buffer.count else { return nil }
                let line = buffer[start...]
                start = buffer.count
                return line
            }
            buffer.removeSubrange(0..<start)
            start = 0
            if buffer.count > SpecReader.maximumFileBytes {
                throw InputError(
                    "a line of more than \(SpecReader.maximumFileBytes) bytes; raise the limit with TYPERAMP_MAX_FILE_BYTES",
                    at: SourceLocation(file: path))
            }
            if let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty { buffer.append(contentsOf: chunk) } else { eof = true }
        }
    }
}
