import SwiftSyntax
import TypeRampDecoding

/// The project's own `ButtonStyle`, `PrimitiveButtonStyle`, `LabelStyle` and `ToggleStyle`: their `makeBody(configuration:)`
/// translated with the configuration's views bound (`configuration.label`, `.title`, `.icon`), as SwiftUI draws a styled
/// control.
enum StyleBodies {
    /// A button drawn by the project's style: its body, marked as one accessibility element with the button trait.
    static func button(
        _ type: TypeDecl, _ call: FunctionCallExprSyntax?, _ scope: Scope, label: @escaping (Environment) -> [ViewNode], _ c: ViewCall
    ) -> [ViewNode]? {
        var env = c.env
        env.buttonStyle = nil
        let location = c.location
        let configuration: [String: Value] = [
            "label": .builder { ViewNode.group(label($0), at: location).asArray }, "isPressed": .bool(false), "role": .unknown("role"),
        ]
        guard let body = run(type, call, scope, configuration: configuration, env, c)
        else { return nil }
        // The style's body is the button: what it draws is where it is tapped, in a list row too (a `List` makes the
        // whole row the target only for the automatic style), so the touch-target rule measures it as `.plain`. Its stack
        // is where the label is written: a button a project modifier makes around the caller's view (`circle.buttonize
        // { … }`) is found at each use, not once inside the modifier.
        return [ViewNode.button(drawnBy: body, style: "plain", at: c.location, stackAt: body.first?.location ?? c.location)]
    }

    static func label(
        _ type: TypeDecl, _ call: FunctionCallExprSyntax?, _ scope: Scope, title: @escaping (Environment) -> [ViewNode],
        icon: @escaping (Environment) -> [ViewNode], _ c: ViewCall
    ) -> [ViewNode] {
        var env = c.env
        env.labelStyle = nil
        let location = c.location
        let configuration: [String: Value] = [
            "title": .builder { ViewNode.group(title($0), at: location).asArray },
            "icon": .builder { ViewNode.group(icon($0), at: location).asArray },
        ]
        return run(type, call, scope, configuration: configuration, env, c) ?? title(c.env)
    }

    /// A toggle drawn by the project's style: its body, marked as one accessibility element with the button trait.
    static func toggle(
        _ type: TypeDecl, _ call: FunctionCallExprSyntax?, _ scope: Scope, label: @escaping (Environment) -> [ViewNode], isOn: Value, _ c: ViewCall
    ) -> [ViewNode]? {
        var env = c.env
        env.toggleStyle = nil
        let location = c.location
        let configuration: [String: Value] = [
            "label": .builder { ViewNode.group(label($0), at: location).asArray }, "isOn": isOn, "isMixed": .bool(false),
        ]
        // The style's body is the toggle, still one element VoiceOver switches with a double tap (a tap gesture in the
        // body that flips `configuration.isOn` is the toggle's own action, not one only a gesture reaches).
        guard let body = run(type, call, scope, configuration: configuration, env, c), !body.isEmpty else { return nil }
        return [ViewNode.control(drawnBy: body, at: c.location, stackAt: body.first?.location ?? c.location)]
    }

    private static func run(
        _ type: TypeDecl, _ call: FunctionCallExprSyntax?, _ scope: Scope, configuration: [String: Value], _ env: Environment, _ c: ViewCall
    ) -> [ViewNode]? {
        let t = c.translator
        guard let makeBody = type.member("makeBody"), !t.inlining.contains(type.qualifiedName) else { return nil }
        let instance = t.instanceScope(type, call: call, scope, env)
        let bodyScope = Scope(parent: instance, type: nil, file: makeBody.file)
        bodyScope.values[makeBody.parameters.first?.name ?? "configuration"] = .record("Configuration", configuration)
        t.inlinedTypes.insert(ObjectIdentifier(type))
        t.inlining.append(type.qualifiedName)
        defer { t.inlining.removeLast() }
        return t.views(makeBody.body, bodyScope, env)
    }
}
