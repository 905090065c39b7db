import Foundation
import Testing
import TypeRampCore
import TypeRampDecoding

@testable import TypeRampSwiftSource

/// Types decided by what is passed, in the shapes real apps write them: initializers that share their labels (a generic
/// view whose extension adds a `String` convenience beside the `@ViewBuilder` one: Swift picks the overload by the
/// argument's type), and a dynamic cast of a view (`illustration() as? Image`: it succeeds when the view is an `Image`).
extension RealAppShapeTests {
    @Test func anInitializerIsChosenByWhatItsArgumentsAre() throws {
        let source = """
            import SwiftUI

            struct EmptyState<Title: View>: View {
                let title: () -> Title
                let message: String
                init(@ViewBuilder title: @escaping () -> Title, message: String) {
                    self.title = title
                    self.message = message
                }
                var body: some View {
                    VStack { title().font(.title2); Text(message) }
                }
            }

            extension EmptyState where Title == Text {
                init(title: String, message: String) {
                    self.message = message
                    self.title = { Text(title) }
                }
            }

            struct NoBookmarks: View {
                var heading: String = "Nothing saved yet"
                var body: some View { EmptyState(title: heading, message: "Saved items appear here.") }
            }

            struct Titled: View {
                let heading: String
                var body: some View { EmptyState(title: heading, message: "Nothing here.") }
            }

            struct NoStars: View {
                var body: some View { EmptyState(title: { Image(systemName: "star") }, message: "Stars") }
            }
            """
        let (imported, _, _) = try project([("EmptyState.swift", source)])
        let text = try #require(imported.screens.first { $0.name == "NoBookmarks" })
        #expect(text.notes.isEmpty, "\(text.notes.map(\.message))")
        let yaml = SpecWriter.yaml(text.spec)
        #expect(yaml.contains("text: \"Nothing saved yet\"") && yaml.contains("style: title2"), "\(yaml)")
        // Data TypeRamp does not see, declared `String`: still the `String` overload (a sample text, not a placeholder).
        let titled = try #require(imported.screens.first { $0.name == "Titled" })
        #expect(titled.notes.filter(\.affectsLayout).isEmpty, "\(titled.notes.map(\.message))")
        #expect(SpecWriter.yaml(titled.spec).contains("style: title2"))
        let symbol = try #require(imported.screens.first { $0.name == "NoStars" })
        #expect(SpecWriter.yaml(symbol.spec).contains("symbol: \"star\""))
    }

    @Test func aViewCastToImageSucceedsOnlyForAnImage() throws {
        let source = """
            import SwiftUI

            struct Onboarding<Illustration: View>: View {
                private let illustration: () -> Illustration
                init(@ViewBuilder illustration: @escaping () -> Illustration) { self.illustration = illustration }
                var body: some View {
                    VStack {
                        if let image = illustration() as? Image {
                            image.frame(height: 130)
                        } else {
                            illustration().frame(maxWidth: .infinity)
                        }
                        Text("Welcome")
                    }
                }
            }

            struct Logo: View { var body: some View { Onboarding { Image("logo") } } }
            struct Greeting: View { var body: some View { Onboarding { Text("Hi").padding() } } }
            """
        let (imported, _, _) = try project([("Onboarding.swift", source)])
        let names = imported.screens.map(\.name)
        #expect(names.sorted() == ["Greeting", "Logo"], "one screen each, no variants: \(names)")
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
        let logo = SpecWriter.yaml(try #require(imported.screens.first { $0.name == "Logo" }).spec)
        #expect(logo.contains("image: \"logo\"") && logo.contains("height: 130"), "\(logo)")
        let greeting = SpecWriter.yaml(try #require(imported.screens.first { $0.name == "Greeting" }).spec)
        #expect(greeting.contains("maxWidth: infinity") && !greeting.contains("height: 130"), "\(greeting)")
    }

    @Test func aStaticFunctionCalledByItsPlainNameIsTheOverloadItsLabelsFit() throws {
        // Row builders in an enum (`static func toggle(…)` calling `label(title, icon:)`): Swift finds the sibling static
        // by its plain name and picks the overload by the labels.
        let source = """
            import SwiftUI

            enum SettingsRow {
                static func label(_ title: String, subtitle: String? = nil, icon: String) -> some View {
                    Label {
                        VStack { Text(title); if let subtitle { Text(subtitle).font(.caption) } }
                    } icon: {
                        Image(systemName: icon)
                    }
                }
                static func label(_ title: String, symbol: String) -> some View {
                    Label(title, systemImage: symbol)
                }
                static func toggle(_ title: String, icon: String) -> some View {
                    HStack { label(title, icon: icon); Spacer(); label("On", symbol: "checkmark") }
                }
            }

            struct KioskSettings: View {
                var body: some View { List { SettingsRow.toggle("Screensaver", icon: "moon") } }
            }
            """
        let (imported, _, _) = try project([("KioskSettings.swift", source)])
        let screen = try #require(imported.screens.first { $0.name == "KioskSettings" })
        #expect(screen.notes.isEmpty, "\(screen.notes.map(\.message))")
        let yaml = SpecWriter.yaml(screen.spec)
        #expect(yaml.contains("symbol: \"moon\"") && yaml.contains("text: \"Screensaver\""), "\(yaml)")
        #expect(yaml.contains("label: \"On\"") && yaml.contains("systemImage: \"checkmark\""), "\(yaml)")
    }

    @Test func aViewsOwnConfigurationMethodsSetItsProperties() throws {
        // A carousel configured by its own methods returning `Self` (`.itemSpacing(24)`): Swift calls the view's method,
        // which assigns a property of the copy it returns, so the stack is spaced 24 pt; `.padding()` after it is
        // SwiftUI's. A method that does more than assign (appending to an array) is noted, not guessed.
        let source = """
            import SwiftUI

            struct Carousel<Content: View>: View {
                private var spacing: Double = 0
                private let content: () -> Content
                init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
                var body: some View { HStack(spacing: spacing) { content() } }
                func itemSpacing(_ value: CGFloat) -> Self {
                    update { carousel in carousel.spacing = max(0, value) }
                }
                private func update(_ block: (inout Self) -> Void) -> Self {
                    var copy = self
                    block(&copy)
                    return copy
                }
            }

            struct Highlighted: View {
                private var highlights: [String] = []
                private let text: String
                init(_ text: String) { self.text = text }
                var body: some View { Text(text) }
                func highlight(_ s: String) -> Self {
                    var copy = self
                    copy.highlights.append(s)
                    return copy
                }
            }

            struct Covers: View {
                var body: some View {
                    VStack {
                        Carousel { Text("A"); Text("B") }.itemSpacing(24).padding()
                        Highlighted("Hello world").highlight("world")
                    }
                }
            }
            """
        let (imported, _, _) = try project([("Covers.swift", source)])
        let covers = try #require(imported.screens.first { $0.name == "Covers" })
        let yaml = SpecWriter.yaml(covers.spec)
        #expect(yaml.contains("spacing: 24") && yaml.contains("padding: 16"), "\(yaml)")
        #expect(
            covers.notes.map(\.message) == [
                "`.highlight` configures `Highlighted` in a way TypeRamp does not follow (more than assigning its properties): ignored"
            ])
        #expect(covers.notes.first?.location.line == (try line(of: ".highlight(\"world\")", in: source)))
    }
}
