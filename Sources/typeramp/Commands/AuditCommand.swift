import ArgumentParser
import Foundation
import TypeRampAudit
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampSwiftSource
import TypeRampText

/// `typeramp audit`: every screen × category × width × locale × Bold Text, in one command.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit screens across every content-size category, width, language and Bold Text setting.",
        discussion: """
            typeramp audit examples/app/*.yaml --strings examples/app/Localizable.xcstrings --locales de,ar --report report
            Exit status: 0 clean, 1 usage or input error, 2 errors found, 3 warnings found with --strict.
            Settings come from .typeramp.yml (found from the current folder upward, or --config; docs/configuration.md),
            then the options below. 'typeramp config --print' shows them resolved.
            Shards: run with --shard i/n --format json, then 'typeramp audit merge SHARD.json…' joins the reports
            ('typeramp audit merge --help').
            See docs/audit.md for the rules, the formats, baselines and sharding, docs/ci.md for CI.
            """,
        subcommands: [AuditCheckCommand.self, AuditMergeCommand.self],
        defaultSubcommand: AuditCheckCommand.self
    )
}

/// The audit itself (the default subcommand: `typeramp audit FILES…`).
struct AuditCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Audit screens files (the default: 'typeramp audit FILES…' runs this).",
        discussion: """
            With no FILES, the paths of 'included' in .typeramp.yml are audited. Settings not given here come from
            .typeramp.yml (found from the current folder upward, or --config FILE; docs/configuration.md).
            Exit status: 0 clean, 1 usage or input error, 2 errors found, 3 warnings found with --strict.
            Sharded runs (--shard i/n --format json) are joined by 'typeramp audit merge SHARD.json…'.
            """
    )

    @Argument(help: "Screens files (YAML or JSON), and SwiftUI source: .swift files and folders (default: 'included' of .typeramp.yml).")
    var files: [String] = []

    @OptionGroup(title: "Swift source")
    var swiftBuild: SwiftBuildOptions

    @OptionGroup var matrix: AuditMatrixOptions
    @OptionGroup var output: AuditOutputOptions
    @OptionGroup var configuration: ConfigurationOptions
    @OptionGroup var fonts: FontOptions

    func run() throws {
        try auditErrors {
            let project = try configuration.load()
            var matrix = self.matrix.applying(project)
            let output = self.output.applying(project)
            let files = try project.auditPaths(arguments: self.files, expandFolder: { try SwiftSourceImportFiles.files(in: $0) })
            guard !files.isEmpty else {
                throw AuditUsageError(
                    message: project.file == nil || !self.files.isEmpty
                        ? "give at least one screens file, e.g. typeramp audit examples/app/*.yaml (or list them under 'included' in .typeramp.yml)"
                        : "nothing to audit: \(project.file!) has no 'included' paths (or every one is excluded), and no path was given")
            }
            if matrix.writeBaseline && matrix.baseline == nil { throw AuditUsageError(message: "--write-baseline needs --baseline FILE to write to") }
            let rules = try matrix.rules(base: project.ruleConfiguration)
            let explicitCatalogs = matrix.catalogs
            if matrix.catalogs.isEmpty {
                // An app's own catalogs, found beside its Swift source as Xcode bundles them: its keys read as it shows them.
                let found = StringCatalog.discover(under: self.files.filter { ScreenSources.isSwift($0) && !$0.hasSuffix(".swift") })
                if !found.isEmpty {
                    matrix.catalogs = found
                    writeStderr(discoveredCatalogsMessage(found))
                }
            }
            let (strings, locales) = try matrix.localization(found: explicitCatalogs.isEmpty && !matrix.catalogs.isEmpty)
            let auditMatrix = AuditMatrix(
                categories: try matrix.parsedCategories(), widths: try matrix.parsedWidths(), locales: locales,
                boldText: matrix.boldText ? [false, true] : [false])
            let shard = try matrix.parsedShard()
            guard matrix.jobs >= 0 else { throw AuditUsageError(message: "--jobs must be 0 (every core) or more") }
            var baseline: Baseline?
            if let path = matrix.baseline, !matrix.writeBaseline { baseline = try Baseline.load(path: path) }
            let sources = try ScreenSources(
                files.map(displayPath), configuration: try swiftBuild.configuration(), dependencies: swiftBuild.dependencies.map(displayPath))
            if let summary = sources.summary { writeStderr(summary) }
            // What the audit reads, which no report or baseline may be written over.
            let inputs = files + matrix.inputFiles + swiftBuild.dependencies
            guard !sources.paths.isEmpty else {
                throw AuditUsageError(message: "the Swift files given hold no screen to audit (no #Preview and no View, or each one left out above)")
            }
            // Like a linter, a file that cannot be read is a located error and the others are audited; the run then
            // ends with status 1.
            var input = try AuditInput.load(
                files: sources.paths, library: fonts.library(), engine: TextEngine(), strings: strings,
                locales: locales, rules: rules, loader: sources.load, keepGoing: true)
            let failures = sources.failures + input.failures
            for failure in failures { writeStderr("typeramp: " + failure.description) }
            if !failures.isEmpty {
                if input.screens.isEmpty { throw ExitCode(1) }
                if matrix.writeBaseline {
                    throw AuditUsageError(
                        message: "the baseline is not written: \(failures.count) input\(failures.count == 1 ? "" : "s") could not be read (above)")
                }
            }
            for note in Set(input.resources.flatMap { $0.ramp?.syntheticItalicNotes ?? [] }).sorted() { writeStderr("typeramp: " + note) }
            // A bound on the work one command can ask for (screens × categories × widths × languages × Bold Text).
            let cells =
                input.screens.count * auditMatrix.categories.count * auditMatrix.widths.count * auditMatrix.locales.count * auditMatrix.boldText.count
            let maximumCells = ProcessInfo.processInfo.environment["TYPERAMP_MAX_CELLS"].flatMap(Int.init) ?? 10_000_000
            if cells > maximumCells {
                throw AuditUsageError(
                    message:
                        "the audit has \(cells) cells, more than \(maximumCells); shard it (--shard i/n) or raise the limit with TYPERAMP_MAX_CELLS")
            }
            // And on the work of one screen (its views × its cells): a screen of 330,000 texts took 43 s and 2 GB to audit.
            let cellsPerScreen = cells / max(1, input.screens.count)
            let maximumWork = ProcessInfo.processInfo.environment["TYPERAMP_MAX_SCREEN_WORK"].flatMap(Int.init) ?? 2_500_000
            let isTooLarge = { (screen: AuditScreen) in screen.nodeCount * cellsPerScreen > maximumWork }
            let tooLarge = input.screens.filter(isTooLarge)
            for screen in tooLarge {
                writeStderr(
                    "typeramp: "
                        + InputError(
                            "screen '\(screen.name.excerpt(200))' holds \(screen.nodeCount) views: auditing them in \(cellsPerScreen) cells is more than the \(maximumWork) view-cells one screen may take, so it is left out; audit it with fewer categories or widths (--categories, --widths), split it, or raise the limit with TYPERAMP_MAX_SCREEN_WORK",
                            at: screen.location ?? SourceLocation(file: screen.file)
                        ).description)
            }
            if !tooLarge.isEmpty {
                input.screens.removeAll(where: isTooLarge)
                if input.screens.isEmpty { throw ExitCode(1) }
            }
            var configuration = AuditConfiguration(matrix: auditMatrix, rules: rules, shard: shard, baseline: baseline, jobs: matrix.jobs)
            configuration.reproduceArguments = explicitCatalogs.flatMap { ["--strings", $0] }  // found ones are found again
            let auditor = Auditor(input: input, configuration: configuration)
            let progress = output.noProgress ? nil : ProgressLine(interactive: Terminal.stderrIsInteractive)
            let onProgress: @Sendable (AuditProgress) -> Void = { p in
                progress?.update(done: p.done, total: p.total, errors: p.errors, warnings: p.warnings)
            }
            if matrix.writeBaseline, let path = matrix.baseline {
                try OutputTarget.refuseOverwritingInput(path, inputs: inputs, option: "--baseline")
                let file = try FileOutput(path: path)
                let writer = BaselineWriter(output: file)
                try auditor.run(into: writer, progress: onProgress)
                progress?.finish()
                try file.commit()
                writeStderr("typeramp: wrote \(writer.count) finding\(writer.count == 1 ? "" : "s") to the baseline \(path)")
                return
            }
            let reports = try ReportSinks(
                output: output, pictures: ReportPictures(auditor: auditor), picturesNote: nil, inputs: inputs)
            let summary = try auditor.run(into: reports.sink, progress: onProgress)
            progress?.finish()
            try reports.commit()
            if !failures.isEmpty || !tooLarge.isEmpty {
                let count = failures.count + tooLarge.count
                writeStderr(
                    "typeramp: \(count) input\(count == 1 ? "" : "s") could not be read or audited (above); the others were audited · exit 1")
                throw ExitCode(1)
            }
            let status = summary.exitStatus(strict: output.strict)
            // A Swift file that could not be read was reported up front and the rest audited; the run fails as a linter's
            // does when an input could not be read.
            if !sources.unreadable.isEmpty { throw ExitCode(1) }
            if status != 0 { throw ExitCode(status) }
        }
    }
}

/// `typeramp audit merge`: joins shard reports into the report of the whole matrix.
struct AuditMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the JSON reports of every shard (--shard i/n --format json) into one report."
    )

    @Argument(help: "The shards' JSON reports.")
    var reports: [String] = []

    @OptionGroup var output: AuditOutputOptions

    func run() throws {
        try auditErrors {
            guard !reports.isEmpty else { throw AuditUsageError(message: "give the shards' JSON reports") }
            let readers = try reports.map { try ShardReader(path: $0) }
            let sinks = try ReportSinks(
                output: output, pictures: nil,
                picturesNote:
                    "A merged report has no pictures: the shards' JSON does not carry them. Run the audit unsharded for an HTML report with pictures.",
                inputs: reports)
            let summary: AuditSummary
            do { summary = try AuditMerge.merge(readers, into: sinks.sink) } catch let error as MergeError {
                throw AuditUsageError(message: "cannot merge: \(error)")
            }
            try sinks.commit()
            let status = summary.exitStatus(strict: output.strict)
            if status != 0 { throw ExitCode(status) }
        }
    }
}

// MARK: - Shared

/// Runs `body`, printing input and usage errors as `typeramp: …` and exiting 1.
func auditErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as InputError {
        writeStderr("typeramp: " + error.description)
        throw ExitCode(1)
    } catch let error as AuditUsageError {
        writeStderr("typeramp: error: " + error.message)
        throw ExitCode(1)
    }
}

/// `./a/b.yaml` → `a/b.yaml`: the path reports, fingerprints and SARIF use.
func displayPath(_ path: String) -> String {
    var p = path
    while p.hasPrefix("./") { p.removeFirst(2) }
    return p
}

/// Every report the options ask for, fed together as the audit runs: files are written atomically when the audit is
/// done (``commit()``), the main format goes to standard output when no `--output` is given.
final class ReportSinks {
    let sink: SinkGroup
    private var files: [FileOutput] = []
    private var folders: [HTMLReportWriter] = []
    private let stdout: StringOutput?

    /// The sinks `output` asks for. `inputs` are the files the command reads: no report may be written over one of
    /// them, and no report folder may hold one.
    init(output: AuditOutputOptions, pictures: (any ReportPictureProvider)?, picturesNote: String?, inputs: [String]) throws {
        var sinks: [any AuditSink] = []
        var files: [FileOutput] = []
        var folders: [HTMLReportWriter] = []
        let named = [
            ("--output", output.resolvedFormat == .html ? nil : output.output), ("--json", output.json), ("--sarif", output.sarif),
            ("--junit", output.junit), ("--build-stamp", output.buildStamp),
        ]
        for (option, path) in named {
            if let path { try OutputTarget.refuseOverwritingInput(path, inputs: inputs, option: option) }
        }
        try OutputTarget.refuseSharedOutputs(named.compactMap { option, path in path.map { (option, $0) } })
        for (option, path) in [("--report", output.report), ("--output", output.resolvedFormat == .html ? output.output : nil)] {
            guard let path else { continue }
            try refuseFolderHoldingInputs(path, inputs: inputs, option: option)
            try refuseFolderHoldingOutputs(path, outputs: named.compactMap { o, p in p.map { (o, $0) } }, option: option)
        }
        // The HTML report's folder, which SARIF results link to (pictures exist only when the audit draws them).
        let reportFolder = pictures == nil ? nil : (output.report ?? (output.resolvedFormat == .html ? output.output : nil))
        func file(_ path: String) throws -> FileOutput {
            let f = try FileOutput(path: path)
            files.append(f)
            return f
        }
        func folder(_ dir: String) -> HTMLReportWriter {
            let writer = HTMLReportWriter(
                folder: dir, pictures: pictures, picturesNote: picturesNote, strict: output.strict, force: output.force,
                waiting: { writeStderr("typeramp: " + $0) })
            folders.append(writer)
            return writer
        }
        func writer(_ format: AuditFormat, to out: any ReportOutput, color: Bool) -> any AuditSink {
            switch format {
            case .text: return TextReportWriter(output: out, color: color, strict: output.strict)
            case .json: return JSONReportWriter(output: out)
            case .sarif: return SARIFReportWriter(output: out, reportFolder: reportFolder)
            case .junit: return JUnitReportWriter(output: out, strict: output.strict)
            case .github: return GitHubReportWriter(output: out)
            case .html: fatalError("the HTML report is a folder")
            }
        }
        if let path = output.json { sinks.append(JSONReportWriter(output: try file(path))) }
        if let path = output.sarif { sinks.append(SARIFReportWriter(output: try file(path), reportFolder: reportFolder)) }
        if let path = output.junit { sinks.append(JUnitReportWriter(output: try file(path), strict: output.strict)) }
        if let dir = output.report { sinks.append(folder(dir)) }
        if let path = output.buildStamp { sinks.append(BuildStampWriter(output: try file(path))) }
        if output.resolvedFormat == .html {
            guard let dir = output.output else {
                throw AuditUsageError(message: "the HTML report is a folder of pages and pictures: give --output DIR (or --report DIR)")
            }
            sinks.append(folder(dir))
            stdout = nil
        } else if let path = output.output {
            sinks.append(writer(output.resolvedFormat, to: try file(path), color: false))
            stdout = nil
        } else {
            let out = StringOutput()
            sinks.append(writer(output.resolvedFormat, to: out, color: Terminal.colorOnStdout))
            stdout = out
        }
        self.files = files
        self.folders = folders
        sink = SinkGroup(sinks)
    }

    /// Puts every file in place and prints the standard-output report.
    func commit() throws {
        for f in files { try f.commit() }
        for note in folders.flatMap(\.notes) { writeStderr("typeramp: " + note) }
        if let stdout { writeStdout(stdout.text) }
    }
}

/// Throws when the report folder `path` holds one of `inputs` (or is the current folder or one above it): the folder
/// is replaced whole, and the files being read must not move under the run.
func refuseFolderHoldingInputs(_ path: String, inputs: [String], option: String) throws {
    let absolute = absolutePath
    let folder = absolute(path)
    let current = absolute(".")
    if current == folder || current.hasPrefix(folder + "/") || folder == "/" {
        throw AuditUsageError(
            message: "\(option) \(path.excerpt(200)) is the current folder or one above it: give a folder of its own, such as report")
    }
    for input in inputs where absolute(input).hasPrefix(folder + "/") {
        throw AuditUsageError(
            message:
                "\(option) \(path.excerpt(200)) holds the input \(input.excerpt(200)): the report folder is replaced whole; give a folder of its own")
    }
}

/// Throws when another report file the command writes (`--json DIR/audit.json`) is inside the report folder `path`:
/// the folder is staged and put in place whole, so a file written into it by another writer would be seen as a
/// stranger's (and the folder refused) or set aside when the report replaces the folder.
func refuseFolderHoldingOutputs(_ path: String, outputs: [(option: String, path: String)], option: String) throws {
    let folder = absolutePath(path)
    for (other, file) in outputs where absolutePath(file).hasPrefix(folder + "/") {
        throw AuditUsageError(
            message:
                "\(other) \(file.excerpt(200)) is inside the report folder \(path.excerpt(200)) (\(option)), which is replaced whole: give the file a path outside it"
        )
    }
}

/// `p` made absolute from the current folder, standardized, with its symbolic links resolved.
func absolutePath(_ p: String) -> String {
    let full = p.hasPrefix("/") ? p : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(p)
    return ((full as NSString).standardizingPath as NSString).resolvingSymlinksInPath
}

/// `--build-stamp FILE`: the build-tool plugin's declared output, a Swift file holding only comments (what was audited
/// and the counts). The findings themselves go to the build log as `file:line:column: warning:` lines.
final class BuildStampWriter: AuditSink {
    private let output: any ReportOutput
    private var screens = 0

    init(output: any ReportOutput) { self.output = output }

    func begin(_ header: AuditHeader) throws {}
    func add(_ result: ScreenResult) throws { screens += 1 }
    func finish(_ summary: AuditSummary) throws {
        try output.write(
            """
            // Written by TypeRamp's build-tool plugin (typeramp audit --build-stamp): \(screens) screen(s) in \(summary.cellCount) cells,
            // \(summary.errors) errors, \(summary.warnings) warnings, \(summary.information) information. The findings are in the build log.
            // SwiftPM compiles this file, which declares nothing: any other kind of output would be bundled as a resource.

            """)
    }
}
