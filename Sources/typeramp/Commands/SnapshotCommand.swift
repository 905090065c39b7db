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
        discussion: "Files go to OUT/<screen>/<category>@<width>.png and .txt; --contact-sheet adds OUT/<screen>/contact-sheet.png."
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
            for screen in try selection.screens(of: document) {
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
                        let base = "\(out)/\(screen.name)/\(category.uikitName)@\(formatDecimal(viewport.size.width))"
                        try AtomicFile.write(PNG.encode(renderer.render(solved, scale: scale)), to: base + ".png", createFolders: true)
                        try AtomicFile.write(solved.dump(), to: base + ".txt", createFolders: true)
                        written += [base + ".png", base + ".txt"]
                    }
                }
                if contactSheet {
                    let sheet = ContactSheet.render(
                        solvedAll, columns: 6, scale: min(scale, 1), title: "\(screen.name) · \(document.file)",
                        renderer: renderer)
                    let path = "\(out)/\(screen.name)/contact-sheet.png"
                    try AtomicFile.write(PNG.encode(sheet), to: path, createFolders: true)
                    written.append(path)
                }
            }
            writeStdout(written.map { "wrote \($0)" }.joined(separator: "\n") + "\n")
        }
    }
}
