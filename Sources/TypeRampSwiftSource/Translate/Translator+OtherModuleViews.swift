import SwiftSyntax
import TypeRampCore

extension Translator {
    /// `Name(…)` for a view of another module: a button (an action and a `label:`) laid out as a `Button`, a view with a
    /// content closure laid out as that closure's views, else a box of unknown size with a layout note.
    func otherModuleView(
        _ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope, _ env: Environment, _ location: SourceLocation, chain: [ModifierCall]
    ) -> [ViewNode] {
        let labelClosure =
            call.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
            ?? call.arguments.first(where: { $0.label?.text == "label" })?.expression.as(ClosureExprSyntax.self)
        // A button of another module (`AsyncButton { try await … } label: { … }`): an action and a label, as a
        // `Button` is written, laid out as one.
        if name.hasSuffix("Button"), labelClosure != nil {
            note("`\(name)` is a view from another module: laid out as a Button with its label", at: location, affectsLayout: false)
            return ButtonConstruct.translate(
                ViewCall(translator: self, name: "Button", call: call, scope: scope, env: env, location: location, chain: chain))
        }
        // A view of another module with a content closure (`LazyImage(…) { state in … }`, `Carousel { … }`): the closure's
        // views stand for it, its parameters unknown; its `label:` closure when it has one (the trailing closure is
        // then an action).
        if let closure = labelClosure ?? call.trailingClosure
            ?? call.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self)
        {
            let content = callClosure(closure, scope, [], env)
            if !content.isEmpty {
                note("`\(name)` is a view from another module: its content closure is laid out in its place", at: location, affectsLayout: false)
                return [ViewNode.group(content, at: location)]
            }
        }
        return [foreignView(name, location)]
    }
}
