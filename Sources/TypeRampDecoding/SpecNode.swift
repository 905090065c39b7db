import Foundation
import TypeRampCore
import Yams

/// One value of a YAML or JSON spec file, with where it came from.
///
/// The spec readers of every module (type ramps, screens, catalogs) walk these nodes instead of
/// using `Codable`, so that every error can name the file, line, column and the field's path,
/// and unknown keys are rejected with the closest valid key.
public struct SpecNode: Sendable {
    /// The shape of a node.
    public indirect enum Kind: Sendable {
        /// A scalar's text; `quoted` is true for '…' and "…" scalars (always strings).
        case scalar(String, quoted: Bool)
        /// A mapping's entries in file order.
        case mapping([(key: SpecNode, value: SpecNode)])
        /// A sequence's items in file order.
        case sequence([SpecNode])
    }

    /// The node's content.
    public let kind: Kind
    /// Where the node starts.
    public let location: SourceLocation
    /// The field path from the document root, e.g. `styles[2].size`; empty for the root. Spelled out only when asked
    /// for (an error), since a large file has many nodes and few errors.
    public var path: String { fieldPath?.text ?? "" }
    private let fieldPath: FieldPath?

    /// Creates a node (used by the readers and by tests).
    public init(kind: Kind, location: SourceLocation, path: String) {
        self.kind = kind
        self.location = location
        fieldPath = path.isEmpty ? nil : FieldPath(parent: nil, component: .key(path))
    }

    init(kind: Kind, location: SourceLocation, fieldPath: FieldPath?) {
        self.kind = kind
        self.location = location
        self.fieldPath = fieldPath
    }

    // MARK: - Errors

    /// An error located at this node.
    public func error(_ message: String, suggestion: String? = nil) -> InputError {
        InputError(message, at: location, field: path, suggestion: suggestion)
    }

    /// A short name for the node's shape, for messages. A scalar is quoted in a short escaped excerpt
    /// (``Swift/String/excerpt(_:)``), except at the top of a document: a file that is one text from top to bottom is
    /// not a spec at all (a `.env` or key file named by mistake), and nothing of it is quoted.
    public var kindName: String {
        switch kind {
        case .scalar(let text, let quoted):
            if !quoted && SpecNode.isNullLiteral(text) { return "null" }
            if fieldPath == nil { return "a text (the file is not YAML or JSON made of fields; nothing of it is quoted)" }
            return "'\(text.excerpt())'"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }

    static func isNullLiteral(_ text: String) -> Bool {
        text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// Whether the node is an unquoted `null`, `~` or empty scalar.
    public var isNull: Bool {
        if case .scalar(let text, let quoted) = kind { return !quoted && SpecNode.isNullLiteral(text) }
        return false
    }

    // MARK: - Scalars

    /// The node's text; throws when it is not a scalar.
    public func string() throws -> String {
        guard case .scalar(let text, _) = kind, !isNull else { throw error("expected a string, found \(kindName)") }
        return text
    }

    /// The node as a finite number of at most ``SpecReader/maximumNumber`` in size; throws when it is not one.
    public func double() throws -> Double {
        guard case .scalar(let text, let quoted) = kind, !quoted,
            let value = Double(text.removing("_")), value.isFinite
        else {
            throw error("expected a number, found \(kindName)")
        }
        return try checkedNumber(value)
    }

    /// `value`, read from this node in some other way (`"16px"`), when it is at most ``SpecReader/maximumNumber`` in
    /// size; else a located error.
    public func checkedNumber(_ value: Double) throws -> Double {
        let maximum = SpecReader.maximumNumber
        guard abs(value) <= maximum else {
            throw error(
                "\(formatDecimal(value)) is out of range: numbers are at most \(formatDecimal(maximum)) in size; raise the limit with TYPERAMP_MAX_NUMBER"
            )
        }
        return value
    }

    /// The node as a number that is zero or more (sizes, spacings, margins).
    public func nonNegativeDouble() throws -> Double {
        let value = try double()
        guard value >= 0 else { throw error("must not be negative, found \(formatDecimal(value))") }
        return value
    }

    /// The node as a number greater than zero (font sizes, widths).
    public func positiveDouble() throws -> Double {
        let value = try double()
        guard value > 0 else { throw error("must be greater than 0, found \(formatDecimal(value))") }
        return value
    }

    /// The node as an integer; throws when it is not one.
    public func int() throws -> Int {
        guard case .scalar(let text, let quoted) = kind, !quoted, let value = Int(text) else {
            throw error("expected an integer, found \(kindName)")
        }
        return value
    }

    /// The node as a boolean (`true`/`false`, also YAML's `yes`/`no`).
    public func bool() throws -> Bool {
        guard case .scalar(let text, let quoted) = kind, !quoted else { throw error("expected true or false, found \(kindName)") }
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error("expected true or false, found \(kindName)")
        }
    }

    /// Parses the node's text with `parse`; on failure throws naming `what` was expected and suggesting
    /// the closest of `candidates`.
    public func parsed<T>(as what: String, candidates: [String], _ parse: (String) -> T?) throws -> T {
        let text = try string()
        if let value = parse(text) { return value }
        throw error("unknown \(what) '\(text.excerpt())'", suggestion: closestMatch(to: text, in: candidates))
    }

    // MARK: - Collections

    /// The node's items; throws when it is not a list.
    public func sequence() throws -> [SpecNode] {
        guard case .sequence(let items) = kind else { throw error("expected a list, found \(kindName)") }
        return items
    }

    /// The node as a mapping reader; throws when it is not a mapping.
    public func mapping() throws -> SpecMapping {
        guard case .mapping(let entries) = kind else { throw error("expected a mapping, found \(kindName)") }
        return SpecMapping(node: self, entries: entries)
    }
}

/// A mapping node with lookups by key that report missing and unknown keys.
public struct SpecMapping: Sendable {
    /// The mapping node itself.
    public let node: SpecNode
    /// The entries in file order.
    public let entries: [(key: SpecNode, value: SpecNode)]

    /// The keys in file order.
    public var keys: [String] { entries.compactMap { try? $0.key.string() } }

    /// Whether a key reads as `key` (what `keys.contains(key)` answers, without copying the keys).
    public func hasKey(_ key: String) -> Bool {
        entries.contains { entry in
            guard case .scalar(let text, let quoted) = entry.key.kind, text == key else { return false }
            return quoted || !SpecNode.isNullLiteral(text)
        }
    }

    /// The value for `key`, or nil when absent (an explicit `null` counts as absent).
    public func optional(_ key: String) -> SpecNode? {
        // A key that `string()` reads as `key` (a scalar, not a null), compared in place: no string copied or error
        // made per entry (the decoder asks this of every node many times).
        guard
            let entry = entries.first(where: { entry in
                guard case .scalar(let text, let quoted) = entry.key.kind, text == key else { return false }
                return quoted || !SpecNode.isNullLiteral(text)
            })
        else { return nil }
        return entry.value.isNull ? nil : entry.value
    }

    /// The value for `key`; throws "missing field" located at the mapping when absent.
    public func required(_ key: String) throws -> SpecNode {
        if let value = optional(key) { return value }
        let field = node.path.isEmpty ? key : "\(node.path).\(key)"
        throw InputError("missing required field '\(key)'", at: node.location, field: field)
    }

    /// Throws at the first key not in `allowed`, suggesting the closest allowed key.
    public func rejectUnknownKeys(_ allowed: [String]) throws {
        for (key, _) in entries {
            let name = try key.string()
            if !allowed.contains(name) {
                throw key.error("unknown field '\(name.excerpt())'", suggestion: closestMatch(to: name, in: allowed))
            }
        }
    }
}

// MARK: - Reading documents

/// A node's field path as a chain of keys and indices, spelled out (`styles[2].size`) on demand.
final class FieldPath: Sendable {
    enum Component: Sendable {
        case key(String)
        case index(Int)
    }

    let parent: FieldPath?
    let component: Component

    init(parent: FieldPath?, component: Component) {
        self.parent = parent
        self.component = component
    }

    var text: String {
        let prefix = parent?.text ?? ""
        switch component {
        case .key(let key): return prefix.isEmpty ? key : "\(prefix).\(key)"
        case .index(let i): return "\(prefix)[\(i)]"
        }
    }
}

/// Reads YAML and JSON spec files into ``SpecNode`` trees.
/// Reads a file (or folder) into a spec tree; ``SpecReader/load(path:)`` for YAML and JSON, front ends for other sources.
public typealias SpecLoader = @Sendable (String) throws -> SpecNode

public enum SpecReader {
    /// The most nodes a file may expand to, aliases expanded (a few hundred bytes of nested YAML aliases, the "billion
    /// laughs", would otherwise expand to billions). Raise it with the environment variable `TYPERAMP_MAX_NODES`.
    public static let maximumNodes: Int = ProcessInfo.processInfo.environment["TYPERAMP_MAX_NODES"].flatMap(Int.init) ?? 1_000_000
    /// The largest file read, in bytes (64 MiB). Raise it with `TYPERAMP_MAX_FILE_BYTES`.
    public static let maximumFileBytes: Int = ProcessInfo.processInfo.environment["TYPERAMP_MAX_FILE_BYTES"].flatMap(Int.init) ?? 64 << 20
    /// The longest scalar (a text, a name) in characters. Raise it with `TYPERAMP_MAX_TEXT`.
    public static let maximumScalarLength: Int = ProcessInfo.processInfo.environment["TYPERAMP_MAX_TEXT"].flatMap(Int.init) ?? 100_000
    /// The largest number, in size, a file may hold (lengths, sizes, spacings, ratios, tracking): far beyond any
    /// screen (a million points is about 350 m at 1×), and small enough that layout and drawing never overflow
    /// (a lazy grid's column count, a picture's pixels). Raise it with `TYPERAMP_MAX_NUMBER`.
    public static let maximumNumber: Double =
        ProcessInfo.processInfo.environment["TYPERAMP_MAX_NUMBER"].flatMap(Double.init).map { $0.isFinite ? abs($0) : 1_000_000 }
        ?? 1_000_000
    /// The most characters (UTF-8 bytes) all the values of a file may hold together, aliases expanded: a 100 KB text
    /// that 2,000 aliases repeat is 200 MB of text to lay out. Raise it with `TYPERAMP_MAX_TOTAL_TEXT`.
    public static let maximumTotalText: Int = ProcessInfo.processInfo.environment["TYPERAMP_MAX_TOTAL_TEXT"].flatMap(Int.init) ?? 10_000_000
    /// The deepest nesting of mappings and sequences a file may have. Raise it with `TYPERAMP_MAX_DEPTH`.
    public static let maximumDepth: Int = ProcessInfo.processInfo.environment["TYPERAMP_MAX_DEPTH"].flatMap(Int.init) ?? 200

    /// Reads and parses the file at `path`. Throws an ``InputError`` naming the file when it cannot be
    /// read, is not UTF-8, or is not valid YAML/JSON (with the parser's line and column).
    /// A device (`/dev/zero`), socket or folder is refused, a pipe read up to the size limit (``InputFile``).
    public static func load(path: String) throws -> SpecNode {
        let bytes = try InputFile.read(path, limit: maximumFileBytes, setting: "TYPERAMP_MAX_FILE_BYTES")
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw InputError("the file is not valid UTF-8", at: SourceLocation(file: path))
        }
        return try parse(text, file: path)
    }

    /// Parses `text` (YAML 1.1, which also reads JSON) as if read from `file`.
    public static func parse(_ text: String, file: String) throws -> SpecNode {
        // Every container of a document with anchors, parents first (see `composeKeepingContainers`); emptied in that
        // order once the document is converted, so no release recurses down an alias chain.
        var containers: [Node] = []
        defer {
            let placeholder = Node("")
            for i in containers.indices { containers[i] = placeholder }
        }
        return try convertDocument(text, file: file, containers: &containers)
    }

    /// Composes and converts; the Yams tree lives only in this call, so it is released before `containers`.
    private static func convertDocument(_ text: String, file: String, containers: inout [Node]) throws -> SpecNode {
        let root: Node?
        do {
            root = try composeKeepingContainers(text, containers: &containers)
        } catch let error as YamlError {
            throw translate(error, file: file)
        }
        guard let root else { throw InputError("the file is empty", at: SourceLocation(file: file, line: 1, column: 1)) }
        var budget = Budget(nodes: maximumNodes, text: maximumTotalText)
        return try convert(root, file: file, path: nil, depth: 0, budget: &budget)
    }

    /// What a document may still expand to as it is converted.
    struct Budget {
        var nodes: Int
        var text: Int
    }

    /// Parsers of documents so large that even a thread with a big stack could not release them (see below).
    /// `@unchecked Sendable`: `parsers` is only touched with `lock` held.
    private final class Kept: @unchecked Sendable {
        let lock = NSLock()
        var parsers: [Parser] = []
    }
    private static let kept = Kept()

    /// The stack of the thread that releases a parser which failed amid anchors, in bytes (reserved, not used: only
    /// the pages the release touches are memory).
    static let releaseStackBytes = 1 << 30

    /// Composes `text` with the basic resolver (every scalar stays text: SpecNode reads numbers and booleans itself,
    /// which spares Yams a regular-expression match per scalar).
    ///
    /// Aliases make a document deeper than its text: a chain of 100,000 anchors, each a stack holding the previous
    /// one, is 100,000 levels deep, and Swift releases such a tree by recursing once per level, which overflows the
    /// stack. So when the text has anchors, every container of the tree is also put in `containers`, parents before
    /// children (a reverse post-order, memoised by source position so a shared subtree is listed once); releasing them
    /// in that order frees each container while its children are still held elsewhere, never recursing. A parser that
    /// fails part-way through such a document holds anchors that cannot be listed: it is released on a thread of its
    /// own with a 1 GiB stack (a few hundred bytes a level), or, past a million anchors, kept until the process ends.
    private static func composeKeepingContainers(_ text: String, containers: inout [Node]) throws -> Node? {
        let anchors = text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "&") ? 1 : 0) }
        var parser: Parser? = try Parser(yaml: text, resolver: .basic)
        do {
            let root = try parser!.singleRoot()
            if anchors > 0, let root { containers = parentsFirst(root) }
            return root
        } catch {
            if anchors > 1_000_000 {
                kept.lock.lock()
                kept.parsers.append(parser!)
                kept.lock.unlock()
            } else if anchors > 0 {
                releaseOnLargeStack(&parser)
            }
            throw error
        }
    }

    /// Releases `parser` (the only reference to it) on a thread with a stack of ``releaseStackBytes`` and waits.
    private static func releaseOnLargeStack(_ parser: inout Parser?) {
        /// `@unchecked Sendable`: `parser` is set before the thread starts and cleared by that thread only, while the
        /// caller waits on `done`.
        final class Box: @unchecked Sendable {
            var parser: Parser?
            let done = DispatchSemaphore(value: 0)
        }
        let box = Box()
        box.parser = parser
        parser = nil
        let thread = Thread {
            box.parser = nil
            box.done.signal()
        }
        thread.stackSize = releaseStackBytes
        thread.start()
        box.done.wait()
    }

    /// The containers (mappings and sequences) of `root`, each once, parents before children, found without
    /// recursion.
    static func parentsFirst(_ root: Node) -> [Node] {
        struct Key: Hashable {
            var line: Int, column: Int, isMapping: Bool
        }
        func key(_ node: Node) -> Key? {
            guard let mark = node.mark else { return nil }
            switch node {
            case .mapping: return Key(line: mark.line, column: mark.column, isMapping: true)
            case .sequence: return Key(line: mark.line, column: mark.column, isMapping: false)
            default: return nil
            }
        }
        func children(_ node: Node) -> [Node] {
            switch node {
            case .mapping(let mapping): return mapping.flatMap { [$0.key, $0.value] }
            case .sequence(let sequence): return Array(sequence)
            default: return []
            }
        }
        var postOrder: [Node] = []
        var seen: Set<Key> = []
        // (node, its children, the next child to visit)
        var stack: [(Node, [Node], Int)] = []
        if let k = key(root) {
            seen.insert(k)
            stack.append((root, children(root), 0))
        }
        while !stack.isEmpty {
            let (node, kids, next) = stack[stack.count - 1]
            if next == kids.count {
                postOrder.append(node)
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].2 = next + 1
            let child = kids[next]
            if let k = key(child), seen.insert(k).inserted { stack.append((child, children(child), 0)) }
        }
        return postOrder.reversed()
    }

    /// YAML's core-schema scalar tags, which resolve plain values (`!!str`, `!!int`, `!!float`, `!!bool`, `!!null`).
    static let coreScalarTags: Set<String> = [
        "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float", "tag:yaml.org,2002:bool", "tag:yaml.org,2002:null",
    ]

    private static func convert(_ node: Node, file: String, path: FieldPath?, depth: Int, budget: inout Budget) throws -> SpecNode {
        let location = SourceLocation(file: file, line: node.mark?.line ?? 0, column: node.mark?.column ?? 0)
        budget.nodes -= 1
        if budget.nodes < 0 {
            throw InputError(
                "the file expands to more than \(maximumNodes) nodes (aliases included); raise the limit with TYPERAMP_MAX_NODES",
                at: location, field: path?.text ?? "")
        }
        if depth > maximumDepth {
            throw InputError(
                "nested more than \(maximumDepth) levels deep; raise the limit with TYPERAMP_MAX_DEPTH", at: location,
                field: path?.text ?? "")
        }
        switch node {
        case .scalar(let scalar):
            if scalar.string.utf8.count > maximumScalarLength, scalar.string.count > maximumScalarLength {
                throw InputError(
                    "a value of \(scalar.string.count) characters, more than \(maximumScalarLength); raise the limit with TYPERAMP_MAX_TEXT",
                    at: location, field: path?.text ?? "")
            }
            budget.text -= scalar.string.utf8.count
            if budget.text < 0 {
                throw InputError(
                    "the file's values hold more than \(maximumTotalText) characters together (aliases included); raise the limit with "
                        + "TYPERAMP_MAX_TOTAL_TEXT", at: location, field: path?.text ?? "")
            }
            // A tag the file writes (`!!binary SGVsbG8=`, `!custom x`) changes what the value is; TypeRamp reads texts,
            // numbers, booleans and nulls only, so another tag is refused rather than read as its characters.
            let tag = scalar.tag.description
            if !["?", "!", ""].contains(tag), !coreScalarTags.contains(tag) {
                let shown = tag.hasPrefix("tag:yaml.org,2002:") ? "!!" + tag.dropFirst("tag:yaml.org,2002:".count) : Substring(tag)
                throw InputError(
                    "the tag '\(String(shown).excerpt(40))' is not one TypeRamp reads: give the value as plain text, a number, true/false or null",
                    at: location, field: path?.text ?? "")
            }
            let quoted =
                scalar.style == .singleQuoted || scalar.style == .doubleQuoted
                || scalar.style == .literal || scalar.style == .folded
            return SpecNode(kind: .scalar(scalar.string, quoted: quoted), location: location, fieldPath: path)
        case .mapping(let mapping):
            var entries: [(key: SpecNode, value: SpecNode)] = []
            entries.reserveCapacity(mapping.count)
            for (key, value) in mapping {
                let childPath = FieldPath(parent: path, component: .key(key.string ?? "?"))
                entries.append(
                    (
                        try convert(key, file: file, path: childPath, depth: depth + 1, budget: &budget),
                        try convert(value, file: file, path: childPath, depth: depth + 1, budget: &budget)
                    ))
            }
            return SpecNode(kind: .mapping(entries), location: location, fieldPath: path)
        case .sequence(let sequence):
            var items: [SpecNode] = []
            items.reserveCapacity(sequence.count)
            for (index, item) in sequence.enumerated() {
                items.append(
                    try convert(item, file: file, path: FieldPath(parent: path, component: .index(index)), depth: depth + 1, budget: &budget))
            }
            return SpecNode(kind: .sequence(items), location: location, fieldPath: path)
        case .alias(let alias):
            // Yams resolves aliases while composing; an unresolved alias is reported as a string.
            return SpecNode(kind: .scalar("*\(alias)", quoted: true), location: location, fieldPath: path)
        }
    }

    private static func translate(_ error: YamlError, file: String) -> InputError {
        func located(_ problem: String, _ mark: Mark) -> InputError {
            InputError("not valid YAML or JSON: \(problem)", at: SourceLocation(file: file, line: mark.line, column: mark.column))
        }
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return located(problem, mark)
        case .duplicatedKeysInMapping(let duplicates, let context):
            return InputError(
                "duplicate key '\(duplicates.prefix(3).map { $0.excerpt() }.joined(separator: "', '"))'",
                at: SourceLocation(file: file, line: context.mark.line, column: context.mark.column))
        case .reader(let problem, _, _, _):
            return InputError("cannot read the text: \(problem)", at: SourceLocation(file: file))
        default:
            return InputError("not valid YAML or JSON: \(error)", at: SourceLocation(file: file))
        }
    }
}

extension InputError {
    /// Why the file at `path` could not be read: it does not exist, it is a folder, or it cannot be read (permissions).
    public static func unreadableFile(_ path: String) -> InputError {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        let reason = !exists ? "no such file" : isFolder.boolValue ? "is a folder; a file is expected here" : "cannot read the file"
        return InputError(reason, at: SourceLocation(file: path))
    }

    /// Throws ``unreadableFile(_:)``'s error when `path` is a folder (which some readers would open and find empty).
    public static func checkNotFolder(_ path: String) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { throw unreadableFile(path) }
    }
}
