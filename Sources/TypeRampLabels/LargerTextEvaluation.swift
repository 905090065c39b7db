import TypeRampAudit
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

/// Judges Larger Text from an audit's findings and its screens' trees: how far each text grows, whether each screen
/// stays usable at AX1 to AX5, and a verdict per screen, per common task and for the app.
public enum LargerTextEvaluation {
    /// A screen to judge: its name and place, its tree and the resources its texts are sized with.
    public struct ScreenInput: Sendable {
        /// The screen's name, as the audit names it.
        public var name: String
        /// Where it is declared.
        public var location: SourceLocation
        /// Its tree.
        public var tree: LayoutTree
        /// The resources it is laid out with (its ramp, fonts, scaling table).
        public var resources: LayoutResources

        /// Creates a screen input.
        public init(name: String, location: SourceLocation, tree: LayoutTree, resources: LayoutResources) {
            self.name = name
            self.location = location
            self.tree = tree
            self.resources = resources
        }
    }

    /// The evaluation of `screens` from `findings` (an audit's, over `header`'s matrix, which must include AX1 to AX5),
    /// the sizes `observations` recorded from the solved layouts, and `settings`. `auditReport` names the report the
    /// findings were read from, if any. Deterministic: the same input gives the same report.
    public static func evaluate(
        findings: [Finding], header: AuditHeader, screens: [ScreenInput], observations: TextSizeObservations?, settings: LargerTextSettings,
        auditReport: String? = nil
    ) -> LargerTextReport {
        let exemptions = TextExemptions(settings.exemptions)
        let severities = Dictionary(header.rules.map { ($0.id, $0.severity) }, uniquingKeysWith: { a, _ in a })
        let byName = Dictionary(screens.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        var identities: [Int: [String: NodeID]] = [:]
        func node(_ identity: String, screen: Int) -> NodeID? {
            if identities[screen] == nil {
                let tree = screens[screen].tree
                identities[screen] = Dictionary(tree.ids.map { (tree.identity(of: $0), $0) }, uniquingKeysWith: { a, _ in a })
            }
            return identities[screen]![identity]
        }

        // The audit's findings at AX1 to AX5, on the screen reported and every screen that shows the same view.
        var found: [Int: [(Finding, reportedOn: String?)]] = [:]
        for f in findings where LargerTextCriteria.usabilityRules.contains(f.rule) {
            guard f.cells.contains(where: { header.category($0).isAccessibilityCategory }) else { continue }
            for (i, name) in ([f.screen] + f.alsoIn).enumerated() {
                guard let s = byName[name] else { continue }
                found[s, default: []].append((f, i == 0 ? nil : f.screen))
            }
        }

        var evaluations: [ScreenEvaluation] = []
        for (s, screen) in screens.enumerated() {
            let texts = TextGrowth.analyze(screen.tree, resources: screen.resources, observations: observations, exemptions: exemptions)
            var evaluation = ScreenEvaluation(
                index: s, name: screen.name, location: screen.location, verdict: .supports,
                exemption: settings.exemptions.first { $0.target == .screen(screen.name) }, texts: texts, blocking: [], issues: [],
                exempted: [], unverified: [], suppressed: [])
            for t in texts where !t.meetsCriterion {
                let problem = LargerTextProblem.growth(t, baseLocale: header.matrix.locales.first?.id ?? "en")
                if t.exemption != nil { evaluation.exempted.append(problem) } else { evaluation.blocking.append(problem) }
            }
            for (f, reportedOn) in found[s] ?? [] {
                var problem = LargerTextProblem.finding(f, header: header, reportedOn: reportedOn)
                if let id = node(f.identity, screen: s) { problem.exemption = exemptions.exemption(for: id, in: screen.tree) }
                if f.unverified != nil {
                    // The audit makes a finding resting on a guess information; the severity it would have is its rule's.
                    problem.severity = severities[f.rule] ?? .information
                }
                if f.status == .suppressed {
                    evaluation.suppressed.append(problem)
                } else if f.unverified != nil {
                    if problem.severity != .information && problem.exemption == nil { evaluation.unverified.append(problem) }
                } else if f.severity == .information {
                    continue
                } else if problem.exemption != nil {
                    evaluation.exempted.append(problem)
                } else if f.severity == .error {
                    evaluation.blocking.append(problem)
                } else if f.severity == .warning {
                    evaluation.issues.append(problem)
                }
            }
            if evaluation.exemption != nil {
                evaluation.verdict = .exempt
            } else if !evaluation.blocking.isEmpty {
                evaluation.verdict = .doesNotSupport
            } else if !evaluation.issues.isEmpty || !evaluation.unverified.isEmpty {
                evaluation.verdict = .supportsWithIssues
            }
            evaluations.append(evaluation)
        }
        // A variant (`Name (branch)`, declared where `Name` is) is a state of that screen.
        for i in evaluations.indices {
            let e = evaluations[i]
            guard e.name.hasSuffix(")"), let open = e.name.range(of: " (") else { continue }
            let base = String(e.name[..<open.lowerBound])
            if evaluations.contains(where: { $0.name == base && $0.location == e.location }) { evaluations[i].stateOf = base }
        }

        let tasks =
            (settings.commonTasks.isEmpty ? [CommonTask(name: "every screen", screens: screens.map(\.name))] : settings.commonTasks).map {
                task -> TaskEvaluation in
                let judged = task.screens.compactMap { byName[$0] }.map { evaluations[$0] }.filter { $0.verdict != .exempt }
                guard let worst = judged.max(by: { $0.verdict.rank < $1.verdict.rank }) else {
                    return TaskEvaluation(name: task.name, screens: task.screens, verdict: .doesNotSupport, reason: nil)
                }
                return TaskEvaluation(
                    name: task.name, screens: task.screens, verdict: worst.verdict, reason: worst.reason.map { (worst.name, $0) })
            }
        let worstTask = tasks.max { $0.verdict.rank < $1.verdict.rank }
        var notes: [String] = []
        for e in TextExemptions.unmatched(settings.exemptions, in: screens.map(\.tree)) {
            notes.append("\(e.origin) '\(e.target)' names no text, text key or view id of the screens: it exempts nothing")
        }
        for task in tasks where task.verdict == .doesNotSupport && task.reason == nil {
            notes.append("the common task '\(task.name)' has no screen to judge: every one of its screens is exempt")
        }
        return LargerTextReport(
            matrix: header.matrix, settings: settings, screens: evaluations, tasks: tasks, verdict: worstTask?.verdict ?? .doesNotSupport,
            reason: worstTask?.reason, notes: notes, auditReport: auditReport)
    }
}

extension LargerTextProblem {
    /// The problem of a text that stops growing below the requirement.
    static func growth(_ t: TextGrowth, baseLocale: String) -> LargerTextProblem {
        let quoted = "“\(t.text.excerpt(40))”"
        let percent = "\(LargerTextCriteria.percent(t.growth)) % of its \(formatDecimal(t.sizeAtLarge)) pt at Large"
        var message: String
        var suggestion: String?
        var occurs = "at \(t.largestCategory.shortName)"
        switch t.limit {
        case .fixedSize(let size)?:
            message = "\(quoted) stays \(formatDecimal(size)) pt at every text size: a fixed size (\(t.style)) ignores Dynamic Type"
            suggestion =
                "use a text style (.font(.body)) or a size relative to one (Font.custom(_:size:relativeTo:)), or exempt it if it is decorative"
            occurs = "at every accessibility size"
        case .clamp(let upper, let needed, let at)?:
            message =
                "\(quoted) stops at \(formatDecimal(t.largestFontSize)) pt, \(percent): .dynamicTypeSize limits it to "
                + AuditMatrix.categoryName(upper) + (at.map { " (set at \($0))" } ?? "")
            if let needed {
                message += "; its style first reaches 200 % at " + AuditMatrix.categoryName(needed)
                suggestion = "allow at least ...DynamicTypeSize.\(needed.swiftUIName), or remove the limit"
            } else {
                message += "; its style grows to its largest size only at accessibilityExtraExtraExtraLarge (ax5)"
                suggestion = "remove the limit"
            }
        case .maximumSize(let maximum)?:
            message =
                "\(quoted) stops at \(formatDecimal(t.largestFontSize)) pt, \(percent): its style's maximum size is \(formatDecimal(maximum)) pt"
            suggestion = "raise the maximum size to at least \(formatDecimal(t.sizeAtLarge * LargerTextCriteria.requiredGrowth)) pt, or remove it"
        case .minimumScaleFactor(let factor)?:
            let s = t.shrunk!
            message =
                "\(quoted) is drawn at \(formatDecimal(s.size)) pt at most, \(percent), at \(formatDecimal(s.width)) pt"
                + (s.locale == baseLocale ? "" : " (\(s.locale))") + ": minimumScaleFactor(\(formatDecimal(factor))) shrinks it to fit"
            suggestion = "let it wrap onto more lines (.lineLimit(nil)) instead of shrinking it"
            occurs = "at \(s.category.shortName) at \(formatDecimal(s.width)) pt"
        case nil:
            message = "\(quoted) stops at \(formatDecimal(t.largestSize)) pt, \(percent)"
        }
        if let e = t.exemption { message += " (exempt: \(e.reason))" }
        return LargerTextProblem(
            kind: "text-growth", severity: .error, message: message, suggestion: suggestion, location: t.location, identity: t.identity,
            path: t.path, occurs: occurs, cells: [], exemption: t.exemption, growth: t)
    }

    /// The problem of an audit finding, restricted to its cells at AX1 to AX5.
    static func finding(_ f: Finding, header: AuditHeader, reportedOn: String?) -> LargerTextProblem {
        let m = header.matrix
        let cells = f.cells.filter { header.category($0).isAccessibilityCategory }.map {
            ProblemCell(category: header.category($0), width: header.width($0), locale: header.locale($0).id, boldText: m.boldText[$0.bold])
        }.sorted()
        return LargerTextProblem(
            kind: f.rule.rawValue, severity: f.severity, message: f.message, suggestion: f.suggestion, location: f.location,
            identity: f.identity, path: f.path, occurs: occurs(cells, matrix: m), cells: cells, reportedOn: reportedOn,
            unverified: f.unverified)
    }

    /// Where a finding occurs among the accessibility sizes, in words: "from ax2 at 320 pt in German · 3 of 15 cells".
    static func occurs(_ cells: [ProblemCell], matrix m: AuditMatrix) -> String {
        guard let first = cells.first else { return "" }
        let judged = LargerTextCriteria.judgedCategories
        let categories = Set(cells.map(\.category)).sorted()
        var text: String
        if categories == judged {
            text = "at every accessibility size"
        } else if categories.last == judged.last, let i = judged.firstIndex(of: categories[0]), Array(judged[i...]) == categories {
            text = "from \(categories[0].shortName)"
        } else {
            text = "at " + categories.map(\.shortName).joined(separator: ", ")
        }
        text += " at \(formatDecimal(first.width)) pt"
        if first.locale != m.locales.first?.id, let locale = m.locales.first(where: { $0.id == first.locale }) { text += " in \(locale.name)" }
        if first.boldText { text += " with Bold Text" }
        let total = judged.count * m.widths.count * m.locales.count * m.boldText.count
        return text + " · \(cells.count) of \(total) cells"
    }
}
