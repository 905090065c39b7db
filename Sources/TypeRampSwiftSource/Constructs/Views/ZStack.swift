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
        var v = ViewNode(.zstack, .children(c.content()), at: c.location)
        if let a = memberName(c.argument("alignment")) { v.set(.alignment, Spec.plain(a, c.location)) }
        return [v]
    }
}
