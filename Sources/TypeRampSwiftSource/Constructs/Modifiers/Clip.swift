import SwiftSyntax
import TypeRampDecoding

/// `.clipped()`, `.clipShape(_:)`, `.cornerRadius(_:)`, `.mask(_:)`: nothing of the view is drawn outside its frame
/// (SwiftUI's documentation of each: the view is clipped to its bounding frame, to a shape in it, to a rounded rectangle
/// of it, or masked by a view laid out at its size). No size changes; the rules read it to know what is drawn.
enum ClipModifier: ModifierConstruct {
    static let names = ["clipped", "clipShape", "cornerRadius", "mask"]
    static let documentation = ConstructDocumentation(
        swift: "`.clipped()`, `.clipShape(_:)`, `.cornerRadius(_:)`, `.mask(_:)`", screens: "`clipped: true`",
        notes: "content past the view's frame is cut, not drawn over its neighbours or past the screen's edge")
    static let examples = [
        ConstructExample(
            swift: #"Text("A").frame(height: 20).clipped()"#, screens: "text: A\nstyle: body\nframe:\n  height: 20\nclipped: true\n")
    ]

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        views.map {
            $0.mapBranches { n in
                var n = n
                n.wrap(.clipped)
                return n
            }
        }
    }
}
