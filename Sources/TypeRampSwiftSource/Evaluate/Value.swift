import SwiftSyntax
import TypeRampCore
import TypeRampDecoding

/// A value an expression evaluates to, as far as the importer can tell without running the code.
indirect enum Value {
    case string(TextValue)
    case number(Double)
    case bool(Bool)
    /// `nil`.
    case none
    case array([Value])
    /// A value built by an initializer with labelled arguments (`Item(name: "Ada", count: 3)`), by label.
    case record(String?, [String: Value])
    /// An enum case (`.loading`, `.loaded(items)`), by name, with its associated values.
    case enumCase(String, [Value])
    /// A SwiftUI `Font`.
    case font(FontValue)
    /// Views already translated (`content` in a `ViewModifier`, `self` in an `extension View` function).
    case views([ViewNode])
    /// An expression evaluated where it is used (a view passed as an argument, a `@ViewBuilder` closure, a property's
    /// default), in the scope it was written in.
    case lazy(ExprSyntax, Scope)
    /// The views of a modifier chain, translated where they are used (`self` in an `extension View` function, `content`
    /// in a `ViewModifier`), so the environment the modifier's body sets reaches them; with how many views and
    /// modifiers were being inlined where the chain was written (``Translator/inlining``), which are all that surround
    /// its code: the modifier whose body reads it does not (the same modifier applied again inside it is no recursion).
    case chain(Translator.Chain, Scope, inlined: Int)
    /// Views made where they are used, with the environment there (a style's `configuration.label`: the label takes the
    /// font the style's body sets).
    case builder((Environment) -> [ViewNode])
    /// A member function or computed property of a type, bound to the scope of its instance.
    case function(Member, Scope)
    /// Data the source does not give; the string names it (for samples and notes).
    case unknown(String)
    /// A `@State` flag the view's own code changes (``TypeDecl/propertyChanges``), by name: it starts at `start`, and
    /// the user moves it, so a condition on it is a decision whose first variant is the branch `start` takes.
    case state(String, start: Bool)
    /// A length read from a `GeometryReader`'s proxy (`proxy.size.width * 0.5 - 8`).
    case readerLength(ReaderLengthValue)

    /// The value as a condition: true, false, or nil when it is not known.
    var truth: Bool? {
        switch self {
        case .bool(let b): return b
        case .none: return false
        default: return nil
        }
    }

    /// Whether the value is one TypeRamp knows in full and that is not a view: a number, a flag, a text, a case, `nil`
    /// or a reader length.
    var isKnownScalar: Bool {
        switch self {
        case .number, .bool, .string, .enumCase, .none, .readerLength: return true
        default: return false
        }
    }

    /// Whether the value is data alone, holding no scope, syntax or views (so one evaluation can stand for another's:
    /// ``Translator/environmentKeyDefault(_:)`` keeps such a value).
    var isPlainData: Bool {
        switch self {
        case .number, .bool, .none, .string, .font, .readerLength, .unknown, .state: return true
        case .array(let items): return items.allSatisfy(\.isPlainData)
        case .record(_, let fields): return fields.values.allSatisfy(\.isPlainData)
        case .enumCase(_, let values): return values.allSatisfy(\.isPlainData)
        case .views, .lazy, .chain, .builder, .function: return false
        }
    }

    /// Whether the value is known to be present (not nil): for `if let`.
    var presence: Bool? {
        switch self {
        case .none: return false
        case .unknown, .lazy, .function, .chain, .builder: return nil
        case .state: return true
        default: return true
        }
    }
}

/// A length read from a `GeometryReader`'s proxy: `times` × the reader's width or height + `plus`, in points. The
/// screens format's `{ reader: width, times: 0.5, plus: -8 }`, which the layout engine computes as it sizes the reader.
struct ReaderLengthValue {
    /// Which reader: the number of `GeometryReader`s around the one whose proxy it reads, counting that one (the
    /// outermost is 1). Only the innermost reader's lengths can be written: the format reads the nearest reader. 0 is
    /// the screen (`UIScreen.main.bounds`), which can be written anywhere.
    var reader: Int
    var horizontal: Bool
    var times: Double = 1
    var plus: Double = 0
    /// The least and greatest lengths (`max(0, …)`, `min(…, 300)`, `.clamped(to: 10...60)`).
    var atLeast: Double?
    var atMost: Double?
    /// Whether the reader is the screen's, or the outermost reader outside any list or scroll view (a screen-filling
    /// reader, which a portrait iPhone makes taller than wide), rather than one a row or card holds.
    var fillsScreen = false

    /// The proxy of reader number `reader`: a record whose `size` has the reader's `width` and `height`. `fillsScreen`:
    /// the outermost reader, outside any list or scroll view.
    static func proxy(reader: Int, fillsScreen: Bool = false) -> Value {
        .record(
            "GeometryProxy",
            [
                "size": .record(
                    "CGSize",
                    [
                        "width": .readerLength(ReaderLengthValue(reader: reader, horizontal: true, fillsScreen: fillsScreen)),
                        "height": .readerLength(ReaderLengthValue(reader: reader, horizontal: false, fillsScreen: fillsScreen)),
                    ])
            ])
    }

    /// `UIScreen.main.bounds`: a rectangle whose `width`, `height` and `size` are the screen's.
    static var screenBounds: Value {
        let width = Value.readerLength(ReaderLengthValue(reader: 0, horizontal: true, fillsScreen: true))
        let height = Value.readerLength(ReaderLengthValue(reader: 0, horizontal: false, fillsScreen: true))
        return .record("CGRect", ["width": width, "height": height, "size": .record("CGSize", ["width": width, "height": height])])
    }

    /// The screen's whole width or height (`UIScreen.main.bounds.width`), nothing added, scaled or limited.
    var isWholeScreenLength: Bool { reader == 0 && times == 1 && plus == 0 && atLeast == nil && atMost == nil }

    /// `k × self`, or nil when the result is not a length (a factor that is not finite, or a limit already set: the
    /// format limits the length last).
    func times(_ k: Double) -> ReaderLengthValue? {
        guard k.isFinite, atLeast == nil, atMost == nil else { return nil }
        var r = self
        r.times *= k
        r.plus *= k
        return r
    }

    /// `self + c`.
    func plus(_ c: Double) -> ReaderLengthValue? {
        guard c.isFinite, atLeast == nil, atMost == nil else { return nil }
        var r = self
        r.plus += c
        return r
    }

    /// `self` limited to `lower`…`upper` (either may be nil), or nil when a limit is not finite.
    func limited(atLeast lower: Double?, atMost upper: Double?) -> ReaderLengthValue? {
        guard lower?.isFinite ?? true, upper?.isFinite ?? true else { return nil }
        var r = self
        if let lower { r.atLeast = max(r.atLeast ?? lower, lower) }
        if let upper { r.atMost = min(r.atMost ?? upper, upper) }
        return r
    }

    /// The screens format's spelling: `{ reader: width | height, times: k, plus: c, atLeast: a, atMost: b }` (defaults
    /// left out).
    func spec(_ location: SourceLocation) -> SpecNode {
        var entries: [(String, SpecNode)] = [(reader == 0 ? "screen" : "reader", Spec.plain(horizontal ? "width" : "height", location))]
        if times != 1 { entries.append(("times", Spec.number(times, location))) }
        if plus != 0 { entries.append(("plus", Spec.number(plus, location))) }
        if let atLeast { entries.append(("atLeast", Spec.number(atLeast, location))) }
        if let atMost { entries.append(("atMost", Spec.number(atMost, location))) }
        return Spec.map(entries, location)
    }
}

/// Text an expression shows: the string, whether it is a localization key (a literal passed to `Text`), and whether
/// any of it was made up because the source does not give it (a sample placeholder).
struct TextValue: Hashable {
    var string: String
    /// A `LocalizedStringKey` literal: looked up in the catalogs the audit is given.
    var isKey = false
    /// Some of the text is a placeholder TypeRamp made up (`Sample title`), not text from the code, a catalog, a preview or
    /// a `// typeramp:sample` comment.
    var guessed = false

    init(_ string: String, isKey: Bool = false, guessed: Bool = false) {
        self.string = string
        self.isKey = isKey
        self.guessed = guessed
    }

    static func + (a: TextValue, b: TextValue) -> TextValue {
        TextValue(a.string + b.string, isKey: false, guessed: a.guessed || b.guessed)
    }
}

/// A SwiftUI `Font` as the importer reads it.
struct FontValue {
    enum Size {
        /// A text style (`.body`, `.title2`), scaled by Dynamic Type.
        case textStyle(String)
        /// `.system(size:)`, `.custom(_:fixedSize:)`: fixed, whatever the category. The size is nil when the code computes
        /// it from something TypeRamp cannot read (the font is still fixed).
        case fixed(Double?)
        /// `.custom(_:size:relativeTo:)`: scales like the text style.
        case scaled(Double?, relativeTo: String)
        /// A font TypeRamp cannot read (`Font(uiFont)`, a value computed at run time).
        case unknown(String)
    }
    var size: Size
    var weight: String?
    var italic = false
    /// The largest category a scaled size grows to when the code caps it (`min(scaledValue(…, at: .extraExtraLarge),
    /// scaledValue(…))`), as an index into `Conditions.shortNames`.
    var largest: Int?
}

/// Names in scope: a view's properties bound to its initializer's arguments, closure parameters, local `let`s.
final class Scope {
    var values: [String: Value] = [:]
    let parent: Scope?
    /// The type whose code is being read: its members and nested types are looked up by name.
    let type: TypeDecl?
    /// The file the code being read is in.
    let file: SwiftFile
    /// Values of lazily bound names, once evaluated (every name is evaluated at most once).
    var evaluated: [String: Value] = [:]
    /// The branches each evaluation in ``evaluated`` took (taken again when the name is read again, so that what depends
    /// on them is known wherever the value is used), and the names whose evaluation made notes.
    var evaluatedBranches: [String: [Decisions.Query]] = [:]
    var evaluatedWithNotes: Set<String> = []
    /// For the scope of an instance of a project type that is data, not a view (`Constants.main`, a record built by
    /// `.init(gap: 10)`): the fields it was made with, by label. Its other stored properties are read at their
    /// defaults (``Translator/storedDefault(of:in:fields:_:)``) when its computed members name them.
    var instanceFields: [String: Value]?
    /// The declared types of names this scope binds whose type the code does not write beside them: an enum case's
    /// associated values (`case .user(let screen)` of `case user(on: UserSize)` binds `screen` as a `UserSize`).
    var boundTypes: [String: String] = [:]

    /// The arena that empties the scope when its import ends, and the scope's slot in it (``ScopeArena``); nil once
    /// emptied or without an arena.
    private var arena: ScopeArena?
    fileprivate var slot = 0

    init(parent: Scope?, type: TypeDecl?, file: SwiftFile) {
        self.parent = parent
        self.type = type
        self.file = file
        if let arena = ScopeArena.current {
            self.arena = arena
            slot = arena.add(self)
        }
    }

    deinit { arena?.remove(slot) }

    /// Leaves the arena (it is emptying every scope left).
    fileprivate func leaveArena() { arena = nil }

    func lookup(_ name: String) -> Value? { values[name] ?? parent?.lookup(name) }

    /// The scope that binds `name`.
    func owner(of name: String) -> Scope? { values[name] != nil ? self : parent?.owner(of: name) }

    /// Drops the bindings: a scope's values may hold expressions evaluated in the scope itself (a property's default
    /// reads another property), a reference cycle, so every scope an import makes is emptied when it ends
    /// (``ScopeArena``).
    func release() {
        values.removeAll()
        evaluated.removeAll()
        evaluatedBranches.removeAll()
        evaluatedWithNotes.removeAll()
    }

    /// The scope `self.name` reads: locals are passed over (`let peek = { switch self.peek { … } }()` reads the
    /// property, as Swift does), and so are a method's parameters bound over its instance's properties. The scope
    /// itself when no scope up the chain has a type.
    var selfScope: Scope {
        var s: Scope? = self
        while let c = s, c.type == nil { s = c.parent }
        guard var found = s else { return self }
        while let p = found.parent, p.type != nil, p.type === found.type { found = p }
        return found
    }

    /// The closest type being read, through parents.
    var typeContext: TypeDecl? { type ?? parent?.typeContext }
}

/// The scopes one import makes, released together when it ends. A scope's values may hold `.lazy(expression, scope)` of
/// the same scope (an instance's properties are bound in its own scope), a reference cycle ARC cannot free; emptying
/// every scope still alive at the end breaks them all. The import sets ``current`` for its duration (a task-local value,
/// so imports on several threads each have their own).
///
/// The arena does not retain its scopes, and does not reference them weakly either (a weak reference gives the object a
/// side table, which makes every retain and release of it slow, and scopes are retained and released all the time): a
/// scope takes a slot when it is made and gives it back when it is freed, so the slots in use are the scopes alive.
final class ScopeArena: @unchecked Sendable {
    @TaskLocal static var current: ScopeArena?

    private var scopes: [Unmanaged<Scope>?] = []
    /// Slots given back, reused first: the list stays near the number of scopes alive.
    private var freeSlots: [Int] = []

    /// Records a scope made while this arena is current, returning its slot (called on the import's thread only).
    func add(_ scope: Scope) -> Int {
        let reference = Unmanaged.passUnretained(scope)
        if let slot = freeSlots.popLast() {
            scopes[slot] = reference
            return slot
        }
        scopes.append(reference)
        return scopes.count - 1
    }

    /// Gives back the slot of a scope being freed.
    func remove(_ slot: Int) {
        scopes[slot] = nil
        freeSlots.append(slot)
    }

    /// Empties every scope still alive, which frees them.
    func releaseAll() {
        var slot = 0
        while slot < scopes.count {
            if let reference = scopes[slot] {
                scopes[slot] = nil
                let scope = reference.takeUnretainedValue()
                scope.leaveArena()
                scope.release()
            }
            slot += 1
        }
        scopes.removeAll()
        freeSlots.removeAll()
    }
}
