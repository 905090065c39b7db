import SwiftSyntax
import TypeRampDecoding

/// Views that show their content as it is: `Group`, `AnyView`, `TimelineView`, `ScrollViewReader`, the observation
/// wrappers of common libraries (`WithPerceptionTracking`, `WithViewStore`), and `MainActor.assumeIsolated { … }` in a
/// builder (Swift's documentation: it runs the closure at once and returns what the closure returns).
enum PassThroughConstruct: ViewConstruct {
    static let names = [
        "Group", "AnyView", "TimelineView", "ScrollViewReader", "WithPerceptionTracking", "WithViewStore", "IfLetStore", "ForEachStore_",
        "ControlGroup", "PhaseAnimator", "KeyframeAnimator", "Observe", "GlassEffectContainer", "MainActor.assumeIsolated",
    ]
    static let documentation = ConstructDocumentation(
        swift:
            "`Group`, `AnyView`, `TimelineView`, `ScrollViewReader`, `ControlGroup`, `WithPerceptionTracking`, `WithViewStore`, "
            + "`MainActor.assumeIsolated { … }`",
        screens: "their content", notes: "a closure's parameter (a proxy, a timeline context, a view store) is unknown data")
    static let examples = [
        ConstructExample(swift: #"Group { Text("A") }"#, screens: "text: A\nstyle: body\n"),
        ConstructExample(swift: #"AnyView(Text("A"))"#, screens: "text: A\nstyle: body\n"),
        ConstructExample(swift: #"MainActor.assumeIsolated { Text("A") }"#, screens: "text: A\nstyle: body\n"),
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        let t = c.translator
        if c.name == "AnyView", let first = c.first { return t.views(first, c.scope, c.env) }
        guard let closure = c.contentClosure() else {
            if let first = c.first, c.name == "IfLetStore" { _ = first }
            return []
        }
        return t.callClosure(closure, c.scope, [], c.env)
    }
}
