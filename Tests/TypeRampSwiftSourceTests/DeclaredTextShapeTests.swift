import Foundation
import Testing
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout

@testable import TypeRampSwiftSource

/// A model whose properties are declared `Text` and `Image` (written by hand in the shape found in a game's menus:
/// `struct Menu { var title: Text; var footer: Item? }`), shown as views where the data is not known. Swift's types say
/// what each is: a `Text` is laid out as text (sample content, marked guessed) and an `Image` as an image, not as a box
/// that takes the space offered; `if let item = menu.footer` binds `item` with the property's type.
extension RealAppShapeTests {
    static let menuSource = """
        import SwiftUI

        struct Menu {
            struct Item {
                let icon: Image
                let title: Text
            }
            var title: Text
            var footer: Item?
        }

        struct MenuSheet: View {
            let menu: Menu?
            var body: some View {
                if let menu = self.menu {
                    VStack {
                        menu.title.font(.headline)
                        if let item = menu.footer {
                            HStack {
                                item.title
                                Spacer()
                                item.icon
                            }
                        }
                    }
                }
            }
        }
        """

    @Test func propertiesDeclaredTextOrImageAreLaidOutAsTextAndImage() throws {
        let (imported, screens, _) = try project([("MenuSheet.swift", Self.menuSource)])
        // No note that a value could not be seen: each view is of the kind its type says.
        #expect(
            !imported.notes.contains { $0.message.contains("cannot see") || $0.message.contains("holds data") }, "\(imported.notes.map(\.message))")
        // The variant where the menu and its footer are there.
        let full = try #require(screens.first { screen in solvedTexts(screen, .large).count == 2 }, "\(screens.map(\.name))")
        let texts = solvedTexts(full, .large)
        #expect(texts.map(\.fontSize) == [17, 17], "headline and body are both 17 pt at Large (Apple's table)")
        var images = 0, boxes = 0
        full.root.forEachNode {
            if case .image = $0.kind { images += 1 }
            if case .zstack(let z) = $0.kind, z.children.isEmpty { boxes += 1 }
        }
        #expect(images == 1 && boxes == 0, "images \(images), boxes \(boxes)")
    }
}
