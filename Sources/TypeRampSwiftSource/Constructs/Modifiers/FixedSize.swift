import SwiftSyntax
import TypeRampDecoding

/// `.fixedSize`: the view at its ideal size along the axes given.
enum FixedSizeModifier: ModifierConstruct {
    static let names = ["fixedSize"]
    static let documentation = ConstructDocumentation(swift: "`.fixedSize()`, `.fixedSize(horizontal:vertical:)`", screens: "`fixedSize`")
    static let examples = [
        ConstructExample(swift: #"Text("A").fixedSize(horizontal: false, vertical: true)"#, screens: "text: A\nstyle: body\nfixedSize: vertical\n")
    ]

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        let h = m.argument("horizontal")?.trimmedText != "false"
        let v = m.argument("vertical")?.trimmedText != "false"
        let value: String
        switch (h, v) {
        case (true, true): value = "true"
        case (true, false): value = "horizontal"
        case (false, true): value = "vertical"
        case (false, false): return views
        }
        return views.map {
            $0.mapBranches { n in
                var n = n
                n.wrap(.fixedSize(Spec.plain(value, m.location)))
                // At its ideal width, which nothing here knows for a view that otherwise takes the width offered.
                if h { n.fillsOfferedWidth = false }
                return n
            }
        }
    }
}
