import TypeRampCore
import TypeRampMetrics

/// Writes Kotlin for Jetpack Compose: an `@Immutable` typography class with one `TextStyle` per style, a builder
/// that takes the app's `FontFamily` values, and a `CompositionLocal`.
///
/// Sizes are the base sizes (the Large category) in sp: Compose converts sp with the user's font scale itself
/// (non-linearly from Android 14), so no per-category values are emitted. Line heights are in sp, as Material 3's
/// own type scale writes them; letter spacing is in em (tracking ÷ size), so it follows the scaled font size.
enum ComposeGenerator {
    static func generate(_ ramp: TokenRamp, package: String) -> String {
        let typeName = Identifier.pascal(ramp.nameWords) + "Typography"
        let builder = Identifier.camel(ramp.nameWords) + "Typography"
        let families = ramp.usedFamilies
        var out = """
            // \(TokenText.lineComment(ramp.generatedNotice))
            //
            // \(TokenText.lineComment(ramp.name)) type ramp for Jetpack Compose. Font sizes and line heights are the base sizes (iOS Large, Android font
            // scale 1) in sp: Android scales sp with the user's font size, so they are not multiplied here. Letter spacing is in em.
            package \(package)

            import androidx.compose.runtime.Immutable
            import androidx.compose.runtime.staticCompositionLocalOf
            import androidx.compose.ui.text.TextStyle
            import androidx.compose.ui.text.font.FontFamily
            \(ramp.styles.contains { $0.style.italic } ? "import androidx.compose.ui.text.font.FontStyle\n" : "")import androidx.compose.ui.text.font.FontWeight
            import androidx.compose.ui.unit.em
            import androidx.compose.ui.unit.sp

            /** The \(TokenText.blockComment(ramp.name)) text styles. Build them with [\(builder)]; provide them with [Local\(typeName)]. */
            @Immutable
            data class \(typeName)(

            """
        for style in ramp.styles {
            out += "    /** \(kdoc(style.summary)) */\n"
            out += "    val \(member(style)): TextStyle,\n"
        }
        out += ")\n\n"
        out += "/**\n * The \(TokenText.blockComment(ramp.name)) text styles set in the app's font families, for example\n"
        for family in families {
            let faces = ramp.families.first { $0.name == family }?.faces ?? []
            let fonts = faces.map { face in
                "Font(R.font.\(resourceName(face.file)), FontWeight.W\(face.weight.value)\(face.italic ? ", FontStyle.Italic" : ""))"
            }
            if !fonts.isEmpty {
                out += " * `\(familyParameter(family)) = FontFamily(\(fonts.joined(separator: ", ")))`.\n"
            }
        }
        out += " * Families default to [FontFamily.Default] so the file compiles before the fonts are added.\n */\n"
        out += "fun \(builder)(\n"
        for family in families {
            out += "    \(familyParameter(family)): FontFamily = FontFamily.Default,\n"
        }
        out += "): \(typeName) = \(typeName)(\n"
        for style in ramp.styles {
            out += "    \(member(style)) = \(textStyle(style)),\n"
        }
        out += ")\n\n"
        out += "/** The \(TokenText.blockComment(ramp.name)) text styles of the composition (the defaults use [FontFamily.Default]). */\n"
        out += "val Local\(typeName) = staticCompositionLocalOf { \(builder)() }\n"
        return out
    }

    static func textStyle(_ style: TokenStyle) -> String {
        let declared = style.style
        var arguments = [
            "fontFamily = \(familyParameter(declared.family))",
            "fontWeight = \(fontWeight(declared.weight))",
        ]
        if declared.italic { arguments.append("fontStyle = FontStyle.Italic") }
        arguments.append("fontSize = \(number(declared.size)).sp")
        arguments.append("lineHeight = \(number(style.lineHeight(.large))).sp")
        arguments.append("letterSpacing = \(number(style.letterSpacingEm, digits: ratioDigits)).em")
        if !declared.features.isEmpty {
            let settings = declared.features.map { "'\($0.tag)' \($0.value)" }.joined(separator: ", ")
            arguments.append("fontFeatureSettings = \"\(settings)\"")
        }
        return "TextStyle(\n" + arguments.map { "        \($0),\n" }.joined() + "    )"
    }

    /// `FontWeight.W600`, or `FontWeight(450)` between the named steps.
    static func fontWeight(_ weight: FontWeight) -> String {
        weight.value % 100 == 0 && (100...900).contains(weight.value) ? "FontWeight.W\(weight.value)" : "FontWeight(\(weight.value))"
    }

    /// A Kotlin number literal; negative values in parentheses so that `.sp` binds to the whole number.
    static func number(_ value: Double, digits: Int = 3) -> String {
        let text = formatDecimal(value, maximumFractionDigits: digits)
        return text.hasPrefix("-") ? "(\(text))" : text
    }

    /// The property name of a style: camelCase, escaped when it is a Kotlin keyword or starts with a digit.
    static func member(_ style: TokenStyle) -> String { kotlinIdentifier(Identifier.camel(style.words)) }

    /// The builder's parameter for a family: `acmeSans`.
    static func familyParameter(_ family: String) -> String { kotlinIdentifier(Identifier.camel(Identifier.words(family))) }

    static func kotlinIdentifier(_ name: String) -> String {
        let keywords: Set<String> = [
            "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in",
            "interface", "is", "null", "object", "package", "return", "super", "this", "throw",
            "true", "try", "typealias", "typeof", "val", "var", "when", "while",
        ]
        if let first = name.first, first.isNumber { return "style" + name }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// An Android resource name from a font file (`../fonts/Inter/Inter-SemiBold.otf` → `inter_semibold`).
    static func resourceName(_ file: String) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        let stem = base.split(separator: ".").first.map(String.init) ?? base
        return stem.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? String($0) : "_" }.joined()
    }

    /// Text safe inside a KDoc comment (Kotlin nests block comments: neither `/*` nor `*/` may stay whole).
    static func kdoc(_ text: String) -> String { TokenText.blockComment(text) }
}
