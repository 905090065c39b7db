import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

/// The whole result of an audit held in memory (or of merging shards): the header, every finding and the summary.
/// Small audits, tests and the DSL use it; large audits stream their results to reports instead (``AuditSink``). Every
/// reporter can write from it (``replay(into:)``), so a collected report prints exactly as a streamed one.
public struct AuditReport: Sendable {
    /// A screen of the audit.
    public typealias ScreenInfo = AuditHeader.ScreenInfo

    /// The matrix, screens, rules, shard and baseline.
    public var header: AuditHeader
    /// The findings, sorted (see ``sorted(_:)``).
    public var findings: [Finding]
    /// The counts.
    public var summary: AuditSummary

    /// Creates a report; `findings` are sorted.
    public init(header: AuditHeader, findings: [Finding], summary: AuditSummary) {
        self.header = header
        self.findings = AuditReport.sorted(findings)
        self.summary = summary
    }

    /// The matrix.
    public var matrix: AuditMatrix { header.matrix }
    /// The screens, in order.
    public var screens: [ScreenInfo] { header.screens }
    /// The rules in force.
    public var rules: [AuditRule] { header.rules }
    /// The slice this report covers; nil for a whole audit or a merge of every shard.
    public var shard: Shard? { header.shard }
    /// Whether a baseline was applied.
    public var baselineUsed: Bool { header.baselineUsed }

    /// Findings ordered by severity (errors first), rule id, screen order, node path.
    public static func sorted(_ findings: [Finding]) -> [Finding] {
        findings.sorted { a, b in
            if a.severity != b.severity { return a.severity > b.severity }
            if a.rule != b.rule { return a.rule.rawValue < b.rule.rawValue }
            if a.screenIndex != b.screenIndex { return a.screenIndex < b.screenIndex }
            if a.path != b.path { return a.path < b.path }
            return a.identity < b.identity
        }
    }

    /// The screens' results, in screen order (screens without findings included when audited).
    public var screenResults: [ScreenResult] {
        let byScreen = Dictionary(grouping: findings, by: \.screenIndex)
        let groups = Dictionary(grouping: header.groups, by: \.screen)
        return header.screens.indices.compactMap { s in
            guard let g = groups[s] else { return nil }
            return ScreenResult(screen: s, findings: (byScreen[s] ?? []).sorted(by: Finding.precedes), groups: g)
        }
    }

    /// Feeds the report to `sink` as the audit would have.
    public func replay(into sink: any AuditSink) throws {
        try sink.begin(header)
        for result in screenResults { try sink.add(result) }
        try sink.finish(summary)
    }

    // MARK: - Cells

    /// The groups this report covers.
    public var groups: [GroupCoordinate] { header.groups }
    /// Number of cells audited.
    public var cellCount: Int { header.cellCount }
    /// The findings that count (not suppressed, not baselined).
    public var activeFindings: [Finding] { findings.filter { $0.status == .active } }

    /// The worst severity of the active findings at each cell that has any.
    public func cellSeverities() -> [CellCoordinate: Severity] {
        ScreenResult(screen: 0, findings: findings, groups: []).cellSeverities()
    }

    /// Counts of active findings by severity.
    public var counts: (errors: Int, warnings: Int, information: Int) { (summary.errors, summary.warnings, summary.information) }

    /// The exit status the audit asks for: 2 with active errors, 3 with active warnings under `strict`, else 0.
    public func exitStatus(strict: Bool) -> Int32 { summary.exitStatus(strict: strict) }

    /// Whether `finding` fails the audit (errors; warnings too under `strict`).
    public static func fails(_ finding: Finding, strict: Bool) -> Bool {
        finding.status == .active && (finding.severity == .error || (strict && finding.severity == .warning))
    }

    // MARK: - Naming cells

    /// The cell's category.
    public func category(_ c: CellCoordinate) -> ContentSizeCategory { header.category(c) }
    /// The cell's width.
    public func width(_ c: CellCoordinate) -> Points { header.width(c) }
    /// The cell's locale.
    public func locale(_ c: CellCoordinate) -> AuditLocale { header.locale(c) }
    /// A stable id for a cell: `poll/ax2/320/de` (+ `/bold`).
    public func cellId(_ c: CellCoordinate) -> String { header.cellId(c) }
    /// Where a finding first appears, in words (see ``AuditHeader/firstAppears(_:)``).
    public func firstAppears(_ f: Finding) -> String { header.firstAppears(f) }
}

extension AuditHeader {
    /// Where a finding first appears, in words: "from accessibilityLarge (ax2) at 320 pt in German".
    ///
    /// The category part is "from X" when it occurs at every audited category from X up ("up to X", "from X to Y" and
    /// "at every category" likewise), else the list of categories; the widths, locales and Bold Text settings are those
    /// where it occurs at that first category (locales and Bold Text named only when the matrix has more than one).
    public func firstAppears(_ f: Finding) -> String {
        let categories = Set(f.cells.map(\.category)).sorted()
        let first = categories[0], last = categories[categories.count - 1]
        let contiguous = categories == Array(first...last)
        func name(_ i: Int) -> String { AuditMatrix.categoryName(matrix.categories[i]) }
        var text: String
        if categories.count == 1 {
            text = "at \(name(first))"
        } else if contiguous && first == 0 && last == matrix.categories.count - 1 {
            text = "at every category"
        } else if contiguous && last == matrix.categories.count - 1 {
            text = "from \(name(first))"
        } else if contiguous && first == 0 {
            text = "up to \(name(last))"
        } else if contiguous {
            text = "from \(name(first)) to \(name(last))"
        } else {
            text = "at " + categories.map { matrix.categories[$0].shortName }.joined(separator: ", ")
        }
        // Where it appears across widths and languages, said only as far as it is true of every category listed: the
        // (width, language) combinations are described once when every category has the same ones, else those of the
        // first category with "not in every combination" for the rest.
        func combinations(_ cells: [CellCoordinate]) -> Set<[Int]> { Set(cells.map { [$0.width, $0.locale] }) }
        let perCategory = Dictionary(grouping: f.cells, by: \.category).mapValues(combinations)
        let firstCombinations = perCategory[first] ?? []
        text += describe(firstCombinations)
        let others = perCategory.filter { $0.key != first }.map(\.value)
        if others.allSatisfy({ $0 == firstCombinations }) {
            // The same widths and languages at every category listed.
        } else if others.allSatisfy({ $0.isSuperset(of: firstCombinations) }) {
            text += ", then in more widths and languages as the text grows"
        } else if others.allSatisfy({ $0.isSubset(of: firstCombinations) }) {
            text += ", in fewer widths and languages at larger sizes"
        } else {
            text += ", in other widths and languages at other sizes"
        }
        let bold = Set(f.cells.map(\.bold))
        if matrix.boldText.count > 1 && bold.count == 1 {
            text += matrix.boldText[bold.first!] ? " with Bold Text" : " without Bold Text"
        }
        return text
    }

    /// "at every width in every language", "at 393 and 430 pt in English and German", or per language: "at 320 pt in
    /// German; at 393 and 430 pt in English".
    func describe(_ combinations: Set<[Int]>) -> String {
        var widthsByLocale: [Int: Set<Int>] = [:]
        for c in combinations { widthsByLocale[c[1], default: []].insert(c[0]) }
        func widths(_ set: Set<Int>) -> String {
            if set.count == matrix.widths.count && matrix.widths.count > 1 { return " at every width" }
            return " at " + listed(set.sorted().map { formatDecimal(matrix.widths[$0]) }) + " pt"
        }
        let locales = widthsByLocale.keys.sorted()
        guard matrix.locales.count > 1 else { return widths(widthsByLocale.values.reduce(into: Set<Int>()) { $0.formUnion($1) }) }
        let sets = Set(locales.map { widthsByLocale[$0]! })
        if sets.count == 1, let shared = sets.first {
            return widths(shared)
                + (locales.count == matrix.locales.count ? " in every language" : " in " + listed(locales.map { matrix.locales[$0].name }))
        }
        return locales.map { widths(widthsByLocale[$0]!) + " in " + matrix.locales[$0].name }.joined(separator: ";")
    }

    func listed(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        case 2: return "\(items[0]) and \(items[1])"
        default: return items.dropLast().joined(separator: ", ") + " and " + items.last!
        }
    }
}

extension AuditReport {
    /// Joins the reports of every shard of one audit into the report the unsharded audit would have written.
    /// Throws when the reports come from different audits, or shards are missing or repeated.
    public static func merge(_ reports: [AuditReport]) throws -> AuditReport {
        let header = try AuditMerge.mergedHeader(reports.map(\.header))
        var byKey: [FindingKey: Finding] = [:]
        for f in reports.flatMap(\.findings) { byKey[f.key] = byKey[f.key].map { AuditMerge.combine($0, f) } ?? f }
        var summary = AuditSummary(cellCount: header.cellCount)
        summary.add(ScreenResult(screen: 0, findings: Array(byKey.values), groups: []))
        return AuditReport(header: header, findings: Array(byKey.values), summary: summary)
    }
}
