import Foundation
import Testing
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout

@testable import TypeRampSwiftSource

/// An app's own preview wrapper (written by hand in the shape found: a view that shows its content twice, light and
/// dark, on two devices). Xcode's canvas makes a preview of each view in the list `previews` resolves to, and a view's
/// list is its body's, so `Showcase { A(); B() }` shows A and B as previews of their own, never stacked in one.
extension RealAppShapeTests {
    static func showcase(extraModifier: String) -> String {
        """
        import SwiftUI

        struct Showcase<Content: View>: View {
            let content: Content
            init(@ViewBuilder _ content: () -> Content) { self.content = content() }
            var body: some View {
                Group {
                    self.content
                        .environment(\\.colorScheme, .light)
                        .previewDisplayName("Light")
                    self.content
                        .environment(\\.colorScheme, .dark)
                        .previewDevice("iPhone 12 mini")\(extraModifier)
                }
            }
        }

        struct Receipt: View {
            let paid: Bool
            var body: some View { Text(paid ? "Paid" : "Due") }
        }

        struct Receipt_Previews: PreviewProvider {
            static var previews: some View {
                Showcase {
                    Receipt(paid: true)
                    Receipt(paid: false)
                }
            }
        }
        """
    }

    @Test func anAppsPreviewWrapperShowsEachOfItsViewsAsAPreview() throws {
        let (_, screens, _) = try project([("Receipt.swift", Self.showcase(extraModifier: ""))])
        let previews = screens.filter { $0.name.hasPrefix("Receipt_Previews") }
        #expect(previews.count == 2, "\(previews.map(\.name))")
        #expect(try previews.map { try solvedTexts($0, .large).map(\.string) } == [["Paid"], ["Due"]])
    }

    @Test func aWrapperThatChangesTheLayoutIsNotLookedThrough() throws {
        // A wrapper that pads its content draws something else than its content alone: it stays one preview.
        let (_, screens, _) = try project([("Receipt.swift", Self.showcase(extraModifier: ".padding()"))])
        let previews = screens.filter { $0.name.hasPrefix("Receipt_Previews") }
        #expect(previews.count == 1, "\(previews.map(\.name))")
    }
}
