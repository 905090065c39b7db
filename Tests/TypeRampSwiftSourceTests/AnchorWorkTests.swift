import SwiftSyntax
import Testing
import TypeRampCore

@testable import TypeRampSwiftSource

/// A view's anchor counts the views of its key before it in its closure (`Text("A")#2`): the statements of a closure
/// are counted once for all of them, so a builder of thousands of views costs as many statements read, not their
/// square (a file of 20,000 views took 11 s, nine tenths of it here).
@Suite struct AnchorWorkTests {
    @Test func anchorsOfAClosuresViewsReadEachStatementOnce() throws {
        let count = 400
        let body = (0..<count).map { "            Text(\"Row\").padding(\($0 % 3))" }.joined(separator: "\n")
        let text = "import SwiftUI\nstruct Rows: View {\n    var body: some View {\n        VStack {\n\(body)\n        }\n    }\n}\n"
        let file = SwiftFile(path: "Rows.swift", text: text)
        var anchors = Anchors(file: file)
        var last: String?
        for i in 0..<count { last = anchors.anchor(at: SourceLocation(file: "Rows.swift", line: 5 + i, column: 13)) }
        #expect(last == "Rows.body/VStack/Text(\"Row\")#\(count)", "\(last ?? "nil")")
        #expect(anchors.statementsScanned <= 2 * count, "\(anchors.statementsScanned) statements read for \(count) anchors")
    }
}
