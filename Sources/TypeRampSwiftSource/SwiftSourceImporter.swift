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
                SwiftFiles.hostileBracketRun(text) == nil, SwiftFiles.deepestChain(text) == nil
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
            if let run = SwiftFiles.hostileBracketRun(text) {
                unreadable.append(SwiftFiles.bracketRunError(run, file: file))
                continue
            }
            if let chain = SwiftFiles.deepestChain(text) {
                unreadable.append(SwiftFiles.chainError(chain, file: file))
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
        if let run = SwiftFiles.hostileBracketRun(text) {
            var refused = importProject(Project(files: [], configuration: configuration), limits: limits)
            refused.unreadable = [SwiftFiles.bracketRunError(run, file: file)]
            return refused
        }
        if let chain = SwiftFiles.deepestChain(text) {
            var refused = importProject(Project(files: [], configuration: configuration), limits: limits)
            refused.unreadable = [SwiftFiles.chainError(chain, file: file)]
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

enum SwiftFiles {
    /// The most `[` (and `@`) a Swift file may open in a row (spaces, line breaks, control characters, `(` and non-ASCII
    /// characters between them allowed, comments and string literals not counted). swift-syntax's parser looks ahead at each `[` for an array type and for an inline array
    /// type, so its time doubles with each one in such a run: 16 take a few milliseconds, 24 five seconds, 31 minutes.
    /// Written Swift nests a handful.
    static let bracketRunLimit = 16

    /// The line of the first run of more than ``bracketRunLimit`` opening brackets in `text`, outside comments and
    /// string literals, and the run's length; nil when there is none.
    static func hostileBracketRun(_ text: String) -> (line: Int, count: Int)? {
        let bytes = Array(text.utf8)
        var i = 0, line = 1, run = 0, runLine = 1
        func at(_ k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }
        /// Counts a byte of code into the run; true when the run is longer than the limit.
        func counts(_ c: UInt8) -> Bool {
            if c == UInt8(ascii: "[") || c == UInt8(ascii: "@") {
                // `@` counts too: the parser looks ahead for an attribute at each, which doubles its time as `[` does.
                if run == 0 { runLine = line }
                run += 1
                return run > bracketRunLimit
            }
            if c > 0x20, c < 0x7F, c != UInt8(ascii: "(") {
                // What ends a run is a character the parser reads as part of an element (`x`, `,`, `]`). Spaces,
                // control characters, `(` and bytes of non-ASCII characters (`\u{FFFD}`, a no-break space) do not: the
                // parser skips or nests through them and keeps looking ahead.
                run = 0
            }
            return false
        }
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "\n") { line += 1 }
            if c == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "/") {
                while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                continue
            }
            if c == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                i += 2
                while i < bytes.count, !(bytes[i] == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/")) {
                    if bytes[i] == UInt8(ascii: "\n") { line += 1 }
                    i += 1
                }
                i += 2
                run = 0
                continue
            }
            if c == UInt8(ascii: "\"") {
                let triple = at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
                i += triple ? 3 : 1
                while i < bytes.count {
                    if bytes[i] == UInt8(ascii: "\\"), at(i + 1) == UInt8(ascii: "(") {
                        // `"\(value[[[…])"`: an interpolation is code, which the parser reads as code; its runs count.
                        i += 2
                        var depth = 1
                        while i < bytes.count, depth > 0 {
                            let d = bytes[i]
                            if d == UInt8(ascii: "\n") { line += 1 }
                            if d == UInt8(ascii: "(") { depth += 1 } else if d == UInt8(ascii: ")") { depth -= 1 }
                            if counts(d) { return (runLine, run) }
                            i += 1
                        }
                        continue
                    }
                    if bytes[i] == UInt8(ascii: "\\") {
                        i += 2
                        continue
                    }
                    if bytes[i] == UInt8(ascii: "\n") {
                        // An unterminated literal ends at its line's end; the scan resumes on the line break, which
                        // counts the line there (counting it here too put later runs a line too low).
                        if !triple { break }
                        line += 1
                    }
                    if bytes[i] == UInt8(ascii: "\""), !triple || (at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")) {
                        i += triple ? 3 : 1
                        break
                    }
                    i += 1
                }
                run = 0
                continue
            }
            if counts(c) { return (runLine, run) }
            i += 1
        }
        return nil
    }

    /// The most links a Swift file may chain or nest (``deepestChain(_:)``): swift-syntax and the importer recurse once or
    /// more per link, so 50,000 `.padding(1)` or `+` terms, or 2,000 nested generic arguments, overflow the stack. The
    /// deepest of 11,854 files of 24 real apps chains 144; 500 leaves room and stays well inside the stack of a debug build.
    static let chainLimit = 500

    /// The line where `text` first chains or nests more than ``chainLimit`` links deep, and that depth; nil when it never
    /// does. A link is a member access (`.padding`), an operator (`+`, `??`, `?`, `<`) or an opening bracket; the links of
    /// one statement add up across the brackets it is inside, and a statement ends at `,`, `;` or a line break not
    /// followed by `.` or an operator. Comments and string literals do not count; an interpolation's code does. A bound
    /// on how deep the syntax tree of the file can be, read in one pass before it is parsed.
    static func deepestChain(_ text: String) -> (line: Int, depth: Int)? {
        let bytes = Array(text.utf8)
        let n = bytes.count
        func at(_ k: Int) -> UInt8 { k < n ? bytes[k] : 0 }
        func isOperator(_ c: UInt8) -> Bool {
            switch c {
            case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "&"),
                UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"),
                UInt8(ascii: "="), UInt8(ascii: "~"):
                return true
            default: return false
            }
        }
        func startsName(_ c: UInt8) -> Bool {
            c == UInt8(ascii: "_") || (c | 0x20 >= UInt8(ascii: "a") && c | 0x20 <= UInt8(ascii: "z")) || c >= 0x80
        }
        // Links of the open statement at each bracket level; `total` is their sum.
        var levels = [0]
        var total = 0, line = 1, i = 0
        func endStatement() {
            total -= levels[levels.count - 1]
            levels[levels.count - 1] = 0
        }
        func link() -> Bool {
            levels[levels.count - 1] += 1
            total += 1
            return total + levels.count > chainLimit
        }
        while i < n {
            let c = bytes[i]
            if c == UInt8(ascii: "\n") {
                line += 1
                var j = i + 1
                while j < n, bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\t") || bytes[j] == UInt8(ascii: "\r") { j += 1 }
                // A line that starts with `.` or an operator goes on with the statement above (a modifier chain).
                if !(at(j) == UInt8(ascii: ".") || (isOperator(at(j)) && at(j) != UInt8(ascii: "/"))) { endStatement() }
                i += 1
                continue
            }
            if c == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "/") {
                while i < n, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                continue
            }
            if c == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                i += 2
                while i < n, !(bytes[i] == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/")) {
                    if bytes[i] == UInt8(ascii: "\n") { line += 1 }
                    i += 1
                }
                i += 2
                continue
            }
            if c == UInt8(ascii: "\"") {
                let triple = at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
                i += triple ? 3 : 1
                while i < n {
                    let d = bytes[i]
                    if d == UInt8(ascii: "\\"), at(i + 1) == UInt8(ascii: "(") {
                        // An interpolation is code: its links count, all of them, into the statement around the literal.
                        i += 2
                        var depth = 1
                        while i < n, depth > 0 {
                            let e = bytes[i]
                            if e == UInt8(ascii: "\n") { line += 1 }
                            if e == UInt8(ascii: "(") { depth += 1 } else if e == UInt8(ascii: ")") { depth -= 1 }
                            if e == UInt8(ascii: "(") || isOperator(e) || (e == UInt8(ascii: ".") && startsName(at(i + 1))) {
                                if link() { return (line, total + levels.count) }
                            }
                            i += 1
                        }
                        continue
                    }
                    if d == UInt8(ascii: "\\") {
                        i += 2
                        continue
                    }
                    if d == UInt8(ascii: "\n") {
                        if !triple { break }
                        line += 1
                    }
                    if d == UInt8(ascii: "\""), !triple || (at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")) {
                        i += triple ? 3 : 1
                        break
                    }
                    i += 1
                }
                continue
            }
            if c == UInt8(ascii: "#") {
                // A raw string (`#"(\s|_)?"#`): `\` and `"` are text inside it; it ends at `"` followed by as many `#`.
                var hashes = 0
                while at(i + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if at(i + hashes) == UInt8(ascii: "\"") {
                    i += hashes + 1
                    while i < n {
                        if bytes[i] == UInt8(ascii: "\n") { line += 1 }
                        if bytes[i] == UInt8(ascii: "\""), (1...hashes).allSatisfy({ at(i + $0) == UInt8(ascii: "#") }) {
                            i += hashes + 1
                            break
                        }
                        i += 1
                    }
                    continue
                }
            }
            switch c {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                levels.append(0)
                if total + levels.count > chainLimit { return (line, total + levels.count) }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if levels.count > 1 { total -= levels.removeLast() }
            case UInt8(ascii: ","), UInt8(ascii: ";"):
                endStatement()
            case UInt8(ascii: "."):
                if startsName(at(i + 1)), link() { return (line, total + levels.count) }
            default:
                if isOperator(c) {
                    // A run of operator characters is one operator (`+=`, `>>>`), but each `?` and `!` is a link of its own
                    // (`Int???`, `a!!`: one optional or unwrap each).
                    var links = 1
                    while i + 1 < n, isOperator(bytes[i + 1]) {
                        i += 1
                        if bytes[i] == UInt8(ascii: "?") || bytes[i] == UInt8(ascii: "!") { links += 1 }
                    }
                    for _ in 0..<links where link() { return (line, total + levels.count) }
                }
            }
            i += 1
        }
        return nil
    }

    /// The located error for a file ``deepestChain(_:)`` refuses.
    static func chainError(_ chain: (line: Int, depth: Int), file: String) -> InputError {
        InputError(
            "the code here chains or nests more than \(chainLimit) links deep (modifiers, operators, generic arguments, brackets): the parser would run out of stack, so the file is not read",
            at: SourceLocation(file: file, line: chain.line))
    }

    /// The located error for a file ``hostileBracketRun(_:)`` refuses.
    static func bracketRunError(_ run: (line: Int, count: Int), file: String) -> InputError {
        InputError(
            "more than \(bracketRunLimit) `[` in a row: swift-syntax's parser takes time that doubles with each one, so the file is not read",
            at: SourceLocation(file: file, line: run.line))
    }

    /// The `.swift` files under `paths` (files as given; folders searched recursively, skipping hidden folders, `.build`
    /// and `Package.swift`), sorted, each once. A path that does not exist throws; a folder that cannot be read is added
    /// to `unreadable`.
    static func find(_ paths: [String], unreadable: inout [InputError]) throws -> [String] {
        var manifests: [String] = []
        return try find(paths, unreadable: &unreadable, manifests: &manifests)
    }

    /// ``find(_:unreadable:)``, also collecting the `Package.swift` manifests it skips (they say which iOS a package
    /// runs on: ``DeploymentTargets``).
    static func find(_ paths: [String], unreadable: inout [InputError], manifests: inout [String]) throws -> [String] {
        var result: [String] = []
        var seen: Set<String> = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw InputError("no such file or folder", at: SourceLocation(file: path))
            }
            if !isFolder.boolValue {
                if seen.insert(path).inserted { result.append(path) }
                continue
            }
            var found: [String] = []
            walk(path, into: &found, unreadable: &unreadable, manifests: &manifests)
            for file in found.sorted() where seen.insert(file).inserted { result.append(file) }
        }
        return result
    }

    private static func walk(_ folder: String, into found: inout [String], unreadable: inout [InputError], manifests: inout [String]) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            unreadable.append(InputError("the folder cannot be read", at: SourceLocation(file: folder)))
            return
        }
        for name in entries.sorted() {
            if name.hasPrefix(".") { continue }
            let path = (folder as NSString).appendingPathComponent(name)
            if name == "Package.swift" {
                manifests.append(path)
                continue
            }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                // A symbolic link to a folder is not followed (it may loop back); its files are reached by their real path.
                if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil { continue }
                walk(path, into: &found, unreadable: &unreadable, manifests: &manifests)
            } else if name.hasSuffix(".swift") {
                found.append(path)
            }
        }
    }
}
