import TypeRampCore
import TypeRampMetrics

/// Writes source JSON that Style Dictionary v4 reads as is.
///
/// Style Dictionary v4 reads the DTCG keys (`$value`, `$type`, `$description`) but not DTCG 2025.10's object
/// dimensions (`{ "value": 16, "unit": "px" }`): its size transforms expect strings such as `"16px"`. So this
/// format writes one `typography` token per style and category with string dimensions, under a group named after
/// the ramp (`acme.body.accessibility5`), plus each style's Bold Text weight as a `fontWeight` token.
enum StyleDictionaryGenerator {
    static func generate(_ ramp: TokenRamp) -> String {
        var styles: [(path: [String], value: JSONValue)] = [
            (
                ["$description"],
                .string(
                    "\(ramp.name) type ramp for Style Dictionary v4. \(ramp.generatedNotice) One typography token per style "
                        + "and content-size category (SwiftUI DynamicTypeSize names, large is the default); px = pt; "
                        + "lineHeight is a multiple of fontSize.")
            )
        ]
        for style in ramp.styles {
            var members: [(String, JSONValue)] = [("$description", .string(style.summary))]
            for category in TokenRamp.categories {
                members.append(
                    (
                        category.tokenName,
                        .object([
                            ("$type", .string("typography")),
                            (
                                "$value",
                                .object([
                                    ("fontFamily", .string(style.style.family)),
                                    ("fontSize", .string(px(style.fontSize(category)))),
                                    ("fontWeight", .integer(style.style.weight.value)),
                                    ("letterSpacing", .string(px(style.letterSpacing(category)))),
                                    ("lineHeight", .number(style.lineHeightMultiple(category), digits: ratioDigits)),
                                ])
                            ),
                        ])
                    ))
            }
            members.append(
                (
                    "fontWeightBoldText",
                    .object([
                        ("$type", .string("fontWeight")),
                        ("$value", .integer(style.boldTextWeight.value)),
                        ("$description", .string("The weight of \(style.name) when the user turns on Bold Text.")),
                    ])
                ))
            styles.append((style.path, .object(members)))
        }
        return JSONValue.object([(Identifier.camel(ramp.nameWords), .object(JSONValue.nested(styles)))]).serialized() + "\n"
    }

    static func px(_ points: Points) -> String { formatDecimal(points) + "px" }
}
