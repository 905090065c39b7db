import TypeRampCore
import TypeRampMetrics

/// A rule's example: a screen written in the screens format (YAML) or in SwiftUI, with `↓` written just before each
/// node the rule reports (as SwiftLint marks its examples), and none in an example where it must stay silent.
///
/// Examples are written by hand from Apple's documentation and HIG, never from TypeRamp's output. One test runs every
/// rule's examples at every category in ``categories`` on ``device``: a firing example must be reported at every
/// marked place and nowhere else, a clean one nowhere. Screens-format examples are decoded and solved by Layout; SwiftUI
/// examples are imported first (the test lives beside the importer, so this library never depends on swift-syntax).
public struct RuleExample: Hashable, Sendable {
    /// The language an example is written in.
    public enum Language: String, Hashable, Sendable {
        /// The screens format (YAML).
        case screens
        /// SwiftUI source.
        case swiftUI
    }

    /// The marker written before each place the rule reports.
    public static let marker: Character = "↓"

    /// Its language.
    public var language: Language
    /// The example as written, with its markers. In the screens format: a screen's root node (or a whole document, when
    /// it starts with `screens:`). In SwiftUI: a view's `body` (or a whole file, when it starts with `import`).
    public var code: String
    /// Why it fires or why it does not, in one sentence.
    public var note: String
    /// The categories it is checked at (every one unless said otherwise).
    public var categories: [ContentSizeCategory]
    /// The device whose screen it is laid out on (the 320 × 568 pt iPhone SE: the narrowest and shortest).
    public var device: Device

    /// Creates an example.
    public init(
        _ language: Language, _ code: String, note: String, categories: [ContentSizeCategory] = ContentSizeCategory.allCases,
        device: Device = .iPhoneSE1stGeneration
    ) {
        self.language = language
        self.code = code
        self.note = note
        self.categories = categories
        self.device = device
    }

    /// An example in the screens format.
    public static func screens(
        _ code: String, _ note: String, categories: [ContentSizeCategory] = ContentSizeCategory.allCases
    ) -> RuleExample {
        RuleExample(.screens, code, note: note, categories: categories)
    }

    /// An example in SwiftUI.
    public static func swiftUI(
        _ code: String, _ note: String, categories: [ContentSizeCategory] = ContentSizeCategory.allCases
    ) -> RuleExample {
        RuleExample(.swiftUI, code, note: note, categories: categories)
    }

    /// True when the rule must report it (it has a marker).
    public var fires: Bool { code.contains(RuleExample.marker) }

    /// The file it stands for, markers included: a screens document with one screen named `example` whose root is the
    /// code, or a Swift file with one view `Example` whose body is the code; a whole file as written.
    var file: String {
        switch language {
        case .screens:
            if code.hasPrefix("screens:") { return code }
            return "screens:\n  - name: example\n    root:\n" + RuleExample.indent(code, by: 6)
        case .swiftUI:
            if code.hasPrefix("import ") { return code }
            return "import SwiftUI\n\nstruct Example: View {\n    var body: some View {\n" + RuleExample.indent(code, by: 8) + "    }\n}\n"
        }
    }

    /// The file to read: ``file`` without its markers.
    public var source: String { file.filter { $0 != RuleExample.marker } }

    /// The file's name: `example.yaml` or `Example.swift`.
    public var fileName: String { language == .screens ? "example.yaml" : "Example.swift" }

    /// Where the rule must report, in ``source``: the line and column (from 1, in characters) of each marker.
    public var expectedLocations: [(line: Int, column: Int)] {
        var out: [(line: Int, column: Int)] = []
        var line = 1, column = 1
        for c in file {
            if c == RuleExample.marker {
                out.append((line, column))
            } else if c == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return out
    }

    static func indent(_ code: String, by spaces: Int) -> String {
        let pad = String(repeating: " ", count: spaces)
        var text = code.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n")
        if !text.hasSuffix("\n") { text += "\n" }
        return text
    }
}
