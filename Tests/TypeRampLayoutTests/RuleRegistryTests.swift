import Foundation
import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampTestSupport

/// The rule registry (``LayoutRules/standard``) against the rule files: every rule is registered once, owns its id and
/// its description, and documents itself with examples; docs/audit.md's tables are the ones the rules generate.
@Suite struct RuleRegistryTests {
    static let rulesFolder = Fixtures.repositoryPath("Sources/TypeRampLayout/Rules")

    /// The rule types declared in the rule files (`struct NameRule: LayoutRule`), read from the sources.
    static func declaredRuleTypes() throws -> [String] {
        let files = try FileManager.default.contentsOfDirectory(atPath: rulesFolder).filter { $0.hasSuffix(".swift") }.sorted()
        var names: [String] = []
        for file in files {
            let text = try String(contentsOfFile: rulesFolder + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("public struct ") && line.contains(": LayoutRule") {
                names.append(String(line.dropFirst("public struct ".count).prefix { $0 != ":" }))
            }
        }
        return names
    }

    @Test func everyRuleFileIsRegisteredOnce() throws {
        let declared = try Self.declaredRuleTypes()
        let registered = LayoutRules.standard.rules.map { String(describing: type(of: $0)) }
        #expect(declared.count == 24, "\(declared)")
        #expect(Set(declared) == Set(registered), "not registered: \(Set(declared).subtracting(registered))")
        #expect(Set(registered).count == registered.count, "registered twice: \(registered)")
    }

    @Test func idsAreTheRegistrysInItsOrder() {
        let ids = LayoutRules.standard.rules.map(\.descriptor.id)
        #expect(RuleID.allCases == ids)
        #expect(DiagnosticRule.all.map(\.id) == ids)
        #expect(Set(ids.map(\.rawValue)).count == ids.count)
        for (i, id) in ids.enumerated() {
            #expect(RuleID(rawValue: id.rawValue) == id)
            #expect(DiagnosticRule.named(id.rawValue)?.id == id)
            if i > 0 { #expect(ids[i - 1] < id) }
            // Ids are kebab-case words.
            #expect(id.rawValue.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id)")
        }
        #expect(RuleID(rawValue: "text-truncted") == nil)
        #expect(RuleID(rawValue: "") == nil)
    }

    /// The ids, severities and thresholds reports and baselines depend on, written down from docs/audit.md's table as it
    /// was before the rules described themselves: a rule's file may not change them by accident.
    @Test func idsSeveritiesAndThresholdsAreStable() {
        let expected: [(String, Severity, Double?)] = [
            ("text-truncated", .warning, nil), ("text-breaks-word", .warning, nil), ("content-clipped", .error, nil),
            ("horizontal-overflow", .error, nil), ("overlapping-siblings", .error, nil), ("text-below-minimum-size", .warning, 11),
            ("touch-target-too-small", .warning, 44), ("missing-glyphs", .error, nil), ("fixed-size-text", .warning, nil),
            ("icon-does-not-scale", .warning, nil), ("unknown-style", .error, nil), ("content-needs-scroll", .error, nil),
            ("content-outside-scroll", .warning, nil), ("row-taller-than-screen", .warning, nil), ("stack-must-flip", .warning, nil),
            ("stack-flipped", .information, nil), ("missing-label", .error, nil), ("image-button-without-label", .error, nil),
            ("header-without-trait", .warning, nil), ("dead-rotor", .error, nil), ("gesture-without-alternative", .warning, nil),
            ("modal-without-flag", .error, nil), ("label-value-split", .warning, nil), ("reading-order-changed", .warning, nil),
        ]
        let actual = DiagnosticRule.all.map { ($0.id.rawValue, $0.severity, $0.tunableThreshold?.value) }
        #expect(actual.map(\.0) == expected.map(\.0))
        for (a, e) in zip(actual, expected) { #expect(a.1 == e.1 && a.2 == e.2, "\(a.0)") }
        #expect(LayoutThresholds().touchTarget == 44)
    }

    @Test func everyRuleDescribesItself() {
        for rule in DiagnosticRule.all {
            let r = rule.id.rawValue
            #expect(!rule.summary.isEmpty && !rule.help.isEmpty && !rule.rationale.isEmpty && !rule.swiftUI.isEmpty, "\(r)")
            #expect(!rule.fix.screens.isEmpty && !rule.fix.swiftUI.isEmpty, "\(r)")
            #expect(rule.thresholds.filter(\.isTunable).count <= 1, "\(r) has more than one tunable threshold")
            for t in rule.thresholds { #expect(!t.unit.isEmpty && !t.reason.isEmpty && (t.isTunable || !t.name.isEmpty), "\(r)") }
            #expect(rule.kind == (rule.id.isAccessibility ? .accessibility : .layout))
        }
    }

    /// Every rule shows where it fires and where it does not, in the screens format and in SwiftUI. The exceptions say why.
    @Test func everyRuleHasFiringAndCleanExamples() {
        // Only the Swift DSL can name a style the ramp lacks (the screens format refuses one when decoding): RuleTests.
        let cannotFireInAFile: Set<RuleID> = [.unknownStyle]
        // Rotors written in Swift are not imported.
        let notInSwiftUI: Set<RuleID> = [.deadRotor]
        // SwiftUI's presentations are modal by construction; SwiftUI has no `labels:` relation; no ramp names in Swift;
        // SwiftUI reads an image by its name, so an image-only button always has a label.
        let cannotFireInSwiftUI: Set<RuleID> = [.modalWithoutFlag, .labelValueSplit, .unknownStyle, .deadRotor, .imageButtonWithoutLabel]
        for rule in DiagnosticRule.all {
            let e = rule.examples, id = rule.id
            #expect(e.contains { !$0.fires }, "\(id) has no clean example")
            if !cannotFireInAFile.contains(id) {
                #expect(e.contains { $0.fires && $0.language == .screens }, "\(id) has no firing screens example")
            }
            if !notInSwiftUI.contains(id) { #expect(e.contains { $0.language == .swiftUI }, "\(id) has no SwiftUI example") }
            if !cannotFireInSwiftUI.contains(id) {
                #expect(e.contains { $0.fires && $0.language == .swiftUI }, "\(id) has no firing SwiftUI example")
            }
            for example in e { #expect(!example.note.isEmpty) }
        }
    }

    @Test func markersAreFoundAndRemoved() {
        let example = RuleExample.screens("vstack:\n  - ↓text: A\n  - text: B", "n")
        #expect(example.fires)
        #expect(!example.source.contains("↓"))
        // Wrapped as the root of a screen: three lines above, six spaces in.
        #expect(example.expectedLocations.map { [$0.line, $0.column] } == [[5, 11]])
        let lines = example.source.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[4].dropFirst(10).hasPrefix("text: A"))
        let swift = RuleExample.swiftUI("import SwiftUI\nstruct V: View { var body: some View { ↓Text(\"x\") } }", "n")
        #expect(swift.expectedLocations.map { [$0.line, $0.column] } == [[2, 40]])
        #expect(swift.source.hasPrefix("import SwiftUI\nstruct V"))
    }

    @Test func theDocsTablesAreGeneratedFromTheRules() throws {
        let docs = try String(contentsOfFile: Fixtures.repositoryPath("docs/audit.md"), encoding: .utf8)
        let begin = "<!-- rules:begin (generated by make docs from the rules' files) -->\n", end = "<!-- rules:end -->"
        let start = try #require(docs.range(of: begin), "docs/audit.md has no rules:begin marker")
        let stop = try #require(docs.range(of: end, range: start.upperBound..<docs.endIndex))
        #expect(String(docs[start.upperBound..<stop.lowerBound]) == DiagnosticRule.markdownTables(), "docs/audit.md is out of date: run `make docs`")
    }
}
