import Foundation
import Testing
import TypeRampTestSupport

/// Input a hostile or careless user gives: a clear error and a non-zero exit, never a crash or a hang.
@Suite struct HostileInputCLITests {
    func temporaryFile(_ name: String, _ text: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("typeramp-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test(arguments: [["--categories", ""], ["--widths", ""], ["--devices", " , "], ["--locales", ""], ["--pseudo", ","]])
    func emptyListsAreUsageErrors(_ option: [String]) throws {
        let result = try runTypeRamp(["audit", "examples/app/poll.yaml", "--no-progress"] + option)
        // Status 1 is the documented usage-error status; a crash would be a signal (status above 128 or 4 for SIGILL).
        #expect(result.status == 1, "\(option): \(result.stderr)")
        #expect(result.stderr.contains("\(option[0]) is empty"), "\(result.stderr)")
    }

    @Test func nestedAliasesAreAnErrorNotAHang() throws {
        // Nine levels of ten aliases each: 10^10 nodes if expanded, in about 600 bytes (the "billion laughs").
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for i in 1..<10 { lines.append("a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]") }
        lines.append("screens:\n  - name: laughs\n    root: { text: *a9 }")
        let path = try temporaryFile("laughs.yaml", lines.joined(separator: "\n") + "\n")
        let result = try runTypeRamp(["layout", path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("\(path):") && result.stderr.contains("expands to more than"), "\(result.stderr)")
    }

    @Test func deepNestingIsAnError() throws {
        // 120 stacks are 240 levels of mappings and lists: under libyaml's own limit, over TypeRamp's 200.
        let depth = 120
        let text = "screens:\n  - name: deep\n    root: " + String(repeating: "{ vstack: [", count: depth) + "{ text: x }" + String(repeating: "] }", count: depth) + "\n"
        let path = try temporaryFile("deep.yaml", text)
        let result = try runTypeRamp(["layout", path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("nested more than"), "\(result.stderr)")
    }
}

/// Every finding carries the command that shows its cell; running it shows the finding there.
@Suite struct ReproduceCLITests {
    @Test func theReproduceCommandShowsTheFindingsCell() throws {
        let audit = try runTypeRamp(["audit", "examples/app/poll.yaml", "--strings", "examples/app/Localizable.xcstrings", "--locales", "de",
                                     "--pseudo", "double-length", "--format", "json", "--no-progress"])
        #expect(audit.status == 2, "\(audit.stderr)")
        var checked = 0
        for line in audit.stdout.split(separator: "\n") where line.contains("\"rule\":\"text-truncated\"") || line.contains("\"rule\":\"stack-must-flip\"") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.trimmingCharacters(in: CharacterSet(charactersIn: " ,")).utf8)) as? [String: Any])
            let command = try #require(object["reproduce"] as? String)
            let rule = try #require(object["rule"] as? String), path = try #require(object["path"] as? String)
            // The command is plain words here (no quoting needed for these names and paths).
            let words = command.split(separator: " ").map(String.init)
            #expect(Array(words.prefix(2)) == ["typeramp", "layout"])
            let shown = try runTypeRamp(Array(words.dropFirst()))
            #expect(shown.status == 0, "\(command): \(shown.stderr)")
            #expect(shown.stdout.contains("warning \(rule) \(path)"), "\(command) does not show \(rule) at \(path)")
            checked += 1
        }
        #expect(checked >= 2, "the poll example has truncations in German and the pseudolanguage")
    }

    @Test func aLocaleWithoutACatalogIsAnError() throws {
        let result = try runTypeRamp(["layout", "examples/app/poll.yaml", "--locale", "de"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("no strings for 'de'"), "\(result.stderr)")
    }
}
