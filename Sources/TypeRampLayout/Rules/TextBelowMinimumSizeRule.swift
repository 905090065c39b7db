import TypeRampCore
import TypeRampMetrics

/// `text-below-minimum-size`: text shown smaller than the minimum legible size (iOS: 11 pt, or the threshold set).
public struct TextBelowMinimumSizeRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .textBelowMinimumSize }

    /// How much smaller than the minimum a size may be before it is reported, in points (rounding of scaled sizes).
    static let tolerance: Points = 0.001

    public func check(_ input: RuleInput) -> [Diagnostic] {
        let minimum = input.solved.thresholds.minimumTextSize ?? Platform.ios.minimumTextSize
        let side = formatDecimal(minimum)
        return input.texts(where: { _, t in t.size < minimum - TextBelowMinimumSizeRule.tolerance }).map { node, t in
            input.finding(
                descriptor, node, "\(quoted(t.string)) is \(formatDecimal(t.size)) pt; the minimum is \(side) pt",
                fix: RuleFix(
                    screens: "set a minimumSize of \(side) pt for the style",
                    swiftUI:
                        "use a text style (.caption2 is 11 pt at the default size) or a size of at least \(side) pt with .custom(_:size:relativeTo:)")
            )
        }
    }
}

extension RuleID {
    /// `text-below-minimum-size`: text smaller than the minimum legible size.
    public static let textBelowMinimumSize = RuleID(declaring: "text-below-minimum-size")
}

extension DiagnosticRule {
    /// `text-below-minimum-size`: text smaller than the minimum legible size.
    public static let textBelowMinimumSize = DiagnosticRule(
        id: .textBelowMinimumSize, severity: .warning, kind: .layout,
        summary: "Text is smaller than the platform's minimum legible size (iOS: 11 pt).",
        help: "HIG minimum sizes: iOS 11 pt, watchOS 12, tvOS 23, macOS 10. Set a minimumSize in the ramp.",
        rationale:
            "Apple's HIG (Typography) gives each platform a minimum text size; on iOS it is 11 pt, the size of caption2 at the "
            + "default category, the smallest of the text styles. A warning: a design system may choose a stricter minimum "
            + "(`--threshold text-below-minimum-size=12`).",
        swiftUI:
            "Text styles never go below 11 pt on iOS (caption2 is 11 pt from xSmall to Large); a fixed `.system(size:)` or a "
            + "`minimumScaleFactor` that shrinks text can.",
        thresholds: [
            RuleThreshold(
                value: Platform.ios.minimumTextSize, unit: "pt",
                reason: "HIG: 11 pt is the smallest size of iOS text styles (caption2 at Large); below it text is hard to read.")
        ],
        fix: RuleFix(
            screens: "set a minimumSize of 11 pt (the minimum in force) for the style",
            swiftUI: "use a text style (.caption2 is 11 pt at the default size) or a size of at least 11 pt with .custom(_:size:relativeTo:)"),
        examples: [
            .screens("↓text: Fine print\nstyle: { size: 9 }", "A fixed 9 pt is below iOS's 11 pt at every category."),
            .screens("text: Fine print\nstyle: { size: 12 }", "12 pt is above the minimum."),
            .screens("text: Fine print\nstyle: caption2", "caption2 is 11 pt at the smallest categories, the minimum itself."),
            .swiftUI(#"↓Text("Fine print").font(.system(size: 9))"#, "9 pt is below the minimum at every size."),
            .swiftUI(#"Text("Fine print").font(.caption2)"#, "The smallest text style is 11 pt."),
        ])
}
