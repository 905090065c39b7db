import Foundation
import Testing
import TypeRampTestSupport

/// `typeramp audit` run as a user runs it: exit statuses, every output format checked by an independent parser
/// (Tests/Fixtures/audit/validate.py: jsonschema against the official SARIF schema, xml.etree, html5lib), sharding and
/// merging, baselines, located errors for bad input, nothing written unless asked, progress and colour.
@Suite struct AuditCLITests {
    /// A small matrix of the bundled examples that still has findings of every severity.
    static let examples = [
        "examples/app/detail.yaml", "examples/app/feed.yaml", "examples/app/poll.yaml",
        "examples/app/settings.yaml", "examples/app/trends.yaml",
    ]
    static let small =
        examples + [
            "--strings", "examples/app/Localizable.xcstrings", "--locales", "de,ar", "--categories", "l,ax1,ax5",
            "--widths", "320,393", "--no-progress",
        ]

    func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("typeramp-audit-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    func validate(_ kind: String, _ path: String, _ extra: [String] = []) throws -> [String: Any] {
        let result = try runProcess("/usr/bin/env", ["python3", Fixtures.path("audit/validate.py"), kind, path] + extra)
        #expect(result.status == 0, "validate.py \(kind): \(result.stderr)")
        return (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]) ?? [:]
    }

    func spec(_ root: String, in dir: URL, name: String = "s.yaml") throws -> String {
        let path = dir.appendingPathComponent(name).path
        try ("screens:\n  - name: s\n    device: iphone-se-1\n    root:\n" + root).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func anAppsOwnCatalogsAreFoundBesideItsSwiftSource() throws {
        // A button titled by a key: with the app's catalog (found in its en.lproj, as Xcode bundles it) it reads "Save",
        // which fits; the German table beside it is read too (--locales de), and a broken table of another locale is
        // reported and left out rather than stopping the audit.
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = dir.appendingPathComponent("App")
        for folder in ["Views", "en.lproj", "de.lproj", "fr.lproj"] {
            try FileManager.default.createDirectory(at: app.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try """
        import SwiftUI
        struct Editor: View {
            var body: some View {
                HStack { Text(NSLocalizedString("EDITOR_SAVE_DOCUMENT_TO_THE_SHARED_LIBRARY", comment: "")).font(.largeTitle).lineLimit(1) }
            }
        }
        """.write(to: app.appendingPathComponent("Views/Editor.swift"), atomically: true, encoding: .utf8)
        try "\"EDITOR_SAVE_DOCUMENT_TO_THE_SHARED_LIBRARY\" = \"Save\";\n".write(
            to: app.appendingPathComponent("en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try "\"EDITOR_SAVE_DOCUMENT_TO_THE_SHARED_LIBRARY\" = \"Speichern\";\n".write(
            to: app.appendingPathComponent("de.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try "\"broken\" = ;\n".write(to: app.appendingPathComponent("fr.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        let found = try runTypeRamp(["audit", app.path, "--no-progress", "--categories", "l,ax5", "--locales", "de", "--format", "json"])
        #expect(found.status == 0, "\(found.stderr)")
        #expect(found.stderr.contains("strings: 3 catalogs found beside the Swift source"), "\(found.stderr)")
        #expect(found.stderr.contains("fr.lproj/Localizable.strings:1:") && found.stderr.contains("left out"), "\(found.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(found.stdout.utf8)) as? [String: Any])
        #expect((report["findings"] as? [Any])?.isEmpty == true, "\(found.stdout.prefix(600))")
        // Without the catalog (--strings names another file) the key is what is shown: a finding, but one resting on
        // a guess (information, unverified), never an error or a warning.
        let other = dir.appendingPathComponent("other.strings")
        try "\"x\" = \"y\";\n".write(to: other, atomically: true, encoding: .utf8)
        let keyed = try runTypeRamp(["audit", app.path, "--no-progress", "--categories", "l,ax5", "--strings", "en=" + other.path])
        #expect(keyed.status == 0, "\(keyed.stdout)\(keyed.stderr)")
        #expect(keyed.stdout.contains("unverified"), "\(keyed.stdout)")
        // A catalog given by name that cannot be read is an error.
        let broken = try runTypeRamp([
            "audit", app.path, "--no-progress", "--strings", app.appendingPathComponent("fr.lproj/Localizable.strings").path,
        ])
        #expect(broken.status == 1 && broken.stderr.contains("fr.lproj/Localizable.strings:1:"), "\(broken.stderr)")
    }

    // MARK: Exit statuses

    @Test func exitStatuses() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let clean = try spec("      text: Hello\n", in: dir, name: "clean.yaml")
        let warning = try spec("      text: Account\n      style: title1\n", in: dir, name: "warning.yaml")
        let error = try spec("      image: banner\n      width: 400\n      height: 40\n", in: dir, name: "error.yaml")
        func status(_ args: [String]) throws -> Int32 { try runTypeRamp(["audit", "--no-progress", "--categories", "l,ax5"] + args).status }
        #expect(try status([clean]) == 0)
        #expect(try status([clean, "--strict"]) == 0)
        #expect(try status([warning]) == 0)
        #expect(try status([warning, "--strict"]) == 3)
        #expect(try status([error]) == 2)
        #expect(try status([error, "--strict"]) == 2)
        // Usage errors: 1, not ArgumentParser's 64.
        #expect(try status([clean, "--no-such-flag"]) == 1)
        #expect(try status([clean, "--categories", "huge"]) == 1)
        #expect(try status([clean, "--shard", "3/2"]) == 1)
        #expect(try status([]) == 1)
    }

    // MARK: Formats

    @Test func everyFormatIsValidByAnIndependentParser() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let p = { (name: String) in dir.appendingPathComponent(name).path }
        let result = try runTypeRamp(
            ["audit"] + Self.small + [
                "--json", p("r.json"), "--sarif", p("r.sarif"), "--junit", p("r.xml"),
                "--report", p("html"),
            ])
        #expect(result.status == 2, "the examples have errors: \(result.stderr)")
        #expect(result.stdout.contains("5 screens × 3 categories × 2 widths (320, 393 pt) × 3 languages (English, German, Arabic) = 90 cells"))
        let json = try validate("json", p("r.json"))
        let sarif = try validate("sarif", p("r.sarif"), [Fixtures.path("schemas/sarif-schema-2.1.0.json")])
        #expect((sarif["results"] as? Int) == (json["findings"] as? Int))
        #expect((sarif["rules"] as? Int) == 24, "every rule of the catalog (docs/audit.md lists 24)")
        let junit = try validate("junit", p("r.xml"))
        #expect((junit["tests"] as? Int) == 5 * 3 * 2, "one test case per screen × category × width")
        #expect((junit["failures"] as? Int ?? 0) > 0)
        let html = try validate("html", p("html/index.html"))
        #expect((html["cells"] as? Int) == 90, "the grid shows every cell")
        #expect((html["findings"] as? Int) == (json["findings"] as? Int))
        #expect((html["images"] as? Int ?? 0) > 5, "pictures of the findings and contact sheets")
        #expect((html["pages"] as? Int) == 5, "a page per screen")
        // The same formats on standard output; HTML is a folder, so it needs one.
        for format in ["json", "sarif", "junit"] {
            let out = try runTypeRamp(["audit"] + Self.small + ["--format", format])
            #expect(out.status == 2 && !out.stdout.isEmpty, "\(format): \(out.stderr)")
        }
        let htmlOnStdout = try runTypeRamp(["audit"] + Self.small + ["--format", "html"])
        #expect(htmlOnStdout.status == 1 && htmlOnStdout.stderr.contains("--output DIR"), "\(htmlOnStdout.stderr)")
        #expect(try runTypeRamp(["audit"] + Self.small + ["--format", "html", "--output", p("html2")]).status == 2)
        #expect(FileManager.default.fileExists(atPath: p("html2/index.html")))
        let stdoutJSON = try runTypeRamp(["audit"] + Self.small + ["--format", "json"]).stdout
        #expect(stdoutJSON == (try String(contentsOfFile: p("r.json"), encoding: .utf8)))
    }

    @Test func sarifLocatesFindingsInTheSpecFiles() throws {
        let out = try runTypeRamp(["audit", "examples/app/poll.yaml", "--format", "sarif", "--no-progress", "--categories", "l,ax5"])
        let log = try #require(JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let truncated = try #require(results.first { $0["ruleId"] as? String == "text-truncated" })
        let location = try #require((truncated["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "examples/app/poll.yaml")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 14)
        #expect((truncated["partialFingerprints"] as? [String: String])?["typeramp/v2"]?.count == 16)
    }

    @Test func bundledFlightsShowTheReadingOrderRule() throws {
        let out = try runTypeRamp(["audit", "examples/app/flights.yaml", "--categories", "l,ax1", "--widths", "393", "--no-progress"])
        #expect(out.status == 0, "warnings only: \(out.stderr)")
        // Each finding starts with `file:line:col: severity: message [rule-id]`, as compilers print diagnostics.
        #expect(out.stdout.contains("\nexamples/app/flights.yaml:16:13: warning: VoiceOver reads"), "\(out.stdout)")
        #expect(out.stdout.contains("[reading-order-changed]\n    flights · #sydney scroll/padding[0]/vstack[0]/stack[1]\n"), "\(out.stdout)")
        #expect(out.stdout.contains("VoiceOver reads “Track” before “Boarding at gate 23” at large but after it at accessibilityMedium"))
        #expect(!out.stdout.contains("#lisbon"), "the grouped row reads the same in both layouts")
        #expect(
            try runTypeRamp(["audit", "examples/app/flights.yaml", "--categories", "l,ax1", "--widths", "393", "--no-progress", "--strict"]).status
                == 3)
    }

    // MARK: Sharding

    @Test func shardsMergedEqualTheUnshardedRun() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let whole = try runTypeRamp(["audit"] + Self.small + ["--format", "json", "--jobs", "1"])
        var paths: [String] = []
        for i in 1...3 {
            let path = dir.appendingPathComponent("shard\(i).json").path
            let shard = try runTypeRamp(["audit"] + Self.small + ["--shard", "\(i)/3", "--output", path, "--format", "json"])
            #expect(shard.status == 0 || shard.status == 2, "\(shard.stderr)")
            paths.append(path)
        }
        let merged = try runTypeRamp(["audit", "merge"] + paths.reversed() + ["--format", "json"])
        #expect(merged.status == whole.status)
        #expect(merged.stdout == whole.stdout)
        let mergedText = try runTypeRamp(["audit", "merge"] + paths + ["--no-progress"])
        let wholeText = try runTypeRamp(["audit"] + Self.small)
        #expect(mergedText.stdout == wholeText.stdout)
        let missing = try runTypeRamp(["audit", "merge", paths[0], paths[2]])
        #expect(missing.status == 1 && missing.stderr.contains("missing shard 2/3"), "\(missing.stderr)")
    }

    // MARK: Baselines

    @Test func baselineWrittenOnlyWhenAskedAndThenOnlyNewFindingsFail() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let baseline = dir.appendingPathComponent("baseline.json").path
        let before = try runTypeRamp(["audit"] + Self.small + ["--baseline", baseline])
        #expect(before.status == 1 && before.stderr.contains("no such file"), "reading a missing baseline is an error")
        let write = try runTypeRamp(["audit"] + Self.small + ["--baseline", baseline, "--write-baseline"])
        #expect(write.status == 0, "\(write.stderr)")
        #expect(FileManager.default.fileExists(atPath: baseline))
        let after = try runTypeRamp(["audit"] + Self.small + ["--baseline", baseline, "--strict"])
        #expect(after.status == 0, "\(after.stdout)")
        #expect(after.stdout.contains("0 errors, 0 warnings"))
        // Nothing else was written.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["baseline.json"])
    }

    // MARK: Bad input

    @Test func badInputGivesLocatedErrors() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing = try runTypeRamp(["audit", "examples/app/nope.yaml", "--no-progress"])
        #expect(missing.status == 1 && missing.stderr.contains("examples/app/nope.yaml: error: no such file"), "\(missing.stderr)")

        let catalog = dir.appendingPathComponent("Broken.xcstrings").path
        try "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { \"localizations\" : 3 }\n  }\n}\n"
            .write(toFile: catalog, atomically: true, encoding: .utf8)
        let badCatalog = try runTypeRamp(["audit", "examples/app/poll.yaml", "--strings", catalog, "--no-progress"])
        #expect(badCatalog.status == 1 && badCatalog.stderr.contains("Broken.xcstrings:4:"), "\(badCatalog.stderr)")

        let locale = try runTypeRamp([
            "audit", "examples/app/poll.yaml", "--strings", "examples/app/Localizable.xcstrings", "--locales", "dee", "--no-progress",
        ])
        #expect(locale.status == 1 && locale.stderr.contains("unknown locale 'dee' (did you mean 'de'?)"), "\(locale.stderr)")

        let screens = try spec("      text: Hi\n      suppress: [text-trunkated]\n", in: dir)
        let rule = try runTypeRamp(["audit", screens, "--no-progress"])
        #expect(
            rule.status == 1
                && rule.stderr.contains(
                    "s.yaml:6:18: error: screens[0].root.suppress[0]: unknown rule 'text-trunkated' in a suppression (did you mean 'text-truncated'?)"
                ),
            "\(rule.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["Broken.xcstrings", "s.yaml"])
    }

    // MARK: Terminal behaviour

    @Test func progressIsPlainLinesWithoutATerminal() throws {
        let result = try runTypeRamp(["audit", "examples/app/poll.yaml", "--categories", "l,ax5"], environment: ["TERM": "dumb"])
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.first == "[1/6]" && lines.last == "[6/6]", "\(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}["))
        #expect(!result.stdout.contains("\u{1B}["), "no colour when standard output is not a terminal")
    }

    /// Skipped, and reported as skipped, where `/usr/bin/script` (util-linux) is missing: no pseudo-terminal can be made.
    /// `make test` installs it (scripts/setup.sh --test).
    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"),
            "/usr/bin/script (util-linux) is not installed, so no pseudo-terminal can be made"))
    func colourOnATerminalUnlessNoColor() throws {
        let binary = builtProductsDirectory().appendingPathComponent("typeramp").path
        let command = "\(binary) audit examples/app/poll.yaml --categories l,ax5 --no-progress"
        let colour = try runProcess("/usr/bin/script", ["-qec", command, "/dev/null"], environment: ["TERM": "xterm", "NO_COLOR": ""])
        #expect(colour.stdout.contains("\u{1B}[31m✗"), "\(colour.stdout.prefix(300))")
        let plain = try runProcess("/usr/bin/script", ["-qec", command, "/dev/null"], environment: ["TERM": "xterm", "NO_COLOR": "1"])
        #expect(!plain.stdout.contains("\u{1B}[3"))
        #expect(plain.stdout.contains("✗"))
        // Progress on a terminal: one line redrawn in place, with counts and time left, cleared at the end.
        let progress = try runProcess(
            "/usr/bin/script", ["-qec", "\(binary) audit examples/app/poll.yaml --categories l,ax5", "/dev/null"],
            environment: ["TERM": "xterm"])
        #expect(progress.stdout.contains("\r\u{1B}[K[6/6] 100% · "), "\(progress.stdout.prefix(300))")
        #expect(progress.stdout.contains("s left"))
        #expect(!progress.stdout.contains("[1/6]\n"), "no plain lines on a terminal")
    }

    // MARK: A real browser

    static let browser = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Skipped, and reported as skipped, without a headless Chromium; `make test` installs one (scripts/setup.sh --test).
    @Test(.enabled(if: AuditCLITests.browser != nil, "no headless Chromium (apt-get install chromium); the HTML is still checked with html5lib"))
    func htmlReportLoadsInHeadlessChromium() throws {
        let browser = try #require(Self.browser)
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try runTypeRamp(["audit"] + Self.small + ["--report", dir.path])
        #expect(result.status == 2)
        // The index, then the first screen's page (its pictures and every cell of its grid).
        let pages = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("screens").path).sorted()
        #expect(pages.count == 5)
        var stderr = ""
        for (page, cells) in [("index.html", 0), ("screens/" + pages[0], 18)] {
            let dom = try runProcess(
                browser,
                [
                    "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(dir.path)/profile",
                    "--virtual-time-budget=5000", "--enable-logging=stderr", "--v=0", "--dump-dom",
                    "file://" + dir.appendingPathComponent(page).path,
                ])
            #expect(dom.status == 0, "\(dom.stderr.suffix(500))")
            stderr += dom.stderr
            // The page's script records what it saw on <body>.
            let body = dom.stdout.range(of: "<body[^>]*>", options: .regularExpression).map { String(dom.stdout[$0]) } ?? ""
            #expect(body.contains("data-ready=\"yes\""), "\(page): the page's script ran to the end: \(body)")
            #expect(!body.contains("data-errors"), "\(page): no script errors: \(body)")
            #expect(body.contains("data-cells=\"\(cells)\""), "\(page): the grid shows every cell: \(body)")
            // Every picture loaded: none is missing or broken.
            let images = body.range(of: #"data-images="(\d+)/(\d+)""#, options: .regularExpression).map { String(body[$0]) }
            let parts = images?.split(separator: "\"")[1].split(separator: "/") ?? []
            #expect(parts.count == 2 && parts[0] == parts[1], "\(page): \(images ?? "no data-images")")
            if cells > 0 { #expect((Int(parts.first ?? "") ?? 0) > 0, "\(page) shows pictures") }
        }
        let dom = (stderr: stderr, status: Int32(0))
        let consoleErrors = dom.stderr.split(separator: "\n").filter {
            $0.contains("CONSOLE") && ($0.contains("Uncaught") || $0.contains("ERROR:CONSOLE"))
        }
        #expect(consoleErrors.isEmpty, "\(consoleErrors)")
    }

    @Test func theBuildStampIsSwiftOfCommentsOnlyWithTheAuditsCounts() throws {
        // The build-tool plugin's declared output: SwiftPM compiles a build command's Swift outputs (anything else
        // would be bundled as a resource), so it must parse as Swift and declare nothing. A 15 pt system font is a fixed
        // size (SwiftUI's .system(size:) does not scale): one warning, at every category of the matrix.
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = dir.appendingPathComponent("Greeting.swift")
        try """
        import SwiftUI
        struct Greeting: View {
            var body: some View { Text("Hello").font(.system(size: 15)) }
        }
        """.write(to: source, atomically: true, encoding: .utf8)
        let stamp = dir.appendingPathComponent("out/App+TypeRampAudit.swift")
        let result = try runTypeRamp([
            "audit", source.path, "--no-progress", "--categories", "l,ax5", "--widths", "320", "--build-stamp", stamp.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Greeting.swift:3:27: warning: "), "the findings still go to the build log: \(result.stdout)")
        let text = try String(contentsOf: stamp, encoding: .utf8)
        #expect(text.split(separator: "\n").allSatisfy { $0.hasPrefix("//") }, "comments only: \(text)")
        #expect(text.contains("1 screen(s) in 2 cells"), "\(text)")
        #expect(text.contains("0 errors, 1 warnings"), "\(text)")
        let parsed = try runProcess("/usr/bin/env", ["swiftc", "-parse", stamp.path])
        #expect(parsed.status == 0, "swiftc -parse: \(parsed.stderr)")
    }
}
