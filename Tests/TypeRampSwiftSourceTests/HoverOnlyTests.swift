import Foundation
import Testing
import TypeRampDecoding
import TypeRampSwiftSource

/// Views only a pointer's hover presents (``ComponentRemark/hoverOnly``): a popover that an `.onHover` handler opens is
/// never shown on an iPhone, which has no pointer; the same popover opened by a tap is. The shapes are written by hand
/// from a social client's account popover (hover over an avatar on iPad or Mac).
@Suite struct HoverOnlyTests {
    static func source(presentedBy trigger: String, extra: String = "") -> String {
        """
        @main struct Client: App { var body: some Scene { WindowGroup { Home() } } }
        struct Home: View {
            var body: some View { Text("Avatar").modifier(AccountPopover()) }
        }
        struct AccountCard: View {
            @Binding var isShown: Bool
            var body: some View {
                Text("Followers").onTapGesture { isShown = false }
            }
        }
        struct AccountPopover: ViewModifier {
            @State private var isShown = false
            func body(content: Content) -> some View {
                content
                    \(trigger)
                    .popover(isPresented: $isShown) {
                        AccountCard(isShown: $isShown)
                    }
                \(extra)
            }
        }
        """
    }

    func component(_ source: String) throws -> String? {
        let imported = SwiftSourceImporter.importSource(source, file: "Hover.swift")
        let card = try #require(imported.screens.first { $0.name == "AccountCard" }, "\(imported.screens.map(\.name))")
        return card.component
    }

    @Test func aPopoverOnlyAHoverOpensIsNotShownOnAnIPhone() throws {
        let hover = ".onHover { hovering in if hovering { Task { isShown = true } } else { isShown = false } }"
        #expect(try component(Self.source(presentedBy: hover)) == ComponentRemark.hoverOnly)
        let continuous = ".onContinuousHover { phase in self.isShown = true }"
        #expect(try component(Self.source(presentedBy: continuous)) == ComponentRemark.hoverOnly)
    }

    @Test func aPopoverATapCanOpenIsShown() throws {
        let tap = ".onTapGesture { isShown = true }"
        #expect(try component(Self.source(presentedBy: tap)) != ComponentRemark.hoverOnly)
        let both = ".onHover { _ in isShown = true }.onLongPressGesture { isShown.toggle() }"
        #expect(try component(Self.source(presentedBy: both)) != ComponentRemark.hoverOnly)
        // The binding handed to another view, which may open it.
        let handed = ".onHover { _ in isShown = true }.background(Opener(isShown: $isShown))"
        #expect(try component(Self.source(presentedBy: handed)) != ComponentRemark.hoverOnly)
        // A flag the type is handed (`@Binding`): whoever owns it may open the popover.
        let bound = Self.source(presentedBy: ".onHover { _ in isShown = true }").replacingOccurrences(
            of: "@State private var isShown = false", with: "@Binding var isShown: Bool")
        #expect(bound.contains("@Binding var isShown"))
        #expect(try component(bound) != ComponentRemark.hoverOnly)
    }
}
