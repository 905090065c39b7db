import TypeRampCore
import TypeRampMetrics

/// `gesture-without-alternative`: actions reachable only by a gesture, with nothing that tells VoiceOver there is an
/// action (no button or link, no trait, no custom action).
///
/// In SwiftUI a gesture has an alternative when:
/// - the element is a button or link, or another control (VoiceOver activates it: its action is announced and reachable);
/// - it has the button or link trait (`.accessibilityAddTraits(.isButton)`), itself or the accessibility element it
///   belongs to (a row combined with `.accessibilityElement(children: .combine)` and given the trait): VoiceOver says
///   “button” and a double tap activates it, which performs the tap;
/// - it has an accessibility action (`.accessibilityAction(named:)`), itself or that element: VoiceOver lists it;
/// - it has an accessibility hint (`.accessibilityHint("Expands the section")`), itself or that element: VoiceOver reads
///   the hint after the label, and a double tap performs the view's tap (SwiftUI activates a tap gesture);
/// - it sits inside a control or button, or inside a view that has one of these (the gesture on a button's label is the
///   button's);
/// - it is a simultaneous gesture (`.simultaneousGesture`): it runs beside the view's own action (an analytics tap on a
///   `Link`) and adds no action of its own;
/// - a visible button, link or control on the same screen performs everything the gesture does (``AccessibilitySpec/performs``:
///   the functions the closures call and the state they set), as WCAG 2.5.1's "single pointer alternative" asks, or an
///   item of the context menu of the view or of one it sits in does (``AccessibilitySpec/menuPerforms``: VoiceOver opens
///   the menu from the element's actions).
public struct GestureWithoutAlternativeRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .gestureWithoutAlternative }

    /// The gesture name the screens format and the importer give `.simultaneousGesture`.
    public static let simultaneous = "simultaneous gesture"

    /// The traits that tell VoiceOver an element performs an action.
    static let actionTraits: Set<AccessibilityTrait> = [.button, .link]

    public func check(_ input: RuleInput) -> [Diagnostic] {
        // What the screen's visible buttons, links and controls do (``AccessibilitySpec/performs``).
        var performedByControls: Set<String> = []
        for id in input.visible {
            let kind = input.tree.kind(id), a = input.tree[id].accessibility
            // A control that carries a gesture of its own (a toggle with a long press that resets it) performs what
            // its action does, not what the gesture does: its `performs` are the gesture's, no alternative to it.
            let ownGesture = a.gestures.contains { $0 != GestureWithoutAlternativeRule.simultaneous }
            if kind == .button || kind == .link || kind.isControl || !(a.traits ?? []).isDisjoint(with: GestureWithoutAlternativeRule.actionTraits),
                !ownGesture
            {
                performedByControls.formUnion(a.performs)
            }
        }
        return input.visible.compactMap { id in
            let gestures = input.tree[id].accessibility.gestures.filter { $0 != GestureWithoutAlternativeRule.simultaneous }
            guard !gestures.isEmpty, !GestureWithoutAlternativeRule.hasAlternative(id, input) else { return nil }
            // A control on the screen that does everything the gesture does is its alternative (a Rate button beside
            // tappable stars, a close button beside a banner that also closes on a long press).
            let performs = input.tree[id].accessibility.performs
            if !performs.isEmpty {
                // So is an item of the context menu of the view or of a view it sits in (VoiceOver opens the menu from
                // the element's actions): a link card that opens on a tap and has an Open item.
                var alternatives = performedByControls
                var current: NodeID? = id
                while let node = current {
                    alternatives.formUnion(input.tree[node].accessibility.menuPerforms)
                    current = input.tree.parent(node)
                }
                if performs.allSatisfy({ GestureWithoutAlternativeRule.isPerformed($0, by: alternatives) }) { return nil }
            }
            return input.finding(descriptor, id, "\(gestures.joined(separator: ", ")) only by gesture", fix: descriptor.fix)
        }
    }

    /// Whether a control does `action`: the same name, or the same function (`rate(…)`) called by one of the two without
    /// arguments (`rate()` is the function's default: a Rate button beside stars that call `rate(source: stars)`).
    /// A control that toggles a flag (`showFilters.toggle()`, a bar button that opens and closes a panel) does what a
    /// gesture setting it does (`showFilters = false`, the dimmed backdrop that closes the panel).
    static func isPerformed(_ action: String, by controls: Set<String>) -> Bool {
        if controls.contains(action) { return true }
        for value in [" = false", " = true"] where action.hasSuffix(value) {
            if controls.contains(action.dropLast(value.count) + ".toggle()") { return true }
        }
        guard action.hasSuffix(")"), let open = action.firstIndex(of: "(") else { return false }
        let function = action[..<open]
        if action[open...] == "()" { return controls.contains { $0.hasPrefix(function + "(") && $0.hasSuffix(")") } }
        return controls.contains(function + "()")
    }

    /// Whether the node, or a node it sits in, is a button, link or control, has the button or link trait, an
    /// accessibility action or a hint; or the accessibility element it belongs to has that trait, an action or a hint.
    static func hasAlternative(_ id: NodeID, _ input: RuleInput) -> Bool {
        let tree = input.tree
        var current: NodeID? = id
        while let node = current {
            let kind = tree.kind(node)
            if kind == .button || kind == .link || kind.isControl { return true }
            let a = tree[node].accessibility
            if !a.customActions.isEmpty || !(a.traits ?? []).isDisjoint(with: actionTraits) || !(a.hint ?? "").isEmpty { return true }
            if input.element(
                node,
                satisfies: { element in
                    !element.customActions.isEmpty || !element.traits.isDisjoint(with: actionTraits) || !(element.hint ?? "").isEmpty
                })
            {
                return true
            }
            current = tree.parent(node)
        }
        return false
    }
}

extension RuleID {
    /// `gesture-without-alternative`: an action reachable only by a gesture.
    public static let gestureWithoutAlternative = RuleID(declaring: "gesture-without-alternative")
}

extension DiagnosticRule {
    /// `gesture-without-alternative`: an action reachable only by a gesture.
    public static let gestureWithoutAlternative = DiagnosticRule(
        id: .gestureWithoutAlternative, severity: .warning, kind: .accessibility,
        summary: "An action is reachable only by a gesture.",
        help: "Offer an on-screen control or an accessibilityCustomAction for it.",
        rationale:
            "Apple's HIG (Accessibility, Gestures) asks that every action a gesture performs be reachable another way: "
            + "VoiceOver and Switch Control users cannot discover a tap on plain text or a swipe, and custom gestures conflict "
            + "with VoiceOver's own. A warning: VoiceOver's double tap may still reach a tap, but nothing announces it.",
        swiftUI:
            "Silent when the element is a `Button`, `Link` or other control; has the `.isButton` or `.isLink` trait, itself or "
            + "through the element it is combined into (`.accessibilityElement(children: .combine)`); has an "
            + "`.accessibilityAction`; has an `.accessibilityHint` (read after the label; a double tap performs a tap "
            + "gesture); sits inside a button, control or view that does; is a `.simultaneousGesture`, which runs beside "
            + "the view's own action and adds none; or when a button, link or control on the screen, an item of the "
            + "context menu of the view or of one it sits in (VoiceOver opens the menu from the element's actions), or a "
            + "`Button` in the `.toolbar` of a view it sits in (a bar button on the same screen) does "
            + "everything the gesture's closure does (calls the same functions, sets the same state, or toggles a flag the gesture sets); a control that "
            + "carries a gesture of its own (a toggle with a long press) is no alternative to that gesture. From Swift, a "
            + "gesture value does what its `.onChanged`, `.onEnded` and `.updating` callbacks do (not counting "
            + "`.updating`'s writes to its `@GestureState` and transaction): `DragGesture()` with none does nothing; a "
            + "long press whose `perform:` is empty acts through `onPressingChanged:`, and storing the pressing state it "
            + "is passed (a press highlight) or playing a haptic is no action.",
        fix: RuleFix(
            screens: "add an accessibility custom action or an on-screen control",
            swiftUI: "use a Button, or add .accessibilityAddTraits(.isButton) or .accessibilityAction(named:) for the gesture"),
        guessesItDependsOn: [.view],
        examples: [
            .screens(
                "↓text: Swipe to archive\naccessibility: { gestures: [archive] }",
                "Archiving is reachable only by a swipe."),
            .screens(
                "text: Swipe to archive\naccessibility: { gestures: [archive], actions: [Archive] }",
                "A custom action offers the same action to VoiceOver."),
            .screens(
                "text: Report.pdf\naccessibility: { gestures: [tap], traits: [button] }",
                "The button trait says the text is activated by a double tap."),
            .screens("button: Play\naccessibility: { gestures: [long press] }", "A button is activated by VoiceOver."),
            .screens(
                "text: Details\naccessibility: { gestures: [tap], hint: Shows the details }",
                "The hint tells VoiceOver users what a double tap does."),
            .screens(
                "vstack:\n  - text: ★★★★☆\n    accessibility: { gestures: [tap], performs: [rate] }\n  - button: Rate\n    accessibility: { performs: [rate] }",
                "The Rate button does what tapping the stars does."),
            .swiftUI(
                """
                HStack {
                    Text("★★★★☆").onTapGesture { model.rate() }
                    Button("Rate") { model.rate() }
                }
                """,
                "Tapping the stars and the Rate button call the same function."),
            .screens(
                "vstack:\n  - text: example.com\n    accessibility: { gestures: [tap], performs: [open] }\naccessibility: { menuPerforms: [open] }",
                "An item of the card's context menu does what the tap does; VoiceOver opens the menu from the card's actions."),
            .swiftUI(
                """
                Text("example.com")
                    .onTapGesture { openURL(link) }
                    .contextMenu { Button("Open") { openURL(link) } }
                """,
                "The context menu's Open item calls what the tap calls."),
            .screens(
                "zstack:\n  - text: Feed\n  - image: backdrop\n    width: 320\n    height: 200\n    accessibility: { gestures: [tap], performs: [showFilters] }\naccessibility: { menuPerforms: [showFilters] }",
                "The backdrop closes what a Button in the view's .toolbar closes (the importer keeps what a toolbar's buttons do as menuPerforms): a control on the same screen."
            ),
            .swiftUI(
                """
                ↓Text("example.com")
                    .onTapGesture { openURL(link) }
                    .contextMenu { Button("Share") { share(link) } }
                """,
                "The context menu only shares: opening the link is still reachable only by the tap."),
            .screens(
                "hstack:\n  - text: Report.pdf\n    accessibility: { gestures: [tap] }\n  - text: 2 MB\naccessibility: { element: true, traits: [button] }",
                "The row is one element with the button trait; the tap on its text is the row's action."),
            .screens(
                "button: Help\naccessibility: { gestures: [simultaneous gesture] }",
                "A simultaneous gesture runs beside the button's own action."),
            .swiftUI(#"↓Text("Archive").onTapGesture { }"#, "A tap on plain text, announced as text."),
            .swiftUI(
                #"Text("Archive").onTapGesture { }.accessibilityAddTraits(.isButton)"#,
                "Announced as a button, activated by a double tap."),
            .swiftUI(
                #"Text("Archive").onLongPressGesture { }.accessibilityAction(named: "Archive") { }"#,
                "The long press is also a named action in VoiceOver's actions rotor."),
            .swiftUI(
                #"Link("Help", destination: URL(string: "https://example.com/help")!).simultaneousGesture(TapGesture().onEnded { })"#,
                "A simultaneous tap beside a link's own action (analytics)."),
            .swiftUI(
                """
                HStack {
                    Image(systemName: "doc")
                    Text("Report.pdf").onTapGesture { }
                }
                .accessibilityElement(children: .combine)
                .accessibilityAddTraits(.isButton)
                """,
                "The combined row is a button; the tap on its text is its action."),
        ])
}
