import TypeRampCore

/// Fixes said in SwiftUI for findings whose node was written in Swift (the Swift-source importer), where the screens
/// format's words (`flipAt`, `scaledMetric:`, `lines: 0`) would mean nothing to the reader. Each is the SwiftUI change
/// that the screens-format fix corresponds to; rules without an entry keep their own wording.
enum SwiftSuggestions {
    static let byRule: [RuleID: String] = [
        .textTruncated: "let it wrap: remove .lineLimit(1), or give a range (.lineLimit(1...3)) that grows at larger sizes",
        .textBreaksWord: "give the text more width, or limit how large it grows with .dynamicTypeSize(...DynamicTypeSize.xxxLarge)",
        .contentClipped: "use .frame(minWidth:minHeight:) instead of a fixed size, or take the length from an @ScaledMetric property",
        .touchTargetTooSmall:
            "make the hit area 44 × 44 pt: .frame(minWidth: 44, minHeight: 44) on the label with .contentShape(Rectangle()), or a bordered button style",
        .fixedSizeText: "use a text style (.font(.title)) or .font(.custom(_:size:relativeTo:)) so it follows Dynamic Type",
        .contentNeedsScroll: "wrap the content in a ScrollView",
        .stackMustFlip:
            "let it become vertical when it no longer fits: ViewThatFits { HStack { … }; VStack { … } }, or AnyLayout(VStackLayout()) when dynamicTypeSize.isAccessibilitySize",
        .headerWithoutTrait: "add .accessibilityAddTraits(.isHeader)",
        .missingLabel: "add .accessibilityLabel(\"…\")",
        .imageButtonWithoutLabel: "give it a title: Button(\"…\", systemImage: …) with .labelStyle(.iconOnly), or .accessibilityLabel(\"…\")",
        .gestureWithoutAlternative: "use a Button, or add .accessibilityAction(named:) for the gesture",
        .modalWithoutFlag: "add .accessibilityAddTraits(.isModal)",
        .labelValueSplit: "group them with .accessibilityElement(children: .combine)",
        .readingOrderChanged:
            "keep both layouts reading the same: .accessibilityElement(children: .combine) on the row, or .accessibilitySortPriority",
        .rowTallerThanScreen: "limit the row's text with .lineLimit or show the detail on another screen",
    ]

    /// The suggestion for a finding of `rule` at `location`: the SwiftUI wording when the node was written in Swift.
    static func suggestion(_ rule: RuleID, _ original: String?, at location: SourceLocation?) -> String? {
        guard let location, location.file.hasSuffix(".swift"), original != nil, let swift = byRule[rule] else { return original }
        return swift
    }
}
