import Foundation
import TypeRampCore
import TypeRampDecoding

/// One screen found in Swift source: a view a `#Preview` or `PreviewProvider` shows, or a view that nothing else shows,
/// possibly one variant of it (a branch of a condition TypeRamp cannot decide).
public struct ImportedScreen: Sendable {
    /// The screen's name: the preview's name (`#Preview("name")`, `.previewDisplayName`), the provider's or the view type's
    /// name; a variant adds the branch it takes in parentheses (`Profile (!isMine)`).
    public var name: String
    /// Where the preview or view is declared.
    public var source: SourceLocation
    /// The screen as the screens format's spec tree (what `typeramp import --format yaml` writes); every node carries its
    /// Swift location.
    public var spec: SpecNode
    /// How the screen was made: `preview` or `view`.
    public var origin: String
    /// Notes made while translating it (constructs not understood, samples used).
    public var notes: [ImportNote]
    /// Why it is a component rather than a screen the app presents (a size-that-fits preview), or nil.
    public var component: String?

    /// The notes that change what is laid out.
    public var notesAffectingLayout: Int { notes.filter(\.affectsLayout).count }
}

/// How much an import may expand, so that no source can make TypeRamp run out of time or memory. Each limit, when
/// reached, is a located note naming it and the environment variable that raises it (docs/ARCHITECTURE.md, "Limits").
public struct ImportLimits: Sendable, Hashable {
    /// Nesting while translating (views in views, names bound to names).
    public var depth = 150
    /// Views one screen expands to (`TYPERAMP_MAX_SCREEN_NODES`).
    public var nodesPerScreen = 5_000
    /// Rows of one `ForEach`, elements of a literal range or `Array(repeating:count:)`.
    public var rows = 50
    /// Characters of one text (`TYPERAMP_MAX_TEXT`).
    public var text = 100_000
    /// Variants of one screen (`TYPERAMP_MAX_VARIANTS`).
    public var variants = 8
    /// Nesting of the screens format written (`TYPERAMP_MAX_DEPTH`, as for YAML input).
    public var specDepth = 200
    /// Size of one Swift file, in bytes (`TYPERAMP_MAX_FILE_BYTES`).
    public var fileBytes = 64 << 20
    /// Whether a screen's variants reuse the views an earlier variant made where nothing they depend on changed
    /// (docs/ARCHITECTURE.md). The import is the same either way, only slower without: off, every variant is translated
    /// in full, which is how tests and the structured fuzzer check that claim.
    public var reusesViewsAcrossVariants = true

    public init() {}

    /// The defaults, raised or lowered by the environment's `TYPERAMP_MAX_*` variables.
    public static func from(environment: [String: String]) -> ImportLimits {
        var l = ImportLimits()
        func read(_ name: String, _ keyPath: WritableKeyPath<ImportLimits, Int>) {
            if let text = environment[name], let v = Int(text), v > 0 { l[keyPath: keyPath] = v }
        }
        read("TYPERAMP_MAX_SCREEN_NODES", \.nodesPerScreen)
        read("TYPERAMP_MAX_TEXT", \.text)
        read("TYPERAMP_MAX_VARIANTS", \.variants)
        read("TYPERAMP_MAX_DEPTH", \.specDepth)
        read("TYPERAMP_MAX_FILE_BYTES", \.fileBytes)
        return l
    }
}

/// What an import found: the screens, the notes, the files that could not be read, and the counts the audit summary
/// reports.
public struct SwiftImport: Sendable {
    /// The screens, in file order (previews and views in source order; a screen's variants after it).
    public var screens: [ImportedScreen]
    /// Every note, in file and line order.
    public var notes: [ImportNote]
    /// The Swift files read.
    public var files: [String]
    /// Files and folders that could not be read (not UTF-8, unreadable, too large): each a located error; the rest were
    /// imported.
    public var unreadable: [InputError] = []
    /// `View` types found (with a `body`).
    public var viewCount: Int
    /// Screens imported without a note about something that changes the layout.
    public var fullyImported: Int { screens.filter { $0.notesAffectingLayout == 0 }.count }
    /// Screens imported with such notes.
    public var importedWithNotes: Int { screens.count - fullyImported }
    /// Views whose body reaches no screen, and screens left out because they cannot be laid out.
    public var skipped: Int

    /// The screens file (`screens:`) for `screens`, as a spec tree.
    public func document(of screens: [ImportedScreen]? = nil) -> SpecNode {
        let list = screens ?? self.screens
        let at = list.first?.source ?? SourceLocation(file: files.first ?? "")
        return Spec.map([("screens", Spec.list(list.map(\.spec), at))], at)
    }

    /// The screens format as YAML, with a comment naming the source files and every note.
    public func yaml() -> String {
        var header =
            "# Imported by `typeramp import` from \(files.count) Swift file\(files.count == 1 ? "" : "s"); every node's `source` is its Swift line.\n"
        for note in notes { header += "# \(note.description.escapingControlCharacters)\n" }
        guard !screens.isEmpty else { return header + "screens: []\n" }
        return header + SpecWriter.yaml(document())
    }
}

/// Reads SwiftUI code with swift-syntax and turns its previews and views into screens of the screens format.
///
/// Names resolve as the compiler resolves them (nested types first, then enclosing types, then the file's private
/// types, then the module's); `#if` is evaluated for an iOS build; every view a preview shows is a screen, and every view
/// nothing else shows; views used by others are inlined where they are used, their initializers' arguments bound by
/// Swift's matching rules. What is not understood becomes a located ``ImportNote``, never a silent drop.
public enum SwiftSourceImporter {
    /// Imports the `.swift` files under `paths` (files and folders). Throws an ``InputError`` for a path that does not
    /// exist; a file or folder that cannot be read is listed in ``SwiftImport/unreadable`` and the rest are imported.
    /// `dependencies` are the sources of packages the app imports (a design system's views, styles and fonts): read where
    /// the app's code uses them, never screens of their own; a file under both is the app's.
    public static func importFiles(
        _ paths: [String], dependencies: [String] = [], configuration: BuildConfiguration = .iOS,
        limits: ImportLimits = .from(environment: ProcessInfo.processInfo.environment)
    ) throws -> SwiftImport {
        var unreadable: [InputError] = []
        var manifestPaths: [String] = []
        let appFiles = try SwiftFiles.find(paths, unreadable: &unreadable, manifests: &manifestPaths)
        let appSet = Set(appFiles)
        let dependencyFiles = try SwiftFiles.find(dependencies, unreadable: &unreadable, manifests: &manifestPaths).filter { !appSet.contains($0) }
        let files = appFiles + dependencyFiles
        let isDependency = Set(dependencyFiles)
        // Package manifests are not views: read only for the iOS their packages run on (a small file each; one that
        // cannot be read or is too large says nothing).
        let manifests = manifestPaths.compactMap { path -> SwiftFile? in
            FilesRead.record(path)
            guard let data = FileManager.default.contents(atPath: path), data.count <= 1 << 20, let text = String(data: data, encoding: .utf8),
                SwiftFiles.hostility(text) == nil
            else { return nil }
            return SwiftFile(path: path, text: text)
        }
        var parsed: [SwiftFile] = []
        for file in files {
            let attributes = try? FileManager.default.attributesOfItem(atPath: file)
            if let size = attributes?[.size] as? Int, size > limits.fileBytes {
                unreadable.append(
                    InputError(
                        "the file is larger than \(limits.fileBytes) bytes (TYPERAMP_MAX_FILE_BYTES raises the limit)", at: SourceLocation(file: file)
                    ))
                continue
            }
            guard let data = FileManager.default.contents(atPath: file) else {
                unreadable.append(InputError("the file cannot be read", at: SourceLocation(file: file)))
                continue
            }
            FilesRead.record(file)
            guard let text = String(data: data, encoding: .utf8) else {
                unreadable.append(InputError("the file is not UTF-8 text", at: SourceLocation(file: file)))
                continue
            }
            if let hostility = SwiftFiles.hostility(text) {
                unreadable.append(hostility.error(file: file))
                continue
            }
            // The folders inside the path the user gave: `/home/watch/MyApp/Views/A.swift` given as `/home/watch/MyApp`
            // is in `Views/`.
            let fromDependency = isDependency.contains(file)
            let root = (fromDependency ? dependencies : paths).filter { file.hasPrefix($0) }.max { $0.count < $1.count } ?? ""
            parsed.append(SwiftFile(path: file, text: text, folders: String(file.dropFirst(root.count)), isDependency: fromDependency))
        }
        var result = importProject(Project(files: parsed, configuration: configuration, manifests: manifests), limits: limits)
        result.unreadable = unreadable
        return result
    }

    /// Imports Swift source given as text (tests, editors): `file` names it in locations.
    public static func importSource(
        _ text: String, file: String = "View.swift", configuration: BuildConfiguration = .iOS, limits: ImportLimits = ImportLimits()
    ) -> SwiftImport {
        if let hostility = SwiftFiles.hostility(text) {
            var refused = importProject(Project(files: [], configuration: configuration), limits: limits)
            refused.unreadable = [hostility.error(file: file)]
            return refused
        }
        return importProject(Project(files: [SwiftFile(path: file, text: text)], configuration: configuration), limits: limits)
    }

    static func importProject(_ project: Project, limits: ImportLimits) -> SwiftImport {
        // Every scope the import makes is released when it ends: their values refer back to them (``ScopeArena``).
        let arena = ScopeArena()
        defer { arena.releaseAll() }
        return ScopeArena.$current.withValue(arena) { translate(project, limits: limits) }
    }

    private static func translate(_ project: Project, limits: ImportLimits) -> SwiftImport {
        let translator = Translator(project: project, limits: limits)
        for file in project.files {
            if file.tree.hasError {
                translator.note(
                    "the file has Swift syntax errors; what could be parsed is imported", at: SourceLocation(file: file.path, line: 1, column: 1))
            }
            for (line, text) in file.malformedDirectives {
                translator.note(
                    "`\(text)` looks like a TypeRamp directive but is not one (typeramp:disable rule-id, typeramp:disable:next, "
                        + "typeramp:disable:this, typeramp:sample name = value)", at: SourceLocation(file: file.path, line: line, column: 1),
                    affectsLayout: false)
            }
        }
        let (screens, skipped) = ScreenMaker(
            project: project, translator: translator, anchors: AnchorIndex(project: project), previewOnly: project.previewOnly
        ).screens()
        let notes = translator.notes.sorted {
            ($0.location.file, $0.location.line, $0.location.column, $0.message) < (
                $1.location.file, $1.location.line, $1.location.column, $1.message
            )
        }
        return SwiftImport(screens: screens, notes: notes, files: project.files.map(\.path), viewCount: project.views.count, skipped: skipped)
    }

    /// The SwiftUI views and modifiers the importer understands, as docs/swift-source.md's tables (Markdown).
    public static func constructTables() -> String { Constructs.markdown() }
}

/// The Swift files an import reads under paths.
public enum SwiftSourceImportFiles {
    /// The `.swift` files under `path` (the file itself, or a folder searched recursively, hidden folders skipped), sorted.
    public static func files(in path: String) throws -> [String] {
        var ignored: [InputError] = []
        return try SwiftFiles.find([path], unreadable: &ignored)
    }
}
