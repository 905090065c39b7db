import SwiftOperators
import SwiftParser
import SwiftSyntax
import TypeRampCore

/// One parsed Swift file: its syntax tree (operators folded), a converter from positions to lines and columns, and the
/// TypeRamp directives its comments hold (`// typeramp:disable rule-id`, `// typeramp:sample name = "value"`).
/// `Sendable`: every stored property is a `let` of a `Sendable` type (swift-syntax trees are immutable values and its
/// `SourceLocationConverter` is `Sendable`).
final class SwiftFile: Sendable {
    let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    /// The `// typeramp:disable` directives, in line order.
    let suppressions: [SuppressionDirective]
    /// Sample values from `// typeramp:sample name = value` comments, by name.
    let samples: [String: String]
    /// Comments that start like a directive but are not one (`// typeramp:disabel x`), for a note each.
    let malformedDirectives: [(line: Int, text: String)]
    /// The one platform the file is written for, when it says so, and why: `watchOS` for a file that imports WatchKit or
    /// ClockKit or sits in a watch target's folder (`WatchApp/`, `HAWatchComplications/`, not `Stopwatch/` or
    /// `Settings/AppleWatch/`), `macOS` for one that
    /// imports AppKit without UIKit or sits in a folder whose name starts or ends with `macOS`, `tests` for a test
    /// target's file (it imports XCTest or Testing), `tvOS` for one that imports TVUIKit or sits in a `tvOS…` folder or one whose last
    /// word is `TV` (`MovieSwiftTV/`), `widgets` for one
    /// in a widget extension's folder (a `…Widget…` folder that is or sits in an `…Extension…` one). Nil for a file any
    /// platform builds.
    let platform: (name: String, reason: String)?
    /// Whether the text mentions a hover handler (`onHover`, `onContinuousHover`): only such files can hold a popover
    /// only hover presents (``HoverOnlyCode``).
    let mentionsHover: Bool
    /// Whether the text holds `switch self`: only such files can hold a route enum's arms (``RouteArms``).
    let mentionsSwitchSelf: Bool
    /// Whether the text may name a tester flag (`isQaBuild`, `showDebugMenu`): only such files can gate code only testers
    /// reach (``TesterGates``).
    let mentionsTesterFlag: Bool
    /// Whether the text holds `#if`: only such files can hold code a build leaves out.
    let mentionsConditions: Bool
    /// The modules the file imports at its top level (`SwiftUI`, `MarkdownUI`): a view of another module is read as that
    /// module documents it only where the file imports it.
    let importedModules: Set<String>
    /// Whether the text holds `Menu` or `oolbar`: only such files can call `Menu`, `.contextMenu` or `.toolbar`
    /// (``MenuOnlyCode``).
    let mentionsMenu: Bool
    /// Whether the text holds `Idiom` or `Pad`: only such files can test for an iPad (``PadOnlyCode``).
    let mentionsPadIdiom: Bool
    /// Whether the text holds `snapshot` or `ImageRenderer`: only such files can render a view to a picture
    /// (``ArtworkCode``).
    let mentionsRendering: Bool
    /// Whether the text holds `environment`: only such files can set an environment value (``EnvironmentSetters``).
    let mentionsEnvironment: Bool
    /// Whether the text holds `isScrollEnabled = false`: a UIKit scroll view there may be sized by its content
    /// (``Translator/wrapsViewWithoutIntrinsicSize(_:)``).
    let turnsScrollingOff: Bool

    /// Whether the file is a dependency's (a package the app imports, given with `--dependency`): its declarations are
    /// read where the app uses them, and none of its previews or views is a screen of its own, as Xcode shows a package's
    /// previews in the package only.
    let isDependency: Bool

    /// `folders`: the part of `path` inside the folder the user gave (only those folders say what a file is for).
    init(path: String, text: String, folders: String? = nil, isDependency: Bool = false) {
        self.path = path
        self.isDependency = isDependency
        let parsed = Parser.parse(source: text)
        // Operators folded into trees (`a ? b : c`, `x >= .accessibility1`, `0..<5`) with Swift's standard precedence;
        // folding keeps every token, so positions are those of the text.
        tree = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
        converter = SourceLocationConverter(fileName: path, tree: tree)
        let directives = Directives.parse(text)
        suppressions = directives.suppressions
        samples = directives.samples
        malformedDirectives = directives.malformed
        var modules: Set<String> = []
        for item in tree.statements {
            if let i = item.item.as(ImportDeclSyntax.self), let first = i.path.first { modules.insert(first.name.text) }
        }
        importedModules = modules
        platform = SwiftFile.platform(importing: modules, folders: folders ?? path)
        mentionsHover = SwiftFile.contains(text, "onHover") || SwiftFile.contains(text, "onContinuousHover")
        mentionsSwitchSelf = SwiftFile.contains(text, "switch self")
        mentionsConditions = SwiftFile.contains(text, "#if")
        mentionsMenu = SwiftFile.contains(text, "Menu") || SwiftFile.contains(text, "oolbar")
        mentionsPadIdiom = SwiftFile.contains(text, "Idiom") || SwiftFile.contains(text, "Pad")
        mentionsRendering = SwiftFile.contains(text, "snapshot") || SwiftFile.contains(text, "ImageRenderer")
        mentionsEnvironment = SwiftFile.contains(text, "environment")
        turnsScrollingOff = SwiftFile.contains(text, "isScrollEnabled = false")
        mentionsTesterFlag =
            SwiftFile.contains(text, "if ")
            && (SwiftFile.contains(text, "Qa") || SwiftFile.contains(text, "QA") || SwiftFile.contains(text, "Debug")
                || SwiftFile.contains(text, "Internal") || SwiftFile.contains(text, "Dev") || SwiftFile.contains(text, "Staging")
                || SwiftFile.contains(text, "Alpha"))
    }

    /// Whether `text` holds `needle` (ASCII), compared byte by byte: a plain search, without Foundation's.
    static func contains(_ text: String, _ needle: StaticString) -> Bool {
        var text = text
        return text.withUTF8 { haystack in
            TextSearch.find(UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount), in: haystack) ?? false
        }
    }

    /// See ``platform``: read from the file's top-level imports and its folders.
    private static func platform(importing modules: Set<String>, folders: String) -> (name: String, reason: String)? {
        // A test target's file (`AppStoreScreenshotTests.swift` importing XCTest): no app builds it.
        if let m = ["XCTest", "Testing"].first(where: modules.contains) { return ("tests", "it imports \(m)") }
        if let m = ["WatchKit", "ClockKit"].first(where: modules.contains) { return ("watchOS", "it imports \(m)") }
        if modules.contains("AppKit"), !modules.contains("UIKit") { return ("macOS", "it imports AppKit") }
        let folders = folders.split(separator: "/").dropLast()
        if let folder = folders.first(where: { isWatchFolder(String($0)) }) { return ("watchOS", "it is in the folder `\(folder)`") }
        if modules.contains("TVUIKit") { return ("tvOS", "it imports TVUIKit") }
        if let folder = folders.first(where: { $0.lowercased().hasPrefix("tvos") || $0.lowercased().hasSuffix("tvos") || isTVFolder(String($0)) }) {
            return ("tvOS", "it is in the folder `\(folder)`")
        }
        // A Mac target's folder (`macOS/`, `Views/macOS/`, `macOSApp/`): an Xcode project puts such a folder's files in
        // the Mac target alone, whether or not they import AppKit.
        if let folder = folders.first(where: { $0.lowercased().hasPrefix("macos") || $0.lowercased().hasSuffix("macos") }) {
            return ("macOS", "it is in the folder `\(folder)`")
        }
        // A widget extension's folder (`WidgetExtension`, `Extensions/Widgets`): WidgetKit draws its views at sizes the
        // system fixes for each family, not as app screens. A `Widgets` folder of the app's own settings is not one.
        let lower = folders.map { $0.lowercased() }
        if let i = lower.firstIndex(where: { $0.contains("widget") }), lower[...i].contains(where: { $0.contains("extension") }) {
            return ("widgets", "it is in the widget extension's folder `\(folders[i])`")
        }
        return nil
    }

    /// A folder name that names a TV target with `TV` as a word: the end of a camel-case name (`MovieSwiftTV`, `AppTV`,
    /// `ACHNBrowserUITV`, whose last capitals run into it), or a word of its own (`TV`, `Movies TV`, `TV_App`); not
    /// letters inside a word (`HDTV`, `HDTVGuide`, `TVShows`).
    static func isTVFolder(_ name: String) -> Bool {
        let words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        if words.contains("TV") { return true }
        guard name.hasSuffix("TV"), name.count > 2 else { return false }
        return name.dropLast(2).contains { $0.isLowercase }
    }

    /// A folder name that names a watch target: watch as its first word (`WatchApp`, `Watch Extension`, `watchOS`, `Pocket
    /// Casts Watch App` after a space) or as a word with another after it (`HAWatchComplications`). Not one that ends in
    /// the device's name (`AppleWatch`, `Settings/AppleWatch`: the iPhone app's screens for setting the watch up) or
    /// holds the letters inside a word (`Stopwatch`, `Watchlist`).
    static func isWatchFolder(_ name: String) -> Bool {
        let chars = Array(name)
        var i = 0
        while i + 5 <= chars.count {
            let word = String(chars[i..<i + 5])
            let startsWord = i == 0 || !chars[i - 1].isLetter
            if word == "Watch" || (word == "watch" && startsWord) {
                let rest = String(chars[(i + 5)...])
                if rest.hasPrefix("os") { return true }
                if let next = rest.first {
                    // `Watchlist`, `Watched`: a longer lowercase word.
                    if !next.isLowercase && (startsWord || next.isUppercase) { return true }
                } else if startsWord {
                    return true
                }
            }
            i += 1
        }
        return false
    }

    /// The location of `node`'s first token (leading trivia skipped).
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        let l = node.startLocation(converter: converter)
        return SourceLocation(file: path, line: l.line, column: l.column)
    }

    /// The line of `node`'s last token.
    func endLine(of node: some SyntaxProtocol) -> Int {
        node.endLocation(converter: converter).line
    }

    /// The lines `node` spans, from its first token's to its last's.
    func lines(of node: some SyntaxProtocol) -> ClosedRange<Int> {
        let start = location(of: node).line
        return start...max(start, endLine(of: node))
    }

    /// The rule ids suppressed on `line` (by a directive at the end of the line, or alone on the line above).
    func suppressed(onLine line: Int) -> [String] {
        suppressions.filter { $0.appliesTo == line }.flatMap(\.rules)
    }
}

/// `// typeramp:disable rule-id …` in Swift source: where it was written and the line it applies to.
struct SuppressionDirective: Hashable, Sendable {
    /// The line the comment is on.
    var line: Int
    /// The line whose views it suppresses on: its own line (`disable`, `disable:this`, a comment after code), or the
    /// next line (`disable:next`, or `disable` alone on its line).
    var appliesTo: Int
    /// The rule ids, as written (validated by the audit, which knows the rules).
    var rules: [String]
}

/// The TypeRamp directives in a file's comments. A directive is a whole word: `typeramp:disable` followed by a space, a
/// colon form (`:next`, `:this`) or the end of the comment; `typeramp:disabled because …` is prose, not a directive.
/// The rule list ends at the end of the comment or at a ` - `, ` -- ` or ` — ` that starts a reason.
enum Directives {
    static func parse(_ text: String) -> (suppressions: [SuppressionDirective], samples: [String: String], malformed: [(line: Int, text: String)]) {
        var suppressions: [SuppressionDirective] = []
        var samples: [String: String] = [:]
        var malformed: [(line: Int, text: String)] = []
        guard text.includes("typeramp:") else { return ([], [:], []) }
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            guard line.includes("typeramp:"), let comment = line.range(of: "//") else { continue }
            let body = line[comment.upperBound...].trimmingWhitespace()
            let standsAlone = line[..<comment.lowerBound].allSatisfy(\.isWhitespace)
            guard body.hasPrefix("typeramp:") else { continue }
            let rest = body.dropFirst("typeramp:".count)
            let word = rest.prefix { $0.isLetter || $0 == ":" }
            let arguments = rest.dropFirst(word.count)
            guard arguments.isEmpty || arguments.first!.isWhitespace else {
                continue  // `typeramp:disable-all`, `typeramp:disabled…`: not a directive
            }
            switch word {
            case "disable", "disable:this", "disable:next":
                var reasonless = Substring(arguments)
                for separator in [" - ", " -- ", " — ", " – "] {
                    if let r = reasonless.range(of: separator) { reasonless = reasonless[..<r.lowerBound] }
                }
                let rules = reasonless.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
                let target = word == "disable:next" || (word == "disable" && standsAlone) ? lineNumber + 1 : lineNumber
                suppressions.append(SuppressionDirective(line: lineNumber, appliesTo: target, rules: rules))
            case "sample":
                if let eq = arguments.firstIndex(of: "=") {
                    let name = arguments[..<eq].trimmingWhitespace()
                    var value = arguments[arguments.index(after: eq)...].trimmingWhitespace()
                    if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
                    if !name.isEmpty { samples[name] = value }
                } else {
                    malformed.append((lineNumber, String(body.prefix(80))))
                }
            default:
                if word.hasPrefix("disable") || word.hasPrefix("sample") { malformed.append((lineNumber, String(body.prefix(80)))) }
            }
        }
        return (suppressions, samples, malformed)
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    func trimmingWhitespace() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\r" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s.removeLast() }
        return String(s)
    }
}
