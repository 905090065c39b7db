import Foundation
import Testing
import TypeRampCore
import TypeRampLayout

@testable import TypeRampSwiftSource

/// A design system's icons kept in another module as statics of a type named for them (`IconProvider.lock`, shown as a
/// view in a button's label), written by hand in the shape found in a password manager, never the app's code. Only a
/// SwiftUI `Image` can be such a static shown on its own in a view builder beside image modifiers, and the type's name
/// says what it holds: an image of unknown size, as an asset catalog's `Image("lock")` is (its size guessed, so findings
/// resting on it are information), not a placeholder with a layout note. A static of another module's type named for
/// something else (`Promo.heroCard`) stays a placeholder with its note.
extension RealAppShapeTests {
    @Test func anIconOfAnotherModulesIconTypeIsAnImage() throws {
        let source = """
            import SwiftUI
            import DesignIcons

            struct LockedView: View {
                var body: some View {
                    VStack {
                        Button { } label: {
                            IconProvider.arrowOutFromRectangle
                                .foregroundStyle(.red)
                                .padding()
                        }
                        Promo.heroCard
                    }
                }
            }
            """
        let (imported, screens, _) = try project([("LockedView.swift", source)])
        let screen = try #require(screens.first)
        let solved = LayoutSolver.solve(screen, context: LayoutContext(category: .large, viewport: .width(393)), resources: Self.resources)
        #expect(solved.allNodes.contains { $0.kind == .image }, "\(solved.allNodes.map(\.kind))")
        let iconLine = try line(of: "IconProvider.arrowOutFromRectangle", in: source)
        #expect(!imported.notes.contains { $0.location.line == iconLine }, "\(imported.notes.map(\.message))")
        let bannerLine = try line(of: "Promo.heroCard", in: source)
        #expect(imported.notes.contains { $0.location.line == bannerLine && $0.affectsLayout }, "\(imported.notes.map(\.message))")
    }
}
