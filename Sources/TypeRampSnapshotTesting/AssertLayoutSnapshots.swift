import Foundation
import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics
import TypeRampText
#if canImport(XCTest)
import XCTest
#endif

/// Asserts that `screen` solves at every category × width exactly as its references under `snapshots/<suite>/<test>/`
/// say: text dumps compared exactly, pictures within ``SnapshotTolerance``. One line per screen:
///
///     assertLayoutSnapshots(of: pollBanner, resources: resources, categories: .all, widths: [320, 393])
///
/// Failures are reported to Swift Testing (or XCTest) with the first differing lines and the paths of the actual
/// text, the actual picture and a diff picture written under `.artifacts/snapshots/`. References are recorded only
/// when `SNAPSHOT_RECORD` asks for it (never with `CI` set).
@discardableResult
public func assertLayoutSnapshots(
    of screen: Screen,
    resources: LayoutResources,
    categories: [ContentSizeCategory] = .all,
    widths: [Points] = [],
    images: SnapshotImages = .each,
    named name: String? = nil,
    suite: String? = nil,
    test: String = #function,
    configuration: SnapshotConfiguration? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
) -> SnapshotReport {
    let config = configuration ?? SnapshotConfiguration(repository: repositoryRoot(containing: filePath))
    let suiteName = suite ?? suiteName(fileID: fileID)
    var testName = test.hasSuffix("()") ? String(test.dropLast(2)) : test
    if let name { testName += "." + name }
    let report = LayoutSnapshots.verify(screen, resources: resources, categories: categories, widths: widths, images: images,
                                        suite: suiteName, test: testName, configuration: config)
    for entry in report.entries where entry.outcome == .recorded {
        print("[snapshots] recorded \(entry.reference)")
    }
    if let message = report.failureMessage {
        reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return report
}

/// The folder holding `Package.swift` above `filePath` (the test file), or the current directory.
public func repositoryRoot(containing filePath: String) -> String {
    var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    for _ in 0..<8 {
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
        url.deleteLastPathComponent()
    }
    return FileManager.default.currentDirectoryPath
}

/// `Module/FileTests.swift` → `FileTests`.
func suiteName(fileID: String) -> String {
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
}

func reportFailure(_ message: String, fileID: String, filePath: String, line: Int, column: Int) {
    if Test.current != nil {
        Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        return
    }
    #if canImport(XCTest)
    XCTFail(message, file: StaticString(stringLiteral: "snapshot"), line: UInt(line))
    #else
    FileHandle.standardError.write(Data(("snapshot failure: " + message + "\n").utf8))
    #endif
}
