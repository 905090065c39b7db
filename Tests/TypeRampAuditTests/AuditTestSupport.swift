import Foundation
import TypeRampAudit
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics
import TypeRampTestSupport
import TypeRampText

/// Fonts, resources and a one-call audit for the tests: only the bundled fonts, never the host's.
enum AuditTestSupport {
    static let library = try! FontLibrary.bundled()
    static let engine = TextEngine()
    /// Resources without a ramp: specs use Apple text styles.
    static let system = LayoutResources(ramp: nil, fonts: try! FontSet.load(ramp: nil, library: library), engine: engine)

    /// Screens decoded from a spec written inline (no ramp).
    static func screens(_ yaml: String, file: String = "test.yaml") throws -> [Screen] {
        try LayoutDocument.parse(yaml, file: file).screens
    }

    /// An auditor over `screens` with the given matrix and rules.
    static func auditor(
        _ screens: [Screen], file: String = "test.yaml", categories: [ContentSizeCategory] = [.large, .accessibilityExtraExtraExtraLarge],
        widths: [Points] = [320], locales: [AuditLocale] = [AuditLocale(id: "en")], strings: LocalizedStrings = LocalizedStrings(),
        boldText: [Bool] = [false], rules: RuleConfiguration = RuleConfiguration(), baseline: Baseline? = nil,
        shard: Shard? = nil, jobs: Int = 1
    ) -> Auditor {
        let input = AuditInput(screens: screens.map { ($0, file, 0) }, resources: [system], strings: strings, locales: locales, rules: rules)
        let matrix = AuditMatrix(categories: categories, widths: widths, locales: locales, boldText: boldText)
        return Auditor(input: input, configuration: AuditConfiguration(matrix: matrix, rules: rules, shard: shard, baseline: baseline, jobs: jobs))
    }

    /// Audits an inline spec.
    static func audit(
        _ yaml: String, categories: [ContentSizeCategory] = [.large, .accessibilityExtraExtraExtraLarge], widths: [Points] = [320],
        rules: RuleConfiguration = RuleConfiguration(), baseline: Baseline? = nil
    ) throws -> AuditReport {
        try auditor(try screens(yaml), categories: categories, widths: widths, rules: rules, baseline: baseline).run()
    }

    /// A spec with one screen whose root is `root` (YAML indented by six spaces).
    static func spec(_ root: String, screenKeys: String = "") -> String {
        "screens:\n  - name: t\n    device: iphone-se-1\n" + screenKeys + "    root:\n" + root
    }

    /// A temporary directory, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("typeramp-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }
}
