import TypeRampAudit
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

/// Whether a screen, a task or the app supports Larger Text.
public enum LargerTextVerdict: String, Hashable, Sendable, CaseIterable {
    /// Every text grows to twice its size (or as far as its text style goes) and nothing is wrong at AX1 to AX5.
    case supports
    /// Text grows, and nothing blocks, but the audit found warnings at AX1 to AX5 (text cut off, small targets), or
    /// findings that rest on what TypeRamp guessed: listed, to fix or confirm before claiming the label.
    case supportsWithIssues = "supports-with-issues"
    /// A text stops below twice its size, or content is lost, overlaps or cannot be reached at AX1 to AX5.
    case doesNotSupport = "does-not-support"
    /// The settings exempt the screen.
    case exempt

    /// How bad it is, for taking the worst of several (exempt counts as nothing).
    var rank: Int {
        switch self {
        case .exempt: return -1
        case .supports: return 0
        case .supportsWithIssues: return 1
        case .doesNotSupport: return 2
        }
    }

    /// The verdict in words: "supports Larger Text", "supports Larger Text, with issues", …
    public var phrase: String {
        switch self {
        case .supports: return "supports Larger Text"
        case .supportsWithIssues: return "supports Larger Text, with issues"
        case .doesNotSupport: return "does not support Larger Text"
        case .exempt: return "is exempt from Larger Text"
        }
    }

    /// A short mark for tables: ✓, !, ✗ and –.
    public var mark: String {
        switch self {
        case .supports: return "✓"
        case .supportsWithIssues: return "!"
        case .doesNotSupport: return "✗"
        case .exempt: return "–"
        }
    }
}

/// One cell where a problem occurs: an accessibility size, a width, a language and a Bold Text setting.
public struct ProblemCell: Hashable, Sendable, Comparable {
    /// The category.
    public var category: ContentSizeCategory
    /// The width, in points.
    public var width: Points
    /// The locale id.
    public var locale: String
    /// Bold Text on.
    public var boldText: Bool

    /// Creates a cell.
    public init(category: ContentSizeCategory, width: Points, locale: String, boldText: Bool) {
        self.category = category
        self.width = width
        self.locale = locale
        self.boldText = boldText
    }

    public static func < (a: ProblemCell, b: ProblemCell) -> Bool {
        (a.category, a.width, a.locale, a.boldText ? 1 : 0) < (b.category, b.width, b.locale, b.boldText ? 1 : 0)
    }
}

/// Something that keeps a screen from supporting Larger Text, or an issue worth fixing: a text that stops growing, or
/// one of the audit's findings at AX1 to AX5.
public struct LargerTextProblem: Sendable {
    /// `text-growth` for a text that stops growing, else the audit rule's id.
    public var kind: String
    /// Error (blocking), warning (an issue) or information; for an unverified finding, the severity its rule would give
    /// it were nothing guessed.
    public var severity: Severity
    /// What is wrong, in one sentence.
    public var message: String
    /// How to fix it, where known.
    public var suggestion: String?
    /// Where: the Swift line (or screens-file line) of the view.
    public var location: SourceLocation?
    /// The node's identity in its screen (what pictures outline).
    public var identity: String
    /// The node's position path.
    public var path: String
    /// Where it occurs among the accessibility sizes, in words ("from ax2 at 320 pt in German").
    public var occurs: String
    /// The cells at AX1 to AX5 where it occurs (every one, for a text that stops growing).
    public var cells: [ProblemCell]
    /// The screen the audit reported it on, when that is another screen showing the same view (a finding's `alsoIn`).
    public var reportedOn: String?
    /// The exemption that covers it, if any (then it does not count).
    public var exemption: LargerTextExemption?
    /// What the finding's conclusion rests on that TypeRamp guessed, if anything (then it does not count).
    public var unverified: String?
    /// The text's growth, for a `text-growth` problem.
    public var growth: TextGrowth?

    /// Creates a problem.
    public init(
        kind: String, severity: Severity, message: String, suggestion: String?, location: SourceLocation?, identity: String, path: String,
        occurs: String, cells: [ProblemCell], reportedOn: String? = nil, exemption: LargerTextExemption? = nil, unverified: String? = nil,
        growth: TextGrowth? = nil
    ) {
        self.kind = kind
        self.severity = severity
        self.message = message
        self.suggestion = suggestion
        self.location = location
        self.identity = identity
        self.path = path
        self.occurs = occurs
        self.cells = cells
        self.reportedOn = reportedOn
        self.exemption = exemption
        self.unverified = unverified
        self.growth = growth
    }

    /// `file:line: message`, the way the text report and Markdown write it.
    public var located: String { (location.map { "\($0): " } ?? "") + message }
}

/// One screen's evaluation.
public struct ScreenEvaluation: Sendable {
    /// The screen's position in the audit.
    public var index: Int
    /// Its name.
    public var name: String
    /// The file it is declared in, and the line.
    public var location: SourceLocation
    /// The verdict.
    public var verdict: LargerTextVerdict
    /// The exemption that covers the whole screen, if any.
    public var exemption: LargerTextExemption?
    /// Every text drawn at the accessibility sizes, in tree order.
    public var texts: [TextGrowth]
    /// What keeps it from supporting Larger Text: texts that stop growing, then the audit's errors at AX1 to AX5.
    public var blocking: [LargerTextProblem]
    /// The audit's warnings at AX1 to AX5.
    public var issues: [LargerTextProblem]
    /// Problems on exempt texts and views (listed, not counted).
    public var exempted: [LargerTextProblem]
    /// Findings at AX1 to AX5 whose conclusion rests on a guess (sample text, a length TypeRamp could not read), each with
    /// the severity its rule would give it: they never block, but a screen with any is not "supports" until the values
    /// are given and the finding is confirmed or gone.
    public var unverified: [LargerTextProblem]
    /// Findings at AX1 to AX5 suppressed in the source (listed, not counted).
    public var suppressed: [LargerTextProblem]
    /// For a state of another screen (the Swift importer's variant `Profile (isEditing)`, a branch of data the source
    /// does not give, declared where `Profile` is): that screen's name; nil for a screen of its own.
    public var stateOf: String?

    /// The reason for the verdict: the first blocking problem, else the first issue, else the first unverified finding.
    public var reason: LargerTextProblem? { blocking.first ?? issues.first ?? unverified.first }

    /// The smallest growth among the texts that count (not exempt), or nil without any.
    public var smallestGrowth: Double? { texts.filter { $0.exemption == nil }.map(\.growth).min() }
    /// The largest growth among the texts that count.
    public var largestGrowth: Double? { texts.filter { $0.exemption == nil }.map(\.growth).max() }
}

/// One common task's evaluation: the worst verdict of its screens.
public struct TaskEvaluation: Sendable {
    /// The task's name.
    public var name: String
    /// Its screens.
    public var screens: [String]
    /// The verdict.
    public var verdict: LargerTextVerdict
    /// The screen and problem behind the verdict, when it is not "supports".
    public var reason: (screen: String, problem: LargerTextProblem)?
}

/// The Larger Text evaluation of an app: its screens, its common tasks and the verdict.
public struct LargerTextReport: Sendable {
    /// The schema id of the JSON form.
    public static let schema = "typeramp.larger-text/1"

    /// The widths, languages and Bold Text settings the screens were laid out in (categories: Large and AX1 to AX5).
    public var matrix: AuditMatrix
    /// The settings used.
    public var settings: LargerTextSettings
    /// Every screen, in the audit's order.
    public var screens: [ScreenEvaluation]
    /// The common tasks (one task of every screen when the settings name none).
    public var tasks: [TaskEvaluation]
    /// The app's verdict: the worst of its tasks'.
    public var verdict: LargerTextVerdict
    /// The screen and problem behind the app's verdict, when it is not "supports".
    public var reason: (screen: String, problem: LargerTextProblem)?
    /// Notes for the reader (an exemption that matches nothing, screens a report names that were not found).
    public var notes: [String]
    /// Where the findings came from: nil when this run audited the screens, else the audit report read.
    public var auditReport: String?

    /// The other states of screen `s` (its variants), in the audit's order; empty for most screens.
    public func states(of s: ScreenEvaluation) -> [ScreenEvaluation] {
        s.stateOf == nil ? screens.filter { $0.stateOf == s.name && $0.location == s.location } : []
    }

    /// A screen's verdict with its states: the worst of the screen's and its states' (exempt ones left out), as a
    /// reviewer reading the view's code judges every state it can be in; the screen's own verdict when it has none.
    public func verdictWithStates(_ s: ScreenEvaluation) -> LargerTextVerdict {
        let judged = ([s] + states(of: s)).filter { $0.verdict != .exempt }
        return judged.map(\.verdict).max { $0.rank < $1.rank } ?? s.verdict
    }

    /// The screens that have states, each with them, in the audit's order.
    public var screensWithStates: [(screen: ScreenEvaluation, states: [ScreenEvaluation])] {
        screens.compactMap { s in
            let states = states(of: s)
            return states.isEmpty ? nil : (s, states)
        }
    }

    /// The exit status the command asks for: 0 when the app supports Larger Text, 2 otherwise.
    public var exitStatus: Int32 { verdict == .supports ? 0 : 2 }
}
