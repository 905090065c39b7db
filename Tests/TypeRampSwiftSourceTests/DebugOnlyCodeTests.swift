import Foundation
import Testing
import TypeRampAudit
import TypeRampCore
import TypeRampLayout
import TypeRampText

@testable import TypeRampSwiftSource

/// Code only debug builds compile: a `#if DEBUG` clause and the views only such code shows are not in the App Store build,
/// so a finding there is unverified information, never a warning or an error.
extension FindingsOnSwiftTests {
    static let debugMenu = """
        import SwiftUI
        #if DEBUG
        struct DevMenu: View {
            var body: some View { Text("Reset onboarding").font(.system(size: 11)) }
        }
        #endif
        struct Settings: View {
            var body: some View {
                List {
                    Text("General")
                    #if !DEBUG
                    Text("Version")
                    #else
                    NavigationLink("Developer") { DevTools() }
                    #endif
                }
            }
        }
        struct DevTools: View {
            var body: some View { Text("Clear the cache").font(.system(size: 10)) }
        }
        struct About: View {
            var body: some View { Text("Made in Lisbon").font(.system(size: 10)) }
        }
        """

    func fixedSizeLines(_ configuration: BuildConfiguration) throws -> (proven: [Int], unverified: Set<Int>) {
        let imported = SwiftSourceImporter.importSource(Self.debugMenu, file: "Card.swift", configuration: configuration)
        let document = try LayoutDocument.decode(imported.document(), file: "Card.swift")
        let resources = LayoutResources(ramp: nil, fonts: try FontSet.load(ramp: nil, library: Self.library), engine: TextEngine())
        let input = AuditInput(screens: document.screens.map { ($0, "Card.swift", 0) }, resources: [resources])
        let matrix = AuditMatrix(categories: [.large], widths: [320])
        let report = try Auditor(input: input, configuration: AuditConfiguration(matrix: matrix, jobs: 1)).run()
        let fixed = report.findings.filter { $0.rule == .fixedSizeText }
        return (
            fixed.filter { $0.unverified == nil }.map { $0.location?.line ?? 0 }.sorted(),
            Set(fixed.filter { $0.unverified != nil }.map { $0.location?.line ?? 0 })
        )
    }

    @Test func codeOnlyDebugBuildsCompileIsUnverifiedAndTheShippedViewIsNot() throws {
        // The developer menu (inside `#if DEBUG`) and DevTools (used only in the `#else` of `#if !DEBUG`) are debug-only;
        // About ships: its fixed 10 pt text stays a warning.
        let debug = try fixedSizeLines(.iOS)
        #expect(debug.proven == [23], "\(debug)")
        #expect(debug.unverified == [4, 20], "\(debug)")
    }

    @Test func aRowSqueezedOnlyByADebugBadgeIsNotProven() throws {
        // `HStack { Label(…); #if DEBUG Spacer(); Text("DEV") … #endif }`: the label breaks only beside the debug badge,
        // which the App Store build does not have; the same label beside a shipped badge is a finding.
        let report = try audit(
            """
            import SwiftUI
            struct SyncRow: View {
                var body: some View {
                    VStack {
                        HStack {
                            Label("iCloud Sync", systemImage: "icloud")
                            #if DEBUG
                            Text("DEVELOPMENT").font(.caption).padding(4)
                            #endif
                        }
                        HStack {
                            Label("iCloud Sync", systemImage: "icloud")
                            Text("DEVELOPMENT").font(.caption).padding(4)
                        }
                    }
                }
            }
            """)
        let proven = Set(
            report.findings.filter { $0.unverified == nil && ($0.rule == .stackMustFlip || $0.rule == .textBreaksWord) }.map {
                $0.location?.line ?? 0
            })
        let all = Set(report.findings.filter { $0.rule == .stackMustFlip || $0.rule == .textBreaksWord }.map { $0.location?.line ?? 0 })
        #expect(
            !proven.isEmpty && proven.isSubset(of: [11, 12, 13]),
            "\(report.findings.map { ($0.rule.rawValue, $0.location?.line ?? 0, $0.unverified ?? "") })")
        #expect(!all.isDisjoint(with: [5, 6, 8]), "\(report.findings.map { ($0.rule.rawValue, $0.location?.line ?? 0) })")
        // A preview inside `#if DEBUG` (as most are) hands a component what stands for the app's data: the row it fills
        // is the app's row, and its findings stand.
        let component = try audit(
            """
            import SwiftUI
            struct SettingsRow<Trailing: View>: View {
                let name: String
                @ViewBuilder var trailing: () -> Trailing
                var body: some View { HStack { Text(name); Spacer(); trailing() }.padding(.horizontal, 16) }
            }
            struct Settings: View { var body: some View { SettingsRow(name: "General") { EmptyView() } } }
            #if DEBUG
            #Preview { SettingsRow(name: "Account Security") { Text("Trailing content") } }
            #endif
            """)
        let row = component.findings.filter { ($0.rule == .stackMustFlip || $0.rule == .textBreaksWord) && $0.location?.line == 5 }
        #expect(
            row.contains { $0.unverified == nil }, "\(component.findings.map { ($0.rule.rawValue, $0.location?.line ?? 0, $0.unverified ?? "") })")
    }

    @Test func aReleaseBuildHasNoDebugCodeToSetApart() throws {
        // `--define DEBUG=false`: the debug clauses are not imported at all, and nothing left is marked debug-only (About
        // is still proven; DevTools, which no compiled code uses, is a screen of its own and proven too).
        let release = try fixedSizeLines(BuildConfiguration(platform: "iOS", defined: [], simulator: false))
        #expect(release.proven == [20, 23], "\(release)")
        #expect(release.unverified.isEmpty, "\(release)")
    }

    /// A route enum (a shape found in a link-aggregator client): `switch self` makes each case's view, and the debug menu
    /// is the only code that writes `.onboarding`, so the onboarding view is debug-only; `.about` is written by the shipped
    /// settings, so its view ships (its fixed 10 pt text stays a warning).
    @Test func aViewOnlyADebugMenuRoutesToIsDebugOnly() throws {
        let source = """
            import SwiftUI
            enum Route: Hashable { case onboarding, about, developer }
            extension Route {
                @ViewBuilder func view() -> some View {
                    switch self {
                    case .onboarding:
                        Onboarding()
                    case .about:
                        AboutPage()
                    #if DEBUG
                    case .developer:
                        DeveloperMenu()
                    #endif
                    }
                }
            }
            struct Onboarding: View {
                var body: some View { Text("Welcome aboard").font(.system(size: 10)) }
            }
            struct AboutPage: View {
                var body: some View { Text("Made in Lisbon").font(.system(size: 10)) }
            }
            struct DeveloperMenu: View {
                var body: some View { NavigationLink("Replay onboarding", value: Route.onboarding) }
            }
            struct SettingsPage: View {
                var body: some View {
                    List {
                        NavigationLink("About", value: Route.about)
                        #if DEBUG
                        NavigationLink("Developer", value: Route.developer)
                        #endif
                    }
                    .navigationDestination(for: Route.self) { $0.view() }
                }
            }
            """
        let imported = SwiftSourceImporter.importSource(source, file: "Routes.swift")
        let document = try LayoutDocument.decode(imported.document(), file: "Routes.swift")
        let resources = LayoutResources(ramp: nil, fonts: try FontSet.load(ramp: nil, library: Self.library), engine: TextEngine())
        let input = AuditInput(screens: document.screens.map { ($0, "Routes.swift", 0) }, resources: [resources])
        let report = try Auditor(
            input: input, configuration: AuditConfiguration(matrix: AuditMatrix(categories: [.large], widths: [320]), jobs: 1)
        ).run()
        let fixed = report.findings.filter { $0.rule == .fixedSizeText }
        #expect(
            fixed.contains { $0.location?.line == 18 && $0.unverified?.contains("debug") == true },
            "\(fixed.map { ($0.location?.line, $0.unverified) })")
        #expect(fixed.contains { $0.location?.line == 21 && $0.unverified == nil && $0.severity == .warning })
    }

    /// A tester menu every build compiles but only QA builds open (a shape found in a password manager): a triple tap on
    /// the version sets the flag only when `Bundle.main.isQaBuild`, and the sheet that flag presents is the tester menu;
    /// inline `if isInternalBuild { … }` content is the same. The App Store build never shows either, whatever the
    /// configuration. A flag the shipped code also sets (`showHelp`), or a negated gate, is not set apart.
    @Test func aMenuOnlyTesterBuildsOpenIsSetApart() throws {
        let source = """
            import SwiftUI
            struct Profile: View {
                @State private var showQaFeatures = false
                @State private var showHelp = false
                var body: some View {
                    VStack {
                        Text("Version 1.0").onTapGesture(count: 3) {
                            if Bundle.main.isQaBuild {
                                showQaFeatures.toggle()
                                showHelp = true
                            }
                        }
                        if BuildInfo.isInternalBuild {
                            Text("Internal build").font(.system(size: 9))
                        }
                        if !Bundle.main.isQaBuild {
                            Text("Rate the app").font(.system(size: 9))
                        }
                        Button("Help") { showHelp = true }
                    }
                    .sheet(isPresented: $showQaFeatures) { TesterMenu() }
                    .sheet(isPresented: $showHelp) { HelpPage() }
                }
            }
            struct TesterMenu: View {
                var body: some View { Text("Reset onboarding").font(.system(size: 10)) }
            }
            struct HelpPage: View {
                var body: some View { Text("Contact us").font(.system(size: 10)) }
            }
            """
        for configuration in [BuildConfiguration.iOS, BuildConfiguration(platform: "iOS", defined: [], simulator: false)] {
            let imported = SwiftSourceImporter.importSource(source, file: "Profile.swift", configuration: configuration)
            let document = try LayoutDocument.decode(imported.document(), file: "Profile.swift")
            let resources = LayoutResources(ramp: nil, fonts: try FontSet.load(ramp: nil, library: Self.library), engine: TextEngine())
            let input = AuditInput(screens: document.screens.map { ($0, "Profile.swift", 0) }, resources: [resources])
            let report = try Auditor(
                input: input, configuration: AuditConfiguration(matrix: AuditMatrix(categories: [.large], widths: [320]), jobs: 1)
            ).run()
            let fixed = report.findings.filter { $0.rule == .fixedSizeText }
            let unverified = Set(fixed.filter { $0.unverified?.contains("debug") == true }.compactMap { $0.location?.line })
            let proven = Set(fixed.filter { $0.unverified == nil }.compactMap { $0.location?.line })
            #expect(unverified == [14, 26], "\(configuration.defined): \(fixed.map { ($0.location?.line, $0.unverified) })")
            #expect(proven == [17, 29], "\(configuration.defined): \(fixed.map { ($0.location?.line, $0.unverified) })")
        }
    }

    @Test func testerFlagsAreNamedForATesterBuildOrMenu() {
        for name in ["isQaBuild", "isQABuild", "isDebugMenuEnabled", "showDeveloperMenu", "isInternalBuild", "debugMode", "isStaging"] {
            #expect(TesterGates.isTesterFlag(name), "\(name)")
        }
        for name in ["isQuiet", "isDeveloped", "devices", "debugDescription", "isInternalLink", "showDebugger", "isAlphabetical"] {
            #expect(!TesterGates.isTesterFlag(name), "\(name)")
        }
    }
}
