import Foundation
import Testing
import TypeRampAudit
import TypeRampLayout

@testable import TypeRampSwiftSource

/// `.disabled(_:)` and the touch target: SwiftUI's documentation says a disabled control does not respond to taps, so
/// one disabled as written (`.disabled(true)`, a placeholder's play button) is no target anyone aims at and is not
/// measured; one disabled by a condition on data (`.disabled(backCount == 0)`) is enabled by the app's data, and its size
/// matters then. Shapes written by hand after a read-later client and a manga reader, never their code.
@Suite struct DisabledControlTests {
    @Test func onlyAControlDisabledAsWrittenIsLeftUnmeasured() throws {
        let source = """
            import SwiftUI
            struct Player: View {
                @State private var backCount = 0
                var body: some View {
                    HStack {
                        Button(action: {}, label: { Image(systemName: "play.circle") }).disabled(true)
                        Button { backCount -= 1 } label: { Image(systemName: "chevron.left") }
                            .disabled(backCount == 0)
                    }
                }
            }
            """
        let report = try FindingsOnSwiftTests().audit(source)
        let lines = Set(report.findings.filter { $0.rule == .touchTargetTooSmall }.compactMap { $0.location?.line })
        #expect(lines == [7], "\(report.findings.map { "\($0.rule) \($0.location?.line ?? 0)" })")
        let imported = SwiftSourceImporter.importSource(source, file: "Player.swift")
        let document = try LayoutDocument.decode(imported.document(), file: "Player.swift")
        var traits: [Set<AccessibilityTrait>] = []
        document.screens[0].root.forEachNode { if case .button = $0.kind { traits.append($0.accessibility.traits ?? []) } }
        #expect(traits.map { $0.contains(.notEnabled) } == [true, false], "\(traits)")
    }

    @Test func aButtonShowingOnlyASpinnerIsALoadingStateNotATarget() throws {
        // `Button { … } label: { ProgressView() }` while loading stands where the button will be; nobody aims at a
        // spinner, so its 20 pt is not measured. The same button's title, and a spinner beside a text, are measured.
        let source = """
            import SwiftUI
            struct Play: View {
                var isLoading: Bool
                var body: some View {
                    VStack {
                        if isLoading {
                            Button {} label: { ProgressView() }
                        } else {
                            Button {} label: { Text("Play").frame(height: 20) }
                        }
                        Button {} label: { HStack { ProgressView(); Text("Loading") } }
                    }
                }
            }
            #Preview { VStack { Play(isLoading: true); Play(isLoading: false) } }
            """
        let report = try FindingsOnSwiftTests().audit(source)
        let lines = Set(report.findings.filter { $0.rule == .touchTargetTooSmall }.compactMap { $0.location?.line })
        #expect(lines == [9, 11], "\(report.findings.map { "\($0.rule) \($0.location?.line ?? 0)" })")
    }
}
