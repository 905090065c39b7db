import Foundation
import Testing
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout

@testable import TypeRampSwiftSource

/// Views a model makes, in the shapes sample apps write them: a protocol extension's `func image(thumbnail:) -> Image`
/// called on a model's property, a computed `var image: Image` on a value of unknown type, an enum's `var label: some
/// View`, and a widget's `Button(intent:) { label }`. Swift resolves each to the project's declaration, so the import
/// draws what that declaration draws; the expected trees are written from the source and SwiftUI's documentation
/// (`Button(intent:label:)`, iOS 17: the closure is the label, the intent what a tap performs).
extension RealAppShapeTests {
    @Test func aModelsMethodReturningAnImageIsThatImage() throws {
        let source = """
            import SwiftUI

            protocol Ingredient {
                var name: String { get }
            }
            extension Ingredient {
                func image(thumbnail: Bool) -> Image {
                    Image(thumbnail ? "\\(name)-thumb" : name)
                }
            }
            struct Dough: Ingredient { var name: String }
            struct Glaze: Ingredient { var name: String }
            struct Donut { var dough: Dough; var glaze: Glaze? }

            struct DonutView: View {
                var donut: Donut
                var body: some View {
                    ZStack {
                        donut.dough.image(thumbnail: true)
                            .resizable()
                            .scaledToFit()
                        if let glaze = donut.glaze {
                            glaze.image(thumbnail: true)
                                .resizable()
                                .scaledToFit()
                        }
                    }
                }
            }
            """
        let (imported, _, _) = try project([("DonutView.swift", source)])
        let screen = try #require(imported.screens.first { $0.name == "DonutView" })
        let yaml = SpecWriter.yaml(screen.spec)
        // Both layers are images, drawn from the protocol extension's one `image(thumbnail:)` (Dough and Glaze take it as
        // their default): no note that a modifier `.image` is not understood, no box of unknown content.
        #expect(yaml.components(separatedBy: "- image: ").count - 1 == 2, "\(yaml)")
        #expect(!imported.notes.contains { $0.message.contains("`.image`") || $0.message.contains("cannot see") }, "\(imported.notes.map(\.message))")
    }

    @Test func aModelsImagePropertyAndAnEnumsLabelAreWhatTheyDeclare() throws {
        let source = """
            import SwiftUI

            struct Flavor: Identifiable {
                var id: String
                var image: Image { Image(systemName: "star") }
            }
            enum Place: CaseIterable, Identifiable {
                case garden, pond
                var id: Self { self }
                @ViewBuilder var label: some View {
                    switch self {
                    case .garden: Label("Garden", systemImage: "leaf")
                    case .pond: Label("Pond", systemImage: "drop")
                    }
                }
            }
            struct Flavors: View {
                var flavors: [Flavor]
                var body: some View {
                    List {
                        ForEach(flavors) { flavor in
                            HStack { flavor.image; Text(flavor.id) }
                        }
                        ForEach(Place.allCases) { place in
                            place.label
                        }
                    }
                }
            }
            """
        let (imported, _, _) = try project([("Flavors.swift", source)])
        let screen = try #require(imported.screens.first { $0.name == "Flavors" })
        let yaml = SpecWriter.yaml(screen.spec)
        #expect(yaml.contains("- image: "), "\(yaml)")
        #expect(yaml.contains("label: \"Garden\""), "\(yaml)")
        #expect(!imported.notes.contains { $0.message.contains("cannot see") }, "\(imported.notes.map(\.message))")
    }

    @Test func aButtonWithAnIntentIsLabelledByItsClosure() throws {
        let source = """
            import SwiftUI
            import AppIntents

            struct RefillIntent: AppIntent {
                static var title: LocalizedStringResource = "Refill"
                func perform() async throws -> some IntentResult { .result() }
            }
            struct RefillButton: View {
                var body: some View {
                    Button(intent: RefillIntent()) {
                        Label("Refill Water", systemImage: "arrow.clockwise")
                    }
                }
            }
            """
        let (imported, screens, _) = try project([("RefillButton.swift", source)])
        #expect(!imported.notes.contains { $0.message.contains("without a title") }, "\(imported.notes.map(\.message))")
        let screen = try #require(screens.first { $0.name == "RefillButton" })
        let solved = LayoutSolver.solve(screen, context: LayoutContext(category: .large, viewport: .width(393)), resources: Self.resources)
        let button = try #require(solved.accessibility.elements.first { $0.traits.contains(.button) })
        #expect(button.label == "Refill Water")
    }

    @Test func aScreensMetricsAreReadThroughNestedStaticsAndImplicitMembers() throws {
        // A design system's metrics: a struct of nested structs, each with a static per platform (`#if os(watchOS)`),
        // built with an implicit member (`food: .food`, the static of the property's declared type, as Swift reads it)
        // and a nested type's initializer (`StoreMetrics.Food(…)`). The iPhone's values are the ones laid out.
        let source = """
            import SwiftUI

            struct StoreMetrics {
                let food: Food
                struct Food {
                    let imagePadding: CGFloat
                    let imageWidth: CGFloat
                    #if os(watchOS)
                    static let food = StoreMetrics.Food(imagePadding: 2.5, imageWidth: 55)
                    #else
                    static let food = StoreMetrics.Food(imagePadding: 10, imageWidth: 100)
                    #endif
                }
                static let store = StoreMetrics(food: .food)
            }

            struct FoodCard: View {
                private let metrics = StoreMetrics.store
                var body: some View {
                    Image(systemName: "leaf")
                        .padding(metrics.food.imagePadding)
                        .frame(width: metrics.food.imageWidth)
                }
            }
            """
        let (imported, _, _) = try project([("FoodCard.swift", source)])
        let yaml = SpecWriter.yaml(try #require(imported.screens.first { $0.name == "FoodCard" }).spec)
        #expect(yaml.contains("padding: 10"), "\(yaml)")
        #expect(yaml.contains("width: 100"), "\(yaml)")
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
    }

    @Test func aSettingsSharedInstanceGivenAsAnImplicitMemberIsReadAtItsDefault() throws {
        // `@ObservedObject var settings: UserSettings = .shared` is `UserSettings.shared` (Swift reads the implicit member
        // in the declared type), so its `@AppStorage` line limit is read at its default, what a fresh install shows.
        let source = """
            import SwiftUI

            final class UserSettings: ObservableObject {
                static let shared = UserSettings()
                @AppStorage("lineLimit") var lineLimit: Int = 3
            }
            struct MessageCell: View {
                @ObservedObject private var settings: UserSettings = .shared
                var body: some View {
                    Text("A message long enough to wrap over several lines").lineLimit(settings.lineLimit)
                }
            }
            """
        let (imported, _, _) = try project([("MessageCell.swift", source)])
        let yaml = SpecWriter.yaml(try #require(imported.screens.first { $0.name == "MessageCell" }).spec)
        #expect(yaml.contains("lines: 3"), "\(yaml)")
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
    }
    @Test func anImageANameHoldsIsSizedByTheChainAfterTheName() throws {
        // `.resizable()` exists only on `Image`, so whatever a name holds when the chain after it says `.resizable()` is
        // an image, sized as SwiftUI sizes a resizable image: `.scaledToFit().frame(width: 18)` on a symbol (about
        // square) is 18 × 18, not the symbol at its font's size. The name is an enum's model property made in a
        // `switch`, or a stored property's initial value; without `.resizable()` the symbol keeps its font's size.
        let source = """
            import SwiftUI

            private struct TemplateModel { let icon: Image; let title: LocalizedStringKey }
            enum Template: CaseIterable { case network, note }
            private extension Template {
                var model: TemplateModel {
                    switch self {
                    case .network: .init(icon: Image(systemName: "wifi"), title: "Wi-Fi network")
                    case .note: .init(icon: Image(systemName: "note.text"), title: "Note")
                    }
                }
            }
            struct Templates: View {
                let badge = Image(systemName: "star")
                var body: some View {
                    VStack {
                        ForEach(Template.allCases, id: \\.self) { template in
                            HStack {
                                template.model.icon.renderingMode(.template).resizable().scaledToFit().frame(width: 18)
                                Text(template.model.title)
                            }
                        }
                        badge.resizable().frame(width: 30, height: 20)
                        badge.imageScale(.large)
                    }
                }
            }
            """
        let (imported, screens, _) = try project([("Templates.swift", source)])
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
        let layout = solved(try #require(screens.first { $0.name == "Templates" }), .accessibilityExtraExtraExtraLarge)
        let images = layout.allNodes.filter { $0.kind == .image }
        #expect(images.prefix(3).map { [$0.frame.width, $0.frame.height] } == [[18, 18], [18, 18], [30, 20]], "\(images.map(\.frame))")
        // The badge without `.resizable()` is still a symbol drawn at its font's size (body at AX5 is 53 pt).
        #expect(images.count == 4 && images[3].frame.height > 30, "\(images.map(\.frame))")
    }
}
