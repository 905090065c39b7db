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

    /// The frame's alignment under `node`, through paddings.
    func frameAlignment(_ node: Node) -> (TextAlignment, VerticalAlignment)? {
        switch node.kind {
        case .frame(let f, _): return (f.alignment, f.verticalAlignment)
        case .padding(_, let c): return frameAlignment(c)
        default: return nil
        }
    }

    @Test func anAlignmentPassedAsAValueIsEvaluated() throws {
        // A parameter bound at the call (the preview passes `.trailing`), and a conditional on data TypeRamp does not
        // know, audited as one variant per branch (SwiftUI's documented `frame(maxWidth:alignment:)`, written by hand).
        let (imported, screens) = try imported(
            """
            struct Caption: View {
                var alignment: Alignment = .center
                var body: some View { Text("Sent").frame(maxWidth: .infinity, alignment: alignment) }
            }
            #Preview("Caption") { Caption(alignment: Alignment.bottomTrailing) }
            struct Bubble: View {
                let message: Message
                var body: some View { Text("Hi").frame(maxWidth: .infinity, alignment: message.isMine ? .trailing : .leading) }
            }
            struct Message { let isMine: Bool }
            struct Column: View {
                var alignment: HorizontalAlignment = .center
                var body: some View { VStack(alignment: alignment) { Text("Title"); Text("A longer subtitle") } }
            }
            #Preview("Column") { Column(alignment: .trailing) }
            """)
        let caption = try #require(screens.first { $0.name == "Caption" })
        #expect(frameAlignment(caption.root).map { "\($0)" } == "\((TextAlignment.trailing, VerticalAlignment.bottom))")
        let bubbles = screens.filter { $0.name.hasPrefix("Bubble") }
        #expect(Set(bubbles.compactMap { frameAlignment($0.root)?.0 }) == [.trailing, .leading], "\(screens.map(\.name))")
        #expect(!imported.notes.contains { $0.message.contains("Alignment` constants") })
        let column = try #require(screens.first { $0.name == "Column" })
        guard case .stack(let stack) = column.root.kind else {
            Issue.record("Column's root should be a stack")
            return
        }
        #expect(stack.alignment == .trailing)
    }
}
