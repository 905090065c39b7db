import Foundation
import TypeRampCore

/// What the project's data types (records, enums, the types it only extends) make as views, by member name, read once
/// for the whole import: the dictionaries every `post.taggedTitle(…)`, `donut.dough.image(thumbnail:)` and
/// `flavor.image` looks up.
struct DataMembers {
    /// Methods of the project's data types (and of types it only extends, `extension Post`) that return a view, a
    /// `Text` (`func taggedTitle(…) -> Text`), an `Image` (`func image(thumbnail:) -> Image`) or a `Color`
    /// (`func resolve(with: Palette) -> Color`), by name: what `post.taggedTitle(…)` draws when `post` is data. A
    /// protocol extension's method is listed once, not again for each conformer that takes it as its default.
    let viewMethods: [String: [Member]]

    /// The properties of the project's data types written `Image` or `Text` (stored, or computed: `var image: Image {
    /// … }` on a flavour), by name, when every data type's property of that name is written so: what `flavor.image`
    /// shows when TypeRamp does not know `flavor`'s type. A name some type writes otherwise is left out.
    let imageOrTextProperties: [String: String]

    /// The names of closures the project's data types store (`@ViewBuilder public var imageBlockView: (MarkdownImage) ->
    /// AnyView` of a configuration record): what `configuration.imageBlockView(image)` may call when `configuration` is
    /// data.
    let storedClosures: Set<String>

    /// Indexes `types` (the project's types, then the types it only extends, in a fixed order).
    init(_ types: [TypeDecl]) {
        storedClosures = Set(types.filter { !$0.isView }.flatMap { $0.properties.filter(\.takesClosure).map(\.name) })
        var methods: [String: [Member]] = [:]
        var seen: Set<SourceLocation> = []
        for type in types {
            for (name, members) in type.members {
                for m in members where !m.isStatic && seen.insert(m.location).inserted {
                    guard let r = m.returnType, r == "Text" || r == "Image" || r == "Color" || r.hasSuffix("View") else { continue }
                    // A view's own methods are modifiers the chain reads; a colour it resolves (`ThemedColor`, a
                    // `ShapeStyle` that is also a view) is not.
                    if type.isView, r != "Color" { continue }
                    methods[name, default: []].append(m)
                }
            }
        }
        viewMethods = methods
        var found: [String: String] = [:]
        var mixed: Set<String> = []
        func add(_ name: String, _ written: String?) {
            let t = written?.trimming("?! ").replacingOccurrences(of: "SwiftUI.", with: "")
            guard let t, t == "Image" || t == "Text" else {
                mixed.insert(name)
                return
            }
            if let known = found[name], known != t { mixed.insert(name) } else { found[name] = t }
        }
        for type in types where !type.isView {
            for p in type.properties { add(p.name, p.type) }
            for (name, members) in type.members {
                for m in members where !m.isStatic && m.parameters.isEmpty { add(name, m.returnType) }
            }
        }
        imageOrTextProperties = found.filter { !mixed.contains($0.key) }
    }
}
