import ArgumentParser
import Foundation
import TypeRampCore
import TypeRampLabels

/// The formats of `typeramp label larger-text`.
enum LargerTextFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, markdown, html
}

/// The Larger Text settings given on the command line: exemptions and common tasks. A configuration file
/// (`larger_text:` in `.typeramp.yml`) will give the same ``LargerTextSettings``; these options then add to it.
struct LargerTextSettingsOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Exempt a text (its text or key), a view (its id) or a whole screen (screen:NAME) that need not grow, with the reason: "
                + "TEXT_OR_ID=reason (repeatable).", valueName: "text-or-id=reason"))
    var exempt: [String] = []

    @Option(
        help: ArgumentHelp(
            "A common task the label is claimed for: a screen's name, or NAME=SCREEN,SCREEN… (repeatable; default: every screen).",
            valueName: "screen"))
    var commonTask: [String] = []

    /// The settings these options describe. Throws a usage error for an exemption without a reason or a task without a
    /// screen.
    func settings() throws -> LargerTextSettings {
        var settings = LargerTextSettings()
        for item in exempt {
            guard let eq = item.firstIndex(of: "="), item.startIndex != eq else {
                throw AuditUsageError(message: "--exempt takes TEXT_OR_ID=reason (or screen:NAME=reason), found '\(item.excerpt(80))'")
            }
            let name = String(item[..<eq]), reason = String(item[item.index(after: eq)...]).trimmingCharacters(in: .whitespaces)
            guard !reason.isEmpty else {
                throw AuditUsageError(
                    message: "--exempt \(name.excerpt(80)): give the reason it need not grow, e.g. --exempt '\(name.excerpt(40))=decorative'")
            }
            let target: LargerTextExemption.Target
            if name.hasPrefix("screen:") {
                let screen = String(name.dropFirst("screen:".count))
                guard !screen.isEmpty else { throw AuditUsageError(message: "--exempt screen:NAME=reason needs the screen's name") }
                target = .screen(screen)
            } else {
                target = .text(name)
            }
            settings.exemptions.append(LargerTextExemption(target: target, reason: reason, origin: "--exempt"))
        }
        for item in commonTask {
            var name = item, screens = [item]
            if let eq = item.firstIndex(of: "=") {
                name = String(item[..<eq])
                screens = item[item.index(after: eq)...].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            }
            guard !name.isEmpty, !screens.isEmpty else {
                throw AuditUsageError(message: "--common-task takes a screen's name or NAME=SCREEN,SCREEN…, found '\(item.excerpt(80))'")
            }
            settings.commonTasks.append(CommonTask(name: name, screens: screens))
        }
        return settings
    }
}

/// Where the Larger Text report goes: the main format on standard output (or `--output`), and extra files.
struct LargerTextOutputOptions: ParsableArguments {
    @Option(help: "text (default), json (schema typeramp.larger-text/1), markdown (a pull-request comment) or html (a folder: --output DIR).")
    var format: LargerTextFormat = .text

    @Option(help: ArgumentHelp("Write the --format report to this file (a folder for html) instead of standard output.", valueName: "path"))
    var output: String?

    @Option(help: ArgumentHelp("Also write the JSON report to this file.", valueName: "file"))
    var json: String?

    @Option(help: ArgumentHelp("Also write the Markdown report to this file.", valueName: "file"))
    var markdown: String?

    @Option(help: ArgumentHelp("Also write the HTML report, with pictures at Large and AX1–AX5, to DIR/index.html.", valueName: "dir"))
    var report: String?

    @Flag(help: "Write the HTML report into a folder TypeRamp did not write (its other files are kept).")
    var force = false

    @Flag(help: "No progress on standard error.")
    var noProgress = false

    /// The HTML folders asked for.
    var folders: [(option: String, path: String)] {
        [("--report", report), ("--output", format == .html ? output : nil)].compactMap { o, p in p.map { (o, $0) } }
    }

    /// The files asked for, each with its format.
    var files: [(option: String, path: String, format: LargerTextFormat)] {
        [("--output", format == .html ? nil : output, format), ("--json", json, .json), ("--markdown", markdown, .markdown)].compactMap { o, p, f in
            p.map { (o, $0, f) }
        }
    }
}
