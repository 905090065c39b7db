import Foundation
import SwiftSyntax
import TypeRampCore

/// Every Swift file of an import, parsed once, and an index of what the translator looks up: the types (with their
/// nested types, members and what extensions add), `extension View` functions, previews, global constants. `#if` is
/// evaluated for the build configuration as it is indexed. Built once in `init` and read-only afterwards; not
/// `Sendable`, since an import runs on one thread and never hands its project to another.
final class Project {
    let files: [SwiftFile]
    let configuration: BuildConfiguration
    /// Every type, in declaration order (file order, then source order; nested types after their parent).
    private(set) var types: [TypeDecl] = []
    /// Top-level types by simple name (several when files declare private types of one name, or targets share a name).
    private(set) var topLevel: [String: [TypeDecl]] = [:]
    /// Types the sources only extend (`Font`, `Color`, `CGFloat`, `View`), by the extended name as written.
    private(set) var extended: [String: TypeDecl] = [:]
    /// ``extended``'s names in order, sorted when first read (the project is indexed by then).
    private(set) lazy var extendedNamesInOrder = extended.keys.sorted()
    /// Functions of `extension View` (and of `extension Text`, `Image`, `Shape`…): modifiers the project defines.
    private(set) var viewFunctions: [String: [Member]] = [:]
    /// Static properties and initializers the sources add to SwiftUI's view types (`extension Image { static let icons =
    /// BrandIcons() }`, `init(icon: Icon)`), held apart from ``extended`` so the view itself still resolves to SwiftUI's,
    /// by the view's name.
    private(set) var viewTypeStatics: [String: TypeDecl] = [:]
    private(set) var previews: [PreviewDecl] = []
    /// Global `let`/`var` constants and free functions.
    private(set) var globals: [String: (expr: ExprSyntax, file: SwiftFile)] = [:]
    /// Each file's own global constants: what its code finds first (`private let readMe = …` in each of many files).
    private(set) var globalsByFile: [String: [String: ExprSyntax]] = [:]
    private(set) var globalFunctions: [String: [Member]] = [:]
    /// Protocols the sources declare, with the protocols they inherit.
    private(set) var protocols: [String: Set<String>] = [:]
    /// Top-level type aliases of a single named type (`typealias HoverButtonStyle = BorderlessButtonStyle`, in the
    /// clause of `#if` the build configuration selects): alias → aliased name.
    private(set) var typeAliases: [String: String] = [:]

    /// SwiftUI's and the standard library's types that extensions add members to: `extension Font { static let … }`.
    static let foreignViewTypes: Set<String> = ["View", "Text", "Image", "Shape", "Label", "Button", "Group", "some View"]

    /// Files by path.
    private let filesByPath: [String: SwiftFile]

    /// The oldest iOS of each package whose manifest is among the sources (``DeploymentTargets``).
    let deploymentTargets: DeploymentTargets
    /// The code only previews run (worked out on first use, from the whole index).
    private(set) lazy var previewOnly = PreviewOnlyCode(project: self)
    /// The views only menus show (``MenuOnlyCode``), worked out when first asked for.
    private(set) lazy var menuOnly = MenuOnlyCode(project: self, previewOnly: previewOnly)
    /// The code only debug builds compile (``DebugOnlyCode``).
    private(set) lazy var debugOnly = DebugOnlyCode(project: self, previewOnly: previewOnly)
    /// The code only an iPad shows (``PadOnlyCode``).
    private(set) lazy var padOnly = PadOnlyCode(project: self, previewOnly: previewOnly)
    /// The views the app renders to a picture (``ArtworkCode``).
    private(set) lazy var artwork = ArtworkCode(project: self, previewOnly: previewOnly)
    /// The views only a pointer's hover presents (``HoverOnlyCode``).
    private(set) lazy var hoverOnly = HoverOnlyCode(project: self, previewOnly: previewOnly)

    /// Where each type name of the project is written (file path and line), outside `extension Name` headers: one pass
    /// over every file's tokens, shared by ``PreviewOnlyCode``, ``MenuOnlyCode`` and ``ArtworkCode``, which match names as
    /// written.
    var typeNameUses: [String: [(file: String, line: Int)]] { nameUses.types }

    /// Where route enums' views are made and their cases written (``RouteArms``), worked out when first asked for.
    private(set) lazy var routes = RouteArms(arms: routeArms, caseUses: nameUses.cases)

    /// The arms of every `switch self` (only files that write one are walked).
    private lazy var routeArms = RouteArms.arms(in: files)

    /// ``typeNameUses`` and where each route arm's case name is written as a member (``RouteArms``): one pass over every
    /// file's tokens for both.
    private lazy var nameUses: (types: [String: [(file: String, line: Int)]], cases: [String: [(file: String, line: Int)]]) = {
        let names = Set(types.map(\.name))
        let caseNames = Set(routeArms.values.flatMap { $0.flatMap(\.cases) })
        var uses: [String: [(file: String, line: Int)]] = [:]
        var caseUses: [String: [(file: String, line: Int)]] = [:]
        for file in files {
            // Only a file with `#if` can hold code this build does not compile.
            let hasConditions = file.mentionsConditions
            for token in file.tree.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind else { continue }
                if names.contains(name) {
                    if let parent = token.parent?.as(IdentifierTypeSyntax.self), parent.parent?.is(ExtensionDeclSyntax.self) == true { continue }
                    // A name written only where the build does not compile it (`#if targetEnvironment(macCatalyst)
                    // SplitView() #else TabbarView() #endif`) makes nothing on an iPhone.
                    if hasConditions, !isCompiled(Syntax(token)) { continue }
                    uses[name, default: []].append((file.path, file.converter.location(for: token.positionAfterSkippingLeadingTrivia).line))
                } else if caseNames.contains(name), RouteArms.isCaseWritten(token) {
                    caseUses[name, default: []].append((file.path, file.converter.location(for: token.positionAfterSkippingLeadingTrivia).line))
                }
            }
        }
        return (uses, caseUses)
    }()

    /// Every file's `typeramp:sample` values by name, the first file's where several give one: what a name without a
    /// sample in its own file reads (one lookup instead of one per file).
    private(set) lazy var samples: [String: String] = {
        var out: [String: String] = [:]
        for file in files {
            for (name, value) in file.samples where out[name] == nil { out[name] = value }
        }
        return out
    }()

    /// The custom environment values some code of the app sets (`.environment(\.adaptiveSize, .large)`), by name, outside
    /// test folders: an `@Environment` property reading one of them holds what a `.environment` around it sets, and only
    /// where nothing does its key's default (``Translator/appEnvironmentValue(_:_:)``).
    private(set) lazy var environmentValuesSet: Set<String> = EnvironmentSetters.names(in: files)

    /// Whether the app declares the environment value `name` (`var name: T { get { self[Key.self] } … }` or `@Entry var
    /// name` in `extension EnvironmentValues`): SwiftUI's own values are not the app's to hand down.
    func declaresEnvironmentValue(_ name: String) -> Bool {
        guard let values = extended["EnvironmentValues"] else { return false }
        return values.properties.contains { $0.name == name } || values.member(name, arity: 0) != nil
    }

    /// The enums of the project that declare a case of each name.
    private(set) lazy var enumsByCase: [String: [TypeDecl]] = {
        var out: [String: [TypeDecl]] = [:]
        for type in types {
            for c in Set(type.cases) { out[c, default: []].append(type) }
        }
        return out
    }()

    /// The project's data types' view-making members (``DataMembers``), indexed when first asked for.
    private(set) lazy var dataMembers = DataMembers(types + extended.keys.sorted().compactMap { extended[$0] })
    /// ``DataMembers/viewMethods``.
    var viewMethodsOfData: [String: [Member]] { dataMembers.viewMethods }
    /// ``DataMembers/imageOrTextProperties``.
    var imageOrTextProperties: [String: String] { dataMembers.imageOrTextProperties }

    /// Whether the files hold an app's entry point (a SwiftUI `App`, a UIKit application or scene delegate), so the
    /// views the app shows are those its code makes. Read once: every screen asks.
    private(set) lazy var hasAppEntry: Bool = types.contains {
        !$0.conformances.isDisjoint(with: ["App", "UIApplicationDelegate", "UIWindowSceneDelegate"])
    }

    /// The file at `path`, if the project read it.
    func file(at path: String) -> SwiftFile? { filesByPath[path] }

    init(files: [SwiftFile], configuration: BuildConfiguration = .iOS, manifests: [SwiftFile] = []) {
        self.files = files
        self.deploymentTargets = DeploymentTargets(files: manifests)
        self.filesByPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        self.configuration = configuration
        var pendingExtensions: [(ExtensionDeclSyntax, SwiftFile)] = []
        for file in files {
            for item in activeItems(file.tree.statements) { indexTopLevel(item, file: file, extensions: &pendingExtensions) }
        }
        // Extensions after every type is known, so `extension Outer.Inner` finds a type declared in a later file.
        for (e, file) in pendingExtensions { indexExtension(e, file: file) }
        // Protocols that refine `View`, directly or through each other, make their conformers views.
        var viewProtocols: Set<String> = ["View"]
        var grew = true
        while grew {
            grew = false
            for (name, inherited) in protocols where !viewProtocols.contains(name) && !inherited.isDisjoint(with: viewProtocols) {
                viewProtocols.insert(name)
                grew = true
            }
        }
        for t in types where !t.conformances.isDisjoint(with: viewProtocols) { t.refinesView = true }
        // A protocol extension's members are its conformers' default implementations (`extension PlatformView { var
        // body: some View { iOSView } }`): a conformer that does not declare one has the extension's.
        for t in types {
            var seen: Set<String> = []
            var pending = Array(t.conformances)
            while let name = pending.popLast() {
                guard seen.insert(name).inserted, let inherited = protocols[name] else { continue }
                pending += inherited
                guard let defaults = extended[name] else { continue }
                for (member, implementations) in defaults.members where t.members[member] == nil { t.members[member] = implementations }
            }
        }
    }

    // MARK: - Indexing

    private func indexTopLevel(_ item: CodeBlockItemSyntax.Item, file: SwiftFile, extensions: inout [(ExtensionDeclSyntax, SwiftFile)]) {
        switch item {
        case .decl(let decl):
            if let e = decl.as(ExtensionDeclSyntax.self) {
                extensions.append((e, file))
            } else if let m = decl.as(MacroExpansionDeclSyntax.self), m.macroName.text == "Preview" {
                addPreview(arguments: m.arguments, trailing: m.trailingClosure, node: Syntax(m), file: file)
            } else if let v = decl.as(VariableDeclSyntax.self) {
                for binding in v.bindings {
                    // `let spacing = 8`, or a computed `var windowW: CGFloat { min(absWindowW, absWindowH) }` whose getter
                    // is one expression: read where it is used, as the getter runs there.
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let initial = binding.initializer?.value ?? Project.singleGetterExpression(binding)
                    {
                        globalsByFile[file.path, default: [:]][name] = initial
                        // A private constant of one file never hides another file's visible one of the same name.
                        let isPrivate = v.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
                        if !isPrivate || globals[name] == nil { globals[name] = (initial, file) }
                    }
                }
            } else if let f = decl.as(FunctionDeclSyntax.self), let m = member(f, file: file, owner: nil) {
                globalFunctions[m.name, default: []].append(m)
            } else if let p = decl.as(ProtocolDeclSyntax.self) {
                protocols[p.name.text, default: []].formUnion(conformances(p.inheritanceClause))
            } else if let alias = decl.as(TypeAliasDeclSyntax.self), alias.initializer.value.is(IdentifierTypeSyntax.self) {
                typeAliases[alias.name.text] = alias.initializer.value.trimmedText
            } else if let alias = decl.as(TypeAliasDeclSyntax.self), alias.initializer.value.is(CompositionTypeSyntax.self) {
                // `typealias StoryView = Story & View`: a composition that includes `View` makes its conformers views.
                let parts = alias.initializer.value.trimmedText.split(separator: "&").map { String($0).trimmingWhitespace() }
                protocols[alias.name.text, default: []].formUnion(parts.map { $0.split(separator: ".").last.map(String.init) ?? $0 })
            } else {
                indexType(decl, parent: nil, file: file)
            }
        case .expr(let e):
            if let m = e.as(MacroExpansionExprSyntax.self), m.macroName.text == "Preview" {
                addPreview(arguments: m.arguments, trailing: m.trailingClosure, node: Syntax(m), file: file)
            }
        case .stmt(let s):
            if let e = s.as(ExpressionStmtSyntax.self), let m = e.expression.as(MacroExpansionExprSyntax.self), m.macroName.text == "Preview" {
                addPreview(arguments: m.arguments, trailing: m.trailingClosure, node: Syntax(m), file: file)
            }
        }
    }

    /// Indexes a nominal type declaration (and its nested types); returns nil for other declarations.
    @discardableResult
    private func indexType(_ decl: DeclSyntax, parent: TypeDecl?, file: SwiftFile) -> TypeDecl? {
        let name: String, inherited: InheritanceClauseSyntax?, members: MemberBlockSyntax, modifiers: DeclModifierListSyntax
        var generics: GenericParameterClauseSyntax?
        if let s = decl.as(StructDeclSyntax.self) {
            (name, inherited, members, modifiers, generics) = (s.name.text, s.inheritanceClause, s.memberBlock, s.modifiers, s.genericParameterClause)
        } else if let c = decl.as(ClassDeclSyntax.self) {
            (name, inherited, members, modifiers, generics) = (c.name.text, c.inheritanceClause, c.memberBlock, c.modifiers, c.genericParameterClause)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            (name, inherited, members, modifiers, generics) = (e.name.text, e.inheritanceClause, e.memberBlock, e.modifiers, e.genericParameterClause)
        } else if let a = decl.as(ActorDeclSyntax.self) {
            (name, inherited, members, modifiers, generics) = (a.name.text, a.inheritanceClause, a.memberBlock, a.modifiers, a.genericParameterClause)
        } else {
            return nil
        }
        let isPrivate = parent == nil && modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        let type = TypeDecl(name: name, parent: parent, file: file, declaration: decl, isFilePrivate: isPrivate)
        type.genericParameters = generics?.parameters.map(\.name.text) ?? []
        type.conformances = conformances(inherited)
        if let parent { parent.nested[name] = type } else { topLevel[name, default: []].append(type) }
        types.append(type)
        addMembers(activeMembers(members.members), to: type, file: file, storedProperties: true)
        if type.conformances.contains("PreviewProvider") { indexPreviewProvider(type, members: members, file: file) }
        return type
    }

    private func conformances(_ clause: InheritanceClauseSyntax?) -> Set<String> {
        var out: Set<String> = []
        for t in clause?.inheritedTypes ?? [] {
            var text = t.type.trimmedText
            if let dot = text.lastIndex(of: ".") { text = String(text[text.index(after: dot)...]) }
            out.insert(text)
        }
        return out
    }

    private func addMembers(_ decls: [DeclSyntax], to type: TypeDecl, file: SwiftFile, storedProperties: Bool) {
        for decl in decls {
            if let i = decl.as(InitializerDeclSyntax.self), let body = i.body {
                type.initializers.append(
                    Member(
                        name: "init", parameters: i.signature.parameterClause.parameters.map(Parameter.init), body: body.statements, file: file,
                        owner: type, location: file.location(of: i)))
            } else if let v = decl.as(VariableDeclSyntax.self) {
                addVariable(v, to: type, file: file, storedProperties: storedProperties)
            } else if let f = decl.as(FunctionDeclSyntax.self), var m = member(f, file: file, owner: type) {
                if f.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) {
                    m.isStatic = true
                    type.staticFunctions[m.name, default: []].append(m)
                } else {
                    type.members[m.name, default: []].append(m)
                }
            } else if let e = decl.as(EnumCaseDeclSyntax.self) {
                type.addCases(e, file: file)
            } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
                // `typealias Row = ProfileRow`: a nested name for another type.
                type.statics["typealias \(alias.name.text)"] = Static(
                    name: alias.name.text, initial: nil, type: alias.initializer.value.trimmedText, file: file, owner: type)
            } else {
                indexType(decl, parent: type, file: file)
            }
        }
    }

    private func addVariable(_ v: VariableDeclSyntax, to type: TypeDecl, file: SwiftFile, storedProperties: Bool) {
        let isStatic = v.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        let attribute = v.attributes.compactMap { $0.as(AttributeSyntax.self) }.first
        var wrapper = attribute.map { $0.attributeName.trimmedText }
        if let w = wrapper, let generic = w.firstIndex(of: "<") { wrapper = String(w[..<generic]) }
        if let w = wrapper, w.hasPrefix("SwiftUI.") { wrapper = String(w.dropFirst(8)) }
        var wrapperArguments: LabeledExprListSyntax?
        if case .argumentList(let list)? = attribute?.arguments { wrapperArguments = list }
        for binding in v.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let typeText = binding.typeAnnotation?.type.trimmedText
            if isStatic {
                type.statics[name] = Static(
                    name: name, initial: binding.initializer?.value, getter: binding.accessorBlock.flatMap(getterBody), type: typeText,
                    file: file, owner: type)
                continue
            }
            if binding.accessorBlock != nil, let statements = getterBody(binding) {
                // A computed property: `var body: some View { … }` or a helper.
                var m = Member(name: name, parameters: [], body: statements, file: file, owner: type, location: file.location(of: binding))
                m.returnType = typeText
                type.members[name, default: []].append(m)
                continue
            }
            // `@Entry var accent: Color = .blue` in `extension EnvironmentValues` (iOS 18's macro) declares a key with its
            // default, written as a stored property.
            guard storedProperties || wrapper == "Entry" else { continue }
            type.properties.append(
                StoredProperty(
                    name: name, type: typeText, initial: binding.initializer?.value, wrapper: wrapper, wrapperArguments: wrapperArguments,
                    isLet: v.bindingSpecifier.text == "let", location: file.location(of: binding)))
        }
    }

    private func member(_ f: FunctionDeclSyntax, file: SwiftFile, owner: TypeDecl?) -> Member? {
        guard let body = f.body else { return nil }
        var m = Member(
            name: Project.bare(f.name.text), parameters: f.signature.parameterClause.parameters.map(Parameter.init), body: body.statements,
            file: file,
            owner: owner, location: file.location(of: f))
        m.returnType = f.signature.returnClause?.type.trimmedText
        return m
    }

    private func indexExtension(_ e: ExtensionDeclSyntax, file: SwiftFile) {
        var extendedName = e.extendedType.trimmedText
        if extendedName.hasPrefix("SwiftUI.") { extendedName.removeFirst(8) }
        let decls = activeMembers(e.memberBlock.members)
        if Project.foreignViewTypes.contains(extendedName) || Constructs.view(extendedName) != nil,
            resolveQualified(extendedName, from: nil, file: file) == nil
        {
            // `extension View { func card() -> some View { … } }`: a modifier the project defines.
            for decl in decls {
                if let f = decl.as(FunctionDeclSyntax.self), var m = member(f, file: file, owner: nil) {
                    m.extendedType = extendedName
                    viewFunctions[m.name, default: []].append(m)
                } else if let v = decl.as(VariableDeclSyntax.self), !v.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
                    let binding = v.bindings.first,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let body = getterBody(binding)
                {
                    viewFunctions[name, default: []].append(
                        Member(
                            name: name, parameters: [], body: body, file: file, owner: nil, location: file.location(of: v),
                            returnType: binding.typeAnnotation?.type.trimmedText, extendedType: extendedName))
                }
            }
            let statics = decls.filter {
                $0.is(InitializerDeclSyntax.self)
                    || ($0.as(VariableDeclSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.static) } ?? false)
            }
            if !statics.isEmpty {
                let holder =
                    viewTypeStatics[extendedName] ?? TypeDecl(name: extendedName, parent: nil, file: file, declaration: nil, isFilePrivate: false)
                viewTypeStatics[extendedName] = holder
                addMembers(statics, to: holder, file: file, storedProperties: false)
            }
            return
        }
        let type: TypeDecl
        if let known = resolveQualified(extendedName, from: nil, file: file) {
            type = known
        } else {
            let key = extendedName.removing(" ")
            if let existing = extended[key] {
                type = existing
            } else {
                type = TypeDecl(name: key, parent: nil, file: file, declaration: nil, isFilePrivate: false)
                extended[key] = type
            }
        }
        type.conformances.formUnion(conformances(e.inheritanceClause))
        addMembers(decls, to: type, file: file, storedProperties: false)
        if conformances(e.inheritanceClause).contains("PreviewProvider") { indexPreviewProvider(type, members: e.memberBlock, file: file) }
    }

    // MARK: - Previews

    private func addPreview(arguments: LabeledExprListSyntax, trailing: ClosureExprSyntax?, node: Syntax, file: SwiftFile) {
        guard let closure = trailing else { return }
        // `#Preview(as: .systemSmall) { MyWidget() } timeline: { … }` shows a widget, not a view: its views are audited
        // at the families its configuration names (docs/swift-source.md, "Widgets").
        if arguments.contains(where: { $0.label?.text == "as" }) { return }
        let name = arguments.first.flatMap { $0.label == nil ? $0.expression.as(StringLiteralExprSyntax.self)?.literalText : nil }
        // `traits:` is variadic: the traits after the first are unlabelled (`traits: .landscapeLeft, .sizeThatFitsLayout`).
        let traits = arguments.drop { $0.label?.text != "traits" }.map { $0.expression.trimmedText }
        previews.append(PreviewDecl(name: name, file: file, node: node, body: closure.statements, context: nil, traits: traits, provider: nil))
    }

    private func indexPreviewProvider(_ type: TypeDecl, members: MemberBlockSyntax, file: SwiftFile) {
        for decl in activeMembers(members.members) {
            guard let v = decl.as(VariableDeclSyntax.self) else { continue }
            for binding in v.bindings where binding.pattern.trimmedText == "previews" {
                if let body = getterBody(binding) {
                    previews.append(
                        PreviewDecl(name: nil, file: file, node: Syntax(binding), body: body, context: type, traits: [], provider: type.name))
                }
            }
        }
    }
}
