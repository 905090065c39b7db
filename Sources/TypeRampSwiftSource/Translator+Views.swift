import Foundation
import SwiftSyntax
import TypeRampCore
import TypeRampDecoding

// SwiftUI's views, containers and the project's own views, translated to nodes of the screens format.
extension Translator {
    /// The SwiftUI views the translator understands by name.
    static let viewNames: Set<String> = [
        "Text", "Label", "Button", "Image", "Toggle", "Stepper", "Picker", "TextField", "SecureField", "TextEditor", "Link", "Menu",
        "ProgressView", "Slider", "LabeledContent", "Spacer", "Divider", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack",
        "List", "Form", "Section", "ScrollView", "Grid", "GridRow", "LazyVGrid", "LazyHGrid", "ViewThatFits", "Group", "NavigationStack",
        "NavigationView", "NavigationSplitView", "TabView", "ForEach", "GeometryReader", "AnyView", "EmptyView", "Color", "Rectangle",
        "RoundedRectangle", "Circle", "Capsule", "DatePicker", "ShareLink", "NavigationLink", "DisclosureGroup", "ControlGroup", "Gauge",
        "AsyncImage", "ContentUnavailableView",
    ]

    /// The views of the expression a modifier chain starts from.
    func baseViews(_ base: ExprSyntax, _ scope: Scope, _ env: Environment, chain: [Modifier]) -> [ViewSpec] {
        let location = scope.file.location(of: base)
        if let closure = base.as(ClosureExprSyntax.self) { return views(closure.statements, scope, env) }
        if let paren = base.as(TupleExprSyntax.self), paren.elements.count == 1, let only = paren.elements.first {
            return views(only.expression, scope, env)
        }
        if base.is(InfixOperatorExprSyntax.self) || base.is(TernaryExprSyntax.self) || base.is(IfExprSyntax.self) { return views(base, scope, env) }
        if let ref = base.as(DeclReferenceExprSyntax.self) { return reference(ref.baseName.text, arguments: nil, base, scope, env) }
        if let member = base.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            return reference(member.declName.baseName.text, arguments: nil, base, scope, env)
        }
        if let member = base.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.trimmedDescription == "Color" {
            // `Color.clear`, `.red` as a view: a colour fills the space it is offered.
            do {
                var v = ViewSpec("spacer", Spec.number(0, location), at: location)
                v.addModifier(
                    "frame", Spec.map([("maxWidth", Spec.plain("infinity", location)), ("maxHeight", Spec.plain("infinity", location))], location))
                return [v]
            }
        }
        if let member = base.as(MemberAccessExprSyntax.self), member.base == nil {
            // `.init(…)`-less implicit members are not views.
            note("`\(base.trimmedDescription)` is not a view the importer knows", at: location)
            return [placeholder(location)]
        }
        guard let call = base.as(FunctionCallExprSyntax.self) else {
            if base.is(MacroExpansionExprSyntax.self) || base.is(NilLiteralExprSyntax.self) { return [] }
            note("`\(base.trimmedDescription.prefix(60))` is not understood as a view", at: location)
            return [placeholder(location)]
        }
        var name = call.calledExpression.trimmedDescription
        if name.hasPrefix("SwiftUI.") { name.removeFirst("SwiftUI.".count) }
        if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        if name == "Image", chain.contains(where: { $0.name == "resizable" }) { return [resizableImage(call, chain, scope, location)] }
        if Translator.viewNames.contains(name) { return swiftUIView(name, call, scope, env, location) }
        if project.views[name] != nil { return inline(name, call, scope, env, location) }
        if name.hasPrefix("self.") { name.removeFirst(5) }
        return reference(name, arguments: call, base, scope, env)
    }

    /// `Image(…).resizable().frame(width:height:)`: an image drawn at its frame's size (24 pt when the chain gives none).
    func resizableImage(_ call: FunctionCallExprSyntax, _ chain: [Modifier], _ scope: Scope, _ location: SourceLocation) -> ViewSpec {
        let name = (argument(call, "systemName") ?? call.arguments.first?.expression).map { textValue($0, scope) } ?? "image"
        var width: Double = 24, height: Double = 24
        if let frame = chain.last(where: { $0.name == "frame" }) {
            if [argument(frame, "width"), argument(frame, "height")].contains(where: { $0.map { scaledMetric($0, scope) != nil } ?? false }) {
                // A resizable image takes the size it is offered: here a frame that scales with the text.
                var v = ViewSpec("image", Spec.string(name, location), at: location)
                v.set("width", Spec.number(1, location))
                v.set("height", Spec.number(1, location))
                v.addModifier(
                    "frame", Spec.map([("maxWidth", Spec.plain("infinity", location)), ("maxHeight", Spec.plain("infinity", location))], location))
                return v
            }
            let w = argument(frame, "width").flatMap { scaledMetric($0, scope)?.base ?? number($0, scope) }
            let h = argument(frame, "height").flatMap { scaledMetric($0, scope)?.base ?? number($0, scope) }
            width = w ?? h ?? 24
            height = h ?? w ?? 24
        }
        var v = ViewSpec("image", Spec.string(name, location), at: location)
        v.set("width", Spec.number(width.isFinite && width >= 1 ? width : (width.isFinite ? 1 : 24), location))
        v.set("height", Spec.number(height.isFinite && height >= 1 ? height : (height.isFinite ? 1 : 24), location))
        return v
    }

    /// A name used as a view: a bound value, a member of the view type (`header`, `row(item)`), a project view, or an
    /// `AnyLayout` value called with content.
    func reference(_ name: String, arguments call: FunctionCallExprSyntax?, _ expr: ExprSyntax, _ scope: Scope, _ env: Environment) -> [ViewSpec] {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Translator.maximumDepth else { return [] }
        let location = scope.file.location(of: expr)
        if let value = scope.lookup(name) {
            switch value {
            case .views(let v): return v
            case .expression(let e, let s):
                if let layout = anyLayout(e, s), let call { return layoutCall(layout, call, scope, env, location) }
                if let closure = e.as(ClosureExprSyntax.self) { return views(closure.statements, s, env) }
                return views(e, s, env)
            default: break
            }
        }
        if let type = scope.viewType, let member = type.members[name] {
            guard !inlining.contains("\(type.name).\(name)") else {
                note("`\(name)` refers to itself: a placeholder is audited", at: location)
                return [placeholder(location)]
            }
            let child = Scope(parent: scope, type: nil, file: type.file)
            if let call { bind(member.parameters, call, scope, into: child) }
            inlining.append("\(type.name).\(name)")
            defer { inlining.removeLast() }
            return views(member.body, child, env)
        }
        if let call, let layoutExpr = project.globals[name], let layout = anyLayout(layoutExpr, scope) {
            return layoutCall(layout, call, scope, env, location)
        }
        if let type = scope.viewType, let property = type.properties.first(where: { $0.name == name }), let initial = property.initial,
            let layout = anyLayout(initial, scope), let call
        {
            return layoutCall(layout, call, scope, env, location)
        }
        note("`\(name)` is not a view the importer can find in the given files: a placeholder is audited", at: location)
        return [placeholder(location)]
    }

    /// An empty node standing in for a view that was not understood (zero size, nothing to check).
    func placeholder(_ location: SourceLocation) -> ViewSpec {
        ViewSpec("vstack", Spec.list([], location), at: location)
    }

    /// Binds a call's arguments to parameters (labelled by label, unlabelled by position).
    func bind(_ parameters: [(label: String?, name: String)], _ call: FunctionCallExprSyntax, _ scope: Scope, into child: Scope) {
        var remaining = parameters
        for arg in call.arguments {
            let index = remaining.firstIndex { $0.label == arg.label?.text } ?? (arg.label == nil ? remaining.firstIndex { $0.label == nil } : nil)
            guard let index else { continue }
            child.values[remaining[index].name] = .expression(arg.expression, scope)
            remaining.remove(at: index)
        }
        if let trailing = call.trailingClosure, let index = remaining.firstIndex(where: { _ in true }) {
            child.values[remaining[index].name] = .expression(ExprSyntax(trailing), scope)
        }
    }

    // MARK: - Project views

    /// A project view inlined where it is used: its stored properties bound to the initializer's arguments (by label, in
    /// declaration order) or to their default values; `@ScaledMetric` properties become scaled lengths.
    func inline(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope, _ env: Environment, _ location: SourceLocation) -> [ViewSpec] {
        guard let type = project.views[name], let body = type.body else { return [placeholder(location)] }
        if inlining.contains(name) {
            note("`\(name)` contains itself: a placeholder is audited in its place", at: location)
            return [placeholder(location)]
        }
        let typeScope = Scope(parent: nil, type: type, file: type.file)
        defer { typeScope.release() }
        if let initializer = matchingInitializer(type, call) {
            // An explicit init: its parameters bound to the arguments, then its assignments (`self.title = title`,
            // `_count = State(initialValue: start)`) give the properties their values; the rest keep their defaults.
            let parameters = Scope(parent: nil, type: nil, file: type.file)
            bind(initializer.parameters, call, scope, into: parameters)
            for property in type.properties {
                if let initial = property.initial {
                    typeScope.values[property.name] = .expression(initial, typeScope)
                } else {
                    typeScope.values[property.name] = .unknown(property.name)
                }
            }
            for item in initializer.body {
                guard let expr = expression(item.item), let assign = expr.as(InfixOperatorExprSyntax.self),
                    assign.operator.is(AssignmentExprSyntax.self)
                else { continue }
                var target = assign.leftOperand.trimmedDescription
                if target.hasPrefix("self.") { target.removeFirst(5) }
                if target.hasPrefix("_") { target.removeFirst() }
                var valueExpr = assign.rightOperand
                if let wrapped = valueExpr.as(FunctionCallExprSyntax.self),
                    ["State", "StateObject", "Binding", "ScaledMetric"].contains(wrapped.calledExpression.trimmedDescription),
                    let inner = wrapped.arguments.first?.expression
                {
                    valueExpr = inner
                }
                typeScope.values[target] = .expression(valueExpr, parameters)
            }
            inlining.append(name)
            defer { inlining.removeLast() }
            return views(body, typeScope, env)
        }
        var arguments: [String: ExprSyntax] = [:]
        var unlabeled: [ExprSyntax] = []
        for arg in call.arguments {
            if let label = arg.label?.text { arguments[label] = arg.expression } else { unlabeled.append(arg.expression) }
        }
        var trailing: [ExprSyntax] = call.trailingClosure.map { [ExprSyntax($0)] } ?? []
        for extra in call.additionalTrailingClosures { arguments[extra.label.text] = ExprSyntax(extra.closure) }
        for property in type.properties {
            if let wrapper = property.wrapper, wrapper == "Environment" || wrapper == "EnvironmentObject" || wrapper == "FocusState" {
                typeScope.values[property.name] = .unknown(property.name)
                continue
            }
            if let arg = arguments[property.name] {
                // `.preview` passed for a `let contact: Contact`: the static `Contact.preview`.
                if let member = arg.as(MemberAccessExprSyntax.self), member.base == nil, let type = property.type,
                    let known = project.statics["\(type.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))).\(member.declName.baseName.text)"]
                {
                    typeScope.values[property.name] = .expression(known, Scope(parent: nil, type: nil, file: scope.file))
                    continue
                }
                typeScope.values[property.name] = .expression(arg, scope)
            } else if property.initial == nil, !unlabeled.isEmpty {
                typeScope.values[property.name] = .expression(unlabeled.removeFirst(), scope)
            } else if property.initial == nil, !trailing.isEmpty, property.type?.contains("->") ?? true {
                typeScope.values[property.name] = .expression(trailing.removeFirst(), scope)
            } else if let initial = property.initial {
                typeScope.values[property.name] = .expression(initial, typeScope)
            } else {
                typeScope.values[property.name] = .unknown(property.name)
            }
        }
        inlining.append(name)
        defer { inlining.removeLast() }
        return views(body, typeScope, env)
    }

    /// The explicit initializer whose labels match the call's (nil when the type has none, or the memberwise one fits).
    func matchingInitializer(_ type: ViewType, _ call: FunctionCallExprSyntax) -> ViewType.Member? {
        guard !type.initializers.isEmpty else { return nil }
        let labels = call.arguments.map { $0.label?.text }
        return type.initializers.first { i in
            let required = i.parameters.map(\.label)
            return labels.allSatisfy { required.contains($0) } && labels.count <= required.count
        }
    }

    /// A view type audited on its own (no preview shows it): properties take their defaults or samples.
    func standalone(_ type: ViewType) -> [ViewSpec] {
        guard let body = type.body else { return [] }
        let typeScope = Scope(parent: nil, type: type, file: type.file)
        defer { typeScope.release() }
        for property in type.properties {
            if let initial = property.initial, property.wrapper != "Environment" {
                typeScope.values[property.name] = .expression(initial, typeScope)
            } else {
                typeScope.values[property.name] = .unknown(property.name)
            }
        }
        inlining.append(type.name)
        defer { inlining.removeLast() }
        return views(body, typeScope, Environment())
    }

    // MARK: - SwiftUI views

    func argument(_ call: FunctionCallExprSyntax, _ label: String?) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// The content closure of a container: the trailing closure or a `content:` argument.
    func contentClosure(_ call: FunctionCallExprSyntax, label: String = "content") -> ClosureExprSyntax? {
        call.trailingClosure ?? argument(call, label)?.as(ClosureExprSyntax.self)
            ?? call.additionalTrailingClosures.first { $0.label.text == label }?.closure
    }

    func closure(_ call: FunctionCallExprSyntax, _ label: String) -> ClosureExprSyntax? {
        call.additionalTrailingClosures.first { $0.label.text == label }?.closure ?? argument(call, label)?.as(ClosureExprSyntax.self)
    }

    /// A text argument: a literal (a localization key), `verbatim:`, or data shown with a sample.
    func textValue(_ expr: ExprSyntax, _ scope: Scope) -> String {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Translator.maximumDepth else { return Translator.samplePlaceholder(for: sampleName(expr)) }
        if let literal = expr.as(StringLiteralExprSyntax.self) { return interpolated(literal, scope) }
        if let call = expr.as(FunctionCallExprSyntax.self),
            ["LocalizedStringKey", "String", "LocalizedStringResource", "Text"].contains(call.calledExpression.trimmedDescription),
            let first = call.arguments.first?.expression
        {
            return textValue(first, scope)
        }
        if let value = value(expr, scope), case .expression(let e, let s) = value { return textValue(e, s) }
        // `Text("Home").foregroundColor(.red)` passed as a title: the text of the Text.
        let (base, chain) = modifierChain(expr)
        if !chain.isEmpty, let call = base.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "Text" {
            return textValue(base, scope)
        }
        return sampleText(expr, scope)
    }

    func style(_ env: Environment, default defaultStyle: String = "body", at location: SourceLocation) -> SpecNode {
        let heavy = ["semibold", "bold", "heavy", "black"].contains(env.weight ?? "")
        // `.italic()` (on the text or its font) sets the style's italic face: `body.italic`, or `italic: true`.
        let slope = env.italic ? ".italic" : ""
        let italic: [(String, SpecNode)] = env.italic ? [("italic", Spec.plain("true", location))] : []
        switch env.font {
        case .textStyle(let s)?:
            return Spec.plain((heavy && s != "headline" ? "\(s).emphasized" : s) + slope, location)
        case .fixed(let size, let weight)?:
            return Spec.map(
                [("size", Spec.number(size, location)), ("weight", Spec.plain(env.weight ?? weight ?? "regular", location))] + italic, location)
        case .scaled(let size, let weight, let relativeTo)?:
            return Spec.map(
                [
                    ("size", Spec.number(size, location)), ("weight", Spec.plain(env.weight ?? weight ?? "regular", location)),
                    ("relativeTo", Spec.plain(relativeTo, location)),
                ] + italic, location)
        case nil:
            return Spec.plain((heavy && defaultStyle != "headline" ? "\(defaultStyle).emphasized" : defaultStyle) + slope, location)
        }
    }

    func textView(_ content: String, _ env: Environment, _ location: SourceLocation, defaultStyle: String = "body") -> ViewSpec {
        var v = ViewSpec("text", Spec.string(content, location), at: location)
        v.set("style", style(env, default: defaultStyle, at: location))
        if let lines = env.lineLimit { v.set("lines", lines) }
        if let mode = env.truncation { v.set("mode", Spec.plain(mode, location)) }
        if let alignment = env.multilineAlignment { v.set("alignment", Spec.plain(alignment, location)) }
        if let scale = env.minimumScaleFactor { v.set("minimumScaleFactor", scale) }
        return v
    }

    func number(_ expr: ExprSyntax?, _ scope: Scope) -> Double? {
        guard let expr else { return nil }
        if case .number(let n)? = value(expr, scope) { return n }
        if let m = expr.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "infinity" { return .infinity }
        return nil
    }

    func alignmentName(_ expr: ExprSyntax?) -> String? {
        guard let m = expr?.as(MemberAccessExprSyntax.self) else { return nil }
        return m.declName.baseName.text
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    func swiftUIView(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope, _ env: Environment, _ location: SourceLocation) -> [ViewSpec] {
        let first = call.arguments.first.flatMap { $0.label == nil ? $0.expression : nil }
        switch name {
        case "Text":
            if let verbatim = argument(call, "verbatim") { return [textView(textValue(verbatim, scope), env, location)] }
            guard let first else { return [textView("", env, location)] }
            return [textView(textValue(first, scope), env, location)]

        case "Label":
            if let first, let symbol = argument(call, "systemImage") ?? argument(call, "image") {
                if env.iconOnly {
                    var icon = ViewSpec("symbol", Spec.string(textValue(symbol, scope), location), at: location)
                    icon.set("style", style(env, at: location))
                    icon.setAccessibility("label", Spec.string(textValue(first, scope), location))
                    return [icon]
                }
                var v = ViewSpec("label", Spec.string(textValue(first, scope), location), at: location)
                v.set("systemImage", Spec.string(textValue(symbol, scope), location))
                v.set("style", style(env, at: location))
                if let lines = env.lineLimit { v.set("lines", lines) }
                return [v]
            }
            // Label { title } icon: { image }: the icon, then the title, side by side.
            let title = contentClosure(call, label: "title").map { views($0.statements, scope, env) } ?? []
            let icon = closure(call, "icon").map { views($0.statements, scope, env) } ?? []
            var stack = ViewSpec("hstack", Spec.list((icon + title).map { $0.spec() }, location), at: location)
            stack.set("spacing", Spec.number(8, location))
            return [stack]

        case "Button", "Link", "Menu", "ShareLink", "NavigationLink":
            return button(name, call, first, scope, env, location)

        case "Image", "AsyncImage":
            if let symbol = argument(call, "systemName") {
                var v = ViewSpec("symbol", Spec.string(textValue(symbol, scope), location), at: location)
                v.set("style", style(env, at: location))
                return [v]
            }
            var v = ViewSpec("image", Spec.string(first.map { textValue($0, scope) } ?? "image", location), at: location)
            v.set("width", Spec.number(24, location))
            v.set("height", Spec.number(24, location))
            return [v]

        case "Toggle", "Stepper", "Picker", "TextField", "SecureField", "TextEditor", "Slider", "DatePicker", "Gauge":
            let kind =
                ["TextEditor": "textField", "DatePicker": "picker", "Gauge": "progress"][name]
                ?? String(name.prefix(1).lowercased() + name.dropFirst())
            var label: String?
            if let first {
                label = textValue(first, scope)
            } else {
                // `Toggle(isOn:) { Text("…") }`, `Picker(selection:label: Text("…"))`: the label's text.
                // A picker's trailing closure holds its options; a toggle's or stepper's is its label.
                let labelClosure = name == "Picker" || name == "DatePicker" ? closure(call, "label") : contentClosure(call, label: "label")
                let labelViews =
                    labelClosure.map { views($0.statements, scope, env) }
                    ?? argument(call, "label").map { views($0, scope, env) } ?? []
                if let text = labelViews.first(where: { $0.kind == "text" || $0.kind == "label" }), case .scalar(let s, _) = text.value.kind {
                    label = s
                }
            }
            var v = ViewSpec(kind, label.map { Spec.string($0, location) } ?? Spec.null(location), at: location)
            if name == "Picker" || name == "DatePicker" {
                v.set("value", Spec.string(pickerValue(call, scope, env), location))
            }
            v.set("style", style(env, at: location))
            return [v]

        case "ProgressView":
            var v = ViewSpec("progress", first.map { Spec.string(textValue($0, scope), location) } ?? Spec.null(location), at: location)
            v.set("style", style(env, at: location))
            return [v]

        case "LabeledContent":
            let title = first.map { textValue($0, scope) } ?? "Label"
            var v = ViewSpec("labeledContent", Spec.string(title, location), at: location)
            if let valueExpr = argument(call, "value") {
                v.set("value", Spec.string(sampleText(valueExpr, scope), location))
            } else if let content = contentClosure(call) {
                let inner = views(content.statements, scope, env)
                v.set("content", group(inner, location).spec())
            } else {
                v.set("value", Spec.string("", location))
            }
            v.set("style", style(env, at: location))
            return [v]

        case "Spacer":
            return [
                ViewSpec(
                    "spacer",
                    nonNegative(number(argument(call, "minLength"), scope), "spacer length", location).map { Spec.number($0, location) }
                        ?? Spec.null(location), at: location)
            ]
        case "Divider":
            return [ViewSpec("divider", Spec.null(location), at: location)]
        case "EmptyView":
            return []
        case "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule":
            // Shapes and colours take the space offered; as layers (backgrounds) they are dropped before this point.
            var v = ViewSpec("spacer", Spec.number(0, location), at: location)
            v.addModifier(
                "frame", Spec.map([("maxWidth", Spec.plain("infinity", location)), ("maxHeight", Spec.plain("infinity", location))], location))
            return [v]

        case "VStack", "HStack", "LazyVStack", "LazyHStack":
            let children = contentClosure(call).map { views($0.statements, scope, env) } ?? []
            let key = name.hasSuffix("VStack") ? "vstack" : "hstack"
            var v = ViewSpec(key, Spec.list(children.map { $0.spec() }, location), at: location)
            // SwiftUI's default spacing is the platform's standard 8 pt between views, but texts stacked one above the
            // other sit almost line to line (measured on iOS: 0–1.7 pt between a headline and a subheadline,
            // Tests/Fixtures/ios-layout): a VStack of texts only, with no spacing given, is spaced 0.
            let textsOnly = key == "vstack" && !children.isEmpty && children.allSatisfy { $0.kind == "text" && $0.modifiers.isEmpty }
            v.set("spacing", Spec.number(nonNegative(number(argument(call, "spacing"), scope), "spacing", location) ?? (textsOnly ? 0 : 8), location))
            if let a = alignmentName(argument(call, "alignment")) { v.set("alignment", Spec.plain(stackAlignment(a), location)) }
            return [v]

        case "ZStack":
            let children = contentClosure(call).map { views($0.statements, scope, env) } ?? []
            var v = ViewSpec("zstack", Spec.list(children.map { $0.spec() }, location), at: location)
            if let a = alignmentName(argument(call, "alignment")) { v.set("alignment", Spec.plain(a, location)) }
            return [v]

        case "Group", "AnyView", "NavigationLink_", "ControlGroup":
            if let first, name == "AnyView" { return views(first, scope, env) }
            return contentClosure(call).map { views($0.statements, scope, env) } ?? []

        case "List", "Form":
            return [list(call, scope, env, location, name: name)]

        case "Section":
            // A section outside a list: its header, rows and footer stacked.
            var inner = env
            inner.inList = env.inList
            let (header, rows, footer) = section(call, scope, inner, location)
            return [header].compactMap { $0 } + rows + [footer].compactMap { $0 }

        case "ScrollView":
            let horizontal = first.map { $0.trimmedDescription.contains("horizontal") } ?? false
            let children = contentClosure(call).map { views($0.statements, scope, env) } ?? []
            var v = ViewSpec("scroll", Spec.list(children.map { $0.spec() }, location), at: location)
            if horizontal { v.set("axis", Spec.plain("horizontal", location)) }
            return [v]

        case "Grid":
            let rows = contentClosure(call).map { views($0.statements, scope, env) } ?? []
            var v = ViewSpec(
                "grid",
                Spec.list(
                    rows.map { row in
                        if row.kind == "gridRow", case .sequence = row.value.kind { return row.value }
                        return row.spec()
                    }, location), at: location)
            if let h = number(argument(call, "horizontalSpacing"), scope) { v.set("horizontalSpacing", Spec.number(h, location)) }
            if let s = number(argument(call, "verticalSpacing"), scope) { v.set("verticalSpacing", Spec.number(s, location)) }
            if let a = alignmentName(argument(call, "alignment")) { v.set("alignment", Spec.plain(a, location)) }
            return [v]
        case "GridRow":
            let cells = contentClosure(call).map { views($0.statements, scope, env) } ?? []
            return [ViewSpec("gridRow", Spec.list(cells.map { $0.spec() }, location), at: location)]

        case "LazyVGrid", "LazyHGrid":
            if name == "LazyHGrid" { note("LazyHGrid is audited as a LazyVGrid of the same items", at: location) }
            let children = contentClosure(call).map { views($0.statements, scope, env) } ?? []
            var v = ViewSpec("lazyVGrid", Spec.list(children.map { $0.spec() }, location), at: location)
            v.set(
                "columns",
                Spec.list(
                    gridColumns(argument(call, "columns") ?? argument(call, "rows"), scope, location).map { Spec.string($0, location) }, location))
            if let s = number(argument(call, "spacing"), scope) { v.set("rowSpacing", Spec.number(s, location)) }
            return [v]

        case "ViewThatFits":
            let options = contentClosure(call).map { views($0.statements, scope, env) } ?? []
            var v = ViewSpec("viewThatFits", Spec.list(options.map { $0.spec() }, location), at: location)
            if let axes = first?.trimmedDescription {
                if axes.contains("horizontal") && !axes.contains("vertical") { v.set("axes", Spec.plain("horizontal", location)) }
                if axes.contains("vertical") && !axes.contains("horizontal") { v.set("axes", Spec.plain("vertical", location)) }
            }
            return [v]

        case "NavigationStack", "NavigationView", "NavigationSplitView":
            let content =
                (name == "NavigationSplitView" ? closure(call, "detail") ?? call.trailingClosure : contentClosure(call))
                .map { views($0.statements, scope, env) } ?? []
            var title: (String, String?)?
            for v in content { if let t = navigationTitles[v.location] { title = t } }
            var node = ViewSpec("navigation", group(content, location).spec(), at: location)
            if let (text, mode) = title {
                node.set("title", Spec.string(text, location))
                if let mode { node.set("titleDisplayMode", Spec.plain(mode, location)) }
            }
            return [node]

        case "TabView":
            let tabs = contentClosure(call).map { views($0.statements, scope, env) } ?? []
            if tabs.count > 1 { note("TabView: its first tab is audited (\(tabs.count) tabs)", at: location, counts: false) }
            return Array(tabs.prefix(1))

        case "ForEach":
            return forEach(call, scope, env, location)

        case "GeometryReader":
            let content = contentClosure(call)
            let child = Scope(parent: scope, type: nil, file: scope.file)
            if let parameter = content?.signature?.parameterClause?.trimmedDescription { child.values[parameter] = .unknown("geometry") }
            let inner = content.map { views($0.statements, child, env) } ?? []
            var v = group(inner, location)
            v.addModifier(
                "frame",
                Spec.map(
                    [
                        ("maxWidth", Spec.plain("infinity", location)), ("maxHeight", Spec.plain("infinity", location)),
                        ("alignment", Spec.plain("topLeading", location)),
                    ], location))
            return [v]

        case "DisclosureGroup":
            let label = first.map { textView(textValue($0, scope), env, location) }
            return [label].compactMap { $0 }

        case "ContentUnavailableView":
            var title = textView(first.map { textValue($0, scope) } ?? "", Environment(font: .textStyle("title2"), weight: "bold"), location)
            title.set("alignment", Spec.plain("center", location))
            return [title]

        default:
            note("`\(name)` is not understood: a placeholder is audited", at: location)
            return [placeholder(location)]
        }
    }

    /// The option a picker shows: the option whose `.tag` equals the selection's initial value, else the first option,
    /// else a sample.
    func pickerValue(_ call: FunctionCallExprSyntax, _ scope: Scope, _ env: Environment) -> String {
        var selectionValue: Value?
        if let selection = argument(call, "selection") {
            var text = selection.trimmedDescription
            if text.hasPrefix("$") { text.removeFirst() }
            if text.hasPrefix("self.") { text.removeFirst(5) }
            if let v = scope.lookup(text), case .expression(let e, let s) = v { selectionValue = value(e, s) }
        }
        var options: [(text: String, tag: Value?)] = []
        for item in contentClosure(call)?.statements ?? [] {
            guard let expr = expression(item.item) else { continue }
            let (base, chain) = modifierChain(expr)
            guard let text = base.as(FunctionCallExprSyntax.self), text.calledExpression.trimmedDescription == "Text",
                let first = text.arguments.first?.expression
            else { continue }
            let tag = chain.first { $0.name == "tag" }?.arguments.first.flatMap { value($0.expression, scope) }
            options.append((textValue(first, scope), tag))
        }
        func same(_ a: Value?, _ b: Value?) -> Bool {
            switch (a, b) {
            case (.number(let x)?, .number(let y)?): return x == y
            case (.string(let x)?, .string(let y)?): return x == y
            case (.bool(let x)?, .bool(let y)?): return x == y
            default: return false
            }
        }
        if let match = options.first(where: { same($0.tag, selectionValue) }) { return match.text }
        return options.first?.text ?? "Selection"
    }

    /// A length the screens format takes as zero or more: negative values (`VStack(spacing: -4)`, `.padding(-2)`, which
    /// real code uses to tighten a layout) are laid out as 0, with a note.
    func nonNegative(_ value: Double?, _ what: String, _ location: SourceLocation) -> Double? {
        guard let value else { return nil }
        guard value.isFinite else {
            note("\(what) \(value) is not a finite length: left out", at: location)
            return nil
        }
        if value < 0 {
            note("negative \(what) (\(formatDecimal(value))) is laid out as 0", at: location)
            return 0
        }
        return value
    }

    func stackAlignment(_ swiftUI: String) -> String {
        ["top": "leading", "bottom": "trailing", "firstTextBaseline": "firstBaseline", "lastTextBaseline": "lastBaseline"][swiftUI] ?? swiftUI
    }

    /// Several views as one node: the view itself, or a vertical stack of them (`Group` contents, a closure's views).
    func group(_ views: [ViewSpec], _ location: SourceLocation) -> ViewSpec {
        if views.count == 1 { return views[0] }
        var v = ViewSpec("vstack", Spec.list(views.map { $0.spec() }, location), at: location)
        v.set("spacing", Spec.number(8, location))
        return v
    }

    // MARK: Buttons

    func button(
        _ name: String, _ call: FunctionCallExprSyntax, _ first: ExprSyntax?, _ scope: Scope, _ env: Environment,
        _ location: SourceLocation
    ) -> [ViewSpec] {
        var titleText: String?
        var symbol: String?
        if let first, !first.is(ClosureExprSyntax.self) {
            titleText = textValue(first, scope)
            if let s = argument(call, "systemImage") { symbol = textValue(s, scope) }
        } else if name == "ShareLink" {
            titleText = "Share"
            symbol = "square.and.arrow.up"
        }
        let labelClosure =
            closure(call, "label") ?? (name == "Button" && call.arguments.contains { $0.label?.text == "action" } ? call.trailingClosure : nil)
            ?? (name == "NavigationLink" || name == "Link" || name == "Menu" ? (first == nil ? call.trailingClosure : nil) : nil)
        var inner = env
        inner.inButtonLabel = true
        if titleText == nil, let labelClosure {
            let content = views(labelClosure.statements, scope, inner)
            if content.count == 1, content[0].kind == "text", case .scalar(let s, _) = content[0].value.kind, content[0].modifiers.isEmpty {
                titleText = s
            } else if content.count == 1, content[0].kind == "label", case .scalar(let s, _) = content[0].value.kind {
                titleText = s
                if case .scalar(let sym, _)? = content[0].property("systemImage")?.kind { symbol = sym }
            } else if content.count == 1, content[0].kind == "symbol", case .scalar(let sym, _) = content[0].value.kind {
                symbol = sym
            } else {
                // A button with a composed label: the label's views, one accessibility element with the button trait.
                var v = group(content, location)
                v.traits.append("button")
                v.setAccessibility("element", Spec.plain("true", location))
                return [v]
            }
        }
        if env.inList, name == "NavigationLink" || name == "Button" {
            // A list row that is a button or a navigation link: the row is the hit target (iOS draws it as a cell).
            if let titleText {
                var v = textView(titleText, env, location)
                v.traits.append("button")
                return [v]
            }
        }
        guard titleText != nil || symbol != nil else {
            note("a \(name) without a title or label the importer can read: a placeholder is audited", at: location)
            return [placeholder(location)]
        }
        if env.iconOnly, symbol != nil, let title = titleText {
            titleText = nil
            var v = ViewSpec("button", Spec.null(location), at: location)
            v.set("style", style(env, at: location))
            v.set("systemImage", Spec.string(symbol!, location))
            v.set("iconSize", Spec.number(symbolSize(env), location))
            v.setAccessibility("label", Spec.string(title, location))
            if !["bordered", "borderedProminent"].contains(env.buttonStyle ?? "") { v.set("insets", Spec.number(0, location)) }
            return [v]
        }
        var v = ViewSpec("button", titleText.map { Spec.string($0, location) } ?? Spec.null(location), at: location)
        v.set("style", style(env, at: location))
        if let symbol {
            v.set("systemImage", Spec.string(symbol, location))
            v.set("iconSize", Spec.number(symbolSize(env), location))
        }
        // SwiftUI's automatic button style on iOS is borderless: the label is the button. Bordered styles add insets.
        if name != "Button" || !["bordered", "borderedProminent"].contains(env.buttonStyle ?? "") {
            v.set("insets", Spec.number(0, location))
        }
        return [v]
    }

    /// A button's SF Symbol side at Large: 1.2 em of the font it is drawn in (the text style's size at Large, from Apple's
    /// table), as `Image(systemName:)` is sized by its font.
    func symbolSize(_ env: Environment) -> Double {
        let sizes: [String: Double] = [
            "largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16,
            "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
        ]
        switch env.font {
        case .textStyle(let s)?: return (sizes[s] ?? 17) * 1.2
        case .fixed(let size, _)?, .scaled(let size, _, _)?: return size * 1.2
        case nil: return 17 * 1.2
        }
    }

    // MARK: Lists

    func list(_ call: FunctionCallExprSyntax, _ scope: Scope, _ env: Environment, _ location: SourceLocation, name: String) -> ViewSpec {
        var inner = env
        inner.inList = true
        var sections: [SpecNode] = []
        var loose: [ViewSpec] = []
        func flush() {
            if !loose.isEmpty { sections.append(Spec.map([("rows", Spec.list(loose.map { $0.spec() }, location))], location)) }
            loose = []
        }
        // `List(items) { item in … }`: the rows of a ForEach.
        if let data = call.arguments.first, data.label == nil, let content = contentClosure(call) {
            loose = rows(data: data.expression, content: content, scope, inner, location)
        } else if let content = contentClosure(call) {
            for item in content.statements {
                if let expr = expression(item.item), let sectionCall = sectionCall(expr) {
                    flush()
                    let (header, rows, footer) = section(sectionCall, scope, inner, location)
                    var entries: [(String, SpecNode)] = []
                    if let header { entries.append(("header", header.spec())) }
                    entries.append(("rows", Spec.list(rows.map { $0.spec() }, scope.file.location(of: sectionCall))))
                    if let footer { entries.append(("footer", footer.spec())) }
                    sections.append(Spec.map(entries, scope.file.location(of: sectionCall)))
                } else {
                    loose += views(CodeBlockItemListSyntax([item]), scope, inner)
                }
            }
        }
        flush()
        if sections.isEmpty { sections.append(Spec.map([("rows", Spec.list([], location))], location)) }
        var v = ViewSpec("list", Spec.list(sections, location), at: location)
        // The list style set on it or around it (`.listStyle(.plain)`), else SwiftUI's default on iPhone: inset grouped
        // for List and Form (docs/ios-defaults.md has the row padding, insets and section spacing of each).
        v.set("style", Spec.plain(env.listStyle ?? "insetGrouped", location))
        return [v][0]
    }

    func expression(_ item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
        if case .expr(let e) = item { return e }
        if case .stmt(let s) = item, let e = s.as(ExpressionStmtSyntax.self) { return e.expression }
        return nil
    }

    /// The `Section(…)` call an expression is, modifiers aside.
    func sectionCall(_ expr: ExprSyntax) -> FunctionCallExprSyntax? {
        let (base, _) = modifierChain(expr)
        guard let call = base.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "Section" else { return nil }
        return call
    }

    /// A section's header, rows and footer.
    func section(_ call: FunctionCallExprSyntax, _ scope: Scope, _ env: Environment, _ location: SourceLocation) -> (ViewSpec?, [ViewSpec], ViewSpec?)
    {
        var header: ViewSpec?
        var footer: ViewSpec?
        var headerEnv = env
        headerEnv.inList = false
        headerEnv.font = .textStyle("footnote")
        if let title = call.arguments.first(where: { $0.label == nil })?.expression {
            var h = textView(textValue(title, scope), headerEnv, scope.file.location(of: title))
            h.traits.append("header")
            header = h
        } else if let h = argument(call, "header") ?? closure(call, "header").map(ExprSyntax.init) {
            let v = h.as(ClosureExprSyntax.self).map { views($0.statements, scope, headerEnv) } ?? views(h, scope, headerEnv)
            if !v.isEmpty {
                var g = group(v, location)
                if g.kind == "text" { g.traits.append("header") }
                header = g
            }
        }
        if let f = argument(call, "footer") ?? closure(call, "footer").map(ExprSyntax.init) {
            let v = f.as(ClosureExprSyntax.self).map { views($0.statements, scope, headerEnv) } ?? views(f, scope, headerEnv)
            if !v.isEmpty { footer = group(v, location) }
        }
        let rows = contentClosure(call).map { views($0.statements, scope, env) } ?? []
        return (header, rows, footer)
    }

    // MARK: ForEach

    func forEach(_ call: FunctionCallExprSyntax, _ scope: Scope, _ env: Environment, _ location: SourceLocation) -> [ViewSpec] {
        guard let data = call.arguments.first?.expression, let content = contentClosure(call) else { return [] }
        return rows(data: data, content: content, scope, env, location)
    }

    /// The views a `ForEach` (or a data-driven `List`) produces: one per element of literal data, ranges, preview data and
    /// statics; three sample rows for data the source does not contain.
    func rows(data: ExprSyntax, content: ClosureExprSyntax, _ scope: Scope, _ env: Environment, _ location: SourceLocation) -> [ViewSpec] {
        var parameter = "element"
        if let clause = content.signature?.parameterClause {
            switch clause {
            case .simpleInput(let names): parameter = names.first?.name.text ?? parameter
            case .parameterClause(let p): parameter = p.parameters.first?.firstName.text ?? parameter
            }
        }
        var elements: [Value]
        var dataExpr = data
        let enumerated = data.trimmedDescription.contains(".enumerated()")
        // `items.indices`, `Array(items.enumerated())`, `items.prefix(3)` and the like: the elements of `items`.
        if let m = dataExpr.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "indices", let base = m.base,
            case .array(let items)? = value(base, scope)
        {
            elements = items.indices.map { .number(Double($0)) }
        } else if case .array(let items)? = value(dataExpr, scope) {
            elements = items
        } else {
            if let call = dataExpr.as(FunctionCallExprSyntax.self), let arg = call.arguments.first?.expression { dataExpr = arg }
            // `items.enumerated()`, `items.sorted()`, `items.prefix(3)`, `items.filter { … }`: the elements of `items`.
            while let call = dataExpr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                let base = member.base, ["enumerated", "sorted", "reversed", "prefix", "filter", "shuffled"].contains(member.declName.baseName.text)
            {
                dataExpr = base
            }
            if case .array(let items)? = value(dataExpr, scope) {
                elements = items
            } else {
                note(
                    "no sample data for `\(data.trimmedDescription.prefix(60))`: \(Translator.sampleRows) sample rows are audited (add data to a #Preview or a `// typeramp:sample` comment)",
                    at: scope.file.location(of: data), counts: false)
                elements = (0..<Translator.sampleRows).map { _ in .unknown(parameter) }
            }
        }
        if elements.count > Translator.maximumRows {
            note("ForEach over \(elements.count) elements: the first \(Translator.maximumRows) are audited", at: location, counts: false)
            elements = Array(elements.prefix(Translator.maximumRows))
        }
        var out: [ViewSpec] = []
        var names: [String] = [parameter]
        switch content.signature?.parameterClause {
        case .simpleInput(let list)?: names = list.map(\.name.text)
        case .parameterClause(let p)?: names = p.parameters.map { $0.secondName?.text ?? $0.firstName.text }
        case nil: break
        }
        for (index, element) in elements.enumerated() {
            let child = Scope(parent: scope, type: nil, file: scope.file)
            if enumerated, names.count > 1 {
                // `ForEach(Array(items.enumerated()), …) { index, item in … }`: the offset, then the element.
                child.values[names[0]] = .number(Double(index))
                child.values[names[1]] = element
            } else {
                child.values[names.first ?? parameter] = element
                for n in names.dropFirst() { child.values[n] = .unknown(n) }
            }
            out += views(content.statements, child, env)
        }
        return out
    }

    // MARK: Grids and layouts

    func gridColumns(_ expr: ExprSyntax?, _ scope: Scope, _ location: SourceLocation) -> [String] {
        var expr = expr
        if let e = expr, let ref = e.as(DeclReferenceExprSyntax.self) {
            if case .expression(let bound, _)? = scope.lookup(ref.baseName.text) {
                expr = bound
            } else if let g = project.globals[ref.baseName.text] {
                expr = g
            }
        }
        if let call = expr?.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription.hasPrefix("Array"),
            let item = argument(call, "repeating"), let count = number(argument(call, "count"), scope)
        {
            return Array(repeating: gridItem(item), count: max(1, Int(count)))
        }
        guard let array = expr?.as(ArrayExprSyntax.self) else {
            note("grid columns not understood: two flexible columns are audited", at: location)
            return ["flexible", "flexible"]
        }
        return array.elements.map { gridItem($0.expression) }
    }

    private func gridItem(_ expr: ExprSyntax) -> String {
        guard let call = expr.as(FunctionCallExprSyntax.self), let size = call.arguments.first?.expression else { return "flexible" }
        var text = size.trimmedDescription
        if text.hasPrefix(".") { text.removeFirst() }
        return text.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: ":", with: ": ").replacingOccurrences(of: ",", with: ", ")
    }

    /// The layout an `AnyLayout` expression chooses: a stack per branch of a text-size condition.
    struct LayoutChoice {
        var condition: Condition
        var whenTrue: (axis: String, alignment: String?, spacing: Double?)
        var whenFalse: (axis: String, alignment: String?, spacing: Double?)
    }

    func anyLayout(_ expr: ExprSyntax, _ scope: Scope) -> LayoutChoice? {
        func layout(_ e: ExprSyntax) -> (axis: String, alignment: String?, spacing: Double?)? {
            var e = e
            if let call = e.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "AnyLayout",
                let inner = call.arguments.first?.expression
            {
                e = inner
            }
            guard let call = e.as(FunctionCallExprSyntax.self) else { return nil }
            let name = call.calledExpression.trimmedDescription
            guard name == "HStackLayout" || name == "VStackLayout" else { return nil }
            return (
                name == "HStackLayout" ? "horizontal" : "vertical", alignmentName(argument(call, "alignment")),
                number(argument(call, "spacing"), scope)
            )
        }
        if let ternary = expr.as(TernaryExprSyntax.self), let a = layout(ternary.thenExpression), let b = layout(ternary.elseExpression) {
            return LayoutChoice(condition: condition(ternary.condition, scope), whenTrue: a, whenFalse: b)
        }
        if let single = layout(expr) { return LayoutChoice(condition: .constant(true), whenTrue: single, whenFalse: single) }
        return nil
    }

    /// `layout { … }` with an `AnyLayout` chosen by the text size: an adaptive stack that flips where the condition says.
    func layoutCall(
        _ choice: LayoutChoice, _ call: FunctionCallExprSyntax, _ scope: Scope, _ env: Environment, _ location: SourceLocation
    ) -> [ViewSpec] {
        let children = contentClosure(call).map { views($0.statements, scope, env) } ?? []
        var horizontal = choice.whenFalse, vertical = choice.whenTrue
        var cond = choice.condition
        if horizontal.axis == "vertical" && vertical.axis == "horizontal" {
            swap(&horizontal, &vertical)
            cond = cond.negated
        }
        var v = ViewSpec("hstack", Spec.list(children.map { $0.spec() }, location), at: location)
        v.set("spacing", Spec.number(horizontal.spacing ?? 8, location))
        if let a = horizontal.alignment { v.set("alignment", Spec.plain(stackAlignment(a), location)) }
        switch cond {
        case .categories(let lo, nil) where horizontal.axis == "horizontal" && vertical.axis == "vertical":
            v.set("flipAt", Spec.plain(Translator.shortNames[lo ?? 0], location))
            if let a = vertical.alignment { v.set("alignmentWhenVertical", Spec.plain(a, location)) }
        case .constant(let b):
            let chosen = b ? choice.whenTrue : choice.whenFalse
            v.kind = chosen.axis == "vertical" ? "vstack" : "hstack"
            v.properties.removeAll()
            v.set("spacing", Spec.number(chosen.spacing ?? 8, location))
            if let a = chosen.alignment { v.set("alignment", Spec.plain(stackAlignment(a), location)) }
        default:
            note(
                "AnyLayout chosen by `\(call.calledExpression.trimmedDescription)` is not a text-size condition the importer reads: audited horizontal",
                at: location)
        }
        return [v]
    }
}
