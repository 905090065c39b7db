import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

/// An audit's cells of one screen share their texts' unbounded measurements (``SharedTextMeasurements``): a cell solved
/// after others of its category lays out exactly as it does alone, and measures fewer texts.
@Suite struct SharedTextMeasurementsTests {
    static let screen = Screen(
        name: "shared",
        root: Node(
            .stack(
                StackNode(
                    axis: .vertical, spacing: 8,
                    children: [
                        Node(.text(TextNode(.string("Your subscription renews on the first of every month unless you cancel it")))),
                        Node(
                            .stack(
                                StackNode(
                                    axis: .horizontal, spacing: 8,
                                    children: [
                                        Node(.text(TextNode(.string("Storage used")))), Node(.spacer(minLength: 4)),
                                        Node(.text(TextNode(.string("12.4 GB of 50 GB")))),
                                    ]))),
                        Node(.button(ButtonNode(title: .string("Manage subscription")))),
                    ]))))

    @Test func aCellSolvedAfterOthersOfItsCategoryLaysOutAsItDoesAlone() {
        let tree = LayoutTree(Self.screen)
        let shared = SharedTextMeasurements()
        for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
            for (i, width) in [430.0, 320, 393].enumerated() {
                let context = LayoutContext(category: category, viewport: .width(width))
                let alone = LayoutSolver.solve(tree, context: context, resources: TestResources.system)
                let after = LayoutSolver.solve(tree, context: context, resources: TestResources.system, shared: shared)
                #expect(after.dump() == alone.dump(), "\(category) at \(width)")
                // The first width of a category fills the store; the others take the texts' unbounded measurements
                // from it, so they measure fewer texts than a solve on its own.
                if i == 0 {
                    #expect(after.statistics.textMeasurements == alone.statistics.textMeasurements)
                } else {
                    #expect(after.statistics.textMeasurements < alone.statistics.textMeasurements, "\(category) at \(width)")
                }
            }
        }
    }

    @Test func anotherLocaleOrBoldTextIsNotTakenFromTheStore() {
        // A cell's texts depend on its locale and Bold Text setting: a cell that differs in either measures its own.
        let tree = LayoutTree(Self.screen)
        let shared = SharedTextMeasurements()
        _ = LayoutSolver.solve(tree, context: LayoutContext(category: .large, viewport: .width(393)), resources: TestResources.system, shared: shared)
        for context in [
            LayoutContext(category: .large, viewport: .width(320), boldText: true),
            LayoutContext(category: .large, viewport: .width(320), locale: "de"),
        ] {
            let alone = LayoutSolver.solve(tree, context: context, resources: TestResources.system)
            let after = LayoutSolver.solve(tree, context: context, resources: TestResources.system, shared: shared)
            #expect(after.dump() == alone.dump())
            #expect(after.statistics.textMeasurements == alone.statistics.textMeasurements)
        }
    }
}
