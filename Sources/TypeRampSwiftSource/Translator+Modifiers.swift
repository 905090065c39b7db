import Foundation
import SwiftSyntax
import TypeRampCore
import TypeRampDecoding

// SwiftUI's modifiers: those the environment hands down (fonts, line limits) and those that wrap a view (padding,
// frames, layers, accessibility).
extension Translator {
    /// `Font.Weight`'s names, as the screens format spells weights.
    static let weightNames: Set<String> = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    static let textStyles: Set<String> = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
        "caption", "caption2",
    ]

    /// Modifiers that change nothing TypeRamp measures or checks (colours, shapes, animation, behaviour), ignored
    /// without a note.
    static let neutralModifiers: Set<String> = [
        "foregroundColor", "foregroundStyle", "tint", "accentColor", "cornerRadius", "clipShape", "clipped", "shadow", "opacity", "onAppear",
        "onDisappear", "task", "onChange", "onSubmit", "onReceive", "refreshable", "animation", "transition", "disabled", "keyboardType",
        "textContentType", "autocapitalization", "textInputAutocapitalization", "autocorrectionDisabled", "disableAutocorrection",
        "submitLabel", "environmentObject", "navigationDestination", "contentShape", "symbolRenderingMode", "symbolVariant", "scaledToFit",
        "scaledToFill", "aspectRatio", "resizable", "renderingMode", "interpolation", "antialiased", "border", "listRowSeparator",
        "listRowBackground", "listSectionSeparator", "buttonStyle", "labelStyle", "toggleStyle", "pickerStyle",
        "textFieldStyle", "progressViewStyle", "tag", "id", "zIndex", "blendMode", "brightness", "saturation", "grayscale", "blur",
        "rotationEffect", "scaleEffect", "offset", "position", "focused", "searchable", "scrollContentBackground", "scrollIndicators",
        "scrollDismissesKeyboard", "scrollTargetBehavior", "scrollTargetLayout", "ignoresSafeArea", "edgesIgnoringSafeArea", "preferredColorScheme",
        "environment", "monospacedDigit", "monospaced", "textCase", "kerning", "tracking", "baselineOffset", "strikethrough", "underline",
        "privacySensitive", "redacted", "help", "keyboardShortcut", "hoverEffect", "onHover", "onDrag", "onDrop", "draggable", "dropDestination",
        "swipeActions", "contextMenu", "onDelete", "onMove", "toolbarBackground", "toolbarColorScheme", "navigationBarBackButtonHidden",
        "navigationBarHidden", "statusBarHidden", "statusBar", "persistentSystemOverlays", "sensoryFeedback", "contentTransition",
        "matchedGeometryEffect", "geometryGroup", "drawingGroup", "compositingGroup", "mask", "allowsHitTesting", "imageScale", "fontDesign",
        "fontWidth", "italic_", "headerProminence", "listRowInsets", "listRowSpacing", "listSectionSpacing", "badge", "presentationDetents",
        "presentationDragIndicator", "interactiveDismissDisabled", "onOpenURL", "handlesExternalEvents", "accessibilityIdentifier",
        "accessibilityShowsLargeContentViewer", "accessibilityRespondsToUserInteraction", "accessibilityChildren", "accessibilityRepresentation",
        "navigationSplitViewColumnWidth", "frame_", "coordinateSpace", "onGeometryChange", "lineSpacing", "truncationMode_", "allowsTightening",
        "flipsForRightToLeftLayoutDirection", "defaultScrollAnchor", "contentMargins", "safeAreaPadding_", "toolbarRole", "tabItem", "tabViewStyle",
        "navigationViewStyle", "statusBarStyle", "symbolEffect", "previewLayout", "previewDisplayName", "previewDevice",
        "previewInterfaceOrientation",
        "previewContext", "modelContainer", "task_", "onTapGesture_", "navigationBarItems", "background_", "fixedSize_", "listRowSeparatorTint",
        "scrollBounceBehavior", "scrollClipDisabled", "scrollPosition", "sensoryFeedback_", "alignmentGuide", "containerShape", "frame__",
        "containerRelativeFrame_", "foregroundStyle_",
    ]

    // MARK: - Environment

    /// Applies a modifier that the environment hands down to every view inside it.
    func applyEnvironment(_ m: Modifier, _ env: inout Environment, _ scope: Scope) {
        let first = m.arguments.first?.expression
        switch m.name {
        case "font":
            if let first, let font = font(first, scope) {
                env.font = font.choice
                if let w = font.weight { env.weight = w }
                if fontIsItalic(first) { env.italic = true }
            } else if let first {
                note("the font `\(first.trimmedDescription)` is not understood: body is audited", at: scope.file.location(of: first))
            }
        case "fontWeight":
            if let name = alignmentName(first), Translator.weightNames.contains(name) { env.weight = name }
        case "bold":
            if first.map({ $0.trimmedDescription != "false" }) ?? true { env.weight = "bold" }
        case "italic":
            if first.map({ $0.trimmedDescription != "false" }) ?? true { env.italic = true }
        case "listStyle", "formStyle":
            // `.plain`, `PlainListStyle()`, `.insetGrouped`, … (a Form's `.grouped` style is drawn inset grouped on iPhone).
            let spelt = first?.trimmedDescription ?? ""
            let name = spelt.hasPrefix(".") ? String(spelt.dropFirst()) : spelt
            let styles: [String: String] = [
                "plain": "plain", "PlainListStyle()": "plain", "grouped": m.name == "formStyle" ? "insetGrouped" : "grouped",
                "GroupedListStyle()": "grouped", "insetGrouped": "insetGrouped", "InsetGroupedListStyle()": "insetGrouped",
                "inset": "inset", "InsetListStyle()": "inset", "sidebar": "insetGrouped", "SidebarListStyle()": "insetGrouped",
                "automatic": "insetGrouped", "DefaultListStyle()": "insetGrouped", "GroupedFormStyle()": "insetGrouped",
                "columns": "insetGrouped", "ColumnsFormStyle()": "insetGrouped", "AutomaticFormStyle()": "insetGrouped",
            ]
            if let style = styles[name] {
                env.listStyle = style
            } else if let first {
                note("the list style `\(spelt)` is not understood: inset grouped is audited", at: scope.file.location(of: first))
            }
        case "lineLimit":
            guard let first else { return }
            let location = scope.file.location(of: first)
            if first.is(NilLiteralExprSyntax.self) {
                env.lineLimit = Spec.number(0, location)
            } else if case .number(let n)? = value(first, scope) {
                env.lineLimit = Spec.number(n, location)
            } else if let range = first.as(InfixOperatorExprSyntax.self), case .number(let n)? = value(range.rightOperand, scope) {
                env.lineLimit = Spec.number(n, location)
            } else if let postfix = first.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
                env.lineLimit = Spec.number(0, location)
            } else if let prefix = first.as(PrefixOperatorExprSyntax.self), case .number(let n)? = value(prefix.expression, scope) {
                env.lineLimit = Spec.number(n, location)
            } else {
                note("lineLimit `\(first.trimmedDescription)` is not understood: no limit is audited", at: location)
            }
        case "truncationMode":
            switch alignmentName(first) {
            case "head": env.truncation = "truncatingHead"
            case "middle": env.truncation = "truncatingMiddle"
            default: env.truncation = "truncatingTail"
            }
        case "multilineTextAlignment":
            if let a = alignmentName(first) { env.multilineAlignment = a }
        case "buttonStyle":
            env.buttonStyle = alignmentName(first)
        case "labelStyle":
            env.iconOnly = alignmentName(first) == "iconOnly"
        case "minimumScaleFactor":
            if let first, case .number(let n)? = value(first, scope), n > 0, n <= 1 {
                env.minimumScaleFactor = Spec.number(n, scope.file.location(of: first))
            }
        default: break
        }
    }

    static let environmentModifiers: Set<String> = [
        "font", "fontWeight", "bold", "italic", "lineLimit", "truncationMode", "multilineTextAlignment",
        "minimumScaleFactor", "buttonStyle", "labelStyle", "listStyle", "formStyle",
    ]

    /// Whether a `Font` expression ends in `.italic()` anywhere along its chain (`.body.italic()`, `.title.bold().italic()`).
    func fontIsItalic(_ expr: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expr
        while let call = current?.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if callee.declName.baseName.text == "italic" { return true }
            current = callee.base
        }
        return false
    }

    /// A SwiftUI `Font` value: `.title`, `.system(size:weight:)`, `.custom(_:size:relativeTo:)`, `.title.bold()`, `Font.body`.
    func font(_ expr: ExprSyntax, _ scope: Scope) -> (choice: FontChoice, weight: String?)? {
        if let m = expr.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.text
            if m.base == nil || m.base?.trimmedDescription == "Font" || m.base?.trimmedDescription == "SwiftUI.Font" {
                if Translator.textStyles.contains(name) { return (.textStyle(name), nil) }
            }
            return nil
        }
        if let ref = expr.as(DeclReferenceExprSyntax.self), case .expression(let e, let s)? = scope.lookup(ref.baseName.text) {
            return font(e, s)
        }
        guard let call = expr.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = callee.declName.baseName.text
        // `.title.bold()`, `.body.weight(.semibold)`: a font with a weight.
        if let base = callee.base, base.trimmedDescription != "Font", base.trimmedDescription != "SwiftUI.Font", let inner = font(base, scope) {
            switch name {
            case "bold": return (inner.choice, "bold")
            case "weight":
                return (
                    inner.choice,
                    alignmentName(call.arguments.first?.expression).flatMap { Translator.weightNames.contains($0) ? $0 : nil } ?? inner.weight
                )
            default: return inner
            }
        }
        let weight = alignmentName(argument(call, "weight")).flatMap { Translator.weightNames.contains($0) ? $0 : nil }
        switch name {
        case "system":
            if let size = number(argument(call, "size"), scope), size > 0, size.isFinite { return (.fixed(size, weight), weight) }
            if let styleName = alignmentName(call.arguments.first?.expression), Translator.textStyles.contains(styleName) {
                return (.textStyle(styleName), weight)
            }
        case "custom":
            if let fixed = number(argument(call, "fixedSize"), scope), fixed > 0, fixed.isFinite { return (.fixed(fixed, nil), nil) }
            if let size = number(argument(call, "size"), scope), size > 0, size.isFinite {
                let relativeTo = alignmentName(argument(call, "relativeTo")) ?? "body"
                return (.scaled(size, nil, relativeTo: relativeTo == "title" ? "title1" : relativeTo == "caption" ? "caption1" : relativeTo), nil)
            }
        default: break
        }
        return nil
    }

    // MARK: - Wrapping modifiers

    /// Applies a modifier to each of `views` (a modifier on a `Group` applies to each of its views, as in SwiftUI).
    func applyModifier(_ m: Modifier, to views: [ViewSpec], _ scope: Scope, _ env: Environment) -> [ViewSpec] {
        let location = scope.file.location(of: m.node)
        let first = m.arguments.first?.expression
        if Translator.environmentModifiers.contains(m.name) || Translator.neutralModifiers.contains(m.name) {
            if m.name == "accessibilityIdentifier" || m.name == "environment" { return environmentValue(m, views, scope, location) }
            return views
        }
        switch m.name {
        case "navigationTitle", "navigationBarTitle":
            if let first { for v in views { navigationTitles[v.location] = (textValue(first, scope), navigationTitles[v.location]?.1) } }
            return views
        case "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode":
            let mode = alignmentName(first) == "inline" ? "inline" : "large"
            for v in views { navigationTitles[v.location] = (navigationTitles[v.location]?.0 ?? "", mode) }
            return views
        case "toolbar", "toolbarItem":
            note("toolbar items are not audited", at: location, counts: false)
            return views
        case "safeAreaInset":
            let edge = alignmentName(argument(m, "edge")) ?? "bottom"
            let inset = contentClosure(m).map { self.views($0.statements, scope, env) } ?? []
            var stack = ViewSpec("vstack", Spec.list((edge == "top" ? inset + views : views + inset).map { $0.spec() }, location), at: location)
            stack.set("spacing", Spec.number(0, location))
            return [stack]
        case "modifier":
            guard let first else { return views }
            return viewModifier(first, views, scope, env, location)
        default: break
        }
        return views.map { apply(m, to: $0, first, scope, env, location) }
    }

    /// `m`'s argument labelled `label`.
    func argument(_ m: Modifier, _ label: String?) -> ExprSyntax? {
        m.arguments.first { $0.label?.text == label }?.expression
    }

    func contentClosure(_ m: Modifier) -> ClosureExprSyntax? {
        m.trailing ?? argument(m, "content")?.as(ClosureExprSyntax.self)
    }

    private func environmentValue(_ m: Modifier, _ views: [ViewSpec], _ scope: Scope, _ location: SourceLocation) -> [ViewSpec] {
        guard m.name == "environment", let key = m.arguments.first?.expression.trimmedDescription, m.arguments.count == 2,
            key.hasSuffix("dynamicTypeSize") || key.hasSuffix("sizeCategory"),
            let category = alignmentName(m.arguments.last?.expression).flatMap({ Translator.categoryNames[$0] })
        else { return views }
        return views.map { v in
            var v = v
            let name = Translator.shortNames[category]
            v.setCommon("dynamicTypeSize", Spec.plain("\(name)...\(name)", location))
            return v
        }
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    private func apply(
        _ m: Modifier, to view: ViewSpec, _ first: ExprSyntax?, _ scope: Scope, _ env: Environment,
        _ location: SourceLocation
    ) -> ViewSpec {
        var v = view
        switch m.name {
        case "padding":
            if let insets = padding(m, scope, location) { v.addModifier("padding", insets) }
        case "frame":
            var scaled: ViewSpec = v
            if let frame = frame(m, scope, location, &scaled) {
                v.addModifier("frame", frame)
                // Lengths from an @ScaledMetric property scale the frame (set after wrapping, on the node the frame wraps).
                if let relativeTo = scaled.common.first(where: { $0.0 == "scaledMetric" }) { v.setCommon("scaledMetric", relativeTo.1) }
            }
        case "fixedSize":
            let h = argument(m, "horizontal")?.trimmedDescription, vert = argument(m, "vertical")?.trimmedDescription
            switch (h, vert) {
            case (nil, nil), ("true", "true"): v.addModifier("fixedSize", Spec.plain("true", location))
            case ("true", _): v.addModifier("fixedSize", Spec.plain("horizontal", location))
            case (_, "true"): v.addModifier("fixedSize", Spec.plain("vertical", location))
            default: break
            }
        case "layoutPriority":
            if let first, case .number(let n)? = value(first, scope) { v.setCommon("layoutPriority", Spec.number(n, location)) }
        case "dynamicTypeSize":
            if let first, let range = categoryRange(first) {
                v.setCommon("dynamicTypeSize", Spec.plain(range, location))
            } else {
                note("dynamicTypeSize `\(first?.trimmedDescription ?? "")` is not understood", at: location)
            }
        case "overlay", "background":
            let alignment = alignmentName(argument(m, "alignment"))
            let contentExpr: ExprSyntax? =
                m.trailing.map(ExprSyntax.init) ?? m.arguments.first { $0.label == nil || $0.label?.text == "content" }?.expression
            guard let contentExpr, !isShapeOrStyle(contentExpr) else { break }
            let layer = contentExpr.as(ClosureExprSyntax.self).map { views($0.statements, scope, env) } ?? views(contentExpr, scope, env)
            let meaningful = layer.filter { !($0.kind == "spacer" && $0.modifiers.count == 1) }
            guard !meaningful.isEmpty else { break }
            let node = group(meaningful, location).spec()
            if let alignment {
                v.addModifier(m.name, Spec.map([("content", node), ("alignment", Spec.plain(alignment, location))], location))
            } else {
                v.addModifier(m.name, node)
            }
        case "accessibilityLabel":
            if let first { v.setAccessibility("label", Spec.string(textValue(first, scope), location)) }
        case "accessibilityHint":
            if let first { v.setAccessibility("hint", Spec.string(textValue(first, scope), location)) }
        case "accessibilityValue":
            if let first { v.setAccessibility("value", Spec.string(textValue(first, scope), location)) }
        case "accessibilityAddTraits", "accessibilityRemoveTraits":
            let traits = traitNames(first)
            if m.name == "accessibilityAddTraits" { v.traits += traits } else { v.removedTraits += traits }
        case "accessibilityHeading":
            v.traits.append("header")
        case "accessibilityHidden":
            if first?.trimmedDescription != "false" { v.setAccessibility("hidden", Spec.plain("true", location)) }
        case "accessibilityElement":
            let children = alignmentName(argument(m, "children")) ?? "ignore"
            if children == "combine" || children == "ignore" { v.setAccessibility("element", Spec.plain("true", location)) }
        case "accessibilityInputLabels":
            if let array = first?.as(ArrayExprSyntax.self), let label = array.elements.first {
                v.setAccessibility("labels", Spec.string(textValue(label.expression, scope), location))
            }
        case "accessibilityAction":
            let name = argument(m, "named").map { textValue($0, scope) } ?? alignmentName(first) ?? "action"
            var actions =
                v.accessibility.first { $0.0 == "actions" }.map { a -> [SpecNode] in
                    if case .sequence(let items) = a.1.kind { return items }
                    return []
                } ?? []
            actions.append(Spec.string(name, location))
            v.setAccessibility("actions", Spec.list(actions, location))
        case "accessibilitySortPriority":
            note("accessibilitySortPriority is not modelled: VoiceOver order is audited as laid out", at: location, counts: false)
        case "accessibilityRotor":
            note("custom rotors in Swift are not imported", at: location, counts: false)
        case "onTapGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "onLongPressGesture":
            let gesture = m.name == "onLongPressGesture" ? "long press" : m.name == "onTapGesture" ? "tap" : "gesture"
            v.setAccessibility("gestures", Spec.list([Spec.string(gesture, location)], location))
        case "sheet", "fullScreenCover", "alert", "confirmationDialog", "popover":
            v.setAccessibility(
                "presentation",
                Spec.plain(m.name == "alert" || m.name == "confirmationDialog" ? "alert" : m.name == "popover" ? "popover" : "sheet", location))
        default:
            if let function = project.extensionFunctions[m.name] {
                return extensionFunction(m, function, view, scope, env, location)
            }
            note("the modifier `.\(m.name)` is not understood and is ignored", at: location)
        }
        return v
    }

    /// Whether a layer is a colour, a shape or a material (drawn, never measured).
    func isShapeOrStyle(_ expr: ExprSyntax) -> Bool {
        let (base, _) = modifierChain(expr)
        if let m = base.as(MemberAccessExprSyntax.self) { return m.base == nil || m.base?.trimmedDescription == "Color" }
        if let call = base.as(FunctionCallExprSyntax.self) {
            let name = call.calledExpression.trimmedDescription
            return [
                "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "LinearGradient", "RadialGradient",
                "UnevenRoundedRectangle",
                "ContainerRelativeShape",
            ].contains(name) || name.hasPrefix(".")
        }
        if let closure = base.as(ClosureExprSyntax.self), closure.statements.count == 1, let item = closure.statements.first,
            let e = expression(item.item)
        {
            return isShapeOrStyle(e)
        }
        return false
    }

    private func traitNames(_ expr: ExprSyntax?) -> [String] {
        guard let expr else { return [] }
        let names: [String]
        if let array = expr.as(ArrayExprSyntax.self) {
            names = array.elements.compactMap { alignmentName($0.expression) }
        } else {
            names = [alignmentName(expr)].compactMap { $0 }
        }
        let table = [
            "isHeader": "header", "isButton": "button", "isLink": "link", "isImage": "image", "isSelected": "selected",
            "isStaticText": "staticText", "isSummaryElement": "summaryElement", "updatesFrequently": "updatesFrequently",
            "isSearchField": "searchField", "playsSound": "playsSound", "isKeyboardKey": "keyboardKey",
            "startsMediaSession": "startsMediaSession", "allowsDirectInteraction": "allowsDirectInteraction",
            "causesPageTurn": "causesPageTurn", "isTabBar": "tabBar",
        ]
        return names.compactMap { table[$0] }
    }

    /// `.padding()`, `.padding(8)`, `.padding(.horizontal)`, `.padding(.horizontal, 20)`, `.padding([.top, .leading], 8)`,
    /// `.padding(EdgeInsets(top:leading:bottom:trailing:))`. SwiftUI's default padding is 16 pt on iPhone.
    func padding(_ m: Modifier, _ scope: Scope, _ location: SourceLocation) -> SpecNode? {
        let args = Array(m.arguments)
        let standard: Double = 16
        if args.isEmpty { return Spec.number(standard, location) }
        if args.count == 1, let n = number(args[0].expression, scope) { return Spec.number(nonNegative(n, "padding", location) ?? 0, location) }
        if args.count == 1, let call = args[0].expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "EdgeInsets" {
            var entries: [(String, SpecNode)] = []
            for key in ["top", "leading", "bottom", "trailing"] {
                entries.append((key, Spec.number(nonNegative(number(argument(call, key), scope), "padding", location) ?? 0, location)))
            }
            return Spec.map(entries, location)
        }
        let edgesExpr = args[0].expression
        var edges: [String]
        if let array = edgesExpr.as(ArrayExprSyntax.self) {
            edges = array.elements.compactMap { alignmentName($0.expression) }
        } else if let name = alignmentName(edgesExpr) {
            edges = [name]
        } else {
            note("padding `\(m.node.trimmedDescription.prefix(60))` is not understood: 16 pt on every edge is audited", at: location)
            return Spec.number(standard, location)
        }
        var length = standard
        if args.count > 1 {
            if let n = number(args[1].expression, scope) {
                length = nonNegative(n, "padding", location) ?? 0
            } else {
                note("padding length `\(args[1].expression.trimmedDescription)` is not understood: 16 pt is audited", at: location)
            }
        }
        if edges.contains("all") { return Spec.number(length, location) }
        edges = edges.flatMap { ["horizontal": ["leading", "trailing"], "vertical": ["top", "bottom"]][$0] ?? [$0] }
        return Spec.map(["top", "leading", "bottom", "trailing"].filter(edges.contains).map { ($0, Spec.number(length, location)) }, location)
    }

    /// `.frame(width:height:alignment:)` and `.frame(minWidth:idealWidth:maxWidth:…)`. A length from an `@ScaledMetric`
    /// property makes the node's lengths scale with its text style.
    func frame(_ m: Modifier, _ scope: Scope, _ location: SourceLocation, _ view: inout ViewSpec) -> SpecNode? {
        var entries: [(String, SpecNode)] = []
        for arg in m.arguments {
            guard let label = arg.label?.text else { continue }
            if label == "alignment" {
                if let a = alignmentName(arg.expression) { entries.append(("alignment", Spec.plain(a, location))) }
                continue
            }
            guard ["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "idealWidth", "idealHeight"].contains(label) else { continue }
            if arg.expression.is(NilLiteralExprSyntax.self) { continue }
            if let scaled = scaledMetric(arg.expression, scope) {
                entries.append((label, Spec.number(scaled.base, location)))
                view.setCommon("scaledMetric", Spec.plain(scaled.relativeTo, location))
            } else if let n = number(arg.expression, scope) {
                if n.isNaN || n < 0 || (n.isInfinite && (label == "width" || label == "height")) {
                    note("frame \(label) \(formatDecimal(n)) is not a length TypeRamp lays out: left out", at: location)
                    continue
                }
                entries.append((label, n.isInfinite ? Spec.plain("infinity", location) : Spec.number(n, location)))
            } else {
                note("frame \(label) `\(arg.expression.trimmedDescription.prefix(50))` is not understood and is left out", at: location)
            }
        }
        return entries.isEmpty ? nil : Spec.map(entries, location)
    }

    /// An `@ScaledMetric` property used as a length: its value at Large and the text style it scales with.
    func scaledMetric(_ expr: ExprSyntax, _ scope: Scope) -> (base: Double, relativeTo: String)? {
        // `s + 1`, `s * 2`: a length computed from a scaled metric scales with it (the whole length, a close approximation).
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            guard let side = scaledMetric(infix.leftOperand, scope) ?? scaledMetric(infix.rightOperand, scope),
                let typeScope = scope.viewType.map({ Scope(parent: scope, type: $0, file: $0.file) })
            else { return nil }
            defer { typeScope.release() }
            for property in typeScope.type!.properties where property.wrapper == "ScaledMetric" {
                if let initial = property.initial {
                    typeScope.values[property.name] = .expression(initial, Scope(parent: nil, type: nil, file: typeScope.file))
                }
            }
            guard case .number(let base)? = value(expr, typeScope) else { return nil }
            return (base, side.relativeTo)
        }
        var name: String?
        if let ref = expr.as(DeclReferenceExprSyntax.self) { name = ref.baseName.text }
        if let m = expr.as(MemberAccessExprSyntax.self), m.base?.trimmedDescription == "self" { name = m.declName.baseName.text }
        guard let name, let type = scope.viewType,
            let property = type.properties.first(where: { $0.name == name && $0.wrapper == "ScaledMetric" }),
            let initial = property.initial, case .number(let base)? = value(initial, Scope(parent: nil, type: nil, file: type.file))
        else { return nil }
        var relativeTo = "body"
        if let args = property.wrapperArguments, let rel = args.first(where: { $0.label?.text == "relativeTo" }),
            let s = alignmentName(rel.expression)
        {
            relativeTo = s == "title" ? "title1" : s == "caption" ? "caption1" : s
        }
        return (base, relativeTo)
    }

    /// `...DynamicTypeSize.xxxLarge`, `.large ... .accessibility2`, `.xLarge` as the screens format's range.
    func categoryRange(_ expr: ExprSyntax) -> String? {
        func index(_ e: ExprSyntax) -> Int? {
            alignmentName(e).flatMap { Translator.categoryNames[$0] }
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "...", let i = index(prefix.expression) {
            return "..." + Translator.shortNames[i]
        }
        if let postfix = expr.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "...", let i = index(postfix.expression) {
            return Translator.shortNames[i] + "..."
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            if let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..." || op == "..<",
                let lo = index(infix.leftOperand), let hi = index(infix.rightOperand)
            {
                return Translator.shortNames[lo] + "..." + Translator.shortNames[op == "..<" ? max(lo, hi - 1) : hi]
            }
        }
        if let i = index(expr) { return Translator.shortNames[i] + "..." + Translator.shortNames[i] }
        return nil
    }

    // MARK: - The project's own modifiers

    /// `.modifier(Card())`: the `ViewModifier`'s `body(content:)` with `content` bound to the view.
    private func viewModifier(_ expr: ExprSyntax, _ views: [ViewSpec], _ scope: Scope, _ env: Environment, _ location: SourceLocation) -> [ViewSpec] {
        guard let call = expr.as(FunctionCallExprSyntax.self), let type = project.views[call.calledExpression.trimmedDescription], type.isModifier,
            let member = type.members["body(content:)"]
        else {
            note("the view modifier `\(expr.trimmedDescription.prefix(60))` is not in the given files and is ignored", at: location)
            return views
        }
        let typeScope = Scope(parent: nil, type: type, file: type.file)
        defer { typeScope.release() }
        for property in type.properties {
            if let arg = argument(call, property.name) {
                typeScope.values[property.name] = .expression(arg, scope)
            } else if let initial = property.initial {
                typeScope.values[property.name] = .expression(initial, typeScope)
            }
        }
        typeScope.values[member.parameters.first?.name ?? "content"] = .views(views)
        return self.views(member.body, typeScope, env)
    }

    /// A modifier the project defines in `extension View { func cardStyle() -> some View { … } }`, with `self` bound to
    /// the view.
    private func extensionFunction(
        _ m: Modifier, _ function: ViewType.Member, _ view: ViewSpec, _ scope: Scope, _ env: Environment,
        _ location: SourceLocation
    ) -> ViewSpec {
        guard !inlining.contains("View.\(m.name)") else { return view }
        let child = Scope(parent: nil, type: nil, file: scope.file)
        var remaining = function.parameters
        for arg in m.arguments {
            guard let index = remaining.firstIndex(where: { $0.label == arg.label?.text }) else { continue }
            child.values[remaining[index].name] = .expression(arg.expression, scope)
            remaining.remove(at: index)
        }
        child.values["self"] = .views([view])
        inlining.append("View.\(m.name)")
        defer { inlining.removeLast() }
        let result = views(function.body, child, env)
        return result.count == 1 ? result[0] : group(result, location)
    }
}
