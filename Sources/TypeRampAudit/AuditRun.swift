import Foundation
import TypeRampCore
import TypeRampLayout

/// The state of one running audit, shared by its worker threads.
///
/// Workers take groups (one screen at one width, locale and Bold Text, every category) in the fixed group order, solve
/// and check them, and add their cell findings to their screen; while many screens are left, a worker takes all of a
/// screen's groups at once (see ``work()``). When a screen's last group is done the screen is
/// folded into its result; results go to the sink strictly in screen order, by whichever worker finds the next one
/// ready. A worker does not start a screen more than `window` screens ahead of the last one handed to the sink, so the
/// screens held in memory (trees, cell findings, results waiting for their turn) stay bounded however many there are.
///
/// `@unchecked Sendable`: every mutable field is read and written only while `condition` is locked, except `failure`
/// and `summary`, which `Auditor.run` also reads after `concurrentPerform` has returned (every worker has finished).
/// The `let`s are set in `init`. `sink` (not thread-safe) is called only by the thread that set `emitting` under the
/// lock, so by one thread at a time, each call ordered after the previous one by the lock.
final class AuditRun: @unchecked Sendable {
    let auditor: Auditor
    let groups: [GroupCoordinate]
    let sink: any AuditSink
    let progress: (@Sendable (AuditProgress) -> Void)?
    let window: Int
    let rules: (byId: [RuleID: AuditRule], rules: LayoutRules)
    /// The screens in the order their groups come, and each screen's position in it.
    let screenOrder: [Int]
    let ordinal: [Int: Int]
    let groupsByScreen: [Int: [GroupCoordinate]]
    /// The files that hold screens of this run (a file left out for an error, or outside the shard, is never read).
    let filesInRun: Set<Int>

    let condition = NSCondition()
    var next = 0
    var emitted = 0
    var emitting = false
    var pending: [Int: Int] = [:]
    var collected: [Int: [CellFinding]] = [:]
    var ready: [Int: ScreenResult] = [:]
    var trees: [Int: LayoutTree] = [:]
    var loadingFiles: Set<Int> = []
    var loadedFiles: Set<Int> = []
    var failure: Error?
    var summary = AuditSummary()
    var done = 0, errors = 0, warnings = 0
    let total: Int

    init(auditor: Auditor, groups: [GroupCoordinate], sink: any AuditSink, progress: (@Sendable (AuditProgress) -> Void)?, window: Int) {
        self.auditor = auditor
        self.groups = groups
        self.sink = sink
        self.progress = progress
        self.window = window
        rules = auditor.ruleSet
        var order: [Int] = []
        for g in groups where order.last != g.screen { order.append(g.screen) }
        screenOrder = order
        ordinal = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        groupsByScreen = Dictionary(grouping: groups, by: \.screen)
        for (s, gs) in groupsByScreen { pending[s] = gs.count }
        filesInRun = Set(order.compactMap { auditor.input.screens[$0].fileIndex })
        total = groups.count * auditor.configuration.matrix.categories.count
    }

    /// A worker's loop: take the next group, audit it, fold it in; until every group is taken or the run failed.
    func work() {
        while true {
            condition.lock()
            while failure == nil && next < groups.count && ordinal[groups[next].screen]! >= emitted + window { condition.wait() }
            guard failure == nil, next < groups.count else {
                condition.unlock()
                return
            }
            // A worker takes every group of a screen at once while more than `window` screens are left after it, so
            // that two workers seldom solve the same screen at once (its tree's memory, read by both, passes from core
            // to core: 2.4 s against 2.0 s for 1,000 screens on this machine's slower minutes); the last screens are
            // handed out group by group, so the run's end still spreads one screen's cells over every worker.
            var claimed = [groups[next]]
            next += 1
            if screenOrder.count - ordinal[claimed[0].screen]! > window {
                while next < groups.count, groups[next].screen == claimed[0].screen {
                    claimed.append(groups[next])
                    next += 1
                }
            }
            condition.unlock()
            do {
                // Every claimed group is of one screen: its tree is looked up once.
                let tree = try self.tree(for: claimed[0].screen)
                for group in claimed {
                    let found = auditor.audit(group, tree: tree, rules: rules) { e, w in self.cellDone(errors: e, warnings: w) }
                    try finish(group, found: found, tree: tree)
                }
            } catch {
                fail(error)
                return
            }
        }
    }

    func fail(_ error: Error) {
        condition.lock()
        if failure == nil { failure = error }
        condition.broadcast()
        condition.unlock()
    }

    func cellDone(errors e: Int, warnings w: Int) {
        condition.lock()
        done += 1
        errors += e
        warnings += w
        let p = AuditProgress(done: done, total: total, errors: errors, warnings: warnings)
        condition.unlock()
        progress?(p)
    }

    /// The tree of `screen`: in memory, or read with the rest of its file's screens once, kept until the screen is
    /// handed to the sink. A worker that finds its file being read by another reads the next file meanwhile.
    func tree(for screen: Int) throws -> LayoutTree {
        condition.lock()
        defer { condition.unlock() }
        let input = auditor.input
        while true {
            if let tree = trees[screen] { return tree }
            if let failure { throw failure }
            if input.isInMemory(screen) {
                let tree = try input.tree(screen)
                trees[screen] = tree
                return tree
            }
            let file = input.screens[screen].fileIndex!
            if !loadingFiles.contains(file) {
                try load(file)
                continue
            }
            if filesInRun.contains(file + 1), !loadingFiles.contains(file + 1), !loadedFiles.contains(file + 1) {
                try load(file + 1)
                continue
            }
            condition.wait()
        }
    }

    /// Reads file `file`'s trees (the lock is held on entry and exit, released while reading).
    private func load(_ file: Int) throws {
        let input = auditor.input
        loadingFiles.insert(file)
        condition.unlock()
        let loaded: Result<[LayoutTree], Error> = Result { try input.trees(ofFile: file) }
        condition.lock()
        loadingFiles.remove(file)
        loadedFiles.insert(file)
        condition.broadcast()
        let fileTrees = try loaded.get()
        for (s, info) in input.screens.enumerated() where info.fileIndex == file && pending[s].map({ $0 > 0 }) == true {
            trees[s] = fileTrees[info.indexInFile]
        }
    }

    /// Adds a group's findings to its screen; folds the screen when it was the last group, and hands the screens that
    /// are next in order to the sink.
    func finish(_ group: GroupCoordinate, found: [CellFinding], tree: LayoutTree) throws {
        let s = group.screen
        condition.lock()
        collected[s, default: []] += found
        pending[s]! -= 1
        if pending[s] == 0 {
            let cellFindings = collected.removeValue(forKey: s) ?? []
            condition.unlock()
            let result = auditor.aggregate(
                screen: s, tree: tree, cellFindings: cellFindings, groups: groupsByScreen[s] ?? [], rules: rules.rules)
            condition.lock()
            ready[ordinal[s]!] = result
        }
        defer { condition.unlock() }
        guard !emitting else { return }
        emitting = true
        defer { emitting = false }
        while failure == nil, let result = ready.removeValue(forKey: emitted) {
            summary.add(result)
            condition.unlock()
            let outcome = Result { try sink.add(result) }
            condition.lock()
            trees[result.screen] = nil
            emitted += 1
            condition.broadcast()
            if case .failure(let error) = outcome {
                if failure == nil { failure = error }
                throw error
            }
        }
    }
}
