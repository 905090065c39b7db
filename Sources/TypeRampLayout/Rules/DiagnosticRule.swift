import TypeRampCore
import TypeRampDecoding

/// The stable id of every rule TypeRamp reports. Audits, baselines, suppressions and SARIF `ruleId`s refer to them
/// by their raw value; the order of the cases is the catalog's order (and the order of findings on one node).
public enum RuleID: String, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    case textTruncated = "text-truncated"
    case textBreaksWord = "text-breaks-word"
    case contentClipped = "content-clipped"
    case horizontalOverflow = "horizontal-overflow"
    case overlappingSiblings = "overlapping-siblings"
    case textBelowMinimumSize = "text-below-minimum-size"
    case touchTargetTooSmall = "touch-target-too-small"
    case missingGlyphs = "missing-glyphs"
    case fixedSizeText = "fixed-size-text"
    case iconDoesNotScale = "icon-does-not-scale"
    case unknownStyle = "unknown-style"
    case contentNeedsScroll = "content-needs-scroll"
    case contentOutsideScroll = "content-outside-scroll"
    case rowTallerThanScreen = "row-taller-than-screen"
    case stackMustFlip = "stack-must-flip"
    case stackFlipped = "stack-flipped"
    case missingLabel = "missing-label"
    case imageButtonWithoutLabel = "image-button-without-label"
    case headerWithoutTrait = "header-without-trait"
    case deadRotor = "dead-rotor"
    case gestureWithoutAlternative = "gesture-without-alternative"
    case modalWithoutFlag = "modal-without-flag"
    case labelValueSplit = "label-value-split"
    case readingOrderChanged = "reading-order-changed"

    public var description: String { rawValue }

    /// True for the rules about what VoiceOver sees (labels, traits, rotors, gestures, modality), as opposed to layout.
    public var isAccessibility: Bool {
        switch self {
        case .missingLabel, .imageButtonWithoutLabel, .headerWithoutTrait, .deadRotor, .gestureWithoutAlternative, .modalWithoutFlag,
            .labelValueSplit, .readingOrderChanged:
            return true
        default:
            return false
        }
    }

    /// What the rule's conclusion depends on among what a front end may have guessed (``GuessKind``): a finding on a node
    /// whose subtree has such a guess is reported as unverified information, not as a warning or error. A fixed-size font
    /// is fixed whatever the text; a missing label is missing whatever the text around it.
    public var guessesItDependsOn: Set<GuessKind> {
        switch self {
        case .fixedSizeText, .missingLabel, .imageButtonWithoutLabel, .gestureWithoutAlternative, .modalWithoutFlag, .deadRotor, .unknownStyle:
            return [.view]
        case .headerWithoutTrait: return [.view, .text]
        default: return Set(GuessKind.allCases)
        }
    }

    private static let order: [RuleID: Int] = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
    public static func < (a: RuleID, b: RuleID) -> Bool { order[a]! < order[b]! }
}

/// A rule's description: stable id, default severity, and what it means.
public struct DiagnosticRule: Hashable, Sendable {
    /// The stable id.
    public let id: RuleID
    /// The severity unless configured otherwise.
    public let severity: Severity
    /// One line on what it checks.
    public let summary: String
    /// Why it matters / what to do.
    public let help: String

    // MARK: - Layout
    public static let textTruncated = DiagnosticRule(
        id: .textTruncated, severity: .warning,
        summary: "Text is cut off at its line limit.",
        help: "HIG: keep truncation to a minimum as text grows; allow more lines (or 0) at larger sizes.")
    public static let textBreaksWord = DiagnosticRule(
        id: .textBreaksWord, severity: .warning,
        summary: "A word is wider than its line and breaks in the middle.",
        help: "Give the text more width (stack it vertically at large sizes) or a smaller maximum size.")
    public static let contentClipped = DiagnosticRule(
        id: .contentClipped, severity: .error,
        summary: "Content is larger than a fixed frame and is cut off.",
        help: "Use a minimum instead of a fixed size, or scale the frame with scaledValue(for:).")
    public static let horizontalOverflow = DiagnosticRule(
        id: .horizontalOverflow, severity: .error,
        summary: "Content extends beyond the screen's width.",
        help: "Let the stack flip to vertical, or allow the text to wrap.")
    public static let overlappingSiblings = DiagnosticRule(
        id: .overlappingSiblings, severity: .error,
        summary: "Two siblings in a stack overlap.",
        help: "The stack's children need more room than it has; flip it or let its text wrap.")
    public static let textBelowMinimumSize = DiagnosticRule(
        id: .textBelowMinimumSize, severity: .warning,
        summary: "Text is smaller than the platform's minimum legible size (iOS: 11 pt).",
        help: "HIG minimum sizes: iOS 11 pt, watchOS 12, tvOS 23, macOS 10. Set a minimumSize in the ramp.")
    public static let touchTargetTooSmall = DiagnosticRule(
        id: .touchTargetTooSmall, severity: .warning,
        summary: "A control is smaller than 44 × 44 pt.",
        help: "HIG: controls need a hit target of at least 44 × 44 pt; add content insets or a minimum frame.")
    public static let missingGlyphs = DiagnosticRule(
        id: .missingGlyphs, severity: .error,
        summary: "No font in the cascade has a character of the text.",
        help: "Add a font covering the script to the fallback cascade.")
    public static let fixedSizeText = DiagnosticRule(
        id: .fixedSizeText, severity: .warning,
        summary: "Text uses a fixed size that does not follow Dynamic Type.",
        help: "Map the style to a text style (relativeTo) so it scales with UIFontMetrics.")
    public static let unknownStyle = DiagnosticRule(
        id: .unknownStyle, severity: .error,
        summary: "Text names a style the type ramp does not define.",
        help: "Add the style to the ramp or fix the name.")
    public static let contentNeedsScroll = DiagnosticRule(
        id: .contentNeedsScroll, severity: .error,
        summary: "Content is taller than the screen and is not in a scroll view.",
        help: "Wrap the screen's content in a scroll view so it can grow with the text.")
    public static let rowTallerThanScreen = DiagnosticRule(
        id: .rowTallerThanScreen, severity: .warning,
        summary: "A list row is taller than the screen.",
        help: "Limit the row's text lines or move detail to another screen.")
    public static let stackMustFlip = DiagnosticRule(
        id: .stackMustFlip, severity: .warning,
        summary: "A horizontal stack's children no longer fit side by side.",
        help: "Make the stack adaptive (flip to vertical at the category where it stops fitting).")
    public static let stackFlipped = DiagnosticRule(
        id: .stackFlipped, severity: .information,
        summary: "An adaptive stack turned vertical.",
        help: "Informational: the layout adapted as designed.")
    public static let contentOutsideScroll = DiagnosticRule(
        id: .contentOutsideScroll, severity: .warning,
        summary: "Views outside a scroll view take most of the screen.",
        help: "Keep what grows with Dynamic Type inside the ScrollView or List; pin only small controls, with a dynamicTypeSize limit.")
    public static let iconDoesNotScale = DiagnosticRule(
        id: .iconDoesNotScale, severity: .warning,
        summary: "An icon of fixed size sits beside text that grows.",
        help: "HIG: scale glyphs with the text they accompany; use @ScaledMetric for the icon's frame or size an SF Symbol with the text's font.")

    // MARK: - Accessibility
    public static let missingLabel = DiagnosticRule(
        id: .missingLabel, severity: .error,
        summary: "An interactive element has no accessibility label.",
        help: "Give it an accessibilityLabel that says what it does.")
    public static let imageButtonWithoutLabel = DiagnosticRule(
        id: .imageButtonWithoutLabel, severity: .error,
        summary: "A button shows only an image and has no label.",
        help: "VoiceOver would read the image's file name or nothing; set an accessibilityLabel.")
    public static let headerWithoutTrait = DiagnosticRule(
        id: .headerWithoutTrait, severity: .warning,
        summary: "Text styled as a title is not marked as a header.",
        help: "Add the header trait so the headings rotor reaches it.")
    public static let deadRotor = DiagnosticRule(
        id: .deadRotor, severity: .error,
        summary: "A custom rotor entry is not an accessibility element (hidden, grouped away, or missing).",
        help: "Point the rotor at elements VoiceOver can focus.")
    public static let gestureWithoutAlternative = DiagnosticRule(
        id: .gestureWithoutAlternative, severity: .warning,
        summary: "An action is reachable only by a gesture.",
        help: "Offer an on-screen control or an accessibilityCustomAction for it.")
    public static let modalWithoutFlag = DiagnosticRule(
        id: .modalWithoutFlag, severity: .error,
        summary: "Content presented modally does not set accessibilityViewIsModal.",
        help: "Without it VoiceOver can wander behind the sheet or alert.")
    public static let labelValueSplit = DiagnosticRule(
        id: .labelValueSplit, severity: .warning,
        summary: "A visible label and the value it describes are separate VoiceOver stops.",
        help: "Group them into one element (element: true) or use the label as the value's accessibilityLabel.")

    // MARK: - Across categories
    public static let readingOrderChanged = DiagnosticRule(
        id: .readingOrderChanged, severity: .warning,
        summary: "VoiceOver reads two elements in a different order after a stack flips.",
        help: "A flip should move content, not change what it says. Give the container an explicit order (accessibility: { order: [...] }) "
            + "or group the elements so both layouts read the same.")

    /// Every rule, in catalog order.
    public static let all: [DiagnosticRule] = [
        textTruncated, textBreaksWord, contentClipped, horizontalOverflow, overlappingSiblings, textBelowMinimumSize,
        touchTargetTooSmall, missingGlyphs, fixedSizeText, iconDoesNotScale, unknownStyle, contentNeedsScroll, contentOutsideScroll,
        rowTallerThanScreen,
        stackMustFlip, stackFlipped, missingLabel, imageButtonWithoutLabel, headerWithoutTrait, deadRotor,
        gestureWithoutAlternative, modalWithoutFlag, labelValueSplit, readingOrderChanged,
    ]

    /// The rule with `id`.
    public static func named(_ id: RuleID) -> DiagnosticRule { all.first { $0.id == id }! }
    /// The rule whose id is spelled `text`, if any.
    public static func named(_ text: String) -> DiagnosticRule? { RuleID(rawValue: text).map(named) }
}
