import Foundation
import Testing
import TypeRampTestSupport

/// Runs the built `typeramp` binary and checks output and exit status, as a user's script would.
@Suite struct MetricsCLITests {
    @Test func bodyAtAX5AsJSON() throws {
        let result = try runTypeRamp(["metrics", "--style", "body", "--category", "accessibilityExtraExtraExtraLarge", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        #expect(json["schema"] as? String == "typeramp.metrics/1")
        let cells = json["cells"] as! [[String: Any]]
        #expect(cells.count == 1)
        #expect(cells[0]["size"] as? Double == 53)
        #expect(cells[0]["leading"] as? Double == 62)
    }

    @Test func csvHasAll132IOSCells() throws {
        let result = try runTypeRamp(["metrics", "--format", "csv"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first == "platform,category,style,size,leading,weight")
        #expect(lines.count == 133)
        // Cross-check a few cells against the HIG fixture.
        let expected = try Fixtures.csv("metrics/hig-dynamic-type-ios.csv")
        for row in expected.prefix(20) {
            let line = "ios,\(uikitName(row["category"]!)),\(row["style"]!),\(row["size"]!),\(row["leading"]!),\(row["weight"]!)"
            #expect(lines.contains(Substring(line)), "\(line)")
        }
    }

    private func uikitName(_ hig: String) -> String {
        ["xSmall": "extraSmall", "xLarge": "extraLarge", "xxLarge": "extraExtraLarge", "xxxLarge": "extraExtraExtraLarge"][hig] ?? hig
    }

    @Test func scaleValuePrintsJustTheNumber() throws {
        let value = try runTypeRamp(["scale", "17", "--relative-to", "body", "--category", "medium", "--display-scale", "3"])
        #expect(value.status == 0)
        #expect(value.stdout == "16.333\n")
        let font = try runTypeRamp(["scale", "17", "--relative-to", "body", "--category", "accessibilityExtraExtraExtraLarge", "--font"])
        #expect(font.stdout == "48\n")
        let xxl = try runTypeRamp(["scale", "17", "--category", "xxl", "--display-scale", "2"])
        #expect(xxl.stdout == "20\n")
    }

    @Test func scaleAllAndTables() throws {
        let all = try runTypeRamp(["scale", "22", "--relative-to", "largeTitle", "--all", "--format", "csv"])
        #expect(all.status == 0)
        #expect(all.stdout.contains("extraSmall,20.333\n"))
        #expect(all.stdout.contains("accessibilityExtraExtraExtraLarge,37.667\n"))
        let table = try runTypeRamp(["scale", "--table"])
        #expect(table.status == 0 && table.stdout.contains("line-spacing"))
        let hig = try runTypeRamp(["scale", "--table", "hig", "--format", "csv"])
        // HIG leading for title1 at xLarge is 37 (vs line spacing 36): 37/34 = 1.0882.
        #expect(hig.stdout.contains("title1,0.9118,0.9412,0.9706,1.0000,1.0882"))
    }

    @Test func androidSpToDp() throws {
        #expect(try runTypeRamp(["scale", "14", "--platform", "android", "--font-scale", "2"]).stdout == "26\n")
        #expect(try runTypeRamp(["scale", "14", "--platform", "android", "--font-scale", "1.65"]).stdout == "23.2\n")
        #expect(try runTypeRamp(["scale", "120", "--platform", "android", "--font-scale", "2"]).stdout == "120\n")
        let bad = try runTypeRamp(["scale", "14", "--platform", "android", "--font-scale", "3"])
        #expect(bad.status != 0 && bad.stderr.contains("--font-scale must be between 0.85 and 2.0"))
    }

    @Test func badArgumentsSuggest() throws {
        let result = try runTypeRamp(["metrics", "--category", "axx5"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("did you mean"))
        let style = try runTypeRamp(["metrics", "--style", "bodyy"])
        #expect(style.status != 0 && style.stderr.contains("did you mean 'body'"))
    }

    @Test func rampResolvesTheBundledExample() throws {
        let result = try runTypeRamp(["ramp", "examples/ramp.yaml", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        let styles = json["styles"] as! [[String: Any]]
        #expect(styles.count == 12)
        #expect((styles[0]["categories"] as! [Any]).count == 12)
    }

    @Test func badSpecExitsOneWithLocationAndWritesNothing() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("typeramp-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("bad.yaml")
        try "families:\n  - name: A\n    variable: a.ttf\nstyles:\n  - name: x\n    family: A\n    size: 12\n    relativeTo: bodyy\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let result = try runTypeRamp(["ramp", file.path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.contains("bad.yaml:8:17: error: styles[0].relativeTo: unknown text style 'bodyy' (did you mean 'body'?)"),
            "\(result.stderr)")
        let missing = try runTypeRamp(["ramp", dir.appendingPathComponent("nope.yaml").path])
        #expect(missing.status == 1 && missing.stderr.contains("no such file"))
    }

    /// An italic style of a family without an italic face is laid out slanted, and the commands say so at its line.
    @Test func anItalicStyleWithoutAnItalicFaceIsNoted() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("typeramp-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let font = Fixtures.repositoryPath("fonts/Noto/NotoSans-Regular.ttf")
        let ramp = dir.appendingPathComponent("ramp.yaml")
        try """
        families:
          - name: Brand
            faces: [{ weight: regular, file: \(font) }]
        styles:
          - { name: quote, family: Brand, size: 17, relativeTo: body, italic: true }
          - { name: plain, family: Brand, size: 17, relativeTo: body }
          - { name: systemQuote, family: system, size: 17, relativeTo: body, italic: true }
        """.write(to: ramp, atomically: true, encoding: .utf8)
        let result = try runTypeRamp(["ramp", ramp.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("ramp.yaml:5:5: note: style 'quote' is italic but family 'Brand' has no italic face"), "\(result.stderr)")
        #expect(!result.stderr.contains("'plain'") && !result.stderr.contains("'systemQuote'"), "the system font has italic faces")
    }

    @Test func outputIsDeterministic() throws {
        let a = try runTypeRamp(["ramp", "examples/ramp.yaml", "--format", "json", "--bold-text"])
        let b = try runTypeRamp(["ramp", "examples/ramp.yaml", "--format", "json", "--bold-text"])
        #expect(a.stdout == b.stdout && !a.stdout.isEmpty)
    }
}
