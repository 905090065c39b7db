import ArgumentParser
import TypeRampSwiftSource

/// How Swift source is read: the platform and the custom flags of the build TypeRamp reads the code for (an iOS debug
/// build by default; docs/swift-source.md, "Conditional compilation"), and the sources of the packages it imports.
struct SwiftBuildOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The platform `#if os(…)` tests in Swift source: iOS (default), macOS, watchOS, tvOS, visionOS.", valueName: "name"))
    var platform: String = "iOS"

    @Option(
        name: [.customShort("D"), .customLong("define")],
        help: ArgumentHelp(
            "A compilation condition `#if NAME` holds for (repeatable); NAME=false removes one (DEBUG holds by default).", valueName: "name"))
    var defines: [String] = []

    @Option(
        name: .customLong("dependency"),
        help: ArgumentHelp(
            "The sources of a package the app imports (a folder or .swift file, repeatable; a design system in SwiftPM's "
                + "checkouts): its views, styles and fonts are read where the app uses them, and none of them is a screen.",
            valueName: "path"))
    var dependencies: [String] = []

    /// The build configuration these options describe.
    func configuration() throws -> BuildConfiguration {
        let platforms = ["iOS", "macOS", "watchOS", "tvOS", "visionOS", "macCatalyst"]
        guard let platform = platforms.first(where: { $0.lowercased() == self.platform.lowercased() }) else {
            throw ValidationError("unknown platform '\(self.platform)'; platforms: \(platforms.joined(separator: ", "))")
        }
        var defined: Set<String> = ["DEBUG"]
        for d in defines {
            let parts = d.split(separator: "=", maxSplits: 1).map(String.init)
            guard let name = parts.first, !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw ValidationError("-D takes a compilation condition's name (NAME or NAME=false), found '\(d)'")
            }
            if parts.count == 2, parts[1].lowercased() == "false" || parts[1] == "0" { defined.remove(name) } else { defined.insert(name) }
        }
        return BuildConfiguration(platform: platform, defined: defined, simulator: false)
    }
}
