import Foundation
import Testing
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampMetrics

@testable import TypeRampSwiftSource

/// Controls in the shapes real apps write them: a segmented picker with its label hidden (`label: { EmptyView() }`),
/// in a form. SwiftUI draws it as `UISegmentedControl`: its titles are what it shows and what VoiceOver reads, and it
/// does not grow with Dynamic Type (docs/ios-defaults.md).
extension RealAppShapeTests {
    @Test func aSegmentedPickerIsASegmentedControlLabelledByItsTitles() throws {
        let source = """
            import SwiftUI

            struct FamilyPicker: View {
                @State private var family = 0
                var body: some View {
                    Form {
                        Section {
                            Picker(selection: $family) {
                                Text("Small").tag(0)
                                Text("Medium").tag(1)
                                Text("Large").tag(2)
                            } label: { EmptyView() }
                            .pickerStyle(.segmented)
                        }
                    }
                }
            }
            """
        let (imported, screens, _) = try project([("FamilyPicker.swift", source)])
        let picker = try #require(imported.screens.first { $0.name == "FamilyPicker" })
        #expect(SpecWriter.yaml(picker.spec).contains("segmented: \"Small, Medium, Large\""), "\(SpecWriter.yaml(picker.spec))")
        let screen = try #require(screens.first { $0.name == "FamilyPicker" })
        let solved = LayoutSolver.solve(
            screen, context: LayoutContext(category: .accessibilityExtraExtraExtraLarge, viewport: .width(393)), resources: Self.resources)
        let control = try #require(solved.allNodes.first { $0.kind == .segmented })
        #expect(control.frame.height == 32)
        #expect(!solved.diagnostics.contains { $0.rule == .missingLabel })
    }
}
