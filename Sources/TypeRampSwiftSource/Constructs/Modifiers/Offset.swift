import SwiftSyntax
import TypeRampDecoding

/// `.offset(x:y:)`, `.offset(_:)`: SwiftUI draws the view moved without changing its layout. An amount TypeRamp reads
/// (`.offset(y: -2)`) is a few points of drawing and is ignored, as before. An amount the code computes at run time (a
/// pager's page, a drag: `.offset(x: dragOffset)`) moves the view somewhere TypeRamp cannot tell, so the view is marked
/// `guessed: [moved]` and findings about where it is drawn (beyond the screen, clipped, overlapping) are unverified.
enum OffsetModifier: ModifierConstruct {
    static let names = ["offset"]
    static let documentation = ConstructDocumentation(
        swift: "`.offset(x:y:)`, `.offset(_:)`", screens: "`guessed: [moved]` when the amount is data",
        notes: "draws the view moved, its layout unchanged: an amount the code computes at run time (a pager, a drag) makes "
            + "findings about where the view is drawn unverified; a constant amount is ignored")
    static let examples = [
        ConstructExample(swift: #"Text("Page").offset(x: pageOffset)"#, screens: "text: Page\nstyle: body\nguessed: [moved]\n"),
        ConstructExample(swift: #"Text("Badge").offset(x: 4, y: -4)"#, screens: "text: Badge\nstyle: body\n"),
    ]

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        // `.offset(x: 8)`, `.offset(y: -2)`, `.offset(CGSize(width: 4, height: 0))`, `.offset(.zero)`: read.
        guard !readsEveryAmount(m, in: "CGSize") else { return views }
        return views.map { v in
            var v = v
            v.guessed.insert(.moved)
            return v
        }
    }

    /// Whether every argument of `m` is a number TypeRamp reads, or a `constructor(…)` (`CGSize`, `CGPoint`) of such
    /// numbers: an amount written in the code, not one it computes at run time (a drag, a tap's location).
    static func readsEveryAmount(_ m: ModifierCall, in constructor: String) -> Bool {
        m.arguments.allSatisfy { arg in
            if let call = arg.expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText == constructor {
                return call.arguments.allSatisfy { m.translator.number($0.expression, m.scope)?.isFinite == true }
            }
            return m.translator.number(arg.expression, m.scope)?.isFinite == true
        }
    }
}
