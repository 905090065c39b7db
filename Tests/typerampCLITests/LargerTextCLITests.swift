import Foundation
import Testing
import TypeRampTestSupport

/// `typeramp label larger-text` run as a team runs it: exit statuses, every output checked by an independent parser
/// (Tests/Fixtures/larger-text/validate.py: jsonschema against docs/larger-text.schema.json, markdown-it-py;
/// Tests/Fixtures/audit/validate.py: html5lib), the settings flags, a previous audit's report as input, and the report
/// folder's safety.
@Suite struct LargerTextCLITests {
    static func fixture(_ name: String) -> String { "Tests/Fixtures/larger-text/\(name)" }
    /// One width keeps the runs short: the narrowest screen, where text runs out of room first.
    static let quick = ["--widths", "320", "--no-progress"]

    func label(_ arguments: [String]) throws -> CommandResult {
        try runTypeRamp(["label", "larger-text"] + arguments + LargerTextCLITests.quick)
    }

    func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("typeramp-label-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    func validate(_ script: String, _ arguments: [String]) throws -> [String: Any] {
        let result = try runProcess("/usr/bin/env", ["python3", Fixtures.path(script)] + arguments)
        #expect(result.status == 0, "\(script) \(arguments.first ?? ""): \(result.stderr)")
        return (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]) ?? [:]
    }

    @Test func exitStatuses() throws {
        #expect(try label([LargerTextCLITests.fixture("ClampAX3.swift")]).status == 0)
        #expect(try label([LargerTextCLITests.fixture("ClampAX2.swift")]).status == 2)
        #expect(try label([LargerTextCLITests.fixture("LongFormScroll.swift")]).status == 0)
        #expect(try label([LargerTextCLITests.fixture("LongFormStack.swift")]).status == 2)
        #expect(try label([LargerTextCLITests.fixture("Badge.swift")]).status == 2)
        let exempt = try label([LargerTextCLITests.fixture("Badge.swift"), "--exempt", "NEW=decorative badge"])
        #expect(exempt.status == 0, "\(exempt.stderr)")
        #expect(exempt.stdout.contains("The app supports Larger Text"))
        // Issues only (a warning at the accessibility sizes): not a claim, exit 2.
        #expect(try label(["examples/swiftui", "--common-task", "Settings"]).status == 2)
    }

    @Test func usageErrors() throws {
        let clamp = LargerTextCLITests.fixture("ClampAX3.swift")
        for (arguments, expected) in [
            ([String](), "give the app's screens"),
            ([clamp, "--categories", "l...ax5"], "--categories does not apply"),
            ([clamp, "--baseline", "b.json"], "--baseline does not apply"),
            ([clamp, "--exempt", "NEW"], "--exempt takes TEXT_OR_ID=reason"),
            ([clamp, "--exempt", "NEW="], "give the reason"),
            ([clamp, "--common-task", "Order statu"], "did you mean 'Order status'?"),
            ([clamp, "--exempt", "screen:Nope=legacy"], "'Nope', which is not among the screens"),
            ([clamp, "--format", "html"], "give --output DIR"),
            ([clamp, "--output", clamp], "writing it would replace it"),
        ] {
            let result = try label(arguments)
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(expected), "\(arguments): \(result.stderr)")
        }
    }

    @Test func settingsFromTheConfigurationFile() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["ClampAX2.swift", "Badge.swift"] {
            try FileManager.default.copyItem(
                atPath: Fixtures.path("larger-text/\(name)"), toPath: dir.appendingPathComponent(name).path)
        }
        let binary = builtProductsDirectory().appendingPathComponent("typeramp").path
        func run(_ config: String, _ arguments: [String] = []) throws -> CommandResult {
            try config.write(to: dir.appendingPathComponent(".typeramp.yml"), atomically: true, encoding: .utf8)
            return try runProcess(binary, ["label", "larger-text", "--widths", "320", "--no-progress"] + arguments, directory: dir)
        }
        // The file names what to judge, the task and the exemption: the clamped screen is exempt, the badge is the task.
        let config = """
            included: [ClampAX2.swift, Badge.swift]
            larger_text:
              common_tasks:
                - name: Read the inbox
                  screens: [Inbox row]
              exemptions:
                - screen: Order status
                  reason: a legacy screen
            """
        let fails = try run(config)
        #expect(fails.status == 2, "\(fails.stderr)")
        #expect(fails.stdout.contains("  ✗ Read the inbox (Inbox row): does not support Larger Text"))
        #expect(fails.stdout.contains("Order status  – exempt"))
        // The command line adds its exemptions to the file's.
        let passes = try run(config, ["--exempt", "NEW=decorative badge"])
        #expect(passes.status == 0, "\(passes.stdout)\n\(passes.stderr)")
        // A file error is located; a largest category other than AX5 is refused, not ignored.
        #expect(try run("larger_text:\n  common_task: []\n").status == 1)
        let ax3 = try run("included: [Badge.swift]\nlarger_text:\n  largest_category: ax3\n")
        #expect(ax3.status == 1 && ax3.stderr.contains("largest_category ax3 is not supported"))
        // A task naming a screen the app does not have: the closest name is suggested.
        let typo = try run("included: [Badge.swift]\nlarger_text:\n  common_tasks:\n    - {name: Inbox, screens: [Inbox rw]}\n")
        #expect(typo.status == 1 && typo.stderr.contains("did you mean 'Inbox row'?"), "\(typo.stderr)")
    }

    @Test func textJSONMarkdownAndHTML() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = dir.appendingPathComponent("l.json").path, markdown = dir.appendingPathComponent("l.md").path
        let html = dir.appendingPathComponent("html").path
        let result = try label([
            "examples/swiftui", "--json", json, "--markdown", markdown, "--report", html, "--common-task", "Play=Episodes,Player",
            "--exempt", "You're offline=a status banner",
        ])
        #expect(result.status == 2, "\(result.stderr)")
        // Text on standard output: the problems at their Swift lines, as compilers print them.
        #expect(result.stdout.contains("\nexamples/swiftui/Sources/EpisodeDetail.swift:10:17: error: “The history of the typewriter” stays 34 pt"))
        #expect(result.stdout.contains("common tasks:\n  ✗ Play (Episodes, Player): does not support Larger Text"))
        let summary = try validate("larger-text/validate.py", ["json", Fixtures.repositoryPath("docs/larger-text.schema.json"), json])
        #expect(summary["verdict"] as? String == "does-not-support")
        let screens = summary["screens"] as? [String: String] ?? [:]
        // The fixed 34 pt title (examples/swiftui/README.md plants it) keeps Episode from supporting Larger Text.
        #expect(screens["Episode"] == "does-not-support")
        #expect(screens.count == 4)
        let md = try validate("larger-text/validate.py", ["markdown", markdown])
        #expect((md["heading"] as? String)?.hasPrefix("Larger Text: ✗") == true)
        #expect((md["rows"] as? [[String]])?.map { $0[0] } == ["Episode", "Episodes", "Player", "Settings"])
        let pages = try validate("audit/validate.py", ["html", html + "/index.html"])
        #expect(pages["pages"] as? Int == 4)
        // Six pictures (Large, AX1–AX5) per screen, some identical and stored once.
        #expect((pages["images"] as? Int ?? 0) == 24)
        #expect(FileManager.default.fileExists(atPath: html + "/.typeramp-output"))
        let page = try String(contentsOfFile: html + "/screens/1-Episode.html", encoding: .utf8)
        #expect(page.contains("class=\"box blocking\""))
        #expect(page.contains("Exempt") == false || page.contains("a status banner"))
    }

    @Test func outputIsDeterministic() throws {
        let a = try label(["examples/swiftui", "--format", "json"]).stdout
        let b = try label(["examples/swiftui", "--format", "json", "--jobs", "1"]).stdout
        #expect(!a.isEmpty && a == b)
    }

    @Test func aPreviousAuditsReport() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let audit = dir.appendingPathComponent("audit.json").path
        let audited = try runTypeRamp(["audit", "examples/swiftui", "--widths", "320", "--no-progress", "--json", audit, "--format", "text"])
        #expect(audited.status == 2, "\(audited.stderr)")
        let fromReport = try runTypeRamp(["label", "larger-text", audit, "--format", "json", "--no-progress"])
        let direct = try label(["examples/swiftui", "--format", "json"])
        #expect(fromReport.status == direct.status, "\(fromReport.stderr)")
        func verdicts(_ text: String) throws -> [String] {
            let root = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            return (root?["screens"] as? [[String: Any]] ?? []).map { "\($0["name"]!): \($0["verdict"]!) \(($0["blocking"] as? [Any])?.count ?? -1)" }
        }
        #expect(try verdicts(fromReport.stdout) == verdicts(direct.stdout))
        #expect(fromReport.stdout.contains("\"auditReport\": \"\(audit)\""))
        // The report decides the matrix.
        let widths = try runTypeRamp(["label", "larger-text", audit, "--widths", "393", "--no-progress"])
        #expect(widths.status == 1 && widths.stderr.contains("come from the audit report"))
        // A report without the accessibility sizes cannot be judged.
        let partial = dir.appendingPathComponent("partial.json").path
        _ = try runTypeRamp(["audit", "examples/swiftui", "--widths", "320", "--categories", "l,ax1", "--no-progress", "--json", partial])
        let refused = try runTypeRamp(["label", "larger-text", partial, "--no-progress"])
        #expect(refused.status == 1 && refused.stderr.contains("does not cover ax2, ax3, ax4, ax5"), "\(refused.stderr)")
    }

    @Test func theReportFolderIsTypeRampsOnly() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = dir.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "keep me".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let clamp = LargerTextCLITests.fixture("ClampAX3.swift")
        let refused = try label([clamp, "--report", folder.path])
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "keep me")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.html").path))
        let forced = try label([clamp, "--report", folder.path, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "keep me")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.html").path))
        // Written again over its own folder: no --force needed.
        #expect(try label([clamp, "--report", folder.path]).status == 0)
    }
}

/// The output the README and docs/larger-text.md show is the command's: every line they quote (but `…`) is a line it
/// prints now.
@Suite struct LargerTextDocsTests {
    @Test func quotedOutputIsCurrent() throws {
        let result = try runTypeRamp(["label", "larger-text", "examples/swiftui", "--no-progress"])
        #expect(result.status == 2)
        for doc in ["README.md", "docs/larger-text.md"] {
            let text = try String(contentsOfFile: Fixtures.repositoryPath(doc), encoding: .utf8)
            guard let start = text.range(of: "$ typeramp label larger-text examples/swiftui\n") else {
                Issue.record("\(doc) does not quote the command's output")
                continue
            }
            let quoted = text[start.upperBound...].components(separatedBy: "\n```")[0].split(separator: "\n").map(String.init)
            #expect(quoted.count >= 5, "\(doc)")
            let printed = Set(result.stdout.split(separator: "\n").map(String.init))
            for line in quoted where line != "…" {
                #expect(printed.contains(line), "\(doc): “\(line)” is not a line of the output")
            }
        }
    }
}
