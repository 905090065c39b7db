import TypeRampCore
import TypeRampMetrics

/// Writes a DTCG 2025.10 resolver document: the ramp's tokens as a base set, a `contentSize` modifier with one
/// context per content-size category, and a `boldText` modifier.
///
/// Each style is a group whose `$root` is a `typography` token built from references to the group's own atomic
/// tokens (`{body.fontSize}` …). A modifier context overrides only atomic tokens, so the two modifiers compose:
/// `contentSize` replaces `fontSize`, `lineHeight` and `letterSpacing`, `boldText` replaces `fontWeight`, and the
/// composite follows both through its references. Contexts are inline token sources, so the document stands alone.
enum DTCGResolverGenerator {
    static func generate(_ ramp: TokenRamp) -> String {
        let categories = TokenRamp.categories
        let contexts: [(String, JSONValue)] = categories.map { category in
            guard category != .large else { return (category.tokenName, .array([])) }
            let overrides = ramp.styles.filter { $0.style.relativeTo != nil }.map { style in
                (path: style.path, value: JSONValue.object(scalingTokens(style, at: category)))
            }
            return (category.tokenName, .array(overrides.isEmpty ? [] : [.object(JSONValue.nested(overrides))]))
        }
        let bold = JSONValue.nested(
            ramp.styles.map { style in
                (
                    path: style.path,
                    value: JSONValue.object([
                        (
                            "fontWeight",
                            .object([
                                ("$type", .string("fontWeight")), ("$value", .integer(style.boldTextWeight.value)),
                            ])
                        )
                    ])
                )
            })
        let document: JSONValue = .object([
            ("name", .string(ramp.name)),
            ("version", .string("2025.10")),
            (
                "description",
                .string(
                    "\(ramp.name) type ramp. \(ramp.generatedNotice) Inputs: contentSize (one context per iOS content-size "
                        + "category, default large) and boldText (off, on). Dimensions are in px with 1 pt = 1 px. "
                        + "Each style is a group whose $root typography token references the group's atomic tokens; the "
                        + "modifiers override those atomic tokens.")
            ),
            (
                "sets",
                .object([
                    (
                        "base",
                        .object([
                            ("description", .string("Every style at the default content-size category (large), Bold Text off.")),
                            ("sources", .array([.object(JSONValue.nested(ramp.styles.map { ($0.path, baseGroup($0)) }))])),
                        ])
                    )
                ])
            ),
            (
                "modifiers",
                .object([
                    (
                        "contentSize",
                        .object([
                            (
                                "description",
                                .string(
                                    "The user's Dynamic Type size (SwiftUI DynamicTypeSize names). Font size, line height and letter "
                                        + "spacing as UIKit's UIFontMetrics scales them (\(ramp.tableName) scaling); fixed-size styles are absent.")
                            ),
                            ("contexts", .object(contexts)),
                            ("default", .string(ContentSizeCategory.large.tokenName)),
                        ])
                    ),
                    (
                        "boldText",
                        .object([
                            (
                                "description",
                                .string(
                                    "The Bold Text accessibility setting (UIAccessibility.isBoldTextEnabled, legibilityWeight .bold). "
                                        + "TypeRamp's mapping: regular becomes semibold, medium and semibold become bold, bold becomes heavy.")
                            ),
                            ("contexts", .object([("off", .array([])), ("on", .array([.object(bold)]))])),
                            ("default", .string("off")),
                        ])
                    ),
                ])
            ),
            (
                "resolutionOrder",
                .array([
                    .object([("$ref", .string("#/sets/base"))]),
                    .object([("$ref", .string("#/modifiers/contentSize"))]),
                    .object([("$ref", .string("#/modifiers/boldText"))]),
                ])
            ),
        ])
        return document.serialized() + "\n"
    }

    /// A style's group at `.large`: the `$root` composite plus its atomic tokens.
    static func baseGroup(_ style: TokenStyle) -> JSONValue {
        let path = style.name
        var members: [(String, JSONValue)] = [
            ("$description", .string(style.summary)),
            (
                "$root",
                .object([
                    ("$type", .string("typography")),
                    (
                        "$value",
                        .object(
                            ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"].map {
                                ($0, .string("{\(path).\($0)}"))
                            })
                    ),
                ])
            ),
            ("fontFamily", .object([("$type", .string("fontFamily")), ("$value", .string(style.style.family))])),
        ]
        members += scalingTokens(style, at: .large).prefix(1)
        members.append(("fontWeight", .object([("$type", .string("fontWeight")), ("$value", .integer(style.style.weight.value))])))
        members += scalingTokens(style, at: .large).dropFirst()
        return .object(members)
    }

    /// `fontSize`, `letterSpacing` and `lineHeight` tokens of `style` at `category`.
    static func scalingTokens(_ style: TokenStyle, at category: ContentSizeCategory) -> [(String, JSONValue)] {
        [
            ("fontSize", .object([("$type", .string("dimension")), ("$value", DTCGGenerator.dimension(style.fontSize(category)))])),
            ("letterSpacing", .object([("$type", .string("dimension")), ("$value", DTCGGenerator.dimension(style.letterSpacing(category)))])),
            ("lineHeight", .object([("$type", .string("number")), ("$value", .number(style.lineHeightMultiple(category), digits: ratioDigits))])),
        ]
    }
}
