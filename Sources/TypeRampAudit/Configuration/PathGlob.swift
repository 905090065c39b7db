import Foundation

/// A path pattern of `.typeramp.yml`'s `included` and `excluded`: `*` matches any characters within one path
/// component, `?` one character, and a `**` component any number of components (none included), as in SwiftLint's
/// and git's globs. A pattern without wildcards names a file or a folder and matches everything inside it.
public struct PathGlob: Sendable, Equatable, CustomStringConvertible {
    /// The pattern as written (after resolving against the configuration's folder).
    public let pattern: String
    private let components: [Substring]

    /// Creates a glob from `pattern`.
    public init(_ pattern: String) {
        self.pattern = pattern
        components = PathGlob.components(pattern)
    }

    public var description: String { pattern }

    /// Whether the pattern has any wildcard.
    public var hasWildcards: Bool { pattern.contains { $0 == "*" || $0 == "?" } }

    /// Whether `path` matches: the whole path, or (for a pattern without wildcards) the path of a folder it is in.
    public func matches(_ path: String) -> Bool {
        let parts = PathGlob.components(path)
        if !hasWildcards {
            return parts.count >= components.count && Array(parts.prefix(components.count)) == components
        }
        return PathGlob.match(components[...], parts[...])
    }

    /// The files the pattern names, sorted: the pattern itself when it has no wildcard (a file or a folder, which the
    /// audit reads as it reads any folder given to it), else every screens file (`.yaml`, `.yml`, `.json`) and Swift file
    /// below the pattern's fixed leading folders that matches. Hidden folders and `.build` are not searched.
    public func expand(fileManager: FileManager = .default) -> [String] {
        guard hasWildcards else { return [pattern] }
        let fixed = components.prefix { !$0.contains("*") && !$0.contains("?") }
        let root = fixed.isEmpty ? "." : (pattern.hasPrefix("/") ? "/" : "") + fixed.joined(separator: "/")
        var found: [String] = []
        PathGlob.walk(root, fileManager: fileManager) { path in
            if PathGlob.screenExtensions.contains((path as NSString).pathExtension.lowercased()), matches(path) { found.append(path) }
        }
        return found.sorted()
    }

    /// The extensions of files an audit reads.
    public static let screenExtensions: Set<String> = ["yaml", "yml", "json", "swift"]

    static func components(_ path: String) -> [Substring] {
        path.split(separator: "/").filter { $0 != "." }
    }

    static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            var p = path
            while true {
                if match(rest, p) { return true }
                if p.isEmpty { return false }
                p = p.dropFirst()
            }
        }
        guard let head = path.first, matchComponent(Array(first.unicodeScalars)[...], Array(head.unicodeScalars)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    static func matchComponent(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let p = pattern.first else { return text.isEmpty }
        switch p {
        case "*":
            var t = text
            while true {
                if matchComponent(pattern.dropFirst(), t) { return true }
                if t.isEmpty { return false }
                t = t.dropFirst()
            }
        case "?":
            return !text.isEmpty && matchComponent(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == p && matchComponent(pattern.dropFirst(), text.dropFirst())
        }
    }

    private static func walk(_ folder: String, fileManager: FileManager, _ visit: (String) -> Void) {
        guard let names = try? fileManager.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let full = folder == "." ? name : (folder as NSString).appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: full, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                walk(full, fileManager: fileManager, visit)
            } else {
                visit(full)
            }
        }
    }
}
