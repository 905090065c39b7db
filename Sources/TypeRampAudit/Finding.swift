import TypeRampCore
import TypeRampLayout

/// Whether a finding counts towards the exit status.
public enum FindingStatus: String, Hashable, Sendable, CaseIterable {
    /// A finding that counts.
    case active
    /// Suppressed by a `suppress:` list on its node (or an ancestor) or its screen in the spec.
    case suppressed
    /// Listed in the baseline file: known, and not new.
    case baselined
}

/// One rule's finding on one node of one screen, with every cell of the matrix where it occurs.
///
/// Findings are keyed by (rule, screen, node identity — see ``LayoutTree/identity(of:)``); the message, suggestion
/// and frame are those of the first cell where it appears (smallest category, then narrowest width, then locale and
/// Bold Text order).
public struct Finding: Hashable, Sendable {
    /// The rule.
    public var rule: RuleID
    /// The severity in force.
    public var severity: Severity
    /// The screen's name.
    public var screen: String
    /// The screen's index in the audit.
    public var screenIndex: Int
    /// The node's position path in the screen (`padding/vstack[0]/text[1]`), for people.
    public var path: String
    /// The node's identity, what the finding is keyed and fingerprinted by (`#question`, `#answers/button[1]`).
    public var identity: String
    /// The node's declared id, if any.
    public var nodeId: String?
    /// The file the screen came from, as given on the command line.
    public var file: String
    /// Where the node (or rotor) is declared.
    public var location: SourceLocation?
    /// What happened, at the first cell.
    public var message: String
    /// A fix, where one is known, at the first cell.
    public var suggestion: String?
    /// The node's frame at the first cell, in screen points (rounded to 0.001 pt).
    public var frame: Rect?
    /// Every cell where it occurs, sorted; the first is where it first appears.
    public var cells: [CellCoordinate]
    /// Whether it counts.
    public var status: FindingStatus
    /// The stable fingerprint baselines and SARIF use (see ``Fingerprint``).
    public var fingerprint: String
    /// The other screens (previews, variants, screens that inline the same view) where the same cause — the same rule at
    /// the same place in Swift source — was found; it is reported once, here.
    public var alsoIn: [String]
    /// What the finding's conclusion rests on that a front end guessed (`sample text`, `an unread font`…), when it does:
    /// such a finding is information, listed as unverified, never a warning or an error.
    public var unverified: String?

    /// Creates a finding.
    public init(
        rule: RuleID, severity: Severity, screen: String, screenIndex: Int, path: String, identity: String, nodeId: String?,
        file: String, location: SourceLocation?, message: String, suggestion: String?, frame: Rect?, cells: [CellCoordinate],
        status: FindingStatus, fingerprint: String, alsoIn: [String] = [], unverified: String? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.screen = screen
        self.screenIndex = screenIndex
        self.path = path
        self.identity = identity
        self.nodeId = nodeId
        self.file = file
        self.location = location
        self.message = message
        self.suggestion = suggestion
        self.frame = frame
        self.cells = cells
        self.status = status
        self.fingerprint = fingerprint
        self.alsoIn = alsoIn
        self.unverified = unverified
    }

    /// The cell where it first appears.
    public var firstCell: CellCoordinate { cells[0] }

    /// The key findings are merged by.
    public var key: FindingKey { FindingKey(rule: rule, screen: screen, identity: identity) }

    /// The order of findings within one screen: errors first, then rule id, then node path.
    public static func precedes(_ a: Finding, _ b: Finding) -> Bool {
        if a.severity != b.severity { return a.severity > b.severity }
        if a.rule != b.rule { return a.rule.rawValue < b.rule.rawValue }
        if a.path != b.path { return a.path < b.path }
        return a.identity < b.identity
    }
}

/// What identifies a finding across cells and shards.
public struct FindingKey: Hashable, Sendable, Comparable {
    public var rule: RuleID
    public var screen: String
    public var identity: String

    public static func < (a: FindingKey, b: FindingKey) -> Bool {
        (a.rule.rawValue, a.screen, a.identity) < (b.rule.rawValue, b.screen, b.identity)
    }
}

/// A finding at one cell, before aggregation.
public struct CellFinding: Hashable, Sendable {
    public var rule: RuleID
    public var severity: Severity
    public var node: NodeID
    public var message: String
    public var suggestion: String?
    public var frame: Rect?
    public var cell: CellCoordinate
    public var location: SourceLocation?
    public var nodeId: String?
    /// Why the rule could not prove it at this cell (``Diagnostic/unverified``); nil when proven.
    public var unverified: String? = nil
}

/// Stable fingerprints: 64-bit FNV-1a over the identifying fields (rule, screen, node identity, file), written as 16
/// hex digits. Line numbers are not part of it, so a finding keeps its fingerprint when code moves; the node's identity
/// is, so it changes when the node's declared id (or, without one, its position below the nearest declared id) does.
public enum Fingerprint {
    /// The fingerprint of a finding on a node: for a node anchored in Swift source (identity `@…`), of the rule, the anchor
    /// and the Swift file alone, so the same cause found on several screens (previews, variants, screens that inline the
    /// view) has one fingerprint; for other nodes, of the rule, screen, identity and screens file.
    public static func of(rule: RuleID, screen: String, identity: String, file: String, location: SourceLocation?) -> String {
        if identity.hasPrefix("@") { return of(rule: rule, screen: "", identity: identity, file: location?.file ?? file) }
        return of(rule: rule, screen: screen, identity: identity, file: file)
    }

    /// The fingerprint of a finding of `rule` on the node with `identity` in `screen` declared in `file`.
    public static func of(rule: RuleID, screen: String, identity: String, file: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in ["typeramp-finding/2", rule.rawValue, screen, identity, file] {
            for byte in part.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            hash ^= 0xFF  // a separator no UTF-8 text contains
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

extension Rect {
    /// The rect with every coordinate rounded to 0.001 pt, the precision reports are written with.
    var roundedToThousandths: Rect {
        func r(_ v: Double) -> Double { (v * 1000).rounded(.toNearestOrAwayFromZero) / 1000 }
        return Rect(x: r(minX), y: r(minY), width: r(width), height: r(height))
    }
}
