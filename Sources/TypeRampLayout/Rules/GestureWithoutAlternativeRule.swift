import TypeRampCore
import TypeRampMetrics

/// `gesture-without-alternative`: actions reachable only by a gesture, with no custom action for VoiceOver.
public struct GestureWithoutAlternativeRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .gestureWithoutAlternative }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        input.visible.compactMap { id in
            let a = input.tree[id].accessibility
            guard !a.gestures.isEmpty, a.customActions.isEmpty else { return nil }
            return input.finding(
                descriptor, id, "\(a.gestures.joined(separator: ", ")) only by gesture",
                suggestion: "add an accessibility custom action or an on-screen control")
        }
    }
}
