import Foundation
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampSwiftSource

/// The screens a command reads: YAML and JSON screens files, and Swift source (`.swift` files and folders of them),
/// imported once per run with every Swift path of the command line as context (a view defined in one file is inlined where
/// another uses it). `Sendable`: every stored property is a `let` of a `Sendable` type, set in `init` and read from
/// the audit's worker threads.
final class ScreenSources: Sendable {
    /// The Swift import of every Swift path given, nil when there is none.
    let swift: SwiftImport?
    /// The paths given, with Swift paths that hold no screen left out (they are reported on standard error).
    let paths: [String]
    private let screensBySwiftPath: [String: [ImportedScreen]]
    /// The Swift paths given (files and folders).
    private let swiftPaths: [String]
    /// Swift folders that hold no `.swift` file at all, each a located error: reported, never skipped silently.
    let failures: [InputError]
    /// Why imported screens were left out (a value the layout model refuses), one note each. `typeramp import` does not
    /// decode its screens, so it cannot list these: they are reported here.
    private let leftOut: [ImportNote]

    /// Whether `path` is Swift source: a `.swift` file, or a folder (folders are searched for `.swift` files).
    static func isSwift(_ path: String) -> Bool {
        if path.hasSuffix(".swift") { return true }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Imports the Swift paths among `paths`, with the sources of the packages they import (`dependencies`, read where
    /// the app uses them, never screens). Throws an ``InputError`` for a path that cannot be read.
    init(_ paths: [String], configuration: BuildConfiguration = .iOS, dependencies: [String] = []) throws {
        let swiftPaths = paths.filter(ScreenSources.isSwift)
        self.swiftPaths = swiftPaths
        // Folders and files that cannot be read are the importer's (``unreadable``); a folder with no Swift file at all
        // is named here, so that it is not skipped silently when other paths hold screens.
        var failures: [InputError] = []
        for path in swiftPaths where !path.hasSuffix(".swift") && ((try? SwiftSourceImportFiles.files(in: path)) ?? []).isEmpty {
            failures.append(InputError("the folder holds no .swift files (a folder is read as Swift source)", at: SourceLocation(file: path)))
        }
        self.failures = failures
        guard !swiftPaths.isEmpty else {
            swift = nil
            self.paths = paths
            screensBySwiftPath = [:]
            leftOut = []
            return
        }
        var imported = try SwiftSourceImporter.importFiles(swiftPaths, dependencies: dependencies, configuration: configuration)
        // A screen the layout model cannot take (a value out of its range the importer let through) is left out with a
        // note, so one odd view never stops the audit of the others.
        var usable: [ImportedScreen] = []
        var leftOut: [ImportNote] = []
        for screen in imported.screens {
            do {
                _ = try LayoutDocument.decode(imported.document(of: [screen]), file: screen.source.file)
                usable.append(screen)
            } catch {
                leftOut.append(ImportNote("screen '\(screen.name)' is left out: \(error)", at: screen.source))
                imported.skipped += 1
            }
        }
        imported.notes += leftOut
        imported.screens = usable
        self.leftOut = leftOut
        var byPath: [String: [ImportedScreen]] = [:]
        for path in swiftPaths {
            let files = Set(try SwiftSourceImportFiles.files(in: path))
            byPath[path] = imported.screens.filter { files.contains($0.source.file) }
        }
        swift = imported
        screensBySwiftPath = byPath
        self.paths = paths.filter { !ScreenSources.isSwift($0) || !(byPath[$0]?.isEmpty ?? true) }
    }

    /// Reads `path`: the imported screens of a Swift path, or a YAML/JSON screens file. A Swift path without screens
    /// is an error naming it.
    func load(_ path: String) throws -> SpecNode {
        if let swift, let screens = screensBySwiftPath[path] {
            guard !screens.isEmpty else {
                let files = Set(try SwiftSourceImportFiles.files(in: path))
                let reasons = leftOut.filter { files.contains($0.location.file) }
                let message =
                    files.isEmpty
                    ? "the folder holds no .swift files"
                    : !reasons.isEmpty
                        ? "no screen that TypeRamp can lay out: " + reasons.map(\.description).joined(separator: "; ")
                        : "no screens: no #Preview, PreviewProvider or View type (typeramp import \(path) lists what it read)"
                throw InputError(message, at: SourceLocation(file: path))
            }
            return swift.document(of: screens)
        }
        return try SpecReader.load(path: path)
    }

    /// A one-line account of the import for standard error, or nil without Swift input.
    var summary: String? {
        guard let swift else { return nil }
        var text =
            "typeramp: Swift: \(swift.files.count) file\(swift.files.count == 1 ? "" : "s"), \(swift.viewCount) view\(swift.viewCount == 1 ? "" : "s"), "
        text +=
            "\(swift.screens.count) screen\(swift.screens.count == 1 ? "" : "s") (\(swift.fullyImported) imported fully, \(swift.importedWithNotes) with notes)"
        text += ", \(swift.skipped) view\(swift.skipped == 1 ? "" : "s") skipped"
        let importNotes = swift.notes.count - leftOut.count
        if importNotes > 0 {
            text += "; \(importNotes) note\(importNotes == 1 ? "" : "s"): typeramp import \(swiftPaths.joined(separator: " ")) lists them"
        }
        for note in leftOut { text += "\n" + note.description.escapingControlCharacters }
        for error in swift.unreadable { text += "\n" + error.description }
        return text
    }

    /// Files and folders that could not be read (each reported; the command exits 1 at the end, as a linter does).
    var unreadable: [InputError] { swift?.unreadable ?? [] }
}
