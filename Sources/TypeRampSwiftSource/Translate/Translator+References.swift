import Foundation
import SwiftSyntax
import TypeRampCore
import TypeRampDecoding

// Names used as views: bound values, closures, members of the type being read, the project's views (inlined with their
// initializer's arguments bound) and the project's modifiers.
extension Translator {
    /// The views of the expression a modifier chain starts from.
    func baseViews(_ base: ExprSyntax, _ scope: Scope, _ env: Environment, chain: [ModifierCall] = []) -> [ViewNode] {
        let location = scope.file.location(of: base)
        if let closure = base.as(ClosureExprSyntax.self) { return views(closure.statements, scope, env) }
        if base.is(TupleExprSyntax.self) || base.is(InfixOperatorExprSyntax.self) || base.is(TernaryExprSyntax.self) || base.is(IfExprSyntax.self)
            || base.is(SwitchExprSyntax.self)
        {
            return views(base, scope, env)
        }
        if base.is(MacroExpansionExprSyntax.self) || base.is(NilLiteralExprSyntax.self) { return [] }
        if let ref = base.as(DeclReferenceExprSyntax.self) { return reference(ref.baseName.text, call: nil, base, scope, env, chain: chain) }
        if let member = base.as(MemberAccessExprSyntax.self) { return memberViews(member, call: nil, scope, env, chain: chain) }
        if let force = base.as(ForceUnwrapExprSyntax.self) { return views(force.expression, scope, env) }
        if let optional = base.as(OptionalChainingExprSyntax.self) { return views(optional.expression, scope, env) }
        if let image = keyPathImage(base, scope, location) { return [image] }
        guard let call = base.as(FunctionCallExprSyntax.self) else {
            note("`\(base.trimmedText.prefix(60))` is not understood as a view", at: location)
            return [placeholder(location)]
        }
        let callee = call.calledExpression
        if let closure = callee.as(ClosureExprSyntax.self) { return views(closure.statements, scope, env) }
        if let member = callee.as(MemberAccessExprSyntax.self) { return memberViews(member, call: call, scope, env) }
        let name = calledName(call)
        guard !name.includes("."), !name.includes("(") else {
            note("`\(name.prefix(60))` is not understood as a view", at: location)
            return [placeholder(location)]
        }
        return namedCall(name, call, scope, env, location, chain: chain)
    }

    /// The name a call is written with, without generic arguments (`Row<Item>(…)` → `Row`).
    func calledName(_ call: FunctionCallExprSyntax) -> String {
        if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self) { return generic.expression.trimmedText }
        return call.calledExpression.trimmedText
    }

    /// `Name(…)`: a project view (the compiler's lexical lookup first), a SwiftUI view, a bound closure or member function,
    /// or a view from another module.
    func namedCall(
        _ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope, _ env: Environment, _ location: SourceLocation, chain: [ModifierCall] = []
    ) -> [ViewNode] {
        if scope.lookup(name) != nil || (scope.typeContext?.member(name) != nil && !(name.first?.isUppercase ?? false)) {
            return reference(name, call: call, ExprSyntax(call), scope, env)
        }
        // `Self(kind: .chevron)` in a static of a view (`static var chevron: Self { Self(kind: .chevron) }`): that view.
        if name == "Self", let type = scope.typeContext, type.isView { return inline(type, call, scope, env, location) }
        if let type = project.resolveView(name, from: scope.typeContext, file: scope.file) {
            if type.isView { return inline(type, call, scope, env, location) }
            if let v = nonViewType(type, call, scope, env, location) { return v }
        }
        if let construct = Constructs.view(name) {
            return construct.translate(
                ViewCall(translator: self, name: name, call: call, scope: scope, env: env, location: location, chain: chain))
        }
        // `typealias PlatformPicker = Picker` (in the clause of `#if` the platform selects): the SwiftUI view it names.
        if let target = aliasTarget(name, scope), target != name, Constructs.view(target) != nil {
            return namedCall(target, call, scope, env, location, chain: chain)
        }
        if project.globalFunctions[name] != nil || scope.typeContext?.member(name) != nil || hasStaticFunction(name, scope) {
            return reference(name, call: call, ExprSyntax(call), scope, env)
        }
        if name.first?.isUppercase ?? false { return otherModuleView(name, call, scope, env, location, chain: chain) }
        note("`\(name)` is not a view the importer can find in the given files: a placeholder of unknown size is audited", at: location)
        return [placeholder(location)]
    }

    /// `self.header`, `Self.Row(…)`, `Outer.Inner(…)`, `Color.red`, `configuration.label`, `.red`.
    /// `chain` is the modifiers after the member (an image's `.resizable()`).
    func memberViews(
        _ member: MemberAccessExprSyntax, call: FunctionCallExprSyntax?, _ scope: Scope, _ env: Environment, chain: [ModifierCall] = []
    ) -> [ViewNode] {
        let location = scope.file.location(of: member)
        let name = member.declName.baseName.text
        guard let base = member.base else {
            // `.init("close")` or `.close` in a static of the project's `extension Image` (`static var close: Self {
            // .init("close") }`): Swift reads the implicit member in the type the static returns, `Image`.
            if let type = scope.typeContext, let v = implicitSwiftUIViewMember(name, call: call, in: type, scope, env, location) { return v }
            // `.red`, `.clear`, `.blue.opacity(0.2)` as a view: a colour fills the space it is offered.
            if call == nil || name == "init" { return [ViewNode.flexibleBox(at: location)] }
            // `.standard(title: title, icon: …)` returned by another static of the same view: Swift reads the implicit
            // member in the type the function returns, the type being read.
            if let call, let type = scope.typeContext, type.isView, let f = staticOverload(type, name, call, scope) {
                return memberCall(f, call, Scope(parent: nil, type: type, file: f.file), scope, env)
            }
            note("`.\(name)(…)` is not understood as a view", at: location)
            return [placeholder(location)]
        }
        let baseText = base.trimmedText
        if baseText == "self" { return reference(name, call: call, ExprSyntax(member), scope, env, throughSelf: true, chain: chain) }
        // `label: EmptyView.init`: the initializer named for SwiftUI to call, which makes an empty view.
        if call == nil, name == "init", baseText == "EmptyView" || baseText == "SwiftUI.EmptyView" { return [] }
        if call == nil, let v = textExtensionMember(name, on: base, scope, env) { return v }
        if baseText == "SwiftUI", let call {
            // `SwiftUI.Divider()` inside the project's own `Divider` (a themed wrapper of SwiftUI's): SwiftUI's view,
            // never the project's type of that name.
            if let construct = Constructs.view(name) {
                return construct.translate(ViewCall(translator: self, name: name, call: call, scope: scope, env: env, location: location, chain: []))
            }
            return namedCall(name, call, scope, env, location)
        }
        // A SwiftUI view written with its namespace (`_VariadicView.Tree(…)`).
        if let call, Constructs.view("\(baseText).\(name)") != nil { return namedCall("\(baseText).\(name)", call, scope, env, location) }
        if baseText == "Color" || baseText == "SwiftUI.Color" || baseText == "UIColor" { return [ViewNode.flexibleBox(at: location)] }
        if let call, name.first?.isUppercase ?? false,
            let type = project.resolveQualified("\(baseText).\(name)", from: scope.typeContext, file: scope.file)
        {
            if type.isView { return inline(type, call, scope, env, location) }
        }
        if let call, name == "init", let type = project.resolveQualified(baseText, from: scope.typeContext, file: scope.file), type.isView {
            return inline(type, call, scope, env, location)
        }
        if baseText == "ContentUnavailableView", name == "search" { return ContentUnavailableViewConstruct.search(call, scope, self, at: location) }
        // A static the project declares on a SwiftUI view (`extension Image { static let padlock = Image("padlock") }`).
        if call == nil, let type = project.viewTypeStatics[baseText], let v = swiftUIViewStatic(name, of: type, scope, env, location) { return v }
        // `Image.buttonReply` declared nowhere in the project: the symbol Xcode generates for an image of the app's asset
        // catalog (GeneratedAssetSymbols), so `Image("ButtonReply")`.
        if call == nil, baseText == "Image" || baseText == "SwiftUI.Image", name.first?.isLowercase ?? false {
            return [assetSymbolImage(name, chain, scope, location)]
        }
        // A static view with a builder body (`static var placeholder: some View { … }`).
        if call == nil, let type = project.resolveQualified(baseText, from: scope.typeContext, file: scope.file), let s = type.statics[name],
            s.initial == nil, let getter = s.getter
        {
            let key = "static \(type.qualifiedName).\(name)"
            guard !inlining.contains(key) else { return [placeholder(location)] }
            inlining.append(key)
            defer { inlining.removeLast() }
            return views(getter, Scope(parent: nil, type: type, file: s.file), env)
        }
        // A static view (`Self.placeholder`, `Theme.divider`) or a value holding views (`configuration.label`).
        if let value = value(ExprSyntax(member), scope), let v = viewsOf(value, call: call, ExprSyntax(member), scope, env) { return v }
        if call == nil, name == "swiftUIImage" {
            // `Asset.Images.logo.swiftUIImage`, `asset.swiftUIImage`: SwiftGen's `ImageAsset` property, a `SwiftUI.Image`
            // of the asset catalog (code the build generates, so often not in the given files): an image of unknown size.
            return [otherModuleImage(location, chain, scope)]
        }
        if call == nil, isOtherModuleType(baseText, scope),
            chain.contains(where: { Translator.imageOnlyModifiers.contains($0.name) }) || Translator.namesImages(baseText)
        {
            // Another module's static made `.resizable()` (`IconProvider.crossCircleFilled.resizable()`): only an `Image`
            // is, so an image of unknown name (not a colour, whatever its name says), sized as SwiftUI sizes an image. So
            // is a static of a type another module names for its images, shown as a view (`IconProvider.lock`,
            // `Asset.Images.logo`): an image of unknown size, as an asset catalog's image is.
            return [otherModuleImage(location, chain, scope)]
        }
        if call == nil, Translator.looksLikeStyle(name) || Translator.looksLikeStyle(baseText) {
            // `theme.backgroundColor`, `viewModel.accentTint` as a view: a colour, which takes the space offered.
            return [ViewNode.flexibleBox(at: location)]
        }
        if let call, let type = project.resolveQualified(baseText, from: scope.typeContext, file: scope.file),
            let s = staticOverload(type, name, call, scope) ?? type.staticFunctions[name]?.first
        {
            return memberCall(s, call, Scope(parent: nil, type: type, file: s.file), scope, env)
        }
        if call == nil, let v = declaredTextOrImage(ExprSyntax(member), scope, env, chain: chain) { return v }
        if call == nil, let v = dataViewProperty(member, scope, env) { return v }
        if call == nil, !(baseText.first?.isUppercase ?? false) {
            // A model's value shown as a view (`model.iconImage`, `item.destinationView`): a box of unknown size, the note
            // dropped when a frame sizes it.
            var v = ViewNode.flexibleBox(at: location)
            v.guessed = [.view]
            v.pendingSizeNote = "`\(member.trimmedText.prefix(60))` is a value TypeRamp cannot see: laid out as a box that takes the space offered"
            return [v]
        }
        if call != nil, isOtherModuleType(baseText, scope) {
            // A view of another module made by a static function of its type (`KFImage.url(url)`): as `KFImage(url)`.
            return [foreignView(baseText, location)]
        }
        note("`\(member.trimmedText.prefix(60))` is not a view the importer can read: a placeholder of unknown size is audited", at: location)
        return [placeholder(location)]
    }

    /// A name used as a view: a bound value, a member of the type being read (`header`, `row(item)`), a global, or a
    /// free function.
    func reference(
        _ name: String, call: FunctionCallExprSyntax?, _ expr: ExprSyntax, _ scope: Scope, _ env: Environment, throughSelf: Bool = false,
        chain: [ModifierCall] = []
    ) -> [ViewNode] {
        let location = scope.file.location(of: expr)
        // `$selectedImage` passed to a `@Binding var image: Image?` and drawn there (`if let image { image… }`): the
        // binding reads the property it is made from.
        if name.hasPrefix("$"), name.count > 1, !name.dropFirst().allSatisfy(\.isNumber) {
            return reference(String(name.dropFirst()), call: call, expr, scope, env, throughSelf: throughSelf, chain: chain)
        }
        // `self.note(text: note)` after `if let note = …`: the member, not the local that hides it (as `self.name`
        // reads values, ``Scope/selfScope``).
        if let value = throughSelf ? scope.selfScope.lookup(name) : scope.lookup(name) {
            // A property written `Image` or `Text` given another module's value (`icon: IconProvider.lock`, an icon of a
            // design system not in the given files): an image or a text of unknown content, not a placeholder.
            if call == nil, case .lazy(let e, let s) = value, isOtherModuleStatic(e, s), let v = declaredTextOrImage(expr, scope, env, chain: chain) {
                return v
            }
            if let v = viewsOf(value, call: call, expr, scope, env) { return v }
            // A value that is no closure cannot be called: `details(text)` beside `let details: String` is the method.
            if let call, let type = scope.typeContext,
                let member = type.member(name, arity: call.arguments.count + (call.trailingClosure == nil ? 0 : 1)), !member.parameters.isEmpty
            {
                return memberCall(member, call, scope, scope, env)
            }
            if call == nil, let v = declaredTextOrImage(expr, scope, env, chain: chain) { return v }
            if call == nil, let v = imageByItsModifiers(chain, scope, location) { return [v] }
            note("`\(name)` holds data, not a view the importer can read: a placeholder of unknown size is audited", at: location)
            return [placeholder(location)]
        }
        if let call, let v = layoutPropertyCall(name, call, scope, env, location) { return v }
        if let type = scope.typeContext, let member = type.member(name, arity: call.map { $0.arguments.count + ($0.trailingClosure == nil ? 0 : 1) })
        {
            if let call, member.parameters.isEmpty, let e = singleExpression(member.body), let choice = anyLayout(e, scope) {
                return layoutCall(choice, call, scope, env, location)
            }
            return memberCall(member, call, scope, scope, env)
        }
        // A static function of the type, called by its plain name from another of its statics (`label(title, icon:)`
        // inside `static func picker(…)`): the overload whose labels the call fits.
        if let call {
            var owner = scope.typeContext
            while let t = owner {
                let fitting = (t.staticFunctions[name] ?? []).first {
                    ArgumentMatch.match(
                        $0.parameters, arguments: call.arguments, trailing: call.trailingClosure, additional: call.additionalTrailingClosures
                    )
                    .complete
                }
                if let f = fitting { return memberCall(f, call, Scope(parent: nil, type: t, file: f.file), scope, env) }
                owner = t.parent
            }
        }
        if let call, let global = project.global(name, from: scope.file), let choice = anyLayout(global.expr, scope) {
            return layoutCall(choice, call, scope, env, location)
        }
        // A static of the type being read (`static let divider = Divider()`, a colour used as a background).
        var owner = scope.typeContext
        while let t = owner {
            if let s = t.statics[name] {
                let staticScope = Scope(parent: nil, type: t, file: s.file)
                if let initial = s.initial { return views(initial, staticScope, env) }
                if let getter = s.getter { return views(getter, staticScope, env) }
            }
            owner = t.parent
        }
        if let global = project.global(name, from: scope.file) {
            return views(global.expr, Scope(parent: nil, type: nil, file: global.file), env)
        }
        if let function = project.globalFunctions[name]?.first {
            return memberCall(function, call, Scope(parent: nil, type: nil, file: function.file), scope, env)
        }
        if call == nil, let v = imageByItsModifiers(chain, scope, location) { return [v] }
        if name == "self" {
            note("`self` is not a view here: a placeholder of unknown size is audited", at: location)
        } else {
            note("`\(name)` is not a view the importer can find in the given files: a placeholder of unknown size is audited", at: location)
        }
        return [placeholder(location)]
    }

    /// Whether the type being read, or one around it, has a static function `name` (called by its plain name from
    /// another static).
    func hasStaticFunction(_ name: String, _ scope: Scope) -> Bool {
        var owner = scope.typeContext
        while let t = owner {
            if t.staticFunctions[name] != nil { return true }
            owner = t.parent
        }
        return false
    }

    /// The views a value stands for, called with `call`'s arguments when it is a closure or a function; nil when it is
    /// data, not views.
    func viewsOf(_ value: Value, call: FunctionCallExprSyntax?, _ expr: ExprSyntax, _ scope: Scope, _ env: Environment) -> [ViewNode]? {
        switch value {
        case .views(let v): return v
        // An optional view that is `nil` (`var icon: Icon?` nothing set) draws nothing.
        case .none where call == nil: return []
        case .chain(let c, let s, let inlined):
            // Translated as the code that wrote it: inside the views and modifiers around that code, not inside the
            // modifier whose body reads it, so a view inside `.brandFont(14)` under another `.brandFont(12)` keeps its own.
            guard inlined < inlining.count else { return chainViews(c, s, env) }
            let around = inlining
            inlining.removeLast(inlining.count - inlined)
            defer { inlining = around }
            return chainViews(c, s, env)
        case .builder(let make): return make(env)
        case .function(let m, let s): return memberCall(m, call, s, scope, env)
        case .lazy(let e, let s):
            if let call, let choice = anyLayout(e, s) { return layoutCall(choice, call, scope, env, scope.file.location(of: call)) }
            if let closure = e.as(ClosureExprSyntax.self) {
                let arguments = call.map { c in c.arguments.map { Value.lazy($0.expression, scope) } } ?? []
                return callClosure(closure, s, arguments, env)
            }
            if let call, let ref = e.as(DeclReferenceExprSyntax.self) {
                // A function passed by name (`content: rowView`): called with the arguments. A stored closure of the
                // same name comes first (`placeholder: placeholder` in a builder method beside `func placeholder(_:)`:
                // the property is what the call's arguments fit); a stored value that is no closure cannot be called,
                // so `errorDetails(text)` beside `var errorDetails: ErrorDetails` is the method.
                let name = ref.baseName.text
                let isStored = s.typeContext?.properties.contains { $0.name == name && $0.takesClosure } ?? false
                if !isStored, let member = s.typeContext?.member(name) { return memberCall(member, call, s, scope, env) }
                if !isStored, let type = project.resolve(name, from: s.typeContext, file: s.file), type.isView {
                    return inline(type, call, scope, env, scope.file.location(of: call))
                }
            }
            if let call, e.is(MemberAccessExprSyntax.self), e.trimmedText.hasSuffix(".init"),
                let type = project.resolveQualified(String(e.trimmedText.dropLast(5)), from: s.typeContext, file: s.file), type.isView
            {
                return inline(type, call, scope, env, scope.file.location(of: call))
            }
            let resolved = self.value(e, s)
            if let resolved, case .lazy(let next, let nextScope) = resolved {
                // A stored closure called with arguments (`buttonContent(configuration)`, the property an initializer
                // set from its parameter): the closure the name leads to, called with them.
                if call != nil, next.id != e.id, next.is(ClosureExprSyntax.self) || next.is(DeclReferenceExprSyntax.self), depth < limits.depth {
                    depth += 1
                    defer { depth -= 1 }
                    if let v = viewsOf(.lazy(next, nextScope), call: call, expr, scope, env) { return v }
                }
            } else if let resolved, let v = viewsOf(resolved, call: call, expr, scope, env) {
                return v
            }
            if call == nil, let m = e.as(MemberAccessExprSyntax.self), let base = m.base,
                let v = textExtensionMember(m.declName.baseName.text, on: base, s, env)
            {
                return v
            }
            return isData(e) ? nil : views(e, s, env)
        default: return nil
        }
    }

    /// Whether another module's type is named for the images it holds (`IconProvider`, `Icons`, `AppImages`,
    /// `Asset`, `SFSymbols`): its statics shown as views are images.
    static func namesImages(_ typeName: String) -> Bool {
        let name = typeName.lowercased()
        return ["icon", "icons", "iconprovider", "image", "images", "imageprovider", "asset", "assets", "symbol", "symbols"]
            .contains { name.hasSuffix($0) } && !name.hasPrefix("ui")
    }

    /// Modifiers only `Image` has (each returns an `Image`): a value they follow is an image.
    static let imageOnlyModifiers: Set<String> = ["resizable", "renderingMode", "interpolation", "antialiased"]

    /// Whether `e` is, through the names that pass it on (`icon` bound to `icon` bound to `IconProvider.lock`), a static
    /// of another module's type (`IconProvider.lock`, `showPassword ? IconProvider.eyeSlash : IconProvider.eye`).
    private func isOtherModuleStatic(_ e: ExprSyntax, _ scope: Scope) -> Bool {
        let (resolved, s) = resolvedExpression(e, scope)
        guard let m = resolved.as(MemberAccessExprSyntax.self), let base = m.base else { return false }
        return isOtherModuleType(base.trimmedText, s)
    }

    /// Whether an expression is data rather than a view (a literal, an arithmetic expression).
    private func isData(_ e: ExprSyntax) -> Bool {
        e.is(StringLiteralExprSyntax.self) || e.is(IntegerLiteralExprSyntax.self) || e.is(FloatLiteralExprSyntax.self)
            || e.is(BooleanLiteralExprSyntax.self) || e.is(ArrayExprSyntax.self) || e.is(DictionaryExprSyntax.self)
    }

    /// A member function or computed property translated with its parameters bound to the call's arguments.
    func memberCall(_ member: Member, _ call: FunctionCallExprSyntax?, _ ownerScope: Scope, _ callerScope: Scope, _ env: Environment) -> [ViewNode] {
        let key = "\(member.owner?.qualifiedName ?? "").\(member.name)/\(member.location)"
        // A member met again inside itself: in a view of the same type nested in its own content it ends, as an inlined
        // type does.
        guard !isNestedTooDeep(key) else {
            note("`\(member.name)` refers to itself: a placeholder is audited", at: member.location)
            return [placeholder(member.location)]
        }
        if let type = member.returnType, Translator.isColourType(type) {
            // `static func primaryUi01(for theme: …) -> UIColor { switch theme { … } }` used as a view: a colour, which
            // fills the space it is offered whichever it is; its code chooses a colour, not a layout.
            return [ViewNode.flexibleBox(at: callerScope.file.location(of: call.map(Syntax.init) ?? Syntax(member.body)))]
        }
        return memoisedPlace(at: call?.id ?? member.body.id, call: nil) {
            let child = Scope(parent: ownerScope, type: member.owner.flatMap { ownerScope.typeContext == nil ? $0 : nil }, file: member.file)
            bindParameters(member.parameters, call, callerScope, into: child)
            inlining.append(key)
            defer { inlining.removeLast() }
            return views(member.body, child, env)
        }
    }
}
