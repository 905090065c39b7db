import Foundation
import TypeRampCore

/// The Swift files an import reads, and the files it refuses before parsing them: those whose shape would make
/// swift-syntax's parser (or the importer after it) take exponential time or run out of stack.
enum SwiftFiles {
    /// The most `[` (and `@`) a Swift file may open in a row (spaces, line breaks, control characters, `(` and non-ASCII
    /// characters between them allowed, comments and string literals not counted). swift-syntax's parser looks ahead at
    /// each `[` for an array type and for an inline array type, so its time doubles with each one in such a run: 16 take
    /// a few milliseconds, 24 five seconds, 31 minutes. Written Swift nests a handful.
    static let bracketRunLimit = 16

    /// The most links a Swift file may chain or nest (``Hostility/chain(line:depth:)``): swift-syntax and the importer
    /// recurse once or more per link, so 50,000 `.padding(1)` or `+` terms, or 2,000 nested generic arguments, overflow
    /// the stack. The deepest of 11,854 files of 24 real apps chains 144; 500 leaves room and stays well inside the stack
    /// of a debug build.
    static let chainLimit = 500

    /// Why a file is refused before it is parsed, at the first line where it happens.
    enum Hostility: Equatable {
        /// A run of more than ``bracketRunLimit`` opening brackets, outside comments and string literals: where it
        /// starts and how long it is.
        case bracketRun(line: Int, count: Int)
        /// Code that chains or nests more than ``chainLimit`` links deep: the line where it passes the limit, and the
        /// depth there. A link is a member access (`.padding`), an operator (`+`, `??`, `?`, `<`) or an opening bracket;
        /// the links of one statement add up across the brackets it is inside, and a statement ends at `,`, `;` or a
        /// line break not followed by `.` or an operator. An interpolation's code counts; comments and literals do not.
        case chain(line: Int, depth: Int)

        /// The located error for a file refused so.
        func error(file: String) -> InputError {
            switch self {
            case .bracketRun(let line, _):
                return InputError(
                    "more than \(bracketRunLimit) `[` in a row: swift-syntax's parser takes time that doubles with each one, so the file is not read",
                    at: SourceLocation(file: file, line: line))
            case .chain(let line, _):
                return InputError(
                    "the code here chains or nests more than \(chainLimit) links deep (modifiers, operators, generic arguments, brackets): the parser would run out of stack, so the file is not read",
                    at: SourceLocation(file: file, line: line))
            }
        }
    }

    /// The first reason to refuse `text` before parsing it, or nil: one pass over its bytes (``CodeScan``) that reads
    /// both the bracket runs and the chains.
    static func hostility(_ text: String) -> Hostility? {
        var checks = HostilityChecks()
        CodeScan.scan(Array(text.utf8), &checks)
        return checks.found
    }

    /// The `.swift` files under `paths` (files as given; folders searched recursively, skipping hidden folders, `.build`
    /// and `Package.swift`), sorted, each once. A path that does not exist throws; a folder that cannot be read is added
    /// to `unreadable`.
    static func find(_ paths: [String], unreadable: inout [InputError]) throws -> [String] {
        var manifests: [String] = []
        return try find(paths, unreadable: &unreadable, manifests: &manifests)
    }

    /// ``find(_:unreadable:)``, also collecting the `Package.swift` manifests it skips (they say which iOS a package
    /// runs on: ``DeploymentTargets``).
    static func find(_ paths: [String], unreadable: inout [InputError], manifests: inout [String]) throws -> [String] {
        var result: [String] = []
        var seen: Set<String> = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw InputError("no such file or folder", at: SourceLocation(file: path))
            }
            if !isFolder.boolValue {
                if seen.insert(path).inserted { result.append(path) }
                continue
            }
            var found: [String] = []
            walk(path, into: &found, unreadable: &unreadable, manifests: &manifests)
            for file in found.sorted() where seen.insert(file).inserted { result.append(file) }
        }
        return result
    }

    private static func walk(_ folder: String, into found: inout [String], unreadable: inout [InputError], manifests: inout [String]) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            unreadable.append(InputError("the folder cannot be read", at: SourceLocation(file: folder)))
            return
        }
        for name in entries.sorted() {
            if name.hasPrefix(".") { continue }
            let path = (folder as NSString).appendingPathComponent(name)
            if name == "Package.swift" {
                manifests.append(path)
                continue
            }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                // A symbolic link to a folder is not followed (it may loop back); its files are reached by their real path.
                if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil { continue }
                walk(path, into: &found, unreadable: &unreadable, manifests: &manifests)
            } else if name.hasSuffix(".swift") {
                found.append(path)
            }
        }
    }
}

/// What ``CodeScan`` reports while it reads a file's bytes.
protocol CodeVisitor {
    /// A byte of code at `index` on `line`, in an interpolation's code (`"\(value)"`) or not. False stops the scan.
    mutating func code(_ byte: UInt8, at index: Int, line: Int, interpolated: Bool) -> Bool
    /// A line break in code (not in a comment or literal), before the byte that starts the next line's text (after its
    /// spaces and tabs; 0 at the end of the file), on the line it starts.
    mutating func lineBreak(beforeText next: UInt8, line: Int)
    /// A comment or string literal ended: text that is not code lay between the code before and after it.
    mutating func skippedText()
}

/// One lexical pass over a Swift file's bytes: comments (`//`, `/* */`) and string literals (`"…"`, `"""…"""`, raw
/// `#"…"#`) are skipped, an interpolation's code (`"\(value[0])"`) is visited, and lines are counted. What the parser
/// would do is not worked out: this only tells code from text, cheaply, before the parser is trusted with the file.
enum CodeScan {
    static func scan<V: CodeVisitor>(_ bytes: [UInt8], _ visitor: inout V) {
        let n = bytes.count
        var i = 0, line = 1
        func at(_ k: Int) -> UInt8 { k < n ? bytes[k] : 0 }
        while i < n {
            let c = bytes[i]
            if c == UInt8(ascii: "\n") {
                line += 1
                var j = i + 1
                while j < n, bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\t") || bytes[j] == UInt8(ascii: "\r") { j += 1 }
                visitor.lineBreak(beforeText: at(j), line: line)
                i += 1
                continue
            }
            if c == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "/") {
                while i < n, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                continue
            }
            if c == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                i += 2
                while i < n, !(bytes[i] == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/")) {
                    if bytes[i] == UInt8(ascii: "\n") { line += 1 }
                    i += 1
                }
                i += 2
                visitor.skippedText()
                continue
            }
            if c == UInt8(ascii: "\"") {
                let triple = at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
                i += triple ? 3 : 1
                while i < n {
                    let d = bytes[i]
                    if d == UInt8(ascii: "\\"), at(i + 1) == UInt8(ascii: "(") {
                        // `"\(value[[[…])"`: an interpolation is code, which the parser reads as code.
                        i += 2
                        var depth = 1
                        while i < n, depth > 0 {
                            let e = bytes[i]
                            if e == UInt8(ascii: "\n") { line += 1 }
                            if e == UInt8(ascii: "(") { depth += 1 } else if e == UInt8(ascii: ")") { depth -= 1 }
                            if !visitor.code(e, at: i, line: line, interpolated: true) { return }
                            i += 1
                        }
                        continue
                    }
                    if d == UInt8(ascii: "\\") {
                        i += 2
                        continue
                    }
                    if d == UInt8(ascii: "\n") {
                        // An unterminated literal ends at its line's end; the scan resumes on the line break, which
                        // counts the line there.
                        if !triple { break }
                        line += 1
                    }
                    if d == UInt8(ascii: "\""), !triple || (at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")) {
                        i += triple ? 3 : 1
                        break
                    }
                    i += 1
                }
                visitor.skippedText()
                continue
            }
            if c == UInt8(ascii: "#") {
                // A raw string (`#"(\s|_)?"#`): `\` and `"` are text inside it; it ends at `"` followed by as many `#`.
                var hashes = 0
                while at(i + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if at(i + hashes) == UInt8(ascii: "\"") {
                    i += hashes + 1
                    while i < n {
                        if bytes[i] == UInt8(ascii: "\n") { line += 1 }
                        if bytes[i] == UInt8(ascii: "\""), (1...hashes).allSatisfy({ at(i + $0) == UInt8(ascii: "#") }) {
                            i += hashes + 1
                            break
                        }
                        i += 1
                    }
                    visitor.skippedText()
                    continue
                }
            }
            if !visitor.code(c, at: i, line: line, interpolated: false) { return }
            i += 1
        }
    }
}

/// The bracket-run and chain checks of ``SwiftFiles/hostility(_:)``, read in one ``CodeScan``.
private struct HostilityChecks: CodeVisitor {
    var found: SwiftFiles.Hostility?
    // Bracket runs: the length of the run of `[` and `@` now, and the line it started on.
    private var run = 0, runLine = 1
    // Chains: the links of the open statement at each bracket level; `total` is their sum.
    private var levels = [0], total = 0
    /// Whether the byte before was an operator character: a run of them is one operator (but each `?` and `!` a link of
    /// its own).
    private var inOperator = false

    static func isOperator(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"),
            UInt8(ascii: "="), UInt8(ascii: "~"):
            return true
        default: return false
        }
    }

    static func startsName(_ c: UInt8) -> Bool {
        c == UInt8(ascii: "_") || (c | 0x20 >= UInt8(ascii: "a") && c | 0x20 <= UInt8(ascii: "z")) || c >= 0x80
    }

    /// A name starts after a `.` (a member access); the scanner hands one byte at a time, so the `.` is held until the
    /// next byte says.
    private var pendingDot = false, pendingDotLine = 1

    mutating func code(_ c: UInt8, at index: Int, line: Int, interpolated: Bool) -> Bool {
        // Bracket runs. `@` counts too: the parser looks ahead for an attribute at each, which doubles its time as `[`
        // does. What ends a run is a character the parser reads as part of an element (`x`, `,`, `]`); spaces, control
        // characters, `(` and bytes of non-ASCII characters do not.
        if c == UInt8(ascii: "[") || c == UInt8(ascii: "@") {
            if run == 0 { runLine = line }
            run += 1
            if run > SwiftFiles.bracketRunLimit {
                found = .bracketRun(line: runLine, count: run)
                return false
            }
        } else if c > 0x20, c < 0x7F, c != UInt8(ascii: "(") {
            run = 0
        }
        // Chains.
        if pendingDot {
            pendingDot = false
            if HostilityChecks.startsName(c), !link(line: pendingDotLine) { return false }
        }
        if interpolated {
            // An interpolation's links all count into the statement around the literal: each `(` and operator byte.
            if c == UInt8(ascii: "(") || HostilityChecks.isOperator(c) { return link(line: line) }
            if c == UInt8(ascii: ".") {
                pendingDot = true
                pendingDotLine = line
            }
            return true
        }
        let continuesOperator = inOperator && HostilityChecks.isOperator(c)
        inOperator = HostilityChecks.isOperator(c)
        switch c {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            levels.append(0)
            if total + levels.count > SwiftFiles.chainLimit {
                found = .chain(line: line, depth: total + levels.count)
                return false
            }
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            if levels.count > 1 { total -= levels.removeLast() }
        case UInt8(ascii: ","), UInt8(ascii: ";"):
            endStatement()
        case UInt8(ascii: "."):
            pendingDot = true
            pendingDotLine = line
        default:
            // A run of operator characters is one operator (`+=`, `>>>`), but each `?` and `!` is a link of its own
            // (`Int???`, `a!!`: one optional or unwrap each).
            if HostilityChecks.isOperator(c), !continuesOperator || c == UInt8(ascii: "?") || c == UInt8(ascii: "!") {
                return link(line: line)
            }
        }
        return true
    }

    mutating func lineBreak(beforeText next: UInt8, line: Int) {
        pendingDot = false
        inOperator = false
        // A line that starts with `.` or an operator goes on with the statement above (a modifier chain).
        if !(next == UInt8(ascii: ".") || (HostilityChecks.isOperator(next) && next != UInt8(ascii: "/"))) { endStatement() }
    }

    mutating func skippedText() {
        pendingDot = false
        inOperator = false
        run = 0
    }

    private mutating func endStatement() {
        total -= levels[levels.count - 1]
        levels[levels.count - 1] = 0
    }

    /// Counts a link into the open statement; false (with the finding) when the chain is past the limit.
    private mutating func link(line: Int) -> Bool {
        levels[levels.count - 1] += 1
        total += 1
        if total + levels.count > SwiftFiles.chainLimit {
            found = .chain(line: line, depth: total + levels.count)
            return false
        }
        return true
    }
}
