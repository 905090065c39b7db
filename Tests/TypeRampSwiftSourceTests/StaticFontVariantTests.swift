import Foundation
import Testing
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampMetrics

@testable import TypeRampSwiftSource

/// A design system's fonts held in statics (written by hand in the shapes found: `extension Font { static var heading:
/// Font { .title } }`, a static that reads another). The importer evaluates such a static once per import; every screen
/// must still get the font, whichever screen read it first. Sizes are Apple's table at Large: title 28 pt, caption 12.
extension RealAppShapeTests {
    @Test func aStaticFontIsReadInEveryScreen() throws {
        let source = """
            import SwiftUI
            extension Font {
                static var heading: Font { .title }
                static var small: Font { Font.footnoteAlias }
                static let footnoteAlias = Font.caption
            }
            struct Scores: View {
                var body: some View { VStack { Text("Scores").font(.heading); Text("Fine print").font(.small) } }
            }
            struct Results: View {
                var body: some View { VStack { Text("Fine print").font(.small); Text("Results").font(.heading) } }
            }
            """
        let (_, screens, _) = try project([("Fonts.swift", source)])
        let expected: [String: [Double]] = ["Scores": [28, 12], "Results": [12, 28]]
        for (name, sizes) in expected {
            let screen = try #require(screens.first { $0.name == name }, "\(screens.map(\.name))")
            #expect(solvedTexts(screen, .large).map(\.fontSize) == sizes, "\(name)")
        }
    }
}
