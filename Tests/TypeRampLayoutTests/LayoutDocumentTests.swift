import Foundation
import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics
import TypeRampTestSupport

/// The screens format: every bundled example decodes and solves, each feature reaches the tree, and malformed
/// specs fail with the file, line, column and field.
@Suite struct LayoutDocumentTests {
    static let examples = [
        "examples/features.yaml", "examples/app/poll.yaml", "examples/app/feed.yaml",
        "examples/app/settings.yaml", "examples/app/detail.yaml", "examples/app/trends.yaml",
    ]

    @Test(arguments: examples)
    func everyExampleDecodesAndSolvesAtEveryCategory(_ path: String) throws {
        let document = try LayoutDocument.load(path: Fixtures.repositoryPath(path))
        #expect(!document.screens.isEmpty)
        #expect(document.ramp?.name == "Acme")
        let resources = TestResources.make(ramp: document.ramp)
        for screen in document.screens {
            for category in ContentSizeCategory.allCases {
                let solved = LayoutSolver.solve(screen, context: LayoutContext(category: category, viewport: screen.viewport), resources: resources)
                #expect(solved.root.frame.width > 0)
                #expect(!solved.accessibility.elements.isEmpty, "\(screen.name) at \(category)")
            }
        }
    }

    func decoded() throws -> LayoutDocument { try LayoutDocument.load(path: Fixtures.repositoryPath("examples/features.yaml")) }

    func nodes(_ node: Node) -> [Node] {
        var out = [node]
        switch node.kind {
        case .stack(let s): s.children.forEach { out += nodes($0) }
        case .padding(_, let c), .frame(_, let c), .scroll(_, let c): out += nodes(c)
        case .list(let l):
            l.sections.forEach { s in
                s.header.map { out += nodes($0) }; s.rows.forEach { out += nodes($0) }
            }
        default: break
        }
        return out
    }

    @Test func stacksFeaturesReachTheTree() throws {
        let document = try decoded()
        let screen = try #require(document.screen(named: "stacks"))
        #expect(screen.viewport.device.id == "iphone-se")
        #expect(screen.suppressions == ["touch-target-too-small"])
        let all = nodes(screen.root)
        let stacks = all.compactMap { n -> StackNode? in if case .stack(let s) = n.kind { return s } else { return nil } }
        let distributions = Set(stacks.map(\.distribution))
        #expect(distributions == Set(StackDistribution.allCases))
        #expect(stacks.contains { $0.alignment == .firstBaseline })
        #expect(stacks.contains { $0.alignment == .lastBaseline })
        #expect(stacks.contains { $0.axis == .adaptive(.flipAt(.accessibilityMedium)) })
        #expect(stacks.contains { $0.axis == .adaptive(.fit) })
        #expect(all.contains { if case .divider = $0.kind { return true } else { return false } })
        #expect(all.contains { if case .spacer(24) = $0.kind { return true } else { return false } })
        #expect(
            all.contains { n in
                if case .image(let i) = n.kind, case .scaled(20, .body, 40) = i.sizing { return true } else { return false }
            })
        #expect(
            all.contains { n in
                if case .text(let t) = n.kind, case .fixed(13, .semibold) = t.style {
                    return n.suppressions == ["fixed-size-text"]
                } else {
                    return false
                }
            })
        if case .scroll(.vertical, _) = screen.root.kind {} else { Issue.record("root should be a vertical scroll view") }
    }

    @Test func modifierFeaturesReachTheTree() throws {
        let screen = try #require(try decoded().screen(named: "modifiers"))
        #expect(screen.viewport.size == Size(width: 360, height: 640))
        let all = nodes(screen.root)
        let frames = all.compactMap { n -> FrameSpec? in if case .frame(let f, _) = n.kind { return f } else { return nil } }
        #expect(frames.contains(FrameSpec(width: 120, height: 44, alignment: .leading)))
        #expect(frames.contains { $0.minWidth == 100 && $0.maxWidth == .infinity })
        #expect(
            all.contains {
                if case .padding(EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12), _) = $0.kind { return true } else { return false }
            })
        let texts = all.compactMap { n -> (Node, TextNode)? in if case .text(let t) = n.kind { return (n, t) } else { return nil } }
        #expect(texts.contains { $0.1.style == .textStyle(.headline, emphasized: true) })
        #expect(texts.contains { $0.1.style == .textStyle(.subheadline, emphasized: false) })
        #expect(texts.contains { $0.1.minimumScaleFactor == 0.5 && $0.1.lines == 1 && $0.1.alignment == .center })
        #expect(texts.contains { $0.1.mode == .truncatingMiddle })
        #expect(texts.contains { $0.0.dynamicTypeRange == ContentSizeCategoryRange(nil, .extraExtraExtraLarge) })
        #expect(texts.contains { $0.0.accessibility.labels == "price" })
        #expect(texts.contains { $0.0.accessibility.value == "4 dollars 99" && $0.0.id == "price" })
        #expect(texts.contains { $0.0.accessibility.gestures == ["archive"] && $0.0.accessibility.customActions == ["Archive"] })
        #expect(texts.contains { $0.0.accessibility.hidden })
        #expect(all.contains { $0.accessibility.presentsModally && $0.accessibility.modal })
        #expect(all.contains { $0.accessibility.element && $0.accessibility.traits == [.updatesFrequently] })
        let buttons = all.compactMap { n -> ButtonNode? in if case .button(let b) = n.kind { return b } else { return nil } }
        #expect(buttons.contains { $0.title == nil && $0.icon?.name == "heart" })
        #expect(buttons.contains { $0.contentInsets == EdgeInsets(all: 12) && $0.lines == 1 })
    }

    @Test func rotorsAndLocalizedTextDecode() throws {
        let trends = try LayoutDocument.load(path: Fixtures.repositoryPath("examples/app/trends.yaml"))
        let screen = try #require(trends.screens.first)
        #expect(screen.rotors.map(\.name) == ["Negative trends", "Highlights"])
        #expect(screen.rotors[0].entries == .tagged("negative-trend"))
        #expect(screen.rotors[1].entries == .ids(["steps", "chart"]))
        let all = nodes(screen.root)
        #expect(
            all.contains { n in
                if case .text(let t) = n.kind, case .key("trends.sleep", _) = t.content { return n.tags == ["negative-trend"] } else { return false }
            })
    }

    struct Bad: CustomStringConvertible, Sendable {
        let description: String
        let yaml: String
        let line: Int, column: Int
        let message: String
    }

    static let bad: [Bad] = [
        Bad(
            description: "unknown node kind", yaml: "screens:\n  - name: a\n    root:\n      txt: Hi\n",
            line: 4, column: 7, message: "a node needs one of text, image"),
        Bad(
            description: "two kinds", yaml: "screens:\n  - name: a\n    root:\n      text: Hi\n      button: Go\n",
            line: 4, column: 7, message: "a node has one kind, found text and button"),
        Bad(
            description: "unknown style", yaml: "screens:\n  - name: a\n    root:\n      text: Hi\n      style: bodyy\n",
            line: 5, column: 14, message: "unknown text style 'bodyy' (no ramp is loaded) (did you mean 'body'?)"),
        Bad(
            description: "unknown property", yaml: "screens:\n  - name: a\n    root:\n      text: Hi\n      lines: 2\n      spacing: 4\n",
            line: 6, column: 7, message: "unknown field 'spacing'"),
        Bad(
            description: "bad flip", yaml: "screens:\n  - name: a\n    root:\n      hstack: []\n      flipAt: ax9\n",
            line: 5, column: 15, message: "flipAt takes a content-size category or 'fit', found 'ax9'"),
        Bad(
            description: "spacing that is not a number", yaml: "screens:\n  - name: a\n    root:\n      vstack: []\n      spacing: wide\n",
            line: 5, column: 16, message: "expected a number"),
        Bad(
            description: "unknown device", yaml: "screens:\n  - name: a\n    device: iphon\n    root: { text: Hi }\n",
            line: 3, column: 13, message: "unknown device 'iphon' (did you mean 'iphone'?)"),
        Bad(
            description: "unknown trait", yaml: "screens:\n  - name: a\n    root:\n      text: Hi\n      accessibility: { traits: [buton] }\n",
            line: 5, column: 33, message: "unknown trait 'buton' (did you mean 'button'?)"),
        Bad(
            description: "rotor names a missing id",
            yaml: "screens:\n  - name: a\n    rotors: [ { name: R, entries: [nope] } ]\n    root: { text: Hi, id: yes }\n",
            line: 3, column: 15, message: "rotor 'R' names 'nope', which no node has"),
        Bad(
            description: "negative lines", yaml: "screens:\n  - name: a\n    root: { text: Hi, lines: -1 }\n",
            line: 3, column: 30, message: "must be 0 (unlimited) or more"),
        Bad(
            description: "missing root", yaml: "screens:\n  - name: a\n",
            line: 2, column: 5, message: "missing required field 'root'"),
    ]

    @Test(arguments: bad)
    func malformedSpecsGiveLocatedErrors(_ bad: Bad) {
        do {
            _ = try LayoutDocument.parse(bad.yaml, file: "screens.yaml")
            Issue.record("no error for \(bad)")
        } catch let error as InputError {
            #expect(error.location.file == "screens.yaml")
            #expect(error.location.line == bad.line, "\(error)")
            #expect(error.location.column == bad.column, "\(error)")
            #expect(error.description.contains(bad.message), "\(error)")
            #expect(!error.fieldPath.isEmpty, "\(error)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func missingRampFileIsLocated() {
        #expect(throws: InputError.self) { try LayoutDocument.parse("ramp: nowhere.yaml\nscreens: []\n", file: "/tmp/s.yaml") }
    }
}

/// A node's `source` (written by the Swift importer): `file:line:column`, where the file's path may itself hold `:`; a
/// malformed one is an error at its line.
@Suite struct SourceKeyTests {
    func location(_ source: String) throws -> TypeRampCore.SourceLocation? {
        let yaml = "screens:\n  - name: a\n    root:\n      text: Hi\n      source: \"\(source)\"\n"
        let document = try LayoutDocument.parse(yaml, file: "/tmp/s.yaml")
        return try #require(document.screens.first).root.location
    }

    @Test func aPathWithColonsKeepsThemAndTheLastTwoFieldsAreLineAndColumn() throws {
        let l = try location("C:/App/Views/Row.swift:12:5")
        #expect(l?.file == "C:/App/Views/Row.swift")
        #expect(l?.line == 12)
        #expect(l?.column == 5)
    }

    @Test(arguments: ["Row.swift:x:5", "Row.swift:12", "Row.swift:0:1", "Row.swift:3:", ":"])
    func aMalformedSourceIsALocatedError(_ source: String) throws {
        do {
            _ = try location(source)
            Issue.record("'\(source)' decoded")
        } catch let error as InputError {
            #expect(error.location.line == 5, "\(error)")
            #expect(error.description.contains("source is file:line:column"), "\(error)")
        }
    }
}
