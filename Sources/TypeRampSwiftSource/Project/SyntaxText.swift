import SwiftSyntax

extension SyntaxProtocol {
    /// The node's source text without its leading and trailing trivia: what swift-syntax's `trimmedDescription` gives,
    /// without building a trimmed copy of the node (which costs a tree rebuild on every call; the importer asks for names
    /// of callees and bases at every node).
    var trimmedText: String {
        if let ref = self.as(DeclReferenceExprSyntax.self), ref.argumentNames == nil { return ref.baseName.text }
        // The source bytes, as the parser read them (contiguous runs of a parsed file are copied whole, where
        // `description` builds a string token by token), without the first token's leading and the last one's trailing
        // trivia.
        let bytes = syntaxTextBytes
        let lead = leadingTriviaLength.utf8Length
        let trail = trailingTriviaLength.utf8Length
        guard lead + trail <= bytes.count else { return trimmedDescription }
        return String(decoding: bytes[lead..<(bytes.count - trail)], as: UTF8.self)
    }
}

extension ExprSyntax {
    /// The name a plain name or `self.name` reads (`title`, `self.title`; `$title`, a binding to it), told by syntax; nil for any other expression
    /// (a member of another value, a call, a function reference with argument labels).
    var ownName: String? {
        if let ref = self.as(DeclReferenceExprSyntax.self), ref.argumentNames == nil {
            // `$image`, a binding projected from the property `image`, is that property's (not `$0`, a closure's argument).
            let text = ref.baseName.text
            if text.hasPrefix("$"), let first = text.dropFirst().first, first.isLetter || first == "_" { return String(text.dropFirst()) }
            return text
        }
        if let member = self.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            return member.declName.baseName.text
        }
        return nil
    }
}

extension Project {
    /// The one expression a computed variable's getter returns (`var w: CGFloat { UIScreen.main.bounds.width }`, or
    /// `{ return … }`, or a `get` accessor of one such statement); nil for a stored variable or a longer getter.
    static func singleGetterExpression(_ binding: PatternBindingSyntax) -> ExprSyntax? {
        guard let block = binding.accessorBlock else { return nil }
        let items: CodeBlockItemListSyntax
        switch block.accessors {
        case .getter(let list): items = list
        case .accessors(let list):
            guard let get = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = get.body else { return nil }
            items = body.statements
        }
        guard items.count == 1, let item = items.first else { return nil }
        switch item.item {
        case .expr(let e): return e
        case .stmt(let st): return st.as(ReturnStmtSyntax.self)?.expression ?? st.as(ExpressionStmtSyntax.self)?.expression
        default: return nil
        }
    }
}
