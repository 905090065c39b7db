import SwiftSyntax
import TypeRampDecoding

/// What SwiftUI's environment hands down to the views inside a modifier (`.font`, `.lineLimit`, styles): the innermost
/// modifier wins. Its ``Values`` are read and set as the environment's own properties (`env.font`), and shared between
/// copies until one is changed: an environment is copied into every view and modifier call, and most copies change
/// nothing.
@dynamicMemberLookup
struct Environment {
    struct Values {
        var font: FontValue?
        var weight: String?
        var italic = false
        /// The list style set by `.listStyle(_:)` or `.formStyle(_:)` on a list or around it, in the screens format's words.
        var listStyle: String?
        var lineLimit: SpecNode?
        var truncation: String?
        var multilineAlignment: String?
        var minimumScaleFactor: SpecNode?
        /// Inside a `List`/`Form` row (buttons are rows).
        var inList = false
        /// `.labelsHidden()`: the controls inside show no label (VoiceOver still reads it).
        var labelsHidden = false
        /// Inside a `Button`'s label (texts there take the button's font).
        var inButtonLabel = false
        /// `.buttonStyle(…)`: a built-in style's name (`bordered`, `plain`, …) or a project style.
        var buttonStyle: Style?
        /// `.buttonStyle(…)` named a style TypeRamp cannot read (not SwiftUI's, not in the given files: a design
        /// system's package): the button is laid out in SwiftUI's default style, its size a guess.
        var buttonStyleUnread = false
        /// `.labelStyle(…)`: `iconOnly`, `titleOnly`, `titleAndIcon`, or a project style.
        var labelStyle: Style?
        /// `.toggleStyle(…)`: a built-in name or a project style.
        var toggleStyle: Style?
        /// Styles being applied (a custom style's body uses the default style for its own controls).
        var applyingStyles: Set<String> = []
        /// `.controlSize(…)`: `mini`, `small`, `regular`, `large`, `extraLarge`.
        var controlSize: String?
        /// `.pickerStyle(…)`: a built-in style's name (`segmented`, `menu`, `wheel`, …).
        var pickerStyle: String?
        /// The number of `GeometryReader`s around the view: lengths read from the innermost one's proxy are written as
        /// reader lengths (``ReaderLengthValue``).
        var geometryReaders = 0
        /// Inside a `ScrollView`: a view offered no finite length along its axis (a `GeometryReader` there takes its
        /// content's length rather than the space offered).
        var inScroll = false
        /// The app's own environment values (declared in `extension EnvironmentValues`) set by `.environment(\\.name,
        /// value)` around the view: the value's expression and the scope it is read in, by name.
        var appValues: [String: (value: ExprSyntax, scope: Scope)] = [:]
        /// The base size of MarkdownUI's text set by `.markdownTheme` or `.markdownTextStyle` around the view (nil: the
        /// package's default, 17 pt).
        var markdownTextSize: MarkdownTextSize?
        /// SwiftUI's `isEnabled` around the view: true unless a `.disabled(true)` is; nil inside `.disabled(x)` of data
        /// TypeRamp does not know (``DisabledModifier``).
        var isEnabled: Bool? = true
    }

    private final class Box {
        var values: Values
        init(_ values: Values) { self.values = values }
    }

    private var box = Box(Values())

    subscript<T>(dynamicMember keyPath: WritableKeyPath<Values, T>) -> T {
        get { box.values[keyPath: keyPath] }
        set {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.values) }
            box.values[keyPath: keyPath] = newValue
        }
    }

    /// A style: SwiftUI's built-in one by name, or a project type (`struct PrimaryButtonStyle: ButtonStyle`) with the
    /// expression that made it (its arguments bind the style's properties) and the scope that expression is in.
    enum Style {
        case builtIn(String)
        case project(TypeDecl, FunctionCallExprSyntax?, Scope)

        var builtInName: String? {
            if case .builtIn(let n) = self { return n }
            return nil
        }
    }

    /// The label style's built-in name (`iconOnly`), if it is one.
    var labelStyleName: String? { self.labelStyle?.builtInName }
}
