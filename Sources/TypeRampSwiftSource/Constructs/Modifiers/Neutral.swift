import SwiftSyntax
import TypeRampDecoding

/// Modifiers that change nothing TypeRamp measures or checks (colours, shapes, animation, behaviour, data flow): ignored
/// without a note.
enum NeutralModifier: ModifierConstruct {
    static let names = [
        // Colour and drawing
        "foregroundColor", "foregroundStyle", "tint", "accentColor", "shadow", "opacity", "border", "fill",
        "stroke", "strokeBorder", "trim", "inset", "blendMode", "brightness", "saturation", "grayscale", "blur", "contrast", "colorInvert",
        "colorMultiply",
        "hueRotation", "luminanceToAlpha", "drawingGroup", "compositingGroup", "symbolRenderingMode", "symbolVariant", "symbolEffect",
        "renderingMode", "interpolation", "antialiased", "preferredColorScheme", "colorScheme", "containerBackground", "listRowBackground",
        "listRowSeparator", "listRowSeparatorTint", "listSectionSeparator", "listSectionSeparatorTint", "scrollContentBackground",
        "presentationBackground", "backgroundStyle", "glassEffect", "widgetAccentable", "backwardWidgetAccentedRenderingMode",
        "backwardWidgetFullColorRenderingMode", "unredacted", "privacySensitive", "activityBackgroundTint", "rotation",
        "rotationEffect", "rotation3DEffect", "scaleEffect", "transformEffect", "projectionEffect", "contentShape", "hoverEffect",
        "containerShape", "edgesIgnoringSafeArea", "ignoresSafeArea", "zIndex", "badge", "badgeProminence", "headerProminence", "imageScale",
        "scaledToFit", "scaledToFill", "aspectRatio", "resizable", "gridColumnAlignment", "monospacedDigit", "monospaced", "textCase", "kerning",
        "tracking",
        "baselineOffset", "strikethrough", "underline", "allowsTightening", "lineSpacing", "flipsForRightToLeftLayoutDirection", "textSelection",
        // Behaviour, data flow and lifecycle
        "onAppear", "onDisappear", "task", "onChange", "onSubmit", "onReceive", "refreshable", "animation", "transition", "transaction",
        "keyboardType", "textContentType", "autocapitalization", "textInputAutocapitalization", "autocorrectionDisabled",
        "disableAutocorrection", "submitLabel", "navigationDestination", "tag", "focused", "focusable", "focusedValue", "focusedSceneValue",
        "focusScope", "prefersDefaultFocus", "searchable", "searchFocused", "searchSuggestions", "searchScopes", "searchPresentationToolbarBehavior",
        "listSectionIndexVisibility", "sectionIndexLabel", "scrollIndicators",
        "scrollDismissesKeyboard",
        "scrollTargetBehavior", "scrollTargetLayout", "scrollPosition", "scrollBounceBehavior", "scrollClipDisabled", "scrollDisabled",
        "defaultScrollAnchor", "contentMargins", "matchedGeometryEffect", "matchedTransitionSource", "navigationTransition", "geometryGroup",
        "contentTransition", "sensoryFeedback", "onOpenURL", "handlesExternalEvents", "onContinueUserActivity", "userActivity", "widgetURL",
        "help", "keyboardShortcut", "onHover", "onDrag", "onDrop", "draggable", "dropDestination", "onDelete",
        "onMove", "onInsert", "selectionDisabled", "onKeyPress", "onPreferenceChange", "preference", "anchorPreference", "transformPreference",
        "onGeometryChange", "layoutValue", "gridCellAnchor",
        "coordinateSpace", "alignmentGuide", "allowsHitTesting", "navigationBarBackButtonHidden", "navigationBarHidden", "statusBarHidden",
        "statusBar", "persistentSystemOverlays", "presentationDetents", "presentationDragIndicator", "presentationCornerRadius",
        "presentationContentInteraction", "presentationBackgroundInteraction", "presentationCompactAdaptation", "presentationSizing",
        "interactiveDismissDisabled", "allowedDynamicRange",
        "fileImporter", "fileExporter", "fileMover", "photosPicker", "quickLookPreview", "translationTask", "translationPresentation",
        "onTapGesture_", "modelContainer", "environmentObject_", "previewLayout",
        "previewDisplayName", "previewDevice", "previewInterfaceOrientation", "previewContext", "previewTrait", "tabItem", "tabViewStyle",
        "navigationViewStyle", "navigationSplitViewStyle", "navigationSplitViewColumnWidth", "textFieldStyle", "datePickerStyle",
        "progressViewStyle", "gaugeStyle", "menuStyle", "indexViewStyle", "groupBoxStyle", "disclosureGroupStyle", "labeledContentStyle",
        "controlGroupStyle", "menuOrder", "menuIndicator", "listRowSpacing", "listSectionSpacing", "listItemTint",
        "defaultAppStorage", "onContinuousHover", "onLongPressGesture_", "exclusiveGesture", "onScrollGeometryChange", "onScrollPhaseChange",
        "scrollTransition", "visualEffect", "typesettingLanguage", "speechAnnounce", "speechSpellsOutCharacters", "accessibilityIdentifier_",
        "accessibilityShowsLargeContentViewer", "accessibilityRespondsToUserInteraction", "accessibilityChildren", "accessibilityRepresentation",
        "accessibilityFocused", "accessibilityAddTraits_", "accessibilityCustomContent", "accessibilityLinkedGroup", "accessibilityTextContentType",
        "accessibilityHeading_", "accessibilityZoomAction", "accessibilityScrollAction", "accessibilityAdjustableAction", "accessibilityDirectTouch",
        "accessibilityActivationPoint", "labelsHidden", "chartLegend", "chartXAxis", "chartYAxis", "chartXScale", "chartYScale",
        "chartForegroundStyleScale", "chartPlotStyle", "chartXSelection", "chartYSelection", "defaultFocus", "focusEffectDisabled", "chartOverlay",
        "chartBackground", "mapStyle", "mapControls", "introspect",
        "widgetAccentedRenderingMode", "widgetLabel", "containerBackgroundRemovable", "_statusBarHidden", "navigationSubtitle",
        "isDetailLink", "equatable", "deleteDisabled", "moveDisabled", "popoverTip", "scrollEdgeEffectStyle", "backgroundExtensionEffect",
        "tabBarMinimizeBehavior", "toolbarTitleMenu", "searchCompletion", "scrollIndicatorsFlash",
        // StoreKit's data tasks and purchase callbacks
        "storeProductTask", "storeProductsTask", "subscriptionStatusTask", "currentEntitlementTask", "onInAppPurchaseStart",
        "onInAppPurchaseCompletion", "inAppPurchaseOptions",
        // iOS 15's first name of a bordered button's prominence (a fill, not a size)
        "controlProminence",
        // Other modules' effects and instrumentation that draw or measure, never lay out: Pow's change effects, Sentry's
        // traced views
        "changeEffect", "conditionalEffect", "sentryTrace",
        // WhatsNewKit's sheet, presented over the view by the package when there is news: no content of the view's own
        "whatsNewSheet",
    ]
    /// A view given a list row's background or separator (`.listRowBackground`, `.listRowSeparator`) is a row of a `List`
    /// or `Form`, wherever the view is audited (a section the app composes into its list): a button or navigation link
    /// there is drawn as the row, its whole width the hit target.
    static func environment(_ m: ModifierCall, _ env: inout Environment) {
        if m.name.hasPrefix("listRow") { env.inList = true }
        // `.labelsHidden()`: the controls inside draw no label; their label stays what VoiceOver reads.
        if m.name == "labelsHidden" { env.labelsHidden = true }
    }

    static let documentation = ConstructDocumentation(
        swift: "colours, shapes, animation, behaviour, data flow (`foregroundStyle`, `tint`, `shadow`, `onAppear`, `task`, …)",
        screens: "nothing", notes: "ignored without a note; any other modifier is ignored with a note")
    static let examples = [ConstructExample(swift: #"Text("A").foregroundStyle(.secondary).onAppear { }"#, screens: "text: A\nstyle: body\n")]
}
