import SwiftUIStandIns
import Testing
import TypeRampLayout

// A file as an iOS team writes it: it imports SwiftUI (here its stand-ins, a module of their own with SwiftUI's
// names and signatures) and TypeRamp, declares a SwiftUI view and describes the same screen with TypeRamp's DSL.
// That this file compiles is half the test; the other half checks each name reached the declaration it should.
//
// With the former capitalised DSL functions (`Text(_:style:…)`, `VStack { }`, `Button(_:)`) this file still compiled,
// but `Text("Who wins?")` outside a view builder silently became a TypeRamp node (Swift prefers a function taking
// `String` to an initialiser taking a `LocalizedStringKey` literal): the first expectation below fails for that design.

/// The SwiftUI side: SwiftUI's own names, unqualified.
struct PollView: View {
    let question: String
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(question).font(.title2).lineLimit(2)
            ViewThatFits {
                HStack {
                    Button("Home team") {}; Button("Away team") {}
                }
                VStack {
                    Button("Home team") {}; Button("Away team") {}
                }
            }
            Spacer()
            Divider()
            Image(systemName: "sportscourt")
            List { Section("Earlier polls") { Text("Semi-final") } }
            ScrollView { Text("Rules") }
        }
        .padding(EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        .frame(width: 320, alignment: .center)
        .dynamicTypeSize(.large ... .accessibility1)
    }
}

/// The TypeRamp side: every DSL view and the modifiers SwiftUI also has, with TypeRamp's shared-name types
/// (`EdgeInsets`, `Axis`, `TextAlignment`, `ContentSizeCategory`) reached by implicit member syntax only.
let pollScreen = Screen("poll", device: .iPhoneSE1stGeneration) {
    vstack(spacing: 12) {
        text("Who takes the grand final tonight?", style: .title2, lines: 2).accessibilityTraits([.header]).id("question")
        hstack(adaptive: .flipAt(.accessibilityMedium), spacing: 12) {
            button("Home team").id("home")
            button("Away team", icon: "sportscourt", insets: .init(top: 8, leading: 12, bottom: 8, trailing: 12)).id("away")
        }
        .id("answers")
        hstack {
            text(key: "poll.votes", default: "1,024 votes", style: .footnote); spacer(); iconButton("gear").accessibilityLabel("Settings")
        }
        list {
            section("Earlier polls") {
                for title in ["Semi-final", "Quarter-final"] { text(title) }
            }
        }
        scroll(.vertical) {
            image("chart", width: 300, height: 120)
            divider()
            icon("star", size: 17, relativeTo: .body, maximum: 34)
        }
    }
    .padding(.init(top: 16, leading: 16, bottom: 16, trailing: 16))
    .frame(width: 320, alignment: .center)
    .dynamicTypeSize(.init(.large, .accessibilityMedium))
}

@Suite struct DSLBesideSwiftUITests {
    @Test func swiftUINamesStillMeanSwiftUI() {
        let label = Text("Who wins?")
        #expect(type(of: label) == SwiftUIStandIns.Text.self)
        #expect(label.content == "Who wins?")
        let column = VStack {
            Text("a"); Button("b") {}
        }
        #expect(column.children.count == 2)
        #expect(column.children.first is SwiftUIStandIns.Text)
        #expect(PollView(question: "Who wins?").body is ModifiedView)
    }

    @Test func theDSLBuildsTheScreenItDescribes() {
        #expect(pollScreen.viewport.device.width == 320)
        #expect(
            outline(pollScreen.root) == "frame(padding(vstack[text#question, stack#answers[button#home, button#away], "
                + "hstack[text, spacer, button], list[section(text)[text, text]], scroll(vstack[image, divider, image])]))")
    }

    /// The tree as kinds, ids and children, written independently of the solver's own dump format.
    func outline(_ node: Node) -> String {
        let id = node.id.map { "#" + $0 } ?? ""
        switch node.kind {
        case .text: return "text" + id
        case .image: return "image" + id
        case .button: return "button" + id
        case .spacer: return "spacer" + id
        case .divider: return "divider" + id
        case .padding(_, let child): return "padding\(id)(\(outline(child)))"
        case .frame(_, let child): return "frame\(id)(\(outline(child)))"
        case .scroll(_, let child): return "scroll\(id)(\(outline(child)))"
        case .stack(let stack):
            let name: String
            switch stack.axis {
            case .horizontal: name = "hstack"
            case .vertical: name = "vstack"
            case .adaptive: name = "stack"
            }
            return name + id + "[" + stack.children.map(outline).joined(separator: ", ") + "]"
        case .list(let list):
            return "list" + id + "["
                + list.sections.map { s in
                    "section(\(s.header.map(outline) ?? ""))[" + s.rows.map(outline).joined(separator: ", ") + "]"
                }.joined(separator: ", ") + "]"
        default: return "other" + id
        }
    }
}
