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
        // A raw string is text up to `"` and its `#`s, a `"` inside included (`#"say "hi"[[[…"#`, a regular expression):
        // its brackets are not code, and nor is what follows a quote in it.
        let inRaw = "import SwiftUI\nlet a = #\"say \"hi\"\(brackets)\"#\nlet b = ##\"x\"#\(brackets)\"##\n"
        #expect(SwiftSourceImporter.importSource(inRaw, file: "Raw.swift").unreadable.isEmpty)
        #expect(!SwiftSourceImporter.importSource(inRaw + "let c = \(brackets)\n", file: "Raw.swift").unreadable.isEmpty)
    }

    @Test func codeChainedOrNestedDeeperThanTheStackIsALocatedErrorNotACrash() throws {
        // A hostile campaign: 30,000 `.padding(1)`, 50,000 `Text + Text` or `1 + 1` terms, a 50,000-link member chain,
        // `Int` with 100,000 `?` and 2,000 nested generic arguments each overflowed the stack (SIGSEGV) in swift-syntax or
        // the importer, ending the whole run. Each is now refused at the line where it passes 500 links, before parsing;
        // the other files of an import go on.
        let header = "import SwiftUI\n"
        let shapes = [
            "struct A: View { var body: some View { Text(\"x\")" + String(repeating: ".padding(1)", count: 30_000) + " } }\n",
            "struct B: View { var body: some View { Text(\"a\")" + String(repeating: " + Text(\"a\")", count: 50_000) + " } }\n",
            "struct C: View { var body: some View { Text(\"x\").padding(" + Array(repeating: "1", count: 50_000).joined(separator: "+") + ") } }\n",
            "func f() { _ = a" + String(repeating: ".b", count: 50_000) + " }\n",
            "let x: Int" + String(repeating: "?", count: 100_000) + " = nil\n",
            "let y = z" + String(repeating: "!", count: 100_000) + "\n",
            "let g: " + String(repeating: "A<", count: 2_000) + "Int" + String(repeating: ">", count: 2_000) + " = 0\n",
            "let s = \"\\(a" + String(repeating: ".b", count: 50_000) + ")\"\n",
        ]
        for (i, shape) in shapes.enumerated() {
            let imported = SwiftSourceImporter.importSource(header + shape, file: "Deep.swift")
            let error = try #require(imported.unreadable.first, "shape \(i)")
            #expect(error.location.line == 2, "shape \(i): \(error)")
            #expect(error.description.contains("more than 500 links deep"), "shape \(i): \(error)")
        }
        // Below the bound, as deep as written Swift goes and far deeper, the code is read: 400 modifiers, 240 nested
        // generic arguments, a body of 300 modified children (each line its own statement).
        let children = (0..<300).map { "Text(\"\($0)\").padding(1).font(.body)" }.joined(separator: "\n")
        // Raw strings are text, `\(` and `"` in them too (a file of regular expressions was refused when the `\(` of a
        // lookbehind was read as an interpolation that never closed).
        let patterns = (0..<120).map { _ in ##"    #"(?<Name>.*?)\s+\(\d+"#,"## }.joined(separator: "\n")
        for fine in [
            "struct Ok: View { var body: some View { Text(\"x\")" + String(repeating: ".padding(1)", count: 400) + " } }\n#Preview { Ok() }\n",
            "let g: " + String(repeating: "A<", count: 240) + "Int" + String(repeating: ">", count: 240) + " = 0\n",
            "struct Many: View { var body: some View { VStack {\n" + children + "\n} } }\n#Preview { Many() }\n",
            "let patterns = [\n" + patterns + "\n]\n",
        ] {
            let imported = SwiftSourceImporter.importSource(header + fine, file: "Fine.swift")
            #expect(imported.unreadable.isEmpty, "\(imported.unreadable)")
        }
    }

    @Test func aTextCutAtTheTextLimitIsSaid() throws {
        // A hostile campaign: a `Text` literal of 200,003 characters was imported as 100,000, "imported fully, 0 notes",
        // where the screens format refuses the same text. Cut, it is a located note that changes layout.
        var limits = ImportLimits()
        limits.text = 1_000
        let long = String(repeating: "word ", count: 400)
        for body in ["Text(\"\(long)\")", "Text(\"\(long)\" + \"\(long)\")", "Text(\"\(long)\") + Text(\"\(long)\")"] {
            let source = "import SwiftUI\nstruct Long: View {\n    var body: some View {\n        \(body)\n    }\n}\n"
            let imported = SwiftSourceImporter.importSource(source, file: "Long.swift", limits: limits)
            let note = try #require(imported.notes.first { $0.message.contains("TYPERAMP_MAX_TEXT") }, "\(body): \(imported.notes.map(\.message))")
            #expect(note.affectsLayout && note.location.line == 4, "\(note)")
        }
        let short = "import SwiftUI\nstruct Short: View { var body: some View { Text(\"\(long.prefix(900))\") } }\n"
        #expect(
            !SwiftSourceImporter.importSource(short, file: "Short.swift", limits: limits).notes.contains { $0.message.contains("TYPERAMP_MAX_TEXT") })
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
