import SwiftSyntax
import TypeRampCore

/// The views the app renders to a picture: a type whose instance is given to `ImageRenderer(content:)` or has
/// `.snapshot()` called on it (`ShareCard(…).snapshot()`, `let card = ShareCard(…); card.snapshot()`), and the types
/// only such views (or previews) use. The picture is shared or exported at the size the app chose: Dynamic Type and
/// VoiceOver do not reach it, so a finding on it is not what users meet: the audit lists it as unverified
/// (``GuessKind/artwork``). The view may also be shown live (a share sheet's preview of the card): it is drawn there as
/// the picture will be, which is the app's design, not a layout that breaks.
///
/// Names are matched as written, as ``PreviewOnlyCode`` and ``MenuOnlyCode`` do.
struct ArtworkCode {
    /// Line ranges, by file path, of the declarations of views rendered to a picture and of the views only they use.
    private var ranges: [String: [ClosedRange<Int>]] = [:]

    init(project: Project, previewOnly: PreviewOnlyCode) {
        var rendered: Set<String> = []
        // Only a file that writes `snapshot` or `ImageRenderer` renders a view (a cheap test first).
        for file in project.files where file.mentionsRendering {
            let finder = RenderedViews(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            rendered.formUnion(finder.names)
        }
        var artwork: Set<ObjectIdentifier> = []
        for type in project.types where type.parent == nil && type.isView && rendered.contains(type.name) {
            guard let declaration = type.declaration else { continue }
            artwork.insert(ObjectIdentifier(type))
            ranges[type.file.path, default: []].append(type.file.lines(of: declaration))
        }
        guard !artwork.isEmpty else { return }
        for (file, found) in project.typesUsedOnlyInside(ranges, previewOnly: previewOnly, excluding: artwork) {
            ranges[file, default: []] += found
        }
    }

    /// Whether `location` lies in a view the app renders to a picture.
    func contains(_ location: SourceLocation) -> Bool {
        ranges[location.file]?.contains { $0.contains(location.line) } ?? false
    }
}

/// The type names whose instances a file renders to a picture.
private final class RenderedViews: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        var rendered: ExprSyntax?
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "snapshot",
            node.arguments.isEmpty, let base = member.base
        {
            rendered = base
        } else if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ImageRenderer",
            let content = node.arguments.first(where: { $0.label?.text == "content" })?.expression
        {
            rendered = content
        }
        if let rendered, let name = typeName(of: rendered, near: Syntax(node)) { names.insert(name) }
        return .visitChildren
    }

    /// `Card(…)`, `Card(…).padding()`, or a local `let card = Card(…)` named by `expr`: `Card`.
    private func typeName(of expr: ExprSyntax, near node: Syntax) -> String? {
        var current = expr
        // Modifiers applied before rendering: the view is their base.
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base
        {
            current = base
        }
        if let call = current.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return callee.baseName.text
        }
        guard let variable = current.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        // The nearest enclosing code block that binds it.
        var scope = node.parent
        while let s = scope {
            if let block = s.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    guard let decl = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in decl.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == variable {
                        if let value = binding.initializer?.value, value.as(DeclReferenceExprSyntax.self) == nil {
                            return typeName(of: value, near: Syntax(block))
                        }
                    }
                }
            }
            scope = s.parent
        }
        return nil
    }
}
