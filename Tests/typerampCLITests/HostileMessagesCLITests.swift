import Foundation
import Testing
import TypeRampTestSupport

/// Messages that neither leak nor lie: an error quotes at most a short escaped excerpt of a file and nothing of one
/// outside the folders given; a name with a line break or an escape sequence cannot forge a diagnostic or reach the
/// terminal raw, in any text output.
@Suite struct HostileMessagesCLITests {
    let dir: TemporaryDirectory
    init() throws { dir = try TemporaryDirectory() }

    /// A screen that truncates its title at every size (so the audit has a finding located in the file).
    static let truncating = """
        screens:
          - name: s
            root:
              vstack:
                - text: A title long enough to be cut on one line at every content-size category there is
                  lines: 1
        """

    @Test func aRampThatIsASecretFileIsNotPrinted() throws {
        try dir.write("SECRET_TOKEN=hunter2-very-secret\nDATABASE_URL=postgres://admin:letmein@db\n", to: ".env")
        let screens = try dir.write("ramp: .env\n" + HostileMessagesCLITests.truncating, to: "screens.yaml").path
        let result = try runTypeRamp(["layout", screens])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains(".env"), "the error names the file: \(result.stderr)")
        for secret in ["hunter2", "letmein", "SECRET_TOKEN"] { #expect(!result.stderr.contains(secret), "\(result.stderr)") }
    }

    @Test func aRampOutsideTheFoldersGivenIsNotQuoted() throws {
        // Outside the current folder (the repository) and the screens file's folder: a system file and another
        // folder's YAML whose values would otherwise appear in "expected …, found '…'" messages.
        let elsewhere = try TemporaryDirectory()
        let keys = try elsewhere.write("name: production\nstyles: hunter2-api-key\n", to: "keys.yaml").path
        for ramp in ["/etc/passwd", keys] {
            let screens = try dir.write("ramp: \(ramp)\n" + HostileMessagesCLITests.truncating, to: "screens.yaml").path
            let result = try runTypeRamp(["audit", screens, "--no-progress"])
            #expect(result.status == 1, "\(ramp): \(result.stderr)")
            #expect(result.stderr.contains("nothing of it is quoted"), "\(result.stderr)")
            for secret in ["root:", "/bin/", "hunter2", "production"] { #expect(!result.stderr.contains(secret), "\(result.stderr)") }
        }
    }

    @Test func aFileAConfigurationNamesOutsideTheFoldersGivenIsNotQuoted() throws {
        // A hostile campaign: `.typeramp.yml` with `baseline: ../elsewhere/shadow` printed the file's first key (a password
        // hash) in "unknown field '…'". A file outside the current folder and the paths given is located, not quoted.
        let elsewhere = try TemporaryDirectory()
        let keys = try elsewhere.write("API_KEY: hunter2-secret-token\n", to: "secrets.yml").path
        let screens = try dir.write(HostileMessagesCLITests.truncating, to: "screens.yaml").path
        let config = try dir.write("baseline: \(keys)\n", to: "typeramp.yml").path
        let result = try runTypeRamp(["audit", screens, "--config", config, "--no-progress"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("secrets.yml:") && result.stderr.contains("nothing of it is quoted"), "\(result.stderr)")
        for secret in ["API_KEY", "hunter2"] { #expect(!result.stderr.contains(secret), "\(result.stderr)") }
        // Named on the command line, the same file is the user's to see: its error says what is wrong.
        let named = try runTypeRamp(["audit", screens, "--baseline", keys, "--no-progress"])
        #expect(named.status == 1 && named.stderr.contains("API_KEY"), "\(named.stderr)")
    }

    @Test func anErrorQuotesAShortExcerptOnly() throws {
        let long = String(repeating: "x", count: 5_000)
        let screens = try dir.write("screens:\n  - name: s\n    root: { \(long): 1 }\n", to: "screens.yaml").path
        let result = try runTypeRamp(["layout", screens])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.count < 600, "\(result.stderr.count) characters")
    }

    @Test func aFileNamedWithALineBreakCannotForgeADiagnostic() throws {
        let forged = "x.yaml\nfake.swift:1:1: error: forged"
        let screens = try dir.write(HostileMessagesCLITests.truncating, to: forged).path
        let audit = try runTypeRamp(["audit", screens, "--no-progress", "--widths", "320", "--format", "text"])
        #expect(audit.status == 0 || audit.status == 2, "\(audit.stderr)")
        #expect(audit.stdout.contains("text-truncated"), "the finding is reported: \(audit.stdout)")
        let broken = try dir.write("screens: [ {", to: forged + "-broken").path
        let error = try runTypeRamp(["layout", broken])
        #expect(error.status == 1)
        for output in [audit.stdout, audit.stderr, error.stderr] {
            #expect(!output.split(separator: "\n").contains { $0.hasPrefix("fake.swift") }, "\(output)")
        }
        #expect(error.stderr.contains("x.yaml\\nfake.swift"), "the path is shown, escaped: \(error.stderr)")
    }

    @Test func escapeSequencesInNamesAndTextsNeverReachTheTerminal() throws {
        let screens = try dir.write(
            """
            screens:
              - name: "s\\e]0;pwned\\a"
                root:
                  vstack:
                    - text: "Title \\e[2J\\e[31m cleared"
                      lines: 1
                      id: "t\\e[5m"
                    - button: "Go \\e[1A"
            """, to: "screens.yaml"
        ).path
        let out = dir.url.appendingPathComponent("out").path
        let runs = [
            try runTypeRamp(["layout", screens, "--category", "large"]),
            try runTypeRamp(["voiceover", screens, "--category", "large"]),
            try runTypeRamp(["audit", screens, "--no-progress", "--format", "text"]),
            try runTypeRamp(["audit", screens, "--no-progress", "--format", "junit"]),
            try runTypeRamp(["snapshot", screens, "--out", out, "--category", "large"]),
            try runTypeRamp(["layout", screens, "--screen", "nope\u{1B}[2J"]),
        ]
        for run in runs {
            #expect(!run.stdout.contains("\u{1B}") && !run.stderr.contains("\u{1B}"), "raw ESC in: \(run.stdout) \(run.stderr)")
            #expect(!run.stdout.contains("\u{07}") && !run.stderr.contains("\u{07}"))
        }
        #expect(runs[0].stdout.contains("\\u{1B}[2J"), "the text is shown, escaped: \(runs[0].stdout)")
        let dumps = (try? FileManager.default.subpathsOfDirectory(atPath: out))?.filter { $0.hasSuffix(".txt") } ?? []
        #expect(!dumps.isEmpty)
        for dump in dumps {
            let text = try String(contentsOfFile: (out as NSString).appendingPathComponent(dump), encoding: .utf8)
            #expect(!text.contains("\u{1B}"), "\(dump)")
        }
    }

    @Test func aKotlinPackageIsDottedIdentifiersOnly() throws {
        for package in ["a;\nclass X", "com.acme.", "1abc", "a b"] {
            let result = try runTypeRamp(["tokens", "examples/ramp.yaml", "--format", "compose", "--package", package])
            #expect(result.status == 1 && result.stderr.contains("not a Kotlin package name"), "\(package): \(result.stderr)")
        }
        #expect(try runTypeRamp(["tokens", "examples/ramp.yaml", "--format", "compose", "--package", "com.acme_2.type"]).status == 0)
    }
}
