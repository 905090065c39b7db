import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax
import TypeRampCore

/// One parsed Swift file: its syntax tree, a converter from positions to lines and columns, and the TypeRamp comments
/// it holds (`// typeramp:disable rule-id`, `// typeramp:sample name = "value"`). `Sendable`: every stored property is a
/// `let` of a `Sendable` type (swift-syntax trees are immutable values and its `SourceLocationConverter` is `Sendable`).
final class SwiftFile: Sendable {
    let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    /// Rule ids disabled by a comment, by the line the comment applies to (its own line, and the next line when the
    /// comment stands alone).
    let disabledRules: [Int: [String]]
    /// Sample values from `// typeramp:sample name = value` comments, by name.
    let samples: [String: String]

    init(path: String, text: String) {
        self.path = path
        let parsed = Parser.parse(source: text)
        // Operators folded into trees (`a ? b : c`, `x >= .accessibility1`, `0..<5`) with Swift's standard precedence;
        // folding keeps every token, so positions are those of the text.
        tree = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
        converter = SourceLocationConverter(fileName: path, tree: tree)
        var disabled: [Int: [String]] = [:]
        var samples: [String: String] = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let comment = line.range(of: "//") else { continue }
            let body = line[comment.upperBound...].trimmingCharacters(in: .whitespaces)
            let standsAlone = line[..<comment.lowerBound].allSatisfy(\.isWhitespace)
            if body.hasPrefix("typeramp:disable") {
                let ids = body.dropFirst("typeramp:disable".count).split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
                disabled[index + 1, default: []] += ids
                if standsAlone { disabled[index + 2, default: []] += ids }
            } else if body.hasPrefix("typeramp:sample") {
                let rest = body.dropFirst("typeramp:sample".count)
                if let eq = rest.firstIndex(of: "=") {
                    let name = rest[..<eq].trimmingCharacters(in: .whitespaces)
                    var value = rest[rest.index(after: eq)...].trimmingCharacters(in: .whitespaces)
                    if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
                    if !name.isEmpty { samples[name] = value }
                }
            }
        }
        disabledRules = disabled
        self.samples = samples
    }

    /// The location of `node`'s first token (leading trivia skipped).
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        let l = node.startLocation(converter: converter)
        return SourceLocation(file: path, line: l.line, column: l.column)
    }
}

/// A `View` (or `ViewModifier`) type found in the sources.
struct ViewType {
    var name: String
    var file: SwiftFile
    var declaration: DeclSyntaxProtocol
    /// The `body` property's getter (views) or `body(content:)`'s code (modifiers).
    var body: CodeBlockItemListSyntax?
    /// Stored properties in declaration order (the memberwise initializer's parameters): name and default value.
    var properties: [(name: String, type: String?, initial: ExprSyntax?, wrapper: String?, wrapperArguments: LabeledExprListSyntax?)]
    /// Computed `some View` properties and `-> some View` functions, by name.
    var members: [String: Member]
    var isModifier: Bool
    /// Explicit initializers: their parameters and bodies (assignments to properties are followed).
    var initializers: [Member] = []

    struct Member {
        var parameters: [(label: String?, name: String)]
        var body: CodeBlockItemListSyntax
    }
}

/// A preview: `#Preview("name") { … }` or a `PreviewProvider`'s `previews`.
struct Preview {
    var name: String?
    var file: SwiftFile
    var node: SyntaxProtocol
    var body: CodeBlockItemListSyntax
}

/// Every Swift file of an import, parsed once, and an index of what the translator looks up: view types, modifiers,
/// `extension View` functions, previews, and global constants. Built once in `init` and read-only afterwards; not
/// `Sendable`, since an import runs on one thread and never hands its project to another.
final class SwiftProject {
    let files: [SwiftFile]
    private(set) var views: [String: ViewType] = [:]
    private(set) var extensionFunctions: [String: ViewType.Member] = [:]
    private(set) var previews: [Preview] = []
    private(set) var globals: [String: ExprSyntax] = [:]
    /// Static properties of any type, by `Type.name` (sample data such as `Item.samples`).
    private(set) var statics: [String: ExprSyntax] = [:]
    /// View type names in declaration order (file order, then source order).
    private(set) var viewOrder: [String] = []

    init(files: [SwiftFile]) {
        self.files = files
        for file in files { index(file) }
    }

    private func index(_ file: SwiftFile) {
        for item in file.tree.statements {
            indexDecl(item.item, file: file, previewTarget: nil)
        }
    }

    private func indexDecl(_ item: some SyntaxProtocol, file: SwiftFile, previewTarget: String?) {
        if let s = item.as(StructDeclSyntax.self) {
            indexType(name: s.name.text, inherited: s.inheritanceClause, members: s.memberBlock, decl: s, file: file)
        } else if let c = item.as(ClassDeclSyntax.self) {
            indexType(name: c.name.text, inherited: c.inheritanceClause, members: c.memberBlock, decl: c, file: file)
        } else if let e = item.as(EnumDeclSyntax.self) {
            indexType(name: e.name.text, inherited: e.inheritanceClause, members: e.memberBlock, decl: e, file: file)
        } else if let e = item.as(ExtensionDeclSyntax.self) {
            let extended = e.extendedType.trimmedDescription
            for member in e.memberBlock.members {
                if let f = member.decl.as(FunctionDeclSyntax.self), extended == "View", let body = f.body {
                    extensionFunctions[f.name.text] = ViewType.Member(parameters: parameters(of: f), body: body.statements)
                } else if let v = member.decl.as(VariableDeclSyntax.self), v.modifiers.contains(where: { $0.name.text == "static" }) {
                    for binding in v.bindings {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                            if let initial = binding.initializer?.value {
                                statics["\(extended).\(name)"] = initial
                            } else if let body = getterBody(binding), let expr = singleExpression(body) {
                                statics["\(extended).\(name)"] = expr
                            }
                        }
                    }
                }
            }
            if let inherited = e.inheritanceClause, inherits(inherited, "PreviewProvider") {
                indexPreviewProvider(e.memberBlock, file: file, name: extended)
            }
        } else if let m = item.as(MacroExpansionDeclSyntax.self), m.macroName.text == "Preview" {
            addPreview(arguments: m.arguments, trailing: m.trailingClosure, node: m, file: file)
        } else if let m = item.as(MacroExpansionExprSyntax.self), m.macroName.text == "Preview" {
            addPreview(arguments: m.arguments, trailing: m.trailingClosure, node: m, file: file)
        } else if let v = item.as(VariableDeclSyntax.self) {
            for binding in v.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let initial = binding.initializer?.value {
                    globals[name] = initial
                }
            }
        } else if let expr = item.as(ExpressionStmtSyntax.self) {
            indexDecl(expr.expression, file: file, previewTarget: previewTarget)
        } else if let ifConfig = item.as(IfConfigDeclSyntax.self) {
            // `#if DEBUG` around previews: take the first clause's declarations.
            if let first = ifConfig.clauses.first, let elements = first.elements?.as(CodeBlockItemListSyntax.self) {
                for element in elements { indexDecl(element.item, file: file, previewTarget: previewTarget) }
            }
        }
    }

    private func addPreview(arguments: LabeledExprListSyntax, trailing: ClosureExprSyntax?, node: some SyntaxProtocol, file: SwiftFile) {
        guard let closure = trailing else { return }
        let name = arguments.first.flatMap { $0.label == nil ? $0.expression.as(StringLiteralExprSyntax.self)?.literalText : nil }
        previews.append(Preview(name: name, file: file, node: node, body: closure.statements))
    }

    private func inherits(_ clause: InheritanceClauseSyntax, _ name: String) -> Bool {
        clause.inheritedTypes.contains { $0.type.trimmedDescription == name || $0.type.trimmedDescription == "SwiftUI.\(name)" }
    }

    private func indexPreviewProvider(_ members: MemberBlockSyntax, file: SwiftFile, name: String) {
        for member in members.members {
            guard let v = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in v.bindings where binding.pattern.trimmedDescription == "previews" {
                if let body = getterBody(binding) {
                    previews.append(Preview(name: name, file: file, node: binding, body: body))
                }
            }
        }
    }

    private func indexType(name: String, inherited: InheritanceClauseSyntax?, members: MemberBlockSyntax, decl: DeclSyntaxProtocol, file: SwiftFile) {
        let isView = inherited.map { inherits($0, "View") } ?? false
        let isModifier = inherited.map { inherits($0, "ViewModifier") } ?? false
        if let inherited, inherits(inherited, "PreviewProvider") { indexPreviewProvider(members, file: file, name: name) }
        var properties: [(name: String, type: String?, initial: ExprSyntax?, wrapper: String?, wrapperArguments: LabeledExprListSyntax?)] = []
        var memberViews: [String: ViewType.Member] = [:]
        var body: CodeBlockItemListSyntax?
        var initializers: [ViewType.Member] = []
        for member in members.members {
            if let i = member.decl.as(InitializerDeclSyntax.self), let ibody = i.body {
                initializers.append(
                    ViewType.Member(
                        parameters: i.signature.parameterClause.parameters.map { p in
                            let first = p.firstName.text
                            return (label: first == "_" ? nil : first, name: p.secondName?.text ?? first)
                        }, body: ibody.statements))
                continue
            }
            if let v = member.decl.as(VariableDeclSyntax.self) {
                let isStatic = v.modifiers.contains { $0.name.text == "static" }
                let wrapperAttribute = v.attributes.compactMap { $0.as(AttributeSyntax.self) }.first
                let wrapper = wrapperAttribute.map { $0.attributeName.trimmedDescription }
                var wrapperArguments: LabeledExprListSyntax?
                if case .argumentList(let list)? = wrapperAttribute?.arguments { wrapperArguments = list }
                for binding in v.bindings {
                    guard let propertyName = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if isStatic {
                        if let initial = binding.initializer?.value { statics["\(name).\(propertyName)"] = initial }
                        continue
                    }
                    if let accessor = binding.accessorBlock {
                        // A computed property: `var body: some View { … }` or a helper view.
                        if let statements = getterBody(binding) {
                            if propertyName == "body" {
                                body = statements
                            } else {
                                memberViews[propertyName] = ViewType.Member(parameters: [], body: statements)
                            }
                        }
                        _ = accessor
                        continue
                    }
                    let type = binding.typeAnnotation?.type.trimmedDescription
                    properties.append((propertyName, type, binding.initializer?.value, wrapper, wrapperArguments))
                }
            } else if let f = member.decl.as(FunctionDeclSyntax.self), let fbody = f.body {
                if isModifier && f.name.text == "body" {
                    body = fbody.statements
                    memberViews["body(content:)"] = ViewType.Member(parameters: parameters(of: f), body: fbody.statements)
                } else {
                    memberViews[f.name.text] = ViewType.Member(parameters: parameters(of: f), body: fbody.statements)
                }
            } else if let nested = member.decl.as(StructDeclSyntax.self) {
                indexType(name: nested.name.text, inherited: nested.inheritanceClause, members: nested.memberBlock, decl: nested, file: file)
            }
        }
        guard isView || isModifier else {
            return
        }
        guard body != nil else { return }
        if views[name] == nil { viewOrder.append(name) }
        views[name] = ViewType(
            name: name, file: file, declaration: decl, body: body, properties: properties, members: memberViews, isModifier: isModifier,
            initializers: initializers)
    }

    private func parameters(of f: FunctionDeclSyntax) -> [(label: String?, name: String)] {
        f.signature.parameterClause.parameters.map { p in
            let first = p.firstName.text
            let second = p.secondName?.text
            return (label: first == "_" ? nil : first, name: second ?? first)
        }
    }

    /// The statements of a computed property's getter (`var x: T { … }` or `var x: T { get { … } }`).
    func getterBody(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        guard let block = binding.accessorBlock else { return nil }
        switch block.accessors {
        case .getter(let statements): return statements
        case .accessors(let list):
            return list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        }
    }

    /// The expression of a body that is one expression (`{ foo }` or `{ return foo }`).
    func singleExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        if let e = item.as(ExprSyntax.self) { return e }
        if let r = item.as(ReturnStmtSyntax.self) { return r.expression }
        if let s = item.as(ExpressionStmtSyntax.self) { return s.expression }
        return nil
    }

    /// Whether some other view's body, member or a preview mentions `name` as a call (`Name(…)`).
    func usedViewNames() -> Set<String> {
        var used: Set<String> = []
        let names = Set(views.keys)
        final class Finder: SyntaxVisitor {
            var found: Set<String> = []
            let names: Set<String>
            let own: String?
            init(names: Set<String>, own: String?) {
                self.names = names
                self.own = own
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                let n = node.baseName.text
                if names.contains(n), n != own { found.insert(n) }
                return .visitChildren
            }
        }
        for (name, view) in views {
            let finder = Finder(names: names, own: name)
            finder.walk(Syntax(view.declaration))
            used.formUnion(finder.found)
        }
        for preview in previews {
            let finder = Finder(names: names, own: nil)
            finder.walk(preview.body)
            used.formUnion(finder.found)
        }
        for (_, f) in extensionFunctions {
            let finder = Finder(names: names, own: nil)
            finder.walk(f.body)
            used.formUnion(finder.found)
        }
        return used
    }

    /// The `.swift` files under `paths` (files as given; folders searched recursively, skipping hidden folders and
    /// `.build`), sorted, each once.
    static func swiftFiles(in paths: [String]) throws -> [String] {
        var result: [String] = []
        var seen: Set<String> = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw InputError("no such file or folder", at: SourceLocation(file: path))
            }
            if !isFolder.boolValue {
                if seen.insert(path).inserted { result.append(path) }
                continue
            }
            guard let walker = FileManager.default.enumerator(atPath: path) else {
                throw InputError("the folder cannot be read", at: SourceLocation(file: path))
            }
            var found: [String] = []
            while let relative = walker.nextObject() as? String {
                let last = (relative as NSString).lastPathComponent
                if last.hasPrefix(".") || last == "Package.swift" {
                    if last.hasPrefix(".") { walker.skipDescendants() }
                    continue
                }
                if relative.hasSuffix(".swift") { found.append((path as NSString).appendingPathComponent(relative)) }
            }
            for file in found.sorted() where seen.insert(file).inserted { result.append(file) }
        }
        return result
    }
}

extension StringLiteralExprSyntax {
    /// The literal's text when it has no interpolation.
    var literalText: String? {
        var text = ""
        for segment in segments {
            guard let s = segment.as(StringSegmentSyntax.self) else { return nil }
            text += s.content.text
        }
        return unescape(text)
    }

    func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        return text.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\\"", with: "\"")
            .replacingOccurrences(of: "\\t", with: "\t").replacingOccurrences(of: "\\\\", with: "\\")
    }
}
