import TypeRampCore
import TypeRampMetrics

/// A type ramp resolved once at all 12 content-size categories: the small model every generator reads.
///
/// Building it is the only step that can fail (a style without a line height, two styles whose names
/// collide once turned into identifiers); generators are then total functions from this model to text.
/// All lengths are in points (1 pt = 1 px = 1 dp at the default category).
public struct TokenRamp: Sendable {
    /// The ramp's name (`Acme`), used for type names and prefixes.
    public let name: String
    /// Display scale used to round scaled line heights to the pixel grid (1, 2 or 3).
    public let displayScale: Double
    /// The input file as the user named it, quoted in every generated file's header.
    public let source: String
    /// The name of the scaling table the per-category values follow (`line-spacing` is UIKit's).
    public let tableName: String
    /// The font families, in declaration order.
    public let families: [FontFamily]
    /// The styles, in declaration order.
    public let styles: [TokenStyle]

    /// The content-size categories every style is resolved at, smallest first.
    public static let categories: [ContentSizeCategory] = ContentSizeCategory.allCases

    /// Resolves `ramp` at every category with `table` (UIKit's line-spacing table unless told otherwise).
    ///
    /// A style's name is its token path: `heading.large` is the token `large` in the group `heading` (as DTCG input
    /// gives it). Throws an `InputError` located at the offending style when a style has no line height (every token
    /// format needs one), when its name cannot be a token path (`{`, `}`, an empty part, a part starting with `$`),
    /// when one style's path is a group of another's, or when two styles or two families map to the same identifier.
    public init(_ ramp: TypeRamp, source: String? = nil, table: ScalingTable = .lineSpacing) throws {
        name = ramp.name
        displayScale = ramp.displayScale
        self.source = source ?? ramp.file ?? "<input>"
        tableName = table.name
        families = ramp.families
        let fallback = SourceLocation(file: self.source)

        var styles: [TokenStyle] = []
        var seen: [String: String] = [:]
        for style in ramp.styles {
            let location = style.location ?? fallback
            let field = "styles.\(style.name)"
            if style.lineHeight == nil {
                throw InputError(
                    "style '\(style.name)' has no line height; design tokens need one: give 'lineHeight' "
                        + "(points at the base size, or { multiple: 1.25 })", at: location, field: field)
            }
            let segments = style.name.split(separator: ".", omittingEmptySubsequences: false)
            if segments.contains(where: { $0.isEmpty || $0.hasPrefix("$") }) || style.name.contains(where: { "{}".contains($0) }) {
                throw InputError(
                    "style name '\(style.name)' cannot be a token path: it must not contain '{' or '}', and "
                        + "each '.'-separated part must be non-empty and not start with '$'", at: location, field: field)
            }
            if let group = ramp.styles.first(where: { style.name.hasPrefix($0.name + ".") || $0.name.hasPrefix(style.name + ".") }) {
                throw InputError(
                    "style '\(style.name)' and style '\(group.name)': one is a group of the other in token paths "
                        + "(names split at '.'); rename one", at: location, field: field)
            }
            if style.name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
                || style.family.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            {
                throw InputError(
                    "style '\(style.name)': names must be one line without control characters",
                    at: location, field: field)
            }
            let words = Identifier.words(style.name)
            if words.isEmpty {
                throw InputError(
                    "style name '\(style.name)' has no ASCII letters or digits to make an identifier from: the generated "
                        + "identifiers are ASCII in every format (Android resource names allow nothing else); add a Latin name",
                    at: location, field: field)
            }
            // Identifiers differ in case conventions across languages; compare them case-insensitively, word breaks ignored.
            let key = words.joined().lowercased()
            if let other = seen[key] {
                throw InputError(
                    "style '\(style.name)' and style '\(other)' both become the identifier '\(Identifier.camel(words))'; rename one",
                    at: location, field: field)
            }
            seen[key] = style.name
            let resolved = TokenRamp.categories.map {
                style.resolved(at: $0, boldText: false, displayScale: ramp.displayScale, table: table)
            }
            styles.append(TokenStyle(style: style, words: words, resolved: resolved))
        }
        var familyKeys: [String: String] = [:]
        for family in ramp.families {
            let key = Identifier.snake(Identifier.words(family.name))
            if key.isEmpty {
                throw InputError(
                    "font family '\(family.name)' has no letters or digits to make a resource name from",
                    at: fallback, field: "families")
            }
            if let other = familyKeys[key] {
                throw InputError(
                    "font families '\(family.name)' and '\(other)' both become the resource name '\(key)'",
                    at: fallback, field: "families")
            }
            familyKeys[key] = family.name
        }
        self.styles = styles
    }

    /// Words of the ramp's name, for type names (`Acme Design` → `AcmeDesign`); `TypeRamp` when it has none, and
    /// `Ramp` first when it starts with a digit (`2025 Acme` → `Ramp2025Acme`: no language takes an identifier or a CSS
    /// class that starts with one).
    public var nameWords: [String] {
        let words = Identifier.words(name)
        if let first = words.first?.first, first.isNumber { return ["Ramp"] + words }
        return words.isEmpty ? ["Type", "Ramp"] : words
    }

    /// The families that some style uses, in declaration order (families no style names are left out).
    public var usedFamilies: [String] {
        var names: [String] = []
        for family in families.map(\.name) + styles.map(\.style.family) where !names.contains(family) {
            if styles.contains(where: { $0.style.family == family }) { names.append(family) }
        }
        return names
    }

    /// A header sentence naming the generator, the source and the regeneration command.
    var generatedNotice: String {
        "Generated by `typeramp tokens` from \(source). Do not edit: regenerate with `make tokens`."
    }
}

/// One style of a ``TokenRamp``: the declaration and its values at every content-size category.
public struct TokenStyle: Sendable {
    /// The style as declared (base size at `.large` in points, `relativeTo`, limits …).
    public let style: RampStyle
    /// The style's name split into words, for identifiers in each language's convention.
    public let words: [String]
    /// The style resolved at each category, in ``TokenRamp/categories`` order (Bold Text off).
    public let resolved: [ResolvedStyle]

    /// The style's name as declared.
    public var name: String { style.name }

    /// The style's token path: its name split at `.` (`heading.large` → heading, large).
    public var path: [String] { style.name.split(separator: ".").map(String.init) }

    /// The style at `category`.
    public func at(_ category: ContentSizeCategory) -> ResolvedStyle { resolved[category.rawValue] }

    /// The style at the default category, `.large`.
    public var base: ResolvedStyle { at(.large) }

    /// The weight when the user turns on Bold Text (`FontWeight.boldTextWeight`).
    public var boldTextWeight: FontWeight { style.weight.boldTextWeight }

    /// Font size in points at `category`.
    public func fontSize(_ category: ContentSizeCategory) -> Points { at(category).size }

    /// Line height in points at `category` (every token style has one).
    public func lineHeight(_ category: ContentSizeCategory) -> Points { at(category).lineHeight ?? at(category).size }

    /// Line height as a multiple of the font size at `category` (what DTCG, CSS and Compose `em` expect).
    public func lineHeightMultiple(_ category: ContentSizeCategory) -> Double {
        if case .multiple(let multiple) = style.lineHeight { return multiple }
        return lineHeight(category) / fontSize(category)
    }

    /// Letter spacing (tracking) in points at `category`.
    public func letterSpacing(_ category: ContentSizeCategory) -> Points { at(category).tracking }

    /// Letter spacing as a fraction of the font size (em); the same at every category, since tracking scales with the size.
    public var letterSpacingEm: Double { style.tracking / style.size }

    /// The first category at which `maximumSize` limits the size, if any.
    public var firstClampedCategory: ContentSizeCategory? {
        TokenRamp.categories.first { at($0).clampedToMaximum }
    }

    /// The last category at which `minimumSize` raises the size, if any.
    public var lastRaisedCategory: ContentSizeCategory? {
        TokenRamp.categories.last { at($0).clampedToMinimum }
    }
}

/// A token output format of `typeramp tokens`.
public enum TokenFormat: String, CaseIterable, Sendable {
    /// W3C Design Tokens (DTCG 2025.10) token file: one typography token per style, per-category values in `$extensions`.
    case dtcg
    /// DTCG 2025.10 resolver document: a modifier with one context per content-size category, and one for Bold Text.
    case dtcgResolver = "dtcg-resolver"
    /// Style Dictionary v4 source JSON: one typography token per style and category.
    case styleDictionary = "style-dictionary"
    /// Swift: `UIFont` (UIFontMetrics) and SwiftUI `Font` (`Font.custom(_:size:relativeTo:)`) extensions.
    case swift
    /// Kotlin for Jetpack Compose: `TextStyle` values in sp.
    case compose
    /// Android XML text appearances (`res/values`).
    case androidXML = "android-xml"
    /// CSS custom properties, per category by class or `data-content-size`, with a WebKit Dynamic Type variant.
    case css
    /// A Markdown type specimen: every style at every category.
    case markdown
    /// An HTML type specimen: every style at every category, with samples set in the browser.
    case html

    /// The usual file extension for the format.
    public var fileExtension: String {
        switch self {
        case .dtcg: return "tokens.json"
        case .dtcgResolver: return "resolver.json"
        case .styleDictionary: return "json"
        case .swift: return "swift"
        case .compose: return "kt"
        case .androidXML: return "xml"
        case .css: return "css"
        case .markdown: return "md"
        case .html: return "html"
        }
    }
}

/// Settings some formats need beyond the ramp.
public struct TokenOptions: Sendable {
    /// The Kotlin package of the `compose` output.
    public var kotlinPackage: String
    /// A picture of the ramp (rendered by `typeramp tokens --picture`) that the `markdown` and `html` specimens
    /// show, as a path relative to the specimen; nil for text only.
    public var picture: String?

    /// Creates options.
    public init(kotlinPackage: String = "typeramp.tokens", picture: String? = nil) {
        self.kotlinPackage = kotlinPackage
        self.picture = picture
    }
}

extension TokenRamp {
    /// The text of `format` for this ramp. Deterministic: the same ramp gives byte-identical output.
    public func generate(_ format: TokenFormat, options: TokenOptions = TokenOptions()) -> String {
        switch format {
        case .dtcg: return DTCGGenerator.generate(self)
        case .dtcgResolver: return DTCGResolverGenerator.generate(self)
        case .styleDictionary: return StyleDictionaryGenerator.generate(self)
        case .swift: return SwiftGenerator.generate(self)
        case .compose: return ComposeGenerator.generate(self, package: options.kotlinPackage)
        case .androidXML: return AndroidXMLGenerator.generate(self)
        case .css: return CSSGenerator.generate(self)
        case .markdown: return MarkdownGenerator.generate(self, picture: options.picture)
        case .html: return HTMLGenerator.generate(self, picture: options.picture)
        }
    }
}
