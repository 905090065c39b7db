import Foundation

/// A range of content-size categories with optional bounds, as SwiftUI's `.dynamicTypeSize(_:)`
/// accepts (`...DynamicTypeSize.large`, `.small...`, `.small ... .xxLarge`).
public struct ContentSizeCategoryRange: Hashable, Sendable, CustomStringConvertible {
    /// The smallest allowed category, or nil for no lower bound.
    public var lowerBound: ContentSizeCategory?
    /// The largest allowed category, or nil for no upper bound.
    public var upperBound: ContentSizeCategory?

    /// Creates a range; either bound may be open.
    public init(_ lowerBound: ContentSizeCategory? = nil, _ upperBound: ContentSizeCategory? = nil) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    /// No limit.
    public static let unlimited = ContentSizeCategoryRange()

    /// Whether `category` is inside the range.
    public func contains(_ category: ContentSizeCategory) -> Bool {
        (lowerBound.map { category >= $0 } ?? true) && (upperBound.map { category <= $0 } ?? true)
    }

    /// Parses `large...ax5`, `...large`, `small...`, or a single category (a one-element range).
    public init?(parsing text: String) {
        if let dots = text.range(of: "...") {
            let lower = String(text[..<dots.lowerBound]), upper = String(text[dots.upperBound...])
            let lo = lower.isEmpty ? nil : ContentSizeCategory(parsing: lower)
            let hi = upper.isEmpty ? nil : ContentSizeCategory(parsing: upper)
            if (!lower.isEmpty && lo == nil) || (!upper.isEmpty && hi == nil) { return nil }
            self.init(lo, hi)
        } else if let single = ContentSizeCategory(parsing: text) {
            self.init(single, single)
        } else {
            return nil
        }
    }

    /// The categories inside the range, in order (empty when the bounds cross).
    public var categories: [ContentSizeCategory] {
        ContentSizeCategory.allCases.filter { c in
            (lowerBound.map { c >= $0 } ?? true) && (upperBound.map { c <= $0 } ?? true)
        }
    }

    /// Both ranges at once (nested `.dynamicTypeSize` modifiers intersect).
    ///
    /// SwiftUI documents nesting only for overlapping ranges. When the two do not overlap, TypeRamp
    /// keeps the inner range (`other`), as the modifier closest to the view: a documented choice.
    public func intersection(_ other: ContentSizeCategoryRange) -> ContentSizeCategoryRange {
        let lower = [lowerBound, other.lowerBound].compactMap { $0 }.max()
        let upper = [upperBound, other.upperBound].compactMap { $0 }.min()
        if let lower, let upper, lower > upper { return other }
        return ContentSizeCategoryRange(lower, upper)
    }

    /// `category` limited to the range.
    public func clamp(_ category: ContentSizeCategory) -> ContentSizeCategory {
        var result = category
        if let lowerBound, result < lowerBound { result = lowerBound }
        if let upperBound, result > upperBound { result = upperBound }
        return result
    }

    public var description: String {
        "\(lowerBound?.swiftUIName ?? "")...\(upperBound?.swiftUIName ?? "")"
    }
}

/// The Dynamic Type environment a view sees after SwiftUI's `.dynamicTypeSize` modifiers.
///
/// Modifiers are applied from the outside in (the order the environment flows to the view):
/// `.set` replaces the value, `.limit` intersects the range. The effective size is the value clamped
/// to the range, so "a set value is limited by a range applied after it" (Apple's documentation:
/// `.dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.xLarge)` gives `.large`) and nested
/// ranges intersect (`.dynamicTypeSize(.small...)` inside `...large` gives small…large).
public struct DynamicTypeEnvironment: Hashable, Sendable {
    /// One `.dynamicTypeSize` modifier.
    public enum Modifier: Hashable, Sendable {
        /// `.dynamicTypeSize(_ size:)`: sets the size.
        case set(ContentSizeCategory)
        /// `.dynamicTypeSize(_ range:)`: limits the size.
        case limit(ContentSizeCategoryRange)
    }

    /// The size set by the user or an outer modifier, before limits.
    public private(set) var value: ContentSizeCategory
    /// The accumulated limit.
    public private(set) var range: ContentSizeCategoryRange

    /// The environment at the root of a window: the user's setting, no limit.
    public init(userSetting: ContentSizeCategory) {
        value = userSetting
        range = .unlimited
    }

    /// The environment seen inside `modifier`.
    public func applying(_ modifier: Modifier) -> DynamicTypeEnvironment {
        var copy = self
        switch modifier {
        case .set(let category): copy.value = category
        case .limit(let limit): copy.range = range.intersection(limit)
        }
        return copy
    }

    /// The environment after several modifiers, outermost first.
    public func applying(_ modifiers: [Modifier]) -> DynamicTypeEnvironment {
        modifiers.reduce(self) { $0.applying($1) }
    }

    /// The size views lay out with.
    public var effectiveCategory: ContentSizeCategory { range.clamp(value) }
}

/// UIKit's `UIView.minimumContentSizeCategory` / `maximumContentSizeCategory` (iOS 15).
public struct UIKitContentSizeLimits: Hashable, Sendable {
    /// The view's minimum, or nil for none.
    public var minimum: ContentSizeCategory?
    /// The view's maximum, or nil for none.
    public var maximum: ContentSizeCategory?

    /// Creates limits.
    public init(minimum: ContentSizeCategory? = nil, maximum: ContentSizeCategory? = nil) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The category the view and its subviews see when its superview sees `inherited`.
    /// "If you set an invalid range, so that the minimum is greater than the maximum, only the maximum value applies."
    public func apply(to inherited: ContentSizeCategory) -> ContentSizeCategory {
        var result = inherited
        if let minimum, maximum.map({ minimum <= $0 }) ?? true, result < minimum { result = minimum }
        if let maximum, result > maximum { result = maximum }
        return result
    }
}
