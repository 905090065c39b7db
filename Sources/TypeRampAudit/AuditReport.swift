import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

/// The result of an audit (or of merging shards): the matrix, the screens, the rules in force and the findings.
/// Every reporter writes from this value alone, so a merged report prints exactly as an unsharded one.
public struct AuditReport: Sendable {
    /// A screen of the audit.
    public struct ScreenInfo: Hashable, Sendable {
        /// Its name.
        public var name: String
        /// Its spec file.
        public var file: String
        /// The line it is declared at (0 when unknown).
        public var line: Int
    }

    /// The matrix.
    public var matrix: AuditMatrix
    /// The screens, in order.
    public var screens: [ScreenInfo]
    /// The rules in force.
    public var rules: [AuditRule]
    /// The findings, sorted (see ``sorted(_:screens:)``).
    public var findings: [Finding]
    /// The slice this report covers; nil for a whole audit or a merge of every shard.
    public var shard: Shard?
    /// Whether a baseline was applied.
    public var baselineUsed: Bool

    /// Creates a report.
    public init(matrix: AuditMatrix, screens: [ScreenInfo], rules: [AuditRule], findings: [Finding], shard: Shard?, baselineUsed: Bool) {
        self.matrix = matrix
        self.screens = screens
        self.rules = rules
        self.findings = findings
        self.shard = shard
        self.baselineUsed = baselineUsed
    }

    /// Findings ordered by severity (errors first), rule id, screen order, node path.
    public static func sorted(_ findings: [Finding], screens: [String]) -> [Finding] {
        let order = Dictionary(screens.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        return findings.sorted { a, b in
            if a.severity != b.severity { return a.severity > b.severity }
            if a.rule != b.rule { return a.rule < b.rule }
            let sa = order[a.screen] ?? 0, sb = order[b.screen] ?? 0
            if sa != sb { return sa < sb }
            return a.path < b.path
        }
    }

    // MARK: - Cells

    /// The groups this report covers.
    public var groups: [GroupCoordinate] { matrix.groups(screenCount: screens.count, shard: shard) }

    /// Number of cells audited.
    public var cellCount: Int {
        shard == nil ? screens.count * matrix.cellsPerScreen : groups.count * matrix.categories.count
    }

    /// The findings that count (not suppressed, not baselined).
    public var activeFindings: [Finding] { findings.filter { $0.status == .active } }

    /// The worst severity of the active findings at each cell that has any.
    public func cellSeverities() -> [CellCoordinate: Severity] {
        var out: [CellCoordinate: Severity] = [:]
        for f in findings where f.status == .active {
            for c in f.cells { out[c] = max(out[c] ?? f.severity, f.severity) }
        }
        return out
    }

    /// Counts of active findings by severity.
    public var counts: (errors: Int, warnings: Int, information: Int) {
        var e = 0, w = 0, i = 0
        for f in activeFindings {
            switch f.severity {
            case .error: e += 1
            case .warning: w += 1
            case .information: i += 1
            }
        }
        return (e, w, i)
    }

    /// The exit status the audit asks for: 2 with active errors, 3 with active warnings under `strict`, else 0.
    public func exitStatus(strict: Bool) -> Int32 {
        let c = counts
        if c.errors > 0 { return 2 }
        if strict && c.warnings > 0 { return 3 }
        return 0
    }

    /// Whether `finding` fails the audit (errors; warnings too under `strict`).
    public static func fails(_ finding: Finding, strict: Bool) -> Bool {
        finding.status == .active && (finding.severity == .error || (strict && finding.severity == .warning))
    }

    // MARK: - Naming cells

    /// The cell's category.
    public func category(_ c: CellCoordinate) -> ContentSizeCategory { matrix.categories[c.category] }
    /// The cell's width.
    public func width(_ c: CellCoordinate) -> Points { matrix.widths[c.width] }
    /// The cell's locale.
    public func locale(_ c: CellCoordinate) -> AuditLocale { matrix.locales[c.locale] }

    /// A stable id for a cell: `poll/ax2/320/de` (+ `/bold`).
    public func cellId(_ c: CellCoordinate) -> String {
        var id = "\(screens[c.screen].name)/\(category(c).shortName)/\(formatDecimal(width(c)))/\(locale(c).id)"
        if matrix.boldText[c.bold] { id += "/bold" }
        return id
    }

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
        let atFirst = f.cells.filter { $0.category == first }
        let widths = Set(atFirst.map(\.width)).sorted()
        if matrix.widths.count > 1 || !widths.isEmpty {
            if widths.count == matrix.widths.count && matrix.widths.count > 1 {
                text += " at every width"
            } else {
                text += " at " + listed(widths.map { formatDecimal(matrix.widths[$0]) }) + " pt"
            }
        }
        let locales = Set(atFirst.map(\.locale)).sorted()
        if matrix.locales.count > 1 {
            text += locales.count == matrix.locales.count ? " in every language" : " in " + listed(locales.map { matrix.locales[$0].name })
        }
        let bold = Set(atFirst.map(\.bold))
        if matrix.boldText.count > 1 && bold.count == 1 {
            text += matrix.boldText[bold.first!] ? " with Bold Text" : " without Bold Text"
        }
        return text
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

/// A reason two reports cannot be merged, or a shard set that is not complete.
public struct MergeError: Error, CustomStringConvertible, Sendable {
    /// What is wrong.
    public var description: String
}

extension AuditReport {
    /// Joins the reports of every shard of one audit into the report the unsharded audit would have written.
    /// Throws when the reports come from different audits, or shards are missing or repeated.
    public static func merge(_ reports: [AuditReport]) throws -> AuditReport {
        guard let first = reports.first else { throw MergeError(description: "no reports to merge") }
        for r in reports.dropFirst() {
            guard r.matrix == first.matrix else { throw MergeError(description: "the reports audit different matrices (categories, widths, locales or Bold Text)") }
            guard r.screens == first.screens else { throw MergeError(description: "the reports audit different screens") }
            guard r.rules == first.rules else { throw MergeError(description: "the reports use different rules, severities or thresholds") }
            guard r.baselineUsed == first.baselineUsed else { throw MergeError(description: "some reports used a baseline and some did not") }
        }
        if reports.count == 1 && first.shard == nil { return first }
        let shards = reports.map(\.shard)
        guard shards.allSatisfy({ $0 != nil }) else { throw MergeError(description: "a report without a shard cannot be merged with others") }
        let count = shards[0]!.count
        guard shards.allSatisfy({ $0!.count == count }) else { throw MergeError(description: "the reports come from different shard counts") }
        let indices = shards.map { $0!.index }.sorted()
        guard indices == Array(1...count) else {
            let missing = Set(1...count).subtracting(indices).sorted().map(String.init)
            let repeated = Dictionary(grouping: indices, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted().map(String.init)
            var parts: [String] = []
            if !missing.isEmpty { parts.append("missing shard \(missing.joined(separator: ", "))/\(count)") }
            if !repeated.isEmpty { parts.append("shard \(repeated.joined(separator: ", "))/\(count) given twice") }
            throw MergeError(description: parts.joined(separator: "; "))
        }
        var byKey: [FindingKey: Finding] = [:]
        for f in reports.flatMap(\.findings) {
            guard var existing = byKey[f.key] else { byKey[f.key] = f; continue }
            let takeNew = (f.firstCell, f.message) < (existing.firstCell, existing.message)
            let cells = Array(Set(existing.cells + f.cells)).sorted()
            if takeNew { existing = f }
            existing.cells = cells
            existing.severity = max(existing.severity, f.severity)
            byKey[f.key] = existing
        }
        return AuditReport(matrix: first.matrix, screens: first.screens, rules: first.rules,
                           findings: sorted(Array(byKey.values), screens: first.screens.map(\.name)), shard: nil, baselineUsed: first.baselineUsed)
    }
}
