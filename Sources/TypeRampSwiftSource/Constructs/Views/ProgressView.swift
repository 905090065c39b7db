import SwiftSyntax
import TypeRampDecoding

/// `ProgressView`: a spinner or a bar, with its label.
enum ProgressViewConstruct: ViewConstruct {
    static let names = ["ProgressView"]
    static let documentation = ConstructDocumentation(swift: "`ProgressView`", screens: "`progress`")
    static let examples = [
        ConstructExample(swift: #"ProgressView("Loading")"#, screens: "progress: Loading\nstyle: body\n"),
        ConstructExample(
            swift: #"ProgressView(value: 0.4)"#, screens: "progress: \"\"\nstyle: body\nvalue: \"0.4\"\naccessibility:\n  label: Progress\n"),
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        let label = c.first.map { c.text($0) } ?? c.content("label").first.flatMap { $0.scalarText.map { TextValue($0) } }
        var v = ViewNode(.progress, label.map { .scalar(Spec.string($0.string, c.location)) } ?? .none, at: c.location)
        v.set(.style, c.translator.style(c.env, at: c.location).0)
        // A value (`value:`, or a timer's interval) makes a bar; without one iOS draws a spinner (docs/layout.md).
        let value = c.argument("value") ?? c.argument("timerInterval")
        if let value {
            v.set(.value, Spec.string(value.trimmedDescription, c.location))
        }
        // Without a label, VoiceOver reads a spinner as UIKit's activity indicator ("In progress") and a bar as its
        // progress view ("Progress", then the value).
        if label == nil { v.setAccessibility("label", Spec.string(value == nil ? "In progress" : "Progress", c.location)) }
        return [v]
    }
}
