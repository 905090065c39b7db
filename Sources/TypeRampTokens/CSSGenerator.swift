import TypeRampCore
import TypeRampMetrics

/// Writes CSS custom properties for every style, per content-size category, plus a class per style.
///
/// - `:root` holds the Large values. An ancestor with `class="content-size-accessibility5"` or
///   `data-content-size="accessibility5"` switches its subtree to that category's values (px, as UIKit resolves
///   them); `class="bold-text"` or `data-bold-text` switches to the Bold Text weights.
/// - The WebKit variant: under `@supports (font: -apple-system-body)`, `html.dynamic-type` sets the root font to
///   `-apple-system-body`, whose size WebKit takes from the user's text size setting (17 px at Large), and sizes every
///   scaling style in `rem` relative to it (`calc(16rem / 17)`), limited with `min()`/`max()`. This follows body's
///   point size, not each style's own UIFontMetrics curve: an approximation, stated in the file.
enum CSSGenerator {
    /// Body's point size at Large: the `rem` of the WebKit variant.
    static let bodySizeAtLarge: Points = 17

    static func generate(_ ramp: TokenRamp) -> String {
        let prefix = Identifier.kebab(ramp.nameWords)
        var out = """
            /*
             * \(comment(ramp.generatedNotice))
             * \(comment(ramp.name)) type ramp as CSS custom properties. Sizes in px with 1 pt = 1 px.
             * Content size: class="content-size-NAME" or data-content-size="NAME" on an ancestor, NAME one of
             *   \(TokenRamp.categories.map(\.tokenName).joined(separator: " ")) (default large).
             * Bold Text: class="bold-text" or data-bold-text on an ancestor.
             * WebKit Dynamic Type: class="dynamic-type" on <html> follows the user's text size through font: -apple-system-body.
             * Use a style with class="\(prefix)-\(Identifier.kebab(ramp.styles[0].words))", or its var(--\(prefix)-…) properties.
             */

            """
        // Default (Large) values, then one block per category (large too, to switch a subtree back).
        out += "\n:root {\n"
        for style in ramp.styles {
            let name = "--\(prefix)-\(Identifier.kebab(style.words))"
            out += "  \(name)-font-family: \(cssString(style.style.family));\n"
            out += "  \(name)-font-weight: \(style.style.weight.value);\n"
            out += "  \(name)-font-style: \(style.style.italic ? "italic" : "normal");\n"
            out += sizeDeclarations(style, name: name, at: .large, indent: "  ")
        }
        out += "}\n"
        let scaling = ramp.styles.filter { $0.style.relativeTo != nil }
        for category in TokenRamp.categories where !scaling.isEmpty {
            out += "\n.content-size-\(category.tokenName),\n[data-content-size=\"\(category.tokenName)\"] {\n"
            for style in scaling {
                out += sizeDeclarations(style, name: "--\(prefix)-\(Identifier.kebab(style.words))", at: category, indent: "  ")
            }
            out += "}\n"
        }
        out += "\n.bold-text,\n[data-bold-text] {\n"
        for style in ramp.styles {
            out += "  --\(prefix)-\(Identifier.kebab(style.words))-font-weight: \(style.boldTextWeight.value);\n"
        }
        out += "}\n"

        // The WebKit variant.
        out += """

            /*
             * WebKit Dynamic Type variant: the root font follows the user's text size (-apple-system-body is 17px at Large),
             * and each scaling style is sized relative to it. This scales every style like body's point size, not along its
             * own text style's UIFontMetrics curve, so sizes differ from the content-size blocks above by a few px at the
             * largest sizes. Line height is the multiple of the font size at Large.
             */
            @supports (font: -apple-system-body) {
              html.dynamic-type {
                font: -apple-system-body;

            """
        for style in ramp.styles where style.style.relativeTo != nil {
            let name = "--\(prefix)-\(Identifier.kebab(style.words))"
            out += "    \(name)-font-size: \(webkitSize(style));\n"
            out += "    \(name)-line-height: \(formatDecimal(style.lineHeightMultiple(.large), maximumFractionDigits: ratioDigits));\n"
            out += "    \(name)-letter-spacing: \(formatDecimal(style.letterSpacingEm, maximumFractionDigits: ratioDigits))em;\n"
        }
        out += "  }\n}\n"

        // One class per style.
        for style in ramp.styles {
            let name = "--\(prefix)-\(Identifier.kebab(style.words))"
            out += "\n/* \(comment(style.summary)) */\n"
            out += ".\(prefix)-\(Identifier.kebab(style.words)) {\n"
            out += "  font-family: var(\(name)-font-family);\n"
            out += "  font-weight: var(\(name)-font-weight);\n"
            out += "  font-style: var(\(name)-font-style);\n"
            out += "  font-size: var(\(name)-font-size);\n"
            out += "  line-height: var(\(name)-line-height);\n"
            out += "  letter-spacing: var(\(name)-letter-spacing);\n"
            if !style.style.features.isEmpty {
                out += "  font-feature-settings: \(style.style.features.map { "\"\($0.tag)\" \($0.value)" }.joined(separator: ", "));\n"
            }
            out += "}\n"
        }
        return out
    }

    static func sizeDeclarations(_ style: TokenStyle, name: String, at category: ContentSizeCategory, indent: String) -> String {
        "\(indent)\(name)-font-size: \(px(style.fontSize(category)));\n"
            + "\(indent)\(name)-line-height: \(px(style.lineHeight(category)));\n"
            + "\(indent)\(name)-letter-spacing: \(px(style.letterSpacing(category)));\n"
    }

    /// `calc(16rem / 17)`, inside `min()`/`max()`/`clamp()` for the style's limits.
    static func webkitSize(_ style: TokenStyle) -> String {
        let relative = "calc(\(formatDecimal(style.style.size))rem / \(formatDecimal(bodySizeAtLarge)))"
        switch (style.style.minimumSize, style.style.maximumSize) {
        case let (minimum?, maximum?): return "clamp(\(px(minimum)), \(relative), \(px(maximum)))"
        case let (minimum?, nil): return "max(\(px(minimum)), \(relative))"
        case let (nil, maximum?): return "min(\(relative), \(px(maximum)))"
        case (nil, nil): return relative
        }
    }

    static func px(_ points: Points) -> String { formatDecimal(points) + "px" }

    /// A CSS string literal.
    static func cssString(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\a ") + "\""
    }

    /// Text safe inside a CSS comment.
    static func comment(_ text: String) -> String { TokenText.blockComment(text) }
}
