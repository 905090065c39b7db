import Foundation
import SwiftSyntax
import TypeRampCore
import TypeRampDecoding

// The types the code writes on the properties a view reads: a model's `Text` and `Image` properties shown as views, and
// the written type of a name or a member chain (`self.button.title`, `menu.footer`), where `if let` binds it.
extension Translator {
    /// A model's property declared `Text` or `Image` (`struct CardButton { let title: Text; let icon: Image? }`) shown
    /// as a view when its value is data TypeRamp does not know (`self.button.title`): a text of sample content, or an
    /// image of unknown size, each marked guessed, rather than a box of unknown size. Nil for any other property.
    /// `chain` is the modifiers after the expression: an image made `.resizable()` there takes its frame or the space
    /// offered, as SwiftUI sizes any resizable image.
    func declaredTextOrImage(_ expr: ExprSyntax, _ scope: Scope, _ env: Environment, chain: [ModifierCall] = []) -> [ViewNode]? {
        guard let written = writtenType(of: expr, scope) ?? propertyOfUnknownData(expr) else { return nil }
        let location = scope.file.location(of: expr)
        switch written {
        case "Text", "SwiftUI.Text":
            return [textNode(sample(expr, scope), env, location)]
        case "Image", "SwiftUI.Image":
            return [otherModuleImage(location, chain, scope)]
        default:
            return nil
        }
    }

    /// `flavor.image` with `flavor` a value of unknown type: `Image` or `Text` when every data type of the project that
    /// has a property of that name writes it so (``Project/imageOrTextProperties``).
    private func propertyOfUnknownData(_ expr: ExprSyntax) -> String? {
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base,
            base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self), !(base.trimmedText.first?.isUppercase ?? true)
        else { return nil }
        return project.imageOrTextProperties[member.declName.baseName.text]
    }

    /// An image TypeRamp cannot name (a model's, another module's): marked `guessed: [view]` (its label and content are
    /// unknown), sized by the modifiers after it as SwiftUI sizes an image (``ImageConstruct/sized``).
    func otherModuleImage(_ location: SourceLocation, _ chain: [ModifierCall], _ scope: Scope) -> ViewNode {
        var v = ViewNode(.image, .scalar(Spec.string("image", location)), at: location)
        v.guessed = [.view]
        let resizable = chain.contains { $0.name == "resizable" }
        return ImageConstruct.sized(v, resizable: resizable, symbol: false, chain: chain, self, scope, location)
    }

    /// The type written on the property an expression reads, without `?` or `!`: a name (`title`, `self.title`, a
    /// name an `if let` bound), or a property of a value whose type is known that way (`self.button.title`,
    /// `menu.footerButton`); nil otherwise.
    func writtenType(of expr: ExprSyntax, _ scope: Scope) -> String? {
        // A function's parameter written `Image` or `Text` (`func icon(from image: Image)`), wherever the function is.
        if let name = expr.ownName, let written = scope.owner(of: name)?.boundTypes[name] { return written }
        return writtenTypeAndOwner(expr, scope)?.0
    }

    /// Records the type a parameter is written with when it is `Image` or `Text`, the types ``declaredTextOrImage``
    /// reads, for a function bound into `scope`.
    func recordViewValueType(_ p: Parameter, in scope: Scope) {
        guard let t = p.type?.trimming("?! "),
            ["Image", "Text", "SwiftUI.Image", "SwiftUI.Text"].contains(t)
        else { return }
        scope.boundTypes[p.name] = t
    }

    /// The written type of ``writtenType(of:_:)`` as a name that resolves anywhere: the project type's qualified name
    /// (`Menu.Button`), else the name as written (`Text`).
    func qualifiedWrittenType(of expr: ExprSyntax, _ scope: Scope) -> String? {
        guard let (name, owner) = writtenTypeAndOwner(expr, scope) else { return nil }
        return project.resolveQualified(name, from: owner, file: owner.file)?.qualifiedName ?? name
    }

    /// ``writtenType(of:_:)`` and the type declaring the property, where a name written there resolves
    /// (`var footerButton: Button?` inside `struct Menu` is `Menu.Button`).
    func writtenTypeAndOwner(_ expr: ExprSyntax, _ scope: Scope) -> (String, TypeDecl)? {
        if let found = declaredTypeName(of: expr, scope) { return found }
        // A case of the project's enum written with its type (`CustomFieldType.text`): that enum.
        if let m = expr.as(MemberAccessExprSyntax.self), let base = m.base, base.trimmedText.first?.isUppercase == true,
            let type = project.resolveQualified(base.trimmedText, from: scope.typeContext, file: scope.file),
            project.enumsByCase[m.declName.baseName.text]?.contains(where: { $0 === type }) == true
        {
            return (type.qualifiedName, type)
        }
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base,
            base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self),
            let (baseType, baseOwner) = writtenTypeAndOwner(base, scope),
            let owner = project.resolveQualified(baseType, from: baseOwner, file: baseOwner.file),
            case .written(let written) = propertyType(member.declName.baseName.text, of: owner)
        else { return nil }
        return (written, owner)
    }
}
