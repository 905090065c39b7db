import Foundation
import TypeRampText

/// Paths of the repository's test fixtures and bundled fonts (found from this file's location).
enum Fixtures {
    static let repository: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let fonts = repository.appendingPathComponent("fonts").path
    static let text = repository.appendingPathComponent("Tests/Fixtures/text")

    /// One library for all tests, so faces load once.
    static let library = FontLibrary(directories: [fonts])
    /// One engine for all tests.
    static let engine = TextEngine()

    static func font(_ relative: String) throws -> FontFace {
        try library.load(path: fonts + "/" + relative)
    }

    /// The lines of a fixture file that are not comments or blank.
    static func records(_ url: URL) throws -> [(line: Int, fields: [String])] {
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { i, line in
            line.hasPrefix("#") || line.isEmpty ? nil : (i + 1, line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init))
        }
    }
}
