import SwiftSyntax
import TypeRampCore
import TypeRampDecoding

/// `.onTapGesture`, `.gesture`, `.onLongPressGesture`: actions only a gesture reaches.
enum GestureModifier: ModifierConstruct {
    static let names = ["onTapGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "onLongPressGesture"]
    static let documentation = ConstructDocumentation(
        swift: "`.onTapGesture`, `.gesture`, `.onLongPressGesture`", screens: "`accessibility: gestures`",
        notes:
            "gesture-only actions (`gesture-without-alternative`); a gesture value acts through its `.onChanged`, `.onEnded` "
            + "and `.updating` callbacks (`DragGesture()` alone does nothing); several gestures on one view are all kept")
    static let examples = [
        ConstructExample(swift: #"Text("A").onTapGesture { }"#, screens: "text: A\nstyle: body\naccessibility:\n  gestures: [tap]\n")
    ]

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        // `.simultaneousGesture` runs beside the view's own action (a link's, a button's): it adds no action of its own.
        let gesture =
            m.name == "onLongPressGesture"
            ? "long press" : m.name == "onTapGesture" ? "tap" : m.name == "simultaneousGesture" ? GestureModifier.simultaneous : "gesture"
        // A gesture a preview adds to the app's view (a demo's tap that changes the demo's state) is not the app's: the
        // view keeps no such action in the app. On preview code's own views it stays (their findings are unverified).
        let previewOnly = m.translator.project.previewOnly
        let addedByPreview = previewOnly.contains(m.location)
        // What the gesture does, to compare with the screen's buttons (`performs`): `.onTapGesture { … }`,
        // `.onLongPressGesture(perform:)`.
        var action = m.trailing.map(ExprSyntax.init) ?? m.argument("perform")
        // A gesture value (`.gesture(DragGesture().onEnded { … })`): what its callbacks do. One with no callback
        // (`.highPriorityGesture(DragGesture())`, which only keeps drags from a scroll view) or whose callbacks are empty
        // does nothing.
        var valueEffects: [String]?
        if action == nil, let value = m.first, let callbacks = GestureModifier.callbacks(of: value, m.scope, m.translator) {
            var found: Set<String> = [], unread = false
            for callback in callbacks where !(callback.closure?.statements.isEmpty ?? false) {
                var effects = m.translator.effects(of: callback.closure.map(ExprSyntax.init) ?? callback.reference!, m.scope)
                if let state = callback.gestureState, let closure = callback.closure {
                    // `.updating`'s writes to its `inout` state (a `@GestureState`, reset when the gesture ends) and to
                    // its transaction (the animation) change how the view is drawn during the gesture; anything else it
                    // does (a seek while dragging) acts.
                    let transaction = GestureModifier.parameterName(closure, at: 2)
                    effects.removeAll { effect in
                        [state, transaction].contains { effect.hasPrefix($0 + " = ") || effect.hasPrefix($0 + ".") }
                    }
                } else if effects.isEmpty {
                    // An action TypeRamp cannot name (a `switch` on the translation): no alternative is looked for, as
                    // for a gesture whose action it cannot read.
                    unread = true
                }
                found.formUnion(effects)
            }
            if found.isEmpty, !unread { return views }
            valueEffects = unread ? [] : found.sorted()
        }
        // A long press whose `perform:` is empty acts, if at all, in `onPressingChanged:` (a press effect, or an action on
        // release): that closure is what it does, and with no effect it does nothing.
        // With `perform:` written as an argument, a trailing closure is `onPressingChanged:` (`perform: {}) { down in … }`).
        let performArgument = m.argument("perform")
        if m.name == "onLongPressGesture", let performArgument { action = performArgument }
        let pressOnly = m.name == "onLongPressGesture" && action?.as(ClosureExprSyntax.self)?.statements.isEmpty == true
        if pressOnly {
            action =
                m.additional.first { $0.label.text == "onPressingChanged" }.map { ExprSyntax($0.closure) } ?? m.argument("onPressingChanged")
                ?? (performArgument != nil ? m.trailing.map(ExprSyntax.init) : nil)
        }
        // `.onTapGesture { didTapImage?(image) }` on a view given no `didTapImage` (nil, its default): the tap calls
        // nothing, so nothing is reached only by it.
        if let action, GestureModifier.callsOnlyAbsentClosures(action, m) { return views }
        var effects = valueEffects ?? action.map { m.translator.effects(of: $0, m.scope) } ?? []
        if pressOnly, let closure = action?.as(ClosureExprSyntax.self) {
            // `onPressingChanged: { pressed = $0 }`: SwiftUI passes whether the finger is down, and storing it is a
            // press highlight; a haptic played on press is feedback. Neither is an action a VoiceOver user could miss.
            let pressing = GestureModifier.parameterName(closure, at: 0)
            effects.removeAll { $0.hasSuffix(" = \(pressing)") || GestureModifier.isFeedback($0) }
        }
        if pressOnly, effects.isEmpty { return views }
        // A tap that only plays a press effect (it sets a `@State` the view reads only in `.scaleEffect`, `.opacity`,
        // `.animation` and the like) offers nothing a VoiceOver user could miss: not a gesture-only action.
        if m.translator.onlyChangesHowItIsDrawn(effects, in: m.scope.typeContext) { return views }
        // A tap that focuses the text field it is on (and opens what the field is in): the field is the alternative.
        if m.translator.movesFocusToAFieldIn(views, effects, in: m.scope.typeContext) { return views }
        // A swipe or tap that only dismisses the keyboard: the keyboard dismisses itself (its return key, VoiceOver's
        // escape gesture), so nothing is reached only by the gesture.
        if m.translator.onlyDismissesTheKeyboard(effects, in: m.scope.typeContext) { return views }
        return views.map { view in
            view.mapBranches { v in
                if addedByPreview, !previewOnly.contains(v.location) { return v }
                var v = v
                GestureModifier.add(gesture, performing: effects, to: &v, at: m.location)
                return v
            }
        }
    }

    /// Whether `action` is a closure whose every statement calls an optional closure that is nil where the view is made
    /// (`{ didTapImage?(uiImage) }` with `didTapImage` not given): Swift's optional chaining then calls nothing. False
    /// for an empty closure (read elsewhere) and for any statement that does anything else.
    static func callsOnlyAbsentClosures(_ action: ExprSyntax, _ m: ModifierCall) -> Bool {
        guard let closure = action.as(ClosureExprSyntax.self), !closure.statements.isEmpty else { return false }
        return closure.statements.allSatisfy { item in
            guard let call = item.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self),
                let callee = call.calledExpression.as(OptionalChainingExprSyntax.self)?.expression,
                callee.is(DeclReferenceExprSyntax.self) || callee.as(MemberAccessExprSyntax.self)?.base?.trimmedText == "self"
            else { return false }
            if case .none? = m.translator.value(callee, m.scope) { return true }
            return false
        }
    }

    /// The name the screens format gives `.simultaneousGesture` (`GestureWithoutAlternativeRule.simultaneous`).
    static let simultaneous = "simultaneous gesture"

    /// Adds a gesture to the ones the view has (`.onTapGesture { … }.simultaneousGesture(…)`: both are on it), with
    /// what it does. A view's `performs` are what its gestures do that an alternative must do too: a simultaneous
    /// gesture's effects are left out once the view has a gesture of its own (they run beside it, with no alternative
    /// needed), and a gesture whose action TypeRamp cannot name (no `effects`) leaves the view with none, so that no
    /// alternative is looked for.
    static func add(_ gesture: String, performing effects: [String], to v: inout ViewNode, at location: SourceLocation) {
        let simultaneous = GestureModifier.simultaneous
        let before = v.accessibilityStrings("gestures"), performed = v.accessibilityStrings("performs")
        let ownBefore = before.contains { $0 != simultaneous }
        var performs: [String]
        if gesture == simultaneous {
            performs = ownBefore ? performed : performed + effects
        } else if effects.isEmpty {
            performs = []
        } else if ownBefore {
            performs = performed.isEmpty ? [] : performed + effects
        } else {
            performs = before.isEmpty ? performed + effects : effects
        }
        performs = Array(Set(performs)).sorted()
        v.setAccessibility(
            "gestures", Spec.list((before.contains(gesture) ? before : before + [gesture]).map { Spec.string($0, location) }, location))
        if performs.isEmpty {
            v.accessibility.removeAll { $0.0 == "performs" }
        } else {
            v.setAccessibility("performs", Spec.list(performs.map { Spec.string($0, location) }, location))
        }
    }

    /// SwiftUI's gesture types, whose values do nothing but through the callbacks added to them.
    static let gestureTypes: Set<String> = [
        "DragGesture", "TapGesture", "SpatialTapGesture", "LongPressGesture", "MagnificationGesture", "MagnifyGesture",
        "RotationGesture", "RotateGesture",
    ]

    /// A callback of a gesture value: its closure, and for `.updating` the name its closure gives the gesture's state
    /// (its second parameter, `$1` when it names none; the third is the transaction).
    struct Callback {
        /// The closure written in place; nil when the callback is a function named instead (`.onChanged(endEditing)`).
        var closure: ClosureExprSyntax?
        /// The function named, when there is no closure.
        var reference: ExprSyntax? = nil
        var gestureState: String?
    }

    /// The callbacks of a gesture value built from SwiftUI's gestures (`DragGesture(minimumDistance: 0)
    /// .onChanged { … }.onEnded { … }`, combined with `.simultaneously(with:)`, `.sequenced(before:)`,
    /// `.exclusively(before:)`): the closures of `.onChanged`, `.onEnded` and `.updating`. Nil for a value TypeRamp does
    /// not read (a gesture the app defines, a property it cannot follow, a chain more than 32 calls long).
    static func callbacks(of value: ExprSyntax, _ scope: Scope, _ translator: Translator, depth: Int = 0) -> [Callback]? {
        guard depth < 32 else { return nil }
        let (e, s) = translator.resolvedExpression(value, scope)
        guard let call = e.as(FunctionCallExprSyntax.self) else { return nil }
        if let type = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return gestureTypes.contains(type.baseName.text) && call.trailingClosure == nil ? [] : nil
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            var out = callbacks(of: base, s, translator, depth: depth + 1)
        else { return nil }
        let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
        switch member.declName.baseName.text {
        case "onChanged", "onEnded":
            if let closure {
                out.append(Callback(closure: closure, gestureState: nil))
            } else if let named = call.arguments.first?.expression, named.is(DeclReferenceExprSyntax.self) || named.is(MemberAccessExprSyntax.self) {
                // `.onChanged(endEditing)`: the view's or modifier's own function, named.
                out.append(Callback(closure: nil, reference: named, gestureState: nil))
            } else {
                return nil
            }
        case "updating":
            guard let closure else { return nil }
            out.append(Callback(closure: closure, gestureState: parameterName(closure, at: 1)))
        case "simultaneously", "sequenced", "exclusively":
            guard let other = call.arguments.first?.expression, let more = callbacks(of: other, s, translator, depth: depth + 1) else { return nil }
            out += more
        case "modifiers": break
        default: return nil
        }
        return out
    }

    /// The name a closure gives its parameter at `index` (`{ value, state, _ in … }`), or `$index`.
    /// Whether an effect only plays haptic feedback (`UIImpactFeedbackGenerator(style: .light).impactOccurred()`, an
    /// app's `Haptics.shared.play(…)`): by the names UIKit and apps give it.
    static func isFeedback(_ effect: String) -> Bool {
        let callee = effect.prefix { $0 != "(" }
        return ["FeedbackGenerator", "impactOccurred", "selectionChanged", "notificationOccurred", "Haptic", "haptic", "Hap."]
            .contains { callee.contains($0) }
    }

    static func parameterName(_ closure: ClosureExprSyntax, at index: Int) -> String {
        let written: [String]
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: written = names.map(\.name.text)
        case .parameterClause(let clause)?: written = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: written = []
        }
        return index < written.count ? written[index] : "$\(index)"
    }
}
