import ArgumentParser
import Foundation
import TypeRampCore
import TypeRampMetrics
import TypeRampTokens

extension TokenFormat: ExpressibleByArgument {}

/// `typeramp tokens`: design tokens and code generated from a type ramp (or a DTCG file carrying TypeRamp's extensions).
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Generate design tokens and code from a type ramp: DTCG, Style Dictionary, Swift, Compose, Android XML, CSS, specimens.",
        discussion: """
        FILE is a type-ramp spec (YAML/JSON) or a W3C Design Tokens (DTCG) file whose typography tokens carry \
        TypeRamp's $extensions (org.typeramp: relativeTo, maximumSize, …). Output goes to standard output, or \
        replaces --output atomically (nothing is written when the input has an error). See docs/tokens.md.
        """
    )

    @Argument(help: "The type-ramp spec or DTCG token file (e.g. examples/ramp.yaml).")
    var file: String

    @Option(help: "One of: \(TokenFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: TokenFormat

    @Option(help: "Write to this file (replaced atomically) instead of standard output.")
    var output: String?

    @Option(name: .customLong("package"), help: "Kotlin package of the compose output.")
    var kotlinPackage: String = "typeramp.tokens"

    @OptionGroup var scaling: ScalingOptions

    func run() throws {
        try reportingErrors {
            let ramp = try TokenSource.load(path: file)
            let model = try TokenRamp(ramp, source: file, table: try scaling.table())
            let text = model.generate(format, options: TokenOptions(kotlinPackage: kotlinPackage))
            if let output {
                try writeAtomically(text, to: output)
            } else {
                writeStdout(text)
            }
        }
    }
}
