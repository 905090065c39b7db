// A stand-in for the part of SwiftUI that TypeRamp's generated Swift uses (Font, Font.TextStyle, Font.Weight,
// LegibilityWeight, DynamicTypeSize), with the signatures of Apple's documented API, so that tests on Linux can
// type-check the generated file. Bodies are placeholders and never run.
@_exported import Foundation

public struct Font: Hashable, Sendable {
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public struct Weight: Hashable, Sendable {
        private let value: Double
        private init(_ value: Double) { self.value = value }
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

    private let description: String
    private init(_ description: String) { self.description = description }

    public static let body = Font("body")
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(name) }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { Font(name) }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(name) }
    public func weight(_ weight: Font.Weight) -> Font { self }
    public func italic() -> Font { self }
}

public enum LegibilityWeight: Hashable, Sendable {
    case regular
    case bold
}

public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}
