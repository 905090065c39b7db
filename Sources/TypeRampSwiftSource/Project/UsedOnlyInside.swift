import TypeRampCore

extension Project {
    /// The declarations (line ranges by file path) of the top-level types used only inside `regions`: every use of the
    /// type's name outside its own declaration lies in `regions`, in another such type, or in preview-only code, and at
    /// least one lies in the first two. Found by repeating until nothing changes, so a type used only by such a type is
    /// one too. Names are matched as written (``typeNameUses``); a name two top-level types share is never matched, and
    /// the types in `excluding` are not candidates. Shared by ``MenuOnlyCode`` (regions: context menus' items) and
    /// ``ArtworkCode`` (regions: the views rendered to a picture).
    func typesUsedOnlyInside(
        _ regions: [String: [ClosedRange<Int>]], previewOnly: PreviewOnlyCode, excluding: Set<ObjectIdentifier> = []
    ) -> [String: [ClosedRange<Int>]] {
        var declarations: [ObjectIdentifier: ClosedRange<Int>] = [:]
        var candidates: [String: [TypeDecl]] = [:]
        // Any top-level type: a view may conform to a library's protocol that refines View (`ConnectedView`), which the
        // importer reads by its body without knowing it is a view.
        for type in types where type.parent == nil {
            guard let declaration = type.declaration else { continue }
            declarations[ObjectIdentifier(type)] = type.file.lines(of: declaration)
            candidates[type.name, default: []].append(type)
        }
        let uses = typeNameUses
        var found = excluding
        var foundRanges: [String: [ClosedRange<Int>]] = [:]
        func inside(_ use: (file: String, line: Int)) -> Bool {
            (regions[use.file]?.contains { $0.contains(use.line) } ?? false) || (foundRanges[use.file]?.contains { $0.contains(use.line) } ?? false)
        }
        var changed = true
        while changed {
            changed = false
            for (name, types) in candidates where types.count == 1 {
                let type = types[0]
                guard !found.contains(ObjectIdentifier(type)) else { continue }
                let own = declarations[ObjectIdentifier(type)]!
                let outside = (uses[name] ?? []).filter { !($0.file == type.file.path && own.contains($0.line)) }
                guard outside.contains(where: inside),
                    outside.allSatisfy({ inside($0) || previewOnly.contains(SourceLocation(file: $0.file, line: $0.line, column: 1)) })
                else { continue }
                found.insert(ObjectIdentifier(type))
                foundRanges[type.file.path, default: []].append(own)
                changed = true
            }
        }
        return foundRanges
    }
}
