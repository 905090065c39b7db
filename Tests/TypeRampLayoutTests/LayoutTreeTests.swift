import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

/// The indexed tree: ids in pre-order, one child order for every walk, identities that survive edits around a node
/// with a declared id, suppressions inherited down the tree and up through modifiers, locations on every node.
@Suite struct LayoutTreeTests {
    static func tree(_ yaml: String, file: String = "t.yaml") throws -> LayoutTree {
        LayoutTree(try LayoutDocument.parse(yaml, file: file).screens[0])
    }

    static let poll = """
        screens:
          - name: poll
            suppress: [stack-flipped]
            root:
              vstack:
                - text: Live poll
                - text: Who wins?
                  id: question
                  padding: 4
                - hstack:
                    - button: Home
                    - button: Away
                      suppress: [touch-target-too-small]
                  id: answers
              padding: 16
        """

    @Test func idsArePreOrderWithParentsChildrenKindsAndPaths() throws {
        let tree = try Self.tree(Self.poll)
        // padding, vstack, text, padding, text#question, hstack#answers, button, button
        #expect(tree.count == 8)
        #expect(tree.kinds == [.padding, .vstack, .text, .padding, .text, .hstack, .button, .button])
        #expect(tree.parents.map { $0?.index } == [nil, 0, 1, 1, 3, 1, 5, 5])
        #expect(tree.children(NodeID(1)) == [NodeID(2), NodeID(3), NodeID(5)])
        #expect(tree.path(NodeID(7)) == "padding/vstack[0]/hstack[2]/button[1]")
        #expect(tree.nodesById["question"] == NodeID(4))
        // Every node knows the line it was declared at (the modifier at its key).
        #expect(tree.location(NodeID(4))?.line == 7)
        #expect(tree.location(NodeID(3))?.line == 9, "a modifier is located at its value")
        #expect(tree.location(NodeID(7))?.line == 12)
        #expect(tree.ids.allSatisfy { tree.location($0)?.file == "t.yaml" })
    }

    @Test func identitiesFollowDeclaredIdsAndTheirModifiers() throws {
        let tree = try Self.tree(Self.poll)
        #expect(tree.identity(of: NodeID(0)) == "padding")
        #expect(tree.identity(of: NodeID(2)) == "padding/vstack[0]/text[0]")
        #expect(tree.identity(of: NodeID(4)) == "#question")
        #expect(tree.identity(of: NodeID(3)) == "#question<padding", "a modifier moves with the node it wraps")
        #expect(tree.identity(of: NodeID(5)) == "#answers")
        #expect(tree.identity(of: NodeID(7)) == "#answers/button[1]")
    }

    @Test func aNodeWithAnIdKeepsItsIdentityWhenSiblingsAreAddedOrRemoved() throws {
        let before = try Self.tree(Self.poll)
        // A banner added above and the first text removed: positions change, declared identities do not.
        let edited = Self.poll.replacingOccurrences(
            of: "        - text: Live poll\n", with: "        - image: banner\n          size: 20\n        - divider: {}\n")
        let after = try Self.tree(edited)
        #expect(before.path(before.nodesById["question"]!) != after.path(after.nodesById["question"]!))
        for id in ["question", "answers"] {
            #expect(before.identity(of: before.nodesById[id]!) == after.identity(of: after.nodesById[id]!))
        }
        #expect(before.identity(of: NodeID(7)) == after.identity(of: after.children(after.nodesById["answers"]!)[1]))
        // A node without an id below the root is positional: it changes.
        #expect(before.identity(of: NodeID(2)) != after.identity(of: NodeID(2)))
    }

    @Test func suppressionsAreInheritedAndModifiersTakeThoseOfWhatTheyWrap() throws {
        let yaml = Self.poll.replacingOccurrences(
            of: "          id: question\n", with: "          id: question\n          suppress: [text-truncated]\n")
        let tree = try Self.tree(yaml)
        #expect(tree.isSuppressed("stack-flipped", at: NodeID(6)), "the screen's list covers every node")
        #expect(tree.isSuppressed("touch-target-too-small", at: NodeID(7)))
        #expect(!tree.isSuppressed("touch-target-too-small", at: NodeID(6)), "a sibling is not covered")
        #expect(tree.isSuppressed("text-truncated", at: NodeID(4)))
        #expect(tree.isSuppressed("text-truncated", at: NodeID(3)), "the padding wrapping the text")
        #expect(!tree.isSuppressed("text-truncated", at: NodeID(1)))
    }

    @Test func oneTraversalForEveryKind() throws {
        // children and mapChildren agree for every kind that has children, lists included (headers before rows).
        let yaml = """
            screens:
              - name: s
                root:
                  scroll:
                    list:
                      - header: General
                        rows: [ { text: A }, { text: B } ]
                      - rows: [ { text: C } ]
            """
        let tree = try Self.tree(yaml)
        let list = tree.children(NodeID(0))[0]
        #expect(tree.kind(list) == .list)
        let texts = tree.children(list).map { tree[$0] }.compactMap { node -> String? in
            if case .text(let t) = node.kind { return t.content.baseText }
            return nil
        }
        #expect(texts == ["General", "A", "B", "C"])
        #expect(tree.listPositions[tree.children(list)[0].index]?.isHeader == true)
        #expect(tree.listPositions[tree.children(list)[3].index] == ListPosition(section: 1, row: 0))
        var mapped: [String] = []
        _ = tree[list].kind.mapChildren { child in
            if case .text(let t) = child.kind { mapped.append(t.content.baseText) }
            return child
        }
        #expect(mapped == texts)
    }
}
