import Foundation
import Testing
import TypeRampTestSupport

/// Every `typeramp` command the README shows runs as written, in a fresh copy of the examples: no usage or input error
/// (exit 1), no crash. Findings (2, or 3 with --strict) are expected: the examples contain them on purpose.
@Suite struct ReadmeCommandsTests {
    /// The README's shell lines that call typeramp, comments removed, in order.
    static func commands() throws -> [String] {
        let readme = try String(contentsOfFile: Fixtures.repositoryPath("README.md"), encoding: .utf8)
        var lines: [String] = []
        var inShell = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") { inShell = line == "```sh"; continue }
            guard inShell, line.contains("typeramp ") else { continue }
            let command = line.replacingOccurrences(of: #"\s{2,}#.*$"#, with: "", options: .regularExpression)
            lines.append(command)
        }
        return lines
    }

    @Test func everyReadmeCommandRuns() throws {
        let commands = try Self.commands()
        #expect(commands.count >= 20, "the README's command blocks were not found")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("typeramp-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        // The README's commands run from the repository's root: its examples and the fonts the example ramp names.
        for folder in ["examples", "fonts"] {
            try FileManager.default.copyItem(atPath: Fixtures.repositoryPath(folder), toPath: work.appendingPathComponent(folder).path)
        }
        let path = builtProductsDirectory().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        for command in commands {
            let result = try runProcess("/bin/sh", ["-c", command + " > /dev/null"], environment: ["PATH": path, "NO_COLOR": "1"], directory: work)
            let allowed: Set<Int32> = command.contains("--strict") ? [0, 2, 3] : [0, 2]
            #expect(allowed.contains(result.status), "\(command) exited \(result.status): \(result.stderr.prefix(400))")
        }
        // The shard loop and the merge wrote what they say.
        #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent("audit.sarif").path))
    }
}
