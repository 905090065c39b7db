import TypeRampLayout
import TypeRampMetrics
import TypeRampTestSupport
import TypeRampText

/// Fonts and engine shared by the layout tests: only the bundled fonts, never the host's.
enum TestResources {
    static let library = try! FontLibrary.bundled()
    static let engine = TextEngine()

    /// Resources without a ramp (screens use Apple text styles).
    static let system: LayoutResources = make(ramp: nil)

    /// Resources with the bundled example ramp.
    static let acme: LayoutResources = make(ramp: try! TypeRamp.load(path: Fixtures.repositoryPath("examples/ramp.yaml")))

    static func make(ramp: TypeRamp?, strings: [String: [String: String]] = [:]) -> LayoutResources {
        let fonts = try! FontSet.load(ramp: ramp, library: library)
        return LayoutResources(ramp: ramp, fonts: fonts, engine: engine, strings: strings)
    }

    /// Solves `screen` at `category` on a viewport `width` points wide.
    static func solve(
        _ screen: Screen, _ category: ContentSizeCategory, width: Double? = nil, locale: String = "en",
        resources: LayoutResources = system
    ) -> SolvedLayout {
        let viewport = width.map { Viewport.width($0) } ?? screen.viewport
        return LayoutSolver.solve(screen, context: LayoutContext(category: category, viewport: viewport, locale: locale), resources: resources)
    }
}
