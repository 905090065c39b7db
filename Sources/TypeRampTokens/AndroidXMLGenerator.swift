import TypeRampCore
import TypeRampMetrics

/// Writes Android text appearances (`res/values/…xml`): one `TextAppearance.<Ramp>.<Style>` per style.
///
/// Sizes and line heights are the base sizes in sp (Android scales sp with the user's font size itself);
/// `android:letterSpacing` is in em, as the attribute requires; the family is the font resource named after it
/// (`Acme Sans` → `@font/acme_sans`, a font-family XML the app provides).
enum AndroidXMLGenerator {
    static func generate(_ ramp: TokenRamp) -> String {
        let rampName = Identifier.pascal(ramp.nameWords)
        var out = """
            <?xml version="1.0" encoding="utf-8"?>
            <!--
                \(comment(ramp.generatedNotice))
                \(comment(ramp.name)) type ramp as text appearances. Sizes are the base sizes (iOS Large, font scale 1) in sp;
                Android scales sp with the user's font size. android:letterSpacing is in em. android:lineHeight in a text
                appearance is read by MaterialTextView; on a plain TextView set it on the view (API 28+).
                Each family is a font resource named after it, e.g. @font/\(fontResource(ramp.usedFamilies.first ?? "font")).
            -->
            <resources>

            """
        for style in ramp.styles {
            let declared = style.style
            out += "    <!-- \(comment(style.summary)) -->\n"
            out += "    <style name=\"TextAppearance.\(rampName).\(Identifier.pascal(style.words))\" parent=\"android:TextAppearance\">\n"
            out += item("android:fontFamily", "@font/\(fontResource(declared.family))")
            out += item("android:textSize", "\(formatDecimal(declared.size))sp")
            out += item("android:textStyle", declared.italic ? "italic" : "normal")
            out += item("android:textFontWeight", String(declared.weight.value))
            out += item("android:letterSpacing", formatDecimal(style.letterSpacingEm, maximumFractionDigits: ratioDigits))
            out += item("android:lineHeight", "\(formatDecimal(style.lineHeight(.large)))sp")
            if !declared.features.isEmpty {
                out += item("android:fontFeatureSettings", declared.features.map { "'\($0.tag)' \($0.value)" }.joined(separator: ", "))
            }
            out += "    </style>\n"
        }
        out += "</resources>\n"
        return out
    }

    static func item(_ name: String, _ value: String) -> String {
        "        <item name=\"\(name)\">\(escape(value))</item>\n"
    }

    /// The font resource name of a family: `acme_sans`.
    static func fontResource(_ family: String) -> String { Identifier.snake(Identifier.words(family)) }

    /// XML character data with `&`, `<` and `>` escaped.
    static func escape(_ text: String) -> String {
        text.escapingControlCharacters.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// Text safe inside an XML comment (no `--`).
    static func comment(_ text: String) -> String { TokenText.markupComment(text) }
}
