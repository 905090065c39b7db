import SwiftSyntax

/// A call's arguments matched to a function's parameters as Swift matches them: labelled arguments in order, each to
/// the next parameter with its label (parameters skipped on the way need default values); then the unlabelled trailing
/// closure by forward scan (SE-0286): to the first remaining parameter that takes a closure, skipping one with a default
/// value when a later parameter that takes a closure needs an argument and comes before the parameter the first labelled
/// trailing closure names; then the labelled trailing closures by label.
struct ArgumentMatch {
    /// The argument expression of each bound parameter, by parameter index.
    var bound: [Int: ExprSyntax] = [:]
    /// Whether every argument found a parameter and every parameter without a default got one.
    var complete = true

    /// The parameters a call passes nothing to: they take their default values.
    func unbound(_ parameters: [Parameter]) -> [Int] { parameters.indices.filter { bound[$0] == nil } }

    static func match(
        _ parameters: [Parameter], arguments: LabeledExprListSyntax, trailing: ClosureExprSyntax?,
        additional: MultipleTrailingClosureElementListSyntax
    ) -> ArgumentMatch {
        var result = ArgumentMatch()
        var position = 0
        for argument in arguments {
            let label = argument.label?.text
            guard let index = parameters[position...].firstIndex(where: { $0.label == label }) else {
                result.complete = false
                continue
            }
            if parameters[position..<index].contains(where: { !$0.hasDefault }) { result.complete = false }
            result.bound[index] = argument.expression
            position = index + 1
        }
        if let trailing {
            let nextLabel = additional.first?.label.text
            var chosen: Int?
            var i = position
            while i < parameters.count {
                let p = parameters[i]
                guard p.takesClosure || p.type == nil else {
                    i += 1
                    continue
                }
                // Only parameters before the one the next labelled trailing closure names count: in `f(x) { a }
                // footer: { b }` with `onTap: (() -> Void)? = nil, footer: () -> V`, `{ a }` is `onTap`.
                let end = nextLabel.flatMap { l in parameters[(i + 1)...].firstIndex { $0.label == l } } ?? parameters.count
                let laterNeedsClosure = parameters[(i + 1)..<end].contains { $0.takesClosure && !$0.hasDefault }
                if p.hasDefault && laterNeedsClosure {
                    i += 1
                    continue
                }
                chosen = i
                break
            }
            if let chosen {
                result.bound[chosen] = ExprSyntax(trailing)
                position = chosen + 1
            } else {
                result.complete = false
            }
        }
        for extra in additional {
            guard let index = parameters[position...].firstIndex(where: { $0.label == extra.label.text }) else {
                result.complete = false
                continue
            }
            result.bound[index] = ExprSyntax(extra.closure)
            position = index + 1
        }
        for (i, p) in parameters.enumerated() where result.bound[i] == nil && !p.hasDefault {
            result.complete = false
        }
        return result
    }

    /// The memberwise initializer's parameters of a type: its stored properties that it takes, in order.
    static func memberwiseParameters(_ type: TypeDecl) -> [(Parameter, StoredProperty)] {
        type.properties.filter(\.isInitializerParameter).map { p in
            let isBuilder = p.wrapper == "ViewBuilder"
            var type = p.type ?? (p.initial?.is(ClosureExprSyntax.self) == true ? "() -> Void" : "_")
            if isBuilder { type = "() -> \(p.type ?? "some View")" }
            return (
                Parameter(label: p.name, name: p.name, type: type, defaultValue: p.isLet ? nil : p.initial, isViewBuilder: isBuilder), p
            )
        }
    }
}
