import Foundation
import TypeRampAudit
import TypeRampCore
import TypeRampLabels
import TypeRampLayout
import TypeRampMetrics
import TypeRampSwiftSource
import TypeRampTestSupport
import TypeRampText

/// SwiftUI source imported and judged for Larger Text, with only the bundled fonts.
enum LabelTestSupport {
    static let library = try! FontLibrary.bundled()
    static let engine = TextEngine()
    static let system = LayoutResources(ramp: nil, fonts: try! FontSet.load(ramp: nil, library: library), engine: engine)

    /// The screens of Swift `source` (named `file` in locations), as an audit input of screens in memory.
    static func input(source: String, file: String = "View.swift") throws -> AuditInput {
        try input(SwiftSourceImporter.importSource(source, file: file), file: file)
    }

    /// The screens of the Swift fixture `name` in Tests/Fixtures/larger-text/.
    static func input(fixture name: String) throws -> AuditInput {
        let path = Fixtures.path("larger-text/\(name)")
        return try input(SwiftSourceImporter.importFiles([path]), file: path)
    }

    static func input(_ imported: SwiftImport, file: String) throws -> AuditInput {
        let document = try LayoutDocument.decode(imported.document(), file: file)
        return AuditInput(screens: document.screens.map { ($0, file, 0) }, resources: [system])
    }

    /// `input` judged on a 320 pt iPhone SE in English (the narrowest screen: where text runs out of room first).
    static func evaluate(
        _ input: AuditInput, widths: [Points] = [320], settings: LargerTextSettings = LargerTextSettings()
    ) throws -> LargerTextReport {
        try LargerTextRun.audit(input, widths: widths, locales: [AuditLocale(id: "en")], boldText: [false], jobs: 1, settings: settings)
    }

    /// The one screen of fixture `name`, judged.
    static func screen(fixture name: String, settings: LargerTextSettings = LargerTextSettings()) throws -> ScreenEvaluation {
        let report = try evaluate(try input(fixture: name), settings: settings)
        guard report.screens.count == 1 else { throw LargerTextError("\(name): \(report.screens.count) screens") }
        return report.screens[0]
    }

    /// The text of a screen whose content is `text`.
    static func text(_ text: String, in screen: ScreenEvaluation) throws -> TextGrowth {
        guard let t = screen.texts.first(where: { $0.text == text }) else { throw LargerTextError("no text “\(text)” in \(screen.name)") }
        return t
    }
}
