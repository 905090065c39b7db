import Foundation
import PackagePlugin

/// The build-tool plugin: add `plugins: [.plugin(name: "TypeRampBuildToolPlugin", package: "TypeRamp")]` to a target
/// and every build that changed one of its Swift files (or the package's `.typeramp.yml`) audits the target's folder
/// with `typeramp audit`, as SwiftLint's build-tool plugin lints it. Findings are printed as `file:line:column:
/// warning: …` lines with absolute paths, which Xcode shows at the Swift line and `swift build` prints. An error-severity
/// finding fails the build (the audit's exit status 2), as a SwiftLint error does; make a rule a warning with
/// `severity:` in `.typeramp.yml`. Unverified findings are information and never fail it.
///
/// The command's one declared output is a Swift file of comments in the plugin's work folder (`--build-stamp`): SwiftPM
/// runs a build command only to make its outputs and reruns it only when an input changed, and it would bundle any
/// output other than Swift source into the target as a resource.
@main
struct TypeRampBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
        guard !sources.isEmpty else { return [] }
        let configuration = context.package.directoryURL.appending(path: ".typeramp.yml")
        let hasConfiguration = FileManager.default.fileExists(atPath: configuration.path)
        let stamp = context.pluginWorkDirectoryURL.appending(path: "\(target.name)+TypeRampAudit.swift")
        var arguments = ["audit", target.directoryURL.path, "--no-progress", "--build-stamp", stamp.path]
        // The build runs the tool from a folder of SwiftPM's choosing: name the configuration, or none.
        arguments += hasConfiguration ? ["--config", configuration.path] : ["--no-config"]
        return [
            .buildCommand(
                displayName: "TypeRamp: auditing \(target.name) at every Dynamic Type size",
                executable: try context.tool(named: "typeramp").url,
                arguments: arguments,
                inputFiles: sources + (hasConfiguration ? [configuration] : []),
                outputFiles: [stamp])
        ]
    }
}
