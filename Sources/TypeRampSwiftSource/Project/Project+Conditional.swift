import SwiftSyntax

// `#if` in statement lists and type bodies, resolved for the import's build configuration.
extension Project {
    // MARK: - #if

    /// The items of a statement list with `#if` resolved: the active clause's items in place of each `#if`.
    func activeItems(_ list: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax.Item] {
        var out: [CodeBlockItemSyntax.Item] = []
        for item in list {
            if let config = item.item.as(IfConfigDeclSyntax.self) {
                if case .statements(let inner)? = configuration.activeClause(config)?.elements { out += activeItems(inner) }
            } else {
                out.append(item.item)
            }
        }
        return out
    }

    /// The members of a type body with `#if` resolved.
    func activeMembers(_ list: MemberBlockItemListSyntax) -> [DeclSyntax] {
        var out: [DeclSyntax] = []
        for member in list {
            if let config = member.decl.as(IfConfigDeclSyntax.self) {
                if case .decls(let inner)? = configuration.activeClause(config)?.elements { out += activeMembers(inner) }
            } else {
                out.append(member.decl)
            }
        }
        return out
    }

    /// Whether the build compiles `node`: no `#if` clause around it is one the configuration leaves out.
    func isCompiled(_ node: Syntax) -> Bool {
        var current = node.parent
        while let n = current {
            if let clause = n.as(IfConfigClauseSyntax.self), let config = clause.parent?.parent?.as(IfConfigDeclSyntax.self),
                configuration.activeClause(config)?.id != clause.id
            {
                return false
            }
            current = n.parent
        }
        return true
    }
}
