import Dispatch
import Foundation
import TypeRampCore
import TypeRampDecoding
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
    /// Arguments every reproduce command carries besides the cell (the CLI passes its `--strings` files), so that
    /// `typeramp layout` shows the cell with the same strings.
    public var reproduceArguments: [String] = []
    /// Called with every cell the audit solves and its solved layout (without glyph runs), from the worker threads, so a
    /// caller can read facts of the layouts (the sizes texts are drawn at) in the same pass instead of solving every
    /// cell again. It must be thread-safe and should be quick: the worker waits for it. Nil by default.
    public var cellObserver: (@Sendable (CellCoordinate, SolvedLayout) -> Void)?

    /// Creates a configuration.
    public init(
        matrix: AuditMatrix = AuditMatrix(), rules: RuleConfiguration = RuleConfiguration(), shard: Shard? = nil,
        baseline: Baseline? = nil, jobs: Int = 0
    ) {
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

/// Runs an audit: solves every cell of the matrix in parallel, checks each with the rules, folds the findings of each
/// screen across its cells as they arrive, applies suppressions and the baseline, and hands each screen's result to a
/// sink in screen order. Memory is bounded by the screens in flight (a few per worker), not by the number of screens.
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

    /// The report header of this audit.
    public var header: AuditHeader {
        AuditHeader(
            matrix: configuration.matrix,
            screens: input.screens.map { AuditHeader.ScreenInfo(name: $0.name, file: $0.location?.file ?? $0.file, line: $0.location?.line ?? 0) },
            rules: configuration.rules.rules, shard: configuration.shard, baselineUsed: configuration.baseline != nil,
            reproduceArguments: configuration.reproduceArguments)
    }

    /// The layout context of `cell`. For a widget's screen (`screen.widget`), the viewport is the widget's box on an
    /// iPhone of the cell's width, not the iPhone's screen.
    public func context(_ cell: CellCoordinate, screen: Screen? = nil) -> LayoutContext {
        let m = configuration.matrix
        let locale = m.locales[cell.locale]
        let width = m.widths[cell.width]
        let viewport =
            screen?.widget.map { $0.viewport(onScreenWidth: width, margins: screen?.widgetContentMargins ?? true) } ?? m.viewport(width: width)
        return LayoutContext(
            category: m.categories[cell.category], viewport: viewport,
            boldText: m.boldText[cell.bold], locale: locale.id, layoutDirection: locale.direction)
    }

    /// Solves one cell of a screen whose tree is `tree`. The audit itself passes `glyphRuns: false` (it needs only the
    /// numbers); pictures of a cell need the glyphs.
    ///
    /// The screen's cells share their texts' unbounded measurements (``LayoutTree/sharedTextMeasurements``): the tree
    /// is always solved here with its screen's resources.
    public func solve(_ cell: CellCoordinate, tree: LayoutTree, glyphRuns: Bool = true) -> SolvedLayout {
        LayoutSolver.solve(
            tree, context: context(cell, screen: tree.screen), resources: input.resources[input.screens[cell.screen].resourcesIndex],
            glyphRuns: glyphRuns, shared: tree.sharedTextMeasurements)
    }

    /// Solves one cell, reading the screen's tree (from its file, for screens files).
    public func solve(_ cell: CellCoordinate, glyphRuns: Bool = true) throws -> SolvedLayout {
        solve(cell, tree: try input.tree(cell.screen), glyphRuns: glyphRuns)
    }

    /// Runs the audit and keeps the whole result in memory.
    public func run(progress: (@Sendable (AuditProgress) -> Void)? = nil) throws -> AuditReport {
        let collector = CollectingSink()
        _ = try run(into: collector, progress: progress)
        return collector.report!
    }

    /// Runs the audit, handing each screen's result to `sink` in screen order. `progress` is called from worker threads
    /// after each cell; it must be thread-safe. Throws what the sink throws, or an input error when a screens file can
    /// no longer be read.
    @discardableResult
    public func run(into target: any AuditSink, progress: (@Sendable (AuditProgress) -> Void)? = nil) throws -> AuditSummary {
        let header = self.header
        let sink = CauseGroupingSink(target)
        try sink.begin(header)
        let groups = header.groups
        let jobs = configuration.jobs > 0 ? configuration.jobs : ProcessInfo.processInfo.activeProcessorCount
        let run = AuditRun(auditor: self, groups: groups, sink: sink, progress: progress, window: max(4, 2 * jobs))
        if jobs <= 1 || groups.count <= 1 {
            run.work()
        } else {
            DispatchQueue.concurrentPerform(iterations: min(jobs, groups.count)) { _ in run.work() }
        }
        if let failure = run.failure { throw failure }
        var summary = run.summary
        summary.cellCount = header.cellCount
        if configuration.shard == nil { summary.concludeSuppressions(baseline: configuration.baseline) }
        try sink.finish(summary)
        return sink.finalSummary
    }

    // MARK: - One group

    /// The rules in force, by id, and the layout rules to run.
    var ruleSet: (byId: [RuleID: AuditRule], rules: LayoutRules) {
        let inForce = configuration.rules.rules
        return (Dictionary(uniqueKeysWithValues: inForce.map { ($0.id, $0) }), LayoutRules.standard.only(Set(inForce.map(\.id))))
    }

    /// Solves and checks every category of one group; `cellDone` is called after each cell with its error and warning
    /// counts. The reference category is solved first when the reading-order rule runs, and each cell is checked
    /// against it.
    func audit(
        _ group: GroupCoordinate, tree: LayoutTree, rules: (byId: [RuleID: AuditRule], rules: LayoutRules),
        cellDone: (Int, Int) -> Void
    ) -> [CellFinding] {
        let m = configuration.matrix
        // A screen that exists only at some screen widths (``Screen/screenWidths``) is not laid out at the others: each
        // of its cells there is audited with nothing to find.
        if let widths = tree.screen.screenWidths, !widths.contains(m.widths[group.width]) {
            for _ in m.categories { cellDone(0, 0) }
            return []
        }
        var out: [CellFinding] = []
        var reference: SolvedLayout?
        let referenceIndex = m.categories.firstIndex(of: m.referenceCategory)
        if rules.byId[.readingOrderChanged] != nil, let r = referenceIndex {
            reference = solve(group.cell(category: r), tree: tree, glyphRuns: false)
        }
        for ci in m.categories.indices {
            let cell = group.cell(category: ci)
            let solved = (ci == referenceIndex ? reference : nil) ?? solve(cell, tree: tree, glyphRuns: false)
            configuration.cellObserver?(cell, solved)
            var errors = 0, warnings = 0
            for d in rules.rules.check(solved, reference: reference) {
                let severity = rules.byId[d.rule]!.severity
                if d.unverified == nil {
                    if severity == .error { errors += 1 } else if severity == .warning { warnings += 1 }
                }
                out.append(
                    CellFinding(
                        rule: d.rule, severity: severity, node: d.node, message: d.message, suggestion: d.suggestion,
                        frame: solved[d.node].frame.roundedToThousandths, cell: cell, location: d.location,
                        nodeId: d.nodeId, unverified: d.unverified))
            }
            cellDone(errors, warnings)
        }
        return out
    }

    // MARK: - One screen

    /// The suppressions `tree` declares for rules in force, and those that silenced a finding (a rule at a node).
    func suppressionSites(tree: LayoutTree, suppressedAt: [(RuleID, NodeID)]) -> (declared: Set<SuppressionSite>, used: Set<SuppressionSite>) {
        let inForce = Set(configuration.rules.rules.map(\.id.rawValue))
        func site(_ rule: String, _ node: NodeID) -> SuppressionSite? {
            guard let l = tree.location(node), l.line > 0 else { return nil }
            return SuppressionSite(rule: rule, file: l.file, line: l.line)
        }
        var declared: Set<SuppressionSite> = []
        for (rule, node) in tree.declaredSuppressions where inForce.contains(rule) {
            if let s = site(rule, node) { declared.insert(s) }
        }
        guard !declared.isEmpty else { return ([], []) }
        var used: Set<SuppressionSite> = []
        for (rule, id) in suppressedAt {
            if let node = tree.suppressingNode(rule.rawValue, at: id), let s = site(rule.rawValue, node) { used.insert(s) }
        }
        return (declared, used)
    }

    /// Folds a screen's cell findings into findings: one per rule and node, with every cell where it occurs; the first
    /// cell (and, for two findings on one node at one cell, the first message) speaks for it.
    ///
    /// With `rules`, a finding that rests on sample text alone is checked again with every sample text one character
    /// long, at the largest category it occurs at: if it stands there, it holds whatever text the data has (a fixed
    /// 100 pt frame a one-line title already overflows) and is not unverified.
    func aggregate(
        screen index: Int, tree: LayoutTree, cellFindings: [CellFinding], groups: [GroupCoordinate], rules: LayoutRules? = nil
    ) -> ScreenResult {
        typealias Key = FindingKey
        var first: [Key: CellFinding] = [:]
        var cells: [Key: [CellCoordinate]] = [:]
        var severity: [Key: Severity] = [:]
        // Why a rule could not prove a finding (the first reason in order), and the cells where it proved it: a finding
        // one cell proves is proven, and said to occur at those cells only.
        var unprovenBecause: [Key: String] = [:]
        var provenCells: [Key: [CellCoordinate]] = [:]
        for c in cellFindings {
            let key = Key(rule: c.rule, node: c.node)
            if let reason = c.unverified, unprovenBecause[key].map({ reason < $0 }) ?? true { unprovenBecause[key] = reason }
            // A proven cell speaks for the finding before an unproven one; then the first cell.
            if let f = first[key] {
                if (c.unverified == nil ? 0 : 1, c.cell, c.message) < (f.unverified == nil ? 0 : 1, f.cell, f.message) { first[key] = c }
            } else {
                first[key] = c
            }
            cells[key, default: []].append(c.cell)
            if c.unverified == nil { provenCells[key, default: []].append(c.cell) }
            severity[key] = max(severity[key] ?? c.severity, c.severity)
        }
        let screen = input.screens[index]
        let guesses = Guesses(tree: tree) { key in input.resources.contains { r in r.strings.values.contains { $0[key] != nil } } }
        // A component (a card previewed alone, a widget) sits inside what the app presents: whether that scrolls is
        // the presenting screen's concern, not the component's.
        // A widget's box does not scroll either, but what does not fit in it is cut off: that stays a finding.
        if tree.screen.component != nil {
            for key in first.keys where key.rule == .contentOutsideScroll || (key.rule == .contentNeedsScroll && tree.screen.widget == nil) {
                first[key] = nil
            }
        }
        let standsWithAnyText =
            rules.map { findingsStandingWithAnyText(Array(first.keys), cells: cells, tree: tree, guesses: guesses, rules: $0) } ?? []
        var suppressedAt: [(RuleID, NodeID)] = []
        let findings = first.map { key, f -> Finding in
            let identity = tree.identity(of: key.node)
            let fingerprint = Fingerprint.of(rule: key.rule, screen: screen.name, identity: identity, file: screen.file, location: f.location)
            var status: FindingStatus = .active
            if tree.isSuppressed(key.rule.rawValue, at: key.node) {
                status = .suppressed
                suppressedAt.append((key.rule, key.node))
            } else if configuration.baseline?.fingerprints.contains(fingerprint) == true {
                status = .baselined
            }
            // A conclusion that rests on something a front end made up is information, listed as unverified.
            let rule = DiagnosticRule.named(key.rule)
            var unverified = guesses.reason(for: key.node, dependingOn: rule.guessesItDependsOn, neighbours: rule.dependsOnNeighbours)
            if standsWithAnyText.contains(FindingKey(rule: key.rule, node: key.node)) { unverified = nil }
            // No cell proved it: what the rule could not see is why (a frame that may not clip what it holds).
            if unverified == nil, provenCells[key] == nil, let reason = unprovenBecause[key] { unverified = reason }
            // A view a preview places side by side with others gets the width the preview's row leaves it, not the app's.
            if unverified == nil, Auditor.judgeTheWidthGiven.contains(key.rule), guesses.sharesARowOnlyPreviewsWrite(key.node) {
                unverified =
                    "the width a row only previews write gives it (views side by side in a `#Preview` or a `PreviewProvider`): the app lays it out elsewhere"
            }
            if unverified == nil, Auditor.judgeTheWidthGiven.contains(key.rule), guesses.sharesARowWithDebugOnlyCode(key.node) {
                unverified =
                    "the width a row gives it beside code only debug builds compile (`#if DEBUG`): the App Store build lays the row out without it"
            }
            // A rule that judges in Swift what the code does not say (``DiagnosticRule/unverifiedInSwift``) never
            // proves a finding there. A navigation bar's title in Swift source is laid out by the system in a display
            // mode the importer often cannot see (`.navigationBarTitleDisplayMode` set by a parent, a UIKit appearance),
            // which TypeRamp approximates with one line of large-title text. A screens file states its title and mode,
            // so there the findings stand.
            let fromSwift = screen.file.hasSuffix(".swift") || (f.location?.file.hasSuffix(".swift") ?? false)
            if unverified == nil, fromSwift {
                unverified = rule.unverifiedInSwift
            }
            if unverified == nil, fromSwift, key.rule == .textTruncated, let p = tree.parent(key.node), tree.kind(p) == .navigation,
                tree.children(p).first == key.node, tree.children(p).count > 1
            {
                unverified = "how iOS's navigation bar sizes and shortens its title at this size (TypeRamp lays it out as one line of title text)"
            }
            // A part of a view that makes one accessibility element with actions of its own, audited alone: those actions
            // may well be what the gesture does (a post row's "open profile" beside its avatar's tap).
            if unverified == nil, fromSwift, key.rule == .gestureWithoutAlternative,
                tree.screen.component?.hasSuffix(ComponentRemark.insideActionsElement) == true
            {
                unverified =
                    "whether the accessibility actions of the view it is shown inside (audited alone here) do what the gesture does"
            }
            // A view no code in the given files makes and no preview shows: the app may never show it.
            if unverified == nil, tree.screen.component == ComponentRemark.notMade {
                unverified = "whether the app shows this view at all: no code in the given files makes it (previews aside)"
            }
            // A view the app presents only on a pointer's hover: an iPhone never shows it.
            // A widget's view previewed at the screen's size: the app draws it only in a widget's box.
            if unverified == nil, tree.screen.component == ComponentRemark.widgetOutsideBox {
                unverified =
                    "whether the app shows this layout at all: a widget's view previewed at the screen's width, outside the widget boxes it is drawn in"
            }
            if unverified == nil, tree.screen.component == ComponentRemark.hoverOnly {
                unverified =
                    "whether an iPhone shows this view at all: the app presents it only while a pointer hovers (`.onHover`), and an iPhone has no pointer"
            }
            // A widget is drawn in a box the system sizes: a fixed text size there is often the design (Apple's own
            // widgets have them), and text that does not fit is reported by the rules that see it cut.
            if unverified == nil, tree.screen.isWidget, key.rule == .fixedSizeText {
                unverified = "whether a widget's fixed-size box calls for a fixed text size (what does not fit is reported on its own)"
            }
            // The Lock Screen draws its widgets itself (monochrome, an inline widget's text in its own font), in ways
            // TypeRamp has not measured: what it finds there is information (docs/audit.md, "Widgets").
            if unverified == nil, let family = tree.screen.widget, family.isLockScreen {
                unverified = "how the Lock Screen draws a \(family.rawValue) widget at this text size (TypeRamp has not measured it)"
            }
            return Finding(
                rule: key.rule, severity: unverified == nil ? severity[key]! : .information, screen: screen.name, screenIndex: index,
                path: tree.path(key.node), identity: identity, nodeId: f.nodeId, file: screen.file, location: f.location, message: f.message,
                suggestion: f.suggestion, frame: f.frame, cells: Array(Set(provenCells[key] ?? cells[key]!)).sorted(), status: status,
                fingerprint: fingerprint, unverified: unverified)
        }
        var result = ScreenResult(screen: index, findings: findings.sorted(by: Finding.precedes), groups: groups, tree: tree)
        result.suppressionSites = suppressionSites(tree: tree, suppressedAt: suppressedAt)
        return result
    }

    /// The rules whose findings a layout with every sample text one character long proves: they judge whether text
    /// fits the room it is given (a stack that must flip, a text cut or broken, text drawn below the minimum size).
    /// On the six real apps, 36 of 40 such findings judged were real. The geometry rules (`touch-target-too-small`,
    /// `overlapping-siblings`, `content-clipped`, `content-needs-scroll`, `icon-does-not-scale`) were right on 59 of
    /// 115 findings proven this way: their errors there come from how the view is presented (a list row, a menu item,
    /// a part of a scroll view), not from the text, so such findings stay unverified (docs/swift-source.md).
    static let provenWithShortestText: Set<RuleID> = [.stackMustFlip, .textTruncated, .textBreaksWord, .textBelowMinimumSize]

    /// The rules that judge whether a view fits the width its row gives it: in a row a preview writes, that width is the
    /// preview's.
    static let judgeTheWidthGiven: Set<RuleID> = [.horizontalOverflow, .stackMustFlip, .textTruncated, .textBreaksWord, .overlappingSiblings]

    /// A finding's rule and node: what the cells of one screen fold on.
    struct FindingKey: Hashable {
        var rule: RuleID
        var node: NodeID
    }

    /// Of `keys`, those resting on sample text alone that stand with every sample text one character long, each tried
    /// at the largest category it occurs at (one solve per distinct cell, only the candidates' rules run).
    func findingsStandingWithAnyText(
        _ keys: [FindingKey], cells: [FindingKey: [CellCoordinate]], tree: LayoutTree, guesses: Guesses, rules: LayoutRules
    ) -> Set<FindingKey> {
        let candidates = keys.filter { key in
            guard Auditor.provenWithShortestText.contains(key.rule) else { return false }
            let rule = DiagnosticRule.named(key.rule)
            return guesses.restsOnlyOnSampleText(key.node, dependingOn: rule.guessesItDependsOn, neighbours: rule.dependsOnNeighbours)
        }
        guard !candidates.isEmpty, let shortest = guesses.withShortestSampleText() else { return [] }
        var byCell: [CellCoordinate: [FindingKey]] = [:]
        for key in candidates {
            guard let largest = cells[key]?.max(by: { ($0.category, $1.width) < ($1.category, $0.width) }) else { continue }
            byCell[largest, default: []].append(key)
        }
        let only = rules.only(Set(candidates.map(\.rule)))
        var out: Set<FindingKey> = []
        for (cell, keys) in byCell.sorted(by: { $0.key < $1.key }) {
            let found = Set(
                only.check(solve(cell, tree: shortest, glyphRuns: false)).filter { $0.unverified == nil }.map {
                    FindingKey(rule: $0.rule, node: $0.node)
                })
            out.formUnion(keys.filter(found.contains))
        }
        return out
    }
}
