import Foundation
import Testing
import TypeRampAudit
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout

/// `.typeramp.yml`: every key read, bad values and unknown keys refused at their line, paths resolved from the file's
/// folder, and `config --print`'s output read back to itself. Expected values are written from docs/configuration.md.
@Suite struct ProjectConfigurationTests {
    func decode(_ yaml: String, base: String = "") throws -> ProjectConfiguration {
        try ProjectConfiguration.decode(SpecReader.parse(yaml, file: ".typeramp.yml"), base: base)
    }

    /// The message of the error `yaml` gives.
    func error(_ yaml: String) -> String {
        do {
            _ = try decode(yaml)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test func everyKeyIsRead() throws {
        let c = try decode(
            """
            included: [Sources, "screens/*.yaml"]
            excluded:
              - Sources/Generated
            disabled_rules: [stack-flipped]
            opt_in_rules: [missing-label]
            strings: [App/Localizable.xcstrings, de=App/de.po]
            widths: [320, 375.5]
            devices: [iphone-se]
            locales: [de, ar]
            base_locale: en
            pseudo: [double-length, rtl]
            categories: [l, ax1, ax5]
            bold_text: true
            reporter: sarif
            report: report
            sarif: audit.sarif
            baseline: typeramp-baseline.json
            strict: yes
            text-truncated: error
            header-without-trait: off
            touch-target-too-small:
              severity: error
              threshold: 48
            text-below-minimum-size: {threshold: 12}
            larger_text:
              largest_category: ax3
              common_tasks:
                - name: Play an episode
                  screens: [Episodes, Player]
              exemptions:
                - screen: Video
                  reason: full-screen video
            """, base: "..")
        #expect(c.included == ["../Sources", "../screens/*.yaml"])
        #expect(c.excluded == ["../Sources/Generated"])
        #expect(c.disabledRules == [.stackFlipped, .headerWithoutTrait])
        #expect(c.optInRules == [.missingLabel])
        #expect(c.strings == ["../App/Localizable.xcstrings", "de=../App/de.po"])
        #expect(c.widths == [320, 375.5])
        #expect(c.devices == ["iphone-se"])
        #expect(c.locales == ["de", "ar"])
        #expect(c.baseLocale == "en")
        #expect(c.pseudo == ["double-length", "rtl"])
        #expect(c.categories == "l,ax1,ax5")
        #expect(c.boldText)
        #expect(c.reporter == "sarif")
        #expect(c.report == "../report")
        #expect(c.sarif == "../audit.sarif")
        #expect(c.baseline == "../typeramp-baseline.json")
        #expect(c.strict)
        #expect(c.severities == [.textTruncated: .error, .touchTargetTooSmall: .error])
        #expect(c.thresholds == [.touchTargetTooSmall: 48, .textBelowMinimumSize: 12])
        #expect(c.largerText.largestCategory == "ax3")
        #expect(c.largerText.commonTasks == [LargerTextConfiguration.Task(name: "Play an episode", screens: ["Episodes", "Player"])])
        #expect(c.largerText.exemptions == [LargerTextConfiguration.Exemption(screen: "Video", reason: "full-screen video")])
        // What the audit runs: the two rules turned off are left out, the others keep or change their severity.
        let rules = c.ruleConfiguration.rules
        #expect(rules.count == RuleID.allCases.count - 2)
        #expect(rules.first { $0.id == .touchTargetTooSmall }?.threshold?.value == 48)
        #expect(rules.first { $0.id == .textTruncated }?.severity == .error)
        #expect(rules.first { $0.id == .textBreaksWord }?.severity == .warning)
    }

    @Test func anEmptyFileIsTheDefaults() throws {
        let c = try ProjectConfiguration.decode(SpecNode(kind: .scalar("", quoted: false), location: SourceLocation(file: "x"), path: ""))
        #expect(c == ProjectConfiguration())
        #expect(c.categories == "all" && c.reporter == "text" && !c.strict && c.included.isEmpty)
    }

    @Test func badInputIsLocated() {
        #expect(error("included: []\nwidhts: [320]\n") == ".typeramp.yml:2:1: error: widhts: unknown key 'widhts' (did you mean 'widths'?)")
        #expect(error("text-truncted: error\n").contains("unknown key 'text-truncted' (did you mean 'text-truncated'?)"))
        #expect(error("text-truncated: loud\n").hasPrefix(".typeramp.yml:1:17: error: text-truncated: unknown severity 'loud'"))
        #expect(error("text-truncated: {threshold: 3}\n").contains("rule 'text-truncated' has no threshold"))
        #expect(error("touch-target-too-small: {treshold: 3}\n").contains("unknown field 'treshold' (did you mean 'threshold'?)"))
        #expect(error("touch-target-too-small: {threshold: -3}\n").contains("must be greater than 0"))
        #expect(error("widths: []\n").hasPrefix(".typeramp.yml:1:9: error: widths: the list is empty"))
        #expect(error("widths: [wide]\n").contains("expected a number, found 'wide'"))
        #expect(error("devices: [iphone-9]\n").contains("unknown device 'iphone-9'"))
        #expect(error("categories: huge\n").contains("unknown content-size category 'huge'"))
        #expect(error("categories: ax5...l\n").contains("is not a range"))
        #expect(error("reporter: xml\n").contains("unknown reporter 'xml'"))
        #expect(error("pseudo: [klingon]\n").contains("unknown pseudolanguage 'klingon'"))
        #expect(error("disabled_rules: [no-such-rule]\n").contains("unknown rule 'no-such-rule'"))
        #expect(error("disabled_rules: [text-truncated]\nopt_in_rules: [text-truncated]\n").contains("both in disabled_rules and in opt_in_rules"))
        #expect(error("strict: maybe\n").contains("expected true or false"))
        #expect(error("larger_text: {common_tasks: [{name: Play}]}\n").contains("missing required field 'screens'"))
        #expect(error("larger_text: {exemptions: [{screen: A, because: x}]}\n").contains("unknown field 'because'"))
        #expect(error("- a\n- b\n").contains("expected a mapping"))
    }

    @Test func printedConfigurationReadsBackToItself() throws {
        let c = try decode(
            "widths: [320]\ntext-truncated: off\ntouch-target-too-small: {threshold: 50}\nlarger_text: {exemptions: [{screen: \"A: b\", reason: 'say \"hi\"'}]}\n"
        )
        let printed = c.yaml()
        let again = try decode(printed)
        #expect(again.yaml() == printed)
        #expect(again.disabledRules == [.textTruncated])
        #expect(again.thresholds[.touchTargetTooSmall] == 50)
        #expect(again.largerText.exemptions.first?.screen == "A: b")
        #expect(again.largerText.exemptions.first?.reason == "say \"hi\"")
        // Every rule is listed with the severity in force.
        for id in RuleID.allCases { #expect(printed.contains("\n\(id.rawValue): ")) }
        #expect(printed.contains("\ntext-truncated: off\n"))
    }

    @Test func globs() {
        // git's and SwiftLint's glob semantics, written out by hand.
        #expect(PathGlob("Sources/*.swift").matches("Sources/A.swift"))
        #expect(!PathGlob("Sources/*.swift").matches("Sources/Sub/A.swift"))
        #expect(PathGlob("Sources/**/*.swift").matches("Sources/A.swift"))
        #expect(PathGlob("Sources/**/*.swift").matches("Sources/a/b/C.swift"))
        #expect(!PathGlob("Sources/**/*.swift").matches("Tests/A.swift"))
        #expect(PathGlob("**/Generated").matches("a/b/Generated"))
        #expect(PathGlob("Screen?.yaml").matches("Screen1.yaml"))
        #expect(!PathGlob("Screen?.yaml").matches("Screen10.yaml"))
        // Without wildcards: the path and everything inside it, never a mere prefix of a name.
        #expect(PathGlob("Sources/Generated").matches("Sources/Generated/X.swift"))
        #expect(!PathGlob("Sources/Generated").matches("Sources/GeneratedMore/X.swift"))
        #expect(PathGlob("./Sources").matches("Sources/A.swift"))
    }

    @Test func globsExpandToScreensAndSwiftFiles() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("typeramp-glob-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        for file in ["a/one.yaml", "a/b/two.yml", "a/b/View.swift", "a/notes.txt", "a/.hidden/three.yaml"] {
            let url = dir.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "x".write(to: url, atomically: true, encoding: .utf8)
        }
        let root = dir.path
        #expect(PathGlob("\(root)/a/**/*").expand() == ["\(root)/a/b/View.swift", "\(root)/a/b/two.yml", "\(root)/a/one.yaml"])
        #expect(PathGlob("\(root)/a/*.yaml").expand() == ["\(root)/a/one.yaml"])
    }

    @Test func globsAreLinearAndDoNotFollowFolderLinks() throws {
        // Patterns of many stars against long names, and many `**` against deep paths, decide at once (backtracking takes
        // time exponential in the stars); the answers are git's, worked out by hand.
        let stars = String(repeating: "*a", count: 40) + "b"
        #expect(!PathGlob(stars).matches(String(repeating: "a", count: 200)))
        #expect(PathGlob(stars).matches(String(repeating: "a", count: 200) + "b"))
        let deep = Array(repeating: "**", count: 40).joined(separator: "/") + "/x"
        #expect(!PathGlob(deep).matches(Array(repeating: "d", count: 200).joined(separator: "/") + "/y"))
        #expect(PathGlob(deep).matches(Array(repeating: "d", count: 200).joined(separator: "/") + "/x"))
        #expect(PathGlob("a*b*c").matches("abc") && PathGlob("a*b*c").matches("a-b-b-c") && !PathGlob("a*b*c").matches("a-c-b"))
        #expect(PathGlob("**/**/x/**").matches("x/y") && !PathGlob("**/x/?").matches("x/yz"))
        // A folder that links back to one above it (`loop -> ..`, `self -> .`) is not followed: the walk ends, and
        // finds each file once; a link to a file is a file.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("typeramp-glob-loop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("a")
        try FileManager.default.createDirectory(at: a.appendingPathComponent("b"), withIntermediateDirectories: true)
        try "x".write(to: a.appendingPathComponent("b/one.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: a.appendingPathComponent("b/loop").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: a.appendingPathComponent("self").path, withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: a.appendingPathComponent("two.yaml").path, withDestinationPath: "b/one.yaml")
        let root = a.path
        #expect(PathGlob("\(root)/**/*.yaml").expand() == ["\(root)/b/one.yaml", "\(root)/two.yaml"])
    }

    @Test func foundFromTheCurrentFolderUpward() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("typeramp-find-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let deep = dir.appendingPathComponent("a/b/c")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        try "strict: true\nbaseline: known.json\n".write(to: dir.appendingPathComponent("a/.typeramp.yml"), atomically: true, encoding: .utf8)
        let found = try #require(ProjectConfiguration.find(from: deep.path))
        #expect(URL(fileURLWithPath: found).resolvingSymlinksInPath() == dir.appendingPathComponent("a/.typeramp.yml").resolvingSymlinksInPath())
        // Paths in it are relative to its folder, written from the folder the command runs in.
        let c = try ProjectConfiguration.load(path: found, workingDirectory: deep.path)
        #expect(c.baseline == "../../known.json")
        #expect(c.strict)
    }
}
