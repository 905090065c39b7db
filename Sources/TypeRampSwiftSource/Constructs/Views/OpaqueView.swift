import SwiftSyntax
import TypeRampDecoding

/// Views TypeRamp does not lay out inside (`Chart`, `Map`, `VideoPlayer`, `Canvas`, `SpriteView`): a box that takes the
/// space it is offered, sized by the frames the code gives it.
enum OpaqueViewConstruct: ViewConstruct {
    static let names = ["Chart", "Map", "VideoPlayer", "Canvas", "SpriteView", "SceneView", "RealityView", "Model3D", "ProgressViewStyle_"]
    /// The ones Apple's frameworks make fill the whole space they are offered, whatever they draw (`Model3D` is sized by
    /// its model): their width is the offered width, so a frame of fixed height alone decides their size.
    static let fillingOfferedSpace: Set<String> = ["Chart", "Map", "VideoPlayer", "Canvas", "SpriteView", "SceneView", "RealityView"]
    static let documentation = ConstructDocumentation(
        swift: "`Chart`, `Map`, `VideoPlayer`, `Canvas`, `SpriteView`; views of other modules", screens: "a box that takes the space offered",
        notes:
            "its own size is unknown unless a frame gives it (`guessed: [view]`); a note says which view. Apple's charts, maps, canvases, video players and scene views take the whole width offered, so a fixed `height` alone gives their size and the note does not affect layout"
    )
    static let examples = [
        ConstructExample(
            swift: #"Chart { }.frame(height: 200)"#,
            screens:
                "zstack:\n- zstack: []\n  description: Chart\n  guessed: [view]\n  frame:\n    maxWidth: infinity\n    maxHeight: infinity\nframe:\n  height: 200\n"
        )
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        var v = c.translator.foreignView(c.name, c.location)
        if fillingOfferedSpace.contains(c.name) {
            v.fillsOfferedWidth = true
            v.pendingSizeNote =
                "`\(c.name)` draws content TypeRamp does not lay out: laid out as a box that takes the space offered (its height is unknown unless a frame gives it)"
        }
        return [v]
    }
}
