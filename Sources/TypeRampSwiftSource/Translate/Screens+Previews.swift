import Foundation
import SwiftSyntax
import TypeRampCore
import TypeRampDecoding

/// The screens previews show: each element of a `Group` of previews, named as Xcode names them.
extension ScreenMaker {
    /// The roots of one preview: each view it shows (the elements of a `Group` of previews, a `ForEach` of previews as one).
    func previewRoots(
        _ preview: PreviewDecl, shown: inout Set<ObjectIdentifier>, used: [ObjectIdentifier: String], notLaidOut: inout Set<String>
    ) -> [Root] {
        let location = preview.file.location(of: preview.node)
        let scope = Scope(parent: nil, type: preview.context, file: preview.file)
        var elements: [PreviewElement] = []
        let items = project.activeItems(preview.body)
        // A body with `return` is not a result builder: its other statements run (`state.load()`), only the return is shown.
        let returns = items.contains { if case .stmt(let s) = $0 { return s.is(ReturnStmtSyntax.self) } else { return false } }
        for item in items {
            switch item {
            case .decl(let d):
                if let v = d.as(VariableDeclSyntax.self) {
                    for b in v.bindings {
                        if let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                            scope.values[name] = b.initializer.map { .lazy($0.value, scope) } ?? .unknown(name)
                        }
                    }
                }
            default:
                if !returns, let e = translator.expressionOf(item) { elements += flattenGroups(e, preview) }
                if case .stmt(let s) = item, let r = s.as(ReturnStmtSyntax.self), let e = r.expression { elements += flattenGroups(e, preview) }
            }
        }
        for e in elements { markShown(e.expression, preview, &shown) }
        let base =
            preview.name ?? preview.provider ?? (((preview.file.path as NSString).lastPathComponent as NSString).deletingPathExtension + " preview")
        let component = preview.traits.contains { $0.contains("sizeThatFits") || $0.contains("fixedLayout") } ? "a size-that-fits preview" : nil
        var skipped: Set<String> = []
        defer { notLaidOut.formUnion(skipped) }
        return elements.enumerated().compactMap { i, element in
            let written = element.expression
            // `.previewContext(WidgetPreviewContext(family: .systemSmall))`: the view drawn in that widget family's box.
            let family = widgetPreviewFamily(written)
            if let family, !WidgetConfiguration.laidOutFamilies.contains(family) {
                translator.note(
                    "this preview draws a widget in the family \(family), which TypeRamp does not lay out: not audited",
                    at: preview.file.location(of: written), affectsLayout: false)
                if let base = previewedView(written, preview) { skipped.insert(base.name) }
                return nil
            }
            // `attributes.previewContext(state, viewKind: .dynamicIsland(.compact))`: a Live Activity, drawn by the
            // system; its views are audited through its `ActivityConfiguration`, as `#Preview(as: .content, using:)`'s.
            if isLiveActivityPreview(written) {
                translator.note(
                    "this preview draws a Live Activity, whose views are audited through its ActivityConfiguration: not a screen of its own",
                    at: preview.file.location(of: written), affectsLayout: false)
                return nil
            }
            let modifiers = translator.chain(written, scope).modifiers
            let displayName = previewDisplayName(modifiers)
            let name = displayName ?? (elements.count > 1 && i > 0 ? "\(base) \(i + 1)" : base)
            // `#Preview("Landscape")`, `traits: .landscapeLeft`, `.previewInterfaceOrientation(.landscapeRight)`: the view
            // as a phone turned sideways shows it (a layout the app chooses for landscape), which portrait widths do not.
            if isLandscapePreview(modifiers, preview, name: displayName ?? preview.name) {
                translator.note(
                    "this preview shows the view in landscape; TypeRamp audits iPhones in portrait (docs/swift-source.md): not audited",
                    at: preview.file.location(of: written), affectsLayout: false)
                return nil
            }
            // A preview that draws the view in a frame of its own size (`Message().frame(width: 250, height: 200)`) shows
            // a component at a size of its choosing: the view is audited at the widths, without the preview's frame.
            let framed = previewFrame(written)
            let e = framed ?? written
            // A view only previews make, in an app's files: whether the app shows it at all is unknown.
            let unmade = hasAppEntry && showsOnlyUnmadeViews(e, preview)
            let isFitting =
                (unmade ? ComponentRemark.notMade : nil) ?? component ?? (previewLayout(written) ? "a size-that-fits preview" : nil)
                ?? (framed != nil ? "a preview in a frame of its own" : nil)
                ?? (family == nil && (previewedView(e, preview)?.properties.contains(where: \.readsWidgetFamily) ?? false)
                    ? ComponentRemark.widgetOutsideBox : nil)
                ?? shownInside(e, preview, used)
            let shownAt = element.child.map { preview.file.location(of: $0.expression) } ?? preview.file.location(of: e)
            // A preview of a view its user shows as a list's rows (a restore button that is a form's section): those rows,
            // as the app shows them, not the view alone on a bare screen (``isShownAsListRows(_:by:)``).
            let asRows =
                family == nil && element.child == nil && isFitting != nil && isFitting == shownInside(e, preview, used)
                && previewedView(e, preview).map { type in used[ObjectIdentifier(type)].map { isShownAsListRows(type, by: $0) } ?? false } ?? false
            return Root(
                name: name, location: i == 0 ? location : shownAt, origin: "preview",
                component: family.map { "a preview of a \($0) widget" } ?? isFitting, widget: family.map { ($0, true) },
                make: { [self] in
                    if asRows { return listOfRows({ translator.views(e, scope, $0) }, at: shownAt) }
                    translator.widgetFamily = family
                    defer { translator.widgetFamily = nil }
                    let views = translator.views(e, scope, Environment())
                    // One child of a modified `Group`: the group's modifiers apply to each child, each its own preview.
                    if let child = element.child {
                        return views.count == child.count ? [views[child.index]] : (child.index == 0 ? views : [])
                    }
                    // A `ForEach` of previews (devices, colour schemes) is one screen: the matrix covers widths.
                    return Array(views.prefix(e.trimmedText.hasPrefix("ForEach") ? 1 : views.count))
                })
        }
    }

    /// Whether the project views a preview's expression makes (one, or several in a stack) are all made by previews
    /// alone, and there is at least one.
    private func showsOnlyUnmadeViews(_ e: ExprSyntax, _ preview: PreviewDecl) -> Bool {
        let views = References.names(in: Syntax(e)).compactMap { project.resolveQualified($0, from: preview.context, file: preview.file) }
            .filter(\.isView)
        return !views.isEmpty && views.allSatisfy { isNeverNamed($0, butInPreviews: true) }
    }

    /// "shown inside X" when the view a preview shows (the base of its chain) is one other views show.
    private func shownInside(_ e: ExprSyntax, _ preview: PreviewDecl, _ used: [ObjectIdentifier: String]) -> String? {
        guard let type = previewedView(e, preview), let user = used[ObjectIdentifier(type)] else { return nil }
        return "shown inside \(user)"
    }

    /// The project view a preview shows: the base of its chain, when it is a call of a project view's initializer.
    private func previewedView(_ e: ExprSyntax, _ preview: PreviewDecl) -> TypeDecl? {
        let chain = translator.chain(e, Scope(parent: nil, type: preview.context, file: preview.file))
        guard case .expression(let base) = chain.base, let call = base.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        return project.resolveView(callee.trimmedText, from: preview.context, file: preview.file)
    }

    /// One view a preview shows: an expression, or one child of a `Group` whose modifiers apply to every child.
    private struct PreviewElement {
        /// The child of a modified group: `expression` is the whole group, and the preview is its `index`th view of `count`.
        struct Child {
            let index: Int
            let count: Int
            let expression: ExprSyntax
        }
        let expression: ExprSyntax
        var child: Child? = nil
    }

    /// `Group { A(); B() }` at the top of `previews` or a `#Preview`: A and B, each its own preview as Xcode's canvas
    /// shows them. With preview modifiers only, each child stands alone; with others (`Group { … }.padding()`), the
    /// modifiers apply to each child, so each preview is the whole group's translation narrowed to one child.
    ///
    /// The app's own preview wrapper is as transparent as a `Group`: `Preview { A(); B() }`, where `Preview` is a view
    /// of the project that only shows its content (once or more, with preview and environment modifiers: light and
    /// dark, two devices), shows A and B as previews of their own (``showsOnlyItsContent(_:)``).
    private func flattenGroups(_ e: ExprSyntax, _ preview: PreviewDecl) -> [PreviewElement] {
        let chain = translator.chain(e, Scope(parent: nil, type: nil, file: project.files[0]))
        guard case .expression(let base) = chain.base, let call = base.as(FunctionCallExprSyntax.self), let closure = call.trailingClosure
        else { return [PreviewElement(expression: e)] }
        let items = project.activeItems(closure.statements)
        let children = items.compactMap { translator.expressionOf($0) }
        let onlyPreviewModifiers = chain.modifiers.allSatisfy { $0.name.hasPrefix("preview") }
        if call.calledExpression.trimmedText != "Group" {
            let callee = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
            guard onlyPreviewModifiers, call.arguments.isEmpty, children.count == items.count,
                let wrapper = project.resolveView(callee.trimmedText, from: preview.context, file: preview.file), showsOnlyItsContent(wrapper)
            else { return [PreviewElement(expression: e)] }
            return children.flatMap { flattenGroups($0, preview) }
        }
        if onlyPreviewModifiers { return children.flatMap { flattenGroups($0, preview) } }
        // Only children that are plain views can be told apart after translation (an `if` or `ForEach` adds variants).
        guard children.count == items.count, children.count > 1,
            children.allSatisfy({ !$0.trimmedText.hasPrefix("ForEach") && !$0.is(IfExprSyntax.self) && !$0.is(SwitchExprSyntax.self) })
        else { return [PreviewElement(expression: e)] }
        return children.enumerated().map { PreviewElement(expression: e, child: .init(index: $0, count: children.count, expression: $1)) }
    }

    /// Whether a view of the project only shows the views it is given (a preview wrapper): one stored property, its
    /// `body` that property (`content`, `self.content`) once or more, in a `Group` or not, with only preview, environment
    /// and colour-scheme modifiers, which change nothing TypeRamp lays out, and `navigationBarHidden`, which a navigation
    /// view reads from inside it, so on the outside of a preview's content it hides nothing.
    private func showsOnlyItsContent(_ type: TypeDecl) -> Bool {
        let stored = type.properties
        guard stored.count == 1, let content = stored.first?.name, let body = type.members["body"]?.first, body.parameters.isEmpty
        else { return false }
        let scope = Scope(parent: nil, type: type, file: body.file)
        func shows(_ items: [CodeBlockItemSyntax.Item]) -> Bool {
            let expressions = items.compactMap { translator.expressionOf($0) }
            guard !expressions.isEmpty, expressions.count == items.count else { return false }
            return expressions.allSatisfy { e in
                let chain = translator.chain(e, scope)
                guard case .expression(let base) = chain.base,
                    chain.modifiers.allSatisfy({ m in
                        m.name.hasPrefix("preview")
                            || [
                                "environment", "preferredColorScheme", "colorScheme", "environmentObject", "navigationBarHidden",
                            ].contains(m.name)
                    })
                else { return false }
                if let call = base.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText == "Group",
                    let closure = call.trailingClosure, call.arguments.isEmpty
                {
                    return shows(project.activeItems(closure.statements))
                }
                let text = base.trimmedText
                return text == content || text == "self." + content
            }
        }
        return shows(project.activeItems(body.body))
    }

    /// Whether a preview shows its view in landscape: a `landscapeLeft` or `landscapeRight` trait or
    /// `previewInterfaceOrientation`, or a name that says so (`#Preview("Landscape")`, `"Player, landscape"`).
    private func isLandscapePreview(_ modifiers: [ModifierCall], _ preview: PreviewDecl, name: String?) -> Bool {
        func sideways(_ written: String) -> Bool { written.hasSuffix("landscapeLeft") || written.hasSuffix("landscapeRight") }
        if preview.traits.contains(where: sideways) { return true }
        if modifiers.contains(where: { $0.name == "previewInterfaceOrientation" && $0.first.map { sideways($0.trimmedText) } == true }) {
            return true
        }
        guard let name else { return false }
        let words = name.lowercased().split(whereSeparator: { !$0.isLetter })
        return words.contains("landscape")
    }

    /// The name `.previewDisplayName("…")` among a preview's modifiers gives it, if any.
    private func previewDisplayName(_ modifiers: [ModifierCall]) -> String? {
        guard let m = modifiers.first(where: { $0.name == "previewDisplayName" }), let arg = m.first else { return nil }
        return arg.as(StringLiteralExprSyntax.self)?.literalText
    }

    /// The view a preview draws in a fixed frame (`View().frame(width: 250, height: 200)`, preview modifiers and the
    /// canvas's margin after it: `.padding().previewLayout(.sizeThatFits)`), or nil when the preview has no such frame.
    private func previewFrame(_ e: ExprSyntax) -> ExprSyntax? {
        var current = e
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base
        {
            let name = member.declName.baseName.text
            if name == "frame" {
                let fixed = call.arguments.contains { ["width", "height"].contains($0.label?.text ?? "") }
                return fixed ? base : nil
            }
            guard name.hasPrefix("preview") || ["environmentObject", "environment", "padding"].contains(name) else { return nil }
            current = base
        }
        return nil
    }

    /// The family of `.previewContext(WidgetPreviewContext(family: .systemSmall))` in a preview's chain, if any.
    private func widgetPreviewFamily(_ e: ExprSyntax) -> String? {
        let text = e.trimmedText
        guard let r = text.range(of: "WidgetPreviewContext(family: .") else { return nil }
        let name = text[r.upperBound...].prefix { $0.isLetter || $0.isNumber }
        return name.isEmpty ? nil : String(name)
    }

    /// Whether a preview's chain is ActivityKit's `.previewContext(_:viewKind:)`.
    private func isLiveActivityPreview(_ e: ExprSyntax) -> Bool {
        var current: ExprSyntax? = e
        while let call = current?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "previewContext", call.arguments.contains(where: { $0.label?.text == "viewKind" }) { return true }
            current = member.base
        }
        return false
    }

    private func previewLayout(_ e: ExprSyntax) -> Bool {
        let text = e.trimmedText
        return text.contains(".previewLayout(.sizeThatFits)") || text.contains(".previewLayout(.fixed")
    }

    private func markShown(_ e: ExprSyntax, _ preview: PreviewDecl, _ shown: inout Set<ObjectIdentifier>) {
        for name in References.names(in: Syntax(e)) {
            if let type = project.resolveQualified(name, from: preview.context, file: preview.file) { shown.insert(ObjectIdentifier(type)) }
        }
    }
}
