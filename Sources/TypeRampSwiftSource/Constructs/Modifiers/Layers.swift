import SwiftSyntax
import TypeRampDecoding

/// `.overlay`, `.background`: a layer over or under the view that does not change its size. Colours, shapes and
/// materials are drawn, never measured, and are dropped.
enum LayerModifier: ModifierConstruct {
    static let names = ["overlay", "background"]
    static let documentation = ConstructDocumentation(
        swift: "`.overlay { }`, `.background { }` (with `alignment:`)", screens: "`overlay`, `background`",
        notes: "size-neutral layers; colours, shapes and materials are dropped")
    static let examples = [
        ConstructExample(swift: #"Text("A").background(Color.blue)"#, screens: "text: A\nstyle: body\n"),
        ConstructExample(
            swift: #"Image(systemName: "bell").overlay(alignment: .topTrailing) { Text("3") }"#,
            screens:
                "symbol: bell\nstyle: body\naccessibility:\n  label: bell\noverlay:\n  content:\n    text: \"3\"\n    style: body\n  alignment: topTrailing\n"
        ),
    ]

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        let t = m.translator
        let content: ExprSyntax?
        if let c = m.contentClosure {
            content = ExprSyntax(c)
        } else {
            content = m.arguments.first { $0.label == nil }?.expression
        }
        guard let content, !isShapeOrStyle(content, t, m.scope) else { return views }
        // A layer reads the environment where it is attached (the text style outside the view, not inside it).
        let layerViews: [ViewNode]
        if let closure = content.as(ClosureExprSyntax.self) {
            layerViews = t.views(closure.statements, m.scope, m.env)
        } else {
            layerViews = t.views(content, m.scope, m.env)
        }
        guard !layerViews.isEmpty else { return views }
        // A layer is offered the view's size and never changes it: a layer of unknown size (a UIKit view wrapped to read
        // the window) decides nothing the audit measures, so its size is no note.
        let sized = layerViews.map { v -> ViewNode in
            var v = v
            t.retractScreenNotes(v.layerSizeNotes)
            v.layerSizeNotes = []
            return v
        }
        let layer = ViewNode.group(sized, at: m.location)
        let alignment = t.boxAlignment(m.argument("alignment"), m.scope, at: m.location)
        return views.map { view in
            view.mapBranches { v in
                var v = v
                v.wrap(
                    m.name == "overlay"
                        ? .overlay(layer, alignment: alignment, at: m.location) : .background(layer, alignment: alignment, at: m.location))
                return v
            }
        }
    }

    /// Whether a layer is a colour, a shape or a material (drawn, never measured).
    static func isShapeOrStyle(_ expr: ExprSyntax, _ t: Translator, _ scope: Scope) -> Bool {
        let chain = t.chain(expr, scope)
        guard case .expression(let base) = chain.base else { return false }
        if let ternary = base.as(TernaryExprSyntax.self) {
            return isShapeOrStyle(ternary.thenExpression, t, scope) && isShapeOrStyle(ternary.elseExpression, t, scope)
        }
        if let ref = base.as(DeclReferenceExprSyntax.self) {
            // A name: a style unless it holds a view (a closure, a view call) or names a project view.
            switch scope.lookup(ref.baseName.text) {
            case .lazy(let e, let s)?: return isShapeOrStyle(e, t, s)
            case .views?, .chain?, .function?, .builder?: return false
            default: return scope.typeContext?.member(ref.baseName.text) == nil
            }
        }
        if let m = base.as(MemberAccessExprSyntax.self) {
            guard let owner = m.base?.trimmedText else { return true }  // `.red`, `.ultraThinMaterial`, `.tint`
            if owner == "self" { return isShapeOrStyle(ExprSyntax(DeclReferenceExprSyntax(baseName: m.declName.baseName)), t, scope) }
            if !(owner.first?.isUppercase ?? false) {
                // `theme.cardBackground`, `viewModel.tint`: a value, a style unless it holds views.
                switch t.value(ExprSyntax(m), scope) {
                case .lazy(let e, let s)?: return isShapeOrStyle(e, t, s)
                case .views?, .chain?, .function?, .builder?: return false
                default: return true
                }
            }
            if ["Color", "SwiftUI.Color", "Material", "UIColor", "Gradient", "HierarchicalShapeStyle"].contains(owner) { return true }
            // `Theme.cardBackground`: a static whose value is a colour or a shape.
            if let type = t.project.resolveQualified(owner, from: scope.typeContext, file: scope.file),
                let s = type.statics[m.declName.baseName.text],
                let initial = s.initial ?? s.getter.flatMap({ t.singleExpression($0) })
            {
                return isShapeOrStyle(initial, t, Scope(parent: nil, type: type, file: s.file))
            }
            return false
        }
        if let call = base.as(FunctionCallExprSyntax.self) {
            let name = call.calledExpression.trimmedText
            return ShapeConstruct.names.contains(name) || name.hasPrefix(".") || name.hasPrefix("Color.") || name == "Material"
        }
        if let closure = base.as(ClosureExprSyntax.self) {
            let items = t.project.activeItems(closure.statements)
            return items.count == 1 && t.expressionOf(items[0]).map { isShapeOrStyle($0, t, scope) } == true
        }
        return false
    }
}
