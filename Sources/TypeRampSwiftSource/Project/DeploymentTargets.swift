import Foundation
import SwiftSyntax

/// The oldest iOS each package of the sources runs on: `platforms: [.iOS(.v15)]` (or `.iOS(.v16_4)`, `.iOS("15.0")`) in
/// a `Package.swift` among them covers every file in its folder. An app's own targets declare theirs in the Xcode
/// project, which the audit does not read: for their files the oldest iOS is unknown.
struct DeploymentTargets {
    /// Package folders (with a trailing `/`) and the version of their iOS minimum (`[15, 0]`), longest folder first.
    let packages: [(folder: String, version: [Int])]

    init(files: [SwiftFile]) {
        var out: [(String, [Int])] = []
        for file in files where file.path == "Package.swift" || file.path.hasSuffix("/Package.swift") {
            guard let version = DeploymentTargets.iOSMinimum(in: file.tree) else { continue }
            out.append((String(file.path.dropLast("Package.swift".count)), version))
        }
        packages = out.sorted { $0.0.count > $1.0.count }
    }

    /// The oldest iOS the file at `path` runs on, when a package around it says.
    func iOSMinimum(for path: String) -> [Int]? {
        packages.first { path.hasPrefix($0.folder) }?.version
    }

    /// `.iOS(.v15)`, `.iOS(.v16_4)` or `.iOS("15.0")` anywhere in a manifest: the version.
    static func iOSMinimum(in tree: SourceFileSyntax) -> [Int]? {
        for token in tree.tokens(viewMode: .sourceAccurate) where token.text == "iOS" {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                let call = member.parent?.as(FunctionCallExprSyntax.self),
                let argument = call.arguments.first?.expression
            else { continue }
            var text = argument.trimmedDescription
            if text.hasPrefix(".v") {
                text = String(text.dropFirst(2)).replacingOccurrences(of: "_", with: ".")
            } else {
                text = text.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
            let parts = text.split(separator: ".").compactMap { Int($0) }
            if !parts.isEmpty { return parts }
        }
        return nil
    }

    /// Whether version `a` is older than `b` (`[15]` < `[16, 4]`).
    static func isOlder(_ a: [Int], than b: [Int]) -> Bool {
        for i in 0..<max(a.count, b.count) {
            let x = i < a.count ? a[i] : 0, y = i < b.count ? b[i] : 0
            if x != y { return x < y }
        }
        return false
    }
}
