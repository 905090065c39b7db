import Foundation
import Testing
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampMetrics
import TypeRampSwiftSource
import TypeRampTestSupport
import TypeRampText

/// One view, three front doors: written in SwiftUI (read by the importer), in the screens format and in the DSL, each by
/// hand, it must lay out to the same sizes at every category. The defaults that decide sizes (spacing between texts, list
/// rows, a label's icon, a control's size, a button style's insets) live in the layout engine, so none of the three front
/// ends can lay a view out differently. The views are the shared iOS reference views (Tests/Fixtures/ios-layout/Cases.swift)
/// and views that lean on each default.
@Suite struct FrontEndParityTests {
    static let library = try! FontLibrary.bundled()
    static let resources = LayoutResources(ramp: nil, fonts: try! FontSet.load(ramp: nil, library: library), engine: TextEngine())

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var swift: String
        var yaml: String
        var dsl: @Sendable () -> Node
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "pf-uilabel-title1", swift: #"Text("What's the point?").font(.title).fixedSize()"#,
            yaml: "text: What's the point?\nstyle: title1\nfixedSize: true", dsl: { text("What's the point?", style: .title1).fixedSize() }),
        Case(
            name: "pf-swiftui-checked",
            swift:
                #"HStack { Image(systemName: "checkmark.circle.fill"); Text("Checked").fixedSize() }.padding(5).background(Color.blue).padding(10).fixedSize()"#,
            yaml: """
                hstack:
                - symbol: checkmark.circle.fill
                - text: Checked
                  fixedSize: true
                padding: 15
                fixedSize: true
                """,
            dsl: {
                hstack {
                    symbol("checkmark.circle.fill")
                    text("Checked").fixedSize()
                }.padding(15).fixedSize()
            }),
        Case(
            name: "cui-content-text-padding", swift: #"VStack(spacing: 0) { Text("What's a gigwatt?").padding(8) }.fixedSize()"#,
            yaml: "vstack:\n- text: What's a gigwatt?\n  padding: 8\nspacing: 0\nfixedSize: true",
            dsl: { vstack(spacing: 0) { text("What's a gigwatt?").padding(8) }.fixedSize() }),
        Case(
            name: "texts stacked with no spacing given (0 apart)",
            swift: #"VStack(alignment: .leading) { Text("Marty").font(.headline); Text("McFly").font(.subheadline) }"#,
            yaml: "vstack:\n- text: Marty\n  style: headline\n- text: McFly\n  style: subheadline\nalignment: leading",
            dsl: {
                vstack(alignment: .leading) {
                    text("Marty", style: .headline)
                    text("McFly", style: .subheadline)
                }
            }),
        Case(
            name: "a text and a symbol stacked with no spacing given (8 apart)", swift: #"VStack { Image(systemName: "bolt"); Text("Power") }"#,
            yaml: "vstack:\n- symbol: bolt\n- text: Power",
            dsl: {
                vstack {
                    symbol("bolt"); text("Power")
                }
            }),
        Case(
            name: "spezi-listrow-iphone (inset grouped list row)",
            swift: #"List { LabeledContent("San Francisco") { Text(verbatim: "20 °C, Sunny") } }"#,
            yaml: """
                list:
                - rows:
                  - labeledContent: San Francisco
                    content:
                      text: 20 °C, Sunny
                style: insetGrouped
                """,
            dsl: {
                list(style: .insetGrouped) {
                    section {
                        labeledContent("San Francisco") { text("20 °C, Sunny") }
                    }
                }
            }),
        Case(
            name: "list rows with insets of their own",
            swift:
                #"List { Text("Wi-Fi and the networks nearby that this phone has joined before").listRowInsets(EdgeInsets()); Text("Bluetooth").padding(4).listRowInsets(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)) }"#,
            yaml: """
                list:
                - rows:
                  - text: Wi-Fi and the networks nearby that this phone has joined before
                    listRowInsets: 0
                  - text: Bluetooth
                    padding: 4
                    listRowInsets: { leading: 8, trailing: 8 }
                style: insetGrouped
                """,
            dsl: {
                list(style: .insetGrouped) {
                    section {
                        text("Wi-Fi and the networks nearby that this phone has joined before").listRowInsets(EdgeInsets())
                        text("Bluetooth").padding(4).listRowInsets(EdgeInsets(leading: 8, trailing: 8))
                    }
                }
            }),
        Case(
            name: "a label's icon column", swift: #"Label("Downloads", systemImage: "arrow.down.circle")"#,
            yaml: "label: Downloads\nsystemImage: arrow.down.circle", dsl: { label("Downloads", systemImage: "arrow.down.circle") }),
        Case(
            name: "a toggle's switch", swift: #"Toggle("Cellular", isOn: .constant(true))"#, yaml: "toggle: Cellular",
            dsl: { control(.toggle, "Cellular") }),
    ]

    func solved(_ node: Node, _ category: ContentSizeCategory) -> [Rect] {
        let screen = Screen(name: "s", root: node)
        let s = LayoutSolver.solve(screen, context: LayoutContext(category: category, viewport: .width(393)), resources: Self.resources)
        return s.allNodes.filter { $0.kind == .text || $0.kind == .image || $0.kind == .toggle }.map(\.frame)
    }

    @Test(arguments: cases) func theSameViewLaysOutTheSameFromEveryFrontEnd(_ c: Case) throws {
        let imported = SwiftSourceImporter.importSource(
            "import SwiftUI\nstruct V: View {\n    var body: some View {\n        \(c.swift)\n    }\n}\n", file: "V.swift")
        let swiftScreen = try #require(try LayoutDocument.decode(imported.document(), file: "V.swift").screens.first)
        let indented = c.yaml.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }.joined(separator: "\n")
        let yamlDocument = try LayoutDocument.decode(
            SpecReader.parse("screens:\n  - name: s\n    root:\n\(indented)\n", file: "s.yaml"), file: "s.yaml")
        let yamlRoot = try #require(yamlDocument.screens.first).root
        for category in [ContentSizeCategory.extraSmall, .large, .extraExtraExtraLarge, .accessibilityMedium, .accessibilityExtraExtraExtraLarge] {
            let fromSwift = solved(swiftScreen.root, category)
            let fromYAML = solved(yamlRoot, category)
            let fromDSL = solved(c.dsl(), category)
            #expect(!fromSwift.isEmpty)
            #expect(fromSwift == fromYAML, "\(c.name) at \(category): Swift \(fromSwift) vs YAML \(fromYAML)")
            #expect(fromYAML == fromDSL, "\(c.name) at \(category): YAML \(fromYAML) vs DSL \(fromDSL)")
        }
    }
}
