import ArgumentParser
import Foundation
import TypeRampAudit
import TypeRampCore
import TypeRampDecoding
import TypeRampLabels
import TypeRampLayout
import TypeRampMetrics
import TypeRampSwiftSource
import TypeRampText

/// `typeramp label larger-text`: whether the app supports Apple's Larger Text label, with the evidence per screen.
struct LargerTextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "larger-text",
        abstract: "Does the app support the Larger Text accessibility label? Text growth and usability at AX1–AX5, per screen.",
        discussion: """
            typeramp label larger-text examples/swiftui
            typeramp label larger-text Sources --common-task Player --exempt 'NEW=decorative badge' --format markdown
            typeramp label larger-text audit.json        # the findings of a previous audit (typeramp audit … --json audit.json)
            Each text must reach 200 % of its size at Large (or follow its text style to AX5), and each screen must stay usable
            at AX1–AX5 (the audit's errors block, its warnings are issues). --categories, --baseline, --write-baseline and
            --shard do not apply. Exit status: 0 the app supports Larger Text, 2 it does not or has issues, 1 usage or input
            error. See docs/larger-text.md.
            """
    )

    @Argument(help: "Screens files (YAML or JSON), SwiftUI source (.swift files and folders), or a previous audit's JSON report.")
    var paths: [String] = []

    @OptionGroup(title: "Swift source")
    var swiftBuild: SwiftBuildOptions

    @OptionGroup(title: "Larger Text")
    var label: LargerTextSettingsOptions

    @OptionGroup var output: LargerTextOutputOptions
    @OptionGroup var matrix: AuditMatrixOptions
    @OptionGroup var configuration: ConfigurationOptions
    @OptionGroup var fonts: FontOptions

    func run() throws {
        try auditErrors {
            let project = try configuration.load()
            let paths = try project.auditPaths(arguments: self.paths, expandFolder: { try SwiftSourceImportFiles.files(in: $0) })
            guard !paths.isEmpty else {
                throw AuditUsageError(
                    message:
                        "give the app's screens: SwiftUI source, screens files or an audit's JSON report, e.g. typeramp label larger-text examples/swiftui"
                        + " (or list them under 'included' in .typeramp.yml)")
            }
            if try matrix.parsedCategories() != ContentSizeCategory.allCases {
                throw AuditUsageError(message: "--categories does not apply: Larger Text is judged at Large and AX1–AX5")
            }
            for (given, option) in [
                (matrix.baseline != nil, "--baseline"), (matrix.writeBaseline, "--write-baseline"), (matrix.shard != nil, "--shard"),
            ]
            where given {
                throw AuditUsageError(message: "\(option) does not apply to labels: every finding at AX1–AX5 counts, known or new")
            }
            guard matrix.jobs >= 0 else { throw AuditUsageError(message: "--jobs must be 0 (every core) or more") }
            if project.largerText.largestCategory != LargerTextCriteria.largestCategory.shortName {
                throw AuditUsageError(
                    message:
                        "\(project.file ?? ".typeramp.yml"): larger_text.largest_category \(project.largerText.largestCategory) is not supported yet: "
                        + "the label is judged up to ax5, the largest size iOS offers")
            }
            // The configuration file's tasks and exemptions, then the command line's.
            let settings = LargerTextSettings(project.largerText, origin: project.file ?? ".typeramp.yml").adding(try label.settings())
            let reports = paths.filter(LargerTextCommand.isAuditReport)
            if reports.count > 1 { throw AuditUsageError(message: "give one audit report (the shards' reports joined by typeramp audit merge)") }
            if output.format == .html && output.output == nil {
                throw AuditUsageError(message: "the HTML report is a folder of pages and pictures: give --output DIR (or --report DIR)")
            }
            let sources = paths.filter { !reports.contains($0) }
            let report = try reports.first.map { try JSONReporter.read(path: $0) }
            // The matrix, catalogs and rules of the configuration file, under the command line's (never its categories or
            // baseline: the label is judged at Large and AX1–AX5, on every finding).
            var matrix = self.matrix.applying(project)
            matrix.categories = nil
            matrix.baseline = nil
            var inputs = paths + matrix.inputFiles
            var catalogs = matrix.catalogs
            var screenPaths = sources.map(displayPath)
            if let report, let path = reports.first {
                matrix = self.matrix
                for (given, option) in [
                    (matrix.widths != nil || matrix.devices != nil, "--widths and --devices"),
                    (matrix.locales != nil || matrix.pseudo != nil, "--locales and --pseudo"),
                    (matrix.boldText, "--bold-text"), (!matrix.severity.isEmpty || !matrix.threshold.isEmpty, "--severity and --threshold"),
                ] where given {
                    throw AuditUsageError(message: "\(option) come from the audit report \(path.excerpt(200)): run the audit again to change them")
                }
                catalogs = matrix.catalogs
                if catalogs.isEmpty { catalogs = LargerTextCommand.catalogs(of: report) }
                if screenPaths.isEmpty { screenPaths = LargerTextCommand.sources(of: report) }
                inputs += catalogs
            } else if catalogs.isEmpty {
                // An app's own catalogs, found beside its Swift source as the audit finds them.
                let found = StringCatalog.discover(under: sources.filter { ScreenSources.isSwift($0) && !$0.hasSuffix(".swift") })
                if !found.isEmpty {
                    matrix.catalogs = found
                    writeStderr(discoveredCatalogsMessage(found))
                }
            }
            for file in output.files { try OutputTarget.refuseOverwritingInput(file.path, inputs: inputs, option: file.option) }
            try OutputTarget.refuseSharedOutputs(output.files.map { ($0.option, $0.path) })
            for folder in output.folders { try refuseFolderHoldingInputs(folder.path, inputs: inputs, option: folder.option) }

            let strings: LocalizedStrings, locales: [AuditLocale]
            if let report {
                (strings, locales) = (try loadCatalogs(catalogs), report.header.matrix.locales)
            } else {
                (strings, locales) = try matrix.localization(found: catalogs.isEmpty && !matrix.catalogs.isEmpty)
                catalogs = matrix.catalogs
            }
            let sourcesRead = try ScreenSources(screenPaths, configuration: try swiftBuild.configuration(), dependencies: swiftBuild.dependencies)
            if let summary = sourcesRead.summary { writeStderr(summary) }
            guard !sourcesRead.paths.isEmpty else {
                throw AuditUsageError(message: "the Swift files given hold no screen to judge (no #Preview and no View, or each one left out above)")
            }
            let rules = report == nil ? try matrix.rules(base: project.ruleConfiguration) : RuleConfiguration()
            let input = try AuditInput.load(
                files: sourcesRead.paths, library: fonts.library(), engine: TextEngine(), strings: strings, locales: locales, rules: rules,
                loader: sourcesRead.load, keepGoing: true)
            let failures = sourcesRead.failures + input.failures
            for failure in failures { writeStderr("typeramp: " + failure.description) }
            if !failures.isEmpty && input.screens.isEmpty { throw ExitCode(1) }
            let progress = output.noProgress ? nil : ProgressLine(interactive: Terminal.stderrIsInteractive)
            let onProgress: @Sendable (AuditProgress) -> Void = { p in
                progress?.update(done: p.done, total: p.total, errors: p.errors, warnings: p.warnings)
            }
            let evaluation: LargerTextReport
            do {
                if let report, let path = reports.first {
                    evaluation = try LargerTextRun.evaluate(
                        report: report, path: displayPath(path), input: input, jobs: matrix.jobs, settings: settings, progress: onProgress)
                } else {
                    evaluation = try LargerTextRun.audit(
                        input, widths: try matrix.parsedWidths(), locales: locales, boldText: matrix.boldText ? [false, true] : [false],
                        rules: rules, jobs: matrix.jobs, reproduceArguments: catalogs.flatMap { ["--strings", $0] }, settings: settings,
                        progress: onProgress)
                }
            } catch let error as LargerTextError {
                progress?.finish()
                throw AuditUsageError(message: error.description)
            }
            progress?.finish()
            try write(evaluation, input: input)
            if !failures.isEmpty || !sourcesRead.unreadable.isEmpty {
                writeStderr(
                    "typeramp: \(max(failures.count, sourcesRead.unreadable.count)) input(s) could not be read (above); the others were judged · exit 1"
                )
                throw ExitCode(1)
            }
            if evaluation.exitStatus != 0 { throw ExitCode(evaluation.exitStatus) }
        }
    }

    /// Writes every output asked for: files atomically, folders whole, the main format last on standard output.
    func write(_ evaluation: LargerTextReport, input: AuditInput) throws {
        func render(_ format: LargerTextFormat) -> String {
            switch format {
            case .text: return evaluation.text()
            case .json: return evaluation.json()
            case .markdown: return evaluation.markdown()
            case .html: return ""
            }
        }
        for file in output.files { try AtomicFile.write(render(file.format), to: file.path, createFolders: true) }
        if !output.folders.isEmpty {
            let pictures = LargerTextPictures(input: input, matrix: evaluation.matrix)
            for folder in output.folders {
                let writer = LargerTextHTMLWriter(
                    folder: folder.path, pictures: pictures, force: output.force, waiting: { writeStderr("typeramp: " + $0) })
                try writer.write(evaluation)
                for note in writer.notes { writeStderr("typeramp: " + note) }
            }
        }
        if output.output == nil { writeStdout(render(output.format)) }
    }

    /// Whether `path` is a TypeRamp audit report: a JSON file that starts with the audit's schema.
    static func isAuditReport(_ path: String) -> Bool {
        guard path.hasSuffix(".json"), let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = String(decoding: (try? handle.read(upToCount: 4096)) ?? Data(), as: UTF8.self)
        return head.contains("\"schema\": \"typeramp.audit/") || head.contains("\"schema\":\"typeramp.audit/")
    }

    /// The string catalogs an audit report was made with (its reproduce commands' `--strings`).
    static func catalogs(of report: AuditReport) -> [String] {
        let args = report.header.reproduceArguments
        return stride(from: 0, to: args.count - 1, by: 1).compactMap { args[$0] == "--strings" ? args[$0 + 1] : nil }
    }

    /// The sources an audit report was made from: the paths its findings name as given (a Swift folder), then the files
    /// its screens are declared in that none of those holds.
    static func sources(of report: AuditReport) -> [String] {
        var out: [String] = []
        for f in report.findings where !out.contains(f.file) { out.append(f.file) }
        for screen in report.header.screens where !out.contains(where: { screen.file == $0 || screen.file.hasPrefix($0 + "/") }) {
            out.append(screen.file)
        }
        return out
    }
}
