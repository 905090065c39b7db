import TypeRampCore
import TypeRampMetrics

/// Writes a Markdown type specimen: an overview table (every style's font size at every category) and, per style,
/// a table of size, line height, tracking and weight at each category, and, when one was rendered
/// (`typeramp tokens --picture`), a picture of the ramp set in its own fonts.
enum MarkdownGenerator {
    static func generate(_ ramp: TokenRamp, picture: String? = nil) -> String {
        let categories = TokenRamp.categories
        var out = "# \(inline(ramp.name)) type specimen\n\n"
        out += "<!-- \(TokenText.markupComment(ramp.generatedNotice)) -->\n\n"
        out +=
            "\(ramp.styles.count) styles at the 12 iOS content-size categories, resolved as UIKit's `UIFontMetrics` scales "
            + "them (\(ramp.tableName) scaling, @\(formatDecimal(ramp.displayScale))x pixel grid). Sizes in points (1 pt = 1 px). "
            + "Column keys: \(categories.map { "\($0.shortName) = \($0.tokenName)" }.joined(separator: ", ")).\n\n"
        if let picture {
            out +=
                "![\(inline(ramp.name)) type ramp set in its own fonts at six categories, rendered by TypeRamp](\(TokenText.linkDestination(picture)))\n\n"
        }
        out += "## Font size (pt) by category\n\n"
        out += "*max: limited by the style's maximum size; min: raised to its minimum size.*\n\n"
        out += row(["style", "relative to"] + categories.map(\.shortName))
        out += row(Array(repeating: "---", count: 2) + Array(repeating: "--:", count: categories.count))
        for style in ramp.styles {
            out += row(
                [inline(style.name), style.style.relativeTo?.rawValue ?? "fixed"]
                    + categories.map { category in
                        let r = style.at(category)
                        return formatDecimal(r.size) + (r.clampedToMaximum ? " max" : r.clampedToMinimum ? " min" : "")
                    })
        }
        for style in ramp.styles {
            out += "\n## \(inline(style.name))\n\n"
            out += "\(inline(style.summary))\n\n"
            out += row(["category", "size pt", "line height pt", "tracking pt", "weight", "Bold Text weight"])
            out += row(["---", "--:", "--:", "--:", "--:", "--:"])
            for category in categories {
                out += row([
                    category.tokenName, formatDecimal(style.fontSize(category)), formatDecimal(style.lineHeight(category)),
                    formatDecimal(style.letterSpacing(category)), String(style.style.weight.value),
                    String(style.boldTextWeight.value),
                ])
            }
        }
        return out
    }

    static func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |\n" }

    /// Text safe in a table cell or heading: pipes, backslashes and markup characters escaped (`<script>` stays
    /// text), `&` written as an entity so none is read as one, control characters escaped: one line.
    static func inline(_ text: String) -> String {
        var out = ""
        for c in text.escapingControlCharacters {
            if c == "&" {
                out += "&amp;"
                continue
            }
            if "\\|*_`[]<>#!~".contains(c) { out.append("\\") }
            out.append(c)
        }
        return out
    }
}
