import ArgumentParser
import TypeRampSwiftSource

/// `typeramp constructs`: the SwiftUI views and modifiers the Swift importer understands, as docs/swift-source.md lists
/// them (the tables are generated from the importer's registry).
struct ConstructsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "constructs",
        abstract: "List the SwiftUI views and modifiers 'typeramp import' and 'audit' read from Swift source, and what each becomes.",
        discussion: "Printed as Markdown tables, as docs/swift-source.md shows them ('make docs' writes them there)."
    )

    func run() throws {
        writeStdout(SwiftSourceImporter.constructTables())
    }
}
