import Foundation
import Testing
import TypeRampAudit
import TypeRampCore
import TypeRampLabels

/// A screen and its states (the importer's variants of a view, one per branch of data or state its code can be in): a
/// reviewer reads every state, so the screen's verdict with its states is the worst of them, and the report says so.
@Suite struct ScreenStatesTests {
    static let source = """
        import SwiftUI

        struct Receipt: View {
            @State private var expanded = false
            var body: some View {
                VStack(alignment: .leading) {
                    Text("Total").font(.headline)
                    if expanded {
                        Text("Paid with card ending 4242").font(.system(size: 12))
                    }
                    Button("Details") { expanded.toggle() }.buttonStyle(.bordered)
                }
            }
        }
        """

    @Test func aScreensVerdictWithItsStatesIsTheWorstOfThem() throws {
        let report = try LabelTestSupport.evaluate(try LabelTestSupport.input(source: Self.source, file: "Receipt.swift"))
        let base = try #require(report.screens.first { $0.name == "Receipt" })
        let state = try #require(report.screens.first { $0.name != "Receipt" })
        // The fixed 12 pt line is only drawn once the user expands the receipt.
        #expect(base.verdict == .supports)
        #expect(state.verdict == .doesNotSupport)
        #expect(state.stateOf == "Receipt" && base.stateOf == nil)
        #expect(report.states(of: base).map(\.name) == [state.name])
        #expect(report.verdictWithStates(base) == .doesNotSupport)

        let text = report.text()
        #expect(text.contains("✗ Receipt and 1 state: does not support Larger Text"), "\(text)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
        let screens = try #require(root["screens"] as? [[String: Any]])
        let withStates = try #require(screens.first { $0["name"] as? String == "Receipt" }?["withStates"] as? [String: Any])
        #expect(withStates["verdict"] as? String == "does-not-support")
        #expect(withStates["states"] as? [String] == [state.name])
        #expect(screens.first { $0["name"] as? String == state.name }?["stateOf"] as? String == "Receipt")
        #expect(report.markdown().contains("| Receipt | 1 | ✗ does-not-support |"))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typeramp-states-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try LargerTextHTMLWriter(folder: folder, pictures: nil).write(report)
        let index = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
        #expect(index.contains("<h2>Screens with their states</h2>"))
        #expect(index.contains("<tr><th scope=\"row\">Receipt</th>") && index.contains("✗ does-not-support</td></tr>"))
    }
}
