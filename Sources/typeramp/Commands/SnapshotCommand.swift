import ArgumentParser
import Foundation
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampMetrics
import TypeRampRender

/// `typeramp snapshot`: pictures and text dumps of screens across categories.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Render screens to PNG and write their text dumps, at one or all categories and several devices.",
        discussion: """
            Files go to OUT/<screen>/<category>@<width>.png and .txt; --contact-sheet adds OUT/<screen>/contact-sheet.png. \
            <screen> is the screen's name made a safe file name (other characters become '-'). Each screen's folder is \
            written whole and swapped in at the end; a non-empty folder TypeRamp did not write is refused without --force.
            """
    )

    @Argument(help: "A screens file (YAML or JSON).")
    var file: String

    @Option(help: "Only this screen.")
    var screen: String?

    @Option(help: "A category, a range like large...ax5, or 'all' (default all).")
    var category: String = "all"

    @Option(help: "A device preset (repeatable); default: the screen's own.")
    var device: [String] = []

    @Option(help: "Pixels per point: 1, 2 or 3.")
    var scale: Double = 2

    @Option(help: "Output folder (default report/snapshots, under the git-ignored report/ folder).")
    var out: String = "report/snapshots"

    @Flag(help: "Also write one picture with every category side by side.")
    var contactSheet = false

    @Flag(help: "Write into a screen folder that TypeRamp did not write (its other files are kept).")
    var force = false

    @Flag(help: "Solve with Bold Text on.")
    var boldText = false

    @Option(help: "Locale of the strings; other than the base language it needs a catalog that has it (--strings).")
    var locale: String = "en"

    @Option(name: .customLong("strings"), help: ArgumentHelp("String catalogs, as the audit's --strings (repeatable).", valueName: "file"))
    var catalogs: [String] = []

    @Option(help: ArgumentHelp("A pseudolanguage instead of --locale: double-length, accented or rtl.", valueName: "name"))
    var pseudo: String?

    @OptionGroup var fonts: FontOptions

    func validate() throws {
        guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
    }

    func run() throws {
        try reportingErrors {
            var selection = try LayoutSelection.parse(
                [file, "--category", category, "--locale", locale] + (boldText ? ["--bold-text"] : [])
                    + catalogs.flatMap { ["--strings", $0] } + (pseudo.map { ["--pseudo", $0] } ?? []))
            selection.screen = screen
            let (document, resources) = try loadLayout(selection, fonts: fonts)
            let renderer = LayoutRenderer(resources: resources)
            let categories = try selection.categories()
            var written: [String] = []
            var taken: Set<String> = []
            for screen in try selection.screens(of: document) {
                // The screen's folder: its name made one safe file name, so no name (`../x`, `/etc`, a NUL) leads
                // outside `--out`; written whole and swapped in (``OutputFolder``).
                let folderName = FileName.unique(FileName.slug(screen.name), taken: &taken)
                let folder = try OutputFolder(
                    path: (out as NSString).appendingPathComponent(folderName), kind: "snapshots", force: force,
                    legacy: SnapshotCommand.legacyFiles, waiting: { writeStderr("typeramp: " + $0) })
                let viewports: [Viewport] =
                    try device.isEmpty
                    ? [screen.viewport]
                    : device.map { id in
                        guard let preset = Device.named(id) else {
                            let near = closestMatch(to: id, in: Device.presets.map(\.id)).map { " (did you mean '\($0)'?)" } ?? ""
                            throw ValidationError("unknown device '\(id)'\(near)")
                        }
                        return Viewport(device: preset, orientation: screen.viewport.orientation)
                    }
                var solvedAll: [SolvedLayout] = []
                for viewport in viewports {
                    for category in categories {
                        let context = try selection.context(category, viewport)
                        let solved = LayoutSolver.solve(screen, context: context, resources: resources)
                        solvedAll.append(solved)
                        let base = "\(category.uikitName)@\(formatDecimal(viewport.size.width))"
                        try folder.write(PNG.encode(renderer.render(solved, scale: scale)), to: base + ".png")
                        try folder.write(solved.dump(), to: base + ".txt")
                        written += [folder.displayPath(base + ".png"), folder.displayPath(base + ".txt")]
                    }
                }
                if contactSheet {
                    let sheet = ContactSheet.render(
                        solvedAll, columns: 6, scale: min(scale, 1), title: "\(screen.name) · \(document.file)",
                        renderer: renderer)
                    try folder.write(PNG.encode(sheet), to: "contact-sheet.png")
                    written.append(folder.displayPath("contact-sheet.png"))
                }
                try folder.commit()
                for note in folder.notes { writeStderr("typeramp: " + note) }
            }
            writeStdout(written.map { "wrote \($0.escapingControlCharacters)" }.joined(separator: "\n") + "\n")
        }
    }
}

extension SnapshotCommand {
    /// The pictures and dumps a `snapshot` from before TypeRamp marked its folders left in a screen's folder
    /// (`<category>@<width>.png` and `.txt`, `contact-sheet.png`); nil when the folder holds anything else.
    static func legacyFiles(_ folder: String) -> Set<String>? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder), !names.isEmpty else { return nil }
        let categories = Set(ContentSizeCategory.allCases.map(\.uikitName))
        for name in names where name != "contact-sheet.png" {
            let parts = name.split(separator: "@", maxSplits: 1)
            guard parts.count == 2, categories.contains(String(parts[0])), name.hasSuffix(".png") || name.hasSuffix(".txt"),
                case .regular = InputFile.kind(of: (folder as NSString).appendingPathComponent(name))
            else { return nil }
        }
        return Set(names)
    }
}
