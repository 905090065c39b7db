import TypeRampCore
import TypeRampDecoding

/// Everything said about one rule, in the rule's own file: its id, default severity, what it checks and why, its
/// limits with their units and reasons, how to fix a finding in the screens format and in SwiftUI, what it knows of
/// SwiftUI, which guesses its conclusion depends on, and examples where it fires and where it does not.
///
/// `typeramp rules` prints these, `typeramp rules --format markdown-tables` writes docs/audit.md's tables from them, and one
/// test runs every example (so a rule's documentation is checked, not just written).
public struct DiagnosticRule: Hashable, Sendable {
    /// The stable id.
    public let id: RuleID
    /// The severity unless configured otherwise.
    public let severity: Severity
    /// Whether it is about the layout or about what VoiceOver sees.
    public let kind: RuleKind
    /// One line on what it checks.
    public let summary: String
    /// What to do, in one or two sentences (the `help` of `typeramp rules --format json` and SARIF).
    public let help: String
    /// Why it matters and why its default severity is what it is, with the source (Apple's HIG or documentation).
    public let rationale: String
    /// How it reads SwiftUI code: what SwiftUI does by itself that the rule takes into account (when it stays silent).
    public let swiftUI: String
    /// Its limits: the tunable one (`--threshold`, at most one) and the fixed ones (tolerances, ratios), with units.
    public let thresholds: [RuleThreshold]
    /// The fix, in the screens format and in SwiftUI (findings whose node was written in Swift get the SwiftUI words).
    public let fix: RuleFix
    /// What the rule's conclusion depends on among what a front end may have guessed (``GuessKind``): a finding on a node
    /// whose subtree has such a guess is unverified (a fixed-size font is fixed whatever the text).
    public let guessesItDependsOn: Set<GuessKind>
    /// Whether the conclusion also rests on what was guessed about the views that share the node's space (the other
    /// children of its stack, and of every horizontal stack around it). False for a rule about a node's own size: a
    /// control is as large as its label and padding, whatever its neighbours are.
    public let dependsOnNeighbours: Bool
    /// What a finding on Swift source always rests on, for a rule that judges there something the code does not say
    /// (intent, or the system's own fonts): the audit lists every such finding as unverified, with this as its reason.
    /// Nil for a rule whose conclusion Swift source proves. A screens file states what Swift leaves open, so there the
    /// rule keeps its severity.
    public let unverifiedInSwift: String?
    /// True for a rule that compares a cell with the same screen at the reference category (it needs that cell).
    public let comparesCategories: Bool
    /// Where it fires and where it does not, written by hand from Apple's documentation; run by one test.
    public let examples: [RuleExample]

    /// Creates a rule's description.
    public init(
        id: RuleID, severity: Severity, kind: RuleKind, summary: String, help: String, rationale: String, swiftUI: String,
        thresholds: [RuleThreshold] = [], fix: RuleFix, guessesItDependsOn: Set<GuessKind> = GuessKind.aboutContent,
        dependsOnNeighbours: Bool = true, unverifiedInSwift: String? = nil, comparesCategories: Bool = false, examples: [RuleExample]
    ) {
        self.id = id
        self.severity = severity
        self.kind = kind
        self.summary = summary
        self.help = help
        self.rationale = rationale
        self.swiftUI = swiftUI
        self.thresholds = thresholds
        self.fix = fix
        self.guessesItDependsOn = guessesItDependsOn
        self.dependsOnNeighbours = dependsOnNeighbours
        self.unverifiedInSwift = unverifiedInSwift
        self.comparesCategories = comparesCategories
        self.examples = examples
    }

    /// The limit `--threshold` tunes, if the rule has one.
    public var tunableThreshold: RuleThreshold? { thresholds.first(where: \.isTunable) }

    /// Every rule, in catalog order (the registry's: ``LayoutRules/standard``).
    public static let all: [DiagnosticRule] = LayoutRules.standard.rules.map(\.descriptor)

    private static let byId: [RuleID: DiagnosticRule] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

    /// The rule with `id`.
    public static func named(_ id: RuleID) -> DiagnosticRule { byId[id]! }
    /// The rule whose id is spelled `text`, if any.
    public static func named(_ text: String) -> DiagnosticRule? { RuleID(rawValue: text).map(named) }

    public static func == (a: DiagnosticRule, b: DiagnosticRule) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// What a rule is about.
public enum RuleKind: String, Hashable, Sendable, CaseIterable {
    /// Sizes and positions: text cut off, content off the screen, frames too small.
    case layout
    /// What VoiceOver sees: labels, traits, rotors, gestures, modality, reading order.
    case accessibility
}

/// A limit a rule compares against, with its unit and where its value comes from.
public struct RuleThreshold: Hashable, Sendable {
    /// What it limits (`side of the hit target`), for the docs; empty for a rule's only tunable limit.
    public var name: String
    /// The value in `unit`.
    public var value: Double
    /// `pt`, `lines`, `%`, `×`, …
    public var unit: String
    /// Where the default comes from and when to change it.
    public var reason: String
    /// True when `--threshold RULE=VALUE` changes it; false for a fixed limit (a tolerance, a ratio).
    public var isTunable: Bool

    /// Creates a threshold (tunable unless said otherwise).
    public init(value: Double, unit: String, reason: String, name: String = "", isTunable: Bool = true) {
        self.value = value
        self.unit = unit
        self.reason = reason
        self.name = name
        self.isTunable = isTunable
    }
}

/// A fix said twice: in the screens format's words (`flipAt`, `lines: 0`) and in SwiftUI's (`ViewThatFits`,
/// `.lineLimit`), for findings whose node was written in Swift.
public struct RuleFix: Hashable, Sendable {
    /// The fix in the screens format (YAML/JSON and the DSL).
    public var screens: String
    /// The fix in SwiftUI.
    public var swiftUI: String

    /// Creates a fix.
    public init(screens: String, swiftUI: String) {
        self.screens = screens
        self.swiftUI = swiftUI
    }

    /// The words for a finding at `location`: SwiftUI's when the node was written in Swift.
    public func said(at location: SourceLocation?) -> String {
        (location?.file.hasSuffix(".swift") ?? false) ? swiftUI : screens
    }
}

extension GuessKind {
    /// Every guess but ``moved``: what most rules' conclusions rest on. Only the rules about where a view is drawn (beyond
    /// the screen, clipped, overlapping, taller than the screen) also rest on where a moved view is.
    public static let aboutContent: Set<GuessKind> = Set(allCases).subtracting([.moved])
}
