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
/// - it sits inside a control or button, or inside a view that has one of these (the gesture on a button's label is the
///   button's);
/// - it is a simultaneous gesture (`.simultaneousGesture`): it runs beside the view's own action (an analytics tap on a
///   `Link`) and adds no action of its own.
public struct GestureWithoutAlternativeRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .gestureWithoutAlternative }

    /// The gesture name the screens format and the importer give `.simultaneousGesture`.
    public static let simultaneous = "simultaneous gesture"

    /// The traits that tell VoiceOver an element performs an action.
    static let actionTraits: Set<AccessibilityTrait> = [.button, .link]

    public func check(_ input: RuleInput) -> [Diagnostic] {
        input.visible.compactMap { id in
            let gestures = input.tree[id].accessibility.gestures.filter { $0 != GestureWithoutAlternativeRule.simultaneous }
            guard !gestures.isEmpty, !GestureWithoutAlternativeRule.hasAlternative(id, input) else { return nil }
            return input.finding(descriptor, id, "\(gestures.joined(separator: ", ")) only by gesture", fix: descriptor.fix)
        }
    }

    /// Whether the node, or a node it sits in, is a button, link or control, has the button or link trait, or an
    /// accessibility action; or the accessibility element it belongs to has that trait or an action.
    static func hasAlternative(_ id: NodeID, _ input: RuleInput) -> Bool {
        let tree = input.tree
        var current: NodeID? = id
        while let node = current {
            let kind = tree.kind(node)
            if kind == .button || kind == .link || kind.isControl { return true }
            let a = tree[node].accessibility
            if !a.customActions.isEmpty || !(a.traits ?? []).isDisjoint(with: actionTraits) { return true }
            if let element = input.elementsByNode[node], !element.customActions.isEmpty || !element.traits.isDisjoint(with: actionTraits) {
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
            + "`.accessibilityAction`; sits inside a button, control or view that does; or is a `.simultaneousGesture`, which "
            + "runs beside the view's own action and adds none.",
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
