import ArgumentParser
import Foundation
import TypeRampAudit
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampMetrics
import TypeRampText

/// Options choosing what to solve: screens, categories, viewport, Bold Text.
struct LayoutSelection: ParsableArguments {
    @Argument(help: "A screens file (YAML or JSON), e.g. examples/app/poll.yaml.")
    var file: String

    @Option(help: "Only this screen (default: every screen in the file).")
    var screen: String?

    @Option(help: "A content-size category (any spelling), a range like large...ax5, or 'all'.")
    var category: String = "large"

    @Option(help: "Screen width in points (a preset of that width when one exists).")
    var width: Double?

    @Option(help: "A device preset: \(Device.presets.map(\.id).joined(separator: ", ")).")
    var device: String?

    @Option(help: "portrait or landscape.")
    var orientation: String?

    @Flag(help: "Solve with Bold Text on.")
    var boldText = false

    @Option(
        help:
            "Locale of the strings (sets the layout direction: ar, he → right to left). A locale other than the base language needs a catalog that has it (--strings)."
    )
    var locale: String = "en"

    @Option(
        name: .customLong("strings"),
        help: ArgumentHelp("String catalogs (.xcstrings, .strings, .po), as the audit's --strings (repeatable).", valueName: "file"))
    var catalogs: [String] = []

    @Option(help: ArgumentHelp("A pseudolanguage instead of --locale: double-length, accented or rtl, as the audit's --pseudo.", valueName: "name"))
    var pseudo: String?

    /// The context of one cell: the locale (or pseudolanguage) and its direction, as the audit sets them.
    func context(_ category: ContentSizeCategory, _ viewport: Viewport) throws -> LayoutContext {
        let (_, _, locale) = try localization()
        var direction: LayoutDirection?
        if let pseudo, let p = Pseudolanguage(parsing: pseudo) { direction = AuditLocale(pseudo: p).direction }
        return LayoutContext(category: category, viewport: viewport, boldText: boldText, locale: locale, layoutDirection: direction)
    }

    /// The strings, derived locales and the locale to solve in, as the audit resolves them: a locale other than the base
    /// language must be in a catalog (an error otherwise, never English text labelled with another language).
    func localization() throws -> (strings: [String: [String: String]], derived: [String: DerivedLocale], locale: String) {
        let strings = try loadCatalogs(catalogs)
        let base = strings.sourceLanguage ?? "en"
        if let pseudo {
            guard let p = Pseudolanguage(parsing: pseudo) else {
                throw ValidationError("--pseudo: unknown pseudolanguage '\(pseudo)'; valid: double-length, accented, rtl")
            }
            let transform: @Sendable (String) -> String = { p.transform($0) }
            return (strings.strings, [p.localeId: DerivedLocale(base: base, transform: transform)], p.localeId)
        }
        if locale != base && strings.strings[locale] == nil {
            let known = strings.locales.filter { $0 != base }
            let have =
                catalogs.isEmpty
                ? "no catalog was given (--strings FILE)" : "the catalogs have \(known.isEmpty ? "no other locale" : known.joined(separator: ", "))"
            throw ValidationError("--locale \(locale): no strings for '\(locale)' (the base language is \(base)): \(have)")
        }
        return (strings.strings, [:], locale)
    }

    /// The categories selected.
    func categories() throws -> [ContentSizeCategory] {
        if category == "all" { return ContentSizeCategory.allCases }
        if let range = ContentSizeCategoryRange(parsing: category), !range.categories.isEmpty { return range.categories }
        return [try parseCategory(category, option: "--category")]
    }

    /// The screens selected from the document.
    func screens(of document: LayoutDocument) throws -> [Screen] {
        guard let name = screen else { return document.screens }
        guard let found = document.screen(named: name) else {
            // The name given and the screens' names are quoted short and escaped (a name of 100,000 characters, or one with
            // an escape sequence, is not echoed whole).
            let near =
                name.count > 200 ? "" : closestMatch(to: name, in: document.screens.map(\.name)).map { " (did you mean '\($0.excerpt(80))'?)" } ?? ""
            let names = document.screens.prefix(20).map { $0.name.excerpt(80) }.joined(separator: ", ") + (document.screens.count > 20 ? ", …" : "")
            throw ValidationError("no screen '\(name.excerpt(80))' in \(file.excerpt(200))\(near); screens: \(names)".escapingControlCharacters)
        }
        return [found]
    }

    /// The viewport for `screen`: --device / --width override the screen's own.
    func viewport(for screen: Screen) throws -> Viewport {
        var viewport = screen.viewport
        if let device {
            guard let preset = Device.named(device) else {
                let near = closestMatch(to: device, in: Device.presets.map(\.id)).map { " (did you mean '\($0)'?)" } ?? ""
                throw ValidationError("unknown device '\(device)'\(near); presets: \(Device.presets.map(\.id).joined(separator: ", "))")
            }
            viewport = Viewport(device: preset, orientation: viewport.orientation)
        }
        if let width {
            guard width.isFinite, width > 0 else { throw ValidationError("--width must be a positive number of points") }
            guard width <= SpecReader.maximumNumber else {
                throw ValidationError(
                    "--width \(formatDecimal(width)) is out of range: at most \(formatDecimal(SpecReader.maximumNumber)) points (TYPERAMP_MAX_NUMBER)"
                )
            }
            viewport = Viewport.width(width)
        }
        if let orientation {
            guard let o = Orientation(rawValue: orientation) else { throw ValidationError("--orientation is portrait or landscape") }
            viewport.orientation = o
        }
        return viewport
    }
}

/// Loads a screens file and everything needed to solve it.
/// The screens' literal texts are looked up in the catalogs as the audit looks them up (`AuditInput.localizable`), so a
/// cell shown here is the cell the audit checked.
func loadLayout(_ selection: LayoutSelection, fonts: FontOptions) throws -> (LayoutDocument, LayoutResources) {
    let sources = try ScreenSources([selection.file])
    var document = try LayoutDocument.decode(sources.load(selection.file), file: selection.file)
    document.screens = document.screens.map(AuditInput.localizable)
    let fontSet = try FontSet.load(ramp: document.ramp, library: fonts.library())
    for note in document.ramp?.syntheticItalicNotes ?? [] { writeStderr("typeramp: " + note) }
    let (strings, derived, _) = try selection.localization()
    var resources = LayoutResources(ramp: document.ramp, fonts: fontSet, engine: TextEngine(), strings: strings)
    resources.derivedLocales = derived
    return (document, resources)
}
