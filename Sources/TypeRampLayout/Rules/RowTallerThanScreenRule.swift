import TypeRampCore
import TypeRampMetrics

/// `row-taller-than-screen`: a list row taller than the screen shows, so it cannot be seen whole.
public struct RowTallerThanScreenRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .rowTallerThanScreen }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        let shown = input.solved.screenFacts.availableHeight
        return input.placed([.list]).flatMap { id -> [Diagnostic] in
            (input.solved[id].rows ?? []).filter { $0.height > shown + 0.5 }.map { row in
                input.finding(
                    descriptor, row.node, "row is \(formatDecimal(row.height)) pt tall; the screen shows \(formatDecimal(shown)) pt",
                    suggestion: "limit the row's text lines or show the detail on another screen")
            }
        }
    }
}
