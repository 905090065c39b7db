import Foundation
import SwiftSyntax
import TypeRampCore
import TypeRampDecoding

// Names used as views that stand for something else: a member the project adds to `String` or `Text`, a type alias, a
// colour; SwiftUI's own view statics, and images read from their modifiers or named as Xcode's asset symbols.
extension Translator {
    /// `title.textBody` (or `description?.textBody`) with `extension String: WithText { var textBody: Text { Text(self) } }`
    /// and `extension Text: WithText { var textBody: Text { self } }`: the member the project adds to `String` or `Text`,
    /// run with `self` bound to the value (`Text`'s when the value is a `Text(…)`, `String`'s otherwise). Nil when the
    /// project adds no such member.
    func textExtensionMember(_ name: String, on base: ExprSyntax, _ scope: Scope, _ env: Environment) -> [ViewNode]? {
        let receiver = base.as(OptionalChainingExprSyntax.self)?.expression ?? base
        let (resolved, _) = resolvedExpression(receiver, scope)
        let isText = resolved.as(FunctionCallExprSyntax.self).map { calledName($0) == "Text" } ?? false
        guard let owner = project.extended[isText ? "Text" : "String"], let m = owner.member(name, arity: 0),
            !inlining.contains("text \(owner.name).\(name)")
        else { return nil }
        if !isText, case .views? = value(receiver, scope) { return nil }
        let child = Scope(parent: nil, type: owner, file: m.file)
        child.values["self"] = .lazy(receiver, scope)
        inlining.append("text \(owner.name).\(name)")
        defer { inlining.removeLast() }
        return views(m.body, child, env)
    }

    /// The type a `typealias` named `name` stands for where `scope`'s code reads it: declared in the type being read or
    /// one around it, else at the top level.
    func aliasTarget(_ name: String, _ scope: Scope) -> String? {
        var type = scope.typeContext
        while let t = type {
            if let alias = t.statics["typealias \(name)"], let target = alias.type { return target }
            type = t.parent
        }
        return project.typeAliases[name]
    }

    /// Whether a declared type is a colour or another shape style (`Color`, `UIColor?`, `some ShapeStyle`, a gradient, a
    /// material): drawn, never measured.
    static func isColourType(_ type: String) -> Bool {
        var bare = type.trimming("?! ")
        if bare.includes("some ") { bare = bare.replacingOccurrences(of: "some ", with: "") }
        return colourTypes.contains(bare)
    }

    /// The types ``isColourType(_:)`` names, made once (it is asked for many declared types).
    private static let colourTypes: Set<String> = [
        "Color", "UIColor", "CGColor", "ShapeStyle", "AnyShapeStyle", "LinearGradient", "RadialGradient", "AngularGradient",
        "EllipticalGradient", "Gradient", "Material", "SwiftUI.Color",
    ]
}

extension Translator {
    /// The views of `name`, a static the project declares on a SwiftUI view type in an extension (`extension Image {
    /// static var close: Self { .init("close") } }`, `static let padlock = Image("padlock")`): its value, read in the
    /// extension (where `.init(…)` is that view's initializer); nil when the type declares no such static.
    func swiftUIViewStatic(_ name: String, of type: TypeDecl, _ scope: Scope, _ env: Environment, _ location: SourceLocation) -> [ViewNode]? {
        guard let s = type.statics[name] else { return nil }
        guard let expr = s.initial ?? s.getter.flatMap(singleExpression) else { return nil }
        let key = "static \(type.qualifiedName).\(name)"
        guard !inlining.contains(key) else { return [placeholder(location)] }
        inlining.append(key)
        defer { inlining.removeLast() }
        return views(expr, Scope(parent: nil, type: type, file: s.file), env)
    }

    /// An implicit member (`.init("close")`, `.close`) read inside the project's extension of a SwiftUI view `type`
    /// (one of ``Project/viewTypeStatics``): the view's initializer, or another static of the extension; nil elsewhere.
    func implicitSwiftUIViewMember(
        _ name: String, call: FunctionCallExprSyntax?, in type: TypeDecl, _ scope: Scope, _ env: Environment, _ location: SourceLocation
    ) -> [ViewNode]? {
        guard project.viewTypeStatics[type.name] === type else { return nil }
        if let call, name == "init", let construct = Constructs.view(type.name) {
            return construct.translate(ViewCall(translator: self, name: type.name, call: call, scope: scope, env: env, location: location, chain: []))
        }
        if call == nil { return swiftUIViewStatic(name, of: type, scope, env, location) }
        return nil
    }
}

extension Translator {
    /// A value drawn with a modifier only `Image` has (`.resizable()`, `.renderingMode(_:)`): an image whose name
    /// TypeRamp cannot see (a third-party view's content closure hands one: `WebImage(url:) { image in image.resizable() }`),
    /// sized as SwiftUI sizes an image. Nil without such a modifier.
    func imageByItsModifiers(_ chain: [ModifierCall], _ scope: Scope, _ location: SourceLocation) -> ViewNode? {
        guard chain.contains(where: { Translator.imageOnlyModifiers.contains($0.name) }) else { return nil }
        return otherModuleImage(location, chain, scope)
    }

    /// The image of an asset symbol Xcode generates (`Image.buttonReply` for the catalog's `ButtonReply`): an asset image,
    /// sized as `Image("name")` is, which SwiftUI labels with the asset's name (spelled here as the symbol is).
    func assetSymbolImage(_ name: String, _ chain: [ModifierCall], _ scope: Scope, _ location: SourceLocation) -> ViewNode {
        var v = ViewNode(.image, .scalar(Spec.string(name, location)), at: location)
        v.setAccessibility("label", Spec.string(name, location))
        return ImageConstruct.sized(v, resizable: chain.contains { $0.name == "resizable" }, symbol: false, chain: chain, self, scope, location)
    }
}
