import TypeRampCore
import TypeRampMetrics

/// Writes a Swift file with a `UIFont` extension (UIKit) and a SwiftUI `Font` extension, one member per style.
///
/// - UIKit: the custom family at the style's weight (UIFontDescriptor family + weight trait), scaled by
///   `UIFontMetrics(forTextStyle:).scaledFont(for:maximumPointSize:compatibleWith:)`, raised to the minimum size,
///   with the Bold Text weight when the traits' `legibilityWeight` is `.bold`.
/// - SwiftUI: `Font.custom(_:size:relativeTo:)` (or `fixedSize:`) with `.weight(_:)`; it cannot apply a maximum or
///   minimum size, which the doc comment says together with a `.dynamicTypeSize` limit that keeps within it.
///
/// Member names are the ramp's name followed by the style's (`acmeBodyStrong`), so they never shadow SwiftUI's
/// own `Font.body`. Everything is behind `#if canImport(…)`, so the file also compiles where UIKit is missing.
enum SwiftGenerator {
    static func generate(_ ramp: TokenRamp) -> String {
        let prefix = Identifier.camel(ramp.nameWords)
        let helper = prefix + "ScaledFont"
        let usesFeatures = ramp.styles.contains { !$0.style.features.isEmpty }
        var out = """
            // \(TokenText.lineComment(ramp.generatedNotice))
            //
            // \(TokenText.lineComment(ramp.name)) type ramp: \(ramp.styles.count) text styles that scale with Dynamic Type. Sizes are in points at the
            // default content size (Large); the doc comments give them at Large and at the largest accessibility size (AX5).
            // - UIKit: `label.font = .\(prefix)\(Identifier.pascal(ramp.styles[0].words))()`, with `adjustsFontForContentSizeCategory = true`.
            // - SwiftUI: `.font(.\(prefix)\(Identifier.pascal(ramp.styles[0].words))(legibilityWeight: legibilityWeight))`, with
            //   `@Environment(\\.legibilityWeight) var legibilityWeight` to follow Bold Text.
            // Custom families are looked up by family name: bundle the font files and list them under UIAppFonts.

            #if canImport(UIKit) && !os(watchOS)
            import UIKit

            """
        if usesFeatures { out += "import CoreText\n" }
        out += """

            @available(iOS 13.0, tvOS 13.0, *)
            extension UIFont {

            """
        for style in ramp.styles {
            out += uikitMember(style, name: prefix + Identifier.pascal(style.words), helper: helper) + "\n"
        }
        out += uikitHelper(helper, usesFeatures: usesFeatures)
        out += """
            }
            #endif

            #if canImport(SwiftUI)
            import SwiftUI

            @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
            extension Font {

            """
        for (index, style) in ramp.styles.enumerated() {
            if index > 0 { out += "\n" }
            out += swiftUIMember(style, name: prefix + Identifier.pascal(style.words))
        }
        out += """
            }
            #endif

            """
        return out
    }

    // MARK: - UIKit

    static func uikitMember(_ style: TokenStyle, name: String, helper: String) -> String {
        let declared = style.style
        var doc = docLines(style)
        doc.append("/// - Parameter traitCollection: The traits to resolve for (content size, Bold Text); nil for the current traits.")
        var arguments = [
            "family: \(swiftString(declared.family))",
            "size: \(formatDecimal(declared.size))",
            "weight: .\(weightName(declared.weight))",
            "boldTextWeight: .\(weightName(style.boldTextWeight))",
        ]
        if declared.italic { arguments.append("italic: true") }
        if !declared.features.isEmpty {
            let list = declared.features.map { "(\(swiftString($0.tag.description)), \($0.value))" }.joined(separator: ", ")
            arguments.append("features: [\(list)]")
        }
        arguments.append("textStyle: \(declared.relativeTo.map { "." + uikitTextStyle($0) } ?? "nil")")
        arguments.append("minimumPointSize: \(formatDecimal(declared.minimumSize ?? 0))")
        arguments.append("maximumPointSize: \(formatDecimal(declared.maximumSize ?? 0))")
        arguments.append("compatibleWith: traitCollection")
        var lines = doc.map { "    " + $0 }
        lines.append("    public static func \(name)(compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {")
        lines.append("        \(helper)(")
        lines += arguments.enumerated().map { i, argument in
            "            " + argument + (i == arguments.count - 1 ? ")" : ",")
        }
        lines.append("    }")
        return lines.joined(separator: "\n") + "\n"
    }

    static func uikitHelper(_ helper: String, usesFeatures: Bool) -> String {
        var lines = [
            "    /// `family` at `weight` (`boldTextWeight` when the traits' legibility weight is bold), scaled with `textStyle`'s",
            "    /// Dynamic Type curve and kept within `minimumPointSize`…`maximumPointSize` points (0: no limit); nil `textStyle`: fixed size.",
            "    fileprivate static func \(helper)(",
            "        family: String, size: CGFloat, weight: UIFont.Weight, boldTextWeight: UIFont.Weight, italic: Bool = false,",
        ]
        if usesFeatures { lines.append("        features: [(tag: String, value: Int)] = [],") }
        lines += [
            "        textStyle: UIFont.TextStyle?, minimumPointSize: CGFloat, maximumPointSize: CGFloat,",
            "        compatibleWith traitCollection: UITraitCollection?",
            "    ) -> UIFont {",
            "        let traits = traitCollection ?? UITraitCollection.current",
            "        let resolvedWeight = traits.legibilityWeight == .bold ? boldTextWeight : weight",
            "        var fontTraits: [UIFontDescriptor.TraitKey: Any] = [.weight: resolvedWeight.rawValue]",
            "        if italic { fontTraits[.symbolic] = UIFontDescriptor.SymbolicTraits.traitItalic.rawValue }",
            "        \(usesFeatures ? "var" : "let") attributes: [UIFontDescriptor.AttributeName: Any] = [.family: family, .traits: fontTraits]",
        ]
        if usesFeatures {
            lines += [
                "        if !features.isEmpty {",
                "            attributes[.featureSettings] = features.map { feature -> [UIFontDescriptor.FeatureKey: Any] in",
                "                [UIFontDescriptor.FeatureKey(rawValue: kCTFontOpenTypeFeatureTag as String): feature.tag,",
                "                 UIFontDescriptor.FeatureKey(rawValue: kCTFontOpenTypeFeatureValue as String): feature.value]",
                "            }",
                "        }",
            ]
        }
        lines += [
            "        let font = UIFont(descriptor: UIFontDescriptor(fontAttributes: attributes), size: size)",
            "        guard let textStyle else { return font }",
            "        let metrics = UIFontMetrics(forTextStyle: textStyle)",
            "        let scaled = maximumPointSize > 0",
            "            ? metrics.scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: traitCollection)",
            "            : metrics.scaledFont(for: font, compatibleWith: traitCollection)",
            "        return scaled.pointSize < minimumPointSize ? scaled.withSize(minimumPointSize) : scaled",
            "    }",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - SwiftUI

    static func swiftUIMember(_ style: TokenStyle, name: String) -> String {
        let declared = style.style
        var doc = docLines(style)
        if let relativeTo = declared.relativeTo {
            let metrics = FontMetrics(textStyle: relativeTo)
            if let maximum = declared.maximumSize, let first = style.firstClampedCategory {
                let unclamped = metrics.scaledFontSize(for: declared.size, in: .accessibilityExtraExtraExtraLarge)
                var note = "/// `Font.custom` cannot limit the size: past \(pt(maximum)) it keeps growing (\(pt(unclamped)) at AX5)."
                if let last = TokenRamp.categories.last(where: { $0 < first }) {
                    note += " `.dynamicTypeSize(...DynamicTypeSize.\(last.swiftUIName))` keeps it within the limit."
                }
                doc.append("///")
                doc.append(note)
            }
            if let minimum = declared.minimumSize, style.lastRaisedCategory != nil {
                let smallest = metrics.scaledFontSize(for: declared.size, in: .extraSmall)
                doc.append("///")
                doc.append("/// `Font.custom` cannot apply the minimum of \(pt(minimum)): it shrinks to \(pt(smallest)) at xSmall.")
            }
        }
        if !declared.features.isEmpty {
            doc.append(
                "/// SwiftUI's `Font` has no OpenType feature settings: \(declared.features.map(\.description).joined(separator: ", ")) apply in UIKit only."
            )
        }
        doc.append("/// - Parameter legibilityWeight: `@Environment(\\.legibilityWeight)`, to use the Bold Text weight; nil for the regular one.")
        var expression: String
        if let relativeTo = declared.relativeTo {
            expression =
                ".custom(\(swiftString(declared.family)), size: \(formatDecimal(declared.size)), relativeTo: .\(swiftUITextStyle(relativeTo)))"
        } else {
            expression = ".custom(\(swiftString(declared.family)), fixedSize: \(formatDecimal(declared.size)))"
        }
        expression += "\n            .weight(legibilityWeight == .bold ? .\(weightName(style.boldTextWeight)) : .\(weightName(declared.weight)))"
        if declared.italic { expression += "\n            .italic()" }
        var lines = doc.map { "    " + $0 }
        lines.append("    public static func \(name)(legibilityWeight: LegibilityWeight? = nil) -> Font {")
        lines.append("        Font\(expression)")
        lines.append("    }")
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Shared

    static func docLines(_ style: TokenStyle) -> [String] {
        let declared = style.style
        let large = style.base, ax5 = style.at(.accessibilityExtraExtraExtraLarge)
        var first =
            "/// `\(TokenText.lineComment(style.name))`: \(TokenText.lineComment(declared.family)) \(declared.weight.name)\(declared.italic ? " italic" : ""), "
        if declared.relativeTo == nil {
            first += "\(pt(large.size)) at every size (fixed)."
        } else {
            first += "\(pt(large.size)) at Large, \(pt(ax5.size)) at AX5"
            if ax5.clampedToMaximum { first += " (its maximum)" }
            first += "."
        }
        var lines = [first, "///"]
        var second = "/// Line height \(pt(style.lineHeight(.large))) and tracking \(pt(style.letterSpacing(.large))) at Large"
        if let relativeTo = declared.relativeTo {
            second += "; scales with `.\(uikitTextStyle(relativeTo))`"
            if relativeTo.isExtraLargeTitle { second += " (as \(relativeTo.rawValue) does: largeTitle's curve)" }
        }
        second += ". Bold Text: \(style.boldTextWeight.name)."
        lines.append(second)
        return lines
    }

    /// The `UIFont.TextStyle` member; the extra large titles scale along largeTitle's curve (and need iOS 17).
    static func uikitTextStyle(_ style: TextStyle) -> String { style.scalingStyle.rawValue }

    /// The SwiftUI `Font.TextStyle` case (`title` for title1, `caption` for caption1).
    static func swiftUITextStyle(_ style: TextStyle) -> String { style.scalingStyle.swiftUIName }

    /// The named weight (`UIFont.Weight` and `Font.Weight` share names) nearest to `weight`.
    static func weightName(_ weight: FontWeight) -> String {
        FontWeight.named.min { abs($0.weight.value - weight.value) < abs($1.weight.value - weight.value) }!.name
    }

    /// A Swift string literal.
    static func swiftString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}
