import SwiftSyntax
import TypeRampDecoding

/// `LazyVGrid(columns:)` (and `LazyHGrid`, read as a vertical grid of the same items).
enum LazyGridConstruct: ViewConstruct {
    static let names = ["LazyVGrid", "LazyHGrid"]
    static let documentation = ConstructDocumentation(
        swift: "`LazyVGrid(columns:)`", screens: "`lazyVGrid`",
        notes:
            "`GridItem(.adaptive(minimum:))`, `.flexible()`, `.fixed()`, `Array(repeating:count:)` (or `.init(repeating:count:)`); `LazyHGrid` is read as a `LazyVGrid` (note)"
    )
    static let examples = [
        ConstructExample(
            swift: #"LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) { Text("A"); Text("B") }"#,
            screens: "lazyVGrid:\n- text: A\n  style: body\n- text: B\n  style: body\ncolumns: [flexible, flexible]\n"),
        ConstructExample(
            swift: #"LazyVGrid(columns: .init(repeating: .init(.flexible(minimum: 50), spacing: 2), count: 3)) { Text("A") }"#,
            screens: "lazyVGrid:\n- text: A\n  style: body\ncolumns: ['flexible(minimum: 50)', 'flexible(minimum: 50)', 'flexible(minimum: 50)']\n"),
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        if c.name == "LazyHGrid" { c.note("LazyHGrid is audited as a LazyVGrid of the same items") }
        var v = ViewNode(.lazyVGrid, .children(c.content()), at: c.location)
        v.set(.columns, Spec.list(columns(c.argument("columns") ?? c.argument("rows"), c).map { Spec.string($0, c.location) }, c.location))
        if let s = c.number("spacing") { v.set(.rowSpacing, Spec.number(max(0, s), c.location)) }
        return [v]
    }

    static func columns(_ expr: ExprSyntax?, _ c: ViewCall) -> [String] {
        var expr = expr
        var scope = c.scope
        if let e = expr { (expr, scope) = c.translator.resolvedExpression(e, c.scope) }
        // `Array(repeating: item, count: 3)`, also written `.init(repeating:count:)` for the `[GridItem]` parameter or
        // `[GridItem](repeating:count:)`.
        let callee = expr?.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText ?? ""
        if let call = expr?.as(FunctionCallExprSyntax.self), callee.hasPrefix("Array") || callee == ".init" || callee.hasPrefix("[GridItem]"),
            let item = call.arguments.first(where: { $0.label?.text == "repeating" })?.expression,
            let countExpr = call.arguments.first(where: { $0.label?.text == "count" })?.expression
        {
            guard let n = c.translator.number(countExpr, scope), let count = c.translator.checkedInt(n) else {
                c.note(
                    "grid column count `\(countExpr.trimmedText.prefix(40))` is not a number TypeRamp can read: two flexible columns are audited"
                )
                return ["flexible", "flexible"]
            }
            if count > c.translator.limits.rows {
                c.note("a grid of \(count) columns: the first \(c.translator.limits.rows) are audited")
            }
            return Array(repeating: gridItem(item, c, scope), count: min(max(1, count), c.translator.limits.rows))
        }
        guard let array = expr?.as(ArrayExprSyntax.self) else {
            c.note("grid columns not understood: two flexible columns are audited")
            return ["flexible", "flexible"]
        }
        return array.elements.prefix(c.translator.limits.rows).map { gridItem($0.expression, c, scope) }
    }

    private static func gridItem(_ raw: ExprSyntax, _ c: ViewCall, _ itemScope: Scope) -> String {
        let (expr, scope) = c.translator.resolvedExpression(raw, itemScope)
        guard let call = expr.as(FunctionCallExprSyntax.self), let size = call.arguments.first?.expression else { return "flexible" }
        guard let sizeCall = size.as(FunctionCallExprSyntax.self), let name = memberName(sizeCall.calledExpression) ?? memberName(size) else {
            return memberName(size) ?? "flexible"
        }
        func length(_ e: ExprSyntax) -> Double? {
            guard let n = c.translator.number(e, scope), n.isFinite, n >= 0, n <= 100_000 else { return nil }
            return n
        }
        if name == "fixed" {
            guard let first = sizeCall.arguments.first, let n = length(first.expression) else {
                c.note("a fixed grid column whose width TypeRamp cannot read: a flexible column is audited")
                return "flexible"
            }
            return "fixed(\(formatNumber(n)))"
        }
        var parts: [String] = []
        for arg in sizeCall.arguments {
            guard let label = arg.label?.text, let n = length(arg.expression) else { continue }
            parts.append("\(label): \(formatNumber(n))")
        }
        if name == "adaptive", !parts.contains(where: { $0.hasPrefix("minimum") }) {
            c.note("an adaptive grid column whose minimum TypeRamp cannot read: a flexible column is audited")
            return "flexible"
        }
        return parts.isEmpty ? name : "\(name)(\(parts.joined(separator: ", ")))"
    }

    private static func formatNumber(_ n: Double) -> String { n == n.rounded() ? String(Int(n)) : String(n) }
}
