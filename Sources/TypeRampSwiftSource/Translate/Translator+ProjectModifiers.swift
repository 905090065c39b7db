import Foundation
import SwiftSyntax
import TypeRampCore
import TypeRampDecoding

// The project's modifiers (`extension View` functions, `ViewModifier`s), its non-view types used as views, and placeholders.
extension Translator {
    // MARK: - The project's modifiers

    /// A modifier the project defines: an `extension View` function (`self` bound to what it modifies, unevaluated) or
    /// `.modifier(MyModifier())` (its `content` bound likewise). Nil when `m` is neither.
    func projectModifier(_ m: ModifierCall, receiver: Chain, _ scope: Scope, _ env: Environment) -> [ViewNode]? {
        if m.name == "modifier" {
            guard let argument = m.first else { return nil }
            var typeName = argument.trimmedText
            var call: FunctionCallExprSyntax?
            var callScope = m.scope
            if let c = argument.as(FunctionCallExprSyntax.self) {
                call = c
                typeName = c.calledExpression.trimmedText
                // `Previewer.allDevices(with: theme)`: a static function whose body makes the modifier.
                if let member = c.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                    let owner = project.resolveQualified(base.trimmedText, from: m.scope.typeContext, file: m.scope.file),
                    let f = owner.staticFunctions[member.declName.baseName.text]?.first,
                    let made = singleExpression(f.body)?.as(FunctionCallExprSyntax.self)
                {
                    let fScope = Scope(parent: nil, type: owner, file: f.file)
                    bindParameters(f.parameters, c, m.scope, into: fScope)
                    call = made
                    callScope = fScope
                    typeName = made.calledExpression.trimmedText
                }
            }
            if let generic = typeName.firstIndex(of: "<") { typeName = String(typeName[..<generic]) }
            guard let type = project.resolveQualified(typeName, from: callScope.typeContext, file: callScope.file), type.isModifier,
                let body = type.body
            else {
                note("the view modifier `\(argument.trimmedText.prefix(60))` is not in the given files and is ignored", at: m.location)
                return chainViews(receiver, scope, env)
            }
            guard !inlining.contains(type.qualifiedName) else { return chainViews(receiver, scope, env) }
            let instance = instanceScope(type, call: call, callScope, env)
            bindAppEnvironment(type, instance, env)
            let bodyScope = Scope(parent: instance, type: nil, file: body.file)
            bodyScope.values[body.parameters.first?.name ?? "content"] = .chain(receiver, scope, inlined: inlining.count)
            bodyScope.values["self"] = .chain(receiver, scope, inlined: inlining.count)
            inlining.append(type.qualifiedName)
            defer { inlining.removeLast() }
            return views(body.body, bodyScope, env)
        }
        if m.name == "makeBody", case .expression(let e) = receiver.base, receiver.modifiers.isEmpty,
            let (type, call, typeScope) = styleInstance(e, scope),
            let makeBody = type.member("makeBody"), let configuration = m.first, !inlining.contains(type.qualifiedName)
        {
            // `OtherStyle(…).makeBody(configuration: configuration)`, `style.makeBody(configuration:)` on a style the
            // view was given: a style drawing with another style's body.
            let instance = instanceScope(type, call: call, typeScope, env)
            let bodyScope = Scope(parent: instance, type: nil, file: makeBody.file)
            bodyScope.values[makeBody.parameters.first?.name ?? "configuration"] = value(configuration, m.scope) ?? .lazy(configuration, m.scope)
            inlining.append(type.qualifiedName)
            defer { inlining.removeLast() }
            return views(makeBody.body, bodyScope, env)
        }
        guard var candidates = project.viewFunctions[m.name] else { return nil }
        // `extension Text { func style(_: AppTextStyle) -> Text }` beside `extension Image { func style(_:
        // AppImageStyle) -> some View }`: Swift calls on a `Text` the one its type declares (the more specific one, before
        // a `View` one), and on any other view a `View` one.
        let kind = Self.receiverType(receiver)
        let own = candidates.filter { kind != nil && $0.extendedType == kind }
        let applicable = own.isEmpty ? candidates.filter { $0.extendedType == nil || $0.extendedType == "View" } : own
        if !applicable.isEmpty { candidates = applicable }
        // Of overloads the arguments fit by label (`adaptivePadding(_ edges: Edge.Set)` beside `adaptivePadding(_ insets:
        // EdgeInsets)`), the one the arguments' kinds choose.
        let fitting = candidates.map {
            ($0, ArgumentMatch.match($0.parameters, arguments: m.arguments, trailing: m.trailing, additional: m.additional))
        }
        let function = bestOverload(fitting.filter { $0.1.complete }, m.scope)?.0 ?? candidates[0]
        let key = "View.\(m.name)/\(function.location)"
        guard !inlining.contains(key) else { return chainViews(receiver, scope, env) }
        let child = Scope(parent: nil, type: nil, file: function.file)
        let match = ArgumentMatch.match(function.parameters, arguments: m.arguments, trailing: m.trailing, additional: m.additional)
        for (i, p) in function.parameters.enumerated() {
            recordViewValueType(p, in: child)
            if let e = match.bound[i] {
                // `.frame(.badge)` for `_ size: CGSize?`: the static the parameter's type declares, as Swift reads it.
                child.values[p.name] = implicitMember(e, declared: p.type, in: nil, m.scope) ?? .lazy(e, m.scope)
            } else if let d = p.defaultValue {
                child.values[p.name] = .lazy(d, child)
            } else {
                child.values[p.name] = .unknown(p.name)
            }
        }
        child.values["self"] = .chain(receiver, scope, inlined: inlining.count)
        inlining.append(key)
        defer { inlining.removeLast() }
        return views(function.body, child, env)
    }

    /// Modifiers that return a `Text` when called on one (SwiftUI's `Text` methods), and those that return an `Image`.
    static let textKeepingModifiers: Set<String> = [
        "font", "fontWeight", "fontWidth", "fontDesign", "bold", "italic", "underline", "strikethrough", "kerning", "tracking",
        "baselineOffset", "foregroundColor", "foregroundStyle", "monospaced", "monospacedDigit", "textScale", "typesettingLanguage",
        "customAttribute",
    ]
    static let imageKeepingModifiers: Set<String> = ["resizable", "renderingMode", "interpolation", "antialiased"]

    /// The type of a modifier's receiver when it is plainly `Text` or `Image` (`Text(title).bold()`,
    /// `Image("x").resizable()`); nil for any other view, or one TypeRamp does not know the type of.
    static func receiverType(_ receiver: Chain) -> String? {
        guard case .expression(let e) = receiver.base,
            let name = e.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        switch name {
        case "Text": return receiver.modifiers.allSatisfy { textKeepingModifiers.contains($0.name) } ? name : nil
        case "Image": return receiver.modifiers.allSatisfy { imageKeepingModifiers.contains($0.name) } ? name : nil
        default: return nil
        }
    }

    /// The style `e` makes or names, with the call that makes it: `OtherStyle(…)`, a name bound to one, or a static
    /// returning one (`.glass`, declared `extension AppButtonStyle where Self == GlassStyle { static var glass: Self {
    /// GlassStyle() } }`). Any type with a `makeBody` counts: it is being called for its body.
    func styleInstance(_ e: ExprSyntax, _ scope: Scope) -> (TypeDecl, FunctionCallExprSyntax?, Scope)? {
        let (expr, s) = resolvedExpression(e, scope)
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if let type = project.resolveQualified(calledName(call), from: s.typeContext, file: s.file), type.member("makeBody") != nil {
                return (type, call, s)
            }
            // `.glassProminent.shadow(false)`: a style's own configuration method on a style (what it configures is
            // drawn, not sized).
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, !isTypeReference(base) {
                return styleInstance(base, s)
            }
            return nil
        }
        guard let member = expr.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        let name = member.declName.baseName.text
        for (_, st) in project.statics(named: name, projectTypes: true) {
            guard let initial = st.initial ?? st.getter.flatMap({ singleExpression($0) }),
                let call = initial.as(FunctionCallExprSyntax.self),
                let target = project.resolveQualified(calledName(call), from: nil, file: st.file), target.member("makeBody") != nil
            else { continue }
            return (target, call, Scope(parent: nil, type: nil, file: st.file))
        }
        return nil
    }

    /// `view.backport.scrollEdgeEffectStyle(…)`: a method of a wrapper type the project returns from a property of
    /// `View` (`var backport: Backport<Self> { Backport(content: self) }`), declared in the wrapper's extensions
    /// (`extension Backport where Content: View { func …() -> some View { content.… } }`). Swift calls the wrapper's
    /// method with the wrapper's stored property holding the view, so its body runs with that property bound to the rest
    /// of the chain. Nil when the modifier at `index` is not such a method.
    func wrapperMethod(_ m: ModifierCall, _ chain: Chain, at index: Int, _ scope: Scope, _ env: Environment) -> [ViewNode]? {
        guard let call = m.node?.as(FunctionCallExprSyntax.self), index + 1 < chain.modifiers.count else { return nil }
        let accessor = chain.modifiers[index + 1]
        guard accessor.node == nil, let property = project.viewFunctions[accessor.name]?.first(where: { $0.parameters.isEmpty }),
            let made = singleExpression(property.body)?.as(FunctionCallExprSyntax.self)
        else { return nil }
        var typeName = made.calledExpression.trimmedText
        if let generic = typeName.firstIndex(of: "<") { typeName = String(typeName[..<generic]) }
        guard let wrapper = project.resolveQualified(typeName, from: nil, file: property.file), !wrapper.isView,
            let method = wrapper.members[m.name]?.first(where: {
                ArgumentMatch.match($0.parameters, arguments: m.arguments, trailing: m.trailing, additional: m.additional).complete
            })
        else { return nil }
        let key = "\(wrapper.qualifiedName).\(m.name)/\(method.location)"
        let receiver = Chain(base: chain.base, modifiers: Array(chain.modifiers[(index + 2)...]))
        guard !inlining.contains(key) else { return chainViews(receiver, scope, env) }
        // The wrapper's stored properties: the one `self` is passed to holds the view (by label, or the first one).
        let instance = Scope(parent: nil, type: wrapper, file: wrapper.file)
        let stored = wrapper.properties.filter { $0.initial == nil || !$0.isLet }
        for (i, argument) in made.arguments.enumerated() where argument.expression.trimmedText == "self" {
            let name = argument.label?.text ?? (stored.indices.contains(i) ? stored[i].name : nil)
            if let name { instance.values[name] = .chain(receiver, scope, inlined: inlining.count) }
        }
        let child = Scope(parent: instance, type: wrapper, file: method.file)
        bindParameters(method.parameters, call, m.scope, into: child)
        inlining.append(key)
        defer { inlining.removeLast() }
        return views(method.body, child, env)
    }

    /// A name that reads as a colour, a material or a gradient (`backgroundColor`, `accentTint`, `cardGradient`): such a
    /// value used as a view is drawn, never measured.
    static func looksLikeStyle(_ name: String) -> Bool {
        let lower = name.lowercased()
        return ["color", "colour", "background", "tint", "gradient", "material", "fill", "shade", "foreground", "theme", "palette"].contains {
            lower.includes($0)
        }
    }

    /// A modifier name that reads as behaviour rather than layout: an event handler (`onRefresh`, `onSwipe`), enabling or
    /// disabling (`disabledWhenLoading`, `allowsSelection`), tracking or logging (`trackScreen`), haptics.
    static func looksLikeBehaviour(_ name: String) -> Bool {
        if name.hasPrefix("on"), name.dropFirst(2).first?.isUppercase ?? false { return true }
        return ["disabled", "disable", "enable", "allows", "track", "log", "haptic", "sensory", "analytics", "handle"].contains {
            name.hasPrefix($0) && (name.count == $0.count || name.dropFirst($0.count).first?.isUppercase ?? false)
        }
    }

    /// A type the project declares that is not a `View` with a `body`: a UIKit view wrapped for SwiftUI (a box), a view
    /// whose body is a function (`body(props:)`, drawn with its argument unknown), or nil.
    func nonViewType(_ type: TypeDecl, _ call: FunctionCallExprSyntax, _ scope: Scope, _ env: Environment, _ location: SourceLocation) -> [ViewNode]?
    {
        if !type.conformances.isDisjoint(with: ["Shape", "InsettableShape", "ShapeStyle"]) {
            // The project's own shape: it takes the space it is offered, as SwiftUI's shapes do.
            return [ViewNode.flexibleBox(at: location)]
        }
        if type.conformances.contains(where: { $0.hasSuffix("Representable") }) {
            if let text = selfSizingTextView(type, call, scope, env, location) { return text }
            var v = ViewNode.flexibleBox(at: location)
            // A view controller's root view has no intrinsic size, so SwiftUI gives a `UIViewControllerRepresentable`
            // the space it offers, which is what the box does, unless the type answers `sizeThatFits` itself. A wrapped
            // UIKit view (a label, a switch, a search bar) may have a size of its own: that is a guess.
            let controller = type.conformances.contains { $0.hasSuffix("ViewControllerRepresentable") } && type.members["sizeThatFits"] == nil
            // So does a UIKit view that scrolls or draws a surface of its own (a text view left scrolling, a web view, a
            // PDF or map view): none has an intrinsic size.
            let filling = !controller && type.members["sizeThatFits"] == nil && Self.wrapsViewWithoutIntrinsicSize(type)
            v.fillsOfferedWidth = controller || filling
            if !controller && !filling {
                v.pendingSizeNote =
                    "`\(type.name)` is a UIKit view wrapped for SwiftUI: laid out as a box that takes the space offered (its own size is unknown)"
            }
            v.guessed = [.view]
            v.setCommon(.description, Spec.string(type.name, location))
            return [v]
        }
        if let body = type.members["body"]?.first(where: { $0.parameters.count == 1 }), !type.isModifier {
            // A view whose `body` a protocol extension supplies from `body(props:)`: that function, its argument unknown.
            let instance = instanceScope(type, call: call, scope, env)
            let child = Scope(parent: instance, type: nil, file: body.file)
            child.values[body.parameters[0].name] = .unknown(body.parameters[0].name)
            guard !inlining.contains(type.qualifiedName) else { return [placeholder(location)] }
            inlinedTypes.insert(ObjectIdentifier(type))
            inlining.append(type.qualifiedName)
            defer { inlining.removeLast() }
            return views(body.body, child, env)
        }
        return nil
    }

    /// UIKit and its sibling frameworks' views that have no intrinsic content size (`UIView.noIntrinsicMetric` both
    /// ways): scroll views and the views built on them, and views that draw a surface of their own.
    static let viewsWithoutIntrinsicSize: Set<String> = [
        "UIScrollView", "UITextView", "UITableView", "UICollectionView", "WKWebView", "PDFView", "MKMapView", "ARView", "ARSCNView",
        "SCNView", "SKView", "MTKView", "PKCanvasView",
    ]

    /// Whether a `UIViewRepresentable`'s `makeUIView` makes (or is declared to return) one of
    /// ``viewsWithoutIntrinsicSize``, left scrolling: a file that turns scrolling off anywhere (`isScrollEnabled =
    /// false`, which gives a text view the size of its text) is not taken to.
    static func wrapsViewWithoutIntrinsicSize(_ type: TypeDecl) -> Bool {
        guard let make = type.members["makeUIView"]?.first else { return false }
        var names: [String] = make.returnType.map { [$0] } ?? []
        for token in make.body.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { names.append(name) }
        }
        guard names.contains(where: viewsWithoutIntrinsicSize.contains) else { return false }
        return !type.file.turnsScrollingOff
    }

    // MARK: - Placeholders

    /// An empty node standing for a view that was not understood: zero size, marked as a guessed view so rules do not
    /// draw conclusions from it.
    func placeholder(_ location: SourceLocation) -> ViewNode {
        var v = ViewNode(.zstack, .children([]), at: location)
        v.guessed = [.view]
        return v
    }

    /// A view from another module (`KFImage`, `Chart`, `LottieView`): a flexible box of unknown size, sized by the frames
    /// the code gives it.
    func foreignView(_ name: String, _ location: SourceLocation) -> ViewNode {
        var v = ViewNode.flexibleBox(at: location)
        v.pendingSizeNote = "`\(name)` is a view from another module: laid out as a box that takes the space offered (its own size is unknown)"
        v.guessed = [.view]
        v.setCommon(.description, Spec.string(name, location))
        return v
    }
}

extension Translator {
    /// `title.map(Text.init)` (an optional string shown as a text when it is there): nothing when the value is `nil`,
    /// else a text of the value (a sample when it is data, as a preview's sample has it); the rest of the chain modifies
    /// that text. Nil for any other chain.
    func optionalTextMap(_ chain: Chain, _ scope: Scope, _ env: Environment) -> [ViewNode]? {
        guard case .expression(let base) = chain.base, let first = chain.modifiers.last, first.name == "map",
            let call = first.node?.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.trailingClosure == nil,
            let argument = call.arguments.first?.expression.trimmedText,
            argument == "Text.init" || argument == "Text.init(verbatim:)" || argument == "Text.init(_:)"
        else { return nil }
        let receiver = base.as(OptionalChainingExprSyntax.self)?.expression ?? base
        if value(receiver, scope)?.presence == false { return [] }
        let location = scope.file.location(of: base)
        let make: (Environment) -> [ViewNode] = { [unowned self] inner in [self.textNode(self.text(receiver, scope), inner, location)] }
        guard chain.modifiers.count > 1 else { return make(env) }
        guard let ref = receiver.as(DeclReferenceExprSyntax.self) else { return nil }
        return drawnThenModified(chain, receiver: ref, scope, env, make)
    }
}
