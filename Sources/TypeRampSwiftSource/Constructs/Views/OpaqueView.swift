import SwiftSyntax
import TypeRampDecoding

/// Views TypeRamp does not lay out inside (`Chart`, `Map`, `VideoPlayer`, `Canvas`, `SpriteView`): a box that takes the
/// space it is offered, sized by the frames the code gives it.
enum OpaqueViewConstruct: ViewConstruct {
    static let names = ["Chart", "Map", "VideoPlayer", "Canvas", "SpriteView", "SceneView", "RealityView", "Model3D", "ProgressViewStyle_"]
    static let documentation = ConstructDocumentation(
        swift: "`Chart`, `Map`, `VideoPlayer`, `Canvas`, `SpriteView`; views of other modules", screens: "a box that takes the space offered",
        notes: "its own size is unknown unless a frame gives it (`guessed: [view]`); a note says which view")
    static let examples = [
        ConstructExample(
            swift: #"Chart { }.frame(height: 200)"#,
            screens:
                "zstack:\n- zstack: []\n  description: Chart\n  guessed: [view]\n  frame:\n    maxWidth: infinity\n    maxHeight: infinity\nframe:\n  height: 200\n"
        )
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        [c.translator.foreignView(c.name, c.location)]
    }
}
