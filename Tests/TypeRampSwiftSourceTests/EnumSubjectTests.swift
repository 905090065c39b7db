import Foundation
import Testing
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampSwiftSource

/// Conditions on one value of the project's enum that TypeRamp does not know (a view model's `mode`): a value is one
/// case at a time, so `mode.isOrganising`, `mode == .browsing`, `if case .browsing = mode` and `switch mode` agree in
/// every variant. The shapes are written by hand from a password manager's vault list (an organise mode with its own
/// top bar, a browse mode with its own bottom bar); the expected trees follow Swift's semantics of an enum value.
@Suite struct EnumSubjectTests {
    static func source(cases: String = "browsing, organising", extra: String = "") -> String {
        """
        import SwiftUI
        final class VaultsModel: ObservableObject {
            enum Mode {
                case \(cases)
                var isOrganising: Bool { if case .organising = self { true } else { false } }
                var isBrowsing: Bool {
                    switch self {
                    case .browsing: return true
                    default: return false
                    }
                }
            }
            @Published private(set) var mode: Mode = .browsing
        }
        struct Vaults: View {
            @StateObject private var model = VaultsModel()
            var body: some View {
                VStack {
                    if model.mode.isOrganising { Text("Organise bar") }
                    if model.mode == .browsing { Text("Vault rows") }
                    if case .browsing = model.mode { Text("Browse rows") }
                    switch model.mode {
                    case .browsing: Text("Create vault")
                    default: Text("Done")
                    }
                    if model.mode.isBrowsing { Text("Browse bar") }
                    \(extra)
                }
            }
        }
        """
    }

    func texts(_ screen: Screen) -> [String] {
        var out: [String] = []
        screen.root.forEachNode {
            if case .text(let t) = $0.kind { out.append(t.content.baseText) }
            if case .button(let b) = $0.kind, let title = b.title { out.append("button " + title.baseText) }
        }
        return out
    }

    func screens(_ source: String) throws -> [Screen] {
        let imported = SwiftSourceImporter.importSource(source, file: "Vaults.swift")
        return try LayoutDocument.decode(imported.document(), file: "Vaults.swift").screens
    }

    @Test func everyConditionOnTheValueTakesTheSameCase() throws {
        let screens = try screens(Self.source())
        // One screen per case: organise mode's bar and `Done`, browse mode's rows and bars; never a mix. The screen
        // itself takes the case the first condition met (`isOrganising`) takes on its `if` branch, as every decision
        // starts on its first branch; the other case is the variant.
        #expect(screens.map(\.name) == ["Vaults", "Vaults (.browsing)"])
        #expect(screens.map(texts) == [["Organise bar", "Done"], ["Vault rows", "Browse rows", "Create vault", "Browse bar"]])
    }

    @Test func eachCaseIsAVariantAndFlagsReadOfACaseTheyDoNotName() throws {
        // A third case: not organising, not browsing; the switch's `default`.
        let screens = try screens(Self.source(cases: "browsing, organising, sharing"))
        #expect(screens.map(texts) == [["Organise bar", "Done"], ["Vault rows", "Browse rows", "Create vault", "Browse bar"], ["Done"]])
    }

    @Test func aFlagTheEnumDoesNotDeclareStaysADecisionOfItsOwn() throws {
        // `model.isSyncing` is not a condition on the mode: its own two variants, whatever the mode.
        let source = Self.source(extra: "if model.mode.isSyncing { Text(\"Syncing\") }").replacingOccurrences(
            of: "@Published private(set) var mode", with: "@Published var isSyncing = false\n    @Published private(set) var mode")
        let names = try screens(source).map(\.name)
        #expect(names.contains("Vaults (.browsing)") && names.contains("Vaults (!model.mode.isSyncing)"), "\(names)")
    }
    @Test func aStateTheViewChangesStartsAtItsValueAndIsAuditedInItsOtherCases() throws {
        // A note's text is trimmed once it has rendered: `trim` starts `.unknown` and the view's callback sets it, so
        // the screen starts without the `More` button and a variant has it (as a changed `@State` flag is audited both
        // ways). A `@State` case nothing changes stays where it starts: no variant.
        func source(changed: Bool) -> String {
            """
            import SwiftUI
            private enum Trim {
                case unknown, trimmed, full
                var isTrimmed: Bool { if case .trimmed = self { true } else { false } }
            }
            struct Note: View {
                @State private var trim: Trim = .unknown
                var body: some View {
                    VStack {
                        Text("Note body")
                            .onAppear { \(changed ? "trim = .trimmed" : "print(trim)") }
                        if trim.isTrimmed { Button("More") {} }
                    }
                }
            }
            """
        }
        let moving = try screens(source(changed: true))
        #expect(moving.map(texts) == [["Note body"], ["Note body", "button More"]], "\(moving.map(\.name))")
        #expect(moving.map(\.name) == ["Note", "Note (.trimmed)"])
        let still = try screens(source(changed: false))
        #expect(still.map(texts) == [["Note body"]])
    }
}
