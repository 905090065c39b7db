import TypeRampCore
import TypeRampMetrics

/// `icon-does-not-scale`: an icon pinned to a fixed size (`.frame(width: 20, height: 20)` around an image, or an image of
/// fixed size) beside text that grows with Dynamic Type, so the icon looks ever smaller next to its text.
///
/// It fires when a text in the same horizontal stack is drawn at a font size at least 1.5 times the icon's height. An SF
/// Symbol sized by its font (`Image(systemName:)` with `.font`), an `@ScaledMetric` length or a `scaledMetric` node keeps
/// up and is never reported.
public struct IconDoesNotScaleRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .iconDoesNotScale }

    /// The font size, as a multiple of the icon's height, from which the icon is reported.
    public static let ratio: Double = 1.5

    /// The largest side of a fixed frame or image read as an icon, in points (larger ones are pictures).
    static let largestIcon: Points = 64

    public func check(_ input: RuleInput) -> [Diagnostic] {
        let tree = input.tree
        var out: [Diagnostic] = []
        for id in input.placed([.frame, .image]) {
            guard let side = fixedIconHeight(id, tree), let stack = enclosingStack(id, tree),
                input.solved[stack].axis.map({ $0.axis == .horizontal }) ?? isHorizontal(tree[stack])
            else { continue }
            if tree.kind(id) == .image, let parent = tree.parent(id), tree.kind(parent) == .frame, fixedIconHeight(parent, tree) != nil { continue }
            let siblings = tree.subtree(stack).filter { !tree.isDescendant($0, of: id) && $0 != id }
            guard
                let text = siblings.compactMap({ s -> SolvedText? in
                    guard let t = input.solved.nodes[s.index].text, t.scales, input.solved[s].isPlaced else { return nil }
                    return t
                }).max(by: { $0.fontSize < $1.fontSize }), text.fontSize >= side * IconDoesNotScaleRule.ratio
            else { continue }
            let style = text.textStyle?.swiftUIName ?? "body", yamlStyle = text.textStyle?.rawValue ?? "body"
            let size = formatDecimal(side)
            out.append(
                input.finding(
                    descriptor, id,
                    "the icon stays \(size) pt while \(quoted(text.string)) beside it is drawn at \(formatDecimal(text.fontSize)) pt",
                    fix: RuleFix(
                        screens:
                            "scale the icon with its text: @ScaledMetric(relativeTo: .\(style)) var iconSize = \(size) and .frame(width: iconSize, height: iconSize) (YAML: scaledMetric: \(yamlStyle)), or size an SF Symbol with .font",
                        swiftUI:
                            "scale the icon with its text: @ScaledMetric(relativeTo: .\(style)) var iconSize = \(size) and .frame(width: iconSize, height: iconSize), or size an SF Symbol with .font"
                    )))
        }
        return out
    }

    /// The fixed height of an icon node: a frame of fixed width and height around an image, or a fixed-size image; nil when
    /// the node is not an icon or its lengths scale.
    func fixedIconHeight(_ id: NodeID, _ tree: LayoutTree) -> Points? {
        let node = tree[id]
        guard node.lengthsRelativeTo == nil else { return nil }
        switch node.kind {
        case .frame(let spec, let child):
            guard let w = spec.width, let h = spec.height, w <= IconDoesNotScaleRule.largestIcon, h <= IconDoesNotScaleRule.largestIcon,
                child.lengthsRelativeTo == nil
            else { return nil }
            guard case .image(let image) = child.kind else { return nil }
            // A symbol that is not resizable is drawn at its font's size whatever the frame offers (SwiftUI centres it in
            // the frame and lets it overflow): with a font that scales, the glyph grows with its text and only its slot
            // is fixed.
            if case .symbol(let style, _) = image.sizing, IconDoesNotScaleRule.scales(style) { return nil }
            return h
        case .image(let image):
            if case .fixed(let size) = image.sizing, size.height <= IconDoesNotScaleRule.largestIcon { return size.height }
            return nil
        default: return nil
        }
    }

    /// Whether text set in `style` grows with Dynamic Type: every style but a fixed point size (a ramp's style is taken to,
    /// as most do; a fixed one is `fixed-size-text`'s finding).
    static func scales(_ style: StyleReference) -> Bool {
        switch style {
        case .fixed: return false
        case .italicized(let inner): return scales(inner)
        case .ramp, .textStyle, .scaled: return true
        }
    }

    /// The stack the icon is a child of (through padding and frames).
    func enclosingStack(_ id: NodeID, _ tree: LayoutTree) -> NodeID? {
        var current = tree.parent(id)
        while let c = current {
            switch tree.kind(c) {
            case .hstack, .vstack, .stack: return c
            case .padding, .frame, .overlay, .background, .fixedSize: current = tree.parent(c)
            default: return nil
            }
        }
        return nil
    }

    func isHorizontal(_ node: Node) -> Bool {
        if case .stack(let s) = node.kind, case .horizontal = s.axis { return true }
        return false
    }
}

extension RuleID {
    /// `icon-does-not-scale`: an icon of fixed size beside text that grows.
    public static let iconDoesNotScale = RuleID(declaring: "icon-does-not-scale")
}

extension DiagnosticRule {
    /// `icon-does-not-scale`: an icon of fixed size beside text that grows.
    public static let iconDoesNotScale = DiagnosticRule(
        id: .iconDoesNotScale, severity: .warning, kind: .layout,
        summary: "An icon of fixed size sits beside text that grows.",
        help: "HIG: scale glyphs with the text they accompany; use @ScaledMetric for the icon's frame or size an SF Symbol with the text's font.",
        rationale:
            "Apple's HIG (SF Symbols, Typography) asks that a glyph beside text scale with it: at accessibility sizes a 20 pt "
            + "icon next to 53 pt text is too small to recognise and no longer reads as the text's icon. A warning.",
        swiftUI:
            "An `Image(systemName:)` without `.resizable()` is sized by its font and scales with it, in a fixed frame too (the "
            + "frame fixes only its slot; the glyph is drawn at the font's size); a `.resizable()` image in "
            + "`.frame(width: 20, height: 20)` stays 20 pt. `@ScaledMetric(relativeTo:)` lengths scale as the text style does "
            + "and are not reported.",
        thresholds: [
            RuleThreshold(
                value: IconDoesNotScaleRule.ratio, unit: "×", reason: "the text's font size as a multiple of the icon's height",
                name: "ratio", isTunable: false),
            RuleThreshold(
                value: IconDoesNotScaleRule.largestIcon, unit: "pt", reason: "a fixed frame or image larger than this is a picture, not an icon",
                name: "largest icon", isTunable: false),
        ],
        fix: RuleFix(
            screens: "scale the icon with its text (scaledMetric: the text's style), or size an SF Symbol with the text's font",
            swiftUI:
                "scale the icon with its text: @ScaledMetric(relativeTo: .body) var iconSize = 20 and .frame(width: iconSize, height: iconSize), or size an SF Symbol with .font"
        ),
        examples: [
            .screens(
                "hstack:\n  - ↓image: bell\n    size: 20\n  - text: Notifications",
                "A 20 pt image beside body text, drawn at 30 pt and more from accessibilityLarge on."),
            .screens(
                "hstack:\n  - image: bell\n    size: 20\n    scaledMetric: body\n  - text: Notifications",
                "The image's size scales as body does."),
            .screens("hstack:\n  - symbol: bell\n  - text: Notifications", "An SF Symbol sized by the text's font scales with it."),
            .swiftUI(
                """
                HStack {
                    ↓Image(systemName: "bell").resizable().frame(width: 20, height: 20)
                    Text("Notifications")
                }
                """,
                "A resizable symbol in a fixed 20 pt frame beside body text."),
            .swiftUI(
                """
                import SwiftUI

                struct Row: View {
                    @ScaledMetric(relativeTo: .body) var side = 20
                    var body: some View {
                        HStack {
                            Image(systemName: "bell").resizable().frame(width: side, height: side)
                            Text("Notifications")
                        }
                    }
                }
                """,
                "@ScaledMetric grows the frame as body grows."),
            .swiftUI(
                """
                HStack {
                    Image(systemName: "bell")
                    Text("Notifications")
                }
                """,
                "A symbol without resizable() takes its size from the font."),
            .swiftUI(
                """
                HStack {
                    Image(systemName: "checkmark").frame(width: 20, height: 20)
                    Text("Copied!")
                }
                """,
                "Not resizable, the symbol is drawn at the font's size and grows with it: the 20 pt frame fixes only its slot."),
        ])
}
