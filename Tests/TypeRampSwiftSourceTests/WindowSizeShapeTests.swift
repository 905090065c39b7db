import Foundation
import Testing
import TypeRampCore
import TypeRampLayout

@testable import TypeRampSwiftSource

/// Lengths taken from the app's window, written by hand in the shape found in a gallery app's utilities (global computed
/// variables over the key window's frame, falling back to the screen's bounds), never the app's code. Swift runs a
/// computed global's getter where it is read; an iPhone app's window fills the screen, so its frame is the screen's
/// bounds; and an iPhone audited in portrait is narrower than it is tall, so `min(width, height)` is its width.
extension RealAppShapeTests {
    @Test func aWindowsFrameIsTheScreensAndComputedGlobalsAreRead() throws {
        let source = """
            import SwiftUI
            import UIKit

            var keyWindow: UIWindow? {
                UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).last?.windows.filter({ $0.isKeyWindow }).last
            }
            var absWindowW: CGFloat { keyWindow?.frame.size.width ?? 0 }
            var absWindowH: CGFloat { keyWindow?.frame.size.height ?? absScreenH }
            var absScreenW: CGFloat { UIScreen.main.bounds.size.width }
            var absScreenH: CGFloat {
                get { return UIScreen.main.bounds.size.height }
            }
            var windowW: CGFloat { min(absWindowW, absWindowH) }
            var windowH: CGFloat { max(absWindowW, absWindowH) }

            struct Gallery: View {
                var body: some View {
                    VStack {
                        Color.red.frame(width: windowW - 40, height: 10)
                        Color.green.frame(width: windowW / 4, height: 10)
                        Color.blue.frame(width: absWindowW, height: windowH / 100)
                    }
                }
            }
            """
        let (imported, screens, _) = try project([("Gallery.swift", source)])
        #expect(!imported.notes.contains { $0.affectsLayout }, "\(imported.notes.map(\.message))")
        let screen = try #require(screens.first)
        for width in [320.0, 393] {
            let solved = LayoutSolver.solve(screen, context: LayoutContext(category: .large, viewport: .width(width)), resources: Self.resources)
            let frames = solved.allNodes.filter { $0.kind == .frame }.map(\.frame.width)
            #expect(frames.contains(width - 40) && frames.contains(width / 4) && frames.contains(width), "\(width): \(frames)")
        }
    }
}
