import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampMetrics

/// The audit as JSON, schema `typeramp.audit/1` (docs/audit.md describes every field), and the reader `audit merge`
/// uses to join shard reports. Writing a report that was read back gives the same bytes.
public enum JSONReporter {
    /// The schema id.
    public static let schema = "typeramp.audit/1"
    /// The tool version written into reports.
    public static let toolVersion = "0.1.0"

    /// The report as a JSON document.
    public static func json(_ report: AuditReport) -> JSONValue {
        let m = report.matrix
        let counts = report.counts
        func cell(_ c: CellCoordinate) -> JSONValue {
            .object([("category", .string(m.categories[c.category].uikitName)), ("width", .number(m.widths[c.width])),
                     ("locale", .string(m.locales[c.locale].id)), ("boldText", .bool(m.boldText[c.bold]))])
        }
        let findings: [JSONValue] = report.findings.map { f in
            .object([
                ("rule", .string(f.rule)), ("severity", .string(f.severity.rawValue)), ("status", .string(f.status.rawValue)),
                ("fingerprint", .string(f.fingerprint)), ("screen", .string(f.screen)), ("path", .string(f.path)),
                ("id", f.nodeId.map { .string($0) } ?? .null), ("file", .string(f.file)),
                ("location", f.location.map { .object([("line", .integer($0.line)), ("column", .integer($0.column))]) } ?? .null),
                ("message", .string(f.message)), ("suggestion", f.suggestion.map { .string($0) } ?? .null),
                ("firstAppears", .string(report.firstAppears(f))),
                ("frame", f.frame.map { .object([("x", .number($0.minX)), ("y", .number($0.minY)), ("width", .number($0.width)), ("height", .number($0.height))]) } ?? .null),
                ("cells", .array(f.cells.map(cell))),
            ])
        }
        return .object([
            ("schema", .string(schema)),
            ("tool", .object([("name", .string("typeramp")), ("version", .string(toolVersion))])),
            ("shard", report.shard.map { .object([("index", .integer($0.index)), ("count", .integer($0.count))]) } ?? .null),
            ("baseline", .bool(report.baselineUsed)),
            ("matrix", .object([
                ("categories", .array(m.categories.map { .string($0.uikitName) })),
                ("widths", .array(m.widths.map { .number($0) })),
                ("locales", .array(m.locales.map { l in
                    .object([("id", .string(l.id)), ("name", .string(l.name)), ("direction", .string(l.direction.rawValue)),
                             ("pseudo", l.pseudo.map { .string($0.rawValue) } ?? .null)])
                })),
                ("boldText", .array(m.boldText.map { .bool($0) })),
            ])),
            ("screens", .array(report.screens.map { .object([("name", .string($0.name)), ("file", .string($0.file)), ("line", .integer($0.line))]) })),
            ("summary", .object([
                ("cells", .integer(report.cellCount)), ("errors", .integer(counts.errors)), ("warnings", .integer(counts.warnings)),
                ("information", .integer(counts.information)),
                ("suppressed", .integer(report.findings.filter { $0.status == .suppressed }.count)),
                ("baselined", .integer(report.findings.filter { $0.status == .baselined }.count)),
            ])),
            ("rules", .array(report.rules.map { r in
                .object([("id", .string(r.id)), ("severity", .string(r.severity.rawValue)), ("defaultSeverity", .string(r.defaultSeverity.rawValue)),
                         ("summary", .string(r.summary)), ("help", .string(r.help)),
                         ("threshold", r.threshold.map { .object([("value", .number($0.value)), ("unit", .string($0.unit)), ("reason", .string($0.reason))]) } ?? .null),
                         ("auditLevel", .bool(r.isAuditLevel))])
            })),
            ("findings", .array(findings)),
        ])
    }

    /// The report as pretty-printed JSON with a final newline.
    public static func write(_ report: AuditReport) -> String { json(report).serialized() + "\n" }

    // MARK: - Reading

    /// Reads a report written by ``write(_:)``; throws a located ``InputError`` for anything else.
    public static func read(path: String) throws -> AuditReport {
        try read(SpecReader.load(path: path))
    }

    /// Reads a report from its parsed document.
    public static func read(_ root: SpecNode) throws -> AuditReport {
        let top = try root.mapping()
        let schemaNode = try top.required("schema")
        guard try schemaNode.string() == schema else {
            throw schemaNode.error("not a TypeRamp audit report: schema '\(try schemaNode.string())', expected '\(schema)'")
        }
        let m = try top.required("matrix").mapping()
        let categories = try m.required("categories").sequence().map { n in
            try n.parsed(as: "content-size category", candidates: ContentSizeCategory.allSpellings) { ContentSizeCategory(parsing: $0) }
        }
        let widths = try m.required("widths").sequence().map { try $0.positiveDouble() }
        let locales = try m.required("locales").sequence().map { n -> AuditLocale in
            let l = try n.mapping()
            if let p = l.optional("pseudo") {
                return AuditLocale(pseudo: try p.parsed(as: "pseudolanguage", candidates: Pseudolanguage.allCases.map(\.rawValue)) { Pseudolanguage(parsing: $0) })
            }
            return AuditLocale(id: try l.required("id").string())
        }
        let bold = try m.required("boldText").sequence().map { try $0.bool() }
        let matrix = AuditMatrix(categories: categories, widths: widths, locales: locales, boldText: bold)
        guard matrix.categories == categories, matrix.widths == widths, matrix.locales.count == locales.count, matrix.boldText == bold else {
            throw root.error("the matrix's lists must be sorted and free of repeats, as TypeRamp writes them")
        }
        let screens = try top.required("screens").sequence().map { n -> AuditReport.ScreenInfo in
            let s = try n.mapping()
            return AuditReport.ScreenInfo(name: try s.required("name").string(), file: try s.required("file").string(), line: try s.required("line").int())
        }
        var shard: Shard?
        if let s = top.optional("shard") {
            let sm = try s.mapping()
            guard let parsed = Shard(parsing: "\(try sm.required("index").int())/\(try sm.required("count").int())") else { throw s.error("a shard is index/count with 1 ≤ index ≤ count") }
            shard = parsed
        }
        let rules = try top.required("rules").sequence().map { n -> AuditRule in
            let r = try n.mapping()
            let idNode = try r.required("id")
            let id = try idNode.string()
            guard var rule = AuditRule.named(id) else { throw idNode.error("unknown rule '\(id)'", suggestion: closestMatch(to: id, in: AuditRule.allIds)) }
            rule.severity = try severity(try r.required("severity"))
            if let t = r.optional("threshold"), rule.threshold != nil { rule.threshold!.value = try t.mapping().required("value").double() }
            return rule
        }
        let screenIndex = Dictionary(screens.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        func index<T: Equatable>(_ node: SpecNode, _ value: T, in list: [T], _ what: String) throws -> Int {
            guard let i = list.firstIndex(of: value) else { throw node.error("\(what) is not in the report's matrix") }
            return i
        }
        let findings = try top.required("findings").sequence().map { n -> Finding in
            let f = try n.mapping()
            let screenNode = try f.required("screen")
            let screen = try screenNode.string()
            guard let s = screenIndex[screen] else { throw screenNode.error("screen '\(screen)' is not in the report's screens") }
            let cells = try f.required("cells").sequence().map { cn -> CellCoordinate in
                let c = try cn.mapping()
                let catNode = try c.required("category")
                let category = try catNode.parsed(as: "content-size category", candidates: ContentSizeCategory.allSpellings) { ContentSizeCategory(parsing: $0) }
                let widthNode = try c.required("width"), localeNode = try c.required("locale"), boldNode = try c.required("boldText")
                return CellCoordinate(screen: s, category: try index(catNode, category, in: matrix.categories, "category"),
                                      width: try index(widthNode, try widthNode.double(), in: matrix.widths, "width"),
                                      locale: try index(localeNode, try localeNode.string(), in: matrix.locales.map(\.id), "locale"),
                                      bold: try index(boldNode, try boldNode.bool(), in: matrix.boldText, "Bold Text setting"))
            }
            guard !cells.isEmpty else { throw n.error("a finding needs at least one cell") }
            let file = try f.required("file").string()
            var location: SourceLocation?
            if let l = f.optional("location") {
                let lm = try l.mapping()
                location = SourceLocation(file: file, line: try lm.required("line").int(), column: try lm.required("column").int())
            }
            var frame: Rect?
            if let r = f.optional("frame") {
                let rm = try r.mapping()
                frame = Rect(x: try rm.required("x").double(), y: try rm.required("y").double(),
                             width: try rm.required("width").double(), height: try rm.required("height").double())
            }
            let statusNode = try f.required("status")
            let ruleNode = try f.required("rule")
            let rule = try ruleNode.string()
            guard AuditRule.named(rule) != nil else { throw ruleNode.error("unknown rule '\(rule)'", suggestion: closestMatch(to: rule, in: AuditRule.allIds)) }
            return Finding(rule: rule, severity: try severity(try f.required("severity")), screen: screen,
                           path: try f.required("path").string(), nodeId: try f.optional("id")?.string(), file: file, location: location,
                           message: try f.required("message").string(), suggestion: try f.optional("suggestion")?.string(), frame: frame,
                           cells: Array(Set(cells)).sorted(),
                           status: try statusNode.parsed(as: "status", candidates: FindingStatus.allCases.map(\.rawValue)) { FindingStatus(rawValue: $0) },
                           fingerprint: try f.required("fingerprint").string())
        }
        return AuditReport(matrix: matrix, screens: screens, rules: rules, findings: AuditReport.sorted(findings, screens: screens.map(\.name)),
                           shard: shard, baselineUsed: try top.optional("baseline")?.bool() ?? false)
    }

    static func severity(_ node: SpecNode) throws -> Severity {
        try node.parsed(as: "severity", candidates: Severity.allCases.map(\.rawValue)) { Severity(rawValue: $0) }
    }
}
