import SwiftSyntax
import TypeRampDecoding

/// `ViewThatFits(in:)`: the first of its views that fits.
enum ViewThatFitsConstruct: ViewConstruct {
    static let names = ["ViewThatFits"]
    static let documentation = ConstructDocumentation(
        swift: "`ViewThatFits(in:)`", screens: "`viewThatFits`", notes: "its options may be the project's views")
    static let examples = [
        ConstructExample(
            swift: #"ViewThatFits(in: .horizontal) { Text("Add to library"); Text("Add") }"#,
            screens: "viewThatFits:\n- text: Add to library\n  style: body\n- text: Add\n  style: body\naxes: horizontal\n")
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        let options = c.content()
        guard !options.isEmpty else { return [] }
        var v = ViewNode(.viewThatFits, .children(options), at: c.location)
        if let axes = (c.first ?? c.argument("in"))?.trimmedText {
            if axes.contains("horizontal") && !axes.contains("vertical") { v.set(.axes, Spec.plain("horizontal", c.location)) }
            if axes.contains("vertical") && !axes.contains("horizontal") { v.set(.axes, Spec.plain("vertical", c.location)) }
        }
        return [v]
    }
}
