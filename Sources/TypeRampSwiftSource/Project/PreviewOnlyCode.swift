import SwiftSyntax
import TypeRampCore

/// The code only previews run: the bodies of `#Preview` and of `PreviewProvider` types, and the types only such code
/// uses (a `ContainerView` or `DemoView` written to show a component in the canvas). The app never shows them, so a
/// finding written there is not a problem users meet: the audit lists it as unverified (docs/swift-source.md, "What was
/// guessed").
///
/// A type is preview-only when it is private, named as a harness (``namedAsHarness(_:)``) or a style no other module
/// can use (a `ButtonStyle` not declared `public`: a style is how a view is drawn, not a screen a route may show), the project names it
/// somewhere outside its own declaration, and every such place is preview code or another preview-only type's
/// declaration (worked out to a fixed point). Names are matched as written,
/// so a type whose name is used elsewhere for anything else counts as used by the app (never the other way round).
struct PreviewOnlyCode {
    /// Line ranges, by file path, of preview-only code.
    private var ranges: [String: [ClosedRange<Int>]] = [:]

    init(project: Project) {
        var previewRanges: [String: [ClosedRange<Int>]] = [:]
        for preview in project.previews where preview.provider == nil {
            previewRanges[preview.file.path, default: []].append(preview.file.lines(of: preview.node))
        }
        var declarations: [ObjectIdentifier: ClosedRange<Int>] = [:]
        var candidates: [String: [TypeDecl]] = [:]
        for type in project.types {
            guard let declaration = type.declaration else { continue }
            let range = type.file.lines(of: declaration)
            if type.conformances.contains("PreviewProvider") {
                previewRanges[type.file.path, default: []].append(range)
            } else if type.isView || type.isModifier || type.styleKind != nil,
                type.isFilePrivate || PreviewOnlyCode.namedAsHarness(type.name) || (type.styleKind != nil && !type.isPublic)
            {
                declarations[ObjectIdentifier(type)] = range
                candidates[type.name, default: []].append(type)
            }
        }
        // Where each candidate's name is written, outside `extension Name` headers.
        let uses = candidates.isEmpty ? [:] : project.typeNameUses
        func inside(_ use: (file: String, line: Int), _ ranges: [ClosedRange<Int>]?) -> Bool { ranges?.contains { $0.contains(use.line) } ?? false }
        var previewOnly: Set<ObjectIdentifier> = []
        var onlyRanges: [String: [ClosedRange<Int>]] = [:]
        var changed = true
        while changed {
            changed = false
            for (name, types) in candidates {
                for type in types where !previewOnly.contains(ObjectIdentifier(type)) {
                    // The name written in a declaration of it (this type's, or a same-named one's in another file, a
                    // stale copy) declares, not uses.
                    let outside = (uses[name] ?? []).filter { use in
                        !types.contains { t in t.file.path == use.file && declarations[ObjectIdentifier(t)]!.contains(use.line) }
                    }
                    guard !outside.isEmpty,
                        outside.allSatisfy({ inside($0, previewRanges[$0.file]) || inside($0, onlyRanges[$0.file]) })
                    else { continue }
                    previewOnly.insert(ObjectIdentifier(type))
                    onlyRanges[type.file.path, default: []].append(declarations[ObjectIdentifier(type)]!)
                    changed = true
                }
            }
        }
        ranges = previewRanges.merging(onlyRanges) { $0 + $1 }
    }

    /// A name that says the type exists to show something else (`ContainerView`, `PreviewContent`, `DemoView`,
    /// `ScalingValue_Example`): only such types, and private ones, can be preview-only. A public view only previews use
    /// is a screen or component the app (or a package's user) shows by a route TypeRamp may not see.
    static func namedAsHarness(_ name: String) -> Bool {
        ["Preview", "Demo", "Example", "Playground", "Container", "Harness", "Showcase", "Gallery"].contains { name.contains($0) }
    }

    /// Whether `location` lies in code only previews run.
    func contains(_ location: SourceLocation) -> Bool {
        ranges[location.file]?.contains { $0.contains(location.line) } ?? false
    }
}
