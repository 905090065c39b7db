import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics
import TypeRampSwiftSource

/// Every rule's examples, from the registry (``LayoutRules/standard``): each written by hand from Apple's documentation
/// in the screens format or in SwiftUI, with `↓` where the rule must report. The screens format is decoded by Layout;
/// SwiftUI is imported first, as `typeramp audit` does. Each example is solved at its categories on its device and checked
/// by its rule alone: a firing example must be reported at every marker and nowhere else, a clean one nowhere (a finding
/// the rule lists as unverified information is not a report). A rule
/// added to the registry is tested here without another line of test code.
@Suite struct RuleExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: RuleID
        var index: Int
        var example: RuleExample
        var testDescription: String {
            "\(rule) #\(index + 1) (\(example.language.rawValue), \(example.fires ? "fires" : "clean")): \(example.note)"
        }
    }

    static let cases: [Case] = LayoutRules.standard.rules.flatMap { rule in
        rule.descriptor.examples.enumerated().map { Case(rule: rule.descriptor.id, index: $0.offset, example: $0.element) }
    }

    /// A place a finding is reported: its line, and its column in the screens format (a Swift finding may sit on the
    /// view or on the modifier that causes it, on the same line).
    struct Place: Hashable, CustomStringConvertible {
        var line: Int
        var column: Int?
        var description: String { column.map { "\(line):\($0)" } ?? "line \(line)" }
    }

    @Test(arguments: cases) func exampleIsReportedWhereMarked(_ c: Case) throws {
        let example = c.example
        let screen: Screen
        switch example.language {
        case .screens:
            screen = try #require(try LayoutDocument.parse(example.source, file: example.fileName).screens.first)
        case .swiftUI:
            let imported = SwiftSourceImporter.importSource(example.source, file: example.fileName)
            // An example is written in SwiftUI the importer understands fully: no note, nothing guessed.
            #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
            screen = try #require(try LayoutDocument.decode(imported.document(), file: example.fileName).screens.first)
        }
        let rule = try #require(LayoutRules.standard.rules.first { $0.descriptor.id == c.rule })
        let rules = LayoutRules([rule])
        let viewport = Viewport(device: example.device)
        func solve(_ category: ContentSizeCategory) -> SolvedLayout {
            LayoutSolver.solve(screen, context: LayoutContext(category: category, viewport: viewport), resources: SwiftSourceImporterTests.resources)
        }
        let reference = rule.descriptor.comparesCategories ? solve(.large) : nil
        var reported: Set<Place> = []
        for category in example.categories {
            // A finding the rule cannot prove (``Diagnostic/unverified``) is information, not a report of the rule.
            for d in rules.check(solve(category), reference: reference) where d.unverified == nil {
                let at = try #require(d.location, "\(d.rule) at \(d.path) has no location")
                #expect(at.file == example.fileName)
                reported.insert(Place(line: at.line, column: example.language == .screens ? at.column : nil))
            }
        }
        let expected = Set(
            example.expectedLocations.map { Place(line: $0.line, column: example.language == .screens ? $0.column : nil) })
        #expect(
            reported == expected,
            "\(c.rule): reported at \(reported.sorted { $0.line < $1.line }), marked at \(expected)\n\(example.source)")
    }
}
