import Dispatch
import Foundation
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampMetrics
import TypeRampText

/// A screen of an audit: where it comes from and the resources it is solved with. Its tree is loaded when it is
/// audited (``AuditInput/tree(_:)``), so an audit of many files holds only the screens it is working on.
public struct AuditScreen: Sendable {
    /// The screen's name.
    public var name: String
    /// The file it came from, as given.
    public var file: String
    /// Where it is declared.
    public var location: SourceLocation?
    /// Index into ``AuditInput/resources``.
    public var resourcesIndex: Int
    /// Index of its file in ``AuditInput/files`` (nil for a screen given in memory).
    var fileIndex: Int?
    /// Its position among its file's screens.
    var indexInFile: Int
    /// How many views its tree holds (what each of its cells lays out and checks).
    public var nodeCount = 0
}

/// Everything an audit reads: the screens, the resources to solve them with, and the matrix's locales with their
/// strings.
///
/// Screens given in memory (tests, the DSL, an importer) are kept as indexed trees. Screens files are read twice:
/// once up front, so every input error is reported before any work starts, and again when their screens are audited;
/// only the files being worked on are held in memory.
public struct AuditInput: Sendable {
    /// The screens in the order given (files in order, screens in file order).
    public var screens: [AuditScreen]
    /// Resources by ramp (screens files naming the same ramp share one).
    public var resources: [LayoutResources]
    /// The screens files, in order.
    public var files: [String]
    /// The files that could not be read or decoded, each with its located error, when the input was loaded with
    /// `keepGoing` (their screens are left out; the others are audited).
    public var failures: [InputError] = []
    /// Trees of the screens given in memory, by screen index.
    private var trees: [Int: LayoutTree]
    /// Reads a screens file's spec tree: ``SpecReader/load(path:)`` for YAML and JSON, or a front end for other sources
    /// (the CLI passes one that imports `.swift` files and folders).
    private var loader: SpecLoader = SpecReader.load(path:)

    /// Creates an input from screens already built (tests, the DSL, importers). Texts become keys, strings and
    /// pseudolanguages are filled in for `locales`, and the layout thresholds of `rules` are applied.
    public init(
        screens: [(screen: Screen, file: String, resourcesIndex: Int)], resources: [LayoutResources],
        strings: LocalizedStrings = LocalizedStrings(), locales: [AuditLocale] = [AuditLocale(id: "en")],
        rules: RuleConfiguration = RuleConfiguration()
    ) {
        self.screens = screens.enumerated().map { i, s in
            AuditScreen(
                name: s.screen.name, file: s.file, location: s.screen.location, resourcesIndex: s.resourcesIndex, fileIndex: nil,
                indexInFile: i)
        }
        trees = Dictionary(uniqueKeysWithValues: screens.enumerated().map { ($0, LayoutTree(AuditInput.localizable($1.screen))) })
        files = []
        self.resources = AuditInput.localized(resources, strings: strings, locales: locales, rules: rules)
    }

    private init(screens: [AuditScreen], resources: [LayoutResources], files: [String]) {
        self.screens = screens
        self.resources = resources
        self.files = files
        trees = [:]
    }

    /// Loads screens files: checks their suppressions name known rules, decodes them (each with the ramp it names),
    /// loads fonts once per ramp, and rejects a screen name used twice. Throws located ``InputError``s.
    ///
    /// `loader` reads each file's spec tree: YAML and JSON by default; a front end (the Swift importer) may read other
    /// sources into the same tree, with nodes located in those sources.
    ///
    /// With `keepGoing`, a file that cannot be read or decoded (or whose ramp's fonts cannot be loaded, or that
    /// declares a screen name another file took) is left out and its error kept in ``failures``, as a linter goes on
    /// past one bad file; without it, the first error in file order is thrown.
    public static func load(
        files: [String], library: FontLibrary, engine: TextEngine, strings: LocalizedStrings,
        locales: [AuditLocale], rules: RuleConfiguration,
        loader: @escaping SpecLoader = SpecReader.load(path:), keepGoing: Bool = false
    ) throws -> AuditInput {
        var failures: [InputError] = []
        var screens: [AuditScreen] = []
        var resources: [LayoutResources] = []
        var resourcesByRamp: [String: Int] = [:]
        var declared: [String: SourceLocation] = [:]
        // Files are read and checked in parallel, keeping only what the audit needs up front (the ramp and the screens'
        // names and places: the trees are read again when audited), then taken in order, so the first error in file
        // order is the one reported.
        // Each screen's tree is dropped here (read again when audited); its size is kept, the work each of its cells takes.
        let documents = ParallelResults<(document: LayoutDocument, nodeCounts: [Int])>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            documents.set(
                i,
                Result {
                    let document = try decode(files[i], loader: loader)
                    let counts = document.screens.map { screen in
                        var count = 0
                        screen.root.forEachNode { _ in count += 1 }
                        return count
                    }
                    let light = LayoutDocument(
                        file: document.file, ramp: document.ramp,
                        screens: document.screens.map { Screen(name: $0.name, root: Node(.divider), location: $0.location) })
                    return (light, counts)
                })
        }
        for (fileIndex, file) in files.enumerated() {
            do {
                let (document, nodeCounts) = try documents.get(fileIndex)
                for screen in document.screens {
                    if let first = declared[screen.name] {
                        throw InputError(
                            "screen '\(screen.name)' is also declared at \(first); screen names must be unique across files",
                            at: screen.location ?? SourceLocation(file: file))
                    }
                }
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
                for (i, screen) in document.screens.enumerated() {
                    declared[screen.name] = screen.location ?? SourceLocation(file: file)
                    var audited = AuditScreen(
                        name: screen.name, file: file, location: screen.location, resourcesIndex: index, fileIndex: fileIndex, indexInFile: i)
                    audited.nodeCount = nodeCounts[i]
                    screens.append(audited)
                }
            } catch let error as InputError where keepGoing {
                failures.append(error)
            }
        }
        var input = AuditInput(screens: screens, resources: resources, files: files)
        input.failures = failures
        input.loader = loader
        input.resources = localized(resources, strings: strings, locales: locales, rules: rules)
        return input
    }

    static func decode(_ file: String, loader: SpecLoader) throws -> LayoutDocument {
        let spec = try loader(file)
        try SuppressionValidation.validate(spec, knownRules: AuditRule.allIds)
        return try LayoutDocument.decode(spec, file: file)
    }

    /// The resources with every locale's strings, pseudolanguages as derived locales, and the rules' thresholds.
    static func localized(
        _ resources: [LayoutResources], strings: LocalizedStrings, locales: [AuditLocale],
        rules: RuleConfiguration
    ) -> [LayoutResources] {
        let base = locales.first?.id ?? "en"
        var derived: [String: DerivedLocale] = [:]
        for locale in locales {
            guard let pseudo = locale.pseudo else { continue }
            derived[locale.id] = DerivedLocale(base: base) { pseudo.transform($0) }
        }
        return resources.map { r in
            var r = r
            r.strings = strings.strings
            r.derivedLocales = derived
            r.thresholds = rules.layoutThresholds
            return r
        }
    }

    /// The trees of every screen of file number `fileIndex`, read again (localized like ``localizable(_:)``), by their
    /// position in the file; a screen the audit left out (``screens`` no longer holds it: too large to audit) is an empty
    /// tree. Throws when the file cannot be read or no longer declares the screens it did.
    public func trees(ofFile fileIndex: Int) throws -> [LayoutTree] {
        let file = files[fileIndex]
        let document = try AuditInput.decode(file, loader: loader)
        let expected = screens.filter { $0.fileIndex == fileIndex }
        guard expected.allSatisfy({ $0.indexInFile < document.screens.count && document.screens[$0.indexInFile].name == $0.name }) else {
            throw InputError(
                "the file changed while it was audited: it now declares \(document.screens.map(\.name).joined(separator: ", "))",
                at: SourceLocation(file: file))
        }
        let audited = Set(expected.map(\.indexInFile))
        return document.screens.enumerated().map { i, screen in
            LayoutTree(
                AuditInput.localizable(audited.contains(i) ? screen : Screen(name: screen.name, root: Node(.divider), location: screen.location)))
        }
    }

    /// The tree of screen `index`: kept in memory, or read again from its file.
    public func tree(_ index: Int) throws -> LayoutTree {
        if let tree = trees[index] { return tree }
        let screen = screens[index]
        return try trees(ofFile: screen.fileIndex!)[screen.indexInFile]
    }

    /// The tree of every screen, in screen order, each file read once (``tree(_:)`` reads a screen's whole file for each
    /// screen, so a loop over it reads a file of n screens n times).
    public func allTrees() throws -> [LayoutTree] {
        var out: [LayoutTree?] = screens.indices.map { trees[$0] }
        var read: [Int: [LayoutTree]] = [:]
        for (i, screen) in screens.enumerated() where out[i] == nil {
            guard let file = screen.fileIndex else { continue }
            if read[file] == nil { read[file] = try trees(ofFile: file) }
            out[i] = read[file]![screen.indexInFile]
        }
        return out.map { $0! }
    }

    /// Whether screen `index` was given in memory (its tree needs no file read).
    func isInMemory(_ index: Int) -> Bool { trees[index] != nil }

    // MARK: - Texts

    /// The screen with every literal text turned into a key of the same text (`Text("Live poll")` is looked up as
    /// "Live poll" in the catalogs, as SwiftUI looks up a string literal as a `LocalizedStringKey`).
    public static func localizable(_ screen: Screen) -> Screen {
        var copy = screen
        copy.root = screen.root.transformed { node in
            var n = node
            switch node.kind {
            case .text(var t):
                t.content = localizable(t.content)
                n.kind = .text(t)
            case .button(var b):
                b.title = b.title.map(localizable)
                n.kind = .button(b)
            case .control(var c):
                c.label = c.label.map(localizable)
                c.value = c.value.map(localizable)
                n.kind = .control(c)
            default: break
            }
            return n
        }
        return copy
    }

    static func localizable(_ content: TextContent) -> TextContent {
        if case .string(let s) = content { return .key(s, default: s) }
        return content
    }

    /// Calls `body` with every text of the tree (texts and button titles).
    static func forEachText(_ node: Node, _ body: (TextContent) -> Void) {
        node.forEachNode { n in
            switch n.kind {
            case .text(let t): body(t.content)
            case .button(let b): if let title = b.title { body(title) }
            case .control(let c): [c.label, c.value].compactMap { $0 }.forEach(body)
            default: break
            }
        }
    }

    /// Every localization key the screens use.
    public func keys() throws -> Set<String> {
        var out: Set<String> = []
        for i in screens.indices {
            AuditInput.forEachText(try tree(i)[.root]) { if case .key(let k, _) = $0 { out.insert(k) } }
        }
        return out
    }
}

/// Results computed on several threads into distinct slots.
///
/// `@unchecked Sendable`: the slots are only read and written with `lock` held (each is written by one iteration and
/// read after all of them have finished), and the values are `Sendable`, since they are made on one thread and read on
/// another.
final class ParallelResults<T: Sendable>: @unchecked Sendable {
    private var slots: [Result<T, Error>?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ i: Int, _ result: Result<T, Error>) {
        lock.lock()
        slots[i] = result
        lock.unlock()
    }

    func get(_ i: Int) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        return try slots[i]!.get()
    }
}
