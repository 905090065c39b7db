// Stand-ins for the public names SwiftUI declares that a TypeRamp user's test file could meet: views, the view
// builder, modifiers and the value types whose names TypeRamp's vocabulary shares (EdgeInsets, Axis, TextAlignment,
// ContentSizeCategory, LayoutDirection). Signatures follow SwiftUI's documented ones (string-literal keys, generic
// string initialisers, trailing-closure content, action closures), written by hand; bodies do nothing.
//
// They are a module of their own, like SwiftUI: a declaration in the test module itself would shadow TypeRamp's
// names instead of competing with them, and prove nothing about a file that imports both.

/// SwiftUI's `View`.
public protocol View {}

/// SwiftUI's `ViewBuilder` (enough of it for stacks, conditions and loops).
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<V: View>(_ view: V) -> [any View] { [view] }
    public static func buildBlock(_ parts: [any View]...) -> [any View] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any View]?) -> [any View] { part ?? [] }
    public static func buildEither(first: [any View]) -> [any View] { first }
    public static func buildEither(second: [any View]) -> [any View] { second }
    public static func buildArray(_ parts: [[any View]]) -> [any View] { parts.flatMap { $0 } }
}

/// SwiftUI's `LocalizedStringKey`: what a string literal passed to `Text` becomes.
public struct LocalizedStringKey: ExpressibleByStringLiteral, Equatable {
    public let key: String
    public init(stringLiteral value: String) { key = value }
    public init(_ value: String) { key = value }
}

public struct Text: View {
    public let content: String
    public init(_ key: LocalizedStringKey, tableName: String? = nil, comment: String? = nil) { content = key.key }
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public init(verbatim content: String) { self.content = content }
}

public struct Image: View {
    public init(_ name: String) {}
    public init(systemName: String) {}
}

public struct Label: View {
    public init(_ title: LocalizedStringKey, systemImage: String) {}
}

public struct Button: View {
    public init(_ title: LocalizedStringKey, action: @escaping () -> Void) {}
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> [any View]) {}
}

public enum HorizontalAlignment { case leading, center, trailing }
public enum VerticalAlignment { case top, center, bottom, firstTextBaseline, lastTextBaseline }
public struct Alignment: Sendable { public static let center = Alignment(), leading = Alignment(), trailing = Alignment() }

public struct VStack: View {
    public let children: [any View]
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [any View]) { children = content() }
}

public struct HStack: View {
    public let children: [any View]
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [any View]) { children = content() }
}

public struct ViewThatFits: View {
    public init(in axes: Axis = .horizontal, @ViewBuilder content: () -> [any View]) {}
}

public struct Spacer: View { public init(minLength: Double? = nil) {} }
public struct Divider: View { public init() {} }
public struct Group: View { public init(@ViewBuilder content: () -> [any View]) {} }
public struct ScrollView: View { public init(_ axes: Axis = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> [any View]) {} }
public struct List: View { public init(@ViewBuilder content: () -> [any View]) {} }
public struct Section: View {
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> [any View]) {}
    public init(@ViewBuilder content: () -> [any View]) {}
}
public struct ForEach: View {
    public init<Data: RandomAccessCollection>(_ data: Data, @ViewBuilder content: (Data.Element) -> [any View]) {}
}

public struct EdgeInsets: Equatable {
    public var top, leading, bottom, trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
}
public enum Axis { case horizontal, vertical }
public enum Edge { case top, leading, bottom, trailing }
public enum TextAlignment { case leading, center, trailing }
public enum LayoutDirection { case leftToRight, rightToLeft }
public enum ContentSizeCategory: CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
}
public enum DynamicTypeSize: Comparable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}
public struct Font: Sendable {
    public enum TextStyle { case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2 }
    public static let largeTitle = Font(), title = Font(), title2 = Font(), headline = Font(), body = Font(), footnote = Font()
    public static func system(_ style: TextStyle) -> Font { Font() }
}
public struct Color: View, Sendable { public static let red = Color(), primary = Color(), secondary = Color() }

/// SwiftUI's modifiers that share a name with TypeRamp's (`padding`, `frame`, `id`, `tag`, `accessibility…`).
public struct ModifiedView: View { public let base: any View }

extension View {
    public func padding(_ length: Double? = nil) -> ModifiedView { ModifiedView(base: self) }
    public func padding(_ insets: EdgeInsets) -> ModifiedView { ModifiedView(base: self) }
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ModifiedView { ModifiedView(base: self) }
    public func font(_ font: Font?) -> ModifiedView { ModifiedView(base: self) }
    public func lineLimit(_ number: Int?) -> ModifiedView { ModifiedView(base: self) }
    public func id<ID: Hashable>(_ id: ID) -> ModifiedView { ModifiedView(base: self) }
    public func tag<V: Hashable>(_ tag: V) -> ModifiedView { ModifiedView(base: self) }
    public func accessibilityLabel(_ label: Text) -> ModifiedView { ModifiedView(base: self) }
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedView { ModifiedView(base: self) }
    public func dynamicTypeSize(_ range: ClosedRange<DynamicTypeSize>) -> ModifiedView { ModifiedView(base: self) }
}
