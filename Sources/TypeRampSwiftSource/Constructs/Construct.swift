import SwiftSyntax
import TypeRampCore
import TypeRampDecoding

/// One SwiftUI view (or family of views) the importer understands: its names, what it becomes in the screens format, and
/// examples written by hand from SwiftUI's documentation. Adding a view is one file and one line in ``Constructs``.
protocol ViewConstruct: Sendable {
    /// The names it is written with (`VStack`, `LazyVStack`).
    static var names: [String] { get }
    /// Its row in docs/swift-source.md's table (generated: `typeramp constructs --format markdown`).
    static var documentation: ConstructDocumentation { get }
    /// Swift in, the screens format out.
    static var examples: [ConstructExample] { get }
    /// The views a call makes.
    static func translate(_ call: ViewCall) -> [ViewNode]
}

/// One SwiftUI modifier (or family) the importer understands.
protocol ModifierConstruct: Sendable {
    static var names: [String] { get }
    static var documentation: ConstructDocumentation { get }
    static var examples: [ConstructExample] { get }
    /// Sets what the modifier hands down to the views inside it (`.font`, `.lineLimit`, styles). Called outermost first,
    /// so the innermost modifier wins.
    static func environment(_ m: ModifierCall, _ env: inout Environment)
    /// Applies the modifier to the views it modifies (each view of a `Group` is modified, as in SwiftUI).
    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode]
}

extension ModifierConstruct {
    static func environment(_ m: ModifierCall, _ env: inout Environment) {}
    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] { views }
}

/// A construct's row in the documentation: the Swift it reads, what it becomes, and what to know.
struct ConstructDocumentation: Sendable {
    var swift: String
    var screens: String
    var notes: String = ""
}

/// A construct's example: a view expression (written inside a view's `body`) and the screens format it becomes, both
/// written by hand; `source` keys are left out of `screens`. One test imports and decodes every example.
struct ConstructExample: Sendable {
    var swift: String
    var screens: String
    /// Declarations the example needs beside the view (types, statics), written at the top level of the file.
    var declarations: String = ""
}

/// A call of a SwiftUI view: its name, arguments and closures, the scope and environment it is translated in.
struct ViewCall {
    let translator: Translator
    let name: String
    let call: FunctionCallExprSyntax
    let scope: Scope
    let env: Environment
    let location: SourceLocation
    /// The modifiers applied to the view, outermost first (`Image(…).resizable()` reads its chain).
    let chain: [ModifierCall]

    /// The argument labelled `label` (nil for the first unlabelled one).
    func argument(_ label: String?) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// The first unlabelled argument.
    var first: ExprSyntax? { call.arguments.first.flatMap { $0.label == nil ? $0.expression : nil } }

    /// The content closure: the trailing closure, or a closure argument labelled `label` (`content` by default).
    func contentClosure(_ label: String = "content") -> ClosureExprSyntax? {
        call.trailingClosure ?? argument(label)?.as(ClosureExprSyntax.self)
            ?? call.additionalTrailingClosures.first { $0.label.text == label }?.closure
    }

    /// A closure given by label, as an argument or an additional trailing closure.
    func closure(_ label: String) -> ClosureExprSyntax? {
        call.additionalTrailingClosures.first { $0.label.text == label }?.closure ?? argument(label)?.as(ClosureExprSyntax.self)
    }

    /// The views of the content closure (or of `label`'s closure).
    func content(_ label: String = "content", env: Environment? = nil) -> [ViewNode] {
        if let c = contentClosure(label) { return translator.views(c.statements, scope, env ?? self.env) }
        if let e = argument(label) { return translator.views(e, scope, env ?? self.env) }
        return []
    }

    /// The views of an argument or closure labelled `label` (a view passed by value or a `@ViewBuilder` closure).
    func views(_ label: String, env: Environment? = nil) -> [ViewNode]? {
        if let c = closure(label) { return translator.views(c.statements, scope, env ?? self.env) }
        if let e = argument(label) { return translator.views(e, scope, env ?? self.env) }
        return nil
    }

    /// The text an argument shows.
    func text(_ expr: ExprSyntax) -> TextValue { translator.text(expr, scope) }

    /// A number argument, when it can be read.
    func number(_ label: String?) -> Double? { argument(label).flatMap { translator.number($0, scope) } }

    func note(_ message: String, affectsLayout: Bool = true) { translator.note(message, at: location, affectsLayout: affectsLayout) }
}

/// A call of a modifier: `.name(arguments) { trailing }`.
struct ModifierCall {
    let translator: Translator
    var name: String
    var arguments: LabeledExprListSyntax
    var trailing: ClosureExprSyntax?
    var additional: MultipleTrailingClosureElementListSyntax
    /// The whole call (nil for a modifier written as a property, `Text("x").cardStyle`).
    var node: ExprSyntax?
    /// Where the modifier's name is written (its line is the one a `// typeramp:disable` comment names).
    var location: SourceLocation
    var scope: Scope
    var env: Environment

    func argument(_ label: String?) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }

    var first: ExprSyntax? { arguments.first?.expression }

    /// The content closure: the trailing closure or a `content:` argument.
    var contentClosure: ClosureExprSyntax? {
        trailing ?? argument("content")?.as(ClosureExprSyntax.self)
    }

    /// The views of the content closure, or of a view passed as the first argument.
    func contentViews(env: Environment? = nil) -> [ViewNode] {
        if let c = contentClosure { return translator.views(c.statements, scope, env ?? self.env) }
        if let f = first { return translator.views(f, scope, env ?? self.env) }
        return []
    }

    func number(_ expr: ExprSyntax?) -> Double? { expr.flatMap { translator.number($0, scope) } }

    func note(_ message: String, affectsLayout: Bool = true) { translator.note(message, at: location, affectsLayout: affectsLayout) }
}

/// The member name of an implicit or explicit member expression (`.bordered`, `ButtonStyle.bordered`).
func memberName(_ expr: ExprSyntax?) -> String? {
    guard let expr else { return nil }
    if let m = expr.as(MemberAccessExprSyntax.self) { return m.declName.baseName.text }
    if let c = expr.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self), m.base == nil {
        return m.declName.baseName.text  // `.bordered()`-like calls spelled as functions: `.automatic()`
    }
    return nil
}

extension Translator {
    /// The screens format's name for the SwiftUI `Alignment` constant `expr` names (`.topLeading`,
    /// `.trailingFirstTextBaseline`) or evaluates to in `scope` (a parameter `alignment: Alignment = .leading` bound at the
    /// call, `isOutgoing ? .trailing : .leading`, whose undecided condition makes variants); nil when it gives none. A
    /// member that is no constant of SwiftUI's (an alignment the app defines, a value from settings) is noted and left
    /// out, so the view is centred: the importer never writes a value the decoder rejects.
    func boxAlignment(_ expr: ExprSyntax?, _ scope: Scope, at location: SourceLocation) -> String? {
        alignment(expr, scope, at: location, types: ["Alignment"], kind: "`Alignment` constants") {
            ScreenKey.boxAlignments.contains($0) ? $0 : nil
        }
    }

    /// A stack's `alignment:` (a `HorizontalAlignment` or `VerticalAlignment`) as the screens format's stack alignment,
    /// read as ``boxAlignment(_:_:at:)`` reads a box's.
    func stackAlignment(_ expr: ExprSyntax?, _ scope: Scope, at location: SourceLocation) -> String? {
        alignment(expr, scope, at: location, types: ["HorizontalAlignment", "VerticalAlignment"], kind: "stack alignments") {
            let name = StackConstruct.stackAlignment($0)
            return ScreenKey.stackAlignments.contains(name) ? name : nil
        }
    }

    /// The alignment `expr` names or evaluates to, as `known` writes it (nil for a name that is not one); a member that
    /// is not one is noted (`kind` names what it is not).
    private func alignment(
        _ expr: ExprSyntax?, _ scope: Scope, at location: SourceLocation, types: [String], kind: String, known: (String) -> String?
    ) -> String? {
        guard let expr else { return nil }
        let bases = Set([""] + types + types.map { "SwiftUI." + $0 })
        // What the expression stands for: a parameter bound at the call, a computed property of one expression, a
        // conditional (an undecided one is a decision: one variant per branch).
        let (e, s) = resolvedExpression(expr, scope, decide: true)
        // `.leading`, `Alignment.leading`
        if let name = memberName(e), let written = known(name), bases.contains(e.as(MemberAccessExprSyntax.self)?.base?.trimmedText ?? "") {
            return written
        }
        if case .enumCase(let name, let associated)? = value(e, s), associated.isEmpty, let written = known(name) { return written }
        guard memberName(e) != nil else { return nil }
        note("the alignment `\(e.trimmedText.prefix(50))` is not one of SwiftUI's \(kind): centred", at: location)
        return nil
    }
}
