import Foundation
import PackagePlugin

/// `swift package typeramp-audit [--target NAME …] [AUDIT OPTIONS…]`: runs `typeramp audit` in the package's folder, with
/// the `typeramp` this package builds. `--target NAME` (repeatable) audits that target's folder (its SwiftUI views and
/// previews); without it the audit reads `included` from the package's `.typeramp.yml`, or the paths given. Every
/// other argument goes to `typeramp audit` unchanged. The command fails when the audit does (exit status 1, 2, or 3
/// with --strict), so CI can run it as it runs `swift test`. Writing reports into the package's folder needs
/// `swift package --allow-writing-to-package-directory typeramp-audit …` where SwiftPM sandboxes plugins (macOS).
@main
struct TypeRampAuditPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var paths: [String] = []
        for name in targetNames {
            guard let target = context.package.targets.first(where: { $0.name == name }) else {
                let names = context.package.targets.map(\.name).sorted().joined(separator: ", ")
                throw PluginFailure("no target named '\(name)' in the package; targets: \(names)")
            }
            paths.append(target.directoryURL.path)
        }
        let tool = try context.tool(named: "typeramp")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["audit"] + paths + extractor.remainingArguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return
        case 2: throw PluginFailure("typeramp audit found errors (exit status 2)")
        case 3: throw PluginFailure("typeramp audit found warnings with --strict (exit status 3)")
        case let status: throw PluginFailure("typeramp audit failed (exit status \(status)): see its message above")
        }
    }
}

/// A failure the plugin reports (SwiftPM prints it and exits non-zero).
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
