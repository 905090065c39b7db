import ArgumentParser

/// `typeramp label`: evidence for the App Store's accessibility nutrition labels, one subcommand per label.
struct LabelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "label",
        abstract: "Evidence for the App Store's accessibility nutrition labels (today: larger-text).",
        discussion: "typeramp label larger-text examples/swiftui   # does the app support Larger Text? See docs/larger-text.md.",
        subcommands: [LargerTextCommand.self]
    )
}
