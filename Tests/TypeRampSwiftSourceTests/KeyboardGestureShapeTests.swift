import Foundation
import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

@testable import TypeRampSwiftSource

/// A swipe or tap that only dismisses the keyboard (a view modifier's `DragGesture().onChanged(endEditing)` calling the
/// key window's `endEditing(true)`, a tap sending `resignFirstResponder`, a `@FocusState` set to `false`, a helper named
/// `hideKeyboard()`), shapes found in held-out apps and written here by hand. The keyboard dismisses itself (its return
/// key, VoiceOver's escape gesture), so such a gesture reaches nothing a VoiceOver user could miss; a tap that saves
/// does.
extension RealAppShapeTests {
    @Test func aGestureThatOnlyDismissesTheKeyboardNeedsNoAlternative() throws {
        let source = """
            import SwiftUI
            import UIKit

            struct DismissingKeyboardOnSwipe: ViewModifier {
                func body(content: Content) -> some View {
                    content.gesture(DragGesture(minimumDistance: 10).onChanged(endEditing))
                }
                private func endEditing(_ value: DragGesture.Value) {
                    UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.windows.first?.endEditing(true)
                }
            }

            struct Search: View {
                @FocusState private var focused: Bool
                @State private var text = ""
                var body: some View {
                    VStack {
                        List { Text("Results") }.modifier(DismissingKeyboardOnSwipe())
                        Text("Background").onTapGesture {
                            UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
                        }
                        Text("Cancel").onTapGesture { focused = false }
                        Text("Done").onTapGesture { hideKeyboard() }
                        Text("Save").onTapGesture { save() }
                    }
                }
                func hideKeyboard() {}
                func save() {}
            }

            #Preview { Search() }
            """
        let (imported, screens, _) = try project([("Search.swift", source)])
        let search = try #require(imported.screens.first { $0.name == "Search preview" }, "\(imported.screens.map(\.name))")
        let layout = solved(try #require(screens.first { $0.name == search.name }))
        let lines = layout.diagnostics.filter { $0.rule == .gestureWithoutAlternative }.compactMap(\.location?.line)
        #expect(lines == [24], "\(lines)")
    }
}
