import Foundation
import SwiftSyntax
import TypeRampCore
import TypeRampDecoding

/// The anchors of every file of a project, each computed once.
final class AnchorIndex {
    private let project: Project
    private var byFile: [String: Anchors] = [:]

    init(project: Project) { self.project = project }

    func anchor(at l: SourceLocation) -> String? {
        guard let file = project.file(at: l.file) else { return nil }
        // In place: a copy taken out and put back would copy the file's caches at every anchor.
        return byFile[l.file, default: Anchors(file: file)].anchor(at: l)
    }
}

/// A hash of a spec tree's content (kinds, keys, scalars, locations), to tell a screen's variants apart without writing them.
enum SpecHash {
    static func of(_ node: SpecNode) -> Int {
        var h = Hasher()
        add(node, &h)
        return h.finalize()
    }

    private static func add(_ node: SpecNode, _ h: inout Hasher) {
        switch node.kind {
        case .scalar(let text, let quoted):
            h.combine(0)
            h.combine(text)
            h.combine(quoted)
        case .sequence(let items):
            h.combine(1)
            h.combine(items.count)
            for i in items { add(i, &h) }
        case .mapping(let entries):
            h.combine(2)
            h.combine(entries.count)
            for e in entries {
                add(e.key, &h)
                add(e.value, &h)
            }
        }
    }
}
