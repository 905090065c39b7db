import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

/// How far one text of a screen grows when the user picks the largest text size, and what stops it.
///
/// Sizes are font sizes in points. The size at Large is the text's designed size; the largest size is where it ends at
/// the largest category (AX5), after any `.dynamicTypeSize` limit on the way down the tree, and, for a text that may
/// shrink to fit (`minimumScaleFactor`), after shrinking in the worst width and language of the audit.
public struct TextGrowth: Sendable {
    /// The text's node in its screen's tree.
    public var node: NodeID
    /// The node's identity (what findings and baselines key it by).
    public var identity: String
    /// The node's position path, for people.
    public var path: String
    /// The text as written in the base language.
    public var text: String
    /// Where it is declared (a Swift line for SwiftUI source).
    public var location: SourceLocation?
    /// Its style as written (`body`, `fixed 14 pt regular`, a ramp style's name).
    public var style: String
    /// Its font size at Large, in points.
    public var sizeAtLarge: Points
    /// Its font size at the largest category it is drawn at, in points (before any shrinking to fit).
    public var largestFontSize: Points
    /// The category it is drawn at when the user picks AX5: AX5, or the upper bound of a `.dynamicTypeSize` range.
    public var largestCategory: ContentSizeCategory
    /// The size it is drawn at when it shrinks to fit (`minimumScaleFactor`), when that is below ``largestFontSize``.
    public var shrunk: ShrunkSize?
    /// What stops it below the required growth; nil when it reaches it, or when only its text style's own curve stops it.
    public var limit: GrowthLimit?
    /// The exemption that covers it, if any.
    public var exemption: LargerTextExemption?

    /// Creates a text's growth.
    public init(
        node: NodeID, identity: String, path: String, text: String, location: SourceLocation?, style: String, sizeAtLarge: Points,
        largestFontSize: Points, largestCategory: ContentSizeCategory, shrunk: ShrunkSize? = nil, limit: GrowthLimit? = nil,
        exemption: LargerTextExemption? = nil
    ) {
        self.node = node
        self.identity = identity
        self.path = path
        self.text = text
        self.location = location
        self.style = style
        self.sizeAtLarge = sizeAtLarge
        self.largestFontSize = largestFontSize
        self.largestCategory = largestCategory
        self.shrunk = shrunk
        self.limit = limit
        self.exemption = exemption
    }

    /// The largest size the text reaches, in points: its largest font size, or less when it shrinks to fit.
    public var largestSize: Points { shrunk.map { min($0.size, largestFontSize) } ?? largestFontSize }

    /// How many times its size at Large the text reaches (1 for a fixed size; 3.118 for body at AX5).
    public var growth: Double { sizeAtLarge > 0 ? largestSize / sizeAtLarge : 1 }

    /// Whether it meets the criterion: it reaches twice its size at Large, or nothing but its own text style's curve
    /// stops it (largeTitle ends at 176 %: Apple's design, which a team cannot change without leaving the text style).
    public var meetsCriterion: Bool { growth >= LargerTextCriteria.requiredGrowth - 1e-9 || limit == nil }

    /// Whether it stops below the required growth only because its text style's curve does (largeTitle).
    public var followsStyleCurve: Bool { growth < LargerTextCriteria.requiredGrowth - 1e-9 && limit == nil }

    /// Whether it blocks the label: it misses the criterion and is not exempt.
    public var blocks: Bool { !meetsCriterion && exemption == nil }
}

/// A text drawn smaller than its font so that it fits (`minimumScaleFactor` with a line limit): where it is smallest.
public struct ShrunkSize: Hashable, Sendable {
    /// The largest size it is drawn at over every category, in the width and language where that is smallest, in points.
    public var size: Points
    /// The category where it is drawn at that size.
    public var category: ContentSizeCategory
    /// The width, in points.
    public var width: Points
    /// The language (locale id).
    public var locale: String
    /// Its `minimumScaleFactor`.
    public var minimumScaleFactor: Double

    /// Creates a shrunk size.
    public init(size: Points, category: ContentSizeCategory, width: Points, locale: String, minimumScaleFactor: Double) {
        self.size = size
        self.category = category
        self.width = width
        self.locale = locale
        self.minimumScaleFactor = minimumScaleFactor
    }
}

/// What keeps a text from growing to twice its size at Large.
public enum GrowthLimit: Hashable, Sendable {
    /// A fixed point size that ignores Dynamic Type (`.system(size:)`, `Font.custom(_:fixedSize:)`, a ramp style without
    /// `relativeTo`).
    case fixedSize(Points)
    /// A `.dynamicTypeSize(…)` range whose upper bound is below `needed`, the first category where the style reaches
    /// twice its size at Large (nil when it never does: then AX5, its style's largest size, is needed). `at` is the view
    /// the range is set on.
    case clamp(ContentSizeCategory, needed: ContentSizeCategory?, at: SourceLocation?)
    /// A ramp style's maximum size (`UIFontMetrics.scaledFont(for:maximumPointSize:)`), in points.
    case maximumSize(Points)
    /// `minimumScaleFactor` lets the text shrink back to fit its width.
    case minimumScaleFactor(Double)

    /// A stable name for reports: `fixed-size`, `clamp`, `maximum-size`, `minimum-scale-factor`.
    public var kind: String {
        switch self {
        case .fixedSize: return "fixed-size"
        case .clamp: return "clamp"
        case .maximumSize: return "maximum-size"
        case .minimumScaleFactor: return "minimum-scale-factor"
        }
    }
}
