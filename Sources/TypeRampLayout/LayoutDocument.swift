import Foundation
import TypeRampCore
import TypeRampDecoding
import TypeRampMetrics
import TypeRampText

/// A screens file: the type ramp it uses and its screens.
///
/// ```yaml
/// ramp: ramp.yaml                    # optional; styles may also name Apple text styles
/// screens:
///   - name: poll
///     device: iphone                 # a preset id, or width/height
///     root:
///       vstack:
///         - text: Who wins tonight?
///           style: title
///         - hstack: [ { button: Home }, { button: Away } ]
///           flipAt: accessibilityMedium
/// ```
public struct LayoutDocument: Sendable {
    /// The file the screens came from.
    public var file: String
    /// The ramp, if the document names one.
    public var ramp: TypeRamp?
    /// The screens in file order.
    public var screens: [Screen]

    /// Creates a document.
    public init(file: String, ramp: TypeRamp?, screens: [Screen]) {
        self.file = file
        self.ramp = ramp
        self.screens = screens
    }

    /// The screen called `name`.
    public func screen(named name: String) -> Screen? { screens.first { $0.name == name } }

    /// Reads a screens file (YAML or JSON) and the ramp it names. Throws a located ``InputError`` for anything malformed.
    public static func load(path: String) throws -> LayoutDocument {
        try decode(SpecReader.load(path: path), file: path)
    }

    /// Decodes a screens document from text (`ramp` paths resolve against `file`'s folder).
    public static func parse(_ text: String, file: String, ramp: TypeRamp? = nil) throws -> LayoutDocument {
        try decode(SpecReader.parse(text, file: file), file: file, ramp: ramp)
    }

    /// Decodes a screens document already read by ``SpecReader`` (callers that also inspect the spec tree read it once).
    public static func decode(_ root: SpecNode, file: String, ramp given: TypeRamp? = nil) throws -> LayoutDocument {
        let top = try root.mapping()
        try top.rejectUnknownKeys(["ramp", "screens", "description"])
        var ramp = given
        if let rampNode = top.optional("ramp") {
            let relative = try rampNode.string()
            let folder = (file as NSString).deletingLastPathComponent
            let path = relative.hasPrefix("/") || folder.isEmpty ? relative : (folder as NSString).appendingPathComponent(relative)
            guard FileManager.default.fileExists(atPath: path) else { throw rampNode.error("the ramp file '\(path.excerpt(200))' does not exist") }
            do {
                ramp = try TypeRamp.load(path: path)
            } catch let error as InputError where !InputFile.isInside(path, folders: [".", folder]) {
                // A ramp outside the current folder and this file's folder: say where the problem is, quote nothing of
                // it (a path to a key or a system file would otherwise print part of it into the log).
                let place = error.location.line > 0 ? " (line \(error.location.line), column \(error.location.column))" : ""
                throw rampNode.error(
                    "the ramp file '\(path.excerpt(200))' is not a type ramp TypeRamp can read\(place); it is outside the current folder "
                        + "and this file's folder, so nothing of it is quoted")
            }
        }
        let decoder = NodeDecoder(ramp: ramp)
        var screens: [Screen] = []
        let screensNode = try top.required("screens")
        for node in try screensNode.sequence() {
            let screen = try decoder.screen(node)
            if screens.contains(where: { $0.name == screen.name }) {
                throw node.error("screen '\(screen.name)' is declared twice")
            }
            screens.append(screen)
        }
        if screens.isEmpty { throw screensNode.error("a screens file needs at least one screen") }
        return LayoutDocument(file: file, ramp: ramp, screens: screens)
    }
}
