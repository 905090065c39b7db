import Foundation
import SwiftParser
import SwiftSyntax
import TypeRampCore
import TypeRampDecoding

/// One screen found in Swift source: a `#Preview`, a `PreviewProvider`, or a view that nothing else shows.
public struct ImportedScreen: Sendable {
    /// The screen's name: the preview's name, or the view type's name.
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
}

/// What an import found: the screens, the notes, and the counts the audit summary reports.
public struct SwiftImport: Sendable {
    /// The screens, in file order (previews and views in source order).
    public var screens: [ImportedScreen]
    /// Every note, in file and line order.
    public var notes: [ImportNote]
    /// The Swift files read.
    public var files: [String]
    /// `View` types found (with a `body`).
    public var viewCount: Int
    /// Screens imported without a note about something not understood.
    public var fullyImported: Int { screens.filter { $0.notes.isEmpty }.count }
    /// Screens imported with notes.
    public var importedWithNotes: Int { screens.filter { !$0.notes.isEmpty }.count }
    /// Views neither shown as a screen nor inlined in one.
    public var skipped: Int

    /// The screens file (`screens:`) for `screens`, as a spec tree.
    public func document(of screens: [ImportedScreen]? = nil) -> SpecNode {
        let list = screens ?? self.screens
        let at = list.first?.source ?? SourceLocation(file: files.first ?? "")
        return Spec.map([("screens", Spec.list(list.map(\.spec), at))], at)
    }

    /// The screens format as YAML, with a comment naming the source files.
    public func yaml() -> String {
        var header =
            "# Imported by `typeramp import` from \(files.count) Swift file\(files.count == 1 ? "" : "s"); every node's `source` is its Swift line.\n"
        for note in notes { header += "# \(note)\n" }
        guard !screens.isEmpty else { return header + "screens: []\n" }
        return header + SpecWriter.yaml(document())
    }

    /// `{"screens": [{"name", "source": {file, line, column}, "origin", "notes", "root"}], "notes": [{file, line, column, message}],
    /// "summary": {…}}`.
    public func json() -> String {
        func location(_ l: SourceLocation, indent: String) -> String {
            "{\"file\": \(SpecWriter.jsonString(l.file)), \"line\": \(l.line), \"column\": \(l.column)}"
        }
        var out = "{\n  \"screens\": ["
        for (i, s) in screens.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += "    {\n      \"name\": \(SpecWriter.jsonString(s.name)),\n      \"source\": \(location(s.source, indent: "      ")),\n"
            out += "      \"origin\": \"\(s.origin)\",\n      \"notes\": \(s.notes.count),\n"
            out += "      \"screen\": " + SpecWriter.json(s.spec, indent: 6) + "\n    }"
        }
        out += screens.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"notes\": ["
        for (i, n) in notes.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += "    {\"file\": \(SpecWriter.jsonString(n.location.file)), \"line\": \(n.location.line), \"column\": \(n.location.column), "
            out += "\"message\": \(SpecWriter.jsonString(n.message))}"
        }
        out += notes.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"summary\": {\"files\": \(files.count), \"views\": \(viewCount), \"screens\": \(screens.count), "
        out += "\"importedFully\": \(fullyImported), \"importedWithNotes\": \(importedWithNotes), \"skipped\": \(skipped)}\n}\n"
        return out
    }
}

/// Reads SwiftUI code with swift-syntax and turns its previews and views into screens of the screens format.
///
/// A screen is made for every `#Preview` and `PreviewProvider`, and for every `View` type that no preview and no other view
/// shows (views used by other views are audited where they are used). Views used inside a screen are inlined with their
/// initializer arguments bound. What is not understood becomes a located ``ImportNote``, never a silent drop.
public enum SwiftSourceImporter {
    /// Imports the `.swift` files under `paths` (files and folders). Throws an ``InputError`` for a path that does not
    /// exist or a file that cannot be read.
    public static func importFiles(_ paths: [String]) throws -> SwiftImport {
        let files = try SwiftProject.swiftFiles(in: paths)
        var parsed: [SwiftFile] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw InputError("the file cannot be read", at: SourceLocation(file: file))
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw InputError("the file is not UTF-8 text", at: SourceLocation(file: file))
            }
            parsed.append(SwiftFile(path: file, text: text))
        }
        return importProject(SwiftProject(files: parsed))
    }

    /// Imports Swift source given as text (tests, editors): `file` names it in locations.
    public static func importSource(_ text: String, file: String = "View.swift") -> SwiftImport {
        importProject(SwiftProject(files: [SwiftFile(path: file, text: text)]))
    }

    static func importProject(_ project: SwiftProject) -> SwiftImport {
        let translator = Translator(project: project)
        var screens: [ImportedScreen] = []
        var names: [String: Int] = [:]
        var syntaxNotes: [ImportNote] = []
        for file in project.files where file.tree.hasError {
            syntaxNotes.append(
                ImportNote(
                    "the file has Swift syntax errors; what could be parsed is imported", at: SourceLocation(file: file.path, line: 1, column: 1)))
        }
        func uniqueName(_ base: String) -> String {
            let count = names[base, default: 0]
            names[base] = count + 1
            return count == 0 ? base : "\(base) \(count + 1)"
        }
        var shown: Set<String> = project.usedViewNames()
        var items: [(location: SourceLocation, make: () -> ImportedScreen?)] = []
        for preview in project.previews {
            let location = preview.file.location(of: preview.node)
            items.append(
                (
                    location,
                    {
                        let before = translator.notes.count
                        let views = translator.views(preview.body, Scope(parent: nil, type: nil, file: preview.file), Environment())
                        let base = preview.name ?? previewName(views, project: project, file: preview.file)
                        return screen(uniqueName(base), views, location, origin: "preview", notes: Array(translator.notes[before...]), translator)
                    }
                ))
        }
        for name in project.viewOrder {
            guard let type = project.views[name], !type.isModifier, !shown.contains(name) else { continue }
            shown.insert(name)
            let location = type.file.location(of: type.declaration)
            items.append(
                (
                    location,
                    {
                        let before = translator.notes.count
                        let views = translator.standalone(type)
                        return screen(uniqueName(name), views, location, origin: "view", notes: Array(translator.notes[before...]), translator)
                    }
                ))
        }
        items.sort { ($0.location.file, $0.location.line, $0.location.column) < ($1.location.file, $1.location.line, $1.location.column) }
        for item in items {
            if let s = item.make() { screens.append(s) }
        }
        let viewCount = project.views.values.filter { !$0.isModifier }.count
        let inScreens = project.usedViewNames().union(screens.filter { $0.origin == "view" }.map(\.name))
        let skipped = project.views.values.filter { !$0.isModifier && !inScreens.contains($0.name) }.count
        let notes = (syntaxNotes + translator.notes).sorted {
            ($0.location.file, $0.location.line, $0.location.column, $0.message) < (
                $1.location.file, $1.location.line, $1.location.column, $1.message
            )
        }
        return SwiftImport(screens: screens, notes: notes, files: project.files.map(\.path), viewCount: viewCount, skipped: skipped)
    }

    /// A preview without a name is named after the view it shows (`ProfileView`), else after its file.
    static func previewName(_ views: [ViewSpec], project: SwiftProject, file: SwiftFile) -> String {
        ((file.path as NSString).lastPathComponent as NSString).deletingPathExtension + " preview"
    }

    static func screen(
        _ name: String, _ views: [ViewSpec], _ location: SourceLocation, origin: String, notes: [ImportNote],
        _ translator: Translator
    ) -> ImportedScreen {
        var root: ViewSpec
        if views.count == 1 {
            root = views[0]
        } else {
            // Several views at the top of a preview are laid out as a VStack, as a preview shows them.
            root = ViewSpec("vstack", Spec.list(views.map { $0.spec() }, location), at: location)
        }
        var entries: [(String, SpecNode)] = [("name", Spec.string(name, location))]
        entries.append(("source", Spec.string(location.description, location)))
        entries.append(("root", suppressing(root.spec(), translator.project)))
        return ImportedScreen(name: name, source: location, spec: Spec.map(entries, location), origin: origin, notes: notes)
    }

    /// The tree with `suppress:` added to every node whose Swift line has a `// typeramp:disable rule-id` comment on it or
    /// on the line above (as SwiftLint's `disable:this` / `disable:next`).
    static func suppressing(_ node: SpecNode, _ project: SwiftProject) -> SpecNode {
        switch node.kind {
        case .scalar: return node
        case .sequence(let items): return Spec.list(items.map { suppressing($0, project) }, node.location)
        case .mapping(let entries):
            var mapped = entries.map { (key: $0.key, value: suppressing($0.value, project)) }
            if entries.contains(where: { (try? $0.key.string()) == "source" }),
                let file = project.files.first(where: { $0.path == node.location.file }), let ids = file.disabledRules[node.location.line]
            {
                let key = Spec.string("suppress", node.location)
                mapped.append((key: key, value: Spec.list(ids.map { Spec.string($0, node.location) }, node.location)))
            }
            return SpecNode(kind: .mapping(mapped), location: node.location, path: "")
        }
    }
}

/// The Swift files an import reads under a path.
public enum SwiftSourceImportFiles {
    /// The `.swift` files under `path` (the file itself, or a folder searched recursively, hidden folders skipped), sorted.
    public static func files(in path: String) throws -> [String] { try SwiftProject.swiftFiles(in: [path]) }
}
