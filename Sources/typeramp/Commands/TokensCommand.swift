import ArgumentParser
import Foundation
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampMetrics
import TypeRampRender
import TypeRampText
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

    @Option(help: "With markdown or html: also render a picture of the ramp to this PNG (written atomically) and show it.")
    var picture: String?

    @OptionGroup var scaling: ScalingOptions
    @OptionGroup var fonts: FontOptions

    func run() throws {
        try reportingErrors {
            // The package is written into the Kotlin file as given: dotted identifiers only.
            let parts = kotlinPackage.split(separator: ".", omittingEmptySubsequences: false)
            guard
                parts.allSatisfy({ part in
                    guard let first = part.first, first.isASCII, first.isLetter || first == "_" else { return false }
                    return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
                })
            else {
                throw ValidationError("--package '\(kotlinPackage.excerpt())' is not a Kotlin package name (dotted identifiers, e.g. com.acme.type)")
            }
            for (option, path) in [("--output", output), ("--picture", picture)] {
                if let path { try OutputTarget.refuseOverwritingInput(path, inputs: [file], option: option) }
            }
            try OutputTarget.refuseSharedOutputs([("--output", output), ("--picture", picture)].compactMap { o, p in p.map { (o, $0) } })
            let ramp = try TokenSource.load(path: file)
            let table = try scaling.table()
            let model = try TokenRamp(ramp, source: file, table: table)
            var relativePicture: String?
            if let picture {
                guard format == .markdown || format == .html else {
                    throw ValidationError("--picture goes with --format markdown or html")
                }
                let resources = LayoutResources(
                    ramp: ramp, fonts: try FontSet.load(ramp: ramp, library: fonts.library()),
                    engine: TextEngine(), scalingTable: table)
                let canvas = RampSpecimen.render(resources: resources, scale: 1, renderer: LayoutRenderer(resources: resources))
                try writeAtomically(PNG.encode(canvas), to: picture)
                relativePicture = relativePath(picture, from: output.map { ($0 as NSString).deletingLastPathComponent } ?? ".")
            }
            let text = model.generate(format, options: TokenOptions(kotlinPackage: kotlinPackage, picture: relativePicture))
            if let output {
                try writeAtomically(text, to: output)
            } else {
                writeStdout(text)
            }
        }
    }
}

/// `path` relative to the folder `base` (both relative to the current directory, or absolute).
func relativePath(_ path: String, from base: String) -> String {
    let current = FileManager.default.currentDirectoryPath
    func components(_ p: String) -> [String] {
        let absolute = p.hasPrefix("/") ? p : (current as NSString).appendingPathComponent(p)
        return (absolute as NSString).standardizingPath.split(separator: "/").map(String.init)
    }
    let target = components(path), from = components(base)
    var common = 0
    while common < min(target.count, from.count) && target[common] == from[common] { common += 1 }
    return (Array(repeating: "..", count: from.count - common) + target[common...]).joined(separator: "/")
}
