import ArgumentParser
import Foundation
import TypeRampCore
import TypeRampDecoding

/// The `typeramp` command: Dynamic Type and accessibility layout checks off the device.
@main
struct TypeRampCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "typeramp",
        abstract: "Dynamic Type and accessibility layout checks off the device.",
        discussion:
            "Text styles × the 12 content-size categories, UIFontMetrics scaling, type ramps, text measurement, screens solved at every size, VoiceOver order, snapshots, design tokens and the layout audit. See README.md.",
        version: "0.2.0",
        subcommands: [
            MetricsCommand.self,
            ScaleCommand.self,
            RampCommand.self,
            LayoutCommand.self,
            ImportCommand.self,
            ConstructsCommand.self,
            VoiceOverCommand.self,
            SnapshotCommand.self,
            MeasureCommand.self,
            BreaksCommand.self,
            TokensCommand.self,
            AuditCommand.self,
            RulesCommand.self,
            ConfigCommand.self,
            LabelCommand.self,
        ]
    )

    /// Entry point. Rewrites `scale --table` given without a table name (the documented way to print the
    /// multipliers) into `--table line-spacing` before parsing, since options cannot have optional values.
    static func main() {
        ProcessSignals.install()
        // No output of this run may replace a file it reads (FilesRead).
        FilesRead.enable()
        // An error quotes what it read only from the current folder and the paths the command line names.
        let commandLine = Array(CommandLine.arguments.dropFirst())
        let given = commandLine.filter { !$0.isEmpty && !$0.hasPrefix("-") && FileManager.default.fileExists(atPath: $0) }
        // The folder of a configuration given with --config holds the project it describes (its `included:` files).
        let configFolders = commandLine.indices.compactMap { i -> String? in
            if commandLine[i].hasPrefix("--config=") { return String(commandLine[i].dropFirst("--config=".count)) }
            return commandLine[i] == "--config" && i + 1 < commandLine.count ? commandLine[i + 1] : nil
        }.map { ($0 as NSString).deletingLastPathComponent }
        let roots = ["."] + given + configFolders
        // (Standard input and other names that are no file on disk are the user's own input.)
        InputError.mayQuote = { file in
            !FileManager.default.fileExists(atPath: file) || InputFile.isInside(file, folders: roots)
                || given.contains { InputFile.sameFile($0, file) }
        }
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "scale", let i = arguments.firstIndex(of: "--table"),
            i + 1 == arguments.count || arguments[i + 1].hasPrefix("-")
        {
            arguments.insert("line-spacing", at: i + 1)
        }
        // `typeramp audit --help` shows the audit's flags (they belong to its default subcommand, `check`).
        if arguments.first == "audit", arguments.contains(where: { $0 == "--help" || $0 == "-h" }),
            !["check", "merge"].contains(arguments.dropFirst().first ?? "")
        {
            arguments.insert("check", at: 1)
        }
        // One exit-status scheme in every command (docs/audit.md): a usage error is 1, as an input error is; 2 and 3 report
        // findings. ArgumentParser's own usage status (64) is not used.
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                writeStderr(fullMessage(for: error))
                Foundation.exit(1)
            }
            // `--help`, `--version`, `help`: written as every output is, so a closed or full standard output is exit 1
            // with a message, not success with the text lost.
            if exitCode(for: error) == .success {
                let message = fullMessage(for: error)
                if !message.isEmpty { writeStdout(message + "\n") }
                Foundation.exit(0)
            }
            exit(withError: error)
        }
    }
}
