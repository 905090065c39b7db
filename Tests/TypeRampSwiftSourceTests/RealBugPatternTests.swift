import Testing
import TypeRampAudit
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics
import TypeRampSwiftSource

/// The Dynamic Type bugs real apps ship, in the shapes their code takes (written here by hand, never copied from an
/// app), and the fix each finding suggests: found at the line marked `↓` on the buggy code, gone on the fixed code
/// (every category, on a 320 × 568 pt iPhone SE, the narrowest and shortest). A view's `body` is wrapped in a view
/// `Example`; code that starts with `import` is a whole file.
@Suite struct RealBugPatternTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: RuleID
        var shape: String
        var buggy: String
        var fixed: String
        var testDescription: String { "\(rule): \(shape)" }
    }

    static let cases: [Case] = [
        Case(
            rule: .textTruncated, shape: "a name limited to one line beside an icon",
            buggy: """
                HStack {
                    Image(systemName: "person.circle")
                    ↓Text("Alexandria Ocasio-Montgomery").font(.headline).lineLimit(1)
                }
                """,
            fixed: """
                HStack {
                    Image(systemName: "person.circle")
                    Text("Alexandria Ocasio-Montgomery").font(.headline)
                }
                """),
        Case(
            rule: .contentClipped, shape: "text in a fixed-height frame",
            buggy: """
                VStack {
                    ↓Text("Free delivery on orders over 20 euros").frame(height: 22)
                }
                """,
            fixed: """
                VStack {
                    Text("Free delivery on orders over 20 euros").frame(minHeight: 22)
                }
                """),
        Case(
            rule: .stackMustFlip, shape: "two buttons side by side at every size",
            buggy: """
                ↓HStack(spacing: 12) {
                    Button("Accept all cookies") { }.buttonStyle(.bordered)
                    Button("Manage choices") { }.buttonStyle(.bordered)
                }
                """,
            fixed: """
                ViewThatFits {
                    HStack(spacing: 12) {
                        Button("Accept all cookies") { }.buttonStyle(.bordered)
                        Button("Manage choices") { }.buttonStyle(.bordered)
                    }
                    VStack(spacing: 12) {
                        Button("Accept all cookies") { }.buttonStyle(.bordered)
                        Button("Manage choices") { }.buttonStyle(.bordered)
                    }
                }
                """),
        Case(
            rule: .contentNeedsScroll, shape: "a screen that does not scroll",
            buggy: """
                ↓VStack(alignment: .leading, spacing: 16) {
                    Text("Terms of service").font(.largeTitle)
                    Text("By using this app you agree to the following terms, which govern your use of the service and any content you share.")
                    Text("We may update these terms from time to time; we will tell you when we do, and you can always read them in Settings.")
                    Button("I agree") { }
                }.padding()
                """,
            fixed: """
                ScrollView {
                    VStack(alignment: .leading, spacing: 16) {
                        Text("Terms of service").font(.largeTitle)
                        Text("By using this app you agree to the following terms, which govern your use of the service and any content you share.")
                        Text("We may update these terms from time to time; we will tell you when we do, and you can always read them in Settings.")
                        Button("I agree") { }
                    }.padding()
                }
                """),
        Case(
            rule: .iconDoesNotScale, shape: "an icon pinned to 20 pt beside text that grows",
            buggy: """
                import SwiftUI
                struct Row: View {
                    var body: some View {
                        HStack {
                            ↓Image(systemName: "bell").resizable().frame(width: 20, height: 20)
                            Text("Notifications")
                        }
                    }
                }
                """,
            fixed: """
                import SwiftUI
                struct Row: View {
                    @ScaledMetric var side = 20
                    var body: some View {
                        HStack {
                            Image(systemName: "bell").resizable().frame(width: side, height: side)
                            Text("Notifications")
                        }
                    }
                }
                """),
        Case(
            rule: .fixedSizeText, shape: "a title with a fixed point size",
            buggy: #"↓Text("Welcome back").font(.system(size: 34, weight: .bold))"#,
            fixed: #"Text("Welcome back").font(.largeTitle.bold())"#),

        // MARK: - The seven shapes of issue 23 that were missed

        Case(
            rule: .textTruncated, shape: "lineLimit(1) names in a fixed-size grid cell",
            buggy: """
                LazyVGrid(columns: [GridItem(.fixed(96)), GridItem(.fixed(96)), GridItem(.fixed(96))]) {
                    ForEach(["Photography", "Architecture", "Gardening"], id: \\.self) { topic in
                        VStack {
                            Image(systemName: "folder")
                            ↓Text(topic).lineLimit(1)
                        }
                        .frame(width: 96, height: 72)
                    }
                }
                """,
            fixed: """
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 140))]) {
                    ForEach(["Photography", "Architecture", "Gardening"], id: \\.self) { topic in
                        VStack {
                            Image(systemName: "folder")
                            Text(topic)
                        }
                        .frame(maxWidth: .infinity, minHeight: 72)
                    }
                }
                """),
        Case(
            rule: .contentOutsideScroll, shape: "a header VStack above a List that squeezes it",
            buggy: """
                VStack(alignment: .leading, spacing: 0) {
                    ↓VStack(alignment: .leading, spacing: 8) {
                        Text("Your library").font(.largeTitle.bold())
                        Text("Everything you saved on this phone and in iCloud, newest first. Swipe a book to remove it from this device.")
                    }
                    .padding()
                    List {
                        Section {
                            Text("The Left Hand of Darkness")
                            Text("A Wizard of Earthsea")
                        }
                    }
                }
                """,
            fixed: """
                List {
                    Section {
                        Text("The Left Hand of Darkness")
                        Text("A Wizard of Earthsea")
                    } header: {
                        VStack(alignment: .leading, spacing: 8) {
                            Text("Your library").font(.largeTitle.bold())
                            Text("Everything you saved on this phone and in iCloud, newest first. Swipe a book to remove it from this device.")
                        }
                    }
                }
                """),
        Case(
            rule: .contentOutsideScroll, shape: "a banner kept above a ScrollView",
            buggy: """
                VStack(spacing: 0) {
                    ↓Text("Deliveries may be delayed this week because of the holidays. Orders placed after Thursday will arrive next week.")
                        .padding()
                        .background(Color.yellow)
                    ScrollView {
                        VStack(alignment: .leading) {
                            Text("Order 1042 · shipped")
                            Text("Order 1043 · preparing")
                        }
                    }
                }
                """,
            fixed: """
                ScrollView {
                    VStack(alignment: .leading) {
                        Text("Deliveries may be delayed this week because of the holidays. Orders placed after Thursday will arrive next week.")
                            .padding()
                            .background(Color.yellow)
                        Text("Order 1042 · shipped")
                        Text("Order 1043 · preparing")
                    }
                }
                """),
        Case(
            rule: .contentClipped, shape: "a caption in a fixed .frame(width:height:)",
            buggy: """
                VStack(spacing: 4) {
                    Image(systemName: "photo").resizable().scaledToFit().frame(width: 120, height: 90)
                    ↓Text("Sunset over the harbour, seen from the ferry").font(.caption).frame(width: 120, height: 32)
                }
                """,
            fixed: """
                VStack(spacing: 4) {
                    Image(systemName: "photo").resizable().scaledToFit().frame(width: 120, height: 90)
                    Text("Sunset over the harbour, seen from the ferry").font(.caption).frame(width: 120)
                }
                """),
        Case(
            rule: .contentClipped, shape: "rows with a fixed .frame(height: 56)",
            buggy: """
                List {
                    Section {
                        ForEach(["Notifications", "Privacy and security", "Storage and data"], id: \\.self) { title in
                            ↓HStack {
                                Image(systemName: "gear")
                                Text(title)
                            }
                            .frame(height: 56)
                        }
                    }
                }
                """,
            fixed: """
                List {
                    Section {
                        ForEach(["Notifications", "Privacy and security", "Storage and data"], id: \\.self) { title in
                            HStack {
                                Image(systemName: "gear")
                                Text(title)
                            }
                            .frame(minHeight: 56)
                        }
                    }
                }
                """),
        Case(
            rule: .contentClipped, shape: "rows with a fixed .frame(height: 56), written straight in a List",
            buggy: """
                List {
                    ForEach(["Notifications", "Privacy and security", "Storage and data"], id: \\.self) { title in
                        ↓HStack {
                            Image(systemName: "gear")
                            Text(title)
                        }
                        .frame(height: 56)
                    }
                }
                """,
            fixed: """
                List {
                    ForEach(["Notifications", "Privacy and security", "Storage and data"], id: \\.self) { title in
                        HStack {
                            Image(systemName: "gear")
                            Text(title)
                        }
                        .frame(minHeight: 56)
                    }
                }
                """),
        Case(
            rule: .fixedSizeText, shape: "a .system(size: 40) title defined in a Font extension",
            buggy: """
                import SwiftUI
                extension Font {
                    static let screenTitle = Font.system(size: 40, weight: .bold)
                }
                struct Greeting: View {
                    var body: some View {
                        ↓Text("Good morning").font(.screenTitle)
                    }
                }
                """,
            fixed: """
                import SwiftUI
                extension Font {
                    static let screenTitle = Font.largeTitle.bold()
                }
                struct Greeting: View {
                    var body: some View {
                        Text("Good morning").font(.screenTitle)
                    }
                }
                """),
        Case(
            rule: .contentClipped, shape: "Font.custom text with hard line breaks in a fixed height",
            buggy: """
                ↓Text("Open every day\\n10:00 to 18:00\\nClosed on public holidays")
                    .font(.custom("Inter", size: 15))
                    .frame(height: 60)
                """,
            fixed: """
                Text("Open every day\\n10:00 to 18:00\\nClosed on public holidays")
                    .font(.custom("Inter", size: 15))
                    .frame(minHeight: 60)
                """),
    ]

    /// The findings of `rule` on `code`, at every category, and the example that wraps it.
    static func findings(_ rule: RuleID, _ code: String) throws -> (RuleExample, [Diagnostic]) {
        let example = RuleExample.swiftUI(code, "")
        let imported = SwiftSourceImporter.importSource(example.source, file: example.fileName)
        let screen = try #require(try LayoutDocument.decode(imported.document(), file: example.fileName).screens.first)
        let found = ContentSizeCategory.allCases.flatMap { category in
            LayoutSolver.solve(
                screen, context: LayoutContext(category: category, viewport: Viewport(device: .iPhoneSE1stGeneration)),
                resources: SwiftSourceImporterTests.resources
            ).diagnostics.filter { $0.rule == rule }
        }
        return (example, found)
    }

    @Test(arguments: cases) func foundOnTheBuggyCodeAndGoneOnTheFix(_ c: Case) throws {
        let (example, buggy) = try Self.findings(c.rule, c.buggy)
        #expect(!buggy.isEmpty, "\(c.rule) not found on the buggy code")
        // The fix is said in SwiftUI (a modifier, a view), not in the screens format's words.
        #expect(
            buggy.allSatisfy { s in
                ["(", "View", "Stack", "."].contains { s.suggestion?.contains($0) ?? false } && !(s.suggestion ?? "").contains("flipAt")
            },
            "\(buggy.compactMap(\.suggestion))")
        let lines = Set(example.expectedLocations.map(\.line))
        #expect(lines.count == 1, "mark the buggy line with ↓")
        #expect(Set(buggy.compactMap { $0.location?.line }) == lines, "\(buggy.map { $0.location?.description ?? "?" })")
        let (_, fixed) = try Self.findings(c.rule, c.fixed)
        #expect(fixed.isEmpty, "\(c.rule) still found on the fixed code: \(fixed.map(\.message))")
    }

    /// The audit of `code` at every category on a 320 pt wide screen: what a team sees in CI.
    static func audit(_ code: String) throws -> (RuleExample, AuditReport) {
        let example = RuleExample.swiftUI(code, "")
        let imported = SwiftSourceImporter.importSource(example.source, file: example.fileName)
        let document = try LayoutDocument.decode(imported.document(), file: example.fileName)
        let input = AuditInput(screens: document.screens.map { ($0, example.fileName, 0) }, resources: [SwiftSourceImporterTests.resources])
        let matrix = AuditMatrix(categories: ContentSizeCategory.allCases, widths: [320])
        return (example, try Auditor(input: input, configuration: AuditConfiguration(matrix: matrix, jobs: 1)).run())
    }

    /// In the audit the bug is one verified finding at its line, at the rule's default severity (nothing it rests on was
    /// guessed), and the fixed code has none.
    @Test(arguments: cases) func theAuditReportsItOnceAtItsLine(_ c: Case) throws {
        let (example, report) = try Self.audit(c.buggy)
        let found = report.findings.filter { $0.rule == c.rule && $0.status == .active }
        #expect(found.count == 1, "\(found.map(\.message))")
        let f = try #require(found.first)
        #expect(f.unverified == nil, "\(f.unverified ?? "")")
        #expect(f.severity == DiagnosticRule.named(c.rule).severity)
        #expect(f.location?.line == example.expectedLocations.first?.line)
        let (_, fixed) = try Self.audit(c.fixed)
        #expect(!fixed.findings.contains { $0.rule == c.rule && $0.status == .active })
    }
}
