import SwiftSyntax
import TypeRampDecoding

/// `ForEach`: one set of views per element of its data.
enum ForEachConstruct: ViewConstruct {
    static let names = ["ForEach"]
    static let documentation = ConstructDocumentation(
        swift: "`ForEach`", screens: "one node per element",
        notes:
            "literal arrays and ranges, properties and statics with literal values (`Item.samples`), a project enum's `allCases` (each row decides its conditions for its case), preview arguments; else 3 sample rows and a note; at most 50 rows"
    )
    static let examples = [
        ConstructExample(
            swift: #"ForEach(["Red", "Green"], id: \.self) { name in Text(name) }"#,
            screens: "vstack:\n- text: Red\n  style: body\n- text: Green\n  style: body\n")
    ]

    /// Rows a `ForEach` over data the source does not give produces.
    static let sampleRows = 3

    static func translate(_ c: ViewCall) -> [ViewNode] {
        guard let data = c.call.arguments.first?.expression, let content = c.contentClosure() else { return [] }
        return rows(data: data, content: content, c.scope, c.env, c.location, c.translator)
    }

    /// The views a `ForEach` (or a data-driven `List`) produces: one set per element of literal data, ranges, preview data
    /// and statics; three sample rows for data the source does not contain.
    static func rows(
        data: ExprSyntax, content: ClosureExprSyntax, _ scope: Scope, _ env: Environment, _ location: SourceLocation, _ t: Translator
    )
        -> [ViewNode]
    {
        var elements: [Value]
        let enumerated = data.trimmedText.contains(".enumerated()")
        var dataExpr = data
        if let call = dataExpr.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText == "Array",
            let arg = call.arguments.first?.expression
        {
            dataExpr = arg
        }
        if case .array(let items)? = t.value(dataExpr, scope) {
            elements = items
        } else {
            // `items.enumerated()`, `items.sorted()`, `items.prefix(3)`, `items.filter { … }`: the elements of `items`.
            while let call = dataExpr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                let base = member.base,
                ["enumerated", "sorted", "reversed", "prefix", "filter", "shuffled", "compactMap", "map"].contains(member.declName.baseName.text)
            {
                dataExpr = base
            }
            if case .array(let items)? = t.value(dataExpr, scope) {
                elements = items
            } else {
                t.note(
                    "no sample data for `\(data.trimmedText.prefix(60))`: \(sampleRows) sample rows are audited (add data to a #Preview or a `// typeramp:sample` comment)",
                    at: scope.file.location(of: data), affectsLayout: false)
                elements = (0..<sampleRows).map { _ in .unknown(t.sampleName(dataExpr)) }
            }
        }
        if elements.count > t.limits.rows {
            t.note("ForEach over \(elements.count) elements: the first \(t.limits.rows) are audited", at: location, affectsLayout: false)
            elements = Array(elements.prefix(t.limits.rows))
        }
        var out: [ViewNode] = []
        for (index, element) in elements.enumerated() {
            let arguments: [Value] = enumerated ? [.number(Double(index)), element] : [element]
            let child = Scope(parent: scope, type: nil, file: scope.file)
            t.bindClosureParameters(content, arguments, into: child)
            if enumerated, case .simpleInput(let list)? = content.signature?.parameterClause, list.count == 1 {
                child.values[list.first!.name.text] = .record("EnumeratedElement", ["offset": .number(Double(index)), "element": element])
            }
            out += t.views(content.statements, child, env)
        }
        return out
    }
}
