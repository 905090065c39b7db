import ArgumentParser
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

/// `typeramp layout`: a screen solved at a category and width.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Solve screens at content-size categories and widths: frames, text lines, axis decisions, row heights, diagnostics.",
        discussion: "Frames are in screen points (0.5 pt precision in the tree). See docs/layout.md for the spec format."
    )

    enum Format: String, ExpressibleByArgument { case tree, json }

    @OptionGroup var selection: LayoutSelection
    @OptionGroup var fonts: FontOptions

    @Option(help: "tree (default) or json.")
    var format: Format = .tree

    func run() throws {
        try reportingErrors {
            let (document, resources) = try loadLayout(selection, fonts: fonts)
            var results: [SolvedLayout] = []
            for screen in try selection.screens(of: document) {
                let viewport = try selection.viewport(for: screen)
                for category in try selection.categories() {
                    let context = try selection.context(category, viewport)
                    results.append(LayoutSolver.solve(screen, context: context, resources: resources))
                }
            }
            switch format {
            case .tree: writeStdout(results.map { $0.dump() }.joined(separator: "\n"))
            case .json:
                let doc: JSONValue =
                    results.count == 1
                    ? results[0].json()
                    : .object([
                        ("schema", .string("typeramp.layouts/1")), ("layouts", .array(results.map { $0.json() })),
                    ])
                writeStdout(doc.serialized() + "\n")
            }
        }
    }
}

/// `typeramp voiceover`: what VoiceOver visits and speaks.
struct VoiceOverCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "voiceover",
        abstract: "Print VoiceOver's swipe order with what it speaks for each element, or the stops of one rotor."
    )

    @OptionGroup var selection: LayoutSelection
    @OptionGroup var fonts: FontOptions

    @Option(help: "Only this rotor's stops (headings, links, images, buttons, tables, or a custom rotor's name).")
    var rotor: String?

    func run() throws {
        try reportingErrors {
            let (document, resources) = try loadLayout(selection, fonts: fonts)
            var out = ""
            for screen in try selection.screens(of: document) {
                let viewport = try selection.viewport(for: screen)
                for category in try selection.categories() {
                    let context = try selection.context(category, viewport)
                    let solved = LayoutSolver.solve(screen, context: context, resources: resources)
                    let tree = solved.accessibility
                    out += "\(screen.name.escapingControlCharacters) · \(viewport.device.id) · \(category.uikitName)\n"
                    if let rotorName = rotor {
                        guard let found = tree.rotor(named: rotorName) else {
                            let names = tree.rotors.map(\.name)
                            let near = closestMatch(to: rotorName, in: names).map { " (did you mean '\($0)'?)" } ?? ""
                            throw ValidationError(
                                "no rotor '\(rotorName.excerpt())' on \(screen.name.excerpt())\(near); rotors: \(names.map { $0.excerpt() }.joined(separator: ", "))"
                            )
                        }
                        out += "rotor \(found.name.escapingControlCharacters): \(found.entries.count) stop\(found.entries.count == 1 ? "" : "s")\n"
                        for (stop, index) in found.entries.enumerated() {
                            out += "  \(stop + 1). \(tree.elements[index].spoken.escapingControlCharacters)  (swipe position \(index + 1))\n"
                        }
                    } else {
                        for (i, e) in tree.elements.enumerated() { out += "  \(i + 1). \(e.spoken.escapingControlCharacters)\n" }
                        if !tree.rotors.isEmpty {
                            out += "rotors: \(tree.rotors.map(\.name.escapingControlCharacters).joined(separator: ", "))\n"
                        }
                    }
                    for d in solved.diagnostics where d.rule.isAccessibility {
                        out += "  \(d.severity.rawValue) \(d.rule): \(d.message.escapingControlCharacters)\n"
                    }
                }
            }
            writeStdout(out)
        }
    }
}
