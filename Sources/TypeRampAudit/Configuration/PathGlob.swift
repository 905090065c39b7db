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

    /// Whether the path's components match the pattern's, a `**` component matching any number of them. Dynamic
    /// programming over (pattern, path) positions: linear in the product of their lengths, however many `**` a pattern
    /// holds (backtracking is exponential in them).
    static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        let pattern = Array(pattern), path = Array(path)
        // reachable[j]: the first i pattern components match the first j path components.
        var reachable = [Bool](repeating: false, count: path.count + 1)
        reachable[0] = true
        for component in pattern {
            var next = [Bool](repeating: false, count: path.count + 1)
            if component == "**" {
                var any = false
                for j in 0...path.count {
                    any = any || reachable[j]
                    next[j] = any
                }
            } else {
                let scalars = Array(component.unicodeScalars)
                for j in 0..<path.count where reachable[j] {
                    next[j + 1] = matchComponent(scalars[...], Array(path[j].unicodeScalars)[...])
                }
            }
            reachable = next
        }
        return reachable[path.count]
    }

    /// Whether one path component matches one pattern component (`*` any characters, `?` one). Dynamic programming as in
    /// ``match(_:_:)``: linear in the product of their lengths.
    static func matchComponent(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        let text = Array(text)
        var reachable = [Bool](repeating: false, count: text.count + 1)
        reachable[0] = true
        for p in pattern {
            var next = [Bool](repeating: false, count: text.count + 1)
            switch p {
            case "*":
                var any = false
                for j in 0...text.count {
                    any = any || reachable[j]
                    next[j] = any
                }
            default:
                for j in 0..<text.count where reachable[j] && (p == "?" || text[j] == p) { next[j + 1] = true }
            }
            reachable = next
        }
        return reachable[text.count]
    }

    /// Visits the files below `folder`. A link to a folder is not followed (a link back to a folder above would make the
    /// walk endless, as the Swift importer's folder search does not follow links either); a link to a file is a file.
    private static func walk(_ folder: String, fileManager: FileManager, _ visit: (String) -> Void) {
        guard let names = try? fileManager.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let full = folder == "." ? name : (folder as NSString).appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: full, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                if (try? fileManager.destinationOfSymbolicLink(atPath: full)) != nil { continue }
                walk(full, fileManager: fileManager, visit)
            } else {
                visit(full)
            }
        }
    }
}
