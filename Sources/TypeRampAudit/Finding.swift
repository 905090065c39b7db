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
/// Findings are keyed by (rule, screen, node path); the message, suggestion and frame are those of the first cell
/// where it appears (smallest category, then narrowest width, then locale and Bold Text order).
public struct Finding: Hashable, Sendable {
    /// The rule's stable id.
    public var rule: String
    /// The severity in force.
    public var severity: Severity
    /// The screen's name.
    public var screen: String
    /// The node's path in the screen (`padding/vstack[0]/text[1]`).
    public var path: String
    /// The node's declared id, if any.
    public var nodeId: String?
    /// The spec file the screen came from, as given on the command line.
    public var file: String
    /// Where the node (or rotor) is declared in the spec file.
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
    /// The stable fingerprint baselines and SARIF use: rule, screen, node path and spec file (no line numbers).
    public var fingerprint: String

    /// The cell where it first appears.
    public var firstCell: CellCoordinate { cells[0] }

    /// The key findings are merged by.
    public var key: FindingKey { FindingKey(rule: rule, screen: screen, path: path) }
}

/// What identifies a finding across cells.
public struct FindingKey: Hashable, Sendable, Comparable {
    public var rule: String
    public var screen: String
    public var path: String

    public static func < (a: FindingKey, b: FindingKey) -> Bool { (a.rule, a.screen, a.path) < (b.rule, b.screen, b.path) }
}

/// A finding at one cell, before aggregation.
public struct CellFinding: Hashable, Sendable {
    public var rule: String
    public var severity: Severity
    public var path: String
    public var nodeId: String?
    public var location: SourceLocation?
    public var message: String
    public var suggestion: String?
    public var frame: Rect?
    public var cell: CellCoordinate
}

/// Stable fingerprints: 64-bit FNV-1a over the identifying fields, written as 16 hex digits.
public enum Fingerprint {
    /// The fingerprint of a finding of `rule` on `path` of `screen` declared in `file`.
    public static func of(rule: String, screen: String, path: String, file: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in ["typeramp-finding/1", rule, screen, path, file] {
            for byte in part.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            hash ^= 0xFF   // a separator no UTF-8 text contains
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
