import TypeRampCore
import TypeRampLayout

/// One finding per cause: findings on views anchored in Swift source (identity `@…`) that share a rule and a fingerprint —
/// the same rule at the same place in the source, found on several previews, variants, screens that inline the view, or
/// sample rows of one `ForEach` — are reported once, on the first screen where they are proven (else the first where they
/// appear), with ``Finding/alsoIn`` naming the others. Counts (summary, SARIF, JUnit, JSON, HTML) are counts of causes.
///
/// Results pass through untouched until the first one with an anchored finding; from there they are held until the
/// audit ends (a Swift import's screens are in memory already), grouped, and handed on in screen order. Screens files
/// (YAML, JSON) have no anchors, so their audits still stream.
final class CauseGroupingSink: AuditSink {
    private let downstream: any AuditSink
    private var held: [ScreenResult] = []
    private var holding = false
    private var header: AuditHeader?

    init(_ downstream: any AuditSink) { self.downstream = downstream }

    func begin(_ header: AuditHeader) throws {
        self.header = header
        try downstream.begin(header)
    }

    func add(_ result: ScreenResult) throws {
        if !holding, result.findings.contains(where: { $0.identity.hasPrefix("@") }) { holding = true }
        if holding {
            held.append(result)
        } else {
            passedCounts.add(result)
            try downstream.add(result)
        }
    }

    func finish(_ incoming: AuditSummary) throws {
        var grouped = held
        var summary = incoming
        if !held.isEmpty {
            grouped = CauseGroupingSink.group(held, screenName: { self.header?.screens[$0].name ?? "" })
            summary = AuditSummary(cellCount: summary.cellCount)
            // Counts of causes: the screens passed on before holding began, then the grouped ones.
            summary.addCounts(from: passedCounts)
            for r in grouped { summary.add(r) }
            summary.unusedSuppressions = incoming.unusedSuppressions
            summary.staleBaselineEntries = incoming.staleBaselineEntries
        }
        for r in grouped { try downstream.add(r) }
        finalSummary = summary
        try downstream.finish(summary)
    }

    /// The summary handed on: counts of causes.
    private(set) var finalSummary = AuditSummary()

    /// The counts of the results passed on before grouping began.
    private var passedCounts = AuditSummary()

    /// `results` with each cause kept once and the other screens listed on it. The finding kept is the first that is
    /// proven (not unverified) and of the highest severity among the proven ones, else the first: one instance a rule
    /// proves (a helper's button that is 15 pt at one call site) proves the cause, though another rests on a guess.
    static func group(_ results: [ScreenResult], screenName: (Int) -> String) -> [ScreenResult] {
        struct Key: Hashable { var rule: RuleID; var fingerprint: String }
        struct Place { var result: Int; var finding: Int }
        /// Which of two instances of a cause speaks for it: a proven one over an unverified one, then the more severe.
        func better(_ a: Finding, than b: Finding) -> Bool {
            if (a.unverified == nil) != (b.unverified == nil) { return a.unverified == nil }
            return a.severity > b.severity
        }
        var chosen: [Key: Place] = [:]
        /// The screens (indices into the audit's screens, as `ScreenResult.screen`) each cause appears on, in order.
        var order: [Key: [Int]] = [:]
        for (ri, r) in results.enumerated() {
            for (fi, f) in r.findings.enumerated() where f.identity.hasPrefix("@") {
                let key = Key(rule: f.rule, fingerprint: f.fingerprint)
                if !(order[key]?.contains(r.screen) ?? false) { order[key, default: []].append(r.screen) }
                if let c = chosen[key] {
                    if better(f, than: results[c.result].findings[c.finding]) { chosen[key] = Place(result: ri, finding: fi) }
                } else {
                    chosen[key] = Place(result: ri, finding: fi)
                }
            }
        }
        var out = results
        for (ri, r) in results.enumerated() {
            var kept: [Finding] = []
            for (fi, f) in r.findings.enumerated() {
                guard f.identity.hasPrefix("@") else {
                    kept.append(f)
                    continue
                }
                let key = Key(rule: f.rule, fingerprint: f.fingerprint)
                guard let c = chosen[key], c.result == ri, c.finding == fi else { continue }
                var finding = f
                let others = (order[key] ?? []).filter { $0 != r.screen }.map(screenName)
                var names: [String] = []
                for n in others where !names.contains(n) { names.append(n) }
                if !names.isEmpty { finding.alsoIn = names }
                kept.append(finding)
            }
            out[ri].findings = kept
        }
        return out
    }
}

extension AuditSummary {
    /// Adds another summary's counts.
    mutating func addCounts(from other: AuditSummary) {
        errors += other.errors
        warnings += other.warnings
        information += other.information
        suppressed += other.suppressed
        baselined += other.baselined
    }
}
