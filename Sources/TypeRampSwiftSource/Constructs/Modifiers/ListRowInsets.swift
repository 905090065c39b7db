import SwiftSyntax
import TypeRampDecoding

/// `.listRowInsets(_:)`: the margins of the list row the view is, in place of the list's (SwiftUI reads them from a
/// list's rows, section headers and footers; on any other view they change nothing).
enum ListRowInsetsModifier: ModifierConstruct {
    static let names = ["listRowInsets"]
    static let documentation = ConstructDocumentation(
        swift: "`.listRowInsets(EdgeInsets(…))`, `.listRowInsets(EdgeInsets())`, `.listRowInsets(nil)`", screens: "`listRowInsets`",
        notes:
            "the row's margins in place of the list's (`EdgeInsets()`: its content across the whole row); `nil` keeps the list's; insets TypeRamp cannot read are noted and the list's are audited"
    )
    // A view given a row's insets is a list's row: a view whose body is one is audited as the rows of a plain list.
    static let examples = [
        ConstructExample(
            swift: #"Text("A").listRowInsets(EdgeInsets())"#,
            screens:
                "list:\n  - rows:\n      - text: A\n        style: body\n        listRowInsets:\n          top: 0\n          leading: 0\n          bottom: 0\n          trailing: 0\nstyle: plain\n"
        ),
        ConstructExample(
            swift: #"Text("A").listRowInsets(EdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 20))"#,
            screens:
                "list:\n  - rows:\n      - text: A\n        style: body\n        listRowInsets:\n          top: 4\n          leading: 20\n          bottom: 4\n          trailing: 20\nstyle: plain\n"
        ),
        ConstructExample(swift: #"Text("A").listRowInsets(nil)"#, screens: "list:\n  - rows:\n      - text: A\n        style: body\nstyle: plain\n"),
        ConstructExample(
            swift: #"Text("A").listRowInsets(.none)"#, screens: "list:\n  - rows:\n      - text: A\n        style: body\nstyle: plain\n"),
    ]

    /// A view given a list row's insets is a row of a `List` or `Form`, wherever it is audited (as for
    /// `.listRowBackground`, ``NeutralModifier/environment(_:_:)``).
    static func environment(_ m: ModifierCall, _ env: inout Environment) { env.inList = true }

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        guard let argument = m.first else { return views }
        let insets: SpecNode
        switch rowInsets(argument, m) {
        case .list: return views
        case .insets(let read): insets = read
        case .unread:
            m.note(
                "list row insets `\(argument.trimmedText.prefix(60))` are not a value TypeRamp can read: the list's row margins are audited")
            return views
        }
        return views.map {
            $0.mapBranches { v in
                var v = v
                v.setCommon(.listRowInsets, insets)
                return v
            }
        }
    }

    /// What the argument of `.listRowInsets(_:)` gives.
    enum Read {
        /// `nil`: the list's margins.
        case list
        /// The four edges, in points.
        case insets(SpecNode)
        /// A value TypeRamp cannot read (a theme's lengths, a negative or unbounded one).
        case unread
    }

    /// `EdgeInsets()`, `EdgeInsets(top:leading:bottom:trailing:)` (a missing edge is 0), `.init(…)`, `.zero`, a
    /// static or constant that holds one, or the project's own `EdgeInsets` initializer.
    static func rowInsets(_ argument: ExprSyntax, _ m: ModifierCall) -> Read {
        let t = m.translator
        let (e, scope) = t.resolvedExpression(argument, m.scope)
        let edges = PaddingModifier.edges
        func insets(_ lengths: [Double?]) -> Read {
            var entries: [(String, SpecNode)] = []
            for (edge, length) in zip(edges, lengths) {
                guard let length, length.isFinite, length >= 0, length <= 10_000 else { return .unread }
                entries.append((edge, Spec.number(length, m.location)))
            }
            return .insets(Spec.map(entries, m.location))
        }
        // `nil`, and `.none` (Optional's case: the parameter is `EdgeInsets?`).
        if e.is(NilLiteralExprSyntax.self)
            || (e.as(MemberAccessExprSyntax.self).map { $0.base == nil && $0.declName.baseName.text == "none" } ?? false)
        {
            return .list
        }
        if let call = e.as(FunctionCallExprSyntax.self),
            ["EdgeInsets", "SwiftUI.EdgeInsets", ".init", "EdgeInsets.init"].contains(call.calledExpression.trimmedText),
            call.arguments.allSatisfy({ edges.contains($0.label?.text ?? "") })
        {
            return insets(
                edges.map { edge in call.arguments.first { $0.label?.text == edge }.map { t.number($0.expression, scope) } ?? 0 })
        }
        if memberName(e) == "zero", ["", "EdgeInsets", "SwiftUI.EdgeInsets"].contains(e.as(MemberAccessExprSyntax.self)?.base?.trimmedText ?? "") {
            return insets([0, 0, 0, 0])
        }
        if let lengths = PaddingModifier.edgeLengths(t.value(e, scope)) ?? PaddingModifier.projectInsets(argument, m) { return insets(lengths) }
        return .unread
    }
}
