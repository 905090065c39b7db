import SwiftSyntax
import TypeRampDecoding

/// `ZStack(alignment:)`: views drawn over each other.
enum ZStackConstruct: ViewConstruct {
    static let names = ["ZStack"]
    static let documentation = ConstructDocumentation(
        swift: "`ZStack(alignment:)`", screens: "`zstack`",
        notes:
            "every `Alignment` constant, the text-baseline ones included, written or evaluated (a parameter bound at the call; an undecided conditional makes one variant per branch); an alignment the app defines (a custom guide, a value from settings) is a located note and the stack is centred"
    )
    static let examples = [
        ConstructExample(
            swift: #"ZStack(alignment: .bottomLeading) { Color.black; Text("Caption") }"#,
            screens:
                "zstack:\n- zstack: []\n  frame:\n    maxWidth: infinity\n    maxHeight: infinity\n- text: Caption\n  style: body\nalignment: bottomLeading\n"
        ),
        // The text-baseline alignments (iOS 16) are SwiftUI's too: the views' first baselines on one line.
        ConstructExample(
            swift: #"ZStack(alignment: .trailingFirstTextBaseline) { Text("12:30").font(.caption); Text("Sent") }"#,
            screens: "zstack:\n- text: \"12:30\"\n  style: caption\n- text: Sent\n  style: body\nalignment: trailingFirstTextBaseline\n"
        ),
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        let layers = c.content()
        var v = ViewNode(.zstack, .children(layers), at: c.location)
        // Layers share no space: a layer of unknown size changes the others only through the stack's own size.
        v.layerSizeNotes = layers.flatMap(\.layerSizeNotes)
        // A layer that takes all the space offered whatever it holds (a list, a form, a scroll view) gives the stack that
        // size: a layer of unknown size drawn over it (another module's progress HUD) changes nothing outside its own
        // box, so its note does not count against the screen (the import still lists it).
        if layers.contains(where: \.fillsOfferedSpace), !v.layerSizeNotes.isEmpty {
            c.translator.retractScreenNotes(v.layerSizeNotes)
            v.layerSizeNotes = []
        }
        // Its width is the widest layer's: the offered width when one layer takes it and no other is of unknown size.
        v.fillsOfferedWidth = layers.contains(where: \.fillsOfferedWidth) && layers.allSatisfy { $0.fillsOfferedWidth || $0.layerSizeNotes.isEmpty }
        if let a = c.translator.boxAlignment(c.argument("alignment"), c.scope, at: c.location) { v.set(.alignment, Spec.plain(a, c.location)) }
        return [v]
    }
}
