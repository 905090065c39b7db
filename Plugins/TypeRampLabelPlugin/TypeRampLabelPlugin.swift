import Foundation
import PackagePlugin

/// `swift package typeramp-label [--target NAME …] [LABEL OPTIONS…]`: runs `typeramp label larger-text` in the package's
/// folder, with the `typeramp` this package builds, and answers whether the app supports Apple's Larger Text
/// accessibility label (docs/larger-text.md). `--target NAME` (repeatable) labels that target's folder (its SwiftUI views
/// and previews); without it the command reads `included` from the package's `.typeramp.yml`, or the paths given. Every
/// other argument goes to `typeramp label larger-text` unchanged (`--format markdown`, `--common-task`, `--exempt`). The
/// command fails unless the app supports Larger Text (the label's exit status 2), so CI can hold a release on it.
@main
struct TypeRampLabelPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var paths: [String] = []
        for name in targetNames {
            guard let target = context.package.targets.first(where: { $0.name == name }) else {
                let names = context.package.targets.map(\.name).sorted().joined(separator: ", ")
                throw LabelPluginFailure("no target named '\(name)' in the package; targets: \(names)")
            }
            paths.append(target.directoryURL.path)
        }
        let tool = try context.tool(named: "typeramp")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["label", "larger-text"] + paths + extractor.remainingArguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return
        case 2: throw LabelPluginFailure("the app does not support Larger Text yet, or supports it with issues (exit status 2)")
        case let status: throw LabelPluginFailure("typeramp label larger-text failed (exit status \(status)): see its message above")
        }
    }
}

/// A failure the plugin reports (SwiftPM prints it and exits non-zero).
struct LabelPluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
