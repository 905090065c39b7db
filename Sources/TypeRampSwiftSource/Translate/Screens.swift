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
    struct Root {
        var name: String
        var location: SourceLocation
        var origin: String
        var component: String?
        /// The home-screen widget family the root is drawn at (a widget's view), with WidgetKit's content margins or not.
        var widget: (family: String, margins: Bool)?
        var make: () -> [ViewNode]
    }

    func screens() -> (screens: [ImportedScreen], skipped: Int) {
        var roots: [Root] = []
        let (used, usedInline, widgets, inToolbarContent) = usedViews()
        var shownByPreview: Set<ObjectIdentifier> = []
        var isRoot: Set<ObjectIdentifier> = []
        // Files for another platform (a watch app's, a Mac target's): neither their previews nor their views are screens.
        for file in project.files where project.isForAnotherPlatform(file) {
            let views = project.views.filter { $0.file === file }
            views.forEach { isRoot.insert(ObjectIdentifier($0)) }
            if !views.isEmpty || project.previews.contains(where: { $0.file === file }), let p = file.platform {
                translator.note(
                    p.name == "tests"
                        ? "test code (\(p.reason)): no app shows its views, which are not audited"
                        : "written for \(p.name) (\(p.reason)): its views are not audited for \(project.configuration.platform) (--platform \(p.name) audits them)",
                    at: SourceLocation(file: file.path, line: 1, column: 1), affectsLayout: false)
            }
        }
        // Views not laid out: shown only in widget families TypeRamp does not lay out, or inside such a view.
        var notLaidOut: Set<String> = []
        // Views not audited because the system draws them (a context menu's items), by name, with where.
        var drawnBySystem: [String: String] = [:]
        // Widgets' views translated for each home-screen family they are audited at.
        var widgetRoots: Set<String> = []
        // Whether each view that others are shown inside gives its accessibility element actions (read once a view).
        var givesActionsByUser: [String: Bool] = [:]
        // A dependency's views (``SwiftFile/isDependency``) are read where the app's views use them, never screens of
        // their own, and so are its previews.
        for type in project.views where type.file.isDependency { isRoot.insert(ObjectIdentifier(type)) }
        for preview in project.previews where !project.isForAnotherPlatform(preview.file) && !preview.file.isDependency {
            roots += previewRoots(preview, shown: &shownByPreview, used: used, notLaidOut: &notLaidOut)
        }
        for type in project.views
        where used[ObjectIdentifier(type)] == nil && !shownByPreview.contains(ObjectIdentifier(type)) && !isRoot.contains(ObjectIdentifier(type)) {
            isRoot.insert(ObjectIdentifier(type))
            var root = viewRoot(type)
            // A view no code in an app's files makes (no call, no preview): whether the app shows it at all is unknown.
            // Files without an app's entry point (a snippet, a package of views) are audited view by view as given.
            if hasAppEntry, isNeverNamed(type) { root.component = ComponentRemark.notMade }
            if root.component == nil, project.hoverOnly.contains(type) { root.component = ComponentRemark.hoverOnly }
            roots.append(root)
        }
        var translated: [(Root, [Variant])] = roots.map { ($0, variants($0)) }
        // A view used only where it is not laid out inline (a sheet's or a navigation destination's content, a view that
        // only a view controller shows) is a screen of its own; those it uses are inlined in it.
        while true {
            let left = project.views.filter {
                !translator.inlinedTypes.contains(ObjectIdentifier($0)) && !isRoot.contains(ObjectIdentifier($0))
                    && !shownByPreview.contains(ObjectIdentifier($0))
            }
            guard !left.isEmpty else { break }
            // Views no other view lays out inline first (a widget's entry view before the family views it switches
            // between), and a view one of them inlines is not a root of its own. A view the app's toolbar content shows
            // comes last: the view whose `.toolbar` holds that content says, once translated, that the system draws it.
            let deferred = left.filter { inToolbarContent.contains(ObjectIdentifier($0)) }
            let ready = left.filter { !inToolbarContent.contains(ObjectIdentifier($0)) }
            let ordered =
                ready.filter { usedInline[ObjectIdentifier($0)] == nil } + ready.filter { usedInline[ObjectIdentifier($0)] != nil } + deferred
            for type in ordered where !translator.inlinedTypes.contains(ObjectIdentifier(type)) {
                isRoot.insert(ObjectIdentifier(type))
                if let platform = onlyNamedOnAnotherPlatform(type) {
                    // A shared view only a watch app's (or a Mac app's) files make: not on this platform's screens.
                    translator.note(
                        "`\(type.name)` is made only by code written for \(platform): its view is not audited for \(project.configuration.platform)",
                        at: type.location, affectsLayout: false)
                    continue
                }
                // A part of a view that is not laid out (a Lock Screen widget's) is not laid out either.
                if let user = usedInline[ObjectIdentifier(type)], let place = drawnBySystem[user] {
                    // A part of a view the system draws (a reaction button inside a context menu's items) is drawn by it too.
                    drawnBySystem[type.name] = place
                    translator.note(
                        "`\(type.name)` is shown only inside \(user), in \(place), which the system draws: not audited as a screen",
                        at: type.location, affectsLayout: false)
                    continue
                }
                if let user = usedInline[ObjectIdentifier(type)], notLaidOut.contains(user) || widgetRoots.contains(user) {
                    // Inside a widget's view that was translated for every family it is audited at: only a family
                    // TypeRamp does not lay out (a Lock Screen one) shows it.
                    notLaidOut.insert(type.name)
                    translator.note(
                        "`\(type.name)` is shown only inside \(user) in widget families TypeRamp does not lay out: not audited", at: type.location,
                        affectsLayout: false)
                    continue
                }
                if let place = translator.systemDrawnTypes[ObjectIdentifier(type)] {
                    drawnBySystem[type.name] = place
                    // Shown only where the system draws it from its title and icon: in a toolbar (a 44 pt hit area, the
                    // Large Content Viewer instead of Dynamic Type), as a row's swipe actions (full height beside the
                    // swiped row), as a menu's items (the system's menu rows, which grow with Dynamic Type): its layout
                    // is not the view's, so it is not laid out as a screen.
                    translator.note(
                        "`\(type.name)` is shown only in \(place), which the system draws: not audited as a screen", at: type.location,
                        affectsLayout: false)
                    continue
                }
                var root = viewRoot(type)
                // Shown only by a widget: a component drawn in each of the widget's families' boxes (a Live Activity's
                // view: at the screen's width, as a notification is).
                if let widget = widgets[ObjectIdentifier(type)], let user = used[ObjectIdentifier(type)] {
                    root.component = user.hasPrefix("the widget ") ? "shown by \(user)" : "shown by the widget \(widget.name), inside \(user)"
                    let configuration = WidgetConfiguration(widget, project: project)
                    if !configuration.isLiveActivity {
                        if configuration.families.isEmpty {
                            notLaidOut.insert(type.name)
                            translator.note(
                                "`\(type.name)` is shown only by \(user) in the families \(configuration.otherFamilies.joined(separator: ", ")), which TypeRamp does not lay out: not audited",
                                at: type.location, affectsLayout: false)
                            continue
                        }
                        widgetRoots.insert(type.name)
                        for family in configuration.families {
                            var r = root
                            r.name += " (\(family))"
                            r.widget = (family, configuration.contentMargins)
                            r.make = { [translator] in
                                translator.widgetFamily = family
                                defer { translator.widgetFamily = nil }
                                return root.make()
                            }
                            translated.append((r, variants(r)))
                        }
                        continue
                    }
                } else if let user = usedInline[ObjectIdentifier(type)] {
                    // Laid out inside another view in a branch the import did not translate (a state it shows only
                    // after loading, beyond the variants): a part of that view, which decides whether it scrolls.
                    let actions = givesActionsByUser[user] ?? givesActions(user)
                    givesActionsByUser[user] = actions
                    root.component = "shown inside \(user)" + (actions ? ScreenMaker.insideActionsElement : "")
                    if isShownAsListRows(type, by: user) { root = viewRoot(type, asListRows: true, component: root.component) }
                } else if project.hoverOnly.contains(type) {
                    root.component = ComponentRemark.hoverOnly
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
            for v in variants {
                out.append(screen(unique(root.name + v.suffix), v.tree, root, v.notes, widths: v.widths))
            }
        }
        let skipped = project.views.filter { !$0.file.isDependency && !translator.inlinedTypes.contains(ObjectIdentifier($0)) }.count
        return (out, skipped)
    }

    /// Appended to a component's reason when the view it is shown inside makes one accessibility element with actions
    /// of its own (``givesActions(_:)``): the audit then cannot see whether those are a gesture's alternative.
    static let insideActionsElement = ComponentRemark.insideActionsElement

    /// The platform of the files that name `type`, when every place outside its own declaration that names it is in
    /// files written for one other platform (a watch app's folder); nil otherwise.
    func onlyNamedOnAnotherPlatform(_ type: TypeDecl) -> String? {
        guard let declaration = type.declaration else { return nil }
        let own = type.file.lines(of: declaration)
        let uses = (project.typeNameUses[type.name] ?? []).filter { !($0.file == type.file.path && own.contains($0.line)) }
        var platforms: Set<String> = []
        for use in uses {
            guard let file = project.file(at: use.file), project.isForAnotherPlatform(file), let p = file.platform?.name else { return nil }
            platforms.insert(p)
        }
        return platforms.count == 1 ? platforms.first : nil
    }

    /// Whether the files hold an app's entry point (``Project/hasAppEntry``).
    var hasAppEntry: Bool { project.hasAppEntry }

    /// Whether the view's name appears nowhere outside its own declaration (``Project/typeNameUses``), or, with
    /// `previews`, nowhere but in code only previews run.
    func isNeverNamed(_ type: TypeDecl, butInPreviews previews: Bool = false) -> Bool {
        guard let declaration = type.declaration else { return false }
        let own = type.file.lines(of: declaration)
        return !(project.typeNameUses[type.name] ?? []).contains {
            !($0.file == type.file.path && own.contains($0.line))
                && !(previews && previewOnly.contains(SourceLocation(file: $0.file, line: $0.line, column: 1)))
        }
    }

    /// Whether the project view named `name` gives the accessibility element it makes actions of its own
    /// (`.accessibilityActions { … }`, `.accessibilityAction(named:)`): a gesture of a view shown inside it may be one
    /// of them.
    private func givesActions(_ name: String) -> Bool {
        guard let type = project.types.first(where: { $0.name == name && $0.isView }) else { return false }
        return type.members.values.joined().contains { member in
            member.body.tokens(viewMode: .sourceAccurate).contains { token in
                if case .identifier(let n) = token.tokenKind { return n == "accessibilityActions" || n == "accessibilityAction" }
                return false
            }
        }
    }

    /// The root of a view audited as a screen: its body, or the rows of a plain list when it is made of list rows
    /// (``composesListRows(_:)``) or `asListRows` (shown as a list's rows: ``isShownAsListRows(_:by:)``).
    private func viewRoot(_ type: TypeDecl, asListRows: Bool = false, component: String? = nil) -> Root {
        let file = type.file
        let rows = asListRows || composesListRows(type)
        return Root(
            name: type.name, location: type.location, origin: "view", component: component,
            make: { [self] in
                let make = { translator.inline(type, nil, Scope(parent: nil, type: nil, file: file), $0, type.location) }
                return rows ? listOfRows(make, at: type.location) : make(Environment())
            })
    }

    // MARK: - Views used by others

    /// The view types some other view, view modifier, style, widget or `extension View` function uses (lexically
    /// resolved, so a private `Row` in one file is not another file's `Row`), each with a name for what uses it; and
    /// of those, the ones some view's body lays out inline (not as what a sheet, popover or navigation link presents).
    private func usedViews() -> (
        used: [ObjectIdentifier: String], inline: [ObjectIdentifier: String], widgets: [ObjectIdentifier: TypeDecl],
        inToolbarContent: Set<ObjectIdentifier>
    ) {
        var used: [ObjectIdentifier: String] = [:]
        // The views first used by the app's toolbar content (`struct ComposerBar: ToolbarContent`).
        var inToolbarContent: Set<ObjectIdentifier> = []
        var inline: [ObjectIdentifier: String] = [:]
        var widgets: [ObjectIdentifier: TypeDecl] = [:]
        var widget: TypeDecl?
        // The type whose code first uses each view, for the widgets to reach the views their views use.
        var userType: [ObjectIdentifier: ObjectIdentifier] = [:]
        var current: TypeDecl?
        func mark(_ t: TypeDecl, by user: String) {
            if used[ObjectIdentifier(t)] == nil {
                used[ObjectIdentifier(t)] = user
                if let widget { widgets[ObjectIdentifier(t)] = widget }
                if let current { userType[ObjectIdentifier(t)] = ObjectIdentifier(current) }
                if let current, current.isToolbarContent {
                    inToolbarContent.insert(ObjectIdentifier(t))
                }
            }
        }
        let widgetKinds: Set<String> = ["Widget", "WidgetBundle", "ControlWidget"]
        for type in project.types
        // A view whose `body` a protocol extension gives (`struct Detail: ConnectedView { func body(props:) … }`, a
        // library's protocol that refines View) uses the views its own members show.
        where type.isView || type.refinesView || type.conformances.contains("View") || type.isModifier || type.styleKind != nil
            || (type.members["body"]?.contains { !$0.parameters.isEmpty } ?? false)
            // A style of the app's own style protocol: what its `makeBody` draws is drawn where the style is applied.
            || type.members["makeBody"] != nil
            || type.conformances.contains("PreviewProvider")
            || !type.conformances.isDisjoint(with: widgetKinds)
            // Toolbar content of the app's (`struct ComposerBar: ToolbarContent`): the views its items show are used.
            || type.isToolbarContent
        {
            let user = !type.conformances.isDisjoint(with: widgetKinds) ? "the widget \(type.name)" : type.name
            widget = type.conformances.contains("Widget") ? type : nil
            current = type
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
                // A view held in a property (`var accessory: Accessory?`, made by the type's statics at the call site:
                // `.chevron`) is shown by the view holding it.
                if type.isView, let written = p.type {
                    for name in written.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) {
                        if let t = project.resolveQualified(String(name), from: type, file: type.file), t !== type, t.isView { mark(t, by: user) }
                    }
                }
                guard let initial = p.initial else { continue }
                for name in References.names(in: Syntax(initial)) {
                    if let t = project.resolveQualified(name, from: type, file: type.file), t !== type, t.isView { mark(t, by: user) }
                }
            }
        }
        widget = nil
        current = nil
        // A view that only a widget's view uses (a Live Activity banner's nested state views, reached through its
        // `switch`) is shown by that widget too: followed down the users, a step per round.
        for _ in 0..<16 {
            var changed = false
            for (t, u) in userType where widgets[t] == nil {
                if let w = widgets[u] {
                    widgets[t] = w
                    changed = true
                }
            }
            if !changed { break }
        }
        for f in project.viewFunctions.values.flatMap({ $0 }) + project.globalFunctions.values.flatMap({ $0 }) {
            for name in References.names(in: Syntax(f.body)) {
                if let t = project.resolveQualified(name, from: nil, file: f.file), t.isView { mark(t, by: "`\(f.name)`") }
            }
        }
        return (used, inline, widgets, inToolbarContent)
    }

    // MARK: - Output

    /// The screen's root as the screens format's spec tree.
    func spec(_ views: [ViewNode], _ root: Root) -> SpecNode {
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
            if project.artwork.contains(l) { kinds.insert(.artwork) }
            if project.debugOnly.contains(l) { kinds.insert(.debug) }
            if project.padOnly.contains(l) { kinds.insert(.otherDevice) }
            if let file = project.file(at: l.file), project.isForAnotherPlatform(file) { kinds.insert(.otherPlatform) }
            return kinds
        }
        return emitter.spec(top)
    }

    private func screen(_ name: String, _ rootSpec: SpecNode, _ root: Root, _ notes: [ImportNote], widths: ScreenWidths?) -> ImportedScreen {
        let location = root.location
        var entries: [(String, SpecNode)] = [("name", Spec.string(name, location)), ("source", Spec.string(location.description, location))]
        // Every view of a widget extension is drawn inside a widget or a Live Activity, never as a screen of its own.
        var component = root.component
        let inExtension = project.file(at: location.file)?.platform?.name == "widgets"
        if component == nil, inExtension { component = "a view of a widget extension" }
        if let c = component { entries.append(("component", Spec.string(c, location))) }
        if root.widget == nil, inExtension || root.component?.hasPrefix("shown by the widget") == true {
            entries.append(("widget", Spec.string("any", location)))
        }
        if let w = root.widget {
            entries.append(
                (
                    "widget",
                    w.margins
                        ? Spec.string(w.family, location)
                        : Spec.map([("family", Spec.string(w.family, location)), ("contentMargins", Spec.plain("false", location))], location)
                ))
        }
        if let widths {
            let intervals = widths.intervals.map { i -> SpecNode in
                var bounds: [(String, SpecNode)] = []
                if let l = i.lower { bounds.append((i.lowerIncluded ? "from" : "above", Spec.plain(formatDecimal(l), location))) }
                if let u = i.upper { bounds.append((i.upperIncluded ? "through" : "below", Spec.plain(formatDecimal(u), location))) }
                return Spec.map(bounds, location)
            }
            entries.append(("screenWidths", Spec.list(intervals, location)))
        }
        entries.append(("root", rootSpec))
        let spec = Spec.map(entries, location)
        return ImportedScreen(name: name, source: location, spec: spec, origin: root.origin, notes: notes, component: component)
    }
}
