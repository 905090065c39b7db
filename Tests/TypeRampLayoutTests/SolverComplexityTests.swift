import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

/// The solver's work grows linearly with wide stacks and long lists and polynomially (not exponentially) with nesting.
/// Work is counted (sizes computed, texts measured: ``SolveStatistics``), never timed.
@Suite struct SolverComplexityTests {
    static func text(_ s: String) -> Node { Node(.text(TextNode(.string(s)))) }

    /// `depth` stacks nested inside each other, alternating horizontal and vertical, each holding a text, the next
    /// stack and a spacer (so both axes stay flexible at every level).
    static func nested(depth: Int) -> Screen {
        var node = text("The innermost label")
        for level in 0..<depth {
            let axis: StackAxis = level % 2 == 0 ? .horizontal : .vertical
            node = Node(.stack(StackNode(axis: axis, spacing: 4, children: [text("Level \(level) title"), node, Node(.spacer(minLength: 4))])))
        }
        return Screen(name: "nested", root: node)
    }

    static func work(_ screen: Screen, category: ContentSizeCategory = .accessibilityExtraExtraExtraLarge) -> SolveStatistics {
        TestResources.solve(screen, category, width: 320).statistics
    }

    @Test func twelveAlternatingNestedStacksStayPolynomial() {
        let six = Self.work(Self.nested(depth: 6)).sizeComputations
        let twelve = Self.work(Self.nested(depth: 12)).sizeComputations
        // Twice the depth is twice the nodes. A memo that let proposals multiply at each level (each stack asks each
        // child three or four lengths per proposal it gets) would multiply the work by 3^6 to 4^6, hundreds to
        // thousands; bounded proposals per node keep it within a small polynomial: at most (2 × 2)² = 16 times.
        #expect(twelve <= 16 * six, "depth 6: \(six) sizes computed, depth 12: \(twelve)")
        // And in absolute terms: a few dozen sizes per node, not thousands.
        #expect(twelve <= 60 * (3 * 12 + 1), "\(twelve) sizes for \(3 * 12 + 1) nodes")
    }

    @Test func longListsAreLinear() {
        func list(_ rows: Int) -> Screen {
            let row = { (i: Int) in
                Node(
                    .stack(
                        StackNode(
                            axis: .horizontal, children: [Self.text("Row \(i) title"), Node(.spacer(minLength: 8)), Self.text("\(i % 97) items")])))
            }
            return Screen(name: "list", root: Node(.list(ListNode(sections: [ListNode.Section(rows: (0..<rows).map(row))]))))
        }
        let a = Self.work(list(200), category: .large), b = Self.work(list(400), category: .large)
        #expect(Double(b.sizeComputations) <= 2.05 * Double(a.sizeComputations), "\(a.sizeComputations) → \(b.sizeComputations)")
        #expect(Double(b.textMeasurements) <= 2.05 * Double(a.textMeasurements), "\(a.textMeasurements) → \(b.textMeasurements)")
    }

    @Test func wideAdaptiveStacksAreLinear() {
        func buttons(_ n: Int) -> Screen {
            let children = (0..<n).map { Node(.button(ButtonNode(title: .string("Option \($0)")))) }
            return Screen(name: "buttons", root: Node(.scroll(.vertical, Node(.stack(StackNode(axis: .adaptive(.fit), children: children))))))
        }
        let a = Self.work(buttons(200)), b = Self.work(buttons(400))
        #expect(Double(b.sizeComputations) <= 2.05 * Double(a.sizeComputations), "\(a.sizeComputations) → \(b.sizeComputations)")
        #expect(Double(b.textMeasurements) <= 2.05 * Double(a.textMeasurements), "\(a.textMeasurements) → \(b.textMeasurements)")
    }
}
