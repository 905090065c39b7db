import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

/// A language the audit lays the screens out in: a real locale from a string catalog, the base language, or a
/// pseudolanguage.
public struct AuditLocale: Hashable, Sendable {
    /// BCP 47 id (`en`, `de`, `ar`) or `pseudo-…` for pseudolanguages.
    public var id: String
    /// The name used in sentences ("German", "the accented pseudolanguage").
    public var name: String
    /// The writing direction of the layout.
    public var direction: LayoutDirection
    /// The pseudolanguage, if this is one.
    public var pseudo: Pseudolanguage?

    /// A real locale; its direction follows its language.
    public init(id: String) {
        self.id = id
        name = LocaleNames.name(of: id)
        direction = LayoutContext.direction(forLocale: id)
        pseudo = nil
    }

    /// A pseudolanguage derived from the base language.
    public init(pseudo: Pseudolanguage) {
        id = pseudo.localeId
        name = pseudo.displayName
        direction = pseudo == .rightToLeft ? .rightToLeft : .leftToRight
        self.pseudo = pseudo
    }
}

/// The matrix of one audit: every screen at every category × width × locale × Bold Text setting.
public struct AuditMatrix: Hashable, Sendable {
    /// Categories, ascending.
    public var categories: [ContentSizeCategory]
    /// Viewport widths in points, ascending.
    public var widths: [Points]
    /// Locales, the base language first.
    public var locales: [AuditLocale]
    /// Bold Text settings: `[false]`, `[true]` or `[false, true]`.
    public var boldText: [Bool]

    /// The default widths: the narrowest iPhone in use (SE, 320 pt), the iPhone 16 (393 pt) and the 16 Pro Max (430 pt).
    public static let defaultWidths: [Points] = [320, 393, 430]

    /// Creates a matrix; categories and widths are sorted and deduplicated, locales deduplicated in order.
    public init(
        categories: [ContentSizeCategory] = ContentSizeCategory.allCases, widths: [Points] = AuditMatrix.defaultWidths,
        locales: [AuditLocale] = [AuditLocale(id: "en")], boldText: [Bool] = [false]
    ) {
        self.categories = Array(Set(categories)).sorted()
        self.widths = Array(Set(widths)).sorted()
        var seen: Set<String> = []
        self.locales = locales.filter { seen.insert($0.id).inserted }
        self.boldText = Array(Set(boldText)).sorted { !$0 && $1 }
    }

    /// Cells per screen.
    public var cellsPerScreen: Int { categories.count * widths.count * locales.count * boldText.count }

    /// The viewport of `width`: the portrait preset of that width, else a custom device as tall as an iPhone 16.
    public func viewport(width: Points) -> Viewport { Viewport.width(width) }

    /// The category the audit compares VoiceOver orders against: Large (the default) when audited, else the smallest.
    public var referenceCategory: ContentSizeCategory {
        categories.contains(.large) ? .large : categories[0]
    }
}

/// A cell of the matrix by indices into the matrix's lists (and the audit's screens), ordered so that the first
/// cell of a finding is where it first appears: smallest category, then narrowest width, then locale and Bold Text.
public struct CellCoordinate: Hashable, Sendable, Comparable {
    /// Index of the screen in the audit.
    public var screen: Int
    /// Index into ``AuditMatrix/categories``.
    public var category: Int
    /// Index into ``AuditMatrix/widths``.
    public var width: Int
    /// Index into ``AuditMatrix/locales``.
    public var locale: Int
    /// Index into ``AuditMatrix/boldText``.
    public var bold: Int

    /// Creates a coordinate.
    public init(screen: Int, category: Int, width: Int, locale: Int, bold: Int) {
        self.screen = screen
        self.category = category
        self.width = width
        self.locale = locale
        self.bold = bold
    }

    public static func < (a: CellCoordinate, b: CellCoordinate) -> Bool {
        (a.screen, a.category, a.width, a.locale, a.bold) < (b.screen, b.category, b.width, b.locale, b.bold)
    }

    /// The column group the cell belongs to (the unit of work and of sharding).
    public var group: GroupCoordinate { GroupCoordinate(screen: screen, width: width, locale: locale, bold: bold) }
}

/// One screen at one width, locale and Bold Text setting, across every category: the unit the audit solves on one
/// thread, compares VoiceOver orders within, and assigns to a shard.
public struct GroupCoordinate: Hashable, Sendable, Comparable {
    public var screen: Int
    public var width: Int
    public var locale: Int
    public var bold: Int

    /// Creates a group coordinate.
    public init(screen: Int, width: Int, locale: Int, bold: Int) {
        self.screen = screen
        self.width = width
        self.locale = locale
        self.bold = bold
    }

    public static func < (a: GroupCoordinate, b: GroupCoordinate) -> Bool {
        (a.screen, a.locale, a.bold, a.width) < (b.screen, b.locale, b.bold, b.width)
    }

    /// The cell of this group at category index `category`.
    public func cell(category: Int) -> CellCoordinate {
        CellCoordinate(screen: screen, category: category, width: width, locale: locale, bold: bold)
    }
}

/// A slice of the matrix for one machine of a CI matrix: groups are numbered in a fixed order (screen, locale,
/// Bold Text, width) and group `g` belongs to shard `g mod count` + 1.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 1-based index.
    public var index: Int
    /// Number of shards.
    public var count: Int

    /// Creates a shard; `index` is 1-based.
    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Parses `i/n` (1 ≤ i ≤ n).
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 1, i <= n else { return nil }
        self.init(index: i, count: n)
    }

    /// Whether group number `ordinal` (0-based, in the fixed order) is in this shard.
    public func contains(ordinal: Int) -> Bool { ordinal % count == index - 1 }

    public var description: String { "\(index)/\(count)" }
}

extension AuditMatrix {
    /// Every group of `screenCount` screens in the fixed order shards are cut from.
    public func groups(screenCount: Int) -> [GroupCoordinate] {
        var out: [GroupCoordinate] = []
        out.reserveCapacity(screenCount * widths.count * locales.count * boldText.count)
        for s in 0..<screenCount {
            for l in locales.indices {
                for b in boldText.indices {
                    for w in widths.indices { out.append(GroupCoordinate(screen: s, width: w, locale: l, bold: b)) }
                }
            }
        }
        return out
    }

    /// The groups of `shard` (all groups when nil).
    public func groups(screenCount: Int, shard: Shard?) -> [GroupCoordinate] {
        let all = groups(screenCount: screenCount)
        guard let shard else { return all }
        return all.enumerated().filter { shard.contains(ordinal: $0.offset) }.map(\.element)
    }

    /// "accessibilityLarge (ax2)" style name of a category.
    public static func categoryName(_ c: ContentSizeCategory) -> String { "\(c.uikitName) (\(c.shortName))" }
}
