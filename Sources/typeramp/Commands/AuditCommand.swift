import ArgumentParser
import Foundation
import TypeRampAudit
import TypeRampCore
import TypeRampLayout
import TypeRampText

/// `typeramp audit`: every screen × category × width × locale × Bold Text, in one command.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit screens across every content-size category, width, language and Bold Text setting.",
        discussion: """
        typeramp audit examples/app/*.yaml --strings examples/app/Localizable.xcstrings --locales de,ar --report report
        Exit status: 0 clean, 1 usage or input error, 2 errors found, 3 warnings found with --strict.
        Every option: typeramp audit check --help. See docs/audit.md for the rules, the formats, baselines and sharding.
        """,
        subcommands: [AuditCheckCommand.self, AuditMergeCommand.self],
        defaultSubcommand: AuditCheckCommand.self
    )
}

/// The audit itself (the default subcommand: `typeramp audit FILES…`).
struct AuditCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Audit screens files (the default: 'typeramp audit FILES…' runs this)."
    )

    @Argument(help: "Screens files (YAML or JSON).")
    var files: [String] = []

    @OptionGroup var matrix: AuditMatrixOptions
    @OptionGroup var output: AuditOutputOptions
    @OptionGroup var fonts: FontOptions

    func run() throws {
        try auditErrors {
            guard !files.isEmpty else { throw AuditUsageError(message: "give at least one screens file, e.g. typeramp audit examples/app/*.yaml") }
            if matrix.writeBaseline && matrix.baseline == nil { throw AuditUsageError(message: "--write-baseline needs --baseline FILE to write to") }
            let rules = try matrix.rules()
            let (strings, locales) = try matrix.localization()
            let auditMatrix = AuditMatrix(categories: try matrix.parsedCategories(), widths: try matrix.parsedWidths(), locales: locales,
                                          boldText: matrix.boldText ? [false, true] : [false])
            let shard = try matrix.parsedShard()
            guard matrix.jobs >= 0 else { throw AuditUsageError(message: "--jobs must be 0 (every core) or more") }
            var baseline: Baseline?
            if let path = matrix.baseline, !matrix.writeBaseline { baseline = try Baseline.load(path: path) }
            let input = try AuditInput.load(files: files.map(displayPath), library: fonts.library(), engine: TextEngine(), strings: strings,
                                            locales: locales, rules: rules)
            let auditor = Auditor(input: input, configuration: AuditConfiguration(matrix: auditMatrix, rules: rules, shard: shard,
                                                                                  baseline: baseline, jobs: matrix.jobs))
            let progress = output.noProgress ? nil : ProgressLine(interactive: Terminal.stderrIsInteractive)
            let report = auditor.run { p in progress?.update(done: p.done, total: p.total, errors: p.errors, warnings: p.warnings) }
            progress?.finish()
            if matrix.writeBaseline, let path = matrix.baseline {
                try write(Baseline.document(for: report.findings), to: path)
                let count = report.findings.filter { $0.severity != .information && $0.status != .suppressed }.count
                writeStderr("typeramp: wrote \(count) finding\(count == 1 ? "" : "s") to the baseline \(path)")
                return
            }
            try emit(report, output: output) { try ReportPictures.make(for: report, auditor: auditor) }
            let status = report.exitStatus(strict: output.strict)
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
            let parsed = try reports.map { try JSONReporter.read(path: $0) }
            let merged: AuditReport
            do { merged = try AuditReport.merge(parsed) } catch let error as MergeError { throw AuditUsageError(message: "cannot merge: \(error)") }
            try emit(merged, output: output) {
                ReportPictures.Result(pictures: [:], contactSheets: [:],
                                      note: "A merged report has no pictures: the shards' JSON does not carry them. Run the audit unsharded for an HTML report with pictures.")
            }
            let status = merged.exitStatus(strict: output.strict)
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

/// Writes the report in every format asked for. Pictures are made only when an HTML report is written.
func emit(_ report: AuditReport, output: AuditOutputOptions, pictures: () throws -> ReportPictures.Result) throws {
    var cached: ReportPictures.Result?
    func html() throws -> String {
        if cached == nil { cached = try pictures() }
        return HTMLReporter.write(report, pictures: cached!.pictures, contactSheets: cached!.contactSheets, picturesNote: cached!.note,
                                  strict: output.strict)
    }
    func render(_ format: AuditFormat, forTerminal: Bool) throws -> String {
        switch format {
        case .text: return TextReporter.write(report, color: forTerminal && Terminal.colorOnStdout, strict: output.strict)
        case .json: return JSONReporter.write(report)
        case .sarif: return SARIFReporter.write(report)
        case .junit: return JUnitReporter.write(report, strict: output.strict)
        case .html: return try html()
        }
    }
    if let path = output.json { try write(JSONReporter.write(report), to: path) }
    if let path = output.sarif { try write(SARIFReporter.write(report), to: path) }
    if let path = output.junit { try write(JUnitReporter.write(report, strict: output.strict), to: path) }
    if let dir = output.report {
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try write(try html(), to: (dir as NSString).appendingPathComponent("index.html"))
    }
    if let path = output.output {
        try write(try render(output.format, forTerminal: false), to: path)
    } else {
        writeStdout(try render(output.format, forTerminal: true))
    }
}

/// Writes `text` to `path`, as a located error when it cannot.
func write(_ text: String, to path: String) throws {
    do {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
        throw InputError("cannot write the file: \(error.localizedDescription)", at: SourceLocation(file: path))
    }
}
