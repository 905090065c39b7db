import TypeRampCore
import TypeRampMetrics

/// `dead-rotor`: a custom rotor entry VoiceOver cannot reach: no such node, hidden, or not an element (grouped into
/// another, or an unlabelled image or container).
public struct DeadRotorRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .deadRotor }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        let tree = input.tree, solved = input.solved
        let elements = solved.accessibility.elements
        let elementNodes = Set(elements.map(\.node))
        let hidden = input.hidden
        var out: [Diagnostic] = []
        for rotor in tree.screen.rotors {
            switch rotor.entries {
            case .ids(let ids):
                for id in ids where !elements.contains(where: { $0.id == id }) {
                    let node = tree.nodesById[id].flatMap { solved[$0].isPlaced ? $0 : nil }
                    let why: String
                    if node == nil {
                        why = "no node has that id"
                    } else if hidden[node!.index] {
                        why = "it is hidden from VoiceOver"
                    } else {
                        why = "it is not an accessibility element (grouped into another element, or an unlabelled image or container)"
                    }
                    out.append(
                        input.finding(
                            descriptor, node ?? .root, "rotor “\(rotor.name)” entry '\(id)' is unreachable: \(why)",
                            fix: descriptor.fix,
                            location: rotor.location ?? node.flatMap { tree.location($0) }, nodeId: id))
                }
            case .tagged(let tag):
                for n in input.placed.map({ solved[$0] }) where tree[n.node].tags.contains(tag) && !elementNodes.contains(n.node) {
                    // Reachable through an element that absorbed it and carries its tag.
                    let absorbed = elements.contains { $0.tags.contains(tag) && tree.isDescendant(n.node, of: $0.node) }
                    if absorbed { continue }
                    out.append(
                        input.finding(
                            descriptor, n.node,
                            "rotor “\(rotor.name)” would visit \(n.path) (tagged \(tag)) but it is not an accessibility element",
                            fix: RuleFix(
                                screens: "make the tagged node an element or move the tag to its element",
                                swiftUI: "make the tagged view an accessibility element, or move the tag to its element"),
                            location: rotor.location ?? tree.location(n.node)))
                }
            }
        }
        return out
    }
}

extension RuleID {
    /// `dead-rotor`: a custom rotor entry VoiceOver cannot reach.
    public static let deadRotor = RuleID(declaring: "dead-rotor")
}

extension DiagnosticRule {
    /// `dead-rotor`: a custom rotor entry VoiceOver cannot reach.
    public static let deadRotor = DiagnosticRule(
        id: .deadRotor, severity: .error, kind: .accessibility,
        summary: "A custom rotor entry is not an accessibility element (hidden, grouped away, or missing).",
        help: "Point the rotor at elements VoiceOver can focus.",
        rationale:
            "A custom rotor (`UIAccessibilityCustomRotor`, SwiftUI's `accessibilityRotor`) moves VoiceOver's focus to its "
            + "entries; an entry that is hidden, grouped into another element or gone cannot take focus, and the rotor skips it "
            + "or stops. An error: the rotor promises content it cannot reach.",
        swiftUI:
            "Custom rotors written in Swift are not imported yet (a note); the rule runs on rotors declared in the screens format.",
        fix: RuleFix(
            screens: "point the rotor at an element VoiceOver can focus", swiftUI: "point the rotor at an element VoiceOver can focus"),
        guessesItDependsOn: [.view],
        examples: [
            .screens(
                """
                screens:
                  - name: example
                    rotors:
                      - ↓name: Highlights
                        entries: [chart]
                    root:
                      vstack:
                        - image: chart
                          width: 100
                          height: 40
                          id: chart
                """,
                "An unlabelled image is not an element: the rotor's entry cannot take focus."),
            .screens(
                """
                screens:
                  - name: example
                    rotors:
                      - name: Highlights
                        entries: [chart]
                    root:
                      vstack:
                        - image: chart
                          width: 100
                          height: 40
                          id: chart
                          accessibility: { label: Weekly steps }
                """,
                "A labelled image is an element the rotor can focus."),
        ])
}
