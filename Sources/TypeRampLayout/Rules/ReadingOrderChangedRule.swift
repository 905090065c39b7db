import TypeRampCore
import TypeRampMetrics

/// `reading-order-changed`: VoiceOver reads two elements in one order at the reference category and in the other
/// once a stack containing both has changed axis (a row that became a column, or back).
///
/// For each stack whose axis differs from the reference cell's, the elements inside it (by node) are compared in
/// both cells; the first pair read in the opposite order, in today's reading order, is the finding, on the deepest
/// changed stack that contains both. Needs the reference cell (``RuleInput/reference``); silent without it.
public struct ReadingOrderChangedRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .readingOrderChanged }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        guard let reference = input.reference, reference.context.category != input.solved.context.category else { return [] }
        let solved = input.solved, tree = input.tree
        let changed = solved.nodes.filter { n in
            guard n.isPlaced, let axis = n.axis?.axis, reference[n.node].isPlaced, let before = reference[n.node].axis?.axis else { return false }
            return axis != before
        }.map(\.node)
        guard !changed.isEmpty else { return [] }
        var referencePosition: [NodeID: Int] = [:]
        for (i, e) in reference.accessibility.elements.enumerated() where referencePosition[e.node] == nil { referencePosition[e.node] = i }
        let common = solved.accessibility.elements.filter { referencePosition[$0.node] != nil }
        /// The deepest changed stack containing the element's node.
        func changedAncestors(_ node: NodeID) -> [NodeID] { changed.filter { tree.isDescendant(node, of: $0) } }
        var out: [Diagnostic] = []
        for stack in changed {
            let inside = common.filter { tree.isDescendant($0.node, of: stack) }
            guard inside.count > 1 else { continue }
            search: for i in inside.indices {
                for j in (i + 1)..<inside.count {
                    let a = inside[i], b = inside[j]  // a before b now
                    guard referencePosition[a.node]! > referencePosition[b.node]! else { continue }
                    // Attributed to the deepest changed stack holding both.
                    let both = Set(changedAncestors(a.node)).intersection(changedAncestors(b.node))
                    guard both.max() == stack else { continue }
                    let axis = solved[stack].axis!.axis
                    // VoiceOver's order inside the stack, numbered, before and after: what a reviewer checks.
                    let before = inside.sorted { referencePosition[$0.node]! < referencePosition[$1.node]! }
                    func numbered(_ list: [AccessibilityElement]) -> String {
                        list.enumerated().map { "\($0.offset + 1). \(short($0.element.label))" }.joined(separator: ", ")
                    }
                    out.append(
                        input.finding(
                            descriptor, stack,
                            "VoiceOver reads “\(short(b.label))” before “\(short(a.label))” at \(reference.context.category.uikitName) but after it at \(solved.context.category.uikitName), where the stack is \(axis.rawValue): before \(numbered(before)); after \(numbered(inside))",
                            fix: descriptor.fix))
                    break search
                }
            }
        }
        return out
    }

    func short(_ label: String) -> String { label.count > 40 ? String(label.prefix(37)) + "…" : label }
}

extension RuleID {
    /// `reading-order-changed`: VoiceOver's order of two elements changes when a stack flips.
    public static let readingOrderChanged = RuleID(declaring: "reading-order-changed")
}

extension DiagnosticRule {
    /// `reading-order-changed`: VoiceOver's order of two elements changes when a stack flips.
    public static let readingOrderChanged = DiagnosticRule(
        id: .readingOrderChanged, severity: .warning, kind: .accessibility,
        summary: "VoiceOver reads two elements in a different order after a stack flips.",
        help: "A flip should move content, not change what it says. Give the container an explicit order (accessibility: { order: [...] }) "
            + "or group the elements so both layouts read the same.",
        rationale:
            "VoiceOver reads a screen top to bottom, then leading to trailing within a row; when a stack turns vertical its "
            + "children move to other rows and may be read in another order (a button on a title's row comes before the "
            + "subtitle side by side, after it stacked). Apple does not define this check; it is a warning because either order "
            + "may be acceptable, but the change is rarely intended. It compares each cell with the reference category (Large).",
        swiftUI:
            "SwiftUI orders elements by position as UIKit does; `.accessibilityElement(children: .combine)` reads a group as "
            + "one element in every layout, and `.accessibilitySortPriority` orders elements explicitly (not modelled yet).",
        fix: RuleFix(
            screens: "give the stack an explicit order (accessibility: { order: [...] }) or group its children so both layouts read the same",
            swiftUI:
                "keep both layouts reading the same: .accessibilityElement(children: .combine) on the row, or .accessibilitySortPriority"),
        comparesCategories: true,
        examples: [
            .screens(row(combined: false), "Side by side VoiceOver reads title, Track, subtitle; stacked, title, subtitle, Track."),
            .screens(row(combined: true), "The title and subtitle are one element: both layouts read it before Track."),
            .swiftUI(flightRow(combined: false), "Side by side Track is read between the title and the subtitle; stacked, after both."),
            .swiftUI(flightRow(combined: true), "Combined, the title and subtitle are read together in both layouts."),
        ])

    /// The same row in SwiftUI: `AnyLayout` turns it vertical at accessibility sizes.
    private static func flightRow(combined: Bool) -> String {
        """
        import SwiftUI

        struct FlightRow: View {
            @Environment(\\.dynamicTypeSize) var size
            var body: some View {
                let layout = size.isAccessibilitySize ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
                \(combined ? "" : "↓")layout {
                    VStack(alignment: .leading) {
                        Text("Flight 714 to Sydney")
                        Text("Boarding at gate 23").font(.footnote)
                    }\(combined ? ".accessibilityElement(children: .combine)" : "")
                    Button("Track") { }.font(.footnote)
                }
            }
        }
        """
    }

    /// A title and subtitle beside a small button, in a stack that turns vertical at AX1: side by side the button starts
    /// above the title's middle, so VoiceOver reads it on the title's row, before the subtitle.
    private static func row(combined: Bool) -> String {
        (combined ? "" : "↓")
            + "hstack:\n  - vstack:\n      - text: Flight 714 to Sydney\n      - text: Boarding at gate 23\n        style: footnote\n"
            + (combined ? "    accessibility: { element: true }\n" : "")
            + "  - button: Track\n    style: footnote\n    insets: 2\nflipAt: accessibilityMedium\nalignment: center"
    }
}
