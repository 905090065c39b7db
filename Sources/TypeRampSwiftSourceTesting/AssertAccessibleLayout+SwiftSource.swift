import Foundation
import TypeRampAudit
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics
import TypeRampSnapshotTesting
import TypeRampSwiftSource

/// Audits the SwiftUI views of Swift source in a test, as `typeramp audit Sources/` does (every `#Preview`,
/// `PreviewProvider` and unused `View` becomes a screen; nothing is compiled or run), and records each finding at or
/// above `failingAt` as a failure at the caller's line, naming the Swift file and line that causes it:
///
///     @Test func episodeRowIsAccessible() {
///         assertAccessibleLayout(swiftSource: "Sources/App/EpisodeRow.swift", widths: [320])
///     }
///
/// A separate product (`TypeRampSwiftSourceTesting`) so that `TypeRampSnapshotTesting` and the DSL never build
/// swift-syntax.
///
/// - Parameters:
///   - paths: `.swift` files and folders, relative to the current folder (a test's is the package's root).
///   - screens: Only these screens (by name; a preview's name is its view's name and "preview"); default every one.
///   - resources, categories, widths, rules, failingAt: as for DSL screens.
/// - Returns: The audit's report, or nil when the source could not be read or holds no screen (a failure says why).
@discardableResult
public func assertAccessibleLayout(
    swiftSource paths: String...,
    screens names: [String]? = nil,
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
    var screens: [Screen] = []
    do {
        let imported = try SwiftSourceImporter.importFiles(paths)
        var chosen = imported.screens
        if let names {
            chosen = chosen.filter { names.contains($0.name) }
            let missing = Set(names).subtracting(chosen.map(\.name))
            if !missing.isEmpty {
                throw InputError(
                    "no screen named \(missing.sorted().joined(separator: ", ")); screens: \(imported.screens.map(\.name).joined(separator: ", "))",
                    at: SourceLocation(file: paths.joined(separator: ", ")))
            }
        }
        if !chosen.isEmpty {
            screens = try LayoutDocument.decode(imported.document(of: chosen), file: paths.first ?? "").screens
        }
    } catch {
        return assertAccessibleLayout(
            screens: [], sourceFile: "", failure: "could not read \(paths.joined(separator: ", ")): \(error)", fileID: fileID,
            filePath: filePath, file: file, line: line, column: column)
    }
    if screens.isEmpty {
        return assertAccessibleLayout(
            screens: [], sourceFile: "", failure: "\(paths.joined(separator: ", ")) holds no screen to audit (no #Preview and no View)",
            fileID: fileID, filePath: filePath, file: file, line: line, column: column)
    }
    return assertAccessibleLayout(
        screens: screens, sourceFile: paths.first ?? "", resources: resources, categories: categories, widths: widths, rules: rules,
        failingAt: failingAt, fileID: fileID, filePath: filePath, file: file, line: line, column: column)
}
