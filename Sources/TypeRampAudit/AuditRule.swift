import TypeRampCore
import TypeRampLayout

/// A tunable limit of a rule: its value and unit, and why the default is what it is. Each rule declares its own in
/// its file (``DiagnosticRule/thresholds``); this name is kept for the audit's API.
public typealias RuleThreshold = TypeRampLayout.RuleThreshold

/// A rule as the audit runs it: the rule's description (``DiagnosticRule``) with the severity and threshold in force
/// for this run.
public struct AuditRule: Hashable, Sendable {
    /// The stable id (SARIF `ruleId`, suppressions, baselines).
    public var id: RuleID
    /// The severity in force (the default unless overridden).
    public var severity: Severity
    /// The default severity.
    public var defaultSeverity: Severity
    /// One line on what it checks.
    public var summary: String
    /// Why it matters and what to do.
    public var help: String
    /// The tunable limit, for rules that have one.
    public var threshold: RuleThreshold?
    /// True for rules that compare cells (the reading order at the reference category); the others read one cell.
    public var isAuditLevel: Bool

    /// Creates a rule.
    public init(
        id: RuleID, severity: Severity, summary: String, help: String, threshold: RuleThreshold? = nil,
        isAuditLevel: Bool = false
    ) {
        self.id = id
        self.severity = severity
        defaultSeverity = severity
        self.summary = summary
        self.help = help
        self.threshold = threshold
        self.isAuditLevel = isAuditLevel
    }

    /// Every rule with its default severity and threshold, in catalog order: each rule's description, from its file.
    public static let catalog: [AuditRule] = DiagnosticRule.all.map { rule in
        AuditRule(
            id: rule.id, severity: rule.severity, summary: rule.summary, help: rule.help, threshold: rule.tunableThreshold,
            isAuditLevel: rule.comparesCategories)
    }

    /// The rule with `id` in the default catalog.
    public static func named(_ id: RuleID) -> AuditRule { catalog.first { $0.id == id }! }

    /// The rule spelled `id` in the default catalog, if any.
    public static func named(_ id: String) -> AuditRule? { RuleID(rawValue: id).map(named) }

    /// Every rule id, for suggestions.
    public static var allIds: [String] { catalog.map(\.id.rawValue) }
}

/// Which rules run, at which severity, with which thresholds.
public struct RuleConfiguration: Hashable, Sendable {
    /// Severity overrides by rule id.
    public var severities: [RuleID: Severity]
    /// Rules turned off.
    public var disabled: Set<RuleID>
    /// Threshold values by rule id, in the rule's unit.
    public var thresholds: [RuleID: Double]

    /// Creates a configuration; empty means every rule at its defaults.
    public init(severities: [RuleID: Severity] = [:], disabled: Set<RuleID> = [], thresholds: [RuleID: Double] = [:]) {
        self.severities = severities
        self.disabled = disabled
        self.thresholds = thresholds
    }

    /// The rules in force, in catalog order, with severities and thresholds applied (disabled rules left out).
    public var rules: [AuditRule] {
        AuditRule.catalog.compactMap { base in
            guard !disabled.contains(base.id) else { return nil }
            var rule = base
            if let s = severities[rule.id] { rule.severity = s }
            if let v = thresholds[rule.id], rule.threshold != nil { rule.threshold!.value = v }
            return rule
        }
    }

    /// The layout thresholds the solver uses.
    public var layoutThresholds: LayoutThresholds {
        LayoutThresholds(
            touchTarget: thresholds[.touchTargetTooSmall] ?? TouchTargetTooSmallRule.minimumSide, minimumTextSize: thresholds[.textBelowMinimumSize])
    }
}
