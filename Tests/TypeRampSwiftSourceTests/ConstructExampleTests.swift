import Foundation
import Testing
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampTestSupport

@testable import TypeRampSwiftSource

/// Every construct in the importer's registry, imported from its examples: each example's Swift (written by hand from
/// SwiftUI's documentation) must become the screens format its example gives (also written by hand), and that must
/// decode. A construct added to the registry is tested here without another line of test code.
@Suite struct ConstructExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var construct: String
        var example: ConstructExample
        var testDescription: String { "\(construct): \(example.swift)" }
    }

    static let cases = Constructs.examples.map { Case(construct: $0.construct, example: $0.example) }

    @Test func everyConstructHasAnExampleAndDocumentation() {
        for c in Constructs.views { #expect(!c.examples.isEmpty && !c.documentation.swift.isEmpty, "\(c) has no example") }
        for c in Constructs.modifiers { #expect(!c.examples.isEmpty && !c.documentation.swift.isEmpty, "\(c) has no example") }
    }

    @Test func noNameBelongsToTwoConstructs() {
        var seen: [String: String] = [:]
        for c in Constructs.views {
            for n in c.names {
                #expect(seen[n] == nil, "\(n) is in \(seen[n] ?? "") and \(c)")
                seen[n] = "\(c)"
            }
        }
        seen = [:]
        for c in Constructs.modifiers {
            for n in c.names {
                #expect(seen[n] == nil, "\(n) is in \(seen[n] ?? "") and \(c)")
                seen[n] = "\(c)"
            }
        }
    }

    @Test(arguments: cases) func exampleImportsAsWrittenAndDecodes(_ c: Case) throws {
        let source = """
            import SwiftUI
            \(c.example.declarations)
            struct Example: View {
                var body: some View {
                    \(c.example.swift)
                }
            }
            """
        let imported = SwiftSourceImporter.importSource(source, file: "Example.swift")
        let screen = try #require(imported.screens.first { $0.name == "Example" }, "\(imported.screens.map(\.name))")
        let root = try #require(try screen.spec.mapping().optional("root"))
        let expected = try SpecReader.parse(c.example.screens, file: "expected.yaml")
        #expect(Canonical(root, droppingSources: true) == Canonical(expected, droppingSources: true), "imported:\n\(SpecWriter.yaml(root))")
        _ = try LayoutDocument.decode(imported.document(of: [screen]), file: "Example.swift")
    }

    @Test func theDocumentationTablesAreGeneratedFromTheRegistry() throws {
        let docs = try String(contentsOfFile: Fixtures.repositoryPath("docs/swift-source.md"), encoding: .utf8)
        let table = SwiftSourceImporter.constructTables()
        #expect(docs.contains(table), "docs/swift-source.md is out of date: run `make docs`")
    }
}

/// A spec tree compared by value: mappings as dictionaries (key order aside), scalars as text (quoted or not), `source`
/// keys left out when asked.
indirect enum Canonical: Equatable {
    case scalar(String)
    case list([Canonical])
    case map([String: Canonical])

    init(_ node: SpecNode, droppingSources: Bool) {
        switch node.kind {
        case .scalar(let text, _): self = .scalar(text == "~" || text == "null" ? "" : text)
        case .sequence(let items): self = .list(items.map { Canonical($0, droppingSources: droppingSources) })
        case .mapping(let entries):
            var out: [String: Canonical] = [:]
            for e in entries {
                let key = (try? e.key.string()) ?? ""
                if droppingSources && (key == "source" || key == "anchor") { continue }
                out[key] = Canonical(e.value, droppingSources: droppingSources)
            }
            self = .map(out)
        }
    }
}
