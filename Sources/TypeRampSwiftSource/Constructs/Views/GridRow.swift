import SwiftSyntax
import TypeRampDecoding

/// `GridRow`: a row of a `Grid`; elsewhere a horizontal stack.
enum GridRowConstruct: ViewConstruct {
    static let names = ["GridRow"]
    static let documentation = ConstructDocumentation(swift: "`GridRow`", screens: "a row of a `grid`", notes: "outside a `Grid`, an `hstack`")
    static let examples = [ConstructExample(swift: #"GridRow { Text("A") }"#, screens: "hstack:\n- text: A\n  style: body\n")]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        var v = ViewNode(.hstack, .children(c.content()), at: c.location)
        v.isGridRow = true
        return [v]
    }
}
