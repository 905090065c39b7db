import SwiftSyntax
import TypeRampDecoding

/// `GeometryReader`: its content in a frame that takes the space offered, aligned top leading; several views inside are
/// layers of a ZStack.
enum GeometryReaderConstruct: ViewConstruct {
    static let names = ["GeometryReader"]
    static let documentation = ConstructDocumentation(
        swift: "`GeometryReader`",
        screens:
            "its content in a frame that takes the space offered, marked `geometryReader: true` (several views: layers of a `zstack`, top leading)",
        notes:
            "`proxy.size.width` and `.height`, times and plus numbers, are reader lengths the layout computes from the reader's size (its proposal); the proxy's other members are unknown data"
    )
    static let examples = [
        ConstructExample(
            swift: #"GeometryReader { proxy in Text("A") }"#,
            screens: "text: A\nstyle: body\nframe:\n  maxWidth: infinity\n  maxHeight: infinity\n  alignment: topLeading\n  geometryReader: true\n"),
        ConstructExample(
            swift: #"GeometryReader { proxy in Text("A"); Text("B") }"#,
            screens:
                "zstack:\n- text: A\n  style: body\n- text: B\n  style: body\nalignment: topLeading\nframe:\n  maxWidth: infinity\n  maxHeight: infinity\n  alignment: topLeading\n  geometryReader: true\n"
        ),
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        // The content reads this reader's proxy: its `size` is the reader's, which the layout computes.
        var env = c.env
        env.geometryReaders += 1
        let proxy = ReaderLengthValue.proxy(reader: env.geometryReaders, fillsScreen: env.geometryReaders == 1 && !env.inScroll && !env.inList)
        var inner = c.contentClosure().map { c.translator.callClosure($0, c.scope, [proxy], env) } ?? []
        if !c.env.inScroll && !c.env.inList {
            // Offered a finite size, the reader is that size whatever its content: a view of unknown size inside (a UIKit
            // emitter filling it) changes nothing outside it, so its size note is taken back for this screen.
            inner = inner.map { v in
                var v = v
                c.translator.retractScreenNotes(v.layerSizeNotes)
                v.layerSizeNotes = []
                return v
            }
        }
        // Several views inside are layers, as in a ZStack aligned top leading (each placed by its own `.position` or
        // offset), not a column.
        var v: ViewNode
        if inner.count > 1 {
            v = ViewNode(.zstack, .children(inner), at: c.location)
            v.set(.alignment, Spec.plain("topLeading", c.location))
        } else {
            v = ViewNode.group(inner, at: c.location)
        }
        v.wrap(
            .frame(
                Spec.map(
                    [
                        ("maxWidth", Spec.plain("infinity", c.location)), ("maxHeight", Spec.plain("infinity", c.location)),
                        ("alignment", Spec.plain("topLeading", c.location)), ("geometryReader", Spec.plain("true", c.location)),
                    ], c.location)))
        return [v]
    }
}
