import TypeRampCore
import TypeRampMetrics

/// Writes a W3C Design Tokens (DTCG 2025.10) token file: one `typography` token per style.
///
/// A token's `$value` is the style at the default category (`large`); dimensions are `px` with 1 pt = 1 px.
/// DTCG has no place for Dynamic Type, so the per-category values and TypeRamp's own fields (`relativeTo`,
/// `minimumSize`, `maximumSize` …) live in `$extensions["org.typeramp"]`, which ``DTCGReader`` reads back.
/// The same values expressed as DTCG contexts are in ``DTCGResolverGenerator``.
enum DTCGGenerator {
    /// The `$extensions` key TypeRamp writes and reads (reverse domain notation, as DTCG recommends).
    static let extensionKey = "org.typeramp"

    static func generate(_ ramp: TokenRamp) -> String {
        var members: [(String, JSONValue)] = [
            ("$description", .string(description(ramp))),
            (
                "$extensions",
                .object([
                    (
                        extensionKey,
                        .object([
                            ("name", .string(ramp.name)),
                            ("displayScale", .number(ramp.displayScale)),
                            ("scaling", .string(ramp.tableName)),
                            ("categories", .array(TokenRamp.categories.map { .string($0.tokenName) })),
                        ])
                    )
                ])
            ),
        ]
        members += JSONValue.nested(ramp.styles.map { ($0.path, token($0)) })
        return JSONValue.object(members).serialized() + "\n"
    }

    static func description(_ ramp: TokenRamp) -> String {
        "\(ramp.name) type ramp, \(ramp.styles.count) typography tokens. \(ramp.generatedNotice) "
            + "Dimensions are in px with 1 pt = 1 px (iOS points; Android dp and sp at font scale 1). "
            + "Each $value is the style at the default content-size category (large); "
            + "$extensions.\(extensionKey).categories gives fontSize, lineHeight and letterSpacing in points at each of the "
            + "12 categories as UIKit's UIFontMetrics resolves them (\(ramp.tableName) scaling). "
            + "The resolver document (typeramp tokens --format dtcg-resolver) expresses the same values as DTCG contexts."
    }

    /// A style's token at `.large` with TypeRamp's extension.
    static func token(_ style: TokenStyle) -> JSONValue {
        .object([
            ("$type", .string("typography")),
            ("$value", typographyValue(style, at: .large)),
            ("$description", .string(style.summary)),
            ("$extensions", .object([(extensionKey, extensionValue(style))])),
        ])
    }

    /// The DTCG `typography` composite of `style` at `category`, all values literal.
    static func typographyValue(_ style: TokenStyle, at category: ContentSizeCategory, weight: FontWeight? = nil) -> JSONValue {
        .object([
            ("fontFamily", .string(style.style.family)),
            ("fontSize", dimension(style.fontSize(category))),
            ("fontWeight", .integer((weight ?? style.style.weight).value)),
            ("letterSpacing", dimension(style.letterSpacing(category))),
            ("lineHeight", .number(style.lineHeightMultiple(category), digits: ratioDigits)),
        ])
    }

    /// A DTCG dimension in px (= points).
    static func dimension(_ points: Points) -> JSONValue {
        .object([("value", .number(points)), ("unit", .string("px"))])
    }

    static func extensionValue(_ style: TokenStyle) -> JSONValue {
        let declared = style.style
        var members: [(String, JSONValue)] = [
            ("relativeTo", declared.relativeTo.map { .string($0.rawValue) } ?? .null)
        ]
        switch declared.lineHeight {
        case .points(let points): members.append(("lineHeight", .object([("points", .number(points))])))
        case .multiple(let multiple): members.append(("lineHeight", .object([("multiple", .number(multiple, digits: ratioDigits))])))
        case nil: break
        }
        if let minimum = declared.minimumSize { members.append(("minimumSize", .number(minimum))) }
        if let maximum = declared.maximumSize { members.append(("maximumSize", .number(maximum))) }
        if declared.italic { members.append(("italic", .bool(true))) }
        if !declared.features.isEmpty { members.append(("features", .array(declared.features.map { .string($0.description) }))) }
        members.append(("boldTextWeight", .integer(style.boldTextWeight.value)))
        members.append(
            (
                "categories",
                .object(
                    TokenRamp.categories.map { category in
                        (
                            category.tokenName,
                            .object([
                                ("fontSize", .number(style.fontSize(category))),
                                ("lineHeight", .number(style.lineHeight(category))),
                                ("letterSpacing", .number(style.letterSpacing(category))),
                            ])
                        )
                    })
            ))
        return .object(members)
    }
}
