import SwiftSyntax
import TypeRampDecoding

/// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`. Without a ratio (`.aspectRatio(contentMode:
/// .fit)`, `.scaledToFit()`) the view keeps its own proportions, which an image already has: nothing changes. A ratio
/// given (`.aspectRatio(2 / 3, contentMode: .fill)`, a poster's) sizes the view from the space offered, which TypeRamp
/// does not model: its size is marked as guessed, so what rests on it (a touch target, a clip) is information, not a
/// finding.
enum AspectRatioModifier: ModifierConstruct {
    static let names = ["aspectRatio", "scaledToFit", "scaledToFill"]
    static let documentation = ConstructDocumentation(
        swift: "`.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`",
        screens: "`guessed: [size]` when a ratio is given; nothing otherwise",
        notes: "a given ratio is not laid out: the size is a guess")
    static let examples = [
        ConstructExample(swift: #"Text("A").aspectRatio(contentMode: .fit)"#, screens: "text: A\nstyle: body\n"),
        ConstructExample(swift: #"Text("A").aspectRatio(2 / 3, contentMode: .fill)"#, screens: "text: A\nstyle: body\nguessed: [size]\n"),
    ]

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        guard m.name == "aspectRatio", let first = m.arguments.first, first.label == nil else { return views }
        // `.aspectRatio(nil, contentMode:)` is the view's own ratio.
        if first.expression.is(NilLiteralExprSyntax.self) { return views }
        return views.map { view in
            view.mapBranches { v in
                var v = v
                v.guessed.insert(.size)
                return v
            }
        }
    }
}
