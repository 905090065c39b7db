import SwiftSyntax
import TypeRampDecoding

/// `ZStack(alignment:)`: views drawn over each other.
enum ZStackConstruct: ViewConstruct {
    static let names = ["ZStack"]
    static let documentation = ConstructDocumentation(swift: "`ZStack(alignment:)`", screens: "`zstack`")
    static let examples = [
        ConstructExample(
            swift: #"ZStack(alignment: .bottomLeading) { Color.black; Text("Caption") }"#,
            screens:
                "zstack:\n- zstack: []\n  frame:\n    maxWidth: infinity\n    maxHeight: infinity\n- text: Caption\n  style: body\nalignment: bottomLeading\n"
        )
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        let layers = c.content()
        var v = ViewNode(.zstack, .children(layers), at: c.location)
        // Layers share no space: a layer of unknown size changes the others only through the stack's own size.
        v.layerSizeNotes = layers.flatMap(\.layerSizeNotes)
        if let a = memberName(c.argument("alignment")) { v.set(.alignment, Spec.plain(a, c.location)) }
        return [v]
    }
}
