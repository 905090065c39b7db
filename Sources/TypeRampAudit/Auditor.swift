import Dispatch
import Foundation
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

/// How an audit runs: the matrix, the rules, the shard, the baseline and how many threads.
public struct AuditConfiguration: Sendable {
    /// The cells to solve.
    public var matrix: AuditMatrix
    /// Rules, severities and thresholds.
    public var rules: RuleConfiguration
    /// Only this slice of the matrix, when set.
    public var shard: Shard?
    /// Known findings that do not fail the audit.
    public var baseline: Baseline?
    /// Worker threads; 0 uses every core. The report does not depend on it.
    public var jobs: Int

    /// Creates a configuration.
    public init(matrix: AuditMatrix = AuditMatrix(), rules: RuleConfiguration = RuleConfiguration(), shard: Shard? = nil,
                baseline: Baseline? = nil, jobs: Int = 0) {
        self.matrix = matrix
        self.rules = rules
        self.shard = shard
        self.baseline = baseline
        self.jobs = jobs
    }
}

/// Progress of a running audit, reported after every solved cell.
public struct AuditProgress: Sendable {
    /// Cells solved so far.
    public var done: Int
    /// Cells to solve.
    public var total: Int
    /// Cell findings of severity error so far (before aggregation and suppressions).
    public var errors: Int
    /// Cell findings of severity warning so far.
    public var warnings: Int
}

/// Runs an audit: solves every cell of the matrix (in parallel, deterministically), applies the audit-level rules,
/// aggregates findings across cells, and applies suppressions and the baseline.
public struct Auditor: Sendable {
    /// What is audited.
    public let input: AuditInput
    /// How.
    public let configuration: AuditConfiguration

    /// Creates an auditor.
    public init(input: AuditInput, configuration: AuditConfiguration) {
        self.input = input
        self.configuration = configuration
    }

    /// The layout context of `cell`.
    public func context(_ cell: CellCoordinate) -> LayoutContext {
        let m = configuration.matrix
        let locale = m.locales[cell.locale]
        return LayoutContext(category: m.categories[cell.category], viewport: m.viewport(width: m.widths[cell.width]),
                             boldText: m.boldText[cell.bold], locale: locale.id, layoutDirection: locale.direction)
    }

    /// Solves one cell. The audit itself passes `glyphRuns: false` (it needs only the numbers); pictures of a cell
    /// need the glyphs.
    public func solve(_ cell: CellCoordinate, glyphRuns: Bool = true) -> SolvedLayout {
        let s = input.screens[cell.screen]
        return LayoutSolver.solve(s.screen, context: context(cell), resources: input.resources[s.resourcesIndex], glyphRuns: glyphRuns)
    }

    /// Runs the audit. `progress` is called from worker threads after each cell; it must be thread-safe.
    public func run(progress: (@Sendable (AuditProgress) -> Void)? = nil) -> AuditReport {
        let m = configuration.matrix
        let groups = m.groups(screenCount: input.screens.count, shard: configuration.shard)
        let total = groups.count * m.categories.count
        let state = SharedState(groups: groups.count, total: total)
        let jobs = configuration.jobs > 0 ? configuration.jobs : ProcessInfo.processInfo.activeProcessorCount
        let rules = Dictionary(uniqueKeysWithValues: configuration.rules.rules.map { ($0.id, $0) })
        let work: @Sendable (Int) -> Void = { i in
            let found = self.audit(groups[i], rules: rules) { errors, warnings in
                let p = state.cellDone(errors: errors, warnings: warnings)
                progress?(p)
            }
            state.store(found, at: i)
        }
        if jobs <= 1 || groups.count <= 1 {
            for i in groups.indices { work(i) }
        } else {
            DispatchQueue.concurrentPerform(iterations: min(jobs, groups.count)) { _ in
                while let i = state.nextGroup() { work(i) }
            }
        }
        return aggregate(state.results.flatMap { $0 }, rules: configuration.rules.rules)
    }

    // MARK: - One group

    /// What the reading-order rule needs of one solved cell.
    struct OrderSnapshot {
        var elements: [(path: String, label: String)]
        var axes: [String: Axis]
        var stacks: [String: (location: SourceLocation?, frame: Rect, id: String?)]
    }

    func audit(_ group: GroupCoordinate, rules: [String: AuditRule], cellDone: (Int, Int) -> Void) -> [CellFinding] {
        let m = configuration.matrix
        var out: [CellFinding] = []
        var snapshots: [OrderSnapshot] = []
        for ci in m.categories.indices {
            let cell = group.cell(category: ci)
            let solved = solve(cell, glyphRuns: false)
            var frames: [String: Rect] = [:]
            let diagnostics = solved.allDiagnostics.filter { rules[$0.rule] != nil }
            if !diagnostics.isEmpty { for n in solved.allNodes { frames[n.path] = n.frame } }
            var errors = 0, warnings = 0
            for d in diagnostics {
                let severity = rules[d.rule]!.severity
                if severity == .error { errors += 1 } else if severity == .warning { warnings += 1 }
                out.append(CellFinding(rule: d.rule, severity: severity, path: d.path, nodeId: d.nodeId, location: d.location,
                                       message: d.message, suggestion: d.suggestion, frame: frames[d.path]?.roundedToThousandths, cell: cell))
            }
            if rules[AuditRule.readingOrderChanged.id] != nil {
                var snapshot = OrderSnapshot(elements: solved.accessibility.elements.map { ($0.path, $0.label) }, axes: [:], stacks: [:])
                for n in solved.allNodes where n.axis != nil {
                    snapshot.axes[n.path] = n.axis!.axis
                    snapshot.stacks[n.path] = (n.location, n.frame, n.id)
                }
                snapshots.append(snapshot)
            }
            cellDone(errors, warnings)
        }
        if let rule = rules[AuditRule.readingOrderChanged.id], snapshots.count == m.categories.count {
            out += readingOrderFindings(group, snapshots: snapshots, rule: rule)
        }
        return out
    }

    // MARK: - Reading order after a flip

    /// Compares VoiceOver's order at each category with the reference category's: a pair of elements read in the
    /// opposite order, where a stack that contains one of them has changed axis, is a finding on that stack (the
    /// deepest one containing both, else the deepest containing either).
    func readingOrderFindings(_ group: GroupCoordinate, snapshots: [OrderSnapshot], rule: AuditRule) -> [CellFinding] {
        let m = configuration.matrix
        guard let ref = m.categories.firstIndex(of: m.referenceCategory) else { return [] }
        let reference = snapshots[ref]
        let refPosition = Dictionary(reference.elements.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { a, _ in a })
        var out: [CellFinding] = []
        for ci in m.categories.indices where ci != ref {
            let current = snapshots[ci]
            let flipped = current.axes.keys.filter { path in reference.axes[path].map { $0 != current.axes[path] } ?? false }.sorted()
            guard !flipped.isEmpty else { continue }
            let common = current.elements.filter { refPosition[$0.path] != nil }
            var byStack: [String: (String, String)] = [:]
            for i in common.indices {
                for j in (i + 1)..<max(i + 1, common.count) {
                    let a = common[i], b = common[j]          // a before b now
                    guard refPosition[a.path]! > refPosition[b.path]! else { continue }
                    func inside(_ stack: String, _ p: String) -> Bool { p.hasPrefix(stack + "/") }
                    let both = flipped.filter { inside($0, a.path) && inside($0, b.path) }
                    let either = flipped.filter { inside($0, a.path) || inside($0, b.path) }
                    guard let stack = (both.max { $0.count < $1.count }) ?? (either.max { $0.count < $1.count }) else { continue }
                    if byStack[stack] == nil { byStack[stack] = (b.label, a.label) }   // (read first before, read first now)
                }
            }
            for (stack, pair) in byStack {
                let info = current.stacks[stack]
                let axis = current.axes[stack]!
                let refName = m.categories[ref].uikitName, name = m.categories[ci].uikitName
                out.append(CellFinding(
                    rule: rule.id, severity: rule.severity, path: stack, nodeId: info?.id, location: info?.location,
                    message: "VoiceOver reads “\(short(pair.0))” before “\(short(pair.1))” at \(refName) but after it at \(name), where the stack is \(axis.rawValue)",
                    suggestion: "give the stack an explicit order (accessibility: { order: [...] }) or group its children so both layouts read the same",
                    frame: info?.frame.roundedToThousandths, cell: group.cell(category: ci)))
            }
        }
        return out
    }

    func short(_ label: String) -> String { label.count > 40 ? String(label.prefix(37)) + "…" : label }

    // MARK: - Aggregation

    func aggregate(_ cellFindings: [CellFinding], rules: [AuditRule]) -> AuditReport {
        var byKey: [FindingKey: [CellFinding]] = [:]
        for c in cellFindings {
            byKey[FindingKey(rule: c.rule, screen: input.screens[c.cell.screen].name, path: c.path), default: []].append(c)
        }
        let findings = byKey.map { key, occurrences -> Finding in
            let screen = input.screens[occurrences[0].cell.screen]
            // The first cell (and, for two findings on one node at one cell, the first message) speaks for the finding.
            let first = occurrences.min { ($0.cell, $0.message) < ($1.cell, $1.message) }!
            var status: FindingStatus = .active
            let fingerprint = Fingerprint.of(rule: key.rule, screen: key.screen, path: key.path, file: screen.file)
            if screen.suppressions.isSuppressed(key.rule, at: key.path) {
                status = .suppressed
            } else if configuration.baseline?.fingerprints.contains(fingerprint) == true {
                status = .baselined
            }
            return Finding(rule: key.rule, severity: occurrences.map(\.severity).max()!, screen: key.screen, path: key.path,
                           nodeId: first.nodeId, file: screen.file, location: first.location, message: first.message,
                           suggestion: first.suggestion, frame: first.frame, cells: Array(Set(occurrences.map(\.cell))).sorted(),
                           status: status, fingerprint: fingerprint)
        }
        return AuditReport(matrix: configuration.matrix,
                           screens: input.screens.map { AuditReport.ScreenInfo(name: $0.name, file: $0.file, line: $0.screen.location?.line ?? 0) },
                           rules: rules, findings: AuditReport.sorted(findings, screens: input.screens.map(\.name)),
                           shard: configuration.shard, baselineUsed: configuration.baseline != nil)
    }
}

/// State shared by the worker threads: the next group to take, the results by group, progress counts.
final class SharedState: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let groupCount: Int
    private(set) var results: [[CellFinding]]
    private var done = 0
    private let total: Int
    private var errors = 0
    private var warnings = 0

    init(groups: Int, total: Int) {
        groupCount = groups
        results = Array(repeating: [], count: groups)
        self.total = total
    }

    func nextGroup() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard next < groupCount else { return nil }
        next += 1
        return next - 1
    }

    func store(_ found: [CellFinding], at index: Int) {
        lock.lock(); defer { lock.unlock() }
        results[index] = found
    }

    func cellDone(errors e: Int, warnings w: Int) -> AuditProgress {
        lock.lock(); defer { lock.unlock() }
        done += 1
        errors += e
        warnings += w
        return AuditProgress(done: done, total: total, errors: errors, warnings: warnings)
    }
}
