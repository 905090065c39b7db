import Foundation
import SwiftSyntax
import TypeRampCore
import TypeRampDecoding

/// Makes the screens of a project: one per view a preview shows (each element of a `PreviewProvider`'s `previews` and of a
/// `Group` of previews its own screen), one per view that no preview and no other view shows, and, for each, a variant
/// per branch of a condition TypeRamp cannot decide.
struct ScreenMaker {
    let project: Project
    let translator: Translator
    let anchors: AnchorIndex
    /// The code only previews run, whose nodes are marked `guessed: [preview]`.
    let previewOnly: PreviewOnlyCode

    /// A screen's root before variants: how to translate it, its name, where it is declared, its origin.
    private struct Root {
        var name: String
        var location: SourceLocation
        var origin: String
        var component: String?
        var make: () -> [ViewNode]
    }

    func screens() -> (screens: [ImportedScreen], skipped: Int) {
        var roots: [Root] = []
        let (used, usedInline) = usedViews()
        var shownByPreview: Set<ObjectIdentifier> = []
        var isRoot: Set<ObjectIdentifier> = []
        // Files for another platform (a watch app's, a Mac target's): neither their previews nor their views are screens.
        for file in project.files where project.isForAnotherPlatform(file) {
            let views = project.views.filter { $0.file === file }
            views.forEach { isRoot.insert(ObjectIdentifier($0)) }
            if !views.isEmpty || project.previews.contains(where: { $0.file === file }), let p = file.platform {
                translator.note(
                    "written for \(p.name) (\(p.reason)): its views are not audited for \(project.configuration.platform) (--platform \(p.name) audits them)",
                    at: SourceLocation(file: file.path, line: 1, column: 1), affectsLayout: false)
            }
        }
        for preview in project.previews where !project.isForAnotherPlatform(preview.file) {
            roots += previewRoots(preview, shown: &shownByPreview, used: used)
        }
        for type in project.views
        where used[ObjectIdentifier(type)] == nil && !shownByPreview.contains(ObjectIdentifier(type)) && !isRoot.contains(ObjectIdentifier(type)) {
            isRoot.insert(ObjectIdentifier(type))
            roots.append(viewRoot(type))
        }
        var translated: [(Root, [(String, SpecNode, [ImportNote])])] = roots.map { ($0, variants($0)) }
        // A view used only where it is not laid out inline (a sheet's or a navigation destination's content, a view that
        // only a view controller shows) is a screen of its own; those it uses are inlined in it.
        while true {
            let left = project.views.filter {
                !translator.inlinedTypes.contains(ObjectIdentifier($0)) && !isRoot.contains(ObjectIdentifier($0))
                    && !shownByPreview.contains(ObjectIdentifier($0))
            }
            guard !left.isEmpty else { break }
            for type in left {
                isRoot.insert(ObjectIdentifier(type))
                if translator.toolbarTypes.contains(ObjectIdentifier(type)) {
                    // Shown only in a toolbar: the system draws it in its bar (a 44 pt hit area, the Large Content Viewer
                    // instead of Dynamic Type), so it is not laid out as a screen.
                    translator.note(
                        "`\(type.name)` is shown only in a toolbar, which the system draws: not audited as a screen", at: type.location,
                        affectsLayout: false)
                    continue
                }
                var root = viewRoot(type)
                // Shown only by a widget: a component (a widget family's size, not a screen's).
                if let user = used[ObjectIdentifier(type)], user.hasPrefix("the widget") {
                    root.component = "shown by \(user)"
                } else if let user = usedInline[ObjectIdentifier(type)] {
                    // Laid out inside another view in a branch the import did not translate (a state it shows only
                    // after loading, beyond the variants): a part of that view, which decides whether it scrolls.
                    root.component = "shown inside \(user)"
                }
                translated.append((root, variants(root)))
            }
        }
        translated.sort { a, b in
            (a.0.location.file, a.0.location.line, a.0.location.column) < (b.0.location.file, b.0.location.line, b.0.location.column)
        }
        var names: [String: Int] = [:]
        func unique(_ base: String) -> String {
            let count = names[base, default: 0]
            names[base] = count + 1
            return count == 0 ? base : "\(base) \(count + 1)"
        }
        var out: [ImportedScreen] = []
        for (root, variants) in translated {
            for (suffix, views, notes) in variants {
                out.append(screen(unique(root.name + suffix), views, root, notes))
            }
        }
        let skipped = project.views.filter { !translator.inlinedTypes.contains(ObjectIdentifier($0)) }.count
        return (out, skipped)
    }

    private func viewRoot(_ type: TypeDecl) -> Root {
        let file = type.file
        return Root(
            name: type.name, location: type.location, origin: "view", component: nil,
            make: { translator.inline(type, nil, Scope(parent: nil, type: nil, file: file), Environment(), type.location) })
    }

    // MARK: - Previews

    /// The roots of one preview: each view it shows (the elements of a `Group` of previews, a `ForEach` of previews as one).
    private func previewRoots(_ preview: PreviewDecl, shown: inout Set<ObjectIdentifier>, used: [ObjectIdentifier: String]) -> [Root] {
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
                if !returns, let e = translator.expressionOf(item) { elements += flattenGroups(e) }
                if case .stmt(let s) = item, let r = s.as(ReturnStmtSyntax.self), let e = r.expression { elements += flattenGroups(e) }
            }
        }
        for e in elements { markShown(e.expression, preview, &shown) }
        let base =
            preview.name ?? preview.provider ?? (((preview.file.path as NSString).lastPathComponent as NSString).deletingPathExtension + " preview")
        let component = preview.traits.contains { $0.contains("sizeThatFits") || $0.contains("fixedLayout") } ? "a size-that-fits preview" : nil
        return elements.enumerated().map { i, element in
            let written = element.expression
            let displayName = previewDisplayName(written, scope)
            let name = displayName ?? (elements.count > 1 && i > 0 ? "\(base) \(i + 1)" : base)
            // A preview that draws the view in a frame of its own size (`Message().frame(width: 250, height: 200)`) shows
            // a component at a size of its choosing: the view is audited at the widths, without the preview's frame.
            let framed = previewFrame(written)
            let e = framed ?? written
            let isFitting =
                component ?? (previewLayout(written) ? "a size-that-fits preview" : nil) ?? (framed != nil ? "a preview in a frame of its own" : nil)
                ?? shownInside(e, preview, used)
            let shownAt = element.child.map { preview.file.location(of: $0.expression) } ?? preview.file.location(of: e)
            return Root(
                name: name, location: i == 0 ? location : shownAt, origin: "preview", component: isFitting,
                make: {
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

    /// "shown inside X" when the view a preview shows (the base of its chain) is one other views show.
    private func shownInside(_ e: ExprSyntax, _ preview: PreviewDecl, _ used: [ObjectIdentifier: String]) -> String? {
        let chain = translator.chain(e, Scope(parent: nil, type: preview.context, file: preview.file))
        guard case .expression(let base) = chain.base, let call = base.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        guard let type = project.resolveView(callee.trimmedText, from: preview.context, file: preview.file), let user = used[ObjectIdentifier(type)]
        else { return nil }
        return "shown inside \(user)"
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
    private func flattenGroups(_ e: ExprSyntax) -> [PreviewElement] {
        let chain = translator.chain(e, Scope(parent: nil, type: nil, file: project.files[0]))
        guard case .expression(let base) = chain.base, let call = base.as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedText == "Group", let closure = call.trailingClosure
        else { return [PreviewElement(expression: e)] }
        let items = project.activeItems(closure.statements)
        let children = items.compactMap { translator.expressionOf($0) }
        if chain.modifiers.allSatisfy({ $0.name.hasPrefix("preview") }) { return children.flatMap { flattenGroups($0) } }
        // Only children that are plain views can be told apart after translation (an `if` or `ForEach` adds variants).
        guard children.count == items.count, children.count > 1,
            children.allSatisfy({ !$0.trimmedText.hasPrefix("ForEach") && !$0.is(IfExprSyntax.self) && !$0.is(SwitchExprSyntax.self) })
        else { return [PreviewElement(expression: e)] }
        return children.enumerated().map { PreviewElement(expression: e, child: .init(index: $0, count: children.count, expression: $1)) }
    }

    private func previewDisplayName(_ e: ExprSyntax, _ scope: Scope) -> String? {
        let chain = translator.chain(e, scope)
        guard let m = chain.modifiers.first(where: { $0.name == "previewDisplayName" }), let arg = m.first else { return nil }
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

    private func previewLayout(_ e: ExprSyntax) -> Bool {
        let text = e.trimmedText
        return text.contains(".previewLayout(.sizeThatFits)") || text.contains(".previewLayout(.fixed")
    }

    private func markShown(_ e: ExprSyntax, _ preview: PreviewDecl, _ shown: inout Set<ObjectIdentifier>) {
        for name in References.names(in: Syntax(e)) {
            if let type = project.resolveQualified(name, from: preview.context, file: preview.file) { shown.insert(ObjectIdentifier(type)) }
        }
    }

    // MARK: - Views used by others

    /// The view types some other view, view modifier, style, widget or `extension View` function uses (lexically
    /// resolved, so a private `Row` in one file is not another file's `Row`), each with a name for what uses it; and
    /// of those, the ones some view's body lays out inline (not as what a sheet, popover or navigation link presents).
    private func usedViews() -> (used: [ObjectIdentifier: String], inline: [ObjectIdentifier: String]) {
        var used: [ObjectIdentifier: String] = [:]
        var inline: [ObjectIdentifier: String] = [:]
        func mark(_ t: TypeDecl, by user: String) {
            if used[ObjectIdentifier(t)] == nil { used[ObjectIdentifier(t)] = user }
        }
        let widgetKinds: Set<String> = ["Widget", "WidgetBundle", "ControlWidget"]
        for type in project.types
        // A view whose `body` a protocol extension gives (`struct Detail: ConnectedView { func body(props:) … }`, a
        // library's protocol that refines View) uses the views its own members show.
        where type.isView || type.refinesView || type.conformances.contains("View") || type.isModifier || type.styleKind != nil
            || (type.members["body"]?.contains { !$0.parameters.isEmpty } ?? false)
            || type.conformances.contains("PreviewProvider")
            || !type.conformances.isDisjoint(with: widgetKinds)
        {
            let user = !type.conformances.isDisjoint(with: widgetKinds) ? "the widget \(type.name)" : type.name
            for member in type.members.values.flatMap({ $0 }) + type.initializers + type.staticFunctions.values.flatMap({ $0 }) {
                let names = References.namesAndInlineNames(in: Syntax(member.body))
                for name in names.all {
                    if let t = project.resolveQualified(name, from: type, file: member.file), t !== type, t.isView { mark(t, by: user) }
                }
                guard type.isView, !type.conformances.contains("PreviewProvider") else { continue }
                for name in names.inline {
                    if let t = project.resolveQualified(name, from: type, file: member.file), t !== type, t.isView, inline[ObjectIdentifier(t)] == nil
                    {
                        inline[ObjectIdentifier(t)] = user
                    }
                }
            }
            for p in type.properties {
                guard let initial = p.initial else { continue }
                for name in References.names(in: Syntax(initial)) {
                    if let t = project.resolveQualified(name, from: type, file: type.file), t !== type, t.isView { mark(t, by: user) }
                }
            }
        }
        for f in project.viewFunctions.values.flatMap({ $0 }) + project.globalFunctions.values.flatMap({ $0 }) {
            for name in References.names(in: Syntax(f.body)) {
                if let t = project.resolveQualified(name, from: nil, file: f.file), t.isView { mark(t, by: "`\(f.name)`") }
            }
        }
        return (used, inline)
    }

    // MARK: - Variants

    /// The root translated with every undecided condition on its first branch (a changed `@State` flag on the branch its
    /// value takes), then once per other branch of each
    /// (conditions met in other variants included), identical trees left out, at most ``ImportLimits/variants``.
    private func variants(_ root: Root) -> [(String, SpecNode, [ImportNote])] {
        translator.beginScreen([:])
        let base = spec(root.make(), root)
        var out: [(String, SpecNode, [ImportNote])] = [("", base, translator.screenNotes)]
        var queue = translator.decisions.met
        var keys = Set(queue.map(\.key))
        var seen: Set<Int> = [SpecHash.of(base)]
        var index = 0
        var skipped = 0
        // Translations are bounded too (twice the variants): branches that change nothing still cost a translation each.
        var translations = 1
        while index < queue.count {
            let decision = queue[index]
            index += 1
            for option in 0..<decision.options.count where option != decision.start {
                guard out.count < translator.limits.variants, translations < 2 * translator.limits.variants else {
                    skipped += 1
                    continue
                }
                translations += 1
                translator.beginScreen([decision.key: option])
                let tree = spec(root.make(), root)
                for d in translator.decisions.met where keys.insert(d.key).inserted { queue.append(d) }
                guard seen.insert(SpecHash.of(tree)).inserted else { continue }
                out.append((" (\(decision.options[option]))", tree, translator.screenNotes))
            }
        }
        for d in queue {
            translator.note(
                "`\(d.key.prefix(60))` depends on data TypeRamp does not know: each branch is audited as a variant of '\(root.name)'", at: d.location,
                affectsLayout: false)
        }
        if skipped > 0 {
            translator.note(
                "'\(root.name)' has more branches than \(translator.limits.variants) variants: \(skipped) not audited (TYPERAMP_MAX_VARIANTS raises the limit)",
                at: root.location, affectsLayout: false)
        }
        return out
    }

    // MARK: - Output

    /// The screen's root as the screens format's spec tree.
    private func spec(_ views: [ViewNode], _ root: Root) -> SpecNode {
        let location = root.location
        let top = views.count == 1 ? views[0] : ViewNode(.vstack, .children(views), at: location)
        var cut = false
        var emitter = SpecEmitter(
            suppressions: { l in project.file(at: l.file)?.suppressed(onLine: l.line) ?? [] },
            maximumDepth: translator.limits.specDepth,
            cut: { l in
                if !cut {
                    translator.note(
                        "views nested more than \(translator.limits.specDepth) deep: the rest is left out (TYPERAMP_MAX_DEPTH raises the limit)",
                        at: l)
                }
                cut = true
            })
        emitter.anchor = { l in anchors.anchor(at: l) }
        emitter.shownAs = { l in
            var kinds: Set<GuessKind> = []
            if previewOnly.contains(l) { kinds.insert(.preview) }
            if project.menuOnly.contains(l) { kinds.insert(.menu) }
            if let file = project.file(at: l.file), project.isForAnotherPlatform(file) { kinds.insert(.otherPlatform) }
            return kinds
        }
        return emitter.spec(top)
    }

    private func screen(_ name: String, _ rootSpec: SpecNode, _ root: Root, _ notes: [ImportNote]) -> ImportedScreen {
        let location = root.location
        var entries: [(String, SpecNode)] = [("name", Spec.string(name, location)), ("source", Spec.string(location.description, location))]
        if let c = root.component { entries.append(("component", Spec.string(c, location))) }
        entries.append(("root", rootSpec))
        let spec = Spec.map(entries, location)
        return ImportedScreen(name: name, source: location, spec: spec, origin: root.origin, notes: notes, component: root.component)
    }
}

/// The anchors of every file of a project, each computed once.
final class AnchorIndex {
    private let project: Project
    private var byFile: [String: Anchors] = [:]

    init(project: Project) { self.project = project }

    func anchor(at l: SourceLocation) -> String? {
        guard let file = project.file(at: l.file) else { return nil }
        var a = byFile[l.file] ?? Anchors(file: file)
        let result = a.anchor(at: l)
        byFile[l.file] = a
        return result
    }
}

/// A hash of a spec tree's content (kinds, keys, scalars, locations), to tell a screen's variants apart without writing them.
enum SpecHash {
    static func of(_ node: SpecNode) -> Int {
        var h = Hasher()
        add(node, &h)
        return h.finalize()
    }

    private static func add(_ node: SpecNode, _ h: inout Hasher) {
        switch node.kind {
        case .scalar(let text, let quoted):
            h.combine(0)
            h.combine(text)
            h.combine(quoted)
        case .sequence(let items):
            h.combine(1)
            h.combine(items.count)
            for i in items { add(i, &h) }
        case .mapping(let entries):
            h.combine(2)
            h.combine(entries.count)
            for e in entries {
                add(e.key, &h)
                add(e.value, &h)
            }
        }
    }
}

/// Names a piece of code refers to (`Row`, `Outer.Inner`), for the analysis of which views use which.
enum References {
    /// Modifiers whose content is presented apart from the view they modify (a screen of its own).
    static let presenting: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "alert", "confirmationDialog", "inspector",
    ]

    /// The type names `node` uses (`Row`, `Outer.Inner`), and of those written as plain names, the ones laid out
    /// inline: not inside what a sheet, popover, alert or navigation destination presents, nor a `NavigationLink`'s
    /// destination. One walk gives both.
    static func namesAndInlineNames(in node: Syntax) -> (all: Set<String>, inline: Set<String>) {
        final class Finder: SyntaxVisitor {
            var found: Set<String> = []
            var inline: Set<String> = []
            /// How many presented contents the walk is inside.
            var presented = 0
            func walkPresented(_ node: some SyntaxProtocol) {
                presented += 1
                walk(node)
                presented -= 1
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let callee = node.calledExpression
                if let m = callee.as(MemberAccessExprSyntax.self), References.presenting.contains(m.declName.baseName.text) {
                    walk(m)  // the modified view is inline; what it presents is not
                    for argument in node.arguments { walkPresented(argument) }
                    if let closure = node.trailingClosure { walkPresented(closure) }
                    for extra in node.additionalTrailingClosures { walkPresented(extra) }
                    return .skipChildren
                }
                let name = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text
                if name == "NavigationLink" {
                    let labelled = node.additionalTrailingClosures.contains { $0.label.text == "label" }
                    walk(callee)
                    for argument in node.arguments {
                        if argument.label?.text == "destination" { walkPresented(argument) } else { walk(argument) }
                    }
                    if let closure = node.trailingClosure {
                        if labelled { walkPresented(closure) } else { walk(closure) }
                    }
                    for extra in node.additionalTrailingClosures {
                        if extra.label.text == "label" { walk(extra) } else { walkPresented(extra) }
                    }
                    return .skipChildren
                }
                return .visitChildren
            }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                let n = node.baseName.text
                if n.first?.isUppercase ?? false {
                    found.insert(n)
                    if presented == 0 { inline.insert(n) }
                }
                return .visitChildren
            }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                let text = node.trimmedText
                if let first = text.first, first.isUppercase, !text.contains("("), !text.contains(" "), !text.contains("\n") { found.insert(text) }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return (finder.found, finder.inline)
    }

    static func names(in node: Syntax) -> Set<String> { namesAndInlineNames(in: node).all }
}
