import TypeRampCore
import TypeRampMetrics

/// `touch-target-too-small`: a button smaller than the hit target (HIG: 44 × 44 pt, or the threshold set).
///
/// SwiftUI's bordered button styles (`.bordered`, `.borderedProminent`) are drawn by the system, which sizes their hit
/// area itself: they are not measured. Every other button, and every view that is a button's composed label
/// (``Node/buttonStyle``), is measured by its frame, grown by the frames that wrap it. A button of zero width or height is
/// not measured: it draws nothing to tap.
public struct TouchTargetTooSmallRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .touchTargetTooSmall }

    /// The HIG's minimum hit target, in points a side: the default of the rule's threshold and of
    /// ``LayoutThresholds/touchTarget``.
    public static let minimumSide: Points = 44

    /// How much smaller than the target a side may be before it is reported, in points (rounding).
    static let tolerance: Points = 0.001

    /// The button styles whose hit area the system draws and sizes: not measured.
    static let systemSized: Set<ButtonStyleKind> = [.bordered, .borderedProminent]

    public func check(_ input: RuleInput) -> [Diagnostic] {
        let target = input.solved.thresholds.touchTarget
        let side = formatDecimal(target)
        return TouchTargetTooSmallRule.buttons(input).compactMap { id in
            let n = input.solved[id]
            if let style = TouchTargetTooSmallRule.style(id, input.tree), TouchTargetTooSmallRule.systemSized.contains(style) {
                return nil
            }
            // A disabled button (`.disabled(true)`: the `notEnabled` trait, on it or a view it sits in) cannot be tapped:
            // its size is no target anyone aims at.
            if TouchTargetTooSmallRule.isDisabled(id, input.tree) { return nil }
            // A button whose label is only a spinner (`if isLoading { ProgressView() } else { Text("Play") }`) is a
            // loading state standing where the button will be: nobody aims at it, and its size is not the button's.
            if TouchTargetTooSmallRule.showsOnlyASpinner(id, input.tree) { return nil }
            let area = TouchTargetTooSmallRule.hitArea(id, input)
            let tolerance = TouchTargetTooSmallRule.tolerance
            // A button of no width or no height draws nothing to tap: a hidden trigger (a zero frame), or a size the
            // layout could not work out (a shape asked to fill a stack that takes its height from its other layers).
            // Either way its size is not a target someone misses; `missing-label` still reads it.
            guard area.width > tolerance, area.height > tolerance else { return nil }
            guard area.width < target - tolerance || area.height < target - tolerance else { return nil }
            return input.finding(
                descriptor, n.node,
                "button is \(formatDecimal(area.width)) × \(formatDecimal(area.height)) pt; controls need \(side) × \(side) pt",
                fix: RuleFix(
                    screens: "increase the content insets or add a minimum frame of \(side) × \(side) pt",
                    swiftUI:
                        "make the hit area \(side) × \(side) pt: .frame(minWidth: \(side), minHeight: \(side)) on the label with .contentShape(Rectangle()), or .buttonStyle(.bordered)"
                ))
        }
    }

    /// Whether the node or a view it sits in has the `notEnabled` trait (SwiftUI's `.disabled(true)`).
    static func isDisabled(_ id: NodeID, _ tree: LayoutTree) -> Bool {
        var current: NodeID? = id
        while let c = current {
            if tree[c].accessibility.traits?.contains(.notEnabled) ?? false { return true }
            current = tree.parent(c)
        }
        return false
    }

    /// Whether a composed button label shows nothing but progress views: no text, image or other control in it.
    static func showsOnlyASpinner(_ id: NodeID, _ tree: LayoutTree) -> Bool {
        if case .button = tree[id].kind { return false }
        var spinner = false
        for d in tree.subtree(id) {
            switch tree.kind(d) {
            case .progress: spinner = true
            case .text, .image, .button, .link, .menu, .toggle, .stepper, .picker, .textField, .secureField, .slider, .segmented:
                return false
            default: continue
            }
        }
        return spinner
    }

    /// The placed buttons: `button` nodes, and views that are a button's composed label (``Node/buttonStyle``), except
    /// those inside another button (whose hit area they are part of).
    static func buttons(_ input: RuleInput) -> [NodeID] {
        let tree = input.tree
        return input.placed.filter { id in
            guard isButton(id, tree) else { return false }
            var current = id
            while let parent = tree.parent(current) {
                if isButton(parent, tree) { return false }
                current = parent
            }
            return true
        }
    }

    /// Whether `id` is a button: a `button` node, or a view that is a button's composed label.
    static func isButton(_ id: NodeID, _ tree: LayoutTree) -> Bool {
        tree.kinds[id.index] == .button || tree[id].buttonStyle != nil
    }

    /// The style of a button: a `button` node's `buttonStyle`, or the style drawing a composed label.
    static func style(_ id: NodeID, _ tree: LayoutTree) -> ButtonStyleKind? {
        if case .button(let b) = tree[id].kind { return b.buttonStyle }
        return tree[id].buttonStyle
    }

    /// Where a button can be tapped: its own frame, grown by the frames that wrap it (`frame: { minWidth: 44,
    /// minHeight: 44 }` around a button makes a 44 pt target, as a size constraint on a `UIButton` does); a button that
    /// is a list row is hit-tested as its whole cell, and so is a button of the default style anywhere inside a row (a
    /// `List` or `Form` row with such a button highlights and runs it wherever it is tapped; `.borderless` and `.plain`
    /// keep the button to its own frame, which is why they are used for a second button in a row).
    static func hitArea(_ id: NodeID, _ input: RuleInput) -> Size {
        let tree = input.tree
        var size = input.solved[id].frame.size
        var current = id
        while let parent = tree.parent(current) {
            switch tree.kind(parent) {
            case .frame:
                let f = input.solved[parent].frame.size
                size = Size(width: max(size.width, f.width), height: max(size.height, f.height))
                current = parent
                continue
            case .list:
                if let row = input.solved[parent].rows?.first(where: { $0.node == current }) {
                    size = Size(width: max(size.width, row.frame.width), height: max(size.height, row.frame.height))
                }
            default: break
            }
            break
        }
        if isButton(id, tree), (style(id, tree) ?? .automatic) == .automatic, let row = enclosingRow(current, tree, input) {
            size = Size(width: max(size.width, row.width), height: max(size.height, row.height))
        }
        return size
    }

    /// The frame of the list row `id` lies in, through any containers; nil outside a list, or inside another button
    /// (whose own hit area it is).
    static func enclosingRow(_ id: NodeID, _ tree: LayoutTree, _ input: RuleInput) -> Size? {
        var current = id
        while let parent = tree.parent(current) {
            switch tree.kind(parent) {
            case .list: return input.solved[parent].rows?.first(where: { $0.node == current }).map { $0.frame.size }
            case .scroll: return nil
            default:
                if isButton(parent, tree) { return nil }
                current = parent
            }
        }
        return nil
    }
}

extension RuleID {
    /// `touch-target-too-small`: a control smaller than the minimum hit target.
    public static let touchTargetTooSmall = RuleID(declaring: "touch-target-too-small")
}

extension DiagnosticRule {
    private static let side = formatDecimal(TouchTargetTooSmallRule.minimumSide)

    /// `touch-target-too-small`: a control smaller than the minimum hit target.
    public static let touchTargetTooSmall = DiagnosticRule(
        id: .touchTargetTooSmall, severity: .warning, kind: .layout,
        summary: "A control is smaller than \(side) × \(side) pt.",
        help: "HIG: controls need a hit target of at least \(side) × \(side) pt; add content insets or a minimum frame.",
        rationale:
            "Apple's HIG (Accessibility, Buttons) asks for hit targets of at least \(side) × \(side) pt: smaller ones are hard to "
            + "tap for people with limited dexterity. A warning: a small target still works, and the limit is tunable for "
            + "design systems with their own (Material's 48 dp, WCAG 2.2's 24 CSS px).",
        swiftUI:
            "A button with the automatic, `.plain` or `.borderless` style is hit-tested on its label: a one-word caption label is "
            + "about 13 pt tall, and a composed label (`Button { HStack { Image(…); Text(…) } }`) is its stack, padding inside "
            + "the label included. `.bordered` and `.borderedProminent` buttons are drawn by the system, which sizes their hit "
            + "area: they are not measured, and the fix never suggests a bordered style to a button that has one. A button that "
            + "is a list row is hit-tested as its whole row, and so is an automatic-style button anywhere in a `List` or `Form` "
            + "row (the row highlights and runs it wherever it is tapped); a `.borderless` or `.plain` one keeps its own frame. "
            + "A button drawn by the project's own `ButtonStyle` is hit-tested on what its `makeBody` draws (the label with the "
            + "style's padding and frames), in a row too. A button of zero width or height draws nothing to tap and is not "
            + "measured, nor is one disabled as written (`.disabled(true)` on it or a view it sits in: nobody can tap it; a "
            + "condition such as `.disabled(count == 0)` is measured, since the app's data enables it), nor one whose label is "
            + "only a `ProgressView` (a loading state standing where the button will be: nobody aims at a spinner).",
        thresholds: [
            RuleThreshold(
                value: TouchTargetTooSmallRule.minimumSide, unit: "pt",
                reason: "HIG: a hit target of at least \(side) × \(side) pt. Material uses 48 dp; WCAG 2.2 (2.5.8) requires at least 24 CSS px.")
        ],
        fix: RuleFix(
            screens: "increase the content insets or add a minimum frame of \(side) × \(side) pt",
            swiftUI:
                "make the hit area \(side) × \(side) pt: .frame(minWidth: \(side), minHeight: \(side)) on the label with .contentShape(Rectangle()), or .buttonStyle(.bordered)"
        ),
        dependsOnNeighbours: false,
        examples: [
            .screens("↓button: OK\nstyle: caption2\ninsets: 4", "A caption2 title with 4 pt insets is about 21 pt tall at Large."),
            .swiftUI(
                #"Button("Play") {}.font(.caption2).disabled(true)"#,
                "A disabled button cannot be tapped: its size is not measured."),
            .screens(
                "button: OK\nstyle: caption2\ninsets: { vertical: 16, horizontal: 20 }",
                "16 pt above and below and 20 at the sides make it at least 44 pt a side."),
            .screens(
                "frame: { minWidth: 44, minHeight: 44 }\nbutton: OK\nstyle: caption2\ninsets: 4",
                "A minimum frame around the button, as size constraints on a UIButton, makes the target 44 pt."),
            .screens("button: OK\nstyle: caption2\nbuttonStyle: bordered", "The system sizes a bordered button's hit area."),
            .swiftUI(#"↓Button("OK") { }.font(.caption2)"#, "The automatic style hit-tests the label: 13 pt tall at Large."),
            .swiftUI(#"Button("OK") { }.font(.caption2).buttonStyle(.bordered)"#, "The system sizes a bordered button's hit area."),
            .swiftUI(#"Button("Continue") { }.buttonStyle(.borderedProminent)"#, "The system sizes a prominent button's hit area."),
            .swiftUI(
                """
                List {
                    HStack {
                        Text("Home Wi-Fi")
                        Spacer()
                        Button { } label: { Image(systemName: "trash") }
                    }
                }
                """,
                "An automatic-style button in a row is hit-tested as the whole row."),
            .swiftUI(
                """
                List {
                    HStack {
                        Text("Home Wi-Fi")
                        Spacer()
                        ↓Button { } label: { Image(systemName: "trash") }.buttonStyle(.borderless)
                    }
                }
                """,
                "A borderless button in a row is hit only on its 17.5 pt symbol."),
        ])
}
