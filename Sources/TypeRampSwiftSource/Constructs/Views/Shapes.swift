import SwiftSyntax
import TypeRampDecoding

/// Colours, shapes and gradients as views: they take the space they are offered and show nothing TypeRamp measures.
enum ShapeConstruct: ViewConstruct {
    static let names = [
        "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "LinearGradient", "RadialGradient", "AngularGradient",
        "EllipticalGradient", "ContainerRelativeShape", "UnevenRoundedRectangle", "Path", "AnyShape", "ConcentricRectangle",
        "AccessoryWidgetBackground", "MeshGradient",
    ]
    static let documentation = ConstructDocumentation(
        swift: "`Color`, `Rectangle`, `RoundedRectangle`, `Circle`, `Capsule`, gradients, `Path`", screens: "a box that takes the space offered",
        notes: "as a background or overlay they are dropped (drawn, never measured)")
    static let examples = [ConstructExample(swift: "Color.red", screens: "zstack: []\nframe:\n  maxWidth: infinity\n  maxHeight: infinity\n")]

    static func translate(_ c: ViewCall) -> [ViewNode] { [ViewNode.flexibleBox(at: c.location)] }
}
