// A stand-in for the part of UIKit that TypeRamp's generated Swift uses, so that tests on Linux can type-check the
// generated file (`swiftc -typecheck`), not just parse it. Each declaration copies the signature of Apple's API as
// documented (UIFont, UIFontDescriptor, UIFontMetrics, UITraitCollection); bodies are placeholders and never run.
// A name or label the generator gets wrong fails to type-check here as it would in Xcode; behaviour is not modelled.
@_exported import Foundation

public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1
    case regular = 0
    case bold = 1
}

open class UITraitCollection {
    public init() {}
    open class var current: UITraitCollection { UITraitCollection() }
    open var legibilityWeight: UILegibilityWeight { .unspecified }
    open var preferredContentSizeCategory: UIContentSizeCategory { UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL") }
}

public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

open class UIFontDescriptor {
    public struct AttributeName: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName("NSFontFamilyAttribute")
        public static let traits = AttributeName("NSCTFontTraitsAttribute")
        public static let featureSettings = AttributeName("NSCTFontFeatureSettingsAttribute")
    }

    public struct TraitKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey("NSCTFontSymbolicTrait")
        public static let weight = TraitKey("NSCTFontWeightTrait")
    }

    public struct FeatureKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public struct SymbolicTraits: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    }

    public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {}
}

open class UIFont {
    public struct Weight: Hashable, RawRepresentable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")
    }

    private let size: CGFloat
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) { size = pointSize }
    open var pointSize: CGFloat { size }
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(descriptor: UIFontDescriptor(), size: fontSize) }
}

open class UIFontMetrics {
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }
    open func scaledFont(for font: UIFont) -> UIFont { font }
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { font }
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    open func scaledValue(for value: CGFloat) -> CGFloat { value }
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}
