import TypeRampCore
import TypeRampMetrics

/// `fixed-size-text`: text with a fixed point size that does not follow Dynamic Type.
public struct FixedSizeTextRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .fixedSizeText }

    /// The size body text reaches at the largest category (AX5, Apple's table: 53 pt): a fixed text at least this large
    /// is as large as any body text a reader can choose, so it is not reported.
    static let largestBodySize: Points = PlatformTable.ios.metrics(.body, .accessibilityExtraExtraExtraLarge)?.size ?? 53

    /// Whether `text` is symbols only (`👋`, `★★★`, `✓`): emoji and other symbols with their joiners, variation selectors
    /// and modifiers, and spaces; no letter, digit or punctuation (`- / -` stands where numbers will be: text). A
    /// pictograph shown as text, not reading text.
    static func isPictograph(_ text: String) -> Bool {
        var symbols = 0
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .otherSymbol, .mathSymbol, .currencySymbol: symbols += 1
            case .modifierSymbol, .nonspacingMark, .enclosingMark, .format, .spaceSeparator: continue
            default:
                if scalar.properties.isWhitespace { continue }
                return false
            }
        }
        return symbols > 0
    }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        input.texts(where: { _, t in
            !t.scales && !t.unknownStyle && t.fontSize < FixedSizeTextRule.largestBodySize && !FixedSizeTextRule.isPictograph(t.string)
        }).map { node, t in
            input.finding(
                descriptor, node, "\(quoted(t.string)) has a fixed size (\(formatDecimal(t.fontSize)) pt) that ignores Dynamic Type",
                fix: descriptor.fix)
        }
    }
}

extension RuleID {
    /// `fixed-size-text`: a fixed size that ignores Dynamic Type.
    public static let fixedSizeText = RuleID(declaring: "fixed-size-text")
}

extension DiagnosticRule {
    /// `fixed-size-text`: a fixed size that ignores Dynamic Type.
    public static let fixedSizeText = DiagnosticRule(
        id: .fixedSizeText, severity: .warning, kind: .layout,
        summary: "Text uses a fixed size that does not follow Dynamic Type.",
        help: "Map the style to a text style (relativeTo) so it scales with UIFontMetrics.",
        rationale:
            "Apple's HIG (Typography, Dynamic Type) asks apps to support Dynamic Type: people who choose larger text need every "
            + "text to grow. A fixed size stays the same at every category. A warning: a few texts (a clock's digits that "
            + "fill their space) may be fixed on purpose.",
        swiftUI:
            "`.font(.system(size:))` and `.custom(_:fixedSize:)` are fixed; text styles (`.body`, `.title`), `.system(_:design:weight:)` "
            + "with a style, `.custom(_:size:)` (relative to body) and `.custom(_:size:relativeTo:)` scale. A size defined in a "
            + "`Font` extension is followed to its definition and reported at the text that uses it. Not reported: a fixed size at "
            + "least as large as body text at the largest accessibility size (53 pt), and a text of symbols only (an emoji or "
            + "symbols shown as a picture, `Text(\"👋\").font(.system(size: 40))`; a letter, a digit or punctuation makes it "
            + "text): neither is reading text that a larger setting would make readable.",
        fix: RuleFix(
            screens: "map the style to a text style with relativeTo",
            swiftUI: "use a text style (.font(.title)) or .font(.custom(_:size:relativeTo:)) so it follows Dynamic Type"),
        guessesItDependsOn: [.view],
        examples: [
            .screens("↓text: Caption\nstyle: { size: 14 }", "14 pt without relativeTo never changes."),
            .screens("text: Caption\nstyle: footnote", "A text style follows Dynamic Type."),
            .screens("text: Caption\nstyle: { size: 14, relativeTo: footnote }", "relativeTo scales 14 pt as footnote scales."),
            .swiftUI(#"↓Text("Welcome back").font(.system(size: 34, weight: .bold))"#, "A system font of fixed size."),
            .swiftUI(
                #"Text("👋").font(.system(size: 40))"#, "An emoji shown as a picture: symbols only, nothing to read, not reported."),
            .swiftUI(#"↓Text("- / -").font(.system(size: 14))"#, "Punctuation where numbers will stand is text: reported."),
            .swiftUI(
                #"Text("Hello").font(.system(size: 60, weight: .bold))"#,
                "60 pt is larger than body text at the largest accessibility size (53 pt): not reported."),
            .swiftUI(#"Text("Welcome back").font(.largeTitle.bold())"#, "The large title style scales."),
            .swiftUI(
                #"Text("Welcome back").font(.custom("Inter", size: 34, relativeTo: .largeTitle))"#,
                "A custom font scaled relative to the large title."),
            .swiftUI(
                """
                import SwiftUI

                extension Font {
                    static let hero = Font.system(size: 40, weight: .heavy)
                }

                struct Welcome: View {
                    var body: some View {
                        ↓Text("Welcome back").font(.hero)
                    }
                }
                """,
                "A fixed size defined in a Font extension is fixed wherever it is used."),
        ])
}
