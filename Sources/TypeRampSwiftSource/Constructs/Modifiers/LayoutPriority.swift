import SwiftSyntax
import TypeRampDecoding

/// `.layoutPriority(_:)`: offered space first in a stack.
enum LayoutPriorityModifier: ModifierConstruct {
    static let names = ["layoutPriority"]
    static let documentation = ConstructDocumentation(swift: "`.layoutPriority(_:)`", screens: "`layoutPriority`")
    static let examples = [ConstructExample(swift: #"Text("A").layoutPriority(1)"#, screens: "text: A\nstyle: body\nlayoutPriority: 1\n")]

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        guard let first = m.first, let n = m.translator.number(first, m.scope), n.isFinite else { return views }
        return views.map {
            $0.mapBranches { v in
                var v = v
                v.setCommon(.layoutPriority, Spec.number(n, m.location))
                return v
            }
        }
    }
}
