import SwiftSyntax
import TypeRampDecoding

/// `Spacer(minLength:)`: flexible space along the enclosing stack's axis.
enum SpacerConstruct: ViewConstruct {
    static let names = ["Spacer"]
    static let documentation = ConstructDocumentation(swift: "`Spacer(minLength:)`", screens: "`spacer`")
    static let examples = [
        ConstructExample(swift: "Spacer()", screens: "spacer:\n"), ConstructExample(swift: "Spacer(minLength: 12)", screens: "spacer: 12\n"),
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        if let n = c.number("minLength"), let length = c.translator.nonNegative(n, "spacer length", c.location) {
            return [ViewNode(.spacer, .scalar(Spec.number(length, c.location)), at: c.location)]
        }
        return [ViewNode(.spacer, .none, at: c.location)]
    }
}
