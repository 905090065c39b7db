/// The screens format's node kinds: the key that names what a node is (`text: Hello`, `vstack: [...]`).
///
/// Defined once and shared by the decoder (TypeRampLayout) and the Swift importer (TypeRampSwiftSource), so the importer
/// cannot write a kind or a key the decoder rejects. docs/layout.md describes each kind.
public enum ScreenKind: String, CaseIterable, Sendable, Hashable {
    case text, image, icon, symbol, label, button, hstack, vstack, stack, zstack, spacer, divider, list, scroll, viewThatFits, grid
    case lazyVGrid
    /// `if: ax1...` with `then:` and `else:`: a view shown in a range of categories.
    case conditional = "if"
    case labeledContent, navigation
    // The standard controls (`ControlKind` in TypeRampLayout).
    case toggle, stepper, picker, textField, secureField, link, menu, progress, slider, segmented

    /// The controls among the kinds.
    public static let controls: [ScreenKind] = [
        .toggle, .stepper, .picker, .textField, .secureField, .link, .menu, .progress, .slider, .segmented,
    ]

    /// The keys a node of this kind takes besides the common ones.
    public var properties: [ScreenKey] {
        switch self {
        case .text: return [.style, .lines, .mode, .alignment, .minimumScaleFactor]
        case .image: return [.size, .width, .height]
        case .icon: return [.size, .relativeTo, .maximum]
        case .button: return [.style, .systemImage, .iconSize, .insets, .lines, .buttonStyle]
        case .hstack: return [.spacing, .alignment, .alignmentWhenVertical, .distribution, .flipAt]
        case .vstack: return [.spacing, .alignment, .distribution]
        case .stack: return [.axis, .flipAt, .spacing, .alignment, .alignmentWhenVertical, .distribution]
        case .spacer, .divider: return []
        case .list: return [.style, .margins, .minimumRowHeight, .estimatedRowHeight, .separators]
        case .scroll: return [.axis, .spacing, .alignment]
        case .symbol: return [.style, .scale]
        case .label: return [.systemImage, .style, .lines]
        case .zstack: return [.alignment]
        case .viewThatFits: return [.axes]
        case .grid: return [.spacing, .horizontalSpacing, .verticalSpacing, .alignment]
        case .lazyVGrid: return [.columns, .spacing, .columnSpacing, .rowSpacing]
        case .conditional: return [.then, .else]
        case .labeledContent: return [.value, .content, .style]
        case .navigation: return [.title, .titleDisplayMode]
        case .toggle, .stepper, .picker, .textField, .secureField, .link, .menu, .progress, .slider, .segmented: return [.value, .style]
        }
    }
}

/// Every key of a node in the screens format besides its kind: kind properties, common keys and modifiers.
public enum ScreenKey: String, CaseIterable, Sendable, Hashable {
    // Kind properties.
    case style, lines, mode, alignment, minimumScaleFactor, size, width, height, relativeTo, maximum, systemImage, iconSize, insets
    case buttonStyle, spacing, alignmentWhenVertical, distribution, flipAt, axis, margins, minimumRowHeight, estimatedRowHeight
    case separators, scale, axes, horizontalSpacing, verticalSpacing, columns, columnSpacing, rowSpacing, then
    case `else`, value, content, title, titleDisplayMode
    // Common keys.
    case id, tags, accessibility, suppress, source, dynamicTypeSize, layoutPriority, scaledMetric, description
    /// Where the node is written, as an identity that does not move when code elsewhere does (the Swift importer's
    /// `Type.member/Container/View(argument)`): findings and baselines are keyed by it.
    case anchor
    /// What a front end could not read and made up (`text`, `font`, `size`, `view`): rules report conclusions that depend
    /// on it as unverified information, not as warnings or errors.
    case guessed
    /// `.listRowInsets(_:)`: the margins of the list row (or section header or footer) the node is, in place of the
    /// list's; on a node that is no entry of a list it changes nothing, as in SwiftUI.
    case listRowInsets
    // Modifiers, applied in the order they are written (`hidden`: SwiftUI's `.hidden()`, the view drawn invisible and
    // taking no taps, its space kept, and hidden from VoiceOver).
    case padding, frame, fixedSize, overlay, background, clipped, hidden

    /// The keys every kind takes.
    public static let common: [ScreenKey] =
        [
            .id, .tags, .accessibility, .suppress, .source, .dynamicTypeSize, .layoutPriority, .scaledMetric, .description, .guessed, .anchor,
            .listRowInsets,
            // On a view that is not a `button`: it is a button's composed label, drawn by that style.
            .buttonStyle,
        ] + modifiers

    /// The values `buttonStyle` takes: SwiftUI's built-in button styles (TypeRampLayout's `ButtonStyleKind`).
    public static let buttonStyles = ["automatic", "borderless", "plain", "link", "bordered", "borderedProminent"]

    /// The modifiers: keys that wrap the node, in the order they are written.
    public static let modifiers: [ScreenKey] = [.padding, .frame, .fixedSize, .overlay, .background, .clipped, .hidden]

    /// The values `alignment` takes on a `vstack` or an `hstack` (TypeRampLayout's `StackAlignment`).
    public static let stackAlignments = ["leading", "center", "trailing", "fill", "firstBaseline", "lastBaseline"]

    /// The values `alignment` takes on a `zstack`, a `grid`, a `frame`, an `overlay` and a `background`: SwiftUI's
    /// `Alignment` constants (TypeRampLayout's `BoxAlignment`), the text-baseline ones (iOS 16) included.
    public static let boxAlignments = [
        "center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing",
        "leadingFirstTextBaseline", "centerFirstTextBaseline", "trailingFirstTextBaseline",
        "leadingLastTextBaseline", "centerLastTextBaseline", "trailingLastTextBaseline",
    ]
}

/// What a screen's `component:` says about where the app shows it, when a front end knows (the Swift importer writes
/// these; the audit reads them).
public enum ComponentRemark {
    /// Ends the component of a view shown inside one that makes one accessibility element with actions of its own.
    public static let insideActionsElement = ", one accessibility element with its own actions"
    /// The component of a view that no code in the given files makes (no call, no preview): code the app may never show
    /// (left over, or made by a module TypeRamp was not given).
    public static let notMade = "not made by any code in the given files"
    /// The component of a view the app presents only while a pointer hovers (a popover an `.onHover` handler opens): an
    /// iPhone, which has no pointer, never shows it.
    public static let hoverOnly = "presented only while a pointer hovers (an iPhone has none)"
    /// The component of a preview of a widget's view (one that reads `\.widgetFamily`) drawn without a widget family
    /// (`#Preview { WidgetView(…) }`, no `as:`): the app draws it only in a widget's box, never at the screen's size.
    public static let widgetOutsideBox = "a widget's view previewed outside a widget's box"
}

/// What a front end guessed about a node (the screens format's `guessed:` list).
public enum GuessKind: String, CaseIterable, Sendable, Hashable, Comparable {
    /// The text is (partly) a placeholder: the source does not give it.
    case text
    /// The font could not be read (laid out as body).
    case font
    /// A length (a fixed font's size, a frame, a padding) could not be read.
    case size
    /// The view itself could not be read: a placeholder of unknown size stands for it.
    case view
    /// The node is written in code only previews run (a `#Preview` body, a `PreviewProvider`, a view only they use):
    /// the app does not show it. Any finding on it is unverified.
    case preview
    /// The node and its subtree are drawn as a loading placeholder (`.redacted(reason: .placeholder)`): its text is grey
    /// bars. Any finding on it or below it is unverified.
    case placeholder
    /// The node is written in a view only menus or toolbars show (`.contextMenu { MovieMenu() }`, `Menu { MovieMenu() }`,
    /// `ToolbarItem { CancelButton() }`): iOS draws a menu's items as its own rows and a toolbar's as bar buttons, not as
    /// the view is written. Any finding on it is unverified.
    case menu
    /// The node is written in a view the app renders to a picture (`ImageRenderer(content:)`, a `.snapshot()`) to share
    /// or export: Dynamic Type and VoiceOver do not reach the picture. Any finding on it is unverified.
    case artwork
    /// The node is written in a file for another platform (a watch app's folder) and an iPhone screen shows
    /// it, as a picture of that platform's screen at that platform's sizes (a complication editor's watch face). Any
    /// finding on it is unverified.
    case otherPlatform
    /// The node is written where only an iPad shows it (the branch of `if UIDevice.current.userInterfaceIdiom == .pad`,
    /// or a view only such branches show: an iPad's sidebar settings): TypeRamp audits iPhones, which never show it. Any
    /// finding on it is unverified.
    case otherDevice
    /// The node is written in code only debug builds compile (a `#if DEBUG` clause, or a view only such code shows: a
    /// developer menu): the App Store build does not have it. Any finding on it is unverified.
    case debug
    /// The node is drawn moved by an amount the code computes at run time (`.offset(x: dragOffset)`: a pager's page, a
    /// drag): where it is drawn is not where it is laid out. Findings about where it is drawn (beyond the screen,
    /// clipped, overlapping) on it or below it are unverified; the others stand.
    case moved

    public static func < (a: GuessKind, b: GuessKind) -> Bool { a.rawValue < b.rawValue }
}
