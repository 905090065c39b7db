import SwiftSyntax
import TypeRampCore

/// The views only a pointer's hover presents: a type whose every use in the app is inside the content of a
/// `.popover(isPresented: $flag) { … }` whose flag only an `.onHover` (or `.onContinuousHover`) handler of the same type
/// sets (`.onHover { hovering in if hovering { showPopup = true } }`), or inside another such type, or in preview code.
/// An iPhone has no pointer, so it never shows them; the iPad and the Mac do, at their own widths. The audit lays them
/// out at the iPhone widths of its matrix all the same and lists what it finds there as unverified
/// (``ComponentRemark/hoverOnly``): whether an iPhone shows the view is the question, not how it lays out.
///
/// The flag is followed as written, conservatively: a flag set to anything but `false` outside a hover handler (a
/// button's action, `toggle()`), passed on as a binding (`$flag`) anywhere but the popover and its own content, or not
/// a `@State` of the type (a `@Binding`, a property declared elsewhere), leaves the popover a presentation like any other.
struct HoverOnlyCode {
    /// Line ranges, by file path, of the declarations of views only hover popovers show.
    private var ranges: [String: [ClosedRange<Int>]] = [:]

    init(project: Project, previewOnly: PreviewOnlyCode) {
        var contents: [String: [ClosedRange<Int>]] = [:]
        for file in project.files {
            // Cheap test first: most files have no hover handler.
            guard file.mentionsHover else { continue }
            let finder = HoverPopovers(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            for content in finder.contents { contents[file.path, default: []].append(file.lines(of: content)) }
        }
        guard !contents.isEmpty else { return }
        ranges = project.typesUsedOnlyInside(contents, previewOnly: previewOnly)
    }

    /// Whether `type` is a view only hover popovers show.
    func contains(_ type: TypeDecl) -> Bool {
        guard let declaration = type.declaration else { return false }
        let lines = type.file.lines(of: declaration)
        return ranges[type.file.path]?.contains { $0.contains(lines.lowerBound) } ?? false
    }
}

/// The content closures of a file's popovers that only hover handlers present.
private final class HoverPopovers: SyntaxVisitor {
    var contents: [ClosureExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "popover",
            let presented = node.arguments.first(where: { $0.label?.text == "isPresented" })?.expression.as(DeclReferenceExprSyntax.self),
            case let binding = presented.baseName.text, binding.hasPrefix("$"),
            let content = node.trailingClosure
                ?? node.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self),
            let owner = enclosingType(of: Syntax(node))
        else { return .visitChildren }
        let flag = String(binding.dropFirst())
        if Self.onlyHoverPresents(flag, in: owner, popover: node, content: content) { contents.append(content) }
        return .visitChildren
    }

    /// Whether `flag` is a `@State` property of `owner` (a `@Binding` may be set by whoever owns it) that nothing but a
    /// hover handler sets to anything but `false`, and whose binding goes nowhere but `popover` and its `content`.
    static func onlyHoverPresents(_ flag: String, in owner: DeclGroupSyntax, popover: FunctionCallExprSyntax, content: ClosureExprSyntax) -> Bool {
        let declared = owner.memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "State" })
            else { return false }
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == flag }
        }
        guard declared else { return false }
        var setByHover = false
        let projected = "$" + flag
        // The popover's own arguments and closure: what it modifies, written before `.popover`, is not part of it.
        let popoverStart = popover.calledExpression.as(MemberAccessExprSyntax.self)?.declName.position ?? popover.position
        for token in owner.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            // `$flag` (an identifier token, or a dollar identifier in some swift-syntax versions)
            case .identifier(let name) where name == projected, .dollarIdentifier(let name) where name == projected:
                // The binding: only the popover's own argument, or inside what it presents (which can only dismiss it).
                guard token.position >= popoverStart && token.endPosition <= popover.endPosition else { return false }
            case .identifier(let name) where name == flag:
                guard let write = write(of: token) else { continue }
                if write == .falseLiteral { continue }
                // Set to true (or toggled) by its content while shown: dismissing is what it can do; anything else
                // outside a hover handler presents it.
                if token.position >= content.position && token.endPosition <= content.endPosition { continue }
                guard isInHoverHandler(Syntax(token)) else { return false }
                setByHover = true
            default: continue
            }
        }
        return setByHover
    }

    /// What a write of the flag stores.
    enum Write { case falseLiteral, other }

    /// How `token` (the flag's name) is written: `flag = value` or `self.flag = value` (``Write/falseLiteral`` when the
    /// value is the literal `false`), or `flag.toggle()`; nil when it is only read.
    static func write(of token: TokenSyntax) -> Write? {
        guard var target = token.parent.map(Syntax.init) else { return nil }
        // `self.flag`
        if let member = target.parent?.as(MemberAccessExprSyntax.self), Syntax(member.declName) == target,
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            target = Syntax(member)
        }
        // `flag.toggle()`
        if let member = target.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == target,
            member.declName.baseName.text == "toggle", member.parent?.is(FunctionCallExprSyntax.self) == true
        {
            return .other
        }
        func stored(_ value: ExprSyntax) -> Write {
            value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) ? .falseLiteral : .other
        }
        // `flag = value`: a sequence `flag`, `=`, `value` as parsed (or folded into an infix expression).
        if let list = target.parent?.as(ExprListSyntax.self) {
            let items = Array(list)
            guard let i = items.firstIndex(where: { Syntax($0) == target }), i + 2 < items.count, items[i + 1].is(AssignmentExprSyntax.self)
            else { return nil }
            return stored(items[i + 2])
        }
        if let infix = target.parent?.as(InfixOperatorExprSyntax.self), Syntax(infix.leftOperand) == target,
            infix.operator.is(AssignmentExprSyntax.self)
        {
            return stored(infix.rightOperand)
        }
        return nil
    }

    /// Whether `node` lies in a closure given to `.onHover` or `.onContinuousHover`.
    static func isInHoverHandler(_ node: Syntax) -> Bool {
        var current = node.parent
        while let c = current {
            if let closure = c.as(ClosureExprSyntax.self),
                let call = closure.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                ["onHover", "onContinuousHover"].contains(member.declName.baseName.text)
            {
                return true
            }
            if c.isProtocol(DeclGroupSyntax.self) { return false }
            current = c.parent
        }
        return false
    }

    /// The innermost type (struct, class, enum, extension) around `node`.
    private func enclosingType(of node: Syntax) -> DeclGroupSyntax? {
        var current = node.parent
        while let c = current {
            if let group = c.asProtocol(DeclGroupSyntax.self) { return group }
            current = c.parent
        }
        return nil
    }
}
