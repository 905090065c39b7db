import TypeRampAudit
import TypeRampLayout
import TypeRampMetrics

/// What TypeRamp checks for Apple's Larger Text accessibility label (docs/larger-text.md gives the criteria and the
/// reasons): text grows to twice its default size, and the screen stays usable at the five accessibility sizes.
public enum LargerTextCriteria {
    /// How much larger than at Large text must become: 2 (200 %), the minimum most accessibility guidelines ask for and
    /// the figure of the label's definition on the App Store.
    public static let requiredGrowth = 2.0
    /// The category text sizes are compared with: Large, the system default.
    public static let reference = ContentSizeCategory.large
    /// The categories a screen must stay usable at: the five accessibility sizes (AX1 to AX5), which Apple's criteria ask
    /// teams to design for and test.
    public static let judgedCategories: [ContentSizeCategory] = ContentSizeCategory.allCases.filter(\.isAccessibilityCategory)
    /// The categories the label's audit lays out: Large, then AX1 to AX5.
    public static let auditedCategories: [ContentSizeCategory] = [reference] + judgedCategories
    /// The largest category a user can choose, where text reaches its largest size unless something stops it.
    public static let largestCategory = ContentSizeCategory.accessibilityExtraExtraExtraLarge

    /// The audit's rules that say whether a screen stays usable as text grows: text cut off, content lost, overlapping
    /// or out of reach, controls too small, layouts that should adapt. Rules about VoiceOver (labels, rotors, traits,
    /// reading order) and about small text are other labels' and rules' business; `fixed-size-text` is the growth
    /// check's own (a fixed size is named there, with its cause).
    public static let usabilityRules: Set<RuleID> = [
        .textTruncated, .textBreaksWord, .contentClipped, .horizontalOverflow, .overlappingSiblings, .touchTargetTooSmall,
        .iconDoesNotScale, .contentNeedsScroll, .contentOutsideScroll, .rowTallerThanScreen, .stackMustFlip,
    ]

    /// `rules` with every rule that is not a usability rule turned off: what the label's audit runs.
    public static func auditRules(_ rules: RuleConfiguration) -> RuleConfiguration {
        var out = rules
        out.disabled.formUnion(Set(RuleID.allCases).subtracting(usabilityRules))
        return out
    }

    /// A growth as the whole percentage reports write (body at AX5: 53 ÷ 17 = 3.118 → 312), rounded to the nearest
    /// percent, except that a growth just below the requirement never rounds up to it (1.996 is 199, never 200, so a
    /// report never shows a failing text at the required figure).
    public static func percent(_ growth: Double) -> Int {
        let p = (growth * 100).rounded()
        if growth < requiredGrowth - 1e-9, p >= requiredGrowth * 100 { return Int(requiredGrowth * 100) - 1 }
        return Int(p)
    }
}
