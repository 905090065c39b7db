import TypeRampCore
import TypeRampMetrics

/// Writes an HTML type specimen: the overview table of font sizes, and per style a table of every category with a
/// sample line set at that category's size, line height, tracking and weight (in the browser's copy of the family,
/// or its fallback), and, when one was rendered (`typeramp tokens --picture`), a picture of the ramp set by TypeRamp in
/// its own fonts.
enum HTMLGenerator {
    static let sample = "Quick brown fox 0123"

    static func generate(_ ramp: TokenRamp, picture: String? = nil) -> String {
        let categories = TokenRamp.categories
        var out = """
            <!DOCTYPE html>
            <!-- \(comment(ramp.generatedNotice)) -->
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(escape(ramp.name)) type specimen</title>
            <style>
            body { font-family: -apple-system, system-ui, sans-serif; margin: 2rem; color: #111; }
            table { border-collapse: collapse; margin-bottom: 2rem; }
            th, td { border: 1px solid #ccc; padding: 4px 8px; text-align: right; vertical-align: baseline; }
            th:first-child, td:first-child, td.sample { text-align: left; }
            td.sample { white-space: nowrap; }
            </style>
            </head>
            <body>
            <h1>\(escape(ramp.name)) type specimen</h1>
            <p>\(ramp.styles.count) styles at the 12 iOS content-size categories, resolved as UIKit&#8217;s UIFontMetrics scales them
            (\(escape(ramp.tableName)) scaling, @\(formatDecimal(ramp.displayScale))x pixel grid). Sizes in points (1 pt = 1 CSS px).
            Samples are set by this browser in its copy of each family, or a fallback.</p>
            \(picture.map { "<p><img src=\"\(escape($0))\" alt=\"\(escape(ramp.name)) type ramp set in its own fonts at six categories, rendered by TypeRamp\"></p>" } ?? "")
            <h2>Font size (pt) by category</h2>
            <table id="overview">
            <thead><tr><th>style</th><th>relative to</th>
            """
        out += categories.map { "<th title=\"\($0.tokenName)\">\($0.shortName)</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for style in ramp.styles {
            out += "<tr><th>\(escape(style.name))</th><td>\(style.style.relativeTo?.rawValue ?? "fixed")</td>"
            out += categories.map { category in
                let r = style.at(category)
                let mark =
                    r.clampedToMaximum ? " title=\"limited by the maximum size\"" : r.clampedToMinimum ? " title=\"raised to the minimum size\"" : ""
                return "<td\(mark)>\(formatDecimal(r.size))</td>"
            }.joined()
            out += "</tr>\n"
        }
        out += "</tbody>\n</table>\n"
        for style in ramp.styles {
            out += "<h2 id=\"style-\(escape(Identifier.kebab(style.words)))\">\(escape(style.name))</h2>\n"
            out += "<p>\(escape(style.summary))</p>\n"
            out += "<table class=\"style\" data-style=\"\(escape(style.name))\">\n"
            out +=
                "<thead><tr><th>category</th><th>size pt</th><th>line height pt</th><th>tracking pt</th><th>weight</th>"
                + "<th>Bold Text weight</th><th>sample</th></tr></thead>\n<tbody>\n"
            for category in categories {
                let css =
                    "font-family: \(cssFamily(style.style.family)); font-size: \(formatDecimal(style.fontSize(category)))px; "
                    + "line-height: \(formatDecimal(style.lineHeight(category)))px; letter-spacing: \(formatDecimal(style.letterSpacing(category)))px; "
                    + "font-weight: \(style.style.weight.value); font-style: \(style.style.italic ? "italic" : "normal")"
                out +=
                    "<tr><th>\(category.tokenName)</th><td>\(formatDecimal(style.fontSize(category)))</td>"
                    + "<td>\(formatDecimal(style.lineHeight(category)))</td><td>\(formatDecimal(style.letterSpacing(category)))</td>"
                    + "<td>\(style.style.weight.value)</td><td>\(style.boldTextWeight.value)</td>"
                    + "<td class=\"sample\" style=\"\(escape(css))\">\(sample)</td></tr>\n"
            }
            out += "</tbody>\n</table>\n"
        }
        out += "</body>\n</html>\n"
        return out
    }

    /// A CSS family name in single quotes (safe inside a double-quoted attribute once escaped).
    static func cssFamily(_ family: String) -> String {
        "'" + family.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    /// Text escaped for HTML content and attribute values.
    static func escape(_ text: String) -> String {
        text.escapingControlCharacters.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// Text safe inside an HTML comment.
    static func comment(_ text: String) -> String { TokenText.markupComment(text) }
}
