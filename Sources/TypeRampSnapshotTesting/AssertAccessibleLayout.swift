import Foundation
import TypeRampAudit
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

/// Audits `screen` in a test, as `typeramp audit` would, and records each finding at or above `failingAt` as a test
/// failure at the caller's line (Swift Testing's `Issue.record`, else `XCTFail`), with its rule, message, where it first
/// appears and the fix:
///
///     @Test func settingsScreenIsAccessible() {
///         assertAccessibleLayout(settingsScreen, widths: [320, 393])
///     }
///
/// - Parameters:
///   - screen: A screen built with the DSL (`Screen("name") { … }`).
///   - resources: The fonts and type ramp to lay it out with (default: the bundled fonts, Apple's text styles).
///   - categories: The content-size categories audited (default: all 12).
///   - widths: The viewport widths in points (default: 320, 393 and 430, as `typeramp audit`).
///   - rules: Severities, thresholds and rules turned off (default: every rule at its default).
///   - failingAt: The least severity that fails the test (default: warnings and errors; `.error` for errors only).
///   - fileID: The caller's file ID, where failures are recorded (leave the default).
///   - filePath: The caller's file path (leave the default).
///   - file: The caller's file, for XCTest (leave the default).
///   - line: The caller's line (leave the default).
///   - column: The caller's column (leave the default).
/// - Returns: The audit's report, for further checks (nil when the screen could not be audited; a failure says why).
@discardableResult
public func assertAccessibleLayout(
    _ screen: Screen,
    resources: LayoutResources? = nil,
    categories: [ContentSizeCategory] = .all,
    widths: [Points] = AuditMatrix.defaultWidths,
    rules: RuleConfiguration = RuleConfiguration(),
    failingAt: Severity = .warning,
    fileID: String = #fileID,
    filePath: String = #filePath,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> AuditReport? {
    assertAccessibleLayout(
        screens: [screen], sourceFile: fileID, resources: resources, categories: categories, widths: widths, rules: rules,
        failingAt: failingAt, fileID: fileID, filePath: filePath, file: file, line: line, column: column)
}

/// ``assertAccessibleLayout(_:resources:categories:widths:rules:failingAt:fileID:filePath:file:line:column:)`` for
/// several screens, read from `sourceFile` (the name reports give them): what front ends other than the DSL (the Swift
/// importer's `TypeRampSwiftSourceTesting`) call.
@discardableResult
public func assertAccessibleLayout(
    screens: [Screen],
    sourceFile: String,
    resources: LayoutResources? = nil,
    categories: [ContentSizeCategory] = .all,
    widths: [Points] = AuditMatrix.defaultWidths,
    rules: RuleConfiguration = RuleConfiguration(),
    failingAt: Severity = .warning,
    fileID: String = #fileID,
    filePath: String = #filePath,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> AuditReport? {
    let report: AuditReport
    let names = screens.map(\.name).joined(separator: ", ")
    do {
        let resources = try resources ?? LayoutResources.bundled()
        let input = AuditInput(screens: screens.map { ($0, sourceFile, 0) }, resources: [resources], rules: rules)
        let matrix = AuditMatrix(categories: categories, widths: widths)
        report = try Auditor(input: input, configuration: AuditConfiguration(matrix: matrix, rules: rules, jobs: 1)).run()
    } catch {
        reportFailure("could not audit \(names): \(error)", fileID: fileID, filePath: filePath, file: file, line: line, column: column)
        return nil
    }
    for message in accessibleLayoutFailures(report, failingAt: failingAt) {
        reportFailure(message, fileID: fileID, filePath: filePath, file: file, line: line, column: column)
    }
    return report
}

/// Records `failure` at the caller's line and returns nil: how front ends built on
/// ``assertAccessibleLayout(screens:sourceFile:resources:categories:widths:rules:failingAt:fileID:filePath:file:line:column:)``
/// report input they could not read.
@discardableResult
public func assertAccessibleLayout(
    screens: [Screen], sourceFile: String, failure: String, fileID: String = #fileID, filePath: String = #filePath,
    file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> AuditReport? {
    reportFailure(failure, fileID: fileID, filePath: filePath, file: file, line: line, column: column)
    return nil
}

/// The failure messages of an audit report: one per active finding at or above `failingAt`, in report order.
public func accessibleLayoutFailures(_ report: AuditReport, failingAt: Severity = .warning) -> [String] {
    report.findings.filter { $0.status == .active && $0.severity >= failingAt }.map { f in
        var message = "\(f.severity.rawValue) \(f.rule.rawValue): \(f.message) (\(f.screen) · \(f.nodeId.map { "#\($0) " } ?? "")\(f.path)"
        if let l = f.location, l.line > 0 { message += ", built at \(l)" }
        message += "; appears \(report.header.firstAppears(f)), \(f.cells.count) of \(report.header.cellCount) cells)"
        if let s = f.suggestion { message += ". Fix: \(s)" }
        return message
    }
}
