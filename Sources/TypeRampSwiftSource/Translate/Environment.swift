import SwiftSyntax
import TypeRampDecoding

/// What SwiftUI's environment hands down to the views inside a modifier (`.font`, `.lineLimit`, styles): the innermost
/// modifier wins.
struct Environment {
    /// The values, shared between copies until one is changed (an environment is copied into every modifier and view
    /// call; most copies change nothing).
    private final class Storage {
        var font: FontValue?
        var weight: String?
        var italic: Bool = false
        var listStyle: String?
        var lineLimit: SpecNode?
        var truncation: String?
        var multilineAlignment: String?
        var minimumScaleFactor: SpecNode?
        var inList: Bool = false
        var inButtonLabel: Bool = false
        var buttonStyle: Style?
        var labelStyle: Style?
        var toggleStyle: Style?
        var applyingStyles: Set<String> = []
        var controlSize: String?
        var pickerStyle: String?
        var geometryReaders: Int = 0
        var inScroll: Bool = false

        init() {}

        init(copying o: Storage) {
            font = o.font
            weight = o.weight
            italic = o.italic
            listStyle = o.listStyle
            lineLimit = o.lineLimit
            truncation = o.truncation
            multilineAlignment = o.multilineAlignment
            minimumScaleFactor = o.minimumScaleFactor
            inList = o.inList
            inButtonLabel = o.inButtonLabel
            buttonStyle = o.buttonStyle
            labelStyle = o.labelStyle
            toggleStyle = o.toggleStyle
            applyingStyles = o.applyingStyles
            controlSize = o.controlSize
            pickerStyle = o.pickerStyle
            geometryReaders = o.geometryReaders
            inScroll = o.inScroll
        }
    }

    private var storage = Storage()

    /// The storage, copied first when another environment shares it.
    private var unique: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
            return storage
        }
    }

    var font: FontValue? {
        get { storage.font }
        set { unique.font = newValue }
    }
    var weight: String? {
        get { storage.weight }
        set { unique.weight = newValue }
    }
    var italic: Bool {
        get { storage.italic }
        set { unique.italic = newValue }
    }
    /// The list style set by `.listStyle(_:)` or `.formStyle(_:)` on a list or around it, in the screens format's words.
    var listStyle: String? {
        get { storage.listStyle }
        set { unique.listStyle = newValue }
    }
    var lineLimit: SpecNode? {
        get { storage.lineLimit }
        set { unique.lineLimit = newValue }
    }
    var truncation: String? {
        get { storage.truncation }
        set { unique.truncation = newValue }
    }
    var multilineAlignment: String? {
        get { storage.multilineAlignment }
        set { unique.multilineAlignment = newValue }
    }
    var minimumScaleFactor: SpecNode? {
        get { storage.minimumScaleFactor }
        set { unique.minimumScaleFactor = newValue }
    }
    /// Inside a `List`/`Form` row (buttons are rows).
    var inList: Bool {
        get { storage.inList }
        set { unique.inList = newValue }
    }
    /// Inside a `Button`'s label (texts there take the button's font).
    var inButtonLabel: Bool {
        get { storage.inButtonLabel }
        set { unique.inButtonLabel = newValue }
    }
    /// `.buttonStyle(…)`: a built-in style's name (`bordered`, `plain`, …) or a project style.
    var buttonStyle: Style? {
        get { storage.buttonStyle }
        set { unique.buttonStyle = newValue }
    }
    /// `.labelStyle(…)`: `iconOnly`, `titleOnly`, `titleAndIcon`, or a project style.
    var labelStyle: Style? {
        get { storage.labelStyle }
        set { unique.labelStyle = newValue }
    }
    /// `.toggleStyle(…)`: a built-in name or a project style.
    var toggleStyle: Style? {
        get { storage.toggleStyle }
        set { unique.toggleStyle = newValue }
    }
    /// Styles being applied (a custom style's body uses the default style for its own controls).
    var applyingStyles: Set<String> {
        get { storage.applyingStyles }
        set { unique.applyingStyles = newValue }
    }
    /// `.controlSize(…)`: `mini`, `small`, `regular`, `large`, `extraLarge`.
    var controlSize: String? {
        get { storage.controlSize }
        set { unique.controlSize = newValue }
    }
    /// `.pickerStyle(…)`: a built-in style's name (`segmented`, `menu`, `wheel`, …).
    var pickerStyle: String? {
        get { storage.pickerStyle }
        set { unique.pickerStyle = newValue }
    }
    /// The number of `GeometryReader`s around the view: lengths read from the innermost one's proxy are written as
    /// reader lengths (``ReaderLengthValue``).
    var geometryReaders: Int {
        get { storage.geometryReaders }
        set { unique.geometryReaders = newValue }
    }
    /// Inside a `ScrollView`: a view offered no finite length along its axis (a `GeometryReader` there takes its
    /// content's length rather than the space offered).
    var inScroll: Bool {
        get { storage.inScroll }
        set { unique.inScroll = newValue }
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
    var labelStyleName: String? { labelStyle?.builtInName }
}
