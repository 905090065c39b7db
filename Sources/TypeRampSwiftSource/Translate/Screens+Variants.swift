import SwiftSyntax
import TypeRampCore
import TypeRampDecoding

/// A screen's variants: its root translated once per combination of branches TypeRamp cannot decide (data) and per
/// branch the screen's width chooses (docs/swift-source.md, "Variants").
extension ScreenMaker {

    /// A variant of a screen: the suffix of its name (the branches it takes), its tree, its notes and the screen widths
    /// it exists at (nil: every width).
    struct Variant {
        var suffix: String
        var tree: SpecNode
        var notes: [ImportNote]
        var widths: ScreenWidths?
    }

    /// The root translated with every undecided condition on its first branch (a changed `@State` flag on the branch its
    /// value takes), then once per other branch of each (conditions met in other variants included), identical trees
    /// left out, at most ``ImportLimits/variants``. A branch chosen by the screen's width is combined with the others
    /// (each variant at each width that has it), and a variant holds at the widths of the branches it took.
    func variants(_ root: Root) -> [Variant] {
        // The scopes a screen's translation makes are released when it is done (what it returns holds none): an app's
        // thousands of screens do not keep them all alive until the import ends.
        let arena = ScopeArena()
        defer { arena.releaseAll() }
        return ScopeArena.$current.withValue(arena) { translatedVariants(root) }
    }

    private func translatedVariants(_ root: Root) -> [Variant] {
        var out: [(suffix: String, tree: SpecNode, notes: [ImportNote], widths: [WidthInterval])] = []
        var byHash: [Int: Int] = [:]
        var decisions: [Decisions.Decision] = []
        var decisionIndex: [String: Int] = [:]
        // Branches on the width before branches on data: each variant is first completed at every width that has it.
        var queue: [[String: Int]] = [], widthQueue: [[String: Int]] = []
        var enqueued: Set<[String: Int]> = [[:]]
        var index = 0, widthIndex = 0
        var skipped = 0
        // Translations are bounded too (twice the variants): branches that change nothing still cost a translation each.
        var translations = 0

        func translate(_ assignment: [String: Int]) {
            translations += 1
            translator.beginScreen(assignment)
            let tree = spec(root.make(), root)
            let met = translator.decisions
            for d in met.met where decisionIndex[d.key] == nil {
                decisionIndex[d.key] = decisions.count
                decisions.append(d)
                // A branch on data: one variant per other branch, the rest as the screen has them.
                if d.widths == nil {
                    for option in 0..<d.options.count where option != d.start { enqueue([d.key: option]) }
                }
            }
            // A branch on the width: each other branch with this variant's other choices.
            for d in met.met where d.widths != nil && assignment[d.key] == nil {
                let taken = met.chosenWidths[d.key] ?? d.start
                for option in 0..<d.options.count where option != taken {
                    var a = assignment
                    a[d.key] = option
                    if enqueued.insert(a).inserted { widthQueue.append(a) }
                }
            }
            guard !met.width.isEmpty else { return }
            let hash = SpecHash.of(tree)
            if let i = byHash[hash] {
                out[i].widths.append(met.width)
                return
            }
            byHash[hash] = out.count
            let labels = assignment.keys.sorted { decisionIndex[$0]! < decisionIndex[$1]! }.map {
                decisions[decisionIndex[$0]!].options[assignment[$0]!]
            }
            out.append((labels.isEmpty ? "" : " (\(labels.joined(separator: ", ")))", tree, translator.screenNotes, [met.width]))
        }
        func enqueue(_ assignment: [String: Int]) {
            if enqueued.insert(assignment).inserted { queue.append(assignment) }
        }

        translator.inlineMemo.clear()
        translate([:])
        while index < queue.count || widthIndex < widthQueue.count {
            let assignment: [String: Int]
            if widthIndex < widthQueue.count {
                assignment = widthQueue[widthIndex]
                widthIndex += 1
            } else {
                assignment = queue[index]
                index += 1
            }
            guard out.count < translator.limits.variants, translations < 2 * translator.limits.variants else {
                skipped += 1
                continue
            }
            translate(assignment)
        }
        for d in decisions {
            if d.widths != nil {
                translator.note(
                    "`\(Conditions.widthCondition(ofKey: d.key).prefix(80))` chooses by the screen's width: each branch is audited as a variant of '\(root.name)' at the widths that take it",
                    at: d.location, affectsLayout: false)
            } else {
                translator.note(
                    "`\(d.key.prefix(60))` depends on data TypeRamp does not know: each branch is audited as a variant of '\(root.name)'",
                    at: d.location,
                    affectsLayout: false)
            }
        }
        if skipped > 0 {
            translator.note(
                "'\(root.name)' has more branches than \(translator.limits.variants) variants: \(skipped) not audited (TYPERAMP_MAX_VARIANTS raises the limit)",
                at: root.location, affectsLayout: false)
        }
        return out.map { Variant(suffix: $0.suffix, tree: $0.tree, notes: $0.notes, widths: ScreenWidths($0.widths)) }
    }
}
