import TypeRampDecoding

/// The stable id of a rule TypeRamp reports (`text-truncated`). Audits, baselines, suppressions and SARIF `ruleId`s
/// refer to rules by their raw value.
///
/// Each rule's file declares its id (`extension RuleID { public static let textTruncated = … }`) beside its description
/// and its check; the registry (``LayoutRules/standard``) lists the rules, so the ids, their order and their
/// descriptions cannot drift apart. `RuleID(rawValue:)` knows exactly the registered ids.
public struct RuleID: RawRepresentable, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    /// The id as written in reports and suppressions (`text-truncated`).
    public let rawValue: String

    /// The registered rule spelled `rawValue`, or nil when no rule has that id.
    public init?(rawValue: String) {
        guard RuleID.order[RuleID(declaring: rawValue)] != nil else { return nil }
        self.rawValue = rawValue
    }

    /// Declares an id; used once per rule, in its file.
    init(declaring rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    /// Every registered rule's id, in catalog order (the registry's order: ``LayoutRules/standard``).
    public static let allCases: [RuleID] = LayoutRules.standard.rules.map(\.descriptor.id)

    /// True for the rules about what VoiceOver sees (labels, traits, rotors, gestures, modality), as opposed to layout.
    public var isAccessibility: Bool { DiagnosticRule.named(self).kind == .accessibility }

    /// What the rule's conclusion depends on among what a front end may have guessed (``GuessKind``): a finding on a node
    /// whose subtree has such a guess is reported as unverified information, not as a warning or error. Each rule says
    /// which in its file (``DiagnosticRule/guessesItDependsOn``).
    public var guessesItDependsOn: Set<GuessKind> { DiagnosticRule.named(self).guessesItDependsOn }

    private static let order: [RuleID: Int] = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })

    /// Catalog order; an unregistered id (never made outside the rule files) sorts last, by name.
    public static func < (a: RuleID, b: RuleID) -> Bool {
        let x = order[a] ?? Int.max, y = order[b] ?? Int.max
        return x != y ? x < y : a.rawValue < b.rawValue
    }
}
