import Foundation
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampMetrics
import TypeRampText

/// A screen to audit, with the file it came from and the resources it is solved with.
public struct AuditScreen: Sendable {
    /// The screen, with literal texts turned into localization keys (see ``AuditInput/localizable(_:)``).
    public var screen: Screen
    /// The spec file, as given.
    public var file: String
    /// Index into ``AuditInput/resources``.
    public var resourcesIndex: Int
    /// Its suppressions by node path.
    public var suppressions: SuppressionIndex

    /// The screen's name.
    public var name: String { screen.name }
}

/// Everything an audit reads: screens, the resources to solve them with, and the matrix's locales with their strings.
public struct AuditInput: Sendable {
    /// The screens in the order given (files in order, screens in file order).
    public var screens: [AuditScreen]
    /// Resources by ramp (screens files naming the same ramp share one).
    public var resources: [LayoutResources]

    /// Creates an input from screens already decoded (tests, the DSL). Texts become keys, strings and pseudolanguages
    /// are filled in for `locales`, and the layout thresholds of `rules` are applied.
    public init(screens: [(screen: Screen, file: String, resourcesIndex: Int)], resources: [LayoutResources],
                strings: LocalizedStrings = LocalizedStrings(), locales: [AuditLocale] = [AuditLocale(id: "en")],
                rules: RuleConfiguration = RuleConfiguration()) {
        self.screens = screens.map { s in
            let screen = AuditInput.localizable(s.screen)
            return AuditScreen(screen: screen, file: s.file, resourcesIndex: s.resourcesIndex, suppressions: SuppressionIndex(screen))
        }
        var tables = strings.strings
        let base = locales.first?.id ?? "en"
        for locale in locales {
            guard let pseudo = locale.pseudo else { continue }
            var table: [String: String] = [:]
            for s in self.screens {
                AuditInput.forEachText(s.screen.root) { content in
                    guard case .key(let key, let fallback) = content else { return }
                    table[key] = pseudo.transform(tables[base]?[key] ?? fallback)
                }
            }
            tables[locale.id] = table
        }
        self.resources = resources.map { r in
            var r = r
            r.strings = tables
            r.thresholds = rules.layoutThresholds
            return r
        }
    }

    /// Loads screens files: checks their suppressions name known rules, decodes them (each with the ramp it names),
    /// loads fonts once per ramp, and rejects a screen name used twice. Throws located ``InputError``s.
    public static func load(files: [String], library: FontLibrary, engine: TextEngine, strings: LocalizedStrings,
                            locales: [AuditLocale], rules: RuleConfiguration) throws -> AuditInput {
        var screens: [(screen: Screen, file: String, resourcesIndex: Int)] = []
        var resources: [LayoutResources] = []
        var resourcesByRamp: [String: Int] = [:]
        var declared: [String: SourceLocation] = [:]
        for file in files {
            let spec = try SpecReader.load(path: file)
            try SuppressionIndex.validate(spec, knownRules: AuditRule.allIds)
            let document = try LayoutDocument.decode(spec, file: file)
            let rampKey = document.ramp.map { $0.file ?? $0.name } ?? ""
            let index: Int
            if let existing = resourcesByRamp[rampKey] {
                index = existing
            } else {
                let fonts = try FontSet.load(ramp: document.ramp, library: library)
                resources.append(LayoutResources(ramp: document.ramp, fonts: fonts, engine: engine))
                index = resources.count - 1
                resourcesByRamp[rampKey] = index
            }
            for screen in document.screens {
                if let first = declared[screen.name] {
                    throw InputError("screen '\(screen.name)' is also declared at \(first); screen names must be unique across files",
                                     at: screen.location ?? SourceLocation(file: file))
                }
                declared[screen.name] = screen.location ?? SourceLocation(file: file)
                screens.append((screen, file, index))
            }
        }
        return AuditInput(screens: screens, resources: resources, strings: strings, locales: locales, rules: rules)
    }

    // MARK: - Texts

    /// The screen with every literal text turned into a key of the same text (`Text("Live poll")` is looked up as
    /// "Live poll" in the catalogs, as SwiftUI looks up a string literal as a `LocalizedStringKey`).
    public static func localizable(_ screen: Screen) -> Screen {
        var copy = screen
        copy.root = localizable(screen.root)
        return copy
    }

    static func localizable(_ content: TextContent) -> TextContent {
        if case .string(let s) = content { return .key(s, default: s) }
        return content
    }

    static func localizable(_ node: Node) -> Node {
        var n = node
        switch node.kind {
        case .text(var t):
            t.content = localizable(t.content)
            n.kind = .text(t)
        case .button(var b):
            b.title = b.title.map(localizable)
            n.kind = .button(b)
        case .stack(var s):
            s.children = s.children.map(localizable)
            n.kind = .stack(s)
        case .padding(let insets, let c): n.kind = .padding(insets, localizable(c))
        case .frame(let f, let c): n.kind = .frame(f, localizable(c))
        case .scroll(let axis, let c): n.kind = .scroll(axis, localizable(c))
        case .list(var list):
            list.sections = list.sections.map { section in
                var s = section
                s.header = s.header.map(localizable)
                s.rows = s.rows.map(localizable)
                return s
            }
            n.kind = .list(list)
        case .image, .spacer, .divider: break
        }
        return n
    }

    /// Calls `body` with every text of the tree (texts and button titles).
    static func forEachText(_ node: Node, _ body: (TextContent) -> Void) {
        switch node.kind {
        case .text(let t): body(t.content)
        case .button(let b): if let title = b.title { body(title) }
        case .stack(let s): s.children.forEach { forEachText($0, body) }
        case .padding(_, let c), .frame(_, let c), .scroll(_, let c): forEachText(c, body)
        case .list(let list):
            for section in list.sections {
                if let h = section.header { forEachText(h, body) }
                section.rows.forEach { forEachText($0, body) }
            }
        case .image, .spacer, .divider: break
        }
    }

    /// Every localization key the screens use.
    public var keys: Set<String> {
        var out: Set<String> = []
        for s in screens {
            AuditInput.forEachText(s.screen.root) { if case .key(let k, _) = $0 { out.insert(k) } }
        }
        return out
    }
}
