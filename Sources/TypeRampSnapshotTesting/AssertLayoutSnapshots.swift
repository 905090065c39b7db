import Foundation
import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics
import TypeRampText

#if canImport(XCTest)
import XCTest
#endif

/// Asserts that `screen` solves at every category × width exactly as its references say: text dumps compared exactly,
/// pictures within ``SnapshotTolerance``. One line per screen, as swift-snapshot-testing's `assertSnapshot`:
///
///     assertLayoutSnapshots(of: pollBanner, resources: resources, categories: .all, widths: [320, 393])
///
/// References live beside the test file, in `__Snapshots__/<TestFile>/<test>/<category>@<width>.txt|png` (found from
/// `#filePath`, nothing else). A failure is recorded at the caller's line, with Swift Testing (`Issue.record`) or XCTest
/// (`XCTFail`), naming the first differing lines and the artifacts written (actual text, actual picture, diff picture) to
/// `SNAPSHOT_ARTIFACTS` or a temporary folder. Record modes are swift-snapshot-testing's (``SnapshotRecordMode``), from
/// `record` or `SNAPSHOT_TESTING_RECORD` (or `SNAPSHOT_RECORD`): by default a missing reference is written and the test
/// fails once, saying so; `.failed` replaces those that differ, `.all` rewrites every one, `.never` only compares;
/// nothing is written with `CI` set.
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
    record: SnapshotRecordMode? = nil,
    configuration: SnapshotConfiguration? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> SnapshotReport {
    let config = configuration ?? SnapshotConfiguration(besideTestFile: filePath, record: record)
    let suiteName = suite ?? suiteName(fileID: fileID)
    var testName = test.hasSuffix("()") ? String(test.dropLast(2)) : test
    if let paren = testName.firstIndex(of: "(") { testName = String(testName[..<paren]) }
    if let name { testName += "." + name }
    let report = LayoutSnapshots.verify(
        screen, resources: resources, categories: categories, widths: widths, images: images,
        suite: suiteName, test: testName, configuration: config)
    for entry in report.entries where entry.outcome == .recorded {
        print("[snapshots] recorded \(entry.reference)")
    }
    if let message = report.failureMessage {
        reportFailure(message, fileID: fileID, filePath: filePath, file: file, line: line, column: column)
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

/// Records a failure at the caller's line: an issue of the running Swift Testing test, else an XCTest failure.
func reportFailure(_ message: String, fileID: String, filePath: String, file: StaticString, line: UInt, column: UInt) {
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message), sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: Int(line), column: Int(column)))
        return
    }
    #if canImport(XCTest)
    XCTFail(message, file: file, line: line)
    #else
    FileHandle.standardError.write(Data(("snapshot failure: " + message + "\n").utf8))
    #endif
}
