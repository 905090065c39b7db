import SwiftSyntax
import TypeRampDecoding

/// The project's own `ButtonStyle`, `PrimitiveButtonStyle`, `LabelStyle` and `ToggleStyle`: their `makeBody(configuration:)`
/// translated with the configuration's views bound (`configuration.label`, `.title`, `.icon`), as SwiftUI draws a styled
/// control.
enum StyleBodies {
    /// A button drawn by the project's style: its body, marked as one accessibility element with the button trait.
    static func button(_ type: TypeDecl, _ call: FunctionCallExprSyntax?, _ scope: Scope, label: [ViewNode], _ c: ViewCall) -> [ViewNode]? {
        var env = c.env
        env.buttonStyle = nil
        let label = ViewNode.group(label, at: c.location)
        guard
            let body = run(
                type, call, scope, configuration: ["label": .views([label]), "isPressed": .bool(false), "role": .unknown("role")], env, c)
        else { return nil }
        var v = ViewNode.group(body, at: c.location)
        v.traits.append("button")
        v.setAccessibility("element", Spec.plain("true", c.location))
        return [v]
    }

    static func label(
        _ type: TypeDecl, _ call: FunctionCallExprSyntax?, _ scope: Scope, title: [ViewNode], icon: [ViewNode], _ c: ViewCall
    ) -> [ViewNode] {
        var env = c.env
        env.labelStyle = nil
        let configuration: [String: Value] = [
            "title": .views([ViewNode.group(title, at: c.location)]), "icon": .views([ViewNode.group(icon, at: c.location)]),
        ]
        return run(type, call, scope, configuration: configuration, env, c) ?? title
    }

    static func toggle(
        _ type: TypeDecl, _ call: FunctionCallExprSyntax?, _ scope: Scope, label: [ViewNode], isOn: Value, _ c: ViewCall
    ) -> [ViewNode]? {
        var env = c.env
        env.toggleStyle = nil
        let configuration: [String: Value] = ["label": .views([ViewNode.group(label, at: c.location)]), "isOn": isOn, "isMixed": .bool(false)]
        return run(type, call, scope, configuration: configuration, env, c)
    }

    private static func run(
        _ type: TypeDecl, _ call: FunctionCallExprSyntax?, _ scope: Scope, configuration: [String: Value], _ env: Environment, _ c: ViewCall
    ) -> [ViewNode]? {
        let t = c.translator
        guard let makeBody = type.member("makeBody"), !t.inlining.contains(type.qualifiedName) else { return nil }
        let instance = t.instanceScope(type, call: call, scope)
        let bodyScope = Scope(parent: instance, type: nil, file: makeBody.file)
        bodyScope.values[makeBody.parameters.first?.name ?? "configuration"] = .record("Configuration", configuration)
        t.inlinedTypes.insert(ObjectIdentifier(type))
        t.inlining.append(type.qualifiedName)
        defer { t.inlining.removeLast() }
        return t.views(makeBody.body, bodyScope, env)
    }
}
