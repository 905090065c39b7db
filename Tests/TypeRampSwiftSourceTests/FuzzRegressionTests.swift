import Foundation
import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampSwiftSource
import TypeRampTestSupport

/// Inputs with which libFuzzer once found a failure in the Swift importer (`Tests/Fixtures/fuzz/typeramp-fuzz-swift/`),
/// run as the fuzz target runs them. `make fuzz-smoke` replays the same files under AddressSanitizer and LeakSanitizer;
/// here they run in the ordinary suite, so a crash or a hang shows up without a fuzzing build.
@Suite struct FuzzRegressionTests {
    static let folder = Fixtures.repositoryPath("Tests/Fixtures/fuzz/typeramp-fuzz-swift")

    @Test func everyPastFindingImportsDecodesAndSolves() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder).sorted()
        #expect(names.contains("leak-scope-cycle.swift"))
        for name in names {
            let data = try #require(FileManager.default.contents(atPath: "\(Self.folder)/\(name)"))
            // As `Fuzz/FuzzSwiftSource`: any bytes, decoded leniently, imported; the screens decoded and the first two solved.
            let imported = SwiftSourceImporter.importSource(String(decoding: data, as: UTF8.self), file: name)
            guard !imported.screens.isEmpty, let document = try? LayoutDocument.decode(imported.document(), file: name) else { continue }
            for screen in document.screens.prefix(2) {
                let solved = LayoutSolver.solve(screen, context: LayoutContext(category: .large), resources: SwiftSourceImporterTests.resources)
                #expect(!solved.allNodes.isEmpty, "\(name): \(screen.name)")
            }
        }
    }

    @Test func theScopeCycleInputImportsItsPreviewWhole() throws {
        // The example app's episode screen: one view shown by one #Preview, everything in it understood.
        let path = "\(Self.folder)/leak-scope-cycle.swift"
        let imported = try SwiftSourceImporter.importFiles([path])
        #expect(imported.files == [path])
        #expect(imported.viewCount == 1 && imported.skipped == 0)
        #expect(imported.notes.isEmpty, "\(imported.notes)")
        let screen = try #require(imported.screens.first)
        #expect(imported.screens.count == 1)
        #expect(screen.name == "Episode" && screen.origin == "preview")
        // The file's first two lines are comments; the #Preview stands on line 31.
        #expect(screen.source.line == 31)
        let decoded = try #require(try LayoutDocument.decode(imported.document(), file: path).screens.first)
        // Its planted problems are found at their lines: the fixed 34 pt title and the buttons side by side.
        let solved = LayoutSolver.solve(
            decoded, context: LayoutContext(category: .accessibilityExtraExtraExtraLarge, viewport: .width(320)),
            resources: SwiftSourceImporterTests.resources)
        let found = Set(solved.diagnostics.compactMap { d in d.location.map { "\($0.line) \(d.rule)" } })
        #expect(found.isSuperset(of: ["12 fixed-size-text", "17 stack-must-flip"]), "\(found)")
    }

    @Test func aLongRunOfOpeningBracketsIsALocatedErrorNotAHang() throws {
        // libFuzzer, 10 minutes on the Swift target: 31 `[` in a row made swift-syntax's parser look ahead for an array
        // type and an inline array type at each one, doubling its time per bracket (24 take seconds, 31 minutes). The
        // file is refused, named with the run's line, and the other files of the import are read.
        let path = "\(Self.folder)/timeout-bracket-run.swift.txt"
        let dir = try TemporaryDirectory()
        let other = try dir.write("import SwiftUI\nstruct Fine: View { var body: some View { Text(\"Fine\") } }\n", to: "Fine.swift").path
        let imported = try SwiftSourceImporter.importFiles([path, other])
        #expect(imported.files == [other])
        #expect(imported.screens.map(\.name) == ["Fine"])
        let error = try #require(imported.unreadable.first)
        #expect(error.location.file == path && error.location.line == 32, "\(error)")
        #expect(error.description.contains("more than 16 `[` in a row"), "\(error)")
        // Brackets in comments and string literals are not parsed as types, so they count for nothing; an array type
        // nested ten deep is read, as any written Swift is.
        let quiet = SwiftSourceImporter.importSource(
            """
            import SwiftUI
            // [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[
            struct Quiet: View {
                let art = "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["
                let grid: [[[[[[[[[[Int]]]]]]]]]] = []
                var body: some View { Text(art) }
            }
            """, file: "Quiet.swift")
        #expect(quiet.unreadable.isEmpty, "\(quiet.unreadable)")
        #expect(quiet.screens.map(\.name) == ["Quiet"])
    }

    @Test func aRunOfBracketsInsideAStringInterpolationIsARun() throws {
        // libFuzzer, 10 minutes on the Swift target: 40 `[` inside `"\(…)"`. An interpolation is code, which the parser
        // reads with the same lookahead, so the run counts there as anywhere in code; the literal text around it does not.
        let data = try #require(FileManager.default.contents(atPath: "\(Self.folder)/timeout-bracket-interpolation.swift.txt"))
        let imported = SwiftSourceImporter.importSource(String(decoding: data, as: UTF8.self), file: "Fuzz.swift")
        let error = try #require(imported.unreadable.first)
        #expect(error.location.line == 16, "\(error)")
        #expect(error.description.contains("more than 16 `[` in a row"), "\(error)")
        let brackets = String(repeating: "[", count: 20)
        let inText = "import SwiftUI\nlet a = \"\(brackets) \\(b)\"\n"
        #expect(SwiftSourceImporter.importSource(inText, file: "Text.swift").unreadable.isEmpty)
        let inCode = "import SwiftUI\nlet a = \"x \\(b\(brackets))\"\n"
        #expect(!SwiftSourceImporter.importSource(inCode, file: "Code.swift").unreadable.isEmpty)
    }

    @Test func aRunOfBracketsBrokenByCharactersTheParserSkipsIsStillARun() throws {
        // libFuzzer, `make fuzz-smoke`: 11 `[`, two U+FFFD, then 10 more. The parser skips the unknown characters and
        // keeps looking ahead, so the run is 21 long and the file is refused at its line, as an unbroken run is. A
        // character the parser reads as an element (`x`) ends a run; `@` counts as `[` does (an attribute lookahead).
        // The fuzzer's bytes are not all UTF-8: decoded as the fuzz target decodes them (invalid bytes become U+FFFD).
        let data = try #require(FileManager.default.contents(atPath: "\(Self.folder)/timeout-bracket-garbage.swift.txt"))
        let imported = SwiftSourceImporter.importSource(String(decoding: data, as: UTF8.self), file: "Fuzz.swift")
        let error = try #require(imported.unreadable.first)
        #expect(error.location.line == 41, "\(error)")
        #expect(error.description.contains("more than 16 `[` in a row"), "\(error)")
        for refused in ["\u{A0}", "\u{01}", "(", "@"] {
            let text = "import SwiftUI\nlet a = b" + String(repeating: "[", count: 9) + refused + String(repeating: "[", count: 9) + "\n"
            #expect(!SwiftSourceImporter.importSource(text, file: "Run.swift").unreadable.isEmpty, "\(refused.unicodeScalars.map(\.value))")
        }
        let read = "import SwiftUI\nlet a = b" + String(repeating: "[", count: 9) + "x" + String(repeating: "[", count: 9) + "\n"
        #expect(SwiftSourceImporter.importSource(read, file: "Run.swift").unreadable.isEmpty)
    }
}
