import TypeRampCore
import TypeRampLayout

/// One finding per cause: findings on views anchored in Swift source (identity `@…`) that share a rule and a fingerprint —
/// the same rule at the same place in the source, found on several previews, variants, screens that inline the view, or
/// sample rows of one `ForEach` — are reported once, on the first screen where they appear, with ``Finding/alsoIn``
/// naming the others. Counts (summary, SARIF, JUnit, JSON, HTML) are counts of causes.
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

    /// `results` with each cause kept once, on its first screen, and the other screens listed on it.
    static func group(_ results: [ScreenResult], screenName: (Int) -> String) -> [ScreenResult] {
        struct Key: Hashable { var rule: RuleID; var fingerprint: String }
        var first: [Key: (result: Int, finding: Int)] = [:]
        var also: [Key: [String]] = [:]
        var out = results
        for (ri, r) in results.enumerated() {
            var kept: [Finding] = []
            for f in r.findings {
                guard f.identity.hasPrefix("@") else {
                    kept.append(f)
                    continue
                }
                let key = Key(rule: f.rule, fingerprint: f.fingerprint)
                if first[key] == nil {
                    first[key] = (ri, kept.count)
                    kept.append(f)
                } else {
                    let name = screenName(r.screen)
                    if first[key]!.result != ri, !(also[key]?.contains(name) ?? false) { also[key, default: []].append(name) }
                }
            }
            out[ri].findings = kept
        }
        for (key, place) in first {
            guard let names = also[key] else { continue }
            out[place.result].findings[place.finding].alsoIn = names
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
