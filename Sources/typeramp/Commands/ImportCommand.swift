import ArgumentParser
import Foundation
import TypeRampCore
import TypeRampDecoding
import TypeRampSwiftSource

/// `typeramp import`: what TypeRamp understands of SwiftUI source, as screens.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read SwiftUI source (.swift files and folders) and print the screens TypeRamp understood, with notes on what it did not.",
        discussion: """
            Every #Preview, PreviewProvider and View type that nothing else shows becomes a screen; views used by others are \
            inlined where they are used. --format yaml writes the screens format (typeramp layout and audit read it unchanged; \
            each node's `source` is its Swift line). Notes go to standard error with yaml. Exit status: 0 when the files were \
            read (with or without notes), 1 for unreadable input, and with --strict 2 when there are notes. See docs/swift-source.md.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case yaml, json }

    @Argument(help: "Swift files and folders.")
    var paths: [String] = []

    @Option(help: "yaml (the screens format, default) or json (screens, notes and counts).")
    var format: Format = .yaml

    @Option(name: .shortAndLong, help: "Write to this file (atomically) instead of standard output.")
    var output: String?

    @Flag(help: "Exit with status 2 when anything was not understood (there are notes).")
    var strict = false

    @OptionGroup(title: "Swift source")
    var swiftBuild: SwiftBuildOptions

    func run() throws {
        try reportingErrors {
            guard !paths.isEmpty else {
                throw InputError("give at least one Swift file or folder, e.g. typeramp import Sources/", at: SourceLocation(file: "typeramp import"))
            }
            if let output {
                // `import A.swift -o A.swift` would replace the source with YAML.
                let given = paths + swiftBuild.dependencies
                let inputs = given + given.flatMap { (try? SwiftSourceImportFiles.files(in: $0)) ?? [] }
                try OutputTarget.refuseOverwritingInput(output, inputs: inputs, option: "-o/--output")
            }
            // The same import `typeramp audit` makes: screens the layout model cannot take are left out here too, with the
            // same note, so both commands agree on what was skipped and why.
            let sources = try ScreenSources(paths, configuration: try swiftBuild.configuration(), dependencies: swiftBuild.dependencies)
            guard let imported = sources.swift, !imported.files.isEmpty else {
                // Every file refused (unreadable, not UTF-8, too large, too deeply bracketed): say why, file by file.
                if let unreadable = sources.swift?.unreadable, let last = unreadable.last {
                    for error in unreadable.dropLast() { writeStderr(error.description) }
                    throw last
                }
                throw InputError("no .swift files found", at: SourceLocation(file: paths.joined(separator: " ")))
            }
            if let output, format == .json {
                try writeAtomically(to: output) { write in try imported.writeJSON(write) }
            } else {
                let text = format == .yaml ? imported.yaml() : imported.json()
                if let output { try writeAtomically(text, to: output) } else { writeStdout(text) }
            }
            if format == .yaml || output != nil {
                for note in imported.notes { writeStderr(note.description.escapingControlCharacters) }
            }
            for error in imported.unreadable { writeStderr(error.description) }
            writeStderr(
                "typeramp: \(imported.files.count) Swift file\(imported.files.count == 1 ? "" : "s"), \(imported.viewCount) views, "
                    + "\(imported.screens.count) screens (\(imported.fullyImported) imported fully, \(imported.importedWithNotes) with notes), "
                    + "\(imported.skipped) views skipped, \(imported.notes.count) notes")
            if !imported.unreadable.isEmpty { throw ExitCode(1) }
            if strict && !imported.notes.isEmpty { throw ExitCode(2) }
        }
    }
}
