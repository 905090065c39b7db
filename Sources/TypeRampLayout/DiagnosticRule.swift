import TypeRampCore

/// A rule that can produce diagnostics: stable id, default severity, and what it means.
///
/// Ids are stable: audits, baselines, suppressions and SARIF `ruleId`s refer to them.
public struct DiagnosticRule: Hashable, Sendable {
    /// The stable id.
    public let id: String
    /// The severity unless configured otherwise.
    public let severity: Severity
    /// One line on what it checks.
    public let summary: String
    /// Why it matters / what to do.
    public let help: String

    // MARK: - Layout
    public static let textTruncated = DiagnosticRule(id: "text-truncated", severity: .warning,
        summary: "Text is cut off at its line limit.",
        help: "HIG: keep truncation to a minimum as text grows; allow more lines (or 0) at larger sizes.")
    public static let textBreaksWord = DiagnosticRule(id: "text-breaks-word", severity: .warning,
        summary: "A word is wider than its line and breaks in the middle.",
        help: "Give the text more width (stack it vertically at large sizes) or a smaller maximum size.")
    public static let contentClipped = DiagnosticRule(id: "content-clipped", severity: .error,
        summary: "Content is larger than a fixed frame and is cut off.",
        help: "Use a minimum instead of a fixed size, or scale the frame with scaledValue(for:).")
    public static let horizontalOverflow = DiagnosticRule(id: "horizontal-overflow", severity: .error,
        summary: "Content extends beyond the screen's width.",
        help: "Let the stack flip to vertical, or allow the text to wrap.")
    public static let overlappingSiblings = DiagnosticRule(id: "overlapping-siblings", severity: .error,
        summary: "Two siblings in a stack overlap.",
        help: "The stack's children need more room than it has; flip it or let its text wrap.")
    public static let textBelowMinimumSize = DiagnosticRule(id: "text-below-minimum-size", severity: .warning,
        summary: "Text is smaller than the platform's minimum legible size (iOS: 11 pt).",
        help: "HIG minimum sizes: iOS 11 pt, watchOS 12, tvOS 23, macOS 10. Set a minimumSize in the ramp.")
    public static let touchTargetTooSmall = DiagnosticRule(id: "touch-target-too-small", severity: .warning,
        summary: "A control is smaller than 44 × 44 pt.",
        help: "HIG: controls need a hit target of at least 44 × 44 pt; add content insets or a minimum frame.")
    public static let missingGlyphs = DiagnosticRule(id: "missing-glyphs", severity: .error,
        summary: "No font in the cascade has a character of the text.",
        help: "Add a font covering the script to the fallback cascade.")
    public static let fixedSizeText = DiagnosticRule(id: "fixed-size-text", severity: .warning,
        summary: "Text uses a fixed size that does not follow Dynamic Type.",
        help: "Map the style to a text style (relativeTo) so it scales with UIFontMetrics.")
    public static let unknownStyle = DiagnosticRule(id: "unknown-style", severity: .error,
        summary: "Text names a style the type ramp does not define.",
        help: "Add the style to the ramp or fix the name.")
    public static let contentNeedsScroll = DiagnosticRule(id: "content-needs-scroll", severity: .error,
        summary: "Content is taller than the screen and is not in a scroll view.",
        help: "Wrap the screen's content in a scroll view so it can grow with the text.")
    public static let rowTallerThanScreen = DiagnosticRule(id: "row-taller-than-screen", severity: .warning,
        summary: "A list row is taller than the screen.",
        help: "Limit the row's text lines or move detail to another screen.")
    public static let stackMustFlip = DiagnosticRule(id: "stack-must-flip", severity: .warning,
        summary: "A horizontal stack's children no longer fit side by side.",
        help: "Make the stack adaptive (flip to vertical at the category where it stops fitting).")
    public static let stackFlipped = DiagnosticRule(id: "stack-flipped", severity: .information,
        summary: "An adaptive stack turned vertical.",
        help: "Informational: the layout adapted as designed.")

    // MARK: - Accessibility
    public static let missingLabel = DiagnosticRule(id: "missing-label", severity: .error,
        summary: "An interactive element has no accessibility label.",
        help: "Give it an accessibilityLabel that says what it does.")
    public static let imageButtonWithoutLabel = DiagnosticRule(id: "image-button-without-label", severity: .error,
        summary: "A button shows only an image and has no label.",
        help: "VoiceOver would read the image's file name or nothing; set an accessibilityLabel.")
    public static let headerWithoutTrait = DiagnosticRule(id: "header-without-trait", severity: .warning,
        summary: "Text styled as a title is not marked as a header.",
        help: "Add the header trait so the headings rotor reaches it.")
    public static let deadRotor = DiagnosticRule(id: "dead-rotor", severity: .error,
        summary: "A custom rotor entry is not an accessibility element (hidden, grouped away, or missing).",
        help: "Point the rotor at elements VoiceOver can focus.")
    public static let gestureWithoutAlternative = DiagnosticRule(id: "gesture-without-alternative", severity: .warning,
        summary: "An action is reachable only by a gesture.",
        help: "Offer an on-screen control or an accessibilityCustomAction for it.")
    public static let modalWithoutFlag = DiagnosticRule(id: "modal-without-flag", severity: .error,
        summary: "Content presented modally does not set accessibilityViewIsModal.",
        help: "Without it VoiceOver can wander behind the sheet or alert.")
    public static let labelValueSplit = DiagnosticRule(id: "label-value-split", severity: .warning,
        summary: "A visible label and the value it describes are separate VoiceOver stops.",
        help: "Group them into one element (element: true) or use the label as the value's accessibilityLabel.")

    /// Every rule the solver and the accessibility model can report.
    public static let all: [DiagnosticRule] = [
        textTruncated, textBreaksWord, contentClipped, horizontalOverflow, overlappingSiblings, textBelowMinimumSize,
        touchTargetTooSmall, missingGlyphs, fixedSizeText, unknownStyle, contentNeedsScroll, rowTallerThanScreen,
        stackMustFlip, stackFlipped, missingLabel, imageButtonWithoutLabel, headerWithoutTrait, deadRotor,
        gestureWithoutAlternative, modalWithoutFlag, labelValueSplit,
    ]

    /// The rule with `id`.
    public static func named(_ id: String) -> DiagnosticRule? { all.first { $0.id == id } }
}
