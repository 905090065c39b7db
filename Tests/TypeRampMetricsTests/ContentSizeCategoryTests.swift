import Testing

@testable import TypeRampMetrics

@Suite struct ContentSizeCategoryTests {
    /// Spellings from Apple's documentation: UIContentSizeCategory raw values and case names,
    /// SwiftUI DynamicTypeSize case names, and TypeRamp's short names.
    static let spellings: [(ContentSizeCategory, raw: String, uikit: String, swiftUI: String, short: String)] = [
        (.extraSmall, "UICTContentSizeCategoryXS", "extraSmall", "xSmall", "xs"),
        (.small, "UICTContentSizeCategoryS", "small", "small", "s"),
        (.medium, "UICTContentSizeCategoryM", "medium", "medium", "m"),
        (.large, "UICTContentSizeCategoryL", "large", "large", "l"),
        (.extraLarge, "UICTContentSizeCategoryXL", "extraLarge", "xLarge", "xl"),
        (.extraExtraLarge, "UICTContentSizeCategoryXXL", "extraExtraLarge", "xxLarge", "xxl"),
        (.extraExtraExtraLarge, "UICTContentSizeCategoryXXXL", "extraExtraExtraLarge", "xxxLarge", "xxxl"),
        (.accessibilityMedium, "UICTContentSizeCategoryAccessibilityM", "accessibilityMedium", "accessibility1", "ax1"),
        (.accessibilityLarge, "UICTContentSizeCategoryAccessibilityL", "accessibilityLarge", "accessibility2", "ax2"),
        (.accessibilityExtraLarge, "UICTContentSizeCategoryAccessibilityXL", "accessibilityExtraLarge", "accessibility3", "ax3"),
        (.accessibilityExtraExtraLarge, "UICTContentSizeCategoryAccessibilityXXL", "accessibilityExtraExtraLarge", "accessibility4", "ax4"),
        (
            .accessibilityExtraExtraExtraLarge, "UICTContentSizeCategoryAccessibilityXXXL", "accessibilityExtraExtraExtraLarge", "accessibility5",
            "ax5"
        ),
    ]

    @Test func parsesEverySpelling() {
        #expect(Self.spellings.count == 12)
        for (category, raw, uikit, swiftUI, short) in Self.spellings {
            for text in [raw, uikit, swiftUI, short, uikit.uppercased(), " \(short) "] {
                #expect(ContentSizeCategory(parsing: text) == category, "\(text)")
            }
            #expect(category.uikitRawValue == raw)
            #expect(category.uikitName == uikit)
            #expect(category.swiftUIName == swiftUI)
            #expect(category.shortName == short)
        }
    }

    @Test func unspecifiedResolvesToLarge() {
        #expect(ContentSizeCategory(parsing: "unspecified") == .large)
        #expect(ContentSizeCategory(parsing: "UICTContentSizeCategoryUnspecified") == .large)
    }

    @Test func rejectsUnknownNames() {
        for text in ["", "huge", "ax6", "accessibility6", "xxxxl", "UICTContentSizeCategoryXXXXL"] {
            #expect(ContentSizeCategory(parsing: text) == nil, "\(text)")
        }
    }

    @Test func orderAndAccessibilityFlag() {
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(ContentSizeCategory.allCases == ContentSizeCategory.allCases.sorted())
        #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        // isAccessibilityCategory: exactly accessibilityMedium … accessibilityExtraExtraExtraLarge (Apple docs).
        let accessibility = ContentSizeCategory.allCases.filter(\.isAccessibilityCategory)
        #expect(
            accessibility == [
                .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
                .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
            ])
        #expect(ContentSizeCategory.default == .large)
    }

    @Test func textStyleSpellings() {
        #expect(TextStyle(parsing: "largeTitle") == .largeTitle)
        #expect(TextStyle(parsing: "UICTFontTextStyleTitle0") == .largeTitle)
        #expect(TextStyle(parsing: "UIFontTextStyleBody") == .body)
        #expect(TextStyle(parsing: "title") == .title1)  // SwiftUI's .title
        #expect(TextStyle(parsing: "caption") == .caption1)  // SwiftUI's .caption
        #expect(TextStyle(parsing: "UICTFontTextStyleSubhead") == .subheadline)
        #expect(TextStyle(parsing: "extraLargeTitle2") == .extraLargeTitle2)
        #expect(TextStyle(parsing: "titel") == nil)
        #expect(TextStyle.allCases.count == 13)
    }
}

@Suite struct ClampingTests {
    @Test func aRangeAppliedAfterASetValueLimitsIt() {
        // Apple: `.dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.xLarge)` gives `.large`.
        // The outer modifier (.xLarge) applies first as the environment flows to the view.
        let env = DynamicTypeEnvironment(userSetting: .medium)
            .applying([.set(.extraLarge), .limit(ContentSizeCategoryRange(nil, .large))])
        #expect(env.effectiveCategory == .large)
    }

    @Test func nestedRangesIntersect() {
        // `.dynamicTypeSize(.small...)` with `.dynamicTypeSize(...DynamicTypeSize.large)` gives small…large.
        let env = DynamicTypeEnvironment(userSetting: .accessibilityExtraExtraExtraLarge)
            .applying([.limit(ContentSizeCategoryRange(.small, nil)), .limit(ContentSizeCategoryRange(nil, .large))])
        #expect(env.range == ContentSizeCategoryRange(.small, .large))
        #expect(env.effectiveCategory == .large)
        let small = DynamicTypeEnvironment(userSetting: .extraSmall)
            .applying([.limit(ContentSizeCategoryRange(.small, nil)), .limit(ContentSizeCategoryRange(nil, .large))])
        #expect(small.effectiveCategory == .small)
        let inside = DynamicTypeEnvironment(userSetting: .medium)
            .applying([.limit(ContentSizeCategoryRange(.small, nil)), .limit(ContentSizeCategoryRange(nil, .large))])
        #expect(inside.effectiveCategory == .medium)
    }

    @Test func disjointNestedRangesKeepTheInnerOne() {
        let env = DynamicTypeEnvironment(userSetting: .large)
            .applying([.limit(ContentSizeCategoryRange(.accessibilityMedium, nil)), .limit(ContentSizeCategoryRange(nil, .small))])
        #expect(env.effectiveCategory == .small)
    }

    @Test func rangeParsing() {
        #expect(ContentSizeCategoryRange(parsing: "large...ax5") == ContentSizeCategoryRange(.large, .accessibilityExtraExtraExtraLarge))
        #expect(ContentSizeCategoryRange(parsing: "...large") == ContentSizeCategoryRange(nil, .large))
        #expect(ContentSizeCategoryRange(parsing: "xSmall...") == ContentSizeCategoryRange(.extraSmall, nil))
        #expect(ContentSizeCategoryRange(parsing: "ax2")?.categories == [.accessibilityLarge])
        #expect(ContentSizeCategoryRange(parsing: "big...ax5") == nil)
        #expect(ContentSizeCategoryRange(parsing: "large...ax5")?.categories.count == 9)
    }

    @Test func uikitMinimumAndMaximum() {
        let limits = UIKitContentSizeLimits(minimum: .medium, maximum: .accessibilityMedium)
        #expect(limits.apply(to: .extraSmall) == .medium)
        #expect(limits.apply(to: .accessibilityExtraExtraExtraLarge) == .accessibilityMedium)
        #expect(limits.apply(to: .large) == .large)
        // "If you set an invalid range, so that the minimum is greater than the maximum, only the maximum value applies."
        let invalid = UIKitContentSizeLimits(minimum: .accessibilityLarge, maximum: .large)
        #expect(invalid.apply(to: .extraSmall) == .extraSmall)
        #expect(invalid.apply(to: .accessibilityExtraExtraExtraLarge) == .large)
        #expect(UIKitContentSizeLimits().apply(to: .accessibilityLarge) == .accessibilityLarge)
    }
}
