import SwiftSyntax
import TypeRampDecoding

/// `ScrollView`: its content stacked along the scroll axis.
enum ScrollViewConstruct: ViewConstruct {
    static let names = ["ScrollView"]
    static let documentation = ConstructDocumentation(swift: "`ScrollView` (`.horizontal`)", screens: "`scroll`")
    static let examples = [
        ConstructExample(swift: #"ScrollView { Text("Terms") }"#, screens: "scroll:\n- text: Terms\n  style: body\n"),
        ConstructExample(swift: #"ScrollView(.horizontal) { Text("Tags") }"#, screens: "scroll:\n- text: Tags\n  style: body\naxis: horizontal\n"),
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        let axes = (c.first ?? c.argument("axes"))?.trimmedText ?? ""
        var env = c.env
        env.inScroll = true
        var v = ViewNode(.scroll, .children(c.content(env: env)), at: c.location)
        if axes.contains("horizontal") && !axes.contains("vertical") { v.set(.axis, Spec.plain("horizontal", c.location)) }
        return [v]
    }
}
