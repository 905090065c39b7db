import Foundation
import TypeRampCore

/// One of the 12 Dynamic Type sizes a user can choose, in ascending order
/// (`UIContentSizeCategory` without `unspecified`; SwiftUI's `DynamicTypeSize`).
///
/// The first seven are the standard sizes; the last five appear when the user turns on
/// Larger Accessibility Sizes. `large` is the default.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
    case extraSmall
    case small
    case medium
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// The system default, `.large`.
    public static let `default` = ContentSizeCategory.large

    /// True for the five accessibility sizes (UIKit's `isAccessibilityCategory`, SwiftUI's `isAccessibilitySize`).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The UIKit case name, e.g. `accessibilityExtraExtraExtraLarge`.
    public var uikitName: String {
        [
            "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
            "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
            "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge",
        ][rawValue]
    }

    /// The UIKit raw value, e.g. `UICTContentSizeCategoryAccessibilityXXXL`.
    public var uikitRawValue: String {
        "UICTContentSizeCategory"
            + [
                "XS", "S", "M", "L", "XL", "XXL", "XXXL",
                "AccessibilityM", "AccessibilityL", "AccessibilityXL",
                "AccessibilityXXL", "AccessibilityXXXL",
            ][rawValue]
    }

    /// The SwiftUI `DynamicTypeSize` case name, e.g. `accessibility5`.
    public var swiftUIName: String {
        [
            "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
            "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
        ][rawValue]
    }

    /// The short name TypeRamp prints in grids and file names, e.g. `ax5`.
    public var shortName: String {
        ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"][rawValue]
    }

    /// The name Apple's HIG tables use (`xSmall`, …, `accessibilityMedium`, …).
    public var higName: String {
        rawValue < 7 ? swiftUIName : uikitName
    }

    /// Every spelling ``init(parsing:)`` accepts for this category.
    public var spellings: [String] {
        var names = [uikitName, uikitRawValue, swiftUIName, shortName]
        if higName != uikitName && higName != swiftUIName { names.append(higName) }
        return names
    }

    /// All accepted spellings of all categories (plus `unspecified`), for suggestions.
    public static var allSpellings: [String] {
        allCases.flatMap { $0.spellings } + ["unspecified"]
    }

    /// Parses any spelling: UIKit raw values (`UICTContentSizeCategoryXS`), UIKit case names
    /// (`extraSmall`), SwiftUI names (`xSmall`, `accessibility5`), short names (`xs`, `ax5`),
    /// and `unspecified` (UIKit's "no preference"), which resolves to `.large` as UIKit's fonts do.
    /// Matching ignores case. Returns nil for anything else.
    public init?(parsing text: String) {
        let key = text.trimmingCharacters(in: .whitespaces).lowercased()
        if key == "unspecified" || key == "uictcontentsizecategoryunspecified" {
            self = .large
            return
        }
        guard
            let match = ContentSizeCategory.allCases.first(where: { category in
                category.spellings.contains { $0.lowercased() == key }
            })
        else { return nil }
        self = match
    }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { uikitName }
}
