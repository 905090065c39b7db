import Foundation

/// What a finished child process left behind.
public struct ProcessResult: Sendable {
    /// The exit status (or the signal number when it was killed by one).
    public let status: Int32
    /// Everything it wrote to standard output, as UTF-8.
    public let stdout: String
    /// Everything it wrote to standard error, as UTF-8.
    public let stderr: String

    /// `status`, then stderr and stdout, for test failure messages.
    public var summary: String { "exit \(status)\nstderr:\n\(stderr)\nstdout:\n\(stdout.prefix(4000))" }
}

/// Runs tools the tests use as independent checkers (python3, swiftc) and the built `typeramp` binary.
public enum Subprocess {
    /// Runs `command` (a path, or a name looked up on PATH through `/usr/bin/env`) with `arguments` and waits for it.
    /// Output goes through temporary files, so a chatty child can never block on a full pipe.
    public static func run(_ command: String, _ arguments: [String], in directory: URL? = nil) throws -> ProcessResult {
        let scratch = try TemporaryDirectory()
        let outURL = scratch.url.appendingPathComponent("stdout"), errURL = scratch.url.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        if command.contains("/") {
            process.executableURL = URL(fileURLWithPath: command)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [command] + arguments
        }
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return ProcessResult(
            status: process.terminationStatus,
            stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }
}

/// A fresh directory under the system's temporary folder, removed when the value is released.
public final class TemporaryDirectory: Sendable {
    /// The directory.
    public let url: URL

    /// Creates the directory.
    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("typeramp-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` inside the directory and returns its URL.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// Where the package and its build products are.
public enum PackagePaths {
    /// The package root: the nearest folder above `file` that holds `Package.swift`.
    public static func root(from file: String = #filePath) -> URL {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder.deleteLastPathComponent()
        }
        fatalError("no Package.swift above \(file)")
    }

    /// The built `typeramp` executable: beside the test runner (`swift test` builds every product into one folder).
    public static var typerampExecutable: URL {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = runner.deletingLastPathComponent()
        // On Darwin the runner sits inside an .xctest bundle: Contents/MacOS/<name>.
        while folder.pathExtension == "xctest" || folder.lastPathComponent == "MacOS" || folder.lastPathComponent == "Contents" {
            folder.deleteLastPathComponent()
        }
        let candidate = folder.appendingPathComponent("typeramp")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        return root().appendingPathComponent(".build/debug/typeramp")
    }
}

/// Reads what a writer puts into the FIFO at `path`, from when it opens the FIFO until it closes it, for at most
/// `timeout` seconds (a test whose writer never comes fails instead of hanging). Call it on its own thread before the
/// writer starts: the FIFO is opened for reading at once, so the writer's open does not wait.
public func readFIFO(_ path: String, timeout: TimeInterval = 60) -> Data {
    let fd = open(path, O_RDONLY | O_NONBLOCK)
    guard fd >= 0 else { return Data() }
    defer { close(fd) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var writerSeen = false
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n > 0 {
            data.append(contentsOf: buffer[0..<n])
            writerSeen = true
        } else if n == 0 && writerSeen {
            break  // the writer closed its end
        } else {
            if n < 0 && errno == EAGAIN { writerSeen = true }
            Thread.sleep(forTimeInterval: 0.01)
        }
    }
    return data
}
