import SwiftSyntax

// What an `@Environment(\.name)` property of the app's own key reads in a preview: the key's default.
extension Translator {
    /// The default of an environment value the project declares (`extension EnvironmentValues { var adaptiveSize:
    /// AdaptiveSize { get { self[AdaptiveSizeKey.self] } … } }` with `AdaptiveSizeKey.defaultValue`, or `@Entry var
    /// accent: Color = .blue`), read by `@Environment(\.adaptiveSize)`: what a preview shows, since nothing above it sets
    /// the value. Nil for SwiftUI's own keys, for a key the app sets somewhere (`.environment(\.adaptiveSize, …)` outside
    /// tests: which value reaches the view depends on where it is shown), and for anything TypeRamp cannot read.
    func environmentDefault(_ keyPath: ExprSyntax?) -> Value? {
        guard let name = EnvironmentSetters.valueName(keyPath), !project.environmentValuesSet.contains(name) else { return nil }
        return environmentKeyDefault(name)
    }

    /// What the app's own environment value `name` is where nothing sets it: an `@Entry`'s initial value, or the key's
    /// `defaultValue` (`get { self[AdaptiveSizeKey.self] }`); nil when TypeRamp cannot read it.
    func environmentKeyDefault(_ name: String) -> Value? {
        if let memo = environmentDefaultMemo[name] { return memo }
        // Kept when it is plain data evaluated outside any static's evaluation, with no note made and no decision met:
        // an app's theme, a record of hundreds of fields, is built once, not again for every view that reads it.
        let (value, reusable) = evaluatedForEveryScreen(cutPrefix: "static ") { evaluatedEnvironmentKeyDefault(name) }
        if reusable, value?.isPlainData ?? true { environmentDefaultMemo[name] = .some(value) }
        return value
    }

    private func evaluatedEnvironmentKeyDefault(_ name: String) -> Value? {
        guard let values = project.extended["EnvironmentValues"] else { return nil }
        if let entry = values.properties.first(where: { $0.name == name && $0.wrapper == "Entry" }), let initial = entry.initial,
            let file = project.file(at: entry.location.file)
        {
            return .lazy(initial, Scope(parent: nil, type: values, file: file))
        }
        // `self[Key.self]` in the getter: the key type's `defaultValue`.
        guard let getter = values.member(name, arity: 0), let e = singleExpression(getter.body),
            let subscriptCall = e.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.trimmedText == "self",
            let keyExpr = subscriptCall.arguments.first?.expression.as(MemberAccessExprSyntax.self), keyExpr.declName.baseName.text == "self",
            let keyName = keyExpr.base?.trimmedText,
            let key = project.resolveQualified(keyName, from: values, file: getter.file), let d = key.statics["defaultValue"]
        else { return nil }
        return staticValue(d, key)
    }

    /// Binds the `@Environment` properties of an inlined view or view modifier that read the app's own values to what
    /// ``appEnvironmentValue(_:_:)`` gives in `env`.
    func bindAppEnvironment(_ type: TypeDecl, _ instance: Scope, _ env: Environment) {
        for p in type.properties {
            if let value = appEnvironmentValue(p, env) { instance.values[p.name] = value }
        }
    }

    /// What an inlined view's or view modifier's `@Environment(\.name)` property `p` reads when `name` is one of the app's own values
    /// that the app sets somewhere (``environmentDefault(_:)`` covers those it never sets): the value a
    /// `.environment(\.name, …)` around the view in this screen sets (as SwiftUI hands it down), else the key's default
    /// with a note, as a preview shows it (the setter elsewhere is typically the root of the app handing down what the
    /// user chose: a theme, a setting). Nil for any other property.
    func appEnvironmentValue(_ p: StoredProperty, _ env: Environment) -> Value? {
        let keyPath = p.wrapperArguments?.first?.expression
        guard p.wrapper == "Environment", let name = EnvironmentSetters.valueName(keyPath), project.environmentValuesSet.contains(name),
            project.declaresEnvironmentValue(name)
        else { return nil }
        if let set = env.appValues[name] {
            // `.environment(\.density, .compact)`: an implicit member of the value's declared type.
            return implicitMember(set.value, declared: environmentValueType(keyPath), in: nil, set.scope) ?? .lazy(set.value, set.scope)
        }
        guard let d = environmentKeyDefault(name) else { return nil }
        note(
            "`\\.\(name)` is set elsewhere in the app: where nothing around the view sets it, its key's default is audited, as a preview shows it",
            at: p.location, affectsLayout: false)
        return d
    }

    /// The type the app declares for its own environment value (`var deviceInfo: DeviceInfo { … }` or `@Entry var
    /// deviceInfo: DeviceInfo = …` in `extension EnvironmentValues`), named by a key path `\.deviceInfo`; nil otherwise.
    func environmentValueType(_ keyPath: ExprSyntax?) -> String? {
        guard let name = EnvironmentSetters.valueName(keyPath), let values = project.extended["EnvironmentValues"] else { return nil }
        return values.properties.first(where: { $0.name == name })?.type ?? values.member(name, arity: 0)?.returnType
    }
}

/// The names of the environment values a file sets with `.environment(\.name, value)`.
final class EnvironmentSetters: SyntaxVisitor {
    var names: Set<String> = []

    /// The names `files` set, outside test folders (a folder whose name ends in `Tests`).
    static func names(in files: [SwiftFile]) -> Set<String> {
        var names: Set<String> = []
        for file in files where file.mentionsEnvironment && !file.path.split(separator: "/").contains(where: { $0.hasSuffix("Tests") }) {
            let finder = EnvironmentSetters(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            names.formUnion(finder.names)
        }
        return names
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `.environment(\.name, …)`, or `environment(\.name, …)` without `self.` in a view extension.
        let callee =
            node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if callee == "environment", let name = EnvironmentSetters.valueName(node.arguments.first?.expression) { names.insert(name) }
        return .visitChildren
    }

    /// The environment value a key path names (`\.adaptiveSize`, `\EnvironmentValues.adaptiveSize`); nil otherwise.
    static func valueName(_ keyPath: ExprSyntax?) -> String? {
        keyPath?.as(KeyPathExprSyntax.self)?.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
    }
}
