import Foundation
import Testing
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout

@testable import TypeRampSwiftSource

/// Texts a collection holds, folded with `+` into one `Text` by `reduce`, in the two shapes found in a gallery browser
/// and a word game (written by hand, never the apps' code): a body that maps parts to texts and folds them from
/// `Text("")`, and a method on `Int` that joins its digit groups with `Text(",").font(font)`. `+` joins only `Text`, so the
/// fold is one text (SwiftUI draws one text that wraps as a whole), its words data TypeRamp does not see: sample words,
/// marked as guessed, in the font the pieces are given. Before, `.reduce` and `.dropFirst` were read as unknown
/// modifiers, with layout notes, and the text was lost.
extension RealAppShapeTests {
    @Test func textsFoldedWithPlusAreOneTextInThePiecesFont() throws {
        let source = """
            import SwiftUI

            struct Caption: View {
                let parts: [String]
                var body: some View {
                    parts.map { Text(verbatim: $0).foregroundColor(.blue) }.reduce(Text("").font(.caption), +)
                }
            }

            struct ScoreRow: View {
                let entry: Entry
                var body: some View {
                    HStack {
                        Text("Score")
                        self.entry.score
                            .grouped(font: .title)
                    }
                }
            }

            struct Entry { let score: Int }

            extension Int {
                func grouped(font: Font) -> Text {
                    let groups = String(self).split(separator: ",").map { Text($0) }
                    guard let first = groups.first else { return Text("") }
                    return groups.dropFirst().reduce(first) { $0 + Text(",").font(font) + $1 }
                }
            }

            #Preview("Caption") { Caption(parts: ["See ", "this"]) }
            #Preview("Score") { ScoreRow(entry: Entry(score: 1200)) }
            """
        let (imported, screens, _) = try project([("Folded.swift", source)])
        #expect(!imported.notes.contains { $0.affectsLayout }, "\(imported.notes.map(\.message))")
        let caption = solvedTexts(try #require(screens.first { $0.name == "Caption" }), .large)
        #expect(caption.count == 1)
        #expect(caption.first?.style == "caption1", "\(caption.map(\.style))")
        let score = solvedTexts(try #require(screens.first { $0.name == "Score" }), .large)
        #expect(score.map(\.style) == ["body", "title1"])
        let node = SpecWriter.yaml(try #require(imported.screens.first { $0.name == "Score" }).spec)
        #expect(node.contains("guessed"))
    }
}

/// A carousel of tags in the shape found in a Reddit client (written by hand): its initializer maps the strings it is
/// given to elements whose optional icon closure is left at its default, `nil`, and each chip shows the icon only `if let`
/// it has one. `Category.allCases.map { $0.rawValue }` is the cases' names, and mapping them makes records with no icon,
/// so no chip takes the icon branch: no variant and no box of unknown size, where before the mapped elements were
/// unknown data (three sample rows, each audited with and without an icon of unknown size). Elements written with the
/// generic type's argument (`TagElement<String>(label:value:)`) are records as well, and `label.capitalized` is the label
/// recased, as Foundation's property gives it.
extension RealAppShapeTests {
    @Test func anArrayMappedThroughAClosureIsTheClosuresValueForEachElement() throws {
        let source = """
            import SwiftUI

            struct TagElement<T: Hashable>: Identifiable {
                let label: String
                var icon: (() -> any View)? = nil
                let value: T
                var id: String { label }
            }

            private struct Chip<T: Hashable>: View {
                var option: TagElement<T>
                var body: some View {
                    HStack {
                        if let icon = option.icon {
                            AnyView(icon())
                        }
                        Text(option.label.capitalized)
                    }
                }
            }

            struct TagCarousel<T: Hashable>: View {
                var options: [TagElement<T>]
                init(options: [TagElement<T>]) {
                    self.options = options
                }
                init(_ options: [T]) {
                    self.options = options.map { TagElement(label: "\\($0)", value: $0) }
                }
                var body: some View {
                    HStack {
                        ForEach(options) { option in
                            Chip(option: option)
                        }
                    }
                }
            }

            enum Category: String, CaseIterable { case general, comments, posts }

            struct ThemePanel: View {
                var body: some View {
                    TagCarousel(Category.allCases.map { $0.rawValue })
                }
            }

            struct DotPanel: View {
                var body: some View {
                    TagCarousel(options: [TagElement<String>(label: "dot", value: "dot"), TagElement<String>(label: "fade", value: "fade")])
                }
            }

            #Preview("Theme") { ThemePanel() }
            #Preview("Dots") { DotPanel() }
            """
        let (imported, screens, _) = try project([("Carousel.swift", source)])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
        #expect(screens.count == 2)
        let texts = solvedTexts(try #require(screens.first { $0.name == "Theme" }), .large)
        #expect(texts.map(\.string) == ["General", "Comments", "Posts"])
        // Elements made with the generic type's arguments written (`TagElement<String>(…)`) are records too.
        let dots = solvedTexts(try #require(screens.first { $0.name == "Dots" }), .large)
        #expect(dots.map(\.string) == ["Dot", "Fade"])
    }
}
