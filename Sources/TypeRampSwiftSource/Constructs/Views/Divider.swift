import SwiftSyntax
import TypeRampDecoding

/// `Divider`: a hairline across the enclosing stack.
enum DividerConstruct: ViewConstruct {
    static let names = ["Divider"]
    static let documentation = ConstructDocumentation(swift: "`Divider`", screens: "`divider`")
    static let examples = [ConstructExample(swift: "Divider()", screens: "divider:\n")]

    static func translate(_ c: ViewCall) -> [ViewNode] { [ViewNode(.divider, .none, at: c.location)] }
}
