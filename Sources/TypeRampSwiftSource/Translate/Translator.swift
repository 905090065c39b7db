import SwiftSyntax
import TypeRampCore
import TypeRampDecoding

/// Something the importer did not understand, or a choice it made that the user should know about, at a Swift location.
public struct ImportNote: Hashable, Sendable, CustomStringConvertible {
    /// Where: the line of the construct the note names.
    public var location: SourceLocation
    /// What, in a sentence fragment.
    public var message: String
    /// Whether what the note says changes the layout TypeRamp audits (a view, font or length it could not read), as opposed
    /// to information (sample data used, a toolbar left to the system, a branch audited as a separate variant).
    public var affectsLayout: Bool

    public init(_ message: String, at location: SourceLocation, affectsLayout: Bool = true) {
        self.location = location
        self.message = message
        self.affectsLayout = affectsLayout
    }

    /// `file:line:column: note: message`, as compilers print notes.
    public var description: String { "\(location): note: \(message)" }
}

/// Turns SwiftUI view code into the screens format: the driver that walks statements and modifier chains and hands
/// each SwiftUI view and modifier to its construct (``Constructs``).
final class Translator {
    let project: Project
    let limits: ImportLimits
    private(set) var notes: [ImportNote] = []
    private var noted: Set<String> = []
    /// Types and members being inlined (cycle detection).
    var inlining: [String] = []
    /// How deep the translation is nested (views inside views, names bound to names).
    var depth = 0
    /// Nodes made for the current screen, against ``ImportLimits/nodesPerScreen``.
    var made = 0
    /// Elements mapped through closures for the current screen (`cases.map { … }`), against
    /// ``Translator/mappedElementsPerScreen``: nested maps multiply, so past it an element is data TypeRamp does not see.
    var mappedElements = 0
    static let mappedElementsPerScreen = 10_000
    /// The current screen's undecided conditions and the branch each takes (see ``Decisions``).
    var decisions = Decisions()
    /// The notes made while translating the current screen (each note is also kept once in ``notes``).
    private(set) var screenNotes: [ImportNote] = []
    private var screenNoted: Set<String> = []
    /// The view types whose body reached some screen.
    var inlinedTypes: Set<ObjectIdentifier> = []
    /// Configuration methods called on a project view where it is made (`Carousel(items).carouselSpacing(8)`), by the
    /// syntax of the call that makes it: taken by ``inline(_:_:_:_:_:)`` when it binds the view's properties.
    var configurations: [SyntaxIdentifier: [ModifierCall]] = [:]
    /// View types shown where the system draws them from their titles and icons, by where: a `.toolbar` ("a toolbar",
    /// its bars), a row's `.swipeActions` ("a row's swipe actions"), a `.contextMenu`'s items ("a context menu"), a
    /// `Menu`'s content ("a menu"). The first place met is kept.
    var systemDrawnTypes: [ObjectIdentifier: String] = [:]
    /// The widget family of the screen being translated (`systemSmall`…), when it is a widget's view: the value of
    /// `@Environment(\.widgetFamily)`; nil elsewhere (the environment value is then data, audited as variants).
    var widgetFamily: String?
    /// The modifiers of the enclosing chains with modifiers whose base is being translated, innermost last: a value
    /// reached through a name (`image.resizable()` with `image` set in the initializer) is made knowing whether it is
    /// made resizable.
    var enclosingChains: [[ModifierCall]] = []

    /// Every call of ``note(_:at:affectsLayout:)``, noted before or not: what a memo checks to know that an evaluation
    /// said nothing it would have to say again.
    private(set) var noteCalls = 0
    /// The fonts of the project's statics (`Font.bodyMD`), by owner and name, for those whose evaluation met no
    /// decision and made no note: the same for every screen, so evaluated once per import.
    var staticFontMemo: [String: FontValue?] = [:]
    /// The defaults of the app's environment values, by name, once evaluated (``environmentKeyDefault(_:)``).
    var environmentDefaultMemo: [String: Value?] = [:]
    /// What each action closure does (``effects(of:_:)``), by the closure's syntax: read once per import.
    var closureEffects: [SyntaxIdentifier: [String]] = [:]
    /// Texts read from syntax once per import (``SyntaxTexts``).
    var syntaxTexts = SyntaxTexts()
    /// The closures that initializer references stand for (``closure(forInitializer:_:)``), by the reference's syntax:
    /// made once, so that every variant and row meets the same syntax.
    var initializerClosures: [SyntaxIdentifier: ClosureExprSyntax] = [:]
    /// The project views inlined by the current screen's translations, for its other variants (see ``InlineMemo``).
    var inlineMemo = InlineMemo()
    /// Every note made and taken back in this translation, in order: what a memoised view does again.
    private(set) var noteLog: [NoteEvent] = []

    /// A call of ``note(_:at:affectsLayout:)`` or of ``retractScreenNotes(_:)``.
    enum NoteEvent {
        case note(ImportNote)
        case retraction([String])
    }
    /// How many values read from a scope's ``Scope/evaluated`` had made notes when they were evaluated (the notes are
    /// not made again): a memo only keeps what read none.
    var cachedNotesRead = 0

    init(project: Project, limits: ImportLimits) {
        self.project = project
        self.limits = limits
    }

    /// Records a note once per location and message.
    @discardableResult
    func note(_ message: String, at location: SourceLocation, affectsLayout: Bool = true) -> String {
        noteCalls += 1
        let key = "\(location)|\(message)"
        let n = ImportNote(message, at: location, affectsLayout: affectsLayout)
        noteLog.append(.note(n))
        if noted.insert(key).inserted { notes.append(n) }
        if screenNoted.insert(key).inserted { screenNotes.append(n) }
        return key
    }

    /// Makes again, in another variant, the notes a memoised view made and took back (``InlineMemo``).
    func replay(notes: [NoteEvent]) {
        for event in notes {
            switch event {
            case .note(let n): note(n.message, at: n.location, affectsLayout: n.affectsLayout)
            case .retraction(let keys): retractScreenNotes(keys)
            }
        }
    }

    /// Takes notes back for the screen being translated (by ``note(_:at:affectsLayout:)``'s keys): what they said does
    /// not change this screen's layout. The import's own list keeps them (the view is still unknown elsewhere).
    func retractScreenNotes(_ keys: [String]) {
        guard !keys.isEmpty else { return }
        noteLog.append(.retraction(keys))
        let gone = Set(keys)
        screenNotes.removeAll { gone.contains("\($0.location)|\($0.message)") }
        screenNoted.subtract(gone)
    }

    /// Starts a new screen (or variant): limits and decisions reset.
    func beginScreen(_ assignment: [String: Int]) {
        made = 0
        mappedElements = 0
        depth = 0
        inlining = []
        decisions = Decisions(assignment: assignment)
        inlineMemo.beginTranslation()
        configurations = [:]
        noteLog = []
        screenNotes = []
        screenNoted = []
    }

    // MARK: - Statements

    /// The views a result-builder body produces, in order (`#if` resolved; local declarations bound).
    func views(_ statements: CodeBlockItemListSyntax, _ scope: Scope, _ env: Environment) -> [ViewNode] {
        let local = Scope(parent: scope, type: nil, file: scope.file)
        let items = project.activeItems(statements)
        // A body with a `return` is not a result builder (Swift applies the builder only to bodies without one): its other
        // statements are code that runs (`state.load()`, `x = 1`), not views.
        let returns = items.contains { item in
            if case .stmt(let s) = item { return s.is(ReturnStmtSyntax.self) }
            return false
        }
        var out: [ViewNode] = []
        for item in items {
            if returns, case .expr = item { continue }
            if returns, case .stmt(let s) = item, s.is(ExpressionStmtSyntax.self) { continue }
            out += statement(item) { views(item: item, local, env) }
        }
        return out
    }

    /// Binds a local `let name = initial` in `scope`. A name in its own initial value is the one it shadows
    /// (`let columns = Array(repeating: item, count: columns)` reads the view's property; `let font =
    /// font.swiftUIFont(size: size)` the parameter), as Swift reads it: the value is read in the scope as it was
    /// before the binding, never in one where the name stands for itself.
    func bindLocal(_ name: String, _ initial: ExprSyntax, in scope: Scope) {
        if initial.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(name) }) {
            let before = Scope(parent: scope.parent, type: scope.type, file: scope.file)
            before.values = scope.values
            scope.values[name] = .lazy(initial, before)
        } else {
            scope.values[name] = .lazy(initial, scope)
        }
    }

    /// The views one statement of a builder gives, in `scope` (the builder's local scope, which its `let`s extend).
    func views(item: CodeBlockItemSyntax.Item, _ scope: Scope, _ env: Environment) -> [ViewNode] {
        switch item {
        case .expr(let e): return views(e, scope, env)
        case .stmt(let s):
            if let r = s.as(ReturnStmtSyntax.self), let e = r.expression { return views(e, scope, env) }
            if let e = s.as(ExpressionStmtSyntax.self) { return views(e.expression, scope, env) }
            if let g = s.as(GuardStmtSyntax.self) { bindGuard(g, scope) }
            return []
        case .decl(let d):
            if let v = d.as(VariableDeclSyntax.self) {
                for binding in v.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if let initial = binding.initializer?.value {
                        bindLocal(name, initial, in: scope)
                    } else {
                        scope.values[name] = .unknown(name)
                    }
                }
            }
            return []
        }
    }

    /// `guard let x = optional else { … }`: `x` is bound after it (the code after a guard runs with the value present).
    private func bindGuard(_ g: GuardStmtSyntax, _ scope: Scope) {
        for element in g.conditions {
            if case .optionalBinding(let b) = element.condition {
                let name = b.pattern.trimmedText
                scope.values[name] = b.initializer.map { .lazy($0.value, scope) } ?? scope.lookup(name) ?? .unknown(name)
            }
        }
    }

    // MARK: - Expressions

    /// The views an expression produces (a `Group` or `ForEach` produce several; a modifier applies to each).
    func views(_ expr: ExprSyntax, _ scope: Scope, _ env: Environment) -> [ViewNode] {
        depth += 1
        defer { depth -= 1 }
        guard depth <= limits.depth else {
            note(
                "views nested more than \(limits.depth) deep (or a name defined by itself): the rest is left out (TYPERAMP_MAX_DEPTH raises the limit)",
                at: scope.file.location(of: expr))
            return []
        }
        made += 1
        guard made <= limits.nodesPerScreen else {
            note(
                "the screen expands to more than \(limits.nodesPerScreen) views: the rest is left out (TYPERAMP_MAX_NODES raises the limit)",
                at: scope.file.location(of: expr))
            return []
        }
        if let ifExpr = expr.as(IfExprSyntax.self) { return conditional(ifExpr, scope, env) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return switchViews(switchExpr, scope, env) }
        if let ternary = expr.as(TernaryExprSyntax.self) { return ternaryViews(ternary, scope, env) }
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            // `Text("a") + Text("b")` is one text; an assignment or any other operator is code, not a view.
            if infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" { return [concatenatedText(ExprSyntax(infix), scope, env)] }
            return []
        }
        if let paren = expr.as(TupleExprSyntax.self), paren.elements.count == 1, let only = paren.elements.first {
            return views(only.expression, scope, env)
        }
        return chainViews(chain(expr, scope), scope, env)
    }

    /// The views of a chain: the environment its modifiers set is handed to the base (outermost first, so the innermost
    /// wins), then its wrapping modifiers apply from the innermost out. A modifier the project defines (`extension View`
    /// functions, `.modifier(…)`) takes what it modifies unevaluated (the rest of the chain), so the environment its body
    /// sets reaches it.
    func chainViews(_ chain: Chain, _ scope: Scope, _ env: Environment) -> [ViewNode] {
        let chain = peelingConfigurations(chain, scope)
        if let drawn = dataMethodChain(chain, scope, env) ?? storedClosureChain(chain, scope, env) ?? optionalTextMap(chain, scope, env) {
            return drawn
        }
        var inner = env
        var pending: [(ModifierCall, any ModifierConstruct.Type)] = []
        var result: [ViewNode]?
        for (i, modifier) in chain.modifiers.enumerated() {
            var m = modifier
            m.env = inner
            // What the modifier is applied to, made only where it is read (copying the chain's rest for every modifier
            // was quadratic in the chain's length).
            func receiver() -> Chain { Chain(base: chain.base, modifiers: Array(chain.modifiers[(i + 1)...])) }
            if let views = wrapperMethod(m, chain, at: i, scope, inner) {
                // `view.backport.glassEffect(…)`: the project's wrapper's method, run on the view.
                result = views
                break
            } else if shadowsSwiftUI(m), let views = projectModifier(m, receiver: receiver(), scope, inner) {
                // The project's own `font(size:style:)` beside SwiftUI's `font(_:)`: the overload whose labels match.
                result = views
                break
            } else if m.name == "reduce", let folded = foldedText(m, receiver(), inner) {
                result = folded
                break
            } else if let construct = Constructs.modifier(m.name) {
                construct.environment(m, &inner)
                pending.append((m, construct))
            } else if let views = projectModifier(m, receiver: receiver(), scope, inner) {
                result = views
                break
            } else if m.name == "map" || m.name == "flatMap",
                let closure = m.trailing ?? m.first?.as(ClosureExprSyntax.self) ?? m.first.flatMap({ closure(forInitializer: $0, m.scope) })
            {
                // `optionalModel.map { render(with: $0) }`, `imageName.map(Image.init(systemName:))`: the closure's views,
                // given the value; nothing when the value is known to be nil (as `if let` takes no branch).
                let rest = receiver()
                let value: Value
                switch rest.base {
                case .expression(let e) where rest.modifiers.isEmpty: value = .lazy(e, scope)
                default: value = .chain(rest, scope, inlined: inlining.count)
                }
                if case .expression(let e) = rest.base, rest.modifiers.isEmpty,
                    self.value(e.as(OptionalChainingExprSyntax.self)?.expression ?? e, scope)?.presence == false
                {
                    result = []
                } else {
                    result = callClosure(closure, m.scope, [value], inner)
                }
                break
            } else if isForeignBase(chain.base, scope) {
                // A modifier of the view's own module (`KFImage(…).onSuccess`, `LazyImage(…).processors`): the view's size is
                // already a guess, and the modifier is its module's.
                continue
            } else if Translator.looksLikeStyle(m.name)
                || ["shadow", "border", "corner", "glass", "style", "animation", "overlay"].contains(where: { m.name.lowercased().includes($0) })
            {
                note(
                    "the modifier `.\(m.name)` is not in the given files: ignored (its name says it draws rather than sizes)", at: m.location,
                    affectsLayout: false)
            } else if m.name.contains(".") {
                // `.emojiText.size(16)`: another module's namespace of modifiers, configuring that module's views.
                note(
                    "the modifier `.\(m.name)` is another module's: ignored (it configures that module's views, whose size TypeRamp does not know)",
                    at: m.location, affectsLayout: false)
            } else if Translator.looksLikeBehaviour(m.name) {
                note(
                    "the modifier `.\(m.name)` is not in the given files: ignored (its name says it handles events or enables, rather than sizes)",
                    at: m.location, affectsLayout: false)
            } else {
                note("the modifier `.\(m.name)` is not understood and is ignored", at: m.location)
            }
        }
        var views: [ViewNode]
        if let result {
            views = result
        } else {
            switch chain.base {
            case .expression(let e):
                if !chain.modifiers.isEmpty { enclosingChains.append(chain.modifiers) }
                views = baseViews(e, scope, inner, chain: chain.modifiers)
                if !chain.modifiers.isEmpty { enclosingChains.removeLast() }
                if chain.modifiers.contains(where: { $0.name == "resizable" }),
                    e.is(DeclReferenceExprSyntax.self) || e.is(MemberAccessExprSyntax.self)
                        || e.is(FunctionCallExprSyntax.self) && !e.trimmedText.hasPrefix("Image(")
                {
                    // `icon.resizable()`: the image the name holds, sized by this chain.
                    views = views.map { ImageConstruct.madeResizable($0, chain: chain.modifiers, self, scope) }
                }
            case .implicitSelf(let e): views = reference("self", call: nil, e, scope, inner)
            }
        }
        for (m, construct) in pending.reversed() where !views.isEmpty {
            var m = m
            m.env = env
            views = construct.apply(m, to: views)
            if m.name == "frame", m.argument("height") != nil {
                views = views.map { v in
                    guard m.argument("width") != nil || v.fillsOfferedWidth else { return v }
                    var v = v
                    v.pendingSizeNote = nil
                    retractScreenNotes(v.layerSizeNotes)
                    v.layerSizeNotes = []
                    return v
                }
            }
            let suppressed = scope.file.suppressed(onLine: m.location.line)
            if !suppressed.isEmpty {
                views = views.map { v in
                    var v = v
                    v.suppressions += suppressed
                    return v
                }
            }
        }
        // A view of unknown size whose chain gave it no fixed frame: the note says its size is a guess.
        return views.map { v in
            guard let n = v.pendingSizeNote else { return v }
            var v = v
            v.layerSizeNotes.append(note(n, at: v.location))
            v.pendingSizeNote = nil
            return v
        }
    }

    /// Whether a chain's base is a view of another module (a call of a type neither SwiftUI's nor the project's).
    func isForeignBase(_ base: Chain.Base, _ scope: Scope) -> Bool {
        guard case .expression(let e) = base else { return false }
        // `KFImage(url)`, `KFImage.url(url, cacheKey: key)` (a static builder), or the type itself as the chain's base.
        var callee = e.as(FunctionCallExprSyntax.self).map { $0.calledExpression } ?? e
        callee = callee.as(GenericSpecializationExprSyntax.self)?.expression ?? callee
        if let builder = callee.as(MemberAccessExprSyntax.self), let owner = builder.base { callee = owner }
        guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return isOtherModuleType(name, scope)
    }

    /// Whether `name` names a type of another module: a capitalised plain name that is neither a SwiftUI view TypeRamp
    /// knows nor a type of the project (`LottieView`), or another package's view TypeRamp reads (`KFImage`, `Markdown`).
    func isOtherModuleType(_ name: String, _ scope: Scope) -> Bool {
        guard name.first?.isUppercase ?? false, name != "Self", !name.contains(".") else { return false }
        guard Constructs.view(name) == nil || Constructs.otherModuleViews.contains(name) else { return false }
        // A type the project only extends (`extension LottieSwitch { func colorValueProviders(…) }`) is still the other
        // module's.
        guard let type = project.resolve(name, from: scope.typeContext, file: scope.file) else { return true }
        return type.declaration == nil && project.extended[name] === type
    }

    /// Whether the project defines a modifier of this name whose parameters the call's arguments match (Swift picks the
    /// overload whose labels match; SwiftUI's own takes other labels).
    func shadowsSwiftUI(_ m: ModifierCall) -> Bool {
        guard let candidates = project.viewFunctions[m.name] else { return false }
        return candidates.contains {
            ArgumentMatch.match($0.parameters, arguments: m.arguments, trailing: m.trailing, additional: m.additional).complete
        }
    }

    /// Whether `expr` names a type (`SwiftUI.Text`, `Font`, `Color`), not a value a modifier applies to.
    func isTypeReference(_ expr: ExprSyntax) -> Bool {
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            // `_VariadicView`: SwiftUI's underscored types are types too.
            let initial = name.first == "_" ? name.dropFirst().first : name.first
            return name == "SwiftUI" || name == "Self" || (initial?.isUppercase ?? false) && Constructs.view(name) == nil
        }
        if let m = expr.as(MemberAccessExprSyntax.self), let base = m.base {
            return isTypeReference(base) && (m.declName.baseName.text.first?.isUppercase ?? false)
        }
        return false
    }

}
