import Foundation
import Testing
import TypeRampCore
import TypeRampTestSupport

@testable import TypeRampAudit

/// The catalog readers: String Catalogs, .strings and .po files, with located errors, and the pseudolanguages.
@Suite struct CatalogTests {
    func write(_ text: String, _ name: String, in dir: URL) throws -> String {
        let url = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func error(_ body: () throws -> Void) -> InputError? {
        do { try body(); return nil } catch let e as InputError { return e } catch { return nil }
    }

    @Test func bundledStringCatalogHasGermanAndArabicForEveryKey() throws {
        let catalog = try StringCatalog.load(path: Fixtures.repositoryPath("examples/app/Localizable.xcstrings"))
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.locales == ["ar", "de"])
        var keys: Set<String> = []
        for file in ["detail", "feed", "flights", "poll", "settings", "trends"] {
            let document = try LayoutDocumentLoader.load(Fixtures.repositoryPath("examples/app/\(file).yaml"))
            keys.formUnion(document)
        }
        for key in keys {
            #expect(catalog.strings["de"]?[key] != nil, "German lacks \(key)")
            #expect(catalog.strings["ar"]?[key] != nil, "Arabic lacks \(key)")
        }
        #expect(catalog.strings["de"]?["settings.signout"] == "Abmelden")
        // Arabic translations are in Arabic script.
        #expect(catalog.strings["ar"]!.values.filter { $0.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) } }.count >= keys.count - 1)
    }

    @Test func stringCatalogVariationsTakeTheLongestAndSkipNew() throws {
        let dir = try AuditTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try write(
            """
            {
              "sourceLanguage" : "en",
              "version" : "1.0",
              "strings" : {
                "items" : { "localizations" : { "de" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Artikel" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Artikel insgesamt" } } } } } } },
                "draft" : { "localizations" : { "de" : { "stringUnit" : { "state" : "new", "value" : "" } } } },
                "empty" : { }
              }
            }
            """, "Localizable.xcstrings", in: dir)
        let catalog = try StringCatalog.load(path: path)
        #expect(catalog.strings["de"] == ["items": "%lld Artikel insgesamt"])
    }

    @Test func malformedStringCatalogIsLocated() throws {
        let dir = try AuditTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let broken = try write(
            "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { \"localizations\" : { \"de\" : { \"stringUnit\" : { \"state\" : \"translated\" } } } }\n  }\n}\n",
            "Broken.xcstrings", in: dir)
        let e = try #require(error { _ = try StringCatalog.load(path: broken) })
        #expect(e.location.file == broken && e.location.line == 4)
        #expect(e.description.contains("missing required field 'value'"), "\(e)")
        let syntax = try write("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {,\n  }\n}\n", "Syntax.xcstrings", in: dir)
        let s = try #require(error { _ = try StringCatalog.load(path: syntax) })
        #expect(s.location.line == 4, "\(s)")
    }

    @Test func stringsFileWithCommentsEscapesAndLocaleFromLproj() throws {
        let dir = try AuditTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try write(
            """
            /* Settings */
            "settings.wifi" = "WLAN";
            // the value
            "settings.wifi.value" = "Heim\\"netz\\"\\nwerk \\U00E4";
            settings.signout = "Abmelden";
            """, "de.lproj/Localizable.strings", in: dir)
        let catalog = try StringCatalog.load(path: path)
        #expect(catalog.strings["de"] == ["settings.wifi": "WLAN", "settings.wifi.value": "Heim\"netz\"\nwerk ä", "settings.signout": "Abmelden"])
        let missing = try write("\"a\" = \"b\"\n\"c\" = \"d\";\n", "fr.lproj/Localizable.strings", in: dir)
        let e = try #require(error { _ = try StringCatalog.load(path: missing) })
        #expect(e.location.line == 2 && e.location.column == 1 && e.message.contains("expected ';'"), "\(e)")
        let noLocale = try write("\"a\" = \"b\";\n", "Localizable.strings", in: dir)
        #expect(error { _ = try StringCatalog.load(path: noLocale) }?.message.contains("cannot tell the locale") == true)
        #expect(try StringCatalog.load(path: noLocale, locale: "it").strings["it"] == ["a": "b"])
    }

    @Test func stringsFilesAsXcodeWritesThemToo() throws {
        // Xcode also writes .strings tables as XML property lists (intents, some exports), and Apple's reader takes an
        // escaped character it does not name as itself: a backslash before a line break continues the value.
        let dir = try AuditTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let plist = try write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
              <dict>
                <key>0Ab12c</key>
                <string>Ouvrir le filtre</string>
              </dict>
            </plist>
            """, "fr.lproj/Intents.strings", in: dir)
        #expect(try StringCatalog.load(path: plist).strings["fr"] == ["0Ab12c": "Ouvrir le filtre"])
        let notStrings = try write(
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>n</key><integer>3</integer></dict></plist>\n", "it.lproj/A.strings", in: dir)
        #expect(error { _ = try StringCatalog.load(path: notStrings) }?.message.contains("'n' is not a string") == true)
        let continued = try write("\"wifi.hint\" = \"Connected to the \\\nnetwork \\q\";\n", "de.lproj/Localizable.strings", in: dir)
        #expect(try StringCatalog.load(path: continued).strings["de"] == ["wifi.hint": "Connected to the \nnetwork q"])
    }

    @Test func anAppsCatalogsAreFoundAsXcodeBundlesThem() throws {
        let dir = try AuditTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let expected = [
            try write("{\"sourceLanguage\":\"en\",\"strings\":{}}", "App/Resources/Localizable.xcstrings", in: dir),
            try write("\"a\" = \"b\";", "App/Resources/de.lproj/Localizable.strings", in: dir),
            try write("\"a\" = \"b\";", "App/Resources/en.lproj/Core.strings", in: dir),
        ]
        _ = try write("\"CFBundleName\" = \"App\";", "App/Resources/en.lproj/InfoPlist.strings", in: dir)
        _ = try write("\"x.title\" = \"X\";", "App/Resources/Base.lproj/Main.strings", in: dir)
        _ = try write("\"a\" = \"b\";", "App/.build/en.lproj/Localizable.strings", in: dir)
        _ = try write("\"a\" = \"b\";", "App/Notes.strings", in: dir)
        #expect(StringCatalog.discover(under: [dir.path]) == expected.sorted())
        // The app's folder given as a symbolic link: its catalogs are found, named under the link.
        let link = dir.deletingLastPathComponent().appendingPathComponent(dir.lastPathComponent + "-link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: dir)
        defer { try? FileManager.default.removeItem(at: link) }
        #expect(StringCatalog.discover(under: [link.path]) == expected.map { link.path + $0.dropFirst(dir.path.count) }.sorted())
    }

    @Test func poFileWithHeaderContextPluralsAndFuzzy() throws {
        let dir = try AuditTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try write(
            """
            msgid ""
            msgstr ""
            "Language: de\\n"
            "Content-Type: text/plain; charset=UTF-8\\n"

            #: settings.yaml:12
            msgctxt "settings.signout"
            msgid "Sign out"
            msgstr "Abmelden"

            msgid "Votes are anonymous. "
            "Results appear when the poll closes."
            msgstr "Die Abstimmung ist anonym. "
            "Die Ergebnisse erscheinen am Ende."

            msgid "%d vote"
            msgid_plural "%d votes"
            msgstr[0] "%d Stimme"
            msgstr[1] "%d Stimmen"

            #, fuzzy
            msgid "Live poll"
            msgstr "Live-Umfrage"

            msgid "Untranslated"
            msgstr ""
            """, "messages.po", in: dir)
        let catalog = try StringCatalog.load(path: path)
        #expect(
            catalog.strings["de"] == [
                "Sign out": "Abmelden", "settings.signout": "Abmelden",
                "Votes are anonymous. Results appear when the poll closes.": "Die Abstimmung ist anonym. Die Ergebnisse erscheinen am Ende.",
                "%d vote": "%d Stimmen",
            ])
        let broken = try write("msgid \"a\"\nmsgstr \"b\n", "de.po", in: dir)
        let e = try #require(error { _ = try StringCatalog.load(path: broken) })
        #expect(e.location.line == 2 && e.message.contains("unterminated"), "\(e)")
        let unknown = try write("msgid \"a\"\nmsgtxt \"b\"\n", "de.po", in: dir)
        #expect(error { _ = try StringCatalog.load(path: unknown) }?.suggestion == "msgctxt")
    }

    @Test func unknownCatalogFormatIsAnError() {
        #expect(error { _ = try StringCatalog.load(path: "strings.json") }?.message.contains("unknown catalog format") == true)
    }

    @Test func pseudolanguages() {
        #expect(Pseudolanguage.doubleLength.transform("Sign out") == "Sign out Sign out")
        #expect(Pseudolanguage.accented.transform("Settings 12") == "Šéţţîñĝš 12")
        #expect(Pseudolanguage.rightToLeft.transform("Share") == "Share")
        #expect(AuditLocale(pseudo: .rightToLeft).direction == .rightToLeft)
        #expect(AuditLocale(id: "ar").direction == .rightToLeft && AuditLocale(id: "de").name == "German")
    }

    @Test func accentedTextHasNoMissingGlyphsInTheBundledFonts() throws {
        // Every accented letter must be drawable, or the pseudolanguage would report fonts, not layouts.
        let alphabet = "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let screen = try AuditTestSupport.screens(AuditTestSupport.spec("      text: \(alphabet)\n"))
        let report = try AuditTestSupport.auditor(screen, categories: [.large], locales: [AuditLocale(id: "en"), AuditLocale(pseudo: .accented)])
            .run()
        #expect(!report.findings.contains { $0.rule == .missingGlyphs }, "\(report.findings.map(\.message))")
    }
}

/// The localization keys of a screens file, read with the audit's own rules (literal texts are keys).
enum LayoutDocumentLoader {
    static func load(_ path: String) throws -> Set<String> {
        let input = try AuditInput.load(
            files: [path], library: AuditTestSupport.library, engine: AuditTestSupport.engine,
            strings: LocalizedStrings(), locales: [AuditLocale(id: "en")], rules: RuleConfiguration())
        return try input.keys()
    }
}

/// Which texts read as localization keys (shown as the key when no catalog has them, so a finding on them rests on text
/// the app never shows). The expectations follow the conventions of the keys apps use (`account.note.label`,
/// `CLEAR_CACHE`, hyphenated `status.filter.filtered-by-%@`), written by hand.
@Suite struct LocalizationKeyShapeTests {
    @Test func dottedUnderscoredAndHyphenatedKeysAreKeys() {
        for key in ["account.note.label", "settings_title", "CLEAR_SOURCE_CACHE", "status.filter.filtered-by", "account.action.edit-filters"] {
            #expect(Guesses.looksLikeKey(key), "\(key)")
        }
    }

    @Test func aKeyWithAValueInterpolatedIsStillAKey() {
        // `Text("status.filter.filtered-by-\(name)")` is shown with a sample value in place of `name`.
        #expect(Guesses.looksLikeKey("status.filter.filtered-by-Sample title"))
        #expect(Guesses.looksLikeKey("account.movedto.redirect-@Sample acct"))
    }

    @Test func sentencesAndVersionsAreNotKeys() {
        for text in ["Version 2.1.3 released", "e.g. a sentence", "Hello world", "v2.1.3 notes", "Done.", "Save", "Dr. Who"] {
            #expect(!Guesses.looksLikeKey(text), "\(text)")
        }
    }
}
