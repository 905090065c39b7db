import SwiftSyntax
import TypeRampDecoding

/// `LabeledContent(_:value:)`, `LabeledContent { value } label: { }`.
enum LabeledContentConstruct: ViewConstruct {
    static let names = ["LabeledContent"]
    static let documentation = ConstructDocumentation(swift: "`LabeledContent(_:value:)`, `LabeledContent { }`", screens: "`labeledContent`")
    static let examples = [
        ConstructExample(swift: #"LabeledContent("Version", value: "2.1")"#, screens: "labeledContent: Version\nvalue: \"2.1\"\nstyle: body\n")
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        let t = c.translator
        var title = c.first.map { c.text($0) }
        // A label closure's text keeps what it was: a sample (`Text(.permissions(.users))`, data TypeRamp does not see)
        // stays marked as one.
        if title == nil, let label = c.views("label")?.first, let s = label.scalarText {
            title = TextValue(s, guessed: label.guessed.contains(.text))
        }
        var v = ViewNode(.labeledContent, .scalar(Spec.string(title?.string ?? "Label", c.location)), at: c.location)
        if title == nil || title!.guessed { v.guessed.insert(.text) }
        if let valueExpr = c.argument("value") {
            let value = c.text(valueExpr)
            v.set(.value, Spec.string(value.string, c.location))
            if value.guessed { v.guessed.insert(.text) }
        } else if let content = c.contentClosure() {
            v.nodeProperties.append((.content, ViewNode.group(t.views(content.statements, c.scope, c.env), at: c.location)))
        } else {
            v.set(.value, Spec.string("", c.location))
        }
        v.set(.style, t.style(c.env, at: c.location).0)
        return [v]
    }
}
