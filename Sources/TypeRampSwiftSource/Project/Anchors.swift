import SwiftSyntax
import TypeRampCore

/// A view's identity in Swift source, independent of the screen it is inlined in and of the code around it: the type and
/// member that write it, then the views that contain it down to it, each as its name and first argument
/// (`EpisodeRow.body/HStack/VStack/Text(episode.title)`), with `#2`, `#3` for a second and third view of the same key
/// among one container's views. Modifiers are not part of it, so adding a view above, or a modifier to it, leaves it
/// unchanged; findings and baselines are keyed by it (docs/audit.md, "Fingerprints").
struct Anchors {
    let file: SwiftFile
    private var cache: [Int: String?] = [:]
    /// The `#n` of every statement of a closure whose statements were counted, by the statement's syntax: a closure's
    /// statements are counted once, not once per statement (a builder of thousands of views).
    private var occurrences: [SyntaxIdentifier: String] = [:]
    /// Statements whose key was read to count occurrences: the work anchors cost, which tests hold linear.
    private(set) var statementsScanned = 0

    init(file: SwiftFile) { self.file = file }

    /// The anchor of the view written at `location`, or nil when no expression starts there.
    mutating func anchor(at location: SourceLocation) -> String? {
        let key = location.line << 20 | location.column
        if let known = cache[key] { return known }
        let computed = compute(location)
        cache[key] = computed
        return computed
    }

    private mutating func compute(_ location: SourceLocation) -> String? {
        let position = file.converter.position(ofLine: location.line, column: location.column)
        guard let token = file.tree.token(at: position) else { return nil }
        // The expression that starts at the location: the largest one beginning with this token that is not a modifier
        // call on it (`Text("a")`, not `Text("a").padding()`).
        var node = Syntax(token)
        while let parent = node.parent, parent.positionAfterSkippingLeadingTrivia == position, parent.is(ExprSyntax.self) {
            if let m = parent.as(MemberAccessExprSyntax.self), let base = m.base, Syntax(base) == node { break }
            node = parent
        }
        var keys = [key(of: node) + occurrence(of: node)]
        var member = "?"
        var types: [String] = []
        var child = node
        var current = node.parent
        while let c = current {
            if let call = c.as(FunctionCallExprSyntax.self), !isInside(child, call.calledExpression) {
                keys.append(key(of: Syntax(call)) + occurrence(of: c))
            } else if let v = c.as(VariableDeclSyntax.self), member == "?" {
                member = v.bindings.first?.pattern.trimmedText ?? "var"
            } else if let f = c.as(FunctionDeclSyntax.self), member == "?" {
                member = Project.bare(f.name.text)
            } else if c.is(InitializerDeclSyntax.self), member == "?" {
                member = "init"
            } else if let m = c.as(MacroExpansionDeclSyntax.self), member == "?" {
                member = "#" + m.macroName.text + (m.arguments.first.map { "(\($0.expression.trimmedText.prefix(40)))" } ?? "")
            } else if let m = c.as(MacroExpansionExprSyntax.self), member == "?" {
                member = "#" + m.macroName.text + (m.arguments.first.map { "(\($0.expression.trimmedText.prefix(40)))" } ?? "")
            } else if let s = c.as(StructDeclSyntax.self) {
                types.append(s.name.text)
            } else if let s = c.as(ClassDeclSyntax.self) {
                types.append(s.name.text)
            } else if let s = c.as(EnumDeclSyntax.self) {
                types.append(s.name.text)
            } else if let e = c.as(ExtensionDeclSyntax.self) {
                types.append(e.extendedType.trimmedText)
            }
            child = c
            current = c.parent
        }
        let owner = types.isEmpty ? "" : types.reversed().joined(separator: ".") + "."
        return owner + member + "/" + keys.reversed().joined(separator: "/")
    }

    /// Whether `node` lies inside `container`.
    private func isInside(_ node: Syntax, _ container: some SyntaxProtocol) -> Bool {
        node.position >= container.position && node.endPosition <= container.endPosition
    }

    /// A view's key: its name and first argument (`Text("Title")`, `ForEach(items)`, `VStack`).
    private func key(of node: Syntax) -> String {
        if let call = node.as(FunctionCallExprSyntax.self) {
            var name = call.calledExpression.trimmedText
            if let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.base != nil { name = "." + m.declName.baseName.text }
            if let first = call.arguments.first, !first.expression.is(ClosureExprSyntax.self) {
                return name + "(" + String(first.expression.trimmedText.prefix(40)) + ")"
            }
            return name
        }
        return String(node.trimmedText.prefix(40))
    }

    /// `#n` when the view `child` makes is the n-th (n ≥ 2) statement of its closure with its key.
    private mutating func occurrence(of child: Syntax) -> String {
        guard let item = sequenceItem(child), let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return "" }
        if let known = occurrences[item.id] { return known }
        // Every statement of the closure at once: how many before it (itself included) have its key.
        var seen: [String: Int] = [:]
        for other in list {
            statementsScanned += 1
            let n: Int
            if let e = itemExpression(other) {
                let k = key(of: e)
                n = seen[k, default: 0] + 1
                seen[k] = n
            } else {
                n = seen[key(of: Syntax(other)), default: 0]
            }
            occurrences[other.id] = n > 1 ? "#\(n)" : ""
        }
        return occurrences[item.id] ?? ""
    }

    /// The statement `node` is the view of: the one it starts, through the modifiers called on it (`Text("a")` in
    /// `Text("a").lineLimit(1)`); nil when it is an argument of another call.
    private func sequenceItem(_ node: Syntax) -> CodeBlockItemSyntax? {
        var current: Syntax? = node
        while let c = current {
            if let item = c.as(CodeBlockItemSyntax.self) { return item }
            if let call = c.as(FunctionCallExprSyntax.self), c != node {
                // A modifier called on the view continues its statement; any other call has the view as an argument.
                guard let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base, isInside(node, base) else { return nil }
            }
            current = c.parent
        }
        return nil
    }

    private func itemExpression(_ item: CodeBlockItemSyntax) -> Syntax? {
        var e: ExprSyntax?
        switch item.item {
        case .expr(let x): e = x
        case .stmt(let s): e = s.as(ExpressionStmtSyntax.self)?.expression
        case .decl: e = nil
        }
        // The view a statement makes is the base of its modifier chain.
        while let call = e?.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base {
            e = base
        }
        return e.map(Syntax.init)
    }
}
