import Foundation
import Testing
import TypeRampTestSupport

/// `.typeramp.yml` as a team uses it: found from the folder the command runs in or above, its settings applied to the
/// audit, command-line options over it, located errors for bad keys, `config --print`; and the CLI papercuts of
/// issue 26 (`rules` columns, `audit --help` naming `audit merge`, SARIF help).
@Suite struct ConfigCLITests {
    func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("typeramp-config-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    func write(_ text: String, _ path: String, in dir: URL) throws {
        let url = dir.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func typeramp(_ args: [String], in dir: URL) throws -> CommandResult {
        try runProcess(builtProductsDirectory().appendingPathComponent("typeramp").path, args, directory: dir)
    }

    static let truncating =
        "screens:\n  - name: s\n    device: iphone-se-1\n    root:\n      text: \"A long title that will not fit on one line at all\"\n      lines: 1\n"
    static let clean = "screens:\n  - name: c\n    device: iphone-se-1\n    root:\n      text: Hi\n"

    @Test func auditUsesTheNearestConfiguration() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write(Self.truncating, "screens/long.yaml", in: dir)
        try write(Self.clean, "screens/clean.yaml", in: dir)
        try write(Self.truncating, "screens/old/legacy.yaml", in: dir)
        try write(
            "included: [\"screens/**/*.yaml\"]\nexcluded: [screens/old]\ncategories: ax5\nwidths: [320]\ntext-truncated: error\nreporter: github\n",
            ".typeramp.yml", in: dir)
        // Run from a folder below the configuration: it is found, and its paths are read from its own folder.
        let sub = dir.appendingPathComponent("screens")
        let result = try typeramp(["audit", "--no-progress"], in: sub)
        #expect(result.status == 2, "text-truncated raised to error: \(result.stderr)")
        let annotations = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(annotations.count == 1, "legacy.yaml is excluded and clean.yaml is clean: \(result.stdout)")
        #expect(annotations.first?.hasPrefix("::error file=long.yaml,line=5,col=") == true, "\(result.stdout)")
        #expect(result.stdout.contains("in 2 cells"), "two screens × ax5 × 320: \(result.stdout)")
        // Options on the command line win over the file.
        let cli = try typeramp(["audit", "--no-progress", "--format", "json", "--severity", "text-truncated=warning"], in: sub)
        #expect(cli.status == 0, "\(cli.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(cli.stdout.utf8)) as? [String: Any]
        #expect(json?["summary"] != nil)
        // --no-config ignores it: without paths the audit has nothing to do.
        let none = try typeramp(["audit", "--no-progress", "--no-config"], in: sub)
        #expect(none.status == 1)
        #expect(none.stderr.contains("give at least one screens file"))
    }

    @Test func badConfigurationIsALocatedError() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write(Self.clean, "c.yaml", in: dir)
        try write("widths: [320]\nreporters: sarif\n", ".typeramp.yml", in: dir)
        let result = try typeramp(["audit", "c.yaml", "--no-progress"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr.contains(".typeramp.yml:2:1: error: reporters: unknown key 'reporters' (did you mean 'reporter'?)"), "\(result.stderr)")
        let check = try typeramp(["config"], in: dir)
        #expect(check.status == 1)
        let missing = try typeramp(["config", "--config", "nowhere.yml"], in: dir)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("nowhere.yml: error: no such file"), "\(missing.stderr)")
    }

    @Test func configPrintShowsTheResolvedConfiguration() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write("strings: [App/Localizable.xcstrings]\ntouch-target-too-small: {threshold: 48}\n", "ci/typeramp.yml", in: dir)
        let result = try typeramp(["config", "--print", "--config", "ci/typeramp.yml"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("strings: [\"ci/App/Localizable.xcstrings\"]"), "a path relative to the file's folder: \(result.stdout)")
        #expect(lines.contains("touch-target-too-small: {severity: warning, threshold: 48}  # pt"))
        #expect(lines.contains("text-below-minimum-size: {severity: warning, threshold: 11}  # pt"), "defaults listed too")
        #expect(lines.contains("widths: [320, 393, 430]"))
        // The printed configuration is itself a valid configuration that prints the same (paths now from this folder).
        try write(result.stdout, "resolved.yml", in: dir)
        let again = try typeramp(["config", "--print", "--config", "resolved.yml"], in: dir)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.split(separator: "\n").map(String.init).dropFirst(2) == lines.dropFirst(2))
    }

    @Test func rulesColumnsStayApart() throws {
        let result = try runTypeRamp(["rules"])
        #expect(result.status == 0)
        let rows = result.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") && $0.contains(" ") && !$0.hasSuffix(" rules") }
        #expect(rows.count == 24)
        for row in rows {
            // id, severity and summary separated by at least two spaces, even after "information".
            let columns = row.split(separator: "  ", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(columns.count >= 3, "\(row)")
            #expect(["error", "warning", "information"].contains(columns[1]), "\(row)")
        }
    }

    @Test func auditHelpNamesMerge() throws {
        let help = try runTypeRamp(["audit", "--help"])
        #expect(help.stdout.contains("typeramp audit merge"), "\(help.stdout)")
        #expect(help.stdout.contains(".typeramp.yml"))
    }

    @Test func sarifRulesCarryHelp() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write(Self.truncating, "s.yaml", in: dir)
        let result = try typeramp(
            ["audit", "s.yaml", "--no-progress", "--categories", "ax5", "--widths", "320", "--sarif", "a.sarif", "--report", "report"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(contentsOf: dir.appendingPathComponent("a.sarif"))
        let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect((driver["informationUri"] as? String)?.hasPrefix("https://") == true)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        for rule in rules {
            let id = rule["id"] as! String
            #expect((rule["helpUri"] as? String)?.hasSuffix("docs/rules.md#\(id)") == true)
            let markdown = (rule["help"] as? [String: Any])?["markdown"] as? String ?? ""
            #expect(markdown.contains("**Fix:**") && markdown.contains("```yaml\n\(id)"), "\(id): \(markdown)")
        }
        // The finding links the HTML report's page, whose anchor exists and shows a picture.
        let result0 = try #require((run["results"] as? [[String: Any]])?.first)
        let uri = try #require(((result0["attachments"] as? [[String: Any]])?.first?["artifactLocation"] as? [String: Any])?["uri"] as? String)
        let parts = uri.split(separator: "#").map(String.init)
        #expect(parts.count == 2 && parts[0].hasPrefix("report/screens/"), "\(uri)")
        let page = try String(contentsOf: dir.appendingPathComponent(parts[0]), encoding: .utf8)
        #expect(page.contains("id=\"\(parts[1])\""))
        #expect(page.contains("<img"))
    }

    @Test func rulesMarkdownIsDocsRules() throws {
        // docs/rules.md is generated; it must be what the command writes now.
        let result = try runTypeRamp(["rules", "--format", "markdown"])
        let committed = try String(contentsOfFile: Fixtures.repositoryPath("docs/rules.md"), encoding: .utf8)
        #expect(result.stdout == committed, "regenerate: typeramp rules --format markdown > docs/rules.md")
    }

    @Test func htmlIndexLeadsWithFindingsByLineEachWithItsPicture() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try runTypeRamp([
            "audit", "examples/swiftui", "--no-progress", "--categories", "l,ax5", "--widths", "320", "--report",
            dir.appendingPathComponent("r").path,
        ])
        #expect(result.status == 2, "\(result.stderr)")
        let index = try String(contentsOf: dir.appendingPathComponent("r/index.html"), encoding: .utf8)
        let sections = index.components(separatedBy: "<section id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(sections.first == "by-line", "\(sections)")
        let byLine = try #require(index.components(separatedBy: "<section id=\"findings\"").first)
        // The README's example finding, at its Swift line.
        #expect(byLine.contains("examples/swiftui/Sources/EpisodeRow.swift:25:13"))
        let items = byLine.components(separatedBy: "<li class=\"finding").dropFirst()
        #expect(!items.isEmpty)
        for item in items {
            #expect(item.contains("<img"), "every finding of the list has its picture: \(item.prefix(200))")
            let src = try #require(item.firstMatch(of: /src="(img\/[0-9a-f]+\.png)"/)?.output.1)
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("r/\(src)").path))
        }
    }
}
