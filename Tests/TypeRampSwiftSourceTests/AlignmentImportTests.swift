import Testing
import TypeRampLayout
import TypeRampSwiftSource

/// `alignment:` arguments as SwiftUI spells them: every `Alignment` constant reaches the screen, and an alignment the app
/// defines (a custom guide) is a located note with the view centred, never a value the decoder then rejects (a chat
/// timeline's bubble in a `ZStack(alignment: .trailingFirstTextBaseline)` once made its whole screen skipped).
@Suite struct AlignmentImportTests {
    func imported(_ source: String) throws -> (SwiftImport, [Screen]) {
        let imported = SwiftSourceImporter.importSource(source, file: "Align.swift")
        return (imported, try LayoutDocument.decode(imported.document(), file: "Align.swift").screens)
    }

    /// The outermost ZStack under `node`, through the modifiers around it.
    func zstack(_ node: Node) -> ZStackNode? {
        switch node.kind {
        case .zstack(let z): return z
        case .padding(_, let c), .frame(_, let c): return zstack(c)
        case .layer(let l): return zstack(l.base)
        default: return nil
        }
    }

    /// The alignment of the outermost overlay or background under `node`.
    func layerAlignment(_ node: Node) -> BoxAlignment? {
        switch node.kind {
        case .layer(let l): return l.alignment
        case .padding(_, let c), .frame(_, let c): return layerAlignment(c)
        default: return nil
        }
    }

    @Test func textBaselineAlignmentsReachTheScreen() throws {
        let (_, screens) = try imported(
            """
            struct Bubble: View {
                var body: some View {
                    ZStack(alignment: .trailingFirstTextBaseline) {
                        Text("A message long enough to wrap")
                        Text("12:30").font(.caption)
                    }
                    .overlay(alignment: .leadingLastTextBaseline) { Text("!") }
                }
            }
            #Preview { Bubble() }
            """)
        let root = try #require(screens.first?.root)
        #expect(zstack(root)?.alignment == BoxAlignment(horizontal: .trailing, vertical: .firstTextBaseline))
        #expect(layerAlignment(root) == BoxAlignment(horizontal: .leading, vertical: .lastTextBaseline))
    }

    @Test func anAlignmentTheAppDefinesIsNotedAndCentred() throws {
        let (imported, screens) = try imported(
            """
            extension VerticalAlignment { static let midIcon = VerticalAlignment(MidIcon.self) }
            struct Row: View {
                var body: some View {
                    ZStack(alignment: .iconCenter) { Text("A"); HStack(alignment: .midIcon) { Text("B") } }
                        .frame(width: 100, alignment: settings.corner)
                }
            }
            #Preview { Row() }
            """)
        #expect(screens.count == 1, "the screen is imported, not skipped")
        let root = try #require(screens.first?.root)
        #expect(zstack(root)?.alignment == .center)
        let messages = imported.notes.map(\.message)
        #expect(messages.contains { $0.contains("`.iconCenter`") && $0.contains("centred") })
        #expect(messages.contains { $0.contains("`settings.corner`") }, "a value, named as written")
        #expect(messages.contains { $0.contains("`.midIcon`") && $0.contains("stack alignments") })
        #expect(imported.notes.filter { $0.message.contains("`.iconCenter`") }.allSatisfy { $0.location.line == 4 })
    }
}
