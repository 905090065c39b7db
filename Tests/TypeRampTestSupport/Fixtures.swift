import Foundation

/// Locates files the tests read: reference fixtures under `Tests/Fixtures/`, the repository's own
/// folders (examples, fonts), and the built `typeramp` binary.
public enum Fixtures {
    /// The repository root, found from this source file's path.
    public static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }  // Fixtures.swift, TypeRampTestSupport, Tests
        return url
    }()

    /// The path of `relative` inside `Tests/Fixtures/`.
    public static func path(_ relative: String) -> String {
        repositoryRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(relative).path
    }

    /// The path of `relative` inside the repository.
    public static func repositoryPath(_ relative: String) -> String {
        repositoryRoot.appendingPathComponent(relative).path
    }

    /// The text of a fixture file.
    public static func text(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }

    /// Rows of a CSV fixture as dictionaries keyed by the header; lines starting with `#` are comments.
    /// The fixtures hold plain comma-separated values without quoting.
    public static func csv(_ relative: String) throws -> [[String: String]] {
        let lines = try text(relative).split(separator: "\n", omittingEmptySubsequences: true)
            .map(String.init).filter { !$0.hasPrefix("#") }
        guard let header = lines.first?.split(separator: ",", omittingEmptySubsequences: false).map(String.init) else { return [] }
        return lines.dropFirst().map { line in
            let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            var row: [String: String] = [:]
            for (i, key) in header.enumerated() { row[key] = i < cells.count ? cells[i] : "" }
            return row
        }
    }
}

/// The result of running a command.
public struct CommandResult: Sendable {
    /// Exit status.
    public let status: Int32
    /// Everything written to standard output.
    public let stdout: String
    /// Everything written to standard error.
    public let stderr: String
}

/// Runs the built `typeramp` binary (next to the test bundle) with `arguments` in the repository root.
public func runTypeRamp(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> CommandResult {
    let binary = builtProductsDirectory().appendingPathComponent("typeramp")
    return try runProcess(binary.path, arguments, stdin: stdin, environment: environment)
}

/// Runs an executable and captures its output.
public func runProcess(
    _ executable: String, _ arguments: [String], stdin: String? = nil,
    environment: [String: String] = [:], directory: URL = Fixtures.repositoryRoot
) throws -> CommandResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var env = ProcessInfo.processInfo.environment
    for (k, v) in environment { env[k] = v }
    process.environment = env
    let out = Pipe(), err = Pipe(), input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    // Read both pipes concurrently so a large output cannot fill one pipe and block the child.
    // `@unchecked Sendable`: `data` is written once, by the reading thread before `group.leave()`, and read only after
    // `group.wait()` has returned.
    final class Box: @unchecked Sendable { var data = Data() }
    let errBox = Box()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
        errBox.data = err.fileHandleForReading.readDataToEndOfFile()
        group.leave()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return CommandResult(
        status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errBox.data, as: UTF8.self))
}

/// The folder holding the built products (`.build/debug`), found from the running test bundle.
public func builtProductsDirectory() -> URL {
    var url = Bundle.main.bundleURL
    if url.pathExtension == "xctest" { url.deleteLastPathComponent() }
    // On Linux the test runner may be the xctest bundle itself or a helper inside .build/<triple>/debug.
    if !FileManager.default.fileExists(atPath: url.appendingPathComponent("typeramp").path) {
        let candidate = Fixtures.repositoryRoot.appendingPathComponent(".build/debug")
        if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("typeramp").path) { return candidate }
    }
    return url
}
