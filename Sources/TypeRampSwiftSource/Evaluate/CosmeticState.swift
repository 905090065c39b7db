import SwiftSyntax

/// Whether a view's `@State` only changes how the view is drawn: a press effect's flag (`isTapped`) that the view reads
/// only in visual modifiers (`.scaleEffect(isTapped ? 0.98 : 1)`, `.opacity`, `.animation(_, value:)`, haptic feedback
/// in `.onChange(of:)`), directly or through one of the project's `extension View` functions that does the same with
/// it. A gesture whose every effect sets such a state gives no function a VoiceOver user could miss.
extension Translator {
    /// Modifiers whose arguments change only how a view is drawn or animated, never what it shows or does.
    static let cosmeticModifiers: Set<String> = [
        "scaleEffect", "opacity", "rotationEffect", "rotation3DEffect", "offset", "blur", "brightness", "contrast", "saturation",
        "grayscale", "shadow", "animation", "hueRotation", "colorMultiply",
    ]

    /// Whether every effect of a gesture (``effects(of:_:)``) toggles or sets a cosmetic `@State` of `type`.
    func onlyChangesHowItIsDrawn(_ effects: [String], in type: TypeDecl?) -> Bool {
        guard let type, !effects.isEmpty else { return false }
        return effects.allSatisfy { effect in
            // Moving the keyboard focus to a field (`focused = true` on a `@FocusState`, or `isSearching.wrappedValue =
            // true` on a `FocusState<Bool>.Binding` handed in): a tap on a field's background that VoiceOver users reach
            // by focusing the field itself.
            if Translator.movesFocus(effect, in: type) { return true }
            guard let (name, _) = Translator.stateWrite(effect), let property = type.properties.first(where: { $0.name == name })
            else { return false }
            return property.wrapper == "State" && isCosmetic(name, in: type)
        }
    }

    /// Whether a gesture moves the keyboard focus to a field (`focused = true` on a `@FocusState` of `type`, or
    /// `isSearching.wrappedValue = true` on a `FocusState<Bool>.Binding`) and the views it is on hold a text field:
    /// VoiceOver reaches the field itself, and activating it either focuses it or, while the field's hit testing is off,
    /// lands on the view's tap. What else the tap does on the way there (opening the search bar the field is in) is
    /// reached with it.
    func movesFocusToAFieldIn(_ views: [ViewNode], _ effects: [String], in type: TypeDecl?) -> Bool {
        guard effects.contains(where: { Translator.movesFocus($0, in: type) }) else { return false }
        func holdsAField(_ v: ViewNode) -> Bool { v.kind == .textField || v.kind == .secureField || v.descendants.contains(where: holdsAField) }
        return views.contains(where: holdsAField)
    }

    /// The value an effect writes to a focus property of `type` (a `@FocusState`, or a `FocusState<Bool>.Binding` through
    /// its `wrappedValue`); nil for any other effect.
    static func focusValue(_ effect: String, in type: TypeDecl?) -> String? {
        guard let (name, value) = focusWrite(effect), let value, type?.properties.first(where: { $0.name == name })?.isFocusState == true
        else { return nil }
        return value
    }

    /// Whether an effect moves the keyboard focus to a field: it writes a focus property of `type` a value other than
    /// `false` or `nil`.
    static func movesFocus(_ effect: String, in type: TypeDecl?) -> Bool {
        guard let value = focusValue(effect, in: type) else { return false }
        return value != "false" && value != "nil"
    }

    /// ``stateWrite(_:)`` of an effect that may write a focus binding through its `wrappedValue`
    /// (`isSearching.wrappedValue = true`): the property's name and the value.
    static func focusWrite(_ effect: String) -> (name: String, value: String?)? {
        guard let eq = effect.range(of: ".wrappedValue = ") else { return stateWrite(effect) }
        return stateWrite(String(effect[..<eq.lowerBound]) + " = " + effect[eq.upperBound...])
    }

    /// Whether every effect of a gesture only dismisses the keyboard: `endEditing(true)` or `resignFirstResponder` (also
    /// sent as an action, `sendAction(#selector(UIResponder.resignFirstResponder), …)`), a `@FocusState` of `type` set to
    /// `false` or `nil`, a function named for it (`hideKeyboard()`, `dismissKeyboard()`), or one of `type`'s own
    /// functions whose body does one of these (`.onChanged(endEditing)`).
    func onlyDismissesTheKeyboard(_ effects: [String], in type: TypeDecl?) -> Bool {
        guard !effects.isEmpty else { return false }
        func dismisses(_ text: String) -> Bool {
            if text.contains("resignFirstResponder") || text.contains("endEditing(") { return true }
            let called = text.split(separator: "(").first.map { String($0.split(separator: ".").last ?? "") } ?? ""
            let lower = called.lowercased()
            return lower.contains("keyboard") && ["hide", "dismiss", "close", "resign", "end"].contains { lower.hasPrefix($0) }
        }
        return effects.allSatisfy { effect in
            if dismisses(effect) { return true }
            if let value = Translator.focusValue(effect, in: type), value == "false" || value == "nil" { return true }
            // `endEditing()`: the type's own function, named; what its body does.
            if effect.hasSuffix("()"), let type, let f = type.member(String(effect.dropLast(2)), arity: 0) ?? type.member(String(effect.dropLast(2)))
            {
                return dismisses(f.body.trimmedText)
            }
            return false
        }
    }

    /// The property an effect writes (`pressed.toggle()`, `pressed = true`, as ``effects(of:_:)`` names them, without
    /// `self.`) and the value assigned (nil for a toggle); nil for any other effect.
    static func stateWrite(_ effect: String) -> (name: String, value: String?)? {
        let name: Substring
        var value: String?
        if effect.hasSuffix(".toggle()") {
            name = effect.dropLast(".toggle()".count)
        } else if let eq = effect.range(of: " = ") {
            name = effect[..<eq.lowerBound]
            value = String(effect[eq.upperBound...])
        } else {
            return nil
        }
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return (String(name), value)
    }

    /// Whether `type` reads its property `name` only in cosmetic modifiers (see the type's comment).
    private func isCosmetic(_ name: String, in type: TypeDecl) -> Bool {
        let bodies: [Syntax] =
            type.members.values.flatMap { $0 }.map { Syntax($0.body) } + type.properties.compactMap { $0.initial.map(Syntax.init) }
        return bodies.allSatisfy { usesAreCosmetic(of: name, in: $0, depth: 0) }
    }

    /// Whether every read of `name` in `node` is an argument of a cosmetic modifier (or of a project `extension View`
    /// function whose matching parameter is itself only used so, one level deep); writes (`name.toggle()`, `name = …`)
    /// are not reads.
    private func usesAreCosmetic(of name: String, in node: Syntax, depth: Int) -> Bool {
        let finder = ReferenceFinder(name: name, viewMode: .sourceAccurate)
        finder.walk(node)
        // `$name` (a binding: an alert's, a sheet's, a control's) and `_name` hand the state to code that acts on it.
        if finder.boundElsewhere { return false }
        for reference in finder.found {
            if isWrite(reference) { continue }
            guard let (call, label) = enclosingModifier(of: reference) else { return false }
            let modifier = (call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text) ?? ""
            if Translator.cosmeticModifiers.contains(modifier) { continue }
            if modifier == "onChange", let closure = call.trailingClosure, onlyGivesFeedback(closure) { continue }
            // A project `extension View` function: its parameter must be cosmetic in its own body.
            guard depth == 0, let function = project.viewFunctions[modifier]?.first,
                let parameter = function.parameters.first(where: { $0.label == label }) ?? (label == nil ? function.parameters.first : nil),
                usesAreCosmetic(of: parameter.name, in: Syntax(function.body), depth: depth + 1)
            else { return false }
        }
        return true
    }

    /// `name.toggle()` or the left side of `name = …`.
    private func isWrite(_ reference: ExprSyntax) -> Bool {
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle" { return true }
        if let infix = reference.parent?.as(InfixOperatorExprSyntax.self), infix.leftOperand.id == reference.id,
            infix.operator.is(AssignmentExprSyntax.self)
        {
            return true
        }
        return false
    }

    /// The modifier call (`.scaleEffect(…)` on a view) whose argument the reference is part of, through ternaries,
    /// comparisons and parentheses, with the argument's label; nil when it is used anywhere else.
    private func enclosingModifier(of reference: ExprSyntax) -> (FunctionCallExprSyntax, String?)? {
        var current = Syntax(reference)
        while let parent = current.parent {
            if let argument = parent.as(LabeledExprSyntax.self), let list = argument.parent?.as(LabeledExprListSyntax.self),
                let call = list.parent?.as(FunctionCallExprSyntax.self)
            {
                guard call.calledExpression.as(MemberAccessExprSyntax.self) != nil else { return nil }
                return (call, argument.label?.text)
            }
            let allowed =
                parent.is(TernaryExprSyntax.self) || parent.is(InfixOperatorExprSyntax.self) || parent.is(TupleExprSyntax.self)
                || parent.is(LabeledExprListSyntax.self) || parent.is(ExprListSyntax.self) || parent.is(PrefixOperatorExprSyntax.self)
                || parent.is(BinaryOperatorExprSyntax.self)
            guard allowed else { return nil }
            current = parent
        }
        return nil
    }

    /// `.onChange(of: pressed) { … }` whose closure only plays haptic feedback.
    private func onlyGivesFeedback(_ closure: ClosureExprSyntax) -> Bool {
        let finder = CallNames(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        return finder.names.allSatisfy { $0.contains("FeedbackGenerator") || $0.hasSuffix("Occurred") || $0 == "prepare" || $0 == "selectionChanged" }
    }
}

/// The references to one name (`name`, `self.name`) in a subtree.
private final class ReferenceFinder: SyntaxVisitor {
    let name: String
    var found: [ExprSyntax] = []

    init(name: String, viewMode: SyntaxTreeViewMode) {
        self.name = name
        super.init(viewMode: viewMode)
    }

    /// Whether `$name` or `_name` appears.
    var boundElsewhere = false

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.baseName.text
        if text == "$" + name || text == "_" + name { boundElsewhere = true }
        guard text == name else { return .visitChildren }
        // `self.name` is the member access; a `.name` member of something else is not this property.
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            if member.base?.trimmedText == "self" { found.append(ExprSyntax(member)) }
            return .visitChildren
        }
        found.append(ExprSyntax(node))
        return .visitChildren
    }
}

/// The names of the functions a closure calls (the last component: `impactOccurred`, `UIImpactFeedbackGenerator`).
private final class CallNames: SyntaxVisitor {
    var names: [String] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self) {
            names.append(member.declName.baseName.text)
        } else {
            names.append(callee.trimmedText)
        }
        return .visitChildren
    }
}
