import Foundation
import Testing
import TypeRampCore
import TypeRampDecoding

@testable import TypeRampSwiftSource

/// Initializers that share their labels, in the shape real apps write them (a generic view whose extension adds a
/// `String` convenience beside the `@ViewBuilder` one): Swift picks the overload by the argument's type.
extension RealAppShapeTests {
    @Test func anInitializerIsChosenByWhatItsArgumentsAre() throws {
        let source = """
            import SwiftUI

            struct EmptyState<Title: View>: View {
                let title: () -> Title
                let message: String
                init(@ViewBuilder title: @escaping () -> Title, message: String) {
                    self.title = title
                    self.message = message
                }
                var body: some View {
                    VStack { title().font(.title2); Text(message) }
                }
            }

            extension EmptyState where Title == Text {
                init(title: String, message: String) {
                    self.message = message
                    self.title = { Text(title) }
                }
            }

            struct NoBookmarks: View {
                var heading: String = "Nothing saved yet"
                var body: some View { EmptyState(title: heading, message: "Saved items appear here.") }
            }

            struct Titled: View {
                let heading: String
                var body: some View { EmptyState(title: heading, message: "Nothing here.") }
            }

            struct NoStars: View {
                var body: some View { EmptyState(title: { Image(systemName: "star") }, message: "Stars") }
            }
            """
        let (imported, _, _) = try project([("EmptyState.swift", source)])
        let text = try #require(imported.screens.first { $0.name == "NoBookmarks" })
        #expect(text.notes.isEmpty, "\(text.notes.map(\.message))")
        let yaml = SpecWriter.yaml(text.spec)
        #expect(yaml.contains("text: \"Nothing saved yet\"") && yaml.contains("style: title2"), "\(yaml)")
        // Data TypeRamp does not see, declared `String`: still the `String` overload (a sample text, not a placeholder).
        let titled = try #require(imported.screens.first { $0.name == "Titled" })
        #expect(titled.notes.filter(\.affectsLayout).isEmpty, "\(titled.notes.map(\.message))")
        #expect(SpecWriter.yaml(titled.spec).contains("style: title2"))
        let symbol = try #require(imported.screens.first { $0.name == "NoStars" })
        #expect(SpecWriter.yaml(symbol.spec).contains("symbol: \"star\""))
    }
}
