import ArgumentParser
import Foundation
import TypeRampCore
import TypeRampFonts
import TypeRampText

/// Options that locate fonts: the bundled `fonts/` directory and any extra directories.
struct FontOptions: ParsableArguments {
    @Option(
        name: .customLong("fonts"),
        help: "A folder to use instead of the bundled fonts (default: $TYPERAMP_FONTS, else the fonts bundled beside the executable).")
    var fontsDirectory: String?

    @Option(name: .customLong("font-dir"), help: "Another font folder or file to search for font families (repeatable).")
    var fontDirectories: [String] = []

    @Flag(
        help:
            "Also use the system's fonts through fontconfig: families from fc-list's directories, and for characters the cascade lacks (CJK, emoji …) the first system font fc-list finds covering them."
    )
    var systemFonts = false

    /// The library over the located folders. Throws when the bundled fonts cannot be found or a `--font-dir` is not
    /// a font folder or file.
    func library() throws -> FontLibrary {
        var extra = fontDirectories
        if systemFonts { extra += FontOptions.systemFontDirectories() }
        if let explicit = fontsDirectory ?? FontOptions.environmentDirectory() {
            guard FileManager.default.fileExists(atPath: explicit) else {
                throw InputError("the fonts folder '\(explicit)' does not exist", at: SourceLocation(file: explicit), field: "--fonts")
            }
            return FontLibrary(directories: [explicit] + extra)
        }
        guard FontOptions.bundledFontsPresent() else {
            throw InputError(
                "TypeRamp's bundled fonts are not beside this executable: copy the TypeRamp_TypeRampFonts.resources "
                    + "folder from the build folder next to it, or pass --fonts DIR (or set TYPERAMP_FONTS)",
                at: SourceLocation(file: CommandLine.arguments[0]), field: "--fonts")
        }
        return try FontLibrary.bundled(adding: extra)
    }

    /// `TYPERAMP_FONTS`, when set.
    static func environmentDirectory() -> String? {
        guard let env = ProcessInfo.processInfo.environment["TYPERAMP_FONTS"], !env.isEmpty else { return nil }
        return env
    }

    /// True when the resource bundle of the fonts sits beside the executable (`swift build` and `make` put it there);
    /// checked before SwiftPM's own lookup, which stops the process when the bundle is missing.
    static func bundledFontsPresent() -> Bool {
        BundledFonts.locateBesideExecutable() != nil
    }

    /// Font directories from `fc-list` (fontconfig), or the usual system directories when it is absent.
    static func systemFontDirectories() -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["fc-list", "--format", "%{file}\n"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        if (try? process.run()) != nil {
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let directories = Set(
                String(decoding: data, as: UTF8.self).split(separator: "\n")
                    .map { (String($0) as NSString).deletingLastPathComponent })
            if process.terminationStatus == 0, !directories.isEmpty { return directories.sorted() }
        }
        return [
            "/usr/share/fonts", "/usr/local/share/fonts", NSHomeDirectory() + "/.fonts",
            "/System/Library/Fonts", "/Library/Fonts",
        ].filter { FileManager.default.fileExists(atPath: $0) }
    }
}

extension LineBreakMode: ExpressibleByArgument {}

/// System fallback fonts found through fontconfig, for characters a cascade lacks (`--system-fonts` only).
/// Memoises one answer per character; the process runs happen at the CLI's edge, never in the library.
final class SystemFallbacks {
    private let library: FontLibrary
    private var fileFor: [UInt32: String?] = [:]

    init(library: FontLibrary) { self.library = library }

    /// `cascade` followed by a system face for each character of `text` no face of it covers.
    func extend(_ cascade: FontCascade, for text: String) -> FontCascade {
        var result = cascade
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            guard !properties.isWhitespace, !properties.isDefaultIgnorableCodePoint, properties.generalCategory != .control,
                properties.generalCategory != .nonspacingMark,
                !result.faces.contains(where: { $0.covers(scalar) })
            else { continue }
            guard let path = file(covering: scalar.value), let face = try? library.load(path: path),
                face.covers(scalar), !result.faces.contains(face)
            else { continue }
            result.faces.append(face)
        }
        return result
    }

    /// The first font file (by path) that fontconfig lists as covering `scalar`.
    private func file(covering scalar: UInt32) -> String? {
        if let known = fileFor[scalar] { return known }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["fc-list", "--format", "%{file}\n", ":charset=" + String(scalar, radix: 16)]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        var found: String? = nil
        if (try? process.run()) != nil {
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            found =
                String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
                .filter { FontLibrary.fontExtensions.contains(($0 as NSString).pathExtension.lowercased()) }.sorted().first
        }
        fileFor[scalar] = found
        return found
    }
}
