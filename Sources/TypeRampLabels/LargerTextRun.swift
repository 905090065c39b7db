import TypeRampAudit
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

/// A reason a Larger Text evaluation cannot be made from what it was given: a setting naming a screen that does not
/// exist, an audit report that does not cover the accessibility sizes. The CLI prints it and exits 1.
public struct LargerTextError: Error, CustomStringConvertible, Sendable {
    /// What is wrong, and what to do.
    public var description: String

    /// Creates an error.
    public init(_ description: String) { self.description = description }
}

extension LargerTextSettings {
    /// Throws when a common task or a screen exemption names a screen that is not among `screens`, suggesting the
    /// closest name.
    public func validate(screens: [String]) throws {
        let known = Set(screens)
        func check(_ name: String, _ what: String) throws {
            guard !known.contains(name) else { return }
            let near = closestMatch(to: name, in: screens).map { " (did you mean '\($0)'?)" } ?? ""
            throw LargerTextError("\(what) names the screen '\(name.excerpt(80))', which is not among the screens\(near)")
        }
        for task in commonTasks {
            if task.screens.isEmpty { throw LargerTextError("the common task '\(task.name.excerpt(80))' names no screen") }
            for screen in task.screens { try check(screen, "the common task '\(task.name.excerpt(80))'") }
        }
        for e in exemptions { if case .screen(let name) = e.target { try check(name, e.origin) } }
    }
}

/// Runs a Larger Text evaluation: lays the screens out at Large and AX1 to AX5 with the audit (only the rules that say
/// whether a screen stays usable), recording the sizes texts are drawn at as it goes, then judges them.
public enum LargerTextRun {
    /// Audits `input`'s screens at Large and AX1 to AX5 in every width, language and Bold Text setting given, with
    /// `rules`' severities and thresholds, and evaluates them with `settings`. Throws ``LargerTextError`` for settings
    /// that name unknown screens, and what the audit throws (a screens file that can no longer be read).
    public static func audit(
        _ input: AuditInput, widths: [Points], locales: [AuditLocale], boldText: [Bool], rules: RuleConfiguration = RuleConfiguration(),
        jobs: Int = 0, reproduceArguments: [String] = [], settings: LargerTextSettings,
        progress: (@Sendable (AuditProgress) -> Void)? = nil
    ) throws -> LargerTextReport {
        try settings.validate(screens: input.screens.map(\.name))
        let matrix = AuditMatrix(categories: LargerTextCriteria.auditedCategories, widths: widths, locales: locales, boldText: boldText)
        var configuration = AuditConfiguration(matrix: matrix, rules: LargerTextCriteria.auditRules(rules), jobs: jobs)
        configuration.reproduceArguments = reproduceArguments
        let observations = TextSizeObservations()
        configuration.cellObserver = observations.observer(for: input)
        let report = try Auditor(input: input, configuration: configuration).run(progress: progress)
        let trees = try input.allTrees()
        let screens = input.screens.indices.map { i in
            LargerTextEvaluation.ScreenInput(
                name: input.screens[i].name, location: location(report.header.screens[i]), tree: trees[i],
                resources: input.resources[input.screens[i].resourcesIndex])
        }
        return LargerTextEvaluation.evaluate(
            findings: report.findings, header: report.header, screens: screens, observations: observations, settings: settings)
    }

    /// Evaluates the findings of a previous audit, `report` (read from `path`), whose screens `input` reads again: the
    /// findings come from the report; the sizes texts are drawn at come from laying `input`'s screens out again at
    /// Large and AX1 to AX5 in the report's widths, languages and Bold Text settings (without rules). Throws
    /// ``LargerTextError`` for a shard's report, a report without every accessibility size, or a screen of the report
    /// that `input` does not have.
    public static func evaluate(
        report: AuditReport, path: String, input: AuditInput, jobs: Int = 0, settings: LargerTextSettings,
        progress: (@Sendable (AuditProgress) -> Void)? = nil
    ) throws -> LargerTextReport {
        let header = report.header
        if let shard = header.shard {
            throw LargerTextError("\(path) is the report of shard \(shard) only: join the shards first (typeramp audit merge)")
        }
        let missing = LargerTextCriteria.judgedCategories.filter { !header.matrix.categories.contains($0) }
        if !missing.isEmpty {
            throw LargerTextError(
                "\(path) does not cover \(missing.map(\.shortName).joined(separator: ", ")) (the audit's --categories): run the audit "
                    + "with every category, or give typeramp label larger-text the sources to audit")
        }
        let names = header.screens.map(\.name)
        try settings.validate(screens: names)
        let inputIndex = Dictionary(input.screens.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        let absent = names.filter { inputIndex[$0] == nil }
        if !absent.isEmpty {
            throw LargerTextError(
                "the screens \(absent.prefix(5).map { "'\($0.excerpt(60))'" }.joined(separator: ", "))\(absent.count > 5 ? " and \(absent.count - 5) more" : "") "
                    + "of \(path) are not in the sources read: give the sources the audit read")
        }
        let m = header.matrix
        var configuration = AuditConfiguration(
            matrix: AuditMatrix(categories: LargerTextCriteria.auditedCategories, widths: m.widths, locales: m.locales, boldText: m.boldText),
            rules: RuleConfiguration(disabled: Set(RuleID.allCases)), jobs: jobs)
        let observations = TextSizeObservations()
        configuration.cellObserver = observations.observer(for: input)
        _ = try Auditor(input: input, configuration: configuration).run(progress: progress)
        let trees = try input.allTrees()
        let screens = header.screens.map { info in
            let i = inputIndex[info.name]!
            return LargerTextEvaluation.ScreenInput(
                name: info.name, location: location(info), tree: trees[i], resources: input.resources[input.screens[i].resourcesIndex])
        }
        var evaluation = LargerTextEvaluation.evaluate(
            findings: report.findings, header: header, screens: screens, observations: observations, settings: settings, auditReport: path)
        evaluation.matrix = configuration.matrix
        return evaluation
    }

    static func location(_ info: AuditHeader.ScreenInfo) -> SourceLocation { SourceLocation(file: info.file, line: info.line) }
}
