import Foundation
import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

@testable import TypeRampSwiftSource

/// Values passed through a `@Binding` (`Picked(image: $selectedImage)` with `@Binding var image: Image?`, drawn in
/// `if let image { image.resizable()… }`) and initializers named instead of called (`label: EmptyView.init`), shapes
/// found in held-out apps and written here by hand. Swift: `$selectedImage` is a binding to the property
/// `selectedImage`, whose declared type (`Image?`) is what the binding carries; `EmptyView.init` is the initializer
/// itself, which SwiftUI calls to make an empty view.
extension RealAppShapeTests {
    @Test func anImageThroughABindingIsAnImageAndANamedEmptyViewInitIsNothing() throws {
        let source = """
            import SwiftUI

            struct Picked: View {
                @Binding var image: Image?
                var body: some View {
                    if let selected = image {
                        selected.resizable().frame(width: 40, height: 40)
                    }
                }
            }

            struct Composer: View {
                @State private var selectedImage: Image?
                @State private var scale = 1.0
                var body: some View {
                    VStack {
                        HStack {
                            Picked(image: $selectedImage)
                            Text("Message")
                        }
                        Slider(value: $scale, in: 0...2, label: EmptyView.init)
                    }
                }
            }

            #Preview { Composer() }
            """
        let (imported, screens, _) = try project([("Composer.swift", source)])
        let names = imported.screens.map(\.name)
        // The picked image may be there or not (a decision on data), each a variant; neither has a note that affects
        // layout, and the image is an image of unknown content in its 40 pt frame, not a placeholder.
        let notes = imported.screens.flatMap { $0.notes.filter(\.affectsLayout).map(\.message) }
        #expect(notes.isEmpty, "\(notes)")
        let withImage = try #require(screens.first { $0.name == "Composer preview" }, "\(names)")
        let images = solved(withImage).allNodes.filter { $0.kind == .image }.map { [$0.frame.width, $0.frame.height] }
        #expect(images == [[40, 40]], "\(images)")
    }
}
