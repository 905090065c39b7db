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
        for file in project.files {
            let finder = RenderedViews(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            rendered.formUnion(finder.names)
        }
        var declarations: [ObjectIdentifier: ClosedRange<Int>] = [:]
        var candidates: [String: [TypeDecl]] = [:]
        var artwork: Set<ObjectIdentifier> = []
        for type in project.types where type.parent == nil {
            guard let declaration = type.declaration else { continue }
            let range = type.file.lines(of: declaration)
            declarations[ObjectIdentifier(type)] = range
            candidates[type.name, default: []].append(type)
            if type.isView, rendered.contains(type.name) {
                artwork.insert(ObjectIdentifier(type))
                ranges[type.file.path, default: []].append(range)
            }
        }
        guard !artwork.isEmpty else { return }
        let uses = project.typeNameUses
        func inside(_ use: (file: String, line: Int)) -> Bool { ranges[use.file]?.contains { $0.contains(use.line) } ?? false }
        var changed = true
        while changed {
            changed = false
            for (name, types) in candidates where types.count == 1 {
                let type = types[0]
                guard !artwork.contains(ObjectIdentifier(type)) else { continue }
                let own = declarations[ObjectIdentifier(type)]!
                let outside = (uses[name] ?? []).filter { !($0.file == type.file.path && own.contains($0.line)) }
                guard outside.contains(where: inside),
                    outside.allSatisfy({ inside($0) || previewOnly.contains(SourceLocation(file: $0.file, line: $0.line, column: 1)) })
                else { continue }
                artwork.insert(ObjectIdentifier(type))
                ranges[type.file.path, default: []].append(own)
                changed = true
            }
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
