import Foundation
import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

@testable import TypeRampSwiftSource

/// A design system that names one method the same on `Text` and on `Image` (`extension Text { func style(appStyle:
/// AppTextStyle) -> Text }`, `extension Image { func style(appStyle: AppImageStyle) -> some View }`), a shape found in
/// a held-out app and written here by hand. Swift calls a method of `extension Text` only on a `Text` and one of
/// `extension Image` only on an `Image`; one of `extension View` on any view.
extension RealAppShapeTests {
    @Test func aMethodOfExtensionTextIsCalledOnTextNotTheImageOne() throws {
        let source = """
            import SwiftUI

            extension Image {
                enum AppImageStyle { case barButton }
                func style(appStyle: AppImageStyle) -> some View {
                    self.resizable().frame(width: 16, height: 16)
                }
            }

            extension Text {
                enum AppTextStyle { case rowTitle, rowDetail }
                func style(appStyle: AppTextStyle) -> Text {
                    switch appStyle {
                    case .rowTitle: return self.font(.headline)
                    case .rowDetail: return self.font(.subheadline)
                    }
                }
            }

            extension View {
                func chip(style: Int) -> some View { self.padding(4) }
            }

            extension Text {
                func chip(style: Int) -> Text { self.font(.caption2) }
            }

            struct Row: View {
                var body: some View {
                    HStack {
                        Text("Find rocks").bold().style(appStyle: .rowTitle)
                        Image(systemName: "gear").style(appStyle: .barButton)
                        Text("New").chip(style: 1)
                        HStack { Text("Old") }.chip(style: 1)
                    }
                }
            }

            #Preview { Row() }
            """
        let (imported, screens, _) = try project([("Row.swift", source)])
        let row = try #require(imported.screens.first { $0.name == "Row preview" }, "\(imported.screens.map(\.name))")
        #expect(row.notes.filter(\.affectsLayout).isEmpty, "\(row.notes.map(\.message))")
        let layout = solved(try #require(screens.first { $0.name == row.name }))
        func node(_ text: String) -> SolvedNode? { layout.allNodes.first { $0.text?.string == text } }
        // Headline is 17 pt semibold at Large, caption2 11 pt, body 17 pt (Apple's table).
        #expect(node("Find rocks")?.text?.style == "headline", "\(node("Find rocks")?.text?.style ?? "")")
        #expect(node("Find rocks").map { $0.frame.height < 30 } == true, "\(node("Find rocks")?.frame as Any)")
        #expect(node("New")?.text?.fontSize == 11)
        #expect(node("Old")?.text?.fontSize == 17)
        let images = layout.allNodes.filter { $0.kind == .image }.map { [$0.frame.width, $0.frame.height] }
        #expect(images == [[16, 16]])
    }
}
