import Foundation
import Testing
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout

@testable import TypeRampSwiftSource

/// Shapes found in a chat client's timeline (written by hand, never the app's code): a modifier that lays its content
/// out with an `AnyLayout` its computed property chooses by `switch`, and insets handed to `.padding` through a view
/// extension's defaulted parameter and the modifier's stored property. Expected trees follow SwiftUI's documentation: a
/// layout value called with content lays it out as the stack it wraps (`HStackLayout(alignment:spacing:)` as `HStack`,
/// `ZStackLayout(alignment:)` as `ZStack`); a `Grid`'s children that are no `GridRow` each take a row of their own; a
/// parameter's default is what the call leaves out.
@Suite struct LayoutValueShapeTests {
    func imported(_ source: String) throws -> (SwiftImport, [Screen]) {
        let imported = SwiftSourceImporter.importSource(source, file: "Bubble.swift")
        return (imported, try LayoutDocument.decode(imported.document(), file: "Bubble.swift").screens)
    }

    static let source = """
        import SwiftUI
        enum InfoLayout { case horizontal(spacing: CGFloat), vertical(spacing: CGFloat), overlay }
        extension View {
            func sendInfo(_ layout: InfoLayout) -> some View { modifier(InfoModifier(layoutType: layout)) }
            func bubble(insets: EdgeInsets = .init(top: 8, leading: 12, bottom: 8, trailing: 12)) -> some View {
                modifier(BubbleModifier(insets: insets))
            }
        }
        private struct InfoModifier: ViewModifier {
            let layoutType: InfoLayout
            var layout: AnyLayout {
                switch layoutType {
                case .horizontal(let spacing):
                    AnyLayout(HStackLayout(alignment: .bottom, spacing: spacing))
                case .vertical(let spacing):
                    AnyLayout(GridLayout(alignment: .leading, verticalSpacing: spacing))
                case .overlay:
                    AnyLayout(ZStackLayout(alignment: .bottomTrailing))
                }
            }
            func body(content: Content) -> some View {
                layout {
                    content
                    Text("12:30").font(.caption)
                }
            }
        }
        private struct BubbleModifier: ViewModifier {
            let insets: EdgeInsets
            func body(content: Content) -> some View { content.padding(insets) }
        }
        struct Message: View {
            let layout: InfoLayout
            var body: some View { Text("Hello there").bubble().sendInfo(layout) }
        }
        struct Caption: View {
            var body: some View { Text("Caption").bubble(insets: EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 4)) }
        }
        #Preview("Side") { Message(layout: .horizontal(spacing: 4)) }
        #Preview("Below") { Message(layout: .vertical(spacing: 2)) }
        #Preview("Over") { Message(layout: .overlay) }
        #Preview("Caption") { Caption() }
        """

    @Test func aLayoutValueChosenByASwitchLaysItsContentOutAsTheStackOfTheCaseTaken() throws {
        let (imported, screens) = try imported(Self.source)
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
        func root(_ name: String) throws -> Node { try #require(screens.first { $0.name == name }, "\(screens.map(\.name))").root }
        // Side: an HStack(alignment: .bottom, spacing: 4) of the padded message and the time.
        guard case .stack(let side) = try root("Side").kind else { Issue.record("Side is no stack"); return }
        #expect(side.axis == .horizontal && side.spacing == 4 && side.children.count == 2)
        // Below: one row each, the rows 2 pt apart, leading-aligned.
        guard case .stack(let below) = try root("Below").kind else { Issue.record("Below is no stack"); return }
        #expect(below.axis == .vertical && below.spacing == 2 && below.children.count == 2)
        // Over: the time drawn over the message's bottom trailing corner.
        guard case .zstack(let over) = try root("Over").kind else { Issue.record("Over is no zstack"); return }
        #expect(over.children.count == 2 && over.alignment == .bottomTrailing)
    }

    @Test func insetsHandedToPaddingThroughADefaultedParameterAreRead() throws {
        let (_, screens) = try imported(Self.source)
        func insets(_ name: String) -> [EdgeInsets] {
            var out: [EdgeInsets] = []
            screens.first { $0.name == name }?.root.forEachNode { if case .padding(let i, _) = $0.kind { out.append(i) } }
            return out
        }
        // The parameter's default where the call leaves it out; the argument where it gives one.
        #expect(insets("Side") == [EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)])
        #expect(insets("Caption") == [EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 4)])
    }
}

/// A forum client's navigation links (written by hand in the shape found): an initializer the app adds to
/// `NavigationLink` (`init(_ title:icon:destination:)`, delegating to SwiftUI's `init(value:label:)` with a `Label`) and
/// a `LabelStyle` over the row that draws each label as a large circled icon above its title. Swift picks the app's
/// initializer for the `icon:` label (SwiftUI's `NavigationLink` has none); the style's body is the link's label.
@Suite struct ProjectLinkInitializerTests {
    @Test func aLinkMadeByTheAppsInitializerShowsItsIconAndTitleInTheLabelStyle() throws {
        let source = """
            import SwiftUI
            enum Page: Hashable { case people, places }
            extension NavigationLink where Destination == Never {
                init(_ title: String, icon: String, destination: Page) where Label == SwiftUI.Label<Text, Image> {
                    self.init(value: destination) { SwiftUI.Label(title, systemImage: icon) }
                }
            }
            struct BigIconStyle: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack {
                        configuration.icon.font(.system(size: 40)).frame(width: 40, height: 40).padding(20)
                        configuration.title.font(.subheadline)
                    }
                }
            }
            struct Browse: View {
                var body: some View {
                    HStack {
                        NavigationLink("People", icon: "person.2", destination: .people)
                        Spacer()
                        NavigationLink("Places", icon: "map", destination: .places)
                    }
                    .labelStyle(BigIconStyle())
                }
            }
            """
        let imported = SwiftSourceImporter.importSource(source, file: "Browse.swift")
        let screen = try #require(try LayoutDocument.decode(imported.document(), file: "Browse.swift").screens.first { $0.name == "Browse" })
        var drawn: [String] = []
        screen.root.forEachNode {
            switch $0.kind {
            case .text(let t): drawn.append(t.content.baseText)
            case .image(let i): drawn.append("image \(i.name)")
            default: break
            }
        }
        #expect(drawn == ["image person.2", "People", "image map", "Places"], "\(drawn)")
        // Each link is at least the style's 80 pt circle tall: no touch target too small.
        let solved = LayoutSolver.solve(
            screen, context: LayoutContext(category: .large, viewport: .width(393)), resources: SwiftSourceImporterTests.resources)
        #expect(!solved.diagnostics.contains { $0.rule == .touchTargetTooSmall }, "\(solved.diagnostics.map(\.message))")
    }
    @Test func aButtonMadeByTheAppsInitializerShowsTheTitleItHandsOn() throws {
        // `init(_ title: LocalizedStringResource, icon:action:)` delegating to `self.init(LocalizedStringKey(title.key),
        // systemImage:action:)`: the resource's `key` is the string it was made from, so the button shows "Remove" with
        // its symbol.
        let source = """
            import SwiftUI
            extension Button where Label == SwiftUI.Label<Text, Image> {
                init(_ title: LocalizedStringResource, icon: String, action: @escaping () -> Void) {
                    self.init(LocalizedStringKey(title.key), systemImage: icon, action: action)
                }
            }
            struct Toolbar: View {
                var body: some View { Button("Remove", icon: "xmark") { remove() } }
                func remove() {}
            }
            """
        let imported = SwiftSourceImporter.importSource(source, file: "Toolbar.swift")
        let screen = try #require(try LayoutDocument.decode(imported.document(), file: "Toolbar.swift").screens.first { $0.name == "Toolbar" })
        guard case .button(let b) = screen.root.kind else { Issue.record("\(screen.root.kind)"); return }
        #expect(b.title?.baseText == "Remove" && b.icon?.name == "xmark", "\(b)")
    }
    @Test func aMenuUnderAStyleAStaticFunctionMakesIsAMenuButtonAndTheScreenDecodes() throws {
        // `.buttonStyle(.chip(isOn: true))`, a static function of the app's `extension ButtonStyle` returning `.init(isOn:)`,
        // is the app's `ChipStyle`, not a built-in style named `chip`: the decoder would reject that name and drop the
        // screen. A menu's label stays SwiftUI's menu button.
        let source = """
            import SwiftUI
            struct ChipStyle: ButtonStyle {
                let isOn: Bool
                func makeBody(configuration: Configuration) -> some View { configuration.label.frame(height: 40) }
            }
            extension ButtonStyle where Self == ChipStyle {
                static func chip(isOn: Bool = false) -> ChipStyle { .init(isOn: isOn) }
            }
            struct Filters: View {
                var body: some View {
                    Menu("Sort") { Button("New") { pick() } }.buttonStyle(.chip(isOn: true))
                }
                func pick() {}
            }
            """
        let imported = SwiftSourceImporter.importSource(source, file: "Filters.swift")
        let screen = try #require(try LayoutDocument.decode(imported.document(), file: "Filters.swift").screens.first { $0.name == "Filters" })
        guard case .button(let b) = screen.root.kind else { Issue.record("\(screen.root.kind)"); return }
        #expect(b.buttonStyle == nil || b.buttonStyle == .automatic, "\(b)")
        #expect(imported.notes.isEmpty, "\(imported.notes.map(\.message))")
    }
}
