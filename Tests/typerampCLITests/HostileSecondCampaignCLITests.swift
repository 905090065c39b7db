import Foundation
import Testing
import TypeRampTestSupport

/// Cases of a second hostile campaign against the command line (2026-11-29), each failing before its fix: control
/// characters of an argument's text reaching the terminal, garbage values taken, a name echoed whole, a report folder
/// made wherever a dangling link points, and tampered shards merged.
@Suite struct HostileSecondCampaignCLITests {
    let dir: TemporaryDirectory
    init() throws { dir = try TemporaryDirectory() }

    @Test func anArgumentsControlCharactersNeverReachTheTerminal() throws {
        let forged = "a\u{1B}[2Jb\nfake.swift:1:1: error: x"
        for arguments in [["breaks", forged], ["measure", forged, "--font", "Inter", "--size", "12"]] {
            let result = try runTypeRamp(arguments)
            #expect(result.status == 0, "\(arguments[0]): \(result.stderr)")
            #expect(!result.stdout.contains("\u{1B}"), "\(arguments[0]): \(result.stdout)")
            #expect(!result.stdout.split(separator: "\n").contains { $0.hasPrefix("fake.swift:1:1") }, "\(arguments[0]): \(result.stdout)")
        }
    }

    @Test(arguments: [
        ["measure", "Hi", "--font", "Inter", "--size", "12", "--weight=-5"],
        ["measure", "Hi", "--font", "Inter", "--size", "12", "--tracking", "1e308"],
        ["measure", "Hi", "--font", "Inter", "--size", "12", "--locale", "../x\u{1B}[2J"],
        ["audit", "examples/app/poll.yaml", "--base-locale", "", "--no-progress"],
        ["audit", "examples/app/poll.yaml", "--base-locale", "x\u{1B}[31m", "--no-progress"],
    ])
    func garbageValuesAreUsageErrors(_ arguments: [String]) throws {
        let result = try runTypeRamp(arguments)
        #expect(result.status == 1, "\(arguments): \(result.stdout.prefix(200)) \(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}"), "\(result.stderr)")
    }

    @Test func aLongScreenNameIsNotEchoedWhole() throws {
        let result = try runTypeRamp(["layout", "examples/app/poll.yaml", "--screen", String(repeating: "x", count: 100_000)])
        #expect(result.status == 1, "\(result.stderr.prefix(200))")
        #expect(result.stderr.count < 1_000, "\(result.stderr.count) characters")
    }

    @Test func aReportLinkIntoAMissingFolderIsRefused() throws {
        let elsewhere = dir.url.appendingPathComponent("nowhere/deeper/report").path
        try FileManager.default.createSymbolicLink(atPath: dir.url.appendingPathComponent("link").path, withDestinationPath: elsewhere)
        let result = try runTypeRamp(["audit", "examples/app/poll.yaml", "--report", dir.url.appendingPathComponent("link").path, "--no-progress"])
        #expect(result.status == 1 && result.stderr.contains("does not exist"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("nowhere").path))
    }

    @Test func tamperedShardsAreNotMerged() throws {
        var shards: [String] = []
        for i in 1...2 {
            let path = dir.url.appendingPathComponent("s\(i).json").path
            let run = try runTypeRamp([
                "audit", "examples/app/poll.yaml", "examples/app/feed.yaml", "--shard", "\(i)/2", "--no-progress", "--format", "json", "--output",
                path,
            ])
            #expect(run.status == 2 || run.status == 0, "\(run.stderr)")
            shards.append(path)
        }
        let original = try String(contentsOfFile: shards[0], encoding: .utf8)
        let clean = try runTypeRamp(["audit", "merge", shards[0], shards[1], "--format", "json"])
        #expect(clean.status == 2, "\(clean.stderr)")
        let tampers = [
            ("a line far out of range", original.replacingOccurrences(of: "\"line\":38,", with: "\"line\":-9223372036854775808,")),
            (
                "another run's arguments",
                original.replacingOccurrences(of: "\"reproduceArguments\": [],", with: "\"reproduceArguments\": [\"--strings\", \"x\"],")
            ),
        ]
        for (what, text) in tampers {
            #expect(text != original, "\(what): the fixture no longer has the field to tamper with")
            let tampered = try dir.write(text, to: "t.json").path
            let result = try runTypeRamp(["audit", "merge", tampered, shards[1], "--format", "json"])
            #expect(result.status == 1, "\(what): \(result.stderr)")
        }
    }
}
