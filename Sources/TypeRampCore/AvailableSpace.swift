/// The space a parent offers a child along one axis (taffy's `AvailableSpace`).
///
/// Constraints are an enum rather than a sentinel such as `.infinity` or `0`, so that
/// "unbounded" and "as small as possible" cannot be confused with a real length.
public enum AvailableSpace: Hashable, Sendable, CustomStringConvertible {
    /// Exactly this many points are available.
    case definite(Points)
    /// Lay out as narrow as the content allows (every break opportunity taken).
    case minContent
    /// Lay out without a limit (no wrapping).
    case maxContent

    /// The definite length, or nil for the intrinsic cases.
    public var definiteValue: Points? {
        if case .definite(let value) = self { return value }
        return nil
    }

    public var description: String {
        switch self {
        case .definite(let value): return formatDecimal(value)
        case .minContent: return "min-content"
        case .maxContent: return "max-content"
        }
    }
}

/// How serious a diagnostic is. Ordered: `information < warning < error`.
public enum Severity: String, Hashable, Comparable, Sendable, CaseIterable {
    /// Worth knowing, never a failure (a stack flipped as designed).
    case information
    /// Likely a problem for some users (text truncated at an accessibility size).
    case warning
    /// A defect (content clipped, a control without a label).
    case error

    private var rank: Int {
        switch self {
        case .information: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
