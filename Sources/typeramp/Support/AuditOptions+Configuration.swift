import ArgumentParser
import Foundation
import TypeRampAudit
import TypeRampCore
import TypeRampLayout

/// Where the project's configuration comes from: `--config FILE`, else `.typeramp.yml` in the current folder or the
/// nearest folder above it (as SwiftLint finds `.swiftlint.yml`), unless `--no-config`.
struct ConfigurationOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The configuration file (default: .typeramp.yml in the current folder or the nearest one above it).", valueName: "file"))
    var config: String?

    @Flag(help: "Ignore .typeramp.yml: every setting from the command line and the defaults.")
    var noConfig = false

    /// The configuration in force (the defaults when there is no file). Throws located errors for a bad file.
    func load() throws -> ProjectConfiguration {
        if noConfig {
            if config != nil { throw AuditUsageError(message: "--config and --no-config exclude each other") }
            return ProjectConfiguration()
        }
        let cwd = FileManager.default.currentDirectoryPath
        if let config { return try ProjectConfiguration.load(path: config, workingDirectory: cwd) }
        guard let found = ProjectConfiguration.find(from: cwd) else { return ProjectConfiguration() }
        return try ProjectConfiguration.load(path: ProjectConfiguration.relativePath(from: cwd, to: found), workingDirectory: cwd)
    }
}

extension AuditMatrixOptions {
    /// These options with every setting not given on the command line taken from `project`.
    func applying(_ project: ProjectConfiguration) -> AuditMatrixOptions {
        var m = self
        if m.categories == nil { m.categories = project.categories }
        if m.widths == nil && m.devices == nil {
            if !project.widths.isEmpty { m.widths = project.widths.map { formatDecimal($0) }.joined(separator: ",") }
            if !project.devices.isEmpty { m.devices = project.devices.joined(separator: ",") }
        }
        if m.locales == nil && !project.locales.isEmpty { m.locales = project.locales.joined(separator: ",") }
        if m.catalogs.isEmpty { m.catalogs = project.strings }
        if m.pseudo == nil && !project.pseudo.isEmpty { m.pseudo = project.pseudo.joined(separator: ",") }
        if m.baseLocale == nil { m.baseLocale = project.baseLocale }
        if project.boldText { m.boldText = true }
        if m.baseline == nil { m.baseline = project.baseline }
        return m
    }
}

extension AuditOutputOptions {
    /// These options with the report settings not given on the command line taken from `project`.
    func applying(_ project: ProjectConfiguration) -> AuditOutputOptions {
        var o = self
        if o.format == nil { o.format = AuditFormat(rawValue: project.reporter) }
        if o.report == nil { o.report = project.report }
        if o.sarif == nil { o.sarif = project.sarif }
        if project.strict { o.strict = true }
        return o
    }
}

extension ProjectConfiguration {
    /// The paths to audit: `arguments` when the command names any, else `included` (globs expanded). `excluded` leaves
    /// out files found inside a folder or by a glob; a file named on the command line is always audited (as SwiftLint
    /// does without `--force-exclude`).
    func auditPaths(arguments: [String], expandFolder: (String) throws -> [String]) throws -> [String] {
        let given = arguments.isEmpty ? included : arguments
        let excludedGlobs = excluded.map(PathGlob.init)
        func isExcluded(_ path: String) -> Bool {
            let p = displayPath(path)
            return excludedGlobs.contains { $0.matches(p) }
        }
        var out: [String] = []
        for item in given {
            let glob = PathGlob(item)
            if glob.hasWildcards {
                let files = glob.expand().filter { !isExcluded($0) }
                if files.isEmpty {
                    throw AuditUsageError(message: "'\(item)'\(file.map { " (\($0), included)" } ?? "") matches no screens or Swift file")
                }
                out += files
                continue
            }
            var isFolder: ObjCBool = false
            if !excludedGlobs.isEmpty, FileManager.default.fileExists(atPath: item, isDirectory: &isFolder), isFolder.boolValue {
                // A folder: its Swift files, less the excluded ones (the folder itself when none is excluded, so the
                // summary and the reports read as before).
                let files = try expandFolder(item)
                let kept = files.filter { !isExcluded($0) }
                out += kept.count == files.count ? [item] : kept
                continue
            }
            if arguments.isEmpty && isExcluded(item) { continue }
            out.append(item)
        }
        return out
    }
}
