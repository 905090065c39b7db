import ArgumentParser
import Foundation
import TypeRampCore
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

    @Option(help: "Locale of the strings (sets the layout direction: ar, he → right to left).")
    var locale: String = "en"

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
            let near = closestMatch(to: name, in: document.screens.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""
            throw ValidationError("no screen '\(name)' in \(file)\(near); screens: \(document.screens.map(\.name).joined(separator: ", "))")
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
func loadLayout(_ selection: LayoutSelection, fonts: FontOptions) throws -> (LayoutDocument, LayoutResources) {
    let sources = try ScreenSources([selection.file])
    let document = try LayoutDocument.decode(sources.load(selection.file), file: selection.file)
    let fontSet = try FontSet.load(ramp: document.ramp, library: fonts.library())
    let resources = LayoutResources(ramp: document.ramp, fonts: fontSet, engine: TextEngine())
    return (document, resources)
}
