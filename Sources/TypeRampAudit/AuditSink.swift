import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

/// What every report of an audit starts from: the matrix, the screens, the rules in force, the shard and whether a
/// baseline was used. Known before any cell is solved.
public struct AuditHeader: Sendable, Equatable {
    /// A screen of the audit.
    public struct ScreenInfo: Hashable, Sendable {
        /// Its name.
        public var name: String
        /// The file it came from.
        public var file: String
        /// The line it is declared at (0 when unknown).
        public var line: Int

        /// Creates a screen description.
        public init(name: String, file: String, line: Int) {
            self.name = name
            self.file = file
            self.line = line
        }
    }

    /// The matrix.
    public var matrix: AuditMatrix
    /// The screens, in order.
    public var screens: [ScreenInfo]
    /// The rules in force.
    public var rules: [AuditRule]
    /// The slice this report covers; nil for a whole audit or a merge of every shard.
    public var shard: Shard?
    /// Whether a baseline was applied.
    public var baselineUsed: Bool
    /// Arguments of every reproduce command besides the cell's own (`--strings FILE`); see ``reproduceCommand(_:)``.
    public var reproduceArguments: [String]

    /// Creates a header.
    public init(
        matrix: AuditMatrix, screens: [ScreenInfo], rules: [AuditRule], shard: Shard?, baselineUsed: Bool,
        reproduceArguments: [String] = []
    ) {
        self.matrix = matrix
        self.screens = screens
        self.rules = rules
        self.shard = shard
        self.baselineUsed = baselineUsed
        self.reproduceArguments = reproduceArguments
    }

    /// The command that shows the cell where `f` first appears, as `typeramp layout` lays it out: its screen, category,
    /// width, language (or pseudolanguage) and Bold Text, with the audit's string catalogs.
    public func reproduceCommand(_ f: Finding) -> String {
        let cell = f.firstCell
        var args = [
            "typeramp", "layout", f.file, "--screen", f.screen, "--category", matrix.categories[cell.category].shortName,
            "--width", formatDecimal(matrix.widths[cell.width]),
        ]
        let locale = matrix.locales[cell.locale]
        if let pseudo = locale.pseudo {
            args += ["--pseudo", pseudo.rawValue]
        } else if locale.id != "en" {
            args += ["--locale", locale.id]
        }
        if matrix.boldText[cell.bold] { args.append("--bold-text") }
        args += reproduceArguments
        return args.map(AuditHeader.shellQuoted).joined(separator: " ")
    }

    /// `text` quoted for a POSIX shell when it needs to be. Text with control characters is written in ANSI-C quotes
    /// (`$'a\nb'`, as bash and zsh read them), so the command stays on one line and still names the same file.
    static func shellQuoted(_ text: String) -> String {
        let safe = text.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:,@+".contains($0) }
        if safe && !text.isEmpty { return text }
        guard text.escapingControlCharacters != text else {
            return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        var out = "$'"
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "'": out += "\\'"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\x" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16, uppercase: true)
                } else if String(scalar).escapingControlCharacters != String(scalar) {
                    out +=
                        "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16, uppercase: true)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "'"
    }

    /// The groups this report covers.
    public var groups: [GroupCoordinate] { matrix.groups(screenCount: screens.count, shard: shard) }

    /// Number of cells audited.
    public var cellCount: Int {
        shard == nil ? screens.count * matrix.cellsPerScreen : groups.count * matrix.categories.count
    }

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
}

/// The findings of one screen, over every audited cell of it: what the audit hands its reports, screen by screen,
/// in screen order.
public struct ScreenResult: Sendable {
    /// The screen's index.
    public var screen: Int
    /// Its findings, ordered by ``Finding/precedes(_:_:)``.
    public var findings: [Finding]
    /// The groups (width × locale × Bold Text columns) of it that were audited.
    public var groups: [GroupCoordinate]
    /// The screen's tree as audited (nil for results read back from a report): what pictures are drawn from.
    public var tree: LayoutTree?
    /// The suppressions the screen's nodes declare for rules in force, and those that silenced a finding.
    public var suppressionSites: (declared: Set<SuppressionSite>, used: Set<SuppressionSite>) = ([], [])

    /// Creates a result.
    public init(screen: Int, findings: [Finding], groups: [GroupCoordinate], tree: LayoutTree? = nil) {
        self.screen = screen
        self.findings = findings
        self.groups = groups
        self.tree = tree
    }

    /// The worst severity of the active findings at each cell that has any.
    public func cellSeverities() -> [CellCoordinate: Severity] {
        var out: [CellCoordinate: Severity] = [:]
        for f in findings where f.status == .active {
            for c in f.cells { out[c] = max(out[c] ?? f.severity, f.severity) }
        }
        return out
    }
}

/// Where a suppression is declared: a rule id and the line of the view (Swift) or node (screens file) whose
/// `// typeramp:disable` or `suppress:` names it.
public struct SuppressionSite: Hashable, Sendable, Comparable {
    /// The rule id suppressed.
    public var rule: String
    /// The file, as given on the command line.
    public var file: String
    /// The 1-based line of the view or node that declares it.
    public var line: Int

    /// Creates a site.
    public init(rule: String, file: String, line: Int) {
        self.rule = rule
        self.file = file
        self.line = line
    }

    public static func < (a: SuppressionSite, b: SuppressionSite) -> Bool { (a.file, a.line, a.rule) < (b.file, b.line, b.rule) }
}

/// Counts over a whole audit, known once every screen is done.
public struct AuditSummary: Sendable, Equatable {
    /// Active findings by severity.
    public var errors = 0, warnings = 0, information = 0
    /// Findings suppressed in the spec, and findings in the baseline.
    public var suppressed = 0, baselined = 0
    /// Cells audited.
    public var cellCount = 0
    /// Suppressions (`// typeramp:disable`, `suppress:`) of rules in force that silenced no finding in this audit, as
    /// SwiftLint's `superfluous_disable_command` reports them (never counted as findings: a narrower matrix than usual
    /// can leave one idle). Sorted by file, line and rule; empty for a merged or sharded audit, which sees part of them.
    public var unusedSuppressions: [SuppressionSite] = []
    /// Baseline entries no finding of this audit matched (fixed, or moved so that their fingerprint changed): `--write-
    /// baseline` drops them. Zero without a baseline, and for a sharded audit.
    public var staleBaselineEntries = 0
    /// The sites declared and used so far, and the baseline fingerprints matched (accumulated by ``add(_:)``).
    var declaredSites: Set<SuppressionSite> = [], usedSites: Set<SuppressionSite> = [], matchedBaseline: Set<String> = []

    /// Creates an empty summary.
    public init(cellCount: Int = 0) { self.cellCount = cellCount }

    public static func == (a: AuditSummary, b: AuditSummary) -> Bool {
        (a.errors, a.warnings, a.information, a.suppressed) == (b.errors, b.warnings, b.information, b.suppressed)
            && (a.baselined, a.cellCount, a.staleBaselineEntries) == (b.baselined, b.cellCount, b.staleBaselineEntries)
            && a.unusedSuppressions == b.unusedSuppressions
    }

    /// Works out ``unusedSuppressions`` and ``staleBaselineEntries`` once every screen is added.
    mutating func concludeSuppressions(baseline: Baseline?) {
        unusedSuppressions = declaredSites.subtracting(usedSites).sorted()
        staleBaselineEntries = baseline.map { $0.fingerprints.subtracting(matchedBaseline).count } ?? 0
    }

    /// Adds a screen's findings.
    public mutating func add(_ result: ScreenResult) {
        declaredSites.formUnion(result.suppressionSites.declared)
        usedSites.formUnion(result.suppressionSites.used)
        for f in result.findings {
            switch f.status {
            case .suppressed: suppressed += 1
            case .baselined:
                baselined += 1
                matchedBaseline.insert(f.fingerprint)
            case .active:
                switch f.severity {
                case .error: errors += 1
                case .warning: warnings += 1
                case .information: information += 1
                }
            }
        }
    }

    /// The exit status the audit asks for: 2 with active errors, 3 with active warnings under `strict`, else 0.
    public func exitStatus(strict: Bool) -> Int32 {
        if errors > 0 { return 2 }
        if strict && warnings > 0 { return 3 }
        return 0
    }
}

/// Where an audit's results go as they are produced: a report writer, a collector, or several of them.
///
/// The audit calls ``begin(_:)`` once, ``add(_:)`` once per audited screen in screen order (from one thread at a time),
/// then ``finish(_:)``. A sink keeps what it needs; reports that list findings in another order spill them to disk
/// (``SpillBuffer``), so memory does not grow with the number of screens.
public protocol AuditSink: AnyObject {
    /// The audit starts.
    func begin(_ header: AuditHeader) throws
    /// One screen is done.
    func add(_ result: ScreenResult) throws
    /// Every screen is done.
    func finish(_ summary: AuditSummary) throws
}

/// Several sinks fed together.
public final class SinkGroup: AuditSink {
    /// The sinks, called in order.
    public var sinks: [any AuditSink]

    /// Creates a group.
    public init(_ sinks: [any AuditSink]) { self.sinks = sinks }

    public func begin(_ header: AuditHeader) throws { for s in sinks { try s.begin(header) } }
    public func add(_ result: ScreenResult) throws { for s in sinks { try s.add(result) } }
    public func finish(_ summary: AuditSummary) throws { for s in sinks { try s.finish(summary) } }
}

/// A sink that keeps everything: the ``AuditReport`` of a small audit (tests, the DSL, the `layout` command).
public final class CollectingSink: AuditSink {
    private var header: AuditHeader?
    private var findings: [Finding] = []
    /// The report, once the audit has finished.
    public private(set) var report: AuditReport?

    /// Creates a collector.
    public init() {}

    public func begin(_ header: AuditHeader) throws { self.header = header }
    public func add(_ result: ScreenResult) throws { findings += result.findings }
    public func finish(_ summary: AuditSummary) throws {
        guard let header else { return }
        report = AuditReport(header: header, findings: findings, summary: summary)
    }
}
