import TypeRampCore
import TypeRampMetrics

/// `content-needs-scroll`: the screen's content is taller than the screen and does not scroll.
public struct ContentNeedsScrollRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .contentNeedsScroll }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        let facts = input.solved.screenFacts
        guard !facts.rootScrolls, facts.fittedHeight > facts.availableHeight + 0.5 else { return [] }
        let height = formatDecimal(facts.fittedHeight), available = formatDecimal(facts.availableHeight)
        if !facts.containsScroll {
            return [
                input.finding(
                    descriptor, .root, "content is \(height) pt tall but the screen has \(available) pt and no scroll view",
                    suggestion: "wrap the screen's content in a scroll view")
            ]
        }
        return [
            input.finding(
                descriptor, .root, "content outside the scroll view is \(height) pt tall; the screen has \(available) pt",
                suggestion: "move the fixed content into the scroll view")
        ]
    }
}
