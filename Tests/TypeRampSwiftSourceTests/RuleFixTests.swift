import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics
import TypeRampSwiftSource

/// A fix never suggests what the code already does, nor removing what it does not have: checked on SwiftUI code where
/// the generic fix would be wrong (every category, on a 320 pt iPhone SE).
@Suite struct RuleFixTests {
    /// The findings of `rule` on a view whose body is `body`, at every category.
    func findings(_ rule: RuleID, _ body: String) throws -> [Diagnostic] {
        let example = RuleExample.swiftUI(body, "")
        let imported = SwiftSourceImporter.importSource(example.source, file: example.fileName)
        let screen = try #require(try LayoutDocument.decode(imported.document(), file: example.fileName).screens.first)
        return ContentSizeCategory.allCases.flatMap { category in
            LayoutSolver.solve(
                screen, context: LayoutContext(category: category, viewport: Viewport(device: .iPhoneSE1stGeneration)),
                resources: SwiftSourceImporterTests.resources
            ).diagnostics.filter { $0.rule == rule }
        }
    }

    @Test func aTruncatedNavigationTitleIsShortenedNotUnlimited() throws {
        let found = try findings(
            .textTruncated,
            """
            NavigationStack {
                Text("Details").navigationTitle("Notifications and sounds for all of your devices")
            }
            """)
        #expect(!found.isEmpty)
        for f in found {
            let fix = try #require(f.suggestion)
            #expect(!fix.contains("lineLimit") && fix.contains(".navigationTitle"), "\(fix)")
        }
    }

    @Test func theLineLimitTheCodeSetsIsTheOneNamed() throws {
        let found = try findings(.textTruncated, #"Text("Your order has shipped and will arrive on Thursday").lineLimit(2)"#)
        #expect(!found.isEmpty)
        for f in found {
            let fix = try #require(f.suggestion)
            #expect(fix.contains("remove .lineLimit(2)") && !fix.contains(".lineLimit(1)"), "\(fix)")
        }
    }

    @Test func textCutByItsHeightIsNotToldToDropALineLimit() throws {
        let found = try findings(.textTruncated, #"Text("Your order has shipped and will arrive on Thursday").frame(height: 20)"#)
        #expect(found.allSatisfy { !($0.suggestion ?? "").contains("lineLimit") }, "\(found.compactMap(\.suggestion))")
    }

    @Test func borderedButtonsAreNotMeasuredAndOthersAreNotToldWhatTheyHave() throws {
        #expect(try findings(.touchTargetTooSmall, #"Button("OK") { }.font(.caption2).buttonStyle(.bordered)"#).isEmpty)
        #expect(try findings(.touchTargetTooSmall, #"Button("OK") { }.font(.caption2).buttonStyle(.borderedProminent)"#).isEmpty)
        let plain = try findings(.touchTargetTooSmall, #"Button("OK") { }.font(.caption2).buttonStyle(.plain)"#)
        #expect(!plain.isEmpty)
        #expect(plain.allSatisfy { $0.suggestion?.contains(".buttonStyle(.bordered)") ?? false })
    }

    @Test func overflowNamesOnlyAFixedWidthTheCodeSets() throws {
        // The 400 pt frame is centred on the 320 pt screen (SwiftUI centres its root), 40 pt beyond each edge: a
        // short text centred in it stays on screen, a sentence that fills it at the larger sizes does not.
        #expect(try findings(.horizontalOverflow, #"Text("Recorded live").frame(width: 400)"#).isEmpty)
        let width = try findings(.horizontalOverflow, #"Text("Recorded live at the Type Conference").frame(width: 400)"#)
        #expect(!width.isEmpty)
        #expect(width.allSatisfy { ($0.suggestion ?? "").contains("instead of .frame(width: 400)") })
    }

    @Test func aScreenWithAScrollViewIsNotToldToAddOne() throws {
        let found = try findings(
            .contentNeedsScroll,
            """
            VStack {
                Text("\(String(repeating: "Deliveries may be delayed this week because of the holidays. ", count: 6))")
                ScrollView { Text("Order 1042") }
            }
            """)
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { !($0.suggestion ?? "").contains("wrap") }, "\(found.compactMap(\.suggestion))")
    }

    @Test func swiftFindingsAreFixedInSwiftUIWords() throws {
        // The screens format's words mean nothing in Swift code.
        let found = try findings(.stackMustFlip, "HStack { Text(\"Notifications\"); Spacer(); Text(\"Banners, sounds\").lineLimit(1) }")
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { ($0.suggestion ?? "").contains("ViewThatFits") && !($0.suggestion ?? "").contains("flipAt") })
    }
}
