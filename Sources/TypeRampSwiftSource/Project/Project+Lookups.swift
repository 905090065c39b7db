import Foundation
import SwiftSyntax
import TypeRampCore

/// Lookups in the project's index: global constants, getters, and type names resolved lexically as Swift does.
extension Project {
    /// The global constant `name` as code in `file` sees it: the file's own first, as Swift resolves a `private` one.
    func global(_ name: String, from file: SwiftFile?) -> (expr: ExprSyntax, file: SwiftFile)? {
        if let file, let own = globalsByFile[file.path]?[name] { return (own, file) }
        return globals[name]
    }

    /// The statics named `name` that extensions of types outside the project declare (`extension ButtonStyle where Self ==
    /// PrimaryStyle { static var primary: PrimaryStyle { … } }`), in the extended types' name order (so a name two
    /// extensions declare resolves the same way on every run), then, with `projectTypes`, those of the project's own types
    /// (a protocol of the app's) in declaration order.
    func statics(named name: String, projectTypes: Bool = false) -> [(owner: TypeDecl, value: Static)] {
        var out: [(owner: TypeDecl, value: Static)] = []
        for key in extendedNamesInOrder {
            if let type = extended[key], let s = type.statics[name] { out.append((type, s)) }
        }
        if projectTypes {
            for type in types { if let s = type.statics[name] { out.append((type, s)) } }
        }
        return out
    }

    /// The static functions named `name` that extensions of types outside the project declare (`extension ButtonStyle
    /// where Self == PrimaryStyle { static func primary(isDestructive: Bool = false) -> PrimaryStyle { … } }`), in the
    /// extended types' name order, as ``statics(named:projectTypes:)`` orders the properties.
    func staticFunctions(named name: String) -> [Member] {
        extendedNamesInOrder.flatMap { extended[$0]?.staticFunctions[name] ?? [] }
    }

    /// A name without the backticks that let it be a keyword (`` `if` `` → `if`).
    static func bare(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? String(name.dropFirst().dropLast()) : name
    }

    /// The statements of a computed property's getter (`var x: T { … }` or `var x: T { get { … } }`).
    func getterBody(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        binding.accessorBlock.flatMap(getterBody)
    }

    func getterBody(_ block: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch block.accessors {
        case .getter(let statements): return statements
        case .accessors(let list): return list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        }
    }

    /// The type `name` (simple or dotted, `Outer.Inner`) names where code in `context` (in `file`) uses it: nested types of
    /// the context and its lexical parents first, then the file's private types, then the module's types (the one whose
    /// file shares the longest folder path with `file` when targets declare the same name).
    func resolveQualified(_ name: String, from context: TypeDecl?, file: SwiftFile) -> TypeDecl? {
        // A simple name (most are) as the dotted path below reads it, without splitting it into a list of strings.
        if !name.utf8.contains(UInt8(ascii: ".")) {
            if name.isEmpty || name == "SwiftUI" { return nil }
            if name == "Self", let context { return context }
            return resolve(name, from: context, file: file)
        }
        var parts = name.split(separator: ".").map(String.init)
        if parts.first == "SwiftUI" { return nil }
        if parts.first == "Self", let context { parts.removeFirst(); return parts.isEmpty ? context : descend(context, parts) }
        // A type the project only extends under its dotted name (`extension Font.TextStyle { … }`) when the path does
        // not lead through the project's own types.
        guard let first = parts.first, var type = resolve(first, from: context, file: file) else { return extended[name] }
        for part in parts.dropFirst() {
            guard let n = type.nested[part] else { return extended[name] }
            type = n
        }
        return type
    }

    private func descend(_ type: TypeDecl, _ parts: [String]) -> TypeDecl? {
        var t = type
        for p in parts {
            guard let n = t.nested[p] else { return nil }
            t = n
        }
        return t
    }

    /// The type a simple name means in `context`.
    func resolve(_ name: String, from context: TypeDecl?, file: SwiftFile) -> TypeDecl? {
        var c = context
        while let t = c {
            if t.name == name { return t }
            if let n = t.nested[name] { return n }
            c = t.parent
        }
        if let candidates = topLevel[name] {
            if let own = candidates.first(where: { $0.file === file }) { return own }
            let visible = candidates.filter { !$0.isFilePrivate }
            if visible.count <= 1 { return visible.first }
            return visible.max { Project.sharedPrefix($0.file.path, file.path) < Project.sharedPrefix($1.file.path, file.path) }
        }
        return extended[name]
    }

    static func sharedPrefix(_ a: String, _ b: String) -> Int {
        var n = 0
        for (x, y) in zip(a.split(separator: "/"), b.split(separator: "/")) {
            guard x == y else { break }
            n += 1
        }
        return n
    }

    /// The view a name means: the type `resolve` finds when it is a view, else, among several top-level types of that name
    /// (targets that each declare one), the view closest to `file`. A type that is closer than every such view still
    /// wins though the importer cannot read it as a view (a row conforming to a library's `ConnectedView`): the other
    /// target's view of that name is not the one the caller's target builds.
    func resolveView(_ name: String, from context: TypeDecl?, file: SwiftFile) -> TypeDecl? {
        let found = resolve(name, from: context, file: file)
        if found?.isView ?? false { return found }
        let views = (topLevel[name] ?? []).filter { $0.isView && (!$0.isFilePrivate || $0.file === file) }
        guard let closest = views.max(by: { Project.sharedPrefix($0.file.path, file.path) < Project.sharedPrefix($1.file.path, file.path) })
        else { return found }
        if let found, found.parent != nil || Project.sharedPrefix(found.file.path, file.path) > Project.sharedPrefix(closest.file.path, file.path) {
            return found
        }
        return closest
    }

    /// The project view types, in declaration order.
    var views: [TypeDecl] { types.filter(\.isView) }

    /// Whether `file` is written for another platform than the one built (``SwiftFile/platform``): its previews and the
    /// views only it uses are not screens of this build.
    func isForAnotherPlatform(_ file: SwiftFile) -> Bool {
        guard let p = file.platform?.name else { return false }
        // A widget extension is built for the app's platform: its views are audited as widgets (docs/swift-source.md).
        if p == "widgets" { return configuration.platform.lowercased() != "ios" }
        // A test target's code is built for no platform's app.
        if p == "tests" { return true }
        return p.lowercased() != configuration.platform.lowercased()
    }
}
