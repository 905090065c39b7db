import Foundation
import Testing
import TypeRampTestSupport

/// The older front ends under attack (YAML aliases, shard reports, batch files, font paths and folders): each ends
/// with a located error or a correct result, never a signal, a hang or runaway memory.
@Suite struct HostileFrontEndCLITests {
    let dir: TemporaryDirectory
    init() throws { dir = try TemporaryDirectory() }

    /// Exits by itself, not by a signal (a status above 128 is a shell's report of one).
    func expectNoSignal(_ result: CommandResult, _ what: String) {
        #expect(result.status >= 0 && result.status < 128, "\(what): status \(result.status) \(result.stderr.prefix(500))")
    }

    /// `depth` stacks, each the alias of the one before: a short file, `depth` levels deep once expanded.
    func aliasChain(_ depth: Int, tail: String = "") throws -> String {
        var lines = ["a0: &a0 { text: x }"]
        lines.reserveCapacity(depth + 4)
        for i in 1..<depth { lines.append("a\(i): &a\(i) { vstack: [ *a\(i - 1) ] }") }
        lines.append("screens:\n  - name: deep\n    root: *a\(depth - 1)")
        return try dir.write(lines.joined(separator: "\n") + "\n" + tail, to: "alias.yaml").path
    }

    @Test func aHundredThousandDeepAliasChainIsALocatedError() throws {
        let path = try aliasChain(100_000)
        let result = try runTypeRamp(["layout", path])
        expectNoSignal(result, "alias chain")
        #expect(
            result.status == 1 && result.stderr.contains("\(path):") && result.stderr.contains("TYPERAMP_MAX_DEPTH"), "\(result.stderr.prefix(500))")
        // The same chain with a syntax error after it: the parser fails holding every anchor.
        let broken = try aliasChain(100_000, tail: "x: [\n")
        let failed = try runTypeRamp(["audit", broken, "--no-progress"])
        expectNoSignal(failed, "alias chain then a syntax error")
        #expect(failed.status == 1 && failed.stderr.contains("not valid YAML"), "\(failed.stderr.prefix(500))")
    }

    @Test func aLongTextRepeatedByAliasesIsALocatedError() throws {
        let text = String(repeating: "word ", count: 20_000)
        var yaml = "screens:\n  - name: s\n    root:\n      vstack:\n        - text: &t \"\(text)\"\n"
        for _ in 0..<2_000 { yaml += "        - text: *t\n" }
        let path = try dir.write(yaml, to: "repeated.yaml").path
        let result = try runTypeRamp(["audit", path, "--no-progress"])
        expectNoSignal(result, "repeated text")
        #expect(result.status == 1 && result.stderr.contains("\(path):") && result.stderr.contains("TYPERAMP_MAX_TOTAL_TEXT"), "\(result.stderr)")
    }

    @Test func aTagTypeRampDoesNotReadIsALocatedError() throws {
        // `!!binary SGVsbG8=` is bytes, not the text "SGVsbG8=", and `!custom` means what only its author knows: refused
        // at the value, where they had been read as their characters. Core-schema tags (`!!str 12`) and an unquoted date
        // (a plain value the resolver would call a timestamp) are read as before.
        for (tag, shown) in [("!!binary SGVsbG8=", "!!binary"), ("!custom Hello", "!custom")] {
            let path = try dir.write("screens:\n  - name: s\n    root:\n      text: \(tag)\n", to: "tag.yaml").path
            let result = try runTypeRamp(["layout", path])
            expectNoSignal(result, tag)
            #expect(
                result.status == 1 && result.stderr.contains("\(path):4:13") && result.stderr.contains("the tag '\(shown)'"), "\(result.stderr)")
        }
        let plain = try dir.write(
            "screens:\n  - name: s\n    root:\n      vstack:\n        - text: !!str 12\n        - text: 2025-01-01\n", to: "plain.yaml")
        let read = try runTypeRamp(["layout", plain.path])
        #expect(read.status == 0 && read.stdout.contains("| 12") && read.stdout.contains("| 2025-01-01"), "\(read.stdout) \(read.stderr)")
    }

    @Test(arguments: ["9223372036854775807", "100000000"])
    func aTamperedShardCountIsAnError(_ count: String) throws {
        let shard = dir.url.appendingPathComponent("shard.json").path
        let written = try runTypeRamp(["audit", "examples/app/poll.yaml", "--shard", "1/2", "--format", "json", "--output", shard, "--no-progress"])
        #expect(written.status == 0 || written.status == 2, "\(written.stderr)")
        let text = try String(contentsOfFile: shard, encoding: .utf8)
        let tampered = text.replacingOccurrences(of: "\"count\": 2", with: "\"count\": \(count)")
        #expect(tampered != text)
        try tampered.write(toFile: shard, atomically: true, encoding: .utf8)
        let result = try runTypeRamp(["audit", "merge", shard])
        expectNoSignal(result, "merge")
        #expect(
            result.status == 1
                && result.stderr.contains("cannot merge: the reports are 1 of \(count) shards: missing shard 2, 3, 4, 5, 6, …/\(count)"),
            "\(result.stderr)")
    }

    @Test func batchLinesAndTextsAreBounded() throws {
        // A text of 100,000 spaces and tabs, every character a break opportunity that hangs: measured, not stuck.
        let blank = String(repeating: "\\t \\t  ", count: 19_000)
        let spaces = try dir.write("{\"id\": 1, \"font\": \"Inter\", \"size\": 17, \"width\": 100, \"text\": \"\(blank)\"}\n", to: "blank.jsonl")
        let measured = try runTypeRamp(["measure", "--batch", spaces.path])
        expectNoSignal(measured, "blank text")
        #expect(measured.status == 0 && measured.stdout.contains("\"lines\":1"), "\(measured.stdout.prefix(300)) \(measured.stderr)")
        // Over the text limit (lowered here, as a 64 MB line would be over the default): a located error for that
        // case, and the other cases measured.
        let long = String(repeating: "a", count: 5_000)
        let batch = try dir.write(
            "{\"id\": 1, \"font\": \"Inter\", \"size\": 17, \"text\": \"Hello\"}\n{\"id\": 2, \"font\": \"Inter\", \"size\": 17, \"text\": \"\(long)\"}\n"
                + "{\"id\": 3, \"font\": \"Inter\", \"size\": 17, \"text\": \"\(String(repeating: long, count: 2))\"}\n",
            to: "long.jsonl")
        let limited = try runTypeRamp(["measure", "--batch", batch.path], environment: ["TYPERAMP_MAX_TEXT": "1000"])
        expectNoSignal(limited, "long lines")
        let lines = limited.stdout.split(separator: "\n")
        #expect(lines.count == 3, "\(limited.stdout.prefix(500))")
        #expect(lines.first?.contains("\"lines\":1") == true)
        #expect(lines.dropFirst().allSatisfy { $0.contains("\(batch.path):") && $0.contains("TYPERAMP_MAX_TEXT") }, "\(limited.stdout.prefix(800))")
    }

    @Test func devicesAndFIFOsAreNotReadAsInput() throws {
        let fifo = dir.url.appendingPathComponent("fifo.ttf").path
        #expect(mkfifo(fifo, 0o600) == 0)
        for arguments in [
            ["measure", "--batch", "/dev/zero"], ["layout", "/dev/zero"], ["measure", "Hello", "--font", "/dev/zero", "--size", "17"],
            ["measure", "Hello", "--font", fifo, "--size", "17"], ["tokens", "/dev/urandom", "--format", "css"],
        ] {
            let result = try runTypeRamp(arguments)
            expectNoSignal(result, "\(arguments)")
            #expect(
                result.status == 1 && (result.stderr.contains("is a device") || result.stderr.contains("not a font file")),
                "\(arguments): \(result.stderr)")
        }
    }

    @Test func aFontFolderWithHostileEntriesIsSearchedSafely() throws {
        let fonts = dir.url.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts.appendingPathComponent("dir.ttf"), withIntermediateDirectories: true)
        #expect(mkfifo(fonts.appendingPathComponent("fifo.ttf").path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: fonts.appendingPathComponent("zero.otf").path, withDestinationPath: "/dev/zero")
        try FileManager.default.createSymbolicLink(atPath: fonts.appendingPathComponent("loop").path, withDestinationPath: ".")
        try "not a font".write(to: fonts.appendingPathComponent("text.otf"), atomically: true, encoding: .utf8)
        try Data().write(to: fonts.appendingPathComponent("empty.ttf"))
        let inter = try #require(
            FileManager.default.enumerator(atPath: Fixtures.repositoryPath("fonts"))?.compactMap { $0 as? String }.first { $0.hasSuffix(".otf") })
        try FileManager.default.copyItem(atPath: Fixtures.repositoryPath("fonts/" + inter), toPath: fonts.appendingPathComponent("real.otf").path)
        // A family that is nowhere: every entry is looked at, and the error lists what was found.
        let missing = try runTypeRamp(["measure", "Hello", "--font", "No Such Family", "--size", "17", "--font-dir", fonts.path])
        expectNoSignal(missing, "hostile font folder")
        #expect(missing.status == 1 && missing.stderr.contains("no font family"), "\(missing.stderr)")
    }
}
