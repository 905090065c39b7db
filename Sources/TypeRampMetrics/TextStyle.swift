import Foundation
import TypeRampCore

/// Apple's semantic text styles (`UIFont.TextStyle`, SwiftUI's `Font.TextStyle`), largest first.
public enum TextStyle: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case extraLargeTitle
    case extraLargeTitle2
    case largeTitle
    case title1
    case title2
    case title3
    case headline
    case body
    case callout
    case subheadline
    case footnote
    case caption1
    case caption2

    /// The eleven styles with published Dynamic Type tables on iOS (everything but the iOS 17 extra large titles).
    public static let dynamicTypeStyles: [TextStyle] = allCases.filter { !$0.isExtraLargeTitle }

    /// True for `extraLargeTitle` and `extraLargeTitle2` (iOS 17+, no published per-category table).
    public var isExtraLargeTitle: Bool { self == .extraLargeTitle || self == .extraLargeTitle2 }

    /// The style whose line-spacing curve scales this one: itself, or `largeTitle` for the extra large titles.
    public var scalingStyle: TextStyle { isExtraLargeTitle ? .largeTitle : self }

    /// The UIKit raw value, e.g. `UICTFontTextStyleTitle0` for `largeTitle`.
    public var uikitRawValue: String {
        switch self {
        case .extraLargeTitle: return "UICTFontTextStyleExtraLargeTitle"
        case .extraLargeTitle2: return "UICTFontTextStyleExtraLargeTitle2"
        case .largeTitle: return "UICTFontTextStyleTitle0"
        case .title1: return "UICTFontTextStyleTitle1"
        case .title2: return "UICTFontTextStyleTitle2"
        case .title3: return "UICTFontTextStyleTitle3"
        case .headline: return "UICTFontTextStyleHeadline"
        case .body: return "UICTFontTextStyleBody"
        case .callout: return "UICTFontTextStyleCallout"
        case .subheadline: return "UICTFontTextStyleSubhead"
        case .footnote: return "UICTFontTextStyleFootnote"
        case .caption1: return "UICTFontTextStyleCaption1"
        case .caption2: return "UICTFontTextStyleCaption2"
        }
    }

    /// The SwiftUI `Font.TextStyle` case name (`title` for title1, `caption` for caption1).
    public var swiftUIName: String {
        switch self {
        case .title1: return "title"
        case .caption1: return "caption"
        default: return rawValue
        }
    }

    /// Parses a UIKit name (`title1`), SwiftUI name (`title`, `caption`), UIKit raw value
    /// (`UICTFontTextStyleTitle0`) or `UIFont.TextStyle` constant name (`UIFontTextStyleBody`), ignoring case.
    public init?(parsing text: String) {
        if let style = TextStyle.spellings[text] ?? TextStyle.spellings[text.trimmingCharacters(in: .whitespaces).lowercased()] {
            self = style
        } else {
            return nil
        }
    }

    /// Every spelling the parser accepts, lowercased: raw values, UIKit's raw values and constant names, and aliases.
    private static let spellings: [String: TextStyle] = {
        var table: [String: TextStyle] = ["title": .title1, "caption": .caption1, "subhead": .subheadline]
        for style in TextStyle.allCases {
            let constant = "UIFontTextStyle" + style.rawValue.prefix(1).uppercased() + style.rawValue.dropFirst()
            for spelling in [style.rawValue, style.uikitRawValue, constant] where table[spelling.lowercased()] == nil {
                table[spelling.lowercased()] = style
            }
        }
        return table
    }()

    /// All spellings the parser knows, for suggestions.
    public static var allSpellings: [String] { allCases.map(\.rawValue) + ["title", "caption"] }

    public var description: String { rawValue }
}

/// A platform whose text metrics TypeRamp knows.
public enum Platform: String, CaseIterable, Hashable, Sendable {
    case ios
    case watchos
    case tvos
    case macos
    case android

    /// The smallest text size the platform's guidelines allow, in points (HIG: iOS 11, watchOS 12, tvOS 23,
    /// macOS 10; Material: 11 sp, the smallest role of the Material 3 type scale).
    public var minimumTextSize: Points {
        switch self {
        case .ios: return 11
        case .watchos: return 12
        case .tvos: return 23
        case .macos: return 10
        case .android: return 11
        }
    }

    /// The default body size in points (HIG: iOS 17, watchOS 16, tvOS 29, macOS 13; Material bodyLarge 16 sp).
    public var defaultTextSize: Points {
        switch self {
        case .ios: return 17
        case .watchos: return 16
        case .tvos: return 29
        case .macos: return 13
        case .android: return 16
        }
    }
}
