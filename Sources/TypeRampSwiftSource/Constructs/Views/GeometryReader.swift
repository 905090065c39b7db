import SwiftSyntax
import TypeRampDecoding

/// `GeometryReader`: its content in a frame that takes the space offered, aligned top leading.
enum GeometryReaderConstruct: ViewConstruct {
    static let names = ["GeometryReader"]
    static let documentation = ConstructDocumentation(
        swift: "`GeometryReader`", screens: "its content in a frame that takes the space offered", notes: "the proxy's sizes are unknown data")
    static let examples = [
        ConstructExample(
            swift: #"GeometryReader { proxy in Text("A") }"#,
            screens: "text: A\nstyle: body\nframe:\n  maxWidth: infinity\n  maxHeight: infinity\n  alignment: topLeading\n")
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        let inner = c.contentClosure().map { c.translator.callClosure($0, c.scope, [.unknown("geometry")], c.env) } ?? []
        var v = ViewNode.group(inner, at: c.location)
        v.wrap(
            .frame(
                Spec.map(
                    [
                        ("maxWidth", Spec.plain("infinity", c.location)), ("maxHeight", Spec.plain("infinity", c.location)),
                        ("alignment", Spec.plain("topLeading", c.location)),
                    ], c.location)))
        return [v]
    }
}
