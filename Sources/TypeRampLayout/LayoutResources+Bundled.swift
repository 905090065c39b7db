import TypeRampCore
import TypeRampMetrics
import TypeRampText

extension LayoutResources {
    /// Resources over TypeRamp's bundled fonts (SwiftPM resources, found without any path) and `fonts`, the caller's
    /// own font files and folders, with a fresh text engine: what a snapshot test or an audit in another package needs.
    ///
    ///     let resources = try LayoutResources.bundled()                                  // Apple text styles
    ///     let resources = try LayoutResources.bundled(ramp: ramp, fonts: ["Fonts/"])   // a design system's ramp
    ///
    /// `ramp` is the type ramp the screens' ramp styles name (its font files are loaded from the paths it gives);
    /// `strings` are localized strings by locale, then key. Throws an ``InputError`` naming the file when a font
    /// cannot be found or read.
    public static func bundled(
        ramp: TypeRamp? = nil, strings: [String: [String: String]] = [:], fonts: [String] = [],
        thresholds: LayoutThresholds = LayoutThresholds()
    ) throws -> LayoutResources {
        let library = try FontLibrary.bundled(adding: fonts)
        return LayoutResources(
            ramp: ramp, fonts: try FontSet.load(ramp: ramp, library: library), engine: TextEngine(),
            strings: strings, thresholds: thresholds)
    }
}
