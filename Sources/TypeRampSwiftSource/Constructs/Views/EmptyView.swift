import SwiftSyntax
import TypeRampDecoding

/// `EmptyView`: nothing.
enum EmptyViewConstruct: ViewConstruct {
    static let names = ["EmptyView"]
    static let documentation = ConstructDocumentation(swift: "`EmptyView`", screens: "nothing (no size, no spacing)")
    static let examples = [ConstructExample(swift: #"VStack { EmptyView(); Text("A") }"#, screens: "vstack:\n- text: A\n  style: body\n")]

    static func translate(_ c: ViewCall) -> [ViewNode] { [] }
}
