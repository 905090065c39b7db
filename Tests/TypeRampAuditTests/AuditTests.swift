import Foundation
import Testing
import TypeRampAudit
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampMetrics
import TypeRampTestSupport

/// The audit over a matrix: aggregation, "first appears", locales, suppressions, baselines, determinism, sharding.
@Suite struct AuditTests {
    static let settingsRow = """
        screens:
          - name: settings
            device: iphone
            root:
              vstack:
                - hstack:
                    - text: { key: settings.notifications, default: Notifications }
                    - spacer: {}
                    - text: { key: settings.notifications.value, default: "Banners, sounds" }
                      lines: 1
                  id: row
                - text: Account
                  style: title2
                  id: heading
              padding: 16
        """

    static func germanStrings() -> LocalizedStrings {
        var strings = LocalizedStrings()
        strings.add(
            StringCatalog(
                file: "de.strings",
                strings: [
                    "de": [
                        "settings.notifications": "Mitteilungen",
                        "settings.notifications.value": "Banner, Töne und Kennzeichen",
                    ]
                ]))
        return strings
    }

    @Test func findingsAggregateAcrossCellsAndSayWhereTheyFirstAppear() throws {
        let screens = try AuditTestSupport.screens(Self.settingsRow)
        let report = try AuditTestSupport.auditor(
            screens, categories: ContentSizeCategory.allCases, widths: [320, 393, 430],
            locales: [AuditLocale(id: "en"), AuditLocale(id: "de")], strings: Self.germanStrings()
        ).run()
        #expect(report.cellCount == 12 * 3 * 2)
        let truncated = report.findings.filter { $0.rule == .textTruncated }
        #expect(truncated.count == 1, "one finding however many cells")
        let f = try #require(truncated.first)
        #expect(f.path == "padding/vstack[0]/hstack[0]/text[2]")
        // The first cell is the smallest category, then the narrowest width.
        #expect(f.firstCell == f.cells.min())
        #expect(report.category(f.firstCell) == f.cells.map { report.category($0) }.min())
        let phrase = report.firstAppears(f)
        #expect(phrase.contains(" in German") || phrase.contains("in every language"), "\(phrase)")
        #expect(phrase.hasPrefix("from ") || phrase.hasPrefix("at ") || phrase.hasPrefix("up to "), "\(phrase)")
        // In German the value is longer: it truncates at a smaller category than in English.
        let german = f.cells.filter { report.locale($0).id == "de" }.map(\.category).min()!
        let english = f.cells.filter { report.locale($0).id == "en" }.map(\.category).min()
        #expect(english == nil || german <= english!)
        // The header without the trait is one finding at every cell.
        let header = try #require(report.findings.first { $0.rule == .headerWithoutTrait })
        #expect(header.cells.count == report.cellCount)
        #expect(report.firstAppears(header) == "at every category at every width in every language")
    }

    @Test func nodeSuppressionCoversTheSubtreeAndScreenSuppressionTheScreen() throws {
        let base = try AuditTestSupport.screens(Self.settingsRow)
        let report = try AuditTestSupport.auditor(base).run()
        // At AX5 the row's label breaks inside a word and its value is cut off: one finding, the stack's, lists both.
        #expect(report.findings.contains { $0.rule == .stackMustFlip && $0.status == .active && $0.message.contains("is truncated") })
        // On the row: covers the text inside it.
        let onRow = Self.settingsRow.replacingOccurrences(
            of: "          id: row", with: "          id: row\n          suppress: [text-truncated, stack-must-flip]")
        let suppressed = try AuditTestSupport.auditor(try AuditTestSupport.screens(onRow)).run()
        #expect(suppressed.findings.filter { $0.rule == .textTruncated || $0.rule == .stackMustFlip }.allSatisfy { $0.status == .suppressed })
        #expect(suppressed.findings.contains { $0.rule == .headerWithoutTrait && $0.status == .active })
        // On the vstack wrapped in padding: covers the padding node too.
        let onRoot = Self.settingsRow.replacingOccurrences(of: "      padding: 16", with: "      padding: 16\n      suppress: [header-without-trait]")
        #expect(
            try AuditTestSupport.auditor(try AuditTestSupport.screens(onRoot)).run().findings
                .filter { $0.rule == .headerWithoutTrait }.allSatisfy { $0.status == .suppressed })
        // Screen-wide.
        let screenWide = Self.settingsRow.replacingOccurrences(
            of: "    device: iphone", with: "    device: iphone\n    suppress: [header-without-trait]")
        let s = try AuditTestSupport.auditor(try AuditTestSupport.screens(screenWide)).run()
        #expect(s.findings.first { $0.rule == .headerWithoutTrait }?.status == .suppressed)
        #expect(s.counts.warnings < report.counts.warnings)
    }

    @Test func aStackNamesItsFirstFiveConsequencesAndCountsTheRest() throws {
        // Eight words side by side in a 320 pt row: from some size on each breaks inside itself, and the stack's one finding
        // names the first five (as a compiler lists its first notes) and counts the other three, rather than listing
        // thousands in a wide stack.
        let labels = (1...8).map { "        - text: Word\($0)" }.joined(separator: "\n")
        let yaml = """
            screens:
              - name: row
                device: iphone
                root:
                  hstack:
            \(labels)
            """
        let report = try AuditTestSupport.auditor(try AuditTestSupport.screens(yaml)).run()
        let flip = try #require(report.findings.first { $0.rule == .stackMustFlip && $0.status == .active })
        #expect(flip.message.components(separatedBy: "“").count - 1 == 5, "\(flip.message)")
        let more = try #require(flip.message.range(of: #", and (\d+) more$"#, options: .regularExpression), "\(flip.message)")
        let count = Int(flip.message[more].filter(\.isNumber)) ?? 0
        #expect(count == 3, "\(flip.message)")
    }

    @Test func unknownRuleInASuppressionIsALocatedError() throws {
        let dir = try AuditTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("s.yaml")
        try Self.settingsRow.replacingOccurrences(of: "          id: row", with: "          id: row\n          suppress: [text-truncted]")
            .write(to: file, atomically: true, encoding: .utf8)
        do {
            _ = try AuditInput.load(
                files: [file.path], library: AuditTestSupport.library, engine: AuditTestSupport.engine,
                strings: LocalizedStrings(), locales: [AuditLocale(id: "en")], rules: RuleConfiguration())
            Issue.record("expected an error")
        } catch let e as InputError {
            #expect(e.location.line == 12 && e.location.column == 22, "\(e)")
            #expect(e.message == "unknown rule 'text-truncted' in a suppression" && e.suggestion == "text-truncated")
        }
    }

    @Test func baselineFailsOnlyOnNewFindingsAndSurvivesEditsAbove() throws {
        let report = try AuditTestSupport.auditor(try AuditTestSupport.screens(Self.settingsRow)).run()
        #expect(report.exitStatus(strict: true) == 3)
        let dir = try AuditTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("baseline.json").path
        try Baseline.document(for: report.findings).write(toFile: path, atomically: true, encoding: .utf8)
        let baseline = try Baseline.load(path: path)
        // The same screen with a line added above every node: fingerprints do not use line numbers.
        let edited = Self.settingsRow.replacingOccurrences(
            of: "    device: iphone", with: "    # a comment moves every line down\n    device: iphone")
        let again = try AuditTestSupport.auditor(try AuditTestSupport.screens(edited), baseline: baseline).run()
        #expect(again.findings.filter { $0.severity != .information }.allSatisfy { $0.status == .baselined })
        #expect(again.exitStatus(strict: true) == 0)
        // A new finding still fails.
        let worse = edited.replacingOccurrences(of: "          id: heading", with: "          id: heading\n        - button: OK\n          insets: 2")
        let new = try AuditTestSupport.auditor(try AuditTestSupport.screens(worse), baseline: baseline).run()
        let active = new.activeFindings.filter { $0.severity != .information }
        #expect(active.map(\.rule) == [.touchTargetTooSmall])
        #expect(new.exitStatus(strict: true) == 3)
    }

    @Test func baselineWithAnUnknownRuleIsALocatedError() throws {
        let text =
            "{\n  \"schema\": \"typeramp.audit-baseline/1\",\n  \"findings\": [\n    { \"fingerprint\": \"0123456789abcdef\", \"rule\": \"text-trunc\" }\n  ]\n}\n"
        do {
            _ = try Baseline.parse(SpecReader.parse(text, file: "b.json"))
            Issue.record("expected an error")
        } catch let e as InputError {
            #expect(e.location.line == 4 && e.message.contains("unknown rule 'text-trunc'") && e.suggestion == "text-truncated", "\(e)")
        }
    }

    @Test func fingerprintsAreStableAndDistinct() {
        let a = Fingerprint.of(rule: .textTruncated, screen: "poll", identity: "#question", file: "examples/app/poll.yaml")
        #expect(a == Fingerprint.of(rule: .textTruncated, screen: "poll", identity: "#question", file: "examples/app/poll.yaml"))
        #expect(a.count == 16)
        #expect(a != Fingerprint.of(rule: .textTruncated, screen: "poll", identity: "#answers", file: "examples/app/poll.yaml"))
        #expect(a != Fingerprint.of(rule: .textBreaksWord, screen: "poll", identity: "#question", file: "examples/app/poll.yaml"))
        // Field boundaries matter: "ab"+"c" differs from "a"+"bc".
        #expect(
            Fingerprint.of(rule: .textTruncated, screen: "ab", identity: "c", file: "")
                != Fingerprint.of(rule: .textTruncated, screen: "a", identity: "bc", file: ""))
    }

    /// A report written as JSON to a file and read back, as `audit merge` reads shards.
    static func roundTrip(_ report: AuditReport) throws -> AuditReport {
        let dir = try AuditTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("report.json").path
        try JSONReporter.write(report).write(toFile: path, atomically: true, encoding: .utf8)
        return try JSONReporter.read(path: path)
    }

    static func exampleAuditor(jobs: Int, shard: Shard? = nil) throws -> Auditor {
        var strings = LocalizedStrings()
        strings.add(try StringCatalog.load(path: Fixtures.repositoryPath("examples/app/Localizable.xcstrings")))
        let locales = [AuditLocale(id: "en"), AuditLocale(id: "de"), AuditLocale(id: "ar"), AuditLocale(pseudo: .doubleLength)]
        let files = ["poll", "settings", "trends"].map { Fixtures.repositoryPath("examples/app/\($0).yaml") }
        let input = try AuditInput.load(
            files: files, library: AuditTestSupport.library, engine: AuditTestSupport.engine,
            strings: strings, locales: locales, rules: RuleConfiguration())
        let matrix = AuditMatrix(
            categories: [.large, .extraExtraExtraLarge, .accessibilityMedium, .accessibilityExtraExtraExtraLarge],
            widths: [320, 430], locales: locales)
        return Auditor(input: input, configuration: AuditConfiguration(matrix: matrix, shard: shard, jobs: jobs))
    }

    /// Seven screens on two workers: while more than the run's window of screens is left, a worker takes all of a
    /// screen's groups at once, then the last screens are shared group by group. Every cell is audited exactly once
    /// and the report is the single-threaded one.
    @Test func parallelRunOfManyScreensEqualsSingleThreadedRun() throws {
        let files = ["detail", "feed", "flights", "poll", "profile", "settings", "trends"].map {
            Fixtures.repositoryPath("examples/app/\($0).yaml")
        }
        let input = try AuditInput.load(
            files: files, library: AuditTestSupport.library, engine: AuditTestSupport.engine, strings: LocalizedStrings(),
            locales: [AuditLocale(id: "en")], rules: RuleConfiguration())
        func auditor(_ jobs: Int) -> Auditor {
            let matrix = AuditMatrix(
                categories: [.large, .accessibilityExtraExtraExtraLarge], widths: [320, 375, 430], locales: [AuditLocale(id: "en")])
            return Auditor(input: input, configuration: AuditConfiguration(matrix: matrix, jobs: jobs))
        }
        let cells = LockedCounter()
        let two = try auditor(2).run { _ in cells.increment() }
        #expect(two.screens.count == 7)
        #expect(cells.value == 7 * 2 * 3)
        #expect(JSONReporter.write(two) == JSONReporter.write(try auditor(1).run()))
    }

    @Test func parallelRunEqualsSingleThreadedRun() throws {
        let one = JSONReporter.write(try Self.exampleAuditor(jobs: 1).run())
        let four = JSONReporter.write(try Self.exampleAuditor(jobs: 4).run())
        #expect(one == four)
        #expect(one.contains("\"locale\":\"pseudo-double-length\""), "findings are one line each")
    }

    @Test func shardsMergeIntoTheUnshardedReport() throws {
        let whole = try Self.exampleAuditor(jobs: 2).run()
        let shards = try (1...3).map { try Self.exampleAuditor(jobs: 2, shard: Shard(index: $0, count: 3)).run() }
        #expect(shards.map(\.cellCount).reduce(0, +) == whole.cellCount)
        // Through JSON, as `audit merge` does.
        let parsed = try shards.map { try Self.roundTrip($0) }
        let merged = try AuditReport.merge(parsed.reversed())
        #expect(JSONReporter.write(merged) == JSONReporter.write(whole))
        #expect(TextReporter.write(merged) == TextReporter.write(whole))
        #expect(SARIFReporter.write(merged) == SARIFReporter.write(whole))
        #expect(JUnitReporter.write(merged) == JUnitReporter.write(whole))
        // Missing or repeated shards are refused.
        #expect(throws: MergeError.self) { try AuditReport.merge([parsed[0], parsed[1]]) }
        #expect(throws: MergeError.self) { try AuditReport.merge([parsed[0], parsed[1], parsed[1]]) }
    }

    @Test func jsonReportRoundTrips() throws {
        let report = try Self.exampleAuditor(jobs: 2).run()
        let text = JSONReporter.write(report)
        let again = JSONReporter.write(try Self.roundTrip(report))
        #expect(text == again)
    }

    @Test func localesChangeTheLayoutAndArabicIsRightToLeft() throws {
        let auditor = try Self.exampleAuditor(jobs: 1)
        let poll = CellCoordinate(screen: 0, category: 0, width: 0, locale: 2, bold: 0)
        let arabic = try auditor.solve(poll)
        #expect(arabic.context.layoutDirection == .rightToLeft)
        #expect(arabic.node(id: "vote-home")?.text?.string == "الفريق المضيف")
        let doubled = try auditor.solve(CellCoordinate(screen: 0, category: 0, width: 0, locale: 3, bold: 0))
        #expect(doubled.node(id: "vote-home")?.text?.string == "Home team Home team")
    }

    @Test func exitStatuses() throws {
        let clean = try AuditTestSupport.audit(AuditTestSupport.spec("      text: Hello\n"))
        #expect(clean.exitStatus(strict: true) == 0)
        let warning = try AuditTestSupport.audit(AuditTestSupport.spec("      text: Account\n      style: title1\n"))
        #expect(warning.exitStatus(strict: false) == 0 && warning.exitStatus(strict: true) == 3)
        let error = try AuditTestSupport.audit(AuditTestSupport.spec("      image: banner\n      width: 400\n      height: 40\n"))
        #expect(error.exitStatus(strict: false) == 2)
    }
}

/// A counter several threads increment (the audit's progress callback).
final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }
    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
