import ArgumentParser
import Foundation
import TypeRampAudit

/// `typeramp config`: the project's configuration, resolved.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Check .typeramp.yml and show the configuration in force.",
        discussion: """
            Finds .typeramp.yml as 'typeramp audit' does (the current folder, then each folder above it; or --config FILE),
            checks every key (an unknown key or a bad value is an error with the file, line and column; exit 1) and, with
            --print, writes the resolved configuration: every key with its value, defaults included, as a .typeramp.yml.
            Every key and its default: docs/configuration.md.
            """
    )

    @Flag(help: "Print the resolved configuration.")
    var print = false

    @OptionGroup var options: ConfigurationOptions

    func run() throws {
        try auditErrors {
            let project = try options.load()
            if print {
                writeStdout(project.yaml())
            } else {
                writeStderr("typeramp: " + (project.file.map { "\($0) is valid" } ?? "no \(ProjectConfiguration.fileName) found: the defaults apply"))
            }
        }
    }
}
