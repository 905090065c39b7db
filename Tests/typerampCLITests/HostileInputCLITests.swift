import Foundation
import Testing
import TypeRampTestSupport

/// Input a hostile or careless user gives: a clear error and a non-zero exit, never a crash or a hang.
@Suite struct HostileInputCLITests {
    /// The test's scratch folder, removed when the test ends.
    let scratch: TemporaryDirectory
    init() throws { scratch = try TemporaryDirectory() }

    func temporaryFile(_ name: String, _ text: String) throws -> String {
        try scratch.write(text, to: name).path
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

    @Test func aScreenTooLargeToAuditIsLeftOutWithALocatedError() throws {
        // A hostile campaign: one stack of 330,000 texts (under the node limit) took 43 s and 2 GB to audit in 36 cells.
        // A screen whose views × cells pass TYPERAMP_MAX_SCREEN_WORK is left out at its line; the others are audited and
        // the run ends with status 1, as for a file that cannot be read. Shown here with the limit lowered.
        let texts = (0..<40).map { "        - text: Line \($0)" }.joined(separator: "\n")
        let path = try temporaryFile(
            "large.yaml", "screens:\n  - name: small\n    root: { text: Hello }\n  - name: large\n    root:\n      vstack:\n\(texts)\n")
        let result = try runTypeRamp(
            ["audit", path, "--no-progress", "--format", "json"], environment: ["TYPERAMP_MAX_SCREEN_WORK": "1000"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("\(path):4:") && result.stderr.contains("TYPERAMP_MAX_SCREEN_WORK"), "\(result.stderr)")
        #expect(result.stdout.contains("\"name\": \"small\"") && !result.stdout.contains("\"name\": \"large\""), "\(result.stdout.prefix(400))")
        // Under the default limit both are audited (status 2: the long stack has findings; 1 would be an input error).
        let raised = try runTypeRamp(["audit", path, "--no-progress", "--format", "json"])
        #expect(raised.status == 2 && raised.stdout.contains("\"name\": \"large\""), "\(raised.stderr)")
    }

    @Test func deepNestingIsAnError() throws {
        // 120 stacks are 240 levels of mappings and lists: under libyaml's own limit, over TypeRamp's 200.
        let depth = 120
        let text =
            "screens:\n  - name: deep\n    root: " + String(repeating: "{ vstack: [", count: depth) + "{ text: x }"
            + String(repeating: "] }", count: depth) + "\n"
        let path = try temporaryFile("deep.yaml", text)
        let result = try runTypeRamp(["layout", path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("nested more than"), "\(result.stderr)")
    }
}

/// Every finding carries the command that shows its cell; running it shows the finding there.
@Suite struct ReproduceCLITests {
    @Test func theReproduceCommandShowsTheFindingsCell() throws {
        let audit = try runTypeRamp([
            "audit", "examples/app/poll.yaml", "--strings", "examples/app/Localizable.xcstrings", "--locales", "de",
            "--pseudo", "double-length", "--format", "json", "--no-progress",
        ])
        #expect(audit.status == 2, "\(audit.stderr)")
        var checked = 0
        for line in audit.stdout.split(separator: "\n")
        where line.contains("\"rule\":\"text-truncated\"") || line.contains("\"rule\":\"stack-must-flip\"") {
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(line.trimmingCharacters(in: CharacterSet(charactersIn: " ,")).utf8)) as? [String: Any])
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

/// The CLI as people expect it: one exit-status scheme, help that shows the flags, a rule list.
@Suite struct CLIConventionTests {
    @Test(arguments: [
        ["metrics", "--bogus"], ["layout", "examples/app/poll.yaml", "--category", "huge"], ["audit", "--bogus"], ["rules", "no-such-rule"],
        ["import"], ["tokens", "--bogus"],
    ])
    func usageErrorsExitWithOneInEveryCommand(_ arguments: [String]) throws {
        let result = try runTypeRamp(arguments)
        // docs/audit.md: 0 clean, 1 usage or input error, 2 errors found, 3 warnings with --strict; never 64.
        #expect(result.status == 1, "\(arguments): \(result.status) \(result.stderr)")
    }

    @Test func auditHelpShowsTheFlags() throws {
        let help = try runTypeRamp(["audit", "--help"])
        #expect(help.status == 0)
        for flag in ["--categories", "--widths", "--strings", "--locales", "--pseudo", "--report", "--sarif", "--baseline"] {
            #expect(help.stdout.contains(flag), "\(flag) missing from 'audit --help'")
        }
    }

    @Test func rulesListsTheCatalog() throws {
        let json = try runTypeRamp(["rules", "--format", "json"])
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let rules = try #require(object["rules"] as? [[String: Any]])
        // docs/audit.md's table lists 24 rules; touch-target-too-small's threshold is the HIG's 44 pt.
        #expect(rules.count == 24)
        let touch = try #require(rules.first { $0["id"] as? String == "touch-target-too-small" })
        #expect((touch["threshold"] as? [String: Any])?["value"] as? Double == 44)
        let text = try runTypeRamp(["rules", "icon-does-not-scale"])
        #expect(text.stdout.hasPrefix("icon-does-not-scale"))
    }
}

@Suite struct MetricsSpellingTests {
    @Test func anyStyleSpellingKeepsTheCategoryFilter() throws {
        let result = try runTypeRamp(["metrics", "--style", "Body", "--category", "ax5", "--format", "json"])
        #expect(result.status == 0)
        // Apple's table: Body at accessibilityExtraExtraExtraLarge is 53 pt; one row only.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let rows = try #require(object["cells"] as? [[String: Any]])
        #expect(rows.count == 1)
        #expect(rows.first?["size"] as? Double == 53)
    }
}

/// Nothing half-written: a file a killed audit was writing is the old file or the whole new one, never a part.
@Suite struct AtomicWriteTests {
    /// A folder holding 300 copies of a feed-row screen (`many.yaml`): enough that an audit runs for a while.
    func folderWithManyScreens() throws -> (dir: URL, screens: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("typeramp-kill-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        var yaml = "screens:\n"
        for i in 0..<300 {
            yaml +=
                "  - name: s\(i)\n    root:\n      vstack:\n        - text: Who takes the grand final tonight, and who goes home?\n          style: title2\n"
            yaml += "        - hstack: [ { button: Home team }, { button: Away team } ]\n"
        }
        let screens = dir.appendingPathComponent("many.yaml").path
        try yaml.write(toFile: screens, atomically: true, encoding: .utf8)
        return (dir, screens)
    }

    /// Starts `typeramp arguments`, kills it with SIGKILL after `delay` seconds; true when it was still running then.
    func runAndKill(_ arguments: [String], after delay: TimeInterval = 0.5) throws -> Bool {
        let process = Process()
        process.executableURL = builtProductsDirectory().appendingPathComponent("typeramp")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: delay)
        let killedWhileRunning = process.isRunning
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return killedWhileRunning
    }

    /// The files in `dir` other than `kept`: none may be visible; a killed writer's own temporary file is hidden
    /// (`.<file>.tmp…`).
    func leftovers(in dir: URL, besides kept: [String]) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { !kept.contains($0) }
    }

    @Test func aKilledAuditLeavesTheOldReportIntact() throws {
        let (dir, screens) = try folderWithManyScreens()
        defer { try? FileManager.default.removeItem(at: dir) }
        let report = dir.appendingPathComponent("audit.json").path
        let old = "{\"old\": true}\n"
        try old.write(toFile: report, atomically: true, encoding: .utf8)
        let killedWhileRunning = try runAndKill([
            "audit", screens, "--json", report, "--no-progress", "--format", "text", "--output", dir.appendingPathComponent("out.txt").path,
        ])
        let now = try String(contentsOfFile: report, encoding: .utf8)
        if killedWhileRunning {
            #expect(now == old, "the old report must survive a kill mid-audit")
        } else {
            // It finished first: then the report is whole (valid JSON that ends as the writer ends it).
            #expect(now.hasSuffix("}\n") && now.contains("typeramp.audit/2"))
        }
        let left = try leftovers(in: dir, besides: ["many.yaml", "audit.json", "out.txt"])
        #expect(left.allSatisfy { $0.hasPrefix(".") }, "\(left)")
    }

    @Test func aKilledBaselineWriteLeavesTheOldBaselineIntact() throws {
        // The baseline is streamed as screens finish, like the reports: a writer that wrote in place would leave the
        // first screens' findings and no end.
        let (dir, screens) = try folderWithManyScreens()
        defer { try? FileManager.default.removeItem(at: dir) }
        let baseline = dir.appendingPathComponent("baseline.json").path
        let old = "{\"schema\": \"typeramp.audit-baseline/1\", \"findings\": []}\n"
        try old.write(toFile: baseline, atomically: true, encoding: .utf8)
        let killedWhileRunning = try runAndKill(["audit", screens, "--baseline", baseline, "--write-baseline", "--no-progress"])
        let now = try String(contentsOfFile: baseline, encoding: .utf8)
        if killedWhileRunning {
            #expect(now == old, "the old baseline must survive a kill mid-audit")
        } else {
            #expect(now.hasSuffix("]\n}\n") && now.contains("typeramp.audit-baseline/1"))
        }
        let left = try leftovers(in: dir, besides: ["many.yaml", "baseline.json"])
        #expect(left.allSatisfy { $0.hasPrefix(".") }, "\(left)")
    }

    @Test func importOutputReplacesTheFileWholeOrNotAtAll() throws {
        let dir = try TemporaryDirectory()
        let target = try dir.write(String(repeating: "# an older, longer import\n", count: 2_000), to: "screens.yaml")
        let printed = try runTypeRamp(["import", "examples/swiftui", "--format", "yaml"])
        #expect(printed.status == 0, "\(printed.stderr)")
        let written = try runTypeRamp(["import", "examples/swiftui", "--format", "yaml", "-o", target.path])
        #expect(written.status == 0, "\(written.stderr)")
        // The whole new text (what standard output shows), nothing of the old one, nothing beside it.
        #expect(try String(contentsOf: target, encoding: .utf8) == printed.stdout)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path) == ["screens.yaml"])
        // A failing import leaves the file as it was.
        let failed = try runTypeRamp(["import", dir.url.appendingPathComponent("missing.swift").path, "-o", target.path])
        #expect(failed.status == 1, "\(failed.stderr)")
        #expect(try String(contentsOf: target, encoding: .utf8) == printed.stdout)
        // A folder that does not exist is a located error, and nothing is created.
        let nowhere = dir.url.appendingPathComponent("no/such/folder/screens.yaml").path
        let refused = try runTypeRamp(["import", "examples/swiftui", "-o", nowhere])
        #expect(refused.status == 1 && refused.stderr.contains(nowhere), "\(refused.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path) == ["screens.yaml"])
    }
}

@Suite struct LimitTests {
    @Test func limitsAreLocatedErrorsAndCanBeRaised() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("typeramp-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let long = dir.appendingPathComponent("long.yaml").path
        try ("screens:\n  - name: s\n    root: { text: \"" + String(repeating: "a", count: 2_000) + "\" }\n").write(
            toFile: long, atomically: true, encoding: .utf8)
        // Over a lowered text limit: a located error; under the default: fine.
        let refused = try runTypeRamp(["layout", long], environment: ["TYPERAMP_MAX_TEXT": "1000"])
        #expect(refused.status == 1 && refused.stderr.contains("\(long):3:") && refused.stderr.contains("TYPERAMP_MAX_TEXT"), "\(refused.stderr)")
        #expect(try runTypeRamp(["layout", long]).status == 0)
        // The file size limit.
        let big = try runTypeRamp(["layout", long], environment: ["TYPERAMP_MAX_FILE_BYTES": "100"])
        #expect(big.status == 1 && big.stderr.contains("TYPERAMP_MAX_FILE_BYTES"), "\(big.stderr)")
        // The audit's cell limit: 1 screen × 12 categories × 3 widths = 36 cells over a limit of 10.
        let cells = try runTypeRamp(["audit", "examples/app/poll.yaml", "--no-progress"], environment: ["TYPERAMP_MAX_CELLS": "10"])
        #expect(cells.status == 1 && cells.stderr.contains("36 cells"), "\(cells.stderr)")
    }
}

/// Every numeric option refuses NaN, infinities, zero and negatives where they mean nothing, before any work starts.
@Suite struct NumericOptionTests {
    @Test(arguments: [
        ["scale", "nan", "--relative-to", "body"], ["scale", "inf", "--relative-to", "body"],
        ["measure", "Hello", "--font", "Inter", "--size", "nan"], ["measure", "Hello", "--font", "Inter", "--size", "17", "--width", "nan"],
        ["layout", "examples/app/poll.yaml", "--width", "inf"], ["layout", "examples/app/poll.yaml", "--width", "0"],
        ["snapshot", "examples/app/poll.yaml", "--scale", "nan"],
        ["audit", "examples/app/poll.yaml", "--threshold", "touch-target-too-small=nan", "--no-progress"],
        ["audit", "examples/app/poll.yaml", "--widths", "0", "--no-progress"],
        ["audit", "examples/app/poll.yaml", "--widths", "inf", "--no-progress"],
        ["audit", "examples/app/poll.yaml", "--widths", "-5", "--no-progress"],
    ])
    func badNumbersAreUsageErrors(_ arguments: [String]) throws {
        let result = try runTypeRamp(arguments)
        #expect(result.status == 1, "\(arguments): \(result.status) \(result.stderr)")
        #expect(!result.stderr.isEmpty)
        // The message names the value, not a missing one (`--widths -5` is not read as an option).
        if arguments.contains("--widths") { #expect(result.stderr.contains("--widths: '"), "\(result.stderr)") }
    }
}

/// Numbers that layout and drawing cannot take (a lazy grid's column count, a picture's pixels) are located errors
/// before any work, never a trap: every number of a file and every width is at most TYPERAMP_MAX_NUMBER (a million).
@Suite struct OutOfRangeNumberTests {
    /// A folder for this test's files (Swift Testing makes one suite value per test), removed with it.
    let dir: TemporaryDirectory
    init() throws { dir = try TemporaryDirectory() }

    func screensFile(_ body: String) throws -> String {
        try dir.write("screens:\n  - name: s\n" + body, to: "screens.yaml").path
    }

    @Test(arguments: [
        // Each trapped (exit 132) before: the grid's column count, or the picture's size, overflowed an Int.
        [
            "layout",
            "    root:\n      lazyVGrid: [ { text: a }, { text: b } ]\n      columns: [ \"adaptive(minimum: 1)\" ]\n      frame: { width: 1e300 }\n",
        ],
        ["snapshot", "    width: 1e308\n    root: { text: Hello }\n"],
        ["layout", "    root: { text: Hello, padding: -1e300 }\n"],
    ])
    func aNumberBeyondTheLimitIsALocatedError(_ case_: [String]) throws {
        let path = try screensFile(case_[1])
        let arguments = case_[0] == "snapshot" ? ["snapshot", path, "--out", dir.url.appendingPathComponent("out").path] : [case_[0], path]
        let result = try runTypeRamp(arguments)
        #expect(result.status == 1, "\(result.status) \(result.stderr)")
        #expect(result.stderr.contains("\(path):") && result.stderr.contains("TYPERAMP_MAX_NUMBER"), "\(result.stderr)")
    }

    @Test(arguments: ["fixed(infinity)", "fixed(1e300)", "flexible(minimum: 1e300)", "adaptive(minimum: nan)", "fixed(-50)"])
    func gridColumnsTakeLengthsOnly(_ column: String) throws {
        let path = try screensFile(
            "    root:\n      lazyVGrid: [ { text: a }, { text: b } ]\n      columns: [ \"\(column)\", \"adaptive(minimum: 10)\" ]\n")
        let result = try runTypeRamp(["layout", path])
        #expect(result.status == 1, "\(column): \(result.status) \(result.stderr)")
        #expect(result.stderr.contains("\(path):5:") && result.stderr.contains("a column is fixed(N)"), "\(result.stderr)")
    }

    @Test func widthOptionsBeyondTheLimitAreUsageErrors() throws {
        let path = try screensFile("    root:\n      lazyVGrid: [ { text: a } ]\n      columns: [ \"adaptive(minimum: 1)\" ]\n")
        let layout = try runTypeRamp(["layout", path, "--width", "1e300"])
        #expect(layout.status == 1 && layout.stderr.contains("--width") && layout.stderr.contains("out of range"), "\(layout.stderr)")
        let report = dir.url.appendingPathComponent("report").path
        let audit = try runTypeRamp(["audit", path, "--widths", "320,1e308", "--report", report, "--no-progress"])
        #expect(audit.status == 1 && audit.stderr.contains("--widths: '1e308' is out of range"), "\(audit.stderr)")
        #expect(!FileManager.default.fileExists(atPath: report))
        // The limit can be raised, like every limit.
        let raised = try runTypeRamp(["layout", path, "--width", "2000000"], environment: ["TYPERAMP_MAX_NUMBER": "1e7"])
        #expect(raised.status == 0, "\(raised.stderr)")
    }

    @Test func aDTCGDimensionBeyondTheLimitIsALocatedError() throws {
        let tokens = try String(contentsOfFile: Fixtures.repositoryPath("examples/tokens/acme.tokens.json"), encoding: .utf8)
        // The string form ("16px") is read apart from other numbers: both are checked.
        let fontSize = "\"fontSize\": {\n        \"value\": 34,\n        \"unit\": \"px\"\n      }"
        for (name, replacement) in [
            ("number.json", "\"fontSize\": {\"value\": 1e300, \"unit\": \"px\"}"), ("string.json", "\"fontSize\": \"1e300px\""),
        ] {
            let text = tokens.replacingOccurrences(of: fontSize, with: replacement)
            #expect(text != tokens)
            let path = try dir.write(text, to: name).path
            let result = try runTypeRamp(["tokens", path, "--format", "css"])
            #expect(result.status == 1, "\(name): \(result.status) \(result.stderr)")
            #expect(result.stderr.contains("\(path):") && result.stderr.contains("out of range"), "\(result.stderr)")
        }
    }

    @Test func measuringAHugeSizePrintsItInsteadOfTrapping() throws {
        // Text is measured in font units and scaled: a 1e300-point size is exact arithmetic; printing the table trapped.
        let result = try runTypeRamp(["measure", "Hello", "--font", "Inter", "--size", "1e300"])
        #expect(result.status == 0, "\(result.status) \(result.stderr)")
        #expect(result.stdout.contains("e+300"))
    }
}

/// A folder where a file is expected, and Swift input without screens: errors that name the path and say what is wrong.
@Suite struct WrongKindOfPathTests {
    /// A folder for this test's files, removed with it.
    let dir: TemporaryDirectory
    init() throws { dir = try TemporaryDirectory() }

    @Test(arguments: [
        ["ramp", "DIR"], ["tokens", "DIR", "--format", "css"],
        ["audit", "examples/app/poll.yaml", "--strings", "DIR", "--locales", "de", "--no-progress"],
        ["audit", "examples/app/poll.yaml", "--baseline", "DIR", "--no-progress"], ["audit", "merge", "DIR"],
    ])
    func aFolderGivenForAFileIsNamed(_ arguments: [String]) throws {
        let folder = dir.url.appendingPathComponent("catalog.xcstrings").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let result = try runTypeRamp(arguments.map { $0 == "DIR" ? folder : $0 })
        #expect(result.status == 1, "\(arguments): \(result.status) \(result.stderr)")
        #expect(result.stderr.contains("\(folder): error: is a folder; a file is expected here"), "\(result.stderr)")
    }

    @Test func swiftInputWithoutScreensSaysWhy() throws {
        let empty = dir.url.appendingPathComponent("Empty").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let none = try runTypeRamp(["layout", empty])
        #expect(none.status == 1 && none.stderr.contains("\(empty): error: the folder holds no .swift files"), "\(none.stderr)")
        // A view whose frame is out of range: the importer leaves the frame out with a note at its line, and the screen is
        // audited (before, the screen was left out whole when the layout model refused the value).
        let huge = try dir.write(
            "import SwiftUI\n\nstruct Huge: View {\n    var body: some View {\n        Text(\"Hello\")\n            .frame(width: 1e300)\n    }\n}\n",
            to: "Huge.swift"
        ).path
        let layout = try runTypeRamp(["layout", huge])
        #expect(layout.status == 0 && layout.stdout.contains("Hello"), "\(layout.stderr)")
        let audit = try runTypeRamp(["audit", huge, "--no-progress"])
        #expect(audit.status != 1, "\(audit.stderr)")
        #expect(audit.stderr.contains("1 screen (0 imported fully, 1 with notes)"), "\(audit.stderr)")
        let notes = try runTypeRamp(["import", huge])
        #expect(notes.stderr.contains("\(huge):6:14: note: frame width"), "\(notes.stderr)")
        #expect(!audit.stderr.contains("typeramp import  "), "the import hint names the Swift paths: \(audit.stderr)")
    }
}
