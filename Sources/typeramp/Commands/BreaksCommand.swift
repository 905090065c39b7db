import ArgumentParser
import Foundation
import TypeRampCore
import TypeRampText

/// `typeramp breaks`: line-break opportunities (UAX #14 as ICU tailors it for a locale).
struct BreaksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "breaks",
        abstract: "Print the line-break opportunities of text (UAX #14, ICU's tailoring for the locale).",
        discussion: """
            typeramp breaks "Hello world"            prints the text with | at each opportunity and their UTF-16 offsets.
            typeramp breaks --codepoints < cases.txt reads lines of space-separated hex code points and prints, per line,
            the break opportunities as code-point offsets separated by spaces (the end included; the format of
            Unicode's LineBreakTest.txt with its ÷ positions).
            """
    )

    @Argument(help: "The text (omit with --codepoints).")
    var text: String?

    @Option(help: "Language of the text (BCP 47), e.g. th, ja, ko.")
    var locale: String = "en"

    @Flag(help: "Read lines of hex code points on standard input.")
    var codepoints = false

    func validate() throws {
        if codepoints == (text != nil) { throw ValidationError("give TEXT or --codepoints, one of the two") }
    }

    func run() throws {
        try reportingErrors {
            let engine = TextEngine(cacheCapacity: 1 << 20)
            guard codepoints else {
                let offsets = engine.breakOpportunities(text!, locale: locale)
                let units = Array(text!.utf16)
                var marked = "", last = 0
                for offset in offsets {
                    // Control characters of the text are escaped: none reaches the terminal (an ESC sequence, a line break
                    // that forges a `file:line: error:` line).
                    marked += String(decoding: units[last..<offset], as: UTF16.self).escapingControlCharacters + "|"
                    last = offset
                }
                writeStdout(marked + "\n" + offsets.map(String.init).joined(separator: " ") + "\n")
                return
            }
            let input = FileHandle.standardInput.readDataToEndOfFile()
            var out = ""
            for (number, line) in String(decoding: input, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                if fields.isEmpty { if number > 0 || !line.isEmpty { out += "\n" }; continue }
                var scalars: [Unicode.Scalar] = []
                for field in fields {
                    guard let value = UInt32(field, radix: 16), let scalar = Unicode.Scalar(value) else {
                        throw InputError("'\(field)' is not a hex Unicode scalar value", at: SourceLocation(file: "<stdin>", line: number + 1))
                    }
                    scalars.append(scalar)
                }
                var string = ""
                string.unicodeScalars.append(contentsOf: scalars)
                // UTF-16 offsets → code-point offsets.
                var scalarAtUnit: [Int: Int] = [:]
                var unit = 0
                for (i, scalar) in scalars.enumerated() {
                    scalarAtUnit[unit] = i
                    unit += scalar.value > 0xFFFF ? 2 : 1
                }
                scalarAtUnit[unit] = scalars.count
                let offsets = engine.breakOpportunities(string, locale: locale).compactMap { scalarAtUnit[$0] }
                out += offsets.map(String.init).joined(separator: " ") + "\n"
            }
            if out.hasSuffix("\n\n") { out.removeLast() }
            writeStdout(out)
        }
    }
}
