import SwiftSyntax
import TypeRampCore

/// A type the sources declare (a struct, class, enum or actor), with what its extensions add, or a type they only extend
/// (`extension Font`, `extension View`). Names inside it resolve as the compiler resolves them: its nested types first,
/// then its lexical parents', then the file's private types, then the module's.
final class TypeDecl {
    /// The simple name (`Preview`).
    let name: String
    /// The name with its lexical parents (`ProfileView_Previews.Preview`).
    let qualifiedName: String
    /// The type it is nested in; nil at the top level. Not retained (the parent holds its nested types) and not `weak`:
    /// a weak reference gives the object a side table, which makes every retain and release of it slow. Safe because
    /// the project holds every type it declares (``Project/types``) for as long as it is read.
    private(set) unowned(unsafe) var parent: TypeDecl?
    /// The file of its declaration (of its first extension for a type the sources only extend).
    let file: SwiftFile
    /// Where it is declared; nil for a type the sources only extend.
    let declaration: DeclSyntax?
    /// `private` or `fileprivate` at the top level: visible in its file only.
    let isFilePrivate: Bool
    /// Whether it is declared `public` or `open`: other modules may use it.
    var isPublic: Bool {
        declaration?.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { ["public", "open"].contains($0.name.text) } ?? false
    }
    /// The protocols and classes it conforms to or inherits from, by last name (`View`, `PreviewProvider`, `ButtonStyle`).
    var conformances: Set<String> = []
    /// Its generic parameters' names.
    var genericParameters: [String] = []
    /// Nested types by simple name.
    var nested: [String: TypeDecl] = [:]
    /// Stored properties of its declaration, in order: the memberwise initializer's parameters.
    var properties: [StoredProperty] = []
    /// Computed properties and functions (its own and its extensions'), by name; several for overloads.
    var members: [String: [Member]] = [:]
    /// Initializers (its own and its extensions').
    var initializers: [Member] = []
    /// Static and class properties and `enum` cases with raw values, by name.
    var statics: [String: Static] = [:]
    /// Static functions (`static func dynamic(size:) -> Font`), by name.
    var staticFunctions: [String: [Member]] = [:]
    /// The cases of an enum, in order.
    var cases: [String] = []
    /// Whether a case of the enum carries associated values (then Swift synthesizes no `allCases`).
    var hasAssociatedValues = false
    /// The types of each case's associated values as written (`case user(on: UserSize)`: `["UserSize"]`), by case.
    var associatedTypes: [String: [String]] = [:]
    /// Each case's associated values' labels and default values as written (`case card(padding: CGFloat = 0)`: label
    /// `padding`, default `0`), by case; only for cases with a default, which a call may leave out (`.card()`).
    var associatedDefaults: [String: [(label: String?, value: ExprSyntax?)]] = [:]

    init(name: String, parent: TypeDecl?, file: SwiftFile, declaration: DeclSyntax?, isFilePrivate: Bool) {
        self.name = name
        self.parent = parent
        self.qualifiedName = parent.map { "\($0.qualifiedName).\(name)" } ?? name
        self.file = file
        self.declaration = declaration
        self.isFilePrivate = isFilePrivate
    }

    /// Conforms to a project protocol that refines `View` (`protocol Story: View`).
    var refinesView = false

    /// Adds the cases of an enum's `case` declaration: their names in order, their associated values' types and
    /// defaults, and a case's raw value as a static of that name.
    func addCases(_ e: EnumCaseDeclSyntax, file: SwiftFile) {
        for element in e.elements {
            cases.append(element.name.text)
            if let clause = element.parameterClause {
                hasAssociatedValues = true
                associatedTypes[element.name.text] = clause.parameters.map(\.type.trimmedText)
                if clause.parameters.contains(where: { $0.defaultValue != nil }) {
                    associatedDefaults[element.name.text] = clause.parameters.map {
                        (label: $0.firstName.map(\.text), value: $0.defaultValue?.value)
                    }
                }
            }
            if let raw = element.rawValue?.value {
                statics[element.name.text] = Static(name: element.name.text, initial: raw, file: file, owner: self)
            }
        }
    }

    /// A SwiftUI view (conforms to `View`, directly or through a protocol of the project, and has a `body`).
    var isView: Bool { (conformances.contains("View") || refinesView) && body != nil }
    /// Toolbar content of the app's (`struct ComposerBar: ToolbarContent`): its `body` of `ToolbarItem`s shows views the
    /// system draws in a bar.
    var isToolbarContent: Bool { !conformances.isDisjoint(with: ["ToolbarContent", "CustomizableToolbarContent"]) }
    /// A `ViewModifier` with `body(content:)`.
    var isModifier: Bool { conformances.contains("ViewModifier") && body != nil }
    /// A button, label or toggle style with `makeBody(configuration:)`.
    var styleKind: String? {
        for s in ["ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle"] where conformances.contains(s) && members["makeBody"] != nil {
            return s
        }
        return nil
    }

    /// `body` (a view), `body(content:)` (a modifier) or `makeBody(configuration:)` (a style).
    var body: Member? {
        if let b = members["body"]?.first(where: { conformances.contains("ViewModifier") ? $0.parameters.count == 1 : $0.parameters.isEmpty }) {
            return b
        }
        return nil
    }

    /// The location of its declaration.
    var location: SourceLocation {
        declaration.map { file.location(of: $0) } ?? SourceLocation(file: file.path, line: 1, column: 1)
    }

    /// What its own code does to its properties, read from its declaration and the bodies of its members (extensions'
    /// included), worked out on first use: `changed`, the names it assigns (`isExpanded = true`, `self.count += 1`),
    /// toggles (`visible.toggle()`) or hands out as a binding (`Toggle("On", isOn: $isOn)`); `measured`, those it sets
    /// from a geometry reading (`totalHeight = geometry.size.height`, `… = proxy.frame(in: .local).height`).
    private(set) lazy var propertyChanges: (changed: Set<String>, measured: Set<String>) = {
        let finder = ChangedPropertyFinder(viewMode: .sourceAccurate)
        if let declaration { finder.walk(declaration) }
        // Members written inside the declaration were walked with it; those of extensions are walked here.
        let declaration = self.declaration
        let inside = { (body: CodeBlockItemListSyntax) -> Bool in
            guard let declaration, body.root == declaration.root else { return false }
            return declaration.position <= body.position && body.endPosition <= declaration.endPosition
        }
        for member in members.values.joined() where !inside(member.body) {
            finder.walk(member.body)
        }
        return (finder.names, finder.measured)
    }()

    /// The first member named `name` taking `arity` arguments (any arity when nil).
    /// The first static function named `name` that a call with `count` arguments can bind to (``Member/accepts(_:)``).
    func staticFunction(_ name: String, accepting count: Int) -> Member? {
        staticFunctions[name]?.first { $0.accepts(count) }
    }

    func member(_ name: String, arity: Int? = nil) -> Member? {
        guard let list = members[name] else { return nil }
        guard let arity else { return list.first }
        return list.first { $0.parameters.count == arity } ?? list.first { $0.accepts(arity) }
    }
}

/// A stored property: a parameter of the memberwise initializer unless it is a `let` with a value or a property wrapper
/// SwiftUI sets (`@Environment`, `@FocusState`, …).
struct StoredProperty {
    var name: String
    /// The type as written (`String`, `Content`, `(Item) -> Row`), nil when inferred.
    var type: String?
    var initial: ExprSyntax?
    /// The property wrapper's name (`State`, `Binding`, `ScaledMetric`, `ViewBuilder` for a `@ViewBuilder` property).
    var wrapper: String?
    var wrapperArguments: LabeledExprListSyntax?
    var isLet: Bool
    var location: SourceLocation

    /// Whether Swift starts it at `nil` when no value is written: an optional `var` without a property wrapper.
    var isImplicitlyNil: Bool {
        guard initial == nil, !isLet, wrapper == nil, let t = type?.trimmingCharacters(in: .whitespaces) else { return false }
        return t.hasSuffix("?") || t.hasPrefix("Optional<")
    }

    /// A `@State` length the code of `type` sets from a geometry reading (`@State var totalHeight = CGFloat.zero`, then
    /// `totalHeight = geometry.size.height`): its first value is a placeholder until the view has measured itself.
    func isMeasuredState(in type: TypeDecl) -> Bool {
        wrapper == "State" && type.propertyChanges.measured.contains(name)
    }

    /// Whether it is a `@State` the code of `type` changes (`state = .loading` in an action, `$flag` handed to a control):
    /// where the view starts, not where it stays.
    func isStateTheViewChanges(in type: TypeDecl) -> Bool {
        wrapper == "State" && type.propertyChanges.changed.contains(name)
    }

    /// Whether it holds where the keyboard focus is: a `@FocusState`, or a `FocusState<…>.Binding` a parent hands in.
    var isFocusState: Bool {
        wrapper == "FocusState" || type.map { $0.hasPrefix("FocusState<") && $0.hasSuffix(">.Binding") } == true
    }

    /// Whether it reads the widget family the view is drawn in (`@Environment(\.widgetFamily)`).
    var readsWidgetFamily: Bool {
        wrapper == "Environment" && wrapperArguments?.first?.expression.trimmedText.hasSuffix("widgetFamily") == true
    }

    /// For a `@State` flag (`= false`, `= true`) that the code of `type` changes (a state the user moves between), the
    /// value it starts at; nil for any other property.
    func startOfStateTheViewChanges(in type: TypeDecl) -> Bool? {
        guard isStateTheViewChanges(in: type), let literal = initial?.as(BooleanLiteralExprSyntax.self) else {
            return nil
        }
        return literal.literal.text == "true"
    }

    /// Wrappers whose value SwiftUI supplies: never an initializer parameter.
    static let environmentWrappers: Set<String> = [
        "Environment", "EnvironmentObject", "FocusState", "FocusedValue", "FocusedBinding", "Namespace", "GestureState", "AccessibilityFocusState",
        "Query", "FetchRequest", "SectionedFetchRequest", "AppStorage", "SceneStorage", "Dependency", "Bindable_",
    ]

    /// Whether the memberwise initializer takes it.
    var isInitializerParameter: Bool {
        if let wrapper, StoredProperty.environmentWrappers.contains(wrapper) { return false }
        return !(isLet && initial != nil)
    }

    /// Whether an argument for it can be a closure: a function type, or a `@ViewBuilder` property (whose memberwise
    /// parameter is `() -> Content`).
    var takesClosure: Bool {
        if wrapper == "ViewBuilder" { return true }
        guard let type else { return false }
        return type.includes("->")
    }
}

/// A computed property, function or initializer: its parameters and the code of its body.
struct Member {
    var name: String
    var parameters: [Parameter]
    var body: CodeBlockItemListSyntax
    var file: SwiftFile
    /// The type whose member it is (for lexical lookups inside it); nil for free functions. Not retained, as
    /// ``TypeDecl/parent`` is not (the project holds every type).
    unowned(unsafe) var owner: TypeDecl?
    var location: SourceLocation
    /// Declared `static` (a static function, or a static computed property).
    var isStatic = false
    /// The return type as written (`Self`, `some View`), nil when none is written.
    var returnType: String?
    /// For a function of an extension of SwiftUI's types (`extension Text { func style(…) -> Text }`), the type it
    /// extends (`View`, `Text`, `Image`): Swift calls it only on a value of that type.
    var extendedType: String? = nil

    /// Whether a call with `count` arguments can bind to it (parameters with defaults may be left out).
    func accepts(_ count: Int) -> Bool {
        count <= parameters.count && count >= parameters.filter { !$0.hasDefault }.count
    }
}

/// A function or initializer parameter.
struct Parameter {
    /// The argument label; nil for `_`.
    var label: String?
    /// The name inside the body.
    var name: String
    var type: String?
    var defaultValue: ExprSyntax?
    var isViewBuilder: Bool

    var hasDefault: Bool { defaultValue != nil }

    /// Whether a closure can be passed to it (a function type, possibly `@escaping` or optional).
    var takesClosure: Bool { isViewBuilder || (type?.includes("->") ?? false) }

    init(_ p: FunctionParameterSyntax) {
        let first = p.firstName.text
        label = first == "_" ? nil : first
        name = p.secondName?.text ?? first
        type = p.type.trimmedText
        defaultValue = p.defaultValue?.value
        isViewBuilder = p.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "ViewBuilder" }
    }

    init(label: String?, name: String, type: String?, defaultValue: ExprSyntax?, isViewBuilder: Bool) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.isViewBuilder = isViewBuilder
    }
}

/// A static property (or an enum case's raw value): its expression, evaluated in its type's scope.
struct Static {
    var name: String
    var initial: ExprSyntax?
    /// A computed static property's getter.
    var getter: CodeBlockItemListSyntax?
    var type: String?
    var file: SwiftFile
    /// The type whose static it is; not retained, as ``TypeDecl/parent`` is not (the project holds every type).
    unowned(unsafe) var owner: TypeDecl?
}

/// Collects the properties code changes: the left side of `=` and of compound assignments, the base of `.toggle()`, and
/// `$name` bindings, each without `self.`.
private final class ChangedPropertyFinder: SyntaxVisitor {
    var names: Set<String> = []
    /// Those assigned a value read from a geometry proxy (`.size`, `.frame(in:)`, `.safeAreaInsets`).
    var measured: Set<String> = []
    /// Those given a value with `=` (not a compound assignment).
    var assigned: Set<String> = []

    private func readsGeometry(_ expr: ExprSyntax) -> Bool {
        let text = expr.trimmedDescription
        return text.contains(".size") || text.contains(".frame(in:") || text.contains(".safeAreaInsets")
    }

    private func property(_ expr: ExprSyntax) -> String? {
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base?.is(DeclReferenceExprSyntax.self) == true,
            member.base?.trimmedDescription == "self"
        {
            return member.declName.baseName.text
        }
        return nil
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        let isAssignment =
            node.operator.is(AssignmentExprSyntax.self)
            || (node.operator.as(BinaryOperatorExprSyntax.self).map { ["+=", "-=", "*=", "/=", "&&=", "||="].contains($0.operator.text) } ?? false)
        if isAssignment, let name = property(node.leftOperand) {
            names.insert(name)
            if node.operator.is(AssignmentExprSyntax.self) { assigned.insert(name) }
            if readsGeometry(node.rightOperand) { measured.insert(name) }
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // An unfolded `name = value`.
        let elements = Array(node.elements)
        for (i, e) in elements.enumerated() where i > 0 && e.is(AssignmentExprSyntax.self) {
            if let name = property(elements[i - 1]) {
                names.insert(name)
                assigned.insert(name)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let callee = node.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "toggle",
            node.arguments.isEmpty, let base = callee.base, let name = property(base)
        {
            names.insert(name)
        }
        // A modifier that measures the view (`.trackingSize($letterSize)`, `.onGeometryChange(for:of:) { height = $0 }`,
        // `.onSizeChanged { size = $0 }`): what it writes, through a binding or in its closures, is a measurement.
        if let callee = node.calledExpression.as(MemberAccessExprSyntax.self), ChangedPropertyFinder.measures(callee.declName.baseName.text) {
            for arg in node.arguments {
                if let ref = arg.expression.as(DeclReferenceExprSyntax.self), ref.baseName.text.hasPrefix("$"), ref.baseName.text.count > 1 {
                    measured.insert(String(ref.baseName.text.dropFirst()))
                }
            }
            let closures =
                node.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) } + [node.trailingClosure].compactMap { $0 }
                + node.additionalTrailingClosures.map(\.closure)
            for closure in closures {
                let inside = ChangedPropertyFinder(viewMode: .sourceAccurate)
                inside.walk(closure)
                measured.formUnion(inside.assigned)
            }
        }
        return .visitChildren
    }

    /// Whether a modifier's name says it measures the view (`trackingSize`, `onSizeChanged`, `onGeometryChange`,
    /// `readFrame`, `onHeightChange`): any name with size, geometry, frame, height or width in it but `frame` itself,
    /// which sets a size rather than reading one.
    static func measures(_ name: String) -> Bool {
        guard name != "frame" else { return false }
        let lower = name.lowercased()
        return ["size", "geometry", "frame", "height", "width"].contains { lower.contains($0) }
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.baseName.text
        if text.hasPrefix("$"), text.count > 1 { names.insert(String(text.dropFirst())) }
        return .visitChildren
    }
}
