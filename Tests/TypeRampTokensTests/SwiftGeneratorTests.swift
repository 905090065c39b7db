import Foundation
import Testing
import TypeRampCore
import TypeRampMetrics
import TypeRampTestSupport

@testable import TypeRampTokens

@Suite("Swift (UIKit + SwiftUI)")
struct SwiftGeneratorTests {
    /// Runs `swiftc -parse` on `source`.
    func parse(_ source: String) throws -> ProcessResult {
        let folder = try TemporaryDirectory()
        let file = try folder.write(source, to: "Generated.swift")
        return try Subprocess.run("swiftc", ["-parse", file.path])
    }

    /// Type-checks `source` against the UIKit / SwiftUI / CoreText stand-ins in Tests/Fixtures/tokens/stubs.
    func typecheck(_ source: String) throws -> ProcessResult {
        let folder = try TemporaryDirectory()
        for module in ["UIKit", "SwiftUI", "CoreText"] {
            let stub = Fixture.stubs.appendingPathComponent("\(module).swift").path
            let built = try Subprocess.run(
                "swiftc",
                [
                    "-emit-module", "-parse-as-library", "-module-name", module, stub,
                    "-emit-module-path", folder.url.appendingPathComponent("\(module).swiftmodule").path,
                ],
                in: folder.url)
            try #require(built.status == 0, "stub \(module) does not build:\n\(built.summary)")
        }
        let file = try folder.write(source, to: "Generated.swift")
        return try Subprocess.run("swiftc", ["-typecheck", "-I", folder.url.path, file.path])
    }

    @Test("parses with swiftc -parse and type-checks against UIKit/SwiftUI stand-ins, for both fixture ramps")
    func compiles() throws {
        for model in [try Fixture.exampleModel(), try Fixture.cornerModel()] {
            let source = model.generate(.swift)
            let parsed = try parse(source)
            #expect(parsed.status == 0, "\(parsed.summary)")
            #expect(parsed.stderr.isEmpty, "swiftc warned: \(parsed.stderr)")
            let checked = try typecheck(source)
            #expect(checked.status == 0, "\(checked.summary)")
            #expect(!checked.stderr.contains("warning"), "swiftc warned: \(checked.stderr)")
        }
    }

    @Test("the checks can fail: a syntax error fails -parse, a wrong UIKit member fails the type-check")
    func checksCanFail() throws {
        let source = try Fixture.exampleModel().generate(.swift)
        #expect(try parse(source.replacingOccurrences(of: "-> UIFont {", with: "-> UIFont {{")).status != 0)
        #expect(try typecheck(source.replacingOccurrences(of: "textStyle: .title2,", with: "textStyle: .title,")).status != 0)
        #expect(try typecheck(source.replacingOccurrences(of: "relativeTo: .title2)", with: "relativeTo: .title1)")).status != 0)
    }

    @Test("members carry the base size, limits and text style; doc comments give the engine's sizes at Large and AX5")
    func valuesMatchEngine() throws {
        let ramp = try Fixture.exampleRamp()
        let source = try Fixture.exampleModel().generate(.swift)
        for declared in ramp.styles {
            let member = "acme" + Identifier.pascal(Identifier.words(declared.name))
            let large = engine(ramp, declared.name, .large), ax5 = engine(ramp, declared.name, .accessibilityExtraExtraExtraLarge)
            let doc =
                "/// `\(declared.name)`: \(declared.family) \(declared.weight.name), \(formatDecimal(large.size)) pt at Large, "
                + "\(formatDecimal(ax5.size)) pt at AX5"
            #expect(source.contains(doc), "missing: \(doc)")
            let uikit = try #require(source.range(of: "func \(member)(compatibleWith"), "no UIKit member \(member)")
            let body = source[uikit.upperBound...].prefix(600)
            #expect(body.contains("size: \(formatDecimal(declared.size)),"))
            #expect(body.contains("textStyle: .\(declared.relativeTo!.rawValue),"))
            #expect(body.contains("maximumPointSize: \(formatDecimal(declared.maximumSize ?? 0)),"))
            #expect(body.contains("minimumPointSize: \(formatDecimal(declared.minimumSize ?? 0)),"))
            #expect(body.contains("boldTextWeight: .\(declared.weight.boldTextWeight.name),"))
            let swiftUI = try #require(source.range(of: "func \(member)(legibilityWeight"), "no SwiftUI member \(member)")
            #expect(
                source[swiftUI.upperBound...].prefix(300)
                    .contains(
                        ".custom(\"\(declared.family)\", size: \(formatDecimal(declared.size)), relativeTo: .\(declared.relativeTo!.swiftUIName))"))
        }
    }

    @Test("a style with a maximum names the largest DynamicTypeSize at which Font.custom stays within it")
    func swiftUILimitAdvice() throws {
        let ramp = try Fixture.exampleRamp()
        let source = try Fixture.exampleModel().generate(.swift)
        // title: 18 pt relative to title3, at most 40 pt. The engine says which categories stay within 40 pt.
        let within = ContentSizeCategory.allCases.filter { !engine(ramp, "title", $0).clampedToMaximum }
        let last = try #require(within.last)
        #expect(source.contains("`.dynamicTypeSize(...DynamicTypeSize.\(last.swiftUIName))` keeps it within the limit."))
        let unclamped = FontMetrics(textStyle: .title3).scaledFontSize(for: 18, in: .accessibilityExtraExtraExtraLarge)
        #expect(source.contains("past 40 pt it keeps growing (\(formatDecimal(unclamped)) pt at AX5)"))
    }
}
