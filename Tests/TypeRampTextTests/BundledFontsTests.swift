import Foundation
import Testing
import TypeRampCore
import TypeRampFonts
import TypeRampText

/// The bundled fonts ship as SwiftPM resources: found without any path to this repository, with their licences, and a
/// user's own font files and folders join them (or are refused with the path named).
@Suite struct BundledFontsTests {
    @Test func theResourceBundleHoldsTheRepositoryFontsAndTheirLicences() throws {
        let bundled = BundledFonts.directory
        // The resource copy SwiftPM made, not the repository's folder.
        #expect(URL(fileURLWithPath: bundled).standardized.path != URL(fileURLWithPath: Fixtures.fonts).standardized.path)
        for file in ["Inter/Inter-Regular.otf", "Inter/LICENSE.txt", "Noto/NotoSansArabic-Regular.ttf", "Noto/LICENSE.txt", "README.md"] {
            let copy = FileManager.default.contents(atPath: bundled + "/" + file)
            #expect(copy != nil && copy == FileManager.default.contents(atPath: Fixtures.fonts + "/" + file), "\(file)")
        }
        let library = try FontLibrary.bundled()
        // The families fonts/README.md lists: Inter (Text and Display optical sizes) and the five Noto Sans fallbacks.
        #expect(
            library.familyNames() == [
                "Inter", "Inter Display", "Noto Sans", "Noto Sans Arabic", "Noto Sans Devanagari", "Noto Sans Hebrew", "Noto Sans Thai",
            ])
        #expect(try library.face(family: "Inter", weight: .semibold).weight == .semibold)
        // Italic and Display faces are real faces of their own (their files say so: OS/2 fsSelection, name table).
        let italic = try library.face(family: "Inter", weight: .bold, italic: true)
        #expect(italic.isItalic && italic.familyName == "Inter" && italic.path.hasSuffix("Inter-italic.var.ttf"))
        for slope in [false, true] {
            let display = try library.face(family: "Inter Display", weight: .regular, italic: slope)
            #expect(display.isItalic == slope && display.familyName == "Inter Display")
        }
        #expect(library.defaultFallbacks().faces.count == 5)
    }

    @Test func aUsersFontFileAndFolderJoinTheBundledOnes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typeramp-fonts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Brand"), withIntermediateDirectories: true)
        // A "brand" font: a bundled Noto face under another path stands in for a user's file.
        let file = folder.appendingPathComponent("Brand/Brand-Regular.ttf").path
        try FileManager.default.copyItem(atPath: Fixtures.fonts + "/Noto/NotoSansHebrew-Regular.ttf", toPath: file)
        let byFile = try FontLibrary.bundled(adding: [file])
        #expect(byFile.directories.last == file)
        #expect(try byFile.resolve(file).familyName == "Noto Sans Hebrew")
        let byFolder = try FontLibrary.bundled(adding: [folder.path])
        #expect(try byFolder.face(family: "Inter").familyName == "Inter", "the bundled system stand-in stays first")
        #expect(byFolder.allFaces().contains { $0.path == file })
    }

    @Test func aMissingOrUnusableFontPathIsAnErrorNamingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typeramp-fonts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let notAFont = folder.appendingPathComponent("notes.ttf").path
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: notAFont))
        let missing = folder.appendingPathComponent("Missing.otf").path
        let empty = folder.appendingPathComponent("empty").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        for path in [missing, notAFont, empty] {
            do {
                _ = try FontLibrary.bundled(adding: [path])
                Issue.record("\(path) must be refused")
            } catch let error as InputError {
                #expect(error.location.file == path, "\(error)")
            }
        }
    }
}
